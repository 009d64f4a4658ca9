// TensorBoardSession and `slipwayctl tunnel --tensorboard` against the real TensorBoard of the
// test cluster (module TensorBoard/2.20.0): the forwarded port answers TensorBoard's runs list
// with the runs the test wrote, a second session reuses the server, stop() kills it.

#include "../ssh/clusterenv.h"

#include "common/shellquote.h"
#include "events/eventfilewriter.h"
#include "remote/tensorboardsession.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace slipway;
using namespace slipway::remote;
using namespace slipway::ssh;

namespace {

const QString kSetup = QStringLiteral("module load TensorBoard/2.20.0");

template<typename T>
T wait(QFuture<T> future, int timeoutMs = 120000)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, timeoutMs)) {
        return T{};
    }
    return future.result();
}

// GET http://127.0.0.1:port/data/runs -> the run names, sorted; empty on failure.
QStringList runsAt(const QUrl &base)
{
    QNetworkAccessManager manager;
    manager.setProxy(QNetworkProxy::NoProxy);
    QNetworkReply *reply =
        manager.get(QNetworkRequest(base.resolved(QUrl(QStringLiteral("data/runs")))));
    // The result is checked by what follows.
    (void)QTest::qWaitFor([reply] { return reply->isFinished(); }, 30000);
    QStringList names;
    if (reply->isFinished() && reply->error() == QNetworkReply::NoError) {
        const QJsonArray array = QJsonDocument::fromJson(reply->readAll()).array();
        for (const QJsonValue &value : array) {
            names << value.toString();
        }
    }
    delete reply;
    names.sort();
    return names;
}

bool waitFor(TensorBoardSession &session, TensorBoardSession::State state, int timeoutMs = 240000)
{
    return QTest::qWaitFor(
               [&] {
                   return session.state() == state ||
                          (state != TensorBoardSession::State::Failed &&
                           session.state() == TensorBoardSession::State::Failed);
               },
               timeoutMs) &&
           session.state() == state;
}

} // namespace

class TstTensorBoardSession : public QObject
{
    Q_OBJECT

private:
    QMap<QString, QString> m_env;
    QTemporaryDir m_local;
    std::unique_ptr<SshConnection> m_connection;
    QString m_remoteDir;
    std::optional<SshTarget> m_target;

    CommandResult run(const QString &command, const QByteArray &input = QByteArray())
    {
        return wait(m_connection->run({command, input, 0}), 120000);
    }

    bool writeRun(const QString &remoteRun, int points)
    {
        QTemporaryDir dir;
        events::EventFileWriter writer(dir.path());
        if (!writer.open()) {
            return false;
        }
        for (int i = 0; i < points; ++i) {
            writer.addScalar(QStringLiteral("loss"), 1.0 / (i + 1), i);
        }
        writer.close();
        QFile file(writer.filePath());
        if (!file.open(QIODevice::ReadOnly)) {
            return false;
        }
        const QString remoteFile =
            remoteRun + QLatin1Char('/') + QFileInfo(writer.filePath()).fileName();
        return run(QStringLiteral("mkdir -p -- %1 && cat > %2")
                       .arg(shellQuote(remoteRun), shellQuote(remoteFile)),
                   file.readAll())
            .succeeded();
    }

    bool alive(qint64 pid) { return run(QStringLiteral("kill -0 %1").arg(pid)).succeeded(); }

    // A login node is shared: the port the start script found free can be taken by another
    // program before TensorBoard binds it. The stand-in program below is the real TensorBoard
    // with a thief in front of it: for its first `thefts` starts it binds the port TensorBoard
    // was given (bound, not listening, as a client's socket holds a port) and then runs
    // TensorBoard, which fails with its own "Port N is in use by another program".
    QString portThief(const QString &name, int thefts)
    {
        const QString dir = m_remoteDir + QStringLiteral("/") + name;
        const QString script =
            QStringLiteral("#!/bin/bash\n"
                           "here=$(dirname -- \"$0\")\n"
                           "n=$(( $(cat -- \"$here/starts\" 2>/dev/null || echo 0) + 1 ))\n"
                           "echo \"$n\" > \"$here/starts\"\n"
                           "port=; prev=\n"
                           "for a in \"$@\"; do [ \"$prev\" = --port ] && port=$a; prev=$a; done\n"
                           "echo \"$port\" >> \"$here/ports\"\n"
                           "if [ \"$n\" -le %1 ]; then\n"
                           "  python3 -c 'import socket, sys, time\n"
                           "s = socket.socket()\n"
                           "s.bind((\"127.0.0.1\", int(sys.argv[1])))\n"
                           "time.sleep(60)' \"$port\" &\n"
                           "  sleep 1\n"
                           "fi\n"
                           "exec tensorboard \"$@\"\n")
                .arg(thefts);
        const QString program = dir + QStringLiteral("/tensorboard");
        const CommandResult made = run(QStringLiteral("mkdir -p -- %1 && cat > %2 && chmod +x %2")
                                           .arg(shellQuote(dir), shellQuote(program)),
                                       script.toUtf8());
        return made.succeeded() ? program : QString();
    }

    QStringList portsTried(const QString &program)
    {
        const QString ports = program.section(QLatin1Char('/'), 0, -2) + QStringLiteral("/ports");
        const CommandResult result = run(QStringLiteral("cat -- %1").arg(shellQuote(ports)));
        return QString::fromUtf8(result.standardOutput)
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_env = test::clusterEnv();
        REQUIRE_CLUSTER(m_env);
        QString error;
        m_target =
            SshTarget::resolve(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                               m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        QVERIFY2(m_target, qPrintable(error));
        m_connection = std::make_unique<SshConnection>(*m_target, nullptr);
        const CommandResult dir = run(QStringLiteral("mktemp -d ~/slipway-tensorboard.XXXXXX"));
        QVERIFY2(dir.succeeded(), qPrintable(dir.error));
        m_remoteDir = QString::fromUtf8(dir.standardOutput.trimmed());
    }

    void cleanupTestCase()
    {
        if (m_connection && !m_remoteDir.isEmpty()) {
            run(QStringLiteral("rm -rf -- %1").arg(shellQuote(m_remoteDir)));
        }
    }

    void startReuseStop()
    {
        // A hostile log folder: quotes, $(), backticks, ;, spaces and non-ASCII.
        const QString logs =
            m_remoteDir + QStringLiteral("/tb 'it''s' $(touch PWNED) `touch PWNED2`; ü");
        QVERIFY(writeRun(logs + QStringLiteral("/alpha"), 50));
        QVERIFY(writeRun(logs + QStringLiteral("/beta/seed 1"), 30));

        TensorBoardSession::Options options;
        options.setupCommand = kSetup;
        TensorBoardSession first(m_connection.get(), logs, options);
        first.start();
        QVERIFY2(waitFor(first, TensorBoardSession::State::Running), qPrintable(first.error()));
        QVERIFY(!first.reusedServer());
        QVERIFY(first.remotePid() > 1);
        QVERIFY(first.url().isValid());
        QCOMPARE(first.url().host(), QStringLiteral("127.0.0.1"));
        QCOMPARE(first.remoteFolder(), logs);
        // TensorBoard may take a moment to load the runs after it answers.
        QStringList runs;
        // The result is checked by what follows.
        (void)QTest::qWaitFor(
            [&] {
                runs = runsAt(first.url());
                return runs.size() == 2;
            },
            60000);
        QCOMPARE(runs, (QStringList{QStringLiteral("alpha"), QStringLiteral("beta/seed 1")}));
        QVERIFY(run(QStringLiteral("test ! -e %1/PWNED && test ! -e %1/PWNED2 && "
                                   "test ! -e ~/PWNED && test ! -e ~/PWNED2")
                        .arg(shellQuote(m_remoteDir)))
                    .succeeded());
        // The server is recorded on the cluster, private to the user.
        const CommandResult state =
            run(QStringLiteral("stat -c %a ~/.cache/slipway/tensorboard && grep -lx -- %1 "
                               "~/.cache/slipway/tensorboard/*.state")
                    .arg(first.remotePid()));
        QVERIFY2(state.succeeded(), state.standardError.constData());
        QVERIFY(state.standardOutput.startsWith("700\n"));

        // A second session (another window, or the CLI) reuses the running server, through a
        // tunnel of its own on another local port.
        TensorBoardSession second(m_connection.get(), logs, options);
        second.start();
        QVERIFY2(waitFor(second, TensorBoardSession::State::Running), qPrintable(second.error()));
        QVERIFY(second.reusedServer());
        QCOMPARE(second.remotePid(), first.remotePid());
        QCOMPARE(second.remotePort(), first.remotePort());
        QVERIFY(second.localPort() != first.localPort());
        QCOMPARE(runsAt(second.url()), runs);

        // Closing only the tunnel leaves the server running.
        const QUrl secondUrl = second.url();
        second.stop(false);
        QVERIFY(waitFor(second, TensorBoardSession::State::Stopped));
        QVERIFY(alive(first.remotePid()));
        QVERIFY(runsAt(secondUrl).isEmpty()); // the local port is closed
        QCOMPARE(runsAt(first.url()), runs);

        // stop() kills the server and forgets it.
        const qint64 pid = first.remotePid();
        const QUrl firstUrl = first.url();
        first.stop();
        QVERIFY(waitFor(first, TensorBoardSession::State::Stopped));
        QVERIFY(!alive(pid));
        QVERIFY(runsAt(firstUrl).isEmpty());
        QVERIFY(!run(QStringLiteral("grep -lx -- %1 ~/.cache/slipway/tensorboard/*.state").arg(pid))
                     .succeeded());
    }

    void clearErrors()
    {
        TensorBoardSession::Options options;
        options.setupCommand = kSetup;
        TensorBoardSession missing(m_connection.get(), m_remoteDir + QStringLiteral("/nope"),
                                   options);
        missing.start();
        QVERIFY(waitFor(missing, TensorBoardSession::State::Failed));
        QVERIFY2(missing.error().startsWith(QStringLiteral("There is no folder ")),
                 qPrintable(missing.error()));

        QVERIFY(
            run(QStringLiteral("mkdir -p -- %1/empty").arg(shellQuote(m_remoteDir))).succeeded());
        TensorBoardSession::Options badModule;
        badModule.setupCommand = QStringLiteral("module load NoSuchModule/1.0");
        TensorBoardSession setup(m_connection.get(), m_remoteDir + QStringLiteral("/empty"),
                                 badModule);
        setup.start();
        QVERIFY(waitFor(setup, TensorBoardSession::State::Failed));
        QVERIFY2(setup.error().contains(QLatin1String("environment command")),
                 qPrintable(setup.error()));

        TensorBoardSession::Options noProgram;
        noProgram.program = QStringLiteral("tensorboard-not-installed");
        TensorBoardSession notFound(m_connection.get(), m_remoteDir + QStringLiteral("/empty"),
                                    noProgram);
        notFound.start();
        QVERIFY(waitFor(notFound, TensorBoardSession::State::Failed));
        QVERIFY2(notFound.error().contains(QLatin1String("was not found")),
                 qPrintable(notFound.error()));
    }

    void stopWhileStartingLeavesNothing()
    {
        const QString logs = m_remoteDir + QStringLiteral("/cancelled");
        QVERIFY(writeRun(logs + QStringLiteral("/r"), 5));
        TensorBoardSession::Options options;
        options.setupCommand = kSetup;
        TensorBoardSession session(m_connection.get(), logs, options);
        session.start();
        QVERIFY(session.isActive());
        session.stop();
        QVERIFY(waitFor(session, TensorBoardSession::State::Stopped));
        // No TensorBoard for that folder is left running.
        const CommandResult left = run(QStringLiteral("pgrep -u \"$(id -u)\" -f -- %1")
                                           .arg(shellQuote(QStringLiteral("--logdir ") + logs)));
        QVERIFY2(!left.succeeded(), left.standardOutput.constData());
    }

    void closedConnectionEndsTheSession()
    {
        const QString logs = m_remoteDir + QStringLiteral("/closed");
        QVERIFY(writeRun(logs + QStringLiteral("/r"), 5));
        auto own = std::make_unique<SshConnection>(*m_target, nullptr);
        TensorBoardSession::Options options;
        options.setupCommand = kSetup;
        TensorBoardSession session(own.get(), logs, options);
        session.start();
        QVERIFY2(waitFor(session, TensorBoardSession::State::Running), qPrintable(session.error()));
        const qint64 pid = session.remotePid();
        own.reset(); // e.g. the user disconnected the cluster
        QVERIFY(waitFor(session, TensorBoardSession::State::Failed, 30000));
        QVERIFY2(session.error().contains(QLatin1String("connection")),
                 qPrintable(session.error()));
        QVERIFY(!session.url().isValid());
        // The server could not be told to stop; it is still recorded, so a new session reuses
        // it and stops it.
        TensorBoardSession again(m_connection.get(), logs, options);
        again.start();
        QVERIFY2(waitFor(again, TensorBoardSession::State::Running), qPrintable(again.error()));
        QVERIFY(again.reusedServer());
        QCOMPARE(again.remotePid(), pid);
        again.stop();
        QVERIFY(waitFor(again, TensorBoardSession::State::Stopped));
        QVERIFY(!alive(pid));
    }

    void portTakenBeforeTensorBoardBindsIsRetried()
    {
        const QString logs = m_remoteDir + QStringLiteral("/stolen-once");
        QVERIFY(writeRun(logs + QStringLiteral("/r"), 5));
        TensorBoardSession::Options options;
        options.setupCommand = kSetup;
        options.program = portThief(QStringLiteral("thief-once"), 1);
        QVERIFY(!options.program.isEmpty());
        TensorBoardSession session(m_connection.get(), logs, options);
        QStringList statuses;
        connect(&session, &TensorBoardSession::statusChanged, this,
                [&statuses](const QString &status) { statuses << status; });
        session.start();
        QVERIFY2(waitFor(session, TensorBoardSession::State::Running), qPrintable(session.error()));
        const QStringList ports = portsTried(options.program);
        QCOMPARE(ports.size(), 2);
        QVERIFY(ports.at(0) != ports.at(1));
        QCOMPARE(QString::number(session.remotePort()), ports.at(1));
        // Both ports lie outside the range the kernel gives outgoing connections.
        const QStringList ephemeral =
            QString::fromUtf8(
                run(QStringLiteral("cat /proc/sys/net/ipv4/ip_local_port_range")).standardOutput)
                .split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        QCOMPARE(ephemeral.size(), 2);
        for (const QString &port : ports) {
            QVERIFY2(port.toInt() < ephemeral.at(0).toInt() ||
                         port.toInt() > ephemeral.at(1).toInt(),
                     qPrintable(port));
        }
        QVERIFY2(statuses.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("Port %1 on").arg(ports.at(0))),
                 qPrintable(statuses.join(QLatin1Char('\n'))));
        QCOMPARE(runsAt(session.url()), QStringList{QStringLiteral("r")});
        const qint64 pid = session.remotePid();
        session.stop();
        QVERIFY(waitFor(session, TensorBoardSession::State::Stopped));
        QVERIFY(!alive(pid));
    }

    void portTakenAtEveryTryFailsClearly()
    {
        const QString logs = m_remoteDir + QStringLiteral("/stolen-always");
        QVERIFY(writeRun(logs + QStringLiteral("/r"), 5));
        TensorBoardSession::Options options;
        options.setupCommand = kSetup;
        options.program = portThief(QStringLiteral("thief-always"), 1000);
        QVERIFY(!options.program.isEmpty());
        TensorBoardSession session(m_connection.get(), logs, options);
        session.start();
        QVERIFY(waitFor(session, TensorBoardSession::State::Failed));
        QCOMPARE(portsTried(options.program).size(), 3);
        QVERIFY2(session.error().contains(QLatin1String("could not use any of the 3 free ports")),
                 qPrintable(session.error()));
        QVERIFY2(session.error().contains(QLatin1String("is in use by another program")),
                 qPrintable(session.error()));
    }

    void cliTunnelStopsOnSigterm()
    {
        const QString logs = m_remoteDir + QStringLiteral("/cli");
        QVERIFY(writeRun(logs + QStringLiteral("/only-run"), 20));
        QProcess ctl;
        ctl.start(QStringLiteral(SLIPWAY_BINARY_DIR "/bin/slipwayctl"),
                  {QStringLiteral("tunnel"), QStringLiteral("-F"),
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                   QStringLiteral("--tensorboard"), logs, QStringLiteral("--setup"), kSetup});
        QVERIFY(ctl.waitForStarted());
        QVERIFY2(
            QTest::qWaitFor(
                [&] { return ctl.canReadLine() || ctl.state() == QProcess::NotRunning; }, 240000),
            "slipwayctl tunnel printed no URL");
        const QString line = QString::fromUtf8(ctl.readLine()).trimmed();
        const QUrl url(line);
        QVERIFY2(url.isValid() && url.host() == QLatin1String("127.0.0.1"), qPrintable(line));
        QStringList runs;
        // The result is checked by what follows.
        (void)QTest::qWaitFor(
            [&] {
                runs = runsAt(url);
                return !runs.isEmpty();
            },
            60000);
        QCOMPARE(runs, QStringList{QStringLiteral("only-run")});
        const CommandResult pid =
            run(QStringLiteral("pgrep -u \"$(id -u)\" -f -- %1")
                    .arg(shellQuote(QStringLiteral("--logdir ") + logs + QStringLiteral(" "))));
        QVERIFY2(pid.succeeded(), "the server is not running on the cluster");

        ::kill(pid_t(ctl.processId()), SIGTERM);
        QVERIFY(ctl.waitForFinished(60000));
        QCOMPARE(ctl.exitStatus(), QProcess::NormalExit);
        QCOMPARE(ctl.exitCode(), 0);
        const QByteArray err = ctl.readAllStandardError();
        QVERIFY2(err.contains("no password"), err.constData());
        QVERIFY2(err.contains("Stopped."), err.constData());
        QVERIFY(!alive(pid.standardOutput.trimmed().toLongLong()));
    }

    // slipwayctl killed outright (as a crash would): nobody renews the lease, and the watchdog
    // on the login node stops the real TensorBoard; a session that keeps renewing outlives it.
    void crashedClientLeavesNoServerBehind()
    {
        const QString logs = m_remoteDir + QStringLiteral("/crash");
        QVERIFY(writeRun(logs + QStringLiteral("/run-a"), 10));
        QProcess ctl;
        ctl.start(QStringLiteral(SLIPWAY_BINARY_DIR "/bin/slipwayctl"),
                  {QStringLiteral("tunnel"), QStringLiteral("-F"),
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                   QStringLiteral("--tensorboard"), logs, QStringLiteral("--setup"), kSetup,
                   QStringLiteral("--lease"), QStringLiteral("8")});
        QVERIFY(ctl.waitForStarted());
        QVERIFY2(
            QTest::qWaitFor(
                [&] { return ctl.canReadLine() || ctl.state() == QProcess::NotRunning; }, 240000),
            "slipwayctl tunnel printed no URL");
        const QUrl url(QString::fromUtf8(ctl.readLine()).trimmed());
        QVERIFY2(url.isValid(), ctl.readAllStandardError().constData());
        const CommandResult pid =
            run(QStringLiteral("pgrep -u \"$(id -u)\" -f -- %1")
                    .arg(shellQuote(QStringLiteral("--logdir ") + logs + QStringLiteral(" "))));
        QVERIFY2(pid.succeeded(), "the server is not running on the cluster");
        const qint64 serverPid = pid.standardOutput.trimmed().toLongLong();

        // Alive for longer than the lease while slipwayctl renews it.
        QTest::qWait(12000);
        QVERIFY(alive(serverPid));
        QVERIFY(!runsAt(url).isEmpty());

        ::kill(pid_t(ctl.processId()), SIGKILL);
        QVERIFY(ctl.waitForFinished(10000));
        QVERIFY2(QTest::qWaitFor([&] { return !alive(serverPid); }, 40000),
                 "the watchdog did not stop the abandoned server");
        // The watchdog removes the state once the server is gone.
        CommandResult left;
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         left = run(QStringLiteral("grep -lx -- %1 "
                                                   "~/.cache/slipway/tensorboard/*.state")
                                        .arg(QString::number(serverPid)));
                         return !left.standardOutput.contains(".state");
                     },
                     20000),
                 left.standardOutput.constData());
    }
};

QTEST_GUILESS_MAIN(TstTensorBoardSession)
#include "tst_tensorboardsession.moc"
