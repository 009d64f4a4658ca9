// The report after a job ends, on real jobs of the test cluster (which enforces memory limits
// with Slurm's OverMemoryKill): a job that touches 600 MB with 200M asked is killed and
// diagnosed as out of memory, with the log's "Exceeded job memory limit" found too; a job
// that outlives its one-minute limit is diagnosed as a time limit and told to ask for more.
#include "common/shellquote.h"
#include "monitor/efficiencyfetch.h"
#include "runs/logdiagnoser.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "testcluster.h"

#include <QRandomGenerator>
#include <QTest>

using namespace slipway;
using namespace slipway::monitor;

class TstEfficiencyCluster : public QObject
{
    Q_OBJECT

    std::unique_ptr<ssh::SshConnection> m_connection;
    std::unique_ptr<ssh::SshCommandRunner> m_runner;
    QString m_folder;
    QStringList m_jobs;
    QString m_oom;  // asks for 200M, touches 600 MB
    QString m_slow; // sleeps past its one-minute limit

    template<typename T>
    T wait(QFuture<T> f)
    {
        if (!QTest::qWaitFor([&f] { return f.isFinished(); }, 120000)) {
            return T{};
        }
        return f.result();
    }
    CommandResult run(const QString &command) { return wait(m_runner->run({command, {}, 120000})); }

    QString submit(const QString &options, const QString &script)
    {
        const CommandResult r = run(QStringLiteral("cd %1 && sbatch --parsable -o %j.out %2 "
                                                   "--wrap %3")
                                        .arg(shellQuote(m_folder), options, shellQuote(script)));
        return r.succeeded()
                   ? QString::fromUtf8(r.standardOutput).trimmed().section(QLatin1Char(';'), 0, 0)
                   : QString();
    }

    bool pending(const QString &id)
    {
        const CommandResult r = run(QStringLiteral("squeue -h -o %T -j ") + id);
        return r.succeeded() &&
               QString::fromUtf8(r.standardOutput).trimmed() == QLatin1String("PENDING");
    }

    bool finished(const QString &id)
    {
        const CommandResult r = run(QStringLiteral("sacct -X -n -P -j %1 --format=State").arg(id));
        const QString state = QString::fromUtf8(r.standardOutput).trimmed();
        return !state.isEmpty() && !state.startsWith(QStringLiteral("RUNNING")) &&
               !state.startsWith(QStringLiteral("PENDING")) &&
               !state.startsWith(QStringLiteral("COMPLETING"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        const test::TestCluster cluster = test::TestCluster::load(&error);
        if (!cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        const auto target = ssh::SshTarget::resolve(cluster.alias(), cluster.config(), &error);
        QVERIFY2(target, qPrintable(error));
        m_connection = std::make_unique<ssh::SshConnection>(*target, nullptr);
        m_runner = std::make_unique<ssh::SshCommandRunner>(m_connection.get());
        m_folder = QStringLiteral("slipway-efficiency-%1")
                       .arg(QRandomGenerator::global()->generate(), 0, 16);
        QVERIFY(run(QStringLiteral("mkdir -p ") + shellQuote(m_folder)).succeeded());
    }

    void cleanupTestCase()
    {
        if (!m_jobs.isEmpty()) {
            run(QStringLiteral("scancel ") + m_jobs.join(QLatin1Char(' ')));
        }
        if (!m_folder.isEmpty()) {
            run(QStringLiteral("rm -rf ") + shellQuote(m_folder));
        }
    }

    void submitBoth()
    {
        // Both at once, so the test waits about one minute in all.
        m_oom = submit(QStringLiteral("-p debug -n1 --mem=200M -t 00:03:00 -J eff-oom"),
                       QStringLiteral("python3 -c 'import time\nb=bytearray(600*1024*1024)\n"
                                      "for i in range(0,len(b),4096): b[i]=1\n"
                                      "time.sleep(120)'"));
        QVERIFY(!m_oom.isEmpty());
        m_jobs << m_oom;
        m_slow = submit(QStringLiteral("-p debug -n1 --mem=100M -t 00:01:00 -J eff-timeout"),
                        QStringLiteral("sleep 300"));
        QVERIFY(!m_slow.isEmpty());
        m_jobs << m_slow;
        // Stopped at the limit (60 s + KillWait) once it starts (the shared cluster may be
        // busy: wait for ours only).
        QVERIFY(QTest::qWaitFor([&] { return !pending(m_slow); }, 600000));
        QVERIFY(QTest::qWaitFor([&] { return finished(m_slow); }, 180000));
    }

    void timeLimit()
    {
        const FetchedReport time = wait(fetchEfficiency(m_runner.get(), m_slow, {}, false, this));
        QVERIFY2(time.error.isEmpty(), qPrintable(time.error));
        QCOMPARE(time.report.accounting.state, QStringLiteral("TIMEOUT"));
        QVERIFY(time.report.diagnosis.startsWith(
            QStringLiteral("The job reached its time limit (00:01:00)")));
        QCOMPARE(time.report.suggestion.timeLimitSeconds, 300);
        QVERIFY(time.report.notes.first().startsWith(QStringLiteral("Used all of the 00:01:00")));
    }

    void memoryLimit()
    {
        // The cluster enforces memory with OverMemoryKill (tests/cluster/up); a cluster started
        // by an older tests/cluster/up does not, and this says so instead of waiting.
        const QString params = QString::fromUtf8(
            run(QStringLiteral("scontrol show config | grep JobAcctGatherParams")).standardOutput);
        QVERIFY2(params.contains(QStringLiteral("OverMemoryKill")),
                 "the test cluster does not enforce memory limits: run tests/cluster/up from "
                 "this checkout (it sets JobAcctGatherParams=OverMemoryKill)");
        QVERIFY(QTest::qWaitFor([&] { return !pending(m_oom); }, 600000));
        QVERIFY(QTest::qWaitFor([&] { return finished(m_oom); }, 180000));

        // The log of the job killed for memory, as the run's log follower would read it.
        const CommandResult log =
            run(QStringLiteral("cat %1/%2.out").arg(shellQuote(m_folder), m_oom));
        runs::LogDiagnoser diagnoser;
        diagnoser.feedAll(QString::fromUtf8(log.standardOutput).split(QLatin1Char('\n')));
        bool logSaysOom = false;
        for (const runs::Diagnosis &d : diagnoser.found()) {
            logSaysOom = logSaysOom || d.id == QLatin1String("oom-kill");
        }
        QVERIFY2(logSaysOom, log.standardOutput.constData());

        const FetchedReport memory =
            wait(fetchEfficiency(m_runner.get(), m_oom, {}, logSaysOom, this));
        QVERIFY2(memory.error.isEmpty(), qPrintable(memory.error));
        QVERIFY2(memory.report.diagnosis.contains(QStringLiteral("more memory than it asked for "
                                                                 "(200 MB per node)")),
                 qPrintable(memory.report.diagnosis));
        QVERIFY(memory.report.suggestion.memoryPerNodeBytes >= 600LL * 1024 * 1024);
        // The kill alone (signal 9 at the limit in sacct) gives the same diagnosis.
        const FetchedReport bySacct = wait(fetchEfficiency(m_runner.get(), m_oom, {}, false, this));
        QVERIFY(bySacct.report.diagnosis.contains(QStringLiteral("more memory")));
    }

    void unknownJob()
    {
        const FetchedReport unknown =
            wait(fetchEfficiency(m_runner.get(), QStringLiteral("999999999"), {}, false, this));
        QVERIFY(unknown.error.contains(QStringLiteral("no record of job 999999999")));
        const FetchedReport hostile =
            wait(fetchEfficiency(m_runner.get(), QStringLiteral("1;touch x"), {}, false, this));
        QVERIFY(hostile.error.contains(QStringLiteral("is not a Slurm job id")));
    }
};

QTEST_GUILESS_MAIN(TstEfficiencyCluster)
#include "tst_efficiencycluster.moc"
