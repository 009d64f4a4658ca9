#pragma once

#include "monitor/efficiency.h"
#include "monitor/forecast.h"
#include "monitor/runevents.h"
#include "runs/pollpassenger.h"
#include "runs/runrecord.h"

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QWidget>

class QCustomPlot;
class QGridLayout;
class QLabel;
class QPushButton;
class QTimer;

namespace slipway::monitor {
class UsageSampler;
}
namespace slipway::ssh {
class ConnectionPool;
}
namespace slipway::remote {
class EventProgress;
}

namespace slipway::ui {

class Sparkline;

// The Runs page's view of what jobs are doing: a sparkline row per running Slurm job (CPU,
// memory and GPU use, sampled every 30 s while shown, in the same remote command as the page's
// status poll), a larger
// chart for the selected run, the idle-GPU warning with "Cancel the job" one click away, and
// the efficiency report once the selected run has ended, with "Use these numbers for the next
// run".
class UsagePanel final : public QWidget
{
    Q_OBJECT

public:
    UsagePanel(ssh::ConnectionPool *connections, QWidget *parent = nullptr);
    ~UsagePanel() override;

    // The runs the page shows; the running Slurm jobs among them are sampled.
    void setRuns(const QList<runs::RunRecord> &runs);
    void setSelectedRun(const runs::RunRecord *run);
    // Sampling runs while the page is shown, folded into its status poll: the poll for `host`
    // carries this passenger (RunService::setPollPassenger), which adds a sample when one is
    // due. Empty while not active.
    void setActive(bool active);
    runs::PollPassenger pollPassenger(const QString &host) const;
    void sampleNow();

    // Settings for the idle-GPU watch (percent, minutes) and the sampling interval.
    void setIdleRule(double percent, int minutes);
    // Lines of a run's log as they arrive: steps such as "step 1200/20000" give the forecast.
    void addLogLines(qint64 runId, const QStringList &lines);
    // Steps from the run's event files, each at the time it was written: while a run has these
    // its forecast takes the pace from them (its log still names the last step). The selected
    // running run's event folder is mirrored every 30 s while the panel is active.
    void setEventPoints(qint64 runId, const QList<monitor::StepPoint> &points);
    void setIntervalMs(int ms);

    monitor::UsageSampler *samplerFor(const QString &host) const;
    const monitor::EfficiencyReport *report(qint64 runId) const;

Q_SIGNALS:
    void cancelRequested(qint64 runId);
    // "Use these numbers for the next run": resubmit `runId` with the suggestion.
    void useNumbersRequested(qint64 runId, const slipway::monitor::Suggestion &suggestion);
    // Every GPU of a running job stayed idle for the configured time (for notifications).
    void gpusIdle(const slipway::monitor::RunEvent &event);
    // At the current step rate the selected run will not reach its last step in time.
    void forecastMissesLimit(const slipway::monitor::RunEvent &event);

private:
    void rebuildRows();
    void updateChart();
    void updateReport();
    void onSampled(const QString &host);
    void onIdle(const QString &jobId);
    void updateForecast();
    void refreshEventSteps();

    QPointer<ssh::ConnectionPool> m_connections;
    QHash<QString, monitor::UsageSampler *> m_samplers; // host -> sampler
    QList<runs::RunRecord> m_running;
    runs::RunRecord m_selected;
    bool m_hasSelection = false;
    bool m_active = false;
    int m_intervalMs = 30000;
    double m_idlePercent = 10;
    int m_idleMinutes = 15;
    QHash<qint64, monitor::EfficiencyReport> m_reports;
    QSet<qint64> m_fetching;
    QSet<QString> m_idleJobs;
    QHash<qint64, QList<monitor::StepPoint>> m_progress; // run -> steps seen in its log
    QHash<qint64, qint64> m_lastStep;
    QHash<qint64, QList<monitor::StepPoint>> m_eventPoints; // run -> steps in its event files
    QHash<qint64, remote::EventProgress *> m_eventFolders;  // run -> its mirrored event folder
    QTimer *m_eventTimer = nullptr;
    QLabel *m_forecast = nullptr;

    QGridLayout *m_rows = nullptr;
    QHash<QString, QPair<Sparkline *, QLabel *>> m_rowWidgets; // job id -> row
    QCustomPlot *m_chart = nullptr;
    QLabel *m_idleWarning = nullptr;
    QPushButton *m_cancelIdle = nullptr;
    QLabel *m_report = nullptr;
    QPushButton *m_useNumbers = nullptr;
};

} // namespace slipway::ui
