#include "remoteevents.h"

#include "command.h"

#include "remote/eventmirror.h"
#include "remote/remotepath.h"
#include "ssh/sshconnection.h"
#include "ssh/terminalprompter.h"

#include <QCoreApplication>
#include <QDir>

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
    remote::EventMirror::Result result;
    QObject::connect(&mirror, &remote::EventMirror::finished, &mirror,
                     [&result](const remote::EventMirror::Result &r) {
                         result = r;
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
    printErr(QStringLiteral("%1: %2 event file(s) on %3; fetched %4 byte(s) of %5 file(s) in %6 "
                            "read(s)%7; local copy in %8")
                 .arg(path)
                 .arg(result.remoteFiles)
                 .arg(target->displayName())
                 .arg(result.bytesFetched)
                 .arg(result.fetchedFiles)
                 .arg(result.readRequests)
                 .arg(result.replacedFiles > 0
                          ? QStringLiteral(", %1 replaced file(s) fetched again")
                                .arg(result.replacedFiles)
                          : QString())
                 .arg(QDir::toNativeSeparators(mirror.cacheDir())));
    return result.localPath;
}

} // namespace slipway::ctl
