#include "envsetup/environmentdoctor.h"

#include "common/shellquote.h"
#include "compose/resolvedjob.h"
#include "compose/scriptcomposer.h"
#include "compose/shellwords.h"
#include "envsetup/doctorprobesource.h"
#include "envsetup/importscanner.h"
#include "scheduler/scheduler.h"

#include <QDateTime>
#include <QPromise>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTimer>

namespace slipway::envsetup {

namespace {

const QString kProbeFile = QStringLiteral("doctor_probe.py");
const qint64 kDoctorSeconds = 5 * 60;

// The profile's debug partition that can run this job: GPUs when it asks for GPUs, enough
// nodes.
const site::Partition *debugPartitionFor(const site::SiteProfile &profile, int gpusPerNode,
                                         int nodes)
{
    for (const site::Partition &p : profile.partitions) {
        if (p.purpose != QLatin1String("debug")) {
            continue;
        }
        if (gpusPerNode > 0 && (!p.gpu || p.gpu->perNode < gpusPerNode)) {
            continue;
        }
        if (p.maxNodes > 0 && nodes > p.maxNodes) {
            continue;
        }
        return &p;
    }
    return nullptr;
}

QString hms(qint64 seconds)
{
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600, 2, 10, QLatin1Char('0'))
        .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

bool isFolderName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"));
    return re.match(name).hasMatch();
}

} // namespace

QString DoctorPlan::logPath(const QString &jobId) const
{
    return folder + QStringLiteral("/doctor-") + jobId + QStringLiteral(".out");
}

EnvironmentDoctor::EnvironmentDoctor(CommandRunner *runner, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
{}

EnvironmentDoctor::~EnvironmentDoctor()
{
    if (m_promise) {
        m_promise->finish();
    }
}

QString EnvironmentDoctor::probeSource()
{
    return QString::fromUtf8(doctorProbeSource);
}

QString EnvironmentDoctor::newFolderName()
{
    static const char kAlphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    QString random;
    for (int i = 0; i < 6; ++i) {
        random += QLatin1Char(kAlphabet[QRandomGenerator::system()->bounded(36)]);
    }
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-")) + random;
}

int EnvironmentDoctor::dataLoaderWorkers(const QString &source)
{
    static const QRegularExpression re(QStringLiteral(R"(\bnum_workers\s*=\s*(\d{1,4})\b)"));
    int most = -1;
    for (auto it = re.globalMatch(source); it.hasNext();) {
        most = std::max(most, it.next().captured(1).toInt());
    }
    return most;
}

QStringList EnvironmentDoctor::probeArguments(const compose::JobSpec &resolved, int gpusPerNode,
                                              bool distributed, const QStringList &imports,
                                              bool readRemoteScript, int workers)
{
    QStringList args{QStringLiteral("--expect-gpus"), QString::number(gpusPerNode)};
    if (distributed) {
        args << QStringLiteral("--distributed");
    }
    for (const QString &name : imports) {
        if (ImportScanner::isModuleName(name)) {
            args << QStringLiteral("--import") << name;
        }
    }
    if (readRemoteScript && !resolved.entry.isEmpty()) {
        args << QStringLiteral("--script") << resolved.entry;
    }
    if (workers >= 0) {
        args << QStringLiteral("--workers") << QString::number(workers);
    }
    // The job runs in the working folder; the probe resolves "." there.
    args << QStringLiteral("--writable") << QStringLiteral(".");
    if (!resolved.logdir.isEmpty()) {
        args << QStringLiteral("--writable") << resolved.logdir;
    }
    return args;
}

DoctorPlan EnvironmentDoctor::plan(const DoctorRequest &request, const QString &folderName)
{
    DoctorPlan plan;
    plan.profile = request.profile;
    compose::JobSpec asked = request.spec;
    if (!request.snapshot.isEmpty()) {
        asked.workdir = request.snapshot;
        asked.projectSnapshot = request.snapshot;
        plan.snapshot = request.snapshot;
    }
    const bool readRemoteScript = request.readRemoteScript || !request.snapshot.isEmpty();
    plan.workdir = asked.workdir.isEmpty() ? QStringLiteral("~") : asked.workdir;
    if (request.profile.scheduler == site::SchedulerKind::Local) {
        plan.error = QObject::tr("This computer has no batch scheduler: the doctor checks an "
                                 "environment on a cluster.");
        return plan;
    }
    if (!isFolderName(folderName)) {
        plan.error = QObject::tr("The doctor's folder name %1 is not usable.").arg(folderName);
        return plan;
    }
    const compose::ComposedScript job = compose::ScriptComposer::compose(asked, request.profile);
    if (job.blocked()) {
        plan.composed = job;
        plan.error = QObject::tr("The job cannot be composed yet, so there is nothing to check: "
                                 "fix the errors of the job first.");
        return plan;
    }
    compose::ResolvedJob resolved;
    resolved.spec = job.resolvedSpec;
    const bool distributed = resolved.isDistributed();
    plan.folder = QStringLiteral("slipway-doctor/") + folderName;

    compose::JobSpec spec = job.resolvedSpec;
    spec.jobName = QStringLiteral("slipway-doctor");
    spec.entry = plan.folder + QLatin1Char('/') + kProbeFile;
    spec.args =
        probeArguments(job.resolvedSpec, job.gpusPerNode, distributed, request.imports,
                       readRemoteScript && (request.imports.isEmpty() || !plan.snapshot.isEmpty()),
                       request.workers);
    spec.output = plan.folder + QStringLiteral("/doctor-%j.out");
    spec.error.clear();
    spec.tensorboard = false;
    spec.tensorboardSetup.clear();
    spec.mailUser.clear();
    spec.mailType.clear();
    spec.logdir.clear();

    const site::Partition *debug = debugPartitionFor(request.profile, job.gpusPerNode, job.nodes);
    const auto withTime = [](compose::JobSpec s, const site::Partition *p) {
        qint64 seconds = kDoctorSeconds;
        if (p && p->maxWalltime > 0) {
            seconds = std::min(seconds, p->maxWalltime);
        }
        s.time = hms(seconds);
        return s;
    };
    compose::ComposedScript composed;
    if (debug) {
        compose::JobSpec onDebug = spec;
        onDebug.partition = debug->name;
        if (!debug->qos.isEmpty()) {
            onDebug.qos = debug->qos;
        }
        onDebug = withTime(onDebug, debug);
        composed = compose::ScriptComposer::compose(onDebug, request.profile);
        if (!composed.blocked()) {
            plan.spec = onDebug;
            plan.partitionNote = QObject::tr("on the debug partition %1, for at most %2")
                                     .arg(debug->name, onDebug.time);
        }
    }
    if (plan.spec.entry.isEmpty()) {
        const site::Partition *own = request.profile.partition(spec.partition);
        compose::JobSpec onOwn = withTime(spec, own);
        composed = compose::ScriptComposer::compose(onOwn, request.profile);
        plan.spec = onOwn;
        plan.partitionNote =
            spec.partition.isEmpty()
                ? QObject::tr("for at most %1 (this cluster has no debug partition for this job)")
                      .arg(onOwn.time)
                : QObject::tr("on the job's partition %1 for at most %2 (no debug partition fits "
                              "this job)")
                      .arg(spec.partition, onOwn.time);
    }
    plan.composed = composed;
    if (composed.blocked()) {
        plan.error = QObject::tr("The doctor job could not be composed.");
    }
    plan.expect.recipe = spec.environment.recipe;
    plan.expect.modules = spec.environment.modules;
    plan.expect.envPath = spec.environment.path;
    plan.expect.gpus = job.gpusPerNode;
    plan.expect.distributed = distributed;
    plan.expect.cpusPerTask = spec.cpusPerTask;
    plan.expect.offeredModules = request.offeredModules;
    return plan;
}

bool EnvironmentDoctor::isRunning() const
{
    return m_promise != nullptr;
}

QFuture<DoctorReport> EnvironmentDoctor::start(const DoctorPlan &plan)
{
    if (m_promise) {
        m_promise->finish();
    }
    ++m_generation;
    m_promise = std::make_shared<QPromise<DoctorReport>>();
    m_promise->start();
    QFuture<DoctorReport> future = m_promise->future();
    m_plan = plan;
    m_jobId.clear();
    m_lastState.clear();
    m_absoluteDir.clear();
    m_cancelled = false;
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_scheduler = scheduler::Scheduler::create(plan.profile);
    if (!plan.error.isEmpty() || !m_scheduler) {
        fail(plan.error.isEmpty() ? QObject::tr("This cluster has no batch scheduler.")
                                  : plan.error);
    } else if (!m_runner) {
        fail(QObject::tr("There is no connection to the cluster."));
    } else {
        prepare();
    }
    return future;
}

void EnvironmentDoctor::fail(const QString &message)
{
    DoctorReport r;
    r.error = message;
    r.checks << DoctorCheck{QStringLiteral("job"), DoctorCheck::Status::Failed, message, {}};
    finish(r);
}

void EnvironmentDoctor::finish(DoctorReport report)
{
    if (!m_promise) {
        return;
    }
    report.jobId = m_jobId;
    report.checkedAt = QDateTime::currentDateTimeUtc();
    report.seconds = (QDateTime::currentMSecsSinceEpoch() - m_startedMs) / 1000;
    auto promise = std::move(m_promise);
    m_promise.reset();
    promise->addResult(report);
    promise->finish();
}

void EnvironmentDoctor::prepare()
{
    Q_EMIT progress(QObject::tr("Preparing the doctor job on %1…").arg(m_runner->description()));
    // 3 / 4: the working folder is missing / not writable; 5: the doctor folder exists.
    const QString workdir = compose::shellwords::pathWord(m_plan.workdir);
    const QString probe = m_plan.folder + QLatin1Char('/') + kProbeFile;
    CommandRequest request;
    request.command =
        QStringLiteral("if [ ! -d ") + workdir + QStringLiteral(" ]; then exit 3; fi; if [ ! -w ") +
        workdir + QStringLiteral(" ]; then exit 4; fi; cd -- ") + workdir +
        QStringLiteral(" && mkdir -p -- slipway-doctor && { mkdir -- ") +
        shellQuote(m_plan.folder) + QStringLiteral(" || exit 5; } && ( set -C && cat > ") +
        shellQuote(probe) + QStringLiteral(" ) && pwd -P");
    request.standardInput = probeSource().toUtf8();
    request.timeoutMs = 120000;
    const quint64 generation = m_generation;
    m_runner->run(request).then(this, [this, generation](const CommandResult &r) {
        if (generation != m_generation || !m_promise) {
            return;
        }
        if (m_cancelled) {
            fail(QObject::tr("Cancelled before the doctor job was submitted."));
            return;
        }
        if (r.ran() && (r.exitCode == 3 || r.exitCode == 4)) {
            fail(r.exitCode == 3
                     ? QObject::tr("The working folder %1 does not exist on the cluster. Create "
                                   "it first, or correct the “Working folder”.")
                           .arg(m_plan.workdir)
                     : QObject::tr("You cannot write to the working folder %1 on the cluster. "
                                   "Choose a folder of your own.")
                           .arg(m_plan.workdir));
            return;
        }
        if (!r.succeeded()) {
            fail(QObject::tr("Could not prepare the doctor job on %1: %2")
                     .arg(m_runner->description(),
                          r.ran() ? QString::fromUtf8(r.standardError).trimmed() : r.error));
            return;
        }
        m_absoluteDir =
            QString::fromUtf8(r.standardOutput).trimmed().section(QLatin1Char('\n'), -1);
        CommandRequest script;
        script.command = QStringLiteral("cd -- ") + shellQuote(m_absoluteDir) +
                         QStringLiteral(" && ( set -C && cat > ") +
                         shellQuote(m_plan.folder + QStringLiteral("/job.sh")) +
                         QStringLiteral(" )");
        script.standardInput = m_plan.composed.text().toUtf8();
        script.timeoutMs = 120000;
        m_runner->run(script).then(this, [this, generation](const CommandResult &written) {
            if (generation != m_generation || !m_promise) {
                return;
            }
            if (!written.succeeded()) {
                fail(QObject::tr("Could not write the doctor job's script: %1")
                         .arg(written.ran() ? QString::fromUtf8(written.standardError).trimmed()
                                            : written.error));
                return;
            }
            submit();
        });
    });
}

void EnvironmentDoctor::submit()
{
    if (m_cancelled) {
        fail(QObject::tr("Cancelled before the doctor job was submitted."));
        return;
    }
    Q_EMIT progress(QObject::tr("Submitting the doctor job %1…").arg(m_plan.partitionNote));
    CommandRequest request;
    request.command = QStringLiteral("cd -- ") + shellQuote(m_absoluteDir) +
                      QStringLiteral(" && ") +
                      m_scheduler->submitCommand(m_plan.folder + QStringLiteral("/job.sh"),
                                                 scheduler::Scheduler::newTag());
    request.timeoutMs = 120000;
    const quint64 generation = m_generation;
    m_runner->run(request).then(this, [this, generation](const CommandResult &r) {
        if (generation != m_generation || !m_promise) {
            return;
        }
        QString error;
        const std::optional<QString> id = m_scheduler->parseSubmit(r, &error);
        if (!id) {
            fail(QObject::tr("The doctor job was not accepted: %1").arg(error));
            return;
        }
        m_jobId = *id;
        Q_EMIT jobSubmitted(m_jobId);
        Q_EMIT progress(QObject::tr("Doctor job %1 submitted; waiting in the queue…").arg(m_jobId));
        if (m_cancelled) {
            cancel();
            return;
        }
        QTimer::singleShot(std::min(m_pollMs, 1000), this, [this, generation] {
            if (generation == m_generation) {
                poll();
            }
        });
    });
}

void EnvironmentDoctor::poll()
{
    if (!m_promise || m_cancelled) {
        return;
    }
    CommandRequest request;
    request.command = m_scheduler->statusCommand({m_jobId});
    request.timeoutMs = 60000;
    const quint64 generation = m_generation;
    m_runner->run(request).then(this, [this, generation](const CommandResult &r) {
        if (generation != m_generation || !m_promise || m_cancelled) {
            return;
        }
        QString error;
        const scheduler::JobStatusList list = m_scheduler->parseStatus(r, &error);
        std::optional<scheduler::JobStatus> mine;
        for (const scheduler::JobStatus &s : list) {
            if (s.jobId == m_jobId) {
                mine = s;
            }
        }
        if (mine && (isFinished(mine->state) || mine->forgotten)) {
            // A job the scheduler has forgotten ended a while ago; its log tells the rest.
            m_lastState = mine->forgotten ? QStringLiteral("ENDED") : jobStateName(mine->state);
            readLog();
            return;
        }
        if (mine) {
            const QString text =
                mine->state == scheduler::JobState::Pending
                    ? QObject::tr("Doctor job %1 is waiting in the queue%2…")
                          .arg(m_jobId,
                               mine->explanation.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" (") + mine->explanation + QLatin1Char(')'))
                    : QObject::tr("Doctor job %1 is running%2…")
                          .arg(m_jobId, mine->nodeList.isEmpty()
                                            ? QString()
                                            : QObject::tr(" on %1").arg(mine->nodeList));
            Q_EMIT progress(text);
        }
        QTimer::singleShot(m_pollMs, this, [this, generation] {
            if (generation == m_generation) {
                poll();
            }
        });
    });
}

void EnvironmentDoctor::readLog()
{
    Q_EMIT progress(QObject::tr("Reading the doctor job's report…"));
    CommandRequest request;
    request.command = QStringLiteral("cat -- ") +
                      shellQuote(m_absoluteDir + QLatin1Char('/') + m_plan.logPath(m_jobId));
    request.timeoutMs = 60000;
    const quint64 generation = m_generation;
    m_runner->run(request).then(this, [this, generation](const CommandResult &r) {
        if (generation != m_generation || !m_promise) {
            return;
        }
        DoctorReport report = DoctorReport::parseLog(r.standardOutput, m_plan.expect);
        if (!r.succeeded() && report.checks.size() <= 1) {
            report.error =
                QObject::tr("The doctor job ended (%1) without a log to read.").arg(m_lastState);
        }
        if (!report.reported && m_lastState != QLatin1String("COMPLETED") &&
            m_lastState != QLatin1String("FAILED") && m_lastState != QLatin1String("ENDED")) {
            report.error = QObject::tr("The doctor job ended as %1 before it could report. %2")
                               .arg(m_lastState, report.error);
        }
        finish(report);
    });
}

void EnvironmentDoctor::cancel()
{
    if (!m_promise) {
        return;
    }
    m_cancelled = true;
    if (m_jobId.isEmpty()) {
        return; // prepare() or submit() finishes when its command answers
    }
    Q_EMIT progress(QObject::tr("Cancelling doctor job %1…").arg(m_jobId));
    CommandRequest request;
    request.command = m_scheduler->cancelCommand(m_jobId);
    request.timeoutMs = 60000;
    const quint64 generation = m_generation;
    m_runner->run(request).then(this, [this, generation](const CommandResult &r) {
        if (generation != m_generation || !m_promise) {
            return;
        }
        fail(r.succeeded()
                 ? QObject::tr("Cancelled: doctor job %1 was stopped.").arg(m_jobId)
                 : QObject::tr("Cancelling doctor job %1 did not work: %2")
                       .arg(m_jobId,
                            r.ran() ? QString::fromUtf8(r.standardError).trimmed() : r.error));
    });
}

} // namespace slipway::envsetup
