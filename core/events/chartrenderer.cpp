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
    for (double tick = std::ceil(low / step) * step; tick <= high + step * 1e-9; tick += step) {
        ticks.push_back(std::abs(tick) < step * 1e-9 ? 0.0 : tick);
        if (ticks.size() > 100) {
            break;
        }
    }
    return ticks;
}

QByteArray renderChartPng(const ChartOptions &options)
{
    RasterImage image(options.width, options.height);
    const int left = 90;
    const int right = 20;
    const int top = 44;
    const int bottom = 56;
    const int plotW = std::max(10, options.width - left - right);
    const int plotH = std::max(10, options.height - top - bottom);

    // Curves in chart coordinates (log10 of y on a log axis; non-positive values dropped).
    std::vector<Curve> raw(options.series.size());
    std::vector<Curve> smooth(options.series.size());
    double xMin = std::numeric_limits<double>::infinity();
    double xMax = -xMin;
    double yMin = xMin;
    double yMax = -xMin;
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
        for (std::size_t i = 0; i < raw[s].x.size(); ++i) {
            if (std::isfinite(raw[s].x[i])) {
                xMin = std::min(xMin, raw[s].x[i]);
                xMax = std::max(xMax, raw[s].x[i]);
            }
            if (std::isfinite(raw[s].y[i])) {
                yMin = std::min(yMin, raw[s].y[i]);
                yMax = std::max(yMax, raw[s].y[i]);
            }
        }
    }
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
        const double pad = std::max(std::abs(yMin) * 0.05, 1e-9);
        yMin -= pad;
        yMax += pad;
    } else {
        const double pad = (yMax - yMin) * 0.04;
        yMin -= pad;
        yMax += pad;
    }
    auto px = [&](double x) {
        return left + (x - xMin) / (xMax - xMin) * (plotW - 1);
    };
    auto py = [&](double y) {
        return top + (yMax - y) / (yMax - yMin) * (plotH - 1);
    };

    // Grid, ticks and labels.
    const std::vector<double> xTicks = niceTicks(xMin, xMax, std::max(2, plotW / 120));
    const std::vector<double> yTicks = niceTicks(yMin, yMax, std::max(2, plotH / 70));
    const double xStep = xTicks.size() > 1 ? xTicks[1] - xTicks[0] : 1.0;
    const double yStep = yTicks.size() > 1 ? yTicks[1] - yTicks[0] : 1.0;
    for (const double t : xTicks) {
        const int x = int(std::lround(px(t)));
        image.fillRect(x, top, 1, plotH, kGrid);
        const QString label = tickLabel(t, xStep);
        image.drawText(x - RasterImage::textWidth(label) / 2, top + plotH + 8, label, kText);
    }
    for (const double t : yTicks) {
        const int y = int(std::lround(py(t)));
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

    // Curves: raw faded behind smoothed, each decimated to the plot's pixel columns.
    auto drawCurve = [&](const Curve &curve, std::uint32_t color, double opacity, bool thick) {
        const auto picked =
            decimateMinMax(curve.x, curve.y, xMin, xMax, plotW, options.xAxis == XAxis::Step);
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
            const double cx = px(x);
            const double cy = py(y);
            if (havePrevious) {
                image.drawLine(previousX, previousY, cx, cy, color, opacity, thick);
            } else {
                image.fillRect(int(cx), int(cy), thick ? 2 : 1, thick ? 2 : 1, color, opacity);
            }
            previousX = cx;
            previousY = cy;
            havePrevious = true;
        }
    };
    for (std::size_t s = 0; s < options.series.size(); ++s) {
        const std::uint32_t color = kPalette[s % std::size(kPalette)];
        if (options.smoothing > 0.0) {
            drawCurve(raw[s], color, 0.25, false);
            drawCurve(smooth[s], color, 1.0, true);
        } else {
            drawCurve(raw[s], color, 1.0, true);
        }
    }

    // Legend: top right inside the plot, at most 12 entries.
    const std::size_t shown = std::min<std::size_t>(options.series.size(), 12);
    int legendWidth = 0;
    for (std::size_t s = 0; s < shown; ++s) {
        legendWidth =
            std::max(legendWidth, RasterImage::textWidth(options.series[s].name.left(48)) + 28);
    }
    if (options.series.size() > shown) {
        legendWidth = std::max(legendWidth, RasterImage::textWidth(QStringLiteral("+ 999 more")));
    }
    const int legendX = left + plotW - legendWidth - 10;
    int legendY = top + 8;
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
