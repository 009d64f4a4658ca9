#include "events/chartrenderer.h"

#include "events/decimation.h"
#include "events/rasterimage.h"
#include "events/scalarseries.h"
#include "events/smoothing.h"

#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <limits>

namespace slipway::events {

namespace {

// Tableau 10: distinct, colour-blind friendly.
constexpr std::uint32_t kPalette[] = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                      0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
constexpr std::uint32_t kText = 0x333333;
constexpr std::uint32_t kGrid = 0xe6e6e6;
constexpr std::uint32_t kAxis = 0x888888;

QString tickLabel(double value, double step)
{
    if (value == 0.0) {
        return QStringLiteral("0");
    }
    const double magnitude = std::abs(value);
    if (magnitude >= 1e6 || magnitude < 1e-3) {
        return QString::number(value, 'e', 2);
    }
    const int decimals = std::clamp(int(std::ceil(-std::log10(step))), 0, 6);
    return QString::number(value, 'f', decimals);
}

struct Curve
{
    std::vector<double> x;
    std::vector<double> y;
};

} // namespace

std::vector<double> niceTicks(double low, double high, int target)
{
    std::vector<double> ticks;
    if (!std::isfinite(low) || !std::isfinite(high) || !(high > low) || target < 1) {
        return ticks;
    }
    const double raw = (high - low) / target;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (const double factor : {1.0, 2.0, 5.0, 10.0}) {
        step = factor * magnitude;
        if (step >= raw) {
            break;
        }
    }
    // The multiples of step from the first one in range, at most 101 of them.
    const double first = std::ceil(low / step) * step;
    for (int i = 0; i <= 100; ++i) {
        const double tick = first + i * step;
        if (tick > high + step * 1e-9) {
            break;
        }
        ticks.push_back(std::abs(tick) < step * 1e-9 ? 0.0 : tick);
    }
    return ticks;
}

namespace {

// Where the plot sits in the image, and the data range it shows.
struct ChartFrame
{
    static constexpr int kLeft = 90;
    static constexpr int kRight = 20;
    static constexpr int kTop = 44;
    static constexpr int kBottom = 56;

    int plotW = 0;
    int plotH = 0;
    double xMin = std::numeric_limits<double>::infinity();
    double xMax = -std::numeric_limits<double>::infinity();
    double yMin = std::numeric_limits<double>::infinity();
    double yMax = -std::numeric_limits<double>::infinity();

    double px(double x) const { return kLeft + (x - xMin) / (xMax - xMin) * (plotW - 1); }
    double py(double y) const { return kTop + (yMax - y) / (yMax - yMin) * (plotH - 1); }

    void include(const Curve &curve)
    {
        for (std::size_t i = 0; i < curve.x.size(); ++i) {
            if (std::isfinite(curve.x[i])) {
                xMin = std::min(xMin, curve.x[i]);
                xMax = std::max(xMax, curve.x[i]);
            }
            if (std::isfinite(curve.y[i])) {
                yMin = std::min(yMin, curve.y[i]);
                yMax = std::max(yMax, curve.y[i]);
            }
        }
    }

    // A range for empty or flat data, and a little room above and below the curves.
    void pad()
    {
        if (!std::isfinite(xMin)) {
            xMin = 0;
            xMax = 1;
        }
        if (!std::isfinite(yMin)) {
            yMin = 0;
            yMax = 1;
        }
        if (xMax <= xMin) {
            xMax = xMin + 1;
        }
        if (yMax <= yMin) {
            const double padding = std::max(std::abs(yMin) * 0.05, 1e-9);
            yMin -= padding;
            yMax += padding;
        } else {
            const double padding = (yMax - yMin) * 0.04;
            yMin -= padding;
            yMax += padding;
        }
    }
};

// Curves in chart coordinates (log10 of y on a log axis; non-positive values dropped), raw and
// (with smoothing) smoothed; widens the frame's range to hold them.
void loadCurves(const ChartOptions &options, std::vector<Curve> &raw, std::vector<Curve> &smooth,
                ChartFrame &frame)
{
    raw.resize(options.series.size());
    smooth.resize(options.series.size());
    for (std::size_t s = 0; s < options.series.size(); ++s) {
        const ScalarSeries &series = *options.series[s].series;
        raw[s].x = xValues(series, options.xAxis);
        raw[s].y = yValues(series);
        if (options.logY) {
            for (double &v : raw[s].y) {
                v = v > 0 ? std::log10(v) : std::numeric_limits<double>::quiet_NaN();
            }
        }
        if (options.smoothing > 0.0) {
            smooth[s].x = raw[s].x;
            smooth[s].y = smoothing::tensorBoardEma(raw[s].y, options.smoothing);
        }
        frame.include(raw[s]);
    }
}

// Grid, ticks, tick labels, axes and titles.
void drawAxes(RasterImage &image, const ChartOptions &options, const ChartFrame &frame)
{
    const int left = ChartFrame::kLeft;
    const int top = ChartFrame::kTop;
    const int plotW = frame.plotW;
    const int plotH = frame.plotH;
    const std::vector<double> xTicks = niceTicks(frame.xMin, frame.xMax, std::max(2, plotW / 120));
    const std::vector<double> yTicks = niceTicks(frame.yMin, frame.yMax, std::max(2, plotH / 70));
    const double xStep = xTicks.size() > 1 ? xTicks[1] - xTicks[0] : 1.0;
    const double yStep = yTicks.size() > 1 ? yTicks[1] - yTicks[0] : 1.0;
    for (const double t : xTicks) {
        const int x = int(std::lround(frame.px(t)));
        image.fillRect(x, top, 1, plotH, kGrid);
        const QString label = tickLabel(t, xStep);
        image.drawText(x - RasterImage::textWidth(label) / 2, top + plotH + 8, label, kText);
    }
    for (const double t : yTicks) {
        const int y = int(std::lround(frame.py(t)));
        image.fillRect(left, y, plotW, 1, kGrid);
        const QString label =
            options.logY ? QString::number(std::pow(10.0, t), 'g', 3) : tickLabel(t, yStep);
        image.drawText(left - 8 - RasterImage::textWidth(label), y - 3, label, kText);
    }
    image.fillRect(left, top + plotH, plotW, 1, kAxis);
    image.fillRect(left, top, 1, plotH, kAxis);
    const QString xTitle = options.xAxis == XAxis::Step ? QStringLiteral("step")
                           : options.xAxis == XAxis::RelativeTime
                               ? QStringLiteral("relative time (s)")
                               : QStringLiteral("wall time (s since 1970)");
    image.drawText(left + plotW / 2 - RasterImage::textWidth(xTitle) / 2, top + plotH + 30, xTitle,
                   kText);
    QString title = options.title;
    if (options.smoothing > 0.0) {
        title += QStringLiteral("  (smoothing %1)").arg(options.smoothing);
    }
    if (options.logY) {
        title += QStringLiteral("  log y");
    }
    image.drawText(left, 14, title, kText, 2);
}

// One curve, decimated to the plot's pixel columns.
void drawCurve(RasterImage &image, const ChartFrame &frame, const Curve &curve, bool stepAxis,
               std::uint32_t color, double opacity, bool thick)
{
    const auto picked =
        decimateMinMax(curve.x, curve.y, frame.xMin, frame.xMax, frame.plotW, stepAxis);
    bool havePrevious = false;
    double previousX = 0;
    double previousY = 0;
    for (const std::int64_t i : picked) {
        const double x = curve.x[std::size_t(i)];
        const double y = curve.y[std::size_t(i)];
        if (!std::isfinite(x) || !std::isfinite(y)) {
            havePrevious = false;
            continue;
        }
        const double cx = frame.px(x);
        const double cy = frame.py(y);
        if (havePrevious) {
            image.drawLine(previousX, previousY, cx, cy, color, opacity, thick);
        } else {
            image.fillRect(int(cx), int(cy), thick ? 2 : 1, thick ? 2 : 1, color, opacity);
        }
        previousX = cx;
        previousY = cy;
        havePrevious = true;
    }
}

// Legend: top right inside the plot, at most 12 entries.
void drawLegend(RasterImage &image, const ChartOptions &options, const ChartFrame &frame)
{
    const std::size_t shown = std::min<std::size_t>(options.series.size(), 12);
    int legendWidth = 0;
    for (std::size_t s = 0; s < shown; ++s) {
        legendWidth =
            std::max(legendWidth, RasterImage::textWidth(options.series[s].name.left(48)) + 28);
    }
    if (options.series.size() > shown) {
        legendWidth = std::max(legendWidth, RasterImage::textWidth(QStringLiteral("+ 999 more")));
    }
    const int legendX = ChartFrame::kLeft + frame.plotW - legendWidth - 10;
    int legendY = ChartFrame::kTop + 8;
    const int rows = int(shown) + (options.series.size() > shown ? 1 : 0);
    image.fillRect(legendX - 6, legendY - 4, legendWidth + 10, rows * 14 + 6, 0xffffff, 0.85);
    for (std::size_t s = 0; s < shown; ++s) {
        const std::uint32_t color = kPalette[s % std::size(kPalette)];
        image.fillRect(legendX, legendY + 3, 18, 3, color);
        image.drawText(legendX + 24, legendY, options.series[s].name.left(48), kText);
        legendY += 14;
    }
    if (options.series.size() > shown) {
        image.drawText(legendX, legendY,
                       QStringLiteral("+ %1 more").arg(options.series.size() - shown), kText);
    }
}

} // namespace

QByteArray renderChartPng(const ChartOptions &options)
{
    RasterImage image(options.width, options.height);
    ChartFrame frame;
    frame.plotW = std::max(10, options.width - ChartFrame::kLeft - ChartFrame::kRight);
    frame.plotH = std::max(10, options.height - ChartFrame::kTop - ChartFrame::kBottom);
    std::vector<Curve> raw;
    std::vector<Curve> smooth;
    loadCurves(options, raw, smooth, frame);
    frame.pad();
    drawAxes(image, options, frame);
    // Curves: raw faded behind smoothed.
    const bool stepAxis = options.xAxis == XAxis::Step;
    for (std::size_t s = 0; s < options.series.size(); ++s) {
        const std::uint32_t color = kPalette[s % std::size(kPalette)];
        if (options.smoothing > 0.0) {
            drawCurve(image, frame, raw[s], stepAxis, color, 0.25, false);
            drawCurve(image, frame, smooth[s], stepAxis, color, 1.0, true);
        } else {
            drawCurve(image, frame, raw[s], stepAxis, color, 1.0, true);
        }
    }
    drawLegend(image, options, frame);
    return image.toPng();
}

bool renderChartPng(const ChartOptions &options, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) {
            *error = QStringLiteral("Cannot write %1: %2").arg(path, file.errorString());
        }
        return false;
    }
    const QByteArray png = renderChartPng(options);
    if (file.write(png) != png.size() || !file.commit()) {
        if (error) {
            *error = QStringLiteral("Cannot write %1: %2").arg(path, file.errorString());
        }
        return false;
    }
    return true;
}

} // namespace slipway::events
