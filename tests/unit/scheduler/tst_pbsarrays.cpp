// PBS Pro job arrays (sweeps): the qsub, qstat and qdel commands Slipway sends, with every
// variable part quoted or validated and hostile input refused, and the parser on a job array's
// qstat -t -f -F json answer (tests/data/scheduler/README.md says where it comes from).

#include "scheduler/pbsscheduler.h"
#include "testpaths.h"

#include <QFile>
#include <QTest>

using namespace slipway;

namespace {

CommandResult answer(const QByteArray &out, int exitCode = 0, const QByteArray &err = {})
{
    CommandResult r;
    r.exitCode = exitCode;
    r.standardOutput = out;
    r.standardError = err;
    return r;
}

QByteArray data(const char *name)
{
    QFile f(test::sourceDir() + QStringLiteral("/tests/data/scheduler/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QString kTag = QStringLiteral("slipway-0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9");

} // namespace

class TestPbsArrays : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void submitCommands()
    {
        const PbsScheduler pbs;
        const QStringList args{QStringLiteral("/home/u/a b/slipway-runs/7/params.tsv"),
                               QStringLiteral("1000")};
        QCOMPARE(pbs.submitArrayCommand(QStringLiteral("slipway-runs/a b/job.sh"), kTag,
                                        QStringLiteral("0-3%2"), args),
                 QStringLiteral("qsub -J 0-3 -W max_run_subjobs=2 -v 'SLIPWAY_TAG=") + kTag +
                     QStringLiteral(",SLIPWAY_SWEEP_TABLE=/home/u/a b/slipway-runs/7/params.tsv,"
                                    "SLIPWAY_TASK_OFFSET=1000' -- 'slipway-runs/a b/job.sh'"));
        // No limit: no max_run_subjobs.
        QCOMPARE(
            pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("0-9"), args),
            QStringLiteral("qsub -J 0-9 -v 'SLIPWAY_TAG=") + kTag +
                QStringLiteral(",SLIPWAY_SWEEP_TABLE=/home/u/a b/slipway-runs/7/params.tsv,"
                               "SLIPWAY_TASK_OFFSET=1000' -- job.sh"));
        // One task: PBS has no array of one; a plain job, PBS_ARRAY_INDEX then read as 0.
        QCOMPARE(pbs.submitArrayCommand(QStringLiteral("job.sh"), {}, QStringLiteral("0%4"), args),
                 QStringLiteral("qsub -v 'SLIPWAY_SWEEP_TABLE=/home/u/a b/slipway-runs/7/"
                                "params.tsv,SLIPWAY_TASK_OFFSET=1000' -- job.sh"));
        // The task lines' probe (RunService): PBS Pro has arrays.
        QVERIFY(!pbs.submitArrayCommand(QStringLiteral("job.sh"), {}, QStringLiteral("0"), {})
                     .isEmpty());
        // Resubmitting chosen tasks: one range works, a list or one later task does not.
        QVERIFY(
            pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("4-6%2"), args)
                .startsWith(QLatin1String("qsub -J 4-6 -W max_run_subjobs=2 ")));
        QVERIFY(
            pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("1,3%2"), args)
                .isEmpty());
        QVERIFY(pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, QStringLiteral("5"), args)
                    .isEmpty());
    }

    void hostileInputIsRefused_data()
    {
        QTest::addColumn<QString>("array");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("offset");
        QTest::newRow("command in the range")
            << QStringLiteral("0-3;id") << QStringLiteral("/t") << QStringLiteral("0");
        QTest::newRow("substitution as range")
            << QStringLiteral("$(id)") << QStringLiteral("/t") << QStringLiteral("0");
        QTest::newRow("backwards")
            << QStringLiteral("5-1") << QStringLiteral("/t") << QStringLiteral("0");
        QTest::newRow("comma in the path: a second variable")
            << QStringLiteral("0-3") << QStringLiteral("/t,LD_PRELOAD=/x.so")
            << QStringLiteral("0");
        QTest::newRow("quote in the path")
            << QStringLiteral("0-3") << QStringLiteral("/it's/t") << QStringLiteral("0");
        QTest::newRow("line break in the path")
            << QStringLiteral("0-3") << QStringLiteral("/t\nid") << QStringLiteral("0");
        QTest::newRow("offset not a number")
            << QStringLiteral("0-3") << QStringLiteral("/t") << QStringLiteral("1;id");
    }

    void hostileInputIsRefused()
    {
        QFETCH(QString, array);
        QFETCH(QString, table);
        QFETCH(QString, offset);
        const PbsScheduler pbs;
        QCOMPARE(pbs.submitArrayCommand(QStringLiteral("job.sh"), kTag, array, {table, offset}),
                 QString());
    }

    void statusAndCancelCommands()
    {
        const PbsScheduler pbs;
        QCOMPARE(pbs.arrayStatusCommand({QStringLiteral("4321[].pbs"), QStringLiteral("$(id)"),
                                         QStringLiteral("4321[].pbs"), QStringLiteral("99.pbs")}),
                 QStringLiteral("qstat -t -f -F json -x '4321[].pbs' 99.pbs 2>/dev/null"));
        QCOMPARE(pbs.cancelTaskCommand(QStringLiteral("4321[].pbs"), 2),
                 QStringLiteral("qdel -- '4321[2].pbs'"));
        QCOMPARE(pbs.cancelTaskCommand(QStringLiteral("4321[].pbs"), -1),
                 QStringLiteral("qdel -- '4321[].pbs'"));
        // A task that ran as a plain job is that job.
        QCOMPARE(pbs.cancelTaskCommand(QStringLiteral("99.pbs"), 0),
                 QStringLiteral("qdel -- 99.pbs"));
        QVERIFY(pbs.cancelTaskCommand(QStringLiteral("4321[]; id"), 1).isEmpty());
    }

    void parsesSubmission()
    {
        const PbsScheduler pbs;
        QString error;
        QCOMPARE(pbs.parseSubmit(answer("4321[].pbs01.example.org\n"), &error),
                 std::optional<QString>(QStringLiteral("4321[].pbs01.example.org")));
        // An older PBS that has no max_run_subjobs: said plainly, with what to do.
        const auto refused = pbs.parseSubmit(
            answer({}, 2, "qsub: Unknown resource Resource_List.max_run_subjobs\n"), &error);
        QVERIFY(!refused);
        QVERIFY2(error.contains(QLatin1String("cannot limit how many subjobs")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("qsub: Unknown resource")), qPrintable(error));
    }

    void parsesArrayStatus()
    {
        const PbsScheduler pbs;
        const QByteArray json = data("pbs-qstat-array.json");
        QVERIFY(!json.isEmpty());
        QString error;
        const auto statuses = pbs.parseArrayStatus(answer(json), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The array itself is left out: its subjobs say more.
        QCOMPARE(statuses.keys(),
                 (QList<QString>{QStringLiteral("4321[].pbs_0"), QStringLiteral("4321[].pbs_1"),
                                 QStringLiteral("4321[].pbs_2")}));
        QCOMPARE(statuses.value(QStringLiteral("4321[].pbs_0")).state, JobState::Completed);
        QCOMPARE(statuses.value(QStringLiteral("4321[].pbs_0")).exitCode, 0);
        QCOMPARE(statuses.value(QStringLiteral("4321[].pbs_1")).state, JobState::Failed);
        QCOMPARE(statuses.value(QStringLiteral("4321[].pbs_1")).exitCode, 3);
        const JobStatus waiting = statuses.value(QStringLiteral("4321[].pbs_2"));
        QCOMPARE(waiting.state, JobState::Pending);
        QCOMPARE(waiting.reason,
                 QStringLiteral("Number of concurrent running subjobs limit reached"));
        // A task that ran as a plain job answers as task 0 of its "array".
        const auto plain = pbs.parseArrayStatus(
            answer(R"({"Jobs":{"99.pbs":{"job_state":"R","queue":"workq"}}})"), &error);
        QCOMPARE(plain.keys(), QList<QString>{QStringLiteral("99.pbs_0")});
        QCOMPARE(plain.value(QStringLiteral("99.pbs_0")).state, JobState::Running);
        // Not JSON: an error, not an empty sweep.
        error.clear();
        QVERIFY(
            pbs.parseArrayStatus(answer("qstat: Unknown Job Id 4321[].pbs\n"), &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPbsArrays)
#include "tst_pbsarrays.moc"
