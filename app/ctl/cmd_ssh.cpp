// slipwayctl ssh, tunnel: SSH through Slipway's own core (core/ssh).

#include "command.h"

#include "remote/tensorboardsession.h"
#include "ssh/sshconnection.h"
#include "ssh/sshstream.h"
#include "ssh/sshtarget.h"
#include "ssh/sshtunnel.h"
#include "ssh/terminalprompter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSocketNotifier>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

namespace slipway::ctl {
namespace {

// ssh's own convention: 255 means the connection (not the remote command) failed.
constexpr int kConnectionFailed = 255;

const QCommandLineOption kConfigOption(QStringList{QStringLiteral("F"), QStringLiteral("config")},
                                       QStringLiteral("Read this ssh configuration file instead "
                                                      "of ~/.ssh/config."),
                                       QStringLiteral("FILE"));

std::optional<ssh::SshTarget> resolveTarget(const QString &host, const QString &configFile)
{
    QString error;
    std::optional<ssh::SshTarget> target = ssh::SshTarget::resolve(host, configFile, &error);
    if (!target) {
        printErr(error);
    }
    return target;
}

void writeAll(FILE *stream, const QByteArray &bytes)
{
    if (!bytes.isEmpty()) {
        fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
        fflush(stream);
    }
}

int runSsh(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Run a command on a cluster's login node through Slipway's own SSH "
                       "connection, in a login shell (so `module` works). Prints the command's "
                       "stdout and stderr and exits with its status (255: could not connect)."));
    parser.addHelpOption();
    parser.addOption(kConfigOption);
    const QCommandLineOption stdinOption(QStringLiteral("stdin"),
                                         QStringLiteral("Send this program's standard input to "
                                                        "the command."));
    parser.addOption(stdinOption);
    const QCommandLineOption timeoutOption(
        QStringLiteral("timeout"), QStringLiteral("Stop the command SECONDS after the login."),
        QStringLiteral("SECONDS"));
    parser.addOption(timeoutOption);
    parser.addPositionalArgument(QStringLiteral("HOST"),
                                 QStringLiteral("A Host alias of the ssh configuration, or "
                                                "[user@]host[:port]."));
    parser.addPositionalArgument(QStringLiteral("COMMAND"),
                                 QStringLiteral("The command; put -- before it if it has "
                                                "options."),
                                 QStringLiteral("-- COMMAND..."));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    QStringList positional = parser.positionalArguments();
    if (positional.size() < 2) {
        printErr(QStringLiteral("slipwayctl ssh: give a host and a command, e.g.\n"
                                "  slipwayctl ssh mycluster -- squeue --me"));
        return 2;
    }
    const QString host = positional.takeFirst();
    if (positional.first() == QLatin1String("--")) {
        positional.removeFirst();
    }
    if (positional.isEmpty()) {
        printErr(QStringLiteral("slipwayctl ssh: no command after the host."));
        return 2;
    }
    CommandRequest request;
    // As with ssh, the words are joined with spaces and the remote shell splits them again.
    request.command = positional.join(QLatin1Char(' '));
    if (parser.isSet(timeoutOption)) {
        bool ok = false;
        const double seconds = parser.value(timeoutOption).toDouble(&ok);
        if (!ok || seconds <= 0) {
            printErr(QStringLiteral("slipwayctl ssh: --timeout needs a number of seconds."));
            return 2;
        }
        request.timeoutMs = static_cast<int>(seconds * 1000);
    }
    if (parser.isSet(stdinOption)) {
        QFile input;
        if (!input.open(stdin, QIODevice::ReadOnly)) {
            printErr(QStringLiteral("slipwayctl ssh: could not read standard input."));
            return 2;
        }
        request.standardInput = input.readAll();
    }

    const std::optional<ssh::SshTarget> target = resolveTarget(host, parser.value(kConfigOption));
    if (!target) {
        return 2;
    }
    ssh::TerminalPrompter prompter;
    ssh::SshConnection connection(*target, &prompter);
    connection.setAutoReconnect(false);
    int status = kConnectionFailed;
    if (!request.standardInput.isEmpty() || parser.isSet(stdinOption)) {
        // With input: one framed request through the login shell.
        connection.run(request).then(&connection, [&status](const CommandResult &result) {
            writeAll(stdout, result.standardOutput);
            writeAll(stderr, result.standardError);
            if (result.ran()) {
                status = result.exitCode < 0 ? kConnectionFailed : result.exitCode;
            } else {
                printErr(result.error);
            }
            QCoreApplication::exit(0);
        });
        QCoreApplication::exec();
        return status;
    }
    // Without input: a stream, so output shows as it comes (`tail -f`, a long build).
    ssh::SshStream *stream = connection.openStream(request.command, &connection);
    QObject::connect(stream, &ssh::SshStream::standardOutput, stream,
                     [](const QByteArray &data) { writeAll(stdout, data); });
    QObject::connect(stream, &ssh::SshStream::standardError, stream,
                     [](const QByteArray &data) { writeAll(stderr, data); });
    bool timedOut = false;
    QObject::connect(stream, &ssh::SshStream::finished, stream,
                     [&status, &timedOut](int exitCode, const QString &error) {
                         if (timedOut) {
                             return;
                         }
                         if (exitCode >= 0) {
                             status = exitCode;
                         } else {
                             printErr(error);
                         }
                         QCoreApplication::exit(0);
                     });
    if (request.timeoutMs > 0) {
        // The command's time is counted from the login (a slow login, or an MFA prompt, is not
        // the command's).
        const auto startClock = [&, stream] {
            QTimer::singleShot(request.timeoutMs, stream, [&, stream] {
                timedOut = true;
                stream->close();
                printErr(QStringLiteral("slipwayctl ssh: the command did not finish within %1 s "
                                        "and was stopped.")
                             .arg(request.timeoutMs / 1000.0));
                QCoreApplication::exit(0);
            });
        };
        if (connection.state() == ssh::SshState::Ready) {
            startClock();
        } else {
            QObject::connect(&connection, &ssh::SshConnection::stateChanged, stream,
                             [startClock, started = false](ssh::SshState state) mutable {
                                 if (state == ssh::SshState::Ready && !started) {
                                     started = true;
                                     startClock();
                                 }
                             });
        }
    }
    QCoreApplication::exec();
    return status;
}

// SIGINT/SIGTERM end the tunnel cleanly: the handler only writes to a pipe that the event
// loop watches.
int g_signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_signalPipe[1], &byte, 1);
}

bool installSignalPipe()
{
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_signalPipe) != 0) {
        return false;
    }
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    return true;
}

void removeSignalPipe()
{
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    ::close(g_signalPipe[0]);
    ::close(g_signalPipe[1]);
}

// slipwayctl tunnel HOST --tensorboard DIR: TensorBoard on the login node, forwarded here.
int runTensorBoardTunnel(const ssh::SshTarget &target, const QString &logDir,
                         const remote::TensorBoardSession::Options &options, bool keepRunning)
{
    if (!installSignalPipe()) {
        printErr(QStringLiteral("slipwayctl tunnel: could not set up signal handling."));
        return 1;
    }
    QSocketNotifier signalNotifier(g_signalPipe[0], QSocketNotifier::Read);
    ssh::TerminalPrompter prompter;
    ssh::SshConnection connection(target, &prompter);
    remote::TensorBoardSession session(&connection, logDir, options);
    int status = 0;
    bool stopping = false;
    QObject::connect(&signalNotifier, &QSocketNotifier::activated, &session,
                     [&session, &stopping, keepRunning] {
                         char byte = 0;
                         [[maybe_unused]] const ssize_t n = ::read(g_signalPipe[0], &byte, 1);
                         if (stopping || !session.isActive()) {
                             QCoreApplication::exit(0); // a second Ctrl+C: leave at once
                             return;
                         }
                         stopping = true;
                         session.stop(!keepRunning);
                     });
    QObject::connect(&session, &remote::TensorBoardSession::statusChanged, &session,
                     [&session](const QString &text) {
                         const auto state = session.state();
                         if (state != remote::TensorBoardSession::State::Failed &&
                             state != remote::TensorBoardSession::State::Running &&
                             state != remote::TensorBoardSession::State::Stopped) {
                             printErr(text);
                         }
                     });
    QObject::connect(
        &session, &remote::TensorBoardSession::ready, &session, [&session](const QUrl &url) {
            printOut(url.toString());
            fflush(stdout);
            printErr(
                QStringLiteral("TensorBoard for %1 (port %2 on the login node%3) "
                               "is forwarded to %4. It has no password: anyone "
                               "on the login node can reach its port. Press "
                               "Ctrl+C to stop.")
                    .arg(session.remoteFolder())
                    .arg(session.remotePort())
                    .arg(session.reusedServer() ? QStringLiteral(", already running") : QString())
                    .arg(url.toString()));
        });
    QObject::connect(&session, &remote::TensorBoardSession::failed, &session,
                     [&status](const QString &error) {
                         printErr(QStringLiteral("slipwayctl tunnel: %1").arg(error));
                         status = 1;
                         QCoreApplication::exit(0);
                     });
    QObject::connect(&session, &remote::TensorBoardSession::stopped, &session, [&session] {
        printErr(session.statusText());
        QCoreApplication::exit(0);
    });
    session.start();
    QCoreApplication::exec();
    removeSignalPipe();
    return status;
}

// The options of `slipwayctl tunnel`, as its --help lists them.
struct TunnelOptions
{
    const QCommandLineOption remote{QStringLiteral("remote"),
                                    QStringLiteral("Where to forward to, as seen from "
                                                   "the login node."),
                                    QStringLiteral("HOST:PORT")};
    const QCommandLineOption local{QStringLiteral("local"),
                                   QStringLiteral("The local port (default: a free one)."),
                                   QStringLiteral("PORT")};
    const QCommandLineOption tensorboard{
        QStringLiteral("tensorboard"),
        QStringLiteral("Start TensorBoard for this log folder on the login node (or reuse the "
                       "one Slipway started for it), forward a local port to it and print its "
                       "URL. Ctrl+C stops both."),
        QStringLiteral("DIR")};
    const QCommandLineOption setup{
        QStringLiteral("setup"),
        QStringLiteral("With --tensorboard: shell command that makes `tensorboard` available, "
                       "e.g. 'module load TensorBoard' or 'source ~/venv/bin/activate'."),
        QStringLiteral("CMD")};
    const QCommandLineOption program{
        QStringLiteral("program"),
        QStringLiteral("With --tensorboard: the TensorBoard program (default: tensorboard)."),
        QStringLiteral("PROGRAM"), QStringLiteral("tensorboard")};
    const QCommandLineOption keep{
        QStringLiteral("keep-running"),
        QStringLiteral("With --tensorboard: leave the server running at the end (a later "
                       "tunnel for the same folder reuses it; it stops by itself after "
                       "24 hours).")};
    const QCommandLineOption lease{
        QStringLiteral("lease"),
        QStringLiteral("With --tensorboard: stop the server this many seconds after the last "
                       "sign of life from Slipway, should this program die without stopping "
                       "it (default 600)."),
        QStringLiteral("SECONDS"), QStringLiteral("600")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.addOption(remote);
        parser.addOption(local);
        parser.addOption(tensorboard);
        parser.addOption(setup);
        parser.addOption(program);
        parser.addOption(keep);
        parser.addOption(lease);
    }
};

// --local PORT into `port` (0 when not given); false after printing why it is wrong.
bool readLocalPort(const QCommandLineParser &parser, const QCommandLineOption &option, int &port)
{
    port = 0;
    if (!parser.isSet(option)) {
        return true;
    }
    bool ok = false;
    port = parser.value(option).toInt(&ok);
    if (!ok || port < 1 || port > 65535) {
        printErr(QStringLiteral("slipwayctl tunnel: --local must be a port from 1 to 65535."));
        return false;
    }
    return true;
}

// slipwayctl tunnel HOST --tensorboard DIR: checks the options, then runs the tunnel.
int startTensorBoardTunnel(const QCommandLineParser &parser, const TunnelOptions &tunnel)
{
    int localPort = 0;
    if (!readLocalPort(parser, tunnel.local, localPort)) {
        return 2;
    }
    if (parser.value(tunnel.tensorboard).isEmpty()) {
        printErr(QStringLiteral("slipwayctl tunnel: --tensorboard needs a folder."));
        return 2;
    }
    const std::optional<ssh::SshTarget> target =
        resolveTarget(parser.positionalArguments().constFirst(), parser.value(kConfigOption));
    if (!target) {
        return 2;
    }
    bool leaseOk = false;
    const int lease = parser.value(tunnel.lease).toInt(&leaseOk);
    if (!leaseOk || lease < 1) {
        printErr(QStringLiteral("slipwayctl tunnel: --lease needs a number of seconds."));
        return 2;
    }
    remote::TensorBoardSession::Options options;
    options.leaseSeconds = lease;
    options.setupCommand = parser.value(tunnel.setup);
    options.program = parser.value(tunnel.program);
    options.localPort = localPort;
    return runTensorBoardTunnel(*target, parser.value(tunnel.tensorboard), options,
                                parser.isSet(tunnel.keep));
}

// slipwayctl tunnel HOST --remote HOST:PORT: forwards a local port until Ctrl+C.
int runPortTunnel(const ssh::SshTarget &target, const QString &remote, const QString &remoteHost,
                  int remotePort, int localPort)
{
    if (!installSignalPipe()) {
        printErr(QStringLiteral("slipwayctl tunnel: could not set up signal handling."));
        return 1;
    }
    QSocketNotifier signalNotifier(g_signalPipe[0], QSocketNotifier::Read);

    ssh::TerminalPrompter prompter;
    ssh::SshConnection connection(target, &prompter);
    int status = 0;
    QObject::connect(&signalNotifier, &QSocketNotifier::activated, &connection,
                     [] { QCoreApplication::exit(0); });
    QObject::connect(
        &connection, &ssh::SshConnection::stateChanged, &connection,
        [&connection, &status](ssh::SshState state) {
            if (state == ssh::SshState::Failed) {
                printErr(connection.lastError().message);
                status = kConnectionFailed;
                QCoreApplication::exit(0);
            } else if (state == ssh::SshState::Reconnecting) {
                printErr(QStringLiteral("%1 Reconnecting…").arg(connection.lastError().message));
            } else if (state == ssh::SshState::Ready) {
                printErr(QStringLiteral("Connected to %1.").arg(connection.target().displayName()));
            }
        });
    ssh::SshTunnel *tunnel = connection.openTunnel(remoteHost, remotePort, localPort, &connection);
    QObject::connect(tunnel, &ssh::SshTunnel::listening, &connection,
                     [remote, &connection](int port) {
                         printOut(QStringLiteral("Forwarding 127.0.0.1:%1 to %2 through %3. "
                                                 "Press Ctrl+C to stop.")
                                      .arg(port)
                                      .arg(remote, connection.target().displayName()));
                         fflush(stdout);
                     });
    QObject::connect(tunnel, &ssh::SshTunnel::connectionFailed, &connection,
                     [](const QString &error) { printErr(error); });
    QObject::connect(tunnel, &ssh::SshTunnel::closed, &connection, [&status](const QString &error) {
        if (!error.isEmpty()) {
            printErr(error);
            status = 1;
            QCoreApplication::exit(0);
        }
    });
    QCoreApplication::exec();
    removeSignalPipe();
    return status;
}

int runTunnel(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Forward a port on this computer (127.0.0.1 only) to HOST:PORT as seen "
                       "from the login node, e.g. a TensorBoard on a compute node. Runs until "
                       "Ctrl+C."));
    parser.addHelpOption();
    parser.addOption(kConfigOption);
    const TunnelOptions tunnel;
    tunnel.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("HOST"),
                                 QStringLiteral("A Host alias of the ssh configuration, or "
                                                "[user@]host[:port]."));
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    if (parser.positionalArguments().size() != 1 ||
        parser.isSet(tunnel.remote) == parser.isSet(tunnel.tensorboard)) {
        printErr(QStringLiteral("slipwayctl tunnel: give a host and either --remote HOST:PORT or "
                                "--tensorboard DIR, e.g.\n"
                                "  slipwayctl tunnel mycluster --remote node12:6006\n"
                                "  slipwayctl tunnel mycluster --tensorboard ~/runs --setup "
                                "'module load TensorBoard'"));
        return 2;
    }
    if (parser.isSet(tunnel.tensorboard)) {
        return startTensorBoardTunnel(parser, tunnel);
    }
    const QString remote = parser.value(tunnel.remote);
    const qsizetype colon = remote.lastIndexOf(QLatin1Char(':'));
    bool portOk = false;
    const int remotePort = colon > 0 ? remote.mid(colon + 1).toInt(&portOk) : 0;
    QString remoteHost = colon > 0 ? remote.left(colon) : QString();
    if (remoteHost.startsWith(QLatin1Char('[')) && remoteHost.endsWith(QLatin1Char(']'))) {
        remoteHost = remoteHost.mid(1, remoteHost.size() - 2);
    }
    if (!portOk || remotePort < 1 || remotePort > 65535 || remoteHost.isEmpty()) {
        printErr(QStringLiteral("slipwayctl tunnel: --remote must be HOST:PORT with a port from "
                                "1 to 65535, not \"%1\".")
                     .arg(remote));
        return 2;
    }
    int localPort = 0;
    if (!readLocalPort(parser, tunnel.local, localPort)) {
        return 2;
    }
    const std::optional<ssh::SshTarget> target =
        resolveTarget(parser.positionalArguments().constFirst(), parser.value(kConfigOption));
    if (!target) {
        return 2;
    }
    return runPortTunnel(*target, remote, remoteHost, remotePort, localPort);
}

const CommandRegistration sshRegistration{
    {"ssh", "Run a command on a login node over Slipway's SSH connection", &runSsh}};
const CommandRegistration tunnelRegistration{
    {"tunnel", "Forward a local port to a host:port or to TensorBoard on the login node",
     &runTunnel}};

} // namespace
} // namespace slipway::ctl
