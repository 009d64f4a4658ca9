#include "newrun/snapshotsender.h"

#include "project/projectuploader.h"

#include <QLabel>
#include <QProgressBar>
#include <QtConcurrent>

namespace slipway::ui {

SnapshotSender::SnapshotSender(QObject *parent)
    : QObject(parent)
{}

void SnapshotSender::showOn(QLabel *label, QProgressBar *bar)
{
    connect(this, &SnapshotSender::status, label, &QLabel::setText);
    connect(this, &SnapshotSender::progress, bar, [bar](int permille) {
        bar->setRange(0, 1000);
        bar->setValue(permille);
    });
    connect(this, &SnapshotSender::finished, bar, [this, bar] {
        deleteLater();
        bar->setRange(0, 0);
    });
}

void SnapshotSender::start(CommandRunner *runner, const DoctorProjectUpload &upload)
{
    m_runner = runner;
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    Q_EMIT status(tr("Reading the project folder…"));
    const project::ScanOptions scanOptions = upload.scan;
    QtConcurrent::run([scanOptions, cancel] {
        return project::ProjectScanner::scan(scanOptions, cancel.get());
    }).then(this, [this, cancel, upload](const project::ProjectScan &scan) {
        if (cancel->load()) {
            Q_EMIT finished(false, {}, {}, tr("Cancelled before anything was sent."));
            return;
        }
        if (!scan.ok() || !m_runner) {
            Q_EMIT finished(false, {}, {},
                            scan.ok() ? tr("The connection to the cluster is gone.") : scan.error);
            return;
        }
        auto *uploader = new project::ProjectUploader(m_runner, this);
        m_uploader = uploader;
        if (upload.connection) {
            uploader->setSftpConnection(upload.connection());
        }
        connect(uploader, &project::ProjectUploader::statusChanged, this, &SnapshotSender::status);
        connect(uploader, &project::ProjectUploader::progress, this,
                [this](qint64 done, qint64 total) {
                    Q_EMIT progress(total > 0 ? int(done * 1000 / total) : 1000);
                });
        connect(uploader, &project::ProjectUploader::finished, this,
                [this, uploader](const project::UploadResult &result) {
                    uploader->deleteLater();
                    Q_EMIT finished(result.ok, result.snapshotPath,
                                    QString::fromLatin1(result.digest),
                                    result.cancelled ? tr("Cancelled while sending the project.")
                                                     : result.error);
                });
        project::UploadOptions options;
        options.remoteRoot = upload.remoteRoot;
        options.quotaTool = upload.quotaTool;
        uploader->start(scan, options);
    });
}

void SnapshotSender::cancel()
{
    if (m_cancel) {
        *m_cancel = true;
    }
    if (m_uploader) {
        m_uploader->cancel();
    }
}

} // namespace slipway::ui
