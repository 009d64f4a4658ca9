// slipwayctl events summary / export and slipwayctl plot, run as a user runs them.

#include "events/eventfilewriter.h"
#include "events/scalarexport.h"

#include "rawrecords.h"
#include "testpaths.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <vector>

using namespace slipway::events;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

Run slipwayctl(const QStringList &arguments)
{
    QProcess process;
    process.start(slipway::test::binDir() + QStringLiteral("/slipwayctl"), arguments);
    Run run;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("slipwayctl did not finish");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString fixtures()
{
    return slipway::test::sourceDir() + QStringLiteral("/tests/data/tfevents");
}

} // namespace

class TestEventsCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void summary();
    void exportCsv();
    void exportCentredSmoothing();
    void exportJson();
    void hostileTagsAndFolders();
    void csvField_data();
    void csvField();
    void exportNeutralisesFormulas();
    void exportReportsDamage();
    void invalidUtf8TagsQuiet();
    void badArguments_data();
    void badArguments();
    void plotWritesPng();
};

void TestEventsCli::summary()
{
    const Run run = slipwayctl({QStringLiteral("events"), QStringLiteral("summary"), fixtures()});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(QStringLiteral("4 run(s), 6 file(s)")), qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("run lightning: 1 file(s), 15445 record(s)")));
    QVERIFY(out.contains(QRegularExpression(QStringLiteral("train_loss +7691  49 \\.\\. 384549"))));
    QVERIFY(out.contains(QStringLiteral("run tf1-estimator/eval: 1 file(s), 5 record(s)")));
    QVERIFY(out.contains(QStringLiteral("restarts: 20 point(s) replaced")));
    QVERIFY(out.contains(QStringLiteral("3 metadata only")));
    QVERIFY(out.contains(QStringLiteral("2 graph")));
    QVERIFY(out.contains(QStringLiteral("skipped records: 0 corrupt, 0 byte(s) skipped")));
}

void TestEventsCli::exportCsv()
{
    const Run run = slipwayctl({QStringLiteral("events"), QStringLiteral("export"), fixtures(),
                                QStringLiteral("--format"), QStringLiteral("csv"),
                                QStringLiteral("--tag"), QStringLiteral("^strict/"),
                                QStringLiteral("--smoothing"), QStringLiteral("0.6")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 101);
    QCOMPARE(lines.first(), QByteArray("run,tag,step,wall_time,value,smoothed"));
    QVERIFY2(lines.at(1).startsWith("torch-summarywriter,strict/foo,0,"), lines.at(1).constData());
    // The first smoothed value equals the raw one (TensorBoard's debiasing).
    const QList<QByteArray> first = lines.at(1).split(',');
    QCOMPARE(first.at(4), first.at(5));
    QCOMPARE(lines.last().split(',').at(2), QByteArray("495"));
}

// --smoothing-method centred: the smoothed column is the centred moving average over the
// weight's span (0.6: 4 points, grown to 5), computed here from the exported values.
void TestEventsCli::exportCentredSmoothing()
{
    const Run run = slipwayctl({QStringLiteral("events"), QStringLiteral("export"), fixtures(),
                                QStringLiteral("--format"), QStringLiteral("csv"),
                                QStringLiteral("--tag"), QStringLiteral("^strict/foo$"),
                                QStringLiteral("--smoothing"), QStringLiteral("0.6"),
                                QStringLiteral("--smoothing-method"), QStringLiteral("centred")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QList<QByteArray> lines = run.out.trimmed().split('\n');
    lines.removeFirst();
    QVERIFY(lines.size() > 10);
    std::vector<double> values;
    std::vector<double> smoothed;
    for (const QByteArray &line : std::as_const(lines)) {
        const QList<QByteArray> fields = line.split(',');
        values.push_back(fields.at(4).toDouble());
        smoothed.push_back(fields.at(5).toDouble());
    }
    for (std::size_t i = 2; i + 2 < values.size(); ++i) {
        const double mean =
            (values[i - 2] + values[i - 1] + values[i] + values[i + 1] + values[i + 2]) / 5.0;
        QVERIFY2(std::abs(smoothed[i] - mean) <= 1e-9 * std::max(1.0, std::abs(mean)),
                 qPrintable(QString::number(i)));
    }
}

void TestEventsCli::exportJson()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("out.json"));
    const Run run = slipwayctl({QStringLiteral("events"), QStringLiteral("export"), fixtures(),
                                QStringLiteral("--format"), QStringLiteral("json"),
                                QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonArray runs = root.value(QStringLiteral("runs")).toArray();
    QCOMPARE(runs.size(), 4);
    qint64 points = 0;
    for (const QJsonValue &r : runs) {
        for (const QJsonValue &t : r.toObject().value(QStringLiteral("tags")).toArray()) {
            const QJsonObject tag = t.toObject();
            const qsizetype n = tag.value(QStringLiteral("steps")).toArray().size();
            QCOMPARE(tag.value(QStringLiteral("values")).toArray().size(), n);
            QCOMPARE(tag.value(QStringLiteral("wall_times")).toArray().size(), n);
            points += n;
        }
    }
    // Every point is exported: 100 + 360 + 400 (after the restart) + 799 + 1 + 15440 (lightning
    // logs tag "epoch" twice at one step; the later point is kept).
    QCOMPARE(points, 100 + 360 + 400 + 799 + 1 + 15440);
}

void TestEventsCli::hostileTagsAndFolders()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString runName = QStringLiteral("run \"$(touch pwned)\" `id`, ü");
    EventFileWriter writer(dir.filePath(runName));
    QVERIFY(writer.open());
    const QString tag = QStringLiteral("loss,\"quoted\"\nnext line $(id)");
    QVERIFY(writer.addScalar(tag, 0.25, 3));
    writer.close();
    const Run csv = slipwayctl({QStringLiteral("events"), QStringLiteral("export"), dir.path(),
                                QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(csv.exitCode == 0, qPrintable(csv.err));
    const QByteArray expected =
        "\"run \"\"$(touch pwned)\"\" `id`, ü\",\"loss,\"\"quoted\"\"\nnext "
        "line $(id)\",3,";
    QVERIFY2(csv.out.contains(expected), csv.out.constData());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("pwned"))));
    const Run json = slipwayctl({QStringLiteral("events"), QStringLiteral("export"), dir.path(),
                                 QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const QJsonObject run =
        QJsonDocument::fromJson(json.out).object().value(QStringLiteral("runs"))[0].toObject();
    QCOMPARE(run.value(QStringLiteral("name")).toString(), runName);
    const QJsonObject tagObject = run.value(QStringLiteral("tags"))[0].toObject();
    QCOMPARE(tagObject.value(QStringLiteral("name")).toString(), tag);
    QCOMPARE(tagObject.value(QStringLiteral("values"))[0].toDouble(), 0.25);
}

void TestEventsCli::csvField_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("field");
    QTest::newRow("plain") << QStringLiteral("train/loss") << QByteArray("train/loss");
    QTest::newRow("empty") << QString() << QByteArray();
    QTest::newRow("comma") << QStringLiteral("a,b") << QByteArray("\"a,b\"");
    QTest::newRow("equals") << QStringLiteral("=1+2") << QByteArray("\"'=1+2\"");
    QTest::newRow("plus") << QStringLiteral("+1") << QByteArray("\"'+1\"");
    QTest::newRow("minus") << QStringLiteral("-1") << QByteArray("\"'-1\"");
    QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QByteArray("\"'@SUM(A1)\"");
    QTest::newRow("tab") << QStringLiteral("\t=1") << QByteArray("\"'\t=1\"");
    QTest::newRow("carriage return") << QStringLiteral("\r=1") << QByteArray("\"'\r=1\"");
    QTest::newRow("formula with quotes")
        << QStringLiteral("=HYPERLINK(\"u\")") << QByteArray("\"'=HYPERLINK(\"\"u\"\")\"");
    QTest::newRow("equals later") << QStringLiteral("a=b") << QByteArray("a=b");
    QTest::newRow("leading NUL") << QString(QChar(0)) + QStringLiteral("=") << QByteArray("\0=", 2);
}

// The CSV text field of core/events, shared by slipwayctl and the Plots page's export.
void TestEventsCli::csvField()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, field);
    QCOMPARE(slipway::events::csvField(text), field);
}

// OWASP's advice against CSV injection: a run or tag name a spreadsheet would take for a
// formula gets a single quote in front and is quoted; numbers stay numbers; JSON keeps names.
void TestEventsCli::exportNeutralisesFormulas()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString runName = QStringLiteral("=cmd|' /C calc'!A0");
    EventFileWriter writer(dir.filePath(runName));
    QVERIFY(writer.open());
    const QStringList tags{QStringLiteral("=HYPERLINK(\"http://x\",\"y\")"),
                           QStringLiteral("+1+1"),
                           QStringLiteral("-2+3"),
                           QStringLiteral("@SUM(A1)"),
                           QStringLiteral("\tx"),
                           QStringLiteral("\rx"),
                           QStringLiteral("loss")};
    for (const QString &tag : tags) {
        QVERIFY(writer.addScalar(tag, -1.5, 4));
    }
    writer.close();
    const Run csv = slipwayctl({QStringLiteral("events"), QStringLiteral("export"), dir.path(),
                                QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(csv.exitCode == 0, qPrintable(csv.err));
    const QByteArray run = "\"'=cmd|' /C calc'!A0\",";
    const QList<QByteArray> expected{
        run + "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",4,",
        run + "\"'+1+1\",4,",
        run + "\"'-2+3\",4,",
        run + "\"'@SUM(A1)\",4,",
        run + "\"'\tx\",4,",
        run + "\"'\rx\",4,",
        run + "loss,4,",
    };
    for (const QByteArray &line : expected) {
        QVERIFY2(csv.out.contains(QByteArray("\n" + line)), line.constData());
    }
    // Values are numbers, negative ones included: not quoted, no quote added.
    QVERIFY2(csv.out.contains(",-1.5\n"), csv.out.constData());
    QVERIFY(!csv.out.contains("'-1.5"));
    const Run json = slipwayctl({QStringLiteral("events"), QStringLiteral("export"), dir.path(),
                                 QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const QJsonObject runObject =
        QJsonDocument::fromJson(json.out).object().value(QStringLiteral("runs"))[0].toObject();
    QCOMPARE(runObject.value(QStringLiteral("name")).toString(), runName);
    QCOMPARE(runObject.value(QStringLiteral("tags"))[0][QStringLiteral("name")].toString(),
             tags.first());
}

// export writes data on stdout, and says on stderr what summary lists as problems: the
// damaged records it left out, with their file and byte.
void TestEventsCli::exportReportsDamage()
{
    using slipway::test::frameHeader;
    using slipway::test::frameRecord;
    using slipway::test::scalarEvent;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("clean")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("damaged")));
    QByteArray bytes = frameRecord(slipway::test::fileVersionEvent(13));
    qsizetype damagedAt = 0;
    qsizetype forgedAt = 0;
    for (int step = 0; step < 10; ++step) {
        if (step == 4) {
            damagedAt = bytes.size();
        }
        if (step == 7) {
            forgedAt = bytes.size();
            bytes += frameHeader(quint64(900) << 20); // a forged length, checksum valid
        }
        bytes += frameRecord(scalarEvent(QByteArrayLiteral("loss"), float(step), step));
    }
    bytes[damagedAt + 20] = char(bytes.at(damagedAt + 20) ^ 0x10);
    QFile damaged(dir.filePath(QStringLiteral("damaged/events.out.tfevents.1.x")));
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    QCOMPARE(damaged.write(bytes), bytes.size());
    damaged.close();
    QFile clean(dir.filePath(QStringLiteral("clean/events.out.tfevents.1.x")));
    QVERIFY(clean.open(QIODevice::WriteOnly));
    const QByteArray cleanBytes = frameRecord(slipway::test::fileVersionEvent(13)) +
                                  frameRecord(scalarEvent(QByteArrayLiteral("loss"), 1.0f, 1));
    QCOMPARE(clean.write(cleanBytes), cleanBytes.size());
    clean.close();

    const Run good = slipwayctl({QStringLiteral("events"), QStringLiteral("export"),
                                 dir.filePath(QStringLiteral("clean")), QStringLiteral("--format"),
                                 QStringLiteral("csv")});
    QVERIFY2(good.exitCode == 0, qPrintable(good.err));
    QVERIFY2(good.err.isEmpty(), qPrintable(good.err));

    const Run run = slipwayctl({QStringLiteral("events"), QStringLiteral("export"), dir.path(),
                                QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    // The good records are exported: 1 clean point, 9 of the damaged run's 10.
    QCOMPARE(run.out.trimmed().split('\n').size(), 1 + 1 + 9);
    QVERIFY2(run.err.contains(QStringLiteral("slipwayctl events export: run damaged: problem: "
                                             "events.out.tfevents.1.x at byte %1: ")
                                  .arg(damagedAt)),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("events.out.tfevents.1.x at byte %1: The record "
                                             "claims %2 bytes")
                                  .arg(forgedAt)
                                  .arg(quint64(900) << 20)),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("skipped records: 2 corrupt")), qPrintable(run.err));
    QVERIFY(!run.err.contains(QStringLiteral("run clean")));
    // summary reports the same problems.
    const Run summary =
        slipwayctl({QStringLiteral("events"), QStringLiteral("summary"), dir.path()});
    QVERIFY2(summary.exitCode == 0, qPrintable(summary.err));
    QVERIFY(summary.out.contains(
        QStringLiteral("problem: events.out.tfevents.1.x at byte %1: ").arg(damagedAt).toUtf8()));
}

// A tag that is not UTF-8 makes no noise on stderr (protobuf used to print raw errors there);
// summary names the file once.
void TestEventsCli::invalidUtf8TagsQuiet()
{
    using slipway::test::frameRecord;
    using slipway::test::scalarEvent;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray bytes = frameRecord(slipway::test::fileVersionEvent(13));
    for (int step = 0; step < 5; ++step) {
        bytes += frameRecord(scalarEvent(QByteArrayLiteral("bad\xff\xfe"), 0.5f, step));
    }
    QFile file(dir.filePath(QStringLiteral("events.out.tfevents.1.x")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();
    const Run summary =
        slipwayctl({QStringLiteral("events"), QStringLiteral("summary"), dir.path()});
    QVERIFY2(summary.exitCode == 0, qPrintable(summary.err));
    QVERIFY2(summary.err.isEmpty(), qPrintable(summary.err));
    const QString out = QString::fromUtf8(summary.out);
    QVERIFY2(out.contains(QStringLiteral("bad\uFFFD\uFFFD")), qPrintable(out));
    QCOMPARE(out.count(QStringLiteral("not valid UTF-8")), 1);
    QVERIFY(out.contains(QStringLiteral("1 scalar tag(s), 5 point(s)")));
    const Run csv = slipwayctl({QStringLiteral("events"), QStringLiteral("export"), dir.path(),
                                QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(csv.exitCode == 0, qPrintable(csv.err));
    QCOMPARE(csv.err.count(QStringLiteral("not valid UTF-8")), 1);
    QVERIFY(!csv.err.contains(QStringLiteral("libprotobuf")));
    QCOMPARE(csv.out.trimmed().split('\n').size(), 6);
}

void TestEventsCli::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString f = fixtures();
    const QString e = QStringLiteral("events");
    const QString x = QStringLiteral("export");
    const QString fmt = QStringLiteral("--format");
    QTest::newRow("bad regex") << QStringList{e,
                                              x,
                                              f,
                                              fmt,
                                              QStringLiteral("csv"),
                                              QStringLiteral("--tag"),
                                              QStringLiteral("loss(")}
                               << 2 << QStringLiteral("not a valid regular expression");
    QTest::newRow("bad smoothing") << QStringList{e,
                                                  x,
                                                  f,
                                                  fmt,
                                                  QStringLiteral("csv"),
                                                  QStringLiteral("--smoothing"),
                                                  QStringLiteral("1.5")}
                                   << 2 << QStringLiteral("--smoothing takes a weight");
    QTest::newRow("bad smoothing method")
        << QStringList{e,
                       x,
                       f,
                       fmt,
                       QStringLiteral("csv"),
                       QStringLiteral("--smoothing"),
                       QStringLiteral("0.5"),
                       QStringLiteral("--smoothing-method"),
                       QStringLiteral("median")}
        << 2 << QStringLiteral("--smoothing-method is ema, time or centred, not \"median\"");
    QTest::newRow("bad format") << QStringList{e, x, f, fmt, QStringLiteral("xml")} << 2
                                << QStringLiteral("--format csv|json");
    QTest::newRow("no match") << QStringList{e,
                                             x,
                                             f,
                                             fmt,
                                             QStringLiteral("csv"),
                                             QStringLiteral("--tag"),
                                             QStringLiteral("^nope$")}
                              << 1 << QStringLiteral("no scalar tag matches '^nope$'");
    QTest::newRow("missing") << QStringList{e, QStringLiteral("summary"),
                                            QStringLiteral("/nonexistent/logs")}
                             << 1 << QStringLiteral("/nonexistent/logs does not exist.");
    QTest::newRow("remote, bad ssh config")
        << QStringList{e, QStringLiteral("summary"), QStringLiteral("-F"),
                       QStringLiteral("/nonexistent/ssh_config"),
                       QStringLiteral("cluster:/scratch/logs")}
        << 1
        << QStringLiteral("The SSH configuration file /nonexistent/ssh_config does not exist.");
    QTest::newRow("no event files")
        << QStringList{e, QStringLiteral("summary"),
                       slipway::test::sourceDir() + QStringLiteral("/core/events")}
        << 1 << QStringLiteral("no TensorBoard event files");
    QTest::newRow("unknown sub-command") << QStringList{e, QStringLiteral("frobnicate")} << 2
                                         << QStringLiteral("unknown sub-command 'frobnicate'");
    QTest::newRow("plot bad axis")
        << QStringList{QStringLiteral("plot"),  f,
                       QStringLiteral("--out"), QStringLiteral("/tmp/x.png"),
                       QStringLiteral("--x"),   QStringLiteral("epoch")}
        << 2 << QStringLiteral("--x takes step, relative or wall");
}

void TestEventsCli::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const Run run = slipwayctl(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestEventsCli::plotWritesPng()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("loss.png"));
    const Run run =
        slipwayctl({QStringLiteral("plot"), fixtures(), QStringLiteral("--tag"),
                    QStringLiteral("loss"), QStringLiteral("--out"), out, QStringLiteral("--width"),
                    QStringLiteral("800"), QStringLiteral("--height"), QStringLiteral("500")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains("Wrote"));
    // An independent PNG decoder (QtGui's) reads it back.
    const QImage image(out);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(800, 500));
    // The first series' colour (0x4e79a7) is drawn somewhere in the plot area.
    int coloured = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 90; x < image.width(); ++x) {
            if ((image.pixel(x, y) & 0xffffff) == 0x4e79a7u) {
                ++coloured;
            }
        }
    }
    QVERIFY2(coloured > 100, qPrintable(QString::number(coloured)));
}

QTEST_GUILESS_MAIN(TestEventsCli)
#include "tst_eventscli.moc"
