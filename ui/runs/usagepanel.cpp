#include "runs/usagepanel.h"
#include "widgets/theme.h"

#include "monitor/efficiencyfetch.h"
#include "monitor/progresswatch.h"
#include "monitor/usagesampler.h"
#include "remote/eventprogress.h"
#include "runs/sparkline.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"

#include <QGridLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

#include "widgets/qcustomplotheader.h"

namespace slipway::ui {
namespace {

int nodesOf(const runs::RunRecord &run)
{
    return qMax(1, QJsonDocument::fromJson(run.specJson.toUtf8())
                       .object()
                       .value(QStringLiteral("nodes"))
                       .toInt(1));
}

bool sampled(const runs::RunRecord &run)
{
    return run.scheduler == QLatin1String("slurm") && run.state == runs::RunState::Running &&
           !run.jobId.isEmpty();
}

QString memoryText(qint64 bytes)
{
    return bytes < 0 ? QStringLiteral("–") : monitor::formatMemory(bytes);
}

// The probe the run's profile asks for (scheduler.gpu_monitor), srun and nvidia-smi otherwise.
monitor::UsageProbe probeFor(const QString &profileId)
{
    const site::ProfileRegistry registry({site::ProfileRegistry::defaultUserFolder()});
    const site::SiteProfile *profile = registry.find(profileId);
    return profile ? monitor::UsageProbe::forProfile(*profile) : monitor::UsageProbe();
}

} // namespace

UsagePanel::UsagePanel(ssh::ConnectionPool *connections, QWidget *parent)
    : QWidget(parent)
    , m_connections(connections)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_rows = new QGridLayout;
    m_rows->setColumnStretch(1, 1);
    layout->addLayout(m_rows);

    auto *idleRow = new QHBoxLayout;
    m_idleWarning = new QLabel(this);
    m_idleWarning->setObjectName(QStringLiteral("idleGpuWarning"));
    m_idleWarning->setWordWrap(true);
    m_cancelIdle = new QPushButton(tr("Cancel the job"), this);
    m_cancelIdle->setObjectName(QStringLiteral("cancelIdleJob"));
    idleRow->addWidget(m_idleWarning, 1);
    idleRow->addWidget(m_cancelIdle);
    layout->addLayout(idleRow);
    m_idleWarning->hide();
    m_cancelIdle->hide();
    connect(m_cancelIdle, &QPushButton::clicked, this, [this] {
        if (m_hasSelection) {
            Q_EMIT cancelRequested(m_selected.id);
        }
    });

    m_forecast = new QLabel(this);
    m_forecast->setObjectName(QStringLiteral("runForecast"));
    m_forecast->setWordWrap(true);
    m_forecast->hide();
    layout->addWidget(m_forecast);
    m_eventTimer = new QTimer(this);
    m_eventTimer->setInterval(30000);
    connect(m_eventTimer, &QTimer::timeout, this, &UsagePanel::refreshEventSteps);

    m_chart = new QCustomPlot(this);
    m_chart->setObjectName(QStringLiteral("usageChart"));
    m_chart->setMinimumHeight(120);
    m_chart->legend->setVisible(true);
    m_chart->yAxis->setRange(0, 100);
    m_chart->yAxis->setLabel(tr("% busy"));
    m_chart->yAxis2->setVisible(true);
    m_chart->yAxis2->setLabel(tr("memory (MB)"));
    QSharedPointer<QCPAxisTickerDateTime> ticker(new QCPAxisTickerDateTime);
    ticker->setDateTimeFormat(QStringLiteral("HH:mm:ss"));
    ticker->setDateTimeSpec(Qt::LocalTime);
    m_chart->xAxis->setTicker(ticker);
    for (const QString &name : {tr("CPU (% of one core)"), tr("GPU"), tr("memory")}) {
        QCPGraph *graph = m_chart->addGraph(m_chart->xAxis, name == tr("memory") ? m_chart->yAxis2
                                                                                 : m_chart->yAxis);
        graph->setName(name);
    }
    m_chart->graph(0)->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 1.5));
    m_chart->graph(1)->setPen(QPen(QColor(0x2c, 0xa0, 0x2c), 1.5));
    m_chart->graph(2)->setPen(QPen(QColor(0xd6, 0x27, 0x28), 1.5, Qt::DashLine));
    for (int i = 0; i < 3; ++i) {
        // A sample on its own (the first one) shows as a dot.
        m_chart->graph(i)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    }
    followPalette(m_chart);
    m_chart->hide();
    layout->addWidget(m_chart);

    m_report = new QLabel(this);
    m_report->setObjectName(QStringLiteral("efficiencyReport"));
    m_report->setWordWrap(true);
    m_report->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_report->hide();
    layout->addWidget(m_report);
    m_useNumbers = new QPushButton(tr("Use these numbers for the next run"), this);
    m_useNumbers->setObjectName(QStringLiteral("useNumbers"));
    m_useNumbers->hide();
    connect(m_useNumbers, &QPushButton::clicked, this, [this] {
        if (const auto *r = report(m_selected.id)) {
            Q_EMIT useNumbersRequested(m_selected.id, r->suggestion);
        }
    });
    layout->addWidget(m_useNumbers, 0, Qt::AlignLeft);
}

UsagePanel::~UsagePanel()
{
    // An event folder's refresh still in flight ends (as stopped) when the folder goes, and its
    // answer comes back here: that must happen while this panel is whole, not after its members
    // are gone (children, those waiting for deleteLater() too, go only after them).
    m_hasSelection = false;
    m_eventFolders.clear();
    qDeleteAll(findChildren<remote::EventProgress *>(Qt::FindDirectChildrenOnly));
}

monitor::UsageSampler *UsagePanel::samplerFor(const QString &host) const
{
    return m_samplers.value(host);
}

const monitor::EfficiencyReport *UsagePanel::report(qint64 runId) const
{
    const auto it = m_reports.constFind(runId);
    return it == m_reports.cend() ? nullptr : &it.value();
}

void UsagePanel::setIdleRule(double percent, int minutes)
{
    m_idlePercent = percent;
    m_idleMinutes = minutes;
    for (monitor::UsageSampler *s : std::as_const(m_samplers)) {
        s->idleWatch().setThreshold(percent);
        s->idleWatch().setMinutes(minutes);
    }
}

void UsagePanel::setIntervalMs(int ms)
{
    m_intervalMs = ms;
    setActive(m_active);
}

void UsagePanel::setRuns(const QList<runs::RunRecord> &runs)
{
    m_running.clear();
    QHash<QString, QList<monitor::ProbeJob>> byHost;
    QHash<QString, QString> configs;
    QHash<QString, QString> profiles;
    for (const runs::RunRecord &run : runs) {
        if (sampled(run)) {
            m_running << run;
            byHost[run.host] << monitor::ProbeJob{run.jobId, nodesOf(run), run.gpus > 0};
            configs.insert(run.host, run.sshConfig);
            profiles.insert(run.host, run.profile);
        }
    }
    for (auto it = byHost.cbegin(); it != byHost.cend(); ++it) {
        monitor::UsageSampler *sampler = m_samplers.value(it.key());
        if (sampler && !sampler->hasRunner() && m_connections) {
            // Its connection was replaced (connected again with another key) or removed: the
            // same sampler goes on over the new one, with its history and idle watch.
            QString error;
            sampler->setRunner(m_connections->runner(it.key(), configs.value(it.key()), &error));
        }
        if (!sampler && m_connections) {
            QString error;
            CommandRunner *runner =
                m_connections->runner(it.key(), configs.value(it.key()), &error);
            if (!runner) {
                continue;
            }
            sampler = new monitor::UsageSampler(runner, probeFor(profiles.value(it.key())), this);
            sampler->idleWatch().setThreshold(m_idlePercent);
            sampler->idleWatch().setMinutes(m_idleMinutes);
            const QString &host = it.key();
            connect(sampler, &monitor::UsageSampler::sampled, this,
                    [this, host] { onSampled(host); });
            connect(sampler, &monitor::UsageSampler::gpusIdle, this,
                    [this](const QString &jobId) { onIdle(jobId); });
            m_samplers.insert(host, sampler);
        }
        if (sampler) {
            sampler->setJobs(it.value());
        }
    }
    for (auto it = m_samplers.cbegin(); it != m_samplers.cend(); ++it) {
        if (!byHost.contains(it.key())) {
            it.value()->setJobs({});
        }
    }
    // Event folders are followed while their run runs.
    for (auto it = m_eventFolders.begin(); it != m_eventFolders.end();) {
        const bool running = std::any_of(runs.cbegin(), runs.cend(), [&it](const auto &run) {
            return run.id == it.key() && run.state == runs::RunState::Running;
        });
        if (running) {
            ++it;
        } else {
            it.value()->deleteLater();
            it = m_eventFolders.erase(it);
        }
    }
    rebuildRows();
}

void UsagePanel::setSelectedRun(const runs::RunRecord *run)
{
    const bool another = run && (!m_hasSelection || m_selected.id != run->id);
    m_hasSelection = run != nullptr;
    m_selected = run ? *run : runs::RunRecord{};
    if (another) {
        refreshEventSteps(); // a run just selected: its event files at once (new bytes only)
    }
    updateForecast();
    updateChart();
    updateReport();
}

void UsagePanel::setActive(bool active)
{
    m_active = active;
    if (active && !m_eventTimer->isActive()) {
        m_eventTimer->start();
        refreshEventSteps();
    } else if (!active) {
        m_eventTimer->stop();
    }
}

void UsagePanel::refreshEventSteps()
{
    if (!m_active || !m_hasSelection || m_selected.state != runs::RunState::Running ||
        !m_connections) {
        return;
    }
    const QString folder = m_selected.eventFolder();
    ssh::SshConnection *connection =
        folder.isEmpty() ? nullptr : m_connections->find(m_selected.host, m_selected.sshConfig);
    if (!connection) {
        return;
    }
    remote::EventProgress *&events = m_eventFolders[m_selected.id];
    if (events && events->connection() != connection) {
        // Made over a connection that has been replaced since.
        events->deleteLater();
        events = nullptr;
    }
    if (!events) {
        events =
            new remote::EventProgress(connection, folder, m_selected.startedAt, QString(), this);
    }
    const qint64 runId = m_selected.id;
    // A run whose files cannot be read takes the pace from its log (not from what was read
    // before).
    events->refresh().then(this, [this, runId](const remote::EventProgress::Result &result) {
        setEventPoints(runId, result.ok ? result.points : QList<monitor::StepPoint>{});
    });
}

void UsagePanel::setEventPoints(qint64 runId, const QList<monitor::StepPoint> &points)
{
    m_eventPoints.insert(runId, points);
    if (m_hasSelection && m_selected.id == runId) {
        updateForecast();
    }
}

runs::PollPassenger UsagePanel::pollPassenger(const QString &host) const
{
    monitor::UsageSampler *sampler = m_samplers.value(host);
    if (!m_active || !sampler) {
        return {};
    }
    return sampler->pollPassenger(m_intervalMs);
}

void UsagePanel::sampleNow()
{
    for (monitor::UsageSampler *s : std::as_const(m_samplers)) {
        s->sampleNow();
    }
}

void UsagePanel::rebuildRows()
{
    QSet<QString> wanted;
    for (const runs::RunRecord &run : std::as_const(m_running)) {
        wanted.insert(run.jobId);
    }
    for (auto it = m_rowWidgets.begin(); it != m_rowWidgets.end();) {
        if (!wanted.contains(it.key())) {
            delete it.value().first;
            delete it.value().second;
            it = m_rowWidgets.erase(it);
        } else {
            ++it;
        }
    }
    int row = 0;
    for (const runs::RunRecord &run : std::as_const(m_running)) {
        auto &widgets = m_rowWidgets[run.jobId];
        if (!widgets.first) {
            widgets.first = new Sparkline(this);
            widgets.first->setFixedSize(widgets.first->sizeHint());
            widgets.first->setObjectName(QStringLiteral("usageSparkline-") + run.jobId);
            widgets.second = new QLabel(this);
            widgets.second->setObjectName(QStringLiteral("usageFigures-") + run.jobId);
        }
        m_rows->addWidget(widgets.first, row, 0);
        m_rows->addWidget(widgets.second, row, 1);
        ++row;
        const monitor::UsageSampler *sampler = m_samplers.value(run.host);
        const QList<monitor::JobUsage> history =
            sampler ? sampler->history(run.jobId) : QList<monitor::JobUsage>{};
        QList<double> values;
        for (const monitor::JobUsage &u : history) {
            values << (run.gpus > 0 ? u.meanGpuUtilisation() : qMin(100.0, u.cpuPercent));
        }
        widgets.first->setValues(values);
        widgets.first->setToolTip(run.gpus > 0 ? tr("GPU use, last samples")
                                               : tr("CPU use, last samples"));
        if (history.isEmpty()) {
            widgets.second->setText(tr("Job %1: waiting for the first sample…").arg(run.jobId));
            continue;
        }
        const monitor::JobUsage &u = history.last();
        QString text = tr("Job %1: CPU %2 · memory %3")
                           .arg(run.jobId,
                                u.cpuPercent < 0 ? QStringLiteral("–")
                                                 : QStringLiteral("%1 %").arg(qRound(u.cpuPercent)),
                                memoryText(u.memoryBytes));
        if (run.gpus > 0) {
            text += u.gpus.isEmpty() ? tr(" · GPU not read: %1").arg(u.gpuError)
                                     : tr(" · GPU %1 %").arg(qRound(u.meanGpuUtilisation()));
        }
        widgets.second->setText(text);
    }
}

void UsagePanel::onSampled(const QString &)
{
    rebuildRows();
    updateChart();
}

void UsagePanel::onIdle(const QString &jobId)
{
    m_idleJobs.insert(jobId);
    for (const runs::RunRecord &run : std::as_const(m_running)) {
        if (run.jobId == jobId) {
            monitor::RunEvent event;
            event.kind = monitor::RunEventKind::GpusIdle;
            event.runId = run.id;
            event.jobId = jobId;
            event.title = tr("The GPUs of run %1 are idle").arg(run.id);
            event.body = tr("Every GPU of job %1 has stayed below %2 % for %3 minutes.")
                             .arg(jobId)
                             .arg(m_idlePercent)
                             .arg(m_idleMinutes);
            Q_EMIT gpusIdle(event);
        }
    }
    updateChart();
}

void UsagePanel::addLogLines(qint64 runId, const QStringList &lines)
{
    // Lines arrive in batches (a whole backlog when the log is opened): only the last step of
    // a batch is known to have been reached when the batch was read.
    std::optional<monitor::LogProgress> latest;
    for (const QString &line : lines) {
        if (const auto p = monitor::progressFromLogLine(line)) {
            latest = p;
        }
    }
    if (!latest) {
        return;
    }
    QList<monitor::StepPoint> &points = m_progress[runId];
    if (points.isEmpty() || points.last().step != latest->step) {
        points << monitor::StepPoint{QDateTime::currentDateTimeUtc(), latest->step};
    }
    m_lastStep.insert(runId, latest->lastStep);
    if (m_hasSelection && m_selected.id == runId) {
        updateForecast();
    }
}

void UsagePanel::updateForecast()
{
    const bool running = m_hasSelection && m_selected.state == runs::RunState::Running;
    const bool fromEvents = running && !m_eventPoints.value(m_selected.id).isEmpty();
    const QList<monitor::StepPoint> points =
        fromEvents ? m_eventPoints.value(m_selected.id)
                   : (running ? m_progress.value(m_selected.id) : QList<monitor::StepPoint>{});
    const monitor::Forecast f = monitor::ProgressWatch::forecastFor(
        m_selected, points, m_lastStep.value(m_selected.id), QDateTime::currentDateTimeUtc());
    m_forecast->setVisible(f.known);
    if (!f.known) {
        return;
    }
    const QString source =
        fromEvents ? QLatin1Char(' ') + tr("(The pace comes from the run's event files.)")
                   : QString();
    m_forecast->setText((f.hitsLimit ? tr("<b>%1</b> Cancel and resubmit with more time, or make "
                                          "sure checkpoints are written.")
                                           .arg(f.message.toHtmlEscaped())
                                     : f.message.toHtmlEscaped()) +
                        source.toHtmlEscaped());
    if (f.hitsLimit) {
        monitor::RunEvent event;
        event.kind = monitor::RunEventKind::ForecastMissesLimit;
        event.runId = m_selected.id;
        event.jobId = m_selected.jobId;
        event.title = tr("Run %1 will not finish before its time limit").arg(m_selected.id);
        event.body = f.message;
        Q_EMIT forecastMissesLimit(event);
    }
}

void UsagePanel::updateChart()
{
    const bool running = m_hasSelection && sampled(m_selected);
    const monitor::UsageSampler *sampler = running ? m_samplers.value(m_selected.host) : nullptr;
    const QList<monitor::JobUsage> history =
        sampler ? sampler->history(m_selected.jobId) : QList<monitor::JobUsage>{};
    m_chart->setVisible(running);
    const bool idle = running && m_idleJobs.contains(m_selected.jobId) && sampler &&
                      sampler->idleWatch().idleSince(m_selected.jobId).isValid();
    m_idleWarning->setVisible(idle);
    m_cancelIdle->setVisible(idle);
    if (idle) {
        m_idleWarning->setText(
            tr("<b>The GPUs of job %1 have been idle (below %2 %) for %3 minutes or more.</b> "
               "The job holds them and uses your allocation without computing. If it is stuck, "
               "cancel it.")
                .arg(m_selected.jobId)
                .arg(m_idlePercent)
                .arg(m_idleMinutes));
    }
    if (!running) {
        return;
    }
    QVector<double> t, cpu, gpu, mem;
    for (const monitor::JobUsage &u : history) {
        const double x = double(u.when.toMSecsSinceEpoch()) / 1000.0;
        t << x;
        cpu << (u.cpuPercent < 0 ? qQNaN() : u.cpuPercent);
        gpu << (u.meanGpuUtilisation() < 0 ? qQNaN() : u.meanGpuUtilisation());
        mem << (u.memoryBytes < 0 ? qQNaN() : double(u.memoryBytes) / (1024.0 * 1024.0));
    }
    m_chart->graph(0)->setData(t, cpu, true);
    m_chart->graph(1)->setData(t, gpu, true);
    m_chart->graph(1)->setVisible(m_selected.gpus > 0);
    m_chart->graph(2)->setData(t, mem, true);
    double top = 100;
    for (double c : std::as_const(cpu)) {
        top = qIsNaN(c) ? top : qMax(top, c);
    }
    m_chart->yAxis->setRange(0, top * 1.05);
    double memTop = 1;
    for (double m : std::as_const(mem)) {
        memTop = qIsNaN(m) ? memTop : qMax(memTop, m);
    }
    m_chart->yAxis2->setRange(0, memTop * 1.2);
    if (!t.isEmpty()) {
        m_chart->xAxis->setRange(t.first() - 30, t.last() + 30);
    }
    m_chart->replot(QCustomPlot::rpQueuedReplot);
}

void UsagePanel::updateReport()
{
    const bool ended = m_hasSelection && m_selected.scheduler == QLatin1String("slurm") &&
                       !m_selected.jobId.isEmpty() && !m_selected.isActive() &&
                       m_selected.endedAt.isValid();
    m_report->setVisible(ended);
    m_useNumbers->setVisible(false);
    if (!ended) {
        return;
    }
    const qint64 id = m_selected.id;
    if (const auto *r = report(id)) {
        QString html;
        if (!r->diagnosis.isEmpty()) {
            html += QStringLiteral("<b>%1</b><br>").arg(r->diagnosis.toHtmlEscaped());
        }
        html += r->notes.join(QStringLiteral("<br>"))
                    .toHtmlEscaped()
                    .replace(QStringLiteral("&lt;br&gt;"), QStringLiteral("<br>"));
        m_report->setText(html);
        m_useNumbers->setVisible(!r->suggestion.summary.isEmpty());
        m_useNumbers->setToolTip(tr("Resubmit with %1.").arg(r->suggestion.summary));
        return;
    }
    m_report->setText(tr("Asking Slurm what the job used…"));
    if (m_fetching.contains(id) || !m_connections) {
        return;
    }
    QString error;
    CommandRunner *runner = m_connections->runner(m_selected.host, m_selected.sshConfig, &error);
    if (!runner) {
        m_report->setText(error);
        return;
    }
    const monitor::UsageSampler *sampler = m_samplers.value(m_selected.host);
    const QList<monitor::JobUsage> samples =
        sampler ? sampler->history(m_selected.jobId) : QList<monitor::JobUsage>{};
    m_fetching.insert(id);
    // The state and the scheduler's own reason stay English; the message may be translated.
    const bool oom = m_selected.state == runs::RunState::OutOfMemory ||
                     m_selected.reason.contains(QStringLiteral("memory"), Qt::CaseInsensitive) ||
                     m_selected.message.contains(QStringLiteral("memory"), Qt::CaseInsensitive);
    monitor::fetchEfficiency(runner, m_selected.jobId, samples, oom, this)
        .then(this, [this, id](const monitor::FetchedReport &fetched) {
            m_fetching.remove(id);
            if (!fetched.error.isEmpty()) {
                if (m_hasSelection && m_selected.id == id) {
                    m_report->setText(fetched.error);
                }
                return;
            }
            m_reports.insert(id, fetched.report);
            if (m_hasSelection && m_selected.id == id) {
                updateReport();
            }
        });
}

} // namespace slipway::ui
