#include "ssh/sshconnection.h"

#include "ssh/sshprompter.h"
#include "ssh/sshservice.h"
#include "ssh/sshstream.h"
#include "ssh/sshtransfer.h"
#include "ssh/sshtunnel.h"
#include "ssh/sshworker.h"

#include <QThread>

namespace slipway::ssh {

SshConnection::SshConnection(SshTarget target, SshPrompter *prompter, QObject *parent)
    : QObject(parent)
    , m_target(std::move(target))
    , m_thread(new QThread)
{
    qRegisterMetaType<SshState>();
    qRegisterMetaType<SshError>();
    m_thread->setObjectName(QStringLiteral("ssh %1").arg(m_target.displayName()));
    m_worker = new SshWorker(m_target, prompter);
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &SshWorker::stateChanged, this, &SshConnection::onWorkerState,
            Qt::QueuedConnection);
    m_thread->start();
}

SshConnection::~SshConnection()
{
    // The worker closes its sessions in its own thread (its destructor runs there when the
    // thread ends). A worker stuck in a connect step (at most its timeout) is not waited for:
    // the thread then deletes itself when done, so closing a window never blocks on the network.
    disconnect(m_worker, nullptr, this, nullptr);
    m_thread->quit();
    if (m_thread->wait(200)) {
        delete m_thread;
    } else {
        QThread *thread = m_thread;
        connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    }
}

SshState SshConnection::state() const
{
    QMutexLocker lock(&m_mutex);
    return m_state;
}

SshError SshConnection::lastError() const
{
    QMutexLocker lock(&m_mutex);
    return m_error;
}

QString SshConnection::banner() const
{
    QMutexLocker lock(&m_mutex);
    return m_banner;
}

void SshConnection::onWorkerState(SshState state, const SshError &error, const QString &banner)
{
    bool changed = false;
    {
        QMutexLocker lock(&m_mutex);
        changed = m_state != state;
        m_state = state;
        m_banner = banner;
        if (error.isError() || state == SshState::Ready || state == SshState::Disconnected) {
            m_error = error;
        }
    }
    if (changed) {
        Q_EMIT stateChanged(state);
    }
    if (error.isError() && (state == SshState::Failed || state == SshState::Reconnecting)) {
        Q_EMIT errorOccurred(error);
    }
}

void SshConnection::connectToHost()
{
    QMetaObject::invokeMethod(m_worker, &SshWorker::connectToHost, Qt::QueuedConnection);
}

void SshConnection::disconnectFromHost()
{
    QMetaObject::invokeMethod(m_worker, &SshWorker::disconnectFromHost, Qt::QueuedConnection);
}

void SshConnection::setAutoReconnect(bool enabled)
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, enabled] { worker->setAutoReconnect(enabled); },
        Qt::QueuedConnection);
}

QFuture<CommandResult> SshConnection::run(const CommandRequest &request)
{
    auto promise = std::make_shared<QPromise<CommandResult>>();
    QFuture<CommandResult> future = promise->future();
    PendingCommand command;
    command.request = request;
    command.promise = promise;
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, command = std::move(command)]() mutable {
            worker->enqueue(std::move(command));
        },
        Qt::QueuedConnection);
    return future;
}

QFuture<SftpFileInfo> SshConnection::stat(const QString &path)
{
    auto promise = std::make_shared<QPromise<SftpFileInfo>>();
    QFuture<SftpFileInfo> future = promise->future();
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, path, promise] { worker->stat(path, promise); },
        Qt::QueuedConnection);
    return future;
}

QFuture<SftpChunk> SshConnection::readFrom(const QString &path, qint64 offset, qint64 maxBytes)
{
    auto promise = std::make_shared<QPromise<SftpChunk>>();
    QFuture<SftpChunk> future = promise->future();
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, path, offset, maxBytes, promise] {
            worker->readFrom(path, offset, maxBytes, promise);
        },
        Qt::QueuedConnection);
    return future;
}

namespace {

// Moves a service made in the caller's thread into the worker's and hands it over.
void handOver(SshWorker *worker, QThread *thread, SshService *service)
{
    service->moveToThread(thread);
    QMetaObject::invokeMethod(
        worker, [worker, service] { worker->adopt(service); }, Qt::QueuedConnection);
}

} // namespace

SshStream *SshConnection::openStream(const QString &command, QObject *parent)
{
    auto *stream = new SshStream(parent);
    handOver(m_worker, m_thread, stream->createService(command, m_worker));
    return stream;
}

SshStream *SshConnection::openPlainStream(const QString &command, QObject *parent)
{
    auto *stream = new SshStream(parent);
    handOver(m_worker, m_thread, stream->createService(command, m_worker, false));
    return stream;
}

SshTransfer *SshConnection::upload(const QString &localPath, const QString &remotePath,
                                   QObject *parent)
{
    auto *transfer = new SshTransfer(SshTransfer::Direction::Upload, localPath, remotePath, parent);
    handOver(m_worker, m_thread, transfer->createService(m_worker));
    return transfer;
}

SshTransfer *SshConnection::download(const QString &remotePath, const QString &localPath,
                                     QObject *parent)
{
    auto *transfer =
        new SshTransfer(SshTransfer::Direction::Download, localPath, remotePath, parent);
    handOver(m_worker, m_thread, transfer->createService(m_worker));
    return transfer;
}

SshTunnel *SshConnection::openTunnel(const QString &remoteHost, int remotePort, int localPort,
                                     QObject *parent)
{
    auto *tunnel = new SshTunnel(remoteHost, remotePort, parent);
    handOver(m_worker, m_thread, tunnel->createService(localPort, m_worker));
    return tunnel;
}

} // namespace slipway::ssh
