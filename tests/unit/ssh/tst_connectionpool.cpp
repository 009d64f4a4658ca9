#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"

#include "common/commandrunner.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using slipway::CommandRequest;
using slipway::CommandResult;
using slipway::ssh::ConnectionPool;
using slipway::ssh::SshConnection;
using slipway::ssh::SshState;
using slipway::ssh::SshTarget;

// The pool is what lets every page share one login per cluster: these tests hold it to that
// (same name and config -> same connection; another config or target -> another one) on real
// configuration files, without a server.
class TstConnectionPool : public QObject
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
    void sameHostSameConnection()
    {
        const QString config = writeConfig("Host cluster\n  HostName 127.0.0.1\n  Port 2\n"
                                           "  User alice\n");
        ConnectionPool pool(nullptr);
        QSignalSpy added(&pool, &ConnectionPool::connectionAdded);
        QString error;
        SshConnection *first = pool.connection(QStringLiteral("cluster"), config, &error);
        QVERIFY2(first, qPrintable(error));
        QCOMPARE(first->target().hostName, QStringLiteral("127.0.0.1"));
        QCOMPARE(first->target().port, 2);
        QCOMPARE(first->target().user, QStringLiteral("alice"));
        QCOMPARE(first->state(), SshState::Disconnected);
        QCOMPARE(pool.connection(QStringLiteral("cluster"), config), first);
        QCOMPARE(pool.find(QStringLiteral("cluster"), config), first);
        QCOMPARE(added.count(), 1);

        // The same alias through another config file is another cluster.
        const QString other = writeConfig("Host cluster\n  HostName 127.0.0.2\n  Port 3\n");
        SshConnection *second = pool.connection(QStringLiteral("cluster"), other);
        QVERIFY(second);
        QVERIFY(second != first);
        QCOMPARE(second->target().hostName, QStringLiteral("127.0.0.2"));
        QCOMPARE(pool.keys().size(), 2);
        QVERIFY(pool.keys().contains(ConnectionPool::key(QStringLiteral("cluster"), other)));
    }

    void badHostIsAnError()
    {
        ConnectionPool pool(nullptr);
        QString error;
        QVERIFY(!pool.connection(QStringLiteral("alice@"), QString(), &error));
        QVERIFY2(!error.isEmpty(), "an unusable host argument must say why");
        QVERIFY(!pool.runner(QStringLiteral("alice@"), QString(), &error));
        QVERIFY(pool.keys().isEmpty());
    }

    void explicitTargetReplacesOnlyWhenDifferent()
    {
        const QString config = writeConfig("Host c\n  HostName 127.0.0.1\n  Port 2\n");
        ConnectionPool pool(nullptr);
        SshConnection *made = pool.connection(QStringLiteral("c"), config);
        QVERIFY(made);
        SshTarget same = made->target();
        QCOMPARE(pool.connection(QStringLiteral("c"), config, same), made);

        SshTarget withKey = same;
        withKey.identityFiles.prepend(m_dir.filePath(QStringLiteral("id_ed25519")));
        QPointer<SshConnection> old(made);
        SshConnection *replaced = pool.connection(QStringLiteral("c"), config, withKey);
        QVERIFY(replaced);
        QVERIFY(old.isNull()); // the old connection is gone, not leaked
        QCOMPARE(replaced->target().identityFiles.first(), withKey.identityFiles.first());
    }

    void runnerIsSharedAndFailsPlainly()
    {
        // Nothing listens on port 1 of 127.0.0.1: the runner's command fails with a reason,
        // it does not hang.
        const QString config = writeConfig("Host dead\n  HostName 127.0.0.1\n  Port 1\n"
                                           "  ConnectTimeout 5\n");
        ConnectionPool pool(nullptr);
        slipway::CommandRunner *runner = pool.runner(QStringLiteral("dead"), config);
        QVERIFY(runner);
        QCOMPARE(pool.runner(QStringLiteral("dead"), config), runner);
        pool.connection(QStringLiteral("dead"), config)->setAutoReconnect(false);
        QFuture<CommandResult> future = runner->run(CommandRequest{QStringLiteral("true"), {}, 0});
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 20000);
        const CommandResult result = future.result();
        QVERIFY(!result.ran());
        QVERIFY2(!result.error.isEmpty(), "a failed connection must explain itself");

        QPointer<slipway::CommandRunner> guard(runner);
        pool.remove(QStringLiteral("dead"), config);
        QVERIFY(guard.isNull());
        QVERIFY(!pool.find(QStringLiteral("dead"), config));
    }
};

QTEST_GUILESS_MAIN(TstConnectionPool)
#include "tst_connectionpool.moc"
