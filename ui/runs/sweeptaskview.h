#pragma once

#include "runs/runrecord.h"

#include <QList>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace slipway::ui {

// The tasks of the sweep selected on the Runs page: a progress bar over its tasks, one row per
// task (number, state, job, exit code, parameters), and the actions on them. It shows; the page
// does the work (resubmitFailedRequested, cancelTaskRequested).
class SweepTaskView final : public QWidget
{
    Q_OBJECT

public:
    explicit SweepTaskView(QWidget *parent = nullptr);

    // Shows `run`'s tasks; hides the view for a run that is no sweep.
    void setRun(const runs::RunRecord &run, const QList<runs::SweepTaskRecord> &tasks);
    qint64 runId() const { return m_runId; }
    // The tasks "Resubmit failed and timed-out tasks only" sends again.
    QList<int> failedTasks() const;

Q_SIGNALS:
    void resubmitFailedRequested(qint64 runId, const QList<int> &tasks);
    void cancelTaskRequested(qint64 runId, int task);

private:
    void updateButtons();

    qint64 m_runId = 0;
    QList<runs::SweepTaskRecord> m_tasks;
    QLabel *m_summary;
    QProgressBar *m_progress;
    QTableWidget *m_table;
    QPushButton *m_resubmitFailed;
    QPushButton *m_cancelTask;
};

} // namespace slipway::ui
