// The Runs page's time-limit forecast with steps from a run's event files: the pace of a real
// Lightning run's file (tests/data/tfevents/lightning), its times moved to end now, and the last
// step from the run's log or its arguments. Without event steps the forecast goes back to the
// log's. What the panel made over a connection goes on over the next one when the connection is
// replaced.
#include "runs/usagepanel.h"

#include "events/logdirreader.h"
#include "monitor/usagesampler.h"
#include "remote/eventprogress.h"
#include "runs/runrecord.h"
#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

class TstUsageForecast : public QObject
{
    Q_OBJECT

    // The real Lightning run's steps, as if it wrote its last value a second ago.
    static QList<monitor::StepPoint> lightningPoints(const QDateTime &now)
    {
        events::LogDirReader reader(test::sourceDir() +
                                    QStringLiteral("/tests/data/tfevents/lightning"));
        if (!reader.update().ok) {
            return {};
        }
        QList<monitor::StepPoint> points = remote::stepPointsFromEvents(reader);
        if (points.isEmpty()) {
            return {};
        }
        const qint64 shift = points.last().when.secsTo(now) - 1;
        for (monitor::StepPoint &p : points) {
            p.when = p.when.addSecs(shift);
        }
        return points;
    }

private Q_SLOTS:
    void paceFromEventFiles()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QList<monitor::StepPoint> points = lightningPoints(now);
        QVERIFY(points.size() > 100);

        runs::RunRecord run;
        run.id = 5;
        run.jobId = QStringLiteral("77");
        run.scheduler = QStringLiteral("slurm");
        run.state = runs::RunState::Running;
        run.specJson = QStringLiteral("{\"time\": \"00:10:00\"}");
        run.startedAt = now.addSecs(-540); // a minute of the limit left

        ui::UsagePanel panel(nullptr);
        panel.show();
        panel.setSelectedRun(&run);
        auto *label = panel.findChild<QLabel *>(QStringLiteral("runForecast"));
        QVERIFY(label);
        // The log names the last step, once: no pace from it.
        panel.addLogLines(run.id, {QStringLiteral("Epoch 0: step 0/400000")});
        QVERIFY(label->isHidden());

        QList<monitor::RunEvent> missed;
        connect(&panel, &ui::UsagePanel::forecastMissesLimit, this,
                [&missed](const monitor::RunEvent &event) { missed << event; });
        panel.setEventPoints(run.id, points);
        QVERIFY(label->isVisible());
        QVERIFY2(label->text().contains(QStringLiteral("of 400,000 when the time limit ends in")),
                 qPrintable(label->text()));
        QVERIFY(label->text().contains(QStringLiteral("event files")));
        QCOMPARE(missed.size(), 1);
        QCOMPARE(missed.first().runId, run.id);
        QVERIFY(missed.first().body.startsWith(QStringLiteral("At this rate step ")));

        // The event steps gone (a folder replaced): the log's single step says nothing yet.
        panel.setEventPoints(run.id, {});
        QVERIFY(label->isHidden());
    }

    // A script whose log never says "step N/M": with --max-steps in its arguments, the
    // event files' pace alone gives the forecast, and no log needs to be open.
    void lastStepFromTheArgumentsWithoutTheLog()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QList<monitor::StepPoint> points = lightningPoints(now);
        QVERIFY(points.size() > 100);
        runs::RunRecord run;
        run.id = 6;
        run.jobId = QStringLiteral("78");
        run.scheduler = QStringLiteral("slurm");
        run.state = runs::RunState::Running;
        run.specJson = QStringLiteral(R"({"time": "00:10:00", "args": ["--max-steps", "400000"]})");
        run.startedAt = now.addSecs(-540);
        ui::UsagePanel panel(nullptr);
        panel.show();
        panel.setSelectedRun(&run);
        auto *label = panel.findChild<QLabel *>(QStringLiteral("runForecast"));
        QVERIFY(label);
        panel.setEventPoints(run.id, points);
        QVERIFY(label->isVisible());
        QVERIFY2(label->text().contains(QStringLiteral("of 400,000 when the time limit ends in")),
                 qPrintable(label->text()));
        // Without the arguments' number nothing is forecast: the last step is unknown.
        run.id = 7;
        run.specJson = QStringLiteral(R"({"time": "00:10:00", "args": ["--epochs", "3"]})");
        panel.setSelectedRun(&run);
        panel.setEventPoints(run.id, points);
        QVERIFY(label->isHidden());
    }

    // The connection for the run's cluster replaced (connected again with another key, or
    // removed and made again): the usage sampler goes on over the new one with its history,
    // and the event folder is mirrored over the new one.
    void anotherConnectionForTheCluster()
    {
        QTemporaryDir dir;
        QFile config(dir.filePath(QStringLiteral("ssh_config")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.close();
        const QString host = QStringLiteral("someone@cluster.invalid");
        ssh::ConnectionPool pool(nullptr);
        ssh::SshConnection *first = pool.connection(host, config.fileName());
        QVERIFY(first);

        runs::RunRecord run;
        run.id = 8;
        run.jobId = QStringLiteral("79");
        run.scheduler = QStringLiteral("slurm");
        run.state = runs::RunState::Running;
        run.host = host;
        run.sshConfig = config.fileName();
        run.specJson = QStringLiteral(R"({"time": "01:00:00"})");
        run.workdir = QStringLiteral("/home/someone/run8");
        run.startedAt = QDateTime::currentDateTimeUtc().addSecs(-60);
        QVERIFY(!run.eventFolder().isEmpty());

        ui::UsagePanel panel(&pool);
        panel.setRuns({run});
        monitor::UsageSampler *sampler = panel.samplerFor(host);
        QVERIFY(sampler);
        QVERIFY(sampler->hasRunner());
        panel.setSelectedRun(&run);
        panel.setActive(true);
        auto mirrors = [&panel] {
            return panel.findChildren<remote::EventProgress *>();
        };
        QCOMPARE(mirrors().size(), 1);
        QCOMPARE(mirrors().first()->connection(), first);

        pool.remove(host, config.fileName());
        ssh::SshConnection *second = pool.connection(host, config.fileName());
        QVERIFY(second);
        QVERIFY(!sampler->hasRunner());

        panel.setRuns({run}); // the next status poll
        QCOMPARE(panel.samplerFor(host), sampler);
        QVERIFY(sampler->hasRunner());
        panel.setActive(false);
        panel.setActive(true); // the next event refresh
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(mirrors().size(), 1);
        QCOMPARE(mirrors().first()->connection(), second);
    }
};

QTEST_MAIN(TstUsageForecast)
#include "tst_usageforecast.moc"
