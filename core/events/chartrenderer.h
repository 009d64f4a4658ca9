#pragma once

#include "events/xaxis.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace slipway::events {

class ScalarSeries;

struct ChartSeries
{
    QString name;
    const ScalarSeries *series = nullptr;
};

struct ChartOptions
{
    int width = 1000;
    int height = 600;
    QString title;
    XAxis xAxis = XAxis::Step;
    double smoothing = 0.6; // TensorBoard's EMA weight; 0 draws the raw curves only
    bool logY = false;
    std::vector<ChartSeries> series;
};

// Draws the series into a PNG, headless and with QtCore only (see RasterImage): axes with
// ticks, one colour per series, the raw curve faded behind the smoothed one, and a legend.
// Curves are decimated per pixel column with every extreme kept.
QByteArray renderChartPng(const ChartOptions &options);
bool renderChartPng(const ChartOptions &options, const QString &path, QString *error);

// Tick positions for an axis from `low` to `high`: about `target` "nice" values (1, 2, 5 x 10^n).
std::vector<double> niceTicks(double low, double high, int target);

} // namespace slipway::events
