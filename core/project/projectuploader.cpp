#include "project/projectuploader.h"

#include "common/futures.h"
#include "common/shellquote.h"
#include "compose/shellwords.h"
#include "project/sha256.h"
#include "project/tarwriter.h"
#include "project/transferstep.h"
#include "ssh/sshconnection.h"
#include "ssh/sshstream.h"
#include "storage/uploadroom.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QThread>

#include <atomic>
#include <cerrno>
#include <deque>
#include <fcntl.h>
#include <unistd.h>

namespace slipway::project {

namespace {

const QByteArray kMeta = QByteArrayLiteral(".slipway-snapshot");

std::optional<QByteArray> readFile(const QByteArray &path)
{
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return std::nullopt;
    }
    QByteArray data;
    char buffer[1 << 16];
    while (true) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            ::close(fd);
            return std::nullopt;
        }
        if (n == 0) {
            break;
        }
        data.append(buffer, n);
    }
    ::close(fd);
    return data;
}

// The lines of `text` between "@@name" and the next "@@" line (the output starts with a line
// of its own, so every marker follows a newline).
QByteArray section(const QByteArray &text, const QByteArray &name)
{
    const QByteArray marker = "\n@@" + name + '\n';
    const qsizetype at = text.indexOf(marker);
    if (at < 0) {
        return {};
    }
    const qsizetype start = at + marker.size();
    qsizetype end = text.indexOf("\n@@", start - 1);
    if (end < 0) {
        end = text.size();
    }
    return end <= start ? QByteArray() : text.mid(start, end - start + 1);
}

QString plainError(const CommandResult &r)
{
    if (!r.ran()) {
        return r.error;
    }
    const QString err = QString::fromUtf8(r.standardError).trimmed();
    return err.isEmpty() ? QStringLiteral("exit status %1").arg(r.exitCode) : err;
}

bool validSnapshotId(const QByteArray &id)
{
    if (id.isEmpty() || id.size() > 64) {
        return false;
    }
    for (const char c : id) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '-')) {
            return false;
        }
    }
    return true;
}

} // namespace

// Between the uploader and the thread that reads, checks and packs the files: frames ready to
// go on the stream, and how far the stream got (so the producer stays at most kFeedAhead bytes
// ahead of the link).
struct StreamFeed
{
    struct Frame
    {
        QByteArray bytes;
        qint64 content = 0; // file bytes in it
        int files = 0;
        bool last = false;
    };
    QMutex mutex;
    std::deque<Frame> frames;
    QString error; // why the producer stopped early
    std::atomic_bool stop{false};
    std::atomic<qint64> produced{0};
    std::atomic<qint64> sent{0};
    static constexpr qint64 kFeedAhead = 24 * 1024 * 1024;
};

ProjectUploader::ProjectUploader(CommandRunner *runner, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
{}

QString ProjectUploader::defaultRemoteRoot(const QString &localFolder, const QString &workdir)
{
    QString name = QFileInfo(QDir(localFolder).absolutePath()).fileName();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]+")), QStringLiteral("-"));
    if (name.isEmpty() || name == QLatin1String("-")) {
        name = QStringLiteral("project");
    }
    const QString base = workdir.isEmpty() ? QStringLiteral("~") : workdir;
    return base + QStringLiteral("/slipway-projects/") + name;
}

QString ProjectUploader::newSnapshotId()
{
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-")) +
           QStringLiteral("%1").arg(QRandomGenerator::global()->generate(), 8, 16,
                                    QLatin1Char('0'));
}

void ProjectUploader::setSftpConnection(ssh::SshConnection *connection)
{
    m_sftp = connection;
}

ProjectUploader::~ProjectUploader()
{
    stopProducer();
    if (m_stream) {
        m_stream->close();
    }
}

QString ProjectUploader::remoteWord(const QString &path)
{
    if (path.isEmpty()) {
        return QStringLiteral("\"$HOME\"");
    }
    // As in job scripts: "~/", "$HOME", "$SCRATCH" and the like expand; nothing else does.
    return compose::shellwords::pathWord(path);
}

void ProjectUploader::runCommand(const CommandRequest &request,
                                 const std::function<void(const CommandResult &)> &handler)
{
    if (!m_runner) {
        finish(QCoreApplication::translate("projectuploader",
                                           "The connection to the cluster is gone."));
        return;
    }
    ++m_result.commands;
    m_result.wireBytes += request.standardInput.size() + request.command.toUtf8().size();
    m_current = m_runner->run(request);
    handOnStepResult(
        this, m_current, &m_running, &m_cancelled, [this](const QString &error) { finish(error); },
        handler);
}

void ProjectUploader::start(const ProjectScan &scan, const UploadOptions &options)
{
    m_scan = scan;
    m_options = options;
    m_result = UploadResult{};
    m_running = true;
    m_cancelled = false;
    m_nextFile = 0;
    if (!scan.ok()) {
        finish(scan.error);
        return;
    }
    if (!options.snapshotId.isEmpty() && !validSnapshotId(options.snapshotId.toLatin1())) {
        finish(QCoreApplication::translate("projectuploader",
                                           "\"%1\" cannot name a snapshot (only a-z, 0-9 and -).")
                   .arg(options.snapshotId));
        return;
    }
    m_previousId.clear();
    m_snapshotId = m_options.snapshotId.isEmpty() ? newSnapshotId() : m_options.snapshotId;
    if (m_sftp) {
        openUploadStream();
    }
    Q_EMIT statusChanged(
        QCoreApplication::translate("projectuploader", "Comparing with the last snapshot on %1")
            .arg(m_runner ? m_runner->description() : QString()));
    CommandRequest plan;
    plan.command =
        QStringLiteral("r=%1; mkdir -p -- \"$r/.incoming/%2\" && cd -- \"$r\" && pwd -P || exit 3; "
                       "rm -f .incoming/%2/chunk.tgz; "
                       "echo @@previous; if [ -f latest ]; then l=$(head -n 1 latest); "
                       "case $l in ''|*[!a-z0-9-]*) ;; *) if [ -f \"$l/%2/manifest\" ]; then "
                       "echo \"$l\"; cat -- \"$l/%2/manifest\"; fi;; esac; fi; "
                       "echo @@received; cat .incoming/%2/received .incoming/%2/r/* 2>/dev/null; "
                       "echo @@df; df -Pk . 2>/dev/null | tail -n 1; "
                       "echo @@dfi; df -Pi . 2>/dev/null | tail -n 1; echo @@quota; %3"
                       "echo @@end")
            .arg(remoteWord(options.remoteRoot), QString::fromLatin1(kMeta),
                 options.checkSpace ? storage::uploadRoomCommand(options.quotaTool) : QString());
    plan.timeoutMs = 120000;
    // Over an SSH connection the plan needs no login shell when nothing in it comes from the
    // login scripts (no quota tool, a root of "~", $HOME or a literal path): a plain channel
    // next to the stream's, which skips the start-up files (module systems take a few hundred
    // milliseconds there). Otherwise the login shell runs it.
    // pathWord writes each variable as "$NAME" and quotes the rest in single quotes: what is
    // left after HOME and USER (which sshd sets) must expand nothing.
    QString others = remoteWord(options.remoteRoot);
    others.remove(QStringLiteral("\"$HOME\"")).remove(QStringLiteral("\"$USER\""));
    if (m_sftp && options.quotaTool.isEmpty() && !others.contains(QStringLiteral("\"$"))) {
        runPlain(plan.command, [this](const CommandResult &r) { onPlanned(r); });
        return;
    }
    runCommand(plan, [this](const CommandResult &r) { onPlanned(r); });
}

void ProjectUploader::runPlain(const QString &script,
                               const std::function<void(const CommandResult &)> &handler)
{
    ++m_result.commands;
    const QString command =
        shellJoin({QStringLiteral("sh"), QStringLiteral("-c"), script, QStringLiteral("sh")});
    m_result.wireBytes += command.toUtf8().size();
    ssh::SshStream *stream = m_sftp->openPlainStream(command, this);
    m_planStream = stream;
    auto result = std::make_shared<CommandResult>();
    connect(stream, &ssh::SshStream::standardOutput, this,
            [result](const QByteArray &d) { result->standardOutput += d; });
    connect(stream, &ssh::SshStream::standardError, this, [result](const QByteArray &d) {
        if (result->standardError.size() < 65536) {
            result->standardError += d;
        }
    });
    connect(stream, &ssh::SshStream::finished, this,
            [this, result, handler, stream](int exitCode, const QString &error) {
                stream->deleteLater();
                if (!m_running) {
                    return;
                }
                if (m_cancelled) {
                    finish(QStringLiteral("Cancelled."));
                    return;
                }
                result->exitCode = exitCode;
                result->error = exitCode < 0 ? error : QString();
                handler(*result);
            });
    stream->closeInput();
}

void ProjectUploader::onPlanned(const CommandResult &r)
{
    if (!r.succeeded()) {
        finish(QCoreApplication::translate("projectuploader",
                                           "Could not prepare the project folder %1 on %2: %3")
                   .arg(m_options.remoteRoot, m_runner->description(), plainError(r)));
        return;
    }
    const QByteArray out = r.standardOutput;
    m_result.rootPath = QString::fromUtf8(out.left(out.indexOf('\n')));
    const QByteArray previous = section(out, "previous");
    QString error;
    ProjectManifest previousManifest;
    if (!previous.trimmed().isEmpty()) {
        const qsizetype nl = previous.indexOf('\n');
        const QByteArray id = previous.left(nl);
        const auto parsed = ProjectManifest::fromText(previous.mid(nl + 1), &error);
        if (validSnapshotId(id) && parsed) {
            m_previousId = QString::fromLatin1(id);
            previousManifest = *parsed;
        }
    }
    ProjectManifest received;
    const auto parsedReceived = ProjectManifest::fromText(
        QByteArrayLiteral("slipway-manifest 1\n") + section(out, "received"), &error);
    if (parsedReceived) {
        received = *parsedReceived;
    }
    m_plan = UploadPlan::make(m_scan.manifest, previousManifest, received);
    m_result.files = int(m_scan.manifest.size());
    m_result.digest = m_scan.manifest.digest();
    m_result.filesLinked = int(m_plan.fromPrevious.size());
    m_result.filesResumed = int(m_plan.fromIncoming.size());
    if (m_options.checkSpace) {
        const SpaceReport space =
            SpaceReport::fromDf(section(out, "df").trimmed(), section(out, "dfi").trimmed());
        m_result.space = space.summary();
        const QString refusal = space.refusal(m_plan.bytesToSend, m_plan.send.size());
        if (!refusal.isEmpty()) {
            finish(refusal);
            return;
        }
        const QString quota = storage::uploadRoomRefusal(
            m_options.quotaTool, section(out, "quota"), space.where, space.freeBytes,
            space.freeInodes, m_plan.bytesToSend, m_plan.send.size(), &m_result.space);
        if (!quota.isEmpty()) {
            finish(quota);
            return;
        }
    }
    Q_EMIT statusChanged(
        QCoreApplication::translate("projectuploader",
                                    "Sending %1 of %2 files (%3); %4 unchanged, %5 already sent")
            .arg(m_plan.send.size())
            .arg(m_result.files)
            .arg(ProjectScanner::formatBytes(m_plan.bytesToSend))
            .arg(m_plan.fromPrevious.size())
            .arg(m_plan.fromIncoming.size()));
    Q_EMIT progress(0, m_plan.bytesToSend);
    if (m_stream) {
        sendStreamed();
    } else {
        sendNextChunk();
    }
}

void ProjectUploader::sendNextChunk()
{
    if (m_cancelled) {
        finish(QStringLiteral("Cancelled."));
        return;
    }
    if (m_nextFile >= m_plan.send.size()) {
        finalize();
        return;
    }
    TarWriter tar;
    tar.setTime(QDateTime::currentSecsSinceEpoch());
    QByteArray delivered;
    qint64 content = 0;
    int files = 0;
    while (m_nextFile < m_plan.send.size() && (files == 0 || content < m_options.chunkBytes)) {
        const ManifestEntry &e = m_plan.send[m_nextFile];
        if (files > 0 && content + e.size > m_options.chunkBytes) {
            break;
        }
        const auto data = readFile(m_scan.root + '/' + e.path);
        if (!data || Sha256::hex(*data) != e.sha256) {
            finish(QCoreApplication::translate(
                       "projectuploader",
                       "%1 changed or disappeared while the project was being sent. "
                       "Send it again.")
                       .arg(ProjectManifest::displayPath(e.path)));
            return;
        }
        // Read-only on the cluster: a job cannot change the snapshot it runs from.
        tar.addFile(e.path, *data, e.executable ? 0555 : 0444);
        ProjectManifest one;
        one.add(e);
        delivered += one.toText().mid(one.toText().indexOf('\n') + 1);
        content += e.size;
        ++files;
        ++m_nextFile;
    }
    tar.addFile(kMeta + "/chunk", delivered, 0644);
    // Level 1: most of the gain on source code, little time on data that does not compress.
    const QByteArray archive = gzipCompress(tar.finish(), 1);
    // Over a plain CommandRunner the piece goes on the command's input.
    extractChunk(QStringLiteral("-"), archive.toBase64(), content, files);
}

// Unpacks one piece into .incoming (from the command's input, "-", or from a file there) and
// records what it delivered.
void ProjectUploader::extractChunk(const QString &source, const QByteArray &input, qint64 content,
                                   int files)
{
    CommandRequest request;
    const QString root = shellQuote(m_result.rootPath);
    const QString meta = QString::fromLatin1(kMeta);
    const QString unpack =
        source == QLatin1String("-")
            ? QStringLiteral("cd -- %1 && mkdir -p .incoming && cd .incoming && base64 -d | "
                             "tar -xzf - && ")
                  .arg(root)
            : QStringLiteral("cd -- %1/.incoming && tar -xzf %2 && rm -f %2 && ")
                  .arg(root, shellQuote(source));
    request.command =
        unpack + QStringLiteral("cat %1/chunk >> %1/received && rm -f %1/chunk").arg(meta);
    request.standardInput = input;
    request.timeoutMs = 600000;
    runCommand(request, [this, content, files](const CommandResult &r) {
        if (!r.succeeded()) {
            finish(QCoreApplication::translate(
                       "projectuploader",
                       "Sending files to %1 failed: %2. What arrived is kept; sending "
                       "again continues from there.")
                       .arg(m_runner->description(), plainError(r)));
            return;
        }
        m_result.filesSent += files;
        m_result.bytesSent += content;
        Q_EMIT progress(m_result.bytesSent, m_plan.bytesToSend);
        sendNextChunk();
    });
}

namespace {

QByteArray nulList(const QList<QByteArray> &paths)
{
    QByteArray out;
    for (const QByteArray &p : paths) {
        out += p + '\0';
    }
    return out;
}

// sha256sum -c lines for `paths` (a name with a backslash or a newline is written escaped, as
// sha256sum reads it).
QByteArray checkLines(const ProjectManifest &manifest, const QList<QByteArray> &paths)
{
    QByteArray check;
    for (const QByteArray &path : paths) {
        const ManifestEntry *e = manifest.find(path);
        if (path.contains('\\') || path.contains('\n')) {
            QByteArray escaped = path;
            escaped.replace("\\", "\\\\").replace("\n", "\\n");
            check += '\\' + e->sha256 + "  " + escaped + '\n';
        } else {
            check += e->sha256 + "  " + path + '\n';
        }
    }
    return check;
}

} // namespace

QByteArray ProjectUploader::finalizeArchive(bool checkSent) const
{
    TarWriter tar;
    tar.setTime(QDateTime::currentSecsSinceEpoch());
    tar.addFile(kMeta + "/manifest", m_scan.manifest.toText(), 0444);
    tar.addFile(kMeta + "/from-previous", nulList(m_plan.fromPrevious), 0644);
    QList<QByteArray> fromIncoming = m_plan.fromIncoming;
    for (const ManifestEntry &e : std::as_const(m_plan.send)) {
        fromIncoming << e.path;
    }
    tar.addFile(kMeta + "/from-incoming", nulList(fromIncoming), 0644);
    // Files taken from .incoming are checked against their hash: a piece damaged on the way,
    // or a file an interrupted unpacking left half-written, is never linked in. Files of this
    // upload's own stream need no check when `checkSent` is false: each piece's record follows
    // its files in the stream, and the stream ends with this archive.
    tar.addFile(kMeta + "/check",
                checkLines(m_scan.manifest, checkSent ? fromIncoming : m_plan.fromIncoming), 0644);
    return gzipCompress(tar.finish(), 1);
}

QString ProjectUploader::finalizeScript(const QString &readMeta, const QString &rootWord,
                                        const QString &previousWord, const QString &countWord) const
{
    const QString meta = QString::fromLatin1(kMeta);
    const QString building = QStringLiteral(".building-") + m_snapshotId;
    // Hard links where the file system has them, copies where it has not.
    return QStringLiteral(
               "set -e; cd -- %1; t=%2; rm -rf -- \"$t\"; mkdir -- \"$t\"; m=\"$PWD/$t\"; "
               "%7; "
               "if [ -s \"$m/%3/check\" ] && ! ( cd .incoming && sha256sum --quiet --strict -c "
               "\"$m/%3/check\" >&2 ); then rm -rf -- .incoming \"$t\"; echo \"Files sent "
               "earlier arrived damaged and were removed; send the project again.\" >&2; exit 8; "
               "fi; "
               "if [ -s \"$m/%3/from-previous\" ]; then ( cd -- %4 && { xargs -0 cp -al "
               "--parents -t \"$m\" -- < \"$m/%3/from-previous\" 2>/dev/null || xargs -0 cp -a "
               "--parents -t \"$m\" -- < \"$m/%3/from-previous\"; } ); fi; "
               "if [ -s \"$m/%3/from-incoming\" ]; then ( cd .incoming && { xargs -0 cp -al "
               "--parents -t \"$m\" -- < \"$m/%3/from-incoming\" 2>/dev/null || xargs -0 cp -a "
               "--parents -t \"$m\" -- < \"$m/%3/from-incoming\"; } ); fi; "
               "rm -f -- \"$m/%3/from-previous\" \"$m/%3/from-incoming\" \"$m/%3/check\"; "
               "n=$(cd -- \"$t\" && find . -path ./%3 -prune -o -type f -printf x | wc -c); "
               "if [ \"$n\" -ne %5 ]; then echo \"the new snapshot has $n files instead of %5\" "
               ">&2; exit 5; fi; if [ -e %6 ]; then echo \"the snapshot %6 exists already\" >&2; "
               "exit 6; fi; "
               "mv -T -- \"$t\" %6; printf '%s\\n' %6 > latest.tmp; "
               "mv -f -- latest.tmp latest; rm -rf .incoming; cd -- %6 && pwd -P")
        .arg(rootWord, shellQuote(building), meta, previousWord, countWord, m_snapshotId, readMeta);
}

void ProjectUploader::finalize()
{
    m_snapshotId = m_options.snapshotId.isEmpty() ? newSnapshotId() : m_options.snapshotId;
    Q_EMIT statusChanged(QStringLiteral("Making snapshot %1").arg(m_snapshotId));
    CommandRequest request;
    request.command = finalizeScript(
        QStringLiteral("base64 -d | tar -xzf - -C \"$t\""), shellQuote(m_result.rootPath),
        shellQuote(m_previousId.isEmpty() ? QStringLiteral(".") : m_previousId),
        QString::number(m_scan.manifest.size()));
    request.standardInput = finalizeArchive(true).toBase64();
    request.timeoutMs = 600000;
    runCommand(request, [this](const CommandResult &r) {
        if (!r.succeeded()) {
            finish(QCoreApplication::translate("projectuploader",
                                               "Could not make the snapshot on %1: %2")
                       .arg(m_runner->description(), plainError(r)));
            return;
        }
        m_result.snapshotId = m_snapshotId;
        m_result.snapshotPath = QString::fromUtf8(r.standardOutput).trimmed();
        m_result.ok = true;
        finish({});
    });
}

namespace {

// The far side of a streamed upload, opened while the plan runs: frames "d N" (the snapshots'
// folder, N bytes: work in its .incoming), "t N" (a tar piece of N bytes), "z N" (the same
// gzip'd) and "f N PREVIOUS COUNT" (the snapshot's own files, gzip'd tar; the previous snapshot
// or "."; the number of files; the stream ends).
// `cat` drains what tar leaves after its end blocks, so the next frame starts where it should.
const char kStreamLoop[] =
    "k=; while IFS=' ' read -r k n p c; do case $k in "
    "d) r=$(head -c \"$n\"; printf x); r=${r%x}; cd -- \"$r/.incoming\" || exit 3;; "
    "t) head -c \"$n\" | { tar -xf - && cat > /dev/null; } || exit 4;; "
    "z) head -c \"$n\" | gzip -dc | { tar -xf - && cat > /dev/null; } || exit 4;; "
    "f) break;; "
    "*) echo \"unexpected data in the upload\" >&2; exit 4;; esac; done; "
    "[ \"$k\" = f ] || { echo \"the upload stopped before its end\" >&2; exit 4; }; ";

// Files of this size or more that do not compress are streamed in slices (streamFile).
constexpr qint64 kStreamedFileBytes = 2 * 1024 * 1024;
constexpr qint64 kSliceBytes = 1024 * 1024;

enum class StreamedFile { Sent, Compressible, Failed };

// One large file as a tar piece of its own ("t N": header, content, padding, its record, the
// end blocks), pushed in slices as it is read and hashed. A file whose first 64 kB compress by
// 10 % or more is left to the packing of whole pieces (Compressible, nothing pushed). Failed:
// it could not be read, or its bytes are not those scanned (the far side's tar then stops
// inside the piece, so its record never appears and nothing of it is trusted later).
template<typename Push>
StreamedFile streamFile(const Push &push, const ProjectScan &scan, const ManifestEntry &e,
                        const QByteArray &recordName, qint64 time)
{
    const QByteArray path = scan.root + '/' + e.path;
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return StreamedFile::Failed;
    }
    const auto readSome = [fd](char *buffer, qint64 max) {
        qint64 done = 0;
        while (done < max) {
            const ssize_t n = ::read(fd, buffer + done, size_t(max - done));
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                return n < 0 ? qint64(-1) : done;
            }
            done += n;
        }
        return done;
    };
    QByteArray slice(qMin(kSliceBytes, e.size), Qt::Uninitialized);
    qint64 n = readSome(slice.data(), slice.size());
    if (n != slice.size()) {
        ::close(fd);
        return StreamedFile::Failed;
    }
    const QByteArray sample = slice.left(64 * 1024);
    if (gzipCompress(sample, 1).size() < sample.size() * 9 / 10) {
        ::close(fd);
        return StreamedFile::Compressible;
    }
    TarWriter head;
    head.setTime(time);
    head.addFileHeader(e.path, e.size, e.executable ? 0555 : 0444);
    const QByteArray headBytes = head.take();
    ProjectManifest record;
    record.add(e);
    const QByteArray recordText = record.toText();
    TarWriter tail;
    tail.setTime(time);
    tail.addFile(recordName, recordText.mid(recordText.indexOf('\n') + 1), 0644);
    const QByteArray tailBytes = tail.finish();
    const qint64 total = headBytes.size() + e.size + TarWriter::padding(e.size) + tailBytes.size();
    push({"t " + QByteArray::number(total) + '\n' + headBytes, 0, 0, false});
    Sha256 sha;
    qint64 done = 0;
    while (true) {
        sha.addData(slice);
        done += slice.size();
        push({slice, slice.size(), 0, false});
        if (done >= e.size) {
            break;
        }
        slice = QByteArray(qMin(kSliceBytes, e.size - done), Qt::Uninitialized);
        n = readSome(slice.data(), slice.size());
        if (n != slice.size()) {
            ::close(fd);
            return StreamedFile::Failed;
        }
    }
    char extra = 0;
    const qint64 more = readSome(&extra, 1);
    ::close(fd);
    if (more != 0 || sha.hexResult() != e.sha256) {
        return StreamedFile::Failed; // it grew or changed since the scan
    }
    push({QByteArray(TarWriter::padding(e.size), '\0') + tailBytes, 0, 1, false});
    return StreamedFile::Sent;
}

// Packs the files to send into frames, checking each file's hash while it is read. Runs on
// its own thread.
void produceFrames(const std::shared_ptr<StreamFeed> &feed, const ProjectScan &scan,
                   const QList<ManifestEntry> &send, const QByteArray &recordPrefix,
                   qint64 pieceBytes, const QByteArray &finalHeader, const QByteArray &finalArchive,
                   QObject *notify, const std::function<void()> &ready)
{
    const auto push = [&](StreamFeed::Frame frame) {
        while (!feed->stop && feed->produced - feed->sent > StreamFeed::kFeedAhead) {
            QThread::msleep(2);
        }
        feed->produced += frame.bytes.size();
        {
            QMutexLocker lock(&feed->mutex);
            feed->frames.push_back(std::move(frame));
        }
        QMetaObject::invokeMethod(notify, ready, Qt::QueuedConnection);
    };
    const auto fail = [&](const ManifestEntry &e) {
        QMutexLocker lock(&feed->mutex);
        feed->error = QCoreApplication::translate("projectuploader",
                                                  "%1 changed or disappeared while the project was "
                                                  "being sent. Send it again.")
                          .arg(ProjectManifest::displayPath(e.path));
        feed->stop = true;
        lock.unlock();
        QMetaObject::invokeMethod(notify, ready, Qt::QueuedConnection);
    };
    const qint64 time = QDateTime::currentSecsSinceEpoch();
    qsizetype next = 0;
    int piece = 0;
    while (next < send.size() && !feed->stop) {
        // A large file that does not compress goes out as it is read, in slices: its first
        // bytes are on the link at once, and reading, hashing and sending overlap.
        if (send[next].size >= kStreamedFileBytes) {
            const StreamedFile streamed =
                streamFile(push, scan, send[next], recordPrefix + QByteArray::number(piece), time);
            if (streamed == StreamedFile::Failed) {
                fail(send[next]);
                return;
            }
            if (streamed == StreamedFile::Sent) {
                ++piece;
                ++next;
                continue;
            }
        }
        TarWriter tar;
        tar.setTime(time);
        ProjectManifest record;
        qint64 content = 0;
        int files = 0;
        while (next < send.size() && !feed->stop) {
            const ManifestEntry &e = send[next];
            if (files > 0 && content + e.size > pieceBytes) {
                break;
            }
            const auto data = readFile(scan.root + '/' + e.path);
            if (!data || Sha256::hex(*data) != e.sha256) {
                QMutexLocker lock(&feed->mutex);
                feed->error =
                    QCoreApplication::translate("projectuploader",
                                                "%1 changed or disappeared while the project was "
                                                "being sent. Send it again.")
                        .arg(ProjectManifest::displayPath(e.path));
                feed->stop = true;
                lock.unlock();
                QMetaObject::invokeMethod(notify, ready, Qt::QueuedConnection);
                return;
            }
            // Read-only on the cluster: a job cannot change the snapshot it runs from.
            tar.addFile(e.path, *data, e.executable ? 0555 : 0444);
            record.add(e);
            content += e.size;
            ++files;
            ++next;
        }
        // The record comes last: tar has written every file before it when it exists.
        const QByteArray recordText = record.toText();
        tar.addFile(recordPrefix + QByteArray::number(piece++),
                    recordText.mid(recordText.indexOf('\n') + 1), 0644);
        const QByteArray raw = tar.finish();
        // Compress when a sample shows it pays (source code: about 3:1); data that does not
        // compress (weights, archives) goes as it is, costing no time here.
        const QByteArray sample = raw.left(64 * 1024);
        QByteArray frame;
        if (gzipCompress(sample, 1).size() < sample.size() * 9 / 10) {
            const QByteArray z = gzipCompress(raw, 1);
            if (!z.isEmpty() && z.size() < raw.size()) {
                frame = "z " + QByteArray::number(z.size()) + '\n' + z;
            }
        }
        if (frame.isEmpty()) {
            frame = "t " + QByteArray::number(raw.size()) + '\n' + raw;
        }
        push({std::move(frame), content, files, false});
    }
    if (feed->stop) {
        return;
    }
    push({finalHeader + finalArchive, 0, 0, true});
}

} // namespace

// Opens the stream's channel at once, so its two round trips overlap the plan's.
void ProjectUploader::openUploadStream()
{
    const QString script =
        QString::fromLatin1(kStreamLoop) +
        finalizeScript(QStringLiteral("head -c \"$n\" | gzip -dc | tar -xf - -C \"$t\""),
                       QStringLiteral("\"$r\""), QStringLiteral("\"$p\""),
                       QStringLiteral("\"$c\""));
    const QString command =
        shellJoin({QStringLiteral("sh"), QStringLiteral("-c"), script, QStringLiteral("sh")});
    ++m_result.commands;
    m_streamOut.clear();
    m_streamErr.clear();
    m_wireWritten = 0;
    m_contentQueued = 0;
    m_stream = m_sftp->openPlainStream(command, this);
    connect(m_stream, &ssh::SshStream::standardOutput, this,
            [this](const QByteArray &d) { m_streamOut += d; });
    connect(m_stream, &ssh::SshStream::standardError, this, [this](const QByteArray &d) {
        if (m_streamErr.size() < 8192) {
            m_streamErr += d;
        }
    });
    auto feed = std::make_shared<StreamFeed>();
    m_feed = feed;
    // (wire end, content end) of each frame handed to the stream, for progress.
    auto marks = std::make_shared<std::deque<std::pair<qint64, qint64>>>();
    connect(m_stream, &ssh::SshStream::inputSent, this, [this, feed, marks](qint64 bytes) {
        feed->sent = bytes;
        qint64 content = -1;
        while (!marks->empty() && marks->front().first <= bytes) {
            content = marks->front().second;
            marks->pop_front();
        }
        if (content >= 0 && content < m_plan.bytesToSend) {
            Q_EMIT progress(content, m_plan.bytesToSend);
        }
    });
    connect(m_stream, &ssh::SshStream::finished, this,
            [this](int exitCode, const QString &error) { onStreamFinished(exitCode, error); });
    m_drainMarks = marks;
}

void ProjectUploader::sendStreamed()
{
    Q_EMIT statusChanged(QCoreApplication::translate("projectuploader",
                                                     "Sending %1 files (%2) and making snapshot %3")
                             .arg(m_plan.send.size())
                             .arg(ProjectScanner::formatBytes(m_plan.bytesToSend))
                             .arg(m_snapshotId));
    const QByteArray root = m_result.rootPath.toUtf8();
    const QByteArray where = "d " + QByteArray::number(root.size()) + '\n' + root;
    m_wireWritten += where.size();
    m_stream->write(where);
    const QByteArray recordPrefix = kMeta + "/r/" + m_snapshotId.toLatin1() + '-';
    const QByteArray archive = finalizeArchive(false);
    // The previous snapshot's name was checked (a-z, 0-9, -): one word on the line.
    const QByteArray finalHeader =
        "f " + QByteArray::number(archive.size()) + ' ' +
        (m_previousId.isEmpty() ? QByteArray(".") : m_previousId.toLatin1()) + ' ' +
        QByteArray::number(m_scan.manifest.size()) + '\n';
    m_producer = std::thread(produceFrames, m_feed, m_scan, m_plan.send, recordPrefix,
                             qMax<qint64>(64 * 1024, m_options.streamPieceBytes), finalHeader,
                             archive, this, [this] { drainFeed(); });
}

void ProjectUploader::drainFeed()
{
    if (!m_running || !m_feed || !m_stream) {
        return;
    }
    std::deque<StreamFeed::Frame> frames;
    QString error;
    {
        QMutexLocker lock(&m_feed->mutex);
        frames.swap(m_feed->frames);
        error = m_feed->error;
    }
    if (!error.isEmpty()) {
        m_stream->close();
        finish(error);
        return;
    }
    for (StreamFeed::Frame &frame : frames) {
        m_wireWritten += frame.bytes.size();
        m_contentQueued += frame.content;
        m_drainMarks->emplace_back(m_wireWritten, m_contentQueued);
        m_stream->write(frame.bytes);
        if (frame.last) {
            m_stream->closeInput();
        }
    }
}

void ProjectUploader::onStreamFinished(int exitCode, const QString &error)
{
    if (!m_running) {
        return;
    }
    if (m_cancelled) {
        finish(QStringLiteral("Cancelled."));
        return;
    }
    m_result.wireBytes += m_feed ? m_feed->sent.load() : 0;
    if (exitCode != 0) {
        QString why = QString::fromUtf8(m_streamErr).trimmed();
        if (why.isEmpty()) {
            why = !error.isEmpty() ? error : QStringLiteral("exit status %1").arg(exitCode);
        }
        // Exit status 8: files of an earlier upload were damaged and the far side removed them.
        finish(
            (exitCode == 8
                 ? QCoreApplication::translate("projectuploader", "Sending files to %1 failed: %2")
                 : QCoreApplication::translate("projectuploader",
                                               "Sending files to %1 failed: %2. What arrived is "
                                               "kept; sending again continues from there."))
                .arg(m_runner ? m_runner->description() : QString(), why));
        return;
    }
    m_result.filesSent = int(m_plan.send.size());
    m_result.bytesSent = m_plan.bytesToSend;
    Q_EMIT progress(m_plan.bytesToSend, m_plan.bytesToSend);
    const QList<QByteArray> lines = m_streamOut.trimmed().split('\n');
    m_result.snapshotId = m_snapshotId;
    m_result.snapshotPath = QString::fromUtf8(lines.isEmpty() ? QByteArray() : lines.last());
    m_result.ok = true;
    finish({});
}

void ProjectUploader::stopProducer()
{
    if (m_feed) {
        m_feed->stop = true;
    }
    if (m_producer.joinable()) {
        m_producer.join();
    }
}

void ProjectUploader::cancel()
{
    if (!m_running) {
        return;
    }
    m_cancelled = true;
    if (m_feed) {
        m_feed->stop = true;
    }
    cancelIfRunning(m_current);
    if (m_stream && !m_stream->isFinished()) {
        // A closed stream says nothing more (no finished()): end here, after the current
        // event, so the caller's own slot returns first.
        m_stream->close();
        QMetaObject::invokeMethod(
            this, [this] { finish(QStringLiteral("Cancelled.")); }, Qt::QueuedConnection);
    }
}

void ProjectUploader::finish(const QString &error)
{
    if (!m_running) {
        return;
    }
    m_running = false;
    stopProducer();
    if (m_stream && !m_stream->isFinished()) {
        m_stream->close();
    }
    if (m_planStream && !m_planStream->isFinished()) {
        m_planStream->close();
    }
    m_result.error = error;
    m_result.cancelled = m_cancelled;
    if (!error.isEmpty()) {
        m_result.ok = false;
    }
    Q_EMIT finished(m_result);
}

} // namespace slipway::project
