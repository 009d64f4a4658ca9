#include "common/settings.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using slipway::Settings;

class TestSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newFileGetsCurrentVersionAndDefaults();
    void valuesSurviveReopening();
    void newerFileIsReadButNeverRewritten();
    void unwritableFileReportsError();
    void notificationSettings();
};

void TestSettings::newFileGetsCurrentVersionAndDefaults()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slipway.conf"));
    {
        Settings settings(path);
        QCOMPARE(settings.fileVersion(), 0);
        QVERIFY(!settings.isReadOnly());
        QCOMPARE(settings.lastPage(), QStringLiteral("runs"));
        QVERIFY(settings.mainWindowGeometry().isEmpty());
        QVERIFY(settings.sync());
    }
    Settings reopened(path);
    QCOMPARE(reopened.fileVersion(), Settings::kCurrentVersion);
}

void TestSettings::notificationSettings()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slipway.conf"));
    {
        Settings settings(path);
        // Defaults: everything notifies, 10 % for 15 minutes, nothing cancelled, no tray.
        const slipway::NotificationSettings n = settings.notificationSettings();
        QVERIFY(n.notifies(QStringLiteral("failed")));
        QCOMPARE(n.idleGpuPercent, 10.0);
        QCOMPARE(n.idleGpuMinutes, 15);
        QVERIFY(!n.autoCancelIdleJobs);
        QVERIFY(!n.keepWatchingWhenClosed);
        slipway::NotificationSettings changed = n;
        changed.mutedKinds = {QStringLiteral("started")};
        changed.idleGpuPercent = 5;
        changed.idleGpuMinutes = 30;
        changed.autoCancelIdleJobs = true;
        changed.keepWatchingWhenClosed = true;
        settings.setNotificationSettings(changed);
        QVERIFY(settings.sync());
    }
    {
        Settings settings(path);
        const slipway::NotificationSettings n = settings.notificationSettings();
        QVERIFY(!n.notifies(QStringLiteral("started")));
        QVERIFY(n.notifies(QStringLiteral("ended")));
        QCOMPARE(n.idleGpuPercent, 5.0);
        QCOMPARE(n.idleGpuMinutes, 30);
        QVERIFY(n.autoCancelIdleJobs);
        QVERIFY(n.keepWatchingWhenClosed);
    }
    // A hand-edited file with values out of range or of the wrong type.
    {
        QSettings raw(path, QSettings::IniFormat);
        raw.setValue(QStringLiteral("notifications/idleGpuPercent"), 250);
        raw.setValue(QStringLiteral("notifications/idleGpuMinutes"), QStringLiteral("soon"));
    }
    Settings settings(path);
    QCOMPARE(settings.notificationSettings().idleGpuPercent, 100.0);
    QCOMPARE(settings.notificationSettings().idleGpuMinutes, 15);
}

void TestSettings::valuesSurviveReopening()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slipway.conf"));
    const QByteArray geometry("\x01\x02\x00\xffgeometry", 12);
    {
        Settings settings(path);
        settings.setLastPage(QStringLiteral("plots"));
        settings.setMainWindowGeometry(geometry);
        settings.setLocalModulePath(QStringLiteral("/opt/with space/é/slipway_local.so"));
        settings.setTensorBoardSetup(QStringLiteral("alice@login.example.org:2222"),
                                     QStringLiteral("module load TensorBoard && echo 'ok'"));
        settings.setTensorBoardSetup(QStringLiteral("my/cluster"), QStringLiteral("x"));
        settings.setTensorBoardSetup(QStringLiteral("my/cluster"), QString()); // forgotten
        settings.setResultsFolder(QStringLiteral("slipway-test:~/p/snap 1/\"$(id)\""),
                                  QStringLiteral("/home/me/Downloads/Slipway/mnist-cnn-3"));
        QVERIFY(settings.sync());
    }
    Settings settings(path);
    QCOMPARE(settings.lastPage(), QStringLiteral("plots"));
    QCOMPARE(settings.mainWindowGeometry(), geometry);
    QCOMPARE(settings.localModulePath(), QStringLiteral("/opt/with space/é/slipway_local.so"));
    QCOMPARE(settings.tensorBoardSetup(QStringLiteral("alice@login.example.org:2222")),
             QStringLiteral("module load TensorBoard && echo 'ok'"));
    QCOMPARE(settings.tensorBoardSetup(QStringLiteral("my/cluster")), QString());
    QCOMPARE(settings.tensorBoardSetup(QStringLiteral("elsewhere")), QString());
    QCOMPARE(settings.resultsFolder(QStringLiteral("slipway-test:~/p/snap 1/\"$(id)\"")),
             QStringLiteral("/home/me/Downloads/Slipway/mnist-cnn-3"));
    QCOMPARE(settings.resultsFolder(QStringLiteral("slipway-test:~/p/snap 2")), QString());
}

void TestSettings::newerFileIsReadButNeverRewritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slipway.conf"));
    const QByteArray original = "[General]\nsettingsVersion=99\nfutureKey=kept\n\n"
                                "[ui]\nlastPage=local\n";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(original);
    }
    {
        Settings settings(path);
        QCOMPARE(settings.fileVersion(), 99);
        QVERIFY(settings.isReadOnly());
        QCOMPARE(settings.lastPage(), QStringLiteral("local"));
        settings.setLastPage(QStringLiteral("plots"));
        QString error;
        QVERIFY(!settings.sync(&error));
        QVERIFY2(error.contains(QStringLiteral("newer Slipway")), qPrintable(error));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), original);
}

void TestSettings::unwritableFileReportsError()
{
    QTemporaryDir dir;
    // A path below a regular file can never be created, even by root.
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    Settings settings(dir.filePath(QStringLiteral("file/slipway.conf")));
    settings.setLastPage(QStringLiteral("plots"));
    QString error;
    QVERIFY(!settings.sync(&error));
    QVERIFY2(error.contains(QStringLiteral("Cannot write")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
