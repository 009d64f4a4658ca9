#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

namespace slipway::ssh {

class SshService;
class SshWorker;

// An SFTP upload or download of a file or a whole folder, with progress and cancel. Files are
// written under a temporary name (NAME.slipway-part) and renamed when complete, so a cancelled
// or broken transfer never leaves a truncated file under the real name. When the link breaks,
// the part is kept; the next transfer of the same file checks it (SHA-256 of its bytes on both
// sides, one command) and continues after it. A cancel removes it.
class SshTransfer final : public QObject
{
    Q_OBJECT

public:
    enum class Direction { Upload, Download };

    SshTransfer(Direction direction, QString localPath, QString remotePath,
                QObject *parent = nullptr);
    ~SshTransfer() override;

    Direction direction() const { return m_direction; }
    QString localPath() const { return m_localPath; }
    QString remotePath() const { return m_remotePath; }
    bool isFinished() const { return m_finished; }

    void cancel();

    // Internal: made by SshConnection.
    SshService *createService(SshWorker *worker);

Q_SIGNALS:
    void progress(qint64 bytesDone, qint64 bytesTotal);
    // A file continues from `bytes` bytes an interrupted transfer left.
    void resumed(qint64 bytes);
    // error is empty on success.
    void finished(const QString &error);

private:
    Direction m_direction;
    QString m_localPath;
    QString m_remotePath;
    bool m_finished = false;
    QPointer<QObject> m_worker;
    QPointer<SshService> m_service;
};

} // namespace slipway::ssh
