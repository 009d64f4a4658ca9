// Resumable runs (compose/resumelines.h): the scheduler directives and job-script lines for
// each scheduler, the findings where a scheduler cannot requeue, the spec field's errors, and
// the resume lines run by bash with a hostile checkpoint folder.

#include "composetesthelpers.h"

#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "site/profileregistry.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using namespace slipway::compose;
using slipway::site::ProfileRegistry;
using slipway::site::SiteProfile;

namespace {

const ProfileRegistry &registry()
{
    static const ProfileRegistry r;
    return r;
}

ComposedScript composeSpec(const QByteArray &json)
{
    QStringList errors;
    const auto spec = JobSpec::fromJson(json, &errors);
    if (!spec) {
        qWarning() << errors;
        return {};
    }
    const SiteProfile *p = registry().find(spec->profile);
    return p ? ScriptComposer::compose(*spec, *p) : ComposedScript{};
}

const Finding *finding(const ComposedScript &s, const QString &field)
{
    for (const Finding &f : s.findings) {
        if (f.field == field) {
            return &f;
        }
    }
    return nullptr;
}

// The lines of `text` from the first that starts with `from` to the first after it that
// starts with `to`, both included.
QString linesBetween(const QString &text, const QString &from, const QString &to)
{
    QStringList out;
    bool in = false;
    for (const QString &line : text.split(u'\n')) {
        in = in || line.startsWith(from);
        if (in) {
            out << line;
            if (line.startsWith(to)) {
                break;
            }
        }
    }
    return out.join(u'\n');
}

} // namespace

class TestResumable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slurmRequeuesItselfBeforeTheTimeLimit()
    {
        const ComposedScript s = composeSpec(
            R"({"profile":"test-cluster","entry":"train.py","time":"00:30:00",
                "resumable":{"warning_seconds":90}})");
        QVERIFY(!s.blocked());
        const QString text = s.text();
        for (const char *line :
             {"#SBATCH --requeue\n", "#SBATCH --open-mode=append\n", "#SBATCH --signal=B:USR1@90\n",
              "trap slipway_requeue USR1\n", "    scontrol requeue \"$SLURM_JOB_ID\"\n",
              "SLIPWAY_TRAIN_PID=$!\nwait \"$SLIPWAY_TRAIN_PID\"\n",
              "export SLIPWAY_CHECKPOINT_DIR=checkpoints\n"}) {
            QVERIFY2(text.contains(QLatin1String(line)), line);
        }
        // The training runs in the background, so the trap can run while it does.
        QVERIFY(text.contains(QLatin1String("python train.py &\n")));
        // The directives come before the first command, the trap before the launch.
        QVERIFY(text.indexOf(QLatin1String("--requeue")) < text.indexOf(QLatin1String("set -e")));
        QVERIFY(text.indexOf(QLatin1String("trap slipway_requeue")) <
                text.indexOf(QLatin1String("python train.py")));
        // Every line is explained.
        for (const ScriptLine &line : s.lines) {
            QVERIFY2(line.text.isEmpty() || line.text == QLatin1String("}") ||
                         !line.explanation.isEmpty(),
                     qPrintable(line.text));
        }
        QCOMPARE(shellcheckProblems(text), QString());
    }

    void defaultWarningIsTwoMinutes()
    {
        const ComposedScript s =
            composeSpec(R"({"profile":"test-cluster","entry":"t.py","resumable":true})");
        QVERIFY(s.text().contains(QLatin1String("#SBATCH --signal=B:USR1@120\n")));
    }

    void notResumableAddsNothing()
    {
        const ComposedScript s = composeSpec(R"({"profile":"test-cluster","entry":"t.py"})");
        QVERIFY(!s.text().contains(QLatin1String("requeue")));
        QVERIFY(!s.text().contains(QLatin1String("SLIPWAY_RESUME_FROM")));
    }

    void warningLongerThanTheTimeLimitBlocks()
    {
        const ComposedScript s = composeSpec(
            R"({"profile":"test-cluster","entry":"t.py","time":"00:01:00",
                "resumable":{"warning_seconds":60}})");
        QVERIFY(s.blocked());
        const Finding *f = finding(s, QStringLiteral("resumable"));
        QVERIFY(f);
        QVERIFY(f->message.contains(QLatin1String("shorter warning")));
    }

    // The warning reaches torchrun, which stops at USR1 without telling its workers: the
    // checks say so, and name the launch that passes it on.
    void torchrunCannotPassTheWarningOn()
    {
        const ComposedScript s = composeSpec(
            R"({"profile":"test-cluster","entry":"t.py","parallelism":"ddp-torchrun",
                "resumable":{}})");
        QVERIFY(!s.blocked());
        const Finding *f = finding(s, QStringLiteral("resumable"));
        QVERIFY(f);
        QCOMPARE(f->severity, Finding::Severity::Advice);
        QVERIFY2(f->message.contains(QLatin1String("Choose ddp-srun")), qPrintable(f->message));
        const ComposedScript srun = composeSpec(
            R"({"profile":"test-cluster","entry":"t.py","parallelism":"ddp-srun",
                "resumable":{}})");
        QVERIFY(!srun.blocked());
        QVERIFY(!finding(srun, QStringLiteral("resumable")));
    }

    void pbsProRerunsAndSaysWhatItCannot()
    {
        const ComposedScript s = composeSpec(
            R"({"profile":"alcf-polaris","entry":"t.py","account":"proj","time":"01:00:00",
                "parallelism":"gpu","resumable":true})");
        QVERIFY2(!s.blocked(),
                 qPrintable(s.findings.isEmpty() ? QString() : s.findings.first().message));
        QVERIFY(s.text().contains(QLatin1String("#PBS -r y\n")));
        QVERIFY(!s.text().contains(QLatin1String("scontrol")));
        QVERIFY(s.text().contains(QLatin1String("export SLIPWAY_RESUME_FROM\n")));
        const Finding *f = finding(s, QStringLiteral("resumable"));
        QVERIFY(f);
        QCOMPARE(f->severity, Finding::Severity::Advice);
        QVERIFY(f->message.contains(QLatin1String("submit the run again")));
        QCOMPARE(shellcheckProblems(s.text()), QString());
    }

    void cobaltFallsBackToResubmitting()
    {
        const ComposedScript s = composeSpec(
            R"({"profile":"theta","entry":"t.py","account":"proj","partition":"default",
                "time":"01:00:00","resumable":true})");
        QVERIFY2(!s.blocked(),
                 qPrintable(s.findings.isEmpty() ? QString() : s.findings.first().message));
        QVERIFY(!s.text().contains(QLatin1String("#COBALT --requeue")));
        QVERIFY(s.text().contains(QLatin1String("export SLIPWAY_RESUME_FROM\n")));
        const Finding *f = finding(s, QStringLiteral("resumable"));
        QVERIFY(f);
        QVERIFY(f->message.startsWith(QLatin1String("Cobalt cannot requeue")));
        QCOMPARE(shellcheckProblems(s.text()), QString());
    }

    void sweepTasksKeepTheirOwnCheckpoints()
    {
        const ComposedScript s = composeSpec(
            R"({"profile":"test-cluster","entry":"t.py","sweep":["lr=0.1,0.2"],"resumable":true})");
        QVERIFY(!s.blocked());
        QVERIFY(s.text().contains(
            QLatin1String("export SLIPWAY_CHECKPOINT_DIR=checkpoints/\"${SLIPWAY_PARAMS[1]}\"\n")));
        QVERIFY(
            s.text().contains(QLatin1String("export SLIPWAY_SEGMENT_LOGDIR=\"$SLIPWAY_LOGDIR\"/")));
        // The task's own arguments, and the training in the background.
        QVERIFY(s.text().contains(QLatin1String("\"${SLIPWAY_TASK_ARGS[@]}\" &\n")));
        QCOMPARE(shellcheckProblems(s.text()), QString());
    }

    void specFieldErrors_data()
    {
        QTest::addColumn<QByteArray>("resumable");
        QTest::addColumn<QString>("error");
        QTest::newRow("number") << QByteArray("3") << QStringLiteral("resumable: must be true");
        QTest::newRow("unknown field") << QByteArray(R"({"checkpoint":"x"})")
                                       << QStringLiteral("resumable.checkpoint: is not a field");
        QTest::newRow("zero seconds") << QByteArray(R"({"warning_seconds":0})")
                                      << QStringLiteral("resumable.warning_seconds: must be");
        QTest::newRow("fraction") << QByteArray(R"({"warning_seconds":1.5})")
                                  << QStringLiteral("resumable.warning_seconds: must be");
        QTest::newRow("folder not text") << QByteArray(R"({"checkpoints":[1]})")
                                         << QStringLiteral("resumable.checkpoints: must be text");
    }

    void specFieldErrors()
    {
        QFETCH(QByteArray, resumable);
        QFETCH(QString, error);
        QStringList errors;
        const auto spec = JobSpec::fromJson(
            R"({"profile":"test-cluster","entry":"t.py","resumable":)" + resumable + "}", &errors);
        QVERIFY(!spec);
        QVERIFY2(errors.join(u'\n').contains(error), qPrintable(errors.join(u'\n')));
    }

    void specRoundTrip()
    {
        QStringList errors;
        const auto spec = JobSpec::fromJson(
            R"({"entry":"t.py","resumable":{"checkpoints":"ck","warning_seconds":300}})", &errors);
        QVERIFY(spec);
        QVERIFY(spec->resumable);
        const auto again = JobSpec::fromJsonObject(spec->toJson(), &errors);
        QVERIFY(again);
        QVERIFY(again->resumable);
        QCOMPARE(again->checkpointDir, QStringLiteral("ck"));
        QCOMPARE(again->resumeWarningSeconds, 300);
    }

    void hostileCheckpointFolderFindsTheNewestCheckpoint()
    {
        // The resume lines, run by bash in a folder holding the hostile checkpoint folder: the
        // folder name is never run, and the newest *.pt in it (by time, not by name) is passed.
        QTemporaryDir dir;
        const QString hostile = QStringLiteral("ck pts/it's $(touch pwned) `x` \"q\"");
        const ComposedScript s = composeSpec(
            QJsonDocument(QJsonObject{{QStringLiteral("profile"), QStringLiteral("test-cluster")},
                                      {QStringLiteral("entry"), QStringLiteral("t.py")},
                                      {QStringLiteral("resumable"),
                                       QJsonObject{{QStringLiteral("checkpoints"), hostile}}}})
                .toJson());
        QVERIFY(!s.blocked());
        QCOMPARE(shellcheckProblems(s.text()), QString());
        const QString lines =
            linesBetween(s.text(), QStringLiteral("export SLIPWAY_CHECKPOINT_DIR"),
                         QStringLiteral("export SLIPWAY_RESUME_FROM"));
        QVERIFY(lines.contains(QLatin1String("find ")));
        QVERIFY(QDir().mkpath(dir.filePath(hostile)));
        const auto touch = [&](const QString &name, qint64 secondsAgo) {
            QFile f(dir.filePath(hostile + u'/' + name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("x");
            f.close();
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-secondsAgo),
                                  QFileDevice::FileModificationTime));
        };
        touch(QStringLiteral("z-old.pt"), 300);
        touch(QStringLiteral("step 20 it's.pt"), 10);
        touch(QStringLiteral("a-older.pt"), 600);
        touch(QStringLiteral("notes.txt"), 1);
        QProcess bash;
        bash.setWorkingDirectory(dir.path());
        bash.start(QStringLiteral("bash"),
                   {QStringLiteral("-c"),
                    lines + QStringLiteral("\nprintf '%s' \"$SLIPWAY_RESUME_FROM\"")});
        QVERIFY(bash.waitForFinished(20000));
        QCOMPARE(bash.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()),
                 hostile + QStringLiteral("/step 20 it's.pt"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pwned"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("ck pts/pwned"))));
    }
};

QTEST_GUILESS_MAIN(TestResumable)
#include "tst_resumable.moc"
