#pragma once

#include "common/commandrunner.h"

#include <QByteArray>
#include <QFuture>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <memory>

class QThread;

namespace slipway::ssh {
class SshConnection;
class SshStream;
class SshTransfer;
} // namespace slipway::ssh

namespace slipway::fetch {

class HttpFetcher;

struct DownloadItem
{
    QUrl url;                       // fetched when localFile is empty
    QString localFile;              // a copy on this computer, uploaded as it is
    QString fileName;               // its name on the cluster
    QByteArray sha256;              // lower-case hex; empty: not checked
    bool checkUncompressed = false; // sha256 is of the gunzipped content (gzip -dc)
};

struct DownloadRequest
{
    QList<DownloadItem> items;
    // On the cluster; "~/" and $HOME, $SCRATCH ... at the start expand, nothing else.
    QString targetFolder;
    // One item, an archive (zip, tar.gz), unpacked into targetFolder, which must not exist or
    // be empty. Otherwise the items are files put into targetFolder (made when missing).
    bool unpack = false;
    // The login node fetches with curl or wget; otherwise Slipway downloads here and uploads.
    bool loginNodeInternet = true;
    // "wget" to use wget on the login node even where curl is there too; otherwise curl is
    // preferred.
    QString preferFetcher;
};

struct DownloadResult
{
    bool ok = false;
    bool cancelled = false;
    QString error;
    QString targetPath;        // absolute, on the cluster
    bool alreadyThere = false; // every file was there with the right checksum
    int files = 0;             // files unpacked or put there
    qint64 bytes = 0;          // downloaded (or uploaded)
    QString fetchedBy;         // "the login node (curl)", "this computer"
};

// "Download to the cluster": puts files from the internet (or from this computer) into a folder
// on the cluster, checks their SHA-256 there, and for an archive unpacks it, in a way that never
// leaves anything half-done:
// 1. one command checks the target, makes a temporary folder beside it and finds curl/wget,
//    unzip, tar and the free space;
// 2. each file is fetched into the temporary folder: by the login node (curl, else wget, with
//    progress parsed from its output) when it has internet, else here (HTTP on a worker thread)
//    and uploaded by SFTP;
// 3. one command checks every SHA-256 (and what kind of archive it is);
// 4. for an archive: one command lists its members, which are checked here (no absolute path,
//    no "..", no link leading out, no device) along with the space they need; one unpacks into
//    the temporary folder; links are checked again; one renames it to the target.
// A failure or a cancel removes the temporary folder. Every word that reaches the shell is
// quoted.
class RemoteDownload final : public QObject
{
    Q_OBJECT

public:
    explicit RemoteDownload(ssh::SshConnection *connection, QObject *parent = nullptr);
    ~RemoteDownload() override;

    void start(const DownloadRequest &request);
    void cancel();
    bool isRunning() const { return m_running; }

    // Empty when `text` is an http or https address Slipway will fetch, else why not.
    static QString checkUrl(const QString &text);
    // Empty when `text` is a SHA-256 (64 hex digits, spaces around allowed), else why not.
    static QString checkSha256(const QString &text);
    // The archive's file name from its URL ("examples.zip"); "download" when it has none.
    static QString fileNameFromUrl(const QUrl &url);
    // A folder name for an archive: its file name without .zip/.tar.gz/.tgz.
    static QString folderNameFromUrl(const QUrl &url);

Q_SIGNALS:
    // Per mille of the current step; -1 when unknown.
    void progress(int permille);
    void statusChanged(const QString &text);
    void finished(const slipway::fetch::DownloadResult &result);

private:
    void prepare();
    void onPrepared(const CommandResult &r);
    void fetchNext();
    void fetchOnLoginNode(const DownloadItem &item);
    void fetchHere(const DownloadItem &item);
    void upload(const QString &localPath, const QString &name);
    void verify();
    void listArchive();
    void unpack();
    void checkLinks();
    void moveIntoPlace();
    void finish(const QString &error);
    void cleanUpThen(const QString &error);
    void run(const QString &command, int timeoutMs,
             const std::function<void(const CommandResult &)> &handler);
    QString tmpWord() const;
    QString itemWord(qsizetype i) const;

    QPointer<ssh::SshConnection> m_connection;
    QPointer<ssh::SshStream> m_stream;
    QPointer<ssh::SshTransfer> m_transfer;
    std::unique_ptr<QThread, void (*)(QThread *)> m_httpThread;
    HttpFetcher *m_http = nullptr;
    DownloadRequest m_request;
    DownloadResult m_result;
    QString m_tmp;       // absolute temporary folder on the cluster
    QString m_fetcher;   // "curl" or "wget" on the login node
    QString m_localTemp; // a download here, removed at the end
    qint64 m_freeKb = -1;
    qsizetype m_next = 0;
    QByteArray m_streamErr;
    QFuture<CommandResult> m_current;
    bool m_running = false;
    bool m_cancelled = false;
    int m_archiveKind = 0; // ArchiveKind
};

// Plain-language reasons for failures of the tools the login node fetches with.
QString httpStatusMessage(int status);
QString curlFailure(int exitCode, const QByteArray &stderrText);
QString wgetFailure(int exitCode, const QByteArray &stderrText);
// The last percentage in curl's --progress-bar or wget's dot output, in per mille; -1 if none.
int parseFetchProgress(const QByteArray &output);

} // namespace slipway::fetch
