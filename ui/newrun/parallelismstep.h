#pragma once

#include "compose/finding.h"
#include "compose/jobspec.h"
#include "site/siteprofile.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QVBoxLayout;

namespace slipway::ui {

class FindingsView;

// Step 4: how the work is spread: one CPU, many CPUs, one GPU, DataParallel, DDP (srun or
// torchrun), Horovod, model parallel or pipeline, each explained for a beginner, with the tasks
// per node (derived unless given) and live problems and advice.
class ParallelismStep final : public QWidget
{
    Q_OBJECT

public:
    explicit ParallelismStep(QWidget *parent = nullptr);

    void setProfile(const site::SiteProfile &profile);
    void fill(compose::JobSpec *spec) const;
    // Chooses a kind of parallelism by its JobSpec name ("ddp-srun"); unknown names are ignored.
    void select(const QString &parallelism);
    // Without a derived number (no script could be composed) the tasks help says why instead.
    void setFindings(const compose::Findings &findings, int derivedTasksPerNode);
    // Places `widget` (the sweep field) below the tasks and above the findings, which may grow.
    void addAboveFindings(QWidget *widget);

    static QString explanation(const QString &parallelism);

Q_SIGNALS:
    void changed();

private:
    QComboBox *m_mode = nullptr;
    QLabel *m_help = nullptr;
    QSpinBox *m_tasks = nullptr;
    QLabel *m_tasksHelp = nullptr;
    FindingsView *m_findings = nullptr;
    QVBoxLayout *m_layout = nullptr;
};

} // namespace slipway::ui
