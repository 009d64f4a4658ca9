#include "compose/jobresolver.h"

#include "common/wordrules.h"
#include "compose/shellwords.h"
#include "compose/specwords.h"
#include "site/walltime.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QVersionNumber>

namespace slipway {

namespace {

using Severity = Finding::Severity;

void add(Findings *findings, Severity severity, const QString &field, const QString &message,
         const QString &source = {})
{
    findings->append({severity, field, message, source});
}

// "32000M", "8G", "250000" (megabytes), "1T" -> megabytes; nothing when malformed.
std::optional<qint64> memoryMb(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(R"(^(\d+)\s*([KMGT]?)B?$)"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    const qint64 n = m.captured(1).toLongLong();
    const QString unit = m.captured(2).toUpper();
    if (unit == QLatin1String("K")) {
        return n / 1024;
    }
    if (unit == QLatin1String("G")) {
        return n * 1024;
    }
    if (unit == QLatin1String("T")) {
        return n * 1024 * 1024;
    }
    return n;
}

QString describeMb(qint64 mb)
{
    if (mb >= 1024 && mb % 1024 == 0) {
        return QStringLiteral("%1 GB").arg(mb / 1024);
    }
    return QStringLiteral("%1 MB").arg(mb);
}

const Partition *pickPartition(const JobSpec &spec, const SiteProfile &profile, bool wantGpus,
                               Findings *findings)
{
    if (!spec.partition.isEmpty()) {
        return profile.partition(spec.partition);
    }
    const Partition *def = profile.defaultPartition();
    if (!def) {
        return nullptr;
    }
    if (wantGpus && !def->gpu) {
        for (const Partition &p : profile.partitions) {
            if (p.gpu &&
                (p.purpose == QLatin1String("gpu") || p.purpose == QLatin1String("debug"))) {
                add(findings, Severity::Info, QStringLiteral("partition"),
                    QStringLiteral(
                        "Using partition \"%1\" because the default, \"%2\", has no GPUs.")
                        .arg(p.name, def->name));
                return &p;
            }
        }
    }
    if (!wantGpus && def->gpu) {
        for (const Partition &p : profile.partitions) {
            if (p.purpose == QLatin1String("cpu")) {
                return &p;
            }
        }
    }
    return def;
}

int partitionIndex(const SiteProfile &profile, const QString &name)
{
    for (qsizetype i = 0; i < profile.partitions.size(); ++i) {
        if (profile.partitions.at(i).name == name) {
            return int(i);
        }
    }
    return -1;
}

// The version in "torch==2.4.0" among the packages, if any.
QString pinnedTorch(const QStringList &packages)
{
    static const QRegularExpression re(QStringLiteral(R"(^torch\s*==\s*([0-9][0-9.]*))"));
    for (const QString &p : packages) {
        const auto m = re.match(p.trimmed());
        if (m.hasMatch()) {
            return m.captured(1);
        }
    }
    return {};
}

// --num_workers=4, --num-workers 4, --workers=4
std::optional<int> numWorkersArgument(const QStringList &args)
{
    static const QRegularExpression re(QStringLiteral(R"(^--(?:num[_-])?workers(?:=(\d+))?$)"));
    for (qsizetype i = 0; i < args.size(); ++i) {
        const auto m = re.match(args.at(i));
        if (!m.hasMatch()) {
            continue;
        }
        if (!m.captured(1).isEmpty()) {
            return m.captured(1).toInt();
        }
        if (i + 1 < args.size()) {
            bool ok = false;
            const int n = args.at(i + 1).toInt(&ok);
            if (ok) {
                return n;
            }
        }
    }
    return std::nullopt;
}

QString unconfirmedNote(const SiteProfile &profile, const QString &field)
{
    const ProfileProvenance *p = profile.provenanceFor(field);
    if (!p || !(p->tag == QLatin1String("UNCONFIRMED") || p->tag == QLatin1String("CONFLICT") ||
                p->tag == QLatin1String("3P"))) {
        return {};
    }
    return p->note.isEmpty() ? QStringLiteral("only seen in third-party material") : p->note;
}

// Words that a program parses again after the shell (module, conda, pip, apptainer, sbatch)
// must match that program's rule (common/wordrules.h); a job with one that does not gets no
// script at all, so nothing can run it. True when something was refused.
bool refuseUnsafeWords(const JobSpec &spec, Findings *findings)
{
    const QList<WordProblem> problems = specWordProblems(spec);
    for (const WordProblem &p : problems) {
        add(findings, Severity::Blocking, p.field, describeForUser(p));
    }
    return !problems.isEmpty();
}

// mail.type: the values sbatch --mail-type accepts (sbatch(1)), comma-separated. PBS Pro and
// Cobalt scripts do not use it.
void checkMailType(const JobSpec &s, const SiteProfile &profile, Findings *findings)
{
    if (s.mailType.isEmpty() || profile.scheduler != SchedulerKind::Slurm) {
        return;
    }
    if (s.mailUser.isEmpty()) {
        add(findings, Severity::Advice, QStringLiteral("mail.type"),
            QStringLiteral("mail.type is given without mail.user, so the script asks for no "
                           "e-mail; add mail.user (your address)."));
        return;
    }
    static const QStringList known{QStringLiteral("NONE"),
                                   QStringLiteral("BEGIN"),
                                   QStringLiteral("END"),
                                   QStringLiteral("FAIL"),
                                   QStringLiteral("REQUEUE"),
                                   QStringLiteral("ALL"),
                                   QStringLiteral("INVALID_DEPEND"),
                                   QStringLiteral("STAGE_OUT"),
                                   QStringLiteral("TIME_LIMIT"),
                                   QStringLiteral("TIME_LIMIT_90"),
                                   QStringLiteral("TIME_LIMIT_80"),
                                   QStringLiteral("TIME_LIMIT_50"),
                                   QStringLiteral("ARRAY_TASKS")};
    QStringList unknown;
    for (const QString &value : s.mailType.split(QLatin1Char(','))) {
        if (!known.contains(value)) {
            unknown << QStringLiteral("\"%1\"").arg(wordrules::quoteForMessage(value));
        }
    }
    if (!unknown.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("mail.type"),
            QStringLiteral("%1 is not a mail type Slurm knows; write a comma-separated list of %2 "
                           "(for example END,FAIL).")
                .arg(unknown.join(QStringLiteral(", ")), known.join(QStringLiteral(", "))));
    }
}

} // namespace

std::optional<ResolvedJob> JobResolver::resolve(const JobSpec &input, const SiteProfile &profile,
                                                Findings *findings)
{
    ResolvedJob job;
    job.profile = profile;
    JobSpec s = input;
    if (s.profile.isEmpty()) {
        s.profile = profile.id;
    }
    const Findings::size_type before = findings->size();
    const bool local = profile.scheduler == SchedulerKind::Local;

    if (profile.isRetired()) {
        add(findings, Severity::Advice, QStringLiteral("profile"),
            QStringLiteral("%1 is retired (%2). The script follows its documentation for "
                           "reference; for new work use %3.")
                .arg(profile.id, profile.retiredOn,
                     profile.successorIds.join(QStringLiteral(" or "))));
    }

    // Parallelism and environment recipe
    if (s.parallelism.isEmpty()) {
        s.parallelism = profile.defaultParallelism;
    }
    if (!parallelismNames().contains(s.parallelism)) {
        add(findings, Severity::Blocking, QStringLiteral("parallelism"),
            QStringLiteral("\"%1\" is not a parallelism Slipway knows; choose one of %2.")
                .arg(s.parallelism, parallelismNames().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    const EnvironmentDefaults &envDefault = profile.defaultEnvironment;
    if (s.environment.recipe.isEmpty()) {
        s.environment.recipe = envDefault.recipe;
        if (s.environment.modules.isEmpty()) {
            s.environment.modules = envDefault.modules;
        }
        if (s.environment.path.isEmpty()) {
            s.environment.path = envDefault.path;
        }
        if (s.environment.packages.isEmpty()) {
            s.environment.packages = envDefault.packages;
        }
        if (s.environment.image.isEmpty()) {
            s.environment.image = envDefault.image;
        }
        if (s.environment.pythonVersion.isEmpty()) {
            s.environment.pythonVersion = envDefault.pythonVersion;
        }
    }
    if (!recipeNames().contains(s.environment.recipe)) {
        add(findings, Severity::Blocking, QStringLiteral("environment.recipe"),
            QStringLiteral("\"%1\" is not an environment recipe Slipway knows; choose one of %2.")
                .arg(s.environment.recipe, recipeNames().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    if (refuseUnsafeWords(s, findings)) {
        return std::nullopt;
    }

    // Partition
    const bool wantGpus = parallelismNeedsGpus(s.parallelism) || s.gpusPerNode > 0;
    if (!local) {
        const Partition *part = pickPartition(s, profile, wantGpus, findings);
        if (!part) {
            QStringList names;
            for (const Partition &p : profile.partitions) {
                names << p.name;
            }
            add(findings, Severity::Blocking, QStringLiteral("partition"),
                QStringLiteral("%1 has no partition \"%2\"; it has %3.")
                    .arg(profile.displayName, s.partition, names.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        job.partition = *part;
        s.partition = part->name;
        const QString note = unconfirmedNote(
            profile,
            QStringLiteral("partitions[%1].name").arg(partitionIndex(profile, part->name)));
        if (!note.isEmpty() && job.writesPartition()) {
            add(findings, Severity::Advice, QStringLiteral("partition"),
                QStringLiteral("The partition name \"%1\" is not confirmed by the site's own "
                               "documentation (%2); check it with 'sinfo' on the login node.")
                    .arg(part->name, note));
        }
    }
    const Partition *part = job.partition ? &*job.partition : nullptr;

    // Nodes
    job.nodes = s.nodes > 0 ? s.nodes : 1;
    s.nodes = job.nodes;
    if (part && part->maxNodes > 0 && job.nodes > part->maxNodes) {
        add(findings, Severity::Blocking, QStringLiteral("nodes"),
            QStringLiteral("%1 allows at most %2 node(s); the job asks for %3.")
                .arg(part->name)
                .arg(part->maxNodes)
                .arg(job.nodes));
    }
    if (part && part->minNodes > 1 && job.nodes < part->minNodes) {
        add(findings, Severity::Advice, QStringLiteral("nodes"),
            QStringLiteral("%1 is meant for jobs of %2 nodes or more; a smaller job may be refused "
                           "or charged as %2 nodes. Choose a debug queue for small tests.")
                .arg(part->name)
                .arg(part->minNodes));
    }
    const bool singleNodeKind =
        s.parallelism == QLatin1String("data-parallel") ||
        s.parallelism == QLatin1String("model-parallel") ||
        s.parallelism == QLatin1String("pipeline") || s.parallelism == QLatin1String("gpu") ||
        s.parallelism == QLatin1String("cpu") || s.parallelism == QLatin1String("multi-cpu");
    if (singleNodeKind && job.nodes > 1) {
        add(findings, Severity::Blocking, QStringLiteral("nodes"),
            QStringLiteral(
                "\"%1\" runs one process on one node, so extra nodes would sit idle. Use "
                "1 node, or ddp-srun / ddp-torchrun to train across nodes.")
                .arg(s.parallelism));
    }

    // GPUs
    if (s.gpusPerNode >= 0) {
        job.gpusPerNode = s.gpusPerNode;
    } else if (s.parallelism == QLatin1String("gpu")) {
        job.gpusPerNode = 1;
    } else if (wantGpus || (s.parallelism == QLatin1String("horovod") && part && part->gpu)) {
        job.gpusPerNode = part && part->gpu ? part->gpu->perNode : 1;
        if (s.parallelism != QLatin1String("horovod") && part && part->gpu &&
            profile.defaultGpusPerNode > 1) {
            job.gpusPerNode = std::min(part->gpu->perNode, profile.defaultGpusPerNode);
        }
    }
    if (!profile.allowedGpuCounts.isEmpty() && job.gpusPerNode > 0 &&
        !profile.allowedGpuCounts.contains(job.gpusPerNode)) {
        QStringList allowed;
        for (int n : profile.allowedGpuCounts) {
            allowed << QString::number(n);
        }
        add(findings, Severity::Blocking, QStringLiteral("gpus_per_node"),
            QStringLiteral("%1 accepts only %2 GPU(s) per node; the job asks for %3.")
                .arg(profile.displayName, allowed.join(QStringLiteral(" or ")))
                .arg(job.gpusPerNode));
    }
    s.gpusPerNode = job.gpusPerNode;
    if (parallelismNeedsGpus(s.parallelism) && job.gpusPerNode == 0) {
        add(findings, Severity::Blocking, QStringLiteral("gpus_per_node"),
            QStringLiteral("\"%1\" needs at least one GPU; ask for GPUs or choose cpu / multi-cpu.")
                .arg(s.parallelism));
    }
    if (job.gpusPerNode > 0 && !local) {
        if (!part || !part->gpu) {
            add(findings, Severity::Blocking, QStringLiteral("partition"),
                QStringLiteral("%1 has no GPUs; choose a GPU partition for this job.")
                    .arg(part ? part->name : profile.displayName));
        } else if (job.gpusPerNode > part->gpu->perNode) {
            add(findings, Severity::Blocking, QStringLiteral("gpus_per_node"),
                QStringLiteral("A node of %1 has %2 GPU(s); the job asks for %3 per node. Ask for "
                               "fewer, or more nodes with ddp-srun / ddp-torchrun.")
                    .arg(part->name)
                    .arg(part->gpu->perNode)
                    .arg(job.gpusPerNode));
        }
        if (part && part->gpu) {
            job.gpuTypeSpecifier = s.gpuType.isEmpty() ? part->gpu->typeSpecifier : s.gpuType;
            if (profile.gpuModelRequired && job.gpuTypeSpecifier.isEmpty()) {
                add(findings, Severity::Blocking, QStringLiteral("gpu_type"),
                    QStringLiteral("%1 needs the GPU model in the request (for example h100); "
                                   "name the GPU model (gpu_type in a job spec file).")
                        .arg(profile.displayName));
            }
        }
    }
    if (job.gpusPerNode > 0 && !wantGpus && s.parallelism != QLatin1String("horovod")) {
        add(findings, Severity::Advice, QStringLiteral("gpus_per_node"),
            QStringLiteral(
                "The job asks for GPUs but its parallelism is \"%1\", which does not use "
                "them. Choose gpu or a multi-GPU parallelism, or ask for 0 GPUs.")
                .arg(s.parallelism));
    }
    if (s.parallelism == QLatin1String("gpu") && job.gpusPerNode > 1) {
        add(findings, Severity::Advice, QStringLiteral("gpus_per_node"),
            QStringLiteral("A one-GPU job uses one GPU; the other %1 would sit idle. Choose "
                           "data-parallel or DDP to use them.")
                .arg(job.gpusPerNode - 1));
    }
    if ((s.parallelism == QLatin1String("data-parallel") ||
         s.parallelism == QLatin1String("model-parallel") ||
         s.parallelism == QLatin1String("pipeline")) &&
        job.gpusPerNode == 1) {
        add(findings, Severity::Advice, QStringLiteral("gpus_per_node"),
            QStringLiteral("\"%1\" spreads work over several GPUs; with one GPU it gains nothing.")
                .arg(s.parallelism));
    }

    // Tasks per node
    int ruleTasks = 1;
    QString ruleText = QStringLiteral("one task per node");
    if (s.parallelism == QLatin1String("ddp-srun") ||
        (s.parallelism == QLatin1String("horovod") && job.gpusPerNode > 0)) {
        ruleTasks = std::max(1, job.gpusPerNode);
        ruleText = QStringLiteral("one task per GPU (%1 per node)").arg(ruleTasks);
    }
    if (s.tasksPerNode > 0) {
        job.tasksPerNode = s.tasksPerNode;
        const bool fixedRule = s.parallelism != QLatin1String("horovod") || job.gpusPerNode > 0;
        if (fixedRule && s.tasksPerNode != ruleTasks) {
            const bool ddp = s.parallelism.startsWith(QLatin1String("ddp")) ||
                             s.parallelism == QLatin1String("horovod");
            add(findings, ddp ? Severity::Blocking : Severity::Advice,
                QStringLiteral("tasks_per_node"),
                QStringLiteral(
                    "\"%1\" needs %2, but “Tasks per node” is %3%4. Leave “Tasks per node” "
                    "empty and Slipway sets it.")
                    .arg(s.parallelism, ruleText)
                    .arg(s.tasksPerNode)
                    .arg(ddp ? QStringLiteral(": the ranks would not match the GPUs") : QString()));
        }
    } else {
        job.tasksPerNode = ruleTasks;
    }
    s.tasksPerNode = job.tasksPerNode;

    // CPUs per task
    if (s.cpusPerTask > 0) {
        job.cpusPerTask = s.cpusPerTask;
    } else if (job.gpusPerNode > 0 && part && part->perGpu.recommendedCpus > 0) {
        const int perNode = part->perGpu.recommendedCpus * job.gpusPerNode;
        job.cpusPerTask = std::max(1, perNode / std::max(1, job.tasksPerNode));
    } else if (s.parallelism == QLatin1String("multi-cpu")) {
        job.cpusPerTask = std::max(4, profile.defaultCpusPerTask);
    } else {
        job.cpusPerTask = std::max(1, profile.defaultCpusPerTask);
    }
    s.cpusPerTask = job.cpusPerTask;
    const int cpusPerNode = job.cpusPerTask * job.tasksPerNode;
    if (part) {
        const int cores = part->requestableCores > 0 ? part->requestableCores : part->coresPerNode;
        if (cores > 0 && cpusPerNode > cores && part->cpuArch != QLatin1String("knl")) {
            add(findings, Severity::Blocking, QStringLiteral("cpus_per_task"),
                QStringLiteral(
                    "The job asks for %1 CPU cores per node, but a node of %2 offers %3.")
                    .arg(cpusPerNode)
                    .arg(part->name)
                    .arg(cores));
        }
    }
    if (s.parallelism == QLatin1String("multi-cpu") && job.cpusPerTask == 1) {
        add(findings, Severity::Advice, QStringLiteral("cpus_per_task"),
            QStringLiteral("multi-cpu with one CPU runs like cpu; ask for more “CPUs per task” so "
                           "PyTorch can use several threads."));
    }

    // Memory
    if (!s.mem.isEmpty() && !s.memPerCpu.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("mem"),
            QStringLiteral("Give either “Memory per node” (mem) or a memory per CPU (mem_per_cpu), "
                           "not both: the scheduler accepts only "
                           "one memory flag."),
            QStringLiteral("Z-pt21"));
    }
    if (s.mem.isEmpty() && s.memPerCpu.isEmpty() && !local) {
        if (!profile.defaultMem.isEmpty()) {
            s.mem = profile.defaultMem;
        } else if (job.gpusPerNode > 0 && part && part->perGpu.recommendedMemMb > 0) {
            s.mem = QStringLiteral("%1M").arg(part->perGpu.recommendedMemMb * job.gpusPerNode);
        }
    }
    std::optional<qint64> memPerNodeMb;
    for (const auto &[field, value] : {std::pair{QStringLiteral("mem"), s.mem},
                                       std::pair{QStringLiteral("mem_per_cpu"), s.memPerCpu}}) {
        if (value.isEmpty()) {
            continue;
        }
        const auto mb = memoryMb(value);
        if (!mb || *mb <= 0) {
            add(findings, Severity::Blocking, field,
                QStringLiteral("\"%1\" is not an amount of memory; write it like 32000M or 8G.")
                    .arg(value));
            continue;
        }
        memPerNodeMb = field == QLatin1String("mem") ? *mb : *mb * cpusPerNode;
    }
    if (!profile.memoryHonored && (!input.mem.isEmpty() || !input.memPerCpu.isEmpty())) {
        add(findings, Severity::Advice, QStringLiteral("mem"),
            QStringLiteral("%1 ignores memory requests; Slipway leaves the memory flag out.")
                .arg(profile.displayName));
    }
    if (!profile.memoryHonored) {
        s.mem.clear();
        s.memPerCpu.clear();
        memPerNodeMb.reset();
    }
    if (memPerNodeMb && part && part->memPerNodeMb > 0 && *memPerNodeMb > part->memPerNodeMb) {
        add(findings, Severity::Blocking, QStringLiteral("mem"),
            QStringLiteral("The job asks for %1 per node, but a node of %2 has %3.")
                .arg(describeMb(*memPerNodeMb), part->name, describeMb(part->memPerNodeMb)));
    }

    // Per-GPU caps and recommendations
    if (part && part->gpu && job.gpusPerNode > 0) {
        const PerGpuRule &rule = part->perGpu;
        const double cpusPerGpu = double(cpusPerNode) / job.gpusPerNode;
        const int pIndex = partitionIndex(profile, part->name);
        const ProfileProvenance *pv =
            profile.provenanceFor(QStringLiteral("partitions[%1].per_gpu").arg(pIndex));
        const QString source = pv ? pv->source : QString();
        if (rule.maxCpus > 0 && cpusPerGpu > rule.maxCpus) {
            add(findings, rule.enforced ? Severity::Blocking : Severity::Advice,
                QStringLiteral("cpus_per_task"),
                QStringLiteral("%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for "
                               "%5 GPU(s). Ask for %6 cores per node or fewer.")
                    .arg(part->name,
                         rule.enforced ? QStringLiteral("allows") : QStringLiteral("recommends"))
                    .arg(rule.maxCpus)
                    .arg(cpusPerNode)
                    .arg(job.gpusPerNode)
                    .arg(rule.maxCpus * job.gpusPerNode),
                source);
        } else if (rule.recommendedCpus > 0 && int(cpusPerGpu) != rule.recommendedCpus) {
            add(findings, Severity::Advice, QStringLiteral("cpus_per_task"),
                QStringLiteral("The site recommends %1 CPU cores per GPU on %2 (%3 for %4 GPU(s)); "
                               "the job asks for %5.")
                    .arg(rule.recommendedCpus)
                    .arg(part->name)
                    .arg(rule.recommendedCpus * job.gpusPerNode)
                    .arg(job.gpusPerNode)
                    .arg(cpusPerNode),
                source);
        }
        if (memPerNodeMb) {
            const qint64 memPerGpu = *memPerNodeMb / job.gpusPerNode;
            if (rule.maxMemMb > 0 && memPerGpu > rule.maxMemMb) {
                add(findings, rule.enforced ? Severity::Blocking : Severity::Advice,
                    QStringLiteral("mem"),
                    QStringLiteral("%1 %2 at most %3 of memory per GPU; the job asks for %4 per "
                                   "GPU.")
                        .arg(part->name,
                             rule.enforced ? QStringLiteral("allows")
                                           : QStringLiteral("recommends"),
                             describeMb(rule.maxMemMb), describeMb(memPerGpu)),
                    source);
            }
        }
    }

    // Walltime
    if (s.time.isEmpty()) {
        // The profile's default suits a first job; the partition's applies past its maximum.
        qint64 t = profile.defaultTime;
        if (part && part->maxWalltime > 0 && t > part->maxWalltime) {
            t = part->defaultWalltime > 0 ? part->defaultWalltime : part->maxWalltime;
        }
        if (t == 0 && part) {
            t = part->defaultWalltime;
        }
        if (t > 0) {
            s.time = walltime::formatSlurm(t);
        }
    }
    if (!s.time.isEmpty()) {
        const auto seconds = walltime::parse(s.time);
        if (!seconds || *seconds <= 0) {
            add(findings, Severity::Blocking, QStringLiteral("time"),
                QStringLiteral("\"%1\" is not a time limit; write it like 01:30:00 or 2-00:00:00.")
                    .arg(s.time));
        } else {
            job.timeSeconds = *seconds;
            if (part && part->maxWalltime > 0 && *seconds > part->maxWalltime) {
                add(findings, Severity::Blocking, QStringLiteral("time"),
                    QStringLiteral("%1 allows at most %2; the job asks for %3.")
                        .arg(part->name, walltime::describe(part->maxWalltime),
                             walltime::describe(*seconds)));
            }
            if (part && part->minWalltime > 0 && *seconds < part->minWalltime) {
                add(findings, Severity::Advice, QStringLiteral("time"),
                    QStringLiteral("%1 expects jobs of at least %2; shorter jobs may be charged "
                                   "as that or refused.")
                        .arg(part->name, walltime::describe(part->minWalltime)));
            }
        }
    } else if (profile.timeRequired) {
        add(findings, Severity::Blocking, QStringLiteral("time"),
            QStringLiteral("%1 requires a time limit; set time.").arg(profile.displayName));
    }

    // Account and QOS
    if (s.account.isEmpty() && profile.accountRequired == QLatin1String("always")) {
        add(findings, Severity::Blocking, QStringLiteral("account"),
            QStringLiteral("%1 requires an account (project) for every job%2; set account.")
                .arg(profile.displayName,
                     profile.accountFormatHint.isEmpty()
                         ? QString()
                         : QStringLiteral(", such as %1").arg(profile.accountFormatHint)));
    } else if (s.account.isEmpty() && profile.accountRequired == QLatin1String("if_multiple")) {
        add(findings, Severity::Advice, QStringLiteral("account"),
            QStringLiteral("If you belong to more than one project on %1, jobs without an account "
                           "are refused; set account%2.")
                .arg(profile.displayName,
                     profile.accountFormatHint.isEmpty()
                         ? QString()
                         : QStringLiteral(" (%1)").arg(profile.accountFormatHint)));
    }
    if (s.qos.isEmpty() && part && !part->qos.isEmpty()) {
        s.qos = part->qos;
    }

    // Names and paths that go into directive lines
    if (s.entry.trimmed().isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("entry"),
            QStringLiteral("Choose the “Training script”: the Python file to run, for example "
                           "train.py."));
    }
    if (s.jobName.isEmpty()) {
        const QString stem = QFileInfo(s.entry).completeBaseName();
        s.jobName = stem.isEmpty() ? QStringLiteral("slipway-job") : stem;
    }
    if (s.output.isEmpty() && profile.scheduler == SchedulerKind::Slurm) {
        s.output = QStringLiteral("slipway-%j.out");
    }
    const std::pair<QString, QString> directiveFields[] = {
        {QStringLiteral("job_name"), s.jobName},
        {QStringLiteral("output"), s.output},
        {QStringLiteral("error"), s.error},
        {QStringLiteral("mail"), s.mailUser},
        {QStringLiteral("workdir"), s.workdir},
        {QStringLiteral("entry"), s.entry},
        {QStringLiteral("time"), s.time},
        {QStringLiteral("mem"), s.mem},
        {QStringLiteral("mem_per_cpu"), s.memPerCpu},
        {QStringLiteral("mail.type"), s.mailType}};
    bool directivesSafe = true;
    for (const auto &[field, value] : directiveFields) {
        if (!shellwords::isDirectiveSafe(value)) {
            add(findings, Severity::Blocking, field,
                QStringLiteral("“%1” contains a line break or another control character, which "
                               "would break the job script; remove it.")
                    .arg(Finding::fieldLabel(field)));
            directivesSafe = false;
        }
    }
    // A line break in a directive would end it and run the rest as a command: no script is
    // written at all, so none can be copied and run by hand either.
    if (!directivesSafe) {
        return std::nullopt;
    }
    if (s.jobName.size() > 200) {
        add(findings, Severity::Blocking, QStringLiteral("job_name"),
            QStringLiteral("The job name is %1 characters long; keep it under 200.")
                .arg(s.jobName.size()));
    }
    if (!s.mailUser.isEmpty() && s.mailType.isEmpty()) {
        s.mailType = QStringLiteral("END,FAIL");
    }
    checkMailType(s, profile, findings);

    // Environment recipe fields
    const JobEnvironment &env = s.environment;
    const QString &recipe = env.recipe;
    if (recipe == QLatin1String("modules") && env.modules.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("environment.modules"),
            QStringLiteral("“Modules to load” is empty: give at least one module, for example "
                           "PyTorch."));
    }
    if ((recipe == QLatin1String("venv") || recipe == QLatin1String("conda")) &&
        env.path.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("environment.path"),
            QStringLiteral(
                "“Environment folder” is empty: the %1 recipe needs the folder where the "
                "environment lives%2.")
                .arg(recipe,
                     profile.envLocationHint.isEmpty()
                         ? QString()
                         : QStringLiteral(", for example %1").arg(profile.envLocationHint)));
    }
    if (recipe == QLatin1String("container") && env.image.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("environment.image"),
            QStringLiteral("“Container image” is empty: give an image (a .sif file)%1.")
                .arg(
                    profile.containerImages.isEmpty()
                        ? QString()
                        : QStringLiteral(", for example %1").arg(profile.containerImages.first())));
    }
    if (recipe == QLatin1String("container") &&
        (profile.containerRuntime.isEmpty() || profile.containerRuntime == QLatin1String("none"))) {
        add(findings, Severity::Blocking, QStringLiteral("environment.recipe"),
            QStringLiteral("%1 has no container runtime that Slipway knows of.")
                .arg(profile.displayName));
    }
    for (const QString &field : {env.path, env.image}) {
        if (!shellwords::isDirectiveSafe(field)) {
            add(findings, Severity::Blocking, QStringLiteral("environment"),
                QStringLiteral("An environment path contains a line break or another control "
                               "character; remove it."));
        }
    }
    for (qsizetype i = 0; i < profile.unsuitableEnvPaths.size(); ++i) {
        const QString &prefix = profile.unsuitableEnvPaths.at(i);
        const bool isPathRecipe =
            recipe == QLatin1String("venv") || recipe == QLatin1String("conda");
        if (isPathRecipe &&
            (env.path == prefix || env.path.startsWith(prefix + QLatin1Char('/')))) {
            add(findings, Severity::Blocking, QStringLiteral("environment.path"),
                QStringLiteral("%1 is not a place for an environment on %2: %3. Choose another "
                               "folder%4.")
                    .arg(env.path, profile.displayName, profile.unsuitableEnvReasons.value(i),
                         profile.envLocationHint.isEmpty()
                             ? QString()
                             : QStringLiteral(", such as %1").arg(profile.envLocationHint)));
        }
    }
    if (recipe == QLatin1String("virtualenv-wheelhouse") && profile.nodeLocalEnvVar.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("environment.recipe"),
            QStringLiteral("%1 has no node-local folder for a per-job environment; use venv.")
                .arg(profile.displayName));
    }
    if (local && recipe != QLatin1String("none") && recipe != QLatin1String("venv") &&
        recipe != QLatin1String("conda")) {
        add(findings, Severity::Blocking, QStringLiteral("environment.recipe"),
            QStringLiteral("On this computer use the none, venv or conda recipe."));
    }
    if (local && job.gpusPerNode > 1 && s.parallelism != QLatin1String("data-parallel")) {
        add(findings, Severity::Advice, QStringLiteral("parallelism"),
            QStringLiteral("On this computer Slipway runs a single process."));
    }
    if (local &&
        (s.parallelism == QLatin1String("ddp-srun") || s.parallelism == QLatin1String("horovod"))) {
        add(findings, Severity::Blocking, QStringLiteral("parallelism"),
            QStringLiteral("\"%1\" needs a scheduler; on this computer use ddp-torchrun.")
                .arg(s.parallelism));
    }

    // Advice from the sites
    if (s.modelSize == QLatin1String("small") && job.gpusPerNode > 0) {
        add(findings, Severity::Advice, QStringLiteral("parallelism"),
            QStringLiteral("For a small model, several CPUs are usually the better choice: a GPU "
                           "gives little speed-up and sits mostly idle (multi-cpu)."),
            QStringLiteral("C-pt"));
    }
    if (part && part->gpu && job.gpusPerNode > 0) {
        for (auto it = profile.minTorchForGpu.cbegin(); it != profile.minTorchForGpu.cend(); ++it) {
            if (!part->gpu->model.contains(it.key(), Qt::CaseInsensitive)) {
                continue;
            }
            QString version = s.torchVersion;
            if (version.isEmpty()) {
                version = pinnedTorch(env.packages);
            }
            const QVersionNumber minimum = QVersionNumber::fromString(it.value());
            if (version.isEmpty()) {
                add(findings, Severity::Advice, QStringLiteral("environment"),
                    QStringLiteral("%1 GPUs need torch %2 or newer; make sure the environment has "
                                   "it.")
                        .arg(it.key(), it.value()),
                    QStringLiteral("C-pt"));
            } else if (QVersionNumber::fromString(version) < minimum) {
                add(findings, Severity::Blocking, QStringLiteral("environment"),
                    QStringLiteral("torch %1 does not run on %2 GPUs; %3 or newer is required.")
                        .arg(version, it.key(), it.value()),
                    QStringLiteral("C-pt"));
            }
        }
    }
    if (profile.computeInternet == QLatin1String("none")) {
        add(findings, Severity::Advice, QStringLiteral("entry"),
            QStringLiteral("Compute nodes of %1 have no internet: download datasets and "
                           "pretrained weights on the login node before the job (a download "
                           "inside the job fails).")
                .arg(profile.displayName));
    } else if (profile.computeInternet == QLatin1String("proxy")) {
        add(findings, Severity::Info, QStringLiteral("entry"),
            QStringLiteral("Compute nodes reach the internet only through the site's proxy; the "
                           "script sets it."));
    }
    const auto workers = numWorkersArgument(s.args);
    if (workers && *workers > job.cpusPerTask) {
        add(findings, Severity::Advice, QStringLiteral("args"),
            QStringLiteral("The script is given %1 DataLoader workers but each task has %2 CPU "
                           "core(s); use num_workers = “CPUs per task” (%2).")
                .arg(*workers)
                .arg(job.cpusPerTask),
            QStringLiteral("C-pt"));
    } else if (!workers && job.gpusPerNode > 0 && job.cpusPerTask > 1) {
        add(findings, Severity::Info, QStringLiteral("args"),
            QStringLiteral("Give the DataLoader as many workers as each task has CPU cores "
                           "(num_workers=%1).")
                .arg(job.cpusPerTask));
    }
    if (s.parallelism == QLatin1String("model-parallel")) {
        add(findings, Severity::Advice, QStringLiteral("parallelism"),
            QStringLiteral("Plain model parallelism splits a model that does not fit on one GPU; "
                           "it does not make training faster. Use pipeline parallelism or DDP if "
                           "speed is the goal."));
    }
    for (const ProfilePitfall &pit : profile.pitfalls) {
        if (pit.severity == QLatin1String("advice")) {
            add(findings, Severity::Advice, {}, pit.text, pit.source);
        } else if (pit.severity == QLatin1String("block")) {
            add(findings, Severity::Blocking, {}, pit.text, pit.source);
        }
    }

    job.spec = s;
    Q_UNUSED(before);
    return job;
}

} // namespace slipway
