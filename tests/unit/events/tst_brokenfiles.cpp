// Bad input: broken variants of a real event file, derived here, and growing files read
// incrementally. Good records are kept, problems are reported with their offset, and nothing
// is read twice.

#include "events/eventfilewriter.h"
#include "events/logdirreader.h"
#include "events/recordframing.h"

#include "rawrecords.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway::events;

namespace {

QByteArray fixtureBytes()
{
    const QDir dir(slipway::test::sourceDir() +
                   QStringLiteral("/tests/data/tfevents/torch-summarywriter"));
    QFile file(dir.filePath(dir.entryList({QStringLiteral("strict_run_1*")}).constFirst()));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll(); // 101 records: file_version + 100 scalars of tag strict/foo
}

// Start offsets of the records, walking the framing.
QList<qsizetype> recordOffsets(const QByteArray &bytes)
{
    QList<qsizetype> offsets;
    std::size_t pos = 0;
    while (pos < std::size_t(bytes.size())) {
        const auto frame = framing::readFrame(bytes.constData(), std::size_t(bytes.size()), pos);
        if (frame.status != framing::Status::Record) {
            break;
        }
        offsets.append(qsizetype(pos));
        pos = frame.next;
    }
    return offsets;
}

bool writeFile(const QString &path, const QByteArray &bytes,
               QIODevice::OpenMode mode = QIODevice::WriteOnly)
{
    QFile file(path);
    return file.open(mode) && file.write(bytes) == bytes.size();
}

struct Outcome
{
    qint64 records = 0;
    qint64 points = 0;
    qint64 corrupt = 0;
    qint64 pending = 0;
    qint64 skippedBytes = 0;
    QList<ReadIssue> issues;
};

Outcome readBytes(const QByteArray &bytes)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("events.out.tfevents.1.test"));
    writeFile(path, bytes);
    LogDirReader reader(path);
    reader.update();
    Outcome outcome;
    if (reader.runs().empty()) {
        return outcome;
    }
    const RunData &run = *reader.runs().front();
    outcome.records = run.stats().records;
    outcome.points = run.pointCount();
    outcome.corrupt = run.stats().corruptRecords;
    outcome.pending = run.stats().pendingBytes;
    outcome.skippedBytes = run.stats().skippedBytes;
    outcome.issues = run.issues();
    return outcome;
}

} // namespace

class TestBrokenFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void truncatedTailWaits();
    void flippedPayloadByteSkipsOneRecord();
    void badLengthCrcResynchronises();
    void hugeLengthRefused();
    void zeroLengthFile();
    void notAnEventFile();
    void missingPath();
    void growingFileReadsOnlyNewBytes();
    void partialRecordCompletedLater();
    void replacedFileIsReadAgain();
    void cancelAndResume();
    void forgedLengthInTheMiddle_data();
    void forgedLengthInTheMiddle();
    void forgedLengthWithinTheFile();
    void recordStillBeingWrittenWaits_data();
    void recordStillBeingWrittenWaits();
    void invalidUtf8TagsReportedOncePerFile();

private:
    QByteArray m_bytes;
    QList<qsizetype> m_offsets;
};

void TestBrokenFiles::initTestCase()
{
    m_bytes = fixtureBytes();
    QVERIFY(!m_bytes.isEmpty());
    m_offsets = recordOffsets(m_bytes);
    QCOMPARE(m_offsets.size(), 101);
}

void TestBrokenFiles::truncatedTailWaits()
{
    // Cut in the middle of the last record: 100 complete records, the rest waits.
    const qsizetype cut = m_offsets.last() + 20;
    const Outcome outcome = readBytes(m_bytes.left(cut));
    QCOMPARE(outcome.records, 100);
    QCOMPARE(outcome.points, 99);
    QCOMPARE(outcome.pending, 20);
    QCOMPARE(outcome.corrupt, 0);
    QVERIFY(outcome.issues.isEmpty());
}

void TestBrokenFiles::flippedPayloadByteSkipsOneRecord()
{
    QByteArray bytes = m_bytes;
    const qsizetype record = m_offsets.at(50);
    bytes[record + 12 + 3] = char(bytes.at(record + 12 + 3) ^ 0x40);
    const Outcome outcome = readBytes(bytes);
    QCOMPARE(outcome.records, 100);
    QCOMPARE(outcome.points, 99);
    QCOMPARE(outcome.corrupt, 1);
    QCOMPARE(outcome.issues.size(), 1);
    QCOMPARE(outcome.issues.first().offset, record);
    QVERIFY2(outcome.issues.first().message.contains(QStringLiteral("checksum")),
             qPrintable(outcome.issues.first().message));
}

void TestBrokenFiles::badLengthCrcResynchronises()
{
    QByteArray bytes = m_bytes;
    const qsizetype record = m_offsets.at(30);
    bytes[record + 9] = char(bytes.at(record + 9) ^ 0x01); // the length's CRC
    const Outcome outcome = readBytes(bytes);
    QCOMPARE(outcome.records, 100);
    QCOMPARE(outcome.points, 99);
    QCOMPARE(outcome.issues.size(), 1);
    QCOMPARE(outcome.issues.first().offset, record);
    QVERIFY(outcome.issues.first().message.contains(QStringLiteral("length field")));
    QCOMPARE(outcome.skippedBytes, m_offsets.at(31) - record);
    QCOMPARE(outcome.pending, 0);
}

void TestBrokenFiles::hugeLengthRefused()
{
    // A length of 2^40 with a matching CRC: refused before anything is allocated.
    QByteArray bytes = m_bytes.left(m_offsets.at(10));
    char header[framing::kHeaderSize];
    framing::appendFrameHeader(header, std::uint64_t(1) << 40);
    bytes.append(header, sizeof header);
    bytes.append(m_bytes.mid(m_offsets.at(10)));
    const Outcome outcome = readBytes(bytes);
    QCOMPARE(outcome.records, 101);
    QCOMPARE(outcome.issues.size(), 1);
    QCOMPARE(outcome.issues.first().offset, m_offsets.at(10));
    QCOMPARE(outcome.skippedBytes, 12);
}

void TestBrokenFiles::zeroLengthFile()
{
    const Outcome outcome = readBytes(QByteArray());
    QCOMPARE(outcome.records, 0);
    QCOMPARE(outcome.pending, 0);
    QVERIFY(outcome.issues.isEmpty());
}

void TestBrokenFiles::notAnEventFile()
{
    const QByteArray text =
        QByteArrayLiteral("#!/bin/sh\necho $(whoami) `id` \"quoted\" ü\n").repeated(200);
    const Outcome outcome = readBytes(text);
    QCOMPARE(outcome.records, 0);
    QCOMPARE(outcome.points, 0);
    QCOMPARE(outcome.issues.size(), 2);
    QCOMPARE(outcome.issues.first().offset, 0);
    QVERIFY2(outcome.issues.last().message.contains(
                 QStringLiteral("does not look like a TensorBoard event file")),
             qPrintable(outcome.issues.last().message));
    QVERIFY(outcome.skippedBytes + outcome.pending == text.size());
}

void TestBrokenFiles::missingPath()
{
    LogDirReader reader(QStringLiteral("/nonexistent/slipway/logs"));
    const auto result = reader.update();
    QVERIFY(!result.ok);
    QCOMPARE(result.error, QStringLiteral("/nonexistent/slipway/logs does not exist."));
}

void TestBrokenFiles::growingFileReadsOnlyNewBytes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    EventFileWriter writer(dir.filePath(QStringLiteral("run")));
    QVERIFY(writer.open());
    LogDirReader reader(dir.path());
    qint64 totalRead = 0;
    for (int batch = 0; batch < 5; ++batch) {
        for (int i = 0; i < 1000; ++i) {
            QVERIFY(writer.addScalar(QStringLiteral("loss"), i, batch * 1000 + i));
        }
        QVERIFY(writer.flush());
        const auto result = reader.update();
        QVERIFY(result.ok);
        totalRead += result.newBytes;
        QCOMPARE(reader.runs().front()->pointCount(), (batch + 1) * 1000);
    }
    // Every byte was read exactly once.
    QCOMPARE(totalRead, QFileInfo(writer.filePath()).size());
    QCOMPARE(reader.runs().front()->stats().bytesRead, QFileInfo(writer.filePath()).size());
}

void TestBrokenFiles::partialRecordCompletedLater()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("events.out.tfevents.1.test"));
    // Feed the file in uneven slices: records are split at every kind of boundary.
    LogDirReader reader(path);
    qsizetype written = 0;
    qsizetype slice = 1;
    QVERIFY(writeFile(path, QByteArray()));
    while (written < m_bytes.size()) {
        const QByteArray part = m_bytes.mid(written, slice);
        QVERIFY(writeFile(path, part, QIODevice::Append));
        written += part.size();
        slice = slice * 3 % 97 + 1;
        QVERIFY(reader.update().ok);
        QVERIFY(reader.runs().front()->issues().isEmpty());
    }
    const RunData &run = *reader.runs().front();
    QCOMPARE(run.stats().records, 101);
    QCOMPARE(run.pointCount(), 100);
    QCOMPARE(run.stats().pendingBytes, 0);
    QCOMPARE(run.stats().bytesRead, m_bytes.size());
}

void TestBrokenFiles::replacedFileIsReadAgain()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("events.out.tfevents.1.test"));
    QVERIFY(writeFile(path, m_bytes));
    LogDirReader reader(dir.path());
    QVERIFY(reader.update().ok);
    QCOMPARE(reader.runs().front()->pointCount(), 100);
    QVERIFY(writeFile(path, m_bytes.left(m_offsets.at(11))));
    QVERIFY(reader.update().ok);
    const RunData &run = *reader.runs().front();
    QCOMPARE(run.pointCount(), 10);
    QCOMPARE(run.issues().size(), 1);
    QVERIFY(run.issues().first().message.contains(QStringLiteral("shorter")));
}

void TestBrokenFiles::cancelAndResume()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (int r = 0; r < 3; ++r) {
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("run%1").arg(r)));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("run%1/events.out.tfevents.1.x").arg(r)),
                          m_bytes));
    }
    LogDirReader reader(dir.path());
    std::atomic<bool> cancel{true};
    const auto cancelled = reader.update(&cancel);
    QVERIFY(cancelled.cancelled);
    QCOMPARE(reader.totalStats().records, 0);
    cancel = false;
    qint64 lastDone = 0;
    qint64 lastTotal = 0;
    const auto finished = reader.update(&cancel, [&](qint64 done, qint64 total) {
        lastDone = done;
        lastTotal = total;
    });
    QVERIFY(!finished.cancelled);
    QCOMPARE(reader.totalStats().records, 303);
    QCOMPARE(lastTotal, 3 * m_bytes.size());
    QCOMPARE(lastDone, lastTotal);
}

void TestBrokenFiles::forgedLengthInTheMiddle_data()
{
    QTest::addColumn<quint64>("length");
    QTest::addColumn<bool>("inserted"); // a forged header put in, or a record's header replaced
    QTest::newRow("64 MiB, inserted") << quint64(64) * 1024 * 1024 << true;
    QTest::newRow("900 MiB, inserted") << quint64(900) * 1024 * 1024 << true;
    QTest::newRow("64 MiB, replaced") << quint64(64) * 1024 * 1024 << false;
    QTest::newRow("900 MiB, replaced") << quint64(900) * 1024 * 1024 << false;
}

// A length field that claims far more than the file holds, with a valid length checksum, in
// the middle of a file: the complete records after it prove it false. They are read, and the
// forged record is reported, not waited for.
void TestBrokenFiles::forgedLengthInTheMiddle()
{
    QFETCH(quint64, length);
    QFETCH(bool, inserted);
    const qsizetype record = m_offsets.at(50);
    QByteArray bytes = m_bytes;
    if (inserted) {
        bytes.insert(record, slipway::test::frameHeader(length));
    } else {
        bytes.replace(record, qsizetype(framing::kHeaderSize), slipway::test::frameHeader(length));
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("events.out.tfevents.1.test"));
    QVERIFY(writeFile(path, bytes));
    LogDirReader reader(path);
    QVERIFY(reader.update().ok);
    const RunData &run = *reader.runs().front();
    QCOMPARE(run.stats().records, inserted ? 101 : 100);
    QCOMPARE(run.pointCount(), inserted ? 100 : 99);
    QCOMPARE(run.tags().front()->series.step(run.pointCount() - 1),
             std::int64_t(495)); // the last point of strict/foo is read
    QCOMPARE(run.stats().corruptRecords, 1);
    QCOMPARE(run.stats().pendingBytes, 0);
    QCOMPARE(run.stats().skippedBytes,
             inserted ? qint64(framing::kHeaderSize) : qint64(m_offsets.at(51) - record));
    QCOMPARE(run.issues().size(), 1);
    QCOMPARE(run.issues().first().offset, record);
    QVERIFY2(run.issues().first().message.contains(QString::number(length)) &&
                 run.issues().first().message.contains(QStringLiteral("length field is wrong")),
             qPrintable(run.issues().first().message));
    // Settled: reading again finds nothing new and reports nothing twice.
    const auto again = reader.update();
    QCOMPARE(again.newBytes, 0);
    QCOMPARE(run.issues().size(), 1);
    QCOMPARE(run.stats().records, inserted ? 101 : 100);
}

// A length that fits in the file but spans ten records: the payload checksum fails, and the
// records inside the false span are still read (the length is not trusted).
void TestBrokenFiles::forgedLengthWithinTheFile()
{
    const qsizetype record = m_offsets.at(50);
    QByteArray bytes = m_bytes;
    const qint64 length =
        m_offsets.at(60) - record - qint64(framing::kHeaderSize) - qint64(framing::kFooterSize);
    bytes.replace(record, qsizetype(framing::kHeaderSize),
                  slipway::test::frameHeader(std::uint64_t(length)));
    const Outcome outcome = readBytes(bytes);
    QCOMPARE(outcome.records, 100);
    QCOMPARE(outcome.points, 99);
    QCOMPARE(outcome.corrupt, 1);
    QCOMPARE(outcome.issues.size(), 1);
    QCOMPARE(outcome.issues.first().offset, record);
    QCOMPARE(outcome.skippedBytes, m_offsets.at(51) - record);
}

void TestBrokenFiles::recordStillBeingWrittenWaits_data()
{
    QTest::addColumn<qsizetype>("payload");
    QTest::addColumn<qsizetype>("firstPart"); // bytes of the record written before the first read
    QTest::newRow("short record, cut in its header") << qsizetype(100) << qsizetype(7);
    QTest::newRow("short record, cut in its payload") << qsizetype(100) << qsizetype(40);
    QTest::newRow("200 KiB record") << qsizetype(200 << 10) << qsizetype(100 << 10);
    QTest::newRow("3 MiB record") << qsizetype(3 << 20) << qsizetype(2 << 20);
}

// A genuinely incomplete last record, its length true, nothing after it yet: it is waited for
// (no problem reported), and read once the writer finishes it.
void TestBrokenFiles::recordStillBeingWrittenWaits()
{
    QFETCH(qsizetype, payload);
    QFETCH(qsizetype, firstPart);
    const QByteArray record = slipway::test::frameRecord(slipway::test::fileVersionEvent(payload));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("events.out.tfevents.1.test"));
    QVERIFY(writeFile(path, m_bytes + record.left(firstPart)));
    LogDirReader reader(path);
    QVERIFY(reader.update().ok);
    const RunData &run = *reader.runs().front();
    QCOMPARE(run.stats().records, 101);
    QCOMPARE(run.stats().pendingBytes, firstPart);
    QVERIFY(run.issues().isEmpty());
    // Nothing changed: still waiting, still no problem.
    QVERIFY(reader.update().ok);
    QCOMPARE(run.stats().pendingBytes, firstPart);
    QVERIFY(run.issues().isEmpty());
    // The writer goes on, then finishes the record and writes one more.
    const qsizetype middle = firstPart + (record.size() - firstPart) / 2;
    QVERIFY(writeFile(path, record.mid(firstPart, middle - firstPart), QIODevice::Append));
    QVERIFY(reader.update().ok);
    QCOMPARE(run.stats().records, 101);
    QCOMPARE(run.stats().pendingBytes, middle);
    QVERIFY(
        writeFile(path, record.mid(middle) + m_bytes.mid(m_offsets.at(100)), QIODevice::Append));
    QVERIFY(reader.update().ok);
    QCOMPARE(run.stats().records, 103);
    QCOMPARE(run.pointCount(), 100); // the same step again replaces the point
    QCOMPARE(run.stats().pendingBytes, 0);
    QCOMPARE(run.stats().corruptRecords, 0);
    QVERIFY(run.issues().isEmpty());
    QCOMPARE(run.stats().bytesRead, QFileInfo(path).size());
}

// Tags that are not UTF-8: read quietly (U+FFFD for the bad bytes), reported once per file.
void TestBrokenFiles::invalidUtf8TagsReportedOncePerFile()
{
    using slipway::test::frameRecord;
    using slipway::test::scalarEvent;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray first = m_bytes.left(m_offsets.at(1)); // file_version
    for (int step = 0; step < 3; ++step) {
        first += frameRecord(scalarEvent(QByteArrayLiteral("loss\xff"), 0.5f, step));
        first += frameRecord(scalarEvent(QByteArrayLiteral("acc\xc3("), 0.25f, step));
        first += frameRecord(scalarEvent(QByteArrayLiteral("ok"), 1.0f, step));
    }
    QVERIFY(writeFile(dir.filePath(QStringLiteral("events.out.tfevents.1.a")), first));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("events.out.tfevents.2.b")),
                      m_bytes.left(m_offsets.at(1)) +
                          frameRecord(scalarEvent(QByteArrayLiteral("loss\xff"), 0.5f, 7))));
    LogDirReader reader(dir.path());
    QVERIFY(reader.update().ok);
    const RunData &run = *reader.runs().front();
    QCOMPARE(run.stats().corruptRecords, 0);
    QCOMPARE(run.pointCount(), 10);
    QVERIFY(run.tag(QStringLiteral("loss\uFFFD")));
    QCOMPARE(run.tag(QStringLiteral("loss\uFFFD"))->series.size(), 4);
    QVERIFY(run.tag(QStringLiteral("acc\uFFFD(")));
    QCOMPARE(run.issues().size(), 2); // one per file
    for (const ReadIssue &issue : run.issues()) {
        QVERIFY2(issue.message.contains(QStringLiteral("not valid UTF-8")),
                 qPrintable(issue.message));
    }
    QVERIFY(run.issues().at(0).file != run.issues().at(1).file);
}

QTEST_GUILESS_MAIN(TestBrokenFiles)
#include "tst_brokenfiles.moc"
