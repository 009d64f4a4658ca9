#pragma once

#include "compose/sweep.h"
#include "events/comparisontable.h"
#include "runs/runrecord.h"

#include <QFutureWatcher>
#include <QMap>
#include <QPointer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace slipway::ssh {
class ConnectionPool;
}
namespace slipway::remote {
class RemoteEventSync;
}

namespace slipway::ui {

class ComparisonView;

// What each task of a sweep reached: one row per task with its parameters and the last, minimum
// and maximum of a chosen tag, read from the tasks' event files (each task writes into the
// folder named by its parameters, compose/sweeplines.h). Sortable and filterable, with CSV
// export (ui/plots/comparisonview.h); "Show on the Plots page" opens the sweep's curves.
// The event files are copied from the cluster when asked ("Read the event files"), then read
// on a worker thread; the window never waits for either.
class SweepComparison final : public QWidget
{
    Q_OBJECT

public:
    // The per-task statistics of every scalar tag, from a log folder (widget-free, for tests).
    struct TaskStats
    {
        QStringList tags;                                                     // sorted
        QMap<QString, QMap<QString, events::ComparisonTable::Stat>> byFolder; // folder -> tag
    };
    static TaskStats readFolder(const QString &localPath, const std::atomic<bool> *cancel);

    explicit SweepComparison(ssh::ConnectionPool *connections, QWidget *parent = nullptr);
    ~SweepComparison() override;

    // Shows `run`'s tasks (hidden for a run that is no sweep); statistics come once read.
    void setRun(const runs::RunRecord &run);
    qint64 runId() const { return m_run.id; }
    // Reads the tasks' event files from a folder on this computer (what the copy from the
    // cluster ends in).
    void readLocalFolder(const QString &localPath);
    QString tag() const;
    ComparisonView *view() const { return m_view; }

Q_SIGNALS:
    void plotsRequested(qint64 runId);
    // A read of the event files ended (rows updated).
    void statsRead();

private:
    void fetchFromCluster();
    void showRows();
    void stopSync();

    ssh::ConnectionPool *m_connections = nullptr;
    runs::RunRecord m_run;
    std::optional<compose::Sweep> m_sweep;
    TaskStats m_stats;
    QPointer<remote::RemoteEventSync> m_sync;
    QFutureWatcher<TaskStats> m_reading;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QString m_pendingPath;  // a read asked for while one runs
    qint64 m_readRunId = 0; // the run whose files the last read started on
    QComboBox *m_tag = nullptr;
    QPushButton *m_fetch = nullptr;
    QPushButton *m_plots = nullptr;
    QLabel *m_status = nullptr;
    ComparisonView *m_view = nullptr;
};

} // namespace slipway::ui
