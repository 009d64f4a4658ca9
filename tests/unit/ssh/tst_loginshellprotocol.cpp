#include "ssh/loginshellprotocol.h"

#include <QProcess>
#include <QTest>

using slipway::ssh::LoginShellProtocol;

// The framing is checked against a real bash reading its commands from a pipe, as the login
// node's shell does; the network is the only part left out.
class TstLoginShellProtocol : public QObject
{
    Q_OBJECT

private:
    static QByteArray allBytes(int repeat)
    {
        QByteArray bytes;
        for (int r = 0; r < repeat; ++r) {
            for (int i = 0; i < 256; ++i) {
                bytes.append(static_cast<char>(i));
            }
        }
        return bytes;
    }

private slots:
    void parserAcrossChunkBoundaries()
    {
        const QByteArray id = LoginShellProtocol::newId();
        const QByteArray out = "partial line without newline";
        const QByteArray stream = out + '\n' + id + " 42\n" + "next";
        LoginShellProtocol::Parser parser;
        parser.expect(id);
        for (const char c : stream) { // one byte at a time: markers split everywhere
            parser.addStdout(QByteArray(1, c));
        }
        QVERIFY(!parser.isComplete());
        parser.addStderr("err\n\n" + id + '\n');
        QVERIFY(parser.isComplete());
        const auto frame = parser.take();
        QVERIFY(frame);
        QCOMPARE(frame->standardOutput, out);
        QCOMPARE(frame->standardError, QByteArray("err\n"));
        QCOMPARE(frame->exitCode, 42);
    }

    void idsAreUnique()
    {
        QVERIFY(LoginShellProtocol::newId() != LoginShellProtocol::newId());
        QCOMPARE(LoginShellProtocol::newId().size(), 7 + 32);
    }

    void realBashRoundTrip_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("stdoutExpected");
        QTest::addColumn<QByteArray>("stderrExpected");
        QTest::addColumn<int>("exitCode");

        const QString hostile = QStringLiteral("it's \"quoted\" \\ $(date) `id` $HOME ; | & \n"
                                               "newline\ttab ünïcödé %s %% ' '' \\'");
        QTest::newRow("hostile text")
            << QStringLiteral("printf '%s' ") + QStringLiteral("'") +
                   QString(hostile).replace(QLatin1String("'"), QLatin1String("'\\''")) +
                   QStringLiteral("'")
            << QByteArray() << hostile.toUtf8() << QByteArray() << 0;
        QTest::newRow("every byte through stdin")
            << QStringLiteral("cat") << allBytes(4) << allBytes(4) << QByteArray() << 0;
        QTest::newRow("every byte to stderr")
            << QStringLiteral("cat >&2; exit 3") << allBytes(2) << QByteArray() << allBytes(2) << 3;
        QTest::newRow("no final newline")
            << QStringLiteral("printf abc; printf def >&2") << QByteArray() << QByteArray("abc")
            << QByteArray("def") << 0;
        QTest::newRow("exit does not end the shell")
            << QStringLiteral("exit 7") << QByteArray() << QByteArray() << QByteArray() << 7;
        QTest::newRow("syntax error") << QStringLiteral("if then fi (") << QByteArray()
                                      << QByteArray() << QByteArray("*") << 2;
        QTest::newRow("stdin is not the shell's")
            << QStringLiteral("cat") << QByteArray() << QByteArray() << QByteArray() << 0;
        QTest::newRow("fake end marker")
            << QStringLiteral("printf '\\nSLIPWAY00 0\\n'") << QByteArray()
            << QByteArray("\nSLIPWAY00 0\n") << QByteArray() << 0;
    }

    void realBashRoundTrip()
    {
        QFETCH(QString, command);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, stdoutExpected);
        QFETCH(QByteArray, stderrExpected);
        QFETCH(int, exitCode);

        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("-s")});
        QVERIFY(bash.waitForStarted());
        const QByteArray readyId = LoginShellProtocol::newId();
        const QByteArray id = LoginShellProtocol::newId();
        bash.write(LoginShellProtocol::setupScript(readyId));
        bash.write(LoginShellProtocol::request(id, command, input));
        // A second request proves the shell survived the first one.
        const QByteArray id2 = LoginShellProtocol::newId();
        bash.write(LoginShellProtocol::request(id2, QStringLiteral("echo alive"), QByteArray()));
        bash.closeWriteChannel();
        QVERIFY(bash.waitForFinished(20000));

        LoginShellProtocol::Parser parser;
        parser.expect(readyId);
        parser.addStdout(bash.readAllStandardOutput());
        parser.addStderr(bash.readAllStandardError());
        QVERIFY(parser.take());
        parser.expect(id);
        const auto frame = parser.take();
        QVERIFY(frame);
        QCOMPARE(frame->standardOutput, stdoutExpected);
        if (stderrExpected == "*") {
            QVERIFY(!frame->standardError.isEmpty());
        } else {
            QCOMPARE(frame->standardError, stderrExpected);
        }
        QCOMPARE(frame->exitCode, exitCode);
        parser.expect(id2);
        const auto second = parser.take();
        QVERIFY(second);
        QCOMPARE(second->standardOutput, QByteArray("alive\n"));
    }
};

QTEST_GUILESS_MAIN(TstLoginShellProtocol)
#include "tst_loginshellprotocol.moc"
