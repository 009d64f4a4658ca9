// Notifications and monitoring settings: the dialog shows what the settings file says, saves
// what the person chose to the same settings the Runs page and its notifier read, and is reached
// from the Runs page and the window's navigation column. Closing the window with "keep watching"
// on: where the desktop has no tray (the offscreen platform has none) Slipway asks before it
// quits and never hides. The tray itself: tst_traywatch.
#include "mainwindow.h"
#include "notify/desktopnotifier.h"
#include "notify/traywatch.h"
#include "runs/runspage.h"
#include "settings/notificationdialog.h"

#include "common/settings.h"
#include "monitor/runevents.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDeadlineTimer>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSystemTrayIcon>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using slipway::NotificationSettings;
using slipway::Settings;
using slipway::monitor::RunEventKind;
using namespace slipway::ui;

class TestNotificationDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsAndSavesTheSettings();
    void cancelChangesNothing();
    void unsavedChoicesAreNotKept();
    void reachedFromRunsPageAndNavigation();
    void closingWithoutTrayAsksFirst();

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString freshSettingsPath()
    {
        return m_dir.filePath(QStringLiteral("slipway-%1.conf").arg(++m_files));
    }
    QString runsPath() const { return m_dir.filePath(QStringLiteral("runs.sqlite")); }
    static QDialog *openDialog(QWidget *parent)
    {
        QDialog *dialog = nullptr;
        QDeadlineTimer deadline(5000);
        while (!deadline.hasExpired()) {
            dialog = parent->findChild<QDialog *>(QStringLiteral("notificationDialog"));
            if (dialog && dialog->isVisible()) {
                return dialog;
            }
            QTest::qWait(20);
        }
        return nullptr;
    }
};

void TestNotificationDialog::showsAndSavesTheSettings()
{
    const QString path = freshSettingsPath();
    {
        Settings settings(path);
        NotificationSettings n;
        n.mutedKinds = {QStringLiteral("started")};
        n.idleGpuPercent = 20;
        n.idleGpuMinutes = 45;
        settings.setNotificationSettings(n);
        QVERIFY(settings.sync());
    }
    Settings settings(path);
    NotificationDialog dialog(settings);
    dialog.show();
    const auto box = [&dialog](const char *name) {
        return dialog.findChild<QCheckBox *>(QLatin1String(name));
    };
    QVERIFY(!box("notify-started")->isChecked());
    for (const char *name :
         {"notify-ended", "notify-failed", "notify-forecast", "notify-gpus-idle"}) {
        QVERIFY2(box(name)->isChecked(), name);
    }
    auto *percent = dialog.findChild<QSpinBox *>(QStringLiteral("idleGpuPercent"));
    auto *minutes = dialog.findChild<QSpinBox *>(QStringLiteral("idleGpuMinutes"));
    QCOMPARE(percent->value(), 20);
    QCOMPARE(minutes->value(), 45);
    // Auto-cancel is off by default; its warning shows as soon as it is turned on.
    auto *warning = dialog.findChild<QLabel *>(QStringLiteral("autoCancelWarning"));
    QVERIFY(!box("autoCancelIdle")->isChecked());
    QVERIFY(!warning->isVisible());
    box("autoCancelIdle")->click();
    QVERIFY(warning->isVisible());
    QVERIFY(warning->text().contains(QStringLiteral("lost")));
    // No tray on the offscreen platform: the note says what closing will do instead.
    QVERIFY(!box("keepWatching")->isChecked());
    box("keepWatching")->click();
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("keepWatchingNote"))
                ->text()
                .contains(QStringLiteral("no system tray")));

    box("notify-started")->click();
    box("notify-failed")->click();
    box("notify-gpus-idle")->click();
    // A typed value past the range is not taken.
    percent->clear();
    QTest::keyClicks(percent, QStringLiteral("250"));
    minutes->setValue(5);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    Settings reread(path);
    const NotificationSettings saved = reread.notificationSettings();
    QCOMPARE(saved.mutedKinds,
             QStringList({QStringLiteral("failed"), QStringLiteral("gpus-idle")}));
    QVERIFY(saved.notifies(QStringLiteral("started")));
    QCOMPARE(saved.idleGpuPercent, 25.0); // the 0 that would make 250 was refused
    QCOMPARE(saved.idleGpuMinutes, 5);
    QVERIFY(saved.autoCancelIdleJobs);
    QVERIFY(saved.keepWatchingWhenClosed);
}

void TestNotificationDialog::cancelChangesNothing()
{
    const QString path = freshSettingsPath();
    Settings settings(path);
    NotificationDialog dialog(settings);
    dialog.show();
    dialog.findChild<QCheckBox *>(QStringLiteral("notify-ended"))->click();
    dialog.findChild<QCheckBox *>(QStringLiteral("autoCancelIdle"))->click();
    dialog.reject();
    const NotificationSettings n = Settings(path).notificationSettings();
    QVERIFY(n.mutedKinds.isEmpty());
    QVERIFY(!n.autoCancelIdleJobs);
    QCOMPARE(n.idleGpuMinutes, 15);
}

// A settings file that cannot be written (its folder is a file): the dialog stays open and
// says why, and the choices are not kept in memory for a later save to write.
void TestNotificationDialog::unsavedChoicesAreNotKept()
{
    const QString notAFolder = freshSettingsPath();
    {
        QFile file(notAFolder);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    Settings settings(notAFolder + QStringLiteral("/slipway.conf"));
    NotificationDialog dialog(settings);
    dialog.show();
    dialog.findChild<QCheckBox *>(QStringLiteral("notify-ended"))->click();
    dialog.accept();
    QVERIFY(dialog.isVisible());
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("notificationProblem"));
    QVERIFY(problem && problem->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("could not be saved")),
             qPrintable(problem->text()));
    QVERIFY(settings.notificationSettings().notifies(QStringLiteral("ended")));
    dialog.reject();
}

void TestNotificationDialog::reachedFromRunsPageAndNavigation()
{
    Settings settings(freshSettingsPath());
    MainWindow window(settings, nullptr, runsPath());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *notifier = window.runsPage()->findChild<DesktopNotifier *>();
    QVERIFY(notifier);
    QVERIFY(notifier->isEnabled(RunEventKind::Ended));

    // From the navigation column: mute "ends"; the Runs page's notifier follows at once.
    window.findChild<QPushButton *>(QStringLiteral("notificationsButton"))->click();
    QDialog *dialog = openDialog(&window);
    QVERIFY(dialog);
    dialog->findChild<QCheckBox *>(QStringLiteral("notify-ended"))->click();
    dialog->accept();
    QVERIFY(!notifier->isEnabled(RunEventKind::Ended));
    QVERIFY(notifier->isEnabled(RunEventKind::Failed));
    QCOMPARE(settings.notificationSettings().mutedKinds, QStringList{QStringLiteral("ended")});
    QTRY_VERIFY(!window.findChild<QDialog *>(QStringLiteral("notificationDialog")));

    // From the Runs page's own button: turn it back on.
    window.showPage(QStringLiteral("runs"));
    window.runsPage()->findChild<QPushButton *>(QStringLiteral("notificationSettings"))->click();
    dialog = openDialog(window.runsPage());
    QVERIFY(dialog);
    QVERIFY(!dialog->findChild<QCheckBox *>(QStringLiteral("notify-ended"))->isChecked());
    dialog->findChild<QCheckBox *>(QStringLiteral("notify-ended"))->click();
    dialog->accept();
    QVERIFY(notifier->isEnabled(RunEventKind::Ended));
}

void TestNotificationDialog::closingWithoutTrayAsksFirst()
{
    QVERIFY(!QSystemTrayIcon::isSystemTrayAvailable()); // the offscreen platform has no tray
    QVERIFY(!TrayWatch::available());
    Settings settings(freshSettingsPath());
    {
        // Off (the default): closing quits without a question.
        MainWindow window(settings, nullptr, runsPath());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.close());
        QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("quitStopsWatchingDialog")));
    }
    NotificationSettings n = settings.notificationSettings();
    n.keepWatchingWhenClosed = true;
    settings.setNotificationSettings(n);

    MainWindow window(settings, nullptr, runsPath());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.close());
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("quitStopsWatchingDialog"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("no system tray")));
    QVERIFY(box->text().contains(QStringLiteral("no notifications")));
    QVERIFY(window.isVisible()); // never hidden without a tray to come back from
    QVERIFY(!window.close());    // closing again while it asks: the same question, not a second
    QCOMPARE(window.findChildren<QMessageBox *>(QStringLiteral("quitStopsWatchingDialog")).size(),
             1);
    QVERIFY(!window.trayWatch());
    box->findChild<QPushButton *>(QStringLiteral("keepWindowOpen"))->click();
    QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("quitStopsWatchingDialog")));
    QVERIFY(window.isVisible());

    QVERIFY(!window.close());
    box = window.findChild<QMessageBox *>(QStringLiteral("quitStopsWatchingDialog"));
    QTRY_VERIFY(box && box->isVisible());
    box->findChild<QPushButton *>(QStringLiteral("quitAnyway"))->click();
    QTRY_VERIFY(!window.isVisible());
    QVERIFY(!window.trayWatch());
}

QTEST_MAIN(TestNotificationDialog)
#include "tst_notificationdialog.moc"
