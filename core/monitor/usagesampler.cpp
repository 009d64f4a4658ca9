#include "monitor/usagesampler.h"

#include "common/commandrunner.h"
#include "common/futures.h"

namespace slipway::monitor {
namespace {
constexpr int kSampleTimeoutMs = 120000;
}

UsageSampler::UsageSampler(CommandRunner *runner, const UsageProbe &probe, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
    , m_probe(probe)
{
    connect(&m_timer, &QTimer::timeout, this, &UsageSampler::sampleNow);
}

UsageSampler::~UsageSampler()
{
    cancelIfRunning(m_running);
}

void UsageSampler::setJobs(const QList<ProbeJob> &jobs)
{
    m_jobs = jobs;
}

void UsageSampler::start(int intervalMs)
{
    m_timer.start(intervalMs);
    sampleNow();
}

void UsageSampler::stop()
{
    m_timer.stop();
}

JobUsage UsageSampler::latest(const QString &jobId) const
{
    const QList<JobUsage> samples = m_history.value(jobId);
    return samples.isEmpty() ? JobUsage{} : samples.last();
}

void UsageSampler::forget(const QString &jobId)
{
    m_history.remove(jobId);
    m_idle.forget(jobId);
}

void UsageSampler::sampleNow()
{
    if (m_busy || !m_runner) {
        return;
    }
    const QString command = m_probe.command(m_jobs);
    if (command.isEmpty()) {
        return;
    }
    m_busy = true;
    CommandRequest request;
    request.command = command;
    request.timeoutMs = kSampleTimeoutMs;
    m_running = m_runner->run(request).then(this, [this](const CommandResult &result) {
        m_busy = false;
        ++m_samples;
        if (!result.ran()) {
            Q_EMIT sampleFailed(result.error);
            return;
        }
        take(result.standardOutput);
    });
}

void UsageSampler::take(const QByteArray &output)
{
    const QMap<QString, JobUsage> found = m_probe.parse(output, QDateTime::currentDateTimeUtc());
    QStringList ids;
    for (JobUsage usage : found) {
        QList<JobUsage> &samples = m_history[usage.jobId];
        if (!samples.isEmpty() && usage.cpuSeconds >= 0 && samples.last().cpuSeconds >= 0) {
            const double seconds = samples.last().when.msecsTo(usage.when) / 1000.0;
            if (seconds > 0) {
                usage.cpuPercent =
                    qMax(0.0, usage.cpuSeconds - samples.last().cpuSeconds) / seconds * 100.0;
            }
        }
        samples << usage;
        if (samples.size() > maxHistory) {
            samples.removeFirst();
        }
        ids << usage.jobId;
        if (m_idle.add(usage)) {
            Q_EMIT gpusIdle(usage.jobId, m_idle.idleSince(usage.jobId));
        }
    }
    Q_EMIT sampled(ids);
}

} // namespace slipway::monitor
