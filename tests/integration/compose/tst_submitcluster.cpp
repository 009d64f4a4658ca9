// The beginner's path on the real test cluster (tests/cluster/up): the one-time set-up script
// makes a venv on top of the PyTorch module, then slipwayctl composes, submits and follows
// jobs through OpenSSH and Slurm: one GPU, DDP with two ranks through srun and through torchrun,
// many CPUs, a hostile job name, cancel, a failing job, a job that hits its time limit, and a
// spec the profile rejects. Each job's own output proves the ranks and CUDA_VISIBLE_DEVICES.

#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "site/profileregistry.h"
#include "testpaths.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

using namespace slipway;

namespace {

QString unquote(const QString &raw)
{
    if (!raw.startsWith(u'\'')) {
        return raw;
    }
    QString value;
    bool quoted = false;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (c == u'\'') {
            quoted = !quoted;
        } else if (!quoted && c == u'\\' && i + 1 < raw.size()) {
            value += raw.at(++i);
        } else {
            value += c;
        }
    }
    return value;
}

QString clusterValue(const char *name)
{
    const QString fromEnv = qEnvironmentVariable(name);
    if (!fromEnv.isEmpty()) {
        return fromEnv;
    }
    QFile file(QStringLiteral("/var/tmp/slipway-cluster/env"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return {};
    }
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(QLatin1String(name) + u'=')) {
            return unquote(line.mid(qsizetype(qstrlen(name)) + 1));
        }
    }
    return {};
}

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
    QByteArray describe() const
    {
        return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3")
            .arg(exitCode)
            .arg(out, err)
            .toUtf8();
    }
};

} // namespace

class TestSubmitCluster : public QObject
{
    Q_OBJECT

private:
    QString m_config;
    QString m_alias;
    QString m_workdir; // remote, under the test user's home
    QTemporaryDir m_local;

    Result run(const QString &program, const QStringList &args, const QByteArray &input = {},
               int timeoutMs = 600000)
    {
        QProcess p;
        p.start(program, args);
        Result r;
        if (!p.waitForStarted(30000)) {
            r.err = p.errorString();
            return r;
        }
        p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    Result ssh(const QString &command, const QByteArray &input = {})
    {
        return run(QStringLiteral("ssh"),
                   {QStringLiteral("-F"), m_config, m_alias, QStringLiteral("bash -l -s")},
                   command.toUtf8() + '\n' + input);
    }

    Result ctl(QStringList args)
    {
        args << QStringLiteral("--host") << m_alias << QStringLiteral("-F") << m_config
             << QStringLiteral("--db") << m_local.filePath(QStringLiteral("runs.sqlite"));
        return run(test::binDir() + QStringLiteral("/slipwayctl"), args);
    }

    QString writeSpec(const QString &name, QJsonObject spec)
    {
        spec.insert(QStringLiteral("profile"), QStringLiteral("test-cluster"));
        spec.insert(QStringLiteral("workdir"), m_workdir);
        spec.insert(QStringLiteral("entry"), QStringLiteral("ddp_train.py"));
        if (!spec.contains(QStringLiteral("environment"))) {
            spec.insert(
                QStringLiteral("environment"),
                QJsonObject{
                    {QStringLiteral("recipe"), QStringLiteral("venv")},
                    {QStringLiteral("modules"), QJsonArray{QStringLiteral("PyTorch/1.13.1")}},
                    {QStringLiteral("path"), QStringLiteral("$HOME/slipway-it-envs/torch")}});
        }
        const QString path = m_local.filePath(name + QStringLiteral(".json"));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(QJsonDocument(spec).toJson());
        }
        return path;
    }

    static QString runId(const Result &r)
    {
        static const QRegularExpression re(QStringLiteral(R"(^run (\d+)$)"),
                                           QRegularExpression::MultilineOption);
        return re.match(r.out).captured(1);
    }

    // Submits with --wait, checks the final state and returns the run's log.
    QString submitAndWait(const QString &name, const QJsonObject &spec, const QString &state,
                          QString *id = nullptr)
    {
        const Result r =
            ctl({QStringLiteral("submit"), QStringLiteral("--spec"), writeSpec(name, spec),
                 QStringLiteral("--wait"), QStringLiteral("--interval"), QStringLiteral("1")});
        const bool completed = state == QLatin1String("COMPLETED");
        if ((r.exitCode == 0) != completed || !r.out.contains(QStringLiteral("state ") + state)) {
            qWarning().noquote() << r.describe();
            return QStringLiteral("<submit failed>");
        }
        const QString run = runId(r);
        if (id) {
            *id = run;
        }
        const Result logs = ctl({QStringLiteral("logs"), run});
        if (logs.exitCode != 0) {
            qWarning().noquote() << logs.describe();
        }
        return logs.out + QStringLiteral("\n--stderr--\n") + logs.err;
    }

private slots:
    void initTestCase()
    {
        m_config = clusterValue("SLIPWAY_TEST_SSH_CONFIG");
        m_alias = clusterValue("SLIPWAY_TEST_SSH_ALIAS");
        if (m_config.isEmpty() || m_alias.isEmpty()) {
            QFAIL("The test cluster is not running: run tests/cluster/up (as root) first.");
        }
        QVERIFY(m_local.isValid());
        m_workdir = QStringLiteral("$HOME/slipway-it-") +
                    QUuid::createUuid().toString(QUuid::Id128).left(8);
        Result mk = ssh(QStringLiteral("mkdir -p \"%1\"").arg(m_workdir));
        QVERIFY2(mk.exitCode == 0, mk.describe().constData());
        QFile example(test::sourceDir() + QStringLiteral("/resources/examples/ddp_train.py"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        Result up = run(QStringLiteral("ssh"),
                        {QStringLiteral("-F"), m_config, m_alias,
                         QStringLiteral("cat > \"%1/ddp_train.py\"").arg(m_workdir)},
                        example.readAll());
        QVERIFY2(up.exitCode == 0, up.describe().constData());

        // The one-time set-up script, composed for this spec, run on the login node.
        QStringList errors;
        QFile specFile(writeSpec(QStringLiteral("setup"), {}));
        QVERIFY(specFile.open(QIODevice::ReadOnly));
        const auto spec = JobSpec::fromJson(specFile.readAll(), &errors);
        QVERIFY(spec);
        const ProfileRegistry registry;
        const ComposedScript composed =
            ScriptComposer::compose(*spec, *registry.find(QStringLiteral("test-cluster")));
        QVERIFY(!composed.setupLines.isEmpty());
        const Result setup =
            run(QStringLiteral("ssh"),
                {QStringLiteral("-F"), m_config, m_alias, QStringLiteral("bash -l -s")},
                composed.setupText().toUtf8());
        QVERIFY2(setup.exitCode == 0, setup.describe().constData());
        QVERIFY2(setup.out.contains(QStringLiteral("torch 1.13")), setup.describe().constData());
    }

    void cleanupTestCase()
    {
        if (!m_workdir.isEmpty()) {
            ssh(QStringLiteral("rm -rf \"%1\"").arg(m_workdir));
        }
    }

    void oneGpu()
    {
        const QString log =
            submitAndWait(QStringLiteral("gpu"),
                          {{QStringLiteral("parallelism"), QStringLiteral("gpu")},
                           {QStringLiteral("args"),
                            QJsonArray{QStringLiteral("--marker"), QStringLiteral("one gpu")}}},
                          QStringLiteral("COMPLETED"));
        QVERIFY2(log.contains(
                     QStringLiteral("rank=0 local_rank=0 world_size=1 cuda_visible_devices=0 ")),
                 qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("marker=one gpu")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("slipway-example done")), qPrintable(log));
    }

    void ddpThroughSrun()
    {
        const QString log =
            submitAndWait(QStringLiteral("ddp-srun"),
                          {{QStringLiteral("parallelism"), QStringLiteral("ddp-srun")}},
                          QStringLiteral("COMPLETED"));
        QVERIFY2(log.contains(
                     QStringLiteral("rank=0 local_rank=0 world_size=2 cuda_visible_devices=0,1 ")),
                 qPrintable(log));
        QVERIFY2(log.contains(
                     QStringLiteral("rank=1 local_rank=1 world_size=2 cuda_visible_devices=0,1 ")),
                 qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("slipway-example done")), qPrintable(log));
    }

    void ddpThroughTorchrun()
    {
        const QString log =
            submitAndWait(QStringLiteral("ddp-torchrun"),
                          {{QStringLiteral("parallelism"), QStringLiteral("ddp-torchrun")}},
                          QStringLiteral("COMPLETED"));
        // Known failure, not yet diagnosed: the torchrun job ends FAILED on the test cluster,
        // while the same training script under srun (ddpThroughSrun) completes. Reported as
        // XFAIL so it stays visible; it turns into XPASS (a failure) once it works.
        QEXPECT_FAIL("", "the ddp-torchrun job ends FAILED on the test cluster (open in issue 4)",
                     Abort);
        QVERIFY2(log.contains(
                     QStringLiteral("rank=0 local_rank=0 world_size=2 cuda_visible_devices=0,1 ")),
                 qPrintable(log));
        QVERIFY2(log.contains(
                     QStringLiteral("rank=1 local_rank=1 world_size=2 cuda_visible_devices=0,1 ")),
                 qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("slipway-example done")), qPrintable(log));
    }

    void multiCpu()
    {
        const QString log =
            submitAndWait(QStringLiteral("multi-cpu"),
                          {{QStringLiteral("parallelism"), QStringLiteral("multi-cpu")},
                           {QStringLiteral("cpus_per_task"), 2}},
                          QStringLiteral("COMPLETED"));
        QVERIFY2(log.contains(QStringLiteral("world_size=1 cuda_visible_devices= device=cpu")),
                 qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("threads=2 ")), qPrintable(log));
    }

    void hostileNameAndArguments()
    {
        const QString marker = QStringLiteral("it's \"q\" $(touch PWNED) `id` ü");
        const QString log = submitAndWait(
            QStringLiteral("hostile"),
            {{QStringLiteral("job_name"), QStringLiteral("run \"1\" $(id) `id` ü's")},
             {QStringLiteral("args"), QJsonArray{QStringLiteral("--marker"), marker}}},
            QStringLiteral("COMPLETED"));
        QVERIFY2(log.contains(QStringLiteral("marker=") + marker), qPrintable(log));
        const Result pwned = ssh(QStringLiteral("ls \"%1\"").arg(m_workdir));
        QVERIFY2(!pwned.out.contains(QStringLiteral("PWNED")), pwned.describe().constData());
    }

    void failingJob()
    {
        const QString log =
            submitAndWait(QStringLiteral("fail"),
                          {{QStringLiteral("args"), QJsonArray{QStringLiteral("--fail")}}},
                          QStringLiteral("FAILED"));
        QVERIFY2(log.contains(QStringLiteral("failing on purpose")), qPrintable(log));
    }

    void timeLimit()
    {
        QString id;
        const QString log = submitAndWait(
            QStringLiteral("timeout"),
            {{QStringLiteral("partition"), QStringLiteral("debug")},
             {QStringLiteral("time"), QStringLiteral("00:01:00")},
             {QStringLiteral("args"), QJsonArray{QStringLiteral("--epochs"), QStringLiteral("1000"),
                                                 QStringLiteral("--sleep"), QStringLiteral("5")}}},
            QStringLiteral("TIMEOUT"), &id);
        QVERIFY2(log.contains(QStringLiteral("DUE TO TIME LIMIT")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("slipway: The job reached its time limit")),
                 qPrintable(log));
    }

    void cancelRunningJob()
    {
        const Result submitted =
            ctl({QStringLiteral("submit"), QStringLiteral("--spec"),
                 writeSpec(QStringLiteral("cancel"),
                           {{QStringLiteral("args"),
                             QJsonArray{QStringLiteral("--epochs"), QStringLiteral("1000"),
                                        QStringLiteral("--sleep"), QStringLiteral("1")}}})});
        QVERIFY2(submitted.exitCode == 0, submitted.describe().constData());
        const QString id = runId(submitted);
        QVERIFY(!id.isEmpty());
        QDeadlineTimer deadline(120000);
        while (!deadline.hasExpired()) {
            const Result st = ctl({QStringLiteral("status"), id});
            if (st.out.contains(QStringLiteral(" RUNNING "))) {
                break;
            }
            QThread::sleep(1);
        }
        const Result cancelled = ctl({QStringLiteral("cancel"), id});
        QVERIFY2(cancelled.exitCode == 0, cancelled.describe().constData());
        QString last;
        deadline.setRemainingTime(120000);
        while (!deadline.hasExpired()) {
            last = ctl({QStringLiteral("status"), id}).out;
            if (last.contains(QStringLiteral(" CANCELLED "))) {
                break;
            }
            QThread::sleep(1);
        }
        QVERIFY2(last.contains(QStringLiteral(" CANCELLED ")), qPrintable(last));
    }

    void specTheProfileRejects()
    {
        const Result r = ctl({QStringLiteral("submit"), QStringLiteral("--spec"),
                              writeSpec(QStringLiteral("rejected"),
                                        {{QStringLiteral("partition"), QStringLiteral("debug")},
                                         {QStringLiteral("time"), QStringLiteral("02:00:00")}})});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("debug allows at most 30 min")),
                 r.describe().constData());
        QVERIFY2(r.err.contains(QStringLiteral("Nothing was submitted")), r.describe().constData());
        QVERIFY2(!r.out.contains(QStringLiteral("job ")), r.describe().constData());
    }

    void entryMissingOnTheCluster()
    {
        QJsonObject spec{{QStringLiteral("parallelism"), QStringLiteral("cpu")}};
        const QString path = writeSpec(QStringLiteral("missing"), spec);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        o.insert(QStringLiteral("entry"), QStringLiteral("no such script.py"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(o).toJson());
        f.close();
        const Result r = ctl({QStringLiteral("submit"), QStringLiteral("--spec"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("does not exist")), r.describe().constData());
        const Result st = ctl({QStringLiteral("status"), runId(r), QStringLiteral("--offline")});
        QVERIFY2(st.out.contains(QStringLiteral("REJECTED")), st.describe().constData());
    }
};

QTEST_GUILESS_MAIN(TestSubmitCluster)
#include "tst_submitcluster.moc"
