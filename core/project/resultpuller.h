#pragma once

#include "common/commandrunner.h"

#include <QByteArray>
#include <QFuture>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

namespace slipway::project {

struct PullOptions
{
    QString remoteFolder; // on the cluster; "~/" is the home folder
    QString localFolder;  // here; made when missing
    // Files of the snapshot's manifest (`.slipway-snapshot/manifest` in remoteFolder) with the
    // size the manifest gives are the project's own files, not results, and are skipped.
    bool skipProjectFiles = true;
    // About this many bytes per command.
    qint64 batchBytes = 8 * 1024 * 1024;
};

struct PullResult
{
    bool ok = false;
    bool cancelled = false;
    QString error;
    int files = 0;          // results on the cluster
    int filesNew = 0;       // fetched whole
    int filesAppended = 0;  // only their new bytes fetched
    int filesUnchanged = 0; // nothing fetched
    qint64 bytesReceived = 0;
    int commands = 0;
};

// Downloads the files a run wrote (checkpoints, CSVs, event files, plots) from its folder on the
// cluster into a local folder, fetching only new bytes each time: a file that grew since the
// last pull (a log, an event file) gets its new tail after a check that the part already here
// is unchanged on the cluster (SHA-256 of the prefix there); a file that did not change is not
// fetched; anything else is fetched whole, under a temporary name renamed at the end. One
// command lists the folder, one checks prefixes, then one command per batch of bytes. What
// the last pull saw is kept in LOCAL/.slipway-pull.
class ResultPuller final : public QObject
{
    Q_OBJECT

public:
    ResultPuller(CommandRunner *runner, QObject *parent = nullptr);

    void start(const PullOptions &options);
    void cancel();

Q_SIGNALS:
    void progress(qint64 bytesDone, qint64 bytesTotal);
    void statusChanged(const QString &text);
    void finished(const slipway::project::PullResult &result);

private:
    struct RemoteFile
    {
        QByteArray path;
        qint64 size = 0;
        QByteArray mtime;
    };
    struct Range
    {
        qsizetype file; // index into m_files
        qint64 offset;
        qint64 length;
        bool whole; // the file is fetched from byte 0 into a temporary file
    };

    void onListed(const CommandResult &result);
    void onChecked(const CommandResult &result, const QList<qsizetype> &checked,
                   const QList<qint64> &offsets);
    void sendNextBatch();
    void finish(const QString &error);
    void run(const CommandRequest &request,
             const std::function<void(const CommandResult &)> &handler);
    void loadState();
    void saveState();
    QByteArray localPath(const QByteArray &path) const;

    QPointer<CommandRunner> m_runner;
    PullOptions m_options;
    PullResult m_result;
    QByteArray m_localRoot;
    QList<RemoteFile> m_files;
    QHash<QByteArray, QPair<qint64, QByteArray>> m_state; // path -> size, mtime at last pull
    QList<Range> m_ranges;
    qsizetype m_nextRange = 0;
    qint64 m_bytesTotal = 0;
    QFuture<CommandResult> m_current;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace slipway::project
