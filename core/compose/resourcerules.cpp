// The rules for resources: partition, nodes, GPUs, tasks, CPUs, memory, per-GPU caps, time
// limit, account and QOS.

#include "compose/resolverules.h"
#include "compose/resolverulesupport.h"

#include "site/memoryamount.h"
#include "site/walltime.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace slipway::compose::resolverules {

using namespace support;

namespace {

// "32000M", "8G", "250000" (megabytes), "1T" -> megabytes; nothing when malformed.
std::optional<qint64> memoryMb(const QString &text)
{
    return site::memoryamount::megabytes(text);
}

QString describeMb(qint64 mb)
{
    if (mb >= 1024 && mb % 1024 == 0) {
        return QStringLiteral("%1 GB").arg(mb / 1024);
    }
    return QStringLiteral("%1 MB").arg(mb);
}

const site::Partition *pickPartition(const JobSpec &spec, const site::SiteProfile &profile,
                                     bool wantGpus, Findings &findings)
{
    if (!spec.partition.isEmpty()) {
        return profile.partition(spec.partition);
    }
    const site::Partition *def = profile.defaultPartition();
    if (!def) {
        return nullptr;
    }
    if (wantGpus && !def->gpu) {
        for (const site::Partition &p : profile.partitions) {
            if (p.gpu &&
                (p.purpose == QLatin1String("gpu") || p.purpose == QLatin1String("debug"))) {
                add(findings, Severity::Info, QStringLiteral("partition"),
                    QCoreApplication::translate(
                        "resourcerules",
                        "Using partition \"%1\" because the default, \"%2\", has no GPUs.")
                        .arg(p.name, def->name));
                return &p;
            }
        }
    }
    if (!wantGpus && def->gpu) {
        for (const site::Partition &p : profile.partitions) {
            if (p.purpose == QLatin1String("cpu")) {
                return &p;
            }
        }
    }
    return def;
}

int partitionIndex(const site::SiteProfile &profile, const QString &name)
{
    for (qsizetype i = 0; i < profile.partitions.size(); ++i) {
        if (profile.partitions.at(i).name == name) {
            return int(i);
        }
    }
    return -1;
}

QString unconfirmedNote(const site::SiteProfile &profile, const QString &field)
{
    const site::ProfileProvenance *p = profile.provenanceFor(field);
    if (!p || !(p->tag == QLatin1String("UNCONFIRMED") || p->tag == QLatin1String("CONFLICT") ||
                p->tag == QLatin1String("3P"))) {
        return {};
    }
    return p->note.isEmpty() ? QStringLiteral("only seen in third-party material") : p->note;
}

// GPUs are wanted when the parallelism needs them or the user asked for some.
bool wantsGpus(const JobSpec &input, const JobSpec &s)
{
    return parallelismNeedsGpus(s.parallelism) || input.gpusPerNode > 0;
}

// The memory per node the spec asks for, from mem or mem_per_cpu; nothing when neither is
// given or readable.
std::optional<qint64> requestedMemPerNodeMb(const JobSpec &s, int cpusPerNode)
{
    std::optional<qint64> perNode;
    if (const auto mb = memoryMb(s.mem); !s.mem.isEmpty() && mb && *mb > 0) {
        perNode = mb;
    }
    if (const auto mb = memoryMb(s.memPerCpu); !s.memPerCpu.isEmpty() && mb && *mb > 0) {
        perNode = *mb * cpusPerNode;
    }
    return perNode;
}

} // namespace

Outcome partitionExists(const JobSpec &input, const site::SiteProfile &profile, ResolvedJob &job,
                        Findings &findings)
{
    if (profile.scheduler == site::SchedulerKind::Local) {
        return Outcome::Continue;
    }
    JobSpec &s = job.spec;
    const site::Partition *part = pickPartition(s, profile, wantsGpus(input, s), findings);
    if (!part) {
        QStringList names;
        for (const site::Partition &p : profile.partitions) {
            names << p.name;
        }
        add(findings, Severity::Blocking, QStringLiteral("partition"),
            QCoreApplication::translate("resourcerules", "%1 has no partition \"%2\"; it has %3.")
                .arg(profile.displayName, s.partition, names.join(QStringLiteral(", "))));
        return Outcome::Stop;
    }
    job.partition = *part;
    s.partition = part->name;
    const QString note = unconfirmedNote(
        profile, QStringLiteral("partitions[%1].name").arg(partitionIndex(profile, part->name)));
    if (!note.isEmpty() && job.writesPartition()) {
        add(findings, Severity::Advice, QStringLiteral("partition"),
            QCoreApplication::translate(
                "resourcerules", "The partition name \"%1\" is not confirmed by the site's own "
                                 "documentation (%2); check it with 'sinfo' on the login node.")
                .arg(part->name, note));
    }
    return Outcome::Continue;
}

Outcome nodesWithinPartition(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                             Findings &findings)
{
    JobSpec &s = job.spec;
    const site::Partition *part = partitionOf(job);
    job.nodes = s.nodes > 0 ? s.nodes : 1;
    s.nodes = job.nodes;
    if (part && part->maxNodes > 0 && job.nodes > part->maxNodes) {
        add(findings, Severity::Blocking, QStringLiteral("nodes"),
            QCoreApplication::translate("resourcerules",
                                        "%1 allows at most %n node(s); the job asks for %2.",
                                        nullptr, part->maxNodes)
                .arg(part->name)
                .arg(job.nodes));
    }
    if (part && part->minNodes > 1 && job.nodes < part->minNodes) {
        add(findings, Severity::Advice, QStringLiteral("nodes"),
            QCoreApplication::translate(
                "resourcerules",
                "%1 is meant for jobs of %2 nodes or more; a smaller job may be refused "
                "or charged as %2 nodes. Choose a debug queue for small tests.")
                .arg(part->name)
                .arg(part->minNodes));
    }
    const bool singleNodeKind = isOneOf(
        s.parallelism, {"data-parallel", "model-parallel", "pipeline", "gpu", "cpu", "multi-cpu"});
    if (singleNodeKind && job.nodes > 1) {
        add(findings, Severity::Blocking, QStringLiteral("nodes"),
            QCoreApplication::translate(
                "resourcerules",
                "\"%1\" runs one process on one node, so extra nodes would sit idle. Use "
                "1 node, or ddp-srun / ddp-torchrun to train across nodes.")
                .arg(s.parallelism));
    }
    return Outcome::Continue;
}

namespace {

// GPUs per node when the spec gives none: one for "gpu", the partition's (or the profile's
// default) for the multi-GPU kinds and for Horovod on a GPU partition.
int defaultGpusPerNode(const JobSpec &input, const site::SiteProfile &profile,
                       const ResolvedJob &job)
{
    const JobSpec &s = job.spec;
    const site::Partition *part = partitionOf(job);
    if (s.parallelism == QLatin1String("gpu")) {
        return 1;
    }
    const bool horovodOnGpus = s.parallelism == QLatin1String("horovod") && part && part->gpu;
    if (!wantsGpus(input, s) && !horovodOnGpus) {
        return 0;
    }
    int n = part && part->gpu ? part->gpu->perNode : 1;
    if (s.parallelism != QLatin1String("horovod") && part && part->gpu &&
        profile.defaultGpusPerNode > 1) {
        n = std::min(part->gpu->perNode, profile.defaultGpusPerNode);
    }
    return n;
}

// A cluster's GPU request rules: partitions with GPUs, GPUs per node, the model when named.
void checkGpuPartition(const site::SiteProfile &profile, ResolvedJob &job, Findings &findings)
{
    const JobSpec &s = job.spec;
    const site::Partition *part = partitionOf(job);
    if (!part || !part->gpu) {
        add(findings, Severity::Blocking, QStringLiteral("partition"),
            QCoreApplication::translate("resourcerules",
                                        "%1 has no GPUs; choose a GPU partition for this job.")
                .arg(part ? part->name : profile.displayName));
        return;
    }
    if (job.gpusPerNode > part->gpu->perNode) {
        add(findings, Severity::Blocking, QStringLiteral("gpus_per_node"),
            QCoreApplication::translate(
                "resourcerules",
                "A node of %1 has %n GPU(s); the job asks for %2 per node. Ask for "
                "fewer, or more nodes with ddp-srun / ddp-torchrun.",
                nullptr, part->gpu->perNode)
                .arg(part->name)
                .arg(job.gpusPerNode));
    }
    job.gpuTypeSpecifier = s.gpuType.isEmpty() ? part->gpu->typeSpecifier : s.gpuType;
    if (profile.gpuModelRequired && job.gpuTypeSpecifier.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("gpu_type"),
            QCoreApplication::translate("resourcerules",
                                        "%1 needs the GPU model in the request (for example h100); "
                                        "name the GPU model (gpu_type in a job spec file).")
                .arg(profile.displayName));
    }
}

} // namespace

Outcome gpusAvailable(const JobSpec &input, const site::SiteProfile &profile, ResolvedJob &job,
                      Findings &findings)
{
    JobSpec &s = job.spec;
    job.gpusPerNode = s.gpusPerNode >= 0 ? s.gpusPerNode : defaultGpusPerNode(input, profile, job);
    if (!profile.allowedGpuCounts.isEmpty() && job.gpusPerNode > 0 &&
        !profile.allowedGpuCounts.contains(job.gpusPerNode)) {
        QStringList allowed;
        for (int n : profile.allowedGpuCounts) {
            allowed << QString::number(n);
        }
        add(findings, Severity::Blocking, QStringLiteral("gpus_per_node"),
            QCoreApplication::translate(
                "resourcerules", "%1 accepts only these numbers of GPUs per node: %2; the job "
                                 "asks for %3.")
                .arg(profile.displayName, allowed.join(QStringLiteral(" or ")))
                .arg(job.gpusPerNode));
    }
    s.gpusPerNode = job.gpusPerNode;
    if (parallelismNeedsGpus(s.parallelism) && job.gpusPerNode == 0) {
        add(findings, Severity::Blocking, QStringLiteral("gpus_per_node"),
            QCoreApplication::translate(
                "resourcerules",
                "\"%1\" needs at least one GPU; ask for GPUs or choose cpu / multi-cpu.")
                .arg(s.parallelism));
    }
    if (job.gpusPerNode > 0 && profile.scheduler != site::SchedulerKind::Local) {
        checkGpuPartition(profile, job, findings);
    }
    return Outcome::Continue;
}

Outcome gpusUsedByParallelism(const JobSpec &input, const site::SiteProfile &, ResolvedJob &job,
                              Findings &findings)
{
    const JobSpec &s = job.spec;
    if (job.gpusPerNode > 0 && !wantsGpus(input, s) && s.parallelism != QLatin1String("horovod")) {
        add(findings, Severity::Advice, QStringLiteral("gpus_per_node"),
            QCoreApplication::translate(
                "resourcerules",
                "The job asks for GPUs but its parallelism is \"%1\", which does not use "
                "them. Choose gpu or a multi-GPU parallelism, or ask for 0 GPUs.")
                .arg(s.parallelism));
    }
    if (s.parallelism == QLatin1String("gpu") && job.gpusPerNode > 1) {
        add(findings, Severity::Advice, QStringLiteral("gpus_per_node"),
            QCoreApplication::translate(
                "resourcerules", "A one-GPU job uses one GPU; the other %1 would sit idle. Choose "
                                 "data-parallel or DDP to use them.")
                .arg(job.gpusPerNode - 1));
    }
    if (isOneOf(s.parallelism, {"data-parallel", "model-parallel", "pipeline"}) &&
        job.gpusPerNode == 1) {
        add(findings, Severity::Advice, QStringLiteral("gpus_per_node"),
            QCoreApplication::translate(
                "resourcerules",
                "\"%1\" spreads work over several GPUs; with one GPU it gains nothing.")
                .arg(s.parallelism));
    }
    return Outcome::Continue;
}

Outcome tasksMatchParallelism(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                              Findings &findings)
{
    JobSpec &s = job.spec;
    int ruleTasks = 1;
    QString ruleText = QStringLiteral("one task per node");
    if (s.parallelism == QLatin1String("ddp-srun") ||
        (s.parallelism == QLatin1String("horovod") && job.gpusPerNode > 0)) {
        ruleTasks = std::max(1, job.gpusPerNode);
        ruleText = QStringLiteral("one task per GPU (%1 per node)").arg(ruleTasks);
    }
    if (s.tasksPerNode <= 0) {
        job.tasksPerNode = ruleTasks;
        s.tasksPerNode = job.tasksPerNode;
        return Outcome::Continue;
    }
    job.tasksPerNode = s.tasksPerNode;
    const bool fixedRule = s.parallelism != QLatin1String("horovod") || job.gpusPerNode > 0;
    if (fixedRule && s.tasksPerNode != ruleTasks) {
        const bool ddp = s.parallelism.startsWith(QLatin1String("ddp")) ||
                         s.parallelism == QLatin1String("horovod");
        add(findings, ddp ? Severity::Blocking : Severity::Advice, QStringLiteral("tasks_per_node"),
            QCoreApplication::translate(
                "resourcerules",
                "\"%1\" needs %2, but “Tasks per node” is %3%4. Leave “Tasks per node” "
                "empty and Slipway sets it.")
                .arg(s.parallelism, ruleText)
                .arg(s.tasksPerNode)
                .arg(ddp ? QStringLiteral(": the ranks would not match the GPUs") : QString()));
    }
    return Outcome::Continue;
}

Outcome cpusFitNode(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                    Findings &findings)
{
    JobSpec &s = job.spec;
    const site::Partition *part = partitionOf(job);
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
                QCoreApplication::translate(
                    "resourcerules",
                    "The job asks for %1 CPU cores per node, but a node of %2 offers %3.")
                    .arg(cpusPerNode)
                    .arg(part->name)
                    .arg(cores));
        }
    }
    if (s.parallelism == QLatin1String("multi-cpu") && job.cpusPerTask == 1) {
        add(findings, Severity::Advice, QStringLiteral("cpus_per_task"),
            QCoreApplication::translate(
                "resourcerules",
                "multi-cpu with one CPU runs like cpu; ask for more “CPUs per task” so "
                "PyTorch can use several threads."));
    }
    return Outcome::Continue;
}

Outcome memoryRequest(const JobSpec &input, const site::SiteProfile &profile, ResolvedJob &job,
                      Findings &findings)
{
    JobSpec &s = job.spec;
    const site::Partition *part = partitionOf(job);
    if (!s.mem.isEmpty() && !s.memPerCpu.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("mem"),
            QCoreApplication::translate(
                "resourcerules",
                "Give either “Memory per node” (mem) or a memory per CPU (mem_per_cpu), "
                "not both: the scheduler accepts only "
                "one memory flag."),
            QStringLiteral("Z-pt21"));
    }
    if (s.mem.isEmpty() && s.memPerCpu.isEmpty() &&
        profile.scheduler != site::SchedulerKind::Local) {
        if (!profile.defaultMem.isEmpty()) {
            s.mem = profile.defaultMem;
        } else if (job.gpusPerNode > 0 && part && part->perGpu.recommendedMemMb > 0) {
            s.mem = QStringLiteral("%1M").arg(part->perGpu.recommendedMemMb * job.gpusPerNode);
        }
    }
    for (const auto &[field, value] : {std::pair{QStringLiteral("mem"), s.mem},
                                       std::pair{QStringLiteral("mem_per_cpu"), s.memPerCpu}}) {
        const auto mb = memoryMb(value);
        if (!value.isEmpty() && (!mb || *mb <= 0)) {
            add(findings, Severity::Blocking, field,
                QCoreApplication::translate(
                    "resourcerules",
                    "\"%1\" is not an amount of memory; write it like 32000M or 8G.")
                    .arg(value));
        }
    }
    // Written as Slurm reads it: "32 GB" would be refused in the queue, "32G" is not.
    s.mem = site::memoryamount::forSlurm(s.mem);
    s.memPerCpu = site::memoryamount::forSlurm(s.memPerCpu);
    if (!profile.memoryHonored) {
        if (!input.mem.isEmpty() || !input.memPerCpu.isEmpty()) {
            add(findings, Severity::Advice, QStringLiteral("mem"),
                QCoreApplication::translate(
                    "resourcerules",
                    "%1 ignores memory requests; Slipway leaves the memory flag out.")
                    .arg(profile.displayName));
        }
        s.mem.clear();
        s.memPerCpu.clear();
    }
    const auto perNode = requestedMemPerNodeMb(s, job.cpusPerTask * job.tasksPerNode);
    if (perNode && part && part->memPerNodeMb > 0 && *perNode > part->memPerNodeMb) {
        add(findings, Severity::Blocking, QStringLiteral("mem"),
            QCoreApplication::translate("resourcerules",
                                        "The job asks for %1 per node, but a node of %2 has %3.")
                .arg(describeMb(*perNode), part->name, describeMb(part->memPerNodeMb)));
    }
    return Outcome::Continue;
}

Outcome perGpuLimits(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                     Findings &findings)
{
    const site::Partition *part = partitionOf(job);
    if (!part || !part->gpu || job.gpusPerNode <= 0) {
        return Outcome::Continue;
    }
    const site::PerGpuRule &rule = part->perGpu;
    const int cpusPerNode = job.cpusPerTask * job.tasksPerNode;
    const double cpusPerGpu = double(cpusPerNode) / job.gpusPerNode;
    const int pIndex = partitionIndex(profile, part->name);
    const site::ProfileProvenance *pv =
        profile.provenanceFor(QStringLiteral("partitions[%1].per_gpu").arg(pIndex));
    const QString source = pv ? pv->source : QString();
    //: Fills %2 in "%1 %2 at most %3 …": the partition allows (a limit) or recommends (advice)
    const QString verb = rule.enforced ? QCoreApplication::translate("resourcerules", "allows")
                                       : QCoreApplication::translate("resourcerules", "recommends");
    const Severity severity = rule.enforced ? Severity::Blocking : Severity::Advice;
    if (rule.maxCpus > 0 && cpusPerGpu > rule.maxCpus) {
        //: %1 is a partition, %2 "allows" or "recommends"
        add(findings, severity, QStringLiteral("cpus_per_task"),
            QCoreApplication::translate(
                "resourcerules",
                "%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for "
                "%n GPU(s). Ask for %5 cores per node or fewer.",
                nullptr, job.gpusPerNode)
                .arg(part->name, verb)
                .arg(rule.maxCpus)
                .arg(cpusPerNode)
                .arg(rule.maxCpus * job.gpusPerNode),
            source);
    } else if (rule.recommendedCpus > 0 && int(cpusPerGpu) != rule.recommendedCpus) {
        add(findings, Severity::Advice, QStringLiteral("cpus_per_task"),
            QCoreApplication::translate(
                "resourcerules",
                "The site recommends %1 CPU cores per GPU on %2 (%3 for %n GPU(s)); "
                "the job asks for %4.",
                nullptr, job.gpusPerNode)
                .arg(rule.recommendedCpus)
                .arg(part->name)
                .arg(rule.recommendedCpus * job.gpusPerNode)
                .arg(cpusPerNode),
            source);
    }
    const auto memPerNode = requestedMemPerNodeMb(job.spec, cpusPerNode);
    if (memPerNode && rule.maxMemMb > 0 && *memPerNode / job.gpusPerNode > rule.maxMemMb) {
        add(findings, severity, QStringLiteral("mem"),
            QCoreApplication::translate(
                "resourcerules", "%1 %2 at most %3 of memory per GPU; the job asks for %4 per "
                                 "GPU.")
                .arg(part->name, verb, describeMb(rule.maxMemMb),
                     describeMb(*memPerNode / job.gpusPerNode)),
            source);
    }
    return Outcome::Continue;
}

namespace {

// The profile's default suits a first job; the partition's applies past its maximum.
qint64 defaultTimeSeconds(const site::SiteProfile &profile, const site::Partition *part)
{
    qint64 t = profile.defaultTime;
    if (part && part->maxWalltime > 0 && t > part->maxWalltime) {
        t = part->defaultWalltime > 0 ? part->defaultWalltime : part->maxWalltime;
    }
    if (t == 0 && part) {
        t = part->defaultWalltime;
    }
    return t;
}

} // namespace

Outcome timeLimit(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                  Findings &findings)
{
    JobSpec &s = job.spec;
    const site::Partition *part = partitionOf(job);
    if (s.time.isEmpty()) {
        if (const qint64 t = defaultTimeSeconds(profile, part); t > 0) {
            s.time = site::walltime::formatSlurm(t);
        }
    }
    if (s.time.isEmpty()) {
        if (profile.timeRequired) {
            add(findings, Severity::Blocking, QStringLiteral("time"),
                QCoreApplication::translate("resourcerules", "%1 requires a time limit; set time.")
                    .arg(profile.displayName));
        }
        return Outcome::Continue;
    }
    const auto seconds = site::walltime::parse(s.time);
    if (!seconds || *seconds <= 0) {
        add(findings, Severity::Blocking, QStringLiteral("time"),
            QCoreApplication::translate(
                "resourcerules",
                "\"%1\" is not a time limit; write it like 01:30:00 or 2-00:00:00.")
                .arg(s.time));
        return Outcome::Continue;
    }
    job.timeSeconds = *seconds;
    if (part && part->maxWalltime > 0 && *seconds > part->maxWalltime) {
        add(findings, Severity::Blocking, QStringLiteral("time"),
            QCoreApplication::translate("resourcerules",
                                        "%1 allows at most %2; the job asks for %3.")
                .arg(part->name, site::walltime::describe(part->maxWalltime),
                     site::walltime::describe(*seconds)));
    }
    if (part && part->minWalltime > 0 && *seconds < part->minWalltime) {
        add(findings, Severity::Advice, QStringLiteral("time"),
            QCoreApplication::translate(
                "resourcerules", "%1 expects jobs of at least %2; shorter jobs may be charged "
                                 "as that or refused.")
                .arg(part->name, site::walltime::describe(part->minWalltime)));
    }
    return Outcome::Continue;
}

Outcome accountAndQos(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                      Findings &findings)
{
    JobSpec &s = job.spec;
    const site::Partition *part = partitionOf(job);
    if (s.account.isEmpty() && profile.accountRequired == QLatin1String("always")) {
        add(findings, Severity::Blocking, QStringLiteral("account"),
            QCoreApplication::translate(
                "resourcerules", "%1 requires an account (project) for every job%2; set account.")
                .arg(profile.displayName,
                     profile.accountFormatHint.isEmpty()
                         ? QString()
                         : QStringLiteral(", such as %1").arg(profile.accountFormatHint)));
    } else if (s.account.isEmpty() && profile.accountRequired == QLatin1String("if_multiple")) {
        add(findings, Severity::Advice, QStringLiteral("account"),
            QCoreApplication::translate(
                "resourcerules",
                "If you belong to more than one project on %1, jobs without an account "
                "are refused; set account%2.")
                .arg(profile.displayName,
                     profile.accountFormatHint.isEmpty()
                         ? QString()
                         : QStringLiteral(" (%1)").arg(profile.accountFormatHint)));
    }
    if (s.qos.isEmpty() && part && !part->qos.isEmpty()) {
        s.qos = part->qos;
    }
    return Outcome::Continue;
}

} // namespace slipway::compose::resolverules
