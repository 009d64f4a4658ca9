// Scheduler parsers on recorded outputs: real Slurm 22.05 output from the test cluster, a real
// PBS Pro record, and PBS/Cobalt outputs written from their documented formats.

#include "scheduler/cobaltparser.h"
#include "scheduler/pbsparser.h"
#include "scheduler/slurmparser.h"
#include "testpaths.h"

#include <QFile>
#include <QTest>

using namespace slipway;

namespace {
QByteArray data(const char *name)
{
    QFile f(test::sourceDir() + QStringLiteral("/tests/data/scheduler/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
const JobStatus *byId(const JobStatusList &list, const QString &id)
{
    for (const JobStatus &s : list) {
        if (s.jobId == id) {
            return &s;
        }
    }
    return nullptr;
}
} // namespace

class TestSchedulerParsers : public QObject
{
    Q_OBJECT

private slots:
    void slurmSqueue()
    {
        QString error;
        const JobStatusList jobs = slurm::parseSqueueJson(data("slurm-squeue.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const JobStatus *held = byId(jobs, QStringLiteral("9"));
        QVERIFY(held);
        QCOMPARE(held->state, JobState::Pending);
        QCOMPARE(held->reason, QStringLiteral("JobHeldUser"));
        QVERIFY(held->explanation.contains(QStringLiteral("scontrol release")));
        const JobStatus *running = byId(jobs, QStringLiteral("10"));
        QCOMPARE(running->state, JobState::Running);
        QCOMPARE(running->name, QStringLiteral("name with | bar"));
        QCOMPARE(running->partition, QStringLiteral("gpu"));
        QCOMPARE(running->timeLimitSeconds, 300);
    }

    void slurmSacct()
    {
        const JobStatusList jobs = slurm::parseSacct(data("slurm-sacct.txt"));
        QCOMPARE(byId(jobs, QStringLiteral("1"))->state, JobState::Cancelled);
        QCOMPARE(byId(jobs, QStringLiteral("6"))->state, JobState::Completed);
        QCOMPARE(byId(jobs, QStringLiteral("6"))->elapsedSeconds, 60);
        const JobStatus *failed = byId(jobs, QStringLiteral("11"));
        QCOMPARE(failed->state, JobState::Failed);
        QCOMPARE(failed->exitCode, 3);
        const JobStatus *gpu = byId(jobs, QStringLiteral("10"));
        QCOMPARE(gpu->name, QStringLiteral("name with | bar"));
        QCOMPARE(gpu->gpus, 1);
        QCOMPARE(byId(jobs, QStringLiteral("9"))->reason, QStringLiteral("JobHeldUser"));
    }

    void slurmScontrol()
    {
        const JobStatusList jobs = slurm::parseScontrol(data("slurm-scontrol.txt"));
        QCOMPARE(jobs.size(), 3);
        QCOMPARE(byId(jobs, QStringLiteral("9"))->state, JobState::Pending);
        QCOMPARE(byId(jobs, QStringLiteral("10"))->name, QStringLiteral("name with | bar"));
        QVERIFY(
            byId(jobs, QStringLiteral("10"))->stdoutPath.endsWith(QStringLiteral("slurm-10.out")));
        QCOMPARE(byId(jobs, QStringLiteral("11"))->exitCode, 3);
    }

    void slurmSubmitAndTestOnly()
    {
        QCOMPARE(*slurm::parseSbatchParsable("1234\n"), QStringLiteral("1234"));
        QCOMPARE(*slurm::parseSbatchParsable("77;cluster\n"), QStringLiteral("77"));
        QVERIFY(!slurm::parseSbatchParsable("sbatch: error: x\n"));
        const auto ok = slurm::parseTestOnly(
            0, "sbatch: Job 7 to start at 2026-11-22T13:39:02 using 1 processors on nodes vm in "
               "partition debug\n");
        QVERIFY(ok.accepted);
        QCOMPARE(ok.partition, QStringLiteral("debug"));
        QVERIFY(ok.estimatedStart.isValid());
        const auto bad = slurm::parseTestOnly(
            1, "sbatch: error: invalid partition specified: nope\nallocation failure: Invalid "
               "partition name specified\n");
        QVERIFY(!bad.accepted);
        QVERIFY(bad.message.startsWith(QStringLiteral("The partition does not exist")));
    }

    void pbsFinished()
    {
        QString error;
        const JobStatusList jobs = pbs::parseQstatJson(data("pbs-qstat-finished.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs.first().state, JobState::Completed);
        QCOMPARE(jobs.first().exitCode, 0);
        QCOMPARE(jobs.first().elapsedSeconds, 10);
        QVERIFY(jobs.first().stdoutPath.endsWith(QStringLiteral("pbs_sleep.o40")));
        QVERIFY(jobs.first().startTime.isValid());
    }

    void pbsPolaris()
    {
        QString error;
        const JobStatusList jobs = pbs::parseQstatJson(data("pbs-qstat-polaris.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 3);
        const auto *queued =
            byId(jobs, QStringLiteral("2034177.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
        QCOMPARE(queued->state, JobState::Pending);
        QVERIFY(queued->explanation.contains(QStringLiteral("per-user limit")));
        QVERIFY(queued->startTime.isValid());
        QCOMPARE(queued->gpus, 8);
        const auto *numeric =
            byId(jobs, QStringLiteral("2034178.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
        QCOMPARE(numeric->name, QStringLiteral("12345"));
        QCOMPARE(numeric->state, JobState::Running);
        const auto *timeout =
            byId(jobs, QStringLiteral("2034100.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
        QCOMPARE(timeout->state, JobState::Timeout);
        QCOMPARE(*pbs::parseQsub("2034177.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov\n"),
                 QStringLiteral("2034177.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
    }

    void cobalt()
    {
        const JobStatusList jobs = cobalt::parseQstat(data("cobalt-qstat.txt"));
        QCOMPARE(jobs.size(), 3);
        QCOMPARE(byId(jobs, QStringLiteral("284752"))->state, JobState::Running);
        QCOMPARE(byId(jobs, QStringLiteral("284752"))->elapsedSeconds, 602);
        QCOMPARE(byId(jobs, QStringLiteral("284760"))->name, QStringLiteral("my test job"));
        QCOMPARE(byId(jobs, QStringLiteral("284760"))->state, JobState::Pending);
        QCOMPARE(byId(jobs, QStringLiteral("284761"))->reason, QStringLiteral("user_hold"));
        QCOMPARE(*cobalt::parseCobaltLogExit(data("cobalt-cobaltlog.txt")), 0);
        QCOMPARE(*cobalt::parseQsub("284752\n"), QStringLiteral("284752"));
    }
};

QTEST_GUILESS_MAIN(TestSchedulerParsers)
#include "tst_schedulerparsers.moc"
