// The Runs page's view of a sweep's tasks: one row per task with its state, job, exit code and
// parameters (hostile values shown as text), a progress bar over the ended tasks, "Resubmit
// failed and timed-out tasks only" asking for exactly those tasks, and Cancel task for the
// selected task while it waits or runs.

#include "compose/sweep.h"
#include "runs/sweeptaskview.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace slipway;
using namespace slipway::ui;

class TestSweepTaskView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTasksAndAsksForExactlyTheFailedOnes()
    {
        QString error;
        const auto sweep = compose::Sweep::make(
            {QStringLiteral("lr=0.1,<b>$(id)</b>"), QStringLiteral("seed=0:1")}, 0, 0, &error);
        QVERIFY2(sweep, qPrintable(error));
        runs::RunRecord run;
        run.id = 7;
        run.sweepTable = QString::fromUtf8(sweep->table());
        const QList<runs::RunState> states{runs::RunState::Completed, runs::RunState::Timeout,
                                           runs::RunState::Running, runs::RunState::Failed};
        QList<runs::SweepTaskRecord> tasks;
        for (int i = 0; i < 4; ++i) {
            tasks << runs::SweepTaskRecord{
                i, QStringLiteral("50"), i, states.at(i), i == 3 ? 2 : (i == 0 ? 0 : -1), 1};
        }
        SweepTaskView view;
        view.setRun(run, tasks);
        QVERIFY(!view.isHidden());
        auto *table = view.findChild<QTableWidget *>(QStringLiteral("sweepTasks"));
        auto *progress = view.findChild<QProgressBar *>(QStringLiteral("sweepProgress"));
        auto *summary = view.findChild<QLabel *>(QStringLiteral("sweepSummary"));
        auto *resubmit = view.findChild<QPushButton *>(QStringLiteral("resubmitFailedTasks"));
        auto *cancel = view.findChild<QPushButton *>(QStringLiteral("cancelSweepTask"));
        QVERIFY(table && progress && summary && resubmit && cancel);
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("TIMEOUT"));
        QCOMPARE(table->item(3, 2)->text(), QStringLiteral("50_3"));
        QCOMPARE(table->item(3, 3)->text(), QStringLiteral("2"));
        QCOMPARE(table->item(2, 4)->text(), QStringLiteral("lr=<b>$(id)</b>  seed=0"));
        QCOMPARE(progress->maximum(), 4);
        QCOMPARE(progress->value(), 3);
        QVERIFY2(summary->text().contains(QLatin1String("1 completed, 1 running, 2 failed")),
                 qPrintable(summary->text()));

        QVERIFY(resubmit->isEnabled());
        QSignalSpy again(&view, &SweepTaskView::resubmitFailedRequested);
        resubmit->click();
        QCOMPARE(again.size(), 1);
        QCOMPARE(again.first().at(0).toLongLong(), 7);
        QCOMPARE(again.first().at(1).value<QList<int>>(), (QList<int>{1, 3}));

        // Cancel task: only for a selected task that waits or runs.
        QVERIFY(!cancel->isEnabled());
        table->selectRow(0);
        QVERIFY(!cancel->isEnabled());
        table->selectRow(2);
        QVERIFY(cancel->isEnabled());
        QSignalSpy cancelled(&view, &SweepTaskView::cancelTaskRequested);
        cancel->click();
        QCOMPARE(cancelled.size(), 1);
        QCOMPARE(cancelled.first().at(1).toInt(), 2);

        // Nothing failed: nothing to resubmit. A run that is no sweep hides the view.
        for (runs::SweepTaskRecord &t : tasks) {
            t.state = runs::RunState::Completed;
        }
        view.setRun(run, tasks);
        QVERIFY(!resubmit->isEnabled());
        QCOMPARE(progress->value(), 4);
        view.setRun(runs::RunRecord{}, {});
        QVERIFY(view.isHidden());
    }
};

QTEST_MAIN(TestSweepTaskView)
#include "tst_sweeptaskview.moc"
