#include "ssh/sshstream.h"

#include "ssh/loginshellprotocol.h"
#include "ssh/sshservice.h"
#include "ssh/sshworker.h"

#include "common/shellquote.h"

namespace slipway::ssh {

namespace {

class StreamService final : public SshService
{
    Q_OBJECT

public:
    StreamService(QString command, QString where)
        : m_command(std::move(command))
        , m_where(std::move(where))
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
                (QStringLiteral("bash -lc ") + shellQuote(m_command)).toUtf8();
            rc = ssh_channel_request_exec(m_channel, command.constData());
        }
        ssh_set_blocking(session, 0);
        if (rc != SSH_OK) {
            finish(-1, QStringLiteral("%1 did not start the command: %2")
                           .arg(m_where, QString::fromUtf8(ssh_get_error(session))));
        }
    }

    bool service() override
    {
        if (m_done || !m_channel) {
            return false;
        }
        bool moved = false;
        char buffer[64 * 1024];
        for (int stream = 0; stream < 2; ++stream) {
            for (;;) {
                const int n =
                    ssh_channel_read_nonblocking(m_channel, buffer, sizeof buffer, stream);
                if (n <= 0) {
                    break;
                }
                moved = true;
                if (stream == 0) {
                    emit standardOutput(QByteArray(buffer, n));
                } else {
                    emit standardError(QByteArray(buffer, n));
                }
            }
        }
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
                error =
                    lost
                        ? QStringLiteral("The connection to %1 was lost while the command "
                                         "ran: its output may be cut short, and the command "
                                         "may still be running there. Connect again to "
                                         "check on it or to run it again.")
                              .arg(m_where)
                        : QStringLiteral("The command on %1 was stopped by a signal.").arg(m_where);
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
        finish(-1, QStringLiteral("The command on %1 was stopped.").arg(m_where));
    }

signals:
    void standardOutput(const QByteArray &data);
    void standardError(const QByteArray &data);
    void finished(int exitCode, const QString &error);

private:
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
        emit finished(exitCode, error);
    }

    QString m_command;
    QString m_where;
    ssh_channel m_channel = nullptr;
    bool m_done = false;
};

} // namespace

SshStream::SshStream(QObject *parent)
    : QObject(parent)
{}

SshStream::~SshStream()
{
    close();
}

SshService *SshStream::createService(const QString &command, SshWorker *worker)
{
    auto *service = new StreamService(command, worker->where());
    connect(service, &StreamService::standardOutput, this, &SshStream::standardOutput);
    connect(service, &StreamService::standardError, this, &SshStream::standardError);
    connect(service, &StreamService::finished, this, [this](int exitCode, const QString &error) {
        m_finished = true;
        emit finished(exitCode, error);
    });
    m_service = service;
    m_worker = worker;
    return service;
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
