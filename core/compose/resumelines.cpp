#include "compose/resumelines.h"

#include "compose/shellwords.h"

#include <QCoreApplication>

namespace slipway::compose::resumelines {

QString defaultCheckpointDir()
{
    return QStringLiteral("checkpoints");
}

namespace {

int warningSeconds(const ResolvedJob &job)
{
    return job.spec.resumeWarningSeconds > 0 ? job.spec.resumeWarningSeconds
                                             : kDefaultWarningSeconds;
}

// The event folder of one start, as the Plots page recognises it (events/plotmodel.h): the job
// id, and on Slurm the start's number (a requeued job keeps its id).
QString segmentFolder(const ResolvedJob &job)
{
    switch (job.profile.scheduler) {
    case site::SchedulerKind::Slurm:
        return QStringLiteral("\"job${SLURM_JOB_ID}-start${SLURM_RESTART_COUNT:-0}\"");
    case site::SchedulerKind::PbsPro:
        return QStringLiteral("\"job${PBS_JOBID%%.*}\"");
    case site::SchedulerKind::Cobalt:
        return QStringLiteral("\"job${COBALT_JOBID}\"");
    case site::SchedulerKind::Local:
        break;
    }
    return {};
}

} // namespace

QList<ScriptLine> directives(const ResolvedJob &job, Findings *findings)
{
    if (!job.spec.resumable) {
        return {};
    }
    QList<ScriptLine> lines;
    switch (job.profile.scheduler) {
    case site::SchedulerKind::Slurm:
        if (job.timeSeconds > 0 && warningSeconds(job) >= job.timeSeconds) {
            findings->append({Finding::Severity::Blocking,
                              QStringLiteral("resumable"),
                              QCoreApplication::translate(
                                  "resumelines", "The warning before the time limit (%1 s) is as "
                                                 "long as the time limit itself; give a shorter "
                                                 "warning or more time.")
                                  .arg(warningSeconds(job)),
                              {}});
        }
        if (job.spec.parallelism == QLatin1String("ddp-torchrun")) {
            // srun passes the warning to the task, torchrun; torchrun handles TERM, INT, HUP
            // and QUIT only, so USR1 ends it and its workers save nothing. The requeue still
            // works, from the last checkpoint the training saved on its own.
            findings->append(
                {Finding::Severity::Advice,
                 QStringLiteral("resumable"),
                 QCoreApplication::translate(
                     "resumelines", "With ddp-torchrun the warning before the time limit stops "
                                    "torchrun at once, and the training processes save nothing: "
                                    "the run goes on from the last checkpoint they saved on their "
                                    "own. Choose ddp-srun (the same processes, one per GPU, "
                                    "without torchrun) to have each one warned so it can save."),
                 {}});
        }
        lines << ScriptLine{
            QStringLiteral("#SBATCH --requeue"),
            QCoreApplication::translate("resumelines",
                                        "The job may be put back in the queue (preemption, a "
                                        "failed node, the time limit); it keeps its job id.")};
        lines << ScriptLine{QStringLiteral("#SBATCH --open-mode=append"),
                            QCoreApplication::translate("resumelines",
                                                        "Each new start adds to the log instead of "
                                                        "overwriting it.")};
        lines << ScriptLine{
            QStringLiteral("#SBATCH --signal=B:USR1@%1").arg(warningSeconds(job)),
            QCoreApplication::translate(
                "resumelines",
                "Warn this script (signal USR1) %1 seconds before the time limit, so "
                "the training can save a checkpoint.")
                .arg(warningSeconds(job))};
        break;
    case site::SchedulerKind::PbsPro:
        lines << ScriptLine{QStringLiteral("#PBS -r y"),
                            QCoreApplication::translate(
                                "resumelines", "The cluster may rerun the job (a failed node, "
                                               "preemption); each start resumes.")};
        findings->append({Finding::Severity::Advice,
                          QStringLiteral("resumable"),
                          QStringLiteral("PBS Pro gives no warning before the time limit and "
                                         "only the cluster's operators may requeue a job: save "
                                         "checkpoints regularly, and submit the run again to "
                                         "continue it from the newest one."),
                          {}});
        break;
    case site::SchedulerKind::Cobalt:
    case site::SchedulerKind::Local:
        findings->append({Finding::Severity::Advice,
                          QStringLiteral("resumable"),
                          QStringLiteral("%1 cannot requeue a job: save checkpoints regularly, "
                                         "and submit the run again to continue it from the "
                                         "newest one.")
                              .arg(job.profile.scheduler == site::SchedulerKind::Cobalt
                                       ? QStringLiteral("Cobalt")
                                       : QStringLiteral("This computer")),
                          {}});
        break;
    }
    return lines;
}

QList<ScriptLine> resumeLines(const ResolvedJob &job)
{
    if (!job.spec.resumable) {
        return {};
    }
    const QString dir =
        job.spec.checkpointDir.isEmpty() ? defaultCheckpointDir() : job.spec.checkpointDir;
    QString folder = shellwords::pathWord(dir);
    QString explanation = QCoreApplication::translate(
        "resumelines", "The folder the training saves its checkpoints in.");
    if (!job.spec.sweep.isEmpty()) {
        folder += QStringLiteral("/\"${SLIPWAY_PARAMS[1]}\""); // compose/sweeplines.h
        explanation = QCoreApplication::translate(
            "resumelines", "The folder this task saves its checkpoints in (one per "
                           "task, named by its parameters).");
    }
    QList<ScriptLine> lines;
    lines << ScriptLine{QStringLiteral("export SLIPWAY_CHECKPOINT_DIR=") + folder, explanation};
    lines << ScriptLine{
        QStringLiteral("mkdir -p -- \"$SLIPWAY_CHECKPOINT_DIR\""),
        QCoreApplication::translate("resumelines", "Make it if this is the first start.")};
    lines << ScriptLine{
        QStringLiteral("SLIPWAY_RESUME_FROM=$(find \"$SLIPWAY_CHECKPOINT_DIR\" -maxdepth 1 "
                       "-type f -name '*.pt' -printf '%T@ %p\\n' | sort -n | tail -n 1 "
                       "| cut -d ' ' -f 2-)"),
        QCoreApplication::translate(
            "resumelines", "The newest checkpoint (*.pt) in it; empty on the first start.")};
    lines << ScriptLine{
        QStringLiteral("export SLIPWAY_RESUME_FROM"),
        QCoreApplication::translate("resumelines", "Tell the training where to resume from.")};
    QString start = QStringLiteral("1");
    if (job.profile.scheduler == site::SchedulerKind::Slurm) {
        start = QStringLiteral("$((${SLURM_RESTART_COUNT:-0} + 1))");
    }
    if (const QString segment = segmentFolder(job); !segment.isEmpty()) {
        const QString logdir =
            !job.spec.sweep.isEmpty()
                ? QStringLiteral("\"$SLIPWAY_LOGDIR\"") // compose/sweeplines.h
                : shellwords::pathWord(job.spec.logdir.isEmpty() ? QStringLiteral("runs")
                                                                 : job.spec.logdir);
        lines << ScriptLine{
            QStringLiteral("export SLIPWAY_SEGMENT_LOGDIR=") + logdir + QLatin1Char('/') + segment,
            QCoreApplication::translate("resumelines",
                                        "A folder of event files for this start alone; the "
                                        "Plots page joins the starts into one curve.")};
    }
    lines << ScriptLine{
        QStringLiteral("echo \"slipway: start %1 of this run; resuming from "
                       "${SLIPWAY_RESUME_FROM:-the beginning}\"")
            .arg(start),
        QCoreApplication::translate("resumelines",
                                    "Say in the log which start this is and where it goes on "
                                    "from.")};
    if (job.profile.scheduler != site::SchedulerKind::Slurm) {
        return lines;
    }
    lines << ScriptLine{
        QStringLiteral("slipway_requeue() {"),
        QCoreApplication::translate("resumelines", "What to do when the time limit is near:")};
    lines << ScriptLine{QStringLiteral("    echo \"slipway: the time limit is near; saving and "
                                       "requeueing job $SLURM_JOB_ID\""),
                        QStringLiteral("say so in the log,")};
    lines << ScriptLine{QStringLiteral("    kill -USR1 \"$SLIPWAY_TRAIN_PID\" 2>/dev/null || true"),
                        QStringLiteral("pass the warning on to the training (it saves a "
                                       "checkpoint and stops),")};
    lines << ScriptLine{QStringLiteral("    wait \"$SLIPWAY_TRAIN_PID\" || true"),
                        QStringLiteral("wait until it has,")};
    lines << ScriptLine{QStringLiteral("    scontrol requeue \"$SLURM_JOB_ID\""),
                        QStringLiteral("and put the job back in the queue: it starts again "
                                       "with the same job id and resumes.")};
    lines << ScriptLine{QStringLiteral("    exit 0"),
                        QCoreApplication::translate("resumelines", "This start is done.")};
    lines << ScriptLine{QStringLiteral("}"), {}};
    lines << ScriptLine{
        QStringLiteral("trap slipway_requeue USR1"),
        QCoreApplication::translate("resumelines", "Run it when Slurm sends the warning.")};
    return lines;
}

QList<ScriptLine> launchLines(const ResolvedJob &job, QList<ScriptLine> launcher)
{
    if (!job.spec.resumable || job.profile.scheduler != site::SchedulerKind::Slurm ||
        launcher.isEmpty()) {
        return launcher;
    }
    ScriptLine &launch = launcher.last();
    launch.text += QStringLiteral(" &");
    launch.explanation += QStringLiteral(" In the background, so that this script can pass on "
                                         "the warning while the training runs.");
    launcher << ScriptLine{QStringLiteral("SLIPWAY_TRAIN_PID=$!"),
                           QCoreApplication::translate("resumelines", "The training's process.")};
    launcher << ScriptLine{
        QStringLiteral("wait \"$SLIPWAY_TRAIN_PID\""),
        QCoreApplication::translate("resumelines", "Wait for it to end; the job ends as it does.")};
    return launcher;
}

} // namespace slipway::compose::resumelines
