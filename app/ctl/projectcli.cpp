#include "projectcli.h"

#include "common/wordrules.h"
#include "storage/quotareport.h"

#include "command.h"
#include "signalcatcher.h"

#include "project/projectscanner.h"
#include "ssh/sshconnection.h"

#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QRegularExpression>
#include <QtConcurrent>

#include <cstdio>
#include <unistd.h>

namespace slipway::ctl {

void addProjectUploadOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("max-file-size"),
                      QStringLiteral("Refuse project files larger than this (default 20M)."),
                      QStringLiteral("SIZE")});
    parser.addOption({QStringLiteral("git-committed"),
                      QStringLiteral("Send the git repository's committed state (HEAD) instead "
                                     "of the folder as it is.")});
    parser.addOption({QStringLiteral("project-remote"),
                      QStringLiteral("Folder on the cluster for the project's snapshots "
                                     "(default ~/slipway-projects/NAME)."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("quota-tool"),
                      QStringLiteral("Check the quota with this tool before sending: quota, lfs, "
                                     "diskusage_report or none (default: the profile's)."),
                      QStringLiteral("TOOL")});
}

QString projectRemoteRoot(const QCommandLineParser &parser, const QString &folder,
                          const QString &workdir)
{
    return parser.isSet(QStringLiteral("project-remote"))
               ? parser.value(QStringLiteral("project-remote"))
               : project::ProjectUploader::defaultRemoteRoot(folder, workdir);
}

ProgressLine::ProgressLine()
    : m_terminal(::isatty(STDERR_FILENO) == 1)
{}

void ProgressLine::update(const QString &what, qint64 done, qint64 total)
{
    const int percent = total > 0 ? int(done * 100 / total) : 100;
    const QString text = QStringLiteral("%1 %2 of %3 (%4%)")
                             .arg(what, project::ProjectScanner::formatBytes(done),
                                  project::ProjectScanner::formatBytes(total))
                             .arg(percent);
    if (m_terminal) {
        std::fprintf(stderr, "\r\033[K%s", text.toUtf8().constData());
        std::fflush(stderr);
        m_open = true;
    } else {
        printErr(text);
    }
}

void ProgressLine::percent(int permille)
{
    if (m_terminal) {
        std::fprintf(stderr, "\r\033[K  %5.1f%%", permille / 10.0);
        std::fflush(stderr);
        m_open = true;
    } else if (permille / 100 > m_lastTenth) {
        m_lastTenth = permille / 100;
        printErr(QStringLiteral("  %1%").arg(m_lastTenth * 10));
    }
}

void ProgressLine::note(const QString &text)
{
    finish();
    m_lastTenth = -1;
    printErr(text);
}

void ProgressLine::finish()
{
    if (m_open) {
        std::fprintf(stderr, "\n");
        m_open = false;
    }
}

project::UploadResult uploadProjectWithProgress(CommandRunner &runner,
                                                const QCommandLineParser &parser,
                                                const QString &folder, const QString &remoteRoot,
                                                const QString &entry, ssh::SshConnection *sftp,
                                                const QString &quotaTool,
                                                const std::function<bool()> &beforeUpload)
{
    project::UploadResult failed;
    if (const QString tool = parser.value(QStringLiteral("quota-tool"));
        parser.isSet(QStringLiteral("quota-tool")) && !storage::quotaToolFromName(tool)) {
        failed.error = QStringLiteral("--quota-tool: \"%1\" is not one of quota, lfs, "
                                      "diskusage_report, none.")
                           .arg(wordrules::quoteForMessage(tool));
        printErr(failed.error);
        return failed;
    }
    project::ScanOptions options;
    options.folder = folder;
    options.hashCache = project::ProjectScanner::defaultHashCache(folder);
    if (parser.isSet(QStringLiteral("max-file-size"))) {
        const auto limit =
            project::ProjectScanner::parseBytes(parser.value(QStringLiteral("max-file-size")));
        if (!limit) {
            failed.error = QStringLiteral("--max-file-size: \"%1\" is not a size (e.g. 200M, 2G).")
                               .arg(parser.value(QStringLiteral("max-file-size")));
            printErr(failed.error);
            return failed;
        }
        options.maxFileBytes = *limit;
    }
    options.gitCommitted = parser.isSet(QStringLiteral("git-committed"));

    ProgressLine line;
    std::atomic_bool cancel{false};
    project::ProjectUploader uploader(&runner);
    bool uploading = false;
    SignalCatcher catcher([&](int) {
        cancel = true;
        if (uploading) {
            uploader.cancel();
        }
    });
    // The connection's handshake runs on its own thread while the folder is scanned.
    if (sftp) {
        sftp->connectToHost();
    }
    // Hashing reads every file: off the main thread, so Ctrl+C is answered at once.
    QFuture<project::ProjectScan> scanning = QtConcurrent::run(
        [options, &cancel] { return project::ProjectScanner::scan(options, &cancel); });
    {
        // Its own loop: a watcher's finished() may still be queued after the scan ended, and
        // must not end the upload's loop below.
        QEventLoop scanLoop;
        QFutureWatcher<project::ProjectScan> watcher;
        QObject::connect(&watcher, &QFutureWatcher<project::ProjectScan>::finished, &scanLoop,
                         &QEventLoop::quit);
        watcher.setFuture(scanning);
        if (!scanning.isFinished()) {
            scanLoop.exec();
        }
    }
    const project::ProjectScan scan = scanning.result();
    QEventLoop loop;
    for (const QString &w : scan.warnings) {
        printErr(QStringLiteral("warning: ") + w);
    }
    if (!scan.ok()) {
        failed.error = scan.error;
        printErr(scan.error);
        return failed;
    }
    if (!entry.isEmpty() && !entry.startsWith(QLatin1Char('/')) &&
        !entry.startsWith(QLatin1Char('$')) && !entry.startsWith(QLatin1Char('~')) &&
        !scan.manifest.find(QDir::cleanPath(entry).toUtf8())) {
        failed.error = QStringLiteral("Training script: %1 is not in the project folder %2 (or "
                                      "it is ignored). Nothing was sent.")
                           .arg(entry, folder);
        printErr(failed.error);
        return failed;
    }
    printErr(QStringLiteral("Project %1: %2 files, %3 (%4 ignored).")
                 .arg(folder)
                 .arg(scan.manifest.size())
                 .arg(project::ProjectScanner::formatBytes(scan.manifest.totalBytes()))
                 .arg(scan.ignoredCount));
    if (beforeUpload && !beforeUpload()) {
        failed.error = QStringLiteral("Nothing was sent.");
        return failed;
    }
    project::UploadResult result;
    QObject::connect(&uploader, &project::ProjectUploader::statusChanged, &uploader,
                     [&line](const QString &text) { line.note(text); });
    QObject::connect(&uploader, &project::ProjectUploader::progress, &uploader,
                     [&line](qint64 done, qint64 total) {
                         if (total > 0) {
                             line.update(QStringLiteral("Sent"), done, total);
                         }
                     });
    QObject::connect(&uploader, &project::ProjectUploader::finished, &loop,
                     [&](const project::UploadResult &r) {
                         result = r;
                         loop.quit();
                     });
    uploading = true;
    project::UploadOptions uploadOptions;
    uploadOptions.remoteRoot = remoteRoot;
    uploadOptions.quotaTool = parser.isSet(QStringLiteral("quota-tool"))
                                  ? parser.value(QStringLiteral("quota-tool"))
                                  : quotaTool;
    uploader.setSftpConnection(sftp);
    uploader.start(scan, uploadOptions);
    if (uploader.isRunning()) {
        if (cancel) {
            uploader.cancel();
        }
        loop.exec();
    }
    line.finish();
    if (!result.ok) {
        printErr(result.error);
        return result;
    }
    if (!result.space.isEmpty()) {
        printErr(QStringLiteral("Space on the cluster: %1").arg(result.space));
    }
    printErr(QStringLiteral("Snapshot %1: %2 files, %3 sent (%4), %5 unchanged, %6 resumed; %7 "
                            "commands.")
                 .arg(result.snapshotPath)
                 .arg(result.files)
                 .arg(result.filesSent)
                 .arg(project::ProjectScanner::formatBytes(result.bytesSent))
                 .arg(result.filesLinked)
                 .arg(result.filesResumed)
                 .arg(result.commands));
    return result;
}

} // namespace slipway::ctl
