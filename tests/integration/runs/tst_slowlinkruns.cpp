// Status polling and log following over the test cluster's slow link (tests/cluster/slowlink.py,
// alias SLIPWAY_TEST_SLOW_ALIAS: 25 ms each way, 100 Mbit/s), through Slipway's SSH core and
// RunService / LogFollower as the app and slipwayctl use them:
//   - one refresh() of 50 real Slurm jobs is one command, and every run gets the state Slurm
//     itself reports;
//   - a log written on the cluster while it is followed through the slow link arrives whole, in
//     order, nothing twice, also when the link is cut in the middle (the follower goes on from
//     its offset on the next connection).
// Times are printed (qInfo), never asserted; tests/bench/bench_ssh_wan measures them.

#include "clusterenv.h"

#include "common/shellquote.h"
#include "runs/logfollower.h"
#include "runs/runservice.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace slipway;

class TestSlowLinkRuns : public QObject
{
    Q_OBJECT

private:
    QMap<QString, QString> m_env;
    QString m_config;
    QString m_slowAlias;
    QString m_jobName;
    QString m_remoteDir; // absolute, on the cluster
    QTemporaryDir m_local;
    ssh::ConnectionPool *m_pool = nullptr;

    // Through the fast alias, with OpenSSH: the test's own view of the cluster.
    QString fast(const QString &command, int *exitCode = nullptr)
    {
        QProcess p;
        p.start(QStringLiteral("ssh"), {QStringLiteral("-F"), m_config,
                                        m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                                        QStringLiteral("bash -l -s")});
        p.write(command.toUtf8() + '\n');
        p.closeWriteChannel();
        p.waitForFinished(120000);
        if (exitCode) {
            *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        }
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    CommandResult wait(QFuture<CommandResult> f)
    {
        if (!QTest::qWaitFor([&] { return f.isFinished(); }, 120000)) {
            return {};
        }
        return f.result();
    }

    bool cutSlowLink()
    {
        QFile pidFile(m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_PIDFILE")));
        if (!pidFile.open(QIODevice::ReadOnly)) {
            return false;
        }
        const QString pid = QString::fromLatin1(pidFile.readAll()).trimmed();
        return QProcess::execute(QStringLiteral("kill"), {QStringLiteral("-USR1"), pid}) == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_env = test::clusterEnv();
        m_config = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
        m_slowAlias = m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"));
        if (m_config.isEmpty() || m_slowAlias.isEmpty()) {
            QFAIL("The test cluster (with its slow link) is not up: run tests/cluster/up.");
        }
        QVERIFY(m_local.isValid());
        const QString id = QUuid::createUuid().toString(QUuid::Id128).left(8);
        m_jobName = QStringLiteral("slow-") + id;
        int rc = -1;
        m_remoteDir = fast(QStringLiteral("d=\"$HOME/slipway-slow-%1\" && mkdir -p \"$d\" && "
                                          "echo \"$d\"")
                               .arg(id),
                           &rc)
                          .trimmed();
        QCOMPARE(rc, 0);
        m_pool = new ssh::ConnectionPool(nullptr, this);
    }

    void cleanupTestCase()
    {
        if (!m_jobName.isEmpty()) {
            fast(QStringLiteral("scancel --name=%1 -u \"$USER\"").arg(shellQuote(m_jobName)));
        }
        if (!m_remoteDir.isEmpty()) {
            fast(QStringLiteral("rm -rf %1").arg(shellQuote(m_remoteDir)));
        }
    }

    // 50 jobs, one status command through the slow link; each run's state is Slurm's own.
    void statusPollOf50RunsOverTheSlowLink()
    {
        int rc = -1;
        const QString submitted =
            fast(QStringLiteral("cd %1 && for i in $(seq 50); do sbatch --parsable -J %2 -t 5 "
                                "-o /dev/null --wrap 'sleep 240' || exit 1; done")
                     .arg(shellQuote(m_remoteDir), shellQuote(m_jobName)),
                 &rc);
        QVERIFY2(rc == 0, qPrintable(submitted));
        QStringList jobIds;
        for (const QString &line : submitted.split(u'\n', Qt::SkipEmptyParts)) {
            jobIds << line.section(u';', 0, 0).trimmed();
        }
        QCOMPARE(jobIds.size(), 50);

        runs::RunStore store(m_local.filePath(QStringLiteral("poll.sqlite")));
        QList<qint64> ids;
        for (const QString &jobId : std::as_const(jobIds)) {
            runs::RunRecord r;
            r.profile = QStringLiteral("test-cluster");
            r.host = m_slowAlias;
            r.sshConfig = m_config;
            r.jobName = m_jobName;
            r.scheduler = QStringLiteral("slurm");
            r.workdir = m_remoteDir;
            r.jobId = jobId;
            r.state = runs::RunState::Pending;
            const qint64 id = store.insert(r);
            QVERIFY(id > 0);
            ids << id;
        }
        CommandRunner *runner = m_pool->runner(m_slowAlias, m_config);
        QVERIFY(runner);
        QVERIFY(wait(runner->run({QStringLiteral("true"), {}, 0})).succeeded()); // logged in
        runs::RunService service(&store, runner);

        QElapsedTimer clock;
        clock.start();
        QFuture<QList<runs::RunRecord>> f = service.refresh(ids);
        QVERIFY(QTest::qWaitFor([&] { return f.isFinished(); }, 120000));
        const qint64 ms = clock.elapsed();
        const QList<runs::RunRecord> runs = f.result();
        qInfo("status of 50 runs over the slow link (%d ms round trip): %lld ms",
              2 * m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_DELAY_MS")).toInt(), ms);
        QCOMPARE(runs.size(), 50);

        // What Slurm says, asked after the poll: a job may only have moved on since.
        const QString truth =
            fast(QStringLiteral("squeue -h -t all -n %1 -o '%i %T'").arg(shellQuote(m_jobName)));
        QMap<QString, QString> slurm;
        for (const QString &line : truth.split(u'\n', Qt::SkipEmptyParts)) {
            slurm.insert(line.section(u' ', 0, 0), line.section(u' ', 1, 1));
        }
        static const QStringList order{QStringLiteral("PENDING"), QStringLiteral("CONFIGURING"),
                                       QStringLiteral("RUNNING"), QStringLiteral("COMPLETING"),
                                       QStringLiteral("COMPLETED")};
        for (const runs::RunRecord &r : runs) {
            QVERIFY2(order.contains(runStateName(r.state)),
                     qPrintable(r.jobId + u' ' + runStateName(r.state)));
            QVERIFY2(slurm.contains(r.jobId), qPrintable(r.jobId));
            QVERIFY2(
                order.indexOf(runStateName(r.state)) <= order.indexOf(slurm.value(r.jobId)),
                qPrintable(r.jobId + u' ' + runStateName(r.state) + u' ' + slurm.value(r.jobId)));
            QCOMPARE(store.find(r.id)->state, r.state);
        }
        fast(QStringLiteral("scancel --name=%1 -u \"$USER\"").arg(shellQuote(m_jobName)));
    }

    // A log written on the cluster while LogFollower polls it through the slow link, which is
    // cut once in the middle: every line arrives once, in order.
    void followedLogOverTheSlowLinkSurvivesACut()
    {
        const QString log = m_remoteDir + QStringLiteral("/train 'x'.log");
        // 400 lines, one every 10 ms, with a partial last line written in two parts.
        int rc = -1;
        fast(QStringLiteral("(for i in $(seq 400); do echo \"epoch $i loss 0.$i\"; sleep 0.01; "
                            "done; printf 'tail-'; sleep 0.3; echo end) > %1 2>&1 &")
                 .arg(shellQuote(log)),
             &rc);
        QCOMPARE(rc, 0);
        CommandRunner *runner = m_pool->runner(m_slowAlias, m_config);
        QVERIFY(runner);
        runs::LogFollower follower(log);
        QStringList lines;
        bool cut = false;
        int errors = 0;
        int polls = 0;
        QElapsedTimer clock;
        clock.start();
        while (!lines.contains(QStringLiteral("tail-end")) && clock.elapsed() < 90000) {
            const CommandResult result = wait(runner->run({follower.readCommand(), {}, 30000}));
            ++polls;
            const runs::LogFollower::Update u = follower.consume(result);
            if (!u.ok) {
                ++errors; // the cut: the next poll goes over a new connection
                QTest::qWait(200);
                continue;
            }
            lines += u.lines;
            if (!cut && lines.size() >= 100) {
                QVERIFY(cutSlowLink());
                cut = true;
            }
            if (!u.more) {
                QTest::qWait(50);
            }
        }
        qInfo("%lld lines followed over the slow link in %d polls, %d failed by the cut",
              static_cast<long long>(lines.size()), polls, errors);
        QVERIFY(cut);
        QStringList expected;
        for (int i = 1; i <= 400; ++i) {
            expected << QStringLiteral("epoch %1 loss 0.%1").arg(i);
        }
        expected << QStringLiteral("tail-end");
        QCOMPARE(lines, expected);
    }
};

QTEST_GUILESS_MAIN(TestSlowLinkRuns)
#include "tst_slowlinkruns.moc"
