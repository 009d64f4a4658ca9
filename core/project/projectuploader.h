#pragma once

#include "common/commandrunner.h"
#include "project/projectscanner.h"
#include "project/uploadplan.h"

#include <QFuture>
#include <QObject>
#include <QPointer>

#include <deque>
#include <memory>
#include <thread>

namespace slipway::ssh {
class SshConnection;
class SshStream;
} // namespace slipway::ssh

namespace slipway::project {

struct StreamFeed;

struct UploadOptions
{
    // The folder on the cluster that holds this project's snapshots, "~/slipway-projects/mnist".
    // "~/" and a relative path start at the home folder.
    QString remoteRoot;
    // About this many bytes of file content go in one piece (a gzip'd tar stream) over a
    // CommandRunner.
    qint64 chunkBytes = 8 * 1024 * 1024;
    // Over an SSH connection (setSftpConnection), pieces of about this much content follow
    // each other on one stream; an interrupted upload resumes after the last whole piece.
    qint64 streamPieceBytes = 1024 * 1024;
    // Ask `df` for the free space and inodes there first, and refuse what would not fit.
    bool checkSpace = true;
    // With checkSpace: the site's quota report ("quota", "lfs", "diskusage_report": a
    // profile's storage.quota_tool) is read in the same command, and the smaller of the quota
    // and the disk's free room decides (storage/quotareport.h).
    QString quotaTool;
    // The new snapshot's name (newSnapshotId()), when the job script must name it before the
    // upload; empty: made at the end. An existing snapshot of that name is refused.
    QString snapshotId;
};

struct UploadResult
{
    bool ok = false;
    bool cancelled = false;
    QString error;
    QString snapshotId;   // "20261125-172100-1a2b3c4d"
    QString snapshotPath; // absolute, on the cluster
    QString rootPath;     // absolute folder of the project's snapshots
    int files = 0;        // in the snapshot
    QByteArray digest;    // the snapshot's content (ProjectManifest::digest, hex)
    int filesSent = 0;
    int filesLinked = 0;  // hard links to the previous snapshot
    int filesResumed = 0; // already sent by an interrupted upload
    qint64 bytesSent = 0; // file content sent
    qint64 wireBytes = 0; // what went over the connection (compressed, encoded)
    int commands = 0;     // round trips to the cluster
    QString space;        // the free-space summary, when it was checked
};

// Sends a scanned project into a new, complete snapshot folder on the cluster, over a
// CommandRunner (Slipway's SSH connection, or any shell), in few round trips:
// 1. one command reads the previous snapshot's manifest, what an interrupted upload already
//    put into `ROOT/.incoming`, and the free space (df);
// 2. with an SSH connection (setSftpConnection): one command on its own channel (`sh -c`, no
//    login shell) reads a framed stream of tar pieces (gzip'd where that makes them smaller),
//    unpacks them into `.incoming`, each piece ending with a record of its files (so an
//    interrupted upload resumes after the last whole piece), and then does step 3 itself.
//    Over a plain CommandRunner: gzip'd tar pieces, a few MB per command;
// 3. one command builds `ROOT/.building-ID` from hard links to the previous snapshot and to
//    `.incoming` (copies where hard links are impossible), checks the file count, renames it
//    to `ROOT/ID`, points `ROOT/latest` at it and removes `.incoming`.
// Snapshot files are read-only, so a job cannot change what ran (Resubmit runs it again).
class ProjectUploader final : public QObject
{
    Q_OBJECT

public:
    ProjectUploader(CommandRunner *runner, QObject *parent = nullptr);
    ~ProjectUploader() override;

    // Send the files on one exec channel of this connection (the runner's own, normally)
    // instead of on the standard input of commands: a login shell reads its commands byte by
    // byte, which makes large inputs slow. Optional; without it everything goes through the
    // runner.
    void setSftpConnection(ssh::SshConnection *connection);

    void start(const ProjectScan &scan, const UploadOptions &options);
    // Stops after (or during) the current command; the result says cancelled. What arrived
    // stays in `.incoming` for the next upload.
    void cancel();
    bool isRunning() const { return m_running; }

    // The remote path as one shell word: "~/x", "~", "$HOME/x", "$SCRATCH/x" (and the other
    // variables job scripts expand at the start of a path component) expand; nothing else.
    static QString remoteWord(const QString &path);
    // Where a project's snapshots go by default: "~/slipway-projects/NAME", or below `workdir`
    // when one is given; NAME is the folder's name reduced to letters, digits, '-' and '_'.
    static QString defaultRemoteRoot(const QString &localFolder, const QString &workdir);
    // "20261125-172100-3fa9c2d1": the time (UTC) and 32 random bits.
    static QString newSnapshotId();

Q_SIGNALS:
    // Content bytes sent of those to send.
    void progress(qint64 bytesDone, qint64 bytesTotal);
    // What happens now, in plain words.
    void statusChanged(const QString &text);
    void finished(const slipway::project::UploadResult &result);

private:
    void onPlanned(const CommandResult &result);
    void sendNextChunk();
    void extractChunk(const QString &source, const QByteArray &input, qint64 content, int files);
    void finalize();
    QByteArray finalizeArchive(bool checkSent) const;
    QString finalizeScript(const QString &readMeta, const QString &rootWord,
                           const QString &previousWord, const QString &countWord) const;
    void openUploadStream();
    void sendStreamed();
    void drainFeed();
    void onStreamFinished(int exitCode, const QString &error);
    void stopProducer();
    void finish(const QString &error);
    void runCommand(const CommandRequest &request,
                    const std::function<void(const CommandResult &)> &handler);
    // `script` in `sh -c` on a plain channel of the SSH connection (no login shell).
    void runPlain(const QString &script, const std::function<void(const CommandResult &)> &handler);

    QPointer<CommandRunner> m_runner;
    QPointer<ssh::SshConnection> m_sftp;
    QPointer<ssh::SshStream> m_stream;
    QPointer<ssh::SshStream> m_planStream;
    std::shared_ptr<StreamFeed> m_feed;
    std::thread m_producer;
    QByteArray m_streamOut;
    QByteArray m_streamErr;
    std::shared_ptr<std::deque<std::pair<qint64, qint64>>> m_drainMarks;
    qint64 m_wireWritten = 0;
    qint64 m_contentQueued = 0;
    ProjectScan m_scan;
    UploadOptions m_options;
    UploadPlan m_plan;
    UploadResult m_result;
    QString m_previousId;
    QString m_snapshotId;
    qsizetype m_nextFile = 0;
    QFuture<CommandResult> m_current;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace slipway::project
