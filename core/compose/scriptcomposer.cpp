#include "compose/scriptcomposer.h"

#include <QCoreApplication>

#include "common/shellquote.h"
#include "compose/cachefolders.h"
#include "compose/environmentrecipe.h"
#include "compose/jobresolver.h"
#include "compose/launcher.h"
#include "compose/resumelines.h"
#include "compose/shellwords.h"
#include "compose/sweeplines.h"
#include "site/walltime.h"

namespace slipway::compose {

namespace {

using shellwords::directiveValue;

struct Directives
{
    QString prefix;
    QList<ScriptLine> *lines;

    void add(const QString &option, const QString &explanation)
    {
        lines->append({prefix + QLatin1Char(' ') + option, explanation});
    }

    // PBS's and Cobalt's -o and -e, when the spec names the files.
    void addOutputAndError(const JobSpec &s)
    {
        if (!s.output.isEmpty()) {
            add(QStringLiteral("-o ") + directiveValue(s.output),
                QCoreApplication::translate("scriptcomposer", "Output file."));
        }
        if (!s.error.isEmpty()) {
            add(QStringLiteral("-e ") + directiveValue(s.error),
                QCoreApplication::translate("scriptcomposer", "Error file."));
        }
    }
};

QString gpuExplanation(const ResolvedJob &job)
{
    const QString model =
        job.partition && job.partition->gpu ? job.partition->gpu->model : QString();
    return QCoreApplication::translate("scriptcomposer", "%n GPU(s)%1 on each node.", nullptr,
                                       job.gpusPerNode)
        .arg(model.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(model));
}

void slurmDirectives(const ResolvedJob &job, QList<ScriptLine> *lines)
{
    const JobSpec &s = job.spec;
    Directives d{QStringLiteral("#SBATCH"), lines};
    d.add(QStringLiteral("--job-name=") + directiveValue(s.jobName),
          QCoreApplication::translate("scriptcomposer", "The name shown in the queue."));
    if (job.writesPartition()) {
        d.add(QStringLiteral("--partition=") + directiveValue(s.partition),
              QCoreApplication::translate("scriptcomposer", "Run on the %1 partition.")
                  .arg(s.partition));
    }
    d.add(QStringLiteral("--nodes=%1").arg(job.nodes),
          QCoreApplication::translate("scriptcomposer", "%n node(s).", nullptr, job.nodes));
    d.add(QStringLiteral("--ntasks-per-node=%1").arg(job.tasksPerNode),
          job.tasksPerNode > 1
              ? QCoreApplication::translate("scriptcomposer",
                                            "%1 tasks (processes) per node: one per GPU.")
                    .arg(job.tasksPerNode)
              : QCoreApplication::translate("scriptcomposer", "One task (process) per node."));
    d.add(QStringLiteral("--cpus-per-task=%1").arg(job.cpusPerTask),
          QCoreApplication::translate("scriptcomposer",
                                      "%n CPU core(s) for each task (DataLoader workers, threads).",
                                      nullptr, job.cpusPerTask));
    if (job.gpusPerNode > 0) {
        if (job.profile.gpuRequestStyle == QLatin1String("gpus_per_node_typed") &&
            !job.gpuTypeSpecifier.isEmpty()) {
            d.add(QStringLiteral("--gpus-per-node=%1:%2")
                      .arg(directiveValue(job.gpuTypeSpecifier))
                      .arg(job.gpusPerNode),
                  gpuExplanation(job) +
                      QCoreApplication::translate("scriptcomposer",
                                                  " The model is named, as the site asks."));
        } else if (job.profile.gpuRequestStyle == QLatin1String("gres") && !s.gpuType.isEmpty()) {
            // The model the job spec names (gpu_type), in the generic-resource form.
            d.add(QStringLiteral("--gres=gpu:%1:%2")
                      .arg(directiveValue(s.gpuType))
                      .arg(job.gpusPerNode),
                  gpuExplanation(job) +
                      QCoreApplication::translate("scriptcomposer",
                                                  " Only GPUs of the model %1, as asked.")
                          .arg(s.gpuType));
        } else {
            d.add(QStringLiteral("--gres=gpu:%1").arg(job.gpusPerNode), gpuExplanation(job));
        }
    }
    if (!s.mem.isEmpty()) {
        d.add(QStringLiteral("--mem=") + directiveValue(s.mem),
              QCoreApplication::translate(
                  "scriptcomposer", "Memory for each node (only one memory flag may be given)."));
    } else if (!s.memPerCpu.isEmpty()) {
        d.add(
            QStringLiteral("--mem-per-cpu=") + directiveValue(s.memPerCpu),
            QCoreApplication::translate(
                "scriptcomposer", "Memory for each CPU core (only one memory flag may be given)."));
    }
    if (!s.time.isEmpty()) {
        // As written (Slurm reads every form the check accepts), less spaces around it, which
        // Slurm would refuse in the queue.
        d.add(QStringLiteral("--time=") + directiveValue(s.time.trimmed()),
              QCoreApplication::translate("scriptcomposer",
                                          "Time limit: %1. The job is stopped when it runs out.")
                  .arg(site::walltime::describe(job.timeSeconds)));
    }
    if (!s.account.isEmpty()) {
        d.add(
            QStringLiteral("--account=") + directiveValue(s.account),
            QCoreApplication::translate("scriptcomposer", "Charge the project %1.").arg(s.account));
    }
    if (!s.qos.isEmpty()) {
        d.add(QStringLiteral("--qos=") + directiveValue(s.qos),
              QCoreApplication::translate("scriptcomposer", "Quality of service %1.").arg(s.qos));
    }
    d.add(QStringLiteral("--output=") + directiveValue(s.output),
          s.error.isEmpty()
              ? QCoreApplication::translate(
                    "scriptcomposer", "Write output and errors to this file (%j is the job id).")
              : QCoreApplication::translate("scriptcomposer",
                                            "Write output to this file (%j is the job id)."));
    if (!s.error.isEmpty()) {
        d.add(QStringLiteral("--error=") + directiveValue(s.error),
              QCoreApplication::translate("scriptcomposer", "Write errors to this file."));
    }
    if (!s.mailUser.isEmpty()) {
        d.add(QStringLiteral("--mail-user=") + directiveValue(s.mailUser),
              QCoreApplication::translate("scriptcomposer", "Send e-mail to this address."));
        d.add(QStringLiteral("--mail-type=") + directiveValue(s.mailType),
              QCoreApplication::translate("scriptcomposer", "When to send e-mail."));
    }
}

void pbsDirectives(const ResolvedJob &job, QList<ScriptLine> *lines)
{
    const JobSpec &s = job.spec;
    const site::SiteProfile &p = job.profile;
    Directives d{QStringLiteral("#PBS"), lines};
    d.add(QStringLiteral("-N ") + directiveValue(s.jobName),
          QCoreApplication::translate("scriptcomposer", "The name shown in the queue."));
    if (!s.account.isEmpty()) {
        d.add(QStringLiteral("-A ") + directiveValue(s.account),
              QCoreApplication::translate("scriptcomposer", "Charge the project %1 (required).")
                  .arg(s.account));
    }
    if (job.writesPartition()) {
        d.add(QStringLiteral("-q ") + directiveValue(s.partition),
              QCoreApplication::translate("scriptcomposer", "Submit to the %1 queue.")
                  .arg(s.partition));
    }
    d.add(QStringLiteral("-l select=%1%2").arg(job.nodes).arg(p.pbsSelectSuffix),
          QCoreApplication::translate(
              "scriptcomposer", "%n whole node(s); each has all its GPUs (no per-GPU allocation).",
              nullptr, job.nodes));
    if (!p.pbsPlace.isEmpty()) {
        d.add(QStringLiteral("-l place=") + p.pbsPlace,
              QCoreApplication::translate("scriptcomposer", "Spread the nodes (%1).")
                  .arg(p.pbsPlace));
    }
    d.add(QStringLiteral("-l walltime=") + site::walltime::formatHours(job.timeSeconds),
          QCoreApplication::translate("scriptcomposer", "Time limit: %1 (required).")
              .arg(site::walltime::describe(job.timeSeconds)));
    if (!p.pbsFilesystems.isEmpty()) {
        d.add(QStringLiteral("-l filesystems=") + p.pbsFilesystems,
              QCoreApplication::translate("scriptcomposer",
                                          "The file systems the job needs (required)."));
    }
    d.addOutputAndError(s);
    if (!s.mailUser.isEmpty()) {
        d.add(QStringLiteral("-M ") + directiveValue(s.mailUser),
              QCoreApplication::translate("scriptcomposer", "Send e-mail to this address."));
        d.add(QStringLiteral("-m ae"),
              QCoreApplication::translate("scriptcomposer", "Mail when the job ends or aborts."));
    }
}

void cobaltDirectives(const ResolvedJob &job, QList<ScriptLine> *lines)
{
    const JobSpec &s = job.spec;
    Directives d{QStringLiteral("#COBALT"), lines};
    d.add(QStringLiteral("-n %1 -t %2")
              .arg(job.nodes)
              .arg(site::walltime::formatHours(job.timeSeconds)),
          QCoreApplication::translate("scriptcomposer", "%n node(s) for at most %1.", nullptr,
                                      job.nodes)
              .arg(site::walltime::describe(job.timeSeconds)));
    QString queue = QStringLiteral("-q ") + directiveValue(s.partition);
    if (!job.profile.cobaltAttrs.isEmpty()) {
        queue += QStringLiteral(" --attrs ") + job.profile.cobaltAttrs;
    }
    d.add(queue, QCoreApplication::translate(
                     "scriptcomposer", "The %1 queue, KNL memory in cache mode, quad clustering.")
                     .arg(s.partition));
    if (!s.account.isEmpty()) {
        d.add(QStringLiteral("-A ") + directiveValue(s.account),
              QCoreApplication::translate("scriptcomposer", "Charge the project %1 (required).")
                  .arg(s.account));
    }
    d.add(QStringLiteral("--jobname ") + directiveValue(s.jobName),
          QCoreApplication::translate("scriptcomposer", "The name shown in the queue."));
    d.addOutputAndError(s);
}

// TensorBoard inside the job, as the Alliance ("run tensorboard ... --host 0.0.0.0 ... & inside
// the job") and ZIH ("on the compute node: tensorboard --logdir <ws> --bind_all") document it:
// started in the background on the job's first node, on a port derived from the job id, with
// its host and port written next to the logs for Slipway's tunnel.
QList<ScriptLine> tensorBoardLines(const ResolvedJob &job, Findings *findings)
{
    if (!job.spec.tensorboard) {
        return {};
    }
    QString jobVariable;
    // A number for the port: an array task's own job id on Slurm; on PBS Pro the id's digits
    // (a sweep's task is "1234[5].server") and the task's index.
    QString jobNumber;
    QList<ScriptLine> lines;
    switch (job.profile.scheduler) {
    case site::SchedulerKind::Slurm:
        jobVariable = QStringLiteral("SLURM_JOB_ID");
        jobNumber = jobVariable;
        break;
    case site::SchedulerKind::PbsPro:
        jobVariable = QStringLiteral("SLIPWAY_JOB_NUMBER");
        jobNumber = QStringLiteral("(${PBS_JOBID%%[!0-9]*} + ${PBS_ARRAY_INDEX:-0})");
        lines << ScriptLine{QStringLiteral("SLIPWAY_JOB_NUMBER=${PBS_JOBID%%.*}"),
                            QCoreApplication::translate(
                                "scriptcomposer", "The job's number, without the server's name.")};
        break;
    case site::SchedulerKind::Cobalt:
    case site::SchedulerKind::Local:
        findings->append(
            {Finding::Severity::Advice,
             QStringLiteral("tensorboard"),
             QCoreApplication::translate("scriptcomposer",
                                         "TensorBoard inside the job is written for Slurm and PBS "
                                         "Pro clusters only; use TensorBoard on the login node "
                                         "instead (Plots → TensorBoard…)."),
             {}});
        return {};
    }
    if (job.spec.tensorboardSetup.contains(QLatin1Char('\n'))) {
        findings->append({Finding::Severity::Blocking,
                          QStringLiteral("tensorboard.setup"),
                          QStringLiteral("The TensorBoard set-up command must be one line "
                                         "(join commands with &&)."),
                          {}});
        return {};
    }
    const QString logdir =
        shellwords::pathWord(job.spec.logdir.isEmpty() ? QStringLiteral("runs") : job.spec.logdir);
    const QString id = QStringLiteral("\"$") + jobVariable + QLatin1Char('"');
    QString start = QStringLiteral("tensorboard --logdir ") + logdir +
                    QStringLiteral(" --host 0.0.0.0 --port \"$SLIPWAY_TB_PORT\" --load_fast=false");
    if (!job.spec.tensorboardSetup.trimmed().isEmpty()) {
        start = QStringLiteral("( ") + job.spec.tensorboardSetup.trimmed() +
                QStringLiteral(" && exec ") + start + QStringLiteral(" )");
    }
    lines << ScriptLine{
        QStringLiteral("mkdir -p -- ") + logdir,
        QCoreApplication::translate("scriptcomposer",
                                    "The folder your script writes event files to, made now so "
                                    "that TensorBoard can watch it from the start.")};
    lines << ScriptLine{
        QStringLiteral("SLIPWAY_TB_PORT=$((20000 + ") + jobNumber + QStringLiteral(" % 12000))"),
        QCoreApplication::translate(
            "scriptcomposer", "TensorBoard's port, from the job id (20000 to 31999, below the "
                              "ports the node gives outgoing connections), so "
                              "jobs sharing a node do not collide.")};
    lines << ScriptLine{
        start + QStringLiteral(" > ") + logdir + QStringLiteral("/.slipway-tensorboard-") + id +
            QStringLiteral(".log 2>&1 &"),
        QCoreApplication::translate("scriptcomposer",
                                    "Start TensorBoard on this node in the background, as the "
                                    "centre's documentation shows. It has no password: other "
                                    "users of the cluster can reach this port. It ends with "
                                    "the job.")};
    lines << ScriptLine{
        QStringLiteral("printf '%s %s\\n' \"$(hostname)\" \"$SLIPWAY_TB_PORT\" > ") + logdir +
            QStringLiteral("/.slipway-tensorboard-") + id,
        QStringLiteral("Tell Slipway where TensorBoard runs, so it can forward "
                       "it to your computer (Runs → TensorBoard, or slipwayctl "
                       "tunnel --run).")};
    return lines;
}

} // namespace

ComposedScript ScriptComposer::compose(const JobSpec &spec, const site::SiteProfile &profile)
{
    ComposedScript out;
    out.schedulerKind = schedulerKindName(profile.scheduler);
    switch (profile.scheduler) {
    case site::SchedulerKind::Slurm:
        out.submitCommand = QStringLiteral("sbatch");
        break;
    case site::SchedulerKind::PbsPro:
    case site::SchedulerKind::Cobalt:
        out.submitCommand = QStringLiteral("qsub");
        break;
    case site::SchedulerKind::Local:
        out.submitCommand = QStringLiteral("bash");
        break;
    }
    if (!spec.profile.isEmpty() && spec.profile != profile.id) {
        out.findings.append({Finding::Severity::Blocking,
                             QStringLiteral("profile"),
                             QCoreApplication::translate(
                                 "scriptcomposer", "The spec is for profile \"%1\", not \"%2\".")
                                 .arg(spec.profile, profile.id),
                             {}});
        return out;
    }
    if (spec.profile.isEmpty()) {
        out.findings.append({profile.scheduler == site::SchedulerKind::Local
                                 ? Finding::Severity::Advice
                                 : Finding::Severity::Info,
                             QStringLiteral("profile"),
                             QCoreApplication::translate(
                                 "scriptcomposer",
                                 "The spec names no profile, so the script is written for %1 (%2); "
                                 "add \"profile\": \"ID\" to write it for a cluster (slipwayctl "
                                 "profiles lists them).")
                                 .arg(profile.id, profile.displayName),
                             {}});
    }
    auto job = JobResolver::resolve(spec, profile, &out.findings);
    if (!job) {
        return out;
    }
    std::optional<Sweep> sweep;
    if (!job->spec.sweep.isEmpty()) {
        QString error;
        sweep = Sweep::make(job->spec.sweep, job->spec.sweepSamples,
                            quint32(job->spec.sweepRandomSeed), &error);
        if (sweep && (profile.scheduler == site::SchedulerKind::Cobalt ||
                      profile.scheduler == site::SchedulerKind::Local)) {
            error = profile.scheduler == site::SchedulerKind::Cobalt
                        ? QCoreApplication::translate(
                              "scriptcomposer",
                              "Cobalt has no job arrays, so a sweep cannot run here as "
                              "one job. Submit one run per value instead (one spec "
                              "each), or use a Slurm or PBS Pro cluster.")
                        : QCoreApplication::translate(
                              "scriptcomposer",
                              "A sweep needs a batch scheduler; the local profile runs "
                              "one script at a time.");
            sweep.reset();
        }
        if (!sweep) {
            out.findings.append({Finding::Severity::Blocking, QStringLiteral("sweep"), error, {}});
            return out;
        }
        // One log per task: %j alone would be each task's own job id, unrelated to the sweep.
        if (profile.scheduler == site::SchedulerKind::Slurm) {
            job->spec.output.replace(QStringLiteral("%j"), QStringLiteral("%A_%a"));
            job->spec.error.replace(QStringLiteral("%j"), QStringLiteral("%A_%a"));
        }
    }
    out.resolvedSpec = job->spec;
    out.gpusPerNode = job->gpusPerNode;
    out.nodes = job->nodes;
    out.tasksPerNode = job->tasksPerNode;
    QList<ScriptLine> &lines = out.lines;
    lines << ScriptLine{QStringLiteral("#!/bin/bash"),
                        QCoreApplication::translate("scriptcomposer", "Run the script with bash.")};
    switch (profile.scheduler) {
    case site::SchedulerKind::Slurm:
        slurmDirectives(*job, &lines);
        break;
    case site::SchedulerKind::PbsPro:
        pbsDirectives(*job, &lines);
        break;
    case site::SchedulerKind::Cobalt:
        cobaltDirectives(*job, &lines);
        break;
    case site::SchedulerKind::Local:
        break;
    }
    if (sweep) {
        lines << sweeplines::directives(*job, *sweep);
    }
    lines << resumelines::directives(*job, &out.findings);
    lines << ScriptLine{};
    lines << ScriptLine{
        QStringLiteral("set -e"),
        QCoreApplication::translate("scriptcomposer",
                                    "Stop at the first command that fails, so the log ends at "
                                    "the real error.")};
    if (!job->spec.workdir.isEmpty()) {
        lines << ScriptLine{
            QStringLiteral("cd -- ") + shellwords::pathWord(job->spec.workdir),
            QCoreApplication::translate("scriptcomposer", "Work in %1.").arg(job->spec.workdir)};
    } else if (profile.scheduler == site::SchedulerKind::PbsPro) {
        lines << ScriptLine{
            QStringLiteral("cd -- \"$PBS_O_WORKDIR\""),
            QCoreApplication::translate("scriptcomposer",
                                        "PBS starts jobs in the home folder; go back to the "
                                        "folder the job was submitted from.")};
    }
    for (auto it = profile.proxyEnv.cbegin(); it != profile.proxyEnv.cend(); ++it) {
        lines << ScriptLine{
            QStringLiteral("export ") + it.key() + QLatin1Char('=') + shellQuote(it.value()),
            QCoreApplication::translate("scriptcomposer",
                                        "Compute nodes reach the internet only through the "
                                        "site's proxy.")};
    }
    lines << CacheFolders::lines(profile);
    const QList<ScriptLine> env = EnvironmentRecipe::jobLines(*job);
    lines << env;
    lines << tensorBoardLines(*job, &out.findings);
    if (sweep) {
        lines << sweeplines::taskLines(*job, *sweep);
    }
    lines << resumelines::resumeLines(*job);
    lines << resumelines::launchLines(*job, Launcher::lines(*job));
    // No "# shellcheck" lines: the script is the user's to read. The tests run shellcheck on
    // every composed script with the two checks that do not apply to job scripts left out.
    out.setupLines = EnvironmentRecipe::setupLines(*job);
    return out;
}

} // namespace slipway::compose
