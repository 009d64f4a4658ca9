#include "project/projectuploader.h"

#include "common/futures.h"
#include "common/shellquote.h"
#include "compose/shellwords.h"
#include "project/tarwriter.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtransfer.h"
#include "storage/uploadroom.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryFile>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace slipway::project {

namespace {

const QByteArray kMeta = QByteArrayLiteral(".slipway-snapshot");
constexpr qsizetype kSmallPiece = 24 * 1024;

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
    if (m_transfer) {
        m_transfer->cancel();
    }
}

QString ProjectUploader::remoteWord(const QString &path)
{
    if (path.isEmpty()) {
        return QStringLiteral("\"$HOME\"");
    }
    // As in job scripts: "~/", "$HOME", "$SCRATCH" and the like expand; nothing else does.
    return shellwords::pathWord(path);
}

void ProjectUploader::runCommand(const CommandRequest &request,
                                 std::function<void(const CommandResult &)> handler)
{
    if (!m_runner) {
        finish(QStringLiteral("The connection to the cluster is gone."));
        return;
    }
    ++m_result.commands;
    m_result.wireBytes += request.standardInput.size() + request.command.toUtf8().size();
    m_current = m_runner->run(request);
    m_current
        .then(this,
              [this, handler](const CommandResult &result) {
                  if (!m_running) {
                      return;
                  }
                  if (m_cancelled) {
                      finish(QStringLiteral("Cancelled."));
                      return;
                  }
                  handler(result);
              })
        .onCanceled(this, [this] {
            if (m_running) {
                finish(QStringLiteral("Cancelled."));
            }
        });
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
        finish(QStringLiteral("\"%1\" cannot name a snapshot (only a-z, 0-9 and -).")
                   .arg(options.snapshotId));
        return;
    }
    emit statusChanged(QStringLiteral("Comparing with the last snapshot on %1")
                           .arg(m_runner ? m_runner->description() : QString()));
    CommandRequest plan;
    plan.command =
        QStringLiteral("r=%1; mkdir -p -- \"$r/.incoming/%2\" && cd -- \"$r\" && pwd -P || exit 3; "
                       "rm -f .incoming/%2/chunk.tgz; "
                       "echo @@previous; if [ -f latest ]; then l=$(head -n 1 latest); "
                       "case $l in ''|*[!a-z0-9-]*) ;; *) if [ -f \"$l/%2/manifest\" ]; then "
                       "echo \"$l\"; cat -- \"$l/%2/manifest\"; fi;; esac; fi; "
                       "echo @@received; cat .incoming/%2/received 2>/dev/null; "
                       "echo @@df; df -Pk . 2>/dev/null | tail -n 1; "
                       "echo @@dfi; df -Pi . 2>/dev/null | tail -n 1; echo @@quota; %3"
                       "echo @@end")
            .arg(remoteWord(options.remoteRoot), QString::fromLatin1(kMeta),
                 options.checkSpace ? storage::uploadRoomCommand(options.quotaTool) : QString());
    plan.timeoutMs = 120000;
    runCommand(plan, [this](const CommandResult &r) { onPlanned(r); });
}

void ProjectUploader::onPlanned(const CommandResult &r)
{
    if (!r.succeeded()) {
        finish(QStringLiteral("Could not prepare the project folder %1 on %2: %3")
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
    emit statusChanged(QStringLiteral("Sending %1 of %2 files (%3); %4 unchanged, %5 already sent")
                           .arg(m_plan.send.size())
                           .arg(m_result.files)
                           .arg(ProjectScanner::formatBytes(m_plan.bytesToSend))
                           .arg(m_plan.fromPrevious.size())
                           .arg(m_plan.fromIncoming.size()));
    emit progress(0, m_plan.bytesToSend);
    sendNextChunk();
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
        if (!data ||
            QCryptographicHash::hash(*data, QCryptographicHash::Sha256).toHex() != e.sha256) {
            finish(QStringLiteral("%1 changed or disappeared while the project was being sent. "
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
    // A small piece goes on the command's input: one round trip instead of SFTP's several.
    if (m_sftp && archive.size() > kSmallPiece) {
        sendChunkBySftp(archive, content, files);
    } else {
        extractChunk(QStringLiteral("-"), archive.toBase64(), content, files);
    }
}

void ProjectUploader::sendChunkBySftp(const QByteArray &archive, qint64 content, int files)
{
    m_chunkFile = std::make_unique<QTemporaryFile>();
    if (!m_chunkFile->open() || m_chunkFile->write(archive) != archive.size() ||
        !m_chunkFile->flush()) {
        finish(QStringLiteral("Could not write a temporary file here: %1")
                   .arg(m_chunkFile->errorString()));
        return;
    }
    m_chunkFile->close();
    const QString remote =
        m_result.rootPath +
        QStringLiteral("/.incoming/%1/chunk.tgz").arg(QString::fromLatin1(kMeta));
    ++m_result.commands;
    m_result.wireBytes += archive.size();
    m_transfer = m_sftp->upload(m_chunkFile->fileName(), remote, this);
    const qint64 base = m_result.bytesSent;
    connect(m_transfer, &ssh::SshTransfer::progress, this,
            [this, base, content](qint64 done, qint64 total) {
                if (total > 0 && done < total) {
                    emit progress(base + content * done / total, m_plan.bytesToSend);
                }
            });
    connect(m_transfer, &ssh::SshTransfer::finished, this,
            [this, content, files](const QString &error) {
                if (m_transfer) {
                    m_transfer->deleteLater();
                    m_transfer = nullptr;
                }
                m_chunkFile.reset();
                if (!m_running) {
                    return;
                }
                if (m_cancelled) {
                    finish(QStringLiteral("Cancelled."));
                    return;
                }
                if (!error.isEmpty()) {
                    finish(QStringLiteral("Sending files to %1 failed: %2. What arrived is kept; "
                                          "sending again continues from there.")
                               .arg(m_runner->description(), error));
                    return;
                }
                extractChunk(QString::fromLatin1(kMeta) + QStringLiteral("/chunk.tgz"), {}, content,
                             files);
            });
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
            finish(QStringLiteral("Sending files to %1 failed: %2. What arrived is kept; sending "
                                  "again continues from there.")
                       .arg(m_runner->description(), plainError(r)));
            return;
        }
        m_result.filesSent += files;
        m_result.bytesSent += content;
        emit progress(m_result.bytesSent, m_plan.bytesToSend);
        sendNextChunk();
    });
}

void ProjectUploader::finalize()
{
    m_snapshotId = m_options.snapshotId.isEmpty() ? newSnapshotId() : m_options.snapshotId;
    emit statusChanged(QStringLiteral("Making snapshot %1").arg(m_snapshotId));
    const auto nulList = [](const QList<QByteArray> &paths) {
        QByteArray out;
        for (const QByteArray &p : paths) {
            out += p + '\0';
        }
        return out;
    };
    TarWriter tar;
    tar.setTime(QDateTime::currentSecsSinceEpoch());
    tar.addFile(kMeta + "/manifest", m_scan.manifest.toText(), 0444);
    tar.addFile(kMeta + "/from-previous", nulList(m_plan.fromPrevious), 0644);
    QList<QByteArray> fromIncoming = m_plan.fromIncoming;
    for (const ManifestEntry &e : std::as_const(m_plan.send)) {
        fromIncoming << e.path;
    }
    tar.addFile(kMeta + "/from-incoming", nulList(fromIncoming), 0644);
    // Every file taken from .incoming is checked against its hash (sha256sum -c; a name with a
    // backslash or a newline is written escaped, as sha256sum reads it): a piece damaged on
    // the way, or a file an interrupted unpacking left half-written, is never linked in.
    QByteArray check;
    for (const QByteArray &path : std::as_const(fromIncoming)) {
        const ManifestEntry *e = m_scan.manifest.find(path);
        if (path.contains('\\') || path.contains('\n')) {
            QByteArray escaped = path;
            escaped.replace("\\", "\\\\").replace("\n", "\\n");
            check += '\\' + e->sha256 + "  " + escaped + '\n';
        } else {
            check += e->sha256 + "  " + path + '\n';
        }
    }
    tar.addFile(kMeta + "/check", check, 0644);
    const QString meta = QString::fromLatin1(kMeta);
    const QString building = QStringLiteral(".building-") + m_snapshotId;
    CommandRequest request;
    // Hard links where the file system has them, copies where it has not.
    request.command =
        QStringLiteral(
            "set -e; cd -- %1; t=%2; rm -rf -- \"$t\"; mkdir -- \"$t\"; m=\"$PWD/$t\"; "
            "base64 -d | tar -xzf - -C \"$t\"; "
            "if [ -s \"$m/%3/check\" ] && ! ( cd .incoming && sha256sum --quiet --strict -c "
            "\"$m/%3/check\" >&2 ); then rm -rf -- .incoming \"$t\"; echo \"Files sent earlier "
            "arrived damaged and were removed; send the project again.\" >&2; exit 8; fi; "
            "if [ -s \"$m/%3/from-previous\" ]; then ( cd -- %4 && { xargs -0 cp -al --parents "
            "-t \"$m\" -- < \"$m/%3/from-previous\" 2>/dev/null || xargs -0 cp -a --parents -t "
            "\"$m\" -- < \"$m/%3/from-previous\"; } ); fi; "
            "if [ -s \"$m/%3/from-incoming\" ]; then ( cd .incoming && { xargs -0 cp -al "
            "--parents -t \"$m\" -- < \"$m/%3/from-incoming\" 2>/dev/null || xargs -0 cp -a "
            "--parents -t \"$m\" -- < \"$m/%3/from-incoming\"; } ); fi; "
            "rm -f -- \"$m/%3/from-previous\" \"$m/%3/from-incoming\" \"$m/%3/check\"; "
            "n=$(cd -- \"$t\" && find . -path ./%3 -prune -o -type f -printf x | wc -c); "
            "if [ \"$n\" -ne %5 ]; then echo \"the new snapshot has $n files instead of %5\" >&2; "
            "exit 5; fi; if [ -e %6 ]; then echo \"the snapshot %6 exists already\" >&2; exit 6; "
            "fi; "
            "mv -T -- \"$t\" %6; printf '%s\\n' %6 > latest.tmp; "
            "mv -f -- latest.tmp latest; rm -rf .incoming; cd -- %6 && pwd -P")
            .arg(shellQuote(m_result.rootPath), shellQuote(building), meta,
                 shellQuote(m_previousId.isEmpty() ? QStringLiteral(".") : m_previousId))
            .arg(m_scan.manifest.size())
            .arg(m_snapshotId);
    request.standardInput = gzipCompress(tar.finish(), 1).toBase64();
    request.timeoutMs = 600000;
    runCommand(request, [this](const CommandResult &r) {
        if (!r.succeeded()) {
            finish(QStringLiteral("Could not make the snapshot on %1: %2")
                       .arg(m_runner->description(), plainError(r)));
            return;
        }
        m_result.snapshotId = m_snapshotId;
        m_result.snapshotPath = QString::fromUtf8(r.standardOutput).trimmed();
        m_result.ok = true;
        finish({});
    });
}

void ProjectUploader::cancel()
{
    if (!m_running) {
        return;
    }
    m_cancelled = true;
    cancelIfRunning(m_current);
    if (m_transfer) {
        m_transfer->cancel();
    }
}

void ProjectUploader::finish(const QString &error)
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
    emit finished(m_result);
}

} // namespace slipway::project
