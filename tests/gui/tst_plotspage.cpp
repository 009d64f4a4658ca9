// The Plots page on real event files: the fixtures written by real writers, and files written
// here with EventFileWriter (which TensorBoard reads, see tst_eventfilewriter): runs and tags,
// the tag filter, smoothing, bands, hover, export, live growth and damaged records.

#include "pages/plotspage.h"

#include "testpaths.h"

#include "common/translations.h"
#include "events/comparisontable.h"
#include "events/eventfilewriter.h"
#include "events/logdirloader.h"
#include "events/logdirreader.h"
#include "events/plotseries.h"
#include "events/runparameters.h"
#include "events/scalarexport.h"
#include "events/smoothing.h"
#include "events/xaxis.h"
#include "plots/comparisonview.h"
#include "plots/scalarchart.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QReadLocker>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <cmath>

using slipway::events::EventFileWriter;
using slipway::events::LogDirReader;
using slipway::ui::AppContext;
using slipway::ui::ChartCurve;
using slipway::ui::PlotSeries;
using slipway::ui::PlotsPage;
using slipway::ui::ScalarChart;

namespace {

QString fixtures()
{
    return slipway::test::sharedDir() + QStringLiteral("/fixtures/tfevents");
}

QStringList itemTexts(const QListWidget *list)
{
    QStringList texts;
    for (int i = 0; i < list->count(); ++i) {
        texts.append(list->item(i)->text());
    }
    return texts;
}

// A loss-like curve with noise, deterministic.
double lossAt(int run, int step)
{
    return 2.0 * std::exp(-step / 80.0) + 0.05 * std::sin(step * 1.7 + run) + 0.1 * run;
}

// Writes `count` points of tag "loss" (and "accuracy") from step `first` on; returns the path.
QString writeRun(const QString &dir, int run, int first, int count, EventFileWriter *writer)
{
    for (int step = first; step < first + count; ++step) {
        writer->addScalar(QStringLiteral("loss"), lossAt(run, step), step,
                          1700000000.0 + step * 2.5);
        writer->addScalar(QStringLiteral("accuracy"), 1.0 - lossAt(run, step) / 3.0, step,
                          1700000000.0 + step * 2.5);
    }
    writer->flush();
    return dir;
}

qint64 bytesRead(const PlotsPage &page)
{
    const LogDirReader &reader = page.loader()->reader();
    QReadLocker locker(&reader.lock());
    return reader.totalStats().bytesRead;
}

} // namespace

class TestPlotsPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void emptyStateTellsWhatToDo();
    void fixturesShowRunsAndTags();
    void runTitleNamesTheRuns();
    void longFolderKeepsTheStatusInView();
    void tagFilterNarrowsTheCharts();
    void smoothingMatchesCoreSmoothing();
    void bandsAndHoverOnSeveralRuns();
    void axisChoicesChangeTheCharts();
    void csvExportHoldsEveryPoint();
    void pictureAndPdfExport();
    void growingFileIsReadIncrementally();
    void corruptRecordIsNamedAndGoodPointsKept();
    void largeSeriesIsDecimatedForDrawing();
    void missingFolderIsExplainedAndAppearsLater();
    void zoomAndPanStopFollowingAndDoubleClickFits();
    void legendOfManyRunsNamesTheFirstEight();
    void restartedRunIsStitchedWithMarkers();
    void comparisonTableFollowsTheCurves();

private:
    template<typename T>
    T *child(PlotsPage &page, const char *name)
    {
        T *widget = page.findChild<T *>(QLatin1String(name));
        if (!widget) {
            qWarning("no child %s", name);
        }
        return widget;
    }
    bool openAndWait(PlotsPage &page, const QString &path);
};

bool TestPlotsPage::openAndWait(PlotsPage &page, const QString &path)
{
    page.openLocalFolder(path);
    // The first read ends, then the coalesced refresh brings the charts up to date.
    return QTest::qWaitFor(
               [&page]() {
                   return page.loader()->updateCount() > 0 && !page.loader()->isReading() &&
                          page.loader()->lastResult().ok;
               },
               20000) &&
           QSignalSpy(&page, &PlotsPage::refreshed).wait(5000);
}

// English as the app speaks it: its plural forms ("4 runs", "1 tag").
void TestPlotsPage::initTestCase()
{
    QString error;
    QVERIFY2(slipway::i18n::install(QStringLiteral("en"), &error), qPrintable(error));
}

void TestPlotsPage::emptyStateTellsWhatToDo()
{
    AppContext context;
    PlotsPage page(context);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *empty = page.findChild<QWidget *>(QStringLiteral("plotsEmptyState"));
    QVERIFY(empty && empty->isVisible());
    QVERIFY(child<QWidget>(page, "emptyOpenFolderButton")->isVisible());
    QVERIFY(child<QToolButton>(page, "openFolderButton")->isVisible());
    QVERIFY(page.toolBar());
    QVERIFY(!child<QToolButton>(page, "exportButton")->isEnabled());
    QVERIFY(page.charts().isEmpty());
}

void TestPlotsPage::fixturesShowRunsAndTags()
{
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(QDir(fixtures()).exists());
    QVERIFY(openAndWait(page, fixtures()));
    QVERIFY(!page.findChild<QWidget *>(QStringLiteral("plotsEmptyState"))->isVisible());

    const QStringList runs = itemTexts(child<QListWidget>(page, "runList"));
    QCOMPARE(runs, QStringList({QStringLiteral("lightning"), QStringLiteral("tf1-estimator"),
                                QStringLiteral("tf1-estimator/eval"),
                                QStringLiteral("torch-summarywriter")}));
    const QStringList tags = itemTexts(child<QListWidget>(page, "tagList"));
    for (const char *tag : {"train_loss", "val_loss", "epoch", "loss", "global_step/sec",
                            "strict/foo", "lax/foo", "lax/bar_2", "lax/bar_3"}) {
        QVERIFY2(tags.contains(QLatin1String(tag)), tag);
    }
    QCOMPARE(page.charts().size(), int(tags.size()));
    // The counts of SOURCES.md: 7 691 train_loss points, 100 strict/foo points.
    QCOMPARE(page.series(QStringLiteral("lightning"), QStringLiteral("train_loss"))->size(), 7691);
    QCOMPARE(
        page.series(QStringLiteral("torch-summarywriter"), QStringLiteral("strict/foo"))->size(),
        100);
    QVERIFY(!child<QLabel>(page, "readNotice")->isVisible());
    QVERIFY(child<QLabel>(page, "plotsStatus")->text().contains(QStringLiteral("4 runs")));

    // Hiding a run takes its curves off every chart.
    auto *runList = child<QListWidget>(page, "runList");
    runList->item(0)->setCheckState(Qt::Unchecked);
    QTRY_VERIFY(!page.visibleRuns().contains(QStringLiteral("lightning")));
    QTRY_VERIFY(page.charts().size() < tags.size());
    for (ScalarChart *chart : page.charts()) {
        for (const auto &curve : chart->curves()) {
            QVERIFY(curve.series->run != QStringLiteral("lightning"));
        }
    }
    // A hidden run's copy for drawing is freed, and comes back in full when shown again.
    const PlotSeries *trainLoss =
        page.series(QStringLiteral("lightning"), QStringLiteral("train_loss"));
    QCOMPARE(trainLoss->size(), 0);
    runList->item(0)->setCheckState(Qt::Checked);
    QTRY_COMPARE(trainLoss->size(), 7691);
    QTRY_COMPARE(page.charts().size(), int(tags.size()));
}

// Plotting a run from the Runs page names its folder after the run: name, number and job id.
void TestPlotsPage::runTitleNamesTheRuns()
{
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(openAndWait(page, fixtures()));
    const QString title = QStringLiteral("mnist-cnn #3 (job 1545)");
    page.setRunTitle(title);
    QCOMPARE(page.runTitle(), title);
    QCOMPARE(itemTexts(child<QListWidget>(page, "runList")),
             QStringList({title + QStringLiteral(" / lightning"),
                          title + QStringLiteral(" / tf1-estimator"),
                          title + QStringLiteral(" / tf1-estimator/eval"),
                          title + QStringLiteral(" / torch-summarywriter")}));
    QCOMPARE(page.runLabel(QStringLiteral(".")), title);
    QCOMPARE(child<QLabel>(page, "folderLabel")->text(), title);
    QCOMPARE(child<QLabel>(page, "folderLabel")->toolTip(),
             QDir::toNativeSeparators(QDir::cleanPath(fixtures())));
    // Another folder is not that run's.
    QVERIFY(openAndWait(page, fixtures()));
    QVERIFY(page.runTitle().isEmpty());
    QCOMPARE(itemTexts(child<QListWidget>(page, "runList")).first(), QStringLiteral("lightning"));
}

// A folder deep in a long path, on the window's first size: the path is shortened in the middle
// (whole in the tooltip and for screen readers), and the read status stays in the toolbar rather
// than behind its overflow button.
void TestPlotsPage::longFolderKeepsTheStatusInView()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString deep =
        dir.filePath(QStringLiteral("experiments/2026-11-26/very-long-project-name-for-a-thesis/"
                                    "resnet50-imagenet-subset/learning-rate-sweep/lr-3e-4/runs"));
    QVERIFY(QDir().mkpath(deep + QStringLiteral("/run-a")));
    const QString source = fixtures() + QStringLiteral("/torch-summarywriter");
    const QStringList files = QDir(source).entryList(QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        QVERIFY(QFile::copy(source + u'/' + file, deep + QStringLiteral("/run-a/") + file));
    }
    AppContext context;
    PlotsPage page(context);
    // The main window's two buttons beside "Open folder…" (MainWindow::wirePlots).
    QToolBar *bar = page.toolBar();
    QAction *after = bar->actions().value(1);
    bar->insertAction(after, new QAction(QStringLiteral("Cluster folder…"), bar));
    bar->insertAction(after, new QAction(QStringLiteral("TensorBoard…"), bar));
    page.resize(930, 700); // the main window's first width less its page list
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(openAndWait(page, deep));
    auto *label = child<QLabel>(page, "folderLabel");
    QVERIFY2(label->text().contains(QChar(0x2026)), qPrintable(label->text()));
    QCOMPARE(label->toolTip(), QDir::toNativeSeparators(QDir::cleanPath(deep)));
    QVERIFY(label->accessibleName().endsWith(label->toolTip()));
    auto *status = child<QLabel>(page, "plotsStatus");
    QTRY_VERIFY(!status->text().isEmpty());
    QTRY_VERIFY2(status->isVisible(), qPrintable(status->text()));
    // Wider, more of the path is shown; the whole of it once it fits.
    const qsizetype narrow = label->text().size();
    page.resize(1600, 700);
    QTRY_VERIFY(label->text().size() > narrow);
    QTRY_VERIFY(status->isVisible());
}

void TestPlotsPage::tagFilterNarrowsTheCharts()
{
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(openAndWait(page, fixtures()));
    auto *filter = child<QLineEdit>(page, "tagFilter");
    auto *tagList = child<QListWidget>(page, "tagList");
    QTest::keyClicks(filter, QStringLiteral("^lax/"));
    QTRY_COMPARE(itemTexts(tagList),
                 QStringList({QStringLiteral("lax/bar_2"), QStringLiteral("lax/bar_3"),
                              QStringLiteral("lax/foo")}));
    QTRY_COMPARE(page.charts().size(), 3);
    QCOMPARE(page.charts().front()->title(), QStringLiteral("lax/bar_2"));

    // Case does not matter; alternatives work.
    filter->setText(QStringLiteral("TRAIN_LOSS|val_loss"));
    QTRY_COMPARE(page.shownTags(),
                 QStringList({QStringLiteral("train_loss"), QStringLiteral("val_loss")}));

    // A broken pattern is explained, the text is kept and the last valid filter still applies.
    filter->setText(QStringLiteral("loss("));
    auto *error = child<QLabel>(page, "tagFilterError");
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(QStringLiteral("Not a valid regular expression")),
             qPrintable(error->text()));
    QCOMPARE(filter->text(), QStringLiteral("loss("));
    QCOMPARE(page.shownTags(),
             QStringList({QStringLiteral("train_loss"), QStringLiteral("val_loss")}));

    // All tags in one chart.
    filter->setText(QStringLiteral("loss"));
    child<QCheckBox>(page, "overlayCheck")->setChecked(true);
    QTRY_COMPARE(page.charts().size(), 1);
    QTRY_VERIFY(page.charts().front()->curves().size() >= 3);
}

void TestPlotsPage::smoothingMatchesCoreSmoothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        EventFileWriter writer(dir.filePath(QStringLiteral("seed1")));
        QVERIFY(writer.open());
        writeRun(dir.path(), 0, 0, 300, &writer);
    }
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(openAndWait(page, dir.path()));
    const PlotSeries *series = page.series(QStringLiteral("seed1"), QStringLiteral("loss"));
    QVERIFY(series);
    QCOMPARE(series->size(), 300);

    LogDirReader reference(dir.path());
    QVERIFY(reference.update().ok);
    const auto &source = reference.runs().front()->tag(QStringLiteral("loss"))->series;
    const std::vector<double> y = slipway::events::yValues(source);

    auto *slider = child<QSlider>(page, "smoothingSlider");
    QCOMPARE(slider->value(), 60); // TensorBoard's default
    QCOMPARE(series->smoothed, slipway::events::smoothing::tensorBoardEma(y, 0.6));

    for (const int value : {90, 0, 33}) {
        slider->setValue(value);
        QTRY_COMPARE(series->smoothingWeight, value / 100.0);
        const std::vector<double> expected =
            slipway::events::smoothing::tensorBoardEma(y, value / 100.0);
        QCOMPARE(series->y, y);
        QCOMPARE(series->smoothed, expected);
        if (value > 0) {
            QVERIFY(series->smoothed != y); // the smoothing does something
        }
    }
    QCOMPARE(child<QLabel>(page, "smoothingValue")->text(), QStringLiteral("0.33"));

    // The other methods, with the same slider.
    auto *method = child<QComboBox>(page, "smoothingMethod");
    slider->setValue(60);
    method->setCurrentIndex(2); // centred average
    QTRY_COMPARE(series->smoothingMethod, slipway::events::smoothing::Method::CentredAverage);
    QTRY_COMPARE(series->smoothingWeight, 0.6);
    QCOMPARE(series->smoothed, slipway::events::smoothing::centredMovingAverage(y, 4));
    method->setCurrentIndex(1); // time-weighted EMA
    QTRY_COMPARE(series->smoothingMethod, slipway::events::smoothing::Method::TimeWeightedEma);
    QCOMPARE(series->smoothed,
             slipway::events::smoothing::smooth(slipway::events::smoothing::Method::TimeWeightedEma,
                                                series->x, y, 0.6));
    method->setCurrentIndex(0);
    QTRY_COMPARE(series->smoothingMethod, slipway::events::smoothing::Method::TensorBoardEma);
    QCOMPARE(series->smoothed, slipway::events::smoothing::tensorBoardEma(y, 0.6));
}

void TestPlotsPage::bandsAndHoverOnSeveralRuns()
{
    QTemporaryDir dir;
    for (int run = 0; run < 3; ++run) {
        EventFileWriter writer(dir.filePath(QStringLiteral("seed%1").arg(run)));
        QVERIFY(writer.open());
        writeRun(dir.path(), run, 0, 200, &writer);
    }
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(openAndWait(page, dir.path()));
    child<QLineEdit>(page, "tagFilter")->setText(QStringLiteral("^loss$"));
    QTRY_COMPARE(page.charts().size(), 1);
    ScalarChart *chart = page.charts().front();
    QCOMPARE(chart->curves().size(), std::size_t(3));
    const int graphsWithout = chart->graphCount();

    auto *stdBand = child<QCheckBox>(page, "stdBandCheck");
    QVERIFY(stdBand->isEnabled());
    stdBand->setChecked(true);
    child<QCheckBox>(page, "minMaxBandCheck")->setChecked(true);
    // Mean line, two std edges, two min/max edges.
    QTRY_VERIFY(!page.charts().isEmpty() &&
                page.charts().front()->graphCount() == graphsWithout + 5);
    chart = page.charts().front();
    QDir().mkpath(slipway::test::binaryDir() + QStringLiteral("/screens"));
    page.grab().save(slipway::test::binaryDir() + QStringLiteral("/screens/plots-bands.png"));

    // With one run left, bands are not possible and say so by being disabled.
    auto *runList = child<QListWidget>(page, "runList");
    runList->item(1)->setCheckState(Qt::Unchecked);
    runList->item(2)->setCheckState(Qt::Unchecked);
    QTRY_VERIFY(!stdBand->isEnabled());
    QTRY_COMPARE(page.charts().front()->curves().size(), std::size_t(1));
    chart = page.charts().front();
    QTRY_VERIFY(chart->axisRect()->width() > 100);
    chart->replot();

    // Hover over the point at step 100 of seed0.
    const PlotSeries *s = page.series(QStringLiteral("seed0"), QStringLiteral("loss"));
    const QPointF pixel(chart->xAxis->coordToPixel(s->x[100]),
                        chart->yAxis->coordToPixel(s->smoothed[100]));
    const QString text = chart->hoverText(pixel);
    QVERIFY2(text.contains(QStringLiteral("step 100")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("value ") + QString::number(s->y[100], 'g', 7)),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("smoothed ") + QString::number(s->smoothed[100], 'g', 7)),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("wall time 2023-11-")), qPrintable(text));
    // Far from every curve: nothing.
    QVERIFY(chart->hoverText(QPointF(-50, -50)).isEmpty());
}

void TestPlotsPage::axisChoicesChangeTheCharts()
{
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(openAndWait(page, fixtures() + QStringLiteral("/lightning")));
    child<QLineEdit>(page, "tagFilter")->setText(QStringLiteral("loss"));
    QTRY_COMPARE(page.charts().size(), 2);

    auto *xAxis = child<QComboBox>(page, "xAxisChoice");
    xAxis->setCurrentIndex(2); // wall time
    QTRY_VERIFY(page.series(QStringLiteral("."), QStringLiteral("train_loss"))->axis ==
                slipway::events::XAxis::WallTime);
    const PlotSeries *s = page.series(QStringLiteral("."), QStringLiteral("train_loss"));
    QCOMPARE(s->x, s->wallTimes);
    QTRY_VERIFY(!page.charts().isEmpty() &&
                page.charts().front()->xAxis->ticker().dynamicCast<QCPAxisTickerDateTime>());
    ScalarChart *chart = page.charts().front();
    QVERIFY(chart->xAxis->range().lower <= s->wallTimes.front());
    QVERIFY(chart->xAxis->range().upper >= s->wallTimes.back());

    xAxis->setCurrentIndex(1); // relative time
    QTRY_VERIFY(page.series(QStringLiteral("."), QStringLiteral("train_loss"))->axis ==
                slipway::events::XAxis::RelativeTime);
    QCOMPARE(s->x.front(), 0.0);
    QCOMPARE(s->x.back(), s->wallTimes.back() - s->wallTimes.front());

    child<QCheckBox>(page, "logYCheck")->setChecked(true);
    QTRY_VERIFY(!page.charts().isEmpty() &&
                page.charts().front()->yAxis->scaleType() == QCPAxis::stLogarithmic);
    chart = page.charts().front();
    QVERIFY(chart->yAxis->range().lower > 0);
    QDir().mkpath(slipway::test::binaryDir() + QStringLiteral("/screens"));
    page.grab().save(slipway::test::binaryDir() + QStringLiteral("/screens/plots-logy.png"));

    // Back to steps: the x values are the steps again.
    xAxis->setCurrentIndex(0);
    QTRY_VERIFY(s->axis == slipway::events::XAxis::Step);
    QCOMPARE(s->x.back(), double(s->steps.back()));
}

void TestPlotsPage::csvExportHoldsEveryPoint()
{
    QTemporaryDir dir;
    for (int run = 0; run < 2; ++run) {
        EventFileWriter writer(dir.filePath(QStringLiteral("run,%1 \"x\"").arg(run)));
        QVERIFY(writer.open());
        writeRun(dir.path(), run, 0, 120, &writer);
    }
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(openAndWait(page, dir.path()));
    child<QLineEdit>(page, "tagFilter")->setText(QStringLiteral("loss"));
    child<QSlider>(page, "smoothingSlider")->setValue(80);
    QTRY_COMPARE(
        page.series(QStringLiteral("run,1 \"x\""), QStringLiteral("loss"))->smoothingWeight, 0.8);
    QTRY_COMPARE(page.shownTags(), QStringList({QStringLiteral("loss")}));

    const QString out = dir.filePath(QStringLiteral("export.csv"));
    QString error;
    QVERIFY2(page.exportCsv(out, &error), qPrintable(error));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.front(), QByteArray("run,tag,step,wall_time,value,smoothed"));
    QCOMPARE(lines.size(), 1 + 240 + 1); // header, points, the empty piece after the last \n

    LogDirReader reference(dir.path());
    QVERIFY(reference.update().ok);
    int line = 1;
    for (const auto &run : reference.runs()) {
        const auto &series = run->tag(QStringLiteral("loss"))->series;
        const std::vector<double> y = slipway::events::yValues(series);
        const std::vector<double> smoothed = slipway::events::smoothing::tensorBoardEma(y, 0.8);
        const QByteArray quotedRun = '"' + run->name().toUtf8().replace("\"", "\"\"") + '"';
        for (qsizetype i = 0; i < series.size(); ++i, ++line) {
            const QByteArray expected = quotedRun + ",loss," +
                                        QByteArray::number(qlonglong(series.step(i))) + ',' +
                                        slipway::events::formatNumber(series.wallTime(i)) + ',' +
                                        slipway::events::formatNumber(y[std::size_t(i)]) + ',' +
                                        slipway::events::formatNumber(smoothed[std::size_t(i)]);
            QCOMPARE(lines[line], expected);
        }
    }
    // The values read back exactly.
    QCOMPARE(lines[1].split(',').at(5).toDouble(),
             page.series(QStringLiteral("run,0 \"x\""), QStringLiteral("loss"))->y[0]);

    // Hidden runs are not exported.
    child<QListWidget>(page, "runList")->item(0)->setCheckState(Qt::Unchecked);
    QTRY_COMPARE(page.visibleRuns().size(), 1);
    QVERIFY(page.exportCsv(out, &error));
    file.close();
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().count('\n'), 1 + 120);

    // A folder that cannot be written to: a clear error, nothing lost.
    QVERIFY(!page.exportCsv(QStringLiteral("/proc/no/such/folder/x.csv"), &error));
    QVERIFY2(error.contains(QStringLiteral("Cannot write")), qPrintable(error));
}

void TestPlotsPage::pictureAndPdfExport()
{
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(openAndWait(page, fixtures() + QStringLiteral("/torch-summarywriter")));
    QTRY_COMPARE(page.charts().size(), 6); // strict 1, lax 3, duplicate_steps 2
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("plots.png"));
    QVERIFY2(page.exportPng(png, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.height() >= 6 * 240);
    const QString pdf = dir.filePath(QStringLiteral("plots.pdf"));
    QVERIFY2(page.exportPdf(pdf, &error), qPrintable(error));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("%PDF-"));
    QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") +
                 bytes.count("/Type /Page "),
             6);
}

void TestPlotsPage::growingFileIsReadIncrementally()
{
    QTemporaryDir dir;
    EventFileWriter writer(dir.filePath(QStringLiteral("live")));
    QVERIFY(writer.open());
    writeRun(dir.path(), 0, 0, 100, &writer);

    AppContext context;
    PlotsPage page(context);
    page.setPollInterval(100);
    page.resize(1200, 800);
    page.show();
    QVERIFY(openAndWait(page, dir.path()));
    QCOMPARE(page.series(QStringLiteral("live"), QStringLiteral("loss"))->size(), 100);
    const qint64 firstSize = QFileInfo(writer.filePath()).size();
    QCOMPARE(bytesRead(page), firstSize);
    const int reads = page.loader()->updateCount();

    writeRun(dir.path(), 0, 100, 50, &writer);
    const qint64 secondSize = QFileInfo(writer.filePath()).size();
    QVERIFY(secondSize > firstSize);
    QTRY_COMPARE_WITH_TIMEOUT(page.series(QStringLiteral("live"), QStringLiteral("loss"))->size(),
                              150, 10000);
    QVERIFY(page.loader()->updateCount() > reads);
    // Every byte was read once: the old ones were not read again.
    QCOMPARE(bytesRead(page), secondSize);
    const PlotSeries *series = page.series(QStringLiteral("live"), QStringLiteral("loss"));
    QCOMPARE(series->steps.back(), std::int64_t(149));
    QCOMPARE(series->y[120], double(float(lossAt(0, 120))));
    QCOMPARE(series->smoothed, slipway::events::smoothing::tensorBoardEma(series->y, 0.6));

    // A new run appears on its own.
    {
        EventFileWriter second(dir.filePath(QStringLiteral("later")));
        QVERIFY(second.open());
        writeRun(dir.path(), 1, 0, 10, &second);
    }
    QTRY_COMPARE_WITH_TIMEOUT(itemTexts(child<QListWidget>(page, "runList")),
                              QStringList({QStringLiteral("later"), QStringLiteral("live")}),
                              10000);
}

void TestPlotsPage::corruptRecordIsNamedAndGoodPointsKept()
{
    QTemporaryDir dir;
    QString path;
    {
        EventFileWriter writer(dir.filePath(QStringLiteral("broken")));
        QVERIFY(writer.open());
        for (int step = 0; step < 50; ++step) {
            writer.addScalar(QStringLiteral("loss"), 1.0 / (step + 1), step, 1700000000 + step);
        }
        path = writer.filePath();
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QByteArray bytes = file.readAll();
    // Walk the records (8-byte length, 4-byte CRC, payload, 4-byte CRC) to record 11 (the 10th
    // scalar, step 9) and flip a byte inside its payload.
    qint64 offset = 0;
    for (int record = 0; record < 10; ++record) {
        quint64 length = 0;
        memcpy(&length, bytes.constData() + offset, 8);
        offset += 8 + 4 + qint64(length) + 4;
    }
    bytes[offset + 12 + 3] = char(bytes[offset + 12 + 3] ^ 0x5a);
    file.seek(0);
    file.write(bytes);
    file.close();

    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(openAndWait(page, dir.path()));
    auto *notice = child<QLabel>(page, "readNotice");
    QTRY_VERIFY(notice->isVisible());
    const QString text = notice->text();
    QVERIFY2(text.contains(QFileInfo(path).fileName()), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("at byte %1").arg(offset)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("skipped")), qPrintable(text));
    const PlotSeries *series = page.series(QStringLiteral("broken"), QStringLiteral("loss"));
    QCOMPARE(series->size(), 49);
    QVERIFY(std::find(series->steps.begin(), series->steps.end(), 9) == series->steps.end());
    QCOMPARE(series->steps.back(), std::int64_t(49));
    QCOMPARE(page.charts().size(), 1);
}

void TestPlotsPage::largeSeriesIsDecimatedForDrawing()
{
    QTemporaryDir dir;
    {
        EventFileWriter writer(dir.filePath(QStringLiteral("big")));
        QVERIFY(writer.open());
        for (int step = 0; step < 200000; ++step) {
            writer.addScalar(QStringLiteral("loss"), std::sin(step * 0.001) + (step % 997) * 1e-4,
                             step, 1700000000 + step * 0.01);
        }
    }
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(openAndWait(page, dir.path()));
    QTRY_COMPARE(page.charts().size(), 1);
    ScalarChart *chart = page.charts().front();
    QTRY_VERIFY((chart->replot(), chart->axisRect()->width() > 100));
    const int columns = chart->axisRect()->width();
    // Two graphs (raw shadow and smoothed), each at most 4 points a pixel column (+2 edges).
    QVERIFY2(chart->drawnPointCount() <= 2 * (4 * columns + 2),
             qPrintable(QString::number(chart->drawnPointCount())));
    QVERIFY(chart->drawnPointCount() > 2 * columns);
    // The extremes are kept: the drawn minimum and maximum are the data's.
    const PlotSeries *s = page.series(QStringLiteral("big"), QStringLiteral("loss"));
    double drawnMax = -1e300;
    for (auto it = chart->graph(0)->data()->constBegin(); it != chart->graph(0)->data()->constEnd();
         ++it) {
        drawnMax = std::max(drawnMax, it->value);
    }
    QCOMPARE(drawnMax, *std::max_element(s->y.begin(), s->y.end()));
    // Zooming in to 1 % of the steps draws the points there.
    chart->xAxis->setRange(1000, 3000);
    QVERIFY(chart->graph(0)->dataCount() > 0);
    QVERIFY(chart->graph(0)->data()->constBegin()->key <= 1000);
    QVERIFY((chart->graph(0)->data()->constEnd() - 1)->key >= 3000);
}

void TestPlotsPage::missingFolderIsExplainedAndAppearsLater()
{
    QTemporaryDir dir;
    const QString logDir = dir.filePath(QStringLiteral("not yet/runs"));
    AppContext context;
    PlotsPage page(context);
    page.setPollInterval(100);
    page.resize(1200, 800);
    page.show();
    page.openLocalFolder(logDir);
    auto *note = child<QLabel>(page, "chartNote");
    QTRY_VERIFY(note->isVisible());
    QTRY_VERIFY2(note->text().contains(QStringLiteral("does not exist")), qPrintable(note->text()));
    QVERIFY(note->text().contains(QStringLiteral("not yet")));
    QVERIFY(page.charts().isEmpty());

    // The job starts and writes: the folder is picked up without opening it again.
    {
        EventFileWriter writer(logDir + QStringLiteral("/seed0"));
        QVERIFY(writer.open());
        writeRun(dir.path(), 0, 0, 20, &writer);
    }
    QTRY_COMPARE_WITH_TIMEOUT(page.charts().size(), 2, 10000);
    QVERIFY(!note->isVisible());
    QCOMPARE(page.series(QStringLiteral("seed0"), QStringLiteral("loss"))->size(), 20);
}

void TestPlotsPage::zoomAndPanStopFollowingAndDoubleClickFits()
{
    QTemporaryDir dir;
    EventFileWriter writer(dir.filePath(QStringLiteral("live")));
    QVERIFY(writer.open());
    writeRun(dir.path(), 0, 0, 100, &writer);
    AppContext context;
    PlotsPage page(context);
    page.setPollInterval(100);
    page.resize(1200, 800);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(openAndWait(page, dir.path()));
    child<QLineEdit>(page, "tagFilter")->setText(QStringLiteral("^loss$"));
    QTRY_COMPARE(page.charts().size(), 1);
    ScalarChart *chart = page.charts().front();
    QTRY_VERIFY((chart->replot(), chart->axisRect()->width() > 100));
    QVERIFY(chart->followsData());
    QCOMPARE(chart->xAxis->range().upper, 99.0);

    // Drag to the left by 200 pixels: the view pans and no longer follows new data.
    const QPoint centre = chart->axisRect()->rect().center();
    QTest::mousePress(chart, Qt::LeftButton, {}, centre);
    QMouseEvent move(QEvent::MouseMove, QPointF(centre - QPoint(200, 0)),
                     chart->mapToGlobal(QPointF(centre - QPoint(200, 0))), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(chart, &move);
    QTest::mouseRelease(chart, Qt::LeftButton, {}, centre - QPoint(200, 0));
    QVERIFY(!chart->followsData());
    const QCPRange panned = chart->xAxis->range();
    QVERIFY2(panned.lower > 0, qPrintable(QString::number(panned.lower)));

    writeRun(dir.path(), 0, 100, 100, &writer);
    QTRY_COMPARE_WITH_TIMEOUT(page.series(QStringLiteral("live"), QStringLiteral("loss"))->size(),
                              200, 10000);
    QTRY_COMPARE(page.charts().front(), chart); // same chart, new data
    QCOMPARE(chart->xAxis->range().lower, panned.lower);
    QCOMPARE(chart->xAxis->range().upper, panned.upper);

    // Double-click fits everything and follows again.
    QTest::mouseDClick(chart, Qt::LeftButton, {}, centre);
    QVERIFY(chart->followsData());
    QCOMPARE(chart->xAxis->range().upper, 199.0);
}

// A chart of thousands of runs (a remote folder of 2,000) names the first 8 curves in its
// legend and sums up the rest in one line: a legend entry per curve made every redraw scan the
// whole legend, which took minutes for 2,000 runs.
void TestPlotsPage::legendOfManyRunsNamesTheFirstEight()
{
    ScalarChart chart;
    chart.resize(800, 500);
    chart.setLegendShown(true);
    std::vector<ChartCurve> curves;
    for (int run = 0; run < 2000; ++run) {
        auto series = std::make_shared<PlotSeries>();
        series->run = QStringLiteral("run%1").arg(run);
        series->tag = QStringLiteral("loss");
        for (int step = 0; step < 10; ++step) {
            series->steps.push_back(step);
            series->wallTimes.push_back(1.7e9 + step);
            series->x.push_back(step);
            series->y.push_back(lossAt(run, step));
            series->smoothed.push_back(lossAt(run, step));
        }
        curves.push_back({series, QColor(Qt::blue), Qt::SolidLine, series->run, QString()});
    }
    chart.setSmoothingOn(false);
    chart.setCurves(curves);
    QCOMPARE(chart.legend->itemCount(), 9);
    auto *first = qobject_cast<QCPPlottableLegendItem *>(chart.legend->item(0));
    QVERIFY(first);
    QCOMPARE(first->plottable()->name(), QStringLiteral("run0"));
    auto *last = qobject_cast<QCPPlottableLegendItem *>(chart.legend->item(8));
    QVERIFY(last);
    QCOMPARE(last->plottable()->name(), QStringLiteral("… and 1992 more runs"));
    // Every curve is drawn, and the summary line has no data.
    QCOMPARE(chart.graphCount(), 2001);
    QVERIFY(last->plottable()->interface1D()->dataCount() == 0);

    // With smoothing, the smoothed curves are named; few curves: no summary line.
    chart.setSmoothingOn(true);
    curves.resize(3);
    chart.setCurves(curves);
    QCOMPARE(chart.legend->itemCount(), 3);
    QCOMPARE(chart.graphCount(), 6);
}

void TestPlotsPage::restartedRunIsStitchedWithMarkers()
{
    // A run requeued once: job 4001 logged steps 0-79, job 4002 resumed from step 50.
    QTemporaryDir dir;
    {
        EventFileWriter first(dir.filePath(QStringLiteral("job4001")));
        QVERIFY(first.open());
        writeRun(QString(), 0, 0, 80, &first);
        EventFileWriter second(dir.filePath(QStringLiteral("job4002")));
        QVERIFY(second.open());
        writeRun(QString(), 1, 50, 100, &second);
    }
    AppContext context;
    PlotsPage page(context);
    page.resize(1200, 800);
    page.show();
    page.setPollInterval(100000);
    const QString name = QStringLiteral("resnet (2 jobs)");
    page.setRunSegments({{name, {QStringLiteral("job4001"), QStringLiteral("job4002")}}});
    QVERIFY(openAndWait(page, dir.path()));
    auto *runs = child<QListWidget>(page, "runList");
    QTRY_COMPARE(itemTexts(runs), QStringList{name});
    QTRY_COMPARE(page.charts().size(), 2);
    const PlotSeries *loss = page.series(name, QStringLiteral("loss"));
    QVERIFY(loss);
    QCOMPARE(loss->size(), 150);
    for (std::size_t i = 1; i < loss->steps.size(); ++i) {
        QVERIFY(loss->steps[i] > loss->steps[i - 1]); // no zig-zag
    }
    QCOMPARE(float(loss->y[49]), float(lossAt(0, 49)));
    QCOMPARE(float(loss->y[50]),
             float(lossAt(1, 50))); // the resumed job wins the steps it wrote again
    for (ScalarChart *chart : page.charts()) {
        QCOMPARE(chart->restartMarkerCount(), 1);
    }
}

void TestPlotsPage::comparisonTableFollowsTheCurves()
{
    // A small sweep: two learning rates, two seeds each, named the way sweeps name folders.
    QTemporaryDir dir;
    const QStringList names{QStringLiteral("lr=0.01,seed=0"), QStringLiteral("lr=0.01,seed=1"),
                            QStringLiteral("lr=0.1,seed=0"), QStringLiteral("lr=0.1,seed=1")};
    for (qsizetype i = 0; i < names.size(); ++i) {
        EventFileWriter writer(dir.filePath(names[i]));
        QVERIFY(writer.open());
        writeRun(QString(), int(i), 0, 60, &writer);
    }
    AppContext context;
    PlotsPage page(context);
    page.resize(1400, 900);
    page.show();
    page.setPollInterval(100000);
    QVERIFY(openAndWait(page, dir.path()));
    child<QSlider>(page, "smoothingSlider")->setValue(0);
    child<QLineEdit>(page, "tagFilter")->setText(QStringLiteral("^loss$"));
    auto *view = child<QTableView>(page, "comparisonTable");
    slipway::events::ComparisonTable *table = page.comparison()->table();
    QTRY_COMPARE(table->tags(), QStringList{QStringLiteral("loss")});
    QCOMPARE(table->rowCount(), 4);
    QCOMPARE(table->parameterKeys(), (QStringList{QStringLiteral("lr"), QStringLiteral("seed")}));
    const int lastLoss = 3; // Run, lr, seed, loss (last), loss (min), loss (max)
    QCOMPARE(table->headerData(lastLoss, Qt::Horizontal).toString(), QStringLiteral("loss (last)"));
    // The values are those of the curves: last, min and max of what was logged.
    for (int row = 0; row < 4; ++row) {
        const PlotSeries *s = page.series(table->runAt(row), QStringLiteral("loss"));
        QVERIFY(s);
        QCOMPARE(table->data(table->index(row, lastLoss)).toString(),
                 QString::number(s->y.back(), 'g', 6));
        QCOMPARE(table->data(table->index(row, lastLoss + 1)).toString(),
                 QString::number(*std::min_element(s->y.begin(), s->y.end()), 'g', 6));
    }

    // Sorted by the last loss, highest first: lossAt adds 0.1 per run index.
    view->sortByColumn(lastLoss, Qt::DescendingOrder);
    QCOMPARE(table->runAt(0), names[3]);
    QCOMPARE(table->runAt(3), names[0]);
    child<QLineEdit>(page, "comparisonFilter")->setText(QStringLiteral("lr=0.01"));
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->runAt(0), names[1]);
    child<QSpinBox>(page, "comparisonTopN")->setValue(1);
    QCOMPARE(table->rowCount(), 1);
    child<QSpinBox>(page, "comparisonTopN")->setValue(0);
    child<QLineEdit>(page, "comparisonFilter")->clear();
    QCOMPARE(table->rowCount(), 4);

    // A row chosen in the table highlights its curves; a curve clicked chooses its row.
    view->selectRow(table->rowOfRun(names[2]));
    QTRY_COMPARE(page.charts().front()->highlightedRun(), names[2]);
    ScalarChart *chart = page.charts().front();
    const PlotSeries *first = page.series(names[0], QStringLiteral("loss"));
    const QPoint pixel(int(chart->xAxis->coordToPixel(first->x[30])),
                       int(chart->yAxis->coordToPixel(first->y[30])));
    QCOMPARE(chart->runAt(pixel), names[0]);
    QTest::mouseClick(chart, Qt::LeftButton, {}, pixel);
    QTRY_COMPARE(page.comparison()->selectedRun(), names[0]);
    QCOMPARE(view->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(table->runAt(view->selectionModel()->selectedRows().front().row()), names[0]);
    QTRY_COMPARE(page.charts().front()->highlightedRun(), names[0]);

    // Grouped by learning rate: one colour and one mean ± std band per group.
    auto *groupBy = child<QComboBox>(page, "groupByChoice");
    groupBy->setCurrentIndex(groupBy->findData(QStringLiteral("lr")));
    QTRY_VERIFY(!page.charts().isEmpty() && page.charts().front()->curves().size() == 4 &&
                !page.charts().front()->curves().front().group.isEmpty());
    const std::vector<ChartCurve> &curves = page.charts().front()->curves();
    QCOMPARE(curves[0].group, QStringLiteral("lr=0.01"));
    QCOMPARE(curves[0].color, curves[1].color);
    QCOMPARE(curves[2].color, curves[3].color);
    QVERIFY(curves[0].color != curves[2].color);
    page.grab().save(slipway::test::binaryDir() + QStringLiteral("/screens/plots-compare.png"));

    // The table as CSV: a header and one line per row shown.
    QString error;
    const QString csv = dir.filePath(QStringLiteral("table.csv"));
    QVERIFY2(page.comparison()->exportCsv(csv, &error), qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.front(), QByteArray("Run,lr,seed,loss (last),loss (min),loss (max)"));

    // The arguments of the job that wrote the folder are every run's parameters; a parameter
    // in a run's folder name wins.
    page.setFolderParameters(slipway::events::parametersFromArguments(
        {QStringLiteral("--lr"), QStringLiteral("0.5"), QStringLiteral("--epochs=3")}));
    QTRY_COMPARE(
        table->parameterKeys(),
        (QStringList{QStringLiteral("epochs"), QStringLiteral("lr"), QStringLiteral("seed")}));
    QCOMPARE(page.runParameters(names[0]).value(QStringLiteral("epochs")), QVariant(3.0));
    QCOMPARE(page.runParameters(names[0]).value(QStringLiteral("lr")), QVariant(0.01));
    QVERIFY(lines[1].startsWith("\"lr=0.1,seed=1\",0.1,1,"));
}

QTEST_MAIN(TestPlotsPage)
#include "tst_plotspage.moc"
