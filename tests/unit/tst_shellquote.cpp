// Quoting is checked the only way that counts: a real shell must hand the word back unchanged.

#include "common/commandrunner.h"
#include "common/shellquote.h"

#include <QFile>
#include <QProcess>
#include <QTest>

using slipway::shellJoin;
using slipway::shellQuote;

class TestShellQuote : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plainWordsStayReadable();
    void hostileWordsRoundTrip_data();
    void hostileWordsRoundTrip();
    void everyByteRoundTrips();
    void joinKeepsWordsApart();

private:
    static QByteArray echoThroughShell(const QString &shell, const QString &commandLine);
};

QByteArray TestShellQuote::echoThroughShell(const QString &shell, const QString &commandLine)
{
    QProcess process;
    process.start(shell, {QStringLiteral("-c"), commandLine});
    if (!process.waitForFinished(10000) || process.exitCode() != 0) {
        return "<shell failed: " + process.readAllStandardError() + '>';
    }
    return process.readAllStandardOutput();
}

void TestShellQuote::plainWordsStayReadable()
{
    QCOMPARE(shellQuote(QStringLiteral("train.py")), QStringLiteral("train.py"));
    QCOMPARE(shellQuote(QStringLiteral("/home/alice/runs/a-1,b=2")),
             QStringLiteral("/home/alice/runs/a-1,b=2"));
    QCOMPARE(shellQuote(QString()), QStringLiteral("''"));
    QCOMPARE(shellQuote(QStringLiteral("it's")), QStringLiteral("'it'\\''s'"));
}

void TestShellQuote::hostileWordsRoundTrip_data()
{
    QTest::addColumn<QString>("word");
    QTest::newRow("space") << QStringLiteral("my run");
    QTest::newRow("single quote") << QStringLiteral("it's");
    QTest::newRow("double quote") << QStringLiteral("say \"hi\"");
    QTest::newRow("command substitution") << QStringLiteral("$(touch /tmp/slipway-pwned)");
    QTest::newRow("backticks") << QStringLiteral("`id`");
    QTest::newRow("variables") << QStringLiteral("$HOME ${PATH} $1 $@ $$");
    QTest::newRow("newlines") << QStringLiteral("line one\nline two\n");
    QTest::newRow("glob") << QStringLiteral("* ? [a-z] ~root");
    QTest::newRow("operators") << QStringLiteral("a; b && c || d | e > f < g & h");
    QTest::newRow("backslashes") << QStringLiteral("\\ \\\\ \\' \\n");
    QTest::newRow("non-ascii") << QStringLiteral("Lösung – 训练 🚀");
    QTest::newRow("leading dash") << QStringLiteral("-rf");
    QTest::newRow("only quotes") << QStringLiteral("''''");
}

void TestShellQuote::hostileWordsRoundTrip()
{
    QFETCH(QString, word);
    const QString line = QStringLiteral("printf '%s' ") + shellQuote(word);
    for (const QString &shell : {QStringLiteral("bash"), QStringLiteral("sh")}) {
        QCOMPARE(QString::fromUtf8(echoThroughShell(shell, line)), word);
    }
    QVERIFY(!QFile::exists(QStringLiteral("/tmp/slipway-pwned")));
}

void TestShellQuote::everyByteRoundTrips()
{
    // Every byte but NUL (which no argument can hold), as raw bytes, not as text.
    QByteArray bytes;
    for (int b = 1; b < 256; ++b) {
        bytes.append(char(b));
    }
    const QString word = QString::fromLatin1(bytes);
    const QByteArray out =
        echoThroughShell(QStringLiteral("bash"), QStringLiteral("printf '%s' ") + shellQuote(word));
    QCOMPARE(QString::fromUtf8(out), word);
}

void TestShellQuote::joinKeepsWordsApart()
{
    const QStringList words{QStringLiteral("a b"), QString(), QStringLiteral("c'd"),
                            QStringLiteral("$(x)")};
    const QByteArray out = echoThroughShell(QStringLiteral("bash"),
                                            QStringLiteral("printf '[%s]' ") + shellJoin(words));
    QCOMPARE(out, QByteArray("[a b][][c'd][$(x)]"));
}

QTEST_GUILESS_MAIN(TestShellQuote)
#include "tst_shellquote.moc"
