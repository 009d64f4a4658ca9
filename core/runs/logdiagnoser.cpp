#include "runs/logdiagnoser.h"

#include <QRegularExpression>

namespace slipway::runs {

namespace {

struct Rule
{
    const char *id;
    const char *pattern;
    const char *title;
    const char *fix;
};

const Rule kRules[] = {
    {"cuda-oom", R"(CUDA out of memory|torch\.cuda\.OutOfMemoryError|CUBLAS_STATUS_ALLOC_FAILED)",
     "The GPU ran out of memory.",
     "Use a smaller batch size, mixed precision (torch.autocast) or gradient checkpointing; or ask "
     "for a GPU with more memory."},
    {"nccl-timeout",
     R"(Watchdog caught collective operation timeout|NCCL.*[Tt]ime(d)? ?out|RendezvousTimeoutError|RendezvousConnectionError|DistNetworkError|Timed out initializing process group|The client socket has timed out|failed to connect to .*MASTER|connect\(\) timed out)",
     "The ranks could not reach each other (rendezvous or NCCL timeout).",
     "Check that every rank started (tasks = WORLD_SIZE), that MASTER_ADDR is the first host of "
     "the job and MASTER_PORT is free, and that all ranks call the same collectives. Slipway's "
     "DDP scripts set these from the job; a script that sets its own MASTER_ADDR overrides them."},
    {"torch-missing", R"(ModuleNotFoundError: No module named '?torch'?$|No module named torch\b)",
     "Python cannot find PyTorch: the environment was not active in the job.",
     "Load the PyTorch module and activate the venv or conda environment in the job script (choose "
     "an environment recipe), and make venvs with --system-site-packages on top of the module."},
    {"module-missing", R"(ModuleNotFoundError: No module named '([^']+)')",
     "A Python package is missing from the job's environment.",
     "Install it into the environment the job activates (run the set-up script again with the "
     "package added), or load the module that provides it."},
    {"ddp-rank-gpu",
     R"(invalid device ordinal|Duplicate GPU detected|CUDA error: invalid device|local_rank.*out of range|Expected .*world_size|more processes than GPUs)",
     "The DDP ranks do not match the GPUs.",
     "Run one task per GPU (tasks per node = GPUs per node), select the device with LOCAL_RANK "
     "(torch.cuda.set_device(int(os.environ['LOCAL_RANK']))), and keep WORLD_SIZE equal to the "
     "number of tasks."},
    {"time-limit", R"(DUE TO TIME LIMIT|TimeLimit|walltime .* exceeded limit)",
     "The job reached its time limit and was stopped.",
     "Ask for more time (within the partition's maximum), or save checkpoints regularly and "
     "resume from the last one in a new job."},
    {"oom-kill",
     R"(oom[-_ ]kill|Out Of Memory|OUT_OF_MEMORY|Killed process \d+|memory cgroup out of memory|Exceeded job memory limit)",
     "The job used more memory than it asked for and was killed.",
     "Ask for more memory (mem), use fewer DataLoader workers or smaller batches, or load data "
     "lazily instead of all at once."},
    {"offline-download",
     R"(Temporary failure in name resolution|Name or service not known|Network is unreachable|urlopen error|Max retries exceeded with url|Failed to establish a new connection|Could not resolve host)",
     "A download failed: compute nodes of many clusters have no internet.",
     "Download datasets and pretrained weights on the login node before the job (for example "
     "run the dataset constructor once there with download=True), then use download=False in "
     "the job."},
    {"illegal-instruction", R"(Illegal instruction)",
     "The program uses CPU instructions this node does not have.",
     "Run it on the nodes it was built for: on Theta, packages built for KNL (AVX-512) fail on "
     "the login nodes; run through aprun in a job, and build with 'aprun -n 1 -cc node python "
     "setup.py build'."},
};

} // namespace

QList<Diagnosis> LogDiagnoser::feed(const QString &line)
{
    static const QList<QRegularExpression> patterns = [] {
        QList<QRegularExpression> list;
        for (const Rule &r : kRules) {
            list << QRegularExpression(QString::fromUtf8(r.pattern));
        }
        return list;
    }();
    QList<Diagnosis> fresh;
    for (qsizetype i = 0; i < patterns.size(); ++i) {
        const Rule &rule = kRules[i];
        const QString id = QString::fromLatin1(rule.id);
        if (std::any_of(m_found.cbegin(), m_found.cend(),
                        [&](const Diagnosis &d) { return d.id == id; })) {
            continue;
        }
        // "No module named torch" is the more specific diagnosis; keep the generic one quiet.
        if (id == QLatin1String("module-missing") &&
            std::any_of(m_found.cbegin(), m_found.cend(), [](const Diagnosis &d) {
                return d.id == QLatin1String("torch-missing");
            })) {
            continue;
        }
        const auto m = patterns.at(i).match(line);
        if (!m.hasMatch()) {
            continue;
        }
        if (id == QLatin1String("module-missing") && m.captured(1) == QLatin1String("torch")) {
            continue;
        }
        Diagnosis d{id, QString::fromUtf8(rule.title), QString::fromUtf8(rule.fix), m_lineNumber,
                    line};
        if (id == QLatin1String("module-missing")) {
            d.title = QStringLiteral("The Python package \"%1\" is missing from the job's "
                                     "environment.")
                          .arg(m.captured(1));
        }
        m_found << d;
        fresh << d;
    }
    ++m_lineNumber;
    return fresh;
}

QList<Diagnosis> LogDiagnoser::feedAll(const QStringList &lines)
{
    QList<Diagnosis> out;
    for (const QString &line : lines) {
        out << feed(line);
    }
    return out;
}

} // namespace slipway::runs
