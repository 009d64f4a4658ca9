// EventFileWriter: what it writes is read back by TensorBoard's own loader from the dev venv.

#include "events/eventfilewriter.h"

#include "pythonrunner.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace slipway::events;

namespace {

// Prints one JSON object per event as TensorBoard's EventFileLoader sees it.
const char *const kLoadScript = R"PY(
import json, math, sys
from tensorboard.backend.event_processing import event_file_loader
from tensorboard.util import tensor_util
def number(x):
    return x if math.isfinite(x) else repr(x)  # JSON has no NaN
out = []
for event in event_file_loader.EventFileLoader(sys.argv[1]).Load():
    item = {"wall_time": event.wall_time, "step": event.step, "what": event.WhichOneof("what")}
    if event.HasField("file_version"):
        item["file_version"] = event.file_version
    if event.HasField("session_log"):
        item["status"] = int(event.session_log.status)
    if event.HasField("summary"):
        item["values"] = [{"tag": v.tag, "plugin": v.metadata.plugin_data.plugin_name,
                           "value": number(float(tensor_util.make_ndarray(v.tensor).item()))}
                          for v in event.summary.value]
    out.append(item)
print(json.dumps(out))
)PY";

} // namespace

class TestEventFileWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fileNameLikeTensorBoard();
    void tensorBoardReadsWhatItWrites();
    void hostileTagsRoundTrip();
    void openFailsClearly();
};

void TestEventFileWriter::fileNameLikeTensorBoard()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    EventFileWriter first(dir.filePath(QStringLiteral("run a")));
    EventFileWriter second(dir.filePath(QStringLiteral("run a")));
    QString error;
    QVERIFY2(first.open(&error), qPrintable(error));
    QVERIFY2(second.open(&error), qPrintable(error));
    const QString name = QFileInfo(first.filePath()).fileName();
    static const QRegularExpression pattern(
        QStringLiteral("^events\\.out\\.tfevents\\.\\d{10}\\..+\\.\\d+\\.\\d+$"));
    QVERIFY2(pattern.match(name).hasMatch(), qPrintable(name));
    QVERIFY(first.filePath() != second.filePath());
    // A header-only file: one 40-odd byte file_version record.
    QVERIFY(QFileInfo(first.filePath()).size() > 12 + 4);
}

void TestEventFileWriter::tensorBoardReadsWhatItWrites()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    EventFileWriter writer(dir.path());
    QString error;
    QVERIFY2(writer.open(&error), qPrintable(error));
    const int count = 3000; // more than the 64 KiB buffer
    for (int i = 0; i < count; ++i) {
        QVERIFY(writer.addScalar(QStringLiteral("train/loss"), 1.0 / (i + 1), i, 1700000000.0 + i));
    }
    QVERIFY(writer.addScalar(QStringLiteral("val/nan"), std::nan(""), 7, 1700000100.5));
    QVERIFY(writer.addSessionLog(SessionStatus::Start, 8, 1700000101.0));
    QVERIFY(writer.flush());

    const auto result =
        slipway::test::runPython(QString::fromUtf8(kLoadScript), {writer.filePath()});
    QVERIFY2(result.ok, qPrintable(result.error));
    const QJsonArray events = QJsonDocument::fromJson(result.out).array();
    QCOMPARE(events.size(), count + 3);
    QCOMPARE(events.at(0).toObject().value(QStringLiteral("file_version")).toString(),
             QStringLiteral("brain.Event:2"));
    for (int i = 0; i < count; ++i) {
        const QJsonObject event = events.at(i + 1).toObject();
        QCOMPARE(event.value(QStringLiteral("step")).toInteger(), i);
        QCOMPARE(event.value(QStringLiteral("wall_time")).toDouble(), 1700000000.0 + i);
        const QJsonObject value = event.value(QStringLiteral("values")).toArray().at(0).toObject();
        QCOMPARE(value.value(QStringLiteral("tag")).toString(), QStringLiteral("train/loss"));
        // TensorBoard's compat layer turns simple_value into a `scalars` tensor.
        QCOMPARE(value.value(QStringLiteral("plugin")).toString(), QStringLiteral("scalars"));
        QCOMPARE(value.value(QStringLiteral("value")).toDouble(), double(float(1.0 / (i + 1))));
    }
    const QJsonObject nanValue =
        events.at(count + 1).toObject().value(QStringLiteral("values")).toArray().at(0).toObject();
    QCOMPARE(nanValue.value(QStringLiteral("tag")).toString(), QStringLiteral("val/nan"));
    QCOMPARE(nanValue.value(QStringLiteral("value")).toString(), QStringLiteral("nan"));
    const QJsonObject last = events.at(count + 2).toObject();
    QCOMPARE(last.value(QStringLiteral("what")).toString(), QStringLiteral("session_log"));
    QCOMPARE(last.value(QStringLiteral("status")).toInt(), 1);
    QCOMPARE(last.value(QStringLiteral("step")).toInteger(), 8);
}

void TestEventFileWriter::hostileTagsRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString logDir = dir.filePath(QStringLiteral("it's $(rm -rf x) `y` \"z\" ü"));
    EventFileWriter writer(logDir);
    QString error;
    QVERIFY2(writer.open(&error), qPrintable(error));
    const QStringList tags{QStringLiteral("loss/'quoted'"), QStringLiteral("$(date) `id`"),
                           QStringLiteral("line\nbreak"), QStringLiteral("Verlust/ü/λ/日本")};
    for (int i = 0; i < tags.size(); ++i) {
        QVERIFY(writer.addScalar(tags.at(i), i, i));
    }
    writer.close();
    const auto result =
        slipway::test::runPython(QString::fromUtf8(kLoadScript),
                                 {QDir(logDir).entryInfoList(QDir::Files).constFirst().filePath()});
    QVERIFY2(result.ok, qPrintable(result.error));
    const QJsonArray events = QJsonDocument::fromJson(result.out).array();
    QCOMPARE(events.size(), tags.size() + 1);
    for (int i = 0; i < tags.size(); ++i) {
        const QJsonObject value =
            events.at(i + 1).toObject().value(QStringLiteral("values")).toArray().at(0).toObject();
        QCOMPARE(value.value(QStringLiteral("tag")).toString(), tags.at(i));
    }
}

void TestEventFileWriter::openFailsClearly()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A regular file where the log folder should be.
    const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    EventFileWriter writer(blocker + QStringLiteral("/run"));
    QString error;
    QVERIFY(!writer.open(&error));
    QVERIFY2(error.contains(QStringLiteral("Cannot create the log folder")), qPrintable(error));
    QVERIFY(!writer.addScalar(QStringLiteral("loss"), 1.0, 0));
    QCOMPARE(writer.errorString(), QStringLiteral("The event file is not open."));
}

QTEST_GUILESS_MAIN(TestEventFileWriter)
#include "tst_eventfilewriter.moc"
