#pragma once

#include "monitor/idlegpuwatch.h"
#include "monitor/jobusage.h"
#include "monitor/usageprobe.h"
#include "runs/pollpassenger.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QTimer>

namespace slipway {
class CommandRunner;
}

namespace slipway::monitor {

// Samples the running jobs of one cluster: one remote command per sample for all of them
// (UsageProbe), sent through the cluster's CommandRunner, never blocking the caller. Keeps a
// bounded history per job for the charts, works out CPU use between samples, and watches for
// idle GPUs.
class UsageSampler final : public QObject
{
    Q_OBJECT

public:
    UsageSampler(CommandRunner *runner, const UsageProbe &probe, QObject *parent = nullptr);
    ~UsageSampler() override;

    // The jobs to sample; jobs no longer listed keep their history until forget().
    void setJobs(const QList<ProbeJob> &jobs);
    QList<ProbeJob> jobs() const { return m_jobs; }

    // Samples every `intervalMs` while started; the first sample goes at once.
    void start(int intervalMs = 30000);
    void stop();
    bool isActive() const { return m_timer.isActive(); }

    // One sample now; does nothing while one is under way.
    void sampleNow();

    // The sample folded into the status poll (RunService::setPollPassenger), so the cluster
    // gets one remote command for both: the poll carries a sample when one is due (a job not
    // sampled yet at once, otherwise every `intervalMs`), and the poll's statuses give the
    // nodes the ssh route goes to. Use it instead of start(), with a poll at least as often.
    runs::PollPassenger pollPassenger(int intervalMs = 30000);
    bool isSampling() const { return m_busy; }

    QList<JobUsage> history(const QString &jobId) const { return m_history.value(jobId); }
    JobUsage latest(const QString &jobId) const;
    void forget(const QString &jobId);

    IdleGpuWatch &idleWatch() { return m_idle; }
    const IdleGpuWatch &idleWatch() const { return m_idle; }
    // Samples asked for: each one remote command of its own, or a ride on a status poll.
    int samplesTaken() const { return m_samples; }
    // False once its runner is gone (its connection was replaced or removed): it samples
    // nothing until setRunner() gives it the new one. The history and the idle watch stay.
    bool hasRunner() const { return !m_runner.isNull(); }
    void setRunner(CommandRunner *runner) { m_runner = runner; }

    static constexpr int maxHistory = 2880; // a day at one sample per 30 s

Q_SIGNALS:
    void sampled(const QStringList &jobIds);
    void sampleFailed(const QString &message);
    // Every GPU of the job has stayed below the threshold for the configured minutes.
    void gpusIdle(const QString &jobId, const QDateTime &since);

private:
    void take(const QByteArray &output);
    QList<ProbeJob> jobsWithNodes() const;
    QString pollCommand(int intervalMs);
    void takePoll(const scheduler::JobStatusList &statuses, const CommandResult *result);

    QPointer<CommandRunner> m_runner;
    UsageProbe m_probe;
    QList<ProbeJob> m_jobs;
    QHash<QString, QList<JobUsage>> m_history;
    IdleGpuWatch m_idle;
    QTimer m_timer;
    QFuture<void> m_running;
    bool m_busy = false;
    QElapsedTimer m_sinceSample;         // since the last sample went out
    QSet<QString> m_asked;               // jobs a sample has been asked for
    QHash<QString, QString> m_nodeLists; // job id -> its nodes, from the status poll
    int m_samples = 0;
};

} // namespace slipway::monitor
