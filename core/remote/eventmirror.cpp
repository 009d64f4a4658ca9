#include "remote/eventmirror.h"

#include "common/shellquote.h"
#include "remote/eventfetch.h"
#include "remote/eventhelper.h"
#include "ssh/sftptypes.h"
#include "ssh/sshconnection.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>
#include <QtConcurrent>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace slipway::remote {

namespace {

constexpr int kParallelReads = 4;
constexpr qint64 kOverlap = 4096;
constexpr int kListTimeoutMs = 300000;
const QLatin1String kPartSuffix(".part");

// Lists the event files under one folder (or one file) as NUL-separated records: a kind
// (DIR, FILE, NOSUCH, NOACCESS), the absolute folder, then "size inode mtime relative-path" per
// file. The path is data: it reaches the shell only through shellQuote().
QString listingScript(const QString &path)
{
    return QStringLiteral(
               "d=%1\n"
               "case $d in \"~\") d=$HOME ;; \"~/\"*) d=$HOME/${d#\"~/\"} ;; esac\n"
               "if [ -d \"$d\" ]; then\n"
               "  cd -- \"$d\" 2>/dev/null || { printf 'NOACCESS\\0'; exit 0; }\n"
               "  printf 'DIR\\0%s\\0' \"$PWD\"\n"
               "  find -L . -name '*tfevents*' -type f -printf '%s %i %T@ %P\\0'\n"
               "  exit 0\n"
               "elif [ -f \"$d\" ]; then\n"
               "  cd -- \"$(dirname -- \"$d\")\" 2>/dev/null || { printf 'NOACCESS\\0'; exit 0; }\n"
               "  f=$(basename -- \"$d\")\n"
               "  printf 'FILE\\0%s\\0%s %s\\0' \"$PWD\" \"$(stat -L -c '%s %i %Y' -- \"$f\")\" "
               "\"$f\"\n"
               "  exit 0\n"
               "fi\n"
               "printf 'NOSUCH\\0'\n")
        .arg(shellQuote(path));
}

struct FileState
{
    QString inode;
    QString mtime;
};

struct Listed
{
    qint64 size = 0;
    QString inode;
    QString mtime;
    QString relativePath;
};

struct Plan
{
    QString error;
    bool missing = false; // the path is not there (yet)
    QString remoteFolder;
    QString localPath;
    int remoteFiles = 0;
    int replacedFiles = 0;
    int removedFiles = 0;
    QStringList warnings;
    std::vector<EventMirror::Task> tasks;
};

bool safeRelativePath(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char('/'))) {
        return false;
    }
    const QStringList parts = path.split(QLatin1Char('/'));
    for (const QString &part : parts) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..")) {
            return false;
        }
    }
    return true;
}

QMap<QString, FileState> readManifest(const QString &file)
{
    QMap<QString, FileState> states;
    QFile input(file);
    if (!input.open(QIODevice::ReadOnly)) {
        return states;
    }
    const QJsonObject files =
        QJsonDocument::fromJson(input.readAll()).object().value(QStringLiteral("files")).toObject();
    for (auto it = files.begin(); it != files.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        states.insert(it.key(), {entry.value(QStringLiteral("inode")).toString(),
                                 entry.value(QStringLiteral("mtime")).toString()});
    }
    return states;
}

bool writeManifest(const QString &file, const QString &host, const QString &remotePath,
                   const QString &folder, const QList<Listed> &listed, QString *error)
{
    QJsonObject files;
    for (const Listed &entry : listed) {
        files.insert(entry.relativePath, QJsonObject{{QStringLiteral("inode"), entry.inode},
                                                     {QStringLiteral("mtime"), entry.mtime}});
    }
    const QJsonObject root{{QStringLiteral("version"), 1},
                           {QStringLiteral("host"), host},
                           {QStringLiteral("path"), remotePath},
                           {QStringLiteral("folder"), folder},
                           {QStringLiteral("files"), files}};
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(QJsonDocument(root).toJson(QJsonDocument::Compact)) < 0 || !out.commit()) {
        *error = QCoreApplication::translate("eventmirror", "Cannot write the cache index %1: %2")
                     .arg(QDir::toNativeSeparators(file), out.errorString());
        return false;
    }
    return true;
}

// What to say when the listing names nothing to read (no such path, no permission); empty when
// it does.
QString unreadableMessage(const QString &kind, const QString &host, const QString &remotePath)
{
    if (kind == QLatin1String("NOSUCH")) {
        return QCoreApplication::translate("eventmirror", "There is no folder or file %1 on %2.")
            .arg(remotePath, host);
    }
    if (kind == QLatin1String("NOACCESS")) {
        return QCoreApplication::translate("eventmirror", "No permission to open %1 on %2.")
            .arg(remotePath, host);
    }
    return {};
}

// Where the copy will be (the cache folder, or the one file's copy in it), and the cache folder
// made; false, with `error` set, when it cannot be made.
bool prepareCache(bool oneFile, const QList<Listed> &listed, const QString &cacheDir,
                  QString *localPath, QString *error)
{
    *localPath = oneFile && !listed.isEmpty()
                     ? cacheDir + QLatin1Char('/') + listed.constFirst().relativePath
                     : cacheDir;
    if (!QDir().mkpath(cacheDir)) {
        *error = QCoreApplication::translate("eventmirror", "Cannot create the cache folder %1.")
                     .arg(QDir::toNativeSeparators(cacheDir));
        return false;
    }
    return true;
}

// Removes the copies, in each of `roots`, of files gone from the cluster; how many of them were
// in `cacheDir`.
int removeGone(const QStringList &roots, const QSet<QString> &wanted, const QString &cacheDir)
{
    int removed = 0;
    for (const QString &root : roots) {
        QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        const QDir base(root);
        while (it.hasNext()) {
            const QString file = it.next();
            if (!wanted.contains(base.relativeFilePath(file))) {
                QFile::remove(file);
                if (root == cacheDir) {
                    ++removed;
                }
            }
        }
    }
    return removed;
}

// Runs on a pool thread: parses the listing, compares it with the local copy, resets copies of
// replaced files, removes copies of vanished ones, and writes the new index before any byte is
// fetched (so a copy is always a prefix of the file the index names).
Plan makePlan(const QByteArray &output, const QString &host, const QString &remotePath,
              const QString &cacheDir, const QString &manifestFile)
{
    Plan plan;
    const QList<QByteArray> records = output.split('\0');
    const QByteArray kind = records.value(0);
    plan.error = unreadableMessage(QString::fromLatin1(kind), host, remotePath);
    plan.missing = kind == "NOSUCH";
    if (!plan.error.isEmpty()) {
        return plan;
    }
    if ((kind != "DIR" && kind != "FILE") || records.size() < 2) {
        plan.error =
            QCoreApplication::translate(
                "eventmirror", "Listing %1 on %2 gave an answer Slipway does not understand "
                               "(is GNU find on the login node?).")
                .arg(remotePath, host);
        return plan;
    }
    plan.remoteFolder = QString::fromUtf8(records.at(1));

    QList<Listed> listed;
    for (qsizetype i = 2; i < records.size(); ++i) {
        const QByteArray &record = records.at(i);
        if (record.isEmpty()) {
            continue;
        }
        // "size inode mtime path": the path may hold spaces, so split three times only.
        const qsizetype a = record.indexOf(' ');
        const qsizetype b = a < 0 ? -1 : record.indexOf(' ', a + 1);
        const qsizetype c = b < 0 ? -1 : record.indexOf(' ', b + 1);
        bool sizeOk = false;
        Listed entry;
        if (c > 0) {
            entry.size = record.left(a).toLongLong(&sizeOk);
            entry.inode = QString::fromLatin1(record.mid(a + 1, b - a - 1));
            entry.mtime = QString::fromLatin1(record.mid(b + 1, c - b - 1));
            entry.relativePath = QString::fromUtf8(record.mid(c + 1));
        }
        if (!sizeOk || !safeRelativePath(entry.relativePath)) {
            plan.warnings << QCoreApplication::translate(
                                 "eventmirror",
                                 "Ignored a listing entry Slipway does not understand: "
                                 "%1")
                                 .arg(QString::fromUtf8(record.left(200)));
            continue;
        }
        listed.append(entry);
    }
    plan.remoteFiles = int(listed.size());
    if (!prepareCache(kind == "FILE", listed, cacheDir, &plan.localPath, &plan.error)) {
        return plan;
    }
    const QMap<QString, FileState> known = readManifest(manifestFile);
    QSet<QString> wanted;
    QSet<QString> madeDirs;
    for (const Listed &entry : std::as_const(listed)) {
        wanted.insert(entry.relativePath);
        EventMirror::Task task;
        task.relativePath = entry.relativePath;
        task.remoteFile = plan.remoteFolder + QLatin1Char('/') + entry.relativePath;
        task.localFile = cacheDir + QLatin1Char('/') + entry.relativePath;
        task.target = entry.size;
        const QFileInfo local(task.localFile);
        const qint64 localSize = local.exists() ? local.size() : 0;
        const auto state = known.constFind(entry.relativePath);
        const bool replaced =
            localSize > 0 &&
            (state == known.cend() || state->inode != entry.inode || entry.size < localSize);
        if (replaced) {
            ++plan.replacedFiles;
        }
        task.offset = replaced ? 0 : localSize;
        const QString dir = QFileInfo(task.localFile).path();
        if (!madeDirs.contains(dir)) {
            QDir().mkpath(dir);
            madeDirs.insert(dir);
        }
        if (replaced || !local.exists()) {
            QFile file(task.localFile);
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
                plan.error = QCoreApplication::translate("eventmirror",
                                                         "Cannot write the cached copy %1: %2")
                                 .arg(QDir::toNativeSeparators(task.localFile), file.errorString());
                return plan;
            }
        }
        task.verifyOverlap = task.offset > 0;
        if (task.target > task.offset) {
            plan.tasks.push_back(task);
        }
    }
    plan.removedFiles += removeGone({cacheDir}, wanted, cacheDir);
    if (!writeManifest(manifestFile, host, remotePath, plan.remoteFolder, listed, &plan.error)) {
        return plan;
    }
    return plan;
}

} // namespace

// The SHA-1 of the last 4 KiB of each held file, as last computed, with the file's size and
// modification time then: a re-read hashes only files that changed here since (the copy is
// written by the mirror alone: an append changes the size, a replacement the time).
struct EventMirror::TailDigests
{
    struct Entry
    {
        QString path;
        qint64 size = -1;
        qint64 mtimeMs = -1;
        QByteArray digest;
    };
    QMutex mutex;
    QHash<QString, Entry> entries;
};

namespace {

// Runs on a pool thread: what this computer holds, for the fetch request (with `firstBudget`
// as the budget when it holds nothing). A file's bytes are in
// the copy, or (while a first fetch of it is split across commands) in the part folder.
QByteArray makeRequest(const QString &remotePath, qint64 budget, qint64 firstBudget,
                       const QString &cacheDir, const QString &partDir, const QString &manifestFile,
                       const std::shared_ptr<EventMirror::TailDigests> &digests)
{
    QList<eventfetch::KnownFile> known;
    const QMap<QString, FileState> states = readManifest(manifestFile);
    if (states.isEmpty()) {
        // Nothing held yet: a small first command, so the first runs can be shown while the
        // rest is on its way.
        budget = qMin(budget, firstBudget);
    }
    QMutexLocker lock(&digests->mutex);
    QHash<QString, EventMirror::TailDigests::Entry> seen;
    for (auto it = states.cbegin(); it != states.cend(); ++it) {
        if (!safeRelativePath(it.key())) {
            continue;
        }
        QFileInfo info(partDir + QLatin1Char('/') + it.key());
        if (!info.exists()) {
            info.setFile(cacheDir + QLatin1Char('/') + it.key());
        }
        const qint64 size = info.size();
        if (size <= 0 || !info.isFile()) {
            continue;
        }
        EventMirror::TailDigests::Entry entry{
            info.filePath(), size, info.lastModified().toMSecsSinceEpoch(), {}};
        const auto cached = digests->entries.constFind(it.key());
        if (cached != digests->entries.cend() && cached->path == entry.path &&
            cached->size == entry.size && cached->mtimeMs == entry.mtimeMs) {
            entry.digest = cached->digest;
        } else {
            QFile file(entry.path);
            if (!file.open(QIODevice::ReadOnly)) {
                continue;
            }
            const qint64 tail = qMin(eventfetch::kTailBytes, size);
            file.seek(size - tail);
            const QByteArray bytes = file.read(tail);
            if (bytes.size() != tail) {
                continue;
            }
            entry.digest = eventfetch::tailDigest(bytes);
        }
        known.append(
            {it.key().toUtf8(), size, it->inode.toLatin1(), entry.digest, it->mtime.toLatin1()});
        seen.insert(it.key(), entry);
    }
    digests->entries = std::move(seen);
    return eventfetch::request(remotePath, budget, known);
}

bool writeAt(const QString &path, qint64 offset, const QByteArray &data, bool truncate,
             QString *error)
{
    QFile file(path);
    if (!file.open(truncate ? QIODevice::WriteOnly | QIODevice::Truncate : QIODevice::ReadWrite)) {
        *error = QCoreApplication::translate("eventmirror", "Cannot write the cached copy %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (file.size() != offset) {
        *error = QCoreApplication::translate(
                     "eventmirror", "The cached copy %1 changed while it was being updated.")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    if (!file.seek(offset) || file.write(data) != data.size() || !file.flush()) {
        *error = QCoreApplication::translate("eventmirror", "Cannot write the cached copy %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        file.resize(offset);
        return false;
    }
    return true;
}

bool moveInto(const QString &from, const QString &to, QString *error)
{
    QDir().mkpath(QFileInfo(to).path());
    if (::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) != 0) {
        *error =
            QCoreApplication::translate("eventmirror", "Cannot put the cached copy %1 in place: %2")
                .arg(QDir::toNativeSeparators(to), QString::fromLocal8Bit(strerror(errno)));
        return false;
    }
    return true;
}

QString cacheId(const QString &host, const QString &path)
{
    const QByteArray hash = QCryptographicHash::hash((host + QLatin1Char('\n') + path).toUtf8(),
                                                     QCryptographicHash::Sha256)
                                .toHex()
                                .left(16);
    QString name = QFileInfo(path).fileName();
    for (QChar &c : name) {
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_')) {
            c = QLatin1Char('_');
        }
    }
    return QString::fromLatin1(hash) +
           (name.isEmpty() ? QString() : QLatin1Char('-') + name.left(40));
}

} // namespace

struct EventMirror::Applied
{
    bool noPython = false;
    QString fallbackWhy; // why the stream could not be used, when it is not a missing python3
    bool more = false;
    QString error;
    bool missing = false; // the path is not there (yet)
    QString remoteFolder;
    QString localPath;
    int remoteFiles = 0;
    int replacedFiles = 0;
    int removedFiles = 0;
    qint64 bytesFetched = 0;
    qint64 bytesReceived = 0;
    QStringList fetched;
    QStringList warnings;
};

namespace {

// Whether the answer is a listing; otherwise says what went wrong in `a.error`.
bool isListing(const eventfetch::Response &r, const QString &host, const QString &remotePath,
               EventMirror::Applied &a)
{
    a.error = unreadableMessage(r.kind, host, remotePath);
    a.missing = r.kind == QLatin1String("NOSUCH");
    if (!a.error.isEmpty()) {
        return false;
    }
    if (r.kind != QLatin1String("DIR") && r.kind != QLatin1String("FILE")) {
        a.error =
            QCoreApplication::translate(
                "eventmirror", "Reading %1 on %2 gave an answer Slipway does not understand: %3.")
                .arg(remotePath, host, r.error);
        return false;
    }
    return true;
}

// The listing's entries whose paths are safe to use here; the others become warnings.
QList<Listed> safeListing(const eventfetch::Response &r, QSet<QString> &wanted,
                          EventMirror::Applied &a)
{
    QList<Listed> listed;
    for (const eventfetch::Listed &entry : std::as_const(r.listed)) {
        if (!safeRelativePath(entry.relativePath)) {
            a.warnings << QCoreApplication::translate(
                              "eventmirror",
                              "Ignored a listing entry Slipway does not understand: %1")
                              .arg(entry.relativePath.left(200));
            continue;
        }
        listed.append({entry.size, entry.inode, entry.mtime, entry.relativePath});
        wanted.insert(entry.relativePath);
    }
    return listed;
}

// Writes the index (when it changed); `sameIndex` says whether it stayed as it was.
bool updateIndex(const eventfetch::Response &r, const QList<Listed> &listed, const QString &host,
                 const QString &remotePath, const QString &manifestFile, bool &sameIndex,
                 EventMirror::Applied &a)
{
    // The index: a file keeps its old inode until bytes of the new one arrive, so the next
    // request still says which file the copy holds.
    QSet<QString> chunked;
    for (const eventfetch::Chunk &chunk : std::as_const(r.chunks)) {
        chunked.insert(chunk.relativePath);
    }
    const QMap<QString, FileState> known = readManifest(manifestFile);
    QList<Listed> index = listed;
    sameIndex = !known.isEmpty() && known.size() == index.size();
    for (Listed &entry : index) {
        const auto state = known.constFind(entry.relativePath);
        if (state != known.cend() && state->inode != entry.inode &&
            !chunked.contains(entry.relativePath)) {
            entry.inode = state->inode;
            entry.mtime = state->mtime;
        }
        sameIndex = sameIndex && state != known.cend() && state->inode == entry.inode &&
                    state->mtime == entry.mtime;
    }
    // Nothing changed on the cluster (the usual re-read): the index stays as it is, which
    // saves writing and syncing it to disk.
    return sameIndex ||
           writeManifest(manifestFile, host, remotePath, a.remoteFolder, index, &a.error);
}

// Writes the chunks that came, each at its offset; `started` gets the files written.
bool writeChunks(const eventfetch::Response &r, const QList<Listed> &listed,
                 const QString &cacheDir, const QString &partDir, QSet<QString> &started,
                 EventMirror::Applied &a)
{
    QHash<QString, qint64> sizes;
    for (const Listed &entry : std::as_const(listed)) {
        sizes.insert(entry.relativePath, entry.size);
    }
    QSet<QString> madeDirs;
    for (const eventfetch::Chunk &chunk : std::as_const(r.chunks)) {
        const auto size = sizes.constFind(chunk.relativePath);
        if (size == sizes.cend()) {
            a.error = QCoreApplication::translate(
                          "eventmirror", "The fetch program sent %1, which it did not list.")
                          .arg(chunk.relativePath);
            return false;
        }
        const QString local = cacheDir + QLatin1Char('/') + chunk.relativePath;
        const QString part = partDir + QLatin1Char('/') + chunk.relativePath;
        const bool fromStart = chunk.offset == 0 && !started.contains(chunk.relativePath);
        QString target;
        if (fromStart) {
            const QFileInfo old(local);
            const bool held = old.exists() && old.size() > 0;
            if (chunk.restart || held) {
                ++a.replacedFiles;
            }
            target = held ? part : local;
            const QString dir = QFileInfo(target).path();
            if (!madeDirs.contains(dir)) {
                QDir().mkpath(dir);
                madeDirs.insert(dir);
            }
            if (!held) {
                QFile::remove(part); // a stale part of an earlier sync, if any
            }
        } else {
            target = QFileInfo::exists(part) ? part : local;
        }
        started.insert(chunk.relativePath);
        if (!writeAt(target, chunk.offset, chunk.data, fromStart, &a.error)) {
            return false;
        }
        a.bytesFetched += chunk.data.size();
        if (!chunk.data.isEmpty() || chunk.restart) {
            a.fetched << chunk.relativePath;
        }
        if (target == part && chunk.offset + chunk.data.size() >= *size &&
            !moveInto(part, local, &a.error)) {
            return false;
        }
    }
    return true;
}

// Files listed but not held here and with nothing to fetch (empty files): an empty copy.
bool createEmptyFiles(const QList<Listed> &listed, const QSet<QString> &started,
                      const QString &cacheDir, EventMirror::Applied &a)
{
    for (const Listed &entry : std::as_const(listed)) {
        const QString local = cacheDir + QLatin1Char('/') + entry.relativePath;
        if (entry.size == 0 && !started.contains(entry.relativePath) && !QFileInfo::exists(local)) {
            QDir().mkpath(QFileInfo(local).path());
            QFile file(local);
            if (!file.open(QIODevice::WriteOnly)) {
                a.error = QCoreApplication::translate("eventmirror",
                                                      "Cannot write the cached copy %1: %2")
                              .arg(QDir::toNativeSeparators(local), file.errorString());
                return false;
            }
        }
    }
    return true;
}

// Runs on a pool thread: applies one fetch command's stream to the copy. The index is written
// before any byte; bytes of a file already held are appended in place, and so are those of a
// file new to the copy (either way the copy stays a prefix of the remote file). A file held
// here but sent again from the start (replaced, rewritten) is written in the part folder and
// renamed over the old copy once complete, so a reader sees the old file or the whole new one.
EventMirror::Applied applyStream(const QByteArray &stream, qint64 streamBytes, const QString &host,
                                 const QString &remotePath, const QString &cacheDir,
                                 const QString &partDir, const QString &manifestFile)
{
    EventMirror::Applied a;
    a.bytesReceived = streamBytes;
    eventfetch::Response r = eventfetch::parse(stream);
    if (r.noPython) {
        a.noPython = true;
        return a;
    }
    a.warnings = r.warnings;
    if (!isListing(r, host, remotePath, a)) {
        return a;
    }
    a.remoteFolder = r.folder;
    QSet<QString> wanted;
    const QList<Listed> listed = safeListing(r, wanted, a);
    a.remoteFiles = int(listed.size());
    if (!prepareCache(r.kind == QLatin1String("FILE"), listed, cacheDir, &a.localPath, &a.error)) {
        return a;
    }

    bool sameIndex = false;
    if (!updateIndex(r, listed, host, remotePath, manifestFile, sameIndex, a)) {
        return a;
    }
    // Files gone from the cluster (nothing to look for when the listing is the index and no
    // bytes came: the last sync left the copy as the index says).
    const bool nothingNew = sameIndex && r.chunks.isEmpty();
    a.removedFiles +=
        removeGone(nothingNew ? QStringList() : QStringList{cacheDir, partDir}, wanted, cacheDir);
    QSet<QString> started;
    if (!writeChunks(r, listed, cacheDir, partDir, started, a) ||
        !createEmptyFiles(listed, started, cacheDir, a)) {
        return a;
    }
    if (!r.complete) {
        a.error = QCoreApplication::translate("eventmirror", "Reading %1 on %2 stopped: %3.")
                      .arg(remotePath, host, r.error);
        return a;
    }
    a.more = r.more;
    return a;
}

} // namespace

EventMirror::EventMirror(ssh::SshConnection *connection, QString remotePath, QString cacheRoot,
                         QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_remotePath(std::move(remotePath))
    , m_cacheRoot(cacheRoot.isEmpty() ? defaultCacheRoot() : std::move(cacheRoot))
{
    qRegisterMetaType<Result>();
    m_digests = std::make_shared<TailDigests>();
    const QString host = connection ? connection->target().displayName() : QString();
    const QString id = cacheId(host, m_remotePath);
    m_cacheDir = m_cacheRoot + QLatin1Char('/') + id;
    m_manifestFile = m_cacheDir + QStringLiteral(".json");
    m_partDir = m_cacheDir + kPartSuffix;
}

EventMirror::~EventMirror()
{
    if (m_cancel) {
        m_cancel->store(true);
    }
}

ssh::SshConnection *EventMirror::connection() const
{
    return m_connection.data();
}

QString EventMirror::defaultCacheRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
           QStringLiteral("/remote-events");
}

void EventMirror::sync()
{
    if (m_syncing) {
        return;
    }
    m_syncing = true;
    m_result = Result();
    m_tasks.clear();
    m_fetchError.clear();
    m_inFlight = 0;
    m_bytesTotal = 0;
    m_fetchedNames.clear();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    ++m_generation;
    if (!m_connection) {
        finish(false, QCoreApplication::translate("eventmirror",
                                                  "The connection to the cluster is gone."));
        return;
    }
    if (m_forceSftp || eventfetch::command(m_python).isEmpty()) {
        startSftp();
    } else {
        startStreamBatch();
    }
}

void EventMirror::startStreamBatch()
{
    m_result.method = QStringLiteral("stream");
    const quint64 generation = m_generation;
    QtConcurrent::run(makeRequest, m_remotePath, m_batchBytes, m_firstBatchBytes, m_cacheDir,
                      m_partDir, m_manifestFile, m_digests)
        .then(this, [this, generation](const QByteArray &request) {
            if (generation != m_generation) {
                return;
            }
            if (!m_connection) {
                finish(false, QCoreApplication::translate(
                                  "eventmirror", "The connection to the cluster is gone."));
                return;
            }
            ++m_result.fetchCommands;
            EventHelper *helper =
                m_useHelper ? EventHelper::of(m_connection.data(), m_python) : nullptr;
            if (helper && helper->isReady()) {
                // The program already runs on the login node: one exchange, nothing to start.
                ++m_result.helperCommands;
                helper->ask(request, this,
                            [this, generation, request](const EventHelper::Answer &answer) {
                                if (generation != m_generation) {
                                    return;
                                }
                                if (!answer.ok) {
                                    // It died or got stuck: the one-shot command instead.
                                    --m_result.helperCommands;
                                    runFetchCommand(request);
                                    return;
                                }
                                CommandResult result;
                                result.exitCode = answer.status;
                                result.standardOutput = answer.output;
                                result.standardError = answer.errors;
                                onFetchResult(generation, result);
                            });
                return;
            }
            runFetchCommand(request);
        });
}

void EventMirror::runFetchCommand(const QByteArray &request)
{
    const quint64 generation = m_generation;
    if (!m_connection) {
        finish(false, QCoreApplication::translate("eventmirror",
                                                  "The connection to the cluster is gone."));
        return;
    }
    m_connection->run({eventfetch::command(m_python), request, kListTimeoutMs})
        .then(this,
              [this, generation](const CommandResult &result) {
                  if (generation == m_generation) {
                      onFetchResult(generation, result);
                  }
              })
        .onCanceled(this, [this, generation] {
            if (generation == m_generation) {
                finish(false, QCoreApplication::translate("eventmirror", "Reading %1 was stopped.")
                                  .arg(m_remotePath));
            }
        });
}

void EventMirror::onFetchResult(quint64 generation, const CommandResult &result)
{
    if (!result.ran()) {
        finish(false, result.error);
        return;
    }
    const QString host = m_connection ? m_connection->target().displayName() : QString();
    const QByteArray stderrText = result.standardError;
    const int exitCode = result.exitCode;
    QtConcurrent::run(applyStream, result.standardOutput, qint64(result.standardOutput.size()),
                      host, m_remotePath, m_cacheDir, m_partDir, m_manifestFile)
        .then(this, [this, generation, exitCode, stderrText](Applied applied) {
            if (generation != m_generation) {
                return;
            }
            if (exitCode != 0 && applied.remoteFolder.isEmpty() && !applied.noPython &&
                m_result.fetchCommands == 1) {
                // The program did not even list the folder (an unusual python3): fall back
                // to SFTP.
                applied.noPython = true;
                applied.fallbackWhy = stderrText.trimmed().isEmpty()
                                          ? QStringLiteral("it ended with status %1").arg(exitCode)
                                          : QString::fromUtf8(stderrText).trimmed().right(300);
            } else if (!applied.error.isEmpty() && exitCode != 0 && !stderrText.isEmpty()) {
                applied.error +=
                    QLatin1Char(' ') + QString::fromUtf8(stderrText).trimmed().right(500);
            }
            onStreamApplied(applied);
        });
}

void EventMirror::onStreamApplied(const Applied &applied)
{
    if (applied.noPython) {
        m_result.warnings << (applied.fallbackWhy.isEmpty()
                                  ? QStringLiteral("python3 (3.5 or later) was not found on the "
                                                   "login node: reading over SFTP, one file after "
                                                   "another (slower).")
                                  : QStringLiteral("python3 on the login node could not run "
                                                   "Slipway's fetch program (%1): reading over "
                                                   "SFTP, one file after another (slower).")
                                        .arg(applied.fallbackWhy));
        m_result.fetchCommands = 0;
        startSftp();
        return;
    }
    m_result.remoteFolder = applied.remoteFolder;
    m_result.localPath = applied.localPath;
    m_result.remoteFiles = applied.remoteFiles;
    m_result.replacedFiles += applied.replacedFiles;
    m_result.removedFiles += applied.removedFiles;
    m_result.bytesFetched += applied.bytesFetched;
    m_result.bytesTransferred += applied.bytesReceived;
    m_result.warnings << applied.warnings;
    for (const QString &name : applied.fetched) {
        m_fetchedNames.insert(name);
    }
    m_result.fetchedFiles = int(m_fetchedNames.size());
    Q_EMIT progress(m_result.bytesFetched, -1);
    if (!applied.error.isEmpty()) {
        m_result.missing = applied.missing;
        finish(false, applied.error);
        return;
    }
    if (m_cancel->load()) {
        finish(false, QString());
        return;
    }
    if (applied.more) {
        if (applied.bytesFetched > 0 && !m_result.localPath.isEmpty()) {
            Q_EMIT partFetched(m_result.localPath);
        }
        startStreamBatch();
        return;
    }
    finish(true, QString());
}

void EventMirror::startSftp()
{
    m_result.method = QStringLiteral("sftp");
    const quint64 generation = m_generation;
    m_connection->run({listingScript(m_remotePath), {}, kListTimeoutMs})
        .then(this,
              [this, generation](const CommandResult &result) {
                  if (generation != m_generation) {
                      return;
                  }
                  QString error;
                  if (!result.ran()) {
                      error = result.error;
                  } else if (result.exitCode != 0 && result.standardOutput.isEmpty()) {
                      error =
                          QStringLiteral("Listing %1 failed: %2")
                              .arg(m_remotePath, QString::fromUtf8(result.standardError).trimmed());
                  } else if (result.exitCode != 0) {
                      m_result.warnings
                          << QCoreApplication::translate("eventmirror",
                                                         "Some folders could not be listed: %1")
                                 .arg(QString::fromUtf8(result.standardError).trimmed().left(500));
                  }
                  onListed(result.standardOutput, error);
              })
        .onCanceled(this, [this, generation] {
            if (generation == m_generation) {
                onListed(QByteArray(),
                         QCoreApplication::translate("eventmirror", "Listing %1 was stopped.")
                             .arg(m_remotePath));
            }
        });
}

void EventMirror::cancel()
{
    if (!m_syncing || !m_cancel) {
        return;
    }
    // Each phase (listing, planning, reading) checks the flag when it ends; reads in flight
    // finish and their bytes are kept.
    m_cancel->store(true);
    m_tasks.clear();
}

void EventMirror::onListed(const QByteArray &output, const QString &error)
{
    if (!error.isEmpty()) {
        finish(false, error);
        return;
    }
    if (m_cancel->load()) {
        finish(false, QString());
        return;
    }
    const QString host = m_connection ? m_connection->target().displayName() : QString();
    const quint64 generation = m_generation;
    QtConcurrent::run(makePlan, output, host, m_remotePath, m_cacheDir, m_manifestFile)
        .then(this, [this, generation](const Plan &plan) {
            if (generation != m_generation) {
                return;
            }
            m_result.remoteFolder = plan.remoteFolder;
            m_result.localPath = plan.localPath;
            m_result.remoteFiles = plan.remoteFiles;
            m_result.replacedFiles = plan.replacedFiles;
            m_result.removedFiles = plan.removedFiles;
            m_result.warnings << plan.warnings;
            if (!plan.error.isEmpty()) {
                m_result.missing = plan.missing;
                finish(false, plan.error);
                return;
            }
            for (const Task &task : plan.tasks) {
                m_tasks.push_back(std::make_shared<Task>(task));
                m_bytesTotal += task.target - task.offset;
            }
            startFetching();
        });
}

void EventMirror::startFetching()
{
    if (m_cancel->load()) {
        finish(false, QString());
        return;
    }
    Q_EMIT progress(0, m_bytesTotal);
    pump();
}

void EventMirror::pump()
{
    while (m_inFlight < kParallelReads && !m_tasks.empty() && m_fetchError.isEmpty() &&
           !m_cancel->load()) {
        std::shared_ptr<Task> task = m_tasks.front();
        m_tasks.pop_front();
        if (!m_connection) {
            m_fetchError = QCoreApplication::translate("eventmirror",
                                                       "The connection to the cluster is gone.");
            break;
        }
        const qint64 overlap = task->verifyOverlap ? qMin(kOverlap, task->offset) : 0;
        const qint64 want = qMin(m_chunkSize, task->target - task->offset);
        ++m_inFlight;
        ++m_result.readRequests;
        const quint64 generation = m_generation;
        m_connection->readFrom(task->remoteFile, task->offset - overlap, want + overlap)
            .then(this,
                  [this, generation, task, overlap](const ssh::SftpChunk &chunk) {
                      if (generation == m_generation) {
                          onChunk(task, int(overlap), chunk);
                      }
                  })
            .onCanceled(this, [this, generation, task, overlap] {
                if (generation == m_generation) {
                    ssh::SftpChunk chunk;
                    chunk.error = QCoreApplication::translate(
                        "eventmirror", "The connection to the cluster was closed.");
                    onChunk(task, int(overlap), chunk);
                }
            });
    }
    if (m_inFlight == 0 && (m_tasks.empty() || !m_fetchError.isEmpty() || m_cancel->load())) {
        finish(m_fetchError.isEmpty() && !m_cancel->load(), m_fetchError);
    }
}

void EventMirror::onChunk(const std::shared_ptr<Task> &task, int overlap,
                          const ssh::SftpChunk &chunk)
{
    --m_inFlight;
    m_result.bytesTransferred += chunk.data.size();
    if (!chunk.error.isEmpty()) {
        // Nothing of a failed read is kept: the copy stays a prefix of the remote file.
        if (m_fetchError.isEmpty()) {
            m_fetchError = chunk.error;
        }
        pump();
        return;
    }
    QFile file(task->localFile);
    if (!file.open(QIODevice::ReadWrite)) {
        m_fetchError =
            QCoreApplication::translate("eventmirror", "Cannot write the cached copy %1: %2")
                .arg(QDir::toNativeSeparators(task->localFile), file.errorString());
        pump();
        return;
    }
    if (file.size() != task->offset) {
        m_fetchError = QCoreApplication::translate(
                           "eventmirror", "The cached copy %1 changed while it was being updated.")
                           .arg(QDir::toNativeSeparators(task->localFile));
        pump();
        return;
    }
    qint64 skip = overlap;
    if (overlap > 0) {
        file.seek(task->offset - overlap);
        const QByteArray tail = file.read(overlap);
        if (chunk.data.size() < overlap || chunk.data.left(overlap) != tail) {
            // The bytes before the new ones changed: the file was rewritten in place. Fetch it
            // again from the start.
            ++m_result.replacedFiles;
            file.resize(0);
            task->offset = 0;
            task->verifyOverlap = false;
            m_bytesTotal += task->target;
            m_tasks.push_front(task);
            pump();
            return;
        }
    }
    const QByteArray fresh = chunk.data.mid(skip);
    if (!fresh.isEmpty()) {
        file.seek(task->offset);
        if (file.write(fresh) != fresh.size() || !file.flush()) {
            const QString why = file.errorString();
            file.resize(task->offset);
            m_fetchError =
                QCoreApplication::translate("eventmirror", "Cannot write the cached copy %1: %2")
                    .arg(QDir::toNativeSeparators(task->localFile), why);
            pump();
            return;
        }
        task->offset += fresh.size();
        m_result.bytesFetched += fresh.size();
        if (!task->counted) {
            task->counted = true;
            ++m_result.fetchedFiles;
        }
        Q_EMIT progress(m_result.bytesFetched, m_bytesTotal);
    }
    task->verifyOverlap = true;
    if (fresh.isEmpty() && task->offset < task->target) {
        m_result.warnings << QCoreApplication::translate(
                                 "eventmirror",
                                 "%1 became shorter while it was read; the next sync "
                                 "fetches it again.")
                                 .arg(task->remoteFile);
    } else if (task->offset < task->target) {
        m_tasks.push_front(task);
    }
    pump();
}

void EventMirror::finish(bool ok, const QString &error)
{
    if (!m_syncing) {
        return;
    }
    m_syncing = false;
    m_tasks.clear();
    m_result.ok = ok;
    m_result.cancelled = !ok && m_cancel && m_cancel->load() && error.isEmpty();
    m_result.error = m_result.cancelled
                         ? QCoreApplication::translate("eventmirror", "The sync was cancelled.")
                         : error;
    ++m_generation;
    if (ok && m_useHelper && m_result.method == QLatin1String("stream") && m_connection) {
        // For the next syncs: the program stays running there (nothing happens if it runs).
        if (EventHelper *helper = EventHelper::of(m_connection.data(), m_python)) {
            helper->start();
        }
    }
    Q_EMIT finished(m_result);
}

} // namespace slipway::remote
