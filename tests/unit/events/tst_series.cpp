// Series math: TensorBoard's smoothing, time-weighted EMA, centred moving average, aggregation
// of runs, decimation that keeps every extreme, and x axes.

#include "events/aggregation.h"
#include "events/decimation.h"
#include "events/scalarseries.h"
#include "events/smoothing.h"
#include "events/xaxis.h"

#include <QRandomGenerator>
#include <QTest>

#include <span>

#include <cmath>
#include <set>

using namespace slipway::events;

namespace {

// TensorBoard's smoothed value written as the closed form of its recurrence: the weighted mean
// of the finite points so far, weights w^(age) (1 - w), divided by the weights' sum 1 - w^n.
std::vector<double> closedFormEma(const std::vector<double> &y, double w)
{
    std::vector<double> out = y;
    std::vector<double> finite;
    for (std::size_t i = 0; i < y.size(); ++i) {
        if (!std::isfinite(y[i])) {
            continue;
        }
        finite.push_back(y[i]);
        double sum = 0.0;
        const std::size_t n = finite.size();
        for (std::size_t k = 0; k < n; ++k) {
            sum += std::pow(w, double(n - 1 - k)) * (1 - w) * finite[k];
        }
        out[i] = sum / (1 - std::pow(w, double(n)));
    }
    return out;
}

bool close(double a, double b, double tolerance = 1e-12)
{
    return (std::isnan(a) && std::isnan(b)) || a == b ||
           std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

} // namespace

class TestSeries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emaKnownValues();
    void emaMatchesClosedForm();
    void emaEdgeCases();
    void timeWeightedEqualsEmaOnEvenSpacing();
    void timeWeightedFollowsGaps();
    void movingAverage();
    void oneWeightForEveryMethod();
    void emaIsExactlyTheNaiveLoop();
    void emaExtendsInPieces();
    void aggregateRuns();
    void decimationKeepsEveryExtreme();
    void decimationSmallAndZoomed();
    void xAxes();
    void seriesPreemptsRewrittenSteps();
    void seriesSwitchesToDoubles();
};

void TestSeries::emaKnownValues()
{
    const std::vector<double> y{1, 2, 3};
    const auto out = smoothing::tensorBoardEma(y, 0.5);
    QCOMPARE(out.size(), std::size_t(3));
    QVERIFY(close(out[0], 1.0));
    QVERIFY(close(out[1], 1.25 / 0.75));
    QVERIFY(close(out[2], 2.125 / 0.875));
}

void TestSeries::emaMatchesClosedForm()
{
    QRandomGenerator random(7);
    std::vector<double> y(400);
    for (double &v : y) {
        v = random.generateDouble() * 10 - 5;
    }
    y[17] = NAN;
    y[18] = INFINITY;
    y[200] = -INFINITY;
    for (const double w : {0.0, 0.3, 0.6, 0.9, 0.99}) {
        const auto out = smoothing::tensorBoardEma(y, w);
        const auto expected = closedFormEma(y, w);
        for (std::size_t i = 0; i < y.size(); ++i) {
            QVERIFY2(close(out[i], expected[i], 1e-9),
                     qPrintable(QStringLiteral("w %1 i %2: %3 vs %4")
                                    .arg(w)
                                    .arg(i)
                                    .arg(out[i])
                                    .arg(expected[i])));
        }
        QVERIFY(std::isnan(out[17]));
        QCOMPARE(out[18], INFINITY);
        QCOMPARE(out[200], -INFINITY);
    }
}

void TestSeries::emaIsExactlyTheNaiveLoop()
{
    // TensorBoard's loop, with pow() on every point: the fast path must give the same bits.
    auto naive = [](const std::vector<double> &y, double w) {
        std::vector<double> out(y);
        double last = 0;
        int n = 0;
        for (std::size_t i = 0; i < y.size(); ++i) {
            if (!std::isfinite(y[i])) {
                continue;
            }
            last = last * w + (1 - w) * y[i];
            ++n;
            out[i] = last / (1 - std::pow(w, n));
        }
        return out;
    };
    QRandomGenerator random(11);
    std::vector<double> y(20000);
    for (double &v : y) {
        v = random.generateDouble() * 4 - 2;
    }
    y[5] = NAN;
    y[9000] = INFINITY;
    for (const double w : {0.01, 0.3, 0.6, 0.9, 0.99, 0.999}) {
        const auto out = smoothing::tensorBoardEma(y, w);
        const auto expected = naive(y, w);
        for (std::size_t i = 0; i < y.size(); ++i) {
            if (std::isnan(expected[i])) {
                QVERIFY(std::isnan(out[i]));
            } else {
                QVERIFY2(out[i] == expected[i], // exact: the same double
                         qPrintable(QStringLiteral("w %1 i %2").arg(w).arg(i)));
            }
        }
    }
}

void TestSeries::emaExtendsInPieces()
{
    QRandomGenerator random(5);
    auto sameBits = [](const std::vector<double> &a, const std::vector<double> &b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!(a[i] == b[i] || (std::isnan(a[i]) && std::isnan(b[i])))) {
                return false;
            }
        }
        return true;
    };
    // Random values; a constant start that ends later; a NaN first; constant throughout.
    std::vector<std::vector<double>> series(4);
    for (int i = 0; i < 3000; ++i) {
        series[0].push_back(random.generateDouble());
        series[1].push_back(i < 1700 ? 0.25 : random.generateDouble());
        series[2].push_back(i == 0 || i == 900 ? NAN : random.generateDouble() * 100);
        series[3].push_back(7.0);
    }
    for (const auto &y : series) {
        for (const double w : {0.0, 0.6, 0.95, 1.0}) {
            smoothing::EmaState state;
            std::vector<double> out;
            std::size_t have = 0;
            while (have < y.size()) {
                have = std::min(y.size(), have + 1 + random.bounded(400));
                const std::span<const double> prefix(y.data(), have);
                const std::size_t before = out.size();
                const std::size_t changed =
                    smoothing::extendTensorBoardEma(prefix, w, &state, &out);
                QVERIFY(changed <= before);
                QVERIFY2(sameBits(out, smoothing::tensorBoardEma(prefix, w)),
                         qPrintable(QStringLiteral("w %1 at %2").arg(w).arg(have)));
            }
        }
    }
    // The constant start is smoothed again when it ends: the index says from where.
    smoothing::EmaState state;
    std::vector<double> out;
    const std::vector<double> y{2, 2, 2, 5};
    QCOMPARE(
        smoothing::extendTensorBoardEma(std::span<const double>(y.data(), 3), 0.5, &state, &out),
        std::size_t(0));
    QCOMPARE(out, std::vector<double>({2, 2, 2}));
    QCOMPARE(smoothing::extendTensorBoardEma(y, 0.5, &state, &out), std::size_t(0));
    QVERIFY(sameBits(out, smoothing::tensorBoardEma(y, 0.5)));
}

void TestSeries::emaEdgeCases()
{
    QVERIFY(smoothing::tensorBoardEma({}, 0.6).empty());
    // All equal: unchanged (TensorBoard #786), even at weight 1.
    const std::vector<double> constant(5, 3.25);
    QCOMPARE(smoothing::tensorBoardEma(constant, 0.99), constant);
    // Weight 0 (and a non-finite weight, which counts as 0) is the identity.
    const std::vector<double> y{3, 1, 4, 1, 5};
    QCOMPARE(smoothing::tensorBoardEma(y, 0.0), y);
    QCOMPARE(smoothing::tensorBoardEma(y, NAN), y);
    QCOMPARE(smoothing::tensorBoardEma(y, -2.0), y);
    // Weight 1: the average never moves from its zero start, as in TensorBoard.
    for (const double v : smoothing::tensorBoardEma(y, 1.0)) {
        QCOMPARE(v, 0.0);
    }
    // A NaN does not reset or disturb the average.
    const std::vector<double> withNan{1, NAN, 3};
    const auto out = smoothing::tensorBoardEma(withNan, 0.5);
    const auto without = smoothing::tensorBoardEma(std::vector<double>{1, 3}, 0.5);
    QCOMPARE(out[0], without[0]);
    QVERIFY(std::isnan(out[1]));
    QCOMPARE(out[2], without[1]);
}

void TestSeries::timeWeightedEqualsEmaOnEvenSpacing()
{
    QRandomGenerator random(11);
    std::vector<double> x(300);
    std::vector<double> y(300);
    for (std::size_t i = 0; i < x.size(); ++i) {
        x[i] = 100.0 + 2.5 * double(i);
        y[i] = random.generateDouble();
    }
    const double halfLife = 10.0;
    const double weight = std::pow(0.5, 2.5 / halfLife);
    const auto timed = smoothing::timeWeightedEma(x, y, halfLife);
    const auto ema = smoothing::tensorBoardEma(y, weight);
    for (std::size_t i = 0; i < y.size(); ++i) {
        QVERIFY2(close(timed[i], ema[i], 1e-9), qPrintable(QString::number(i)));
    }
}

// The Plots page's one slider drives every method: on evenly spaced x the time-weighted EMA with
// the weight's half-life is TensorBoard's EMA, and the centred window is the EMA's span.
void TestSeries::oneWeightForEveryMethod()
{
    QRandomGenerator random(5);
    std::vector<double> x(400);
    std::vector<double> y(400);
    for (std::size_t i = 0; i < x.size(); ++i) {
        x[i] = 3.0 * double(i);
        y[i] = random.generateDouble();
    }
    for (const double w : {0.3, 0.6, 0.9, 0.99}) {
        const auto timed = smoothing::smooth(smoothing::Method::TimeWeightedEma, x, y, w);
        const auto ema = smoothing::smooth(smoothing::Method::TensorBoardEma, x, y, w);
        QCOMPARE(ema, smoothing::tensorBoardEma(y, w));
        for (std::size_t i = 0; i < y.size(); ++i) {
            QVERIFY2(close(timed[i], ema[i], 1e-9),
                     qPrintable(QStringLiteral("%1 %2").arg(w).arg(i)));
        }
    }
    QCOMPARE(smoothing::windowFor(0.6), 4); // (1 + 0.6) / (1 - 0.6)
    QCOMPARE(smoothing::windowFor(0.9), 19);
    QCOMPARE(smoothing::windowFor(0.0), 1);
    QCOMPARE(smoothing::smooth(smoothing::Method::CentredAverage, x, y, 0.6),
             smoothing::centredMovingAverage(y, 4));
    // No smoothing, and no spacing to measure, leave the values as they are.
    for (const auto method :
         {smoothing::Method::TimeWeightedEma, smoothing::Method::CentredAverage}) {
        QCOMPARE(smoothing::smooth(method, x, y, 0.0), y);
    }
    const std::vector<double> flat(5, 7.0);
    QCOMPARE(smoothing::halfLifeFor(flat, 0.6), 0.0);
    QCOMPARE(smoothing::smooth(smoothing::Method::TimeWeightedEma, flat, y, 0.6).size(), y.size());
}

void TestSeries::timeWeightedFollowsGaps()
{
    // After a gap of many half-lives, the old value has almost no weight left.
    const std::vector<double> x{0, 1, 2, 1000};
    const std::vector<double> y{0, 0, 0, 10};
    const auto out = smoothing::timeWeightedEma(x, y, 1.0);
    QCOMPARE(out[0], 0.0);
    QVERIFY(close(out[3], 10.0, 1e-9));
    // A point one half-life after a steady value moves half way.
    const std::vector<double> x2{0, 1};
    const std::vector<double> y2{0, 10};
    const auto half = smoothing::timeWeightedEma(x2, y2, 1.0);
    // weights: first point (1 - 0.5) * 0.5 = 0.25, second 0.5: (0.5*10) / 0.75
    QVERIFY(close(half[1], 5.0 / 0.75));
}

void TestSeries::movingAverage()
{
    const std::vector<double> y{1, 2, 3, 4, 5};
    const auto out = smoothing::centredMovingAverage(y, 3);
    const std::vector<double> expected{1.5, 2, 3, 4, 4.5};
    QCOMPARE(out, expected);
    QCOMPARE(smoothing::centredMovingAverage(y, 1), y);
    // An even window grows by one; non-finite values are skipped and passed through.
    const std::vector<double> gappy{1, NAN, 3, 5};
    const auto out2 = smoothing::centredMovingAverage(gappy, 2);
    QCOMPARE(out2[0], 1.0);
    QVERIFY(std::isnan(out2[1]));
    QCOMPARE(out2[2], 4.0);
    QCOMPARE(out2[3], 4.0);
}

void TestSeries::aggregateRuns()
{
    const std::vector<double> xa{0, 10, 20};
    const std::vector<double> ya{1, 3, 5};
    const std::vector<double> xb{0, 20, 30};
    const std::vector<double> yb{3, 7, NAN};
    const std::vector<double> xc{25, 40};
    const std::vector<double> yc{100, 100};
    const Aggregate result = slipway::events::aggregateRuns({{xa, ya}, {xb, yb}, {xc, yc}});
    const std::vector<double> grid{0, 10, 20, 25, 40};
    QCOMPARE(result.x, grid);
    // x=0: a=1, b=3; x=10: a=3, b=5 (interpolated); x=20: a=5, b=7; x=25: c only (b's last
    // finite point is 20); x=40: c only.
    QCOMPARE(result.count, (std::vector<int>{2, 2, 2, 1, 1}));
    QCOMPARE(result.mean, (std::vector<double>{2, 4, 6, 100, 100}));
    QCOMPARE(result.std, (std::vector<double>{1, 1, 1, 0, 0}));
    QCOMPARE(result.min, (std::vector<double>{1, 3, 5, 100, 100}));
    QCOMPARE(result.max, (std::vector<double>{3, 5, 7, 100, 100}));
    QVERIFY(slipway::events::aggregateRuns({}).x.empty());
}

void TestSeries::decimationKeepsEveryExtreme()
{
    QRandomGenerator random(3);
    const std::size_t n = 1'000'000;
    std::vector<double> x(n);
    std::vector<double> y(n);
    for (std::size_t i = 0; i < n; ++i) {
        x[i] = double(i);
        y[i] = random.generateDouble() + (i % 50000 == 0 ? 100.0 : 0.0);
    }
    y[123456] = -50.0;
    y[777777] = NAN;
    const int columns = 300;
    const auto picked = decimateMinMax(x, y, 0, double(n - 1), columns);
    QVERIFY(picked.size() <= std::size_t(columns) * 4 + 4);
    QVERIFY(std::is_sorted(picked.begin(), picked.end()));
    const std::set<std::int64_t> kept(picked.begin(), picked.end());
    QVERIFY(kept.count(123456));
    QVERIFY(kept.count(777777));
    QVERIFY(kept.count(0) && kept.count(std::int64_t(n - 1)));
    // Brute force: each pixel column's minimum and maximum are drawn.
    const double scale = columns / double(n - 1);
    std::vector<double> lows(columns, INFINITY);
    std::vector<double> highs(columns, -INFINITY);
    std::vector<double> keptLows(columns, INFINITY);
    std::vector<double> keptHighs(columns, -INFINITY);
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(y[i])) {
            continue;
        }
        const int column = std::min(columns - 1, int(x[i] * scale));
        lows[column] = std::min(lows[column], y[i]);
        highs[column] = std::max(highs[column], y[i]);
        if (kept.count(std::int64_t(i))) {
            keptLows[column] = std::min(keptLows[column], y[i]);
            keptHighs[column] = std::max(keptHighs[column], y[i]);
        }
    }
    QCOMPARE(keptLows, lows);
    QCOMPARE(keptHighs, highs);
}

void TestSeries::decimationSmallAndZoomed()
{
    const std::vector<double> x{0, 1, 2, 3, 4};
    const std::vector<double> y{5, 4, 3, 2, 1};
    QCOMPARE(decimateMinMax(x, y, 0, 4, 800), (std::vector<std::int64_t>{0, 1, 2, 3, 4}));
    QVERIFY(decimateMinMax({}, {}, 0, 1, 10).empty());
    // Zoomed to [2, 3]: the visible points plus one on each side.
    QCOMPARE(decimateMinMax(x, y, 2, 3, 800), (std::vector<std::int64_t>{1, 2, 3, 4}));
    // Unsorted x (wall time that went back) works with a full pass.
    const std::vector<double> unsortedX{0, 5, 1, 6, 2};
    const auto picked = decimateMinMax(unsortedX, y, 0, 6, 800, false);
    QCOMPARE(picked.size(), std::size_t(5));
}

void TestSeries::xAxes()
{
    ScalarSeries series;
    series.append(10, 1000.0, 1.5);
    series.append(20, 1003.5, 2.5);
    QCOMPARE(xValues(series, XAxis::Step), (std::vector<double>{10, 20}));
    QCOMPARE(xValues(series, XAxis::RelativeTime), (std::vector<double>{0, 3.5}));
    QCOMPARE(xValues(series, XAxis::WallTime), (std::vector<double>{1000.0, 1003.5}));
    QCOMPARE(yValues(series), (std::vector<double>{1.5, 2.5}));
    XAxis axis = XAxis::Step;
    QVERIFY(parseXAxis(QStringLiteral("wall"), &axis));
    QVERIFY(axis == XAxis::WallTime);
    QVERIFY(!parseXAxis(QStringLiteral("epoch"), &axis));
}

void TestSeries::seriesPreemptsRewrittenSteps()
{
    ScalarSeries series;
    for (int i = 0; i < 10; ++i) {
        QCOMPARE(series.append(i, 100.0 + i, i), 0);
    }
    QCOMPARE(series.append(5, 200.0, 55.0), 5); // steps 5..9 replaced
    QCOMPARE(series.size(), 6);
    QCOMPARE(series.value(5), 55.0);
    QCOMPARE(series.append(5, 201.0, 56.0), 1); // the same step again: the last one wins
    QCOMPARE(series.size(), 6);
    QCOMPARE(series.value(5), 56.0);
    QCOMPARE(series.append(-3, 300.0, 1.0), 6); // back before the start
    QCOMPARE(series.size(), 1);
    QCOMPARE(series.step(0), -3);
}

void TestSeries::seriesSwitchesToDoubles()
{
    ScalarSeries series;
    series.append(0, 0.0, 0.5);
    series.append(1, 1.0, NAN);
    QVERIFY(!series.storesDoubles());
    series.append(2, 2.0, 0.1);
    QVERIFY(series.storesDoubles());
    QCOMPARE(series.value(0), 0.5);
    QVERIFY(std::isnan(series.value(1)));
    QCOMPARE(series.value(2), 0.1);
    series.squeeze();
    QCOMPARE(series.memoryBytes(), qsizetype(3 * (8 + 8 + 4)));
}

QTEST_GUILESS_MAIN(TestSeries)
#include "tst_series.moc"
