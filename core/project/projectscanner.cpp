#include "project/projectscanner.h"

#include "project/ignorerules.h"
#include "project/sha256.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace slipway::project {

namespace {

QByteArray readSmallFile(const QByteArray &path)
{
    QByteArray data;
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return data;
    }
    char buffer[65536];
    while (data.size() < 4 * 1024 * 1024) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n <= 0) {
            break;
        }
        data.append(buffer, n);
    }
    ::close(fd);
    return data;
}

// What a file looked like when it was hashed: a hash is reused only when all of it matches.
struct CachedHash
{
    qint64 size = -1;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0;
    quint64 inode = 0;
    QByteArray sha256;
};

qint64 nanoseconds(const struct timespec &t)
{
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

constexpr QByteArrayView kCacheHeader("slipway-hash-cache 1");

// Lines "SIZE MTIME_NS CTIME_NS INODE SHA256 PATH_AS_HEX" after the header.
QHash<QByteArray, CachedHash> readHashCache(const QString &file)
{
    QHash<QByteArray, CachedHash> cache;
    QFile f(file);
    if (file.isEmpty() || !f.open(QIODevice::ReadOnly)) {
        return cache;
    }
    const QList<QByteArray> lines = f.readAll().split('\n');
    if (lines.isEmpty() || lines.first() != kCacheHeader) {
        return cache;
    }
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> f6 = lines[i].split(' ');
        if (f6.size() != 6 || f6[4].size() != 64) {
            continue;
        }
        CachedHash c;
        bool ok[4] = {};
        c.size = f6[0].toLongLong(&ok[0]);
        c.mtimeNs = f6[1].toLongLong(&ok[1]);
        c.ctimeNs = f6[2].toLongLong(&ok[2]);
        c.inode = f6[3].toULongLong(&ok[3]);
        c.sha256 = f6[4];
        if (ok[0] && ok[1] && ok[2] && ok[3]) {
            cache.insert(QByteArray::fromHex(f6[5]), c);
        }
    }
    return cache;
}

void writeHashCache(const QString &file, const QHash<QByteArray, CachedHash> &cache)
{
    if (file.isEmpty()) {
        return;
    }
    QDir().mkpath(QFileInfo(file).absolutePath());
    QSaveFile f(file);
    if (!f.open(QIODevice::WriteOnly)) {
        return; // only a cache: the next scan hashes again
    }
    QByteArray text = kCacheHeader.toByteArray() + '\n';
    for (auto it = cache.cbegin(); it != cache.cend(); ++it) {
        const CachedHash &c = it.value();
        text += QByteArray::number(c.size) + ' ' + QByteArray::number(c.mtimeNs) + ' ' +
                QByteArray::number(c.ctimeNs) + ' ' + QByteArray::number(c.inode) + ' ' + c.sha256 +
                ' ' + it.key().toHex() + '\n';
    }
    f.write(text);
    f.commit();
}

struct Walker
{
    Walker(const ScanOptions &o, const std::atomic_bool *c, const ProjectScanner::Progress &p)
        : options(o)
        , cancel(c)
        , progress(p)
    {}

    const ScanOptions &options;
    const std::atomic_bool *cancel;
    const ProjectScanner::Progress &progress;
    bool useGitignore = true;
    ProjectScan result;
    IgnoreStack ignores;
    QStringList tooLarge;
    qint64 filesDone = 0;
    QHash<QByteArray, CachedHash> oldHashes;
    QHash<QByteArray, CachedHash> newHashes;
    qint64 hashesReused = 0;
    qint64 scanStartNs = 0;

    bool cancelled() const { return cancel && cancel->load(); }

    void walk(const QByteArray &relDir)
    {
        if (cancelled() || !result.error.isEmpty()) {
            return;
        }
        const QByteArray absDir = relDir.isEmpty() ? result.root : result.root + '/' + relDir;
        QByteArray ignoreText;
        if (useGitignore) {
            ignoreText = readSmallFile(absDir + "/.gitignore");
        }
        ignoreText += '\n' + readSmallFile(absDir + "/.slipwayignore");
        ignores.push(IgnoreFile::parse(ignoreText, relDir));

        DIR *dir = ::opendir(absDir.constData());
        if (!dir) {
            result.warnings << QCoreApplication::translate(
                                   "projectscanner",
                                   "Could not read the folder %1 (%2); it is left out.")
                                   .arg(ProjectManifest::displayPath(absDir),
                                        QString::fromLocal8Bit(std::strerror(errno)));
            ignores.pop();
            return;
        }
        QList<QByteArray> names;
        while (dirent *entry = ::readdir(dir)) {
            const QByteArray name(entry->d_name);
            if (name != "." && name != "..") {
                names << name;
            }
        }
        ::closedir(dir);
        std::sort(names.begin(), names.end());
        for (const QByteArray &name : std::as_const(names)) {
            if (cancelled()) {
                break;
            }
            const QByteArray rel = relDir.isEmpty() ? name : relDir + '/' + name;
            const QByteArray abs = result.root + '/' + rel;
            struct stat st
            {
            };
            if (::lstat(abs.constData(), &st) != 0) {
                continue;
            }
            const bool isDir = S_ISDIR(st.st_mode);
            if (isDir && (name == ".git" || name == "__pycache__" || name == ".slipway-snapshot")) {
                ++result.ignoredCount;
                continue;
            }
            if (ignores.isIgnored(rel, isDir)) {
                ++result.ignoredCount;
                continue;
            }
            if (S_ISLNK(st.st_mode)) {
                result.warnings << QCoreApplication::translate(
                                       "projectscanner", "%1 is a symbolic link and is not sent.")
                                       .arg(ProjectManifest::displayPath(rel));
                continue;
            }
            if (isDir) {
                walk(rel);
                continue;
            }
            if (!S_ISREG(st.st_mode)) {
                result.warnings << QCoreApplication::translate(
                                       "projectscanner",
                                       "%1 is not a regular file and is not sent.")
                                       .arg(ProjectManifest::displayPath(rel));
                continue;
            }
            if (options.maxFileBytes > 0 && st.st_size > options.maxFileBytes) {
                tooLarge << QStringLiteral("%1 (%2)").arg(ProjectManifest::displayPath(rel),
                                                          ProjectScanner::formatBytes(st.st_size));
                continue;
            }
            // A hash remembered for the same size, times and inode is the file's hash (what
            // rsync and git assume too); a file changed less than two seconds before the scan
            // is hashed again next time, as its time may not tell a change in that window.
            std::optional<QByteArray> hash;
            const CachedHash seen{st.st_size,
                                  nanoseconds(st.st_mtim),
                                  nanoseconds(st.st_ctim),
                                  quint64(st.st_ino),
                                  {}};
            const auto cached = oldHashes.constFind(rel);
            if (cached != oldHashes.cend() && cached->size == seen.size &&
                cached->mtimeNs == seen.mtimeNs && cached->ctimeNs == seen.ctimeNs &&
                cached->inode == seen.inode) {
                hash = cached->sha256;
                ++hashesReused;
            } else {
                hash = ProjectScanner::hashFile(abs);
            }
            if (hash && !options.hashCache.isEmpty() &&
                qMax(seen.mtimeNs, seen.ctimeNs) < scanStartNs - 2000000000LL) {
                CachedHash keep = seen;
                keep.sha256 = *hash;
                newHashes.insert(rel, keep);
            }
            if (!hash) {
                result.error =
                    QCoreApplication::translate("projectscanner", "Could not read %1: %2")
                        .arg(ProjectManifest::displayPath(rel),
                             QString::fromLocal8Bit(std::strerror(errno)));
                break;
            }
            ManifestEntry e;
            e.path = rel;
            e.sha256 = *hash;
            e.size = st.st_size;
            e.executable = (st.st_mode & S_IXUSR) != 0;
            result.manifest.add(e);
            ++filesDone;
            if (progress) {
                progress(filesDone, ProjectManifest::displayPath(rel));
            }
        }
        ignores.pop();
    }
};

QString runGit(const QString &folder, const QStringList &args, QByteArray *out, int timeoutMs)
{
    QProcess git;
    git.setWorkingDirectory(folder);
    git.start(QStringLiteral("git"), args);
    if (!git.waitForStarted(10000)) {
        return QStringLiteral("git could not be started: %1").arg(git.errorString());
    }
    git.closeWriteChannel();
    if (!git.waitForFinished(timeoutMs)) {
        git.kill();
        git.waitForFinished(2000);
        return QStringLiteral("git did not finish in time");
    }
    *out = git.readAllStandardOutput();
    if (git.exitStatus() != QProcess::NormalExit || git.exitCode() != 0) {
        return QString::fromLocal8Bit(git.readAllStandardError()).trimmed();
    }
    return {};
}

} // namespace

ProjectScan ProjectScanner::scan(const ScanOptions &options, const std::atomic_bool *cancel,
                                 const Progress &progress)
{
    Walker walker{options, cancel, progress};
    const QFileInfo info(options.folder);
    if (!info.isDir()) {
        walker.result.error =
            QCoreApplication::translate("projectscanner",
                                        "The project folder %1 does not exist or is not a folder.")
                .arg(options.folder);
        return walker.result;
    }
    walker.result.root = QFile::encodeName(info.absoluteFilePath());
    if (options.gitCommitted) {
        QByteArray out;
        QString error = runGit(options.folder,
                               {QStringLiteral("rev-parse"), QStringLiteral("--verify"),
                                QStringLiteral("-q"), QStringLiteral("HEAD")},
                               &out, 30000);
        if (!error.isEmpty() || out.trimmed().isEmpty()) {
            walker.result.error =
                QCoreApplication::translate(
                    "projectscanner",
                    "%1 is not in a git repository with a commit, so its committed "
                    "state cannot be sent. Send the folder as it is instead.")
                    .arg(options.folder);
            return walker.result;
        }
        const QByteArray commit = out.trimmed().left(12);
        auto temporary = std::make_shared<QTemporaryDir>();
        if (!temporary->isValid()) {
            walker.result.error =
                QCoreApplication::translate("projectscanner",
                                            "No temporary folder for the git export: %1")
                    .arg(temporary->errorString());
            return walker.result;
        }
        const QString archive = temporary->filePath(QStringLiteral("export.tar"));
        // Run in the project folder, `git archive HEAD` exports that folder only.
        error = runGit(options.folder,
                       {QStringLiteral("archive"), QStringLiteral("--format=tar"),
                        QStringLiteral("-o"), archive, QStringLiteral("HEAD")},
                       &out, 300000);
        const QString tree = temporary->filePath(QStringLiteral("tree"));
        if (error.isEmpty()) {
            QDir().mkpath(tree);
            QProcess tar;
            tar.start(QStringLiteral("tar"), {QStringLiteral("-x"), QStringLiteral("-f"), archive,
                                              QStringLiteral("-C"), tree});
            if (!tar.waitForFinished(300000) || tar.exitCode() != 0) {
                error = QString::fromLocal8Bit(tar.readAllStandardError()).trimmed();
                if (error.isEmpty()) {
                    error = QStringLiteral("tar failed");
                }
            }
            QFile::remove(archive);
        }
        if (!error.isEmpty()) {
            walker.result.error =
                QCoreApplication::translate("projectscanner",
                                            "Could not export the committed files with git: %1")
                    .arg(error);
            return walker.result;
        }
        runGit(options.folder,
               {QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("-z"),
                QStringLiteral("--"), QStringLiteral(".")},
               &out, 60000);
        const qsizetype changes = out.isEmpty() ? 0 : out.count('\0');
        if (changes > 0) {
            walker.result.warnings
                << QCoreApplication::translate(
                       "projectscanner",
                       "%n file(s) in %1 have changes that are not committed; they are "
                       "not sent. The committed state (commit %2) is.",
                       nullptr, int(changes))
                       .arg(options.folder, QString::fromLatin1(commit));
        }
        walker.result.root = QFile::encodeName(tree);
        walker.result.temporary = temporary;
        walker.useGitignore = false; // committed files are sent even if a pattern matches them
    }
    const bool cacheHashes = !options.hashCache.isEmpty() && !options.gitCommitted;
    if (cacheHashes) {
        walker.oldHashes = readHashCache(options.hashCache);
    }
    walker.scanStartNs = QDateTime::currentMSecsSinceEpoch() * 1000000;
    walker.walk({});
    walker.result.hashesReused = int(walker.hashesReused);
    if (cacheHashes && walker.result.error.isEmpty() && !(cancel && *cancel)) {
        writeHashCache(options.hashCache, walker.newHashes);
    }
    if (cancel && cancel->load()) {
        walker.result.error = QStringLiteral("Cancelled.");
    } else if (walker.result.error.isEmpty() && !walker.tooLarge.isEmpty()) {
        walker.result.error =
            QStringLiteral(
                "Not sent: %1 %2 larger than the project file limit of %3: %4. Data sets and "
                "checkpoints belong in your scratch or workspace folder on the cluster, not in "
                "the project: copy them there once and give the job their path. To leave a file "
                "out, list it in .slipwayignore; to send it anyway, raise the limit (\"Largest "
                "file to send\" in the New run wizard; slipwayctl: --max-file-size 200M).")
                .arg(walker.tooLarge.size())
                .arg(walker.tooLarge.size() == 1 ? QStringLiteral("file is")
                                                 : QStringLiteral("files are"),
                     formatBytes(options.maxFileBytes), walker.tooLarge.join(QStringLiteral(", ")));
    } else if (walker.result.error.isEmpty() && walker.result.manifest.isEmpty()) {
        walker.result.error =
            QCoreApplication::translate(
                "projectscanner", "%1 has no files to send (everything in it is ignored or empty).")
                .arg(options.folder);
    }
    return walker.result;
}

QString ProjectScanner::defaultHashCache(const QString &folder)
{
    const QByteArray key =
        Sha256::hex(QFile::encodeName(QFileInfo(folder).absoluteFilePath())).left(32);
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/slipway/project-hashes/") + QString::fromLatin1(key);
}

std::optional<QByteArray> ProjectScanner::hashFile(const QByteArray &path)
{
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return std::nullopt;
    }
    Sha256 hash;
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    while (true) {
        const ssize_t n = ::read(fd, buffer.data(), buffer.size());
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            const int saved = errno;
            ::close(fd);
            errno = saved;
            return std::nullopt;
        }
        if (n == 0) {
            break;
        }
        hash.addData(QByteArrayView(buffer.constData(), n));
    }
    ::close(fd);
    return hash.hexResult();
}

QString ProjectScanner::formatBytes(qint64 bytes)
{
    if (bytes < 1024) {
        return QStringLiteral("%1 bytes").arg(bytes);
    }
    static const char *units[] = {"kB", "MB", "GB", "TB"};
    double value = double(bytes) / 1024.0;
    int unit = 0;
    while (value >= 1024.0 && unit < 3) {
        value /= 1024.0;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(value < 10 ? QString::number(value, 'f', 1)
                                                  : QString::number(qRound64(value)),
                                       QLatin1String(units[unit]));
}

std::optional<qint64> ProjectScanner::parseBytes(const QString &text)
{
    QString t = text.trimmed().toUpper();
    if (t.endsWith(QLatin1Char('B'))) {
        t.chop(1);
    }
    qint64 factor = 1;
    if (t.endsWith(QLatin1Char('K'))) {
        factor = 1024;
    } else if (t.endsWith(QLatin1Char('M'))) {
        factor = 1024 * 1024;
    } else if (t.endsWith(QLatin1Char('G'))) {
        factor = qint64(1024) * 1024 * 1024;
    } else if (t.endsWith(QLatin1Char('T'))) {
        factor = qint64(1024) * 1024 * 1024 * 1024;
    }
    if (factor > 1) {
        t.chop(1);
    }
    bool ok = false;
    const double value = t.toDouble(&ok);
    if (!ok || value < 0 || value * double(factor) > 9.0e18) {
        return std::nullopt;
    }
    return qint64(value * double(factor));
}

} // namespace slipway::project
