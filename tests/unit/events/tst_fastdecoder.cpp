// The hand-written FastEventDecoder against the generated protobuf decoder, record by record:
// on the real event files in tests/data/tfevents and ../shared/fixtures/tfevents, on files
// real writers produce at test time (writeruns.py), on hand-made records of every shape the
// fast path handles or must refuse, and on random mutations of real records. Whenever the fast
// path accepts a record, its result must equal the generated decoder's, bit for bit.

#include "events/eventdecoder.h"
#include "events/fasteventdecoder.h"
#include "events/recordframing.h"

#include "pythonrunner.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <random>

using namespace slipway::events;

namespace {

bool sameNumber(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0; // NaN payloads too
}

QString describe(const DecodedEvent &e)
{
    QString text =
        QStringLiteral("kind=%1 step=%2 wall=%3 version=%4 values=%5")
            .arg(int(e.kind))
            .arg(e.step)
            .arg(e.wallTime, 0, 'g', 17)
            .arg(QString::fromUtf8(e.fileVersion.data(), qsizetype(e.fileVersion.size())))
            .arg(e.values.size());
    for (const DecodedValue &v : e.values) {
        text += QStringLiteral(" [%1 kind=%2 meta=%3 plugin=%4 class=%5 nk=%6 n=%7]")
                    .arg(QString::fromUtf8(v.tag.data(), qsizetype(v.tag.size())))
                    .arg(int(v.kind))
                    .arg(v.hasMetadata)
                    .arg(QString::fromUtf8(v.pluginName.data(), qsizetype(v.pluginName.size())))
                    .arg(v.dataClass)
                    .arg(int(v.numberKind))
                    .arg(v.number, 0, 'g', 17);
    }
    return text;
}

bool sameEvent(const DecodedEvent &a, const DecodedEvent &b)
{
    if (!sameNumber(a.wallTime, b.wallTime) || a.step != b.step || a.kind != b.kind ||
        a.fileVersion != b.fileVersion || a.sessionStatus != b.sessionStatus ||
        a.values.size() != b.values.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        const DecodedValue &x = a.values[i];
        const DecodedValue &y = b.values[i];
        if (x.tag != y.tag || x.kind != y.kind || x.hasMetadata != y.hasMetadata ||
            x.pluginName != y.pluginName || x.dataClass != y.dataClass ||
            x.numberKind != y.numberKind || !sameNumber(x.number, y.number)) {
            return false;
        }
    }
    return true;
}

struct Comparison
{
    qint64 records = 0;
    qint64 fast = 0; // records the fast path decoded (and matched)
    QString mismatch;
};

// Decodes one payload both ways; records a mismatch when the fast path accepts it and differs.
void compareRecord(const char *data, std::size_t size, Comparison *c)
{
    ++c->records;
    DecodedEvent fast;
    if (!FastEventDecoder::decode(data, size, &fast)) {
        return;
    }
    EventDecoder decoder;
    DecodedEvent reference;
    if (!decoder.decodeWithProtobuf(data, size, &reference)) {
        if (c->mismatch.isEmpty()) {
            c->mismatch = QStringLiteral("fast path accepted a record protobuf rejects: %1 (%2)")
                              .arg(QString::fromLatin1(QByteArray(data, qsizetype(size)).toHex()),
                                   describe(fast));
        }
        return;
    }
    if (!sameEvent(fast, reference)) {
        if (c->mismatch.isEmpty()) {
            c->mismatch = QStringLiteral("record %1\n fast: %2\n  pb: %3")
                              .arg(QString::fromLatin1(QByteArray(data, qsizetype(size)).toHex()),
                                   describe(fast), describe(reference));
        }
        return;
    }
    ++c->fast;
}

// The payloads of every valid record of a file.
QList<QByteArray> payloads(const QString &path)
{
    QFile file(path);
    QList<QByteArray> out;
    if (!file.open(QIODevice::ReadOnly)) {
        return out;
    }
    const QByteArray bytes = file.readAll();
    std::size_t pos = 0;
    for (;;) {
        const framing::Frame frame =
            framing::readFrame(bytes.constData(), std::size_t(bytes.size()), pos);
        if (frame.status != framing::Status::Record) {
            break;
        }
        out.append(QByteArray(frame.data, qsizetype(frame.length)));
        pos = frame.next;
    }
    return out;
}

QStringList eventFiles(const QString &root)
{
    QStringList files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (QFileInfo(path).fileName().contains(QLatin1String("tfevents"))) {
            files.append(path);
        }
    }
    files.sort();
    return files;
}

// Protobuf wire format helpers for hand-made records.
QByteArray varint(quint64 v)
{
    QByteArray out;
    while (v >= 0x80) {
        out.append(char((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.append(char(v));
    return out;
}

QByteArray field(int number, const QByteArray &bytes)
{
    return varint(quint64(number) << 3 | 2) + varint(quint64(bytes.size())) + bytes;
}

QByteArray fieldVarint(int number, quint64 v)
{
    return varint(quint64(number) << 3) + varint(v);
}

template<typename T>
QByteArray fixed(int number, T v, int wireType)
{
    QByteArray out = varint(quint64(number) << 3 | quint64(wireType));
    out.append(reinterpret_cast<const char *>(&v), sizeof v);
    return out;
}

template<typename T>
QByteArray raw(T v)
{
    return QByteArray(reinterpret_cast<const char *>(&v), sizeof v);
}

QByteArray makeEvent(const QByteArray &summaryValue, qint64 step = 7)
{
    return fixed<double>(1, 1700000000.25, 1) + fieldVarint(2, quint64(step)) +
           field(5, field(1, summaryValue));
}

QByteArray scalarsMetadata(const QByteArray &plugin = "scalars", int dataClass = -1)
{
    QByteArray meta = field(1, field(1, plugin) + field(2, "\x08\x01"));
    if (dataClass >= 0) {
        meta += fieldVarint(4, quint64(dataClass));
    }
    return field(9, meta);
}

QByteArray shape(const QList<qint64> &dims)
{
    QByteArray s;
    for (qint64 d : dims) {
        s += field(2, fieldVarint(1, quint64(d)));
    }
    return field(2, s);
}

} // namespace

class TestFastDecoder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realFiles_data();
    void realFiles();
    void realWriters();
    void handMadeRecords_data();
    void handMadeRecords();
    void decoderUsesFastPath();
    void randomMutations();
};

void TestFastDecoder::realFiles_data()
{
    QTest::addColumn<QString>("path");
    QStringList roots{slipway::test::sourceDir() + QStringLiteral("/tests/data/tfevents")};
    // The shared fixtures of the development machine, when present (tests/data holds copies).
    const QString shared =
        slipway::test::sourceDir() + QStringLiteral("/../shared/fixtures/tfevents");
    if (QFileInfo::exists(shared)) {
        roots.append(shared);
    }
    for (const QString &root : roots) {
        for (const QString &path : eventFiles(root)) {
            QTest::newRow(qPrintable(path)) << path;
        }
    }
}

void TestFastDecoder::realFiles()
{
    QFETCH(QString, path);
    Comparison c;
    const QList<QByteArray> records = payloads(path);
    for (const QByteArray &r : records) {
        compareRecord(r.constData(), std::size_t(r.size()), &c);
    }
    QVERIFY2(c.mismatch.isEmpty(), qPrintable(c.mismatch));
    QCOMPARE(c.records, qint64(records.size()));
    qInfo("%s: %lld records, %lld by the fast path", qPrintable(QFileInfo(path).fileName()),
          c.records, c.fast);
}

void TestFastDecoder::realWriters()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto written = slipway::test::runPythonFile(QStringLiteral("writeruns.py"), {dir.path()});
    QVERIFY2(written.ok, qPrintable(written.error));
    const QStringList files = eventFiles(dir.path());
    QVERIFY(files.size() >= 6);
    Comparison c;
    for (const QString &path : files) {
        const qint64 before = c.records;
        const qint64 fastBefore = c.fast;
        for (const QByteArray &r : payloads(path)) {
            compareRecord(r.constData(), std::size_t(r.size()), &c);
        }
        qInfo("%s: %lld records, %lld by the fast path",
              qPrintable(QDir(dir.path()).relativeFilePath(path)), c.records - before,
              c.fast - fastBefore);
    }
    QVERIFY2(c.mismatch.isEmpty(), qPrintable(c.mismatch));
    qInfo("real writers: %lld records in %lld files, %lld by the fast path", c.records,
          qint64(files.size()), c.fast);
    // torch's simple_value, new_style and double scalars are all fast-path shapes.
    QVERIFY(c.fast * 2 > c.records);
}

void TestFastDecoder::handMadeRecords_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<bool>("fast"); // whether the fast path must take it

    const QByteArray tag = field(1, "train/loss");
    QTest::newRow("simple_value") << makeEvent(tag + fixed<float>(2, 0.5f, 5)) << true;
    QTest::newRow("simple_value NaN")
        << makeEvent(tag + fixed<float>(2, std::nanf("7"), 5)) << true;
    QTest::newRow("negative step") << makeEvent(tag + fixed<float>(2, 1.f, 5), -3) << true;
    QTest::newRow("empty event") << QByteArray() << true;
    QTest::newRow("file_version") << fixed<double>(1, 1.5, 1) + field(3, "brain.Event:2") << true;
    QTest::newRow("node_name") << makeEvent(field(7, "old/name") + fixed<float>(2, 2.f, 5)) << true;
    QTest::newRow("tag over node_name")
        << makeEvent(field(7, "old") + tag + fixed<float>(2, 2.f, 5)) << true;
    QTest::newRow("float_val packed")
        << makeEvent(tag + scalarsMetadata() +
                     field(8, fieldVarint(1, 1) + shape({}) + field(5, raw(1.25f) + raw(2.f))))
        << true;
    QTest::newRow("float_val unpacked")
        << makeEvent(tag + field(8, fieldVarint(1, 1) + fixed<float>(5, 3.5f, 5))) << true;
    QTest::newRow("double_val") << makeEvent(tag + scalarsMetadata() +
                                             field(8, fieldVarint(1, 2) + field(6, raw(0.1))))
                                << true;
    QTest::newRow("double_val unpacked")
        << makeEvent(tag + field(8, fieldVarint(1, 2) + fixed<double>(6, 0.1, 1))) << true;
    QTest::newRow("tensor_content float")
        << makeEvent(tag + scalarsMetadata("scalars", 1) +
                     field(8, fieldVarint(1, 1) + shape({}) + field(4, raw(4.5f))))
        << true;
    QTest::newRow("tensor_content double")
        << makeEvent(tag + field(8, fieldVarint(1, 2) + shape({1, 1}) + field(4, raw(0.3))))
        << true;
    QTest::newRow("two elements") << makeEvent(tag + field(8, fieldVarint(1, 1) + shape({2}) +
                                                                  field(5, raw(1.f) + raw(2.f))))
                                  << true;
    QTest::newRow("dims -1 x -1") << makeEvent(tag + field(8, fieldVarint(1, 1) + shape({-1, -1}) +
                                                                  field(5, raw(1.f))))
                                  << true;
    QTest::newRow("unknown rank") << makeEvent(tag + field(8, fieldVarint(1, 1) +
                                                                  field(2, fieldVarint(3, 1)) +
                                                                  field(5, raw(1.f))))
                                  << true;
    QTest::newRow("int64_val packed")
        << makeEvent(tag + field(8, fieldVarint(1, 9) + shape({}) + field(10, varint(1000))))
        << true;
    QTest::newRow("int64_val negative unpacked")
        << makeEvent(tag + field(8, fieldVarint(1, 9) + fieldVarint(10, quint64(-5)))) << true;
    QTest::newRow("int_val truncated to int32")
        << makeEvent(tag + field(8, fieldVarint(1, 3) + fieldVarint(7, 0x1ffffffffULL))) << true;
    QTest::newRow("int_val packed")
        << makeEvent(tag + field(8, fieldVarint(1, 3) + field(7, varint(7) + varint(8)))) << true;
    QTest::newRow("int64 tensor_content")
        << makeEvent(tag + field(8, fieldVarint(1, 9) + field(4, raw(qint64(-42))))) << true;
    QTest::newRow("int32 tensor_content")
        << makeEvent(tag + field(8, fieldVarint(1, 3) + field(4, raw(qint32(77))))) << true;
    QTest::newRow("source_metadata")
        << fixed<double>(1, 1.5, 1) + field(3, "brain.Event:2") +
               field(10, field(1, "tensorboard.summary.writer.event_file_writer"))
        << true;
    QTest::newRow("empty tensor") << makeEvent(tag + field(8, fieldVarint(1, 1))) << true;
    QTest::newRow("metadata only (hparams)")
        << makeEvent(tag + scalarsMetadata("hparams", 0)) << true;
    QTest::newRow("display name") << makeEvent(tag + field(9, field(2, "Loss") + field(3, "desc")) +
                                               fixed<float>(2, 1.f, 5))
                                  << true;
    QTest::newRow("several values")
        << fixed<double>(1, 2.0, 1) +
               field(5, field(1, tag + fixed<float>(2, 1.f, 5)) +
                            field(1, field(1, "acc") + fixed<float>(2, 0.9f, 5)))
        << true;
    QTest::newRow("empty summary") << fixed<double>(1, 2.0, 1) + field(5, QByteArray()) << true;

    // Shapes the fast path leaves to the generated code.
    QTest::newRow("utf-8 tag") << makeEvent(field(1, "verlust/\xc3\xa4") + fixed<float>(2, 1.f, 5))
                               << false;
    QTest::newRow("invalid utf-8 tag")
        << makeEvent(field(1, "bad\xff") + fixed<float>(2, 1.f, 5)) << false;
    QTest::newRow("int16 tensor") << makeEvent(tag +
                                               field(8, fieldVarint(1, 5) + field(7, varint(5))))
                                  << false;
    QTest::newRow("float_val in double tensor")
        << makeEvent(tag + field(8, fieldVarint(1, 2) + field(5, raw(1.f)))) << false;
    QTest::newRow("int_val in float tensor")
        << makeEvent(tag + field(8, fieldVarint(1, 1) + fieldVarint(7, 3))) << false;
    QTest::newRow("packed int_val, cut varint")
        << makeEvent(tag + field(8, fieldVarint(1, 3) + field(7, "\x80"))) << false;
    QTest::newRow("image") << makeEvent(tag + field(4, fieldVarint(1, 2))) << false;
    QTest::newRow("session log") << fixed<double>(1, 2.0, 1) + field(7, fieldVarint(1, 1)) << false;
    QTest::newRow("step twice") << makeEvent(tag + fixed<float>(2, 1.f, 5)) + fieldVarint(2, 9)
                                << false;
    QTest::newRow("simple_value twice")
        << makeEvent(tag + fixed<float>(2, 1.f, 5) + fixed<float>(2, 2.f, 5)) << false;
    QTest::newRow("file_version and summary")
        << field(3, "brain.Event:2") + makeEvent(tag + fixed<float>(2, 1.f, 5)) << false;
    QTest::newRow("simple_value and tensor")
        << makeEvent(tag + fixed<float>(2, 1.f, 5) + field(8, fieldVarint(1, 1))) << false;
    QTest::newRow("unknown field")
        << makeEvent(tag + fixed<float>(2, 1.f, 5)) + fieldVarint(15, 1) << false;
    QTest::newRow("truncated") << makeEvent(tag + fixed<float>(2, 1.f, 5)).chopped(2) << false;
    QTest::newRow("packed floats, odd length")
        << makeEvent(tag + field(8, fieldVarint(1, 1) + field(5, "abc"))) << false;
    QTest::newRow("over-long varint")
        << fixed<double>(1, 1.0, 1) + QByteArray("\x10\xff\xff\xff\xff\xff\xff\xff\xff\xff\x7f", 11)
        << false;
    QTest::newRow("not protobuf") << QByteArray("hello, world") << false;
}

void TestFastDecoder::handMadeRecords()
{
    QFETCH(QByteArray, record);
    QFETCH(bool, fast);
    DecodedEvent out;
    QCOMPARE(FastEventDecoder::decode(record.constData(), std::size_t(record.size()), &out), fast);
    Comparison c;
    compareRecord(record.constData(), std::size_t(record.size()), &c);
    QVERIFY2(c.mismatch.isEmpty(), qPrintable(c.mismatch));
    QCOMPARE(c.fast, fast ? 1 : 0);
    // And the decoder everyone uses gives the generated code's answer either way.
    EventDecoder decoder;
    DecodedEvent viaDecode;
    DecodedEvent reference;
    EventDecoder reference_decoder;
    const bool ok = decoder.decode(record.constData(), std::size_t(record.size()), &viaDecode);
    QCOMPARE(ok, reference_decoder.decodeWithProtobuf(record.constData(),
                                                      std::size_t(record.size()), &reference));
    if (ok) {
        QVERIFY2(sameEvent(viaDecode, reference), qPrintable(describe(viaDecode)));
    }
    QCOMPARE(decoder.fallbacks(), fast ? 0 : 1);
}

void TestFastDecoder::decoderUsesFastPath()
{
    // The torch SummaryWriter fixture is all simple_value scalars: no record may fall back.
    const QStringList files = eventFiles(
        slipway::test::sourceDir() + QStringLiteral("/tests/data/tfevents/torch-summarywriter"));
    QVERIFY(!files.isEmpty());
    EventDecoder decoder;
    DecodedEvent out;
    qint64 records = 0;
    for (const QString &path : files) {
        for (const QByteArray &r : payloads(path)) {
            QVERIFY(decoder.decode(r.constData(), std::size_t(r.size()), &out));
            ++records;
        }
    }
    QVERIFY(records > 0);
    QCOMPARE(decoder.fallbacks(), 0);
}

void TestFastDecoder::randomMutations()
{
    // Real records from every fixture, flipped, overwritten, cut and spliced with a fixed seed.
    QList<QByteArray> seeds;
    for (const QString &path :
         eventFiles(slipway::test::sourceDir() + QStringLiteral("/tests/data/tfevents"))) {
        for (const QByteArray &r : payloads(path)) {
            if (seeds.size() < 2000) {
                seeds.append(r);
            }
        }
    }
    QVERIFY(!seeds.isEmpty());
    std::mt19937 random(20261124);
    Comparison c;
    constexpr int kMutations = 300000;
    for (int i = 0; i < kMutations; ++i) {
        QByteArray r = seeds[qsizetype(random() % std::uint32_t(seeds.size()))];
        const int edits = 1 + int(random() % 3);
        for (int e = 0; e < edits && !r.isEmpty(); ++e) {
            const qsizetype at = qsizetype(random() % std::uint32_t(r.size()));
            switch (random() % 5) {
            case 0:
                r[at] = char(r[at] ^ char(1u << (random() % 8)));
                break;
            case 1:
                r[at] = char(random());
                break;
            case 2:
                r.truncate(at);
                break;
            case 3:
                r.insert(at, char(random()));
                break;
            default:
                r.remove(at, 1);
                break;
            }
        }
        compareRecord(r.constData(), std::size_t(r.size()), &c);
        if (!c.mismatch.isEmpty()) {
            break;
        }
    }
    QVERIFY2(c.mismatch.isEmpty(), qPrintable(c.mismatch));
    qInfo("%lld mutated records, %lld taken by the fast path", c.records, c.fast);
    QVERIFY(c.fast > 0); // the comparison did exercise the fast path
}

QTEST_GUILESS_MAIN(TestFastDecoder)
#include "tst_fastdecoder.moc"
