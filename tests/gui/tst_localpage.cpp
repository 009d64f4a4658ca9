// The Local page, driven like a user would: fill the form, Run, watch the loss, read the
// report, cancel, and bad input that loses nothing.

#include "pages/localpage.h"

#include "testpaths.h"

#include "localbridge/localrunresult.h"

#include "widgets/qcustomplotheader.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using slipway::localbridge::SuggestedResources;
using slipway::ui::LocalPage;

class TestLocalPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void builtinCnnRunShowsLossAndReport();
    void badShapeIsExplainedAndKept();
    void cancelStopsTheRun();
    void shapeBugFileIsReported();
    void useTheseNumbersCarriesTheSuggestion();

private:
    template<typename T>
    T *child(LocalPage &page, const char *name)
    {
        return page.findChild<T *>(QLatin1String(name));
    }
    void setUp(LocalPage &page, int model, int steps);
    void saveScreenshot(QWidget &widget, const QString &name);
};

void TestLocalPage::initTestCase()
{
    QDir().mkpath(slipway::test::binaryDir() + QStringLiteral("/screens"));
}

void TestLocalPage::setUp(LocalPage &page, int model, int steps)
{
    child<QComboBox>(page, "modelChoice")->setCurrentIndex(model);
    child<QComboBox>(page, "dataChoice")->setCurrentIndex(1); // synthetic
    child<QSpinBox>(page, "steps")->setValue(steps);
    child<QSpinBox>(page, "threads")->setValue(1);
}

void TestLocalPage::saveScreenshot(QWidget &widget, const QString &name)
{
    widget.grab().save(slipway::test::binaryDir() + QStringLiteral("/screens/") + name);
}

void TestLocalPage::builtinCnnRunShowsLossAndReport()
{
    LocalPage page;
    page.resize(1100, 760);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // The built-in models say what they train on.
    QVERIFY(child<QComboBox>(page, "modelChoice")
                ->itemText(0)
                .contains(QLatin1String("Fashion-MNIST")));
    setUp(page, 0, 30);
    QSignalSpy finished(&page, &LocalPage::runFinished);

    auto *run = child<QPushButton>(page, "runButton");
    auto *cancel = child<QPushButton>(page, "cancelButton");
    QVERIFY(run->isEnabled());
    QVERIFY(!cancel->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    // The click returns at once; the run goes on in the background.
    QVERIFY(page.isRunning());
    QVERIFY(!run->isEnabled());
    QVERIFY(cancel->isEnabled());
    QVERIFY(!child<QLineEdit>(page, "inputShape")->isEnabled());

    QVERIFY(finished.wait(180000));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(!page.isRunning());
    QVERIFY(run->isEnabled());

    auto *plot = child<QCustomPlot>(page, "lossPlot");
    QCOMPARE(plot->graph(0)->dataCount(), 30);
    QCOMPARE(plot->graph(0)->data()->at(0)->value, page.lastResult()->report.losses.front());
    const QString report = child<QPlainTextEdit>(page, "report")->toPlainText();
    QVERIFY2(report.contains(QStringLiteral("Result: PASSED")), qPrintable(report));
    QVERIFY(report.contains(QStringLiteral("Use CPUs, not a GPU")));
    QVERIFY(report.contains(QStringLiteral("Event file: ")));
    QCOMPARE(child<QLabel>(page, "runPhase")->text(), QStringLiteral("Passed: the model trains."));
    // Nobody listens for the suggestion here, so the button does not pretend to do anything.
    QVERIFY(!child<QPushButton>(page, "useNumbersButton")->isVisible());
    saveScreenshot(page, QStringLiteral("localpage-passed.png"));
}

void TestLocalPage::badShapeIsExplainedAndKept()
{
    LocalPage page;
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    setUp(page, 0, 10);
    auto *shape = child<QLineEdit>(page, "inputShape");
    shape->clear();
    QTest::keyClicks(shape, QStringLiteral("1x28x$(reboot)"));
    QVERIFY(!page.run());
    QVERIFY(!page.isRunning());
    auto *error = child<QLabel>(page, "formError");
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(QStringLiteral("\"$(reboot)\" in the input shape")),
             qPrintable(error->text()));
    QCOMPARE(shape->text(), QStringLiteral("1x28x$(reboot)")); // nothing typed is lost

    // A file model without a file.
    child<QComboBox>(page, "modelChoice")->setCurrentIndex(2);
    shape->setText(QStringLiteral("1x28x28"));
    QVERIFY(!page.run());
    QVERIFY(error->text().contains(QStringLiteral("Choose the model file first")));
}

void TestLocalPage::cancelStopsTheRun()
{
    LocalPage page;
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    setUp(page, 0, 100000);
    QSignalSpy finished(&page, &LocalPage::runFinished);
    QVERIFY(page.run());
    auto *plot = child<QCustomPlot>(page, "lossPlot");
    QTRY_VERIFY_WITH_TIMEOUT(plot->graph(0)->dataCount() > 0, 120000);
    QTest::mouseClick(child<QPushButton>(page, "cancelButton"), Qt::LeftButton);
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(page.lastResult()->report.cancelled);
    QVERIFY(page.lastResult()->report.stepsRun < 100000);
    QCOMPARE(child<QLabel>(page, "runPhase")->text(), QStringLiteral("Cancelled."));
    QVERIFY(child<QPushButton>(page, "runButton")->isEnabled());
}

void TestLocalPage::shapeBugFileIsReported()
{
    LocalPage page;
    page.resize(1100, 760);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    setUp(page, 2, 10);
    child<QLineEdit>(page, "modelPath")
        ->setText(slipway::test::binaryDir() + QStringLiteral("/test-models/shape_bug.pt"));
    QSignalSpy finished(&page, &LocalPage::runFinished);
    QVERIFY(page.run());
    QVERIFY(finished.wait(120000));
    const QString report = child<QPlainTextEdit>(page, "report")->toPlainText();
    QVERIFY2(report.contains(QStringLiteral("FAILED: forward() failed for input [64, 1, 28, 28]")),
             qPrintable(report));
    QVERIFY(report.contains(QStringLiteral("64x320 and 300x50")));
    saveScreenshot(page, QStringLiteral("localpage-shapebug.png"));
}

void TestLocalPage::useTheseNumbersCarriesTheSuggestion()
{
    LocalPage page;
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    setUp(page, 1, 20); // the MLP
    child<QLineEdit>(page, "inputShape")->setText(QStringLiteral("784"));
    QList<SuggestedResources> received;
    connect(&page, &LocalPage::useSuggestedResources, &page,
            [&received](const SuggestedResources &r) { received << r; });
    QSignalSpy finished(&page, &LocalPage::runFinished);
    QVERIFY(page.run());
    QVERIFY(finished.wait(120000));
    auto *use = child<QPushButton>(page, "useNumbersButton");
    QVERIFY(use->isVisible());
    // The suggestion is shown as the wizard's fields, never as scheduler options.
    const auto &shown = page.lastResult()->report.estimate;
    const QString fields = child<QLabel>(page, "suggestedFields")->text();
    QVERIFY(child<QLabel>(page, "suggestedFields")->isVisible());
    for (const QString &expected :
         {QStringLiteral("CPUs per task:</td><td><b>%1<").arg(shown.suggestedCpus),
          QStringLiteral("GPUs per node:</td><td><b>0<"),
          QStringLiteral("Memory per node:</td><td><b>%1G<").arg(shown.suggestedMemoryGiB),
          QStringLiteral("Time limit:</td><td><b>")}) {
        QVERIFY2(fields.contains(expected), qPrintable(fields));
    }
    const QString report = child<QPlainTextEdit>(page, "report")->toPlainText();
    QVERIFY2(report.contains(QStringLiteral("Suggested for a run on a cluster: CPUs per task")),
             qPrintable(report));
    QVERIFY2(!report.contains(QStringLiteral("--cpus-per-task")), qPrintable(report));
    QTest::mouseClick(use, Qt::LeftButton);
    QCOMPARE(received.size(), 1);
    const auto &estimate = page.lastResult()->report.estimate;
    QCOMPARE(received.first().walltimeMinutes, estimate.suggestedWalltimeMinutes);
    QCOMPARE(received.first().cpusPerTask, estimate.suggestedCpus);
    QCOMPARE(received.first().gpus, 0);
    QVERIFY(received.first().memoryGiB >= 2);
    QVERIFY(received.first().advice.contains(QStringLiteral("Use CPUs")));
}

QTEST_MAIN(TestLocalPage)
#include "tst_localpage.moc"
