#pragma once

#include "envsetup/doctormemory.h"
#include "envsetup/environmentdoctor.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace slipway {
class CommandRunner;
}

namespace slipway::ui {

// What the project's entry script needs, read on this computer.
struct DoctorProjectFacts
{
    QStringList imports;
    int workers = -1; // DataLoader workers; -1: not known
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
    void submitDoctor(const DoctorProjectFacts &facts);
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
