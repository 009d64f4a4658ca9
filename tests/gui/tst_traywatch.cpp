// Keeping watch from a real system tray: the test owns org.kde.StatusNotifierWatcher on a
// private session bus (tests/gui/with-tray), as a desktop's tray does, so Qt's own
// QSystemTrayIcon finds a tray and registers Slipway's icon with it over D-Bus. Closing the
// window with "keep watching" on hides it and registers the icon; the status poll goes on; the
// tray's click (the item's Activate method, as a tray calls it) shows the window again.
#include "mainwindow.h"
#include "notify/traywatch.h"
#include "runs/runspage.h"

#include "common/settings.h"

#include <QAction>
#include <QApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QMutex>
#include <QSystemTrayIcon>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

using slipway::NotificationSettings;
using slipway::Settings;
using namespace slipway::ui;

// The desktop's side: records the icons registered with it. Lives on a thread of its own, so
// it answers Qt's blocking questions while the test's thread waits for the answer.
class TrayHost : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.kde.StatusNotifierWatcher")
    Q_PROPERTY(bool IsStatusNotifierHostRegistered READ hostRegistered)
    Q_PROPERTY(int ProtocolVersion READ protocolVersion)
    Q_PROPERTY(QStringList RegisteredStatusNotifierItems READ items)

public:
    bool hostRegistered() const { return true; }
    int protocolVersion() const { return 0; }
    QStringList items() const
    {
        QMutexLocker lock(&m_mutex);
        return m_items;
    }

public Q_SLOTS:
    void RegisterStatusNotifierItem(const QString &service)
    {
        QMutexLocker lock(&m_mutex);
        m_items << service;
    }
    void RegisterStatusNotifierHost(const QString &) {}

private:
    mutable QMutex m_mutex;
    QStringList m_items;
};

class TstTrayWatch : public QObject
{
    Q_OBJECT

    QThread m_thread;
    TrayHost *m_host = nullptr;
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QCOMPARE(QGuiApplication::platformName(), QStringLiteral("xcb"));
        m_host = new TrayHost;
        m_host->moveToThread(&m_thread);
        m_thread.start();
        QDBusConnection bus =
            QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("tray"));
        QVERIFY(bus.isConnected());
        QVERIFY(bus.registerObject(QStringLiteral("/StatusNotifierWatcher"), m_host,
                                   QDBusConnection::ExportAllSlots |
                                       QDBusConnection::ExportAllProperties));
        QVERIFY(bus.registerService(QStringLiteral("org.kde.StatusNotifierWatcher")));
    }

    void cleanupTestCase()
    {
        QDBusConnection::disconnectFromBus(QStringLiteral("tray"));
        m_thread.quit();
        m_thread.wait();
        delete m_host;
    }

    void closingHidesToTheTrayAndKeepsPolling()
    {
        QVERIFY(QSystemTrayIcon::isSystemTrayAvailable());
        QVERIFY(TrayWatch::available());
        Settings settings(m_dir.filePath(QStringLiteral("slipway.conf")));
        NotificationSettings n = settings.notificationSettings();
        n.keepWatchingWhenClosed = true;
        settings.setNotificationSettings(n);
        MainWindow window(settings, nullptr, m_dir.filePath(QStringLiteral("runs.sqlite")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *poll = window.runsPage()->findChild<QTimer *>(QStringLiteral("runsPollTimer"));
        QVERIFY(poll);
        QVERIFY(m_host->items().isEmpty());

        QVERIFY(!window.close());
        QVERIFY(!window.isVisible());
        QVERIFY(poll->isActive()); // the status poll goes on, and with it the notifications
        QVERIFY(!QApplication::quitOnLastWindowClosed());
        QVERIFY(window.trayWatch() && window.trayWatch()->isShown());
        QCOMPARE(QStringList({window.trayWatch()->showAction()->text(),
                              window.trayWatch()->quitAction()->text()}),
                 QStringList({QStringLiteral("Show Slipway"), QStringLiteral("Quit")}));
        // Slipway's icon is registered with the tray, by Qt, over the bus.
        QTRY_COMPARE_WITH_TIMEOUT(m_host->items().size(), 1, 10000);
        const QString item = m_host->items().first();
        // Qt names the item by the bus name of the connection it opened for the icon.
        QVERIFY2(item.startsWith(QLatin1Char(':')) ||
                     item.startsWith(QStringLiteral("org.kde.StatusNotifierItem-")),
                 qPrintable(item));

        // A click on the icon: the tray calls the item's Activate, and the window comes back.
        QDBusMessage click = QDBusMessage::createMethodCall(
            item, QStringLiteral("/StatusNotifierItem"),
            QStringLiteral("org.kde.StatusNotifierItem"), QStringLiteral("Activate"));
        click << 0 << 0;
        QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("tray"))
            .asyncCall(click);
        QTRY_VERIFY_WITH_TIMEOUT(window.isVisible(), 10000);
        QVERIFY(!window.trayWatch()->isShown());
        QVERIFY(QApplication::quitOnLastWindowClosed());

        // Shown on another page, the poll runs only while the Runs page shows; "Show Slipway" in
        // the icon's menu brings the window back too.
        window.showPage(QStringLiteral("plots"));
        QVERIFY(!poll->isActive());
        QVERIFY(!window.close());
        QVERIFY(poll->isActive());
        window.trayWatch()->showAction()->trigger();
        QVERIFY(window.isVisible());
        QVERIFY(!poll->isActive());

        // Closed again, then Quit from the tray's menu: the watch stops.
        QVERIFY(!window.close());
        QVERIFY(poll->isActive());
        window.trayWatch()->quitAction()->trigger();
        QVERIFY(!window.trayWatch()->isShown());
        QVERIFY(!poll->isActive());
        QVERIFY(QApplication::quitOnLastWindowClosed());
    }
};

QTEST_MAIN(TstTrayWatch)
#include "tst_traywatch.moc"
