// slipwayctl ssh, tunnel: SSH through Slipway's own core (core/ssh).

#include "command.h"

#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "ssh/sshtunnel.h"
#include "ssh/terminalprompter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSocketNotifier>

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
    const QCommandLineOption timeoutOption(QStringLiteral("timeout"),
                                           QStringLiteral("Stop the command after SECONDS."),
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
    if (!parser.parse(arguments)) {
        printErr(parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return 0;
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

// SIGINT/SIGTERM end the tunnel cleanly: the handler only writes to a pipe that the event
// loop watches.
int g_signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_signalPipe[1], &byte, 1);
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
    const QCommandLineOption remoteOption(QStringLiteral("remote"),
                                          QStringLiteral("Where to forward to, as seen from "
                                                         "the login node."),
                                          QStringLiteral("HOST:PORT"));
    const QCommandLineOption localOption(QStringLiteral("local"),
                                         QStringLiteral("The local port (default: a free one)."),
                                         QStringLiteral("PORT"));
    parser.addOption(remoteOption);
    parser.addOption(localOption);
    parser.addPositionalArgument(QStringLiteral("HOST"),
                                 QStringLiteral("A Host alias of the ssh configuration, or "
                                                "[user@]host[:port]."));
    if (!parser.parse(arguments)) {
        printErr(parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return 0;
    }
    if (parser.positionalArguments().size() != 1 || !parser.isSet(remoteOption)) {
        printErr(QStringLiteral("slipwayctl tunnel: give a host and --remote HOST:PORT, e.g.\n"
                                "  slipwayctl tunnel mycluster --remote node12:6006"));
        return 2;
    }
    const QString remote = parser.value(remoteOption);
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
    if (parser.isSet(localOption)) {
        bool ok = false;
        localPort = parser.value(localOption).toInt(&ok);
        if (!ok || localPort < 1 || localPort > 65535) {
            printErr(QStringLiteral("slipwayctl tunnel: --local must be a port from 1 to 65535."));
            return 2;
        }
    }
    const std::optional<ssh::SshTarget> target =
        resolveTarget(parser.positionalArguments().constFirst(), parser.value(kConfigOption));
    if (!target) {
        return 2;
    }

    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_signalPipe) != 0) {
        printErr(QStringLiteral("slipwayctl tunnel: could not set up signal handling."));
        return 1;
    }
    QSocketNotifier signalNotifier(g_signalPipe[0], QSocketNotifier::Read);
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);

    ssh::TerminalPrompter prompter;
    ssh::SshConnection connection(*target, &prompter);
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
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    ::close(g_signalPipe[0]);
    ::close(g_signalPipe[1]);
    return status;
}

const CommandRegistration sshRegistration{
    {"ssh", "Run a command on a login node over Slipway's SSH connection", &runSsh}};
const CommandRegistration tunnelRegistration{
    {"tunnel", "Forward a local port to a host:port seen from the login node", &runTunnel}};

} // namespace
} // namespace slipway::ctl
