// A sweep on the real test cluster (tests/cluster/up), through slipwayctl: a 2×2 grid with a
// hostile value is submitted as job arrays (split in two, as a profile whose largest array is 2
// tasks asks), each task writes its parameters into its own event folder, one task made to
// fail is resubmitted alone with --failed-only, and the sweep then completes.

#include "common/shellquote.h"
#include "compose/sweep.h"
#include "testpaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
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
            QString value = line.mid(qsizetype(qstrlen(name)) + 1);
            if (value.startsWith(u'\'') && value.endsWith(u'\'')) {
                value = value.mid(1, value.size() - 2);
            }
            return value;
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

// Writes the task's arguments into its logdir; fails once for the task marked to fail.
const char kTrain[] = R"(import os, sys
args = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--") and "=" in a)
logdir = args["logdir"]
os.makedirs(logdir, exist_ok=True)
with open(os.path.join(logdir, "params.txt"), "a") as f:
    f.write("name=%s seed=%s\n" % (args["name"], args["seed"]))
marker = os.path.join(logdir, "failed-once")
if args["name"] == "plain" and args["seed"] == "1" and not os.path.exists(marker):
    open(marker, "w").close()
    sys.exit(3)
)";

} // namespace

class TestSweepCluster : public QObject
{
    Q_OBJECT

private:
    QString m_config;
    QString m_alias;
    QString m_workdir;
    QString m_jobName;
    QTemporaryDir m_local;
    QProcessEnvironment m_env;

    Result run(const QString &program, const QStringList &args, const QByteArray &input = {})
    {
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(program, args);
        Result r;
        if (!p.waitForStarted(30000)) {
            r.err = p.errorString();
            return r;
        }
        p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(400000)) {
            p.kill();
            p.waitForFinished();
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    Result ssh(const QString &command)
    {
        return run(QStringLiteral("ssh"),
                   {QStringLiteral("-F"), m_config, m_alias, QStringLiteral("bash -l -s")},
                   command.toUtf8() + '\n');
    }

    Result ctl(QStringList args)
    {
        args << QStringLiteral("--host") << m_alias << QStringLiteral("-F") << m_config
             << QStringLiteral("--db") << m_local.filePath(QStringLiteral("runs.sqlite"));
        return run(test::binDir() + QStringLiteral("/slipwayctl"), args);
    }

    // The run's status lines, once its sweep has ended (or after four minutes).
    Result waitForEnd(const QString &runId)
    {
        QElapsedTimer clock;
        clock.start();
        Result r;
        while (clock.elapsed() < 240000) {
            r = ctl({QStringLiteral("status"), runId});
            const QString first = r.out.section(u'\n', 1, 1);
            if (r.exitCode == 0 && (first.contains(QLatin1String(" COMPLETED ")) ||
                                    first.contains(QLatin1String(" FAILED ")))) {
                return r;
            }
            QThread::msleep(3000);
        }
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_config = clusterValue("SLIPWAY_TEST_SSH_CONFIG");
        m_alias = clusterValue("SLIPWAY_TEST_SSH_ALIAS");
        if (m_config.isEmpty() || m_alias.isEmpty()) {
            QFAIL("The test cluster is not running: run tests/cluster/up (as root) first.");
        }
        QVERIFY(m_local.isValid());
        // The test cluster's profile with a largest array of 2 tasks, as a user override.
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_local.filePath(QStringLiteral("config")));
        QFile source(test::sourceDir() + QStringLiteral("/site-profiles/test-cluster.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject profile = QJsonDocument::fromJson(source.readAll()).object();
        QJsonObject scheduler = profile.value(QStringLiteral("scheduler")).toObject();
        scheduler.insert(QStringLiteral("max_array_size"), 2);
        profile.insert(QStringLiteral("scheduler"), scheduler);
        const QString folder =
            m_local.filePath(QStringLiteral("config/Slipway/slipway/site-profiles"));
        QVERIFY(QDir().mkpath(folder));
        QFile override(folder + QStringLiteral("/test-cluster.json"));
        QVERIFY(override.open(QIODevice::WriteOnly));
        override.write(QJsonDocument(profile).toJson());
        override.close();

        const QString id = QUuid::createUuid().toString(QUuid::Id128).left(8);
        m_jobName = QStringLiteral("sweep-") + id;
        const Result home = ssh(QStringLiteral("cd && pwd -P"));
        QVERIFY2(home.exitCode == 0, home.describe().constData());
        m_workdir = home.out.trimmed() + QStringLiteral("/slipway-sweep-") + id;
        const Result mk =
            ssh(QStringLiteral("mkdir -p '%1' && cat > '%1/train.py'").arg(m_workdir) +
                QStringLiteral(" <<'EOF'\n") + QString::fromLatin1(kTrain) + QStringLiteral("EOF"));
        QVERIFY2(mk.exitCode == 0, mk.describe().constData());
    }

    void cleanupTestCase()
    {
        if (!m_jobName.isEmpty()) {
            ssh(QStringLiteral("scancel --name='%1' -u \"$USER\"").arg(m_jobName));
        }
        if (!m_workdir.isEmpty()) {
            ssh(QStringLiteral("rm -rf '%1'").arg(m_workdir));
        }
    }

    void gridRunsFailsAndResubmitsOneTask()
    {
        const QString hostile = QStringLiteral("it's $(touch pwned) \"q\"");
        const QJsonObject spec{
            {QStringLiteral("profile"), QStringLiteral("test-cluster")},
            {QStringLiteral("workdir"), m_workdir},
            {QStringLiteral("entry"), QStringLiteral("train.py")},
            {QStringLiteral("parallelism"), QStringLiteral("cpu")},
            {QStringLiteral("environment"),
             QJsonObject{{QStringLiteral("recipe"), QStringLiteral("modules")},
                         {QStringLiteral("modules"), QJsonArray{QStringLiteral("Python/3.11.2")}}}},
            {QStringLiteral("time"), QStringLiteral("00:02:00")},
            {QStringLiteral("mem"), QStringLiteral("200M")},
            {QStringLiteral("job_name"), m_jobName}};
        const QString specPath = m_local.filePath(QStringLiteral("spec.json"));
        QFile f(specPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(spec).toJson());
        f.close();
        const QStringList axes{QStringLiteral("name=plain,") + hostile, QStringLiteral("seed=0:1")};

        const Result submitted =
            ctl({QStringLiteral("submit"), QStringLiteral("--spec"), specPath,
                 QStringLiteral("--sweep"), axes.at(0), QStringLiteral("--sweep"), axes.at(1),
                 QStringLiteral("--max-running"), QStringLiteral("2"), QStringLiteral("--no-check"),
                 QStringLiteral("--wait"), QStringLiteral("--interval"), QStringLiteral("2")});
        // One task fails on purpose, so the sweep ends FAILED.
        QVERIFY2(submitted.exitCode == 1 && submitted.out.contains(QLatin1String("state FAILED")),
                 submitted.describe().constData());
        QVERIFY2(submitted.err.contains(QLatin1String("as 2 job arrays")),
                 submitted.describe().constData());
        const QString runId =
            QRegularExpression(QStringLiteral(R"(run (\d+))")).match(submitted.out).captured(1);
        QVERIFY(!runId.isEmpty());

        Result status = ctl({QStringLiteral("status"), runId, QStringLiteral("--offline")});
        QVERIFY2(status.out.contains(QLatin1String("4 tasks: 3 completed, 1 failed.")),
                 status.describe().constData());
        static const QRegularExpression failedTask(
            QStringLiteral(R"(task 1\s+FAILED\s+\d+_1\s+exit 3)"));
        QVERIFY2(failedTask.match(status.out).hasMatch(), status.describe().constData());

        // Each task wrote its own folder, named by its parameters, with its exact values.
        QString error;
        const auto sweep = compose::Sweep::make(axes, 0, 0, &error);
        QVERIFY2(sweep, qPrintable(error));
        for (const compose::SweepTask &t : sweep->tasks()) {
            const Result params = ssh(QStringLiteral("cat -- ") +
                                      shellQuote(m_workdir + QStringLiteral("/runs/") + t.folder +
                                                 QStringLiteral("/params.txt")));
            const QString want = QStringLiteral("name=%1 seed=%2\n")
                                     .arg(t.params.at(0).second, t.params.at(1).second);
            QVERIFY2(params.exitCode == 0 && params.out == want, params.describe().constData());
        }
        const Result pwned = ssh(QStringLiteral("ls '%1'").arg(m_workdir));
        QVERIFY2(!pwned.out.contains(QLatin1String("pwned")), pwned.describe().constData());

        // A task number that is not one is a usage error, said before the cluster is asked.
        for (const QString &command : {QStringLiteral("resubmit"), QStringLiteral("cancel")}) {
            const Result bad = ctl({command, runId, QStringLiteral("--task"), QStringLiteral("x")});
            QVERIFY2(bad.exitCode == 2 && bad.err.contains(QLatin1String("task number")),
                     bad.describe().constData());
        }

        // Only the failed task runs again, in the same run; then the sweep completes.
        const Result again =
            ctl({QStringLiteral("resubmit"), runId, QStringLiteral("--failed-only")});
        QVERIFY2(again.exitCode == 0 && again.out.contains(QLatin1String("tasks 1\n")),
                 again.describe().constData());
        status = waitForEnd(runId);
        QVERIFY2(status.out.section(u'\n', 1, 1).contains(QLatin1String(" COMPLETED ")),
                 status.describe().constData());
        QVERIFY2(status.out.contains(QLatin1String("4 tasks: 4 completed.")),
                 status.describe().constData());
        const Result twice =
            ssh(QStringLiteral("cat -- '%1/runs/name=plain,seed=1/params.txt'").arg(m_workdir));
        QCOMPARE(twice.out, QStringLiteral("name=plain seed=1\nname=plain seed=1\n"));
        const Result once =
            ssh(QStringLiteral("cat -- '%1/runs/name=plain,seed=0/params.txt'").arg(m_workdir));
        QCOMPARE(once.out, QStringLiteral("name=plain seed=0\n"));
    }
};

QTEST_GUILESS_MAIN(TestSweepCluster)
#include "tst_sweepcluster.moc"
