#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace slipway::site {

// One cluster as Slipway knows it: read from a JSON file in site-profiles/ (see
// site-profiles/schema.json and docs/profiles.md). Plain data; ProfileParser fills it in and
// checks it, ProfileRegistry finds the files.

enum class SchedulerKind { Slurm, PbsPro, Cobalt, Local };

struct ProfileSource
{
    QString key;   // "C-pt"
    QString url;   // where a person can read it
    QString title; // what the page is
};

// Where one fact comes from and how sure it is.
struct ProfileProvenance
{
    QString field;  // "partitions[0].per_gpu", a path into the profile
    QString source; // a key of `sources`
    QString tag;    // C, C-hist, 3P, UNCONFIRMED, CONFLICT, LOCAL
    QString note;
};

struct ProfilePitfall
{
    QString id;
    QString severity; // info, advice, block
    QString text;
    QString source;
};

struct LoginHost
{
    QString host;
    QString role; // login, gpu-login, data, automation, build
};

// A file system on which hpc-workspace makes workspaces ("horse": at most 100 days, 10
// extensions).
struct WorkspaceFilesystem
{
    QString name;
    int maxDays = 0;
    int extensions = 0;
};

struct PartitionGpu
{
    QString model;         // "H100-SXM5"
    int perNode = 0;       // GPUs in one node
    int memGb = 0;         // memory of one GPU
    QString typeSpecifier; // "h100": the name used in --gpus-per-node=h100:N
};

struct PerGpuRule
{
    int recommendedCpus = 0;
    qint64 recommendedMemMb = 0;
    int maxCpus = 0;       // 0: no cap
    qint64 maxMemMb = 0;   // 0: no cap
    bool enforced = false; // the scheduler rejects jobs over the caps
};

struct Partition
{
    QString name;
    QString purpose; // gpu, cpu, debug, interactive, preemptable
    bool isDefault = false;
    std::optional<PartitionGpu> gpu;
    QString cpuArch; // x86_64, ppc64le, aarch64, knl
    int coresPerNode = 0;
    int requestableCores = 0; // 0: all of coresPerNode
    int threadsPerCore = 1;   // hardware threads (SMT); mpiexec --cpu-bind depth counts them
    qint64 memPerNodeMb = 0;
    PerGpuRule perGpu;
    qint64 defaultWalltime = 0; // seconds; 0: unknown
    qint64 minWalltime = 0;
    qint64 maxWalltime = 0; // 0: unlimited or unknown
    int minNodes = 0;
    int maxNodes = 0;
    bool wholeNodeOnly = false;
    QString qos; // needed with this partition ("debug" on SJTU's debuga100)
};

struct EnvironmentDefaults
{
    QString recipe; // modules, venv, virtualenv-wheelhouse, conda, container, none
    QStringList modules;
    QString path;
    QStringList packages;
    QString image;
    QString pythonVersion;
};

struct SiteProfile
{
    QString fileName;          // where it was read from, for messages
    bool userOverride = false; // read from the user's config folder

    QString id;
    QString displayName;
    QString operatorName;
    QString country;

    QString lifecycleState; // active, retired, decommissioning, preview
    QString retiredOn;
    QString inServiceSince; // lifecycle.since: a date or a year
    QStringList successorIds;
    QString lifecycleNote;

    QString homeUrl;
    QString pytorchUrl;

    QList<LoginHost> loginHosts;
    QString networkRequirement; // none, campus_or_vpn, vpn, unknown
    QString mfa;                // always, off_campus, never, unknown
    QStringList accessNotes;

    SchedulerKind scheduler = SchedulerKind::Slurm;
    QString accounting;        // sacct, none, unknown
    QString accountRequired;   // always, if_multiple, auto, never
    QString accountFormatHint; // "def-<pi>"
    QString partitionMode;     // explicit, auto_routed, queue, none
    QString gpuRequestStyle;   // gres, gpus_per_node_typed, pbs_select_whole_node, none
    bool gpuModelRequired = false;
    QList<int> allowedGpuCounts; // empty: any up to the node's GPUs
    // How the usage sampler reads a running job's GPUs (scheduler.gpu_monitor): "srun" (a step
    // inside the job, `srun --overlap --jobid`; the default) or "ssh" (to each of the job's
    // nodes, where the site lets users log in to them); and with which tool: "nvidia-smi" (the
    // default), "rocm-smi" or "none". Empty: the default.
    QString gpuMonitorRoute;
    QString gpuMonitorTool;
    bool memoryHonored = true;
    int defaultMemPerCpuMb = 0;
    bool timeRequired = false;
    // The largest job array the scheduler takes: Slurm's MaxArraySize (array indices stay below
    // it), PBS Pro's max_array_size. 0: not known; Slurm's default, 1001, is assumed.
    int maxArraySize = 0;
    QString pbsSelectSuffix; // ":system=polaris"
    QString pbsPlace;        // "scatter"
    QString pbsFilesystems;  // "home:eagle"
    QString cobaltAttrs;     // "mcdram=cache:numa=quad"

    QList<Partition> partitions;

    QString envLocationHint;        // where environments should go: "/work/$USER/envs"
    QStringList unsuitableEnvPaths; // prefixes where an environment must not be created
    QStringList unsuitableEnvReasons;
    QString nodeLocalEnvVar; // SLURM_TMPDIR, TMPDIR
    bool homeReadOnlyOnCompute = false;
    // Where projects and data can go (docs/profiles.md, "Storage"): hpc-workspace workspaces
    // when workspaceTool is "hpc-workspace", otherwise the scratch and project folders.
    QString workspaceTool; // "hpc-workspace" or empty
    QList<WorkspaceFilesystem> workspaceFilesystems;
    QString quotaTool;   // "quota", "lfs", "diskusage_report" or empty
    QString scratchPath; // "$SCRATCH", "/scratch/$USER"
    QString projectPath; // "$PROJECT", "/work/$USER"
    // Caches that would fill the home folder, pointed elsewhere in job and set-up scripts:
    // "HF_HOME" -> "/work/$USER/.cache/huggingface". Keys are cacheVariableNames().
    QMap<QString, QString> cacheRedirects;

    QString computeInternet; // full, proxy, none, on_request, unknown
    // The login node can download from the internet (curl/wget): "Download to the cluster"
    // fetches there; otherwise Slipway downloads here and uploads.
    bool loginNodeInternet = true;
    QMap<QString, QString> proxyEnv;

    QString moduleSystem; // lmod, environment-modules, none
    QStringList moduleUse;
    QStringList pythonModules;
    QStringList pytorchModules;
    QStringList condaModules;
    QString containerRuntime; // apptainer, singularity, charliecloud, none
    QStringList containerImages;
    QMap<QString, QString> minTorchForGpu; // "H100" -> "2.5.1"
    QString venvPython;                    // the interpreter that makes venvs: "python3"
    // Why the login node is the wrong machine to check an environment on (another CPU
    // architecture, no GPUs), in plain words; empty when it is like the compute nodes. Then only
    // the environment doctor's job counts, and the login-node check is a first look.
    QString loginNodeUnlikeCompute;

    EnvironmentDefaults defaultEnvironment;
    QString defaultParallelism;
    qint64 defaultTime = 0;
    int defaultCpusPerTask = 0;
    QString defaultMem;
    int defaultGpusPerNode = 0;

    QList<ProfilePitfall> pitfalls;
    QMap<QString, ProfileSource> sources;
    QList<ProfileProvenance> provenance;

    QJsonObject json; // the file as read

    bool isRetired() const { return lifecycleState == QLatin1String("retired"); }
    const Partition *partition(const QString &name) const;
    const Partition *defaultPartition() const;
    QString primaryLoginHost() const;

    // The provenance entry that covers `field` (the entry itself or the nearest ancestor).
    const ProfileProvenance *provenanceFor(const QString &field) const;
    bool isUnconfirmed(const QString &field) const;
};

QString schedulerKindName(SchedulerKind kind); // "slurm", "pbspro", "cobalt", "local"

// The cache variables a profile may point elsewhere (storage.cache_redirects), in the order
// scripts set them: HF_HOME, TORCH_HOME, PIP_CACHE_DIR, TRITON_CACHE_DIR, XDG_CACHE_HOME,
// CONDA_PKGS_DIRS.
const QStringList &cacheVariableNames();

} // namespace slipway::site
