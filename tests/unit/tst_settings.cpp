#include "common/settings.h"

#include <QFile>
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
