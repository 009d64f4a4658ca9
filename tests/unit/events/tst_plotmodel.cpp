// The Plots page's model without a widget: runs, tags and series from a real log folder, options
// that hide runs and tags, and one refresh path that follows new data.

#include "events/eventfilewriter.h"
#include "events/logdirloader.h"
#include "events/plotmodel.h"
#include "events/plotseries.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using slipway::events::EventFileWriter;
using slipway::events::PlotModel;
using slipway::events::PlotOptions;
using slipway::events::PlotSeries;
using slipway::events::XAxis;

namespace {

void writeLoss(EventFileWriter *writer, int first, int count, double offset)
{
    for (int step = first; step < first + count; ++step) {
        writer->addScalar(QStringLiteral("loss"), offset + 1.0 / (1 + step), step,
                          1700000000.0 + step);
        writer->addScalar(QStringLiteral("acc"), step / 100.0, step, 1700000000.0 + step);
    }
    writer->flush();
}

// Waits for the refresh after the first complete read.
bool waitForRead(PlotModel &model, int updates = 1)
{
    return QTest::qWaitFor(
               [&]() {
                   return model.loader()->updateCount() >= updates &&
                          !model.loader()->isReading();
               },
               20000) &&
           QSignalSpy(&model, &PlotModel::refreshed).wait(5000);
}

} // namespace

class TestPlotModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsTagsAndSeriesOfAFolder();
    void optionsHideAndSmooth();
    void newDataRefreshesOnce();
};

void TestPlotModel::runsTagsAndSeriesOfAFolder()
{
    QTemporaryDir dir;
    for (int run = 0; run < 2; ++run) {
        EventFileWriter writer(dir.filePath(QStringLiteral("seed%1").arg(run)));
        QVERIFY(writer.open());
        writeLoss(&writer, 0, 50, run);
    }
    PlotModel model;
    model.setPollInterval(100000);
    model.open(dir.path());
    QVERIFY(waitForRead(model));
    QCOMPARE(model.runs(), QStringList({QStringLiteral("seed0"), QStringLiteral("seed1")}));
    QCOMPARE(model.tags(), QStringList({QStringLiteral("acc"), QStringLiteral("loss")}));
    QCOMPARE(model.points(), 200);
    const PlotSeries *loss = model.series(QStringLiteral("seed1"), QStringLiteral("loss"));
    QVERIFY(loss);
    QCOMPARE(loss->size(), 50);
    QCOMPARE(loss->y[3], 1.0 + 1.0 / 4);
    QCOMPARE(loss->x[3], 3.0);
    QVERIFY(!model.failed());
    QVERIFY(model.noticeLines().isEmpty());
}

void TestPlotModel::optionsHideAndSmooth()
{
    QTemporaryDir dir;
    for (int run = 0; run < 2; ++run) {
        EventFileWriter writer(dir.filePath(QStringLiteral("seed%1").arg(run)));
        QVERIFY(writer.open());
        writeLoss(&writer, 0, 20, run);
    }
    PlotModel model;
    model.setPollInterval(100000);
    model.open(dir.path());
    QVERIFY(waitForRead(model));

    PlotOptions options = model.options();
    options.hiddenRuns.insert(QStringLiteral("seed0"));
    options.tagFilter.setPattern(QStringLiteral("^lo"));
    options.xAxis = XAxis::RelativeTime;
    options.smoothingWeight = 0.0;
    QSignalSpy refreshed(&model, &PlotModel::refreshed);
    model.setOptions(options);
    QVERIFY(refreshed.wait(5000));
    QCOMPARE(refreshed.front().at(0).toBool(), true); // structure changed
    QCOMPARE(model.visibleRuns(), QStringList{QStringLiteral("seed1")});
    QCOMPARE(model.shownTags(), QStringList{QStringLiteral("loss")});
    // Hidden runs and tags give their columns back; shown ones follow the options.
    QCOMPARE(model.series(QStringLiteral("seed0"), QStringLiteral("loss"))->size(), 0);
    QCOMPARE(model.series(QStringLiteral("seed1"), QStringLiteral("acc"))->size(), 0);
    const PlotSeries *loss = model.series(QStringLiteral("seed1"), QStringLiteral("loss"));
    QCOMPARE(loss->size(), 20);
    QCOMPARE(loss->axis, XAxis::RelativeTime);
    QCOMPARE(loss->x[5], 5.0);
    QCOMPARE(loss->smoothed, loss->y); // weight 0: no smoothing

    // The same options again schedule nothing.
    refreshed.clear();
    model.setOptions(options);
    QVERIFY(!refreshed.wait(300));
}

void TestPlotModel::newDataRefreshesOnce()
{
    QTemporaryDir dir;
    EventFileWriter writer(dir.filePath(QStringLiteral("live")));
    QVERIFY(writer.open());
    writeLoss(&writer, 0, 10, 0);
    PlotModel model;
    model.setPollInterval(100000); // only readSoon() reads again
    model.open(dir.path());
    QVERIFY(waitForRead(model));
    QCOMPARE(model.series(QStringLiteral("live"), QStringLiteral("loss"))->size(), 10);

    writeLoss(&writer, 10, 15, 0);
    QSignalSpy refreshed(&model, &PlotModel::refreshed);
    model.readSoon();
    QVERIFY(refreshed.wait(5000));
    QCOMPARE(refreshed.size(), 1);
    QCOMPARE(refreshed.front().at(0).toBool(), false); // same runs and tags
    QCOMPARE(refreshed.front().at(1).toBool(), true);  // new points
    QCOMPARE(model.series(QStringLiteral("live"), QStringLiteral("loss"))->size(), 25);
    QVERIFY(!refreshed.wait(300)); // nothing more until new data or new options
}

QTEST_GUILESS_MAIN(TestPlotModel)
#include "tst_plotmodel.moc"
