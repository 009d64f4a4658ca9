#include "ssh/sshtransfer.h"

#include "common/shellquote.h"
#include "ssh/sshservice.h"
#include "ssh/sshworker.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include <fcntl.h>
#include <openssl/evp.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <deque>

namespace slipway::ssh {

namespace {

constexpr int kChunk = 64 * 1024;
// libssh 0.10 writes synchronously (one round trip per write): large writes pay it less often.
// OpenSSH's sftp-server takes messages up to 256 KiB.
constexpr int kWriteChunk = 240 * 1024;
constexpr int kReadsInFlight = 32;
constexpr int kSliceMs = 25;
// Files from this size down are read through an exec channel (`cat`), whose receive window
// Slipway sizes itself: libssh 0.10 keeps an SFTP channel's window at about 1.25 MB, which caps
// a download at window / round trip (8 MB/s at 150 ms). Reading the channel with a 4 MiB
// request keeps 4 MiB in flight.
constexpr qint64 kStreamMinBytes = 4 * 1024 * 1024;
constexpr int kStreamWindow = 4 * 1024 * 1024;
// Files from this size up are uploaded through `cat > NAME.slipway-part` on an exec channel:
// libssh 0.10 has no asynchronous SFTP writes, so SFTP pays a round trip per 240 KiB write,
// while a channel carries as much as the server's window (OpenSSH: 2 MiB) in flight.
constexpr qint64 kUploadStreamMinBytes = 4 * 1024 * 1024;
constexpr int kUploadReadChunk = 1024 * 1024;
// The far side of a streamed upload, run by `sh -c` with the part name, the real name and the
// size as $1, $2, $3: the copy is renamed over the real name (one rename(2)) only when it has
// every byte. When `cat` itself fails (a full disk, a folder it may not write), the part is
// removed at once, so a full disk is not kept full by it; cat says why on stderr.
// With $4 > 0 the part already holds that many checked bytes and the rest is appended. A part
// cut short (a cut link, a cancel) is kept for the next upload to continue (its bytes are
// checked again first).
const char kUploadScript[] =
    "if [ \"$4\" -gt 0 ]; then cat >> \"$1\"; else cat > \"$1\"; fi || { rm -f -- \"$1\"; exit 1; "
    "}; "
    "n=$(wc -c < \"$1\") && "
    "[ $n -eq $3 ] && mv -f -- \"$1\" \"$2\" && exit 0; "
    "[ -z \"$n\" ] || [ $n -le $3 ] || rm -f -- \"$1\"; [ -z \"$n\" ] || [ $n -eq $3 ] || "
    "echo \"the copy there has $n bytes of $3 (the link or the upload stopped)\" >&2; exit 1";
// How much of a part file there is, and the SHA-256 of exactly those bytes ($1: the part).
const char kPartScript[] =
    "[ -f \"$1\" ] || exit 0; n=$(wc -c < \"$1\") && echo \"$n\" && head -c \"$n\" -- \"$1\" | "
    "sha256sum";
// Parts from this size up are worth a look before an SFTP upload starts over (the look costs
// a round trip).
constexpr qint64 kResumeMinBytes = 256 * 1024;
const QLatin1String kPartSuffix(".slipway-part");

// SHA-256 (hex) of the first `bytes` bytes of a local file; empty when it has fewer.
QByteArray localPrefixHash(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    EVP_DigestInit_ex(ctx, EVP_sha256(), nullptr);
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    qint64 left = bytes;
    while (left > 0) {
        const qint64 n = file.read(buffer.data(), qMin<qint64>(left, buffer.size()));
        if (n <= 0) {
            break;
        }
        EVP_DigestUpdate(ctx, buffer.constData(), size_t(n));
        left -= n;
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(ctx, digest, &length);
    EVP_MD_CTX_free(ctx);
    if (left != 0) {
        return {};
    }
    return QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex();
}

struct FileItem
{
    QString local;
    QByteArray remote;
    qint64 size = 0;
};

QByteArray joinRemote(const QByteArray &dir, const QString &relative)
{
    if (relative.isEmpty()) {
        return dir;
    }
    return dir + (dir.endsWith('/') ? "" : "/") + relative.toUtf8();
}

class TransferService final : public SshService
{
    Q_OBJECT

public:
    TransferService(SshTransfer::Direction direction, QString localPath, QString remotePath,
                    SshWorker *worker)
        : m_direction(direction)
        , m_localPath(std::move(localPath))
        , m_remotePath(std::move(remotePath))
        , m_worker(worker)
    {}
    ~TransferService() override { cleanupCurrent(true); }

    void sessionReady(ssh_session session) override
    {
        m_session = session;
        if (m_done || m_planned) {
            return;
        }
        QString error;
        m_sftp = m_worker->sftp(&error);
        if (!m_sftp) {
            finish(error);
            return;
        }
        ssh_set_blocking(m_session, 1);
        const bool ok = m_direction == SshTransfer::Direction::Upload ? planUpload(&error)
                                                                      : planDownload(&error);
        ssh_set_blocking(m_session, 0);
        if (!ok) {
            finish(error);
            return;
        }
        m_planned = true;
        Q_EMIT progress(0, m_total);
        Q_EMIT wakeUp();
    }

    bool service() override
    {
        if (m_done || !m_planned || !m_session) {
            return false;
        }
        QElapsedTimer slice;
        slice.start();
        ssh_set_blocking(m_session, 1);
        QString error;
        while (!m_done && slice.elapsed() < kSliceMs) {
            if (m_files.empty()) {
                break;
            }
            if (!step(&error) || m_waiting) {
                break;
            }
        }
        ssh_set_blocking(m_session, 0);
        if (!error.isEmpty()) {
            cleanupCurrent(true);
            finish(error);
            return true;
        }
        Q_EMIT progress(m_doneBytes, m_total);
        if (m_files.empty() && !m_done) {
            finish(QString());
            return true;
        }
        if (m_waiting) {
            // An upload waits for the server's window: the socket wakes the pump when it grows.
            // Another channel may read that message in the same pump, so look again soon anyway.
            m_waiting = false;
            QTimer::singleShot(10, this, [this] { Q_EMIT wakeUp(); });
            return false;
        }
        Q_EMIT wakeUp(); // more to do: come back after other channels had their turn
        return false;
    }

    void sessionLost(const QString &reason) override
    {
        m_session = nullptr;
        m_remoteFile = nullptr; // freed with the session
        m_stream = nullptr;
        m_sftp = nullptr;
        cleanupCurrent(true);
        finish(QCoreApplication::translate("sshtransfer", "The transfer stopped: %1").arg(reason));
    }

    bool isDone() const override { return m_done; }

    void stop() override
    {
        if (m_session) {
            ssh_set_blocking(m_session, 1);
        }
        cleanupCurrent(false); // cancelled: nothing of it is kept
        if (m_session) {
            ssh_set_blocking(m_session, 0);
        }
        finish(QCoreApplication::translate("sshtransfer", "The transfer was cancelled."));
    }

Q_SIGNALS:
    void progress(qint64 done, qint64 total);
    void resumed(qint64 bytes);
    void finished(const QString &error);

private:
    // Runs a short command on its own exec channel (blocking) and returns its output; nothing
    // when it could not run or failed.
    std::optional<QByteArray> execCapture(const QByteArray &command)
    {
        ssh_channel channel = ssh_channel_new(m_session);
        if (!channel) {
            return std::nullopt;
        }
        QByteArray out;
        bool ok = ssh_channel_open_session(channel) == SSH_OK &&
                  ssh_channel_request_exec(channel, command.constData()) == SSH_OK;
        char buffer[4096];
        while (ok) {
            const int n = ssh_channel_read_timeout(channel, buffer, sizeof buffer, 0, 60000);
            if (n < 0) {
                ok = false;
            } else if (n == 0) {
                break;
            } else if (out.size() < 65536) {
                out.append(buffer, n);
            }
        }
        const int status = ok ? ssh_channel_get_exit_status(channel) : -1;
        ssh_channel_close(channel);
        ssh_channel_free(channel);
        if (!ok || status != 0) {
            return std::nullopt;
        }
        return out;
    }

    // How many bytes of the remote part file `part` match the local file's start (0: none, or
    // start over). One command: the part's size and the SHA-256 of those bytes.
    qint64 remotePartToKeep(const QByteArray &part, const FileItem &item)
    {
        const auto out = execCapture(
            shellJoin({QStringLiteral("sh"), QStringLiteral("-c"), QString::fromLatin1(kPartScript),
                       QStringLiteral("sh"), QString::fromUtf8(part)})
                .toUtf8());
        if (!out || out->isEmpty()) {
            return 0;
        }
        const QList<QByteArray> lines = out->split('\n');
        bool ok = false;
        const qint64 have = lines.value(0).trimmed().toLongLong(&ok);
        if (!ok || have <= 0 || have >= item.size) {
            return 0;
        }
        const QByteArray remoteHash = lines.value(1).left(64);
        return remoteHash.size() == 64 && localPrefixHash(item.local, have) == remoteHash ? have
                                                                                          : 0;
    }

    // How many bytes of the local part file match the remote file's start.
    qint64 localPartToKeep(const QString &part, const FileItem &item)
    {
        const QFileInfo info(part);
        const qint64 have = info.isFile() ? info.size() : 0;
        if (have <= 0 || have >= item.size) {
            return 0;
        }
        const auto out =
            execCapture(("head -c " + QByteArray::number(have) + " -- " +
                         shellQuote(QString::fromUtf8(item.remote)).toUtf8() + " | sha256sum"));
        if (!out || out->size() < 64) {
            return 0;
        }
        return localPrefixHash(part, have) == out->left(64) ? have : 0;
    }

    QString sftpError(const QString &what) const
    {
        const int code = m_sftp ? sftp_get_error(m_sftp) : 0;
        QString reason;
        switch (code) {
        case SSH_FX_NO_SUCH_FILE:
        case SSH_FX_NO_SUCH_PATH:
            reason = QStringLiteral("no such file or folder");
            break;
        case SSH_FX_PERMISSION_DENIED:
            reason = QStringLiteral("permission denied");
            break;
        case SSH_FX_FAILURE:
            reason = QStringLiteral("the server refused (disk full or quota exceeded?)");
            break;
        default:
            reason = QString::fromUtf8(ssh_get_error(m_session));
            if (!ssh_is_connected(m_session)) {
                reason = QStringLiteral("the connection to %1 was lost (%2)")
                             .arg(m_worker->where(), reason);
            }
        }
        return QStringLiteral("%1: %2").arg(what, reason);
    }

    QString linkError() const
    {
        const QString reason = QString::fromUtf8(ssh_get_error(m_session));
        if (!ssh_is_connected(m_session)) {
            return QStringLiteral("the connection to %1 was lost (%2)")
                .arg(m_worker->where(), reason);
        }
        return reason;
    }

    bool planUpload(QString *error)
    {
        const QFileInfo info(m_localPath);
        if (!info.exists()) {
            *error =
                QCoreApplication::translate("sshtransfer", "%1 does not exist on this computer.")
                    .arg(m_localPath);
            return false;
        }
        const QByteArray remoteRoot = SshWorker::remotePath(m_remotePath);
        if (info.isFile()) {
            m_files.push_back(FileItem{info.absoluteFilePath(), remoteRoot, info.size()});
            m_total = info.size();
            return true;
        }
        mkdirRemote(remoteRoot);
        QDir root(info.absoluteFilePath());
        QDirIterator it(root.path(), QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden,
                        QDirIterator::Subdirectories);
        QStringList dirs;
        while (it.hasNext()) {
            it.next();
            const QFileInfo entry = it.fileInfo();
            const QString relative = root.relativeFilePath(entry.absoluteFilePath());
            if (entry.isDir()) {
                dirs << relative;
            } else if (entry.isFile()) {
                m_files.push_back(FileItem{entry.absoluteFilePath(),
                                           joinRemote(remoteRoot, relative), entry.size()});
                m_total += entry.size();
            }
        }
        dirs.sort(); // parents before children
        for (const QString &dir : std::as_const(dirs)) {
            if (!mkdirRemote(joinRemote(remoteRoot, dir))) {
                *error = sftpError(QCoreApplication::translate(
                                       "sshtransfer", "Could not create the folder %1 on %2")
                                       .arg(dir, m_worker->where()));
                return false;
            }
        }
        return true;
    }

    bool mkdirRemote(const QByteArray &path)
    {
        if (sftp_mkdir(m_sftp, path.constData(), 0755) == SSH_OK) {
            return true;
        }
        sftp_attributes attributes = sftp_stat(m_sftp, path.constData());
        const bool isDir = attributes && attributes->type == SSH_FILEXFER_TYPE_DIRECTORY;
        sftp_attributes_free(attributes);
        return isDir;
    }

    bool planDownload(QString *error)
    {
        const QByteArray remoteRoot = SshWorker::remotePath(m_remotePath);
        sftp_attributes attributes = sftp_stat(m_sftp, remoteRoot.constData());
        if (!attributes) {
            *error = sftpError(QCoreApplication::translate("sshtransfer", "Could not read %1 on %2")
                                   .arg(m_remotePath, m_worker->where()));
            return false;
        }
        const bool isDir = attributes->type == SSH_FILEXFER_TYPE_DIRECTORY;
        const qint64 size = static_cast<qint64>(attributes->size);
        sftp_attributes_free(attributes);
        if (!isDir) {
            m_files.push_back(FileItem{m_localPath, remoteRoot, size});
            m_total = size;
            return true;
        }
        return listRemote(remoteRoot, m_localPath, error);
    }

    bool listRemote(const QByteArray &remoteDir, const QString &localDir, QString *error)
    {
        if (!QDir().mkpath(localDir)) {
            *error = QCoreApplication::translate("sshtransfer",
                                                 "Could not create the folder %1 on this computer.")
                         .arg(localDir);
            return false;
        }
        sftp_dir dir = sftp_opendir(m_sftp, remoteDir.constData());
        if (!dir) {
            *error = sftpError(QCoreApplication::translate("sshtransfer", "Could not list %1 on %2")
                                   .arg(QString::fromUtf8(remoteDir), m_worker->where()));
            return false;
        }
        QList<QPair<QByteArray, QString>> subdirs;
        while (sftp_attributes entry = sftp_readdir(m_sftp, dir)) {
            const QString name = QString::fromUtf8(entry->name);
            if (name != QLatin1String(".") && name != QLatin1String("..")) {
                const QByteArray remote = joinRemote(remoteDir, name);
                const QString local = localDir + QLatin1Char('/') + name;
                if (entry->type == SSH_FILEXFER_TYPE_DIRECTORY) {
                    subdirs.append({remote, local});
                } else if (entry->type == SSH_FILEXFER_TYPE_REGULAR) {
                    m_files.push_back(FileItem{local, remote, static_cast<qint64>(entry->size)});
                    m_total += static_cast<qint64>(entry->size);
                }
            }
            sftp_attributes_free(entry);
        }
        sftp_closedir(dir);
        for (const auto &[remote, local] : subdirs) {
            if (!listRemote(remote, local, error)) {
                return false;
            }
        }
        return true;
    }

    // One piece of work on the front file. Returns false on error (set) or when a file ended.
    bool step(QString *error)
    {
        FileItem &item = m_files.front();
        if (!m_localFile.isOpen()) {
            return openCurrent(item, error);
        }
        if (m_direction == SshTransfer::Direction::Upload) {
            if (m_stream) {
                return uploadStreamStep(item, error);
            }
            const QByteArray data = m_localFile.read(kWriteChunk);
            if (data.isEmpty()) {
                return completeCurrent(item, error);
            }
            if (sftp_write(m_remoteFile, data.constData(), static_cast<size_t>(data.size())) !=
                data.size()) {
                *error =
                    sftpError(QCoreApplication::translate("sshtransfer", "Writing %1 on %2 failed")
                                  .arg(QString::fromUtf8(item.remote), m_worker->where()));
                return false;
            }
            m_doneBytes += data.size();
            return true;
        }
        if (m_stream) {
            return streamStep(item, error);
        }
        // Download: a rolling window of reads in flight; each answer collected makes room for
        // the next request, so the pipe never drains and no round trip is paid per chunk.
        while (!m_readEof && m_reads.size() < static_cast<size_t>(kReadsInFlight)) {
            const int id = sftp_async_read_begin(m_remoteFile, kChunk);
            if (id < 0) {
                break;
            }
            m_reads.push_back(static_cast<uint32_t>(id));
        }
        if (m_reads.empty()) {
            if (m_readEof) {
                m_readEof = false;
                return completeCurrent(item, error);
            }
            *error = sftpError(QCoreApplication::translate("sshtransfer", "Reading %1 on %2 failed")
                                   .arg(QString::fromUtf8(item.remote), m_worker->where()));
            return false;
        }
        if (m_buffer.size() != kChunk) {
            m_buffer.resize(kChunk);
        }
        const int n = sftp_async_read(m_remoteFile, m_buffer.data(), kChunk, m_reads.front());
        m_reads.pop_front();
        if (n < 0) {
            *error = sftpError(QCoreApplication::translate("sshtransfer", "Reading %1 on %2 failed")
                                   .arg(QString::fromUtf8(item.remote), m_worker->where()));
            return false;
        }
        if (n == 0) {
            m_readEof = true; // the reads still queued are past the end: collect them
            return true;
        }
        if (!m_readEof) {
            if (m_localFile.write(m_buffer.constData(), n) != n) {
                *error = QCoreApplication::translate("sshtransfer", "Could not write %1: %2")
                             .arg(m_localFile.fileName(), m_localFile.errorString());
                return false;
            }
            m_doneBytes += n;
        }
        return true;
    }

    // A large download through `cat` on an exec channel, read with a request of
    // kStreamWindow bytes so the channel's window stays that large.
    bool streamStep(const FileItem &item, QString *error)
    {
        if (m_buffer.size() != kStreamWindow) {
            m_buffer.resize(kStreamWindow);
        }
        const int n =
            ssh_channel_read_timeout(m_stream, m_buffer.data(), kStreamWindow, 0, kSliceMs);
        if (n < 0) {
            // An exec channel, not SFTP: the link's error, or what cat said before it closed.
            const QString why = QString::fromUtf8(m_streamError).trimmed();
            *error = QCoreApplication::translate("sshtransfer", "Reading %1 on %2 failed: %3")
                         .arg(QString::fromUtf8(item.remote), m_worker->where(),
                              why.isEmpty() ? linkError() : why);
            return false;
        }
        if (n > 0) {
            if (m_localFile.write(m_buffer.constData(), n) != n) {
                *error = QCoreApplication::translate("sshtransfer", "Could not write %1: %2")
                             .arg(m_localFile.fileName(), m_localFile.errorString());
                return false;
            }
            m_doneBytes += n;
            m_streamBytes += n;
            return true;
        }
        char err[1024];
        int e = 0;
        while ((e = ssh_channel_read_nonblocking(m_stream, err, sizeof err, 1)) > 0) {
            if (m_streamError.size() < 4096) {
                m_streamError.append(err, e);
            }
        }
        if (!ssh_channel_is_eof(m_stream)) {
            return true; // nothing this time
        }
        const int status = ssh_channel_get_exit_status(m_stream);
        ssh_channel_close(m_stream);
        ssh_channel_free(m_stream);
        m_stream = nullptr;
        if (status != 0 || m_streamBytes != item.size) {
            const QString why = QString::fromUtf8(m_streamError).trimmed();
            *error =
                QCoreApplication::translate("sshtransfer", "Reading %1 on %2 failed: %3")
                    .arg(QString::fromUtf8(item.remote), m_worker->where(),
                         !why.isEmpty() ? why
                         : status != 0  ? QStringLiteral("cat ended with status %1").arg(status)
                                        : QStringLiteral("the file changed size while it was read "
                                                          "(%1 bytes instead of %2)")
                                             .arg(m_streamBytes)
                                             .arg(item.size));
            return false;
        }
        return completeCurrent(item, error);
    }

    // A large upload: as much of the file as the channel's window takes, without waiting; when
    // all is sent, EOF, then the far side's verdict (exit status 0: renamed in place).
    bool uploadStreamStep(const FileItem &item, QString *error)
    {
        ssh_set_blocking(m_session, 0);
        const bool ok = uploadStreamWrite(item, error);
        ssh_set_blocking(m_session, 1);
        if (!ok || m_stream) {
            return ok;
        }
        return completeCurrent(item, error);
    }

    bool uploadStreamWrite(const FileItem &item, QString *error)
    {
        const auto failed = [&](const QString &why) {
            *error = QCoreApplication::translate("sshtransfer", "Writing %1 on %2 failed: %3")
                         .arg(QString::fromUtf8(item.remote), m_worker->where(), why);
            return false;
        };
        // Reads what the server sent (window adjustments, the script's words on stderr).
        char err[1024];
        int e = 0;
        while ((e = ssh_channel_read_nonblocking(m_stream, err, sizeof err, 1)) > 0) {
            if (m_streamError.size() < 4096) {
                m_streamError.append(err, e);
            }
        }
        if (e == SSH_ERROR) {
            if (!ssh_is_connected(m_session)) {
                return failed(linkError());
            }
            m_farSideStopped = true; // the channel closed under the read: ask why below
        }
        while (!m_sentEof && !m_farSideStopped) {
            if (m_pending.size() == m_pendingOffset) {
                m_pending =
                    m_localFile.read(qMin<qint64>(kUploadReadChunk, item.size - m_streamBytes));
                m_pendingOffset = 0;
                if (m_pending.isEmpty()) {
                    if (m_streamBytes != item.size) {
                        return failed(QCoreApplication::translate(
                                          "sshtransfer", "%1 changed size while it was sent "
                                                         "(%2 bytes instead of %3)")
                                          .arg(item.local)
                                          .arg(m_streamBytes)
                                          .arg(item.size));
                    }
                    ssh_channel_send_eof(m_stream);
                    m_sentEof = true;
                    break;
                }
            }
            if (ssh_channel_is_eof(m_stream) || ssh_channel_is_closed(m_stream)) {
                m_farSideStopped = true; // it stopped reading (a full disk): collect why below
                break;
            }
            const uint32_t window = ssh_channel_window_size(m_stream);
            if (window == 0) {
                m_waiting = true;
                return true;
            }
            const int n = ssh_channel_write(
                m_stream, m_pending.constData() + m_pendingOffset,
                static_cast<uint32_t>(qMin<qsizetype>(m_pending.size() - m_pendingOffset,
                                                      qMin<uint32_t>(window, 256 * 1024))));
            if (n < 0) {
                // A write fails as well when the far side has exited and closed the channel
                // while its last words (on stderr) are still unread; only a lost session is
                // the link's fault.
                if (!ssh_is_connected(m_session)) {
                    return failed(linkError());
                }
                m_farSideStopped = true;
                break;
            }
            if (n == 0) {
                m_waiting = true;
                return true;
            }
            m_pendingOffset += n;
            m_streamBytes += n;
            m_doneBytes += n;
        }
        if (!m_farSideStopped && !ssh_channel_is_eof(m_stream) &&
            !ssh_channel_is_closed(m_stream)) {
            m_waiting = true; // the server has not answered yet
            return true;
        }
        ssh_set_blocking(m_session, 1);
        const int status = ssh_channel_get_exit_status(m_stream);
        ssh_set_blocking(m_session, 0);
        while ((e = ssh_channel_read_nonblocking(m_stream, err, sizeof err, 1)) > 0) {
            if (m_streamError.size() < 4096) {
                m_streamError.append(err, e);
            }
        }
        ssh_channel_close(m_stream);
        ssh_channel_free(m_stream);
        m_stream = nullptr;
        m_partName.clear(); // the script renamed it, or removed it
        if (status != 0) {
            const QString why = QString::fromUtf8(m_streamError).trimmed();
            return failed(!why.isEmpty()
                              ? why
                              : QStringLiteral("the upload ended with status %1").arg(status));
        }
        return true;
    }

    // Opens the upload script on an exec channel; false (nothing open) when the server
    // refuses, and SFTP is used instead.
    bool openUploadStream(const FileItem &item)
    {
        const QByteArray command =
            shellJoin({QStringLiteral("sh"), QStringLiteral("-c"),
                       QString::fromLatin1(kUploadScript), QStringLiteral("sh"),
                       QString::fromUtf8(m_partName), QString::fromUtf8(item.remote),
                       QString::number(item.size), QString::number(m_resumeAt)})
                .toUtf8();
        m_stream = ssh_channel_new(m_session);
        if (m_stream && ssh_channel_open_session(m_stream) == SSH_OK &&
            ssh_channel_request_exec(m_stream, command.constData()) == SSH_OK) {
            m_streamBytes = 0;
            m_streamError.clear();
            m_pending.clear();
            m_pendingOffset = 0;
            m_sentEof = false;
            m_farSideStopped = false;
            return true;
        }
        if (m_stream) {
            ssh_channel_free(m_stream);
        }
        m_stream = nullptr;
        return false;
    }

    // Opens `cat -- FILE` on an exec channel; false (nothing open) when the server refuses,
    // and the SFTP way is used instead.
    bool openStream(const FileItem &item)
    {
        // From the first byte not here yet (tail -c +N counts from 1).
        const QByteArray command =
            (m_resumeAt > 0 ? "tail -c +" + QByteArray::number(m_resumeAt + 1) + " -- "
                            : QByteArray("cat -- ")) +
            shellQuote(QString::fromUtf8(item.remote)).toUtf8();
        m_stream = ssh_channel_new(m_session);
        if (m_stream && ssh_channel_open_session(m_stream) == SSH_OK &&
            ssh_channel_request_exec(m_stream, command.constData()) == SSH_OK) {
            m_streamBytes = 0;
            m_streamError.clear();
            return true;
        }
        if (m_stream) {
            ssh_channel_free(m_stream);
        }
        m_stream = nullptr;
        return false;
    }

    bool openCurrent(const FileItem &item, QString *error)
    {
        if (m_direction == SshTransfer::Direction::Upload) {
            m_localFile.setFileName(item.local);
            if (!m_localFile.open(QIODevice::ReadOnly)) {
                *error = QCoreApplication::translate("sshtransfer", "Could not read %1: %2")
                             .arg(item.local, m_localFile.errorString());
                return false;
            }
            m_partName = item.remote + kPartSuffix.data();
            // A part an interrupted upload left there: continue after its checked bytes.
            m_resumeAt = item.size >= kResumeMinBytes ? remotePartToKeep(m_partName, item) : 0;
            if (m_resumeAt > 0 && !m_localFile.seek(m_resumeAt)) {
                m_resumeAt = 0;
            }
            if (item.size >= kUploadStreamMinBytes && openUploadStream(item)) {
                m_streamBytes = m_resumeAt;
                noteResumed();
                return true;
            }
            m_remoteFile = sftp_open(m_sftp, m_partName.constData(),
                                     O_WRONLY | O_CREAT | (m_resumeAt > 0 ? 0 : O_TRUNC), 0644);
            if (m_remoteFile && m_resumeAt > 0 &&
                sftp_seek64(m_remoteFile, quint64(m_resumeAt)) != 0) {
                m_resumeAt = 0;
                m_localFile.seek(0);
                sftp_close(m_remoteFile);
                m_remoteFile =
                    sftp_open(m_sftp, m_partName.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            }
            if (!m_remoteFile) {
                m_localFile.close();
                *error = sftpError(
                    QCoreApplication::translate("sshtransfer", "Could not create %1 on %2")
                        .arg(QString::fromUtf8(item.remote), m_worker->where()));
                return false;
            }
            noteResumed();
            return true;
        }
        // A part an interrupted download left here: continue after its checked bytes.
        m_resumeAt = localPartToKeep(item.local + kPartSuffix, item);
        if (item.size >= kStreamMinBytes && openStream(item)) {
            m_remoteFile = nullptr;
            m_streamBytes = m_resumeAt;
        } else {
            m_remoteFile = sftp_open(m_sftp, item.remote.constData(), O_RDONLY, 0);
            if (m_remoteFile && m_resumeAt > 0 &&
                sftp_seek64(m_remoteFile, quint64(m_resumeAt)) != 0) {
                m_resumeAt = 0;
            }
        }
        if (!m_remoteFile && !m_stream) {
            *error = sftpError(QCoreApplication::translate("sshtransfer", "Could not open %1 on %2")
                                   .arg(QString::fromUtf8(item.remote), m_worker->where()));
            return false;
        }
        QDir().mkpath(QFileInfo(item.local).absolutePath());
        m_localFile.setFileName(item.local + kPartSuffix);
        if (!m_localFile.open(m_resumeAt > 0 ? QIODevice::WriteOnly | QIODevice::Append
                                             : QIODevice::WriteOnly | QIODevice::Truncate)) {
            *error = QCoreApplication::translate("sshtransfer", "Could not write %1: %2")
                         .arg(m_localFile.fileName(), m_localFile.errorString());
            if (m_remoteFile) {
                sftp_close(m_remoteFile);
            }
            m_remoteFile = nullptr;
            closeStream();
            return false;
        }
        noteResumed();
        return true;
    }

    void noteResumed()
    {
        if (m_resumeAt > 0) {
            m_doneBytes += m_resumeAt;
            Q_EMIT resumed(m_resumeAt);
        }
    }

    bool completeCurrent(const FileItem &item, QString *error)
    {
        if (m_direction == SshTransfer::Direction::Upload && !m_remoteFile) {
            m_localFile.close(); // streamed: the far side has put it in place
        } else if (m_direction == SshTransfer::Direction::Upload) {
            m_localFile.close();
            const int closed = sftp_close(m_remoteFile);
            m_remoteFile = nullptr;
            if (closed != SSH_OK) {
                *error = sftpError(
                    QCoreApplication::translate("sshtransfer", "Finishing %1 on %2 failed")
                        .arg(QString::fromUtf8(item.remote), m_worker->where()));
                return false;
            }
            sftp_unlink(m_sftp, item.remote.constData()); // OpenSSH's rename does not replace
            if (sftp_rename(m_sftp, m_partName.constData(), item.remote.constData()) != SSH_OK) {
                *error = sftpError(
                    QCoreApplication::translate("sshtransfer", "Could not rename %1 on %2")
                        .arg(QString::fromUtf8(m_partName), m_worker->where()));
                return false;
            }
            m_partName.clear();
        } else {
            if (m_remoteFile) {
                sftp_close(m_remoteFile);
            }
            m_remoteFile = nullptr;
            if (!m_localFile.flush()) {
                *error = QCoreApplication::translate("sshtransfer", "Could not write %1: %2")
                             .arg(m_localFile.fileName(), m_localFile.errorString());
                return false;
            }
            // One atomic rename(2) over the target: it is either the old file or the complete
            // new one, never a truncated one, and never missing in between.
            const QString partName = m_localFile.fileName();
            m_localFile.close();
            if (::rename(QFile::encodeName(partName).constData(),
                         QFile::encodeName(item.local).constData()) != 0) {
                const QString reason = QString::fromLocal8Bit(std::strerror(errno));
                QFile::remove(partName);
                *error = QCoreApplication::translate("sshtransfer",
                                                     "Could not put the downloaded %1 in place: %2")
                             .arg(item.local, reason);
                return false;
            }
        }
        m_files.pop_front();
        return true;
    }

    void closeStream()
    {
        if (m_stream) {
            if (m_session && ssh_is_connected(m_session)) {
                ssh_channel_close(m_stream);
            }
            ssh_channel_free(m_stream);
            m_stream = nullptr;
        }
    }

    // `keepPart`: the link failed, so what arrived stays in the part file for the next transfer
    // of the same file to continue from; a cancel removes it.
    void cleanupCurrent(bool keepPart)
    {
        closeStream();
        if (m_remoteFile && m_session && ssh_is_connected(m_session)) {
            // Collect the answers still due, so none is left queued in the SFTP session.
            m_buffer.resize(kChunk);
            for (const uint32_t id : m_reads) {
                sftp_async_read(m_remoteFile, m_buffer.data(), kChunk, id);
            }
        }
        m_reads.clear();
        m_readEof = false;
        if (m_remoteFile) {
            sftp_close(m_remoteFile);
            m_remoteFile = nullptr;
        }
        if (m_localFile.isOpen()) {
            m_localFile.close();
            if (m_direction == SshTransfer::Direction::Download &&
                (!keepPart || m_localFile.size() == 0)) {
                m_localFile.remove(); // only ever the .slipway-part file
            }
        }
        if (!m_partName.isEmpty() && m_sftp && !keepPart) {
            sftp_unlink(m_sftp, m_partName.constData());
        }
        m_partName.clear();
    }

    void finish(const QString &error)
    {
        if (m_done) {
            return;
        }
        m_done = true;
        Q_EMIT finished(error);
    }

    SshTransfer::Direction m_direction;
    QString m_localPath;
    QString m_remotePath;
    SshWorker *m_worker;
    ssh_session m_session = nullptr;
    sftp_session m_sftp = nullptr;
    std::deque<FileItem> m_files;
    qint64 m_total = 0;
    qint64 m_doneBytes = 0;
    bool m_planned = false;
    bool m_done = false;
    QFile m_localFile;
    sftp_file m_remoteFile = nullptr;
    QByteArray m_partName;
    std::deque<uint32_t> m_reads;   // download requests in flight, oldest first
    ssh_channel m_stream = nullptr; // a large download's exec channel (`cat`)
    qint64 m_streamBytes = 0;
    QByteArray m_streamError;
    bool m_readEof = false;
    QByteArray m_buffer;
    QByteArray m_pending; // a streamed upload's bytes read from the file, not yet all sent
    qsizetype m_pendingOffset = 0;
    bool m_sentEof = false;
    bool m_farSideStopped = false; // the upload script exited before it had every byte
    bool m_waiting = false;        // a streamed upload waits for the server
    qint64 m_resumeAt = 0;         // bytes of the current file kept from an interrupted transfer
};

} // namespace

SshTransfer::SshTransfer(Direction direction, QString localPath, QString remotePath,
                         QObject *parent)
    : QObject(parent)
    , m_direction(direction)
    , m_localPath(std::move(localPath))
    , m_remotePath(std::move(remotePath))
{}

SshTransfer::~SshTransfer()
{
    cancel();
}

SshService *SshTransfer::createService(SshWorker *worker)
{
    auto *service = new TransferService(m_direction, m_localPath, m_remotePath, worker);
    connect(service, &TransferService::progress, this, &SshTransfer::progress);
    connect(service, &TransferService::resumed, this, &SshTransfer::resumed);
    connect(service, &TransferService::finished, this, [this](const QString &error) {
        m_finished = true;
        Q_EMIT finished(error);
    });
    m_worker = worker;
    m_service = service;
    return service;
}

void SshTransfer::cancel()
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    SshService::postStop(m_worker, m_service);
}

} // namespace slipway::ssh

#include "sshtransfer.moc"
