// Each of JobResolver's rules on its own: a hand-made profile, the state the rules before it
// leave, one rule applied, and what it decided and said.

#include "compose/jobresolver.h"
#include "compose/resolverules.h"

#include <QSet>
#include <QTest>

using namespace slipway;
using namespace slipway::resolverules;

namespace {

Partition cpuPartition()
{
    Partition p;
    p.name = QStringLiteral("cpu");
    p.purpose = QStringLiteral("cpu");
    p.isDefault = true;
    p.coresPerNode = 32;
    p.memPerNodeMb = 64 * 1024;
    p.maxWalltime = 24 * 3600;
    p.maxNodes = 4;
    return p;
}

Partition gpuPartition()
{
    Partition p;
    p.name = QStringLiteral("gpu");
    p.purpose = QStringLiteral("gpu");
    p.gpu = PartitionGpu{QStringLiteral("H100-SXM5"), 4, 80, QStringLiteral("h100")};
    p.coresPerNode = 48;
    p.memPerNodeMb = 512 * 1024;
    p.perGpu.recommendedCpus = 12;
    p.perGpu.recommendedMemMb = 120 * 1024;
    p.perGpu.maxCpus = 16;
    p.perGpu.maxMemMb = 128 * 1024;
    p.perGpu.enforced = true;
    p.maxWalltime = 48 * 3600;
    p.minWalltime = 600;
    return p;
}

SiteProfile cluster()
{
    SiteProfile p;
    p.id = QStringLiteral("example");
    p.displayName = QStringLiteral("Example");
    p.scheduler = SchedulerKind::Slurm;
    p.partitionMode = QStringLiteral("explicit");
    p.partitions = {cpuPartition(), gpuPartition()};
    p.defaultParallelism = QStringLiteral("cpu");
    p.defaultEnvironment.recipe = QStringLiteral("modules");
    p.defaultEnvironment.modules = {QStringLiteral("PyTorch/2.5")};
    p.defaultTime = 3600;
    p.defaultCpusPerTask = 2;
    p.memoryHonored = true;
    return p;
}

JobSpec trainSpec()
{
    JobSpec s;
    s.profile = QStringLiteral("example");
    s.entry = QStringLiteral("train.py");
    s.parallelism = QStringLiteral("cpu");
    s.environment.recipe = QStringLiteral("modules");
    s.environment.modules = {QStringLiteral("PyTorch/2.5")};
    return s;
}

// The state a rule starts from: the spec as given, nothing decided yet.
ResolvedJob start(const JobSpec &spec, const SiteProfile &profile)
{
    ResolvedJob job;
    job.profile = profile;
    job.spec = spec;
    return job;
}

// The state after the resource rules have chosen `partition` and the numbers given.
ResolvedJob onPartition(const JobSpec &spec, const SiteProfile &profile, const QString &partition,
                        int gpusPerNode, int tasksPerNode = 1, int cpusPerTask = 1)
{
    ResolvedJob job = start(spec, profile);
    job.partition = *profile.partition(partition);
    job.spec.partition = partition;
    job.gpusPerNode = gpusPerNode;
    job.spec.gpusPerNode = gpusPerNode;
    job.tasksPerNode = tasksPerNode;
    job.cpusPerTask = cpusPerTask;
    return job;
}

QString describe(const Findings &findings)
{
    QStringList out;
    for (const Finding &f : findings) {
        out << Finding::severityName(f.severity) + u' ' + f.field + QStringLiteral(": ") +
                   f.message;
    }
    return out.join(u'\n');
}

// The one finding a rule added, checked by severity, field and a piece of its text.
void expectOne(const Findings &findings, Finding::Severity severity, const QString &field,
               const QString &text)
{
    QVERIFY2(findings.size() == 1, qPrintable(describe(findings)));
    QCOMPARE(Finding::severityName(findings.first().severity), Finding::severityName(severity));
    QCOMPARE(findings.first().field, field);
    QVERIFY2(findings.first().message.contains(text), qPrintable(findings.first().message));
}

using S = Finding::Severity;

} // namespace

class TestResolveRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableNamesEveryRuleOnce()
    {
        QSet<QString> names;
        QSet<Rule> rules;
        for (const NamedRule &r : table()) {
            names.insert(QString::fromLatin1(r.name));
            rules.insert(r.apply);
        }
        QCOMPARE(names.size(), table().size());
        QCOMPARE(rules.size(), table().size());
        QCOMPARE(QString::fromLatin1(table().first().name), QStringLiteral("retiredCluster"));
        QCOMPARE(QString::fromLatin1(table().last().name), QStringLiteral("sitePitfalls"));
    }

    void resolveCountsItsRuns()
    {
        const quint64 before = JobResolver::resolutions();
        Findings f;
        QVERIFY(JobResolver::resolve(trainSpec(), cluster(), &f));
        QCOMPARE(JobResolver::resolutions(), before + 1);
    }

    void retiredCluster()
    {
        SiteProfile p = cluster();
        ResolvedJob job = start(trainSpec(), p);
        Findings f;
        QCOMPARE(resolverules::retiredCluster(trainSpec(), p, job, f), Outcome::Continue);
        QVERIFY(f.isEmpty());
        p.lifecycleState = QStringLiteral("retired");
        p.retiredOn = QStringLiteral("2024-01-31");
        p.successorIds = {QStringLiteral("new-a"), QStringLiteral("new-b")};
        resolverules::retiredCluster(trainSpec(), p, job, f);
        expectOne(f, S::Advice, QStringLiteral("profile"), QStringLiteral("use new-a or new-b"));
    }

    void knownParallelism()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.parallelism.clear();
        ResolvedJob job = start(s, p);
        Findings f;
        QCOMPARE(resolverules::knownParallelism(s, p, job, f), Outcome::Continue);
        QCOMPARE(job.spec.parallelism, QStringLiteral("cpu"));
        s.parallelism = QStringLiteral("$(reboot)");
        job = start(s, p);
        QCOMPARE(resolverules::knownParallelism(s, p, job, f), Outcome::Stop);
        expectOne(f, S::Blocking, QStringLiteral("parallelism"), QStringLiteral("ddp-torchrun"));
    }

    void defaultEnvironment()
    {
        SiteProfile p = cluster();
        p.defaultEnvironment.path = QStringLiteral("/default/env");
        JobSpec s = trainSpec();
        s.environment = {};
        s.environment.modules = {QStringLiteral("Mine/1")};
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::defaultEnvironment(s, p, job, f);
        QCOMPARE(job.spec.environment.recipe, QStringLiteral("modules"));
        QCOMPARE(job.spec.environment.modules, QStringList{QStringLiteral("Mine/1")});
        QCOMPARE(job.spec.environment.path, QStringLiteral("/default/env"));
        // A recipe the user chose keeps its fields as given.
        s.environment.recipe = QStringLiteral("venv");
        job = start(s, p);
        resolverules::defaultEnvironment(s, p, job, f);
        QVERIFY(job.spec.environment.path.isEmpty());
        QVERIFY(f.isEmpty());
    }

    void condaFromSiteModule()
    {
        SiteProfile p = cluster();
        p.condaModules = {QStringLiteral("anaconda3"), QStringLiteral("miniconda3")};
        JobSpec s = trainSpec();
        s.environment = {QStringLiteral("conda"), {}, QStringLiteral("/w/env"), {}, {}, {}, {}};
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::condaFromSiteModule(s, p, job, f);
        QCOMPARE(job.spec.environment.modules, QStringList{QStringLiteral("anaconda3")});
        // Modules given are kept; other recipes and sites without a conda module are untouched.
        s.environment.modules = {QStringLiteral("Mine/1")};
        job = start(s, p);
        resolverules::condaFromSiteModule(s, p, job, f);
        QCOMPARE(job.spec.environment.modules, QStringList{QStringLiteral("Mine/1")});
        s.environment.modules.clear();
        s.environment.recipe = QStringLiteral("venv");
        job = start(s, p);
        resolverules::condaFromSiteModule(s, p, job, f);
        QVERIFY(job.spec.environment.modules.isEmpty());
        p.condaModules.clear();
        s.environment.recipe = QStringLiteral("conda");
        job = start(s, p);
        resolverules::condaFromSiteModule(s, p, job, f);
        QVERIFY(job.spec.environment.modules.isEmpty());
        QVERIFY(f.isEmpty());
    }

    void knownRecipe()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        ResolvedJob job = start(s, p);
        Findings f;
        QCOMPARE(resolverules::knownRecipe(s, p, job, f), Outcome::Continue);
        s.environment.recipe = QStringLiteral("spack");
        job = start(s, p);
        QCOMPARE(resolverules::knownRecipe(s, p, job, f), Outcome::Stop);
        expectOne(f, S::Blocking, QStringLiteral("environment.recipe"),
                  QStringLiteral("\"spack\""));
    }

    void wordsProgramsAccept()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        ResolvedJob job = start(s, p);
        Findings f;
        QCOMPARE(resolverules::wordsProgramsAccept(s, p, job, f), Outcome::Continue);
        s.environment.modules = {QStringLiteral("PyTorch; rm -rf ~")};
        job = start(s, p);
        QCOMPARE(resolverules::wordsProgramsAccept(s, p, job, f), Outcome::Stop);
        QVERIFY2(!f.isEmpty() && f.first().severity == S::Blocking, qPrintable(describe(f)));
    }

    void partitionExists()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        ResolvedJob job = start(s, p);
        Findings f;
        QCOMPARE(resolverules::partitionExists(s, p, job, f), Outcome::Continue);
        QCOMPARE(job.spec.partition, QStringLiteral("cpu"));
        // A GPU job without a partition goes to the GPU partition, and says why.
        s.parallelism = QStringLiteral("gpu");
        job = start(s, p);
        resolverules::partitionExists(s, p, job, f);
        QCOMPARE(job.partition->name, QStringLiteral("gpu"));
        expectOne(f, S::Info, QStringLiteral("partition"), QStringLiteral("has no GPUs"));
        f.clear();
        s.partition = QStringLiteral("big'mem");
        job = start(s, p);
        QCOMPARE(resolverules::partitionExists(s, p, job, f), Outcome::Stop);
        expectOne(f, S::Blocking, QStringLiteral("partition"), QStringLiteral("it has cpu, gpu"));
    }

    void nodesWithinPartition()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.nodes = 0;
        ResolvedJob job = onPartition(s, p, QStringLiteral("cpu"), 0);
        Findings f;
        resolverules::nodesWithinPartition(s, p, job, f);
        QCOMPARE(job.nodes, 1);
        QVERIFY(f.isEmpty());
        s.nodes = 5;
        s.parallelism = QStringLiteral("ddp-srun");
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        resolverules::nodesWithinPartition(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("nodes"), QStringLiteral("at most 4 node(s)"));
        f.clear();
        s.nodes = 2;
        s.parallelism = QStringLiteral("cpu");
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        resolverules::nodesWithinPartition(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("nodes"), QStringLiteral("extra nodes"));
    }

    void gpusAvailable()
    {
        SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("ddp-srun");
        ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 0);
        job.spec.gpusPerNode = -1;
        Findings f;
        resolverules::gpusAvailable(s, p, job, f);
        QCOMPARE(job.gpusPerNode, 4);
        QCOMPARE(job.gpuTypeSpecifier, QStringLiteral("h100"));
        QVERIFY2(f.isEmpty(), qPrintable(describe(f)));
        s.gpusPerNode = 6;
        job = onPartition(s, p, QStringLiteral("gpu"), 0);
        job.spec.gpusPerNode = 6;
        resolverules::gpusAvailable(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("gpus_per_node"), QStringLiteral("has 4 GPU(s)"));
        f.clear();
        p.allowedGpuCounts = {1, 4};
        s.gpusPerNode = 2;
        job = onPartition(s, p, QStringLiteral("gpu"), 0);
        job.spec.gpusPerNode = 2;
        resolverules::gpusAvailable(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("gpus_per_node"), QStringLiteral("1 or 4"));
        f.clear();
        s.gpusPerNode = 1;
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        job.spec.gpusPerNode = 1;
        resolverules::gpusAvailable(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("partition"), QStringLiteral("cpu has no GPUs"));
    }

    void gpusUsedByParallelism()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("gpu");
        ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 3);
        Findings f;
        resolverules::gpusUsedByParallelism(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("gpus_per_node"), QStringLiteral("other 2"));
        f.clear();
        s.parallelism = QStringLiteral("pipeline");
        job = onPartition(s, p, QStringLiteral("gpu"), 1);
        resolverules::gpusUsedByParallelism(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("gpus_per_node"), QStringLiteral("gains nothing"));
    }

    void tasksMatchParallelism()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("ddp-srun");
        ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 4, 0);
        Findings f;
        resolverules::tasksMatchParallelism(s, p, job, f);
        QCOMPARE(job.tasksPerNode, 4);
        QCOMPARE(job.spec.tasksPerNode, 4);
        QVERIFY(f.isEmpty());
        s.tasksPerNode = 2;
        job = onPartition(s, p, QStringLiteral("gpu"), 4, 0);
        resolverules::tasksMatchParallelism(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("tasks_per_node"),
                  QStringLiteral("the ranks would not match the GPUs"));
    }

    void cpusFitNode()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("ddp-srun");
        ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 4, 4, 0);
        Findings f;
        resolverules::cpusFitNode(s, p, job, f);
        QCOMPARE(job.cpusPerTask, 12); // the site's 12 per GPU, over one task per GPU
        QVERIFY(f.isEmpty());
        s.cpusPerTask = 40;
        job = onPartition(s, p, QStringLiteral("gpu"), 4, 4, 0);
        resolverules::cpusFitNode(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("cpus_per_task"), QStringLiteral("offers 48"));
        f.clear();
        s = trainSpec();
        s.parallelism = QStringLiteral("multi-cpu");
        s.cpusPerTask = 1;
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        resolverules::cpusFitNode(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("cpus_per_task"), QStringLiteral("runs like cpu"));
    }

    void memoryRequest()
    {
        SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.mem = QStringLiteral("1T");
        ResolvedJob job = onPartition(s, p, QStringLiteral("cpu"), 0);
        Findings f;
        resolverules::memoryRequest(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("mem"), QStringLiteral("has 64 GB"));
        f.clear();
        s.mem = QStringLiteral("lots");
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        resolverules::memoryRequest(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("mem"), QStringLiteral("not an amount"));
        f.clear();
        s.mem.clear();
        job = onPartition(s, p, QStringLiteral("gpu"), 2);
        resolverules::memoryRequest(s, p, job, f);
        QCOMPARE(job.spec.mem, QStringLiteral("245760M")); // 120 GB per GPU, two GPUs
        QVERIFY(f.isEmpty());
        p.memoryHonored = false;
        s.mem = QStringLiteral("8G");
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        resolverules::memoryRequest(s, p, job, f);
        QVERIFY(job.spec.mem.isEmpty());
        expectOne(f, S::Advice, QStringLiteral("mem"), QStringLiteral("ignores memory"));
    }

    void perGpuLimits()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 1, 1, 20);
        Findings f;
        resolverules::perGpuLimits(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("cpus_per_task"),
                  QStringLiteral("allows at most 16 CPU cores per GPU"));
        f.clear();
        job = onPartition(s, p, QStringLiteral("gpu"), 2, 1, 24);
        job.spec.mem = QStringLiteral("300G");
        resolverules::perGpuLimits(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("mem"), QStringLiteral("150 GB per GPU"));
    }

    void timeLimit()
    {
        SiteProfile p = cluster();
        JobSpec s = trainSpec();
        ResolvedJob job = onPartition(s, p, QStringLiteral("cpu"), 0);
        Findings f;
        resolverules::timeLimit(s, p, job, f);
        QCOMPARE(job.spec.time, QStringLiteral("01:00:00"));
        QCOMPARE(job.timeSeconds, 3600);
        QVERIFY(f.isEmpty());
        s.time = QStringLiteral("3-00:00:00");
        job = onPartition(s, p, QStringLiteral("gpu"), 1);
        resolverules::timeLimit(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("time"), QStringLiteral("allows at most"));
        f.clear();
        s.time = QStringLiteral("soon");
        job = onPartition(s, p, QStringLiteral("gpu"), 1);
        resolverules::timeLimit(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("time"), QStringLiteral("not a time limit"));
        f.clear();
        s.time = QStringLiteral("00:01:00");
        job = onPartition(s, p, QStringLiteral("gpu"), 1);
        resolverules::timeLimit(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("time"), QStringLiteral("at least"));
    }

    void accountAndQos()
    {
        SiteProfile p = cluster();
        p.accountRequired = QStringLiteral("always");
        p.accountFormatHint = QStringLiteral("def-<pi>");
        p.partitions[1].qos = QStringLiteral("gpu-qos");
        JobSpec s = trainSpec();
        ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 1);
        Findings f;
        resolverules::accountAndQos(s, p, job, f);
        QCOMPARE(job.spec.qos, QStringLiteral("gpu-qos"));
        expectOne(f, S::Blocking, QStringLiteral("account"), QStringLiteral("such as def-<pi>"));
    }

    void entryScriptGiven()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.entry = QStringLiteral("  ");
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::entryScriptGiven(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("entry"), QStringLiteral("Training script"));
    }

    void defaultJobNameAndOutput()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.entry = QStringLiteral("src/my model.v2.py");
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::defaultJobNameAndOutput(s, p, job, f);
        QCOMPARE(job.spec.jobName, QStringLiteral("my model.v2"));
        QCOMPARE(job.spec.output, QStringLiteral("slipway-%j.out"));
        QVERIFY(f.isEmpty());
    }

    void directiveValuesSafe()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.jobName = QStringLiteral("a\n#SBATCH --wrap=reboot");
        ResolvedJob job = start(s, p);
        Findings f;
        QCOMPARE(resolverules::directiveValuesSafe(s, p, job, f), Outcome::Stop);
        expectOne(f, S::Blocking, QStringLiteral("job_name"), QStringLiteral("line break"));
        job = start(trainSpec(), p);
        f.clear();
        QCOMPARE(resolverules::directiveValuesSafe(s, p, job, f), Outcome::Continue);
        QVERIFY(f.isEmpty());
    }

    void jobNameLength()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.jobName = QString(201, u'x');
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::jobNameLength(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("job_name"), QStringLiteral("201 characters"));
    }

    void mailSettings()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.mailUser = QStringLiteral("me@example.org");
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::mailSettings(s, p, job, f);
        QCOMPARE(job.spec.mailType, QStringLiteral("END,FAIL"));
        QVERIFY(f.isEmpty());
        s.mailType = QStringLiteral("END,$(id)");
        job = start(s, p);
        resolverules::mailSettings(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("mail.type"), QStringLiteral("\"$(id)\""));
    }

    void recipeFieldsGiven()
    {
        SiteProfile p = cluster();
        p.envLocationHint = QStringLiteral("/work/$USER/envs");
        JobSpec s = trainSpec();
        s.environment = {QStringLiteral("conda"), {}, {}, {}, {}, {}, {}};
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::recipeFieldsGiven(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment.path"),
                  QStringLiteral("for example /work/$USER/envs"));
        f.clear();
        s.environment = {QStringLiteral("container"), {}, {}, {}, QStringLiteral("t.sif"), {}, {}};
        job = start(s, p);
        resolverules::recipeFieldsGiven(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment.recipe"),
                  QStringLiteral("no container runtime"));
        // Charliecloud: an image folder; GPUs need the driver's libraries copied in once.
        f.clear();
        s.environment.runtime = QStringLiteral("charliecloud");
        s.environment.image.clear();
        s.gpusPerNode = 0;
        job = start(s, p);
        resolverules::recipeFieldsGiven(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment.image"),
                  QStringLiteral("an image folder or a SquashFS file"));
        f.clear();
        s.environment.image = QStringLiteral("/images/torch");
        s.gpusPerNode = 2;
        job = start(s, p);
        resolverules::recipeFieldsGiven(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("environment.image"),
                  QStringLiteral("ch-fromhost --nvidia /images/torch"));
    }

    void containerRuntime()
    {
        SiteProfile p = cluster();
        p.containerRuntime = QStringLiteral("apptainer");
        JobSpec s = trainSpec();
        s.environment.recipe = QStringLiteral("container");
        s.environment.image = QStringLiteral("/images/torch");
        ResolvedJob job = start(s, p);
        Findings f;
        // The profile's tool, unless the spec names one.
        QCOMPARE(resolverules::containerRuntime(s, p, job, f), Outcome::Continue);
        QCOMPARE(job.spec.environment.runtime, QStringLiteral("apptainer"));
        s.environment.runtime = QStringLiteral("charliecloud");
        job = start(s, p);
        QCOMPARE(resolverules::containerRuntime(s, p, job, f), Outcome::Continue);
        QCOMPARE(job.spec.environment.runtime, QStringLiteral("charliecloud"));
        QVERIFY(f.isEmpty());
        // A profile without one: nothing to take, recipeFieldsGiven says so.
        p.containerRuntime = QStringLiteral("none");
        s.environment.runtime.clear();
        job = start(s, p);
        QCOMPARE(resolverules::containerRuntime(s, p, job, f), Outcome::Continue);
        QVERIFY(job.spec.environment.runtime.isEmpty());
        // Any other word would become a command: refused, and no script.
        s.environment.runtime = QStringLiteral("podman; touch /tmp/PWNED");
        job = start(s, p);
        QCOMPARE(resolverules::containerRuntime(s, p, job, f), Outcome::Stop);
        expectOne(f, S::Blocking, QStringLiteral("environment.runtime"),
                  QStringLiteral("is not a container tool Slipway knows"));
    }

    void environmentPathsSafe()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.environment.path = QStringLiteral("/env\rrm -rf ~");
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::environmentPathsSafe(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment"), QStringLiteral("control"));
    }

    void environmentLocation()
    {
        SiteProfile p = cluster();
        p.unsuitableEnvPaths = {QStringLiteral("$HOME")};
        p.unsuitableEnvReasons = {QStringLiteral("the home quota is small")};
        JobSpec s = trainSpec();
        s.environment = {QStringLiteral("venv"), {}, QStringLiteral("$HOME/env"), {}, {}, {}, {}};
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::environmentLocation(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment.path"),
                  QStringLiteral("the home quota is small"));
        f.clear();
        s.environment.path = QStringLiteral("$HOMEWORK/env"); // only the folder itself counts
        job = start(s, p);
        resolverules::environmentLocation(s, p, job, f);
        QVERIFY(f.isEmpty());
    }

    void wheelhouseNeedsNodeDisk()
    {
        SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.environment.recipe = QStringLiteral("virtualenv-wheelhouse");
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::wheelhouseNeedsNodeDisk(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment.recipe"), QStringLiteral("use venv"));
        f.clear();
        p.nodeLocalEnvVar = QStringLiteral("SLURM_TMPDIR");
        resolverules::wheelhouseNeedsNodeDisk(s, p, job, f);
        QVERIFY(f.isEmpty());
    }

    void localComputerLimits()
    {
        SiteProfile p = cluster();
        p.scheduler = SchedulerKind::Local;
        JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("ddp-srun");
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::localComputerLimits(s, p, job, f);
        QCOMPARE(f.size(), 2); // the modules recipe and srun both need a cluster
        QCOMPARE(f.at(0).field, QStringLiteral("environment.recipe"));
        QVERIFY(f.at(1).message.contains(QStringLiteral("needs a scheduler")));
    }

    void smallModelOnGpu()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.modelSize = QStringLiteral("small");
        ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 1);
        Findings f;
        resolverules::smallModelOnGpu(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("parallelism"), QStringLiteral("multi-cpu"));
    }

    void torchForGpu()
    {
        SiteProfile p = cluster();
        p.minTorchForGpu.insert(QStringLiteral("H100"), QStringLiteral("2.0"));
        JobSpec s = trainSpec();
        s.environment.packages = {QStringLiteral("torch==1.13.1")};
        ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 1);
        Findings f;
        resolverules::torchForGpu(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment"),
                  QStringLiteral("torch 1.13.1 does not run on H100"));
        f.clear();
        job.spec.environment.packages.clear();
        resolverules::torchForGpu(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("environment"), QStringLiteral("2.0 or newer"));
    }

    void computeNodeInternet()
    {
        SiteProfile p = cluster();
        p.computeInternet = QStringLiteral("none");
        ResolvedJob job = start(trainSpec(), p);
        Findings f;
        resolverules::computeNodeInternet(trainSpec(), p, job, f);
        expectOne(f, S::Advice, QStringLiteral("entry"), QStringLiteral("no internet"));
    }

    void dataLoaderWorkers()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.args = {QStringLiteral("--num-workers"), QStringLiteral("8")};
        ResolvedJob job = onPartition(s, p, QStringLiteral("cpu"), 0, 1, 4);
        Findings f;
        resolverules::dataLoaderWorkers(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("args"), QStringLiteral("8 DataLoader workers"));
    }

    void modelParallelSpeed()
    {
        const SiteProfile p = cluster();
        JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("model-parallel");
        ResolvedJob job = start(s, p);
        Findings f;
        resolverules::modelParallelSpeed(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("parallelism"), QStringLiteral("not make training"));
    }

    void sitePitfalls()
    {
        SiteProfile p = cluster();
        p.pitfalls = {{QStringLiteral("a"), QStringLiteral("info"), QStringLiteral("fyi"), {}},
                      {QStringLiteral("b"), QStringLiteral("block"), QStringLiteral("no"),
                       QStringLiteral("C-x")}};
        ResolvedJob job = start(trainSpec(), p);
        Findings f;
        resolverules::sitePitfalls(trainSpec(), p, job, f);
        expectOne(f, S::Blocking, QString(), QStringLiteral("no"));
        QCOMPARE(f.first().source, QStringLiteral("C-x"));
    }
};

QTEST_GUILESS_MAIN(TestResolveRules)
#include "tst_resolverules.moc"
