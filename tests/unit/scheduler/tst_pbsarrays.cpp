// PBS Pro job arrays (sweeps): the qsub, qstat and qdel commands Slipway sends, with every
// variable part quoted or validated and hostile input refused; the job variables qsub passes,
// read by a composed Polaris sweep script's task lines run by bash (hostile values arrive
// exactly); and the parser on a job array's qstat -t -f -F json answer
// (tests/data/scheduler/README.md says where it comes from).

#include "compose/scriptcomposer.h"
#include "compose/sweep.h"
#include "scheduler/pbsscheduler.h"
#include "site/profileregistry.h"
#include "testpaths.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using slipway::compose::ComposedScript;
using slipway::compose::JobSpec;
using slipway::compose::ScriptComposer;
using slipway::compose::ScriptLine;
using slipway::compose::Sweep;
using slipway::compose::SweepTask;
using slipway::scheduler::JobState;
using slipway::scheduler::JobStatus;
using slipway::scheduler::PbsScheduler;
using slipway::site::ProfileRegistry;
using slipway::site::SiteProfile;

namespace {

CommandResult answer(const QByteArray &out, int exitCode = 0, const QByteArray &err = {})
{
    CommandResult r;
    r.exitCode = exitCode;
    r.standardOutput = out;
    r.standardError = err;
    return r;
}

QByteArray data(const char *name)
{
    QFile f(test::sourceDir() + QStringLiteral("/tests/data/scheduler/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QString kTag = QStringLiteral("slipway-0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9");

} // namespace

class TestPbsArrays : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void submitCommands()
    {
        const PbsScheduler pbs;
        const QStringList args{QStringLiteral("/home/u/a b/slipway-runs/7/params.tsv"),
                               QStringLiteral("1000")};
        QCOMPARE(pbs.submitArrayCommand(QStringLiteral("slipway-runs/a b/job.sh"), kTag,
                                        QStringLiteral("0-3%2"), args),
                 QStringLiteral("qsub -J 0-3 -W max_run_subjobs=2 -v 'SLIPWAY_TAG=") + kTag +
                     QStringLiteral(",SLIPWAY_SWEEP_TABLE=/home/u/a b/slipway-runs/7/params.tsv,"
                                    "SLIPWAY_TASK_OFFSET=1000' -- 'slipway-runs/a b/job.sh'"));
        // No limit: no max_run_subjobs.
        QCOMPARE(
            pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("0-9"), args),
            QStringLiteral("qsub -J 0-9 -v 'SLIPWAY_TAG=") + kTag +
                QStringLiteral(",SLIPWAY_SWEEP_TABLE=/home/u/a b/slipway-runs/7/params.tsv,"
                               "SLIPWAY_TASK_OFFSET=1000' -- job.sh"));
        // One task: PBS has no array of one; a plain job, PBS_ARRAY_INDEX then read as 0.
        QCOMPARE(pbs.submitArrayCommand(QStringLiteral("job.sh"), {}, QStringLiteral("0%4"), args),
                 QStringLiteral("qsub -v 'SLIPWAY_SWEEP_TABLE=/home/u/a b/slipway-runs/7/"
                                "params.tsv,SLIPWAY_TASK_OFFSET=1000' -- job.sh"));
        // The task lines' probe (RunService): PBS Pro has arrays.
        QVERIFY(!pbs.submitArrayCommand(QStringLiteral("job.sh"), {}, QStringLiteral("0"), {})
                     .isEmpty());
        // Resubmitting chosen tasks: one range works, a list or one later task does not.
        QVERIFY(
            pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("4-6%2"), args)
                .startsWith(QLatin1String("qsub -J 4-6 -W max_run_subjobs=2 ")));
        // Slurm's list of indices, when they follow one another, is that range.
        QVERIFY(
            pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("4,5,6%2"), args)
                .startsWith(QLatin1String("qsub -J 4-6 -W max_run_subjobs=2 ")));
        QVERIFY(
            pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("1,3%2"), args)
                .isEmpty());
        QVERIFY(pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("5,4"), args)
                    .isEmpty());
        QVERIFY(pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("5"), args)
                    .isEmpty());
    }

    void hostileInputIsRefused_data()
    {
        QTest::addColumn<QString>("array");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("offset");
        QTest::newRow("command in the range")
            << QStringLiteral("0-3;id") << QStringLiteral("/t") << QStringLiteral("0");
        QTest::newRow("substitution as range")
            << QStringLiteral("$(id)") << QStringLiteral("/t") << QStringLiteral("0");
        QTest::newRow("backwards")
            << QStringLiteral("5-1") << QStringLiteral("/t") << QStringLiteral("0");
        QTest::newRow("comma in the path: a second variable")
            << QStringLiteral("0-3") << QStringLiteral("/t,LD_PRELOAD=/x.so")
            << QStringLiteral("0");
        QTest::newRow("quote in the path")
            << QStringLiteral("0-3") << QStringLiteral("/it's/t") << QStringLiteral("0");
        QTest::newRow("line break in the path")
            << QStringLiteral("0-3") << QStringLiteral("/t\nid") << QStringLiteral("0");
        QTest::newRow("offset not a number")
            << QStringLiteral("0-3") << QStringLiteral("/t") << QStringLiteral("1;id");
    }

    void hostileInputIsRefused()
    {
        QFETCH(QString, array);
        QFETCH(QString, table);
        QFETCH(QString, offset);
        const PbsScheduler pbs;
        QCOMPARE(pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, array, {table, offset}),
                 QString());
    }

    // The second array of a sweep split in two: qsub's job variables and PBS_ARRAY_INDEX are
    // all the task lines need to find each task's values.
    void variablesReachTheTaskLines()
    {
        const ProfileRegistry registry;
        const SiteProfile *polaris = registry.find(QStringLiteral("alcf-polaris"));
        QVERIFY(polaris);
        QTemporaryDir dir;
        const QString marker = dir.filePath(QStringLiteral("pwned"));
        JobSpec spec;
        spec.profile = polaris->id;
        spec.jobName = QStringLiteral("sweep");
        spec.entry = QStringLiteral("train.py");
        spec.account = QStringLiteral("proj");
        spec.time = QStringLiteral("01:00:00");
        spec.sweep = {QStringLiteral("name=plain,$(touch %1) it's \"q\" ü;|&").arg(marker),
                      QStringLiteral("seed=0:1")};
        const ComposedScript script = ScriptComposer::compose(spec, *polaris);
        QVERIFY2(!script.blocked(), qPrintable(script.text()));
        QString lines;
        bool in = false;
        for (const ScriptLine &l : script.lines) {
            if (l.text.startsWith(QLatin1String("echo \"slipway: task"))) {
                break;
            }
            in = in || l.text.startsWith(QLatin1String("SLIPWAY_SWEEP_TABLE="));
            if (in) {
                lines += l.text + QLatin1Char('\n');
            }
        }
        QVERIFY(!lines.isEmpty());
        lines += QStringLiteral("printf '%s\\0' \"${SLIPWAY_TASK_ARGS[@]}\"\n");
        QString error;
        const auto sweep = Sweep::make(spec.sweep, 0, 0, &error);
        QVERIFY2(sweep, qPrintable(error));
        QCOMPARE(sweep->size(), 4);
        QFile table(dir.filePath(QStringLiteral("params.tsv")));
        QVERIFY(table.open(QIODevice::WriteOnly));
        table.write(sweep->table());
        table.close();

        const PbsScheduler pbs;
        const QString command =
            pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("0-1%2"),
                                   {table.fileName(), QStringLiteral("2")});
        // The -v word, quoted by the shell only where it needs quotes (no quote is inside).
        static const QRegularExpression variablesRe(QStringLiteral(R"( -v '?([^' ]*)'? )"));
        const auto m = variablesRe.match(command);
        QVERIFY2(m.hasMatch(), qPrintable(command));
        for (int index = 0; index < 2; ++index) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const QString &variable : m.captured(1).split(QLatin1Char(','))) {
                env.insert(variable.section(QLatin1Char('='), 0, 0),
                           variable.section(QLatin1Char('='), 1));
            }
            env.insert(QStringLiteral("PBS_ARRAY_INDEX"), QString::number(index));
            QProcess bash;
            bash.setProcessEnvironment(env);
            bash.setWorkingDirectory(dir.path());
            bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), lines});
            QVERIFY(bash.waitForFinished(10000));
            QCOMPARE(bash.exitCode(), 0);
            const SweepTask &task = sweep->tasks().at(2 + index);
            const QList<QByteArray> want{"--name=" + task.params.at(0).second.toUtf8(),
                                         "--seed=" + task.params.at(1).second.toUtf8(),
                                         "--logdir=runs/" + task.folder.toUtf8(), ""};
            QCOMPARE(bash.readAllStandardOutput().split('\0'), want);
        }
        QVERIFY(!QFileInfo::exists(marker));
    }

    void statusAndCancelCommands()
    {
        const PbsScheduler pbs;
        QCOMPARE(pbs.arrayStatusCommand({QStringLiteral("4321[].pbs"), QStringLiteral("$(id)"),
                                         QStringLiteral("4321[].pbs"), QStringLiteral("99.pbs")}),
                 QStringLiteral("TZ=UTC qstat -t -f -F json -x '4321[].pbs' 99.pbs 2>/dev/null"));
        QCOMPARE(pbs.cancelTaskCommand(QStringLiteral("4321[].pbs"), 2),
                 QStringLiteral("qdel -- '4321[2].pbs'"));
        QCOMPARE(pbs.cancelTaskCommand(QStringLiteral("4321[].pbs"), -1),
                 QStringLiteral("qdel -- '4321[].pbs'"));
        // A task that ran as a plain job is that job.
        QCOMPARE(pbs.cancelTaskCommand(QStringLiteral("99.pbs"), 0),
                 QStringLiteral("qdel -- 99.pbs"));
        QVERIFY(pbs.cancelTaskCommand(QStringLiteral("4321[]; id"), 1).isEmpty());
    }

    void parsesSubmission()
    {
        const PbsScheduler pbs;
        QString error;
        QCOMPARE(pbs.parseSubmit(answer("4321[].pbs01.example.org\n"), &error),
                 std::optional<QString>(QStringLiteral("4321[].pbs01.example.org")));
        // An older PBS that has no max_run_subjobs: said plainly, with what to do.
        const auto refused = pbs.parseSubmit(
            answer({}, 2, "qsub: Unknown resource Resource_List.max_run_subjobs\n"), &error);
        QVERIFY(!refused);
        QVERIFY2(error.contains(QLatin1String("cannot limit how many subjobs")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("qsub: Unknown resource")), qPrintable(error));
    }

    void parsesArrayStatus()
    {
        const PbsScheduler pbs;
        const QByteArray json = data("pbs-qstat-array.json");
        QVERIFY(!json.isEmpty());
        QString error;
        const auto statuses = pbs.parseArrayStatus(answer(json), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The array itself is left out: its subjobs say more.
        QCOMPARE(statuses.keys(),
                 (QList<QString>{QStringLiteral("4321[].pbs_0"), QStringLiteral("4321[].pbs_1"),
                                 QStringLiteral("4321[].pbs_2")}));
        QCOMPARE(statuses.value(QStringLiteral("4321[].pbs_0")).state, JobState::Completed);
        QCOMPARE(statuses.value(QStringLiteral("4321[].pbs_0")).exitCode, 0);
        QCOMPARE(statuses.value(QStringLiteral("4321[].pbs_1")).state, JobState::Failed);
        QCOMPARE(statuses.value(QStringLiteral("4321[].pbs_1")).exitCode, 3);
        const JobStatus waiting = statuses.value(QStringLiteral("4321[].pbs_2"));
        QCOMPARE(waiting.state, JobState::Pending);
        QCOMPARE(waiting.reason,
                 QStringLiteral("Number of concurrent running subjobs limit reached"));
        // A task that ran as a plain job answers as task 0 of its "array".
        const auto plain = pbs.parseArrayStatus(
            answer(R"({"Jobs":{"99.pbs":{"job_state":"R","queue":"workq"}}})"), &error);
        QCOMPARE(plain.keys(), QList<QString>{QStringLiteral("99.pbs_0")});
        QCOMPARE(plain.value(QStringLiteral("99.pbs_0")).state, JobState::Running);
        // Not JSON: an error, not an empty sweep.
        error.clear();
        QVERIFY(
            pbs.parseArrayStatus(answer("qstat: Unknown Job Id 4321[].pbs\n"), &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPbsArrays)
#include "tst_pbsarrays.moc"
