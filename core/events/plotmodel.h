#pragma once

#include "events/plotoptions.h"
#include "events/stitching.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <map>
#include <memory>

namespace slipway::events {

class LogDirLoader;
struct PlotSeries;
class LogDirReader;
class RunData;

// What the Plots page shows, without a widget: the runs of a log folder, their scalar tags and,
// for each (run, tag) on screen, the series as the charts draw it (PlotSeries, smoothed for the
// current options). It owns the folder's loader and has one refresh path: new data (a finished
// read, or a long read's progress once a second) and new options schedule one coalesced
// refresh, which brings the series up to date under the reader's lock and then emits
// refreshed().
class PlotModel final : public QObject
{
    Q_OBJECT

public:
    explicit PlotModel(QObject *parent = nullptr);
    ~PlotModel() override;

    // Reads the log folder (or event file) at `path` and follows it; forgets the last one.
    void open(const QString &path);
    QString path() const;
    // nullptr before a folder was opened; its reader is read under its lock.
    const LogDirLoader *loader() const { return m_loader; }
    void setPollInterval(int milliseconds);
    int pollInterval() const { return m_pollInterval; }
    // The folder is known to have new bytes: read them now.
    void readSoon();

    // Runs made of several jobs (a requeued or resumed run): each logical run's segments, the
    // reader's run names (folders relative to the log folder) in the order the jobs ran. A
    // logical run is shown as one run whose series are the segments' stitched together
    // (stitchSegments: the latest segment wins each step) with the restarts marked; its
    // segments are not shown on their own.
    //
    // Without being told, sibling folders named after job ids ("job1234", "job-1234",
    // "job_1234") are the segments of one run named by their parent folder, in job id order,
    // when there are two or more of them.
    void setSegments(const QMap<QString, QStringList> &segments);
    const QMap<QString, QStringList> &segments() const { return m_segments; }
    // The segments in use: those set, and those found by their folder names.
    QMap<QString, QStringList> segmentsInUse() const;

    void setOptions(const PlotOptions &options);
    const PlotOptions &options() const { return m_options; }

    // Brings the series up to date soon (after kRefreshDelayMs, coalescing all requests made
    // meanwhile). `structureChanged`: what is shown changed, not only the points.
    void scheduleRefresh(bool structureChanged = false);

    // As of the last refresh:
    const QStringList &runs() const { return m_runs; } // in the reader's order (by name)
    const QStringList &tags() const { return m_tags; } // every scalar tag of any run, sorted
    QStringList shownTags() const;
    QStringList visibleRuns() const;
    const PlotSeries *series(const QString &run, const QString &tag) const;
    std::shared_ptr<const PlotSeries> sharedSeries(const QString &run, const QString &tag) const;
    qsizetype tagCount(const QString &run) const;
    qint64 shownPointCount(const QString &run) const;
    qint64 points() const { return m_points; }
    // The last, lowest and highest value of every (run, tag), shown or not (NaN values are
    // left out of min and max); count 0 when the run has no such tag.
    struct Summary
    {
        double last = 0;
        double min = 0;
        double max = 0;
        qsizetype count = 0;
        std::int64_t lastStep = 0;
    };
    Summary summary(const QString &run, const QString &tag) const;
    // The problems met while reading, as lines for the user (at most a few), and their count.
    const QStringList &noticeLines() const { return m_noticeLines; }
    qsizetype issueCount() const { return m_issueCount; }
    // The last read could not read the folder at all (see the loader's last result).
    bool failed() const { return m_failed; }

    static constexpr int kRefreshDelayMs = 40;

Q_SIGNALS:
    // The series were brought up to date with the data read so far. `structureChanged`: runs,
    // tags or options changed, so charts must be rebuilt; else `dataChanged` says whether
    // points were added.
    void refreshed(bool structureChanged, bool dataChanged);
    // The loader started, progressed or finished a read (for a status line).
    void readStateChanged();

private:
    using SeriesPtr = std::shared_ptr<PlotSeries>;

    // Where the stitched series of a (logical run, tag) was built from, to build it only again
    // when a segment changed.
    struct Stitch
    {
        std::vector<std::pair<qsizetype, std::int64_t>> parts; // size and last step of each
        StitchedSeries stitched;
    };

    void refresh();
    void collectIssues();
    // Which runs are segments of which logical run (set, or found by folder name); true when
    // the ones found changed.
    bool findSegments(const LogDirReader &reader,
                      QHash<QString, std::pair<QString, qsizetype>> *segmentOf);
    // Brings the series of (run, tag) up to date with `source` when it is shown.
    bool syncSeries(const QString &run, const QString &tag, const ScalarSeries &source,
                    bool *structureChanged);
    bool syncStitched(const QString &run, const std::vector<const RunData *> &segments,
                      QSet<QString> *tags, bool *structureChanged);

    LogDirLoader *m_loader = nullptr;
    PlotOptions m_options;
    int m_pollInterval = 1500;
    QTimer m_refreshTimer;
    QElapsedTimer m_partialRefresh;
    bool m_structureChanged = false;
    // run -> tag -> series
    std::map<QString, std::map<QString, SeriesPtr>> m_series;
    QMap<QString, QStringList> m_segments;
    std::map<QString, std::map<QString, Stitch>> m_stitches;
    std::map<QString, std::map<QString, Summary>> m_summaries;
    QMap<QString, QStringList>
        m_foundSegments; // by folder name, as of the last refresh // logical run -> tag -> stitch
    QStringList m_runs;
    QStringList m_tags;
    QStringList m_noticeLines;
    qsizetype m_issueCount = 0;
    qint64 m_points = 0;
    bool m_failed = false;
};

} // namespace slipway::events
