// The rules that choose the parallelism and environment, check the names and paths that go
// into directive lines and the recipe's fields, and the table that orders all rules.

#include "compose/resolverules.h"
#include "compose/resolverulesupport.h"

#include "common/terminaltext.h"
#include "common/wordrules.h"
#include "compose/shellwords.h"
#include "compose/specwords.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace slipway::compose::resolverules {

using namespace support;

namespace {

// Words that a program parses again after the shell (module, conda, pip, apptainer, sbatch)
// must match that program's rule (common/wordrules.h); a job with one that does not gets no
// script at all, so nothing can run it. True when something was refused.
bool refuseUnsafeWords(const JobSpec &spec, Findings &findings)
{
    const QList<WordProblem> problems = specWordProblems(spec);
    for (const WordProblem &p : problems) {
        add(findings, Severity::Blocking, p.field, describeForUser(p));
    }
    return !problems.isEmpty();
}

// mail.type: the values sbatch --mail-type accepts (sbatch(1)), comma-separated. PBS Pro and
// Cobalt scripts do not use it.
void checkMailType(const JobSpec &s, const site::SiteProfile &profile, Findings &findings)
{
    if (s.mailType.isEmpty() || profile.scheduler != site::SchedulerKind::Slurm) {
        return;
    }
    if (s.mailUser.isEmpty()) {
        add(findings, Severity::Advice, QStringLiteral("mail.type"),
            QCoreApplication::translate(
                "resolverules", "mail.type is given without mail.user, so the script asks for no "
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
            QCoreApplication::translate(
                "resolverules",
                "%1 is not a mail type Slurm knows; write a comma-separated list of %2 "
                "(for example END,FAIL).")
                .arg(unknown.join(QStringLiteral(", ")), known.join(QStringLiteral(", "))));
    }
}

} // namespace

Outcome retiredCluster(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &,
                       Findings &findings)
{
    if (profile.isRetired()) {
        add(findings, Severity::Advice, QStringLiteral("profile"),
            QCoreApplication::translate(
                "resolverules", "%1 is retired (%2). The script follows its documentation for "
                                "reference; for new work use %3.")
                .arg(profile.id, profile.retiredOn,
                     profile.successorIds.join(QStringLiteral(" or "))));
    }
    return Outcome::Continue;
}

Outcome knownParallelism(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                         Findings &findings)
{
    JobSpec &s = job.spec;
    if (s.parallelism.isEmpty()) {
        s.parallelism = profile.defaultParallelism;
    }
    if (!parallelismNames().contains(s.parallelism)) {
        add(findings, Severity::Blocking, QStringLiteral("parallelism"),
            QCoreApplication::translate(
                "resolverules", "\"%1\" is not a parallelism Slipway knows; choose one of %2.")
                .arg(s.parallelism, parallelismNames().join(QStringLiteral(", "))));
        return Outcome::Stop;
    }
    return Outcome::Continue;
}

Outcome defaultEnvironment(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                           Findings &)
{
    JobEnvironment &env = job.spec.environment;
    const site::EnvironmentDefaults &envDefault = profile.defaultEnvironment;
    if (!env.recipe.isEmpty()) {
        return Outcome::Continue;
    }
    env.recipe = envDefault.recipe;
    if (env.modules.isEmpty()) {
        env.modules = envDefault.modules;
    }
    if (env.path.isEmpty()) {
        env.path = envDefault.path;
    }
    if (env.packages.isEmpty()) {
        env.packages = envDefault.packages;
    }
    if (env.image.isEmpty()) {
        env.image = envDefault.image;
    }
    if (env.pythonVersion.isEmpty()) {
        env.pythonVersion = envDefault.pythonVersion;
    }
    return Outcome::Continue;
}

// On a site whose conda comes from a module (Arc's anaconda3), a conda job that names no module
// loads that one: without it `conda` is not found in the job.
Outcome condaFromSiteModule(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                            Findings &)
{
    JobEnvironment &env = job.spec.environment;
    if (env.recipe == QLatin1String("conda") && env.modules.isEmpty() &&
        !profile.condaModules.isEmpty()) {
        env.modules = {profile.condaModules.first()};
    }
    return Outcome::Continue;
}

Outcome knownRecipe(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                    Findings &findings)
{
    const QString &recipe = job.spec.environment.recipe;
    if (!recipeNames().contains(recipe)) {
        add(findings, Severity::Blocking, QStringLiteral("environment.recipe"),
            QCoreApplication::translate(
                "resolverules",
                "\"%1\" is not an environment recipe Slipway knows; choose one of %2.")
                .arg(recipe, recipeNames().join(QStringLiteral(", "))));
        return Outcome::Stop;
    }
    return Outcome::Continue;
}

// The container tool: the spec's environment.runtime, else the profile's. Only the tools
// Slipway composes lines for; the word becomes a command.
Outcome containerRuntime(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                         Findings &findings)
{
    JobEnvironment &env = job.spec.environment;
    if (env.recipe != QLatin1String("container")) {
        return Outcome::Continue;
    }
    if (env.runtime.isEmpty()) {
        if (profile.containerRuntime != QLatin1String("none")) {
            env.runtime = profile.containerRuntime;
        }
        return Outcome::Continue;
    }
    static const QStringList known{QStringLiteral("apptainer"), QStringLiteral("singularity"),
                                   QStringLiteral("charliecloud")};
    if (!known.contains(env.runtime)) {
        add(findings, Severity::Blocking, QStringLiteral("environment.runtime"),
            QStringLiteral("\"%1\" is not a container tool Slipway knows; choose one of %2.")
                .arg(printableText(env.runtime), known.join(QStringLiteral(", "))));
        return Outcome::Stop;
    }
    return Outcome::Continue;
}

Outcome wordsProgramsAccept(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                            Findings &findings)
{
    return refuseUnsafeWords(job.spec, findings) ? Outcome::Stop : Outcome::Continue;
}

Outcome entryScriptGiven(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                         Findings &findings)
{
    if (job.spec.entry.trimmed().isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("entry"),
            QCoreApplication::translate(
                "resolverules", "Choose the “Training script”: the Python file to run, for example "
                                "train.py."));
    }
    return Outcome::Continue;
}

Outcome defaultJobNameAndOutput(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                                Findings &)
{
    JobSpec &s = job.spec;
    if (s.jobName.isEmpty()) {
        const QString stem = QFileInfo(s.entry).completeBaseName();
        s.jobName = stem.isEmpty() ? QStringLiteral("slipway-job") : stem;
    }
    if (s.output.isEmpty() && profile.scheduler == site::SchedulerKind::Slurm) {
        s.output = QStringLiteral("slipway-%j.out");
    }
    return Outcome::Continue;
}

Outcome directiveValuesSafe(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                            Findings &findings)
{
    const JobSpec &s = job.spec;
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
                QCoreApplication::translate(
                    "resolverules",
                    "“%1” contains a line break or another control character, which "
                    "would break the job script; remove it.")
                    .arg(Finding::fieldLabel(field)));
            directivesSafe = false;
        }
    }
    // A line break in a directive would end it and run the rest as a command: no script is
    // written at all, so none can be copied and run by hand either.
    return directivesSafe ? Outcome::Continue : Outcome::Stop;
}

Outcome jobNameLength(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                      Findings &findings)
{
    if (job.spec.jobName.size() > 200) {
        add(findings, Severity::Blocking, QStringLiteral("job_name"),
            QCoreApplication::translate("resolverules",
                                        "The job name is %1 characters long; keep it under 200.")
                .arg(job.spec.jobName.size()));
    }
    return Outcome::Continue;
}

Outcome mailSettings(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                     Findings &findings)
{
    JobSpec &s = job.spec;
    if (!s.mailUser.isEmpty() && s.mailType.isEmpty()) {
        s.mailType = QStringLiteral("END,FAIL");
    }
    checkMailType(s, profile, findings);
    return Outcome::Continue;
}

Outcome recipeFieldsGiven(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                          Findings &findings)
{
    const JobEnvironment &env = job.spec.environment;
    const QString &recipe = env.recipe;
    if (recipe == QLatin1String("modules") && env.modules.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("environment.modules"),
            QCoreApplication::translate(
                "resolverules", "“Modules to load” is empty: give at least one module, for example "
                                "PyTorch."));
    }
    if (isOneOf(recipe, {"venv", "conda"}) && env.path.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("environment.path"),
            QCoreApplication::translate(
                "resolverules",
                "“Environment folder” is empty: the %1 recipe needs the folder where the "
                "environment lives%2.")
                .arg(recipe,
                     profile.envLocationHint.isEmpty()
                         ? QString()
                         : QStringLiteral(", for example %1").arg(profile.envLocationHint)));
    }
    if (recipe != QLatin1String("container")) {
        return Outcome::Continue;
    }
    const bool charliecloud = env.runtime == QLatin1String("charliecloud");
    if (env.image.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("environment.image"),
            QCoreApplication::translate("resolverules",
                                        "“Container image” is empty: give an image (%1)%2.")
                .arg(
                    charliecloud ? QStringLiteral("an image folder or a SquashFS file")
                                 : QStringLiteral("a .sif file"),
                    profile.containerImages.isEmpty()
                        ? QString()
                        : QStringLiteral(", for example %1").arg(profile.containerImages.first())));
    }
    if (env.runtime.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("environment.recipe"),
            QCoreApplication::translate(
                "resolverules", "%1 has no container runtime that Slipway knows of: name the "
                                "container tool the cluster has (apptainer, singularity or "
                                "charliecloud).")
                .arg(profile.displayName));
    }
    if (charliecloud && job.spec.gpusPerNode > 0) {
        add(findings, Severity::Advice, QStringLiteral("environment.image"),
            QCoreApplication::translate(
                "resolverules",
                "Charliecloud shows the container the GPUs' device files but not the "
                "NVIDIA driver's libraries: copy them into the image once, on a node "
                "with GPUs, with “ch-fromhost --nvidia %1” (the image folder must be "
                "yours and writable), or torch inside will not see the GPUs.")
                .arg(env.image));
    }
    return Outcome::Continue;
}

Outcome environmentPathsSafe(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                             Findings &findings)
{
    const JobEnvironment &env = job.spec.environment;
    for (const QString &field : {env.path, env.image}) {
        if (!shellwords::isDirectiveSafe(field)) {
            add(findings, Severity::Blocking, QStringLiteral("environment"),
                QCoreApplication::translate(
                    "resolverules", "An environment path contains a line break or another control "
                                    "character; remove it."));
        }
    }
    return Outcome::Continue;
}

Outcome environmentLocation(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                            Findings &findings)
{
    const JobEnvironment &env = job.spec.environment;
    if (!isOneOf(env.recipe, {"venv", "conda"})) {
        return Outcome::Continue;
    }
    for (qsizetype i = 0; i < profile.unsuitableEnvPaths.size(); ++i) {
        const QString &prefix = profile.unsuitableEnvPaths.at(i);
        if (env.path == prefix || env.path.startsWith(prefix + QLatin1Char('/'))) {
            add(findings, Severity::Blocking, QStringLiteral("environment.path"),
                QCoreApplication::translate(
                    "resolverules",
                    "%1 is not a place for an environment on %2: %3. Choose another "
                    "folder%4.")
                    .arg(env.path, profile.displayName, profile.unsuitableEnvReasons.value(i),
                         profile.envLocationHint.isEmpty()
                             ? QString()
                             : QStringLiteral(", such as %1").arg(profile.envLocationHint)));
        }
    }
    return Outcome::Continue;
}

Outcome wheelhouseNeedsNodeDisk(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                                Findings &findings)
{
    if (job.spec.environment.recipe == QLatin1String("virtualenv-wheelhouse") &&
        profile.nodeLocalEnvVar.isEmpty()) {
        add(findings, Severity::Blocking, QStringLiteral("environment.recipe"),
            QCoreApplication::translate(
                "resolverules", "%1 has no node-local folder for a per-job environment; use venv.")
                .arg(profile.displayName));
    }
    return Outcome::Continue;
}

Outcome localComputerLimits(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                            Findings &findings)
{
    if (profile.scheduler != site::SchedulerKind::Local) {
        return Outcome::Continue;
    }
    const JobSpec &s = job.spec;
    if (!isOneOf(s.environment.recipe, {"none", "venv", "conda"})) {
        add(findings, Severity::Blocking, QStringLiteral("environment.recipe"),
            QCoreApplication::translate("resolverules",
                                        "On this computer use the none, venv or conda recipe."));
    }
    if (job.gpusPerNode > 1 && s.parallelism != QLatin1String("data-parallel")) {
        add(findings, Severity::Advice, QStringLiteral("parallelism"),
            QCoreApplication::translate("resolverules",
                                        "On this computer Slipway runs a single process."));
    }
    if (isOneOf(s.parallelism, {"ddp-srun", "horovod"})) {
        add(findings, Severity::Blocking, QStringLiteral("parallelism"),
            QCoreApplication::translate(
                "resolverules", "\"%1\" needs a scheduler; on this computer use ddp-torchrun.")
                .arg(s.parallelism));
    }
    return Outcome::Continue;
}

const QList<NamedRule> &table()
{
    static const QList<NamedRule> rules{
        {"retiredCluster", retiredCluster},
        {"knownParallelism", knownParallelism},
        {"defaultEnvironment", defaultEnvironment},
        {"condaFromSiteModule", condaFromSiteModule},
        {"knownRecipe", knownRecipe},
        {"containerRuntime", containerRuntime},
        {"wordsProgramsAccept", wordsProgramsAccept},
        {"partitionExists", partitionExists},
        {"nodesWithinPartition", nodesWithinPartition},
        {"gpusAvailable", gpusAvailable},
        {"gpusUsedByParallelism", gpusUsedByParallelism},
        {"tasksMatchParallelism", tasksMatchParallelism},
        {"cpusFitNode", cpusFitNode},
        {"memoryRequest", memoryRequest},
        {"perGpuLimits", perGpuLimits},
        {"timeLimit", timeLimit},
        {"accountAndQos", accountAndQos},
        {"entryScriptGiven", entryScriptGiven},
        {"defaultJobNameAndOutput", defaultJobNameAndOutput},
        {"directiveValuesSafe", directiveValuesSafe},
        {"jobNameLength", jobNameLength},
        {"mailSettings", mailSettings},
        {"recipeFieldsGiven", recipeFieldsGiven},
        {"environmentPathsSafe", environmentPathsSafe},
        {"environmentLocation", environmentLocation},
        {"wheelhouseNeedsNodeDisk", wheelhouseNeedsNodeDisk},
        {"localComputerLimits", localComputerLimits},
        {"smallModelOnGpu", smallModelOnGpu},
        {"torchForGpu", torchForGpu},
        {"computeNodeInternet", computeNodeInternet},
        {"dataLoaderWorkers", dataLoaderWorkers},
        {"modelParallelSpeed", modelParallelSpeed},
        {"sitePitfalls", sitePitfalls},
    };
    return rules;
}

} // namespace slipway::compose::resolverules
