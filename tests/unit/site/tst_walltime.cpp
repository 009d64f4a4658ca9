// Wall-clock limits in the forms Slurm, PBS Pro and Cobalt accept.

#include "site/walltime.h"

#include <QTest>

using namespace slipway;

class TestWalltime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("seconds");
        QTest::newRow("minutes") << QStringLiteral("30") << qint64(1800);
        QTest::newRow("mm:ss") << QStringLiteral("5:30") << qint64(330);
        QTest::newRow("hh:mm:ss") << QStringLiteral("01:00:00") << qint64(3600);
        QTest::newRow("long hours") << QStringLiteral("30:00:00") << qint64(108000);
        QTest::newRow("d-hh") << QStringLiteral("2-12") << qint64(216000);
        QTest::newRow("d-hh:mm (seed)") << QStringLiteral("0-03:00") << qint64(10800);
        QTest::newRow("d-hh:mm:ss") << QStringLiteral("7-00:00:00") << qint64(604800);
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(qint64, seconds);
        const auto parsed = site::walltime::parse(text);
        QVERIFY2(parsed.has_value(), qPrintable(text));
        QCOMPARE(*parsed, seconds);
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("words") << QStringLiteral("one hour");
        QTest::newRow("minutes over 59") << QStringLiteral("01:75:00");
        QTest::newRow("hours over 23 after days") << QStringLiteral("1-25:00");
        QTest::newRow("injection") << QStringLiteral("01:00:00; rm -rf ~");
        QTest::newRow("negative") << QStringLiteral("-1");
    }
    void rejects()
    {
        QFETCH(QString, text);
        QVERIFY(!site::walltime::parse(text).has_value());
    }

    void format()
    {
        QCOMPARE(site::walltime::formatSlurm(3600), QStringLiteral("01:00:00"));
        QCOMPARE(site::walltime::formatSlurm(604800), QStringLiteral("7-00:00:00"));
        QCOMPARE(site::walltime::formatHours(108000), QStringLiteral("30:00:00"));
        QCOMPARE(site::walltime::describe(604800), QStringLiteral("7 days"));
        QCOMPARE(site::walltime::describe(5400), QStringLiteral("1 h 30 min"));
    }
};

QTEST_GUILESS_MAIN(TestWalltime)
#include "tst_walltime.moc"
