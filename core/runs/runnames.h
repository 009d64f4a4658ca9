#pragma once

#include "runs/runrecord.h"

#include <QHash>
#include <QList>
#include <QString>

namespace slipway::runs {

// How runs are told apart on screen: a name from the run's job name (the example's name or the
// training script's, as the wizard sets it), else its script's file name without ".py", plus
// its number among the runs of that name, counted in submission order: "mnist-cnn #3".
class RunNames final
{
public:
    RunNames() = default;
    // Numbers every run of `history` (any order; numbers follow the run ids).
    explicit RunNames(const QList<RunRecord> &history);

    // The name without its number: "mnist-cnn", "train", "run" when nothing names it.
    static QString baseName(const RunRecord &run);

    // "mnist-cnn #3"; the base name alone for a run not in the history given.
    QString label(const RunRecord &run) const;
    // "mnist-cnn #3 (job 1545)", or the label alone before the run has a job id.
    QString labelWithJob(const RunRecord &run) const;
    // The run's number among the runs of its name, 0 when it is not in the history.
    int number(qint64 runId) const { return m_numbers.value(runId); }

private:
    QHash<qint64, int> m_numbers;
};

} // namespace slipway::runs
