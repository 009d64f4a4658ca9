#include "fetch/remotedownload.h"

#include "common/shellquote.h"
#include "common/wordrules.h"
#include "compose/shellwords.h"
#include "fetch/archivelisting.h"
#include "fetch/httpfetcher.h"
#include "ssh/sshconnection.h"
#include "ssh/sshstream.h"
#include "ssh/sshtransfer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>

#include <cmath>

namespace slipway::fetch {

namespace {

void stopThread(QThread *thread)
{
    if (thread) {
        thread->quit();
        thread->wait();
        delete thread;
    }
}

QString firstLine(const QByteArray &text)
{
    const QString s = QString::fromUtf8(text).trimmed();
    const qsizetype nl = s.lastIndexOf(u'\n');
    return wordrules::quoteForMessage(nl >= 0 ? s.mid(nl + 1) : s);
}

QString plainError(const CommandResult &r)
{
    if (!r.ran()) {
        return r.error;
    }
    const QString err = firstLine(r.standardError);
    return err.isEmpty() ? QStringLiteral("exit status %1").arg(r.exitCode) : err;
}

bool diskFull(const QByteArray &text)
{
    return text.contains("No space left on device") || text.contains("Disk quota exceeded");
}

QString humanSize(qint64 bytes)
{
    if (bytes >= (qint64(1) << 40)) {
        return QStringLiteral("%1 TB").arg(double(bytes) / double(qint64(1) << 40), 0, 'f', 1);
    }
    if (bytes >= (1 << 30)) {
        return QStringLiteral("%1 GB").arg(double(bytes) / double(1 << 30), 0, 'f', 1);
    }
    if (bytes >= (1 << 20)) {
        return QStringLiteral("%1 MB").arg(double(bytes) / double(1 << 20), 0, 'f', 1);
    }
    return QStringLiteral("%1 kB").arg(double(bytes) / 1024.0, 0, 'f', 1);
}

QMap<QString, QString> keyValues(const QByteArray &out)
{
    QMap<QString, QString> map;
    for (const QByteArray &line : out.split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0) {
            map.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
        }
    }
    return map;
}

} // namespace

QString httpStatusMessage(int status)
{
    switch (status) {
    case 401:
    case 403:
        return QCoreApplication::translate(
                   "remotedownload",
                   "The server refused the download (%1 %2): the file needs a login "
                   "or is not public. Download it in a browser and upload it instead.")
            .arg(status)
            .arg(status == 401 ? QStringLiteral("Unauthorized") : QStringLiteral("Forbidden"));
    case 404:
        return QCoreApplication::translate(
            "remotedownload", "The server has no file at that address (404 Not Found). Check the "
                              "URL; it may have moved.");
    case 410:
        return QCoreApplication::translate("remotedownload",
                                           "The file is gone from the server (410 Gone).");
    default:
        break;
    }
    if (status >= 500) {
        return QCoreApplication::translate("remotedownload",
                                           "The server had a problem (HTTP %1). Try again later.")
            .arg(status);
    }
    return QCoreApplication::translate(
               "remotedownload", "The server answered with HTTP status %1 instead of the file.")
        .arg(status);
}

QString curlFailure(int exitCode, const QByteArray &err)
{
    static const QRegularExpression http(QStringLiteral("returned error: (\\d{3})"));
    const auto m = http.match(QString::fromUtf8(err));
    if (exitCode == 22 && m.hasMatch()) {
        return httpStatusMessage(m.captured(1).toInt());
    }
    if (diskFull(err) || exitCode == 23) {
        return QCoreApplication::translate(
            "remotedownload", "The cluster's disk (or your quota) is full: the download could "
                              "not be written. Free some space or choose another folder.");
    }
    switch (exitCode) {
    case 5:
    case 6:
        return QCoreApplication::translate(
                   "remotedownload",
                   "The login node could not find the server (%1). Check the address; "
                   "if the login node has no internet, mark it so in the cluster's "
                   "profile and Slipway will download here and upload.")
            .arg(firstLine(err));
    case 7:
        return QCoreApplication::translate("remotedownload",
                                           "The login node could not connect to the server (%1).")
            .arg(firstLine(err));
    case 28:
        return QCoreApplication::translate("remotedownload",
                                           "The download timed out on the login node.");
    case 35:
    case 60:
        return QCoreApplication::translate("remotedownload",
                                           "The secure connection to the server failed (%1).")
            .arg(firstLine(err));
    default:
        return QCoreApplication::translate(
                   "remotedownload",
                   "The download on the login node failed (curl exit status %1: %2).")
            .arg(exitCode)
            .arg(firstLine(err));
    }
}

QString wgetFailure(int exitCode, const QByteArray &err)
{
    static const QRegularExpression http(QStringLiteral("ERROR (\\d{3})"));
    const auto m = http.match(QString::fromUtf8(err));
    if (exitCode == 8 && m.hasMatch()) {
        return httpStatusMessage(m.captured(1).toInt());
    }
    if (diskFull(err) || exitCode == 3) {
        return QCoreApplication::translate(
            "remotedownload", "The cluster's disk (or your quota) is full: the download could "
                              "not be written. Free some space or choose another folder.");
    }
    if (exitCode == 4) {
        return QCoreApplication::translate(
                   "remotedownload",
                   "The login node could not reach the server (%1). If it has no "
                   "internet, mark it so in the cluster's profile and Slipway will "
                   "download here and upload.")
            .arg(firstLine(err));
    }
    if (exitCode == 5) {
        return QCoreApplication::translate("remotedownload",
                                           "The secure connection to the server failed (%1).")
            .arg(firstLine(err));
    }
    return QCoreApplication::translate(
               "remotedownload", "The download on the login node failed (wget exit status %1: %2).")
        .arg(exitCode)
        .arg(firstLine(err));
}

int parseFetchProgress(const QByteArray &output)
{
    static const QRegularExpression percent(QStringLiteral("(\\d{1,3}(?:\\.\\d)?)%"));
    int permille = -1;
    auto it = percent.globalMatch(QString::fromLatin1(output));
    while (it.hasNext()) {
        const double value = it.next().captured(1).toDouble();
        if (value <= 100.0) {
            permille = int(std::lround(value * 10.0));
        }
    }
    return permille;
}

QString RemoteDownload::checkUrl(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        return QCoreApplication::translate(
            "remotedownload", "Enter the address (URL) of the file, starting with https://.");
    }
    for (const QChar c : t) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c.isSpace()) {
            return QCoreApplication::translate(
                "remotedownload", "The address holds a space or a control character; copy it "
                                  "again from the page that gives it.");
        }
    }
    const QUrl url(t, QUrl::StrictMode);
    if (!url.isValid()) {
        return QCoreApplication::translate("remotedownload", "This is not a valid web address: %1")
            .arg(wordrules::quoteForMessage(t));
    }
    const QString scheme = url.scheme().toLower();
    if (scheme.isEmpty()) {
        return QCoreApplication::translate("remotedownload",
                                           "The address must start with https:// or http://: %1")
            .arg(wordrules::quoteForMessage(t));
    }
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https")) {
        return QCoreApplication::translate(
                   "remotedownload",
                   "Only http:// and https:// addresses can be downloaded (this one "
                   "starts with \"%1:\").")
            .arg(wordrules::quoteForMessage(url.scheme()));
    }
    if (url.host().isEmpty()) {
        return QCoreApplication::translate("remotedownload", "The address names no server: %1")
            .arg(wordrules::quoteForMessage(t));
    }
    return {};
}

QString RemoteDownload::checkSha256(const QString &text)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]{64}$"));
    if (!hex.match(text.trimmed()).hasMatch()) {
        return QCoreApplication::translate(
            "remotedownload", "A SHA-256 checksum is 64 characters, digits 0-9 and letters a-f "
                              "(as `sha256sum` prints it).");
    }
    return {};
}

QString RemoteDownload::fileNameFromUrl(const QUrl &url)
{
    QString name = url.fileName(QUrl::FullyDecoded);
    static const QRegularExpression safe(QStringLiteral("[^A-Za-z0-9._+-]"));
    name.replace(safe, QStringLiteral("_"));
    while (name.startsWith(u'.') || name.startsWith(u'-')) {
        name.remove(0, 1);
    }
    return name.isEmpty() ? QStringLiteral("download") : name;
}

QString RemoteDownload::folderNameFromUrl(const QUrl &url)
{
    QString name = fileNameFromUrl(url);
    for (const char *ext : {".tar.gz", ".tgz", ".zip"}) {
        if (name.endsWith(QLatin1String(ext), Qt::CaseInsensitive)) {
            name.chop(qsizetype(qstrlen(ext)));
            break;
        }
    }
    return name.isEmpty() ? QStringLiteral("download") : name;
}

RemoteDownload::RemoteDownload(ssh::SshConnection *connection, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_httpThread(nullptr, &stopThread)
{}

RemoteDownload::~RemoteDownload()
{
    if (m_stream) {
        m_stream->close();
    }
    if (m_transfer) {
        m_transfer->cancel();
    }
    if (m_http) {
        QMetaObject::invokeMethod(m_http, &HttpFetcher::abort, Qt::QueuedConnection);
        m_http->deleteLater();
    }
}

void RemoteDownload::start(const DownloadRequest &request)
{
    if (m_running) {
        return;
    }
    m_request = request;
    m_result = DownloadResult();
    m_tmp.clear();
    m_next = 0;
    m_cancelled = false;
    m_running = true;
    QString error;
    if (request.items.isEmpty()) {
        error = QCoreApplication::translate("remotedownload", "Nothing to download.");
    } else if (request.unpack && request.items.size() != 1) {
        error = QCoreApplication::translate("remotedownload",
                                            "Only one archive can be unpacked at a time.");
    } else if (QString why = wordrules::pathWord(request.targetFolder);
               request.targetFolder.trimmed().isEmpty() || !why.isEmpty()) {
        error = request.targetFolder.trimmed().isEmpty()
                    ? QCoreApplication::translate(
                          "remotedownload", "Choose the folder on the cluster to put it into.")
                    : QCoreApplication::translate("remotedownload",
                                                  "The folder on the cluster cannot be used: %1")
                          .arg(why);
    }
    for (const DownloadItem &item : request.items) {
        if (!error.isEmpty()) {
            break;
        }
        if (item.localFile.isEmpty()) {
            error = checkUrl(item.url.toString(QUrl::FullyEncoded));
        }
        if (error.isEmpty() && !item.sha256.isEmpty()) {
            error = checkSha256(QString::fromLatin1(item.sha256));
        }
        static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9_+][A-Za-z0-9._+-]*$"));
        if (error.isEmpty() && !name.match(item.fileName).hasMatch()) {
            error = QCoreApplication::translate("remotedownload",
                                                "Slipway cannot name the download %1.")
                        .arg(wordrules::quoteForMessage(item.fileName));
        }
    }
    if (!error.isEmpty()) {
        finish(error);
        return;
    }
    for (DownloadItem &item : m_request.items) {
        item.sha256 = item.sha256.trimmed().toLower();
    }
    if (!m_connection) {
        finish(QCoreApplication::translate("remotedownload",
                                           "The connection to the cluster is gone."));
        return;
    }
    prepare();
}

void RemoteDownload::cancel()
{
    if (!m_running || m_cancelled) {
        return;
    }
    m_cancelled = true;
    Q_EMIT statusChanged(QStringLiteral("Cancelling…"));
    if (m_stream) {
        // Hang-up stops curl/wget; the clean-up removes what it wrote.
        m_stream->disconnect(this);
        m_stream->close();
        m_stream->deleteLater();
        m_stream = nullptr;
        cleanUpThen(QStringLiteral("Cancelled."));
        return;
    }
    if (m_transfer) {
        m_transfer->disconnect(this);
        m_transfer->cancel();
        m_transfer->deleteLater();
        m_transfer = nullptr;
        cleanUpThen(QStringLiteral("Cancelled."));
        return;
    }
    if (m_http) {
        QMetaObject::invokeMethod(m_http, &HttpFetcher::abort, Qt::QueuedConnection);
        return;
    }
    // A command is running: its continuation sees m_cancelled and cleans up.
}

QString RemoteDownload::tmpWord() const
{
    return shellQuote(m_tmp);
}

QString RemoteDownload::itemWord(qsizetype i) const
{
    return shellQuote(m_tmp + u'/' + m_request.items.at(i).fileName);
}

void RemoteDownload::run(const QString &command, int timeoutMs,
                         const std::function<void(const CommandResult &)> &handler)
{
    if (!m_connection) {
        finish(QCoreApplication::translate("remotedownload",
                                           "The connection to the cluster is gone."));
        return;
    }
    m_current = m_connection->run({command, {}, timeoutMs});
    // The handler starts the next command; it runs from a queued call, after this
    // continuation has returned (see common/futures.h).
    m_current
        .then(this,
              [this, handler](const CommandResult &result) {
                  QMetaObject::invokeMethod(
                      this,
                      [this, handler, result] {
                          if (!m_running) {
                              return;
                          }
                          if (m_cancelled) {
                              cleanUpThen(QStringLiteral("Cancelled."));
                              return;
                          }
                          handler(result);
                      },
                      Qt::QueuedConnection);
              })
        .onCanceled(this, [this] {
            // The connection went away with the command (its promise was dropped): nothing
            // more can run there, not even the clean-up.
            finish(m_cancelled ? QStringLiteral("Cancelled.")
                               : QCoreApplication::translate(
                                     "remotedownload",
                                     "The connection to the cluster closed before the download "
                                     "finished."));
        });
}

void RemoteDownload::prepare()
{
    Q_EMIT statusChanged(
        QCoreApplication::translate("remotedownload", "Preparing the folder on the cluster…"));
    Q_EMIT progress(-1);
    QString command =
        QStringLiteral("t=%1\n").arg(compose::shellwords::pathWord(m_request.targetFolder));
    command += QStringLiteral(R"SH(p=$(dirname -- "$t") && mkdir -p -- "$p" || exit 3
case $t in */) t=${t%/} ;; esac
printf 'abs=%s/%s\n' "$(cd -- "$p" && pwd -P)" "$(basename -- "$t")"
if [ -e "$t" ] && [ ! -d "$t" ]; then echo target=file; exit 0; fi
if [ -d "$t" ] && [ -n "$(ls -A -- "$t")" ]; then echo target=notempty; else echo target=free; fi
d=$(mktemp -d -- "$p/.slipway-download-XXXXXXXX") || exit 4
printf 'tmp=%s\n' "$d"
for tool in curl wget unzip zipinfo tar gzip sha256sum; do
  command -v "$tool" >/dev/null 2>&1 && printf 'has=%s\n' "$tool"
done
printf 'free=%s\n' "$(df -Pk -- "$d" | awk 'NR==2 {print $4}')"
)SH");
    if (!m_request.unpack) {
        // Files already there with the right checksum need not come again.
        for (qsizetype i = 0; i < m_request.items.size(); ++i) {
            const DownloadItem &item = m_request.items.at(i);
            if (item.sha256.isEmpty()) {
                continue;
            }
            const QString f = QStringLiteral("\"$t\"/") + shellQuote(item.fileName);
            command += QStringLiteral("[ -f %1 ] && printf 'have%2=%s\\n' \"$(%3 | sha256sum | "
                                      "cut -c1-64)\"\n")
                           .arg(f)
                           .arg(i)
                           .arg(item.checkUncompressed
                                    ? QStringLiteral("gzip -dc -- %1 2>/dev/null").arg(f)
                                    : QStringLiteral("cat -- %1").arg(f));
        }
    }
    command += QStringLiteral("exit 0\n");
    run(command, 120000, [this](const CommandResult &r) { onPrepared(r); });
}

void RemoteDownload::onPrepared(const CommandResult &r)
{
    const auto kv = keyValues(r.standardOutput);
    if (!r.succeeded()) {
        finish(QCoreApplication::translate("remotedownload",
                                           "Could not prepare the folder %1 on the cluster: %2")
                   .arg(wordrules::quoteForMessage(m_request.targetFolder), plainError(r)));
        return;
    }
    m_result.targetPath = kv.value(QStringLiteral("abs"));
    m_tmp = kv.value(QStringLiteral("tmp"));
    const QString target = kv.value(QStringLiteral("target"));
    if (target == QLatin1String("file")) {
        finish(QCoreApplication::translate("remotedownload",
                                           "%1 on the cluster is a file, not a folder.")
                   .arg(wordrules::quoteForMessage(m_result.targetPath)));
        return;
    }
    if (m_request.unpack && target == QLatin1String("notempty")) {
        cleanUpThen(QCoreApplication::translate(
                        "remotedownload",
                        "The folder %1 on the cluster already holds files. Choose a "
                        "new folder (or an empty one) to unpack the archive into.")
                        .arg(wordrules::quoteForMessage(m_result.targetPath)));
        return;
    }
    if (m_tmp.isEmpty() || !m_tmp.startsWith(u'/')) {
        finish(QCoreApplication::translate(
                   "remotedownload", "Could not make a temporary folder beside %1 on the cluster.")
                   .arg(wordrules::quoteForMessage(m_result.targetPath)));
        return;
    }
    m_freeKb = kv.value(QStringLiteral("free")).toLongLong();
    QStringList tools;
    for (const QByteArray &line : r.standardOutput.split('\n')) {
        if (line.startsWith("has=")) {
            tools << QString::fromUtf8(line.mid(4));
        }
    }
    if (!m_request.unpack) {
        bool all = true;
        for (qsizetype i = 0; i < m_request.items.size(); ++i) {
            const QString have = kv.value(QStringLiteral("have%1").arg(i));
            all = all && !m_request.items.at(i).sha256.isEmpty() &&
                  have.toLatin1() == m_request.items.at(i).sha256;
        }
        if (all) {
            m_result.alreadyThere = true;
            m_result.files = int(m_request.items.size());
            cleanUpThen({});
            return;
        }
    }
    for (const QString &needed : {QStringLiteral("sha256sum"), QStringLiteral("gzip")}) {
        if (!tools.contains(needed)) {
            cleanUpThen(QCoreApplication::translate(
                            "remotedownload",
                            "The login node has no %1, which Slipway needs to check "
                            "the download.")
                            .arg(needed));
            return;
        }
    }
    m_fetcher.clear();
    if (m_request.loginNodeInternet && m_request.preferFetcher == QLatin1String("wget") &&
        tools.contains(QStringLiteral("wget"))) {
        m_fetcher = QStringLiteral("wget");
    } else if (m_request.loginNodeInternet) {
        m_fetcher = tools.contains(QStringLiteral("curl"))   ? QStringLiteral("curl")
                    : tools.contains(QStringLiteral("wget")) ? QStringLiteral("wget")
                                                             : QString();
    }
    m_result.fetchedBy = m_fetcher.isEmpty() ? QStringLiteral("this computer")
                                             : QStringLiteral("the login node (%1)").arg(m_fetcher);
    if (m_request.unpack && !tools.contains(QStringLiteral("tar"))) {
        cleanUpThen(QCoreApplication::translate(
            "remotedownload", "The login node has no tar to unpack the archive with."));
        return;
    }
    fetchNext();
}

void RemoteDownload::fetchNext()
{
    if (m_next >= m_request.items.size()) {
        verify();
        return;
    }
    const DownloadItem &item = m_request.items.at(m_next);
    if (!item.localFile.isEmpty()) {
        const QFileInfo info(item.localFile);
        if (!info.isFile()) {
            cleanUpThen(QCoreApplication::translate("remotedownload", "%1 is not on this computer.")
                            .arg(item.localFile));
            return;
        }
        upload(item.localFile, item.fileName);
    } else if (!m_fetcher.isEmpty()) {
        fetchOnLoginNode(item);
    } else {
        fetchHere(item);
    }
}

void RemoteDownload::fetchOnLoginNode(const DownloadItem &item)
{
    const QString url = item.url.toString(QUrl::FullyEncoded);
    Q_EMIT statusChanged(
        QCoreApplication::translate("remotedownload", "The login node downloads %1 (%2 of %3)…")
            .arg(item.fileName)
            .arg(m_next + 1)
            .arg(m_request.items.size()));
    Q_EMIT progress(0);
    QString command;
    if (m_fetcher == QLatin1String("curl")) {
        command = QStringLiteral("exec curl -fL --proto =http,https --proto-redir =http,https "
                                 "--connect-timeout 30 --progress-bar -o %1 --url %2")
                      .arg(itemWord(m_next), shellQuote(url));
    } else {
        command = QStringLiteral("exec wget --progress=dot:default --connect-timeout=30 "
                                 "--tries=2 -O %1 -- %2")
                      .arg(itemWord(m_next), shellQuote(url));
    }
    m_streamErr.clear();
    m_stream = m_connection->openStream(command, this);
    connect(m_stream, &ssh::SshStream::standardError, this, [this](const QByteArray &data) {
        m_streamErr += data;
        if (m_streamErr.size() > 65536) {
            m_streamErr = m_streamErr.right(16384);
        }
        const int p = parseFetchProgress(data);
        if (p >= 0) {
            Q_EMIT progress(p);
        }
    });
    connect(m_stream, &ssh::SshStream::finished, this, [this](int exitCode, const QString &error) {
        m_stream->deleteLater();
        m_stream = nullptr;
        if (m_cancelled) {
            cleanUpThen(QStringLiteral("Cancelled."));
            return;
        }
        if (!error.isEmpty()) {
            cleanUpThen(QCoreApplication::translate("remotedownload",
                                                    "The download on the login node stopped: %1")
                            .arg(error));
            return;
        }
        if (exitCode != 0) {
            cleanUpThen(m_fetcher == QLatin1String("curl") ? curlFailure(exitCode, m_streamErr)
                                                           : wgetFailure(exitCode, m_streamErr));
            return;
        }
        ++m_next;
        fetchNext();
    });
}

void RemoteDownload::fetchHere(const DownloadItem &item)
{
    Q_EMIT statusChanged(
        QCoreApplication::translate("remotedownload", "Downloading %1 to this computer (%2 of %3)…")
            .arg(item.fileName)
            .arg(m_next + 1)
            .arg(m_request.items.size()));
    Q_EMIT progress(0);
    if (!m_httpThread) {
        m_httpThread.reset(new QThread);
        m_httpThread->setObjectName(QStringLiteral("slipway-http"));
        m_httpThread->start();
    }
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    QDir().mkpath(dir);
    const QString local = QDir(dir).filePath(
        QStringLiteral("download-%1-%2").arg(QString::number(quintptr(this), 16), item.fileName));
    auto *fetcher = new HttpFetcher;
    fetcher->moveToThread(m_httpThread.get());
    connect(m_httpThread.get(), &QThread::finished, fetcher, &QObject::deleteLater);
    m_http = fetcher;
    connect(fetcher, &HttpFetcher::progress, this, [this](qint64 done, qint64 total) {
        Q_EMIT progress(total > 0 ? int(done * 1000 / total) : -1);
    });
    connect(fetcher, &HttpFetcher::finished, this,
            [this, fetcher, local](const QString &error, const QByteArray &sha, qint64) {
                fetcher->deleteLater();
                m_http = nullptr;
                if (m_cancelled) {
                    QFile::remove(local);
                    cleanUpThen(QStringLiteral("Cancelled."));
                    return;
                }
                if (!error.isEmpty()) {
                    cleanUpThen(error);
                    return;
                }
                const DownloadItem &fetched = m_request.items.at(m_next);
                if (!fetched.checkUncompressed && !fetched.sha256.isEmpty() &&
                    sha != fetched.sha256) {
                    QFile::remove(local);
                    cleanUpThen(
                        QCoreApplication::translate("remotedownload",
                                                    "The download's checksum does not match: "
                                                    "expected %1, got %2. The file is damaged or "
                                                    "not the one expected; nothing was unpacked.")
                            .arg(QString::fromLatin1(fetched.sha256), QString::fromLatin1(sha)));
                    return;
                }
                upload(local, fetched.fileName);
            });
    QMetaObject::invokeMethod(fetcher,
                              [fetcher, url = item.url, local] { fetcher->fetch(url, local); });
}

void RemoteDownload::upload(const QString &localPath, const QString &name)
{
    Q_EMIT statusChanged(
        QCoreApplication::translate("remotedownload", "Uploading %1 to the cluster (%2 of %3)…")
            .arg(name)
            .arg(m_next + 1)
            .arg(m_request.items.size()));
    Q_EMIT progress(0);
    m_transfer = m_connection->upload(localPath, m_tmp + u'/' + name, this);
    const bool temporary = localPath != m_request.items.at(m_next).localFile;
    if (temporary) {
        m_localTemp = localPath;
    }
    connect(m_transfer, &ssh::SshTransfer::progress, this, [this](qint64 done, qint64 total) {
        Q_EMIT progress(total > 0 ? int(done * 1000 / total) : -1);
    });
    connect(m_transfer, &ssh::SshTransfer::finished, this,
            [this, localPath, temporary](const QString &error) {
                m_transfer->deleteLater();
                m_transfer = nullptr;
                if (temporary) {
                    QFile::remove(localPath);
                }
                if (m_cancelled) {
                    cleanUpThen(QStringLiteral("Cancelled."));
                    return;
                }
                if (!error.isEmpty()) {
                    cleanUpThen(
                        diskFull(error.toUtf8())
                            ? QCoreApplication::translate("remotedownload",
                                                          "The cluster's disk (or your quota) is "
                                                          "full. Free some space or choose another "
                                                          "folder.")
                            : QCoreApplication::translate("remotedownload",
                                                          "The upload to the cluster failed: %1")
                                  .arg(error));
                    return;
                }
                ++m_next;
                fetchNext();
            });
}

void RemoteDownload::verify()
{
    Q_EMIT statusChanged(
        QCoreApplication::translate("remotedownload", "Checking the download on the cluster…"));
    Q_EMIT progress(-1);
    QString command;
    for (qsizetype i = 0; i < m_request.items.size(); ++i) {
        const DownloadItem &item = m_request.items.at(i);
        const QString f = itemWord(i);
        const QString source = item.checkUncompressed ? QStringLiteral("gzip -dc -- %1").arg(f)
                                                      : QStringLiteral("cat -- %1").arg(f);
        command +=
            QStringLiteral("printf 'sha%1=%s\\n' \"$(%2 | sha256sum | cut -c1-64)\"\n"
                           "printf 'magic%1=%s\\n' \"$(head -c 4 -- %3 | od -An -tx1 | "
                           "tr -d ' \\n')\"\n"
                           "printf 'size%1=%s\\n' \"$(wc -c < %3)\"\n")
                .arg(i)
                .arg(item.checkUncompressed ? source + QStringLiteral(" 2>/dev/null") : source)
                .arg(f);
    }
    run(command, 600000, [this](const CommandResult &r) {
        if (!r.succeeded()) {
            cleanUpThen(QCoreApplication::translate(
                            "remotedownload", "Could not check the download on the cluster: %1")
                            .arg(plainError(r)));
            return;
        }
        const auto kv = keyValues(r.standardOutput);
        for (qsizetype i = 0; i < m_request.items.size(); ++i) {
            const DownloadItem &item = m_request.items.at(i);
            const QByteArray got = kv.value(QStringLiteral("sha%1").arg(i)).toLatin1();
            if (!item.sha256.isEmpty() && got != item.sha256) {
                cleanUpThen(QCoreApplication::translate(
                                "remotedownload", "The checksum of %1 does not match: expected %2, "
                                                  "got %3. The file is damaged or not the one "
                                                  "expected; nothing was unpacked and nothing was "
                                                  "left on the cluster.")
                                .arg(item.fileName, QString::fromLatin1(item.sha256),
                                     QString::fromLatin1(got)));
                return;
            }
            m_result.bytes += kv.value(QStringLiteral("size%1").arg(i)).toLongLong();
        }
        if (!m_request.unpack) {
            moveIntoPlace();
            return;
        }
        const QByteArray magic = QByteArray::fromHex(kv.value(QStringLiteral("magic0")).toLatin1());
        const ArchiveKind kind = archiveKindFromMagic(magic);
        m_archiveKind = int(kind);
        if (kind == ArchiveKind::Unknown) {
            cleanUpThen(QCoreApplication::translate(
                "remotedownload", "The download is not a zip or tar.gz archive (perhaps a "
                                  "web page: the address may need a login). Nothing was "
                                  "unpacked."));
            return;
        }
        if (kind == ArchiveKind::Zip) {
            // zipinfo comes with unzip
            listArchive();
            return;
        }
        listArchive();
    });
}

void RemoteDownload::listArchive()
{
    Q_EMIT statusChanged(
        QCoreApplication::translate("remotedownload", "Checking what the archive holds…"));
    const QString a = itemWord(0);
    const QString command =
        ArchiveKind(m_archiveKind) == ArchiveKind::Zip
            ? QStringLiteral("command -v zipinfo >/dev/null || { echo 'no unzip' >&2; exit 127; }\n"
                             "LC_ALL=C zipinfo -s -- %1")
                  .arg(a)
            : QStringLiteral("LC_ALL=C tar --quoting-style=c -tvzf %1").arg(a);
    run(command, 600000, [this](const CommandResult &r) {
        if (!r.succeeded()) {
            if (r.exitCode == 127) {
                cleanUpThen(QCoreApplication::translate(
                    "remotedownload", "The login node has no unzip to unpack a zip archive "
                                      "with."));
                return;
            }
            cleanUpThen(QCoreApplication::translate(
                            "remotedownload", "The archive is damaged or incomplete and was not "
                                              "unpacked (%1).")
                            .arg(plainError(r)));
            return;
        }
        const ArchiveListing listing = ArchiveKind(m_archiveKind) == ArchiveKind::Zip
                                           ? parseZipListing(r.standardOutput)
                                           : parseTarListing(r.standardOutput);
        if (!listing.error.isEmpty()) {
            cleanUpThen(listing.error);
            return;
        }
        const QString why = checkMembers(listing.members);
        if (!why.isEmpty()) {
            cleanUpThen(why +
                        QCoreApplication::translate("remotedownload", " Nothing was unpacked."));
            return;
        }
        const qint64 need = listing.totalSize();
        // Keep a margin for file system overhead: 5 % and 1 MB.
        if (m_freeKb >= 0 && need + need / 20 + (1 << 20) > m_freeKb * 1024) {
            cleanUpThen(
                QCoreApplication::translate("remotedownload",
                                            "The archive unpacks to %1, but the cluster's disk has "
                                            "only %2 free there. Free some space or choose another "
                                            "folder; nothing was unpacked.")
                    .arg(humanSize(need), humanSize(m_freeKb * 1024)));
            return;
        }
        m_result.files = 0;
        for (const ArchiveMember &m : listing.members) {
            m_result.files += m.type == ArchiveMember::Type::Folder ? 0 : 1;
        }
        unpack();
    });
}

void RemoteDownload::unpack()
{
    Q_EMIT statusChanged(
        QCoreApplication::translate("remotedownload", "Unpacking on the cluster…"));
    const QString a = itemWord(0);
    const QString into = shellQuote(m_tmp + QStringLiteral("/unpacked"));
    const QString command =
        ArchiveKind(m_archiveKind) == ArchiveKind::Zip
            ? QStringLiteral("mkdir -- %1 && cd -- %1 && unzip -qq -o -- %2\n"
                             "find . -type l -printf '%P\\0%l\\0'")
                  .arg(into, a)
            : QStringLiteral("mkdir -- %1 && cd -- %1 && tar -xzf %2 --no-same-owner "
                             "--no-same-permissions\n"
                             "find . -type l -printf '%P\\0%l\\0'")
                  .arg(into, a);
    run(command, 0, [this](const CommandResult &r) {
        if (!r.succeeded()) {
            if (diskFull(r.standardError) || diskFull(r.standardOutput)) {
                cleanUpThen(QCoreApplication::translate(
                    "remotedownload", "The cluster's disk (or your quota) filled up while "
                                      "unpacking. Free some space or choose another "
                                      "folder; nothing was left half-unpacked."));
                return;
            }
            cleanUpThen(QCoreApplication::translate(
                            "remotedownload",
                            "Unpacking failed on the cluster (%1); nothing was left "
                            "half-unpacked.")
                            .arg(plainError(r)));
            return;
        }
        // Links again, as they are on disk (zipinfo does not name their targets).
        const QList<QByteArray> parts = r.standardOutput.split('\0');
        for (qsizetype i = 0; i + 1 < parts.size(); i += 2) {
            const QString why = checkLinkTarget(parts.at(i), parts.at(i + 1));
            if (!why.isEmpty()) {
                cleanUpThen(
                    why + QCoreApplication::translate("remotedownload", " Nothing was unpacked."));
                return;
            }
        }
        moveIntoPlace();
    });
}

void RemoteDownload::moveIntoPlace()
{
    Q_EMIT statusChanged(QCoreApplication::translate("remotedownload", "Putting it into place…"));
    const QString t = shellQuote(m_result.targetPath);
    QString command;
    if (m_request.unpack) {
        command = QStringLiteral("if [ -d %1 ]; then rmdir -- %1 || exit 5; fi\n"
                                 "mv -T -- %2 %1 && rm -rf -- %3")
                      .arg(t, shellQuote(m_tmp + QStringLiteral("/unpacked")), tmpWord());
    } else {
        command = QStringLiteral("mkdir -p -- %1 || exit 5\n").arg(t);
        for (qsizetype i = 0; i < m_request.items.size(); ++i) {
            command += QStringLiteral("mv -f -- %1 %2/ || exit 6\n").arg(itemWord(i), t);
        }
        command += QStringLiteral("rm -rf -- %1\n").arg(tmpWord());
        m_result.files = int(m_request.items.size());
    }
    run(command, 120000, [this](const CommandResult &r) {
        if (!r.succeeded()) {
            cleanUpThen(
                r.exitCode == 5
                    ? QCoreApplication::translate("remotedownload",
                                                  "The folder %1 on the cluster got files in the "
                                                  "meantime; nothing was unpacked into it.")
                          .arg(wordrules::quoteForMessage(m_result.targetPath))
                    : QCoreApplication::translate("remotedownload",
                                                  "Could not put the download into %1: %2")
                          .arg(wordrules::quoteForMessage(m_result.targetPath), plainError(r)));
            return;
        }
        m_tmp.clear();
        finish({});
    });
}

void RemoteDownload::cleanUpThen(const QString &error)
{
    if (m_tmp.isEmpty() || !m_connection) {
        finish(error);
        return;
    }
    // Twice: a download stopped by a hang-up may still write for a moment.
    const QString command = QStringLiteral("rm -rf -- %1; sleep 1; rm -rf -- %1").arg(tmpWord());
    m_tmp.clear();
    m_cancelled = false; // the clean-up itself must run
    const bool wasCancel = error == QLatin1String("Cancelled.");
    m_current = m_connection->run({command, {}, 60000});
    m_current
        .then(this,
              [this, error, wasCancel](const CommandResult &) {
                  QMetaObject::invokeMethod(
                      this,
                      [this, error, wasCancel] {
                          m_result.cancelled = wasCancel;
                          finish(error);
                      },
                      Qt::QueuedConnection);
              })
        .onCanceled(this, [this, error, wasCancel] {
            m_result.cancelled = wasCancel;
            finish(error);
        });
}

void RemoteDownload::finish(const QString &error)
{
    if (!m_running) {
        return;
    }
    m_running = false;
    if (!m_localTemp.isEmpty()) {
        QFile::remove(m_localTemp);
        m_localTemp.clear();
    }
    m_result.ok = error.isEmpty();
    m_result.error = error;
    if (error == QLatin1String("Cancelled.")) {
        m_result.cancelled = true;
    }
    Q_EMIT finished(m_result);
}

} // namespace slipway::fetch
