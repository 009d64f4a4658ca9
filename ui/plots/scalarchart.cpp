#include "plots/scalarchart.h"
#include "widgets/theme.h"

#include "events/decimation.h"

#include <QDateTime>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace slipway::ui {

namespace {

constexpr double kNearPixels = 24.0;
// Curves named in a chart's legend; the rest are summed up in one line.
constexpr int kLegendCurves = 8;

QString formatValue(double value)
{
    if (std::isnan(value)) {
        return QStringLiteral("NaN");
    }
    if (std::isinf(value)) {
        return value > 0 ? QStringLiteral("+Inf") : QStringLiteral("-Inf");
    }
    return QString::number(value, 'g', 7);
}

QColor faded(QColor color, int alpha)
{
    color.setAlpha(alpha);
    return color;
}

} // namespace

ScalarChart::ScalarChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setMinimumHeight(240);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    // Lines drawn segment by segment: a long polyline with a pen wider than one pixel is stroked
    // as one path, which costs the raster engine far more than the segments do.
    setPlottingHint(QCP::phFastPolylines, true);
    axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    axisRect()->setRangeZoom(Qt::Horizontal | Qt::Vertical);
    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, QString(),
                                 QFont(font().family(), font().pointSize() + 1, QFont::Bold));
    plotLayout()->addElement(0, 0, m_title);
    legend->setFont(QFont(font().family(), font().pointSize() - 1));
    legend->setBrush(QColor(255, 255, 255, 220));
    legend->setVisible(false);
    // Curves join the legend one by one below, and at most kLegendCurves of them: a legend is a
    // layout grid whose every insertion scans it, so thousands of runs cost seconds a redraw.
    setAutoAddPlottableToLegend(false);
    xAxis->grid()->setPen(QPen(QColor(0, 0, 0, 28)));
    yAxis->grid()->setPen(QPen(QColor(0, 0, 0, 28)));
    setMouseTracking(true);
    followPalette(this);
    connect(xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this,
            [this](const QCPRange &) { redecimate(); });
    // The axis rect's width is known only once the layout ran: decimate again when it changed.
    connect(this, &QCustomPlot::afterLayout, this, [this]() {
        if (axisRect()->width() != m_decimatedColumns) {
            redecimate();
        }
    });
    applyAxisKind();
}

void ScalarChart::setTitle(const QString &title)
{
    m_title->setText(title);
}

QString ScalarChart::title() const
{
    return m_title->text();
}

void ScalarChart::setCurves(std::vector<ChartCurve> curves)
{
    m_curves = std::move(curves);
    dataChanged();
}

void ScalarChart::setXAxisKind(events::XAxis axis)
{
    if (axis != m_axis) {
        m_axis = axis;
        m_follow = true;
        applyAxisKind();
    }
}

void ScalarChart::setLogY(bool logY)
{
    if (logY != m_logY) {
        m_logY = logY;
        m_follow = true;
        applyAxisKind();
    }
}

void ScalarChart::setSmoothingOn(bool on)
{
    m_smoothingOn = on;
}

void ScalarChart::setBands(bool stdBand, bool minMaxBand)
{
    m_stdBand = stdBand;
    m_minMaxBand = minMaxBand;
}

void ScalarChart::setLegendShown(bool shown)
{
    legend->setVisible(shown);
}

void ScalarChart::applyAxisKind()
{
    switch (m_axis) {
    case events::XAxis::Step:
        xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        xAxis->setLabel(tr("step"));
        break;
    case events::XAxis::RelativeTime: {
        QSharedPointer<QCPAxisTickerTime> ticker(new QCPAxisTickerTime);
        ticker->setTimeFormat(QStringLiteral("%h:%m:%s"));
        xAxis->setTicker(ticker);
        xAxis->setLabel(tr("time since the run started (h:m:s)"));
        break;
    }
    case events::XAxis::WallTime: {
        QSharedPointer<QCPAxisTickerDateTime> ticker(new QCPAxisTickerDateTime);
        ticker->setDateTimeFormat(QStringLiteral("MMM d\nhh:mm"));
        ticker->setDateTimeSpec(Qt::LocalTime);
        xAxis->setTicker(ticker);
        xAxis->setLabel(tr("wall time"));
        break;
    }
    }
    if (m_logY) {
        yAxis->setScaleType(QCPAxis::stLogarithmic);
        yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTickerLog));
        yAxis->setNumberFormat(QStringLiteral("g"));
        yAxis->setNumberPrecision(4);
    } else {
        yAxis->setScaleType(QCPAxis::stLinear);
        yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        yAxis->setNumberFormat(QStringLiteral("g"));
        yAxis->setNumberPrecision(6);
    }
}

QCPGraph *ScalarChart::addSourceGraph(const std::vector<double> *x, const std::vector<double> *y,
                                      const QPen &pen, std::uint64_t resets)
{
    QCPGraph *graph = addGraph();
    graph->setPen(pen);
    graph->setAdaptiveSampling(false); // already decimated

    IndexEntry &entry = m_indices[y];
    entry.used = true;
    const std::size_t n = std::min(x->size(), y->size());
    const bool grown = entry.size > 0 && entry.resets == resets && entry.size <= n;
    if (grown) {
        // Only the new points: whether they keep x sorted, and their block summaries.
        if (entry.sortedX) {
            entry.sortedX = std::is_sorted(x->begin() + std::ptrdiff_t(entry.size - 1),
                                           x->begin() + std::ptrdiff_t(n));
        }
        if (entry.sortedX && n > entry.size) {
            entry.index.extend(std::span<const double>(y->data(), n));
        }
    } else {
        entry.sortedX = std::is_sorted(x->begin(), x->begin() + std::ptrdiff_t(n));
        if (entry.sortedX) {
            entry.index.build(std::span<const double>(y->data(), n));
        }
    }
    entry.size = n;
    entry.resets = resets;

    Source source;
    source.graph = graph;
    source.x = x;
    source.y = y;
    source.sortedX = entry.sortedX;
    source.index = &entry.index;
    m_sources.push_back(source);
    return graph;
}

void ScalarChart::computeBands()
{
    m_bands.clear();
    ++m_bandRevision;
    if (!m_stdBand && !m_minMaxBand) {
        return;
    }
    // One band per tag, or per tag and group when the curves are grouped (by a parameter).
    std::map<QString, std::vector<const ChartCurve *>> byTag;
    std::vector<QString> order;
    for (const ChartCurve &curve : m_curves) {
        const QString key = curve.series->tag + QChar(0x1f) + curve.group;
        auto &list = byTag[key];
        if (list.empty()) {
            order.push_back(key);
        }
        list.push_back(&curve);
    }
    for (const QString &key : order) {
        const auto &list = byTag[key];
        if (list.size() < 2) {
            continue;
        }
        std::vector<events::SeriesRef> refs;
        for (const ChartCurve *curve : list) {
            const PlotSeries &s = *curve->series;
            refs.push_back({s.x, m_smoothingOn ? std::span<const double>(s.smoothed)
                                               : std::span<const double>(s.y)});
        }
        auto band = std::make_unique<Band>();
        band->tag = list.front()->series->tag;
        band->group = list.front()->group;
        band->runs = int(list.size());
        band->color =
            m_curves.size() == list.size() ? palette().color(QPalette::Text) : list.front()->color;
        band->aggregate = events::aggregateRuns(refs);
        const std::size_t n = band->aggregate.x.size();
        band->low.resize(n);
        band->high.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            band->low[i] = band->aggregate.mean[i] - band->aggregate.std[i];
            band->high[i] = band->aggregate.mean[i] + band->aggregate.std[i];
        }
        m_bands.push_back(std::move(band));
    }
}

void ScalarChart::addRestartMarkers()
{
    clearItems();
    for (const ChartCurve &curve : m_curves) {
        for (const double x : curve.series->restarts) {
            auto *line = new QCPItemStraightLine(this);
            line->setPen(QPen(faded(curve.color, 150), 1.2, Qt::DashLine));
            line->setSelectable(false);
            line->point1->setTypeX(QCPItemPosition::ptPlotCoords);
            line->point1->setTypeY(QCPItemPosition::ptAxisRectRatio);
            line->point2->setTypeX(QCPItemPosition::ptPlotCoords);
            line->point2->setTypeY(QCPItemPosition::ptAxisRectRatio);
            line->point1->setCoords(x, 0);
            line->point2->setCoords(x, 1);
            line->setObjectName(QStringLiteral("restartMarker"));
        }
    }
}

int ScalarChart::restartMarkerCount() const
{
    return itemCount();
}

void ScalarChart::rebuildGraphs()
{
    addRestartMarkers();
    clearGraphs();
    m_sources.clear();
    for (auto &[column, entry] : m_indices) {
        entry.used = false;
    }
    // Bands first, so the curves are drawn over them.
    for (const auto &band : m_bands) {
        const events::Aggregate &a = band->aggregate;
        if (m_minMaxBand) {
            QCPGraph *low =
                addSourceGraph(&a.x, &a.min, QPen(faded(band->color, 70), 1), m_bandRevision);
            QCPGraph *high =
                addSourceGraph(&a.x, &a.max, QPen(faded(band->color, 70), 1), m_bandRevision);
            high->setBrush(faded(band->color, 28));
            high->setChannelFillGraph(low);
        }
        if (m_stdBand) {
            QCPGraph *low = addSourceGraph(&a.x, &band->low, QPen(Qt::NoPen), m_bandRevision);
            QCPGraph *high = addSourceGraph(&a.x, &band->high, QPen(Qt::NoPen), m_bandRevision);
            high->setBrush(faded(band->color, 55));
            high->setChannelFillGraph(low);
        }
    }
    int inLegend = 0;
    for (const ChartCurve &curve : m_curves) {
        const PlotSeries &s = *curve.series;
        // The shadow is one pixel wide: a cosmetic pen is the raster engine's fast path, which
        // keeps a dense raw curve within a frame.
        const bool highlighted = !m_highlightedRun.isEmpty() && s.run == m_highlightedRun;
        const double width = highlighted ? 3.2 : m_smoothingOn ? 1.8 : 1.6;
        const QPen rawPen = m_smoothingOn ? QPen(faded(curve.color, 60), 1.0, curve.style)
                                          : QPen(curve.color, width, curve.style);
        QCPGraph *raw = addSourceGraph(&s.x, &s.y, rawPen, s.resets);
        raw->setAntialiased(!m_smoothingOn); // a faded shadow needs no antialiasing
        if (m_smoothingOn) {
            QCPGraph *smooth =
                addSourceGraph(&s.x, &s.smoothed, QPen(curve.color, width, curve.style), s.resets);
            smooth->setName(curve.label);
            if (inLegend++ < kLegendCurves) {
                smooth->addToLegend();
            }
        } else {
            raw->setName(curve.label);
            if (inLegend++ < kLegendCurves) {
                raw->addToLegend();
            }
        }
    }
    if (inLegend > kLegendCurves) {
        // A graph without data stands for the curves left out of the legend.
        QCPGraph *more = addGraph();
        more->setPen(Qt::NoPen);
        more->setSelectable(QCP::stNone);
        const int left = inLegend - kLegendCurves;
        more->setName(left == 1 ? tr("… and 1 more run") : tr("… and %1 more runs").arg(left));
        more->addToLegend();
    }
    // The mean of each band over the curves.
    for (const auto &band : m_bands) {
        const events::Aggregate &a = band->aggregate;
        QCPGraph *mean =
            addSourceGraph(&a.x, &a.mean, QPen(band->color, 2.0, Qt::DashLine), m_bandRevision);
        mean->setName(band->group.isEmpty()
                          ? tr("%1: mean of %2 runs").arg(band->tag).arg(band->runs)
                          : tr("%1: mean of %2 runs").arg(band->group).arg(band->runs));
        mean->addToLegend();
    }
    std::erase_if(m_indices, [](const auto &item) { return !item.second.used; });
}

void ScalarChart::dataChanged()
{
    computeBands();
    rebuildGraphs();
    if (m_follow) {
        fitToData();
    } else {
        redecimate();
    }
    replot(QCustomPlot::rpQueuedReplot);
}

void ScalarChart::fitToData()
{
    double xMin = std::numeric_limits<double>::infinity();
    double xMax = -xMin;
    double yMin = xMin;
    double yMax = -xMin;
    // Every graph's full data: x from the ends when sorted, y from the decimation index
    // (a pass over the block summaries), or a scan where neither helps (log scale wants the
    // smallest value above zero).
    for (const Source &source : m_sources) {
        const std::vector<double> &x = *source.x;
        const std::vector<double> &y = *source.y;
        if (x.empty()) {
            continue;
        }
        if (source.sortedX) {
            xMin = std::min(xMin, x.front());
            xMax = std::max(xMax, x.back());
        } else {
            for (const double v : x) {
                if (std::isfinite(v)) {
                    xMin = std::min(xMin, v);
                    xMax = std::max(xMax, v);
                }
            }
        }
        double low = 0;
        double high = 0;
        if (source.sortedX && !m_logY) {
            if (source.index->finiteRange(&low, &high)) {
                yMin = std::min(yMin, low);
                yMax = std::max(yMax, high);
            }
            continue;
        }
        for (const double v : y) {
            if (std::isfinite(v) && (!m_logY || v > 0)) {
                yMin = std::min(yMin, v);
                yMax = std::max(yMax, v);
            }
        }
    }
    if (!std::isfinite(xMin)) {
        xMin = 0;
        xMax = 1;
    }
    if (xMax <= xMin) {
        xMax = xMin + 1;
        xMin -= 1;
    }
    if (!std::isfinite(yMin)) {
        yMin = m_logY ? 0.1 : 0;
        yMax = m_logY ? 10 : 1;
    }
    if (m_logY) {
        if (yMax <= yMin) {
            yMin /= 2;
            yMax *= 2;
        }
        const double pad = std::pow(yMax / yMin, 0.05);
        yAxis->setRange(yMin / pad, yMax * pad);
    } else {
        if (yMax <= yMin) {
            const double pad = std::max(std::abs(yMin) * 0.1, 1e-9);
            yMin -= pad;
            yMax += pad;
        }
        const double pad = (yMax - yMin) * 0.05;
        yAxis->setRange(yMin - pad, yMax + pad);
    }
    m_follow = true;
    xAxis->setRange(xMin, xMax); // redecimates through rangeChanged
    redecimate();
}

void ScalarChart::redecimate()
{
    if (m_decimating) {
        return;
    }
    m_decimating = true;
    const QCPRange range = xAxis->range();
    const int columns = std::max(1, axisRect()->width());
    m_decimatedColumns = axisRect()->width();
    for (const Source &source : m_sources) {
        const std::vector<std::int64_t> keep =
            source.sortedX
                ? source.index->decimate(*source.x, *source.y, range.lower, range.upper, columns)
                : events::decimateMinMax(*source.x, *source.y, range.lower, range.upper, columns,
                                         false);
        QVector<QCPGraphData> points;
        points.reserve(qsizetype(keep.size()));
        for (const std::int64_t i : keep) {
            double value = (*source.y)[std::size_t(i)];
            if (m_logY && value <= 0) {
                value = std::numeric_limits<double>::quiet_NaN(); // a gap, as TensorBoard
            }
            points.append(QCPGraphData((*source.x)[std::size_t(i)], value));
        }
        source.graph->data()->set(points, true);
    }
    m_decimating = false;
}

qsizetype ScalarChart::drawnPointCount() const
{
    qsizetype total = 0;
    for (const Source &source : m_sources) {
        total += source.graph->dataCount();
    }
    return total;
}

const ChartCurve *ScalarChart::nearestPoint(const QPointF &pixel, std::size_t *pointIndex) const
{
    if (!axisRect()->rect().contains(pixel.toPoint())) {
        return nullptr;
    }
    const double atX = xAxis->pixelToCoord(pixel.x());
    const ChartCurve *best = nullptr;
    std::size_t bestIndex = 0;
    double bestDistance = kNearPixels;
    for (const ChartCurve &curve : m_curves) {
        const PlotSeries &s = *curve.series;
        if (s.x.empty()) {
            continue;
        }
        auto it = std::lower_bound(s.x.begin(), s.x.end(), atX);
        std::size_t index = std::size_t(it - s.x.begin());
        if (index == s.x.size() ||
            (index > 0 && std::abs(s.x[index - 1] - atX) < std::abs(s.x[index] - atX))) {
            index = index == 0 ? 0 : index - 1;
        }
        const double shown = m_smoothingOn ? s.smoothed[index] : s.y[index];
        const double dx = xAxis->coordToPixel(s.x[index]) - pixel.x();
        double dy = 0;
        if (std::isfinite(shown)) {
            dy = yAxis->coordToPixel(shown) - pixel.y();
        }
        const double distance = std::hypot(dx, dy);
        if (std::abs(dx) <= kNearPixels && distance < bestDistance) {
            best = &curve;
            bestIndex = index;
            bestDistance = distance;
        }
    }
    *pointIndex = bestIndex;
    return best;
}

QString ScalarChart::runAt(const QPointF &pixel) const
{
    std::size_t index = 0;
    const ChartCurve *curve = nearestPoint(pixel, &index);
    return curve ? curve->series->run : QString();
}

void ScalarChart::setHighlightedRun(const QString &run)
{
    if (run == m_highlightedRun) {
        return;
    }
    m_highlightedRun = run;
    rebuildGraphs();
    redecimate();
    replot(QCustomPlot::rpQueuedReplot);
}

QString ScalarChart::hoverText(const QPointF &pixel) const
{
    std::size_t bestIndex = 0;
    const ChartCurve *best = nearestPoint(pixel, &bestIndex);
    if (!best) {
        return QString();
    }
    const PlotSeries &s = *best->series;
    const QDateTime wall =
        QDateTime::fromMSecsSinceEpoch(qint64(std::llround(s.wallTimes[bestIndex] * 1000.0)));
    QStringList lines;
    lines << (best->label.endsWith(s.tag) ? best->label
                                          : best->label + QStringLiteral(" / ") + s.tag);
    lines << tr("step %1").arg(s.steps[bestIndex]);
    lines << tr("value %1").arg(formatValue(s.y[bestIndex]));
    lines << tr("smoothed %1").arg(formatValue(s.smoothed[bestIndex]));
    lines << tr("wall time %1").arg(wall.toString(QStringLiteral("yyyy-MM-dd hh:mm:ss")));
    if (m_axis == events::XAxis::RelativeTime) {
        lines << tr("time since start %1 s").arg(formatValue(s.x[bestIndex]));
    }
    return lines.join(QLatin1Char('\n'));
}

void ScalarChart::mousePressEvent(QMouseEvent *event)
{
    m_follow = false;
    m_pressAt = event->position();
    QCustomPlot::mousePressEvent(event);
}

void ScalarChart::mouseReleaseEvent(QMouseEvent *event)
{
    QCustomPlot::mouseReleaseEvent(event);
    // A click, not a drag: the curve under the mouse is chosen.
    if (event->button() == Qt::LeftButton &&
        (event->position() - m_pressAt).manhattanLength() <= 4) {
        const QString run = runAt(event->position());
        if (!run.isEmpty()) {
            Q_EMIT curveClicked(run);
        }
    }
}

void ScalarChart::mouseMoveEvent(QMouseEvent *event)
{
    QCustomPlot::mouseMoveEvent(event);
    if (event->buttons() != Qt::NoButton) {
        QToolTip::hideText();
        return;
    }
    const QString text = hoverText(event->position());
    if (text.isEmpty()) {
        QToolTip::hideText();
    } else {
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
    }
}

void ScalarChart::mouseDoubleClickEvent(QMouseEvent *event)
{
    QCustomPlot::mouseDoubleClickEvent(event);
    fitToData();
    replot(QCustomPlot::rpQueuedReplot);
}

void ScalarChart::wheelEvent(QWheelEvent *event)
{
    m_follow = false;
    QCustomPlot::wheelEvent(event);
}

void ScalarChart::leaveEvent(QEvent *event)
{
    QToolTip::hideText();
    QCustomPlot::leaveEvent(event);
}

} // namespace slipway::ui
