#include "clusterenv.h"
#include "testpaths.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

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

    // The PIDs of the server-side sshd processes that serve the connection of the local process
    // `clientPid` (the cluster runs on this machine, so `ss` sees both ends).
    static QStringList serverPidsOf(qint64 clientPid)
    {
        QProcess ss;
        ss.start(QStringLiteral("ss"), {QStringLiteral("-tnpH")});
        ss.waitForFinished(10000);
        const QStringList lines = QString::fromUtf8(ss.readAllStandardOutput()).split(u'\n');
        QString clientPort;
        for (const QString &line : lines) {
            if (line.contains(QStringLiteral("pid=%1,").arg(clientPid))) {
                const QStringList cols = line.simplified().split(u' ');
                if (cols.size() >= 5) {
                    clientPort = cols.at(3).section(u':', -1);
                }
            }
        }
        QStringList pids;
        static const QRegularExpression pidRe(QStringLiteral(R"(pid=(\d+))"));
        for (const QString &line : lines) {
            const QStringList cols = line.simplified().split(u' ');
            if (!clientPort.isEmpty() && cols.size() >= 6 &&
                cols.at(4).section(u':', -1) == clientPort &&
                line.contains(QStringLiteral("\"sshd"))) {
                for (auto it = pidRe.globalMatch(line); it.hasNext();) {
                    pids << it.next().captured(1);
                }
            }
        }
        return pids;
    }

private Q_SLOTS:
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
            runCtl({QStringLiteral("ssh"), QStringLiteral("--timeout"), QStringLiteral("5"),
                    QStringLiteral("-F"), m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                    m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")), QStringLiteral("--"),
                    QStringLiteral("echo started; sleep 40")},
                   &out, &err);
        QCOMPARE(code, 255);
        QCOMPARE(out, QByteArray("started\n"));
        QVERIFY2(err.contains("did not finish within 5 s"), err.constData());
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

    // The connection dies under a streaming command (`tail -f`): that is what is said, with
    // what to do, not that the command was stopped by a signal.
    void lostConnectionIsSaidSo()
    {
        QProcess p;
        p.start(QStringLiteral("setsid"),
                {ctl(), QStringLiteral("ssh"), QStringLiteral("-F"),
                 m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                 m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")), QStringLiteral("--"),
                 QStringLiteral("echo started; tail -f /dev/null")});
        QVERIFY(p.waitForStarted());
        QByteArray out;
        QVERIFY(QTest::qWaitFor(
            [&] {
                out += p.readAllStandardOutput();
                return out.contains("started\n");
            },
            20000));
        // setsid execs slipwayctl in the same process.
        const QStringList pids = serverPidsOf(p.processId());
        QVERIFY2(!pids.isEmpty(), "no sshd process found for slipwayctl's connection");
        for (const QString &pid : pids) {
            ::kill(pid_t(pid.toLongLong()), SIGKILL);
        }
        QVERIFY(p.waitForFinished(30000));
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitCode(), 255);
        QVERIFY2(err.contains("was lost while the command ran"), err.constData());
        QVERIFY2(err.contains("Connect again"), err.constData());
        QVERIFY2(!err.contains("signal"), err.constData());
    }

    // A command that is itself killed by a signal is still reported as such.
    void commandKilledBySignalIsSaidSo()
    {
        QByteArray out;
        QByteArray err;
        const int code = runCtl({QStringLiteral("ssh"), QStringLiteral("-F"),
                                 m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                                 m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                                 QStringLiteral("--"), QStringLiteral("kill -KILL $$")},
                                &out, &err);
        QCOMPARE(code, 255);
        QVERIFY2(err.contains("stopped by a signal"), err.constData());
        QVERIFY2(!err.contains("was lost"), err.constData());
    }

    // A key the server refuses, and no terminal for the password it then asks: the refused key
    // is what is said, with what to do.
    void refusedKeyWithoutTerminal()
    {
        QTemporaryDir dir;
        const QString key = dir.filePath(QStringLiteral("id_refused"));
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), QString(), QStringLiteral("-f"), key});
        QVERIFY(keygen.waitForFinished(30000));
        QCOMPARE(keygen.exitCode(), 0);
        const QString config = dir.filePath(QStringLiteral("config"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("Host refused\n  HostName 127.0.0.1\n  Port %1\n  User %2\n"
                                  "  IdentityFile %3\n  IdentitiesOnly yes\n"
                                  "  UserKnownHostsFile %4\n  GlobalKnownHostsFile /dev/null\n")
                       .arg(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")),
                            m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER")), key,
                            m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_KNOWN_HOSTS")))
                       .toUtf8());
        file.close();
        QByteArray out;
        QByteArray err;
        const int code =
            runCtl({QStringLiteral("ssh"), QStringLiteral("-F"), config, QStringLiteral("refused"),
                    QStringLiteral("--"), QStringLiteral("true")},
                   &out, &err);
        QCOMPARE(code, 255);
        QVERIFY2(err.contains(QByteArray("refused the key " + key.toUtf8())), err.constData());
        QVERIFY2(err.contains(".ssh/authorized_keys"), err.constData());
        QVERIFY2(err.contains(QByteArray("ssh-copy-id -i " + key.toUtf8() + ".pub")),
                 err.constData());
        QVERIFY2(!err.contains("needs an answer"), err.constData());
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
