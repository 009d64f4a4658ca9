#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

namespace slipway::ssh {

class SshService;
class SshWorker;

// A long-running remote command on its own channel (`tail -F run.log`), its output delivered
// as it arrives. Lives in the thread that opened it. When the connection drops, finished()
// reports the error; open a new stream after reconnecting to resubscribe.
class SshStream final : public QObject
{
    Q_OBJECT

public:
    explicit SshStream(QObject *parent = nullptr);
    ~SshStream() override;

    // Stops the remote command (hang-up) and closes the channel.
    void close();
    bool isFinished() const { return m_finished; }

    // Internal: made by SshConnection.
    SshService *createService(const QString &command, SshWorker *worker);

signals:
    void standardOutput(const QByteArray &data);
    void standardError(const QByteArray &data);
    // exitCode is -1 when the command did not end by itself; error then says why.
    void finished(int exitCode, const QString &error);

private:
    QPointer<QObject> m_worker;     // where the service lives
    QPointer<SshService> m_service; // lives in the worker thread; only used to post to it
    bool m_finished = false;
};

} // namespace slipway::ssh
