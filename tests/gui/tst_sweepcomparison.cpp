// The Runs page's comparison of a sweep's tasks, offscreen and without a cluster: the tasks'
// event files are written here with EventFileWriter into the folders the sweep names by their
// parameters (one task has written nothing yet), then read the way the copy from the cluster
// is read. One row per task with its parameters and the last, minimum and maximum of the
// chosen tag; another tag; CSV export; the way to the Plots page. A hostile value stays text.

#include "runs/sweepcomparison.h"

#include "compose/sweep.h"
#include "events/eventfilewriter.h"
#include "plots/comparisonview.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using slipway::compose::Sweep;
using slipway::compose::SweepTask;
using slipway::events::ComparisonTable;
using slipway::events::EventFileWriter;
using slipway::runs::RunRecord;
using slipway::ui::SweepComparison;

class TestSweepComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tasksWithTheirValues()
    {
        const QString hostile = QStringLiteral("<b>$(id)</b>");
        QString error;
        const auto sweep = Sweep::make(
            {QStringLiteral("lr=0.1,") + hostile, QStringLiteral("seed=0:1")}, 0, 0, &error);
        QVERIFY2(sweep, qPrintable(error));
        QCOMPARE(sweep->size(), 4);
        QTemporaryDir dir;
        // Tasks 0-2 have written loss (falling by task) and accuracy; task 3 nothing yet.
        for (int t = 0; t < 3; ++t) {
            EventFileWriter writer(dir.filePath(sweep->tasks().at(t).folder));
            QVERIFY2(writer.open(&error), qPrintable(error));
            for (int step = 0; step < 5; ++step) {
                QVERIFY(writer.addScalar(QStringLiteral("loss"), 4.0 - step * 0.5 - t, step));
                QVERIFY(writer.addScalar(QStringLiteral("accuracy"), 0.1 * step + 0.01 * t, step));
            }
            writer.close();
        }

        RunRecord run;
        run.id = 12;
        run.sweepTable = QString::fromUtf8(sweep->table());
        SweepComparison view(nullptr);
        view.setRun(run);
        QVERIFY(!view.isHidden());
        ComparisonTable *table = view.view()->table();
        QCOMPARE(table->rowCount(), 4); // the tasks, before anything is read
        // No connection pool here: the copy from a cluster is not offered.
        QVERIFY(!view.findChild<QPushButton *>(QStringLiteral("sweepCompareFetch"))->isEnabled());

        QSignalSpy read(&view, &SweepComparison::statsRead);
        view.readLocalFolder(dir.path());
        QVERIFY(read.wait(20000));
        auto *tags = view.findChild<QComboBox *>(QStringLiteral("sweepCompareTag"));
        QCOMPARE(tags->count(), 2);
        QCOMPARE(view.tag(), QStringLiteral("loss")); // loss first when there is one
        QVERIFY2(view.findChild<QLabel *>(QStringLiteral("sweepCompareStatus"))
                     ->text()
                     .contains(QLatin1String("3 task(s)")),
                 "three tasks wrote values");

        // Columns: task, lr, seed, loss last/min/max.
        QCOMPARE(table->columnCount(), 6);
        QCOMPARE(table->parameterKeys(),
                 (QStringList{QStringLiteral("lr"), QStringLiteral("seed")}));
        const auto cell = [&](int row, int column) {
            return table->data(table->index(row, column)).toString();
        };
        const int last = 3;
        const int min = 4;
        const int max = 5;
        for (int row = 0; row < 4; ++row) {
            const QString folder = table->runAt(row);
            int task = -1;
            for (const SweepTask &t : sweep->tasks()) {
                if (t.folder == folder) {
                    task = t.index;
                }
            }
            QVERIFY(task >= 0);
            if (task == 3) {
                QVERIFY(cell(row, last).isEmpty()); // nothing written yet
                continue;
            }
            QCOMPARE(cell(row, last).toDouble(), 2.0 - task);
            QCOMPARE(cell(row, min).toDouble(), 2.0 - task);
            QCOMPARE(cell(row, max).toDouble(), 4.0 - task);
        }
        // The hostile value is a parameter like any other, shown as text.
        QVERIFY(!table->match(table->index(0, 1), Qt::DisplayRole, hostile, -1, Qt::MatchExactly)
                     .isEmpty());

        // Sorting by the last loss puts the best task first.
        table->sort(last, Qt::AscendingOrder);
        QCOMPARE(table->runAt(0), sweep->tasks().at(2).folder);

        // Another tag.
        tags->setCurrentText(QStringLiteral("accuracy"));
        QCOMPARE(table->tags(), QStringList{QStringLiteral("accuracy")});
        QCOMPARE(
            table->data(table->index(table->rowOfRun(sweep->tasks().at(1).folder), max)).toDouble(),
            0.41);

        // CSV export of what is shown.
        const QString csvPath = dir.filePath(QStringLiteral("tasks.csv"));
        QVERIFY2(view.view()->exportCsv(csvPath, &error), qPrintable(error));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QVERIFY2(lines.first().contains(QLatin1String("accuracy")), qPrintable(lines.first()));
        QVERIFY2(lines.join(QLatin1Char('\n')).contains(hostile), "the hostile value, as text");

        // The way to the sweep's curves.
        QSignalSpy plots(&view, &SweepComparison::plotsRequested);
        view.findChild<QPushButton *>(QStringLiteral("sweepComparePlots"))->click();
        QCOMPARE(plots.size(), 1);
        QCOMPARE(plots.at(0).at(0).toLongLong(), 12);

        // A run that is no sweep hides it.
        view.setRun(RunRecord{});
        QVERIFY(view.isHidden());
    }
};

QTEST_MAIN(TestSweepComparison)
#include "tst_sweepcomparison.moc"
