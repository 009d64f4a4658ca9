#include "remoteevents.h"

#include "command.h"

#include "remote/eventmirror.h"
#include "remote/remotepath.h"
#include "ssh/sshconnection.h"
#include "ssh/terminalprompter.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>

namespace slipway::ctl {

std::optional<QString> localPathFor(const QString &path, const QString &configFile,
                                    const QString &command)
{
    const std::optional<remote::RemotePath> remotePath = remote::RemotePath::parse(path);
    if (!remotePath) {
        return path;
    }
    QString error;
    const std::optional<ssh::SshTarget> target =
        ssh::SshTarget::resolve(remotePath->host, configFile, &error);
    if (!target) {
        printErr(QStringLiteral("slipwayctl %1: %2").arg(command, error));
        return std::nullopt;
    }
    ssh::TerminalPrompter prompter;
    ssh::SshConnection connection(*target, &prompter);
    connection.setAutoReconnect(false);
    remote::EventMirror mirror(&connection, remotePath->path);
    if (qEnvironmentVariableIsSet("SLIPWAY_EVENTS_SFTP")) {
        mirror.setUseSftp(true); // for comparisons: the fallback without python3
    }
    remote::EventMirror::Result result;
    // The sync's own time, from the moment the connection is up (login done).
    QElapsedTimer sinceReady;
    qint64 syncMs = -1;
    QObject::connect(&connection, &ssh::SshConnection::stateChanged, &mirror,
                     [&sinceReady](ssh::SshState state) {
                         if (state == ssh::SshState::Ready && !sinceReady.isValid()) {
                             sinceReady.start();
                         }
                     });
    QObject::connect(&mirror, &remote::EventMirror::finished, &mirror,
                     [&result, &sinceReady, &syncMs](const remote::EventMirror::Result &r) {
                         result = r;
                         syncMs = sinceReady.isValid() ? sinceReady.elapsed() : -1;
                         QCoreApplication::exit(0);
                     });
    mirror.sync();
    QCoreApplication::exec();
    for (const QString &warning : std::as_const(result.warnings)) {
        printErr(QStringLiteral("slipwayctl %1: %2").arg(command, warning));
    }
    if (!result.ok) {
        printErr(QStringLiteral("slipwayctl %1: %2").arg(command, result.error));
        return std::nullopt;
    }
    const QString how = result.method == QLatin1String("sftp")
                            ? QStringLiteral("%1 SFTP read(s)").arg(result.readRequests)
                            : QStringLiteral("%1 fetch command(s), %2 byte(s) over the link")
                                  .arg(result.fetchCommands)
                                  .arg(result.bytesTransferred);
    const QString replaced =
        result.replacedFiles > 0
            ? QStringLiteral(", %1 replaced file(s) fetched again").arg(result.replacedFiles)
            : QString();
    // One pass over the placeholders: a path holding "%2" is printed as it is.
    printErr(QStringLiteral("%1: %2 event file(s) on %3; fetched %4 byte(s) of %5 file(s) in %6"
                            "%7; the sync took %8 ms after the connection was up; local copy in %9")
                 .arg(path, QString::number(result.remoteFiles), target->displayName(),
                      QString::number(result.bytesFetched), QString::number(result.fetchedFiles),
                      how, replaced, QString::number(syncMs),
                      QDir::toNativeSeparators(mirror.cacheDir())));
    return result.localPath;
}

} // namespace slipway::ctl
