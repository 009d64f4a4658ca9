#include "ssh/loginshellprotocol.h"

#include <QProcess>
#include <QSet>
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

private Q_SLOTS:
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
    void canRunInPlace_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("inPlace");
        // Plain commands: no fork needed.
        QTest::newRow("true") << QStringLiteral("true") << true;
        QTest::newRow("squeue") << QStringLiteral("squeue --me -h -o '%i %T'") << true;
        QTest::newRow("and-or") << QStringLiteral("test -e 'a b' && echo yes || echo no") << true;
        QTest::newRow("pipe") << QStringLiteral("cat /etc/hostname | wc -c") << true;
        QTest::newRow("redirect") << QStringLiteral("ls /nope 2>&1 >/dev/null") << true;
        QTest::newRow("substitution") << QStringLiteral("echo $(date +%s) \"$HOME\"") << true;
        QTest::newRow("script path") << QStringLiteral("./train.sh --epochs 3") << true;
        QTest::newRow("if") << QStringLiteral("if test -d x; then echo d; fi") << true;
        // Anything that could change the shell: a subshell, as before.
        const QStringList stateful = {
            QStringLiteral("cd /tmp"),
            QStringLiteral("exit 3"),
            QStringLiteral("e'x'it 3"),
            QStringLiteral("\"exit\" 3"),
            QStringLiteral("e\\xit 3"),
            QStringLiteral("x=1"),
            QStringLiteral("FOO=bar env"),
            QStringLiteral("export PATH"),
            QStringLiteral("set -e"),
            QStringLiteral("shopt -s nullglob"),
            QStringLiteral("trap 'echo' EXIT"),
            QStringLiteral("exec >/tmp/x"),
            QStringLiteral(". ~/.bashrc"),
            QStringLiteral("source env/bin/activate"),
            QStringLiteral("module load PyTorch"),
            QStringLiteral("echo ok; ml PyTorch"),
            QStringLiteral("echo $((i++))"),
            QStringLiteral("[[ i++ -eq 0 ]]"),
            QStringLiteral("[[ i-- -eq 0 ]]"),
            QStringLiteral("f() { :; }"),
            QStringLiteral("(cd /tmp)"),
            QStringLiteral("sleep 5 &"),
            QStringLiteral("read line"),
            QStringLiteral("for f in a b; do echo $f; done"),
            QStringLiteral("printf -v x %s y"),
            QStringLiteral("umask 077"),
            QStringLiteral("command cd /"),
            QStringLiteral("$cmd arg"),
            QStringLiteral("echo a; `which cd` /"),
            QStringLiteral("if $x; then :; fi"),
            QStringLiteral("echo \u00fcn\u00efc\u00f6d\u00e9"),
        };
        for (const QString &command : stateful) {
            QTest::newRow(qPrintable(command)) << command << false;
        }
    }

    void canRunInPlace()
    {
        QFETCH(QString, command);
        QFETCH(bool, inPlace);
        const QSet<QString> functions = {QStringLiteral("module"), QStringLiteral("ml")};
        QCOMPARE(LoginShellProtocol::canRunInPlace(command, functions), inPlace);
    }

    void inPlaceRoundTripInRealBash()
    {
        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("-s")});
        QVERIFY(bash.waitForStarted());
        const qint64 bashPid = bash.processId();
        const QByteArray readyId = LoginShellProtocol::newId();
        bash.write("myfunc() { :; }\n"); // as a login script would define one
        bash.write(LoginShellProtocol::setupScript(readyId));
        struct Case
        {
            QString command;
            QByteArray out;
            QByteArray err;
            int exitCode;
            QByteArray id;
        };
        QList<Case> cases = {
            {QStringLiteral("printf abc; printf def >&2"), "abc", "def", 0, {}},
            {QStringLiteral("false"), "", "", 1, {}},
            {QStringLiteral("ls /nonexistent-slipway"), "", "*", 2, {}},
            {QStringLiteral("echo \"[$1][$#]\""), "[][0]\n", "", 0, {}},
            {QStringLiteral("cat"), "", "", 0, {}}, // stdin is not the shell's
            {QStringLiteral("printf '\\nSLIPWAY00 0\\n'"), "\nSLIPWAY00 0\n", "", 0, {}},
            {QStringLiteral("if then fi"), "", "*", 2, {}},
            {QStringLiteral("echo alive"), "alive\n", "", 0, {}},
        };
        for (Case &c : cases) {
            QVERIFY2(LoginShellProtocol::canRunInPlace(c.command, {}), qPrintable(c.command));
            c.id = LoginShellProtocol::newId();
            bash.write(LoginShellProtocol::request(c.id, c.command, QByteArray(), true));
        }
        // The last request proves nothing above ended or changed the shell: $$ is the same.
        const QByteArray pidId = LoginShellProtocol::newId();
        bash.write(
            LoginShellProtocol::request(pidId, QStringLiteral("echo $$"), QByteArray(), true));
        bash.closeWriteChannel();
        QVERIFY(bash.waitForFinished(20000));

        LoginShellProtocol::Parser parser;
        parser.expect(readyId);
        parser.addStdout(bash.readAllStandardOutput());
        parser.addStderr(bash.readAllStandardError());
        const auto ready = parser.take();
        QVERIFY(ready);
        QVERIFY(LoginShellProtocol::functionNames(ready->standardOutput, readyId)
                    .contains(QStringLiteral("myfunc")));
        for (const Case &c : std::as_const(cases)) {
            parser.expect(c.id);
            const auto frame = parser.take();
            QVERIFY2(frame, qPrintable(c.command));
            QCOMPARE(frame->standardOutput, c.out);
            if (c.err == "*") {
                QVERIFY(!frame->standardError.isEmpty());
            } else {
                QCOMPARE(frame->standardError, c.err);
            }
            QCOMPARE(frame->exitCode, c.exitCode);
        }
        parser.expect(pidId);
        const auto pid = parser.take();
        QVERIFY(pid);
        QCOMPARE(pid->standardOutput.trimmed().toLongLong(), bashPid);
    }
};

QTEST_GUILESS_MAIN(TstLoginShellProtocol)
#include "tst_loginshellprotocol.moc"
