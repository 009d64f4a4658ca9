#pragma once

#include "envsetup/doctormemory.h"
#include "envsetup/environmentdoctor.h"
#include "project/projectscanner.h"

#include <QPointer>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace slipway {
class CommandRunner;
}
namespace slipway::ssh {
class SshConnection;
}

namespace slipway::ui {

class SnapshotSender;

// What the project's entry script needs, read on this computer.
struct DoctorProjectFacts
{
    QStringList imports;
    int workers = -1; // DataLoader workers; -1: not known
};

// A project on this computer that the doctor uploads as a snapshot first, so the doctor job
// works in the code that will run (as the run will, in a snapshot of its own).
struct DoctorProjectUpload
{
    project::ScanOptions scan;
    QString remoteRoot;                               // where the project's snapshots go
    QString quotaTool;                                // the profile's storage.quota_tool
    std::function<ssh::SshConnection *()> connection; // for the upload stream; may give null
    std::function<bool(QString *error)> prepare;      // writes an example's files; may be empty
};

// The environment doctor on the Review step: "Check this environment on the cluster" submits a
// short doctor job with the run's recipe, resources and parallelism, shows its progress (with
// Cancel, which cancels the job), and lists what it found with a fix for each failure. The
// result is remembered per cluster, recipe and environment (DoctorMemory) and shown again when
// the wizard comes back to the same choices; when any of them changes, it offers the check
// again.
class DoctorPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit DoctorPanel(QWidget *parent = nullptr);
    ~DoctorPanel() override;

    // Where the doctor job is submitted from; null while there is no connection.
    void setRunnerSource(std::function<CommandRunner *(QString *error)> source);
    // The job as the wizard has it now, and the composed script of the run (for the key).
    void setJob(const envsetup::DoctorRequest &request, const compose::ComposedScript &composed);
    // The profile says the login node is not like the compute nodes: only the doctor counts.
    void setLoginNodeNote(const QString &note);
    // What the project's entry script imports, read (off the GUI thread) when the check starts;
    // none: the probe reads the entry script on the cluster when request.readRemoteScript.
    void setImportSource(std::function<DoctorProjectFacts()> source);
    // The project to upload before the doctor job; none: the job works in the working folder.
    // A remembered result checked with another version of the project is offered again.
    void setProjectUpload(std::optional<DoctorProjectUpload> upload);
    // For tests: where results are remembered.
    void setMemory(const envsetup::DoctorMemory &memory);

    bool isRunning() const;
    // The remembered (or just made) report for the current choices.
    std::optional<envsetup::DoctorReport> currentReport() const { return m_report; }

Q_SIGNALS:
    void finished(bool passed);

private:
    void start();
    void cancel();
    void uploadThenSubmit(const DoctorProjectFacts &facts);
    void submitDoctor(const DoctorProjectFacts &facts, const QString &snapshot = {},
                      const QString &digest = {});
    void refreshProjectDigest();
    bool projectChanged() const;
    void showEvent(QShowEvent *event) override;
    void showReport();
    void setBusy(bool busy);

    std::function<CommandRunner *(QString *)> m_runnerSource;
    std::function<DoctorProjectFacts()> m_importSource;
    QPointer<CommandRunner> m_runner;
    envsetup::DoctorMemory m_memory;
    envsetup::DoctorRequest m_request;
    QString m_key;
    bool m_composable = false;
    bool m_busy = false;
    std::optional<envsetup::DoctorReport> m_report;
    QPointer<envsetup::EnvironmentDoctor> m_doctor;
    std::optional<DoctorProjectUpload> m_upload;
    QPointer<SnapshotSender> m_sender;
    bool m_cancelled = false; // Cancel was pressed while the project's files were read
    QString m_projectDigest;  // of the project as it is now; empty: not known (yet)
    bool m_digestRunning = false;
    QString m_runningKey;
    QLabel *m_title = nullptr;
    QLabel *m_loginNote = nullptr;
    QPushButton *m_button = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QListWidget *m_checks = nullptr;
};

} // namespace slipway::ui
