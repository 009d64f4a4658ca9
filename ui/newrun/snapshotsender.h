#pragma once

#include "newrun/doctorpanel.h"

#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>

class QLabel;
class QProgressBar;

namespace slipway::project {
class ProjectUploader;
}

namespace slipway::ui {

// Sends the project as a snapshot of its own for a check on the cluster (the smoke ladder's
// jobs): the folder is read on a worker thread, then only changed files are sent. One send at a
// time; cancel() stops reading or sending.
class SnapshotSender final : public QObject
{
    Q_OBJECT

public:
    explicit SnapshotSender(QObject *parent = nullptr);

    void start(CommandRunner *runner, const DoctorProjectUpload &upload);
    void cancel();
    // Shows the send on a panel: its words in `label`, its share in `bar`, which is busy again
    // once the send ends; the sender then deletes itself. Call it before connecting finished()
    // so the panel's own handler sees the bar already reset.
    void showOn(QLabel *label, QProgressBar *bar);

Q_SIGNALS:
    void status(const QString &text);
    void progress(int permille);
    // ok: `snapshot` is its absolute path on the cluster and `digest` its content
    // (ProjectManifest::digest); else `error` says why (or that it was cancelled).
    void finished(bool ok, const QString &snapshot, const QString &digest, const QString &error);

private:
    QPointer<CommandRunner> m_runner;
    QPointer<project::ProjectUploader> m_uploader;
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace slipway::ui
