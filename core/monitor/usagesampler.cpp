#include "monitor/usagesampler.h"

#include "common/commandrunner.h"
#include "common/futures.h"

#include <algorithm>

namespace slipway::monitor {
namespace {
constexpr int kSampleTimeoutMs = 120000;
// A poll comes every few seconds; a sample is due this much before its interval is up, so the
// poll nearest the interval carries it.
constexpr int kPollSlackMs = 5000;
} // namespace

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
    m_asked.remove(jobId);
    m_nodeLists.remove(jobId);
    m_idle.forget(jobId);
}

void UsageSampler::sampleNow()
{
    if (m_busy || !m_runner) {
        return;
    }
    const QString command = m_probe.command(jobsWithNodes());
    if (command.isEmpty()) {
        return;
    }
    m_busy = true;
    m_sinceSample.start();
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

QList<ProbeJob> UsageSampler::jobsWithNodes() const
{
    QList<ProbeJob> jobs = m_jobs;
    for (ProbeJob &job : jobs) {
        if (job.nodeList.isEmpty()) {
            job.nodeList = m_nodeLists.value(job.jobId);
        }
    }
    return jobs;
}

runs::PollPassenger UsageSampler::pollPassenger(int intervalMs)
{
    runs::PollPassenger passenger;
    passenger.context = this;
    passenger.command = [this, intervalMs] {
        return pollCommand(intervalMs);
    };
    passenger.take = [this](const scheduler::JobStatusList &statuses, const CommandResult *result) {
        takePoll(statuses, result);
    };
    return passenger;
}

QString UsageSampler::pollCommand(int intervalMs)
{
    if (m_busy && m_sinceSample.isValid() && m_sinceSample.elapsed() > kSampleTimeoutMs) {
        m_busy = false; // the poll that carried it was dropped
    }
    if (m_busy || !m_runner) {
        return {};
    }
    const bool newJob = std::any_of(m_jobs.cbegin(), m_jobs.cend(), [this](const ProbeJob &j) {
        return !m_asked.contains(j.jobId);
    });
    const bool due =
        !m_sinceSample.isValid() || m_sinceSample.elapsed() >= qMax(0, intervalMs - kPollSlackMs);
    if (!newJob && !due) {
        return {};
    }
    const QString command = m_probe.command(jobsWithNodes());
    if (command.isEmpty()) {
        return {};
    }
    for (const ProbeJob &job : std::as_const(m_jobs)) {
        m_asked.insert(job.jobId);
    }
    m_busy = true;
    m_sinceSample.start();
    return command;
}

void UsageSampler::takePoll(const scheduler::JobStatusList &statuses, const CommandResult *result)
{
    for (const scheduler::JobStatus &status : statuses) {
        if (!status.nodeList.isEmpty()) {
            m_nodeLists.insert(status.jobId, status.nodeList);
        }
    }
    if (!result) {
        return; // no sample rode along this time
    }
    m_busy = false;
    ++m_samples;
    if (!result->ran()) {
        Q_EMIT sampleFailed(result->error);
        return;
    }
    take(result->standardOutput);
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
