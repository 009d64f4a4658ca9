// Reading the real event files in tests/data/tfevents (see its SOURCES.md for the known counts),
// checked against those counts and, point for point, against TensorBoard's own loader.

#include "events/eventfilewriter.h"
#include "events/logdirreader.h"

#include "tbcompare.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway::events;

namespace {

QString fixture(const QString &relative)
{
    return slipway::test::sourceDir() + QStringLiteral("/tests/data/tfevents/") + relative;
}

QString torchFile(const QString &prefix)
{
    const QDir dir(fixture(QStringLiteral("torch-summarywriter")));
    return dir.filePath(dir.entryList({prefix + QStringLiteral("*")}, QDir::Files).constFirst());
}

QString onlyFile(const QString &folder)
{
    const QDir dir(fixture(folder));
    return dir.filePath(dir.entryList(QDir::Files).constFirst());
}

} // namespace

class TestEventReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureCounts_data();
    void fixtureCounts();
    void sameAsTensorBoard_data();
    void sameAsTensorBoard();
    void restartedRunKeepsLatestPoints();
    void nonScalarsCounted();
    void scansLogFolder();
    void profileEmptyAndHeaderOnlyHarmless();
    void memoryPerPoint();
    void longReadReservesAhead();
    void manySmallFilesSmallMemory();
};

void TestEventReader::fixtureCounts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("records");
    QTest::addColumn<qint64>("scalarValues");
    QTest::addColumn<int>("tags");
    QTest::newRow("strict_run_1") << torchFile(QStringLiteral("strict_run_1")) << 101LL << 100LL
                                  << 1;
    QTest::newRow("lax_run_2") << torchFile(QStringLiteral("lax_run_2")) << 361LL << 360LL << 3;
    QTest::newRow("duplicate_steps")
        << torchFile(QStringLiteral("duplicate_steps")) << 421LL << 420LL << 2;
    QTest::newRow("tf1 train") << onlyFile(QStringLiteral("tf1-estimator")) << 807LL << 799LL << 2;
    QTest::newRow("tf1 eval") << onlyFile(QStringLiteral("tf1-estimator/eval")) << 5LL << 1LL << 1;
    QTest::newRow("lightning") << onlyFile(QStringLiteral("lightning")) << 15445LL << 15441LL << 4;
}

void TestEventReader::fixtureCounts()
{
    QFETCH(QString, file);
    QFETCH(qint64, records);
    QFETCH(qint64, scalarValues);
    QFETCH(int, tags);
    LogDirReader reader(file);
    const auto result = reader.update();
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(reader.runs().size(), std::size_t(1));
    const RunData &run = *reader.runs().front();
    QCOMPARE(run.stats().records, records);
    QCOMPARE(run.stats().scalarPoints, scalarValues);
    QCOMPARE(int(run.tags().size()), tags);
    QCOMPARE(run.stats().corruptRecords, 0);
    QCOMPARE(run.stats().pendingBytes, 0);
    QCOMPARE(run.stats().bytesRead, QFileInfo(file).size());
    QVERIFY(run.issues().isEmpty());
}

void TestEventReader::sameAsTensorBoard_data()
{
    fixtureCounts_data();
}

void TestEventReader::sameAsTensorBoard()
{
    QFETCH(QString, file);
    QFETCH(qint64, records);
    LogDirReader reader(file);
    QVERIFY(reader.update().ok);
    qint64 tensorBoardRecords = 0;
    const QString difference =
        slipway::test::compareWithTensorBoard(*reader.runs().front(), {file}, &tensorBoardRecords);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(tensorBoardRecords, records);
}

void TestEventReader::restartedRunKeepsLatestPoints()
{
    // Steps 0..99, then a restart from 90 to 199: every step once, the later write kept.
    LogDirReader reader(torchFile(QStringLiteral("duplicate_steps")));
    QVERIFY(reader.update().ok);
    const RunData &run = *reader.runs().front();
    QCOMPARE(run.stats().replacedPoints, 20);
    for (const auto &tag : run.tags()) {
        QCOMPARE(tag->series.size(), 200);
        for (qsizetype i = 0; i < tag->series.size(); ++i) {
            QCOMPARE(tag->series.step(i), i);
        }
        // Points 90..99 come from the second pass: written after point 100 of the first.
        QVERIFY(tag->series.wallTime(90) >= tag->series.wallTime(89));
    }
}

void TestEventReader::nonScalarsCounted()
{
    LogDirReader train(onlyFile(QStringLiteral("tf1-estimator")));
    QVERIFY(train.update().ok);
    const ReadStats &stats = train.runs().front()->stats();
    QCOMPARE(stats.skipped.value(QStringLiteral("graph")), 2);
    QCOMPARE(stats.skipped.value(QStringLiteral("meta graph")), 2);
    QCOMPARE(stats.skipped.value(QStringLiteral("session log")), 3);
    QCOMPARE(stats.sessionStarts, 1);
    QVERIFY(train.runs().front()->tag(QStringLiteral("loss")));
    QVERIFY(train.runs().front()->tag(QStringLiteral("global_step/sec")));

    LogDirReader eval(onlyFile(QStringLiteral("tf1-estimator/eval")));
    QVERIFY(eval.update().ok);
    const RunData &evalRun = *eval.runs().front();
    QCOMPARE(evalRun.stats().skipped.value(QStringLiteral("tensor")), 1); // the string tensor
    QCOMPARE(evalRun.tag(QStringLiteral("loss"))->series.step(0), 40000);

    LogDirReader lightning(onlyFile(QStringLiteral("lightning")));
    QVERIFY(lightning.update().ok);
    const RunData &lightningRun = *lightning.runs().front();
    QCOMPARE(lightningRun.stats().skipped.value(QStringLiteral("metadata only")), 3);
    QCOMPARE(lightningRun.tag(QStringLiteral("train_loss"))->series.size(), 7691);
}

void TestEventReader::scansLogFolder()
{
    LogDirReader reader(fixture(QString()));
    const auto result = reader.update();
    QVERIFY2(result.ok, qPrintable(result.error));
    QStringList names;
    for (const auto &run : reader.runs()) {
        names << run->name();
    }
    QCOMPARE(names, (QStringList{QStringLiteral("lightning"), QStringLiteral("tf1-estimator"),
                                 QStringLiteral("tf1-estimator/eval"),
                                 QStringLiteral("torch-summarywriter")}));
    QCOMPARE(result.newFiles, 6);
    const ReadStats total = reader.totalStats();
    QCOMPARE(total.records, 101 + 361 + 421 + 807 + 5 + 15445);
    // The three torch files form one run, read in name order.
    const RunData &torch = *reader.runs().back();
    QCOMPARE(torch.stats().files, 3);
    QCOMPARE(int(torch.tags().size()), 6);

    // A second update reads nothing new.
    const auto again = reader.update();
    QCOMPARE(again.newBytes, 0);
    QCOMPARE(reader.totalStats().records, total.records);
}

void TestEventReader::profileEmptyAndHeaderOnlyHarmless()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A header-only file and a profiler placeholder: both hold just a file_version record.
    EventFileWriter headerOnly(dir.filePath(QStringLiteral("run")));
    QVERIFY(headerOnly.open());
    headerOnly.close();
    QVERIFY(
        QFile::copy(headerOnly.filePath(),
                    dir.filePath(QStringLiteral("run/events.out.tfevents.1.host.profile-empty"))));
    // And an empty one, as a writer leaves it before its first flush.
    QFile empty(dir.filePath(QStringLiteral("run/events.out.tfevents.2.host.0")));
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.close();
    LogDirReader reader(dir.path());
    QVERIFY(reader.update().ok);
    QCOMPARE(reader.runs().size(), std::size_t(1));
    const RunData &run = *reader.runs().front();
    QCOMPARE(run.name(), QStringLiteral("run"));
    QCOMPARE(run.stats().files, 3);
    QCOMPARE(run.stats().records, 2);
    QVERIFY(run.tags().empty());
    QVERIFY(run.issues().isEmpty());
}

void TestEventReader::memoryPerPoint()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    EventFileWriter writer(dir.path());
    QVERIFY(writer.open());
    const int count = 200000;
    for (int i = 0; i < count; ++i) {
        QVERIFY(writer.addScalar(QStringLiteral("loss"), 1.0 / (i + 1), i, 1.7e9 + i * 0.01));
    }
    writer.close();
    LogDirReader reader(dir.path());
    QVERIFY(reader.update().ok);
    RunData &run = *reader.runs().front().get();
    QCOMPARE(run.pointCount(), count);
    run.squeeze();
    const double perPoint = double(run.tag(QStringLiteral("loss"))->series.memoryBytes()) / count;
    QCOMPARE(perPoint, 16.0);
}

void TestEventReader::longReadReservesAhead()
{
    // A file well over 32 MiB: after its first chunks the reader reserves room for the rest, so
    // the columns end close to 16 bytes a point without a squeeze (doubling would leave up to
    // twice that), and every point is still read right.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    EventFileWriter writer(dir.path());
    QVERIFY(writer.open());
    const QStringList tags{QStringLiteral("train/loss"), QStringLiteral("train/accuracy"),
                           QStringLiteral("lr")};
    const int steps = 300000;
    for (int i = 0; i < steps; ++i) {
        for (int t = 0; t < tags.size(); ++t) {
            QVERIFY(writer.addScalar(tags[t], 1.0 / (i + t + 1), i, 1.7e9 + i * 0.01));
        }
    }
    writer.close();
    QVERIFY(QFileInfo(writer.filePath()).size() > (qint64(34) << 20));
    LogDirReader reader(dir.path());
    QVERIFY(reader.update().ok);
    const RunData &run = *reader.runs().front();
    QCOMPARE(run.pointCount(), qint64(steps) * tags.size());
    for (int t = 0; t < tags.size(); ++t) {
        const ScalarSeries &series = run.tag(tags[t])->series;
        QCOMPARE(series.size(), steps);
        for (int i : {0, 1, 4095, 123456, steps - 1}) {
            QCOMPARE(series.step(i), qint64(i));
            QCOMPARE(series.value(i), double(float(1.0 / (i + t + 1))));
        }
        const double perPoint = double(series.memoryBytes()) / steps;
        QVERIFY2(perPoint >= 16.0 && perPoint < 16.5, qPrintable(QString::number(perPoint)));
    }
}

namespace {

// The resident memory of this process, from /proc (Linux).
qint64 residentBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:")) {
            return line.mid(6).trimmed().split(' ').constFirst().toLongLong() * 1024;
        }
    }
    return -1;
}

} // namespace

// A log folder of many small runs costs little beyond its points: reading used to leave about
// 1 MiB resident per file (a zero-filled read buffer per file, freed into a fragmented heap).
// tests/bench/bench_event_files measures the figure on 10,000 files; this checks a bound.
void TestEventReader::manySmallFilesSmallMemory()
{
    if (residentBytes() < 0) {
        QSKIP("no /proc/self/status here");
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const int files = 400;
    for (int f = 0; f < files; ++f) {
        EventFileWriter writer(dir.filePath(QStringLiteral("run-%1").arg(f)));
        QVERIFY(writer.open());
        for (int step = 0; step < 10; ++step) {
            QVERIFY(writer.addScalar(QStringLiteral("loss"), 1.0 / (step + 1), step));
        }
    }
    LogDirReader reader(dir.path());
    const qint64 before = residentBytes();
    QVERIFY(reader.update().ok);
    const qint64 after = residentBytes();
    QCOMPARE(qint64(reader.runs().size()), files);
    QCOMPARE(reader.totalStats().records, files * 11);
    const qint64 perFile = (after - before) / files;
    qInfo("resident memory: %lld bytes a file of 10 points", perFile);
    QVERIFY2(perFile < 64 * 1024, qPrintable(QString::number(perFile)));
}

QTEST_GUILESS_MAIN(TestEventReader)
#include "tst_eventreader.moc"
