#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

namespace slipway::ssh {

class SshService;
class SshWorker;
struct StreamInput;

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

    // The command's standard input: bytes are queued here and sent as fast as the channel's
    // window allows (many in flight, no round trip per write); closeInput() sends EOF once
    // everything queued went out. inputSent() says how far it got.
    void write(const QByteArray &data);
    void closeInput();
    // Queued but not yet handed to the channel.
    qint64 inputQueued() const;

    // Internal: made by SshConnection. `loginShell`: run through `bash -lc` (modules and the
    // scheduler there) or as a plain command (no start-up files: faster).
    SshService *createService(const QString &command, SshWorker *worker, bool loginShell = true);

Q_SIGNALS:
    void standardOutput(const QByteArray &data);
    void standardError(const QByteArray &data);
    // All input bytes handed to the channel so far.
    void inputSent(qint64 bytes);
    // exitCode is -1 when the command did not end by itself; error then says why.
    void finished(int exitCode, const QString &error);

private:
    void wake();

    QPointer<QObject> m_worker;     // where the service lives
    QPointer<SshService> m_service; // lives in the worker thread; only used to post to it
    bool m_finished = false;
    std::shared_ptr<StreamInput> m_input;
};

} // namespace slipway::ssh
