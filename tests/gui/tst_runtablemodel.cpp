// The Runs page's table model on a real SQLite run history.

#include "runs/runstore.h"
#include "runs/runtablemodel.h"
#include "scheduler/pendingreason.h"

#include <QColor>
#include <QDir>
#include <QIcon>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using slipway::ui::RunTableModel;

class TestRunTableModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QDateTime m_now = QDateTime(QDate(2026, 3, 14), QTime(12, 0, 0), Qt::UTC);

    QString dbPath() const { return m_dir.filePath(QStringLiteral("runs.sqlite")); }

    static runs::RunRecord makeRun(const QString &name, const QString &state, const QString &jobId)
    {
        runs::RunRecord r;
        r.createdAt = QDateTime(QDate(2026, 3, 14), QTime(11, 0, 0), Qt::UTC);
        r.profile = QStringLiteral("test-cluster");
        r.host = QStringLiteral("slipway-test");
        r.sshConfig = QStringLiteral("/tmp/ssh config");
        r.jobName = name;
        r.script = QStringLiteral("#!/bin/bash\necho hi\n");
        r.scheduler = QStringLiteral("slurm");
        r.partition = QStringLiteral("gpu");
        r.gpus = 2;
        r.jobId = jobId;
        r.state = runs::runStateFromName(state);
        r.submittedAt = r.createdAt;
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        runs::RunStore store(dbPath());
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        runs::RunRecord done =
            makeRun(QStringLiteral("finished"), QStringLiteral("COMPLETED"), QStringLiteral("11"));
        done.elapsedSeconds = 3725;
        done.message = QStringLiteral("Ended: COMPLETED, exit code 0.");
        QVERIFY(store.insert(done) > 0);
        runs::RunRecord pending =
            makeRun(QStringLiteral("waiting"), QStringLiteral("PENDING"), QStringLiteral("12"));
        pending.reason = QStringLiteral("Priority");
        QVERIFY(store.insert(pending) > 0);
        runs::RunRecord running = makeRun(QStringLiteral("run \"1\" $(id) `id` ü's"),
                                          QStringLiteral("RUNNING"), QStringLiteral("13"));
        running.startedAt = m_now.addSecs(-125);
        QVERIFY(store.insert(running) > 0);
    }

    void showsTheHistoryNewestFirst()
    {
        runs::RunStore store(dbPath());
        RunTableModel model;
        QVERIFY(model.reload(store));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(RunTableModel::ColumnCount));
        QCOMPARE(model.data(model.index(0, RunTableModel::Name)).toString(),
                 QStringLiteral("run \"1\" $(id) `id` ü's #1"));
        QCOMPARE(model.data(model.index(2, RunTableModel::Name)).toString(),
                 QStringLiteral("finished #1"));
        QCOMPARE(model.data(model.index(1, RunTableModel::State)).toString(),
                 QStringLiteral("PENDING"));
        QCOMPARE(model.data(model.index(0, RunTableModel::JobId)).toString(), QStringLiteral("13"));
        QCOMPARE(model.data(model.index(0, RunTableModel::Partition)).toString(),
                 QStringLiteral("gpu"));
        QCOMPARE(model.data(model.index(0, RunTableModel::Gpus)).toInt(), 2);
        QCOMPARE(model.data(model.index(0, RunTableModel::Cluster)).toString(),
                 QStringLiteral("test-cluster @ slipway-test"));
        QVERIFY(model.data(model.index(0, RunTableModel::Cluster), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("/tmp/ssh config")));
        QCOMPARE(model.headerData(RunTableModel::Elapsed, Qt::Horizontal).toString(),
                 QStringLiteral("Elapsed"));
        const qint64 id = model.data(model.index(1, 0), RunTableModel::RunIdRole).toLongLong();
        QCOMPARE(model.rowOf(id), 1);
        QCOMPARE(model.rowOf(999999), -1);
    }

    // A second run of the same name gets the next number; the first keeps its own.
    void runsOfOneNameAreNumbered()
    {
        runs::RunStore store(dbPath());
        RunTableModel model;
        model.reload(store);
        runs::RunRecord again =
            makeRun(QStringLiteral("finished"), QStringLiteral("COMPLETED"), QStringLiteral("21"));
        again.id = 1000;
        again.startedAt = m_now.addSecs(-200);
        again.endedAt = m_now.addSecs(-107);
        model.updateRun(again);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.data(model.index(0, RunTableModel::Name)).toString(),
                 QStringLiteral("finished #2"));
        QCOMPARE(model.data(model.index(3, RunTableModel::Name)).toString(),
                 QStringLiteral("finished #1"));
        // Ended without an elapsed time from the scheduler: its start and end say 1:33.
        model.setNow(m_now);
        QCOMPARE(model.data(model.index(0, RunTableModel::Elapsed)).toString(),
                 QStringLiteral("1 min 33 s"));
        QVERIFY2(RunTableModel::detail(again).contains(QStringLiteral("(ran 1 min 33 s)")),
                 qPrintable(RunTableModel::detail(again)));
    }

    void elapsedTicksForRunningJobsOnly()
    {
        runs::RunStore store(dbPath());
        RunTableModel model;
        model.reload(store);
        model.setNow(m_now);
        QCOMPARE(model.data(model.index(0, RunTableModel::Elapsed)).toString(),
                 QStringLiteral("2 min 05 s"));
        QCOMPARE(model.data(model.index(1, RunTableModel::Elapsed)).toString(),
                 QStringLiteral("-"));
        QCOMPARE(model.data(model.index(2, RunTableModel::Elapsed)).toString(),
                 QStringLiteral("1 h 02 min"));
        model.setNow(m_now.addSecs(60));
        QCOMPARE(model.data(model.index(0, RunTableModel::Elapsed)).toString(),
                 QStringLiteral("3 min 05 s"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.tick();
        // The running and the pending job may change; the completed one does not.
        QCOMPARE(changed.size(), 2);
        for (const QList<QVariant> &args : std::as_const(changed)) {
            const auto index = args.at(0).value<QModelIndex>();
            QCOMPARE(index.column(), int(RunTableModel::Elapsed));
            QVERIFY(index.row() != 2);
        }
    }

    void explainsStateInPlainLanguage()
    {
        runs::RunStore store(dbPath());
        RunTableModel model;
        model.reload(store);
        const QString pendingTip =
            model.data(model.index(1, RunTableModel::State), Qt::ToolTipRole).toString();
        QVERIFY2(pendingTip.contains(scheduler::explainPendingReason(QStringLiteral("Priority"))),
                 qPrintable(pendingTip));
        QVERIFY(!pendingTip.contains(QStringLiteral("The scheduler says")));
        QCOMPARE(model.data(model.index(2, 0), RunTableModel::DetailRole).toString(),
                 QStringLiteral("Ended: COMPLETED, exit code 0."));
        const auto green =
            model.data(model.index(2, RunTableModel::State), Qt::ForegroundRole).value<QColor>();
        const auto blue =
            model.data(model.index(0, RunTableModel::State), Qt::ForegroundRole).value<QColor>();
        QVERIFY(green.isValid() && blue.isValid());
        QVERIFY(green != blue);
        QCOMPARE(green, RunTableModel::stateColor(runs::RunState::Completed));
        QVERIFY(RunTableModel::stateColor(runs::RunState::Failed) != green);
        const auto icon =
            model.data(model.index(0, RunTableModel::State), Qt::DecorationRole).value<QIcon>();
        QVERIFY(!icon.isNull());
    }

    void followsUpdatesWrittenToTheStore()
    {
        runs::RunStore store(dbPath());
        RunTableModel model;
        model.reload(store);
        const qint64 id = model.data(model.index(0, 0), RunTableModel::RunIdRole).toLongLong();
        auto run = store.find(id);
        QVERIFY(run);
        run->state = runs::RunState::Cancelled;
        run->elapsedSeconds = 200;
        QVERIFY(store.update(*run));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.updateRun(*store.find(id));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.data(model.index(0, RunTableModel::State)).toString(),
                 QStringLiteral("CANCELLED"));
        QCOMPARE(model.data(model.index(0, RunTableModel::Elapsed)).toString(),
                 QStringLiteral("3 min 20 s"));

        // A new run (a resubmission) appears at the top; a fresh model reads the same file.
        runs::RunRecord again = *run;
        again.id = 0;
        again.resubmitOf = id;
        again.state = runs::RunState::Pending;
        again.jobId = QStringLiteral("14");
        again.id = store.insert(again);
        QVERIFY(again.id > 0);
        model.updateRun(again);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.rowOf(again.id), 0);
        runs::RunStore reopened(dbPath());
        RunTableModel fresh;
        fresh.reload(reopened);
        QCOMPARE(fresh.rowCount(), 4);
        QCOMPARE(fresh.data(fresh.index(1, RunTableModel::State)).toString(),
                 QStringLiteral("CANCELLED"));
    }

    void formatsDurations()
    {
        QCOMPARE(RunTableModel::formatDuration(-1), QStringLiteral("-"));
        QCOMPARE(RunTableModel::formatDuration(0), QStringLiteral("0 s"));
        QCOMPARE(RunTableModel::formatDuration(59), QStringLiteral("59 s"));
        QCOMPARE(RunTableModel::formatDuration(61), QStringLiteral("1 min 01 s"));
        QCOMPARE(RunTableModel::formatDuration(7260), QStringLiteral("2 h 01 min"));
        QCOMPARE(RunTableModel::formatDuration(90000), QStringLiteral("1 d 1 h"));
    }

    void aFailedStoreGivesAnEmptyTable()
    {
        // A folder where the file should be: SQLite cannot open it.
        const QString path = m_dir.filePath(QStringLiteral("folder.sqlite"));
        QVERIFY(QDir().mkpath(path));
        runs::RunStore broken(path);
        QVERIFY(!broken.isOpen());
        RunTableModel model;
        QVERIFY(!model.reload(broken));
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestRunTableModel)
#include "tst_runtablemodel.moc"
