#pragma once

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>

#include <atomic>
#include <deque>
#include <memory>

namespace slipway {
struct CommandResult;
}

namespace slipway::ssh {
class SshConnection;
struct SftpChunk;
} // namespace slipway::ssh

namespace slipway::remote {

// Keeps a local copy of the TensorBoard event files (names containing "tfevents") of a log
// folder on a cluster, so the local reader (events::LogDirReader) can read them.
//
// Each sync runs one command on the login node (eventfetch: python3, standard library) that
// lists the folder and sends every new byte range in one framed, compressed stream: one round
// trip when nothing is new, one round trip plus the bytes otherwise (a large first read is split
// into commands of setBatchBytes() bytes each). Without python3 on the login node it falls back
// to listing with `find` and reading over SFTP from the offset the local copy ends at
// (re-reading the last 4 KiB it holds to check they did not change). Reopening a run downloads
// nothing again. The stream's file writes happen on pool threads, never in the caller's
// thread; the SFTP fallback still appends each 2 MiB read in the caller's thread.
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
        bool missing = false; // !ok because the path is not there (yet), e.g. a logdir not made
        QString localPath;    // what to read: cacheDir(), or the one file when a file was named
        QString remoteFolder; // the absolute remote folder the files were listed in
        int remoteFiles = 0;  // event files found on the cluster
        int fetchedFiles = 0; // files that got new bytes
        int replacedFiles = 0;
        int removedFiles = 0;
        qint64 bytesFetched = 0;     // bytes appended to the copy
        qint64 bytesTransferred = 0; // bytes received (compressed stream, or SFTP reads with
                                     // the overlap check)
        int readRequests = 0;        // SFTP reads made (the fallback)
        int fetchCommands = 0;       // fetch commands run (the stream)
        int helperCommands = 0;      // of those, answered by the helper kept running there
        QString method;              // "stream" (python3 on the login node) or "sftp"
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
    // The connection it syncs over; null once that connection is gone.
    ssh::SshConnection *connection() const;
    // The folder the files are mirrored into (exists after the first sync).
    QString cacheDir() const { return m_cacheDir; }
    bool isSyncing() const { return m_syncing; }
    // Bytes of each SFTP read (default 2 MiB); small values exercise chunking in tests.
    void setChunkSize(qint64 bytes) { m_chunkSize = qMax<qint64>(bytes, 1024); }
    // Bytes one fetch command sends at most (default 64 MiB); the rest follows in the next.
    void setBatchBytes(qint64 bytes) { m_batchBytes = qMax<qint64>(bytes, 1); }
    // Bytes the first fetch command sends at most while the copy holds nothing yet (default
    // 2 MiB), so the first runs arrive, and can be shown, after one round trip.
    void setFirstBatchBytes(qint64 bytes) { m_firstBatchBytes = qMax<qint64>(bytes, 1); }
    // The Python interpreter to run on the login node (default "python3"). A name that is not
    // there makes the sync use the SFTP fallback.
    void setRemotePython(const QString &name) { m_python = name; }
    // Keep the fetch program running on the login node between syncs (EventHelper, one per
    // connection): after a sync that worked, it is started for the next ones, which then cost
    // one exchange on an open channel. Off by default (a single sync gains nothing from it).
    void setUseHelper(bool on) { m_useHelper = on; }
    // Always use the SFTP fallback (for comparison and tests).
    void setUseSftp(bool on) { m_forceSftp = on; }

    // Starts one sync; finished() follows. Does nothing while a sync runs.
    void sync();
    // Stops the running sync after the reads in flight (their bytes are kept); finished()
    // follows with `cancelled`.
    void cancel();

Q_SIGNALS:
    // bytesTotal is -1 when it is not known in advance (the stream: after each command).
    void progress(qint64 bytesDone, qint64 bytesTotal);
    void finished(const slipway::remote::EventMirror::Result &result);
    // A fetch command brought new bytes and another follows (the stream only): the copy at
    // `localPath` can be read already; the files still missing arrive before finished().
    void partFetched(const QString &localPath);

public:
    // Internal: what one fetch command brought (public for the helper that applies it).
    struct Applied;
    // Internal: the last 4 KiB hashes of the held files (public for the request's helper).
    struct TailDigests;
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
    void startStreamBatch();
    void runFetchCommand(const QByteArray &request);
    void onFetchResult(quint64 generation, const CommandResult &result);
    void onStreamApplied(const Applied &applied);
    void startSftp();
    void onListed(const QByteArray &output, const QString &error);
    void startFetching();
    void pump();
    void onChunk(const std::shared_ptr<Task> &task, int overlap, const ssh::SftpChunk &chunk);
    void finish(bool ok, const QString &error);

    QPointer<ssh::SshConnection> m_connection;
    QString m_remotePath;
    QString m_cacheRoot;
    QString m_cacheDir;
    QString m_manifestFile;
    qint64 m_chunkSize = 2 * 1024 * 1024;
    qint64 m_batchBytes = 64 * 1024 * 1024;
    qint64 m_firstBatchBytes = 2 * 1024 * 1024;
    QString m_python = QStringLiteral("python3");
    bool m_forceSftp = false;
    bool m_useHelper = false;
    std::shared_ptr<TailDigests> m_digests;
    QString m_partDir;
    QSet<QString> m_fetchedNames;
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
