#include "events/plotmodel.h"

#include "events/logdirloader.h"
#include "events/logdirreader.h"
#include "events/plotseries.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace slipway::events {

namespace {

constexpr int kMaxNoticeLines = 4;
// A long read shows what it has so far this often.
constexpr int kPartialRefreshMs = 1000;

} // namespace

PlotModel::PlotModel(QObject *parent)
    : QObject(parent)
{
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshDelayMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &PlotModel::refresh);
}

PlotModel::~PlotModel() = default;

QString PlotModel::path() const
{
    return m_loader ? m_loader->path() : QString();
}

void PlotModel::open(const QString &path)
{
    delete m_loader;
    m_loader = nullptr;
    m_series.clear();
    m_runs.clear();
    m_tags.clear();
    m_noticeLines.clear();
    m_issueCount = 0;
    m_options.hiddenRuns.clear();
    m_options.untickedTags.clear();
    m_points = 0;
    m_failed = false;

    m_loader = new LogDirLoader(path, this);
    m_loader->setPollInterval(m_pollInterval);
    connect(m_loader, &LogDirLoader::updated, this, [this]() {
        scheduleRefresh();
        Q_EMIT readStateChanged();
    });
    m_partialRefresh.invalidate();
    connect(m_loader, &LogDirLoader::progressed, this, [this]() {
        Q_EMIT readStateChanged();
        if (!m_partialRefresh.isValid() || m_partialRefresh.elapsed() >= kPartialRefreshMs) {
            m_partialRefresh.start();
            scheduleRefresh();
        }
    });
    m_loader->start();
    scheduleRefresh(true);
    Q_EMIT readStateChanged();
}

void PlotModel::setPollInterval(int milliseconds)
{
    m_pollInterval = milliseconds;
    if (m_loader) {
        m_loader->setPollInterval(milliseconds);
    }
}

void PlotModel::readSoon()
{
    if (m_loader) {
        m_loader->readSoon();
    }
}

void PlotModel::setOptions(const PlotOptions &options)
{
    if (options == m_options) {
        return;
    }
    m_options = options;
    scheduleRefresh(true);
}

void PlotModel::scheduleRefresh(bool structureChanged)
{
    m_structureChanged = m_structureChanged || structureChanged;
    if (!m_refreshTimer.isActive()) {
        m_refreshTimer.start();
    }
}

QStringList PlotModel::shownTags() const
{
    QStringList tags;
    for (const QString &tag : m_tags) {
        if (m_options.showsTag(tag)) {
            tags.append(tag);
        }
    }
    return tags;
}

QStringList PlotModel::visibleRuns() const
{
    QStringList runs;
    for (const QString &run : m_runs) {
        if (!m_options.hiddenRuns.contains(run)) {
            runs.append(run);
        }
    }
    return runs;
}

std::shared_ptr<const PlotSeries> PlotModel::sharedSeries(const QString &run,
                                                          const QString &tag) const
{
    const auto runIt = m_series.find(run);
    if (runIt == m_series.end()) {
        return nullptr;
    }
    const auto tagIt = runIt->second.find(tag);
    return tagIt == runIt->second.end() ? nullptr : tagIt->second;
}

const PlotSeries *PlotModel::series(const QString &run, const QString &tag) const
{
    return sharedSeries(run, tag).get();
}

qsizetype PlotModel::tagCount(const QString &run) const
{
    const auto it = m_series.find(run);
    return it == m_series.end() ? 0 : qsizetype(it->second.size());
}

qint64 PlotModel::shownPointCount(const QString &run) const
{
    qint64 points = 0;
    const auto it = m_series.find(run);
    if (it != m_series.end()) {
        for (const auto &[tag, series] : it->second) {
            points += series->size();
        }
    }
    return points;
}

void PlotModel::refresh()
{
    if (!m_loader) {
        return;
    }
    const LogDirReader &reader = m_loader->reader();
    if (!reader.lock().tryLockForRead()) {
        m_refreshTimer.start(); // the worker is writing a chunk: try again in a moment
        return;
    }
    const XAxis axis = m_options.xAxis;
    const double weight = m_options.smoothingWeight;
    const smoothing::Method method = m_options.smoothingMethod;
    bool dataChanged = false;
    bool structureChanged = m_structureChanged;
    m_structureChanged = false;
    QStringList runs;
    QSet<QString> tags(m_tags.cbegin(), m_tags.cend());
    qint64 points = 0;
    for (const auto &run : reader.runs()) {
        runs.append(run->name());
        auto &byTag = m_series[run->name()];
        for (const auto &tag : run->tags()) {
            SeriesPtr &series = byTag[tag->name];
            if (!series) {
                series = std::make_shared<PlotSeries>();
                series->run = run->name();
                series->tag = tag->name;
                series->axis = axis;
                series->smoothingWeight = -1; // never smoothed yet
                structureChanged = true;
            }
            // Only what the charts show is copied; hidden series give their memory back.
            if (!m_options.hiddenRuns.contains(run->name()) && m_options.showsTag(tag->name)) {
                dataChanged = series->sync(tag->series, axis, weight, method) || dataChanged;
            } else {
                series->release();
            }
            points += tag->series.size();
            tags.insert(tag->name);
        }
    }
    collectIssues();
    reader.lock().unlock();

    m_points = points;
    const bool failed = m_loader->updateCount() > 0 && !m_loader->lastResult().ok;
    if (failed != m_failed) {
        m_failed = failed;
        structureChanged = true;
    }
    if (runs != m_runs) {
        m_runs = runs;
        structureChanged = true;
    }
    if (tags.size() != m_tags.size()) {
        m_tags = QStringList(tags.cbegin(), tags.cend());
        m_tags.sort();
        structureChanged = true;
    }
    Q_EMIT refreshed(structureChanged, dataChanged);
}

// Called under the reader's lock.
void PlotModel::collectIssues()
{
    const LogDirReader &reader = m_loader->reader();
    const QList<ReadIssue> issues = reader.allIssues();
    const QFileInfo info(reader.path());
    const QDir root(info.isDir() ? reader.path() : info.absolutePath());
    m_noticeLines.clear();
    for (const ReadIssue &issue : issues) {
        if (m_noticeLines.size() == kMaxNoticeLines) {
            break;
        }
        const QString file = QDir::toNativeSeparators(root.relativeFilePath(issue.file));
        m_noticeLines.append(
            issue.offset >= 0
                ? tr("%1, at byte %2: %3").arg(file).arg(issue.offset).arg(issue.message)
                : tr("%1: %2").arg(file, issue.message));
    }
    m_issueCount = issues.size();
}

} // namespace slipway::events
