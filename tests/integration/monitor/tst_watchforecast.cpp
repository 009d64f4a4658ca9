// `slipwayctl status --watch` on the test cluster: a real job that logs "step i/1000" once a
// second under a two-minute limit. The watch reads the log's last lines in the same remote
// command as each status poll, prints the forecast that the limit comes first as a line while
// the job runs, and the end as a line when the job is cancelled, then stops. A second job writes
// its steps to TensorBoard event files (tensorboard's own EventFileWriter, from the cluster's
// TensorBoard module) and names only the last step in its log: the forecast comes from the
// event files, mirrored at each check.
#include "common/shellquote.h"
#include "runs/runstore.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "testcluster.h"
#include "testpaths.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using namespace slipway::runs;

class TstWatchForecast : public QObject
{
    Q_OBJECT

    test::TestCluster m_cluster;
    std::unique_ptr<ssh::SshConnection> m_connection;
    std::unique_ptr<ssh::SshCommandRunner> m_runner;
    QString m_folder;
    QString m_job;

    CommandResult run(const QString &command)
    {
        QFuture<CommandResult> f = m_runner->run({command, {}, 120000});
        if (!QTest::qWaitFor([&f] { return f.isFinished(); }, 120000)) {
            return {};
        }
        return f.result();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_cluster = test::TestCluster::load(&error);
        QVERIFY2(m_cluster.isValid(), qPrintable(error));
        const auto target = ssh::SshTarget::resolve(m_cluster.alias(), m_cluster.config(), &error);
        QVERIFY2(target, qPrintable(error));
        m_connection = std::make_unique<ssh::SshConnection>(*target, nullptr);
        m_runner = std::make_unique<ssh::SshCommandRunner>(m_connection.get());
        const CommandResult home = run(QStringLiteral("pwd"));
        QVERIFY(home.succeeded());
        m_folder =
            QString::fromUtf8(home.standardOutput).trimmed() +
            QStringLiteral("/slipway-watch-%1").arg(QRandomGenerator::global()->generate(), 0, 16);
        QVERIFY(run(QStringLiteral("mkdir -p ") + shellQuote(m_folder)).succeeded());
    }

    void cleanupTestCase()
    {
        if (!m_job.isEmpty()) {
            run(QStringLiteral("scancel ") + m_job);
        }
        if (!m_folder.isEmpty()) {
            run(QStringLiteral("rm -rf ") + shellQuote(m_folder));
        }
    }

    void watchPrintsForecastAndEnd()
    {
        const QString log = m_folder + QStringLiteral("/train.log");
        const CommandResult submitted =
            run(QStringLiteral("sbatch --parsable -n1 -c1 --mem=100M -t 00:02:00 -J watch-forecast "
                               "-o %1 --wrap %2")
                    .arg(shellQuote(log),
                         shellQuote(QStringLiteral(
                             "for i in $(seq 1 1000); do echo \"step $i/1000\"; sleep 1; done"))));
        QVERIFY2(submitted.succeeded(), submitted.standardError.constData());
        m_job = QString::fromUtf8(submitted.standardOutput).trimmed().section(u';', 0, 0);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString db = dir.filePath(QStringLiteral("runs.sqlite"));
        qint64 runId = 0;
        {
            RunStore store(db);
            QVERIFY(store.isOpen());
            RunRecord record;
            record.host = m_cluster.alias();
            record.sshConfig = m_cluster.config();
            record.scheduler = QStringLiteral("slurm");
            record.jobName = QStringLiteral("watch-forecast");
            record.jobId = m_job;
            record.state = RunState::Pending;
            record.specJson = QStringLiteral("{\"time\": \"00:02:00\"}");
            record.stdoutPath = log;
            runId = store.insert(record);
            QVERIFY(runId > 0);
        }

        QProcess watch;
        watch.setProcessChannelMode(QProcess::MergedChannels);
        watch.start(test::binDir() + QStringLiteral("/slipwayctl"),
                    {QStringLiteral("status"), QStringLiteral("--watch"),
                     QStringLiteral("--interval"), QStringLiteral("2"), QStringLiteral("--db"),
                     db});
        QVERIFY(watch.waitForStarted());
        QString out;
        const auto seen = [&](const QString &text) {
            out += QString::fromUtf8(watch.readAll());
            return out.contains(text);
        };
        // The forecast needs 30 s of progress; the shared cluster may queue the job first.
        const QString prefix =
            QStringLiteral("run %1 job %2 forecast: At this rate step ").arg(runId).arg(m_job);
        QVERIFY2(QTest::qWaitFor([&] { return seen(prefix); }, 300000), qPrintable(out));
        QVERIFY2(
            QTest::qWaitFor(
                [&] { return seen(QStringLiteral("Cancel and resubmit with more time")); }, 10000),
            qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral(" of 1,000 when the time limit ends in ")),
                 qPrintable(out));
        // Said once, not at every poll.
        QTest::qWait(5000);
        seen(QString());
        QCOMPARE(out.count(QStringLiteral("Cancel and resubmit")), 1);

        QVERIFY(run(QStringLiteral("scancel ") + m_job).succeeded());
        QVERIFY2(QTest::qWaitFor([&] { return watch.state() == QProcess::NotRunning; }, 120000),
                 qPrintable(out));
        out += QString::fromUtf8(watch.readAll());
        QCOMPARE(watch.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("run %1 job %2 failed").arg(runId).arg(m_job)),
                 qPrintable(out));
        m_job.clear();
    }

    void watchForecastFromEventFiles()
    {
        // "step 0/600" once in the log (the last step, and no pace), then step i every half
        // second in the event files only: a forecast can only come from them.
        const QString script = QStringLiteral(
            "#!/bin/bash -l\n"
            "module load TensorBoard\n"
            "echo 'step 0/600'\n"
            "python3 -u - \"$1\" <<'PY'\n"
            "import sys, time\n"
            "from tensorboard.compat.proto import event_pb2, summary_pb2\n"
            "from tensorboard.summary.writer.event_file_writer import EventFileWriter\n"
            "w = EventFileWriter(sys.argv[1])\n"
            "for i in range(1, 601):\n"
            "    v = summary_pb2.Summary.Value(tag='loss', simple_value=1.0 / i)\n"
            "    s = summary_pb2.Summary(value=[v])\n"
            "    w.add_event(event_pb2.Event(wall_time=time.time(), step=i, summary=s))\n"
            "    w.flush()\n"
            "    time.sleep(0.5)\n"
            "PY\n");
        const QString scriptPath = m_folder + QStringLiteral("/events-job.sh");
        const QString log = m_folder + QStringLiteral("/events.log");
        const QString logdir = m_folder + QStringLiteral("/tb run");
        QVERIFY(run(QStringLiteral("printf '%s' %1 > %2")
                        .arg(shellQuote(script), shellQuote(scriptPath)))
                    .succeeded());
        const CommandResult submitted =
            run(QStringLiteral("sbatch --parsable -n1 -c1 --mem=200M -t 00:02:00 -J watch-events "
                               "-o %1 %2 %3")
                    .arg(shellQuote(log), shellQuote(scriptPath), shellQuote(logdir)));
        QVERIFY2(submitted.succeeded(), submitted.standardError.constData());
        m_job = QString::fromUtf8(submitted.standardOutput).trimmed().section(u';', 0, 0);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString db = dir.filePath(QStringLiteral("runs.sqlite"));
        qint64 runId = 0;
        {
            RunStore store(db);
            QVERIFY(store.isOpen());
            RunRecord record;
            record.host = m_cluster.alias();
            record.sshConfig = m_cluster.config();
            record.scheduler = QStringLiteral("slurm");
            record.jobName = QStringLiteral("watch-events");
            record.jobId = m_job;
            record.state = RunState::Pending;
            QJsonObject spec{{QStringLiteral("time"), QStringLiteral("00:02:00")},
                             {QStringLiteral("logdir"), logdir}};
            record.specJson = QString::fromUtf8(QJsonDocument(spec).toJson());
            record.stdoutPath = log;
            runId = store.insert(record);
            QVERIFY(runId > 0);
            QCOMPARE(store.find(runId)->eventFolder(), logdir);
        }

        QProcess watch;
        watch.setProcessChannelMode(QProcess::MergedChannels);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
        watch.setProcessEnvironment(env);
        watch.start(test::binDir() + QStringLiteral("/slipwayctl"),
                    {QStringLiteral("status"), QStringLiteral("--watch"),
                     QStringLiteral("--interval"), QStringLiteral("2"), QStringLiteral("--db"),
                     db});
        QVERIFY(watch.waitForStarted());
        QString out;
        const auto seen = [&](const QString &text) {
            out += QString::fromUtf8(watch.readAll());
            return out.contains(text);
        };
        // Before the two-minute limit ends: 30 s of steps are needed, and the job may queue.
        const QString prefix =
            QStringLiteral("run %1 job %2 forecast: At this rate step ").arg(runId).arg(m_job);
        QVERIFY2(QTest::qWaitFor([&] { return seen(prefix); }, 300000), qPrintable(out));
        QVERIFY2(QTest::qWaitFor(
                     [&] { return seen(QStringLiteral("(steps from its event files)")); }, 10000),
                 qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral(" of 600 when the time limit ends in ")),
                 qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("could not be read")), qPrintable(out));
        // The local mirror holds the job's event file.
        QDirIterator files(dir.filePath(QStringLiteral("cache")), {QStringLiteral("*tfevents*")},
                           QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(files.hasNext());

        QVERIFY(run(QStringLiteral("scancel ") + m_job).succeeded());
        QVERIFY2(QTest::qWaitFor([&] { return watch.state() == QProcess::NotRunning; }, 120000),
                 qPrintable(out));
        QCOMPARE(watch.exitCode(), 0);
        m_job.clear();
    }
};

QTEST_GUILESS_MAIN(TstWatchForecast)
#include "tst_watchforecast.moc"
