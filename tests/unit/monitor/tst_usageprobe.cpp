// The one-command usage sample: its command text (hostile ids and node names kept out, real
// bash syntax), the profile's GPU route and tool, Slurm node lists,
// sstat's answer as recorded on the test cluster, a whole answer split per job and node, and
// the idle-GPU watch.
#include "monitor/idlegpuwatch.h"
#include "monitor/nodelist.h"
#include "monitor/usageprobe.h"
#include "site/siteprofile.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway::monitor;

class TestUsageProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void durations()
    {
        QCOMPARE(parseDuration(QStringLiteral("00:00:09")).value_or(-1), 9.0);
        QCOMPARE(parseDuration(QStringLiteral("1-02:03:04")).value_or(-1), 93784.0);
        QCOMPARE(parseDuration(QStringLiteral("05:30.500")).value_or(-1), 330.5);
        QCOMPARE(parseDuration(QStringLiteral("00:00.002")).value_or(-1), 0.002);
        QVERIFY(!parseDuration(QStringLiteral("")).has_value());
        QVERIFY(!parseDuration(QStringLiteral("INVALID")).has_value());
        QVERIFY(!parseDuration(QStringLiteral("12")).has_value());
    }

    void memory()
    {
        QCOMPARE(parseMemory(QStringLiteral("205740K")).value_or(-1), Q_INT64_C(210677760));
        QCOMPARE(parseMemory(QStringLiteral("600M")).value_or(-1), Q_INT64_C(629145600));
        QCOMPARE(parseMemory(QStringLiteral("1.5G")).value_or(-1), Q_INT64_C(1610612736));
        QCOMPARE(parseMemory(QStringLiteral("512")).value_or(-1), Q_INT64_C(512));
        QVERIFY(!parseMemory(QStringLiteral("lots")).has_value());
        QVERIFY(!parseMemory(QStringLiteral("")).has_value());
    }

    void sstatRecorded()
    {
        QFile file(QStringLiteral(SLIPWAY_SOURCE_DIR "/tests/data/monitor/sstat-testcluster.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto jobs = UsageProbe::parseSstat(file.readAll());
        QCOMPARE(jobs.size(), 1);
        const JobUsage usage = jobs.value(QStringLiteral("2535"));
        QCOMPARE(usage.cpuSeconds, 9.0);
        QCOMPARE(usage.memoryBytes, Q_INT64_C(205740) * 1024);
    }

    void stepsAddUp()
    {
        const auto jobs = UsageProbe::parseSstat("7.extern|cpu=00:00:00,mem=1000K|\n"
                                                 "7.batch|cpu=00:01:00,mem=2000K|\n"
                                                 "7.0|cpu=00:02:00,mem=3000K|\n"
                                                 "8.batch|cpu=00:00:01,mem=10K|\n");
        QCOMPARE(jobs.size(), 2);
        QCOMPARE(jobs.value(QStringLiteral("7")).cpuSeconds, 180.0);
        QCOMPARE(jobs.value(QStringLiteral("7")).memoryBytes, Q_INT64_C(6000) * 1024);
    }

    void hostileIdsStayOut()
    {
        QVERIFY(UsageProbe::isValidJobId(QStringLiteral("123")));
        QVERIFY(UsageProbe::isValidJobId(QStringLiteral("123_4")));
        QVERIFY(UsageProbe::isValidJobId(QStringLiteral("123+1")));
        const QStringList hostile = {QStringLiteral("1;rm -rf ~"), QStringLiteral("$(id)"),
                                     QStringLiteral("1 2"),        QStringLiteral("`id`"),
                                     QStringLiteral("1\n2"),       QStringLiteral("'"),
                                     QStringLiteral("-1"),         QString()};
        UsageProbe probe;
        for (const QString &id : hostile) {
            QVERIFY2(!UsageProbe::isValidJobId(id), qPrintable(id));
            QVERIFY(probe.command({ProbeJob{id, 1, true}}).isEmpty());
        }
        const QString command = probe.command(
            {ProbeJob{QStringLiteral("$(id)"), 1, true}, ProbeJob{QStringLiteral("42"), 2, true}});
        QVERIFY(!command.contains(QStringLiteral("$(id)")));
        QVERIFY(command.contains(QStringLiteral("-j 42 ")));
        QVERIFY(command.contains(QStringLiteral("--jobid=42 --nodes=2 --ntasks=2")));
    }

    void commandIsValidBash_data()
    {
        QTest::addColumn<int>("tool");
        QTest::addColumn<int>("route");
        QTest::newRow("nvidia srun") << int(GpuTool::NvidiaSmi) << int(GpuRoute::Srun);
        QTest::newRow("nvidia ssh") << int(GpuTool::NvidiaSmi) << int(GpuRoute::Ssh);
        QTest::newRow("rocm srun") << int(GpuTool::RocmSmi) << int(GpuRoute::Srun);
        QTest::newRow("no gpu tool") << int(GpuTool::None) << int(GpuRoute::Srun);
    }
    void commandIsValidBash()
    {
        QFETCH(int, tool);
        QFETCH(int, route);
        const UsageProbe probe{GpuTool(tool), GpuRoute(route)};
        const QString command =
            probe.command({ProbeJob{QStringLiteral("1"), 1, false},
                           ProbeJob{QStringLiteral("2"), 3, true, QStringLiteral("n[1-3]")}});
        QVERIFY(!command.isEmpty());
        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("-n"), QStringLiteral("-c"), command});
        QVERIFY(bash.waitForFinished());
        QCOMPARE(bash.exitCode(), 0);
        // Job 1 has no GPUs; job 2's three nodes are reached by one srun or three ssh.
        const int expected =
            GpuTool(tool) == GpuTool::None ? 0 : (GpuRoute(route) == GpuRoute::Ssh ? 3 : 1);
        QCOMPARE(command.count(QStringLiteral("srun")) + command.count(QStringLiteral(" ssh ")),
                 expected);
    }

    void nodeListsExpand()
    {
        QStringList rejected;
        QCOMPARE(
            expandNodeList(QStringLiteral("gpu[01-03,07],login1"), &rejected),
            QStringList({QStringLiteral("gpu01"), QStringLiteral("gpu02"), QStringLiteral("gpu03"),
                         QStringLiteral("gpu07"), QStringLiteral("login1")}));
        QCOMPARE(expandNodeList(QStringLiteral("rack[1-2]-n[8-9]")),
                 QStringList({QStringLiteral("rack1-n8"), QStringLiteral("rack1-n9"),
                              QStringLiteral("rack2-n8"), QStringLiteral("rack2-n9")}));
        QCOMPARE(expandNodeList(QStringLiteral("swnode1")), QStringList{QStringLiteral("swnode1")});
        QVERIFY(expandNodeList(QStringLiteral("(null)")).isEmpty());
        QVERIFY(rejected.isEmpty());
        // A range too large for the limit is refused as a whole, not cut silently.
        QVERIFY(expandNodeList(QStringLiteral("n[1-100000]"), &rejected, 64).isEmpty());
        QCOMPARE(rejected.size(), 1);
    }

    void hostileNodeNamesStayOut_data()
    {
        QTest::addColumn<QString>("nodeList");
        QTest::newRow("command substitution") << QStringLiteral("$(touch /tmp/pwned)");
        QTest::newRow("backticks") << QStringLiteral("`id`");
        QTest::newRow("semicolon") << QStringLiteral("n1;reboot");
        QTest::newRow("option") << QStringLiteral("-oProxyCommand=sh");
        QTest::newRow("quote") << QStringLiteral("n1'x");
        QTest::newRow("space") << QStringLiteral("n1 n2");
        QTest::newRow("newline") << QStringLiteral("n1\n@@slipway-sstat");
        QTest::newRow("control") << QStringLiteral("n\x01");
        QTest::newRow("bracket garbage") << QStringLiteral("n[1-$(id)]");
        QTest::newRow("stray bracket") << QStringLiteral("n1]");
    }
    void hostileNodeNamesStayOut()
    {
        QFETCH(QString, nodeList);
        QStringList rejected;
        const QStringList nodes =
            expandNodeList(nodeList + QStringLiteral(",good-node.example.org"), &rejected);
        QCOMPARE(nodes, QStringList{QStringLiteral("good-node.example.org")});
        QVERIFY(!rejected.isEmpty());
        const UsageProbe probe(GpuTool::NvidiaSmi, GpuRoute::Ssh);
        const QString command = probe.command({ProbeJob{
            QStringLiteral("7"), 2, true, nodeList + QStringLiteral(",good-node.example.org")}});
        QCOMPARE(command.count(QStringLiteral(" ssh ")), 1);
        QVERIFY(command.contains(QStringLiteral(" ssh -o BatchMode=yes -o ConnectTimeout=10 "
                                                "good-node.example.org ")));
        // Run the command with stand-ins that print their arguments: the hostile name is
        // echoed as a plain message, never run, and no ssh gets it.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString &tool : {QStringLiteral("ssh"), QStringLiteral("sstat")}) {
            QFile f(dir.filePath(tool));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("#!/bin/sh\nprintf '%s|' \"$(basename \"$0\")\" \"$@\" >> \"$CALLS\"; echo >> "
                    "\"$CALLS\"\n");
            f.close();
            f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                             QFileDevice::ExeOwner);
        }
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"),
                   dir.path() + QStringLiteral(":") + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("CALLS"), dir.filePath(QStringLiteral("calls")));
        bash.setProcessEnvironment(env);
        bash.setWorkingDirectory(dir.path());
        bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), command});
        QVERIFY(bash.waitForFinished());
        QFile calls(dir.filePath(QStringLiteral("calls")));
        QVERIFY(calls.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = calls.readAll().split('\n');
        int sshCalls = 0;
        for (const QByteArray &line : lines) {
            if (line.startsWith("ssh|")) {
                ++sshCalls;
                QVERIFY2(line.contains("|good-node.example.org|"), line.constData());
            }
        }
        QCOMPARE(sshCalls, 1);
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/pwned")));
        const QByteArray out = bash.readAllStandardOutput();
        QVERIFY2(out.contains("A node was left out"), out.constData());
        // The answer's message lines become the job's GPU complaint, in plain words.
        const auto jobs = probe.parse("@@slipway-sstat\n7.batch|cpu=00:00:01,mem=10K|\n" +
                                          out.mid(out.indexOf("@@slipway-gpu")),
                                      QDateTime::currentDateTimeUtc());
        QVERIFY(jobs.value(QStringLiteral("7")).gpus.isEmpty());
    }

    void sshRouteNeedsNodes()
    {
        const UsageProbe probe(GpuTool::NvidiaSmi, GpuRoute::Ssh);
        const QString command = probe.command({ProbeJob{QStringLiteral("8"), 1, true}});
        QVERIFY(!command.contains(QStringLiteral(" ssh ")));
        QVERIFY(command.contains(QStringLiteral("not known yet")));
        // An ssh answer has no task labels: the host lines split it.
        const QByteArray answer = "@@slipway-sstat\n"
                                  "8.batch|cpu=00:00:01,mem=10K|\n"
                                  "@@slipway-gpu 8\n"
                                  "@@slipway-host gpu01\n"
                                  "0, NVIDIA H100 80GB HBM3, 97, 70000, 81559\n"
                                  "@@slipway-host gpu02\n"
                                  "0, NVIDIA H100 80GB HBM3, 95, 69000, 81559\n";
        const JobUsage usage =
            probe.parse(answer, QDateTime::currentDateTimeUtc()).value(QStringLiteral("8"));
        QCOMPARE(usage.gpus.size(), 2);
        QCOMPARE(usage.gpus.at(1).host, QStringLiteral("gpu02"));
        QCOMPARE(usage.gpus.at(1).utilisation, 95.0);
    }

    void profileChoosesRouteAndTool()
    {
        slipway::site::SiteProfile profile;
        QCOMPARE(UsageProbe::forProfile(profile).route(), GpuRoute::Srun);
        QCOMPARE(UsageProbe::forProfile(profile).tool(), GpuTool::NvidiaSmi);
        profile.gpuMonitorRoute = QStringLiteral("ssh");
        profile.gpuMonitorTool = QStringLiteral("rocm-smi");
        QCOMPARE(UsageProbe::forProfile(profile).route(), GpuRoute::Ssh);
        QCOMPARE(UsageProbe::forProfile(profile).tool(), GpuTool::RocmSmi);
    }

    void wholeAnswerSplitsPerJobAndNode()
    {
        // Two jobs: 10 on two nodes (srun --label numbers the tasks), 11 without GPUs.
        const QByteArray answer = "@@slipway-sstat\n"
                                  "10.batch|cpu=00:00:30,mem=1024K|\n"
                                  "10.0|cpu=00:01:30,mem=2048K|\n"
                                  "11.batch|cpu=00:00:05,mem=512K|\n"
                                  "@@slipway-gpu 10\n"
                                  "1: @@slipway-host node2\n"
                                  "0: @@slipway-host node1\n"
                                  "0: 0, NVIDIA H200, 100, 1395, 143771\n"
                                  "1: 0, NVIDIA H200, 4, 20, 143771\n"
                                  "1: 1, NVIDIA H200, 0, 0, 143771\n";
        const UsageProbe probe;
        const QDateTime when = QDateTime::currentDateTimeUtc();
        const auto jobs = probe.parse(answer, when);
        QCOMPARE(jobs.size(), 2);
        const JobUsage ten = jobs.value(QStringLiteral("10"));
        QCOMPARE(ten.when, when);
        QCOMPARE(ten.cpuSeconds, 120.0);
        QCOMPARE(ten.gpus.size(), 3);
        QVERIFY(ten.gpuError.isEmpty());
        int onNode1 = 0;
        for (const GpuUse &gpu : ten.gpus) {
            onNode1 += gpu.host == QLatin1String("node1") ? 1 : 0;
        }
        QCOMPARE(onNode1, 1);
        QCOMPARE(ten.maxGpuUtilisation(), 100.0);
        QCOMPARE(qRound(ten.meanGpuUtilisation()), 35);
        QVERIFY(jobs.value(QStringLiteral("11")).gpus.isEmpty());
    }

    void srunErrorBecomesPlainMessage()
    {
        const QByteArray answer = "@@slipway-sstat\n"
                                  "12.batch|cpu=00:00:01,mem=10K|\n"
                                  "@@slipway-gpu 12\n"
                                  "srun: error: Unable to create step for job 12: Job/step "
                                  "already completing or completed\n";
        const auto jobs = UsageProbe().parse(answer, QDateTime::currentDateTimeUtc());
        const JobUsage usage = jobs.value(QStringLiteral("12"));
        QVERIFY(usage.gpus.isEmpty());
        QVERIFY(usage.gpuError.contains(QStringLiteral("Unable to create step")));
    }

    void idleWatch()
    {
        IdleGpuWatch watch(10, 15);
        const QDateTime start = QDateTime::currentDateTimeUtc();
        auto sample = [&](int minute, double util) {
            JobUsage usage;
            usage.jobId = QStringLiteral("5");
            usage.when = start.addSecs(minute * 60);
            usage.gpus = {GpuUse{QString(), 0, QString(), util, 0, 0, false},
                          GpuUse{QString(), 1, QString(), util / 2, 0, 0, false}};
            return watch.add(usage);
        };
        QVERIFY(!sample(0, 50));
        QVERIFY(!sample(1, 3));   // idle from minute 1
        QVERIFY(!sample(15, 9));  // 14 minutes
        QVERIFY(sample(16, 0));   // 15 minutes: said once
        QVERIFY(!sample(30, 0));  // not again in the same stretch
        QVERIFY(!sample(31, 80)); // busy: the count starts again
        QVERIFY(!watch.idleSince(QStringLiteral("5")).isValid());
        QVERIFY(!sample(32, 1));
        QVERIFY(sample(47, 1));
        // A sample without GPU figures neither starts nor ends a stretch.
        JobUsage blind;
        blind.jobId = QStringLiteral("6");
        blind.when = start;
        QVERIFY(!watch.add(blind));
        QVERIFY(!watch.idleSince(QStringLiteral("6")).isValid());
    }
};

QTEST_GUILESS_MAIN(TestUsageProbe)
#include "tst_usageprobe.moc"
