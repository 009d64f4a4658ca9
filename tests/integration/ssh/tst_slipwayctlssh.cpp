#include "clusterenv.h"
#include "testpaths.h"

#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

// `slipwayctl ssh` and `slipwayctl tunnel` as a script would use them.
class TstSlipwayctlSsh : public QObject
{
    Q_OBJECT

private:
    QMap<QString, QString> m_env;

    QString ctl() const { return slipway::test::binDir() + QStringLiteral("/slipwayctl"); }

    // Runs slipwayctl without a controlling terminal (setsid), so a needed prompt must fail.
    int runCtl(const QStringList &args, QByteArray *out, QByteArray *err,
               const QByteArray &input = QByteArray())
    {
        QProcess p;
        p.start(QStringLiteral("setsid"), QStringList{ctl()} + args);
        if (!p.waitForStarted()) {
            return -1000;
        }
        p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(60000)) {
            p.kill();
            return -1001;
        }
        *out = p.readAllStandardOutput();
        *err = p.readAllStandardError();
        return p.exitCode();
    }

private slots:
    void initTestCase()
    {
        m_env = slipway::test::clusterEnv();
        REQUIRE_CLUSTER(m_env);
    }

    void runsAndKeepsStreamsApart()
    {
        QByteArray out;
        QByteArray err;
        const int code =
            runCtl({QStringLiteral("ssh"), QStringLiteral("-F"),
                    m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                    m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")), QStringLiteral("--"),
                    QStringLiteral("printf 'o\\0x'; printf e >&2; exit 9")},
                   &out, &err);
        QCOMPARE(code, 9);
        QCOMPARE(out, QByteArray("o\0x", 3));
        QCOMPARE(err, QByteArray("e"));
    }

    // Output shows while the command runs, as with ssh (`tail -f`, a long build).
    void printsOutputAsItComes()
    {
        QProcess p;
        p.start(QStringLiteral("setsid"),
                {ctl(), QStringLiteral("ssh"), QStringLiteral("-F"),
                 m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                 m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")), QStringLiteral("--"),
                 QStringLiteral("echo first; echo warn >&2; sleep 6; echo second")});
        QVERIFY(p.waitForStarted());
        QByteArray out;
        QVERIFY(QTest::qWaitFor(
            [&] {
                out += p.readAllStandardOutput();
                return out.contains("first\n");
            },
            20000));
        // "first" arrived while the remote command still sleeps.
        QCOMPARE(p.state(), QProcess::Running);
        QVERIFY(!out.contains("second"));
        QVERIFY(p.waitForFinished(30000));
        out += p.readAllStandardOutput();
        QCOMPARE(out, QByteArray("first\nsecond\n"));
        QCOMPARE(p.readAllStandardError(), QByteArray("warn\n"));
        QCOMPARE(p.exitCode(), 0);
    }

    void timeoutStopsTheCommand()
    {
        QByteArray out;
        QByteArray err;
        const int code =
            runCtl({QStringLiteral("ssh"), QStringLiteral("--timeout"), QStringLiteral("2"),
                    QStringLiteral("-F"), m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                    m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")), QStringLiteral("--"),
                    QStringLiteral("echo started; sleep 40")},
                   &out, &err);
        QCOMPARE(code, 255);
        QCOMPARE(out, QByteArray("started\n"));
        QVERIFY2(err.contains("did not finish within 2 s"), err.constData());
    }

    void forwardsStdinWhenAsked()
    {
        QByteArray out;
        QByteArray err;
        QByteArray input;
        for (int i = 0; i < 256; ++i) {
            input.append(static_cast<char>(i));
        }
        const int code =
            runCtl({QStringLiteral("ssh"), QStringLiteral("--stdin"), QStringLiteral("-F"),
                    m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                    m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")), QStringLiteral("--"),
                    QStringLiteral("cat")},
                   &out, &err, input);
        QCOMPARE(code, 0);
        QCOMPARE(out, input);
    }

    void userAtHostPortWithPromptAndNoTerminalFails()
    {
        // An empty known_hosts via -F: the host is unknown, and without a terminal the
        // question is an error at once, not a hang.
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("config"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Host *\n  UserKnownHostsFile " +
                   QFile::encodeName(dir.filePath(QStringLiteral("kh"))) +
                   "\n  GlobalKnownHostsFile /dev/null\n  IdentityFile " +
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_KEY")).toUtf8() + "\n");
        file.close();
        QByteArray out;
        QByteArray err;
        const QString host = QStringLiteral("%1@127.0.0.1:%2")
                                 .arg(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER")),
                                      m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")));
        const int code = runCtl({QStringLiteral("ssh"), QStringLiteral("-F"), config, host,
                                 QStringLiteral("--"), QStringLiteral("true")},
                                &out, &err);
        QCOMPARE(code, 255);
        QVERIFY2(err.contains("no terminal"), err.constData());
    }

    void badInputIsAUsageError()
    {
        QByteArray out;
        QByteArray err;
        QCOMPARE(runCtl({QStringLiteral("ssh"), QStringLiteral("host:99999"), QStringLiteral("--"),
                         QStringLiteral("true")},
                        &out, &err),
                 2);
        QVERIFY2(err.contains("not a port number"), err.constData());
        QCOMPARE(runCtl({QStringLiteral("tunnel"), QStringLiteral("host"),
                         QStringLiteral("--remote"), QStringLiteral("nocolon")},
                        &out, &err),
                 2);
        QVERIFY2(err.contains("HOST:PORT"), err.constData());
    }

    void tunnelForwardsUntilStopped_data()
    {
        QTest::addColumn<bool>("givenPort");
        QTest::newRow("random free port") << false;
        QTest::newRow("--local PORT") << true;
    }

    void tunnelForwardsUntilStopped()
    {
        QFETCH(bool, givenPort);
        QStringList args{QStringLiteral("tunnel"),
                         QStringLiteral("-F"),
                         m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                         m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                         QStringLiteral("--remote"),
                         QStringLiteral("127.0.0.1:%1")
                             .arg(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")))};
        quint16 wanted = 0;
        if (givenPort) {
            // A port that was free a moment ago.
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            wanted = probe.serverPort();
            probe.close();
            args << QStringLiteral("--local") << QString::number(wanted);
        }
        QProcess tunnel;
        tunnel.start(ctl(), args);
        QVERIFY(tunnel.waitForStarted());
        QByteArray out;
        QVERIFY(QTest::qWaitFor(
            [&] {
                out += tunnel.readAllStandardOutput();
                return out.contains("Forwarding 127.0.0.1:");
            },
            30000));
        const QByteArray after = out.mid(out.indexOf("127.0.0.1:") + 10);
        const int port = after.left(after.indexOf(' ')).toInt();
        QVERIFY(port > 0);
        if (givenPort) {
            QCOMPARE(port, int(wanted));
        }
        // The forwarded port reaches the login node's sshd, which greets first.
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(port));
        QVERIFY(socket.waitForConnected(5000));
        QVERIFY(QTest::qWaitFor([&] { return socket.bytesAvailable() > 0; }, 10000));
        QVERIFY(socket.readAll().startsWith("SSH-2.0-OpenSSH"));
        tunnel.terminate();
        QVERIFY(tunnel.waitForFinished(10000));
        QCOMPARE(tunnel.exitStatus(), QProcess::NormalExit);
        QCOMPARE(tunnel.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TstSlipwayctlSsh)
#include "tst_slipwayctlssh.moc"
