// nvidia-smi and rocm-smi output read into GPU figures, on outputs recorded on real GPUs
// (tests/data/monitor/README.md names each source).
#include "monitor/gpuuse.h"

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
} // namespace

class TestGpuOutput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void h200Csv_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("util");
        QTest::addColumn<double>("used");
        QTest::newRow("idle, header and units") << "h200-query-gpu.csv" << 0.0 << 0.0;
        QTest::newRow("busy, header and units") << "h200-query-gpu-busy.csv" << 100.0 << 1395.0;
        QTest::newRow("idle, bare") << "h200-query-gpu-noheader-nounits.csv" << 0.0 << 0.0;
        QTest::newRow("busy, bare")
            << "h200-query-gpu-busy-noheader-nounits.csv" << 100.0 << 1395.0;
    }
    void h200Csv()
    {
        QFETCH(QString, file);
        QFETCH(double, util);
        QFETCH(double, used);
        const QByteArray text = data(file);
        // The recordings asked for more fields than Slipway does; with a header the columns
        // are found by name. Without one, only Slipway's own field order can be read, so the
        // bare recordings are re-cut to it (index, name, util, used, total), values unchanged.
        QByteArray input = text;
        if (!text.startsWith("index")) {
            const QList<QByteArray> cells = text.trimmed().split(',');
            QCOMPARE(cells.size(), 12);
            input = cells[0] + ',' + cells[2] + ',' + cells[4] + ',' + cells[6] + ',' + cells[7];
        }
        const QList<GpuUse> gpus = gpuoutput::parse(input);
        QCOMPARE(gpus.size(), 1);
        QCOMPARE(gpus[0].index, 0);
        QCOMPARE(gpus[0].name, QStringLiteral("NVIDIA H200"));
        QCOMPARE(gpus[0].utilisation, util);
        QCOMPARE(gpus[0].memoryUsedMiB, used);
        QCOMPARE(gpus[0].memoryTotalMiB, 143771.0);
        QVERIFY(!gpus[0].migSlice);
    }

    void tables_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("util");
        QTest::addColumn<double>("used");
        QTest::addColumn<double>("total");
        QTest::newRow("H200 idle")
            << "h200-default.txt" << 1 << "NVIDIA H200" << 0.0 << 0.0 << 143771.0;
        QTest::newRow("H200 busy")
            << "h200-default-busy.txt" << 1 << "NVIDIA H200" << 100.0 << 1395.0 << 143771.0;
        // The third GPU's row is cut in the source; a row without figures is left out.
        QTest::newRow("A100 80GB")
            << "a100-80gb-table.txt" << 3 << "NVIDIA A100-SXM..." << 100.0 << 7488.0 << 81920.0;
        QTest::newRow("A100 40GB")
            << "a100-40gb-table.txt" << 1 << "NVIDIA A100-SXM..." << 100.0 << 5140.0 << 40536.0;
        QTest::newRow("H100") << "h100-table.txt" << 2 << "NVIDIA H100 80GB HBM3" << 2.0 << 72790.0
                              << 81559.0;
        QTest::newRow("V100") << "v100-table.txt" << 1 << "Tesla V100-SXM2..." << 0.0 << 112.0
                              << 16160.0;
    }
    void tables()
    {
        QFETCH(QString, file);
        QFETCH(int, count);
        QFETCH(QString, name);
        QFETCH(double, util);
        QFETCH(double, used);
        QFETCH(double, total);
        const QList<GpuUse> gpus = gpuoutput::parse(data(file));
        QCOMPARE(gpus.size(), count);
        QCOMPARE(gpus[0].name, name);
        QCOMPARE(gpus[0].utilisation, util);
        QCOMPARE(gpus[0].memoryUsedMiB, used);
        QCOMPARE(gpus[0].memoryTotalMiB, total);
        for (qsizetype i = 0; i < gpus.size(); ++i) {
            QCOMPARE(gpus[i].index, int(i));
        }
    }

    void a100Rows()
    {
        const QList<GpuUse> gpus = gpuoutput::parse(data(QStringLiteral("a100-80gb-table.txt")));
        QCOMPARE(gpus.size(), 3);
        QCOMPARE(gpus[2].utilisation, 99.0);
        QCOMPARE(gpus[1].memoryUsedMiB, 7500.0);
    }

    void h200ProcessesAreNotGpus()
    {
        // The busy table has a Processes box with a python3 row; only the GPU counts.
        const QList<GpuUse> gpus = gpuoutput::parse(data(QStringLiteral("h200-default-busy.txt")));
        QCOMPARE(gpus.size(), 1);
    }

    void migSlices()
    {
        const QList<GpuUse> gpus = gpuoutput::parse(data(QStringLiteral("a100-mig-devices.txt")));
        QCOMPARE(gpus.size(), 3);
        for (const GpuUse &slice : gpus) {
            QVERIFY(slice.migSlice);
            QCOMPARE(slice.index, 1);
            QCOMPARE(slice.memoryTotalMiB, 19968.0);
            QCOMPARE(slice.utilisation, -1.0); // MIG slices report no utilisation
        }
        QCOMPARE(gpus[0].memoryUsedMiB, 14366.0);
        QCOMPARE(gpus[2].memoryUsedMiB, 13.0);
    }

    void rocm()
    {
        const QList<GpuUse> gpus = gpuoutput::parse(data(QStringLiteral("rocm-smi-rx7900xt.csv")));
        QCOMPARE(gpus.size(), 1);
        QCOMPARE(gpus[0].index, 0);
        QCOMPARE(gpus[0].name, QStringLiteral("Radeon RX 7900 XT"));
        QCOMPARE(gpus[0].utilisation, 0.0);
        QCOMPARE(qRound(gpus[0].memoryUsedMiB * 1024 * 1024), 27856896);
        QCOMPARE(qRound64(gpus[0].memoryTotalMiB * 1024 * 1024), Q_INT64_C(21458059264));
    }

    void notSupported()
    {
        // What nvidia-smi prints for a figure a GPU cannot give (GB10's memory.used).
        const QList<GpuUse> gpus = gpuoutput::parseNvidiaCsv("0, NVIDIA GB10, 3, [N/A], [N/A]\n");
        QCOMPARE(gpus.size(), 1);
        QCOMPARE(gpus[0].utilisation, 3.0);
        QCOMPARE(gpus[0].memoryUsedMiB, -1.0);
    }

    void garbageGivesNothing()
    {
        QVERIFY(gpuoutput::parse("NVIDIA-SMI has failed because it couldn't communicate with "
                                 "the NVIDIA driver.\n")
                    .isEmpty());
        QVERIFY(gpuoutput::parse("No devices were found\n").isEmpty());
        QVERIFY(gpuoutput::parse(QByteArray()).isEmpty());
        QVERIFY(gpuoutput::parse("\xff\xfe|||,,,\n+---\n").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGpuOutput)
#include "tst_gpuoutput.moc"
