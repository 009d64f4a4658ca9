// Workspaces and quotas on the test cluster's login node, over Slipway's own SSH connection:
// allocate, list (with the expiry warning), extend (one extension used), a duration the tool
// shortens, errors in plain words, hostile names refused before anything runs; the quota
// reports of `lfs quota` and `diskusage_report` read from the cluster, and a project upload
// into a workspace that is checked against the quota first; the storage overview (home, project,
// scratch against the quota) that the Connections page and the Review step show.
#include "clustershell.h"
#include "common/shellquote.h"
#include "project/projectscanner.h"
#include "project/projectuploader.h"
#include "storage/quotareport.h"
#include "storage/storageoverview.h"
#include "storage/uploadroom.h"
#include "storage/workspaceservice.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using namespace slipway::storage;

Q_DECLARE_METATYPE(slipway::project::UploadResult)

class TstWorkspaceCluster : public QObject
{
    Q_OBJECT

    test::ClusterShell m_shell;
    std::unique_ptr<WorkspaceService> m_service;
    QString m_name;   // this run's workspace, unique on the shared cluster
    QString m_marker; // a file hostile names would create if they reached a shell

    template<typename T>
    T wait(QFuture<T> f)
    {
        return test::waitFor(std::move(f));
    }

    CommandResult run(const QString &command) { return m_shell.run(command); }

    std::optional<Workspace> find(const QString &id)
    {
        const WorkspaceListResult listed = wait(m_service->list());
        for (const Workspace &w : listed.workspaces) {
            if (w.id == id) {
                return w;
            }
        }
        return std::nullopt;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<project::UploadResult>();
        QString error;
        QVERIFY2(m_shell.open(&error), qPrintable(error));
        m_service = std::make_unique<WorkspaceService>(m_shell.runner());
        const QString tag = QString::number(QRandomGenerator::global()->generate(), 16);
        m_name = QStringLiteral("it-") + tag;
        m_marker = QStringLiteral("/tmp/slipway-ws-pwned-") + tag;
    }

    void cleanupTestCase()
    {
        if (m_shell.isOpen()) {
            run(QStringLiteral("ws_release %1; ws_release -F walrus %2; rm -f %3")
                    .arg(shellQuote(m_name), shellQuote(m_name + QStringLiteral("-long")),
                         shellQuote(m_marker)));
        }
    }

    void allocateListExtend()
    {
        const WorkspaceChangeResult made = wait(m_service->allocate(m_name, 2));
        QVERIFY2(made.error.isEmpty(), qPrintable(made.error));
        QVERIFY(made.outcome.created);
        QCOMPARE(made.outcome.daysLeft, 2);
        QVERIFY(made.message.contains(m_name));
        // The folder is there and belongs to the user.
        const CommandResult dir =
            run(QStringLiteral("test -d %1 -a -O %1").arg(shellQuote(made.outcome.path)));
        QVERIFY(dir.succeeded());

        const auto listed = find(m_name);
        QVERIFY(listed);
        QCOMPARE(listed->path, made.outcome.path);
        QCOMPARE(listed->filesystem, QStringLiteral("horse"));
        QVERIFY(listed->remainingHours >= 47 && listed->remainingHours <= 48);
        QCOMPARE(listed->expiryWarning(), QStringLiteral("expires in 2 days"));
        const int extensions = listed->extensionsLeft;
        QVERIFY(extensions > 0);

        // Again: the tool reuses it.
        const WorkspaceChangeResult again = wait(m_service->allocate(m_name, 2));
        QVERIFY(again.outcome.reused);
        QCOMPARE(again.outcome.path, made.outcome.path);

        const WorkspaceChangeResult extended = wait(m_service->extend(m_name, 20));
        QVERIFY2(extended.error.isEmpty(), qPrintable(extended.error));
        QVERIFY(extended.outcome.extended);
        QCOMPARE(extended.outcome.extensionsLeft, extensions - 1);
        const auto after = find(m_name);
        QVERIFY(after);
        QCOMPARE(after->extensionsLeft, extensions - 1);
        QVERIFY(after->remainingHours >= 19 * 24);
        QVERIFY(after->expiryWarning().isEmpty());
    }

    void longerThanAllowedIsShortened()
    {
        const QString name = m_name + QStringLiteral("-long");
        const WorkspaceChangeResult made =
            wait(m_service->allocate(name, 400, QStringLiteral("walrus")));
        QVERIFY2(made.error.isEmpty(), qPrintable(made.error));
        QCOMPARE(made.outcome.cappedToDays, 365);
        QVERIFY(made.message.contains(QStringLiteral("at most 365 days")));
        QVERIFY(made.outcome.path.contains(QStringLiteral("/walrus/")));
    }

    void errorsInPlainWords()
    {
        const WorkspaceChangeResult missing =
            wait(m_service->extend(m_name + QStringLiteral("-none"), 3));
        QCOMPARE(missing.error, QStringLiteral("There is no workspace of that name to extend."));
        const WorkspaceChangeResult nofs =
            wait(m_service->allocate(m_name, 3, QStringLiteral("nosuchfs")));
        QCOMPARE(nofs.error, QStringLiteral("The cluster has no workspace file system of that "
                                            "name."));
    }

    void hostileNamesNeverRun()
    {
        const QStringList names{QStringLiteral("$(touch %1)").arg(m_marker),
                                QStringLiteral("`touch %1`").arg(m_marker),
                                QStringLiteral("a; touch %1").arg(m_marker),
                                QStringLiteral("a\ntouch %1").arg(m_marker),
                                QStringLiteral("-x"),
                                QStringLiteral("a' b")};
        for (const QString &name : names) {
            const WorkspaceChangeResult r = wait(m_service->allocate(name, 2));
            QVERIFY2(r.error.contains(QStringLiteral("cannot name a workspace")),
                     qPrintable(r.error));
            QVERIFY(!r.error.contains(QLatin1Char('\n')));
            const WorkspaceChangeResult e = wait(m_service->extend(name, 2));
            QVERIFY(!e.error.isEmpty());
            const WorkspaceChangeResult f =
                wait(m_service->allocate(QStringLiteral("ok"), 2, name));
            QVERIFY(f.error.contains(QStringLiteral("file system")));
        }
        QVERIFY(run(QStringLiteral("test ! -e %1").arg(shellQuote(m_marker))).succeeded());
        QVERIFY(!find(QStringLiteral("x")));
    }

    void quotaReportsFromTheCluster()
    {
        const CommandResult lfs =
            run(QStringLiteral("cd && ") + uploadRoomCommand(QStringLiteral("lfs")) +
                QStringLiteral("du -sk --apparent-size . >/dev/null"));
        QVERIFY2(lfs.succeeded(), lfs.standardOutput.constData());
        const QuotaUsage viaLfs = quotaoutput::parseLfs(lfs.standardOutput);
        QVERIFY2(viaLfs.known, lfs.standardOutput.constData());
        QVERIFY(viaLfs.usedBytes > 0);
        QVERIFY(viaLfs.usedFiles > 0);
        // The stand-in's limits (tests/cluster/standins/usage_standin.py).
        QCOMPARE(viaLfs.limitBytes, 20LL * 1024 * 1024 * 1024);
        QCOMPARE(viaLfs.limitFiles, 200000);

        const CommandResult report =
            run(QStringLiteral("cd && ") + uploadRoomCommand(QStringLiteral("diskusage_report")));
        const QuotaUsage viaReport =
            quotaoutput::parseDiskusageReport(report.standardOutput, QStringLiteral("/home/x"));
        QVERIFY2(viaReport.known, report.standardOutput.constData());
        QCOMPARE(viaReport.where, QStringLiteral("/home"));
        QCOMPARE(viaReport.limitBytes, 20LL << 30);
        QCOMPARE(viaReport.limitFiles, 200000);

        // What does and does not fit, with df's figures for the same folder.
        QString summary;
        QVERIFY(uploadRoomRefusal(QStringLiteral("lfs"), lfs.standardOutput, QStringLiteral("/"),
                                  -1, -1, 1000, 10, &summary)
                    .isEmpty());
        QVERIFY2(summary.startsWith(QStringLiteral("You have ")), qPrintable(summary));
        const QString tooBig =
            uploadRoomRefusal(QStringLiteral("lfs"), lfs.standardOutput, QStringLiteral("/"), -1,
                              -1, viaLfs.freeBytes() + 1, 10, nullptr);
        QVERIFY2(tooBig.contains(QStringLiteral("under your quota")), qPrintable(tooBig));
        const QString tooMany =
            uploadRoomRefusal(QStringLiteral("lfs"), lfs.standardOutput, QStringLiteral("/"), -1,
                              -1, 1000, viaLfs.freeFiles(), nullptr);
        QVERIFY2(tooMany.contains(QStringLiteral("files")), qPrintable(tooMany));
        // A tool the cluster lacks tells nothing and refuses nothing.
        const CommandResult none =
            run(QStringLiteral("cd && ") + uploadRoomCommand(QStringLiteral("quota")) +
                QStringLiteral("true"));
        QVERIFY(uploadRoomRefusal(QStringLiteral("quota"), none.standardOutput, {}, -1, -1,
                                  1LL << 50, 1 << 30, nullptr)
                    .isEmpty());
    }

    void storageOverviewFromTheCluster_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::newRow("lfs") << QStringLiteral("lfs");
        QTest::newRow("diskusage_report") << QStringLiteral("diskusage_report");
        QTest::newRow("auto") << QStringLiteral("auto");
    }
    void storageOverviewFromTheCluster()
    {
        QFETCH(QString, tool);
        // Home and a project folder that exists (the workspace root), a scratch that does not,
        // and a hostile path that must stay a folder name.
        const CommandResult r = run(
            storageOverviewCommand(tool,
                                   QStringLiteral("$HOME/") + m_name + QStringLiteral("-$(touch ") +
                                       m_marker + QStringLiteral(")"),
                                   QStringLiteral("/var/tmp/slipway-cluster/ws")));
        QVERIFY2(r.succeeded(), r.standardError.constData());
        QVERIFY(!QFile::exists(m_marker));
        const QList<PlaceUsage> places = parseStorageOverview(r.standardOutput);
        QCOMPARE(places.size(), 3);
        const PlaceUsage &home = places.at(0);
        QCOMPARE(home.label, QStringLiteral("Home"));
        QVERIFY(home.found);
        QVERIFY(home.folder.startsWith(QLatin1Char('/')));
        QVERIFY2(home.quota.known, r.standardOutput.constData());
        // The stand-ins' limits (tests/cluster/standins/usage_standin.py): 20 GiB, 200,000 files.
        QCOMPARE(home.quota.limitBytes, 20LL << 30);
        QCOMPARE(home.quota.limitFiles, 200000);
        QVERIFY(home.quota.usedFiles > 0);
        QVERIFY(home.diskTotalBytes > 0);
        QVERIFY2(home.line().contains(QStringLiteral(" of 21 GB used (")), qPrintable(home.line()));
        QVERIFY2(home.line().contains(QStringLiteral(" of 200,000 files (")),
                 qPrintable(home.line()));
        QVERIFY(!home.isLow()); // the test user is far below the pretend limits
        QVERIFY(home.warning().isEmpty());
        QCOMPARE(places.at(1).label, QStringLiteral("Project"));
        QVERIFY(!places.at(1).found);
        QVERIFY(places.at(1).line().contains(QStringLiteral("does not exist")));
        QCOMPARE(places.at(2).label, QStringLiteral("Scratch"));
        QVERIFY(places.at(2).found);
    }

    void uploadIntoWorkspaceChecksQuota()
    {
        const auto ws = find(m_name);
        QVERIFY(ws);
        QTemporaryDir local;
        QFile file(local.filePath(QStringLiteral("train.py")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("print('hello')\n");
        file.close();
        const project::ProjectScan scan = project::ProjectScanner::scan({local.path()});
        QVERIFY(scan.ok());
        project::ProjectUploader uploader(m_shell.runner());
        QSignalSpy done(&uploader, &project::ProjectUploader::finished);
        project::UploadOptions options;
        options.remoteRoot = ws->path + QStringLiteral("/projects/demo");
        options.quotaTool = QStringLiteral("lfs");
        uploader.start(scan, options);
        QVERIFY(done.wait(120000));
        const auto result = done.first().first().value<project::UploadResult>();
        QVERIFY2(result.ok, qPrintable(result.error));
        QVERIFY2(result.space.contains(QStringLiteral("files left")), qPrintable(result.space));
        QVERIFY2(result.space.contains(QStringLiteral("your quota")), qPrintable(result.space));
        QVERIFY(run(QStringLiteral("test -f %1/train.py").arg(shellQuote(result.snapshotPath)))
                    .succeeded());
    }
};

QTEST_GUILESS_MAIN(TstWorkspaceCluster)
#include "tst_workspacecluster.moc"
