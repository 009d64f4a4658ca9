// Live use of real jobs on the test cluster, over Slipway's own SSH connection: a CPU job that
// keeps a core busy and holds about 200 MB, and a GPU job that holds its stand-in GPU (the
// cluster's nvidia-smi stand-in prints a real H200 recording for a GPU in use). One remote
// command samples both; the first sample comes within 60 s of the jobs starting, CPU use is
// worked out between two samples, and the GPU figures come from inside the job (srun
// --overlap).
#include "common/shellquote.h"
#include "monitor/usagesampler.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "testcluster.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace slipway;
using namespace slipway::monitor;

class TstUsageSampler : public QObject
{
    Q_OBJECT

    std::unique_ptr<ssh::SshConnection> m_connection;
    std::unique_ptr<ssh::SshCommandRunner> m_runner;
    QString m_folder;
    QStringList m_jobs;

    CommandResult run(const QString &command)
    {
        QFuture<CommandResult> f = m_runner->run({command, {}, 120000});
        if (!QTest::qWaitFor([&f] { return f.isFinished(); }, 120000)) {
            return {};
        }
        return f.result();
    }

    QString submit(const QString &options, const QString &python)
    {
        const QString command = QStringLiteral("cd %1 && sbatch --parsable %2 --wrap %3")
                                    .arg(shellQuote(m_folder), options, shellQuote(python));
        const CommandResult r = run(command);
        const QString id =
            QString::fromUtf8(r.standardOutput).trimmed().section(QLatin1Char(';'), 0, 0);
        return r.succeeded() ? id : QString();
    }

private slots:
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
        m_folder =
            QStringLiteral("slipway-usage-%1").arg(QRandomGenerator::global()->generate(), 0, 16);
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

    void samplesRealJobs()
    {
        const QString cpuJob =
            submit(QStringLiteral("-p cpu -n1 -c1 --mem=600M -t 00:03:00 -J usage-cpu"),
                   QStringLiteral("python3 -c 'import time\nb=bytearray(200*1024*1024)\n"
                                  "for i in range(0,len(b),4096): b[i]=1\nt=time.time()\n"
                                  "while time.time()-t<120: pass'"));
        QVERIFY(!cpuJob.isEmpty());
        m_jobs << cpuJob;
        // Holds its GPU's device file open as a CUDA process holds /dev/nvidiaN.
        const QString gpuJob = submit(
            QStringLiteral("-p gpu -n1 -c1 --gres=gpu:1 --mem=300M -t 00:03:00 -J usage-gpu"),
            QStringLiteral("exec 3<>/var/tmp/slipway-cluster/dev/fakegpu$SLURM_JOB_GPUS; "
                           "sleep 120"));
        QVERIFY(!gpuJob.isEmpty());
        m_jobs << gpuJob;

        // Both running (the shared cluster may be busy: wait for ours only).
        const QString squeue =
            QStringLiteral("squeue -h -o %T -j ") + m_jobs.join(QLatin1Char(','));
        QVERIFY(QTest::qWaitFor(
            [&] {
                const QString states = QString::fromUtf8(run(squeue).standardOutput);
                return states.count(QStringLiteral("RUNNING")) == 2;
            },
            240000));
        QElapsedTimer sinceStart;
        sinceStart.start();

        UsageSampler sampler(m_runner.get(), UsageProbe(GpuTool::NvidiaSmi, GpuRoute::Srun));
        sampler.setJobs({ProbeJob{cpuJob, 1, false}, ProbeJob{gpuJob, 1, true}});
        QSignalSpy failed(&sampler, &UsageSampler::sampleFailed);
        sampler.start(5000);

        // The first sample with figures for both jobs, within 60 s of their start.
        QVERIFY(QTest::qWaitFor(
            [&] {
                return sampler.latest(cpuJob).memoryBytes > 0 &&
                       sampler.latest(gpuJob).gpus.size() == 1;
            },
            60000));
        QVERIFY2(sinceStart.elapsed() < 60000, "first sample later than 60 s");
        QCOMPARE(failed.count(), 0);

        const JobUsage gpu = sampler.latest(gpuJob);
        QCOMPARE(gpu.gpus[0].name, QStringLiteral("NVIDIA H200"));
        QCOMPARE(gpu.gpus[0].utilisation, 100.0);
        QCOMPARE(gpu.gpus[0].memoryUsedMiB, 1395.0);
        QCOMPARE(gpu.gpus[0].host, QStringLiteral("vm"));
        QVERIFY(gpu.gpuError.isEmpty());
        QVERIFY(sampler.latest(cpuJob).gpus.isEmpty());

        // Two samples give CPU use: the loop keeps one core busy; memory holds the 200 MB.
        QVERIFY(QTest::qWaitFor([&] { return sampler.history(cpuJob).size() >= 3; }, 60000));
        const JobUsage cpu = sampler.latest(cpuJob);
        QVERIFY2(cpu.cpuPercent > 40 && cpu.cpuPercent < 250,
                 qPrintable(QString::number(cpu.cpuPercent)));
        QVERIFY2(cpu.memoryBytes > 150LL * 1024 * 1024,
                 qPrintable(QString::number(cpu.memoryBytes)));
        QVERIFY(cpu.cpuSeconds > 0);
        // One remote command per sample for both jobs.
        QCOMPARE(sampler.samplesTaken(), sampler.history(cpuJob).size());
        sampler.stop();
    }
};

QTEST_GUILESS_MAIN(TstUsageSampler)
#include "tst_usagesampler.moc"
