// The time-limit forecast from a run's progress, and progress read from log lines.
#include "monitor/forecast.h"
#include "monitor/progresswatch.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway::monitor;

class TestForecast : public QObject
{
    Q_OBJECT

    const QDateTime t0 = QDateTime(QDate(2026, 11, 25), QTime(12, 0), Qt::UTC);

    QList<StepPoint> steady(int minutes, qint64 stepsPerMinute)
    {
        QList<StepPoint> points;
        for (int m = 0; m <= minutes; ++m) {
            points << StepPoint{t0.addSecs(m * 60), m * stepsPerMinute};
        }
        return points;
    }

private Q_SLOTS:
    void hitsTheLimit()
    {
        // 50 steps a minute for an hour: step 3,000. The limit ends in 3 h 10 min: another
        // 9,500 steps -> 12,500 of 20,000.
        const QDateTime now = t0.addSecs(3600);
        const Forecast f = forecast(steady(60, 50), 20000, now.addSecs(3 * 3600 + 600), now);
        QVERIFY(f.known);
        QVERIFY(f.hitsLimit);
        QCOMPARE(f.step, 3000);
        QCOMPARE(f.stepAtLimit, 12500);
        QCOMPARE(f.message, QStringLiteral("At this rate step 12,500 of 20,000 when the time "
                                           "limit ends in 3 h 10 min."));
    }

    void finishesInTime()
    {
        const QDateTime now = t0.addSecs(3600);
        const Forecast f = forecast(steady(60, 50), 6000, now.addSecs(4 * 3600), now);
        QVERIFY(f.known);
        QVERIFY(!f.hitsLimit);
        QCOMPARE(f.finishAt, now.addSecs(3600));
        QCOMPARE(f.message, QStringLiteral("At this rate the last step (6,000) comes in 1 h, 3 h "
                                           "before the time limit."));
    }

    void recentRateCounts()
    {
        // Slow for the first hour (data loading), then 100 a minute: the 15-minute window sees
        // only the fast part.
        QList<StepPoint> points = steady(60, 10);
        for (int m = 1; m <= 30; ++m) {
            points << StepPoint{t0.addSecs((60 + m) * 60), 600 + m * 100};
        }
        std::reverse(points.begin(), points.end()); // any order
        const QDateTime now = t0.addSecs(90 * 60);
        const Forecast f = forecast(points, 10000, now.addSecs(7200), now);
        QVERIFY(f.known);
        QCOMPARE(qRound(f.stepsPerSecond * 60), 100);
        // 6,400 steps to go at 100 a minute: 64 minutes, within the 2 hours left. The whole
        // run's mean (40 a minute) would have said 160 minutes and a missed limit.
        QVERIFY(!f.hitsLimit);
        QCOMPARE(f.finishAt, now.addSecs(64 * 60));
    }

    void notEnough()
    {
        const QDateTime now = t0;
        QVERIFY(!forecast({}, 100, now, now).known);
        QVERIFY(!forecast({StepPoint{t0, 5}}, 100, now, now).known);
        QVERIFY(!forecast({StepPoint{t0, 5}, StepPoint{t0.addSecs(10), 9}}, 100, now, now).known);
        QVERIFY(!forecast({StepPoint{t0, 5}, StepPoint{t0.addSecs(100), 5}}, 100, now, now).known);
        QVERIFY(!forecast(steady(10, 5), 0, now, now).known);
    }

    void logLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<qint64>("step");
        QTest::addColumn<qint64>("last");
        QTest::newRow("step a/b") << "epoch 1 step 1200/20000 loss 0.31" << 1200LL << 20000LL;
        QTest::newRow("Step a of b") << "Step 5 of 10" << 5LL << 10LL;
        QTest::newRow("brackets") << "Train Epoch: 1 [1280/60000 (2%)]\tLoss: 2.2" << 1280LL
                                  << 60000LL;
        QTest::newRow("iter") << "iter: 300/1000" << 300LL << 1000LL;
        QTest::newRow("nothing") << "loss 0.5 lr 0.001" << 0LL << 0LL;
        QTest::newRow("date is not progress") << "2026/11/25 12:00" << 0LL << 0LL;
        QTest::newRow("beyond the end") << "step 30/20" << 0LL << 0LL;
    }
    void logLines()
    {
        QFETCH(QString, line);
        QFETCH(qint64, step);
        QFETCH(qint64, last);
        const auto p = progressFromLogLine(line);
        QCOMPARE(p.has_value(), step > 0);
        if (p) {
            QCOMPARE(p->step, step);
            QCOMPARE(p->lastStep, last);
        }
    }

    // The watch's log tails: one command for the running runs, hostile log paths kept as
    // paths, and each run's latest step a point at the time the tail was read.
    void logTailsGivePoints()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString hostile = dir.filePath(QStringLiteral("it's $(touch pwned) `x`.log"));
        QFile log(hostile);
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write("epoch 1\nstep 100/1000 loss 2.1\nstep 120/1000 loss 2.0\n");
        log.close();
        slipway::runs::RunRecord running;
        running.id = 7;
        running.state = slipway::runs::RunState::Running;
        running.stdoutPath = hostile;
        running.specJson = QStringLiteral("{\"time\": \"00:10:00\"}");
        slipway::runs::RunRecord queued = running;
        queued.id = 8;
        queued.state = slipway::runs::RunState::Pending;
        slipway::runs::RunRecord unnamed = running;
        unnamed.id = 9;
        unnamed.stdoutPath = QStringLiteral("slurm-%N.out"); // node not known yet
        const QString command = ProgressWatch::tailCommand({running, queued, unnamed});
        QCOMPARE(command.count(QStringLiteral("tail -n")), 1);
        QProcess bash;
        bash.setWorkingDirectory(dir.path());
        bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), command});
        QVERIFY(bash.waitForFinished());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pwned"))));
        ProgressWatch watch;
        const QDateTime start = QDateTime::currentDateTimeUtc();
        running.startedAt = start;
        watch.takeTail(bash.readAllStandardOutput(), start);
        QCOMPARE(watch.points(7).size(), 1);
        QCOMPARE(watch.points(7).first().step, 120);
        // A minute later at step 180: 1 step/s, 820 steps left, 9 minutes of limit left.
        watch.takeTail("@@slipway-log 7\nstep 180/1000\n", start.addSecs(60));
        watch.takeTail("@@slipway-log 7\nstep 180/1000\n", start.addSecs(62)); // no progress
        QCOMPARE(watch.points(7).size(), 2);
        const Forecast f = watch.forecastFor(running, start.addSecs(60));
        QVERIFY(f.known);
        QVERIFY(f.hitsLimit);
        QCOMPARE(f.stepAtLimit, 720);
        const auto event = ProgressWatch::forecastEvent(running, f);
        QVERIFY(event);
        QVERIFY2(event->line().startsWith(QStringLiteral("run 7 forecast: At this rate step 720 "
                                                         "of 1,000 when the time limit ends")),
                 qPrintable(event->line()));
        QVERIFY(event->body.contains(QStringLiteral("Cancel and resubmit")));
    }

    // Steps from the run's event files, each at the time it was written, take the place of the
    // log's (seen only when a poll read them); the log still gives the last step.
    void eventPointsTakeThePlaceOfLogPoints()
    {
        slipway::runs::RunRecord running;
        running.id = 3;
        running.state = slipway::runs::RunState::Running;
        running.specJson = QStringLiteral("{\"time\": \"00:10:00\"}");
        const QDateTime start = QDateTime::currentDateTimeUtc();
        running.startedAt = start;
        ProgressWatch watch;
        watch.takeTail("@@slipway-log 3\nstep 10/1000\n", start.addSecs(10));
        watch.takeTail("@@slipway-log 3\nstep 70/1000\n", start.addSecs(70)); // 1 step/s
        QCOMPARE(watch.forecastFor(running, start.addSecs(70)).stepAtLimit, 600);
        QVERIFY(!watch.hasEventPoints(3));
        // The event files say 2 steps a second: 140 at 70 s, so 1,000 by 500 s, in time.
        watch.setEventPoints(3, {{start.addSecs(10), 20}, {start.addSecs(70), 140}});
        QVERIFY(watch.hasEventPoints(3));
        const Forecast f = watch.forecastFor(running, start.addSecs(70));
        QVERIFY(f.known);
        QCOMPARE(f.stepsPerSecond, 2.0);
        QCOMPARE(f.lastStep, 1000);
        QVERIFY(!f.hitsLimit);
        // None from the event files (none written yet): the log's again.
        watch.setEventPoints(3, {});
        QCOMPARE(watch.forecastFor(running, start.addSecs(70)).stepsPerSecond, 1.0);
    }

    void lastStepFromArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        const auto words = [](const char *text) {
            return QString::fromLatin1(text).split(u' ', Qt::SkipEmptyParts);
        };
        QTest::addColumn<qint64>("last");
        QTest::newRow("--steps N") << words("--lr 0.1 --steps 20000") << 20000LL;
        QTest::newRow("--max-steps=N") << words("--max-steps=500") << 500LL;
        QTest::newRow("--max_iters N") << words("--max_iters 5000") << 5000LL;
        QTest::newRow("the last one wins") << words("--steps 10 --steps 30") << 30LL;
        QTest::newRow("epochs are not steps") << words("--epochs 3") << 0LL;
        QTest::newRow("not a number") << words("--steps many") << 0LL;
        QTest::newRow("negative") << words("--steps=-5") << 0LL;
        QTest::newRow("name at the end") << words("--steps") << 0LL;
        QTest::newRow("a longer name") << words("--steps-per-epoch 100") << 0LL;
    }

    void lastStepFromArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(qint64, last);
        QCOMPARE(slipway::monitor::lastStepFromArguments(args), last);
    }

    // A script whose log never prints "step N/M": the event files give the steps and its
    // arguments the last one; a log that names it still wins.
    void lastStepFromTheRunsArguments()
    {
        slipway::runs::RunRecord running;
        running.id = 4;
        running.state = slipway::runs::RunState::Running;
        running.specJson =
            QStringLiteral(R"({"time": "00:10:00", "args": ["--max-steps", "2000"]})");
        const QDateTime start = QDateTime::currentDateTimeUtc();
        running.startedAt = start;
        ProgressWatch watch;
        watch.setEventPoints(4, {{start.addSecs(10), 10}, {start.addSecs(70), 70}});
        Forecast f = watch.forecastFor(running, start.addSecs(70));
        QVERIFY(f.known);
        QCOMPARE(f.lastStep, 2000);
        QVERIFY(f.hitsLimit);
        QCOMPARE(f.stepAtLimit, 600);
        watch.takeTail("@@slipway-log 4\nstep 70/500\n", start.addSecs(70));
        f = watch.forecastFor(running, start.addSecs(70));
        QCOMPARE(f.lastStep, 500);
        QVERIFY(!f.hitsLimit);
        // An argument that was not the last step after all (the run is past it): no forecast.
        running.id = 5;
        running.specJson = QStringLiteral(R"({"time": "00:10:00", "args": ["--steps", "50"]})");
        watch.setEventPoints(5, {{start.addSecs(10), 10}, {start.addSecs(70), 70}});
        QVERIFY(!watch.forecastFor(running, start.addSecs(70)).known);
    }
};

QTEST_GUILESS_MAIN(TestForecast)
#include "tst_forecast.moc"
