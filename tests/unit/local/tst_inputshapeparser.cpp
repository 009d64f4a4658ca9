#include "localbridge/inputshapeparser.h"

#include <QTest>

using slipway::localbridge::InputShapeParser;

class TestInputShapeParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void goodShapes_data();
    void goodShapes();
    void badShapes_data();
    void badShapes();
};

void TestInputShapeParser::goodShapes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("normalised");
    QTest::newRow("image") << "1x28x28"
                           << "1x28x28";
    QTest::newRow("spaces") << " 3 x 224 x 224 "
                            << "3x224x224";
    QTest::newRow("times sign") << QStringLiteral("3×32×32") << "3x32x32";
    QTest::newRow("vector") << "784"
                            << "784";
    QTest::newRow("two inputs") << "1x8x8, 3"
                                << "1x8x8, 3";
    QTest::newRow("semicolon") << "1x8x8;3"
                               << "1x8x8, 3";
}

void TestInputShapeParser::goodShapes()
{
    QFETCH(QString, text);
    QFETCH(QString, normalised);
    InputShapeParser::Shapes shapes;
    QString error;
    QVERIFY2(InputShapeParser::parse(text, shapes, error), qPrintable(error));
    QCOMPARE(InputShapeParser::format(shapes), normalised);
}

void TestInputShapeParser::badShapes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << "  "
                           << "The input shape is empty";
    QTest::newRow("zero") << "1x0x28"
                          << "\"0\" in the input shape \"1x0x28\"";
    QTest::newRow("negative") << "1x-28x28"
                              << "\"-28\"";
    QTest::newRow("word") << "one x 28"
                          << "\"one\"";
    QTest::newRow("shell") << "1x28x28$(reboot)"
                           << "\"28$(reboot)\"";
    QTest::newRow("quote") << "1x'28'"
                           << "\"'28'\"";
    QTest::newRow("huge") << "1x99999999999999999999"
                          << "between 1 and 16777216";
    QTest::newRow("empty input") << "1x28x28,,3"
                                 << "empty input";
    QTest::newRow("too many dims") << "1x1x1x1x1x1x1x1x1"
                                   << "at most 8";
    QTest::newRow("trailing x") << "1x28x"
                                << "\"\" in the input shape";
}

void TestInputShapeParser::badShapes()
{
    QFETCH(QString, text);
    QFETCH(QString, says);
    InputShapeParser::Shapes shapes;
    QString error;
    QVERIFY(!InputShapeParser::parse(text, shapes, error));
    QVERIFY2(error.contains(says), qPrintable(error));
    QVERIFY(shapes.empty() || !error.isEmpty());
}

QTEST_GUILESS_MAIN(TestInputShapeParser)
#include "tst_inputshapeparser.moc"
