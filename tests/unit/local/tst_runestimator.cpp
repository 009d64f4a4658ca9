// RunEstimator is plain C++ (no torch): compiled straight into this test.

#include "local/runestimator.h"

#include <QTest>

#include <cmath>

using slipway::local::EstimateInput;
using slipway::local::RunEstimate;
using slipway::local::RunEstimator;

class TestRunEstimator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void smallModelGoesToCpus();
    void bigModelGoesToOneGpu();
    void longCpuRunGoesToOneGpu();
    void walltimeHasMarginAndQuarterHours();
    void memoryHasHeadroom();
    void nothingMeasuredMeansNoEstimate();
};

static EstimateInput mnistLike()
{
    EstimateInput input;
    input.stepsPerSecond = 100.0;
    input.threads = 2;
    input.batchSize = 64;
    input.datasetSize = 60000;
    input.epochs = 10;
    input.cpuToGpuFactor = 10.0;
    input.parameterCount = 21840;
    input.runMemoryMiB = 100.0;
    return input;
}

void TestRunEstimator::smallModelGoesToCpus()
{
    EstimateInput input = mnistLike();
    input.stepsPerSecond = 10.0;
    const RunEstimate e = RunEstimator::estimate(input);
    QCOMPARE(e.stepsPerEpoch, std::int64_t(938));
    QCOMPARE(e.cpuSeconds, 938.0); // 938 steps x 10 epochs / 10 steps/s
    QCOMPARE(e.gpuSeconds, 93.8);
    QVERIFY(e.preferCpu);
    QCOMPARE(e.suggestedGpus, 0);
    QCOMPARE(e.suggestedCpus, 3);
    // 938 s x 1.5 = 23.45 min, + 10 = 33.45 -> 45 min.
    QCOMPARE(e.suggestedWalltimeMinutes, 45);
    QVERIFY(QString::fromStdString(e.advice).startsWith(QStringLiteral("Use CPUs, not a GPU")));
    QVERIFY(QString::fromStdString(e.advice).contains(QStringLiteral("21840 parameters")));
}

void TestRunEstimator::bigModelGoesToOneGpu()
{
    EstimateInput input = mnistLike();
    input.parameterCount = 25'000'000;
    const RunEstimate e = RunEstimator::estimate(input);
    QVERIFY(!e.preferCpu);
    QCOMPARE(e.suggestedGpus, 1);
    QCOMPARE(e.suggestedCpus, 4);
    // GPU time 9.38 s x 1.5 / 60 + 10 = 10.2 min -> 15 min.
    QCOMPARE(e.suggestedWalltimeMinutes, 15);
    QVERIFY(QString::fromStdString(e.advice).contains(QStringLiteral("assumption, not a "
                                                                     "measurement")));
}

void TestRunEstimator::longCpuRunGoesToOneGpu()
{
    EstimateInput input = mnistLike();
    input.stepsPerSecond = 0.1; // 93800 s on CPUs: 26 h
    const RunEstimate e = RunEstimator::estimate(input);
    QVERIFY(!e.preferCpu);
    QCOMPARE(e.suggestedGpus, 1);
    QCOMPARE(e.gpuSeconds, 9380.0);
    // 9380 x 1.5 / 60 + 10 = 244.5 min -> 255 min.
    QCOMPARE(e.suggestedWalltimeMinutes, 255);
}

void TestRunEstimator::walltimeHasMarginAndQuarterHours()
{
    EstimateInput input = mnistLike();
    input.epochs = 1;
    input.stepsPerSecond = 1000.0; // under a second of work
    const RunEstimate e = RunEstimator::estimate(input);
    QCOMPARE(e.suggestedWalltimeMinutes, 15);
}

void TestRunEstimator::memoryHasHeadroom()
{
    EstimateInput input = mnistLike();
    input.runMemoryMiB = 3000.0; // (3000 + 1024) x 1.5 = 6036 MiB -> 6 GiB
    QCOMPARE(RunEstimator::estimate(input).suggestedMemoryGiB, 6);
    input.runMemoryMiB = 0.0; // never under 2 GiB
    QCOMPARE(RunEstimator::estimate(input).suggestedMemoryGiB, 2);
}

void TestRunEstimator::nothingMeasuredMeansNoEstimate()
{
    EstimateInput input = mnistLike();
    input.stepsPerSecond = 0.0;
    const RunEstimate e = RunEstimator::estimate(input);
    QCOMPARE(e.cpuSeconds, 0.0);
    QCOMPARE(e.suggestedWalltimeMinutes, 0);
    QVERIFY(QString::fromStdString(e.advice).startsWith(QStringLiteral("No estimate")));
}

QTEST_GUILESS_MAIN(TestRunEstimator)
#include "tst_runestimator.moc"
