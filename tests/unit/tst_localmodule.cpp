#include "local/localengine.h"
#include "localbridge/localmodule.h"
#include "testpaths.h"

#include <QFile>
#include <QLibraryInfo>
#include <QTemporaryDir>
#include <QTest>

using slipway::localbridge::LocalModule;
using slipway::localbridge::LocalModuleStatus;

class TestLocalModule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void missingModuleIsExplained();
    void garbageFileIsRefused();
    void foreignLibraryIsIncompatible();
    void realModuleLoadsAndComputes();
    void loadAsyncGivesSameResult();
};

static QString builtModule()
{
    return slipway::test::binaryDir() + QStringLiteral("/lib/") + LocalModule::moduleFileName();
}

void TestLocalModule::missingModuleIsExplained()
{
    LocalModule module({QStringLiteral("/nonexistent/a/slipway_local.so"),
                        QStringLiteral("/nonexistent/b/slipway_local.so")});
    QCOMPARE(module.status().state, LocalModuleStatus::State::NotLoaded);
    const LocalModuleStatus status = module.load();
    QCOMPARE(status.state, LocalModuleStatus::State::Missing);
    QVERIFY(status.message.contains(QStringLiteral("/nonexistent/a/slipway_local.so")));
    QVERIFY(status.message.contains(QStringLiteral("/nonexistent/b/slipway_local.so")));
    QVERIFY(status.message.contains(QStringLiteral("Everything else works")));
    QCOMPARE(module.engine(), nullptr);
    QVERIFY(!module.selfCheck().ran);
}

void TestLocalModule::garbageFileIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slipway_local.so"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("this is not an ELF file\n");
    file.close();
    LocalModule module({path});
    const LocalModuleStatus status = module.load();
    QCOMPARE(status.state, LocalModuleStatus::State::Broken);
    QCOMPARE(status.path, path);
    QVERIFY2(status.message.contains(path), qPrintable(status.message));
    QCOMPARE(module.engine(), nullptr);
}

void TestLocalModule::foreignLibraryIsIncompatible()
{
    // A real shared library that is not our module: Qt's own Network library.
    const QString foreign =
        QLibraryInfo::path(QLibraryInfo::LibrariesPath) + QStringLiteral("/libQt6Network.so.6");
    QVERIFY2(QFile::exists(foreign), qPrintable(foreign));
    LocalModule module({foreign});
    const LocalModuleStatus status = module.load();
    QCOMPARE(status.state, LocalModuleStatus::State::Incompatible);
    QVERIFY2(status.message.contains(QStringLiteral("not a Slipway LibTorch module")),
             qPrintable(status.message));
}

void TestLocalModule::realModuleLoadsAndComputes()
{
    QVERIFY2(QFile::exists(builtModule()), qPrintable(builtModule()));
    LocalModule module({QStringLiteral("/nonexistent/slipway_local.so"), builtModule()});
    const LocalModuleStatus status = module.load();
    QVERIFY2(status.isLoaded(), qPrintable(status.message));
    QCOMPARE(status.path, builtModule());
    QVERIFY2(status.libtorchVersion.startsWith(QStringLiteral("1.13")),
             qPrintable(status.libtorchVersion));
    QVERIFY(status.intraOpThreads >= 1);
    QVERIFY(module.engine() != nullptr);

    const slipway::local::SelfCheckResult check = module.engine()->selfCheck();
    QVERIFY2(check.ok, check.message.c_str());
    QVERIFY(QString::fromStdString(check.message).contains(QStringLiteral("sum 134")));
    QVERIFY(QString::fromStdString(check.message).contains(QStringLiteral("gradient 36")));
    // The same check through the bridge, as the UI and the CLI run it.
    const slipway::localbridge::LocalSelfCheck bridged = module.selfCheck();
    QVERIFY(bridged.ran);
    QVERIFY2(bridged.ok, qPrintable(bridged.message));
    QCOMPARE(bridged.message, QString::fromStdString(check.message));

    // A second load answers from the first.
    QCOMPARE(module.load().path, status.path);
}

void TestLocalModule::loadAsyncGivesSameResult()
{
    LocalModule module({builtModule()});
    QFuture<LocalModuleStatus> future = module.loadAsync();
    future.waitForFinished();
    QVERIFY2(future.result().isLoaded(), qPrintable(future.result().message));
    QCOMPARE(module.status().state, LocalModuleStatus::State::Loaded);
}

QTEST_GUILESS_MAIN(TestLocalModule)
#include "tst_localmodule.moc"
