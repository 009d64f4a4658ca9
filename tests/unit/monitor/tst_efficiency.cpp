// The report after a job ends, from sacct answers recorded on the test cluster (completed,
// killed for memory, time limit) and a two-node job in sacct's documented format.
#include "monitor/efficiency.h"

#include <QFile>
#include <QTest>

using namespace slipway::monitor;

namespace {
QByteArray data(const QString &name)
{
    QFile file(QStringLiteral(SLIPWAY_SOURCE_DIR "/tests/data/monitor/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing test data %s", qPrintable(name));
    }
    return file.readAll();
}
constexpr qint64 kMiB = 1024LL * 1024;
} // namespace

class TestEfficiency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void command()
    {
        QVERIFY(sacctCommand(QStringLiteral("12")).startsWith(QStringLiteral("sacct -j 12 ")));
        QVERIFY(sacctCommand(QStringLiteral("12;id")).isEmpty());
        QVERIFY(sacctCommand(QStringLiteral("$(id)")).isEmpty());
    }

    void completed()
    {
        bool known = false;
        const JobAccounting a =
            parseSacct(data(QStringLiteral("sacct-completed-testcluster.txt")), &known);
        QVERIFY(known);
        QCOMPARE(a.jobId, QStringLiteral("2535"));
        QCOMPARE(a.state, QStringLiteral("COMPLETED"));
        QCOMPARE(a.elapsedSeconds, 100);
        QCOMPARE(a.timeLimitSeconds, 300);
        QCOMPARE(a.cpus, 1);
        QCOMPARE(a.gpus, 1);
        QCOMPARE(a.requestedMemoryBytes, 600 * kMiB);
        QCOMPARE(a.peakMemoryPerNodeBytes, 205740LL * 1024);

        // Two samples of the GPU at 100 % and 50 %.
        JobUsage busy;
        busy.gpus = {GpuUse{QString(), 0, QString(), 100, 0, 0, false}};
        JobUsage half = busy;
        half.gpus[0].utilisation = 50;
        const EfficiencyReport r = makeReport(a, {busy, half});
        QVERIFY(r.diagnosis.isEmpty());
        QCOMPARE(qRound(r.timeUsedPercent), 33);
        QCOMPARE(qRound(r.cpuEfficiency), 30);
        QCOMPARE(qRound(r.memoryUsedPercent), 33);
        QCOMPARE(r.meanGpuUtilisation, 75.0);
        // 100 s + 25 % -> at least 5 minutes: the 5 minutes asked were right, no time advice.
        QCOMPARE(r.suggestion.timeLimitSeconds, -1);
        QVERIFY(r.notes.contains(
            QStringLiteral("Used 33 % of the time you asked for (00:01:40 of 00:05:00).")));
        QVERIFY(r.notes.contains(
            QStringLiteral("Peak memory 201 MB of 600 MB. Ask for 256 MB next time.")));
        QCOMPARE(r.suggestion.memoryPerNodeBytes, 256 * kMiB);
        QVERIFY(r.notes.contains(QStringLiteral("The CPU was busy 30 % of the time.")));
        QVERIFY(r.notes.contains(
            QStringLiteral("The GPUs were busy 75 % of the time on average (2 samples).")));
        QCOMPARE(r.suggestion.summary, QStringLiteral("256 MB per node (25 % above what this "
                                                      "run used)"));
    }

    void outOfMemory()
    {
        const JobAccounting a = parseSacct(data(QStringLiteral("sacct-oom-testcluster.txt")));
        QCOMPARE(a.state, QStringLiteral("FAILED"));
        QCOMPARE(a.signal, 9);
        const EfficiencyReport r = makeReport(a);
        QVERIFY2(r.diagnosis.startsWith(QStringLiteral("The job was stopped because it needed "
                                                       "more memory than it asked for (200 MB "
                                                       "per node)")),
                 qPrintable(r.diagnosis));
        // Twice the request, or the peak it reached, whichever is more: 610 MB -> 768 MB.
        QCOMPARE(r.suggestion.memoryPerNodeBytes, 768 * kMiB);
        QVERIFY(r.notes.contains(QStringLiteral("Ran out of the 200 MB per node it asked for: "
                                                "ask for 768 MB next time.")));
        QCOMPARE(r.suggestion.summary, QStringLiteral("768 MB per node (more than this run had)"));

        // The log's word alone is enough (cgroups kill without a signal in sacct).
        JobAccounting failed = a;
        failed.signal = 0;
        failed.peakMemoryPerNodeBytes = 10 * kMiB;
        QVERIFY(makeReport(failed).diagnosis.startsWith(QStringLiteral("The job's script ended")));
        QVERIFY(makeReport(failed, {}, true).diagnosis.contains(QStringLiteral("more memory")));
        JobAccounting cgroup = failed;
        cgroup.state = QStringLiteral("OUT_OF_MEMORY");
        QVERIFY(makeReport(cgroup).diagnosis.contains(QStringLiteral("more memory")));
    }

    void timeLimit()
    {
        const JobAccounting a = parseSacct(data(QStringLiteral("sacct-timeout-testcluster.txt")));
        QCOMPARE(a.state, QStringLiteral("TIMEOUT"));
        const EfficiencyReport r = makeReport(a);
        QVERIFY2(r.diagnosis.startsWith(QStringLiteral("The job reached its time limit "
                                                       "(00:01:00)")),
                 qPrintable(r.diagnosis));
        QCOMPARE(r.suggestion.timeLimitSeconds, 300); // twice, rounded to 5 minutes
        QVERIFY(r.notes.first().startsWith(QStringLiteral("Used all of the 00:01:00")));
    }

    void nodeFailure()
    {
        JobAccounting a = parseSacct(data(QStringLiteral("sacct-completed-testcluster.txt")));
        a.state = QStringLiteral("NODE_FAIL");
        QVERIFY(makeReport(a).diagnosis.contains(QStringLiteral("not caused by your script")));
    }

    void multiNode()
    {
        const JobAccounting a = parseSacct(data(QStringLiteral("sacct-multinode-documented.txt")));
        QCOMPARE(a.nodes, 2);
        QCOMPARE(a.cpus, 16);
        QCOMPARE(a.gpus, 8);
        // The DDP step: 24 GB over 2 nodes is 12 GB per node; its largest task had 3 GB. seff
        // would say 3 GB x 16 tasks = 48 GB.
        QCOMPARE(a.peakMemoryPerNodeBytes, 12LL * 1024 * kMiB);
        const EfficiencyReport r = makeReport(a, {});
        QCOMPARE(qRound(r.memoryUsedPercent), 38); // 12 of 32 GB per node
        QVERIFY(r.notes.contains(
            QStringLiteral("Peak memory 12 GB of 32 GB per node. Ask for 15 GB next time.")));
        QCOMPARE(qRound(r.cpuEfficiency), 94);         // 15 CPU hours of 16
        QCOMPARE(r.suggestion.timeLimitSeconds, 4500); // 1 h + 25 %, on a quarter hour
        QCOMPARE(r.suggestion.gpusPerNode, 4);
        QVERIFY(r.notes.contains(QStringLiteral("GPU use was not sampled while the job ran.")));
        QVERIFY(r.notes.contains(QStringLiteral("Used 25 % of the time you asked for (01:00:00 "
                                                "of 04:00:00): ask for 01:15:00 next time; "
                                                "shorter jobs start sooner.")));
    }

    void idleGpus()
    {
        JobAccounting a = parseSacct(data(QStringLiteral("sacct-completed-testcluster.txt")));
        JobUsage idle;
        idle.gpus = {GpuUse{QString(), 0, QString(), 2, 0, 0, false}};
        const EfficiencyReport r = makeReport(a, {idle, idle, idle});
        QVERIFY(r.notes.last().startsWith(QStringLiteral("The GPUs were almost idle (2 %")));
    }

    void garbage()
    {
        bool known = true;
        parseSacct("sacct: error: Problem talking to the database\n", &known);
        QVERIFY(!known);
        parseSacct(QByteArray(), &known);
        QVERIFY(!known);
        const EfficiencyReport r = makeReport(JobAccounting{});
        QVERIFY(r.notes.isEmpty());
        QVERIFY(r.suggestion.summary.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEfficiency)
#include "tst_efficiency.moc"
