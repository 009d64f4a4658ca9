// The starts of a requeued run: sacct --duplicates (recorded on the test cluster) into
// segments, how each start ended, and the run history keeping them (schema 5).

#include "runs/runsegments.h"
#include "runs/runstore.h"
#include "scheduler/slurmscheduler.h"
#include "testpaths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using namespace slipway::runs;
using namespace slipway::scheduler;

namespace {

QByteArray recorded(const QString &name)
{
    QFile f(test::sourceDir() + QStringLiteral("/tests/data/scheduler/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

JobStatus job(const QString &raw, qint64 elapsed, qint64 limit)
{
    JobStatus s;
    s.jobId = QStringLiteral("77");
    s.rawState = raw;
    s.state = jobStateFromName(raw.section(u' ', 0, 0));
    s.elapsedSeconds = elapsed;
    s.timeLimitSeconds = limit;
    return s;
}

} // namespace

class TestRunSegments : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slurmCommandAsksForEveryStart()
    {
        const SlurmScheduler slurm;
        const QString command = slurm.segmentsCommand(QStringLiteral("1234"));
        QVERIFY(command.startsWith(QLatin1String("TZ=UTC sacct --duplicates -X -n -P -j 1234 ")));
        // Nothing but a job id is ever put in the command.
        QVERIFY(slurm.segmentsCommand(QStringLiteral("1; rm -rf ~")).isEmpty());
        QVERIFY(SlurmScheduler(false).segmentsCommand(QStringLiteral("1234")).isEmpty());
    }

    void recordedRequeueBeforeTheTimeLimit()
    {
        const SlurmScheduler slurm;
        CommandResult result;
        result.exitCode = 0;
        result.standardOutput = recorded(QStringLiteral("slurm-sacct-duplicates.txt"));
        QVERIFY(!result.standardOutput.isEmpty());
        QString error;
        const JobStatusList jobs = slurm.parseSegments(result, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 2);
        // Warned 40 s before a 1-minute limit, it requeued itself after 5 s.
        const QList<RunSegment> segments = segmentsFromJobs(jobs, 40);
        QCOMPARE(segments.size(), 2);
        QCOMPARE(segments.at(0).index, 0);
        QCOMPARE(segments.at(0).jobId, QStringLiteral("3609"));
        QCOMPARE(segments.at(0).end, SegmentEnd::TimeLimit);
        QCOMPARE(segments.at(0).elapsedSeconds, 5);
        QCOMPARE(segments.at(0).startedAt,
                 QDateTime::fromString(QStringLiteral("2026-11-26T02:39:57"), Qt::ISODate));
        QCOMPARE(segments.at(0).describe(),
                 QStringLiteral("start 1 (job 3609): saved and requeued before its time limit "
                                "after 00:00:05"));
        // Its record keeps the reason it waited for (BeginTime), which says nothing once it
        // completed.
        QVERIFY(jobs.at(1).reason.isEmpty());
        QVERIFY(jobs.at(1).explanation.isEmpty());
        QCOMPARE(segments.at(1).end, SegmentEnd::Ended);
        QCOMPARE(segments.at(1).exitCode, 0);
        QCOMPARE(segments.at(1).describe(),
                 QStringLiteral("start 2 (job 3609): ended: COMPLETED, exit code 0 after "
                                "00:00:30"));
    }

    void sacctRefusalIsSaid()
    {
        const SlurmScheduler slurm;
        CommandResult result;
        result.exitCode = 1;
        result.standardError = "sacct: error: Problem talking to the database\n";
        QString error;
        QVERIFY(slurm.parseSegments(result, &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("Problem talking to the database")),
                 qPrintable(error));
    }

    void howEachStartEnded_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<qint64>("elapsed");
        QTest::addColumn<SegmentEnd>("end");
        QTest::newRow("requeued early")
            << QStringLiteral("REQUEUED") << qint64(60) << SegmentEnd::Requeued;
        QTest::newRow("requeued near the limit")
            << QStringLiteral("REQUEUED") << qint64(3450) << SegmentEnd::TimeLimit;
        QTest::newRow("preempted")
            << QStringLiteral("PREEMPTED") << qint64(60) << SegmentEnd::Preempted;
        QTest::newRow("node failure")
            << QStringLiteral("NODE_FAIL") << qint64(60) << SegmentEnd::NodeFailure;
        QTest::newRow("timeout") << QStringLiteral("TIMEOUT") << qint64(3600)
                                 << SegmentEnd::TimeLimit;
        QTest::newRow("waiting again")
            << QStringLiteral("PENDING") << qint64(0) << SegmentEnd::Waiting;
        QTest::newRow("running") << QStringLiteral("RUNNING") << qint64(10) << SegmentEnd::Running;
        QTest::newRow("cancelled")
            << QStringLiteral("CANCELLED by 1000") << qint64(10) << SegmentEnd::Ended;
    }

    void howEachStartEnded()
    {
        QFETCH(QString, raw);
        QFETCH(qint64, elapsed);
        QFETCH(SegmentEnd, end);
        // A one-hour limit, warned two minutes before.
        const QList<RunSegment> s = segmentsFromJobs({job(raw, elapsed, 3600)}, 120);
        QCOMPARE(s.size(), 1);
        QCOMPARE(s.first().end, end);
        QCOMPARE(segmentEndFromName(segmentEndName(end)), end);
        QVERIFY(!s.first().describe().isEmpty());
    }

    void historyKeepsTheStarts()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        qint64 id = 0;
        {
            RunStore store(path);
            QVERIFY(store.isOpen());
            QCOMPARE(store.schemaVersion(), 5);
            RunRecord r;
            r.profile = QStringLiteral("test-cluster");
            r.host = QStringLiteral("h");
            r.jobName = QStringLiteral("it's $(x)");
            r.scheduler = QStringLiteral("slurm");
            r.jobId = QStringLiteral("77");
            id = store.insert(r);
            QVERIFY(id > 0);
            QVERIFY(store.segments(id).isEmpty());
            QList<RunSegment> segments =
                segmentsFromJobs({job(QStringLiteral("REQUEUED"), 60, 3600),
                                  job(QStringLiteral("RUNNING"), 5, 3600)},
                                 120);
            segments[0].startedAt = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
            QVERIFY(store.putSegments(id, segments));
            // Replaced, not added to.
            segments[1] = segmentsFromJobs({job(QStringLiteral("COMPLETED"), 9, 3600)}, 120)[0];
            segments[1].index = 1;
            segments[1].exitCode = 0;
            QVERIFY(store.putSegments(id, segments));
        }
        RunStore again(path);
        const QList<RunSegment> kept = again.segments(id);
        QCOMPARE(kept.size(), 2);
        QCOMPARE(kept.at(0).end, SegmentEnd::Requeued);
        QCOMPARE(kept.at(0).startedAt, QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC));
        QCOMPARE(kept.at(0).elapsedSeconds, 60);
        QCOMPARE(kept.at(1).end, SegmentEnd::Ended);
        QCOMPARE(kept.at(1).state, QStringLiteral("COMPLETED"));
        QCOMPARE(kept.at(1).exitCode, 0);
        QCOMPARE(kept.at(1).jobId, QStringLiteral("77"));
    }
};

QTEST_GUILESS_MAIN(TestRunSegments)
#include "tst_runsegments.moc"
