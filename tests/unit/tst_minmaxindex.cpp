// MinMaxIndex (the Plots page's fast decimation) returns exactly what events::decimateMinMax
// returns, on random data with ties, NaN and infinities, over many views.

#include "plots/minmaxindex.h"

#include "events/decimation.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using slipway::ui::MinMaxIndex;

class TestMinMaxIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void equalsCoreDecimation_data();
    void equalsCoreDecimation();
    void fewPointsAreAllKept();
    void emptySeries();
};

void TestMinMaxIndex::equalsCoreDecimation_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("columns");
    QTest::addColumn<bool>("withNonFinite");
    QTest::addColumn<bool>("withTies");
    QTest::newRow("smooth 100k over 800") << 100000 << 800 << false << false;
    QTest::newRow("ties 50k over 300") << 50000 << 300 << false << true;
    QTest::newRow("nan and inf 70k over 1000") << 70000 << 1000 << true << false;
    QTest::newRow("sparse columns 5k over 1200") << 5000 << 1200 << true << true;
    QTest::newRow("odd block edges 12345 over 97") << 12345 << 97 << true << false;
}

void TestMinMaxIndex::equalsCoreDecimation()
{
    QFETCH(int, points);
    QFETCH(int, columns);
    QFETCH(bool, withNonFinite);
    QFETCH(bool, withTies);
    std::mt19937_64 random(std::uint64_t(points) * 31 + std::uint64_t(columns));
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    std::vector<double> x(static_cast<std::size_t>(points));
    std::vector<double> y(static_cast<std::size_t>(points));
    double step = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        step += 1.0 + (i % 7 == 0 ? 5.0 : 0.0); // uneven spacing, strictly increasing
        x[i] = step;
        double v = std::sin(double(i) * 0.002) + 0.3 * uniform(random);
        if (withTies) {
            v = std::round(v * 4) / 4;
        }
        if (withNonFinite && i % 997 == 3) {
            v = std::numeric_limits<double>::quiet_NaN();
        }
        if (withNonFinite && i % 1499 == 5) {
            v = i % 2 ? std::numeric_limits<double>::infinity()
                      : -std::numeric_limits<double>::infinity();
        }
        y[i] = v;
    }
    MinMaxIndex index;
    index.build(y);
    QCOMPARE(index.size(), y.size());
    const double last = x.back();
    const std::pair<double, double> views[] = {
        {x.front(), last},          {0, last * 1.1},
        {last * 0.25, last * 0.75}, {last * 0.5, last * 0.5},
        {last * 0.9, last * 0.91},  {-100, x.front() - 1},
        {last + 1, last + 100},     {x[100], x[100] + 3 * MinMaxIndex::kBlock}};
    for (const auto &[from, to] : views) {
        const std::vector<std::int64_t> expected =
            slipway::events::decimateMinMax(x, y, from, to, columns, true);
        const std::vector<std::int64_t> actual = index.decimate(x, y, from, to, columns);
        QCOMPARE(actual, expected);
    }
    // The finite range from the block summaries equals a scan.
    double low = 0;
    double high = 0;
    QVERIFY(index.finiteRange(&low, &high));
    double scanLow = std::numeric_limits<double>::infinity();
    double scanHigh = -scanLow;
    for (const double v : y) {
        if (std::isfinite(v)) {
            scanLow = std::min(scanLow, v);
            scanHigh = std::max(scanHigh, v);
        }
    }
    QVERIFY(low == scanLow);
    QVERIFY(high == scanHigh);
    // Built piece by piece as a live series grows: the same answers.
    MinMaxIndex grown;
    std::size_t have = 0;
    while (have < y.size()) {
        have = std::min(y.size(), have + 1 + std::size_t(random() % 5000));
        grown.extend(std::span<const double>(y.data(), have));
    }
    QCOMPARE(grown.size(), y.size());
    for (const auto &[from, to] : views) {
        QCOMPARE(grown.decimate(x, y, from, to, columns),
                 slipway::events::decimateMinMax(x, y, from, to, columns, true));
    }
    // Sanity: a full view of a large series keeps far fewer points than it has.
    if (points >= 50000) {
        QVERIFY(index.decimate(x, y, x.front(), last, columns).size() < std::size_t(points) / 10);
    }
}

void TestMinMaxIndex::fewPointsAreAllKept()
{
    const std::vector<double> x = {1, 2, 3, 4, 5};
    const std::vector<double> y = {5, 4, 3, 2, 1};
    MinMaxIndex index;
    index.build(y);
    QCOMPARE(index.decimate(x, y, 0, 10, 100), std::vector<std::int64_t>({0, 1, 2, 3, 4}));
}

void TestMinMaxIndex::emptySeries()
{
    MinMaxIndex index;
    index.build({});
    QVERIFY(index.decimate({}, {}, 0, 1, 100).empty());
}

QTEST_GUILESS_MAIN(TestMinMaxIndex)
#include "tst_minmaxindex.moc"
