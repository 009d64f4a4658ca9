#include "compose/sweeplines.h"

#include "compose/shellwords.h"

namespace slipway::compose::sweeplines {

QString slurmArray(int count, int maxRunning)
{
    QString range = count > 1 ? QStringLiteral("0-%1").arg(count - 1) : QStringLiteral("0");
    if (maxRunning > 0) {
        range += QStringLiteral("%%1").arg(maxRunning);
    }
    return range;
}

QString slurmArrayOf(const QList<int> &indices, int maxRunning)
{
    QStringList parts;
    for (int i : indices) {
        parts << QString::number(i);
    }
    QString list = parts.join(QLatin1Char(','));
    if (maxRunning > 0) {
        list += QStringLiteral("%%1").arg(maxRunning);
    }
    return list;
}

QList<QPair<int, int>> chunks(int tasks, int maxArraySize)
{
    const int size = maxArraySize > 0 ? maxArraySize : 1001;
    QList<QPair<int, int>> out;
    for (int first = 0; first < tasks; first += size) {
        out << qMakePair(first, std::min(size, tasks - first));
    }
    return out;
}

QList<ScriptLine> directives(const ResolvedJob &job, const Sweep &sweep)
{
    QList<ScriptLine> lines;
    const auto parts = chunks(sweep.size(), job.profile.maxArraySize);
    const int first = parts.isEmpty() ? 0 : parts.first().second;
    const QString split =
        parts.size() > 1 ? QStringLiteral(" The cluster takes at most %1 tasks in one array, so "
                                          "Slipway submits the %2 tasks as %3 arrays.")
                               .arg(parts.first().second)
                               .arg(sweep.size())
                               .arg(parts.size())
                         : QString();
    const QString limit = job.spec.maxRunning > 0
                              ? QStringLiteral(", at most %1 at a time").arg(job.spec.maxRunning)
                              : QString();
    switch (job.profile.scheduler) {
    case site::SchedulerKind::Slurm:
        lines << ScriptLine{
            QStringLiteral("#SBATCH --array=") + slurmArray(first, job.spec.maxRunning),
            QStringLiteral("A job array: one task per set of parameters%1.%2").arg(limit, split)};
        break;
    case site::SchedulerKind::PbsPro:
        if (first > 1) {
            lines << ScriptLine{QStringLiteral("#PBS -J 0-%1").arg(first - 1),
                                QStringLiteral("A job array: one subjob per set of "
                                               "parameters.%1")
                                    .arg(split)};
        }
        break;
    case site::SchedulerKind::Cobalt:
    case site::SchedulerKind::Local:
        break;
    }
    return lines;
}

QList<ScriptLine> taskLines(const ResolvedJob &job, const Sweep &sweep)
{
    QList<ScriptLine> lines;
    const bool pbs = job.profile.scheduler == site::SchedulerKind::PbsPro;
    if (pbs) {
        lines << ScriptLine{QStringLiteral("SLIPWAY_SWEEP_TABLE=${SLIPWAY_SWEEP_TABLE:?\"the "
                                           "sweep's parameters table is missing: Slipway passes "
                                           "its path when it submits this script\"}"),
                            QStringLiteral("The sweep's parameters table (in the run's folder), "
                                           "passed by Slipway.")};
        lines << ScriptLine{QStringLiteral("SLIPWAY_TASK=$(( ${SLIPWAY_TASK_OFFSET:-0} + "
                                           "${PBS_ARRAY_INDEX:-0} ))"),
                            QStringLiteral("This task's number in the sweep.")};
    } else {
        lines << ScriptLine{QStringLiteral("SLIPWAY_SWEEP_TABLE=${1:?\"the sweep's parameters "
                                           "table is missing: Slipway passes its path when it "
                                           "submits this script\"}"),
                            QStringLiteral("The sweep's parameters table (in the run's folder), "
                                           "passed by Slipway.")};
        lines << ScriptLine{QStringLiteral("SLIPWAY_TASK=$(( ${2:-0} + "
                                           "${SLURM_ARRAY_TASK_ID:-0} ))"),
                            QStringLiteral("This task's number in the sweep.")};
    }
    lines << ScriptLine{QStringLiteral("SLIPWAY_ROW=$(awk -F '\\t' -v t=\"$SLIPWAY_TASK\" "
                                       "'NR > 1 && $1 == t' \"$SLIPWAY_SWEEP_TABLE\")"),
                        QStringLiteral("Its row of the table.")};
    lines << ScriptLine{QStringLiteral("if [ -z \"$SLIPWAY_ROW\" ]; then echo \"slipway: task "
                                       "$SLIPWAY_TASK is not in $SLIPWAY_SWEEP_TABLE\" >&2; "
                                       "exit 1; fi"),
                        QStringLiteral("Stop with a clear message if the table lacks it.")};
    lines << ScriptLine{QStringLiteral("IFS=$'\\t' read -r -a SLIPWAY_PARAMS <<< "
                                       "\"$SLIPWAY_ROW\""),
                        QStringLiteral("Split the row at its tabs; the values are never run "
                                       "as code.")};
    const QString logdir = job.spec.logdir.isEmpty() ? QStringLiteral("runs") : job.spec.logdir;
    lines << ScriptLine{QStringLiteral("export SLIPWAY_LOGDIR=") + shellwords::pathWord(logdir) +
                            QStringLiteral("/\"${SLIPWAY_PARAMS[1]}\""),
                        QStringLiteral("Each task writes its event files into a folder of its "
                                       "own, named by its parameters.")};
    QString args = QStringLiteral("SLIPWAY_TASK_ARGS=(");
    for (qsizetype i = 0; i < sweep.axes().size(); ++i) {
        // Names are [A-Za-z_][A-Za-z0-9_-]*: nothing in them needs quoting.
        args += QStringLiteral("--%1=\"${SLIPWAY_PARAMS[%2]}\" ")
                    .arg(sweep.axes().at(i).name)
                    .arg(i + 2);
    }
    args += QStringLiteral("--logdir=\"$SLIPWAY_LOGDIR\")");
    lines << ScriptLine{args, QStringLiteral("This task's arguments, added after the script's "
                                             "own.")};
    lines << ScriptLine{QStringLiteral("echo \"slipway: task $SLIPWAY_TASK: "
                                       "${SLIPWAY_TASK_ARGS[*]}\""),
                        QStringLiteral("Say in the log which parameters this task runs with.")};
    return lines;
}

} // namespace slipway::compose::sweeplines
