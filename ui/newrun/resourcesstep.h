#pragma once

#include "compose/finding.h"
#include "compose/jobspec.h"
#include "site/siteprofile.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace slipway::localbridge {
struct SuggestedResources;
} // namespace slipway::localbridge

namespace slipway::ui {

class FindingsView;

// Step 3: what to run and what to ask the scheduler for: the script and its folder, partition,
// nodes, GPUs, CPUs, memory, time and account, with the profile's defaults and each field
// explained. Problems and advice from the composer show live under the form.
class ResourcesStep final : public QWidget
{
    Q_OBJECT

public:
    explicit ResourcesStep(QWidget *parent = nullptr);

    void setProfile(const site::SiteProfile &profile);
    void fill(compose::JobSpec *spec) const;
    void setFindings(const compose::Findings &findings);
    // Fills CPUs, GPUs, memory and time from a local smoke test's suggestion.
    void applySuggested(const localbridge::SuggestedResources &resources);
    // The smoke ladder's measurements: a time limit ("HH:MM:SS") and memory per node ("4096M");
    // an empty one is left as it is.
    void applyMeasured(const QString &time, const QString &mem);
    // What to run comes from step 1 (an example or a folder of this computer): the script and
    // its arguments are shown read-only, and the job name and log folder are suggested.
    void showProject(bool fromProject, const QString &entry, const QString &args,
                     const QString &jobName, const QString &logdir);

Q_SIGNALS:
    void changed();

private:
    static QString purposeName(const QString &purpose);
    void onPartitionChanged();

    site::SiteProfile m_profile;
    bool m_loading = false;
    QLineEdit *m_jobName = nullptr;
    bool m_jobNameTyped = false;
    QLabel *m_entryHelp = nullptr;
    QLineEdit *m_entry = nullptr;
    QLineEdit *m_args = nullptr;
    QLineEdit *m_workdir = nullptr;
    QLineEdit *m_logdir = nullptr;
    QCheckBox *m_tensorBoard = nullptr;
    QLineEdit *m_tensorBoardSetup = nullptr;
    QComboBox *m_partition = nullptr;
    QSpinBox *m_nodes = nullptr;
    QSpinBox *m_gpus = nullptr;
    QSpinBox *m_cpus = nullptr;
    QLineEdit *m_mem = nullptr;
    QLineEdit *m_time = nullptr;
    QLineEdit *m_account = nullptr;
    QCheckBox *m_resumable = nullptr;
    FindingsView *m_findings = nullptr;
};

} // namespace slipway::ui
