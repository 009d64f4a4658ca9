// The Plots page's model without a widget: runs, tags and series from a real log folder, options
// that hide runs and tags, and one refresh path that follows new data.

#include "events/eventfilewriter.h"
#include "events/logdirloader.h"
#include "events/logdirreader.h"
#include "events/plotmodel.h"
#include "events/plotseries.h"
#include "events/stitching.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using slipway::events::EventFileWriter;
using slipway::events::LogDirReader;
using slipway::events::PlotModel;
using slipway::events::PlotOptions;
using slipway::events::PlotSeries;
using slipway::events::ScalarSeries;
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
                   return model.loader()->updateCount() >= updates && !model.loader()->isReading();
               },
               20000) &&
           QSignalSpy(&model, &PlotModel::refreshed).wait(5000);
}

// One job of a resumed run: steps [first, last) of "loss", the value telling the job apart
// (job * 10 + step / 1000), wall time going on from the job's start.
void writeJob(const QString &folder, int job, int first, int last)
{
    EventFileWriter writer(folder);
    QVERIFY(writer.open());
    for (int step = first; step < last; ++step) {
        writer.addScalar(QStringLiteral("loss"), job * 10 + step / 1000.0, step,
                         1700000000.0 + job * 1000 + step);
    }
    QVERIFY(writer.flush());
}

int jobOf(double value)
{
    return int(value / 10);
}

} // namespace

class TestPlotModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsTagsAndSeriesOfAFolder();
    void optionsHideAndSmooth();
    void newDataRefreshesOnce();
    void stitchingKeepsTheLatestSegment();
    void stitchingSkipsEmptyAndEarlierRestarts();
    void segmentsShowAsOneStitchedRun();
    void jobFoldersAreFoundAsSegments();
    void requeuedStartsAreFoundAsSegments();
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

void TestPlotModel::stitchingKeepsTheLatestSegment()
{
    // Job 1 logs steps 0-99 and is requeued; job 2 resumes from the checkpoint at step 60 and
    // logs 60-149; job 3 resumes at 120 and logs 120-199. Real event files, read back.
    QTemporaryDir dir;
    writeJob(dir.filePath(QStringLiteral("job1")), 1, 0, 100);
    writeJob(dir.filePath(QStringLiteral("job2")), 2, 60, 150);
    writeJob(dir.filePath(QStringLiteral("job3")), 3, 120, 200);
    LogDirReader reader(dir.path());
    QVERIFY(reader.update().ok);
    QCOMPARE(reader.runs().size(), std::size_t(3));
    std::vector<const ScalarSeries *> segments;
    for (const auto &run : reader.runs()) {
        segments.push_back(&run->tag(QStringLiteral("loss"))->series);
    }
    const slipway::events::StitchedSeries stitched = slipway::events::stitchSegments(segments);
    const ScalarSeries &s = stitched.series;
    QCOMPARE(s.size(), 200);
    for (qsizetype i = 0; i < s.size(); ++i) {
        QCOMPARE(s.step(i), std::int64_t(i)); // one value a step: no zig-zag
        const int expectedJob = i < 60 ? 1 : i < 120 ? 2 : 3;
        QCOMPARE(jobOf(s.value(i)), expectedJob);
        QCOMPARE(s.wallTime(i), 1700000000.0 + expectedJob * 1000 + double(i));
    }
    QCOMPARE(stitched.restartSteps, (std::vector<std::int64_t>{60, 120}));
}

void TestPlotModel::stitchingSkipsEmptyAndEarlierRestarts()
{
    QTemporaryDir dir;
    writeJob(dir.filePath(QStringLiteral("a")), 1, 0, 100);
    writeJob(dir.filePath(QStringLiteral("b")), 2, 80, 90);
    // The third job went back to an older checkpoint than the second: the second's restart is
    // no longer on the curve.
    writeJob(dir.filePath(QStringLiteral("c")), 3, 50, 70);
    LogDirReader reader(dir.path());
    QVERIFY(reader.update().ok);
    const ScalarSeries empty;
    std::vector<const ScalarSeries *> segments{
        &reader.runs()[0]->tag(QStringLiteral("loss"))->series, &empty, nullptr,
        &reader.runs()[1]->tag(QStringLiteral("loss"))->series,
        &reader.runs()[2]->tag(QStringLiteral("loss"))->series};
    const slipway::events::StitchedSeries stitched = slipway::events::stitchSegments(segments);
    QCOMPARE(stitched.series.size(), 70);
    QCOMPARE(stitched.series.step(69), std::int64_t(69));
    QCOMPARE(jobOf(stitched.series.value(49)), 1);
    QCOMPARE(jobOf(stitched.series.value(50)), 3);
    QCOMPARE(stitched.restartSteps, (std::vector<std::int64_t>{50}));
    QVERIFY(slipway::events::stitchSegments({}).series.isEmpty());
}

void TestPlotModel::segmentsShowAsOneStitchedRun()
{
    QTemporaryDir dir;
    writeJob(dir.filePath(QStringLiteral("resnet/job 101")), 1, 0, 100);
    writeJob(dir.filePath(QStringLiteral("resnet/job 102")), 2, 60, 150);
    writeJob(dir.filePath(QStringLiteral("baseline")), 5, 0, 30);
    PlotModel model;
    model.setPollInterval(100000);
    model.setSegments({{QStringLiteral("resnet"),
                        {QStringLiteral("resnet/job 101"), QStringLiteral("resnet/job 102")}}});
    model.open(dir.path());
    QVERIFY(waitForRead(model));
    QCOMPARE(model.runs(), (QStringList{QStringLiteral("baseline"), QStringLiteral("resnet")}));
    const PlotSeries *loss = model.series(QStringLiteral("resnet"), QStringLiteral("loss"));
    QVERIFY(loss);
    QCOMPARE(loss->size(), 150);
    QCOMPARE(jobOf(loss->y[59]), 1);
    QCOMPARE(jobOf(loss->y[60]), 2);
    QCOMPARE(loss->restarts, std::vector<double>{60.0});
    QVERIFY(model.series(QStringLiteral("baseline"), QStringLiteral("loss"))->restarts.empty());

    // On a time axis the marker sits at the resumed job's first point.
    PlotOptions options = model.options();
    options.xAxis = XAxis::WallTime;
    QSignalSpy refreshed(&model, &PlotModel::refreshed);
    model.setOptions(options);
    QVERIFY(refreshed.wait(5000));
    loss = model.series(QStringLiteral("resnet"), QStringLiteral("loss"));
    QCOMPARE(loss->restarts, std::vector<double>{1700000000.0 + 2000 + 60});

    // The next job's folder appears while the run goes on: it joins the stitched run.
    writeJob(dir.filePath(QStringLiteral("resnet/job 103")), 3, 140, 160);
    model.setSegments({{QStringLiteral("resnet"),
                        {QStringLiteral("resnet/job 101"), QStringLiteral("resnet/job 102"),
                         QStringLiteral("resnet/job 103")}}});
    model.readSoon();
    QVERIFY(QTest::qWaitFor(
        [&]() {
            const PlotSeries *s = model.series(QStringLiteral("resnet"), QStringLiteral("loss"));
            return s && s->size() == 160;
        },
        10000));
    loss = model.series(QStringLiteral("resnet"), QStringLiteral("loss"));
    QCOMPARE(jobOf(loss->y[139]), 2);
    QCOMPARE(jobOf(loss->y[140]), 3);
    QCOMPARE(loss->restarts.size(), std::size_t(2));
    QCOMPARE(model.runs().size(), 2);
}

void TestPlotModel::jobFoldersAreFoundAsSegments()
{
    // Folders named after job ids, in job id order (9 before 12, not by name), form one run;
    // a lone job folder stays a run of its own.
    QTemporaryDir dir;
    writeJob(dir.filePath(QStringLiteral("bert/job12")), 2, 40, 90);
    writeJob(dir.filePath(QStringLiteral("bert/job9")), 1, 0, 60);
    writeJob(dir.filePath(QStringLiteral("other/job-5")), 5, 0, 10);
    PlotModel model;
    model.setPollInterval(100000);
    model.open(dir.path());
    QVERIFY(waitForRead(model));
    QCOMPARE(model.runs(), (QStringList{QStringLiteral("bert"), QStringLiteral("other/job-5")}));
    QCOMPARE(model.segmentsInUse().value(QStringLiteral("bert")),
             (QStringList{QStringLiteral("bert/job9"), QStringLiteral("bert/job12")}));
    const PlotSeries *loss = model.series(QStringLiteral("bert"), QStringLiteral("loss"));
    QVERIFY(loss);
    QCOMPARE(loss->size(), 90);
    QCOMPARE(jobOf(loss->y[39]), 1);
    QCOMPARE(jobOf(loss->y[40]), 2);
    QCOMPARE(loss->restarts, std::vector<double>{40.0});
    const PlotModel::Summary summary =
        model.summary(QStringLiteral("bert"), QStringLiteral("loss"));
    QCOMPARE(summary.count, 90);
    QCOMPARE(summary.lastStep, std::int64_t(89));
    QCOMPARE(jobOf(summary.last), 2);

    // Segments set by hand take their folders out of the ones found by name.
    model.setSegments({{QStringLiteral("only nine"), {QStringLiteral("bert/job9")}}});
    QVERIFY(QTest::qWaitFor([&]() { return model.runs().contains(QStringLiteral("only nine")); },
                            5000));
    QCOMPARE(model.runs(), (QStringList{QStringLiteral("bert/job12"), QStringLiteral("only nine"),
                                        QStringLiteral("other/job-5")}));
}

void TestPlotModel::requeuedStartsAreFoundAsSegments()
{
    // A requeued job keeps its id: its starts are "job<id>-start<N>", in start order (2 before
    // 10, not by name), and the latest start wins each step it logged again.
    QTemporaryDir dir;
    writeJob(dir.filePath(QStringLiteral("it's $(x)/job77-start10")), 3, 50, 70);
    writeJob(dir.filePath(QStringLiteral("it's $(x)/job77-start0")), 1, 0, 30);
    writeJob(dir.filePath(QStringLiteral("it's $(x)/job77-start2")), 2, 20, 60);
    PlotModel model;
    model.setPollInterval(100000);
    model.open(dir.path());
    QVERIFY(waitForRead(model));
    const QString run = QStringLiteral("it's $(x)");
    QCOMPARE(model.runs(), QStringList{run});
    QCOMPARE(
        model.segmentsInUse().value(run),
        (QStringList{run + QStringLiteral("/job77-start0"), run + QStringLiteral("/job77-start2"),
                     run + QStringLiteral("/job77-start10")}));
    const PlotSeries *loss = model.series(run, QStringLiteral("loss"));
    QVERIFY(loss);
    QCOMPARE(loss->size(), 70);
    QCOMPARE(jobOf(loss->y[19]), 1);
    QCOMPARE(jobOf(loss->y[20]), 2);
    QCOMPARE(jobOf(loss->y[49]), 2);
    QCOMPARE(jobOf(loss->y[50]), 3);
    QCOMPARE(loss->restarts, (std::vector<double>{20.0, 50.0}));
}

QTEST_GUILESS_MAIN(TestPlotModel)
#include "tst_plotmodel.moc"
