#pragma once

#include "runs/runnames.h"
#include "runs/runrecord.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QList>

namespace slipway::runs {
class RunStore;
} // namespace slipway::runs

namespace slipway::ui {

// The run history as a table: name, cluster, state (colour and icon), job id, partition, GPUs,
// submitted, elapsed. Running jobs' elapsed time ticks with tick(); a pending job's reason is
// explained in plain language in the state's tooltip.
class RunTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Cluster, State, JobId, Partition, Gpus, Submitted, Elapsed, ColumnCount };
    enum Role { RunIdRole = Qt::UserRole + 1, DetailRole };

    explicit RunTableModel(QObject *parent = nullptr);

    // Reads every run from the store (newest first); false with the store's error on failure.
    bool reload(const runs::RunStore &store);
    void clear();
    // Replaces the row of `run` (by id), or adds it at the top.
    void updateRun(const runs::RunRecord &run);

    const runs::RunRecord *runAt(int row) const;
    int rowOf(qint64 runId) const;
    const QList<runs::RunRecord> &runs() const { return m_runs; }
    // "mnist-cnn #3": the name the run is shown by (RunNames over the history shown).
    QString label(const runs::RunRecord &run) const { return m_names.label(run); }

    // The time elapsed columns are computed against (the clock, unless set by a test).
    void setNow(const QDateTime &now);
    // Moves the clock on and repaints the elapsed time of running jobs.
    void tick();

    // "3 min 12 s", "2 h 05 min", "-" for a negative value.
    static QString formatDuration(qint64 seconds);
    // The plain-language explanation shown for a run: its message and the pending reason.
    static QString detail(const runs::RunRecord &run);
    static QColor stateColor(runs::RunState state);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    qint64 elapsedSeconds(const runs::RunRecord &run) const;
    QDateTime now() const;

    QList<runs::RunRecord> m_runs;
    runs::RunNames m_names;
    QDateTime m_now;
};

} // namespace slipway::ui
