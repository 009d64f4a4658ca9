// The storage overview (home, project, scratch against the quota): the answer read per place,
// the 10 % warning, plain lines, and the command run by bash here with hostile paths, which
// stay folder names.
#include "storage/storageoverview.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway::storage;

class TstStorageOverview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEachPlace()
    {
        // As the command prints it on a cluster with lfs (the table is the real layout).
        const QByteArray answer =
            "@@slipway-place Home\n"
            "@@slipway-folder /home/alice\n"
            "@@slipway-df /dev/sda1 41152736 30000000 11152736 73% /home\n"
            "@@slipway-inodes /dev/sda1 2621440 300000 2321440 12% /home\n"
            "@@slipway-tool lfs\n"
            "Disk quotas for usr alice (uid 1000):\n"
            "     Filesystem  kbytes   quota   limit   grace   files   quota   limit   grace\n"
            "              .  19500000  20971520 20971520       -  12000  200000  200000       -\n"
            "@@slipway-place Project\n"
            "@@slipway-missing\n"
            "@@slipway-place Scratch\n"
            "@@slipway-folder /scratch/alice\n"
            "@@slipway-df /dev/sdb1 1000000000 1000 999999000 1% /scratch\n"
            "@@slipway-inodes /dev/sdb1 0 0 0 - /scratch\n"
            "@@slipway-tool none\n";
        const QList<PlaceUsage> places = parseStorageOverview(answer);
        QCOMPARE(places.size(), 3);
        const PlaceUsage &home = places.at(0);
        QVERIFY(home.found);
        QCOMPARE(home.folder, QStringLiteral("/home/alice"));
        QCOMPARE(home.diskFreeBytes, 11152736LL * 1024);
        QCOMPARE(home.diskFreeFiles, 2321440);
        QVERIFY(home.quota.known);
        QCOMPARE(home.quota.usedBytes, 19500000LL * 1024);
        QCOMPARE(home.quota.limitFiles, 200000);
        // 1,471,520 kB of 20,971,520 kB left: 7 %, under 10 %.
        QVERIFY(home.isLow());
        QCOMPARE(home.line(),
                 QStringLiteral("Home (/home/alice): 20 GB of 21 GB used (93 %), 12,000 of "
                                "200,000 files (6 %); the disk has 11 GB free."));
        QVERIFY2(home.warning().startsWith(QStringLiteral("Only 7 % of your quota is left in Home "
                                                          "(/home/alice).")),
                 qPrintable(home.warning()));
        QVERIFY(!places.at(1).found);
        QCOMPARE(places.at(1).freeShare(), -1.0);
        QVERIFY(!places.at(1).isLow());
        const PlaceUsage &scratch = places.at(2);
        QVERIFY(!scratch.quota.known);
        QCOMPARE(scratch.diskFreeFiles, -1); // 0 inodes: no fixed limit
        QVERIFY(!scratch.isLow());
        QCOMPARE(scratch.line(), QStringLiteral("Scratch (/scratch/alice): no quota reported; the "
                                                "disk has 1.0 TB free."));
    }

    void filesCountToo()
    {
        PlaceUsage p;
        p.found = true;
        p.label = QStringLiteral("Home");
        p.folder = QStringLiteral("/home/bob");
        p.quota.known = true;
        p.quota.usedBytes = 1000;
        p.quota.limitBytes = 1000000;
        p.quota.usedFiles = 195000;
        p.quota.limitFiles = 200000;
        QVERIFY(p.isLow()); // bytes are fine, files are not
        QVERIFY(p.warning().contains(QStringLiteral("Only 3 % of your quota")));
    }

    void hostilePathsStayFolderNames_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("command substitution") << QStringLiteral("$HOME/p-$(touch MARK)");
        QTest::newRow("backticks") << QStringLiteral("/tmp/`touch MARK`");
        QTest::newRow("semicolon") << QStringLiteral("/tmp/x; touch MARK");
        QTest::newRow("quote") << QStringLiteral("/tmp/x'; touch MARK; echo '");
        QTest::newRow("newline") << QStringLiteral("/tmp/x\ntouch MARK");
        QTest::newRow("marker") << QStringLiteral("/tmp/x\n@@slipway-place Evil");
    }
    void hostilePathsStayFolderNames()
    {
        QFETCH(QString, path);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString mark = dir.filePath(QStringLiteral("pwned"));
        path.replace(QStringLiteral("MARK"), mark);
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), dir.path());
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"),
                   {QStringLiteral("-c"), storageOverviewCommand(QString(), path, path)});
        QVERIFY(bash.waitForFinished());
        QCOMPARE(bash.exitCode(), 0);
        QVERIFY(!QFile::exists(mark));
        const QList<PlaceUsage> places = parseStorageOverview(bash.readAllStandardOutput());
        QCOMPARE(places.size(), 3);
        QVERIFY(places.at(0).found);
        QCOMPARE(places.at(0).folder, QDir(dir.path()).canonicalPath());
        QVERIFY(places.at(0).diskTotalBytes > 0);
        QVERIFY(!places.at(1).found);
        QVERIFY(!places.at(2).found);
    }
};

QTEST_GUILESS_MAIN(TstStorageOverview)
#include "tst_storageoverview.moc"
