// slipwayctl submit, status, cancel, logs: runs on a cluster (core/runs over a CommandRunner).
// Commands that connect take --host ALIAS and -F CONFIG; they reach the cluster through
// Slipway's own SSH core (a ConnectionPool with questions asked on the terminal), as
// `slipwayctl ssh` does. A lost connection is reconnected and the log read resumes at the
// byte where it stopped.

#include "await.h"
#include "command.h"
#include "envcheckcli.h"
#include "monitor/progresswatch.h"
#include "monitor/runevents.h"
#include "monitorcli.h"
#include "projectcli.h"
#include "signalcatcher.h"
#include "specfile.h"

#include "common/terminaltext.h"
#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "compose/sweep.h"
#include "remote/tensorboardsession.h"
#include "runs/logdiagnoser.h"
#include "runs/logfollower.h"
#include "runs/runservice.h"
#include "runs/runstore.h"
#include "runs/sweepprogress.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"
#include "ssh/terminalprompter.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QThread>
#include <QTimer>

#include <functional>
#include <memory>

namespace slipway::ctl {
namespace {

using compose::ComposedScript;
using compose::Finding;
using compose::JobSpec;
using compose::ScriptComposer;
using runs::isResumableRun;
using runs::RunRecord;
using runs::RunSegment;
using runs::RunService;
using runs::RunState;
using runs::RunStore;
using runs::segmentEndName;
using site::LoginHost;
using site::SchedulerKind;
using site::SiteProfile;

void sleepInLoop(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// The connection options and the run history file.
void addRunOptions(QCommandLineParser &parser)
{
    addConnectionOptions(parser);
    parser.addOption(
        {QStringLiteral("db"),
         QStringLiteral("Run history file (default: %1).").arg(runs::RunStore::defaultPath()),
         QStringLiteral("FILE")});
}

bool parse(QCommandLineParser &parser, const QStringList &arguments, int *exitCode)
{
    parser.addHelpOption();
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        *exitCode = *done;
        return false;
    }
    return true;
}

std::unique_ptr<runs::RunStore> openStore(const QCommandLineParser &parser)
{
    auto store = std::make_unique<runs::RunStore>(parser.value(QStringLiteral("db")));
    if (!store->isOpen()) {
        printErr(store->errorString());
        return nullptr;
    }
    if (!store->notice().isEmpty()) {
        printErr(QStringLiteral("warning: ") + store->notice());
    }
    if (store->isReadOnly()) {
        printErr(QStringLiteral("warning: ") + store->errorString());
    }
    return store;
}

std::optional<runs::RunRecord> findRun(runs::RunStore &store, const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    const auto run = ok ? store.find(id) : std::nullopt;
    if (!run) {
        printErr(QStringLiteral("There is no run \"%1\" in %2. 'slipwayctl status' lists the runs.")
                     .arg(text, store.path()));
    }
    return run;
}

// The run the first argument names, from the history --db names; `store` gets the open history.
// Without one, the reason is printed and *exitCode says how to fail (2: no run given).
std::optional<runs::RunRecord> runArgument(const QCommandLineParser &parser, const QString &command,
                                           std::unique_ptr<runs::RunStore> *store, int *exitCode)
{
    *exitCode = 1;
    if (parser.positionalArguments().isEmpty()) {
        printErr(QStringLiteral("slipwayctl %1: say which run (slipwayctl status lists them).")
                     .arg(command));
        *exitCode = 2;
        return std::nullopt;
    }
    *store = openStore(parser);
    if (!*store) {
        return std::nullopt;
    }
    return findRun(**store, parser.positionalArguments().first());
}

// The SSH connections of one command: asked on the terminal, one per host.
struct Connections
{
    ssh::TerminalPrompter prompter;
    ssh::ConnectionPool pool{&prompter};
};

struct Endpoint
{
    QString host;
    QString config;
};

Endpoint endpointFor(const QCommandLineParser &parser, const QString &defaultHost,
                     const QString &defaultConfig)
{
    return {parser.isSet(QStringLiteral("host")) ? parser.value(QStringLiteral("host"))
                                                 : defaultHost,
            parser.isSet(QStringLiteral("F")) ? parser.value(QStringLiteral("F")) : defaultConfig};
}

// A runner over the pool's connection to the endpoint; null (with the reason printed) when the
// host cannot be resolved.
CommandRunner *runnerFor(Connections &connections, const Endpoint &endpoint)
{
    if (endpoint.host.isEmpty()) {
        printErr(QStringLiteral("No host to connect to: give one with --host ALIAS."));
        return nullptr;
    }
    QString error;
    CommandRunner *runner = connections.pool.runner(endpoint.host, endpoint.config, &error);
    if (!runner) {
        printErr(QStringLiteral("Cannot connect to %1: %2").arg(endpoint.host, error));
    }
    return runner;
}

// Says on stderr when the connection is lost and when it is back, once per outage (the log
// read resumes by itself at the last byte received).
void reportReconnects(Connections &connections, const Endpoint &endpoint)
{
    ssh::SshConnection *connection = connections.pool.find(endpoint.host, endpoint.config);
    if (!connection) {
        return;
    }
    auto lost = std::make_shared<bool>(false);
    QObject::connect(
        connection, &ssh::SshConnection::stateChanged, connection,
        [connection, lost](ssh::SshState state) {
            if (state == ssh::SshState::Reconnecting && !*lost) {
                *lost = true;
                printErr(
                    QStringLiteral("slipway: the connection to %1 was lost (%2); "
                                   "reconnecting…")
                        .arg(connection->target().displayName(), connection->lastError().message));
            } else if (state == ssh::SshState::Ready && *lost) {
                *lost = false;
                printErr(QStringLiteral("slipway: reconnected to %1; the log goes on from the "
                                        "last byte received.")
                             .arg(connection->target().displayName()));
            }
        });
}

QString elapsed(const runs::RunRecord &r)
{
    if (r.elapsedSeconds < 0) {
        return QStringLiteral("-");
    }
    return QStringLiteral("%1:%2:%3")
        .arg(r.elapsedSeconds / 3600, 2, 10, QLatin1Char('0'))
        .arg((r.elapsedSeconds / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(r.elapsedSeconds % 60, 2, 10, QLatin1Char('0'));
}

void printRun(const runs::RunRecord &r)
{
    printOut(QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                 .arg(QString::number(r.id).leftJustified(5),
                      runStateName(r.state).leftJustified(14),
                      (r.jobId.isEmpty() ? QStringLiteral("-") : r.jobId).leftJustified(9),
                      r.profile.leftJustified(14), r.partition.leftJustified(9),
                      elapsed(r).leftJustified(9), r.jobName));
    if (!r.message.isEmpty()) {
        printOut(QStringLiteral("      ") + r.message);
    }
}

QJsonObject runJson(const runs::RunRecord &r)
{
    QJsonObject o;
    o.insert(QStringLiteral("run"), double(r.id));
    o.insert(QStringLiteral("state"), runStateName(r.state));
    o.insert(QStringLiteral("job"), r.jobId);
    o.insert(QStringLiteral("profile"), r.profile);
    o.insert(QStringLiteral("partition"), r.partition);
    o.insert(QStringLiteral("name"), r.jobName);
    o.insert(QStringLiteral("elapsed_seconds"), double(r.elapsedSeconds));
    o.insert(QStringLiteral("message"), r.message);
    return o;
}

// A sweep's tasks under its run: number, state, job, exit code and parameters.
void printSweepTasks(const runs::RunStore &store, const runs::RunRecord &run)
{
    QString error;
    const auto sweep = compose::Sweep::fromTable(run.sweepTable.toUtf8(), &error);
    const QList<runs::SweepTaskRecord> tasks = store.sweepTasks(run.id);
    const QString summary = runs::SweepProgress::of(tasks).summary();
    if (run.message != summary) {
        printOut(QStringLiteral("      sweep: ") + summary);
    }
    for (const runs::SweepTaskRecord &t : tasks) {
        QStringList params;
        if (sweep && t.task < sweep->size()) {
            for (const auto &[name, value] : sweep->tasks().at(t.task).params) {
                params << name + QLatin1Char('=') + value;
            }
        }
        printOut(
            QStringLiteral("      task %1 %2 %3 %4 %5")
                .arg(QString::number(t.task).leftJustified(4),
                     runStateName(t.state).leftJustified(14),
                     (t.arrayJob.isEmpty() ? QStringLiteral("-") : t.jobId()).leftJustified(12),
                     (t.exitCode >= 0 ? QStringLiteral("exit %1").arg(t.exitCode)
                                      : QStringLiteral("-"))
                         .leftJustified(8),
                     params.join(QLatin1Char(' '))));
    }
}

// The run's starts (a requeued job's segments), as recorded.
void printSegments(const RunStore &store, const RunRecord &run)
{
    for (const RunSegment &s : store.segments(run.id)) {
        printOut(QStringLiteral("      ") + s.describe());
    }
}

QJsonArray segmentsJson(const QList<RunSegment> &segments)
{
    QJsonArray out;
    for (const RunSegment &s : segments) {
        QJsonObject o;
        o.insert(QStringLiteral("start"), s.index + 1);
        o.insert(QStringLiteral("job"), s.jobId);
        o.insert(QStringLiteral("state"), s.state);
        o.insert(QStringLiteral("ended_by"), segmentEndName(s.end));
        o.insert(QStringLiteral("started"),
                 s.startedAt.isValid() ? s.startedAt.toUTC().toString(Qt::ISODate) : QString());
        o.insert(QStringLiteral("ended"),
                 s.endedAt.isValid() ? s.endedAt.toUTC().toString(Qt::ISODate) : QString());
        o.insert(QStringLiteral("elapsed_seconds"), double(s.elapsedSeconds));
        o.insert(QStringLiteral("exit_code"), s.exitCode);
        o.insert(QStringLiteral("text"), s.describe());
        out.append(o);
    }
    return out;
}

bool finishedState(RunState state)
{
    return isEnded(state);
}

// Follows the run's log to the end of the job (or prints what there is, without --follow).
int followLog(runs::RunService &service, runs::RunStore &store, CommandRunner &runner, qint64 runId,
              bool follow, int intervalMs)
{
    auto run = store.find(runId);
    if (!run || run->stdoutPath.isEmpty()) {
        printErr(QStringLiteral("Run %1 has no log yet.").arg(runId));
        return 1;
    }
    runs::LogFollower out(run->stdoutPath);
    std::unique_ptr<runs::LogFollower> err;
    if (!run->stderrPath.isEmpty() && run->stderrPath != run->stdoutPath) {
        err = std::make_unique<runs::LogFollower>(run->stderrPath);
    }
    runs::LogDiagnoser diagnoser;
    const auto show = [&](const QStringList &lines, bool toErr) {
        for (const QString &line : lines) {
            toErr ? printErr(line) : printOut(line);
            for (const runs::Diagnosis &d : diagnoser.feed(line)) {
                printErr(QStringLiteral("slipway: %1 Fix: %2").arg(d.title, d.fix));
            }
        }
    };
    int failures = 0;
    bool ended = false;
    while (true) {
        // Read until nothing more arrives, then check whether the job is still going.
        for (runs::LogFollower *f : {&out, err.get()}) {
            if (!f) {
                continue;
            }
            runs::LogFollower::Update u;
            do {
                CommandRequest request{f->readCommand(), {}, 60000};
                u = f->consume(await(runner.run(request)));
                if (!u.ok) {
                    ++failures;
                    printErr(QStringLiteral("slipway: could not read %1 (%2); trying again.")
                                 .arg(f->path(), u.error));
                    if (failures > 20) {
                        return 1;
                    }
                    // The connection reconnects on its own; the next read resumes at the
                    // last byte received.
                    sleepInLoop(1000);
                    break;
                }
                if (u.restarted) {
                    printErr(QStringLiteral("slipway: %1 was replaced; reading it from the start.")
                                 .arg(f->path()));
                }
                failures = 0;
                show(u.lines, f == err.get());
            } while (u.more || u.restarted);
        }
        if (!follow || ended) {
            break;
        }
        const auto runs = await(service.refresh({runId}));
        ended = runs.isEmpty() || finishedState(runs.first().state);
        if (!ended) {
            sleepInLoop(intervalMs);
        }
    }
    show(out.finish(), false);
    if (err) {
        show(err->finish(), true);
    }
    return 0;
}

// --sweep, --samples and --max-running into the spec; false (said) when one is not usable.
bool applySweepOptions(const QCommandLineParser &parser, compose::JobSpec &spec)
{
    spec.sweep += parser.values(QStringLiteral("sweep"));
    const auto count = [&](const char *name, int *into) {
        const QString option = QLatin1String(name);
        if (!parser.isSet(option)) {
            return true;
        }
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < 1) {
            printErr(QStringLiteral("error: --%1 takes a whole number, 1 or more (not \"%2\").")
                         .arg(option, parser.value(option)));
            return false;
        }
        *into = value;
        return true;
    };
    if (!count("samples", &spec.sweepSamples) || !count("max-running", &spec.maxRunning)) {
        return false;
    }
    if (spec.sweep.isEmpty() && (spec.sweepSamples > 0 || spec.maxRunning > 0)) {
        printErr(QStringLiteral("error: --samples and --max-running need a --sweep."));
        return false;
    }
    if (spec.sweepSamples > 0 && spec.sweepRandomSeed == 0) {
        // Recorded in the run's spec, so the same samples can be drawn again.
        spec.sweepRandomSeed = int(QRandomGenerator::global()->bounded(1, 1 << 30));
    }
    QString error;
    const auto sweep =
        compose::Sweep::make(spec.sweep, spec.sweepSamples, quint32(spec.sweepRandomSeed), &error);
    if (!sweep) {
        printErr(QStringLiteral("error: ") + error);
        return false;
    }
    if (!sweep->isEmpty()) {
        printErr(QStringLiteral("Sweep: %1 task(s) over %2.")
                     .arg(sweep->size())
                     .arg(spec.sweep.join(QStringLiteral(" × "))));
    }
    return true;
}

void addSubmitOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QStringLiteral(
        "Compose the JobSpec's script, record the run, upload the script to the working folder "
        "on the cluster and submit it. With --wait, follow it to the end and exit 0 only when "
        "it COMPLETED. With --project DIR (or a \"project\" field in the spec), the folder is "
        "first uploaded as a snapshot (only changed files) and the job runs in it."));
    parser.addOption(
        {QStringLiteral("spec"), QStringLiteral("The JobSpec file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("project"),
                      QStringLiteral("Upload this folder and run the job in its snapshot."),
                      QStringLiteral("DIR")});
    addProjectUploadOptions(parser);
    parser.addOption({QStringLiteral("wait"), QStringLiteral("Wait for the job to end.")});
    parser.addOption({QStringLiteral("follow"),
                      QStringLiteral("With --wait: print the job's log as it grows.")});
    parser.addOption({QStringLiteral("interval"),
                      QStringLiteral("Seconds between status checks (default 5)."),
                      QStringLiteral("S"), QStringLiteral("5")});
    parser.addOption({QStringLiteral("no-preflight"),
                      QStringLiteral("Skip the scheduler's dry run (sbatch --test-only).")});
    parser.addOption({QStringLiteral("sweep"),
                      QStringLiteral("Sweep an argument of the entry script, as one job array: "
                                     "NAME=V1,V2 (a list), NAME=FIRST:LAST[:STEP] (whole "
                                     "numbers, both ends included), NAME=log:LOW:HIGH:COUNT. "
                                     "Several --sweep make a grid; each task gets --NAME=VALUE "
                                     "and --logdir=LOGDIR/<its parameters>."),
                      QStringLiteral("AXIS")});
    parser.addOption({QStringLiteral("samples"),
                      QStringLiteral("With --sweep: N random points instead of the whole grid "
                                     "(an axis named seed is still run for every value)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("max-running"),
                      QStringLiteral("With --sweep: at most M tasks running at once."),
                      QStringLiteral("M")});
    parser.addOption({QStringLiteral("resumable"),
                      QStringLiteral("The run survives requeues: Slurm may put the job back in "
                                     "the queue, warns it before the time limit (it then saves "
                                     "and requeues itself), and each start is told the newest "
                                     "checkpoint (SLIPWAY_RESUME_FROM).")});
    parser.addOption({QStringLiteral("checkpoints"),
                      QStringLiteral("With --resumable: the folder the training saves its "
                                     "checkpoints in (default: checkpoints, in the working "
                                     "folder)."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("no-check"),
                      QStringLiteral("Skip the check of the environment and the script's imports "
                                     "on the login node.")});
    addRunOptions(parser);
}

// The login host to submit from: the profile's GPU login node for a GPU job, else its first.
QString submitHost(const JobSpec &spec, const ComposedScript &script, const SiteProfile &profile)
{
    QString host = profile.primaryLoginHost();
    if (spec.gpusPerNode > 0 || script.gpusPerNode > 0) {
        for (const LoginHost &h : profile.loginHosts) {
            if (h.role == QLatin1String("gpu-login")) {
                host = h.host;
            }
        }
    }
    return host;
}

// Uploads the project folder as a snapshot and composes the script again to run in it; the
// exit code to fail with when that did not work (said), else nullopt.
std::optional<int> uploadSubmitProject(const QCommandLineParser &parser, Connections &connections,
                                       const Endpoint &endpoint, CommandRunner &runner,
                                       const QString &projectFolder, JobSpec &spec,
                                       const SiteProfile &profile, ComposedScript &script,
                                       const std::function<bool()> &checkOnCluster)
{
    // Checked above with the spec as written: a refused spec uploads nothing. The job then
    // runs in the snapshot, which the run's spec records (project_snapshot).
    const QString remoteRoot = projectRemoteRoot(parser, projectFolder, spec.workdir);
    const project::UploadResult uploaded = uploadProjectWithProgress(
        runner, parser, projectFolder, remoteRoot, spec.entry,
        connections.pool.find(endpoint.host, endpoint.config), profile.quotaTool, checkOnCluster);
    if (!uploaded.ok) {
        printErr(QStringLiteral("Nothing was submitted."));
        return uploaded.cancelled ? SignalCatcher::kCancelledStatus : 1;
    }
    spec.project = QDir(projectFolder).absolutePath();
    spec.projectSnapshot = uploaded.snapshotPath;
    spec.workdir = uploaded.snapshotPath;
    script = ScriptComposer::compose(spec, profile);
    if (script.blocked()) {
        printErr(QStringLiteral("Nothing was submitted: the job cannot run from the "
                                "snapshot %1.")
                     .arg(uploaded.snapshotPath));
        return 1;
    }
    return std::nullopt;
}

// --wait: follows the run (and with --follow its log) to its end; 0 only when it COMPLETED.
int waitForRun(const QCommandLineParser &parser, Connections &connections, const Endpoint &endpoint,
               RunService &service, RunStore &store, CommandRunner &runner, qint64 runId)
{
    const int intervalMs = std::max(1, parser.value(QStringLiteral("interval")).toInt()) * 1000;
    if (parser.isSet(QStringLiteral("follow"))) {
        reportReconnects(connections, endpoint);
        followLog(service, store, runner, runId, true, intervalMs);
    }
    std::optional<RunState> last;
    QString lastMessage;
    // The cluster out of reach: each new reason is said, and after this long without an
    // answer the wait ends (the job itself may go on).
    constexpr qint64 kGiveUpMs = 10 * 60 * 1000;
    QElapsedTimer unreachable;
    while (true) {
        const auto runs = await(service.refresh({runId}));
        const RunRecord r = runs.value(0);
        if (r.state != last || r.message != lastMessage) {
            printErr(QStringLiteral("%1 %2").arg(runStateName(r.state), r.message));
            last = r.state;
            lastMessage = r.message;
        }
        if (r.message.startsWith(QLatin1String("Could not ask the scheduler"))) {
            if (!unreachable.isValid()) {
                unreachable.start();
            } else if (unreachable.elapsed() > kGiveUpMs) {
                printErr(QStringLiteral("error: no answer from the scheduler for 10 minutes; "
                                        "stopped waiting. The job may still be running: "
                                        "slipwayctl status %1")
                             .arg(runId));
                return 1;
            }
        } else {
            unreachable.invalidate();
        }
        if (finishedState(r.state)) {
            printOut(QStringLiteral("state %1").arg(runStateName(r.state)));
            if (r.exitCode >= 0) {
                printOut(QStringLiteral("exit %1").arg(r.exitCode));
            }
            return r.state == RunState::Completed ? 0 : 1;
        }
        sleepInLoop(intervalMs);
    }
}

// The spec checks that need no cluster; false (said) when the spec cannot be submitted.
bool submittableSpec(const QCommandLineParser &parser, JobSpec &spec, const SiteProfile &profile)
{
    if (!applySweepOptions(parser, spec)) {
        return false;
    }
    if (parser.isSet(QStringLiteral("checkpoints")) && !parser.isSet(QStringLiteral("resumable")) &&
        !spec.resumable) {
        printErr(QStringLiteral("error: --checkpoints needs --resumable."));
        return false;
    }
    if (parser.isSet(QStringLiteral("resumable"))) {
        spec.resumable = true;
    }
    if (parser.isSet(QStringLiteral("checkpoints"))) {
        spec.checkpointDir = parser.value(QStringLiteral("checkpoints"));
    }
    if (profile.scheduler == SchedulerKind::Local && spec.profile.isEmpty()) {
        printErr(QStringLiteral("error: profile: the spec names no profile, so there is no cluster "
                                "to submit to; add \"profile\": \"ID\" (slipwayctl profiles "
                                "lists them)."));
        return false;
    }
    if (profile.scheduler == SchedulerKind::Local) {
        printErr(
            QStringLiteral("The local profile has no scheduler: run the composed script "
                           "yourself (slipwayctl compose --spec FILE > job.sh; bash job.sh)."));
        return false;
    }
    return true;
}

int runSubmit(const QStringList &arguments)
{
    QCommandLineParser parser;
    addSubmitOptions(parser);
    int code = 0;
    if (!parse(parser, arguments, &code)) {
        return code;
    }
    int exitCode = 0;
    std::optional<LoadedSpec> loaded = loadSpecOption(parser, QStringLiteral("submit"), exitCode);
    if (!loaded) {
        return exitCode;
    }
    JobSpec &spec = loaded->spec;
    const SiteProfile *profile = &loaded->profile;
    if (!submittableSpec(parser, spec, *profile)) {
        return 1;
    }
    const QString projectFolder = specProjectFolder(parser, spec);
    ComposedScript script = ScriptComposer::compose(spec, *profile);
    for (const Finding &f : script.findings) {
        printErr(findingLine(f));
    }
    if (script.blocked()) {
        printErr(QStringLiteral("Nothing was submitted: fix the errors above."));
        return 1;
    }
    auto store = openStore(parser);
    if (!store) {
        return 1;
    }
    Connections connections;
    const Endpoint endpoint = endpointFor(parser, submitHost(spec, script, *profile), {});
    CommandRunner *runner = runnerFor(connections, endpoint);
    if (!runner) {
        return 1;
    }
    // Every blocking check runs before the upload (after the folder's own checks, which need
    // no cluster): a refused submission leaves nothing behind.
    const bool check = !parser.isSet(QStringLiteral("no-check"));
    const std::function<bool()> checkOnCluster = [&] {
        return !check || checkEnvironmentOnCluster(*runner, script.resolvedSpec, projectFolder,
                                                   profile->loginNodeUnlikeCompute);
    };
    if (projectFolder.isEmpty() && !checkOnCluster()) {
        return 1;
    }
    if (!projectFolder.isEmpty()) {
        if (const auto failed =
                uploadSubmitProject(parser, connections, endpoint, *runner, projectFolder, spec,
                                    *profile, script, checkOnCluster)) {
            return *failed;
        }
    }
    runs::RunService service(store.get(), runner);
    runs::SubmitRequest request;
    request.spec = script.resolvedSpec;
    request.profile = *profile;
    request.script = script.text();
    request.setupScript = script.setupText();
    request.host = endpoint.host;
    request.sshConfig = endpoint.config;
    request.preflight = !parser.isSet(QStringLiteral("no-preflight"));
    const runs::SubmitOutcome outcome = await(service.submit(request));
    if (outcome.runId > 0) {
        printOut(QStringLiteral("run %1").arg(outcome.runId));
    }
    if (!outcome.submitted) {
        printErr(outcome.message);
        return 1;
    }
    printOut(QStringLiteral("job %1").arg(outcome.jobId));
    printErr(outcome.message);
    if (!parser.isSet(QStringLiteral("wait"))) {
        return 0;
    }
    return waitForRun(parser, connections, endpoint, service, *store, *runner, outcome.runId);
}

// status --watch: each start, end and failure, and the time-limit forecast of running runs, as a
// line as it happens, until no run is queued or running.
void watchRuns(const QCommandLineParser &parser, QList<runs::RunRecord> &runs,
               const std::function<void()> &refreshAll, monitor::ProgressWatch &progress)
{
    // Each state change as a line, until no run is queued or running.
    monitor::RunEventTracker tracker;
    tracker.observe(runs);
    QSet<qint64> forecastTold;
    const int intervalMs = std::max(1, parser.value(QStringLiteral("interval")).toInt()) * 1000;
    const auto anyActive = [&runs] {
        return std::any_of(runs.cbegin(), runs.cend(),
                           [](const runs::RunRecord &r) { return r.isActive(); });
    };
    while (anyActive()) {
        sleepInLoop(intervalMs);
        refreshAll();
        for (const monitor::RunEvent &event : tracker.observe(runs)) {
            printOut(event.line());
        }
        // The forecast once it is known, and again when the time limit comes first.
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const runs::RunRecord &r : std::as_const(runs)) {
            if (r.state != runs::RunState::Running) {
                continue;
            }
            const monitor::Forecast f = progress.forecastFor(r, now);
            if (!f.known) {
                continue;
            }
            const QString source = progress.hasEventPoints(r.id)
                                       ? QStringLiteral(" (steps from its event files)")
                                       : QString();
            const auto missed = monitor::ProgressWatch::forecastEvent(r, f);
            if (missed) {
                forecastTold.insert(r.id);
                if (tracker.firstTime(*missed)) {
                    printOut(missed->line() + source);
                }
            } else if (!forecastTold.contains(r.id)) {
                forecastTold.insert(r.id);
                printOut(QStringLiteral("run %1 job %2 forecast: %3%4")
                             .arg(QString::number(r.id), r.jobId, f.message, source));
            }
        }
    }
}

// status --json: every run, and for one RUN also its usage now (while the job runs) or its
// efficiency report (after it ended); a resumable run's starts.
// "current" on each queued or running run: false when its cluster was not asked (--offline) or
// did not answer, so the state is the last one known.
void printStatusJson(const QCommandLineParser &parser, runs::RunStore &store,
                     const QList<runs::RunRecord> &runs, const QSet<QString> &unanswered)
{
    const bool one = !parser.positionalArguments().isEmpty();
    const bool offline = parser.isSet(QStringLiteral("offline"));
    Connections connections;
    QJsonArray array;
    for (const runs::RunRecord &r : std::as_const(runs)) {
        QJsonObject o = runJson(r);
        if (r.isActive()) {
            o.insert(QStringLiteral("current"), !offline && !unanswered.contains(r.host));
        }
        CommandRunner *runner =
            one && !parser.isSet(QStringLiteral("offline"))
                ? runnerFor(connections, endpointFor(parser, r.host, r.sshConfig))
                : nullptr;
        if (runner) {
            const QJsonObject monitor = monitorJson(*runner, r);
            for (auto it = monitor.begin(); it != monitor.end(); ++it) {
                o.insert(it.key(), it.value());
            }
        }
        if (const QList<RunSegment> segments = store.segments(r.id); !segments.isEmpty()) {
            o.insert(QStringLiteral("segments"), segmentsJson(segments));
        }
        array.append(o);
    }
    printOut(QString::fromUtf8(
        QJsonDocument(one ? QJsonDocument(array.first().toObject()) : QJsonDocument(array))
            .toJson(QJsonDocument::Indented)));
}

int runStatus(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Show runs from the history. Runs still queued or running are checked with their "
        "cluster first (one command per host), and so are runs whose submission was "
        "interrupted (their job is looked up by its tag). Pending reasons are explained.\n"
        "Exit status: 0; 3 when a cluster could not be asked (the runs there show their last "
        "known state; with --json their \"current\" is false; --watch keeps asking instead); "
        "1 for other errors."));
    parser.addPositionalArgument(QStringLiteral("RUN"), QStringLiteral("One run."),
                                 QStringLiteral("[RUN]"));
    parser.addOption({QStringLiteral("offline"), QStringLiteral("Do not contact the clusters.")});
    parser.addOption({QStringLiteral("watch"),
                      QStringLiteral("Print each start, end and failure (with its diagnosis) "
                                     "and the time-limit forecast of running runs (from the "
                                     "steps in their event files, else in their logs) as a "
                                     "line as it happens, until no run is queued or running.")});
    parser.addOption({QStringLiteral("interval"),
                      QStringLiteral("With --watch: seconds between checks (default 10)."),
                      QStringLiteral("S"), QStringLiteral("10")});
    parser.addOption({QStringLiteral("json"),
                      QStringLiteral("Print JSON; for one RUN with its usage now (while the job "
                                     "runs) or its efficiency report (after it ended).")});
    addRunOptions(parser);
    int code = 0;
    if (!parse(parser, arguments, &code)) {
        return code;
    }
    auto store = openStore(parser);
    if (!store) {
        return 1;
    }
    QList<runs::RunRecord> runs;
    if (!parser.positionalArguments().isEmpty()) {
        const auto run = findRun(*store, parser.positionalArguments().first());
        if (!run) {
            return 1;
        }
        runs << *run;
    } else {
        runs = store->all();
    }
    Connections pollConnections; // kept for every check of --watch
    // With --watch, each poll also reads the last lines of the running runs' logs (in the same
    // remote command) for the time-limit forecast.
    const bool watching = parser.isSet(QStringLiteral("watch"));
    monitor::ProgressWatch progress;
    EventSteps eventSteps;
    QObject pollContext;
    QSet<QString> unanswered; // hosts whose scheduler could not be asked in this check
    const auto refreshAll = [&] {
        Connections &connections = pollConnections;
        unanswered.clear();
        // Group interrupted and active runs by host so each host gets one command for each.
        QMap<QString, QList<qint64>> byHost;
        QMap<QString, QList<qint64>> interruptedByHost;
        QMap<QString, QString> configs;
        for (const runs::RunRecord &r : std::as_const(runs)) {
            if (r.isInterrupted()) {
                interruptedByHost[r.host] << r.id;
                configs[r.host] = r.sshConfig;
            } else if (r.isActive()) {
                byHost[r.host] << r.id;
                configs[r.host] = r.sshConfig;
            }
        }
        for (auto it = interruptedByHost.cbegin(); it != interruptedByHost.cend(); ++it) {
            CommandRunner *runner =
                runnerFor(connections, endpointFor(parser, it.key(), configs.value(it.key())));
            if (!runner) {
                unanswered.insert(it.key());
                continue;
            }
            runs::RunService service(store.get(), runner);
            for (const runs::RunRecord &r : await(service.reconcile(it.value()))) {
                if (r.message.startsWith(QLatin1String("Could not ask the scheduler"))) {
                    printErr(QStringLiteral("%1: %2").arg(it.key(), r.message));
                    unanswered.insert(it.key());
                    break;
                }
            }
        }
        for (auto it = byHost.cbegin(); it != byHost.cend(); ++it) {
            CommandRunner *runner =
                runnerFor(connections, endpointFor(parser, it.key(), configs.value(it.key())));
            if (!runner) {
                unanswered.insert(it.key());
                continue;
            }
            runs::RunService service(store.get(), runner);
            if (watching) {
                QList<runs::RunRecord> hostRuns;
                for (const runs::RunRecord &r : std::as_const(runs)) {
                    if (it.value().contains(r.id)) {
                        hostRuns << r;
                    }
                }
                service.setPollPassenger(
                    {&pollContext,
                     [hostRuns] { return monitor::ProgressWatch::tailCommand(hostRuns); },
                     [&progress](const scheduler::JobStatusList &, const CommandResult *output) {
                         if (output && output->ran()) {
                             progress.takeTail(output->standardOutput,
                                               QDateTime::currentDateTimeUtc());
                         }
                     }});
            }
            const QList<runs::RunRecord> updated = await(service.refresh(it.value()));
            for (const runs::RunRecord &r : updated) {
                if (r.message.startsWith(QLatin1String("Could not ask the scheduler"))) {
                    printErr(QStringLiteral("%1: %2").arg(it.key(), r.message));
                    unanswered.insert(it.key());
                    break;
                }
            }
        }
        for (runs::RunRecord &r : runs) {
            r = store->find(r.id).value_or(r);
        }
        if (watching) { // the steps in the running runs' event files, for the forecast
            eventSteps.update(
                runs,
                [&](const runs::RunRecord &r) {
                    const Endpoint e = endpointFor(parser, r.host, r.sshConfig);
                    return pollConnections.pool.find(e.host, e.config);
                },
                progress);
        }
    };
    if (!parser.isSet(QStringLiteral("offline"))) {
        refreshAll();
        // One resumable run: its starts across requeues, from the scheduler's accounting.
        if (runs.size() == 1 && !parser.positionalArguments().isEmpty() &&
            !runs.first().jobId.isEmpty() && !runs.first().isSweep() &&
            (isResumableRun(runs.first()) || !store->segments(runs.first().id).isEmpty())) {
            const RunRecord &r = runs.first();
            if (CommandRunner *runner =
                    runnerFor(pollConnections, endpointFor(parser, r.host, r.sshConfig))) {
                RunService service(store.get(), runner);
                auto error = std::make_shared<QString>();
                await(service.refreshSegments(r.id, error));
                if (!error->isEmpty()) {
                    printErr(QStringLiteral("warning: the run's starts could not be listed: ") +
                             *error);
                }
            }
        }
    }
    if (parser.isSet(QStringLiteral("watch"))) {
        watchRuns(parser, runs, refreshAll, progress);
        return 0;
    }
    // Exit status 3: the states shown for some hosts are the last known ones, not current.
    QStringList stale = unanswered.values();
    stale.sort();
    const int status = stale.isEmpty() ? 0 : 3;
    if (parser.isSet(QStringLiteral("json"))) {
        printStatusJson(parser, *store, runs, unanswered);
        return status;
    }
    printOut(
        QStringLiteral("RUN   STATE          JOB       PROFILE        PARTITION ELAPSED   NAME"));
    for (const runs::RunRecord &r : std::as_const(runs)) {
        printRun(r);
        if (r.isSweep()) {
            printSweepTasks(*store, r);
        }
        printSegments(*store, r);
    }
    if (!stale.isEmpty()) {
        printErr(QStringLiteral("%1 could not be asked: the states of the runs there are the "
                                "last known ones, not current.")
                     .arg(stale.join(QStringLiteral(", "))));
    }
    return status;
}

int runCancel(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Cancel a run's job (for a sweep: all its "
                                                    "tasks, or one with --task)."));
    parser.addPositionalArgument(QStringLiteral("RUN"), QStringLiteral("The run."));
    parser.addOption({QStringLiteral("task"), QStringLiteral("Cancel only this task of a sweep."),
                      QStringLiteral("N")});
    addRunOptions(parser);
    int code = 0;
    if (!parse(parser, arguments, &code)) {
        return code;
    }
    bool taskOk = true;
    const int task = parser.isSet(QStringLiteral("task"))
                         ? parser.value(QStringLiteral("task")).toInt(&taskOk)
                         : -1;
    if (!taskOk) {
        printErr(QStringLiteral("error: --task takes a task number, not \"%1\".")
                     .arg(parser.value(QStringLiteral("task"))));
        return 2;
    }
    std::unique_ptr<runs::RunStore> store;
    const auto run = runArgument(parser, QStringLiteral("cancel"), &store, &code);
    if (!run) {
        return code;
    }
    Connections connections;
    CommandRunner *runner = runnerFor(connections, endpointFor(parser, run->host, run->sshConfig));
    if (!runner) {
        return 1;
    }
    runs::RunService service(store.get(), runner);
    if (parser.isSet(QStringLiteral("task"))) {
        const QString error = await(service.cancelTask(run->id, task));
        if (!error.isEmpty()) {
            printErr(error);
            return 1;
        }
        printOut(QStringLiteral("Cancel requested for task %1 of run %2.").arg(task).arg(run->id));
        return 0;
    }
    const QString error = await(service.cancel(run->id));
    if (!error.isEmpty()) {
        printErr(error);
        return 1;
    }
    printOut(QStringLiteral("Cancel requested for run %1 (job %2).").arg(run->id).arg(run->jobId));
    return 0;
}

int runResubmit(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Submit a run again. A run is repeated as a new run with the same script; for a sweep, "
        "--failed-only submits exactly its failed and timed-out tasks again (in the same run), "
        "and --task N (repeatable) exactly those tasks."));
    parser.addPositionalArgument(QStringLiteral("RUN"), QStringLiteral("The run."));
    parser.addOption({QStringLiteral("failed-only"),
                      QStringLiteral("A sweep: only its failed and timed-out tasks.")});
    parser.addOption({QStringLiteral("task"), QStringLiteral("A sweep: this task (repeatable)."),
                      QStringLiteral("N")});
    addRunOptions(parser);
    int code = 0;
    if (!parse(parser, arguments, &code)) {
        return code;
    }
    // Task numbers are read before anything is asked of the cluster.
    QList<int> tasks;
    for (const QString &t : parser.values(QStringLiteral("task"))) {
        bool ok = false;
        tasks << t.toInt(&ok);
        if (!ok) {
            printErr(QStringLiteral("error: --task takes a task number, not \"%1\".").arg(t));
            return 2;
        }
    }
    std::unique_ptr<runs::RunStore> store;
    const auto run = runArgument(parser, QStringLiteral("resubmit"), &store, &code);
    if (!run) {
        return code;
    }
    const site::ProfileRegistry registry({site::ProfileRegistry::defaultUserFolder()});
    const site::SiteProfile *profile = registry.find(run->profile);
    if (!profile) {
        printErr(QStringLiteral("The profile \"%1\" of run %2 is not known here.")
                     .arg(run->profile)
                     .arg(run->id));
        return 1;
    }
    const bool byTask =
        parser.isSet(QStringLiteral("failed-only")) || parser.isSet(QStringLiteral("task"));
    if (byTask && !run->isSweep()) {
        printErr(QStringLiteral("Run %1 is not a sweep: --failed-only and --task are for the "
                                "tasks of a sweep. Without them the run is submitted again.")
                     .arg(run->id));
        return 1;
    }
    Connections connections;
    CommandRunner *runner = runnerFor(connections, endpointFor(parser, run->host, run->sshConfig));
    if (!runner) {
        return 1;
    }
    runs::RunService service(store.get(), runner);
    if (!byTask) {
        const runs::SubmitOutcome outcome = await(service.resubmit(run->id, *profile));
        if (outcome.runId > 0) {
            printOut(QStringLiteral("run %1").arg(outcome.runId));
        }
        printErr(outcome.message);
        return outcome.submitted ? 0 : 1;
    }
    await(service.refresh({run->id})); // the tasks' states as the scheduler has them now
    if (parser.isSet(QStringLiteral("failed-only"))) {
        for (const runs::SweepTaskRecord &t : store->sweepTasks(run->id)) {
            if (runs::SweepProgress::needsResubmit(t.state) && !tasks.contains(t.task)) {
                tasks << t.task;
            }
        }
        if (tasks.isEmpty()) {
            printErr(QStringLiteral("No task of run %1 failed or ran out of time.").arg(run->id));
            return 0;
        }
    }
    const runs::SubmitOutcome outcome = await(service.resubmitTasks(run->id, tasks, *profile));
    printErr(outcome.message);
    if (!outcome.submitted) {
        return 1;
    }
    QStringList numbers;
    for (int t : tasks) {
        numbers << QString::number(t);
    }
    printOut(QStringLiteral("tasks %1").arg(numbers.join(QLatin1Char(','))));
    printOut(QStringLiteral("job %1").arg(outcome.jobId));
    return 0;
}

int runLogs(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Print a run's log; with --follow, keep printing as it grows until the job ends. Known "
        "failures are pointed out with a fix (on stderr)."));
    parser.addPositionalArgument(QStringLiteral("RUN"), QStringLiteral("The run."));
    parser.addOption({QStringLiteral("follow"), QStringLiteral("Follow until the job ends.")});
    parser.addOption({QStringLiteral("interval"),
                      QStringLiteral("Seconds between reads when following (default 2)."),
                      QStringLiteral("S"), QStringLiteral("2")});
    addRunOptions(parser);
    int code = 0;
    if (!parse(parser, arguments, &code)) {
        return code;
    }
    std::unique_ptr<runs::RunStore> store;
    const auto run = runArgument(parser, QStringLiteral("logs"), &store, &code);
    if (!run) {
        return code;
    }
    Connections connections;
    const Endpoint endpoint = endpointFor(parser, run->host, run->sshConfig);
    CommandRunner *runner = runnerFor(connections, endpoint);
    if (!runner) {
        return 1;
    }
    if (parser.isSet(QStringLiteral("follow"))) {
        reportReconnects(connections, endpoint);
    }
    runs::RunService service(store.get(), runner);
    const int intervalMs = std::max(1, parser.value(QStringLiteral("interval")).toInt()) * 1000;
    return followLog(service, *store, *runner, run->id, parser.isSet(QStringLiteral("follow")),
                     intervalMs);
}

// slipwayctl tensorboard RUN: the TensorBoard a job runs on its compute node (JobSpec
// "tensorboard"), forwarded to 127.0.0.1 here until Ctrl+C; the server ends with the job.
int runTensorBoard(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Forward the TensorBoard that a run's job started on its compute node (a spec with "
        "\"tensorboard\") to 127.0.0.1 on this computer. Prints the URL on stdout; Ctrl+C "
        "closes the tunnel (TensorBoard itself ends with the job)."));
    parser.addPositionalArgument(QStringLiteral("RUN"), QStringLiteral("The run's number."));
    parser.addOption({QStringLiteral("local"), QStringLiteral("Local port (default: a free one)."),
                      QStringLiteral("PORT")});
    parser.addOption({QStringLiteral("wait"),
                      QStringLiteral("Wait for a job still in the queue to start TensorBoard.")});
    addRunOptions(parser);
    int code = 0;
    if (!parse(parser, arguments, &code)) {
        return code;
    }
    int localPort = 0;
    if (parser.isSet(QStringLiteral("local"))) {
        bool ok = false;
        localPort = parser.value(QStringLiteral("local")).toInt(&ok);
        if (!ok || localPort < 1 || localPort > 65535) {
            printErr(QStringLiteral("slipwayctl tensorboard: --local must be a port from 1 to "
                                    "65535."));
            return 2;
        }
    }
    std::unique_ptr<runs::RunStore> store;
    const auto run = runArgument(parser, QStringLiteral("tensorboard"), &store, &code);
    if (!run) {
        return code;
    }
    if (!run->hasJobTensorBoard()) {
        printErr(QStringLiteral("Run %1 does not start TensorBoard in its job (its spec has no "
                                "\"tensorboard\"). For its event files use: slipwayctl tunnel "
                                "HOST --tensorboard FOLDER.")
                     .arg(run->id));
        return 1;
    }
    if (run->jobId.isEmpty()) {
        printErr(
            QStringLiteral("Run %1 has no job (%2).").arg(run->id).arg(runStateName(run->state)));
        return 1;
    }
    Connections connections;
    const Endpoint endpoint = endpointFor(parser, run->host, run->sshConfig);
    QString error;
    ssh::SshConnection *connection =
        connections.pool.connection(endpoint.host, endpoint.config, &error);
    if (!connection) {
        printErr(QStringLiteral("Cannot connect to %1: %2").arg(endpoint.host, error));
        return 1;
    }
    remote::TensorBoardSession::Options options;
    options.jobAddressFile = run->tensorBoardFile();
    options.waitForJob = parser.isSet(QStringLiteral("wait"));
    options.localPort = localPort;
    remote::TensorBoardSession session(connection, run->eventFolder(), options);
    int status = 0;
    SignalCatcher catcher([&session](int) {
        if (session.isActive()) {
            session.stop();
        } else {
            QCoreApplication::exit(0);
        }
    });
    QObject::connect(&session, &remote::TensorBoardSession::statusChanged, &session,
                     [&session](const QString &text) {
                         if (session.state() != remote::TensorBoardSession::State::Failed) {
                             printErr(text);
                         }
                     });
    QObject::connect(&session, &remote::TensorBoardSession::ready, &session, [](const QUrl &url) {
        printOut(url.toString());
        fflush(stdout);
        printErr(QStringLiteral("TensorBoard has no password: other users of "
                                "the cluster can reach its port on the compute "
                                "node. Press Ctrl+C to close the tunnel."));
    });
    QObject::connect(&session, &remote::TensorBoardSession::failed, &session,
                     [&status](const QString &why) {
                         printErr(why);
                         status = 1;
                         QCoreApplication::exit(0);
                     });
    QObject::connect(&session, &remote::TensorBoardSession::stopped, &session,
                     [] { QCoreApplication::exit(0); });
    session.start();
    QCoreApplication::exec();
    return status;
}

const CommandRegistration submitCommand{
    {"submit", "Submit a JobSpec to its cluster (--spec FILE [--wait])", &runSubmit}};
const CommandRegistration statusCommand{{"status", "Show runs and their state", &runStatus}};
const CommandRegistration cancelCommand{{"cancel", "Cancel a run's job", &runCancel}};
const CommandRegistration resubmitCommand{
    {"resubmit", "Submit a run, or a sweep's failed tasks, again", &runResubmit}};
const CommandRegistration logsCommand{{"logs", "Print or follow a run's log", &runLogs}};
const CommandRegistration tensorBoardCommand{
    {"tensorboard", "Forward the TensorBoard a run's job started (RUN)", &runTensorBoard}};

} // namespace
} // namespace slipway::ctl
