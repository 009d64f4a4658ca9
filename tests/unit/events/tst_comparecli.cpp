// slipwayctl compare: the run table for local log folders with hostile names, written by the
// real event-file writer, beside a real SummaryWriter file from the fixtures: rows, parameters
// from folder names, last/min/max, sorting, top-N, JSON and text, and the errors.

#include "events/eventfilewriter.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

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

const QString kHostile = QStringLiteral("lr=0.01,seed=2 it's $(touch pwned) \"q\" `x`");

} // namespace

class TestCompareCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_sweep;

    void write(const QString &folder, const std::vector<double> &values)
    {
        EventFileWriter writer(m_sweep + u'/' + folder);
        QVERIFY(writer.open());
        for (std::size_t i = 0; i < values.size(); ++i) {
            QVERIFY(writer.addScalar(QStringLiteral("loss"), values[i], qint64(i) * 10));
        }
        QVERIFY(writer.flush());
    }

    QJsonArray json(const QStringList &arguments)
    {
        const Run run = slipwayctl(QStringList{QStringLiteral("compare")} + arguments +
                                   QStringList{QStringLiteral("--json")});
        if (run.exitCode != 0) {
            qWarning().noquote() << run.err;
            return {};
        }
        return QJsonDocument::fromJson(run.out).array();
    }

    static QStringList runs(const QJsonArray &rows)
    {
        QStringList out;
        for (const QJsonValue v : rows) {
            out << v.toObject().value(QStringLiteral("run")).toString();
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_sweep = m_dir.filePath(QStringLiteral("sweep"));
        write(QStringLiteral("lr=0.1,seed=1"), {5, 3, 4});
        write(kHostile, {2, 1, 1.5});
        write(QStringLiteral("plain"), {9, std::nan("")});
        // A real SummaryWriter file (tag strict/foo, no loss).
        const QString real = m_dir.filePath(QStringLiteral("real run"));
        QVERIFY(QDir().mkpath(real));
        const QString source = slipway::test::sourceDir() +
                               QStringLiteral("/tests/data/tfevents/torch-summarywriter/");
        const QStringList files =
            QDir(source).entryList({QStringLiteral("strict_run_1*")}, QDir::Files);
        QCOMPARE(files.size(), 1);
        QVERIFY(QFile::copy(source + files.first(), real + u'/' + files.first()));
    }

    void lastMinMaxAndParameters()
    {
        const QJsonArray rows = json({m_sweep, QStringLiteral("--tag"), QStringLiteral("loss")});
        QCOMPARE(rows.size(), 3);
        const QString hostileRun = QDir::cleanPath(m_sweep) + u'/' + kHostile;
        QVERIFY(runs(rows).contains(hostileRun));
        for (const QJsonValue v : rows) {
            const QJsonObject row = v.toObject();
            const QJsonObject loss = row.value(QStringLiteral("tags"))
                                         .toObject()
                                         .value(QStringLiteral("loss"))
                                         .toObject();
            if (row.value(QStringLiteral("run")).toString() == hostileRun) {
                QCOMPARE(loss.value(QStringLiteral("last")).toDouble(), 1.5);
                QCOMPARE(loss.value(QStringLiteral("min")).toDouble(), 1.0);
                QCOMPARE(loss.value(QStringLiteral("max")).toDouble(), 2.0);
                QCOMPARE(row.value(QStringLiteral("params"))
                             .toObject()
                             .value(QStringLiteral("lr"))
                             .toDouble(),
                         0.01);
            } else if (row.value(QStringLiteral("run"))
                           .toString()
                           .endsWith(QLatin1String("/plain"))) {
                // NaN is the last value, and left out of min and max.
                QVERIFY(loss.value(QStringLiteral("last")).isNull());
                QCOMPARE(loss.value(QStringLiteral("min")).toDouble(), 9.0);
                QCOMPARE(loss.value(QStringLiteral("max")).toDouble(), 9.0);
            } else {
                QCOMPARE(loss.value(QStringLiteral("last")).toDouble(), 4.0);
                QCOMPARE(loss.value(QStringLiteral("min")).toDouble(), 3.0);
                QCOMPARE(loss.value(QStringLiteral("max")).toDouble(), 5.0);
                QCOMPARE(row.value(QStringLiteral("params"))
                             .toObject()
                             .value(QStringLiteral("seed"))
                             .toDouble(),
                         1.0);
            }
        }
        QVERIFY(!QFile::exists(m_sweep + QStringLiteral("/pwned")));
        QVERIFY(!QFile::exists(QStringLiteral("pwned")));
    }

    void sortAndTop()
    {
        const QString real = m_dir.filePath(QStringLiteral("real run"));
        QJsonArray rows = json({m_sweep, real, QStringLiteral("--tag"), QStringLiteral("loss"),
                                QStringLiteral("--sort"), QStringLiteral("loss:min")});
        QStringList names = runs(rows);
        QCOMPARE(names.size(), 4);
        QVERIFY2(names.at(0).endsWith(kHostile) && names.at(1).endsWith(QLatin1String("seed=1")) &&
                     names.at(2).endsWith(QLatin1String("/plain")),
                 qPrintable(names.join(u'\n')));
        // The real run has no loss: null, not a number.
        QCOMPARE(rows.at(3).toObject().value(QStringLiteral("run")).toString(),
                 QDir::cleanPath(real));
        QVERIFY(rows.at(3)
                    .toObject()
                    .value(QStringLiteral("tags"))
                    .toObject()
                    .value(QStringLiteral("loss"))
                    .isNull());

        rows = json({m_sweep, QStringLiteral("--tag"), QStringLiteral("loss"),
                     QStringLiteral("--sort"), QStringLiteral("-loss (max)"),
                     QStringLiteral("--top"), QStringLiteral("2")});
        names = runs(rows);
        QCOMPARE(names.size(), 2);
        QVERIFY2(names.at(0).endsWith(QLatin1String("/plain")) &&
                     names.at(1).endsWith(QLatin1String("seed=1")),
                 qPrintable(names.join(u'\n')));
    }

    void everyTagOfARealFile()
    {
        const Run run =
            slipwayctl({QStringLiteral("compare"), m_dir.filePath(QStringLiteral("real run"))});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(0).startsWith(QLatin1String("Run ")) &&
                     lines.at(0).contains(QLatin1String("strict/foo (last)")) &&
                     lines.at(0).contains(QLatin1String("strict/foo (max)")),
                 qPrintable(lines.at(0)));
        QVERIFY(
            lines.at(1).startsWith(QDir::cleanPath(m_dir.filePath(QStringLiteral("real run")))));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no folder") << QStringList{} << 2 << QStringLiteral("give one or more");
        QTest::newRow("missing folder")
            << QStringList{QStringLiteral("/nonexistent/it's $(x)")} << 1
            << QStringLiteral("/nonexistent/it's $(x) does not exist");
        QTest::newRow("bad sort") << QStringList{QStringLiteral("SWEEP"), QStringLiteral("--sort"),
                                                 QStringLiteral("loss:median")}
                                  << 2 << QStringLiteral("no column \"loss:median\"");
        QTest::newRow("bad top") << QStringList{QStringLiteral("SWEEP"), QStringLiteral("--top"),
                                                QStringLiteral("0")}
                                 << 2 << QStringLiteral("--top takes a whole number");
        QTest::newRow("no event files") << QStringList{QStringLiteral("EMPTY")} << 1
                                        << QStringLiteral("no TensorBoard event files");
    }

    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir empty;
        arguments.replaceInStrings(QStringLiteral("SWEEP"), m_sweep);
        arguments.replaceInStrings(QStringLiteral("EMPTY"), empty.path());
        const Run run = slipwayctl(QStringList{QStringLiteral("compare")} + arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void unknownTagIsSaid()
    {
        const Run run = slipwayctl({QStringLiteral("compare"), m_sweep, QStringLiteral("--tag"),
                                    QStringLiteral("accuracy")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QLatin1String("no run has the tag \"accuracy\"")),
                 qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCompareCli)
#include "tst_comparecli.moc"
