// Desktop notifications for run events, captured from a private session bus: a small listener
// owns org.freedesktop.Notifications on it (as a desktop's notification daemon does) and records
// each Notify call. One notification per event; a kind turned off sends none.
#include "notify/desktopnotifier.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QTest>

using namespace slipway;
using namespace slipway::monitor;
using namespace slipway::ui;

class NotificationListener : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")

public:
    struct Seen
    {
        QString app;
        QString summary;
        QString body;
    };
    QList<Seen> seen;

public Q_SLOTS:
    uint Notify(const QString &app, uint, const QString &, const QString &summary,
                const QString &body, const QStringList &, const QVariantMap &, int)
    {
        seen << Seen{app, summary, body};
        return uint(seen.size());
    }
    QStringList GetCapabilities() { return {QStringLiteral("body")}; }
};

class TestDesktopNotifier : public QObject
{
    Q_OBJECT

    NotificationListener m_listener;

    static runs::RunRecord run(qint64 id, const QString &state, const QString &message = {})
    {
        runs::RunRecord r;
        r.id = id;
        r.jobId = QString::number(1000 + id);
        r.jobName = QStringLiteral("train-mnist");
        r.state = runs::runStateFromName(state);
        r.message = message;
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The listener is a client of its own on the bus, like a desktop's daemon.
        QDBusConnection bus =
            QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("listener"));
        QVERIFY2(bus.isConnected(), "no private session bus: run under tests/gui/with-session-bus");
        QVERIFY(bus.registerObject(QStringLiteral("/org/freedesktop/Notifications"), &m_listener,
                                   QDBusConnection::ExportAllSlots));
        QVERIFY(bus.registerService(QStringLiteral("org.freedesktop.Notifications")));
        QVERIFY(QDBusConnection::sessionBus().interface()->isServiceRegistered(
            QStringLiteral("org.freedesktop.Notifications")));
    }

    void init() { m_listener.seen.clear(); }

    void onePerEvent()
    {
        DesktopNotifier notifier;
        notifier.observe({run(1, QStringLiteral("PENDING")), run(2, QStringLiteral("RUNNING"))});
        notifier.observe({run(1, QStringLiteral("RUNNING")), run(2, QStringLiteral("RUNNING"))});
        notifier.observe({run(1, QStringLiteral("RUNNING")), run(2, QStringLiteral("RUNNING"))});
        notifier.observe({run(1, QStringLiteral("TIMEOUT"),
                              QStringLiteral("The job reached its time limit and was stopped.")),
                          run(2, QStringLiteral("COMPLETED"))});
        QTRY_COMPARE(m_listener.seen.size(), 3);
        QTest::qWait(200); // nothing more comes
        QCOMPARE(m_listener.seen.size(), 3);
        QCOMPARE(m_listener.seen[0].app, QStringLiteral("Slipway"));
        QCOMPARE(m_listener.seen[0].summary, QStringLiteral("Run 1 (train-mnist) started"));
        QStringList summaries;
        for (const auto &s : std::as_const(m_listener.seen)) {
            summaries << s.summary;
        }
        QVERIFY(summaries.contains(QStringLiteral("Run 1 (train-mnist) ended: TIMEOUT")));
        QVERIFY(summaries.contains(QStringLiteral("Run 2 (train-mnist) finished")));
        for (const auto &s : std::as_const(m_listener.seen)) {
            if (s.summary.endsWith(QLatin1String("TIMEOUT"))) {
                QVERIFY(s.body.contains(QStringLiteral("reached its time limit")));
            }
        }
        QCOMPARE(notifier.sent(), 3);
    }

    void failureCarriesLogLines()
    {
        const QList<RunEvent> events = runEvents(
            run(3, QStringLiteral("RUNNING")),
            run(3, QStringLiteral("FAILED"), QStringLiteral("The job script ended with an error.")),
            {QStringLiteral("Traceback (most recent call last):"),
             QStringLiteral("RuntimeError: CUDA out of memory <&>")});
        QCOMPARE(events.size(), 1);
        DesktopNotifier notifier;
        QVERIFY(notifier.notify(events.first()));
        QTRY_COMPARE(m_listener.seen.size(), 1);
        // The body is markup for the daemon: the log's own < & > arrive escaped.
        QVERIFY(m_listener.seen[0].body.contains(
            QStringLiteral("RuntimeError: CUDA out of memory &lt;&amp;&gt;")));
        QCOMPARE(events.first().line(),
                 QStringLiteral("run 3 job 1003 failed: The job script ended with an error."));
    }

    // A job the scheduler forgot before saying how it ended: "ended", with the log's last
    // lines, never reported as a failure.
    void endedHowUnknownIsNotAFailure()
    {
        const QList<RunEvent> events = runEvents(run(4, QStringLiteral("RUNNING")),
                                                 run(4, QStringLiteral("ENDED"),
                                                     QStringLiteral("Job 1004 has ended, but how "
                                                                    "is not known.")),
                                                 {QStringLiteral("epoch 10 done")});
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().kind, RunEventKind::Ended);
        QCOMPARE(events.first().title, QStringLiteral("Run 4 (train-mnist) ended"));
        QVERIFY(events.first().body.contains(QStringLiteral("epoch 10 done")));
        QCOMPARE(events.first().line(),
                 QStringLiteral("run 4 job 1004 ended: Job 1004 has ended, but how is not known."));
    }

    void kindsCanBeTurnedOff()
    {
        DesktopNotifier notifier;
        notifier.setEnabled(RunEventKind::Started, false);
        notifier.observe({run(4, QStringLiteral("PENDING"))});
        notifier.observe({run(4, QStringLiteral("RUNNING"))});
        notifier.observe({run(4, QStringLiteral("COMPLETED"))});
        QTRY_COMPARE(m_listener.seen.size(), 1);
        QTest::qWait(200);
        QCOMPARE(m_listener.seen.size(), 1);
        QCOMPARE(m_listener.seen[0].summary, QStringLiteral("Run 4 (train-mnist) finished"));
    }

    void idleAndForecastOnce()
    {
        DesktopNotifier notifier;
        RunEvent idle;
        idle.kind = RunEventKind::GpusIdle;
        idle.runId = 5;
        idle.title = QStringLiteral("The GPUs of run 5 are idle");
        notifier.observeEvent(idle);
        notifier.observeEvent(idle);
        RunEvent forecast = idle;
        forecast.kind = RunEventKind::ForecastMissesLimit;
        forecast.title = QStringLiteral("Run 5 will not finish before its time limit");
        notifier.observeEvent(forecast);
        QTRY_COMPARE(m_listener.seen.size(), 2);
        QTest::qWait(200);
        QCOMPARE(m_listener.seen.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestDesktopNotifier)
#include "tst_desktopnotifier.moc"
