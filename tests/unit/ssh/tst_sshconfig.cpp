#include "ssh/sshconfig.h"
#include "ssh/sshtarget.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using slipway::ssh::SshConfig;
using slipway::ssh::SshTarget;

class TstSshConfig : public QObject
{
    Q_OBJECT

private:
    QString writeConfig(const QByteArray &text)
    {
        const QString path = m_dir.filePath(QStringLiteral("config%1").arg(++m_count));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            return QString();
        }
        file.write(text);
        return path;
    }

    QTemporaryDir m_dir;
    int m_count = 0;

private Q_SLOTS:
    void patterns_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("patterns");
        QTest::addColumn<bool>("matches");
        QTest::newRow("exact") << "login"
                               << "login" << true;
        QTest::newRow("case") << "LOGIN"
                              << "login" << true;
        QTest::newRow("star") << "login3.hpc"
                              << "login*.hpc" << true;
        QTest::newRow("question") << "login3"
                                  << "login?" << true;
        QTest::newRow("question too short") << "login"
                                            << "login?" << false;
        QTest::newRow("list") << "b"
                              << "a,b,c" << true;
        QTest::newRow("negated") << "login9"
                                 << "login*,!login9" << false;
        QTest::newRow("only negation") << "x"
                                       << "!y" << false;
        QTest::newRow("no match") << "other"
                                  << "login*" << false;
    }

    void patterns()
    {
        QFETCH(QString, host);
        QFETCH(QString, patterns);
        QFETCH(bool, matches);
        QCOMPARE(SshConfig::matchesPatternList(host, patterns.split(QLatin1Char(','))), matches);
    }

    void firstValueWinsAndIdentitiesAccumulate()
    {
        const SshConfig config = SshConfig::parse(QStringLiteral("Host cluster\n"
                                                                 "  HostName login1.example.org\n"
                                                                 "  Port=2222\n"
                                                                 "  IdentityFile ~/.ssh/a\n"
                                                                 "Host *\n"
                                                                 "  Port 22\n"
                                                                 "  User = bob\n"
                                                                 "  IdentityFile \"/p q/b\"\n"));
        const auto values = config.lookup(QStringLiteral("cluster"));
        QCOMPARE(values.value(QStringLiteral("hostname")),
                 QStringList{QStringLiteral("login1.example.org")});
        QCOMPARE(values.value(QStringLiteral("port")), QStringList{QStringLiteral("2222")});
        QCOMPARE(values.value(QStringLiteral("user")), QStringList{QStringLiteral("bob")});
        QCOMPARE(values.value(QStringLiteral("identityfile")),
                 (QStringList{QStringLiteral("~/.ssh/a"), QStringLiteral("/p q/b")}));
        QCOMPARE(config.hostAliases(), QStringList{QStringLiteral("cluster")});
    }

    void matchBlocksOtherThanAllDoNotApply()
    {
        const SshConfig config = SshConfig::parse(
            QStringLiteral("Match exec \"false\"\n  User wrong\nMatch all\n  Port 99\n"));
        const auto values = config.lookup(QStringLiteral("h"));
        QVERIFY(!values.contains(QStringLiteral("user")));
        QCOMPARE(values.value(QStringLiteral("port")), QStringList{QStringLiteral("99")});
    }

    void includeFiles()
    {
        const QString included = writeConfig("Host inc\n  HostName included.example.org\n");
        const QString main = writeConfig("Include " + QFile::encodeName(included) + "\n");
        QString error;
        const SshConfig config = SshConfig::load(main, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(config.lookup(QStringLiteral("inc")).value(QStringLiteral("hostname")),
                 QStringList{QStringLiteral("included.example.org")});
    }

    void resolveAlias()
    {
        const QString path = writeConfig("Host cluster\n"
                                         "  HostName login.%h.example.org\n"
                                         "  User alice\n"
                                         "  Port 2222\n"
                                         "  IdentityFile %d/keys/%r_%h\n"
                                         "  IdentitiesOnly yes\n"
                                         "  UserKnownHostsFile /tmp/kh_%h\n"
                                         "  ServerAliveInterval 7\n"
                                         "  ServerAliveCountMax 2\n");
        QString error;
        const std::optional<SshTarget> target =
            SshTarget::resolve(QStringLiteral("cluster"), path, &error);
        QVERIFY2(target, qPrintable(error));
        QCOMPARE(target->hostName, QStringLiteral("login.cluster.example.org"));
        QCOMPARE(target->user, QStringLiteral("alice"));
        QCOMPARE(target->port, 2222);
        QCOMPARE(target->identityFiles,
                 QStringList{QDir::homePath() +
                             QStringLiteral("/keys/alice_login.cluster.example.org")});
        QVERIFY(target->identitiesOnly);
        QCOMPARE(target->knownHostsFiles,
                 QStringList{QStringLiteral("/tmp/kh_login.cluster.example.org")});
        QCOMPARE(target->serverAliveIntervalSeconds, 7);
        QCOMPARE(target->serverAliveCountMax, 2);
        QCOMPARE(target->displayName(), QStringLiteral("alice@login.cluster.example.org:2222"));
    }

    void explicitUserAndPortWin()
    {
        const QString path = writeConfig("Host cluster\n  User alice\n  Port 2222\n");
        QString error;
        const auto target = SshTarget::resolve(QStringLiteral("bob@cluster:2200"), path, &error);
        QVERIFY2(target, qPrintable(error));
        QCOMPARE(target->user, QStringLiteral("bob"));
        QCOMPARE(target->port, 2200);
        QCOMPARE(target->hostName, QStringLiteral("cluster"));
    }

    void ipv6WithPort()
    {
        const QString path = writeConfig("");
        QString error;
        const auto target = SshTarget::resolve(QStringLiteral("u@[::1]:2022"), path, &error);
        QVERIFY2(target, qPrintable(error));
        QCOMPARE(target->hostName, QStringLiteral("::1"));
        QCOMPARE(target->port, 2022);
        QCOMPARE(target->displayName(), QStringLiteral("u@[::1]:2022"));
    }

    void proxyJumpChains()
    {
        const QString path = writeConfig("Host inner\n"
                                         "  HostName 10.0.0.5\n"
                                         "  ProxyJump gw2\n"
                                         "Host gw2\n"
                                         "  HostName gw2.example.org\n"
                                         "  ProxyJump carol@gw1.example.org:2022\n"
                                         "  User dave\n");
        QString error;
        const auto target = SshTarget::resolve(QStringLiteral("me@inner"), path, &error);
        QVERIFY2(target, qPrintable(error));
        QCOMPARE(target->jumps.size(), 2);
        QCOMPARE(target->jumps.at(0).displayName(), QStringLiteral("carol@gw1.example.org:2022"));
        QCOMPARE(target->jumps.at(1).displayName(), QStringLiteral("dave@gw2.example.org"));
        QCOMPARE(target->hostName, QStringLiteral("10.0.0.5"));
    }

    void proxyJumpLoopIsAnError()
    {
        const QString path = writeConfig("Host a\n  ProxyJump b\nHost b\n  ProxyJump a\n");
        QString error;
        QVERIFY(!SshTarget::resolve(QStringLiteral("a"), path, &error));
        QVERIFY2(error.contains(QLatin1String("loop")), qPrintable(error));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << ""
                               << ""
                               << "No host name";
        QTest::newRow("port zero") << "h:0"
                                   << ""
                                   << "not a port number";
        QTest::newRow("port text") << "h:ssh"
                                   << ""
                                   << "not a port number";
        QTest::newRow("port too big") << "h:70000"
                                      << ""
                                      << "not a port number";
        QTest::newRow("no user") << "@h"
                                 << ""
                                 << "no user name";
        QTest::newRow("option-like host") << "-oProxyCommand=x"
                                          << ""
                                          << "not a valid host";
        QTest::newRow("space in host") << "a b"
                                       << ""
                                       << "not a valid host";
        QTest::newRow("newline user") << "a\nb@h"
                                      << ""
                                      << "not a valid user";
        QTest::newRow("unclosed bracket") << "[::1"
                                          << ""
                                          << "never closes";
        QTest::newRow("bad config port") << "h"
                                         << "Host h\n  Port abc\n"
                                         << "port of h";
        QTest::newRow("proxycommand") << "h"
                                      << "Host h\n  ProxyCommand nc %h %p\n"
                                      << "ProxyCommand";
    }

    void badInput()
    {
        QFETCH(QString, host);
        QFETCH(QString, config);
        QFETCH(QString, expected);
        const QString path = writeConfig(config.toUtf8());
        QString error;
        QVERIFY(!SshTarget::resolve(host, path, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void missingConfigFileIsAnError()
    {
        QString error;
        QVERIFY(!SshTarget::resolve(QStringLiteral("h"), m_dir.filePath(QStringLiteral("nope")),
                                    &error));
        QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TstSshConfig)
#include "tst_sshconfig.moc"
