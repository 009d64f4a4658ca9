#pragma once

#include "events/aggregation.h"
#include "events/plotseries.h"
#include "events/xaxis.h"
#include "plots/minmaxindex.h"

#include "widgets/qcustomplotheader.h"

#include <QColor>
#include <QString>

#include <map>
#include <memory>
#include <vector>

namespace slipway::ui {

// The series the charts draw live in core/events, beside the model that keeps them.
using events::PlotSeries;

// One curve of a chart: a run's series of one tag.
struct ChartCurve
{
    std::shared_ptr<const PlotSeries> series;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine;
    QString label; // shown in the legend and the hover text
    // Curves of one tag with the same group share a mean ± std band (empty: one band per tag).
    QString group;
};

// A chart of scalar series. Curves are drawn smoothed (TensorBoard's EMA) with the raw curve as
// a faded shadow when smoothing is on; optional bands show mean ± std and min/max across the
// runs of each tag. Only what the screen can show is handed to QCustomPlot: after every pan,
// zoom or resize each curve is decimated to the first, lowest, highest and last point of each
// pixel column (the result of events::decimateMinMax, computed through a MinMaxIndex), so every
// extreme stays visible and a curve of ten million points redraws within a frame.
//
// Drag to pan, wheel to zoom (on the plot, or on one axis to zoom that axis only), double-click
// to fit all data again. Until the user pans or zooms, the view follows the data as it grows.
class ScalarChart final : public QCustomPlot
{
    Q_OBJECT

public:
    explicit ScalarChart(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    QString title() const;
    void setCurves(std::vector<ChartCurve> curves);
    const std::vector<ChartCurve> &curves() const { return m_curves; }
    void setXAxisKind(events::XAxis axis);
    void setLogY(bool logY);
    void setSmoothingOn(bool on);
    void setBands(bool stdBand, bool minMaxBand);
    void setLegendShown(bool shown);

    // The curves' data changed (new points, new smoothing): recompute bands and redraw.
    void dataChanged();
    // Fits the axes to all data and follows new data again.
    void fitToData();
    bool followsData() const { return m_follow; }

    // What hovering at `pixel` (widget coordinates) shows: the nearest point's run and tag,
    // step, value, smoothed value and wall time; empty when no point is near.
    QString hoverText(const QPointF &pixel) const;
    // The run of the curve nearest to `pixel` (as for hovering), or empty.
    QString runAt(const QPointF &pixel) const;
    // Draws the curves of `run` wider (empty: none).
    void setHighlightedRun(const QString &run);
    QString highlightedRun() const { return m_highlightedRun; }
    // How many points QCustomPlot holds right now, over every graph (after decimation).
    qsizetype drawnPointCount() const;
    // The dashed vertical lines that mark where a stitched run restarted (one per restart of
    // each curve that has them).
    int restartMarkerCount() const;

Q_SIGNALS:
    // A click (not a drag) near a curve.
    void curveClicked(const QString &run);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    // A graph and the full data it shows a decimated view of.
    struct Source
    {
        QCPGraph *graph = nullptr;
        const std::vector<double> *x = nullptr;
        const std::vector<double> *y = nullptr;
        bool sortedX = false;
        const MinMaxIndex *index = nullptr; // built when sortedX
    };
    // A column's decimation index, kept from one data change to the next so that a growing
    // series only summarises its new points.
    struct IndexEntry
    {
        std::uint64_t resets = 0; // the owner's PlotSeries::resets when built
        std::size_t size = 0;
        bool sortedX = false;
        bool used = false;
        MinMaxIndex index;
    };
    struct Band
    {
        QString tag;
        QString group;
        int runs = 0;
        QColor color;
        events::Aggregate aggregate;
        std::vector<double> low;  // mean - std
        std::vector<double> high; // mean + std
    };

    const ChartCurve *nearestPoint(const QPointF &pixel, std::size_t *pointIndex) const;
    void rebuildGraphs();
    void addRestartMarkers();
    void computeBands();
    void redecimate();
    void applyAxisKind();
    QCPGraph *addSourceGraph(const std::vector<double> *x, const std::vector<double> *y,
                             const QPen &pen, std::uint64_t resets);

    QCPTextElement *m_title = nullptr;
    std::vector<ChartCurve> m_curves;
    std::vector<std::unique_ptr<Band>> m_bands;
    std::vector<Source> m_sources;
    std::map<const std::vector<double> *, IndexEntry> m_indices; // by the column indexed
    std::uint64_t m_bandRevision = 0; // bands are computed afresh: their indices too
    events::XAxis m_axis = events::XAxis::Step;
    bool m_logY = false;
    bool m_smoothingOn = false;
    bool m_stdBand = false;
    bool m_minMaxBand = false;
    bool m_follow = true;
    QString m_highlightedRun;
    QPointF m_pressAt;
    bool m_decimating = false;
    int m_decimatedColumns = -1;
};

} // namespace slipway::ui
