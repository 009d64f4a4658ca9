#pragma once

#include "common/commandrunner.h"
#include "ssh/sftptypes.h"
#include "ssh/sshstatus.h"
#include "ssh/sshtarget.h"

#include <QFuture>
#include <QMutex>
#include <QObject>
#include <QPointer>

class QThread;

namespace slipway::ssh {

class SshPrompter;
class SshStream;
class SshTransfer;
class SshTunnel;
class SshWorker;

// One SSH connection to a login node (through its jump hosts, if any). Everything happens on
// the connection's own thread; this object is the handle the UI, the CLI and CommandRunner
// use. Every call returns at once; results come back as QFutures or as signals of the small
// objects returned (SshStream, SshTransfer, SshTunnel), so a closed window never gets a late
// reply and the calling thread never waits on the network.
class SshConnection final : public QObject
{
    Q_OBJECT

public:
    // `prompter` answers host-key and login questions; it may be null (then any question is an
    // error, never a hang). It must outlive the connection or be destroyed after it.
    SshConnection(SshTarget target, SshPrompter *prompter, QObject *parent = nullptr);
    ~SshConnection() override;

    const SshTarget &target() const { return m_target; }
    SshState state() const;
    SshError lastError() const;
    QString banner() const;

    // Connects (or reconnects); does nothing while connecting or ready.
    void connectToHost();
    // Closes the connection; commands in flight fail, tunnels stop listening.
    void disconnectFromHost();
    // After a lost link: try again with back-off (1, 2, 4 ... 30 s). On by default.
    void setAutoReconnect(bool enabled);

    // Runs `request.command` in the connection's persistent login shell (bash -l), with stdin,
    // timeout and cancellation as CommandRunner describes. Callable from any thread. A
    // disconnected connection starts connecting; a failed one answers with its error.
    QFuture<CommandResult> run(const CommandRequest &request);

    // A long-running command on its own channel (`tail -F log`), output as it comes.
    SshStream *openStream(const QString &command, QObject *parent = nullptr);
    // The same without a login shell: `command` is run as sshd runs it (the user's shell with
    // -c, no start-up files), which starts faster; for data on the standard input.
    SshStream *openPlainStream(const QString &command, QObject *parent = nullptr);

    // SFTP. Paths are remote paths; `~/` is the home folder.
    QFuture<SftpFileInfo> stat(const QString &path);
    // Up to `maxBytes` bytes of `path` from `offset` (fewer at the end of the file).
    QFuture<SftpChunk> readFrom(const QString &path, qint64 offset, qint64 maxBytes);
    // Files or whole folders; progress and cancel on the returned object.
    SshTransfer *upload(const QString &localPath, const QString &remotePath,
                        QObject *parent = nullptr);
    SshTransfer *download(const QString &remotePath, const QString &localPath,
                          QObject *parent = nullptr);

    // Listens on 127.0.0.1:`localPort` (0: a free port) and forwards each accepted connection
    // to `remoteHost`:`remotePort` as seen from the login node.
    SshTunnel *openTunnel(const QString &remoteHost, int remotePort, int localPort = 0,
                          QObject *parent = nullptr);

Q_SIGNALS:
    void stateChanged(slipway::ssh::SshState state);
    // Failed or lost: what happened, in plain language.
    void errorOccurred(const slipway::ssh::SshError &error);

private:
    void onWorkerState(SshState state, const SshError &error, const QString &banner);

    SshTarget m_target;
    QThread *m_thread = nullptr;
    SshWorker *m_worker = nullptr;
    mutable QMutex m_mutex;
    SshState m_state = SshState::Disconnected;
    SshError m_error;
    QString m_banner;
};

} // namespace slipway::ssh
