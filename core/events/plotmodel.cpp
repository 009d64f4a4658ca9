#include "events/plotmodel.h"

#include "events/logdirloader.h"
#include "events/logdirreader.h"
#include "events/plotseries.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

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
    m_stitches.clear();
    m_summaries.clear();
    m_foundSegments.clear();
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

namespace {

// Extends `summary` by the points of `source` it has not seen, or starts over when points it saw
// were replaced.
void updateSummary(PlotModel::Summary *summary, const ScalarSeries &source)
{
    qsizetype from = summary->count;
    if (from > source.size() || (from > 0 && source.step(from - 1) != summary->lastStep)) {
        *summary = {};
        from = 0;
    }
    for (qsizetype i = from; i < source.size(); ++i) {
        const double value = source.value(i);
        if (summary->count == 0 || std::isnan(summary->min)) {
            summary->min = value;
            summary->max = value;
        } else if (!std::isnan(value)) {
            summary->min = std::min(summary->min, value);
            summary->max = std::max(summary->max, value);
        }
        summary->last = value;
        summary->lastStep = source.step(i);
        ++summary->count;
    }
}

} // namespace

PlotModel::Summary PlotModel::summary(const QString &run, const QString &tag) const
{
    const auto runIt = m_summaries.find(run);
    if (runIt == m_summaries.end()) {
        return {};
    }
    const auto tagIt = runIt->second.find(tag);
    return tagIt == runIt->second.end() ? Summary{} : tagIt->second;
}

bool PlotModel::syncSeries(const QString &run, const QString &tag, const ScalarSeries &source,
                           bool *structureChanged)
{
    updateSummary(&m_summaries[run][tag], source);
    SeriesPtr &series = m_series[run][tag];
    if (!series) {
        series = std::make_shared<PlotSeries>();
        series->run = run;
        series->tag = tag;
        series->axis = m_options.xAxis;
        series->smoothingWeight = -1; // never smoothed yet
        *structureChanged = true;
    }
    // Only what the charts show is copied; hidden series give their memory back.
    if (m_options.hiddenRuns.contains(run) || !m_options.showsTag(tag)) {
        series->release();
        return false;
    }
    return series->sync(source, m_options.xAxis, m_options.smoothingWeight,
                        m_options.smoothingMethod);
}

bool PlotModel::syncStitched(const QString &run, const std::vector<const RunData *> &segments,
                             QSet<QString> *tags, bool *structureChanged)
{
    QStringList tagOrder;
    for (const RunData *segment : segments) {
        if (!segment) {
            continue; // its folder is not there (yet)
        }
        for (const auto &tag : segment->tags()) {
            if (!tagOrder.contains(tag->name)) {
                tagOrder.append(tag->name);
            }
        }
    }
    bool dataChanged = false;
    for (const QString &tag : std::as_const(tagOrder)) {
        tags->insert(tag);
        std::vector<const ScalarSeries *> parts;
        std::vector<std::pair<qsizetype, std::int64_t>> signature;
        for (const RunData *segment : segments) {
            const ScalarTag *found = segment ? segment->tag(tag) : nullptr;
            parts.push_back(found ? &found->series : nullptr);
            signature.emplace_back(found ? found->series.size() : 0,
                                   found && !found->series.isEmpty() ? found->series.steps().back()
                                                                     : -1);
        }
        Stitch &stitch = m_stitches[run][tag];
        if (stitch.parts != signature) {
            stitch.parts = std::move(signature);
            stitch.stitched = stitchSegments(parts);
        }
        const bool changed = syncSeries(run, tag, stitch.stitched.series, structureChanged);
        dataChanged = changed || dataChanged;
        PlotSeries &series = *m_series[run][tag];
        series.restarts.clear();
        const ScalarSeries &source = stitch.stitched.series;
        for (const std::int64_t step : stitch.stitched.restartSteps) {
            const auto &steps = source.steps();
            const auto at = std::lower_bound(steps.begin(), steps.end(), step);
            if (at == steps.end()) {
                continue;
            }
            const auto i = qsizetype(at - steps.begin());
            switch (m_options.xAxis) {
            case XAxis::Step:
                series.restarts.push_back(double(step));
                break;
            case XAxis::RelativeTime:
                series.restarts.push_back(source.relativeTime(i));
                break;
            case XAxis::WallTime:
                series.restarts.push_back(source.wallTime(i));
                break;
            }
        }
    }
    return dataChanged;
}

void PlotModel::setSegments(const QMap<QString, QStringList> &segments)
{
    if (segments == m_segments) {
        return;
    }
    m_segments = segments;
    m_series.clear();
    m_stitches.clear();
    m_summaries.clear();
    scheduleRefresh(true);
}

namespace {

// Sibling folders named after job ids: parent folder -> (job id, run name), two or more each.
QMap<QString, QStringList> segmentsByFolderName(const QStringList &runNames,
                                                const QSet<QString> &taken)
{
    // "job1234", "job-1234", "job_1234"; a requeued job keeps its id, so each of its starts
    // has its own folder: "job1234-start0", "job1234-start1" (compose/resumelines.h).
    static const QRegularExpression jobFolder(
        QStringLiteral("^job[-_]?([0-9]+)(?:-start([0-9]+))?$"));
    std::map<QString, std::vector<std::pair<std::pair<qint64, qint64>, QString>>> byParent;
    for (const QString &name : runNames) {
        if (taken.contains(name)) {
            continue;
        }
        const qsizetype slash = name.lastIndexOf(QLatin1Char('/'));
        const QRegularExpressionMatch match = jobFolder.match(name.mid(slash + 1));
        if (match.hasMatch()) {
            const QString parent = slash > 0 ? name.left(slash) : QStringLiteral(".");
            byParent[parent].emplace_back(
                std::pair{match.captured(1).toLongLong(), match.captured(2).toLongLong()}, name);
        }
    }
    QMap<QString, QStringList> segments;
    for (auto &[parent, jobs] : byParent) {
        if (jobs.size() < 2) {
            continue;
        }
        std::sort(jobs.begin(), jobs.end());
        QStringList names;
        for (const auto &[id, name] : jobs) {
            names.append(name);
        }
        segments.insert(parent, names);
    }
    return segments;
}

} // namespace

QMap<QString, QStringList> PlotModel::segmentsInUse() const
{
    QMap<QString, QStringList> all = m_foundSegments;
    all.insert(m_segments);
    return all;
}

// Called under the reader's lock.
bool PlotModel::findSegments(const LogDirReader &reader,
                             QHash<QString, std::pair<QString, qsizetype>> *segmentOf)
{
    QSet<QString> taken;
    for (const QStringList &names : std::as_const(m_segments)) {
        taken.unite(QSet<QString>(names.cbegin(), names.cend()));
    }
    QStringList runNames;
    for (const auto &run : reader.runs()) {
        runNames.append(run->name());
    }
    const QMap<QString, QStringList> found = segmentsByFolderName(runNames, taken);
    const bool changed = found != m_foundSegments;
    m_foundSegments = found;
    const QMap<QString, QStringList> segments = segmentsInUse();
    for (auto it = segments.cbegin(); it != segments.cend(); ++it) {
        for (qsizetype i = 0; i < it.value().size(); ++i) {
            segmentOf->insert(it.value()[i], {it.key(), i});
        }
    }
    return changed;
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
    bool dataChanged = false;
    bool structureChanged = m_structureChanged;
    m_structureChanged = false;
    QHash<QString, std::pair<QString, qsizetype>> segmentOf; // run -> logical run, position
    structureChanged = findSegments(reader, &segmentOf) || structureChanged;
    std::map<QString, std::vector<const RunData *>> stitched;
    QStringList runs;
    QSet<QString> tags(m_tags.cbegin(), m_tags.cend());
    qint64 points = 0;
    for (const auto &run : reader.runs()) {
        for (const auto &tag : run->tags()) {
            points += tag->series.size();
        }
        const auto segment = segmentOf.constFind(run->name());
        if (segment != segmentOf.cend()) {
            const auto &[logical, position] = *segment;
            std::vector<const RunData *> &parts = stitched[logical];
            if (parts.empty()) {
                runs.append(logical);
                parts.resize(std::size_t(segmentsInUse().value(logical).size()), nullptr);
            }
            parts[std::size_t(position)] = run.get();
            continue;
        }
        runs.append(run->name());
        for (const auto &tag : run->tags()) {
            dataChanged =
                syncSeries(run->name(), tag->name, tag->series, &structureChanged) || dataChanged;
            tags.insert(tag->name);
        }
    }
    for (const auto &[logical, parts] : stitched) {
        dataChanged = syncStitched(logical, parts, &tags, &structureChanged) || dataChanged;
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
