// The storage part of site profiles that says where projects go: hpc-workspace file systems,
// the quota tool, scratch and project folders; read from the built-in profiles, and bad values
// refused with the field named.
#include "site/profileparser.h"
#include "site/profileregistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace slipway;

namespace {

QByteArray testClusterWithStorage(const QJsonObject &extra)
{
    const site::ProfileRegistry registry; // makes the built-in profiles' resources available
    QFile file(QStringLiteral(":/site-profiles/test-cluster.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QJsonObject storage = root.value(QStringLiteral("storage")).toObject();
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        storage.insert(it.key(), it.value());
    }
    root.insert(QStringLiteral("storage"), storage);
    return QJsonDocument(root).toJson();
}

} // namespace

class TstStorageProfile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtIn()
    {
        const site::ProfileRegistry registry;
        QVERIFY2(registry.errors().isEmpty(), qPrintable(registry.errors().join(u'\n')));
        const site::SiteProfile *alpha = registry.find(QStringLiteral("zih-alpha"));
        QVERIFY(alpha);
        QCOMPARE(alpha->workspaceTool, QStringLiteral("hpc-workspace"));
        QCOMPARE(alpha->workspaceFilesystems.size(), 2);
        QCOMPARE(alpha->workspaceFilesystems[0].name, QStringLiteral("horse"));
        QCOMPARE(alpha->workspaceFilesystems[0].maxDays, 100);
        QCOMPARE(alpha->workspaceFilesystems[0].extensions, 10);
        const site::SiteProfile *capella = registry.find(QStringLiteral("zih-capella"));
        QCOMPARE(capella->workspaceFilesystems[0].name, QStringLiteral("cat"));
        QCOMPARE(capella->workspaceFilesystems[0].maxDays, 30);
        const site::SiteProfile *fir = registry.find(QStringLiteral("alliance-fir"));
        QCOMPARE(fir->quotaTool, QStringLiteral("diskusage_report"));
        QCOMPARE(fir->scratchPath, QStringLiteral("$SCRATCH"));
        QVERIFY(fir->workspaceTool.isEmpty());
        const site::SiteProfile *ws = registry.find(QStringLiteral("test-cluster-ws"));
        QCOMPARE(ws->workspaceTool, QStringLiteral("hpc-workspace"));
        QCOMPARE(ws->quotaTool, QStringLiteral("lfs"));
        // The plain test cluster stays as it was.
        const site::SiteProfile *plain = registry.find(QStringLiteral("test-cluster"));
        QVERIFY(plain->workspaceTool.isEmpty());
        QVERIFY(plain->quotaTool.isEmpty());
    }

    void badValues_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("quota tool")
            << testClusterWithStorage({{QStringLiteral("quota_tool"), QStringLiteral("rm -rf ~")}})
            << QStringLiteral("storage.quota_tool");
        QTest::newRow("scratch option")
            << testClusterWithStorage({{QStringLiteral("scratch_path"), QStringLiteral("-rf")}})
            << QStringLiteral("storage.scratch_path");
        QTest::newRow("tool") << testClusterWithStorage({{QStringLiteral("workspaces"),
                                                          QJsonObject{{QStringLiteral("tool"),
                                                                       QStringLiteral("beegfs")}}}})
                              << QStringLiteral("storage.workspaces.tool");
        QTest::newRow("fs name")
            << testClusterWithStorage(
                   {{QStringLiteral("workspaces"),
                     QJsonObject{
                         {QStringLiteral("tool"), QStringLiteral("hpc-workspace")},
                         {QStringLiteral("filesystems"),
                          QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("a;b")},
                                                 {QStringLiteral("max_days"), 3}}}}}}})
            << QStringLiteral("storage.workspaces.filesystems[0].name");
        QTest::newRow("days")
            << testClusterWithStorage(
                   {{QStringLiteral("workspaces"),
                     QJsonObject{
                         {QStringLiteral("tool"), QStringLiteral("hpc-workspace")},
                         {QStringLiteral("filesystems"),
                          QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("x")},
                                                 {QStringLiteral("max_days"), 0}}}}}}})
            << QStringLiteral("storage.workspaces.filesystems[0].max_days");
    }

    void badValues()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QVERIFY(!json.isEmpty());
        QStringList errors;
        const auto profile =
            site::ProfileParser::parse(json, QStringLiteral("test-cluster.json"), &errors);
        QVERIFY(!profile);
        QVERIFY2(errors.join(u'\n').contains(field), qPrintable(errors.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TstStorageProfile)
#include "tst_storageprofile.moc"
