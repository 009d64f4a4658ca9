// The usage sample and efficiency report of one run, for slipwayctl status --json.
#include "monitorcli.h"

#include "await.h"
#include "command.h"

#include "common/commandrunner.h"
#include "common/shellquote.h"
#include "monitor/efficiencyfetch.h"
#include "monitor/progresswatch.h"
#include "monitor/usageprobe.h"
#include "remote/eventprogress.h"
#include "runs/logdiagnoser.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace slipway::ctl {
namespace {

int specNodes(const runs::RunRecord &run)
{
    const QJsonObject spec = QJsonDocument::fromJson(run.specJson.toUtf8()).object();
    return qMax(1, spec.value(QStringLiteral("nodes")).toInt(1));
}

QJsonValue figure(double value)
{
    return value < 0 ? QJsonValue() : QJsonValue(value);
}

} // namespace

QJsonObject usageJson(const monitor::JobUsage &usage)
{
    QJsonObject o;
    o.insert(QStringLiteral("time"), usage.when.toString(Qt::ISODate));
    o.insert(QStringLiteral("cpu_seconds"), figure(usage.cpuSeconds));
    o.insert(QStringLiteral("cpu_percent"), figure(usage.cpuPercent));
    o.insert(QStringLiteral("memory_bytes"),
             usage.memoryBytes < 0 ? QJsonValue() : QJsonValue(double(usage.memoryBytes)));
    QJsonArray gpus;
    for (const monitor::GpuUse &gpu : usage.gpus) {
        QJsonObject g;
        g.insert(QStringLiteral("host"), gpu.host);
        g.insert(QStringLiteral("index"), gpu.index);
        g.insert(QStringLiteral("name"), gpu.name);
        g.insert(QStringLiteral("utilisation_percent"), figure(gpu.utilisation));
        g.insert(QStringLiteral("memory_used_mib"), figure(gpu.memoryUsedMiB));
        g.insert(QStringLiteral("memory_total_mib"), figure(gpu.memoryTotalMiB));
        gpus.append(g);
    }
    o.insert(QStringLiteral("gpus"), gpus);
    if (!usage.gpuError.isEmpty()) {
        o.insert(QStringLiteral("gpu_error"), usage.gpuError);
    }
    return o;
}

QJsonObject efficiencyJson(const monitor::EfficiencyReport &r)
{
    QJsonObject o;
    const monitor::JobAccounting &a = r.accounting;
    o.insert(QStringLiteral("state"), a.state);
    o.insert(QStringLiteral("elapsed_seconds"), double(a.elapsedSeconds));
    o.insert(QStringLiteral("time_limit_seconds"), double(a.timeLimitSeconds));
    o.insert(QStringLiteral("time_used_percent"), figure(r.timeUsedPercent));
    o.insert(QStringLiteral("cpu_efficiency_percent"), figure(r.cpuEfficiency));
    o.insert(QStringLiteral("peak_memory_per_node_bytes"), double(a.peakMemoryPerNodeBytes));
    o.insert(QStringLiteral("requested_memory_bytes"), double(a.requestedMemoryBytes));
    o.insert(QStringLiteral("memory_used_percent"), figure(r.memoryUsedPercent));
    o.insert(QStringLiteral("mean_gpu_utilisation_percent"), figure(r.meanGpuUtilisation));
    o.insert(QStringLiteral("diagnosis"), r.diagnosis);
    o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(r.notes));
    QJsonObject s;
    if (r.suggestion.timeLimitSeconds > 0) {
        s.insert(QStringLiteral("time_limit_seconds"), double(r.suggestion.timeLimitSeconds));
    }
    if (r.suggestion.memoryPerNodeBytes > 0) {
        s.insert(QStringLiteral("memory_per_node_bytes"), double(r.suggestion.memoryPerNodeBytes));
    }
    if (r.suggestion.cpusPerTask > 0) {
        s.insert(QStringLiteral("cpus_per_node"), r.suggestion.cpusPerTask);
    }
    s.insert(QStringLiteral("margin_percent"), r.suggestion.marginPercent);
    s.insert(QStringLiteral("summary"), r.suggestion.summary);
    o.insert(QStringLiteral("suggestion"), s);
    return o;
}

QJsonObject monitorJson(CommandRunner &runner, const runs::RunRecord &run)
{
    QJsonObject o;
    if (run.scheduler != QLatin1String("slurm") || run.jobId.isEmpty()) {
        return o;
    }
    if (run.state == runs::RunState::Running) {
        const monitor::UsageProbe probe(run.gpus > 0 ? monitor::GpuTool::NvidiaSmi
                                                     : monitor::GpuTool::None);
        const QString command =
            probe.command({monitor::ProbeJob{run.jobId, specNodes(run), run.gpus > 0}});
        const CommandResult r = await(runner.run({command, {}, 120000}));
        const auto samples = probe.parse(r.standardOutput, QDateTime::currentDateTimeUtc());
        if (samples.contains(run.jobId)) {
            QJsonObject usage = usageJson(samples.value(run.jobId));
            // One sample gives no rate between samples; the mean since the start stands in.
            const double cpu = samples.value(run.jobId).cpuSeconds;
            if (cpu >= 0 && run.elapsedSeconds > 0) {
                usage.insert(QStringLiteral("cpu_percent_since_start"),
                             cpu / double(run.elapsedSeconds) * 100.0);
            }
            o.insert(QStringLiteral("usage"), usage);
        } else {
            o.insert(QStringLiteral("monitor_error"),
                     r.ran() ? QStringLiteral("Slurm had no usage figures for the job yet.")
                             : r.error);
        }
        return o;
    }
    if (!run.isActive() && run.endedAt.isValid()) {
        // The log's last part says whether the kernel or Slurm killed it for memory.
        bool oom = false;
        if (!run.stdoutPath.isEmpty()) {
            const CommandResult log = await(runner.run(
                {QStringLiteral("tail -c 65536 -- ") + shellQuote(run.stdoutPath), {}, 60000}));
            runs::LogDiagnoser diagnoser;
            for (const runs::Diagnosis &d : diagnoser.feedAll(
                     QString::fromUtf8(log.standardOutput).split(QLatin1Char('\n')))) {
                oom = oom || d.id == QLatin1String("oom-kill");
            }
        }
        const monitor::FetchedReport fetched =
            await(monitor::fetchEfficiency(&runner, run.jobId, {}, oom, &runner));
        if (fetched.error.isEmpty()) {
            o.insert(QStringLiteral("efficiency"), efficiencyJson(fetched.report));
        } else {
            o.insert(QStringLiteral("monitor_error"), fetched.error);
        }
    }
    return o;
}

EventSteps::EventSteps() = default;
EventSteps::~EventSteps() = default;

void EventSteps::update(const QList<runs::RunRecord> &runs, const ConnectionFor &connectionFor,
                        monitor::ProgressWatch &progress)
{
    for (const runs::RunRecord &run : runs) {
        if (run.state != runs::RunState::Running) {
            m_runs.erase(run.id);
            continue;
        }
        const QString folder = run.eventFolder();
        ssh::SshConnection *connection = folder.isEmpty() ? nullptr : connectionFor(run);
        if (!connection) {
            continue;
        }
        std::unique_ptr<remote::EventProgress> &events = m_runs[run.id];
        if (!events) {
            events = std::make_unique<remote::EventProgress>(connection, folder, run.startedAt);
        }
        const remote::EventProgress::Result result = await(events->refresh());
        if (!result.ok) {
            // The forecast goes on from the log (not from points read before); the reason is
            // said once, on stderr.
            progress.setEventPoints(run.id, {});
            if (m_told[run.id] != result.error) {
                m_told[run.id] = result.error;
                printErr(QStringLiteral("run %1: its event files could not be read (%2); the "
                                        "forecast uses its log.")
                             .arg(QString::number(run.id), result.error));
            }
            continue;
        }
        progress.setEventPoints(run.id, result.points);
    }
}

} // namespace slipway::ctl
