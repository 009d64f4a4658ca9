// Quota reports of `lfs quota`, `quota -w` and `diskusage_report` in their real formats (Lustre
// operations manual; quota(1) from Debian's quota package; the Alliance's diskusage_report in
// its older and newer layouts), combined with df into the room left for an upload, and the
// plain-language summary and refusal built from it.
#include "storage/quotareport.h"

#include <QTest>

using namespace slipway::storage;

class TstQuotaReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lfs()
    {
        const QByteArray text =
            "Disk quotas for usr alice (uid 3001):\n"
            "     Filesystem  kbytes   quota   limit   grace   files   quota   limit   grace\n"
            "       /scratch  1048576       0 20971520       -   12345       0  200000       -\n";
        const QuotaUsage u = quotaoutput::parseLfs(text);
        QVERIFY(u.known);
        QCOMPARE(u.where, QStringLiteral("/scratch"));
        QCOMPARE(u.usedBytes, 1048576LL * 1024);
        QCOMPARE(u.limitBytes, 20971520LL * 1024);
        QCOMPARE(u.usedFiles, 12345);
        QCOMPARE(u.limitFiles, 200000);
        QCOMPARE(u.freeBytes(), (20971520LL - 1048576) * 1024);
        QCOMPARE(u.freeFiles(), 200000 - 12345);
    }

    void lfsLongNameHumanOverQuota()
    {
        // A long mount point stands alone; -h sizes; '*' marks a figure over its quota; a soft
        // quota below the hard limit is what counts; a grace period in d/h/m/s.
        const QByteArray text =
            "Disk quotas for usr bob (uid 500):\n"
            "     Filesystem    used   quota   limit   grace   files   quota   limit   grace\n"
            "/lustre/orion/proj-shared\n"
            "                  10.5G*     10G     20G 6d23h59m59s  100  0       0       -\n";
        const QuotaUsage u = quotaoutput::parseLfs(text);
        QVERIFY(u.known);
        QCOMPARE(u.where, QStringLiteral("/lustre/orion/proj-shared"));
        QCOMPARE(u.usedBytes, qint64(10.5 * 1024 * 1024 * 1024));
        QCOMPARE(u.limitBytes, 10LL * 1024 * 1024 * 1024);
        QCOMPARE(u.freeBytes(), 0);
        QCOMPARE(u.limitFiles, -1); // 0: no limit
        QCOMPARE(u.freeFiles(), -1);
    }

    void quotaTool()
    {
        const QByteArray text =
            "Disk quotas for user alice (uid 1000): \n"
            "     Filesystem  blocks   quota   limit   grace   files   quota   limit   grace\n"
            "      /dev/sda2  512000  1000000 1200000           4000   10000   12000        \n";
        const QuotaUsage u = quotaoutput::parseQuota(text);
        QVERIFY(u.known);
        QCOMPARE(u.limitBytes, 1000000LL * 1024);
        QCOMPARE(u.limitFiles, 10000);
        QCOMPARE(u.freeFiles(), 6000);
        // No quota set: quota prints nothing useful.
        QVERIFY(!quotaoutput::parseQuota("Disk quotas for user alice (uid 1000): none\n").known);
        QVERIFY(!quotaoutput::parseQuota("quota: Cannot open quotafile\n").known);
    }

    void diskusageReport()
    {
        const QByteArray newer = "                             Description                Space"
                                 "           # of files\n"
                                 "                   /home (user alice)        20GiB/  25GiB"
                                 "          208K/ 250K\n"
                                 "                /scratch (user alice)       148GiB/ 500GiB"
                                 "          418K/ 500K\n"
                                 "           /project (group def-alice)       4000k/1000G"
                                 "             60/500k\n";
        const QuotaUsage scratch =
            quotaoutput::parseDiskusageReport(newer, QStringLiteral("/scratch/alice/run"));
        QVERIFY(scratch.known);
        QCOMPARE(scratch.where, QStringLiteral("/scratch"));
        QCOMPARE(scratch.usedBytes, 148LL << 30);
        QCOMPARE(scratch.limitBytes, 500LL << 30);
        QCOMPARE(scratch.usedFiles, 418000);
        QCOMPARE(scratch.limitFiles, 500000);
        const QuotaUsage project =
            quotaoutput::parseDiskusageReport(newer, QStringLiteral("/project/def-alice"));
        QCOMPARE(project.usedBytes, 4000LL << 10);
        QCOMPARE(project.limitBytes, 1000LL << 30);
        QCOMPARE(project.usedFiles, 60);
        // A folder matching no row: the first (home).
        QCOMPARE(quotaoutput::parseDiskusageReport(newer, QStringLiteral("/tmp")).where,
                 QStringLiteral("/home"));
        QVERIFY(
            !quotaoutput::parseDiskusageReport("Traceback (most recent call last):\n", {}).known);
    }

    void toolNames()
    {
        QCOMPARE(quotaToolFromName(QStringLiteral("lfs")), QuotaTool::Lfs);
        QCOMPARE(quotaToolFromName(QString()), QuotaTool::None);
        QVERIFY(!quotaToolFromName(QStringLiteral("rm -rf")));
        for (QuotaTool t : {QuotaTool::Quota, QuotaTool::Lfs, QuotaTool::DiskusageReport}) {
            QCOMPARE(quotaToolFromName(quotaToolName(t)), t);
            QVERIFY(quotaCommand(t).endsWith(QStringLiteral("; ")));
        }
        QVERIFY(quotaCommand(QuotaTool::None).isEmpty());
    }

    void summaryAndRefusal()
    {
        SpaceLeft s;
        s.where = QStringLiteral("/scratch");
        s.diskBytes = 1200LL * 1000 * 1000 * 1000 * 1000; // 1.2 PB
        s.diskFiles = -1;
        s.quota = quotaoutput::parseLfs(
            "Disk quotas for usr alice (uid 3001):\n"
            "     Filesystem  kbytes   quota   limit   grace   files   quota   limit   grace\n"
            "       /scratch  1000000       0 4125000       -   188000       0  200000       -\n");
        QCOMPARE(s.freeBytes(), 3125000LL * 1024);
        QCOMPARE(s.freeFiles(), 12000);
        QCOMPARE(s.summary(), QStringLiteral("You have 3.2 GB and 12,000 files left in /scratch "
                                             "(your quota; the disk itself has 1.2 PB free)."));
        QVERIFY(s.refusal(1000000000, 500).isEmpty());
        const QString tooBig = s.refusal(4000000000LL, 10);
        QVERIFY(tooBig.contains(QStringLiteral("needs 4.0 GB")));
        QVERIFY(tooBig.contains(QStringLiteral("only 3.2 GB left in /scratch under your quota")));
        const QString tooMany = s.refusal(1000, 12000);
        QVERIFY(tooMany.contains(QStringLiteral("12,000 files")));
        QVERIFY(tooMany.contains(QStringLiteral("under your quota")));

        SpaceLeft diskOnly;
        diskOnly.where = QStringLiteral("/home");
        diskOnly.diskBytes = 5000;
        QVERIFY(diskOnly.refusal(10, 1).contains(QStringLiteral("only 5.0 kB left in /home.")));
        QVERIFY(SpaceLeft{}.summary().isEmpty());
        QVERIFY(SpaceLeft{}.refusal(1LL << 50, 1 << 30).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstQuotaReport)
#include "tst_quotareport.moc"
