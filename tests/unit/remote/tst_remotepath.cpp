// RemotePath parsing, and the TensorBoard scripts run through a real local bash with hostile
// values (nothing may run from them) and their answers parsed.

#include "common/shellquote.h"
#include "remote/remotepath.h"
#include "remote/tensorboardscripts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/types.h>

using namespace slipway;
using namespace slipway::remote;

class TstRemotePath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("remote");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("path");
        QTest::newRow("alias") << "cluster:/scratch/logs" << true << "cluster"
                               << "/scratch/logs";
        QTest::newRow("user@host") << "me@login.example.org:runs" << true << "me@login.example.org"
                                   << "runs";
        QTest::newRow("port") << "me@host:2222:~/runs" << true << "me@host:2222"
                              << "~/runs";
        QTest::newRow("numeric path") << "host:123" << true << "host"
                                      << "123";
        QTest::newRow("v6") << "[::1]:2222:/logs" << true << "[::1]:2222"
                            << "/logs";
        QTest::newRow("home") << "host:" << true << "host"
                              << "~";
        QTest::newRow("colons in path") << "host:/a:b c" << true << "host"
                                        << "/a:b c";
        QTest::newRow("absolute local") << "/tmp/a:b" << false << ""
                                        << "";
        QTest::newRow("relative local") << "./a:b" << false << ""
                                        << "";
        QTest::newRow("plain") << "logs" << false << ""
                               << "";
        QTest::newRow("bad host") << "a b:c" << false << ""
                                  << "";
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, remote);
        QFETCH(QString, host);
        QFETCH(QString, path);
        const std::optional<RemotePath> parsed = RemotePath::parse(text);
        QCOMPARE(parsed.has_value(), remote);
        if (parsed) {
            QCOMPARE(parsed->host, host);
            QCOMPARE(parsed->path, path);
        }
    }

    void existingLocalPathWins()
    {
        QTemporaryDir dir;
        QVERIFY(QDir::setCurrent(dir.path()));
        QVERIFY(QDir().mkdir(QStringLiteral("host:logs")));
        QVERIFY(!RemotePath::parse(QStringLiteral("host:logs")));
    }

    void parseStartAnswers()
    {
        using tensorboardscripts::parseStart;
        using Kind = tensorboardscripts::StartAnswer::Kind;
        auto a = parseStart("module noise\nSLIPWAY_TB STARTED 4242 31337\n/home/u/my logs\n"
                            "/home/u/.cache/slipway/tensorboard/0123456789abcdef\n");
        QCOMPARE(a.kind, Kind::Started);
        QCOMPARE(a.pid, 4242);
        QCOMPARE(a.port, 31337);
        QCOMPARE(a.folder, QStringLiteral("/home/u/my logs"));
        QCOMPARE(a.stateBase,
                 QStringLiteral("/home/u/.cache/slipway/tensorboard/0123456789abcdef"));
        QCOMPARE(parseStart("SLIPWAY_TB REUSED 7 6006\n/x\n/s\n").kind, Kind::Reused);
        QCOMPARE(parseStart("SLIPWAY_TB NOSUCH\n").kind, Kind::NoSuchFolder);
        QCOMPARE(parseStart("SLIPWAY_TB SETUPFAILED\n").kind, Kind::SetupFailed);
        QCOMPARE(parseStart("SLIPWAY_TB NOTFOUND\n").kind, Kind::NotFound);
        QCOMPARE(parseStart("SLIPWAY_TB STARTED 1 6006\n/x\n/s\n").kind, Kind::Unknown); // pid 1
        QCOMPARE(parseStart("SLIPWAY_TB STARTED 5 99999\n/x\n/s\n").kind, Kind::Unknown);
        QCOMPARE(parseStart("SLIPWAY_TB STARTED 5 6006\n").kind, Kind::Unknown);
        QCOMPARE(parseStart("echo SLIPWAY_TB STARTED 5 6006\n/x\n/s\n").kind, Kind::Unknown);
        QCOMPARE(parseStart("").kind, Kind::Unknown);
    }

    void hostileFolderRunsNothing()
    {
        // The start script, run by a real bash with HOME in a temporary folder: a hostile folder
        // name that does not exist is reported as missing, and nothing in it runs.
        QTemporaryDir home;
        const QString hostile =
            QStringLiteral("x'; touch PWNED; ' $(touch PWNED) `touch PWNED` \"$(touch PWNED)\"");
        QProcess bash;
        bash.setWorkingDirectory(home.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"),
                   {QStringLiteral("-c"),
                    tensorboardscripts::startScript(hostile, QStringLiteral("tb; touch PWNED"),
                                                    QString(), 600)});
        QVERIFY(bash.waitForFinished(30000));
        QCOMPARE(bash.readAllStandardOutput(), QByteArray("SLIPWAY_TB NOSUCH\n"));
        QVERIFY(!QFile::exists(home.filePath(QStringLiteral("PWNED"))));

        // The folder exists: the program name is one word, not shell code, so it is not found.
        QVERIFY(QDir(home.path()).mkpath(hostile));
        bash.start(QStringLiteral("bash"),
                   {QStringLiteral("-c"),
                    tensorboardscripts::startScript(hostile, QStringLiteral("tb; touch PWNED"),
                                                    QString(), 600)});
        QVERIFY(bash.waitForFinished(30000));
        QCOMPARE(bash.readAllStandardOutput(), QByteArray("SLIPWAY_TB NOTFOUND\n"));
        QVERIFY(!QFile::exists(home.filePath(QStringLiteral("PWNED"))));
        QVERIFY(!QFile::exists(home.filePath(hostile + QStringLiteral("/PWNED"))));
        // The state folder was made private.
        QCOMPARE(QFile::permissions(home.filePath(QStringLiteral(".cache/slipway/tensorboard"))) &
                     (QFileDevice::ReadGroup | QFileDevice::ReadOther),
                 QFileDevice::Permissions());
    }

    // The address a job's TensorBoard wrote, read through a local bash: missing, malformed
    // (nothing runs from it) and present but not answering yet.
    void jobAddressFile()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const auto read = [&](const QString &file) {
            QProcess bash;
            bash.start(QStringLiteral("bash"),
                       {QStringLiteral("-c"), tensorboardscripts::jobAddressScript(file)});
            return bash.waitForFinished(30000) ? bash.readAllStandardOutput() : QByteArray();
        };
        const QString file = home.filePath(QStringLiteral("a 'b'/.slipway-tensorboard-7"));
        QCOMPARE(read(file), QByteArray("NOFILE\n"));
        QVERIFY(QDir().mkpath(QFileInfo(file).path()));
        const auto write = [&](const QByteArray &text) {
            QFile f(file);
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        QVERIFY(write("$(touch " + home.filePath(QStringLiteral("PWNED")).toUtf8() + ") 80\n"));
        QCOMPARE(read(file), QByteArray("NOFILE\n"));
        QVERIFY(!QFile::exists(home.filePath(QStringLiteral("PWNED"))));
        QVERIFY(write("node12 notaport\n"));
        QCOMPARE(read(file), QByteArray("NOFILE\n"));
        // A port nothing listens on (a moment ago free).
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        QVERIFY(write("127.0.0.1 " + QByteArray::number(port) + '\n'));
        const tensorboardscripts::JobAddress waiting =
            tensorboardscripts::parseJobAddress(read(file));
        QVERIFY(waiting.found);
        QVERIFY(!waiting.answers);
        QCOMPARE(waiting.host, QStringLiteral("127.0.0.1"));
        QCOMPARE(waiting.port, int(port));
        QVERIFY(probe.listen(QHostAddress::LocalHost, port));
        QVERIFY(tensorboardscripts::parseJobAddress(read(file)).answers);
        QVERIFY(!tensorboardscripts::parseJobAddress("NOFILE\n").found);
    }

    // The watchdog beside a started server: while the lease is renewed the server runs; once
    // nobody renews it, the server's process group is stopped and its state removed. The
    // "server" is a stand-in program with the same command line as tensorboard.
    void watchdogStopsAServerWhoseLeaseRanOut()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString bin = home.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        QFile fake(bin + QStringLiteral("/fake-tensorboard"));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/bash\nwhile :; do sleep 0.2; done\n");
        fake.close();
        QVERIFY(fake.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                    QFileDevice::ExeOwner));
        const QString logs = home.filePath(QStringLiteral("logs 'a' $(b)"));
        QVERIFY(QDir().mkpath(logs));

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("PATH"),
                   bin + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
        const auto runBash = [&](const QString &script) {
            QProcess bash;
            bash.setProcessEnvironment(env);
            bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), script});
            return bash.waitForFinished(30000) ? bash.readAllStandardOutput() : QByteArray();
        };
        const tensorboardscripts::StartAnswer answer =
            tensorboardscripts::parseStart(runBash(tensorboardscripts::startScript(
                logs, QStringLiteral("fake-tensorboard"), QString(), 3)));
        QCOMPARE(answer.kind, tensorboardscripts::StartAnswer::Kind::Started);
        // Running, and not a zombie that nobody has reaped yet.
        const auto alive = [&answer] {
            QFile stat(QStringLiteral("/proc/%1/stat").arg(answer.pid));
            if (::kill(pid_t(answer.pid), 0) != 0 || !stat.open(QIODevice::ReadOnly)) {
                return false;
            }
            const QByteArray line = stat.readAll();
            return !line.mid(line.lastIndexOf(')') + 2, 1).startsWith('Z');
        };
        auto cleanup = qScopeGuard([&] {
            if (alive()) {
                ::kill(-pid_t(answer.pid), SIGKILL);
            }
        });
        QVERIFY(QFile::exists(answer.stateBase + QStringLiteral(".lease")));

        // Renewed every second for longer than the lease: still running.
        for (int i = 0; i < 7; ++i) {
            QCOMPARE(runBash(tensorboardscripts::renewScript(answer.pid, answer.stateBase, 3)),
                     QByteArray("RENEWED\n"));
            QTest::qWait(1000);
            QVERIFY2(alive(), "the server stopped while its lease was being renewed");
        }
        // No more renewals (as when the app crashes): the watchdog stops it.
        QVERIFY(QTest::qWaitFor([&] { return !alive(); }, 20000));
        // The watchdog removes the state, then the lease: each in its own time on a busy machine.
        QVERIFY(QTest::qWaitFor(
            [&] { return !QFile::exists(answer.stateBase + QStringLiteral(".state")); }, 20000));
        QVERIFY(QTest::qWaitFor(
            [&] { return !QFile::exists(answer.stateBase + QStringLiteral(".lease")); }, 20000));
        QCOMPARE(runBash(tensorboardscripts::renewScript(answer.pid, answer.stateBase, 3)),
                 QByteArray("GONE\n"));
    }
};

QTEST_GUILESS_MAIN(TstRemotePath)
#include "tst_remotepath.moc"
