// Every scalar encoding real writers use, produced at test time by the writers themselves
// (torch SummaryWriter and TensorBoard's EventFileWriter from the dev venv, see writeruns.py),
// read by Slipway and compared point for point with TensorBoard's own loader.

#include "events/eventdecoder.h"
#include "events/logdirreader.h"

#include "tbcompare.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>

using namespace slipway::events;

class TestRealWriters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sameAsTensorBoard_data();
    void sameAsTensorBoard();
    void doublesKeepTheirPrecision();
    void metadataOnFirstValueOnly();
    void nonFiniteValuesKept();
    void nonScalarsSkippedAndCounted();
    void restartReplacesRewrittenSteps();
    void tensorFlow2RecordBytes();

private:
    const RunData *run(const QString &name) const;

    QTemporaryDir m_dir;
    std::unique_ptr<LogDirReader> m_reader;
};

const RunData *TestRealWriters::run(const QString &name) const
{
    for (const auto &r : m_reader->runs()) {
        if (r->name() == name) {
            return r.get();
        }
    }
    return nullptr;
}

void TestRealWriters::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const auto written =
        slipway::test::runPythonFile(QStringLiteral("writeruns.py"), {m_dir.path()});
    QVERIFY2(written.ok, qPrintable(written.error));
    m_reader = std::make_unique<LogDirReader>(m_dir.path());
    const auto result = m_reader->update();
    QVERIFY2(result.ok, qPrintable(result.error));
    // Six runs, plus the sub-run torch's add_hparams writes under mixed/.
    QCOMPARE(m_reader->runs().size(), std::size_t(7));
    for (const auto &r : m_reader->runs()) {
        QVERIFY2(r->issues().isEmpty(), qPrintable(r->name()));
        QCOMPARE(r->stats().corruptRecords, 0);
    }
}

void TestRealWriters::sameAsTensorBoard_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name :
         {"torch_simple", "torch_new", "torch_double", "tensor_content", "mixed", "restart"}) {
        QTest::newRow(name) << QString::fromLatin1(name);
    }
}

void TestRealWriters::sameAsTensorBoard()
{
    QFETCH(QString, name);
    const RunData *data = run(name);
    QVERIFY(data);
    QDir dir(m_dir.filePath(name));
    QStringList files;
    for (const QString &file :
         dir.entryList({QStringLiteral("*tfevents*")}, QDir::Files, QDir::Name)) {
        files << dir.filePath(file);
    }
    const QString difference = slipway::test::compareWithTensorBoard(*data, files);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestRealWriters::doublesKeepTheirPrecision()
{
    const ScalarTag *tag = run(QStringLiteral("torch_double"))->tag(QStringLiteral("loss/train"));
    QVERIFY(tag);
    QVERIFY(tag->series.storesDoubles());
    QCOMPARE(tag->series.size(), 300);
    QCOMPARE(tag->series.value(299), 0.1 + 1e-12 * 299);
    QVERIFY(tag->series.value(1) != tag->series.value(2)); // would collapse in float32

    const ScalarTag *newStyle = run(QStringLiteral("torch_new"))->tag(QStringLiteral("loss/train"));
    QVERIFY(!newStyle->series.storesDoubles());
    QCOMPARE(newStyle->pluginName, QStringLiteral("scalars"));
}

void TestRealWriters::metadataOnFirstValueOnly()
{
    const RunData *data = run(QStringLiteral("tensor_content"));
    QCOMPARE(int(data->tags().size()), 3);
    for (const char *name : {"accuracy", "precise", "count"}) {
        const ScalarTag *tag = data->tag(QString::fromLatin1(name));
        QVERIFY2(tag, name);
        QCOMPARE(tag->series.size(), 200);
    }
    QCOMPARE(data->tag(QStringLiteral("precise"))->series.value(10), 1.0 / 3 + 10);
    QCOMPARE(data->tag(QStringLiteral("count"))->series.value(199), 199000.0);
    QCOMPARE(data->tag(QStringLiteral("accuracy"))->series.value(5),
             double(float(std::sin(5 / 7.0) + 1.0 / 8)));
}

void TestRealWriters::nonFiniteValuesKept()
{
    const ScalarTag *tag = run(QStringLiteral("torch_simple"))->tag(QStringLiteral("loss/nan"));
    QVERIFY(tag);
    QCOMPARE(tag->series.size(), 2);
    QVERIFY(std::isnan(tag->series.value(0)));
    QVERIFY(std::isinf(tag->series.value(1)));
}

void TestRealWriters::nonScalarsSkippedAndCounted()
{
    const RunData *data = run(QStringLiteral("mixed"));
    QCOMPARE(data->pointCount(), 20); // tag "loss"
    QCOMPARE(data->stats().skipped.value(QStringLiteral("histogram")), 20);
    QCOMPARE(data->stats().skipped.value(QStringLiteral("image")), 1);
    QCOMPARE(data->stats().skipped.value(QStringLiteral("tensor (text)")), 1);

    // add_hparams writes its metric into a sub-run named after the time.
    const RunData *hparams = nullptr;
    for (const auto &r : m_reader->runs()) {
        if (r->name().startsWith(QStringLiteral("mixed/"))) {
            hparams = r.get();
        }
    }
    QVERIFY(hparams);
    QCOMPARE(hparams->tag(QStringLiteral("hparam/score"))->series.value(0), 1.0);
    QCOMPARE(hparams->stats().skipped.value(QStringLiteral("metadata only")), 3);
}

void TestRealWriters::restartReplacesRewrittenSteps()
{
    const RunData *data = run(QStringLiteral("restart"));
    const ScalarTag *tag = data->tag(QStringLiteral("loss"));
    QCOMPARE(tag->series.size(), 80);
    QCOMPARE(data->stats().replacedPoints, 10);
    QCOMPARE(data->stats().sessionStarts, 1);
    QCOMPARE(tag->series.value(39), 39.0);
    QCOMPARE(tag->series.value(40), 1040.0);
    QCOMPARE(tag->series.value(79), 1079.0);
}

void TestRealWriters::tensorFlow2RecordBytes()
{
    // The payload of a real TensorFlow 2 record for tf.summary.scalar("accuracy", 0.99,
    // step=77), as quoted in TensorBoard's tf_record.rs tests: rank-0 DT_FLOAT tensor_content.
    QByteArray payload = QByteArray::fromHex("09");
    const double wall = 1567808404.0;
    char wallBytes[8];
    std::memcpy(wallBytes, &wall, 8);
    payload.append(wallBytes, 8);
    payload += QByteArray::fromHex("104d2a250a230a08") + QByteArrayLiteral("accuracy") +
               QByteArray::fromHex("420a0801120022"
                                   "04a4707d3f4a0b0a090a07") +
               QByteArrayLiteral("scalars");
    EventDecoder decoder;
    DecodedEvent event;
    QVERIFY(decoder.decode(payload.constData(), std::size_t(payload.size()), &event));
    QCOMPARE(event.step, 77);
    QCOMPARE(event.wallTime, wall);
    QCOMPARE(event.values.size(), std::size_t(1));
    const DecodedValue &value = event.values.front();
    QCOMPARE(QByteArray(value.tag.data(), qsizetype(value.tag.size())), QByteArray("accuracy"));
    QCOMPARE(QByteArray(value.pluginName.data(), qsizetype(value.pluginName.size())),
             QByteArray("scalars"));
    QVERIFY(value.numberKind == NumberKind::Float);
    QCOMPARE(value.number, double(0.99f));
    RunData run;
    run.apply(event);
    QCOMPARE(run.tag(QStringLiteral("accuracy"))->series.value(0), double(0.99f));
}

QTEST_GUILESS_MAIN(TestRealWriters)
#include "tst_realwriters.moc"
