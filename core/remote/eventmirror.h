#pragma once

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <deque>
#include <memory>

namespace slipway::ssh {
class SshConnection;
struct SftpChunk;
} // namespace slipway::ssh

namespace slipway::remote {

// Keeps a local copy of the TensorBoard event files (names containing "tfevents") of a log
// folder on a cluster, so the local reader (events::LogDirReader) can read them. Each sync
// lists the remote folder with one command and fetches over SFTP only the bytes appended since
// the last sync, reading from the offset the local copy ends at (re-reading the last 4 KiB it
// holds to check they did not change); reopening a run downloads
// nothing again.
//
// The local copy of a file is always a prefix of the remote file: bytes are appended only once
// a whole chunk has arrived, so a lost connection leaves a shorter copy, never a wrong one, and
// the next sync goes on from there. A remote file that became shorter, was replaced (another
// inode) or whose bytes before the new ones changed is fetched again from the start; files gone
// from the cluster are removed from the copy. `Result::replacedFiles` says when that happened:
// a reader that had read the old copy must then be opened again.
//
// Cache: <cacheRoot>/<id>/ holds the files at their relative paths, <cacheRoot>/<id>.json what
// each file was (inode, modification time) when fetched; <id> is made from the host and the
// path. Use from one thread (the one the object lives in); the folder listing is planned on a
// pool thread.
class EventMirror final : public QObject
{
    Q_OBJECT

public:
    struct Result
    {
        bool ok = false;
        bool cancelled = false;
        QString error;        // plain language, when !ok
        QString localPath;    // what to read: cacheDir(), or the one file when a file was named
        QString remoteFolder; // the absolute remote folder the files were listed in
        int remoteFiles = 0;  // event files found on the cluster
        int fetchedFiles = 0; // files that got new bytes
        int replacedFiles = 0;
        int removedFiles = 0;
        qint64 bytesFetched = 0;     // bytes appended to the copy
        qint64 bytesTransferred = 0; // bytes read over SFTP (new bytes plus the overlap check)
        int readRequests = 0;        // SFTP reads made
        QStringList warnings;        // e.g. sub-folders the listing could not enter
    };

    // `remotePath` is a folder (or one event file) on `connection`'s host; "~/" is the home.
    // `cacheRoot` empty: defaultCacheRoot().
    EventMirror(ssh::SshConnection *connection, QString remotePath, QString cacheRoot = QString(),
                QObject *parent = nullptr);
    ~EventMirror() override;

    // <cache location>/remote-events (QStandardPaths::CacheLocation).
    static QString defaultCacheRoot();

    QString remotePath() const { return m_remotePath; }
    // The folder the files are mirrored into (exists after the first sync).
    QString cacheDir() const { return m_cacheDir; }
    bool isSyncing() const { return m_syncing; }
    // Bytes of each SFTP read (default 2 MiB); small values exercise chunking in tests.
    void setChunkSize(qint64 bytes) { m_chunkSize = qMax<qint64>(bytes, 1024); }

    // Starts one sync; finished() follows. Does nothing while a sync runs.
    void sync();
    // Stops the running sync after the reads in flight (their bytes are kept); finished()
    // follows with `cancelled`.
    void cancel();

signals:
    void progress(qint64 bytesDone, qint64 bytesTotal);
    void finished(const slipway::remote::EventMirror::Result &result);

public:
    // Internal: one file to bring up to date (public for the planning helper).
    struct Task
    {
        QString relativePath;
        QString remoteFile;
        QString localFile;
        qint64 offset = 0; // local size: where the next bytes go
        qint64 target = 0; // remote size when listed
        bool verifyOverlap = false;
        bool counted = false;
    };

private:
    void onListed(const QByteArray &output, const QString &error);
    void startFetching();
    void pump();
    void onChunk(std::shared_ptr<Task> task, int overlap, const ssh::SftpChunk &chunk);
    void finish(bool ok, const QString &error);

    QPointer<ssh::SshConnection> m_connection;
    QString m_remotePath;
    QString m_cacheRoot;
    QString m_cacheDir;
    QString m_manifestFile;
    qint64 m_chunkSize = 2 * 1024 * 1024;
    bool m_syncing = false;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0;
    std::deque<std::shared_ptr<Task>> m_tasks;
    int m_inFlight = 0;
    qint64 m_bytesTotal = 0;
    QString m_fetchError;
    Result m_result;
};

} // namespace slipway::remote

Q_DECLARE_METATYPE(slipway::remote::EventMirror::Result)
