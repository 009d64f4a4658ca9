#pragma once

#include "envsetup/smokeladder.h"
#include "newrun/doctorpanel.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QCheckBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace slipway::ui {

class SnapshotSender;

// The smoke ladder on the Review step, next to the doctor: three rungs (this computer, one
// short debug job, two ranks together when the run is DDP), each with a box to skip it; progress
// and Cancel (which stops the local script or cancels the rung's job); one line per rung with
// its result and time; and "Use for the full run", which carries the measured step time and
// memory into the Resources step with the reason stated.
class LadderPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit LadderPanel(QWidget *parent = nullptr);
    ~LadderPanel() override;

    void setRunnerSource(std::function<CommandRunner *(QString *error)> source);
    // The run as the wizard has it now; `composable` false while the job has errors.
    void setJob(const envsetup::LadderRequest &request, bool composable, int processesPerNode);
    // The project to send before the jobs (none: the jobs work in the working folder).
    void setProjectUpload(std::optional<DoctorProjectUpload> upload);
    // For tests: the Python of the local rung.
    void setLocalPython(const QString &python);

    bool isRunning() const { return m_busy; }
    std::optional<envsetup::LadderReport> report() const { return m_report; }

Q_SIGNALS:
    void finished(bool passed);
    // "Use for the full run": the time limit and memory to put on the Resources step.
    void useForFullRun(const QString &time, const QString &mem, const QString &why);

private:
    void start();
    void cancel();
    void runLadder(const QString &snapshot);
    void showRung(const envsetup::LadderRung &rung);
    void setBusy(bool busy);
    void updateSuggestion();

    std::function<CommandRunner *(QString *)> m_runnerSource;
    QPointer<CommandRunner> m_runner;
    envsetup::LadderRequest m_request;
    std::optional<DoctorProjectUpload> m_upload;
    QString m_localPython = QStringLiteral("python3");
    bool m_composable = false;
    int m_processesPerNode = 1;
    bool m_busy = false;
    bool m_cancelled = false; // Cancel was pressed while the project was sent
    std::optional<envsetup::LadderReport> m_report;
    QPointer<envsetup::SmokeLadder> m_ladder;
    QPointer<SnapshotSender> m_sender;
    QCheckBox *m_local = nullptr;
    QCheckBox *m_debug = nullptr;
    QCheckBox *m_ddp = nullptr;
    QPushButton *m_button = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QListWidget *m_rungs = nullptr;
    QSpinBox *m_fullSteps = nullptr;
    QLabel *m_suggestion = nullptr;
    QPushButton *m_apply = nullptr;
};

} // namespace slipway::ui
