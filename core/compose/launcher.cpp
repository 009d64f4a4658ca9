#include "compose/launcher.h"

#include <QCoreApplication>

#include "common/shellquote.h"
#include "compose/environmentrecipe.h"
#include "compose/shellwords.h"

namespace slipway::compose {

namespace {

using shellwords::pathWord;

QString entryAndArgs(const ResolvedJob &job)
{
    QString out = pathWord(job.spec.entry);
    if (!job.spec.args.isEmpty()) {
        out += QLatin1Char(' ') + shellJoin(job.spec.args);
    }
    if (!job.spec.sweep.isEmpty()) {
        out += QStringLiteral(" \"${SLIPWAY_TASK_ARGS[@]}\""); // compose/sweeplines.h
    }
    return out;
}

QString pythonExplanation(const ResolvedJob &job)
{
    QString text = QCoreApplication::translate("launcher", "Run %1").arg(job.spec.entry);
    if (!job.spec.args.isEmpty()) {
        text += QCoreApplication::translate("launcher", " with its arguments");
    }
    if (job.spec.environment.recipe == QLatin1String("container")) {
        text += QCoreApplication::translate("launcher", " inside the container");
        if (job.spec.environment.runtime == QLatin1String("charliecloud")) {
            text += QCoreApplication::translate(
                "launcher", " (ch-run shows it your home folder, and the job starts in "
                            "the same folder there)");
        } else if (job.usesGpus()) {
            text += QCoreApplication::translate("launcher", " (--nv passes the GPUs in)");
        }
    }
    //: The full stop that ends "Run %1 with its arguments inside the container"
    return text + QCoreApplication::translate("launcher", ".");
}

QList<ScriptLine> masterLines(const ResolvedJob &job)
{
    QList<ScriptLine> lines;
    if (job.profile.scheduler == site::SchedulerKind::PbsPro) {
        lines << ScriptLine{QStringLiteral("MASTER_ADDR=$(head -n 1 \"$PBS_NODEFILE\")"),
                            QCoreApplication::translate(
                                "launcher", "The first node of the job hosts the rendezvous.")};
        lines << ScriptLine{QStringLiteral("export MASTER_ADDR"),
                            QCoreApplication::translate("launcher", "Pass it to every rank.")};
        lines << ScriptLine{
            QStringLiteral("JOB_NUMBER=${PBS_JOBID%%[!0-9]*}"),
            QCoreApplication::translate("launcher", "The numeric part of the job id.")};
        lines << ScriptLine{
            QStringLiteral(
                "export MASTER_PORT=$((10000 + (JOB_NUMBER + ${PBS_ARRAY_INDEX:-0}) % 10000))"),
            QCoreApplication::translate("launcher",
                                        "A port derived from the job id (and the task's index in "
                                        "a sweep), so two jobs on one node do not collide.")};
        return lines;
    }
    lines << ScriptLine{
        QStringLiteral("MASTER_ADDR=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" "
                       "| head -n 1)"),
        QCoreApplication::translate("launcher",
                                    "The first host of the allocation hosts the rendezvous.")};
    lines << ScriptLine{QStringLiteral("export MASTER_ADDR"),
                        QCoreApplication::translate("launcher", "Pass it to every rank.")};
    lines << ScriptLine{
        QStringLiteral("export MASTER_PORT=$((10000 + SLURM_JOB_ID % 10000))"),
        QCoreApplication::translate("launcher",
                                    "A port derived from the job id, so two jobs on one node do "
                                    "not collide.")};
    return lines;
}

// "python -m torch.distributed.run ..." with the options spelled as torch 1.13 accepts them
// (underscores; later versions accept both). --redirects=1 --tee=1 copies each worker's output
// into the job log with a "[default0]:" prefix; it is there on purpose: with torchrun's default
// (0), torch before 2.0 on Python 3.11 or newer fails before starting any worker
// ("'NoneType' object has no attribute 'get'"), because Python 3.11 no longer lists the flag
// value 0 when iterating an IntFlag (pytorch/pytorch#92319). 1 and 2 parse everywhere.
QString torchrunCommand(const ResolvedJob &job, const QString &nodeOptions)
{
    return EnvironmentRecipe::launchPrefix(job) +
           QStringLiteral("python -m torch.distributed.run %1 --nproc_per_node=%2 "
                          "--redirects=1 --tee=1 ")
               .arg(nodeOptions, QString::number(std::max(1, job.gpusPerNode))) +
           entryAndArgs(job);
}

// Runs `command` once per node through bash, telling torchrun on the node whose `nodeIndex`
// (a variable of the launcher, set per task) is 0 that it hosts the c10d rendezvous store
// (PET_RDZV_CONF is torchrun's --rdzv_conf from the environment). torchrun would otherwise
// guess by comparing the endpoint's name with its own host name, and when the scheduler's node
// names differ from the hosts' names no node serves the store and all of them time out.
QString perNodeTorchrun(const QString &nodeIndex, const QString &command)
{
    return QStringLiteral("bash -c 'PET_RDZV_CONF=is_host=$((%1 == 0)) exec \"$@\"' "
                          "slipway-torchrun ")
               .arg(nodeIndex) +
           command;
}

QString torchrunExplanationTail()
{
    return QStringLiteral(" Each worker's standard output reaches the log prefixed with its "
                          "local rank ([default0]:); --redirects=1 --tee=1 also keep torchrun "
                          "from torch < 2.0 working on Python 3.11.");
}

ScriptLine ompLine(const QString &value, const QString &why)
{
    return ScriptLine{QStringLiteral("export OMP_NUM_THREADS=") + value, why};
}

QList<ScriptLine> slurmLines(const ResolvedJob &job)
{
    const QString &p = job.spec.parallelism;
    const QString python = Launcher::pythonCommand(job);
    QList<ScriptLine> lines;
    if (p == QLatin1String("ddp-srun") || p == QLatin1String("horovod")) {
        lines << ompLine(QStringLiteral("\"$SLURM_CPUS_PER_TASK\""),
                         QCoreApplication::translate(
                             "launcher", "Each rank uses the CPU cores of its own task."));
        if (p == QLatin1String("ddp-srun")) {
            lines << masterLines(job);
            lines << ScriptLine{
                QStringLiteral("srun --cpus-per-task=\"$SLURM_CPUS_PER_TASK\" bash -c 'export "
                               "RANK=$SLURM_PROCID LOCAL_RANK=$SLURM_LOCALID "
                               "WORLD_SIZE=$SLURM_NTASKS; exec \"$@\"' slipway-rank ") +
                    python,
                QCoreApplication::translate(
                    "launcher",
                    "Start %n rank(s), one per GPU (%1 per node); each gets RANK, "
                    "LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.",
                    nullptr, job.totalTasks())
                    .arg(job.tasksPerNode)};
        } else {
            lines << ScriptLine{
                QStringLiteral("srun --cpus-per-task=\"$SLURM_CPUS_PER_TASK\" ") + python,
                QCoreApplication::translate("launcher",
                                            "Start %n Horovod rank(s), one per %1; Horovod finds "
                                            "its peers through Slurm's MPI.",
                                            nullptr, job.totalTasks())
                    .arg(job.usesGpus() ? QStringLiteral("GPU") : QStringLiteral("task"))};
        }
        return lines;
    }
    if (p == QLatin1String("ddp-torchrun")) {
        const int nproc = std::max(1, job.gpusPerNode);
        lines << ompLine(
            QString::number(std::max(1, job.cpusPerTask / nproc)),
            QCoreApplication::translate(
                "launcher", "Share the node's cores among its %n worker(s).", nullptr, nproc));
        lines << masterLines(job);
        lines << ScriptLine{
            QStringLiteral("srun --ntasks-per-node=1 --cpus-per-task=\"$SLURM_CPUS_PER_TASK\" ") +
                perNodeTorchrun(
                    QStringLiteral("SLURM_NODEID"),
                    torchrunCommand(
                        job, QStringLiteral("--nnodes=\"$SLURM_NNODES\" "
                                            "--rdzv_id=\"$SLURM_JOB_ID\" "
                                            "--rdzv_backend=c10d "
                                            "--rdzv_endpoint=\"$MASTER_ADDR:$MASTER_PORT\""))),
            QCoreApplication::translate(
                "launcher",
                "torchrun, once per node with all of the node's cores (srun does not "
                "inherit --cpus-per-task), run by this environment's Python: it starts "
                "%n worker(s) per node and they meet at the first host (c10d), whose "
                "torchrun (SLURM_NODEID 0) serves the rendezvous.",
                nullptr, nproc) +
                torchrunExplanationTail()};
        return lines;
    }
    if (p == QLatin1String("multi-cpu")) {
        lines << ompLine(QStringLiteral("\"$SLURM_CPUS_PER_TASK\""),
                         QCoreApplication::translate(
                             "launcher", "Let PyTorch use all %1 cores for intra-op parallelism.")
                             .arg(job.cpusPerTask));
    }
    lines << ScriptLine{python, pythonExplanation(job)};
    return lines;
}

QList<ScriptLine> pbsLines(const ResolvedJob &job)
{
    const QString &p = job.spec.parallelism;
    const QString python = Launcher::pythonCommand(job);
    QList<ScriptLine> lines;
    const int perNode = std::max(1, job.tasksPerNode);
    if (p == QLatin1String("ddp-srun") || p == QLatin1String("horovod") ||
        p == QLatin1String("ddp-torchrun")) {
        lines << ScriptLine{
            QStringLiteral("NNODES=$(wc -l < \"$PBS_NODEFILE\")"),
            QCoreApplication::translate("launcher", "How many nodes PBS gave the job.")};
    }
    if (p == QLatin1String("ddp-srun") || p == QLatin1String("horovod")) {
        lines << ompLine(
            QString::number(job.cpusPerTask),
            QCoreApplication::translate("launcher", "Each rank uses the cores bound to it."));
        // --cpu-bind depth -d counts hardware threads: a rank's cores times the threads each.
        const int smt = job.partition ? std::max(1, job.partition->threadsPerCore) : 1;
        const int depth = job.cpusPerTask * smt;
        const QString bound =
            smt > 1 ? QCoreApplication::translate("launcher", "%1 cores (%2 hardware threads)")
                          .arg(job.cpusPerTask)
                          .arg(depth)
                    : QStringLiteral("%1 cores").arg(job.cpusPerTask);
        QString launch =
            QStringLiteral("mpiexec -n $((NNODES * %1)) --ppn %1 --cpu-bind depth -d %2 ")
                .arg(perNode)
                .arg(depth);
        if (p == QLatin1String("ddp-srun")) {
            lines << masterLines(job);
            launch += QStringLiteral("bash -c 'export RANK=$PMI_RANK LOCAL_RANK=$PMI_LOCAL_RANK "
                                     "WORLD_SIZE=$PMI_SIZE; exec \"$@\"' slipway-rank ") +
                      python;
            lines << ScriptLine{
                launch, QCoreApplication::translate("launcher",
                                                    "Start one rank per GPU (%1 per node) with "
                                                    "mpiexec, bound to %2 each; RANK, LOCAL_RANK "
                                                    "and WORLD_SIZE come from PMI.")
                            .arg(perNode)
                            .arg(bound)};
        } else {
            lines << ScriptLine{launch + python,
                                QCoreApplication::translate(
                                    "launcher", "Start one Horovod rank per GPU (%1 per node) with "
                                                "mpiexec, bound to %2 each.")
                                    .arg(perNode)
                                    .arg(bound)};
        }
        return lines;
    }
    if (p == QLatin1String("ddp-torchrun")) {
        const int nproc = std::max(1, job.gpusPerNode);
        lines << masterLines(job);
        lines << ScriptLine{
            QStringLiteral("mpiexec -n \"$NNODES\" --ppn 1 ") +
                perNodeTorchrun(
                    QStringLiteral("PMI_RANK"),
                    torchrunCommand(
                        job, QStringLiteral("--nnodes=\"$NNODES\" "
                                            "--rdzv_id=\"$PBS_JOBID\" "
                                            "--rdzv_backend=c10d "
                                            "--rdzv_endpoint=\"$MASTER_ADDR:$MASTER_PORT\""))),
            QCoreApplication::translate(
                "launcher",
                "torchrun once per node; %n worker(s) per node meet at the first node, "
                "whose torchrun (PMI_RANK 0) serves the rendezvous.",
                nullptr, nproc) +
                torchrunExplanationTail()};
        return lines;
    }
    if (p == QLatin1String("multi-cpu")) {
        lines << ompLine(QString::number(job.cpusPerTask),
                         QCoreApplication::translate(
                             "launcher", "Let PyTorch use %1 cores for intra-op parallelism.")
                             .arg(job.cpusPerTask));
    }
    lines << ScriptLine{python, pythonExplanation(job)};
    return lines;
}

QList<ScriptLine> cobaltLines(const ResolvedJob &job)
{
    QList<ScriptLine> lines;
    const int perNode = std::max(1, job.tasksPerNode);
    lines << ScriptLine{QStringLiteral("NPROC_PER_NODE=%1").arg(perNode),
                        QCoreApplication::translate("launcher", "Ranks per KNL node.")};
    lines << ScriptLine{QStringLiteral("NPROC=$((NPROC_PER_NODE*COBALT_JOBSIZE))"),
                        QCoreApplication::translate(
                            "launcher", "All ranks: ranks per node times the nodes Cobalt gave.")};
    lines << ScriptLine{
        QStringLiteral("aprun -n \"$NPROC\" -N \"$NPROC_PER_NODE\" -e KMP_BLOCKTIME=0 -j 2 "
                       "-e OMP_NUM_THREADS=%1 -cc depth -d %1 ")
                .arg(job.cpusPerTask) +
            Launcher::pythonCommand(job),
        QCoreApplication::translate(
            "launcher", "Run on the KNL compute nodes (never the login or mom node): 2 hardware "
                        "threads per core, %1 OpenMP threads per rank bound by depth.")
            .arg(job.cpusPerTask)};
    return lines;
}

QList<ScriptLine> localLines(const ResolvedJob &job)
{
    const QString &p = job.spec.parallelism;
    QList<ScriptLine> lines;
    if (p == QLatin1String("multi-cpu")) {
        lines << ompLine(QString::number(job.cpusPerTask),
                         QCoreApplication::translate("launcher", "Let PyTorch use %1 cores.")
                             .arg(job.cpusPerTask));
    }
    if (p == QLatin1String("ddp-torchrun")) {
        const int nproc = std::max(1, job.gpusPerNode);
        lines << ScriptLine{
            torchrunCommand(job, QStringLiteral("--standalone")),
            QCoreApplication::translate("launcher", "torchrun on this computer with %n worker(s).",
                                        nullptr, nproc) +
                torchrunExplanationTail()};
        return lines;
    }
    lines << ScriptLine{Launcher::pythonCommand(job), pythonExplanation(job)};
    return lines;
}

} // namespace

QString Launcher::pythonCommand(const ResolvedJob &job)
{
    return EnvironmentRecipe::launchPrefix(job) + QStringLiteral("python ") + entryAndArgs(job);
}

QList<ScriptLine> Launcher::lines(const ResolvedJob &job)
{
    switch (job.profile.scheduler) {
    case site::SchedulerKind::Slurm:
        return slurmLines(job);
    case site::SchedulerKind::PbsPro:
        return pbsLines(job);
    case site::SchedulerKind::Cobalt:
        return cobaltLines(job);
    case site::SchedulerKind::Local:
        return localLines(job);
    }
    return {};
}

} // namespace slipway::compose
