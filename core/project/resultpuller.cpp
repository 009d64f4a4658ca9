#include "project/resultpuller.h"

#include "common/futures.h"
#include "common/shellquote.h"
#include "project/projectmanifest.h"
#include "project/projectscanner.h"
#include "project/projectuploader.h"
#include "project/transferstep.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace slipway::project {

namespace {

const char kStateFile[] = ".slipway-pull";
const QByteArray kPartSuffix = QByteArrayLiteral(".slipway-part");

qint64 localSize(const QByteArray &path)
{
    struct stat st
    {
    };
    if (::stat(path.constData(), &st) != 0 || !S_ISREG(st.st_mode)) {
        return -1;
    }
    return st.st_size;
}

bool makeParents(const QByteArray &filePath)
{
    const qsizetype slash = filePath.lastIndexOf('/');
    if (slash <= 0) {
        return true;
    }
    const QByteArray dir = filePath.left(slash);
    struct stat st
    {
    };
    if (::stat(dir.constData(), &st) == 0) {
        return S_ISDIR(st.st_mode);
    }
    if (!makeParents(dir)) {
        return false;
    }
    return ::mkdir(dir.constData(), 0755) == 0 || errno == EEXIST;
}

bool writeAt(const QByteArray &path, qint64 offset, const QByteArray &data, bool truncate)
{
    if (!makeParents(path)) {
        return false;
    }
    const int fd =
        ::open(path.constData(), O_WRONLY | O_CREAT | O_CLOEXEC | (truncate ? O_TRUNC : 0), 0644);
    if (fd < 0) {
        return false;
    }
    qint64 done = 0;
    while (done < data.size()) {
        const ssize_t n =
            ::pwrite(fd, data.constData() + done, size_t(data.size() - done), off_t(offset + done));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            ::close(fd);
            return false;
        }
        done += n;
    }
    return ::close(fd) == 0;
}

QString plainError(const CommandResult &r)
{
    if (!r.ran()) {
        return r.error;
    }
    const QString err = QString::fromUtf8(r.standardError).trimmed();
    return err.isEmpty() ? QStringLiteral("exit status %1").arg(r.exitCode) : err;
}

QByteArray nulJoin(const QList<QByteArray> &words)
{
    QByteArray out;
    for (const QByteArray &w : words) {
        out += w + '\0';
    }
    return out;
}

} // namespace

ResultPuller::ResultPuller(CommandRunner *runner, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
{}

QByteArray ResultPuller::localPath(const QByteArray &path) const
{
    return m_localRoot + '/' + path;
}

void ResultPuller::run(const CommandRequest &request,
                       const std::function<void(const CommandResult &)> &handler)
{
    if (!m_runner) {
        finish(
            QCoreApplication::translate("resultpuller", "The connection to the cluster is gone."));
        return;
    }
    ++m_result.commands;
    m_current = m_runner->run(request);
    handOnStepResult(
        this, m_current, &m_running, &m_cancelled, [this](const QString &error) { finish(error); },
        handler);
}

void ResultPuller::start(const PullOptions &options)
{
    m_options = options;
    m_result = PullResult{};
    m_files.clear();
    m_ranges.clear();
    m_nextRange = 0;
    m_bytesTotal = 0;
    m_running = true;
    m_cancelled = false;
    if (!QDir().mkpath(options.localFolder)) {
        finish(QCoreApplication::translate("resultpuller", "Could not make the folder %1 here.")
                   .arg(options.localFolder));
        return;
    }
    m_localRoot = QFile::encodeName(QDir(options.localFolder).absolutePath());
    loadState();
    Q_EMIT statusChanged(
        QStringLiteral("Listing %1 on %2")
            .arg(options.remoteFolder, m_runner ? m_runner->description() : QString()));
    CommandRequest list;
    list.command =
        QStringLiteral(
            "cd -- %1 || exit 3; echo; echo @@manifest; "
            "cat .slipway-snapshot/manifest 2>/dev/null; echo @@files; "
            "find . \\( -path ./.slipway-snapshot -o -name __pycache__ \\) -prune -o -type f "
            "! -name '*.slipway-part' -printf '%s %T@ %P\\0'")
            .arg(ProjectUploader::remoteWord(options.remoteFolder));
    list.timeoutMs = 120000;
    run(list, [this](const CommandResult &r) { onListed(r); });
}

void ResultPuller::onListed(const CommandResult &r)
{
    if (!r.succeeded()) {
        finish(
            r.ran() && r.exitCode == 3
                ? QCoreApplication::translate("resultpuller", "The folder %1 does not exist on %2.")
                      .arg(m_options.remoteFolder, m_runner->description())
                : QCoreApplication::translate("resultpuller", "Could not list %1 on %2: %3")
                      .arg(m_options.remoteFolder, m_runner->description(), plainError(r)));
        return;
    }
    const QByteArray out = r.standardOutput;
    const qsizetype m = out.indexOf("\n@@manifest\n");
    const qsizetype f = out.indexOf("\n@@files\n");
    if (m < 0 || f < 0) {
        finish(QCoreApplication::translate("resultpuller", "The listing of %1 could not be read.")
                   .arg(m_options.remoteFolder));
        return;
    }
    ProjectManifest manifest;
    if (m_options.skipProjectFiles) {
        QString ignored;
        manifest = ProjectManifest::fromText(out.mid(m + 12, f - m - 11), &ignored)
                       .value_or(ProjectManifest());
    }
    const QList<QByteArray> records = out.mid(f + 9).split('\0');
    for (const QByteArray &record : records) {
        const qsizetype s1 = record.indexOf(' ');
        const qsizetype s2 = s1 < 0 ? -1 : record.indexOf(' ', s1 + 1);
        if (s2 < 0) {
            continue;
        }
        RemoteFile file;
        file.size = record.left(s1).toLongLong();
        file.mtime = record.mid(s1 + 1, s2 - s1 - 1);
        file.path = record.mid(s2 + 1);
        if (file.path.isEmpty() || file.path == kStateFile) {
            continue;
        }
        if (const ManifestEntry *e = manifest.find(file.path); e && e->size == file.size) {
            continue;
        }
        m_files << file;
    }
    m_result.files = int(m_files.size());

    // Which files need a look at their prefix on the cluster before new bytes are appended.
    QList<qsizetype> toCheck;
    QList<qint64> offsets;
    QList<QByteArray> checkInput;
    for (qsizetype i = 0; i < m_files.size(); ++i) {
        const RemoteFile &file = m_files[i];
        const qint64 have = localSize(localPath(file.path));
        const auto seen = m_state.constFind(file.path);
        if (have < 0 || have == 0) {
            if (file.size > 0 || have < 0) {
                m_ranges << Range{i, 0, file.size, true};
            } else {
                ++m_result.filesUnchanged;
            }
            continue;
        }
        if (seen != m_state.cend() && seen->first == have && file.size == have &&
            seen->second == file.mtime) {
            ++m_result.filesUnchanged;
            continue;
        }
        if (file.size >= have) {
            toCheck << i;
            offsets << have;
            checkInput << file.path << QByteArray::number(have);
        } else {
            m_ranges << Range{i, 0, file.size, true};
        }
    }
    if (toCheck.isEmpty()) {
        onChecked(CommandResult{0, {}, {}, {}}, {}, {});
        return;
    }
    CommandRequest check;
    check.command = QStringLiteral("cd -- %1 && while IFS= read -r -d '' p && IFS= read -r -d '' "
                                   "o; do head -c \"$o\" -- \"$p\" 2>/dev/null | sha256sum | "
                                   "cut -c1-64; done")
                        .arg(ProjectUploader::remoteWord(m_options.remoteFolder));
    check.standardInput = nulJoin(checkInput);
    check.timeoutMs = 600000;
    run(check,
        [this, toCheck, offsets](const CommandResult &c) { onChecked(c, toCheck, offsets); });
}

void ResultPuller::onChecked(const CommandResult &r, const QList<qsizetype> &checked,
                             const QList<qint64> &offsets)
{
    if (!r.succeeded()) {
        finish(QCoreApplication::translate("resultpuller", "Could not compare files with %1: %2")
                   .arg(m_runner->description(), plainError(r)));
        return;
    }
    const QList<QByteArray> hashes = r.standardOutput.split('\n');
    for (qsizetype k = 0; k < checked.size(); ++k) {
        const RemoteFile &file = m_files[checked[k]];
        const QByteArray local = localPath(file.path);
        QByteArray localHash;
        if (const auto h = ProjectScanner::hashFile(local)) {
            localHash = *h;
        }
        if (!localHash.isEmpty() && hashes.value(k).trimmed() == localHash) {
            if (file.size == offsets[k]) {
                ++m_result.filesUnchanged;
                m_state.insert(file.path, {file.size, file.mtime});
            } else {
                m_ranges << Range{checked[k], offsets[k], file.size - offsets[k], false};
            }
        } else {
            m_ranges << Range{checked[k], 0, file.size, true};
        }
    }
    // Split large files so that each command carries about batchBytes.
    QList<Range> split;
    for (const Range &range : std::as_const(m_ranges)) {
        range.whole ? ++m_result.filesNew : ++m_result.filesAppended;
        qint64 at = range.offset;
        const qint64 end = range.offset + range.length;
        do {
            const qint64 n = std::min(end - at, m_options.batchBytes);
            split << Range{range.file, at, n, range.whole};
            at += n;
        } while (at < end);
        m_bytesTotal += range.length;
    }
    m_ranges = split;
    Q_EMIT statusChanged(QCoreApplication::translate(
                             "resultpuller", "%1 result files; fetching %2 (%3 new, %4 grown, %5 "
                                             "unchanged)")
                             .arg(m_result.files)
                             .arg(ProjectScanner::formatBytes(m_bytesTotal))
                             .arg(m_result.filesNew)
                             .arg(m_result.filesAppended)
                             .arg(m_result.filesUnchanged));
    Q_EMIT progress(0, m_bytesTotal);
    sendNextBatch();
}

void ResultPuller::sendNextBatch()
{
    if (m_nextRange >= m_ranges.size()) {
        saveState();
        m_result.ok = true;
        finish({});
        return;
    }
    QList<QByteArray> input;
    QList<Range> batch;
    qint64 bytes = 0;
    while (m_nextRange < m_ranges.size()) {
        const Range &range = m_ranges[m_nextRange];
        if (!batch.isEmpty() && bytes + range.length > m_options.batchBytes) {
            break;
        }
        batch << range;
        bytes += range.length;
        input << m_files[range.file].path << QByteArray::number(range.offset)
              << QByteArray::number(range.length);
        ++m_nextRange;
    }
    CommandRequest fetch;
    fetch.command =
        QStringLiteral("cd -- %1 && while IFS= read -r -d '' p && IFS= read -r -d '' o && IFS= "
                       "read -r -d '' n; do tail -c +\"$((o + 1))\" -- \"$p\" 2>/dev/null | "
                       "head -c \"$n\" | base64 -w0; echo; done")
            .arg(ProjectUploader::remoteWord(m_options.remoteFolder));
    fetch.standardInput = nulJoin(input);
    fetch.timeoutMs = 600000;
    run(fetch, [this, batch](const CommandResult &r) {
        if (!r.succeeded()) {
            saveState();
            finish(QCoreApplication::translate(
                       "resultpuller",
                       "Fetching results from %1 failed: %2. Pulling again continues "
                       "where it stopped.")
                       .arg(m_runner->description(), plainError(r)));
            return;
        }
        const QList<QByteArray> lines = r.standardOutput.split('\n');
        for (qsizetype k = 0; k < batch.size(); ++k) {
            const Range &range = batch[k];
            const RemoteFile &file = m_files[range.file];
            const QByteArray data = QByteArray::fromBase64(lines.value(k));
            if (data.size() != range.length) {
                saveState();
                finish(QCoreApplication::translate(
                           "resultpuller", "%1 changed on the cluster while it was being fetched; "
                                           "pull again.")
                           .arg(ProjectManifest::displayPath(file.path)));
                return;
            }
            const QByteArray target = localPath(file.path);
            const QByteArray part = target + kPartSuffix;
            const bool ok = range.whole ? writeAt(part, range.offset, data, range.offset == 0)
                                        : writeAt(target, range.offset, data, false);
            if (!ok) {
                finish(QCoreApplication::translate("resultpuller", "Could not write %1 here: %2")
                           .arg(ProjectManifest::displayPath(target),
                                QString::fromLocal8Bit(std::strerror(errno))));
                return;
            }
            const bool last = range.offset + range.length == file.size;
            if (last && range.whole && ::rename(part.constData(), target.constData()) != 0) {
                finish(QCoreApplication::translate("resultpuller", "Could not rename %1 here.")
                           .arg(ProjectManifest::displayPath(part)));
                return;
            }
            if (last) {
                m_state.insert(file.path, {file.size, file.mtime});
            }
            m_result.bytesReceived += data.size();
        }
        Q_EMIT progress(m_result.bytesReceived, m_bytesTotal);
        sendNextBatch();
    });
}

void ResultPuller::loadState()
{
    m_state.clear();
    QFile file(QFile::decodeName(m_localRoot + '/' + kStateFile));
    if (!file.open(QIODevice::ReadOnly)) {
        return;
    }
    const QJsonObject files = QJsonDocument::fromJson(file.readAll()).object();
    for (auto it = files.begin(); it != files.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        m_state.insert(QByteArray::fromHex(it.key().toLatin1()),
                       {qint64(o.value(QStringLiteral("size")).toDouble()),
                        o.value(QStringLiteral("mtime")).toString().toLatin1()});
    }
}

void ResultPuller::saveState()
{
    QJsonObject files;
    for (auto it = m_state.cbegin(); it != m_state.cend(); ++it) {
        files.insert(QString::fromLatin1(it.key().toHex()),
                     QJsonObject{{QStringLiteral("size"), double(it->first)},
                                 {QStringLiteral("mtime"), QString::fromLatin1(it->second)}});
    }
    QSaveFile file(QFile::decodeName(m_localRoot + '/' + kStateFile));
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(files).toJson(QJsonDocument::Compact));
        file.commit();
    }
}

void ResultPuller::cancel()
{
    if (!m_running) {
        return;
    }
    m_cancelled = true;
    cancelIfRunning(m_current);
}

void ResultPuller::finish(const QString &error)
{
    if (!m_running) {
        return;
    }
    m_running = false;
    m_result.error = error;
    m_result.cancelled = m_cancelled;
    if (!error.isEmpty()) {
        m_result.ok = false;
    }
    Q_EMIT finished(m_result);
}

} // namespace slipway::project
