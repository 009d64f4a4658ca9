// Frame time of a chart after pan and zoom over ten million points per series: Slipway's
// ScalarChart (the Plots page's chart, which hands QCustomPlot only a min/max decimation per
// pixel column) against QCustomPlot given the full data (its own adaptive sampling on, its
// default and fastest mode). Both draw the same two curves (raw and smoothed) of one series in
// a 1200x600 widget on the offscreen platform; a frame is the range change plus the replot,
// measured in CPU time of the process (the machine is shared; wall time is printed too).
//
// Prints: BENCH plot_frame ms slipway=<median> qcustomplot_full=<median> ratio=<peer/slipway>
// Environment: BENCH_PLOT_POINTS (default 10000000), BENCH_PLOT_FRAMES (default 40).

#include "events/plotseries.h"
#include "events/smoothing.h"
#include "plots/scalarchart.h"

#include "widgets/qcustomplotheader.h"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <random>
#include <vector>

using slipway::ui::ChartCurve;
using slipway::ui::PlotSeries;
using slipway::ui::ScalarChart;

namespace {

constexpr qsizetype kAppended = 10000;

std::shared_ptr<PlotSeries> makeSeries(qsizetype points)
{
    auto series = std::make_shared<PlotSeries>();
    series->run = QStringLiteral("bench");
    series->tag = QStringLiteral("loss");
    series->smoothingWeight = 0.6;
    series->steps.resize(std::size_t(points));
    series->wallTimes.resize(std::size_t(points));
    series->x.resize(std::size_t(points));
    series->y.resize(std::size_t(points));
    std::mt19937_64 random(42);
    std::normal_distribution<double> noise(0.0, 0.05);
    for (qsizetype i = 0; i < points; ++i) {
        const auto k = std::size_t(i);
        series->steps[k] = i;
        series->wallTimes[k] = 1.7e9 + double(i) * 0.01;
        series->x[k] = double(i);
        series->y[k] = 2.0 * std::exp(-double(i) / double(points / 5)) + 0.2 + noise(random);
    }
    slipway::events::smoothing::extendTensorBoardEma(series->y, 0.6, &series->ema,
                                                     &series->smoothed);
    return series;
}

// The view of frame i: full range, zoomed in, and panned through the data.
QCPRange frameRange(int frame, double total)
{
    switch (frame % 4) {
    case 0:
        return {0, total};
    case 1:
        return {total * 0.1, total * 0.6}; // zoom in to half
    case 2:
        return {total * 0.05 + frame * total * 0.005, total * 0.55 + frame * total * 0.005};
    default:
        return {-total * 0.1, total * 1.1}; // zoom out past the ends
    }
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

double cpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

struct Times
{
    std::vector<double> cpu;  // CPU time of the process (every thread) per frame
    std::vector<double> wall; // wall-clock time per frame
};

// The machine this runs on is shared, so the figure compared is the CPU time a frame costs
// (wall time is printed too, for reference).
template<typename Plot>
Times measure(Plot &plot, int frames, double total)
{
    Times times;
    QElapsedTimer timer;
    for (int frame = 0; frame < frames + 4; ++frame) {
        timer.start();
        const double cpuStart = cpuMs();
        plot.xAxis->setRange(frameRange(frame, total));
        plot.replot(QCustomPlot::rpImmediateRefresh);
        const double cpu = cpuMs() - cpuStart;
        const double wall = double(timer.nsecsElapsed()) / 1e6;
        if (frame >= 4) { // warm-up frames
            times.cpu.push_back(cpu);
            times.wall.push_back(wall);
        }
    }
    return times;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const qsizetype points = qEnvironmentVariableIsSet("BENCH_PLOT_POINTS")
                                 ? qEnvironmentVariable("BENCH_PLOT_POINTS").toLongLong()
                                 : 10'000'000;
    const int frames = qEnvironmentVariableIsSet("BENCH_PLOT_FRAMES")
                           ? qEnvironmentVariableIntValue("BENCH_PLOT_FRAMES")
                           : 40;
    const double total = double(points);
    const std::shared_ptr<PlotSeries> series = makeSeries(points);

    Times slipwayTimes;
    qsizetype drawn = 0;
    QCP::PlottingHints chartHints;
    double updateMs = 0;
    {
        ScalarChart chart;
        chart.resize(1200, 600);
        chart.setSmoothingOn(true);
        chart.setCurves({ChartCurve{series, QColor(31, 119, 180), Qt::SolidLine,
                                    QStringLiteral("bench"), QString()}});
        chart.show();
        chart.replot(QCustomPlot::rpImmediateRefresh);
        slipwayTimes = measure(chart, frames, total);
        chart.xAxis->setRange(0, total);
        chart.replot(QCustomPlot::rpImmediateRefresh);
        drawn = chart.drawnPointCount();
        // What a live update costs the GUI thread: 10 000 new points are appended (as
        // PlotSeries::sync does), smoothed, added to the decimation index, fitted and drawn.
        // The median of 5 updates (the columns have room to grow, as PlotSeries keeps it).
        PlotSeries &grown = *std::const_pointer_cast<PlotSeries>(series);
        for (std::vector<double> *column :
             {&grown.wallTimes, &grown.x, &grown.y, &grown.smoothed}) {
            column->reserve(column->size() + 6 * kAppended);
        }
        grown.steps.reserve(grown.steps.size() + 6 * kAppended);
        std::vector<double> updates;
        for (int round = 0; round < 5; ++round) {
            QElapsedTimer update;
            update.start();
            const auto first = qsizetype(grown.y.size());
            for (qsizetype i = first; i < first + kAppended; ++i) {
                grown.steps.push_back(i);
                grown.wallTimes.push_back(1.7e9 + double(i) * 0.01);
                grown.x.push_back(double(i));
                grown.y.push_back(0.2 + 0.01 * std::sin(double(i)));
            }
            slipway::events::smoothing::extendTensorBoardEma(grown.y, 0.6, &grown.ema,
                                                             &grown.smoothed);
            chart.dataChanged();
            chart.replot(QCustomPlot::rpImmediateRefresh);
            updates.push_back(double(update.nsecsElapsed()) / 1e6);
        }
        updateMs = median(updates);
        chartHints = chart.plottingHints();
    }

    Times peerTimes;
    {
        QCustomPlot plot;
        plot.resize(1200, 600);
        plot.setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
        plot.setPlottingHints(chartHints); // the same drawing settings as the chart
        const QPen pens[] = {QPen(QColor(31, 119, 180, 60), 1.0), QPen(QColor(31, 119, 180), 1.8)};
        int pen = 0;
        for (const std::vector<double> *column : {&series->y, &series->smoothed}) {
            QVector<QCPGraphData> data(points);
            for (qsizetype i = 0; i < points; ++i) {
                data[i] = QCPGraphData(series->x[std::size_t(i)], (*column)[std::size_t(i)]);
            }
            QCPGraph *graph = plot.addGraph();
            graph->setAntialiased(pen == 1); // as the chart: the faded raw shadow is not
            graph->setPen(pens[pen++]);
            graph->data()->set(data, true);
        }
        plot.yAxis->setRange(0, 2.5);
        plot.show();
        plot.replot(QCustomPlot::rpImmediateRefresh);
        peerTimes = measure(plot, frames, total);
    }

    const double slipwayMs = median(slipwayTimes.cpu);
    const double peerMs = median(peerTimes.cpu);
    std::fprintf(stderr,
                 "bench_plot_frame: %lld points per curve, 2 curves, 1200x600, median CPU ms of "
                 "%d frames; Slipway drew %lld points over the full range; median wall ms: "
                 "slipway=%.2f qcustomplot_full=%.2f\n",
                 qlonglong(points), frames, qlonglong(drawn), median(slipwayTimes.wall),
                 median(peerTimes.wall));
    std::fprintf(stderr,
                 "bench_plot_frame: a live update (%lld new points: smoothing, index, fit, "
                 "replot) took %.1f ms (median wall time of 5)\n",
                 qlonglong(kAppended), updateMs);
    std::printf("BENCH plot_frame ms slipway=%.2f qcustomplot_full=%.2f ratio=%.1f\n", slipwayMs,
                peerMs, peerMs / slipwayMs);
    return 0;
}
