#include "envsetup/smokeladder.h"

#include "common/shellquote.h"
#include "compose/scriptcomposer.h"
#include "compose/shellwords.h"
#include "envsetup/environmentdoctor.h"
#include "envsetup/smokerunsource.h"
#include "localbridge/inputshapeparser.h"
#include "localbridge/localrun.h"
#include "localbridge/localrunresult.h"
#include "scheduler/scheduler.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPromise>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cmath>

#ifdef Q_OS_UNIX
#include <csignal>
#include <unistd.h>
#endif

namespace slipway::envsetup {

using compose::ComposedScript;
using compose::Finding;
using compose::JobSpec;
using compose::ScriptComposer;
using scheduler::JobState;
using scheduler::JobStatus;
using scheduler::Scheduler;
using site::Partition;
using site::SiteProfile;

namespace {

// Run by each candidate Python: "slipway-probe <torch.distributed?> <port>".
const char *const kProbeScript =
    "import random, socket, torch\n"
    "lo, hi = 20000, 32767\n"
    "try:\n"
    "    first = int(open('/proc/sys/net/ipv4/ip_local_port_range').read().split()[0])\n"
    "    if first > lo + 1024:\n"
    "        hi = first - 1\n"
    "except (OSError, ValueError, IndexError):\n"
    "    pass\n"
    "s = None\n"
    "for _ in range(200):\n"
    "    s = socket.socket()\n"
    "    try:\n"
    "        s.bind(('127.0.0.1', random.randint(lo, hi)))\n"
    "        break\n"
    "    except OSError:\n"
    "        s.close()\n"
    "        s = None\n"
    "if s is None:\n"
    "    s = socket.socket()\n"
    "    s.bind(('127.0.0.1', 0))\n"
    "print('slipway-probe', int(torch.distributed.is_available()), s.getsockname()[1])\n";

const QByteArray kMarker = QByteArrayLiteral("SLIPWAY-SMOKE ");
const QString kRunnerFile = QStringLiteral("smoke_run.py");
// The exported model the local rung looks for when no local Python has torch: the name the
// LibTorch smoke test's documentation saves it under (docs/local.md).
const QString kExportedModel = QStringLiteral("model.pt");

QString hms(qint64 seconds)
{
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600, 2, 10, QLatin1Char('0'))
        .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString tail(const QByteArray &log, int lines)
{
    QStringList out;
    const QList<QByteArray> all = log.trimmed().split('\n');
    for (qsizetype i = std::max<qsizetype>(0, all.size() - lines); i < all.size(); ++i) {
        if (!all.at(i).startsWith(kMarker) && !all.at(i).trimmed().isEmpty()) {
            out << QString::fromUtf8(all.at(i)).trimmed();
        }
    }
    return out.join(QStringLiteral(" / "));
}

// The result of a rung from what smoke_run.py reported (or did not).
LadderRung judge(LadderRung::Kind kind, const QByteArray &log, int exitCode, const QString &how)
{
    std::optional<LadderRung> measured = SmokeLadder::parseRunnerOutput(log);
    LadderRung r = measured.value_or(LadderRung{});
    r.kind = kind;
    const bool failed = !measured || exitCode != 0;
    if (failed) {
        r.status = LadderRung::Status::Failed;
        const QString last = tail(log, 4);
        r.summary = last.isEmpty()
                        ? QObject::tr("The script stopped %1 without output.").arg(how)
                        : QObject::tr("The script stopped with an error %1 after %n finished "
                                      "step(s): %2",
                                      nullptr, r.steps)
                              .arg(how, last);
        r.fix = QObject::tr("Fix the error the script printed (the full output is in its log), "
                            "then run the ladder again.");
        return r;
    }
    r.status = LadderRung::Status::Passed;
    if (r.stepSeconds >= 0) {
        r.summary =
            QObject::tr("%n step(s) %1, %2 s per step, peak memory %3 MB%4.", nullptr, r.steps)
                .arg(how)
                .arg(r.stepSeconds, 0, 'f', 3)
                .arg(r.peakMemoryMb, 0, 'f', 0)
                .arg(r.peakGpuMemoryMb >= 0
                         ? QObject::tr(" (GPU %1 MB)").arg(r.peakGpuMemoryMb, 0, 'f', 0)
                         : QString());
    } else {
        r.summary = QObject::tr("The script ran %1 (%n finished step(s) seen, too few to time a "
                                "step), peak memory %2 MB.",
                                nullptr, r.steps)
                        .arg(how)
                        .arg(r.peakMemoryMb, 0, 'f', 0);
    }
    return r;
}

// The line of a failed local run that says the script needs a GPU torch cannot use on this
// computer (a CPU build of torch, no driver, fewer GPUs than ranks, no NCCL); empty when none
// does. Those are the messages torch itself prints.
QString needsGpuHere(const QByteArray &log)
{
    static const char *const signs[] = {
        "Torch not compiled with CUDA enabled",
        "No CUDA GPUs are available",
        "Found no NVIDIA driver on your system",
        "no GPUs found",
        "doesn't have NCCL built in",
        "has no attribute '_cuda_", // a CPU build's torch._C
        "invalid device ordinal",
        "CUDA driver initialization failed",
        "torch.cuda.is_available() is False",
    };
    const QList<QByteArray> lines = log.split('\n');
    for (auto line = lines.crbegin(); line != lines.crend(); ++line) {
        for (const char *sign : signs) {
            if (line->contains(sign)) {
                return QString::fromUtf8(line->trimmed());
            }
        }
    }
    return {};
}

// The profile's debug partition that fits; null when none does.
const Partition *debugPartition(const SiteProfile &profile, int gpusPerNode, int nodes)
{
    for (const Partition &p : profile.partitions) {
        if (p.purpose != QLatin1String("debug") ||
            (gpusPerNode > 0 && (!p.gpu || p.gpu->perNode < gpusPerNode)) ||
            (p.maxNodes > 0 && nodes > p.maxNodes)) {
            continue;
        }
        return &p;
    }
    return nullptr;
}

} // namespace

QString LadderRung::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Local:
        return QStringLiteral("local");
    case Kind::Debug:
        return QStringLiteral("debug");
    case Kind::Ddp:
        return QStringLiteral("ddp");
    }
    return {};
}

std::optional<LadderRung::Kind> LadderRung::kindFromName(const QString &name)
{
    for (Kind k : {Kind::Local, Kind::Debug, Kind::Ddp}) {
        if (kindName(k) == name) {
            return k;
        }
    }
    return std::nullopt;
}

QString LadderRung::title(Kind kind)
{
    switch (kind) {
    case Kind::Local:
        return QObject::tr("On this computer");
    case Kind::Debug:
        return QObject::tr("One short debug job");
    case Kind::Ddp:
        return QObject::tr("Two ranks together (DDP)");
    }
    return {};
}

QString LadderRung::statusName(Status status)
{
    switch (status) {
    case Status::Passed:
        return QStringLiteral("passed");
    case Status::Failed:
        return QStringLiteral("failed");
    case Status::Skipped:
        return QStringLiteral("skipped");
    case Status::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

QJsonObject LadderRung::toJson() const
{
    const auto number = [](double v) {
        return v < 0 ? QJsonValue() : QJsonValue(v);
    };
    return QJsonObject{{QStringLiteral("rung"), kindName(kind)},
                       {QStringLiteral("status"), statusName(status)},
                       {QStringLiteral("summary"), summary},
                       {QStringLiteral("fix"), fix},
                       {QStringLiteral("seconds"), seconds},
                       {QStringLiteral("steps"), steps},
                       {QStringLiteral("step_seconds"), number(stepSeconds)},
                       {QStringLiteral("peak_memory_mb"), number(peakMemoryMb)},
                       {QStringLiteral("peak_gpu_memory_mb"), number(peakGpuMemoryMb)},
                       {QStringLiteral("job_id"), jobId},
                       {QStringLiteral("where"), where},
                       {QStringLiteral("method"),
                        libtorch ? QStringLiteral("libtorch") : QStringLiteral("script")}};
}

bool LadderReport::passed() const
{
    for (const LadderRung &r : rungs) {
        if (r.status == LadderRung::Status::Failed || r.status == LadderRung::Status::Cancelled) {
            return false;
        }
    }
    return true;
}

const LadderRung *LadderReport::measured() const
{
    const LadderRung *best = nullptr;
    for (const LadderRung &r : rungs) {
        if (r.status == LadderRung::Status::Passed && r.stepSeconds >= 0 && !r.libtorch) {
            best = &r;
        }
    }
    return best;
}

QJsonObject LadderReport::toJson() const
{
    QJsonArray list;
    for (const LadderRung &r : rungs) {
        list.append(r.toJson());
    }
    return QJsonObject{{QStringLiteral("passed"), passed()}, {QStringLiteral("rungs"), list}};
}

LadderSuggestion LadderSuggestion::from(const LadderReport &report, qint64 fullSteps,
                                        int processesPerNode)
{
    LadderSuggestion s;
    const LadderRung *m = report.measured();
    if (!m) {
        const bool libtorch = std::any_of(report.rungs.begin(), report.rungs.end(),
                                          [](const LadderRung &r) { return r.libtorch; });
        s.notes << (libtorch ? QObject::tr("Only LibTorch's time for the exported model was "
                                           "measured, not your script's, so the time limit "
                                           "stays as it is.")
                             : QObject::tr("No step time was measured, so the time limit stays "
                                           "as it is."));
        return s;
    }
    if (fullSteps > 0) {
        // 20 % for slower nodes and evaluation, and 10 minutes for start-up and saving.
        const qint64 seconds = qint64(std::ceil(double(fullSteps) * m->stepSeconds * 1.2)) + 600;
        s.time = hms(seconds);
        s.notes << QObject::tr("Time limit %1: %2 steps × %3 s per step (measured by “%4”), plus "
                               "20 % and 10 minutes.")
                       .arg(s.time)
                       .arg(fullSteps)
                       .arg(m->stepSeconds, 0, 'f', 3)
                       .arg(LadderRung::title(m->kind));
    } else {
        s.notes << QObject::tr("Give the number of steps of the full run to get a time limit "
                               "from the measured %1 s per step.")
                       .arg(m->stepSeconds, 0, 'f', 3);
    }
    if (m->peakMemoryMb > 0) {
        const qint64 mb = qint64(std::ceil(m->peakMemoryMb * 1.5 * std::max(1, processesPerNode)));
        s.mem = QString::number(std::max<qint64>(mb, 1024)) + QLatin1Char('M');
        s.notes << QObject::tr("Memory %1 per node: the peak of %2 MB per process seen by “%3”, "
                               "× %n process(es) per node, plus 50 %.",
                               nullptr, std::max(1, processesPerNode))
                       .arg(s.mem)
                       .arg(m->peakMemoryMb, 0, 'f', 0)
                       .arg(LadderRung::title(m->kind));
    }
    return s;
}

void LadderSuggestion::applyTo(JobSpec *spec) const
{
    if (!time.isEmpty()) {
        spec->time = time;
    }
    if (!mem.isEmpty() && spec->memPerCpu.isEmpty()) {
        spec->mem = mem;
    }
}

QString SmokeLadder::runnerSource()
{
    return QString::fromUtf8(smokeRunSource);
}

std::optional<LadderRung> SmokeLadder::parseRunnerOutput(const QByteArray &log)
{
    std::optional<LadderRung> found;
    for (const QByteArray &line : log.split('\n')) {
        const qsizetype at = line.indexOf(kMarker);
        if (at < 0) {
            continue;
        }
        const QJsonObject o = QJsonDocument::fromJson(line.mid(at + kMarker.size())).object();
        if (o.value(QStringLiteral("event")).toString() != QLatin1String("end")) {
            continue;
        }
        LadderRung r;
        r.steps = o.value(QStringLiteral("steps")).toInt();
        r.seconds = o.value(QStringLiteral("seconds")).toDouble();
        r.stepSeconds = o.value(QStringLiteral("step_seconds")).toDouble(-1);
        r.peakMemoryMb = o.value(QStringLiteral("peak_rss_mb")).toDouble(-1);
        r.peakGpuMemoryMb = o.value(QStringLiteral("peak_gpu_mb")).toDouble(-1);
        r.where = o.value(QStringLiteral("host")).toString();
        const int exit = o.value(QStringLiteral("exit")).toInt();
        r.status = exit == 0 ? LadderRung::Status::Passed : LadderRung::Status::Failed;
        const bool rankZero = o.value(QStringLiteral("rank")).toInt() == 0;
        if (!found || (rankZero && r.status == LadderRung::Status::Passed) ||
            r.status == LadderRung::Status::Failed) {
            found = r;
        }
    }
    return found;
}

std::optional<JobSpec> SmokeLadder::jobSpecFor(LadderRung::Kind kind, const LadderRequest &request,
                                               const QString &folder, QString *why, QString *note)
{
    JobSpec asked = request.spec;
    if (!request.snapshot.isEmpty()) {
        asked.workdir = request.snapshot;
        asked.projectSnapshot = request.snapshot;
    }
    const ComposedScript job = ScriptComposer::compose(asked, request.profile);
    if (job.blocked()) {
        *why = QObject::tr("The job cannot be composed yet: fix the errors of the job first.");
        return std::nullopt;
    }
    JobSpec spec = job.resolvedSpec;
    const int gpus = job.gpusPerNode;
    if (kind == LadderRung::Kind::Debug) {
        spec.nodes = 1;
        spec.gpusPerNode = gpus > 0 ? 1 : 0;
        spec.tasksPerNode = 0;
        spec.parallelism = gpus > 0 ? QStringLiteral("gpu") : QStringLiteral("cpu");
    } else if (kind == LadderRung::Kind::Ddp) {
        if (spec.parallelism != QLatin1String("ddp-srun") &&
            spec.parallelism != QLatin1String("ddp-torchrun")) {
            *why = QObject::tr("The run is not distributed with DDP, so there is no two-rank "
                               "rung.");
            return std::nullopt;
        }
        // Two ranks: on one node when it has two GPUs, else one on each of two nodes.
        spec.tasksPerNode = 0;
        spec.nodes = gpus >= 2 ? 1 : 2;
        spec.gpusPerNode = gpus >= 2 ? 2 : gpus;
    } else {
        *why = QObject::tr("The local rung runs on this computer, not in a job.");
        return std::nullopt;
    }
    spec.jobName = QStringLiteral("slipway-ladder");
    const qint64 jobSeconds = std::max<qint64>(120, request.jobSeconds);
    QStringList args{QStringLiteral("--steps"), QString::number(std::max(1, request.steps)),
                     QStringLiteral("--seconds"), QString::number(jobSeconds - 60)};
    if (!spec.logdir.isEmpty()) {
        args << QStringLiteral("--logdir") << spec.logdir;
    }
    args << QStringLiteral("--") << spec.entry;
    spec.args = args + spec.args;
    spec.entry = folder + QLatin1Char('/') + kRunnerFile;
    spec.output = folder + QStringLiteral("/ladder-%j.out");
    spec.error.clear();
    spec.tensorboard = false;
    spec.tensorboardSetup.clear();
    spec.mailUser.clear();
    spec.mailType.clear();
    spec.sweep.clear();
    const int gpusPerNode = std::max(0, spec.gpusPerNode);
    const Partition *debug = debugPartition(request.profile, gpusPerNode, spec.nodes);
    const Partition *own = request.profile.partition(spec.partition);
    const Partition *chosen = debug ? debug : own;
    if (debug) {
        spec.partition = debug->name;
        if (!debug->qos.isEmpty()) {
            spec.qos = debug->qos;
        }
    }
    qint64 seconds = jobSeconds;
    if (chosen && chosen->maxWalltime > 0) {
        seconds = std::min(seconds, chosen->maxWalltime);
    }
    spec.time = hms(seconds);
    const ComposedScript check = ScriptComposer::compose(spec, request.profile);
    if (check.blocked()) {
        QStringList problems;
        for (const Finding &f : check.findings) {
            if (f.severity == Finding::Severity::Blocking) {
                problems << f.message;
            }
        }
        *why = QObject::tr("This rung's job could not be composed: %1")
                   .arg(problems.join(QLatin1Char(' ')));
        return std::nullopt;
    }
    if (note) {
        *note = debug ? QObject::tr("on the debug partition %1, for at most %2")
                            .arg(debug->name, spec.time)
                      : QObject::tr("on the partition %1 for at most %2 (no debug partition fits)")
                            .arg(spec.partition, spec.time);
    }
    return spec;
}

SmokeLadder::SmokeLadder(CommandRunner *runner, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
{}

SmokeLadder::~SmokeLadder()
{
    stopProcessGroup();
    if (m_process) {
        m_process->kill();
        m_process->waitForFinished(2000);
    }
    if (m_promise) {
        m_promise->finish();
    }
}

QFuture<LadderReport> SmokeLadder::start(const LadderRequest &request)
{
    if (m_promise) {
        m_promise->finish();
    }
    ++m_generation;
    m_promise = std::make_shared<QPromise<LadderReport>>();
    m_promise->start();
    QFuture<LadderReport> future = m_promise->future();
    m_request = request;
    m_report = {};
    m_cancelled = false;
    m_todo = {LadderRung::Kind::Local, LadderRung::Kind::Debug, LadderRung::Kind::Ddp};
    m_scheduler = Scheduler::create(request.profile);
    nextRung();
    return future;
}

void SmokeLadder::nextRung()
{
    if (!m_promise) {
        return;
    }
    if (m_todo.isEmpty()) {
        finishLadder();
        return;
    }
    m_current = m_todo.takeFirst();
    m_jobId.clear();
    m_rungStartMs = QDateTime::currentMSecsSinceEpoch();
    if (m_cancelled) {
        LadderRung r;
        r.kind = m_current;
        r.status = LadderRung::Status::Cancelled;
        r.summary = QObject::tr("Not run: the ladder was cancelled.");
        finishRung(r);
        return;
    }
    if (m_current != LadderRung::Kind::Local &&
        m_request.profile.scheduler == site::SchedulerKind::Local) {
        skipRung(m_current,
                 m_current == LadderRung::Kind::Debug
                     ? QObject::tr("Skipped: this computer has no batch scheduler to run a "
                                   "debug job; choose a cluster to run this step.")
                     : QObject::tr("Skipped: this computer has no batch scheduler to run a "
                                   "two-rank job; choose a cluster to run this step."));
        return;
    }
    if (m_request.skip.contains(m_current)) {
        skipRung(m_current, QObject::tr("Skipped, as asked."));
        return;
    }
    Q_EMIT rungStarted(m_current);
    if (m_current == LadderRung::Kind::Local) {
        runLocal();
    } else {
        runJob(m_current);
    }
}

void SmokeLadder::skipRung(LadderRung::Kind kind, const QString &why)
{
    LadderRung r;
    r.kind = kind;
    r.status = LadderRung::Status::Skipped;
    r.summary = why;
    finishRung(r);
}

void SmokeLadder::finishRung(LadderRung rung)
{
    if (rung.status != LadderRung::Status::Skipped) {
        const double took = double(QDateTime::currentMSecsSinceEpoch() - m_rungStartMs) / 1000.0;
        rung.seconds = std::max(rung.seconds, took);
    }
    if (rung.jobId.isEmpty()) {
        rung.jobId = m_jobId;
    }
    m_report.rungs << rung;
    Q_EMIT rungFinished(rung);
    // The next rung waits for the first one's events to be handled.
    const quint64 generation = m_generation;
    QTimer::singleShot(0, this, [this, generation] {
        if (generation == m_generation) {
            nextRung();
        }
    });
}

void SmokeLadder::finishLadder()
{
    if (!m_promise) {
        return;
    }
    auto promise = std::move(m_promise);
    m_promise.reset();
    promise->addResult(m_report);
    promise->finish();
}

QStringList SmokeLadder::localPythonCandidates(const QString &localPython,
                                               const QString &condaPrefix, const QString &home)
{
    if (localPython != QLatin1String("python3")) {
        return {localPython};
    }
    QStringList found{localPython};
    const auto add = [&found](const QString &path) {
        if (!found.contains(path) && QFileInfo(path).isExecutable()) {
            found << path;
        }
    };
    if (!condaPrefix.isEmpty()) {
        add(QDir(condaPrefix).filePath(QStringLiteral("bin/python3")));
    }
    if (!home.isEmpty()) {
        for (const QString &install :
             {QStringLiteral("miniconda3"), QStringLiteral("anaconda3"),
              QStringLiteral("miniforge3"), QStringLiteral("mambaforge")}) {
            add(QDir(home).filePath(install + QStringLiteral("/bin/python3")));
        }
    }
    add(QStringLiteral("/usr/bin/python3"));
    return found;
}

void SmokeLadder::runLocal()
{
    if (m_request.localProject.isEmpty()) {
        skipRung(LadderRung::Kind::Local,
                 QObject::tr("Skipped: the project is not on this computer."));
        return;
    }
    Q_EMIT progress(QObject::tr("Looking for a Python with torch on this computer…"));
    m_pythons = localPythonCandidates(m_request.localPython, qEnvironmentVariable("CONDA_PREFIX"),
                                      QDir::homePath());
    probeLocalPython(0);
}

void SmokeLadder::probeLocalPython(int candidate)
{
    auto *probe = new QProcess(this);
    m_process = probe;
    probe->setProgram(m_pythons.at(candidate));
    // torch, whether it has torch.distributed, and a free port for torchrun's rendezvous. The
    // port comes from below the range the kernel hands out to outgoing connections, so that no
    // connection made meanwhile (by Slipway's own SSH, say) can take it before torchrun binds.
    probe->setArguments({QStringLiteral("-c"), QString::fromLatin1(kProbeScript)});
    const quint64 generation = m_generation;
    const auto probed = [this, probe, generation, candidate](int code) {
        if (probe->property("handled").toBool()) {
            return;
        }
        probe->setProperty("handled", true);
        probe->deleteLater();
        if (generation != m_generation || !m_promise) {
            return;
        }
        if (m_cancelled) {
            LadderRung r;
            r.kind = LadderRung::Kind::Local;
            r.status = LadderRung::Status::Cancelled;
            r.summary = QObject::tr("Cancelled.");
            finishRung(r);
            return;
        }
        if (code != 0) {
            if (candidate + 1 < m_pythons.size()) {
                probeLocalPython(candidate + 1);
                return;
            }
            runLibTorch(QObject::tr("No Python with torch was found on this computer (%1).")
                            .arg(m_pythons.join(QStringLiteral(", "))));
            return;
        }
        m_python = m_pythons.at(candidate);
        const QStringList found = QString::fromUtf8(probe->readAllStandardOutput())
                                      .trimmed()
                                      .section(QLatin1Char('\n'), -1)
                                      .split(QLatin1Char(' '));
        const bool distributed = found.size() == 3 && found.at(1) == QLatin1String("1");
        runLocalScript(distributed ? found.at(2).toInt() : 0);
    };
    connect(probe, &QProcess::finished, this, [probed](int code) { probed(code); });
    // A Python that is not there never starts: that is "no Python with torch" too.
    connect(probe, &QProcess::errorOccurred, this, [probed](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            probed(-1);
        }
    });
    probe->start();
}

void SmokeLadder::runLocalScript(int torchrunPort)
{
    auto dir = std::make_shared<QTemporaryDir>();
    QFile runner(dir->filePath(kRunnerFile));
    if (!dir->isValid() || !runner.open(QIODevice::WriteOnly) || runner.write(smokeRunSource) < 0) {
        skipRung(LadderRung::Kind::Local,
                 QObject::tr("Skipped: no temporary folder could be written."));
        return;
    }
    runner.close();
    // A DDP run starts two ranks here as torchrun does on a node (gloo on the CPU), so the ranks
    // meet each other before any job does.
    const QString parallelism = m_request.spec.parallelism;
    const bool ddp = torchrunPort > 0 && (parallelism == QLatin1String("ddp-srun") ||
                                          parallelism == QLatin1String("ddp-torchrun"));
    QStringList args;
    if (ddp) {
        // --redirects and --tee as the job scripts pass them (torch 1.13 on Python 3.11).
        args << QStringLiteral("-m") << QStringLiteral("torch.distributed.run")
             << QStringLiteral("--nnodes=1") << QStringLiteral("--nproc_per_node=2")
             << QStringLiteral("--master_port=%1").arg(torchrunPort)
             << QStringLiteral("--redirects=1") << QStringLiteral("--tee=1");
    }
    args << runner.fileName() << QStringLiteral("--steps")
         << QString::number(std::max(1, m_request.steps)) << QStringLiteral("--seconds")
         << QString::number(std::max(1, m_request.localSeconds));
    if (!m_request.spec.logdir.isEmpty()) {
        args << QStringLiteral("--logdir") << m_request.spec.logdir;
    }
    args << QStringLiteral("--") << m_request.spec.entry;
    args += m_request.spec.args;
    auto *run = new QProcess(this);
    m_process = run;
    m_localOutput.clear();
    run->setProcessChannelMode(QProcess::MergedChannels);
    run->setWorkingDirectory(m_request.localProject);
    run->setProgram(m_python);
    run->setArguments(args);
#ifdef Q_OS_UNIX
    // A process group of its own: torchrun, its ranks and whatever they start are stopped
    // together (stopProcessGroup), and nothing is left behind.
    run->setChildProcessModifier([] { ::setsid(); });
    connect(run, &QProcess::started, this, [this, run] { m_processGroup = run->processId(); });
#endif
    const quint64 generation = m_generation;
    connect(run, &QProcess::readyRead, this, [this, run] { m_localOutput += run->readAll(); });
    connect(run, &QProcess::finished, this,
            [this, run, dir, generation, ddp](int exitCode, QProcess::ExitStatus status) {
                m_localOutput += run->readAll();
                run->deleteLater();
                stopProcessGroup(); // what the script left running
                if (generation != m_generation || !m_promise) {
                    return;
                }
                if (m_cancelled) {
                    LadderRung r;
                    r.kind = LadderRung::Kind::Local;
                    r.status = LadderRung::Status::Cancelled;
                    r.summary = QObject::tr("Cancelled: the script was stopped.");
                    finishRung(r);
                    return;
                }
                LadderRung r = judge(LadderRung::Kind::Local, m_localOutput,
                                     status == QProcess::NormalExit ? exitCode : 1,
                                     ddp ? QObject::tr("on this computer (two ranks, torchrun)")
                                         : QObject::tr("on this computer"));
                r.where = QObject::tr("this computer");
                const QString gpu = r.status == LadderRung::Status::Failed
                                        ? needsGpuHere(m_localOutput)
                                        : QString();
                const bool onACluster = m_request.profile.scheduler != site::SchedulerKind::Local;
                if (!gpu.isEmpty() && m_request.spec.gpusPerNode > 0 && onACluster) {
                    // Not the script's fault: this computer cannot give what it asks for.
                    r.status = LadderRung::Status::Skipped;
                    r.summary = QObject::tr("Skipped: the script needs a GPU that torch cannot "
                                            "use on this computer (it said: %1). The jobs on "
                                            "the cluster run it on GPUs.")
                                    .arg(gpu);
                    r.fix.clear();
                } else if (!gpu.isEmpty() && onACluster) {
                    // The job asks for no GPU: it would fail the same way on the cluster.
                    r.fix = QObject::tr("The script needs a GPU (it said: %1), but the job asks "
                                        "for none. Ask for GPUs (the Resources step, or "
                                        "gpus_per_node in the job spec), or let the script use "
                                        "the CPU when torch.cuda.is_available() is False.")
                                .arg(gpu);
                } else if (!gpu.isEmpty()) {
                    // The run is for this computer, which has no GPU torch can use.
                    r.fix = QObject::tr("The script needs a GPU (it said: %1), and torch cannot "
                                        "use one on this computer. Choose a cluster with GPUs, "
                                        "or let the script use the CPU when "
                                        "torch.cuda.is_available() is False.")
                                .arg(gpu);
                }
                finishRung(r);
            });
    // A program that never starts (the folder went away, the Python was removed) sends no
    // finished(): the rung ends here instead of waiting for ever.
    connect(run, &QProcess::errorOccurred, this,
            [this, run, generation](QProcess::ProcessError error) {
                if (error != QProcess::FailedToStart) {
                    return;
                }
                run->deleteLater();
                if (generation != m_generation || !m_promise) {
                    return;
                }
                LadderRung r;
                r.kind = LadderRung::Kind::Local;
                r.status = LadderRung::Status::Failed;
                r.where = QObject::tr("this computer");
                r.summary = QObject::tr("%1 could not be started in %2: %3")
                                .arg(m_python, m_request.localProject, run->errorString());
                finishRung(r);
            });
    Q_EMIT progress(ddp ? QObject::tr("Running %1 for a few steps on this computer as two ranks "
                                      "under torchrun…")
                              .arg(m_request.spec.entry)
                        : QObject::tr("Running %1 for a few steps on this computer…")
                              .arg(m_request.spec.entry));
    run->start();
}

void SmokeLadder::stopProcessGroup()
{
#ifdef Q_OS_UNIX
    if (m_processGroup > 0) {
        ::kill(-pid_t(m_processGroup), SIGKILL);
    }
#endif
    m_processGroup = 0;
}

void SmokeLadder::runLibTorch(const QString &noPython)
{
    const QString model =
        QDir(m_request.localProject)
            .absoluteFilePath(m_request.localModel.isEmpty() ? kExportedModel
                                                             : m_request.localModel);
    if (!QFileInfo(model).isFile()) {
        skipRung(LadderRung::Kind::Local,
                 QObject::tr("Skipped: %1 The LibTorch smoke test needs the model exported as "
                             "TorchScript, and there is no %2. Install PyTorch for that Python, "
                             "or save the model with torch.jit.script(model).save(\"model.pt\") "
                             "in the project folder, then run the ladder again.")
                     .arg(noPython, QDir::toNativeSeparators(model)));
        return;
    }
    localbridge::InputShapeParser::Shapes shapes;
    QString error;
    if (!localbridge::InputShapeParser::parse(m_request.localModelInput, shapes, error)) {
        LadderRung r;
        r.kind = LadderRung::Kind::Local;
        r.status = LadderRung::Status::Failed;
        r.libtorch = true;
        r.summary = QObject::tr("The model's input shape is not usable: %1").arg(error);
        r.fix = QObject::tr("Give the shape of one sample without the batch dimension, such as "
                            "1x28x28.");
        finishRung(r);
        return;
    }
    local::SmokeTestRequest request;
    request.modelPath = QFile::encodeName(model).toStdString();
    request.inputShapes = shapes;
    request.classes = std::max(2, m_request.localModelClasses);
    request.steps = std::max(2, m_request.localModelSteps);
    auto *run = new localbridge::LocalRun(this);
    m_localRun = run;
    const QString name = QFileInfo(model).fileName();
    connect(run, &localbridge::LocalRun::stepFinished, this,
            [this, name](int step, int total, double loss) {
                Q_EMIT progress(QObject::tr("LibTorch smoke test of %1: step %2 of %3, loss %4…")
                                    .arg(name)
                                    .arg(step)
                                    .arg(total)
                                    .arg(loss, 0, 'f', 4));
            });
    const quint64 generation = m_generation;
    connect(run, &localbridge::LocalRun::finished, this,
            [this, run, generation, model](const localbridge::LocalRunResult &result) {
                run->deleteLater();
                if (generation == m_generation && m_promise) {
                    finishLibTorch(result, model);
                }
            });
    Q_EMIT progress(
        QObject::tr("%1 Running the LibTorch smoke test of %2 instead…").arg(noPython, name));
    run->start(request);
}

void SmokeLadder::finishLibTorch(const localbridge::LocalRunResult &result, const QString &model)
{
    const local::SmokeTestReport &report = result.report;
    const QString name = QFileInfo(model).fileName();
    LadderRung r;
    r.kind = LadderRung::Kind::Local;
    r.libtorch = true;
    r.where = QObject::tr("this computer (LibTorch)");
    if (!result.module.isLoaded()) {
        r.status = LadderRung::Status::Skipped;
        r.summary = QObject::tr("Skipped: no Python with torch was found on this computer, and "
                                "the LibTorch smoke test cannot run: %1")
                        .arg(result.module.message);
        return finishRung(r);
    }
    if (report.cancelled || m_cancelled) {
        r.status = LadderRung::Status::Cancelled;
        r.summary = QObject::tr("Cancelled: the LibTorch smoke test of %1 was stopped.").arg(name);
        return finishRung(r);
    }
    r.steps = report.stepsRun;
    r.stepSeconds = report.stepsRun > 1 ? report.secondsPerStep : -1;
    r.peakMemoryMb = report.peakRssMiB > 0 ? report.peakRssMiB : -1;
    if (!report.ok) {
        r.status = LadderRung::Status::Failed;
        r.summary = QObject::tr("The LibTorch smoke test of %1 failed: %2")
                        .arg(name, QString::fromStdString(report.errorMessage.empty()
                                                              ? std::string("a check did not pass")
                                                              : report.errorMessage));
        if (report.errorMessage.empty() && !report.lossFalling) {
            r.summary = QObject::tr("The LibTorch smoke test of %1 failed: the loss did not fall "
                                    "while training on one fixed batch.")
                            .arg(name);
        }
        r.fix = QObject::tr("Run slipwayctl smoke --model %1 (or the Local page) for the full "
                            "report, fix the model, export it again and run the ladder again.")
                    .arg(QDir::toNativeSeparators(model));
        return finishRung(r);
    }
    r.status = LadderRung::Status::Passed;
    r.summary = QObject::tr("No Python with torch here, so LibTorch trained the exported %1 "
                            "instead: %n step(s) on one fixed batch of %2, %3 s per step, the "
                            "loss fell from %4 to %5, peak memory %6 MB. This checks the model, "
                            "not the script; its times are not used for the full run.",
                            nullptr, report.stepsRun)
                    .arg(name)
                    .arg(report.batchSize)
                    .arg(report.secondsPerStep, 0, 'f', 3)
                    .arg(report.losses.empty() ? 0.0 : report.losses.front(), 0, 'f', 3)
                    .arg(report.losses.empty() ? 0.0 : report.losses.back(), 0, 'f', 3)
                    .arg(report.peakRssMiB, 0, 'f', 0);
    finishRung(r);
}

void SmokeLadder::runJob(LadderRung::Kind kind)
{
    if (!m_scheduler || !m_runner) {
        skipRung(kind, m_scheduler ? QObject::tr("Skipped: there is no connection to the cluster.")
                                   : QObject::tr("Skipped: this computer has no batch scheduler."));
        return;
    }
    const QString folder = QStringLiteral("slipway-ladder/") + EnvironmentDoctor::newFolderName();
    QString why;
    QString note;
    const std::optional<JobSpec> spec = jobSpecFor(kind, m_request, folder, &why, &note);
    if (!spec) {
        skipRung(kind, why);
        return;
    }
    const ComposedScript composed = ScriptComposer::compose(*spec, m_request.profile);
    Q_EMIT progress(QObject::tr("Preparing “%1” %2…").arg(LadderRung::title(kind), note));
    // 3: the working folder is missing; 5: the ladder's folder exists.
    const QString workdir = compose::shellwords::pathWord(
        spec->workdir.isEmpty() ? QStringLiteral("~") : spec->workdir);
    CommandRequest request;
    request.command = QStringLiteral("if [ ! -d ") + workdir +
                      QStringLiteral(" ]; then exit 3; "
                                     "fi; cd -- ") +
                      workdir + QStringLiteral(" && mkdir -p -- slipway-ladder && { mkdir -- ") +
                      shellQuote(folder) + QStringLiteral(" || exit 5; } && ( set -C && cat > ") +
                      shellQuote(folder + QLatin1Char('/') + kRunnerFile) +
                      QStringLiteral(" ) && pwd -P");
    request.standardInput = smokeRunSource;
    request.timeoutMs = 120000;
    const quint64 generation = m_generation;
    const QString script = composed.text();
    m_runner->run(request).then(this, [this, generation, folder, script, kind,
                                       workdir](const CommandResult &r) {
        if (generation != m_generation || !m_promise) {
            return;
        }
        if (m_cancelled) {
            LadderRung c;
            c.kind = kind;
            c.status = LadderRung::Status::Cancelled;
            c.summary = QObject::tr("Cancelled before the job was submitted.");
            finishRung(c);
            return;
        }
        if (!r.succeeded()) {
            LadderRung f;
            f.kind = kind;
            f.status = LadderRung::Status::Failed;
            f.summary =
                r.ran() && r.exitCode == 3
                    ? QObject::tr("The working folder %1 does not exist on the "
                                  "cluster.")
                          .arg(workdir)
                    : QObject::tr("Could not prepare the job: %1")
                          .arg(r.ran() ? QString::fromUtf8(r.standardError).trimmed() : r.error);
            finishRung(f);
            return;
        }
        const QString absoluteDir =
            QString::fromUtf8(r.standardOutput).trimmed().section(QLatin1Char('\n'), -1);
        CommandRequest write;
        write.command = QStringLiteral("cd -- ") + shellQuote(absoluteDir) +
                        QStringLiteral(" && ( set -C && cat > ") +
                        shellQuote(folder + QStringLiteral("/job.sh")) + QStringLiteral(" )");
        write.standardInput = script.toUtf8();
        write.timeoutMs = 120000;
        m_runner->run(write).then(
            this, [this, generation, absoluteDir, folder, kind](const CommandResult &written) {
                if (generation != m_generation || !m_promise) {
                    return;
                }
                if (!written.succeeded()) {
                    LadderRung f;
                    f.kind = kind;
                    f.status = LadderRung::Status::Failed;
                    f.summary = QObject::tr("Could not write the job's script: %1")
                                    .arg(QString::fromUtf8(written.standardError).trimmed());
                    finishRung(f);
                    return;
                }
                submitJob(absoluteDir, folder);
            });
    });
}

void SmokeLadder::submitJob(const QString &absoluteDir, const QString &folder)
{
    CommandRequest request;
    request.command =
        QStringLiteral("cd -- ") + shellQuote(absoluteDir) + QStringLiteral(" && ") +
        m_scheduler->submitCommand(folder + QStringLiteral("/job.sh"), Scheduler::newTag());
    request.timeoutMs = 120000;
    const quint64 generation = m_generation;
    m_runner->run(request).then(this, [this, generation, absoluteDir,
                                       folder](const CommandResult &r) {
        if (generation != m_generation || !m_promise) {
            return;
        }
        QString error;
        const std::optional<QString> id = m_scheduler->parseSubmit(r, &error);
        if (!id) {
            LadderRung f;
            f.kind = m_current;
            f.status = LadderRung::Status::Failed;
            f.summary = QObject::tr("The job was not accepted: %1").arg(error);
            finishRung(f);
            return;
        }
        m_jobId = *id;
        Q_EMIT jobSubmitted(m_jobId);
        Q_EMIT progress(QObject::tr("“%1”: job %2 submitted; waiting in the queue…")
                            .arg(LadderRung::title(m_current), m_jobId));
        if (m_cancelled) {
            cancel();
            return;
        }
        QTimer::singleShot(std::min(m_pollMs, 1000), this, [this, generation, absoluteDir, folder] {
            if (generation == m_generation) {
                pollJob(absoluteDir, folder);
            }
        });
    });
}

void SmokeLadder::pollJob(const QString &absoluteDir, const QString &folder)
{
    if (!m_promise || m_cancelled) {
        return;
    }
    CommandRequest request;
    request.command = m_scheduler->statusCommand({m_jobId});
    request.timeoutMs = 60000;
    const quint64 generation = m_generation;
    m_runner->run(request).then(
        this, [this, generation, absoluteDir, folder](const CommandResult &r) {
            if (generation != m_generation || !m_promise || m_cancelled) {
                return;
            }
            QString error;
            for (const JobStatus &s : m_scheduler->parseStatus(r, &error)) {
                if (s.jobId != m_jobId) {
                    continue;
                }
                if (isFinished(s.state) || s.forgotten) {
                    readJobLog(absoluteDir, folder,
                               s.forgotten ? QStringLiteral("ENDED") : jobStateName(s.state));
                    return;
                }
                Q_EMIT progress(s.state == JobState::Pending
                                    ? QObject::tr("“%1”: job %2 is waiting in the queue…")
                                          .arg(LadderRung::title(m_current), m_jobId)
                                    : QObject::tr("“%1”: job %2 is running on %3…")
                                          .arg(LadderRung::title(m_current), m_jobId, s.nodeList));
            }
            QTimer::singleShot(m_pollMs, this, [this, generation, absoluteDir, folder] {
                if (generation == m_generation) {
                    pollJob(absoluteDir, folder);
                }
            });
        });
}

void SmokeLadder::readJobLog(const QString &absoluteDir, const QString &folder,
                             const QString &state)
{
    CommandRequest request;
    const QString log = folder + QStringLiteral("/ladder-") + m_jobId + QStringLiteral(".out");
    request.command = QStringLiteral("cat -- ") + shellQuote(absoluteDir + QLatin1Char('/') + log);
    request.timeoutMs = 60000;
    const quint64 generation = m_generation;
    m_runner->run(request).then(this, [this, generation, state, log](const CommandResult &r) {
        if (generation != m_generation || !m_promise) {
            return;
        }
        const bool completed = state == QLatin1String("COMPLETED");
        // "ENDED": the scheduler has forgotten the job, so its log alone says how it went.
        const bool stateKnown = state != QLatin1String("ENDED");
        LadderRung rung = judge(m_current, r.standardOutput, completed || !stateKnown ? 0 : 1,
                                QObject::tr("in job %1").arg(m_jobId));
        if (!completed && rung.status == LadderRung::Status::Failed) {
            rung.summary =
                stateKnown ? QObject::tr("Job %1 ended as %2. %3").arg(m_jobId, state, rung.summary)
                           : QObject::tr("Job %1 has ended (the scheduler no longer "
                                         "knows how). %2")
                                 .arg(m_jobId, rung.summary);
        }
        if (rung.status == LadderRung::Status::Failed) {
            rung.fix = QObject::tr("Read the job's log (%1 in the working folder) for the first "
                                   "error.")
                           .arg(log);
        }
        finishRung(rung);
    });
}

void SmokeLadder::cancel()
{
    if (!m_promise) {
        return;
    }
    m_cancelled = true; // the rungs still to come are reported as not run
    if (m_process && m_process->state() != QProcess::NotRunning) {
        stopProcessGroup();
        m_process->kill();
        return;
    }
    if (m_localRun && m_localRun->isRunning()) {
        m_localRun->cancel(); // at the next step; its report finishes the rung as cancelled
        return;
    }
    if (m_jobId.isEmpty() || !m_scheduler || !m_runner) {
        return; // the command in flight finishes the rung when it answers
    }
    Q_EMIT progress(QObject::tr("Cancelling job %1…").arg(m_jobId));
    CommandRequest request;
    request.command = m_scheduler->cancelCommand(m_jobId);
    request.timeoutMs = 60000;
    const quint64 generation = m_generation;
    m_runner->run(request).then(this, [this, generation](const CommandResult &r) {
        if (generation != m_generation || !m_promise) {
            return;
        }
        LadderRung c;
        c.kind = m_current;
        c.status = LadderRung::Status::Cancelled;
        c.summary = r.succeeded() ? QObject::tr("Cancelled: job %1 was stopped.").arg(m_jobId)
                                  : QObject::tr("Cancelling job %1 did not work: %2")
                                        .arg(m_jobId, QString::fromUtf8(r.standardError).trimmed());
        finishRung(c);
    });
}

} // namespace slipway::envsetup
