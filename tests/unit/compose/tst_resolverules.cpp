// Each of JobResolver's rules on its own: a hand-made profile, the state the rules before it
// leave, one rule applied, and what it decided and said.

#include "compose/jobresolver.h"
#include "compose/resolverules.h"

#include <QSet>
#include <QTest>

using namespace slipway;
using namespace slipway::compose::resolverules;

namespace {

site::Partition cpuPartition()
{
    site::Partition p;
    p.name = QStringLiteral("cpu");
    p.purpose = QStringLiteral("cpu");
    p.isDefault = true;
    p.coresPerNode = 32;
    p.memPerNodeMb = 64 * 1024;
    p.maxWalltime = 24 * 3600;
    p.maxNodes = 4;
    return p;
}

site::Partition gpuPartition()
{
    site::Partition p;
    p.name = QStringLiteral("gpu");
    p.purpose = QStringLiteral("gpu");
    p.gpu = site::PartitionGpu{QStringLiteral("H100-SXM5"), 4, 80, QStringLiteral("h100")};
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

site::SiteProfile cluster()
{
    site::SiteProfile p;
    p.id = QStringLiteral("example");
    p.displayName = QStringLiteral("Example");
    p.scheduler = site::SchedulerKind::Slurm;
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

compose::JobSpec trainSpec()
{
    compose::JobSpec s;
    s.profile = QStringLiteral("example");
    s.entry = QStringLiteral("train.py");
    s.parallelism = QStringLiteral("cpu");
    s.environment.recipe = QStringLiteral("modules");
    s.environment.modules = {QStringLiteral("PyTorch/2.5")};
    return s;
}

// The state a rule starts from: the spec as given, nothing decided yet.
compose::ResolvedJob start(const compose::JobSpec &spec, const site::SiteProfile &profile)
{
    compose::ResolvedJob job;
    job.profile = profile;
    job.spec = spec;
    return job;
}

// The state after the resource rules have chosen `partition` and the numbers given.
compose::ResolvedJob onPartition(const compose::JobSpec &spec, const site::SiteProfile &profile,
                                 const QString &partition, int gpusPerNode, int tasksPerNode = 1,
                                 int cpusPerTask = 1)
{
    compose::ResolvedJob job = start(spec, profile);
    job.partition = *profile.partition(partition);
    job.spec.partition = partition;
    job.gpusPerNode = gpusPerNode;
    job.spec.gpusPerNode = gpusPerNode;
    job.tasksPerNode = tasksPerNode;
    job.cpusPerTask = cpusPerTask;
    return job;
}

QString describe(const compose::Findings &findings)
{
    QStringList out;
    for (const compose::Finding &f : findings) {
        out << compose::Finding::severityName(f.severity) + u' ' + f.field + QStringLiteral(": ") +
                   f.message;
    }
    return out.join(u'\n');
}

// The one finding a rule added, checked by severity, field and a piece of its text.
void expectOne(const compose::Findings &findings, compose::Finding::Severity severity,
               const QString &field, const QString &text)
{
    QVERIFY2(findings.size() == 1, qPrintable(describe(findings)));
    QCOMPARE(compose::Finding::severityName(findings.first().severity),
             compose::Finding::severityName(severity));
    QCOMPARE(findings.first().field, field);
    QVERIFY2(findings.first().message.contains(text), qPrintable(findings.first().message));
}

using S = compose::Finding::Severity;

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
        const quint64 before = compose::JobResolver::resolutions();
        compose::Findings f;
        QVERIFY(compose::JobResolver::resolve(trainSpec(), cluster(), &f));
        QCOMPARE(compose::JobResolver::resolutions(), before + 1);
    }

    void retiredCluster()
    {
        site::SiteProfile p = cluster();
        compose::ResolvedJob job = start(trainSpec(), p);
        compose::Findings f;
        QCOMPARE(compose::resolverules::retiredCluster(trainSpec(), p, job, f), Outcome::Continue);
        QVERIFY(f.isEmpty());
        p.lifecycleState = QStringLiteral("retired");
        p.retiredOn = QStringLiteral("2024-01-31");
        p.successorIds = {QStringLiteral("new-a"), QStringLiteral("new-b")};
        compose::resolverules::retiredCluster(trainSpec(), p, job, f);
        expectOne(f, S::Advice, QStringLiteral("profile"), QStringLiteral("use new-a or new-b"));
    }

    void knownParallelism()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.parallelism.clear();
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        QCOMPARE(compose::resolverules::knownParallelism(s, p, job, f), Outcome::Continue);
        QCOMPARE(job.spec.parallelism, QStringLiteral("cpu"));
        s.parallelism = QStringLiteral("$(reboot)");
        job = start(s, p);
        QCOMPARE(compose::resolverules::knownParallelism(s, p, job, f), Outcome::Stop);
        expectOne(f, S::Blocking, QStringLiteral("parallelism"), QStringLiteral("ddp-torchrun"));
    }

    void defaultEnvironment()
    {
        site::SiteProfile p = cluster();
        p.defaultEnvironment.path = QStringLiteral("/default/env");
        compose::JobSpec s = trainSpec();
        s.environment = {};
        s.environment.modules = {QStringLiteral("Mine/1")};
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::defaultEnvironment(s, p, job, f);
        QCOMPARE(job.spec.environment.recipe, QStringLiteral("modules"));
        QCOMPARE(job.spec.environment.modules, QStringList{QStringLiteral("Mine/1")});
        QCOMPARE(job.spec.environment.path, QStringLiteral("/default/env"));
        // A recipe the user chose keeps its fields as given.
        s.environment.recipe = QStringLiteral("venv");
        job = start(s, p);
        compose::resolverules::defaultEnvironment(s, p, job, f);
        QVERIFY(job.spec.environment.path.isEmpty());
        QVERIFY(f.isEmpty());
    }

    void condaFromSiteModule()
    {
        site::SiteProfile p = cluster();
        p.condaModules = {QStringLiteral("anaconda3"), QStringLiteral("miniconda3")};
        compose::JobSpec s = trainSpec();
        s.environment = {QStringLiteral("conda"), {}, QStringLiteral("/w/env"), {}, {}, {}};
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::condaFromSiteModule(s, p, job, f);
        QCOMPARE(job.spec.environment.modules, QStringList{QStringLiteral("anaconda3")});
        // Modules given are kept; other recipes and sites without a conda module are untouched.
        s.environment.modules = {QStringLiteral("Mine/1")};
        job = start(s, p);
        compose::resolverules::condaFromSiteModule(s, p, job, f);
        QCOMPARE(job.spec.environment.modules, QStringList{QStringLiteral("Mine/1")});
        s.environment.modules.clear();
        s.environment.recipe = QStringLiteral("venv");
        job = start(s, p);
        compose::resolverules::condaFromSiteModule(s, p, job, f);
        QVERIFY(job.spec.environment.modules.isEmpty());
        p.condaModules.clear();
        s.environment.recipe = QStringLiteral("conda");
        job = start(s, p);
        compose::resolverules::condaFromSiteModule(s, p, job, f);
        QVERIFY(job.spec.environment.modules.isEmpty());
        QVERIFY(f.isEmpty());
    }

    void knownRecipe()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        QCOMPARE(compose::resolverules::knownRecipe(s, p, job, f), Outcome::Continue);
        s.environment.recipe = QStringLiteral("spack");
        job = start(s, p);
        QCOMPARE(compose::resolverules::knownRecipe(s, p, job, f), Outcome::Stop);
        expectOne(f, S::Blocking, QStringLiteral("environment.recipe"),
                  QStringLiteral("\"spack\""));
    }

    void wordsProgramsAccept()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        QCOMPARE(compose::resolverules::wordsProgramsAccept(s, p, job, f), Outcome::Continue);
        s.environment.modules = {QStringLiteral("PyTorch; rm -rf ~")};
        job = start(s, p);
        QCOMPARE(compose::resolverules::wordsProgramsAccept(s, p, job, f), Outcome::Stop);
        QVERIFY2(!f.isEmpty() && f.first().severity == S::Blocking, qPrintable(describe(f)));
    }

    void partitionExists()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        QCOMPARE(compose::resolverules::partitionExists(s, p, job, f), Outcome::Continue);
        QCOMPARE(job.spec.partition, QStringLiteral("cpu"));
        // A GPU job without a partition goes to the GPU partition, and says why.
        s.parallelism = QStringLiteral("gpu");
        job = start(s, p);
        compose::resolverules::partitionExists(s, p, job, f);
        QCOMPARE(job.partition->name, QStringLiteral("gpu"));
        expectOne(f, S::Info, QStringLiteral("partition"), QStringLiteral("has no GPUs"));
        f.clear();
        s.partition = QStringLiteral("big'mem");
        job = start(s, p);
        QCOMPARE(compose::resolverules::partitionExists(s, p, job, f), Outcome::Stop);
        expectOne(f, S::Blocking, QStringLiteral("partition"), QStringLiteral("it has cpu, gpu"));
    }

    void nodesWithinPartition()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.nodes = 0;
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("cpu"), 0);
        compose::Findings f;
        compose::resolverules::nodesWithinPartition(s, p, job, f);
        QCOMPARE(job.nodes, 1);
        QVERIFY(f.isEmpty());
        s.nodes = 5;
        s.parallelism = QStringLiteral("ddp-srun");
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        compose::resolverules::nodesWithinPartition(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("nodes"), QStringLiteral("at most 4 node(s)"));
        f.clear();
        s.nodes = 2;
        s.parallelism = QStringLiteral("cpu");
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        compose::resolverules::nodesWithinPartition(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("nodes"), QStringLiteral("extra nodes"));
    }

    void gpusAvailable()
    {
        site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("ddp-srun");
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 0);
        job.spec.gpusPerNode = -1;
        compose::Findings f;
        compose::resolverules::gpusAvailable(s, p, job, f);
        QCOMPARE(job.gpusPerNode, 4);
        QCOMPARE(job.gpuTypeSpecifier, QStringLiteral("h100"));
        QVERIFY2(f.isEmpty(), qPrintable(describe(f)));
        s.gpusPerNode = 6;
        job = onPartition(s, p, QStringLiteral("gpu"), 0);
        job.spec.gpusPerNode = 6;
        compose::resolverules::gpusAvailable(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("gpus_per_node"), QStringLiteral("has 4 GPU(s)"));
        f.clear();
        p.allowedGpuCounts = {1, 4};
        s.gpusPerNode = 2;
        job = onPartition(s, p, QStringLiteral("gpu"), 0);
        job.spec.gpusPerNode = 2;
        compose::resolverules::gpusAvailable(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("gpus_per_node"), QStringLiteral("1 or 4"));
        f.clear();
        s.gpusPerNode = 1;
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        job.spec.gpusPerNode = 1;
        compose::resolverules::gpusAvailable(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("partition"), QStringLiteral("cpu has no GPUs"));
    }

    void gpusUsedByParallelism()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("gpu");
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 3);
        compose::Findings f;
        compose::resolverules::gpusUsedByParallelism(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("gpus_per_node"), QStringLiteral("other 2"));
        f.clear();
        s.parallelism = QStringLiteral("pipeline");
        job = onPartition(s, p, QStringLiteral("gpu"), 1);
        compose::resolverules::gpusUsedByParallelism(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("gpus_per_node"), QStringLiteral("gains nothing"));
    }

    void tasksMatchParallelism()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("ddp-srun");
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 4, 0);
        compose::Findings f;
        compose::resolverules::tasksMatchParallelism(s, p, job, f);
        QCOMPARE(job.tasksPerNode, 4);
        QCOMPARE(job.spec.tasksPerNode, 4);
        QVERIFY(f.isEmpty());
        s.tasksPerNode = 2;
        job = onPartition(s, p, QStringLiteral("gpu"), 4, 0);
        compose::resolverules::tasksMatchParallelism(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("tasks_per_node"),
                  QStringLiteral("the ranks would not match the GPUs"));
    }

    void cpusFitNode()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("ddp-srun");
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 4, 4, 0);
        compose::Findings f;
        compose::resolverules::cpusFitNode(s, p, job, f);
        QCOMPARE(job.cpusPerTask, 12); // the site's 12 per GPU, over one task per GPU
        QVERIFY(f.isEmpty());
        s.cpusPerTask = 40;
        job = onPartition(s, p, QStringLiteral("gpu"), 4, 4, 0);
        compose::resolverules::cpusFitNode(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("cpus_per_task"), QStringLiteral("offers 48"));
        f.clear();
        s = trainSpec();
        s.parallelism = QStringLiteral("multi-cpu");
        s.cpusPerTask = 1;
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        compose::resolverules::cpusFitNode(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("cpus_per_task"), QStringLiteral("runs like cpu"));
    }

    void memoryRequest()
    {
        site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.mem = QStringLiteral("1T");
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("cpu"), 0);
        compose::Findings f;
        compose::resolverules::memoryRequest(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("mem"), QStringLiteral("has 64 GB"));
        f.clear();
        s.mem = QStringLiteral("lots");
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        compose::resolverules::memoryRequest(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("mem"), QStringLiteral("not an amount"));
        f.clear();
        s.mem.clear();
        job = onPartition(s, p, QStringLiteral("gpu"), 2);
        compose::resolverules::memoryRequest(s, p, job, f);
        QCOMPARE(job.spec.mem, QStringLiteral("245760M")); // 120 GB per GPU, two GPUs
        QVERIFY(f.isEmpty());
        p.memoryHonored = false;
        s.mem = QStringLiteral("8G");
        job = onPartition(s, p, QStringLiteral("cpu"), 0);
        compose::resolverules::memoryRequest(s, p, job, f);
        QVERIFY(job.spec.mem.isEmpty());
        expectOne(f, S::Advice, QStringLiteral("mem"), QStringLiteral("ignores memory"));
    }

    void perGpuLimits()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 1, 1, 20);
        compose::Findings f;
        compose::resolverules::perGpuLimits(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("cpus_per_task"),
                  QStringLiteral("allows at most 16 CPU cores per GPU"));
        f.clear();
        job = onPartition(s, p, QStringLiteral("gpu"), 2, 1, 24);
        job.spec.mem = QStringLiteral("300G");
        compose::resolverules::perGpuLimits(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("mem"), QStringLiteral("150 GB per GPU"));
    }

    void timeLimit()
    {
        site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("cpu"), 0);
        compose::Findings f;
        compose::resolverules::timeLimit(s, p, job, f);
        QCOMPARE(job.spec.time, QStringLiteral("01:00:00"));
        QCOMPARE(job.timeSeconds, 3600);
        QVERIFY(f.isEmpty());
        s.time = QStringLiteral("3-00:00:00");
        job = onPartition(s, p, QStringLiteral("gpu"), 1);
        compose::resolverules::timeLimit(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("time"), QStringLiteral("allows at most"));
        f.clear();
        s.time = QStringLiteral("soon");
        job = onPartition(s, p, QStringLiteral("gpu"), 1);
        compose::resolverules::timeLimit(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("time"), QStringLiteral("not a time limit"));
        f.clear();
        s.time = QStringLiteral("00:01:00");
        job = onPartition(s, p, QStringLiteral("gpu"), 1);
        compose::resolverules::timeLimit(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("time"), QStringLiteral("at least"));
    }

    void accountAndQos()
    {
        site::SiteProfile p = cluster();
        p.accountRequired = QStringLiteral("always");
        p.accountFormatHint = QStringLiteral("def-<pi>");
        p.partitions[1].qos = QStringLiteral("gpu-qos");
        compose::JobSpec s = trainSpec();
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 1);
        compose::Findings f;
        compose::resolverules::accountAndQos(s, p, job, f);
        QCOMPARE(job.spec.qos, QStringLiteral("gpu-qos"));
        expectOne(f, S::Blocking, QStringLiteral("account"), QStringLiteral("such as def-<pi>"));
    }

    void entryScriptGiven()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.entry = QStringLiteral("  ");
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::entryScriptGiven(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("entry"), QStringLiteral("Training script"));
    }

    void defaultJobNameAndOutput()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.entry = QStringLiteral("src/my model.v2.py");
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::defaultJobNameAndOutput(s, p, job, f);
        QCOMPARE(job.spec.jobName, QStringLiteral("my model.v2"));
        QCOMPARE(job.spec.output, QStringLiteral("slipway-%j.out"));
        QVERIFY(f.isEmpty());
    }

    void directiveValuesSafe()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.jobName = QStringLiteral("a\n#SBATCH --wrap=reboot");
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        QCOMPARE(compose::resolverules::directiveValuesSafe(s, p, job, f), Outcome::Stop);
        expectOne(f, S::Blocking, QStringLiteral("job_name"), QStringLiteral("line break"));
        job = start(trainSpec(), p);
        f.clear();
        QCOMPARE(compose::resolverules::directiveValuesSafe(s, p, job, f), Outcome::Continue);
        QVERIFY(f.isEmpty());
    }

    void jobNameLength()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.jobName = QString(201, u'x');
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::jobNameLength(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("job_name"), QStringLiteral("201 characters"));
    }

    void mailSettings()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.mailUser = QStringLiteral("me@example.org");
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::mailSettings(s, p, job, f);
        QCOMPARE(job.spec.mailType, QStringLiteral("END,FAIL"));
        QVERIFY(f.isEmpty());
        s.mailType = QStringLiteral("END,$(id)");
        job = start(s, p);
        compose::resolverules::mailSettings(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("mail.type"), QStringLiteral("\"$(id)\""));
    }

    void recipeFieldsGiven()
    {
        site::SiteProfile p = cluster();
        p.envLocationHint = QStringLiteral("/work/$USER/envs");
        compose::JobSpec s = trainSpec();
        s.environment = {QStringLiteral("conda"), {}, {}, {}, {}, {}};
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::recipeFieldsGiven(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment.path"),
                  QStringLiteral("for example /work/$USER/envs"));
        f.clear();
        s.environment = {QStringLiteral("container"), {}, {}, {}, QStringLiteral("t.sif"), {}};
        job = start(s, p);
        compose::resolverules::recipeFieldsGiven(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment.recipe"),
                  QStringLiteral("no container runtime"));
    }

    void environmentPathsSafe()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.environment.path = QStringLiteral("/env\rrm -rf ~");
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::environmentPathsSafe(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment"), QStringLiteral("control"));
    }

    void environmentLocation()
    {
        site::SiteProfile p = cluster();
        p.unsuitableEnvPaths = {QStringLiteral("$HOME")};
        p.unsuitableEnvReasons = {QStringLiteral("the home quota is small")};
        compose::JobSpec s = trainSpec();
        s.environment = {QStringLiteral("venv"), {}, QStringLiteral("$HOME/env"), {}, {}, {}};
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::environmentLocation(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment.path"),
                  QStringLiteral("the home quota is small"));
        f.clear();
        s.environment.path = QStringLiteral("$HOMEWORK/env"); // only the folder itself counts
        job = start(s, p);
        compose::resolverules::environmentLocation(s, p, job, f);
        QVERIFY(f.isEmpty());
    }

    void wheelhouseNeedsNodeDisk()
    {
        site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.environment.recipe = QStringLiteral("virtualenv-wheelhouse");
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::wheelhouseNeedsNodeDisk(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment.recipe"), QStringLiteral("use venv"));
        f.clear();
        p.nodeLocalEnvVar = QStringLiteral("SLURM_TMPDIR");
        compose::resolverules::wheelhouseNeedsNodeDisk(s, p, job, f);
        QVERIFY(f.isEmpty());
    }

    void localComputerLimits()
    {
        site::SiteProfile p = cluster();
        p.scheduler = site::SchedulerKind::Local;
        compose::JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("ddp-srun");
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::localComputerLimits(s, p, job, f);
        QCOMPARE(f.size(), 2); // the modules recipe and srun both need a cluster
        QCOMPARE(f.at(0).field, QStringLiteral("environment.recipe"));
        QVERIFY(f.at(1).message.contains(QStringLiteral("needs a scheduler")));
    }

    void smallModelOnGpu()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.modelSize = QStringLiteral("small");
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 1);
        compose::Findings f;
        compose::resolverules::smallModelOnGpu(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("parallelism"), QStringLiteral("multi-cpu"));
    }

    void torchForGpu()
    {
        site::SiteProfile p = cluster();
        p.minTorchForGpu.insert(QStringLiteral("H100"), QStringLiteral("2.0"));
        compose::JobSpec s = trainSpec();
        s.environment.packages = {QStringLiteral("torch==1.13.1")};
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("gpu"), 1);
        compose::Findings f;
        compose::resolverules::torchForGpu(s, p, job, f);
        expectOne(f, S::Blocking, QStringLiteral("environment"),
                  QStringLiteral("torch 1.13.1 does not run on H100"));
        f.clear();
        job.spec.environment.packages.clear();
        compose::resolverules::torchForGpu(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("environment"), QStringLiteral("2.0 or newer"));
    }

    void computeNodeInternet()
    {
        site::SiteProfile p = cluster();
        p.computeInternet = QStringLiteral("none");
        compose::ResolvedJob job = start(trainSpec(), p);
        compose::Findings f;
        compose::resolverules::computeNodeInternet(trainSpec(), p, job, f);
        expectOne(f, S::Advice, QStringLiteral("entry"), QStringLiteral("no internet"));
    }

    void dataLoaderWorkers()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.args = {QStringLiteral("--num-workers"), QStringLiteral("8")};
        compose::ResolvedJob job = onPartition(s, p, QStringLiteral("cpu"), 0, 1, 4);
        compose::Findings f;
        compose::resolverules::dataLoaderWorkers(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("args"), QStringLiteral("8 DataLoader workers"));
    }

    void modelParallelSpeed()
    {
        const site::SiteProfile p = cluster();
        compose::JobSpec s = trainSpec();
        s.parallelism = QStringLiteral("model-parallel");
        compose::ResolvedJob job = start(s, p);
        compose::Findings f;
        compose::resolverules::modelParallelSpeed(s, p, job, f);
        expectOne(f, S::Advice, QStringLiteral("parallelism"), QStringLiteral("not make training"));
    }

    void sitePitfalls()
    {
        site::SiteProfile p = cluster();
        p.pitfalls = {{QStringLiteral("a"), QStringLiteral("info"), QStringLiteral("fyi"), {}},
                      {QStringLiteral("b"), QStringLiteral("block"), QStringLiteral("no"),
                       QStringLiteral("C-x")}};
        compose::ResolvedJob job = start(trainSpec(), p);
        compose::Findings f;
        compose::resolverules::sitePitfalls(trainSpec(), p, job, f);
        expectOne(f, S::Blocking, QString(), QStringLiteral("no"));
        QCOMPARE(f.first().source, QStringLiteral("C-x"));
    }
};

QTEST_GUILESS_MAIN(TestResolveRules)
#include "tst_resolverules.moc"
