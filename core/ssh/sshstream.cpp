#include "ssh/sshstream.h"

#include "ssh/loginshellprotocol.h"
#include "ssh/sshservice.h"
#include "ssh/sshworker.h"

#include "common/shellquote.h"

#include <QCoreApplication>
#include <QMutex>
#include <QTimer>

#include <deque>

namespace slipway::ssh {

// What the owner queued for the command's standard input; shared with the service, which
// drains it in the connection's thread.
struct StreamInput
{
    mutable QMutex mutex;
    std::deque<QByteArray> chunks;
    qsizetype offset = 0; // into chunks.front()
    qint64 queued = 0;
    bool closed = false;
};

namespace {

constexpr qsizetype kMaxWrite = 256 * 1024;

class StreamService final : public SshService
{
    Q_OBJECT

public:
    StreamService(QString command, QString where, bool loginShell,
                  std::shared_ptr<StreamInput> input)
        : m_command(std::move(command))
        , m_where(std::move(where))
        , m_loginShell(loginShell)
        , m_input(std::move(input))
    {}
    ~StreamService() override { closeChannel(); }

    void sessionReady(ssh_session session) override
    {
        if (m_done || m_channel) {
            return;
        }
        m_channel = ssh_channel_new(session);
        ssh_set_blocking(session, 1);
        int rc = m_channel ? ssh_channel_open_session(m_channel) : SSH_ERROR;
        if (rc == SSH_OK) {
            // A login shell, as for commands, so `module` and the scheduler are there.
            const QByteArray command =
                m_loginShell ? (QStringLiteral("bash -lc ") + shellQuote(m_command)).toUtf8()
                             : m_command.toUtf8();
            rc = ssh_channel_request_exec(m_channel, command.constData());
        }
        ssh_set_blocking(session, 0);
        if (rc != SSH_OK) {
            finish(-1, QCoreApplication::translate("sshstream", "%1 did not start the command: %2")
                           .arg(m_where, QString::fromUtf8(ssh_get_error(session))));
        }
    }

    bool service() override
    {
        if (m_done || !m_channel) {
            return false;
        }
        bool moved = false;
        // Reading first also takes in the server's window adjustments, so the input below
        // goes out at once instead of after a wait.
        readOutput(&moved);
        if (!m_inputDone && !writeInput(&moved)) {
            return true;
        }
        readOutput(&moved);
        if (ssh_channel_is_eof(m_channel) || ssh_channel_is_closed(m_channel)) {
            if (ssh_channel_poll(m_channel, 0) > 0 || ssh_channel_poll(m_channel, 1) > 0) {
                return true; // data still buffered
            }
            const int status = ssh_channel_get_exit_status(m_channel);
            // OpenSSH sends EOF, then the exit status, then CLOSE: at EOF alone the status may
            // still be on its way. Finish once it is here or the channel is closed (a command
            // killed by a signal closes without one).
            if (status < 0 && !ssh_channel_is_closed(m_channel)) {
                return moved;
            }
            QString error;
            if (status < 0) {
                // Closed without a status: the command was killed by a signal, or the
                // connection itself went down (the channel then reads as closed too).
                ssh_session session = ssh_channel_get_session(m_channel);
                const bool lost = !ssh_is_connected(session) ||
                                  (ssh_get_status(session) & (SSH_CLOSED | SSH_CLOSED_ERROR));
                error = lost ? QCoreApplication::translate(
                                   "sshstream", "The connection to %1 was lost while the command "
                                                "ran: its output may be cut short, and the command "
                                                "may still be running there. Connect again to "
                                                "check on it or to run it again.")
                                   .arg(m_where)
                             : QCoreApplication::translate(
                                   "sshstream", "The command on %1 was stopped by a signal.")
                                   .arg(m_where);
            }
            finish(status, error);
            return true;
        }
        return moved;
    }

    void sessionLost(const QString &reason) override
    {
        m_channel = nullptr; // freed with the session
        finish(-1, reason);
    }

    bool isDone() const override { return m_done; }

    void stop() override
    {
        if (m_channel) {
            ssh_channel_request_send_signal(m_channel, "HUP");
        }
        finish(-1, QCoreApplication::translate("sshstream", "The command on %1 was stopped.")
                       .arg(m_where));
    }

Q_SIGNALS:
    void standardOutput(const QByteArray &data);
    void standardError(const QByteArray &data);
    void inputSent(qint64 bytes);
    void finished(int exitCode, const QString &error);

private:
    void readOutput(bool *moved)
    {
        char buffer[64 * 1024];
        for (int stream = 0; stream < 2; ++stream) {
            for (;;) {
                const int n =
                    ssh_channel_read_nonblocking(m_channel, buffer, sizeof buffer, stream);
                if (n <= 0) {
                    break;
                }
                *moved = true;
                if (stream == 0) {
                    Q_EMIT standardOutput(QByteArray(buffer, n));
                } else {
                    Q_EMIT standardError(QByteArray(buffer, n));
                }
            }
        }
    }

    // Hands queued input to the channel, as much as its window takes, without waiting.
    // False when the link failed (finished).
    bool writeInput(bool *moved)
    {
        for (;;) {
            QByteArray chunk;
            qsizetype offset = 0;
            {
                QMutexLocker lock(&m_input->mutex);
                if (m_input->chunks.empty()) {
                    if (m_input->closed) {
                        ssh_channel_send_eof(m_channel);
                        m_inputDone = true;
                    }
                    return true;
                }
                chunk = m_input->chunks.front();
                offset = m_input->offset;
            }
            uint32_t window = ssh_channel_window_size(m_channel);
            if (window == 0) {
                // Takes in what the server sent meanwhile (a window adjustment, perhaps).
                ssh_channel_poll(m_channel, 0);
                window = ssh_channel_window_size(m_channel);
            }
            if (window == 0) {
                // The server's window adjustment may be read by another channel's pump:
                // look again soon.
                QTimer::singleShot(5, this, [this] { Q_EMIT wakeUp(); });
                return true;
            }
            const qsizetype want =
                qMin<qsizetype>(chunk.size() - offset, qMin<qsizetype>(window, kMaxWrite));
            const int n = ssh_channel_write(m_channel, chunk.constData() + offset,
                                            static_cast<uint32_t>(want));
            if (n < 0) {
                finish(-1, QCoreApplication::translate(
                               "sshstream", "The connection to %1 was lost while sending: %2")
                               .arg(m_where, QString::fromUtf8(ssh_get_error(
                                                 ssh_channel_get_session(m_channel)))));
                return false;
            }
            if (n == 0) {
                QTimer::singleShot(5, this, [this] { Q_EMIT wakeUp(); });
                return true;
            }
            *moved = true;
            m_sent += n;
            {
                QMutexLocker lock(&m_input->mutex);
                m_input->offset += n;
                m_input->queued -= n;
                if (m_input->offset >= m_input->chunks.front().size()) {
                    m_input->chunks.pop_front();
                    m_input->offset = 0;
                }
            }
            Q_EMIT inputSent(m_sent);
        }
    }

    void closeChannel()
    {
        if (m_channel) {
            ssh_channel_close(m_channel);
            ssh_channel_free(m_channel);
            m_channel = nullptr;
        }
    }

    void finish(int exitCode, const QString &error)
    {
        if (m_done) {
            return;
        }
        m_done = true;
        closeChannel();
        Q_EMIT finished(exitCode, error);
    }

    QString m_command;
    QString m_where;
    bool m_loginShell = true;
    std::shared_ptr<StreamInput> m_input;
    bool m_inputDone = false;
    qint64 m_sent = 0;
    ssh_channel m_channel = nullptr;
    bool m_done = false;
};

} // namespace

SshStream::SshStream(QObject *parent)
    : QObject(parent)
    , m_input(std::make_shared<StreamInput>())
{}

SshStream::~SshStream()
{
    close();
}

SshService *SshStream::createService(const QString &command, SshWorker *worker, bool loginShell)
{
    auto *service = new StreamService(command, worker->where(), loginShell, m_input);
    connect(service, &StreamService::inputSent, this, &SshStream::inputSent);
    connect(service, &StreamService::standardOutput, this, &SshStream::standardOutput);
    connect(service, &StreamService::standardError, this, &SshStream::standardError);
    connect(service, &StreamService::finished, this, [this](int exitCode, const QString &error) {
        m_finished = true;
        Q_EMIT finished(exitCode, error);
    });
    m_service = service;
    m_worker = worker;
    return service;
}

void SshStream::write(const QByteArray &data)
{
    if (data.isEmpty()) {
        return;
    }
    {
        QMutexLocker lock(&m_input->mutex);
        if (m_input->closed) {
            return;
        }
        m_input->chunks.push_back(data);
        m_input->queued += data.size();
    }
    wake();
}

void SshStream::closeInput()
{
    {
        QMutexLocker lock(&m_input->mutex);
        m_input->closed = true;
    }
    wake();
}

qint64 SshStream::inputQueued() const
{
    QMutexLocker lock(&m_input->mutex);
    return m_input->queued;
}

void SshStream::wake()
{
    if (QObject *context = m_worker.data()) {
        QPointer<SshService> service = m_service;
        QMetaObject::invokeMethod(
            context,
            [service] {
                if (service) {
                    Q_EMIT service->wakeUp();
                }
            },
            Qt::QueuedConnection);
    }
}

void SshStream::close()
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    SshService::postStop(m_worker, m_service);
}

} // namespace slipway::ssh

#include "sshstream.moc"
