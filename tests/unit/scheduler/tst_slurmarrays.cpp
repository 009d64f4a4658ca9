// Slurm job arrays (sweeps): the commands Slipway sends, with every variable part quoted or
// validated, and the parser on output recorded on the test cluster (Slurm 22.05): squeue -r
// and sacct -X for an array of four tasks whose task 1 exits 3, while it runs and once it ended.

#include "scheduler/slurmscheduler.h"

#include "testpaths.h"

#include <QFile>
#include <QTest>

using namespace slipway;

namespace {

CommandResult answer(const QByteArray &out)
{
    CommandResult r;
    r.exitCode = 0;
    r.standardOutput = out;
    return r;
}

} // namespace

class TestSlurmArrays : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void commands()
    {
        const scheduler::SlurmScheduler slurm;
        QCOMPARE(
            slurm.submitArrayCommand(QStringLiteral("slipway-runs/a b/job.sh"),
                                     QStringLiteral("not-a-tag"), QStringLiteral("0-3%2"),
                                     {QStringLiteral("/w/it's/params.tsv"), QStringLiteral("0")}),
            QStringLiteral("sbatch --parsable --array=0-3%2 -- 'slipway-runs/a b/job.sh' "
                           "'/w/it'\\''s/params.tsv' 0"));
        // Anything but an array range is refused: nothing reaches the shell.
        QVERIFY(slurm.submitArrayCommand(QStringLiteral("job.sh"), {}, QStringLiteral("0-3;id"), {})
                    .isEmpty());
        QVERIFY(slurm.submitArrayCommand(QStringLiteral("job.sh"), {}, QStringLiteral("$(id)"), {})
                    .isEmpty());
        QCOMPARE(slurm.cancelTaskCommand(QStringLiteral("2869"), 1),
                 QStringLiteral("scancel -- 2869_1"));
        QCOMPARE(slurm.cancelTaskCommand(QStringLiteral("2869"), -1),
                 QStringLiteral("scancel -- 2869"));
        QVERIFY(slurm.cancelTaskCommand(QStringLiteral("2869;reboot"), 1).isEmpty());
        const QString status = slurm.arrayStatusCommand(
            {QStringLiteral("2869"), QStringLiteral("x;id"), QStringLiteral("2870")});
        QVERIFY2(status.contains(QLatin1String("-j 2869,2870 ")), qPrintable(status));
        QVERIFY2(!status.contains(QLatin1String("x;id")), qPrintable(status));
    }

    void whileRunning()
    {
        const scheduler::SlurmScheduler slurm;
        QString error;
        const auto tasks = slurm.parseArrayStatus(answer("2869_2|PENDING|\n"
                                                         "2869_3|PENDING|\n"
                                                         "@@SLIPWAY-SACCT@@\n"
                                                         "2869_0|COMPLETED|0:0\n"
                                                         "2869_[1-3%1]|PENDING|0:0\n"),
                                                  &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(tasks.size(), 4);
        QCOMPARE(tasks.value(QStringLiteral("2869_0")).state, scheduler::JobState::Completed);
        QCOMPARE(tasks.value(QStringLiteral("2869_1")).state, scheduler::JobState::Pending);
        QCOMPARE(tasks.value(QStringLiteral("2869_3")).state, scheduler::JobState::Pending);
    }

    void ended()
    {
        const scheduler::SlurmScheduler slurm;
        QString error;
        const auto tasks = slurm.parseArrayStatus(answer("@@SLIPWAY-SACCT@@\n"
                                                         "2869_0|COMPLETED|0:0\n"
                                                         "2869_1|FAILED|3:0\n"
                                                         "2869_2|COMPLETED|0:0\n"
                                                         "2869_3|COMPLETED|0:0\n"),
                                                  &error);
        QCOMPARE(tasks.size(), 4);
        QCOMPARE(tasks.value(QStringLiteral("2869_1")).state, scheduler::JobState::Failed);
        QCOMPARE(tasks.value(QStringLiteral("2869_1")).exitCode, 3);
        // The queue's state wins while a task is in it; accounting keeps its exit code.
        const auto both = slurm.parseArrayStatus(answer("2869_1|COMPLETING|\n"
                                                        "@@SLIPWAY-SACCT@@\n"
                                                        "2869_1|FAILED|3:0\n"),
                                                 &error);
        QCOMPARE(both.value(QStringLiteral("2869_1")).state, scheduler::JobState::Completing);
        QCOMPARE(both.value(QStringLiteral("2869_1")).exitCode, 3);
        // An answer without the mark cannot be read, and says so.
        QVERIFY(slurm.parseArrayStatus(answer("garbage"), &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }

    // Without accounting: the controller's lines for each array (recorded on the test cluster,
    // tests/data/scheduler/README.md), and a line naming each array it answered for.
    void withoutAccounting()
    {
        const scheduler::SlurmScheduler slurm;
        QString error;
        QFile f(test::sourceDir() +
                QStringLiteral("/tests/data/scheduler/slurm-array-noaccounting.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto tasks = slurm.parseArrayStatus(answer(f.readAll()), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // Task 0 has left the queue; the controller still has it, ended.
        QCOMPARE(tasks.value(QStringLiteral("9540_0")).state, scheduler::JobState::Completed);
        QCOMPARE(tasks.value(QStringLiteral("9540_0")).exitCode, 0);
        QCOMPARE(tasks.value(QStringLiteral("9540_1")).state, scheduler::JobState::Running);
        QCOMPARE(tasks.value(QStringLiteral("9540_3")).state, scheduler::JobState::Pending);
        // A task of 9540 it does not list would be forgotten; all of 99999997's are.
        QVERIFY(tasks.value(QStringLiteral("9540")).forgotten);
        QVERIFY(tasks.value(QStringLiteral("99999997")).forgotten);
        QVERIFY(!tasks.value(QStringLiteral("9540_0")).forgotten);
        // Where accounting answers, the controller is not asked.
        const QString command = slurm.arrayStatusCommand({QStringLiteral("9540")});
        QVERIFY2(command.contains(QLatin1String("if a=$(sacct ")) &&
                     command.contains(QLatin1String("*'accounting storage is disabled'*")),
                 qPrintable(command));
    }
};

QTEST_GUILESS_MAIN(TestSlurmArrays)
#include "tst_slurmarrays.moc"
