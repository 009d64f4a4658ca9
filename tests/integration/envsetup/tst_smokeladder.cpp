// The smoke ladder against the test cluster: `slipwayctl ladder` runs a project (in a folder
// whose name is hostile) for a few steps on this computer, in one debug job and in a two-rank
// DDP job on the two-node partition, and turns the measured step time and memory into a time
// limit and memory for the full run; a rung can be skipped; Cancel ends the rung's job with
// scancel.

#include "compose/jobspec.h"
#include "envsetup/smokeladder.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "testcluster.h"
#include "testpaths.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace slipway;
using namespace slipway::compose;
using namespace slipway::envsetup;
using namespace slipway::site;

namespace {

// Honours SLIPWAY_SMOKE_STEPS as the gallery's examples do, so every rank stops at the same step;
// two ranks all-reduce over gloo.
const QByteArray kTrain = R"(import os, sys, time
import torch
import torch.distributed as dist
world = int(os.environ.get("WORLD_SIZE", "1"))
if world > 1:
    dist.init_process_group("gloo")
steps = int(os.environ.get("SLIPWAY_SMOKE_STEPS", "100000"))
x = torch.ones(4)
for step in range(1, steps + 1):
    time.sleep(0.05)
    if world > 1:
        dist.all_reduce(x)
    print("rank %d of %d: step %d loss %.3f" % (int(os.environ.get("RANK", "0")), world, step,
                                                 1.0 / step), flush=True)
if world > 1:
    dist.destroy_process_group()
)";

} // namespace

class TestSmokeLadder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_cluster = test::TestCluster::load(&error);
        if (!m_cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        m_pool = std::make_unique<ssh::ConnectionPool>(nullptr);
        m_runner = m_pool->runner(m_cluster.alias(), m_cluster.config(), &error);
        QVERIFY2(m_runner, qPrintable(error));
        m_unique = QStringLiteral("ladder-it-%1-%2")
                       .arg(QDateTime::currentMSecsSinceEpoch())
                       .arg(QRandomGenerator::global()->bounded(100000));
        m_marker = QString::number(QRandomGenerator::global()->bounded(1000000));
        m_hostile =
            QStringLiteral("it's $(touch PWNED1-%1) `touch PWNED2-%1` \"x\"; ü").arg(m_marker);
        const SiteProfile *profile = m_registry.find(QStringLiteral("test-cluster"));
        QVERIFY(profile);
        m_profile = *profile;
    }

    void cleanupTestCase()
    {
        if (m_runner) {
            remote(QStringLiteral("rm -rf ~/%1").arg(m_unique));
        }
    }

    void everyRungRunsAndMeasures()
    {
        const QString project = m_local.filePath(m_hostile);
        QVERIFY(QDir().mkpath(project));
        QFile train(QDir(project).filePath(QStringLiteral("train.py")));
        QVERIFY(train.open(QIODevice::WriteOnly));
        train.write(kTrain);
        train.close();
        QJsonObject spec = baseSpec().toJson();
        const QString specPath = m_local.filePath(QStringLiteral("spec.json"));
        writeJson(specPath, spec);
        const QString written = m_local.filePath(QStringLiteral("full.json"));
        const Result r = ladder(
            {QStringLiteral("--spec"), specPath, QStringLiteral("--project"), project,
             QStringLiteral("--project-remote"), QStringLiteral("~/%1/").arg(m_unique) + m_hostile,
             QStringLiteral("--python"), QStringLiteral("/usr/bin/python3"),
             QStringLiteral("--full-steps"), QStringLiteral("1000"), QStringLiteral("--write-spec"),
             written, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray rungs = o.value(QStringLiteral("rungs")).toArray();
        QCOMPARE(rungs.size(), 3);
        const QStringList names{QStringLiteral("local"), QStringLiteral("debug"),
                                QStringLiteral("ddp")};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject rung = rungs.at(i).toObject();
            QCOMPARE(rung.value(QStringLiteral("rung")).toString(), names.at(i));
            QVERIFY2(rung.value(QStringLiteral("status")).toString() == QLatin1String("passed"),
                     qPrintable(r.out));
            QCOMPARE(rung.value(QStringLiteral("steps")).toInt(), 5);
            // Steps sleep 50 ms each.
            QVERIFY2(rung.value(QStringLiteral("step_seconds")).toDouble() >= 0.04,
                     qPrintable(r.out));
            QVERIFY(rung.value(QStringLiteral("peak_memory_mb")).toDouble() > 10);
            QVERIFY(rung.value(QStringLiteral("seconds")).toDouble() > 0);
            QCOMPARE(rung.value(QStringLiteral("job_id")).toString().isEmpty(), i == 0);
        }
        // A DDP project runs as two ranks under torchrun on this computer too.
        QVERIFY2(rungs.at(0)
                     .toObject()
                     .value(QStringLiteral("summary"))
                     .toString()
                     .contains(u"two ranks"),
                 qPrintable(r.out));
        // The DDP rung ran two ranks on the two nodes; the log shows both.
        const QString ddpJob = rungs.at(2).toObject().value(QStringLiteral("job_id")).toString();
        const QByteArray nodes =
            remote(QStringLiteral("sacct -X -n -P -j %1 -o NNodes").arg(ddpJob)).standardOutput;
        QCOMPARE(nodes.trimmed(), QByteArray("2"));
        const QByteArray ranks =
            remote(QStringLiteral("cat %1/slipway-ladder/*/ladder-%2.out | grep -c 'of 2: step 5'")
                       .arg(shellWord(o.value(QStringLiteral("snapshot")).toString()), ddpJob))
                .standardOutput;
        QCOMPARE(ranks.trimmed(), QByteArray("2"));
        // The full run's resources from what was measured, with the reason stated.
        const QJsonObject suggested = o.value(QStringLiteral("suggested")).toObject();
        const QString time = suggested.value(QStringLiteral("time")).toString();
        QVERIFY2(QRegularExpression(QStringLiteral("^00:1\\d:\\d\\d$")).match(time).hasMatch(),
                 qPrintable(time));
        QVERIFY(suggested.value(QStringLiteral("notes"))
                    .toArray()
                    .first()
                    .toString()
                    .contains(u"1000 steps"));
        QFile full(written);
        QVERIFY(full.open(QIODevice::ReadOnly));
        const QJsonObject fullSpec = QJsonDocument::fromJson(full.readAll()).object();
        QCOMPARE(fullSpec.value(QStringLiteral("time")).toString(), time);
        QCOMPARE(fullSpec.value(QStringLiteral("mem")).toString(),
                 suggested.value(QStringLiteral("mem")).toString());
        QCOMPARE(
            remote(QStringLiteral("find ~ -maxdepth 5 -name 'PWNED?-%1' | wc -l").arg(m_marker))
                .standardOutput.trimmed(),
            QByteArray("0"));
        QVERIFY(!QFile::exists(m_local.filePath(QStringLiteral("PWNED1-") + m_marker)));
    }

    void unknownRungIsRefused()
    {
        const Result r = ladder({QStringLiteral("--spec"), QStringLiteral("x.json"),
                                 QStringLiteral("--skip"), QStringLiteral("local,$(id)")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"\"$(id)\" is not a rung; the rungs are local, debug and ddp"),
                 qPrintable(r.err));
    }

    // Skipped rungs say so; Cancel during the debug job stops it with scancel.
    void skipAndCancel()
    {
        QVERIFY(remote(QStringLiteral("mkdir -p ~/%1/plain && cd ~/%1/plain && "
                                      "printf 'import time\\ntime.sleep(600)\\n' > train.py")
                           .arg(m_unique))
                    .succeeded());
        LadderRequest request;
        request.spec = baseSpec();
        request.spec.parallelism = QStringLiteral("cpu");
        request.spec.partition.clear();
        request.spec.gpusPerNode = 0;
        request.spec.nodes = 1;
        request.spec.workdir = QStringLiteral("~/%1/plain").arg(m_unique);
        request.profile = m_profile;
        request.skip = {LadderRung::Kind::Local};
        SmokeLadder ladder(m_runner);
        ladder.setPollInterval(1000);
        connect(&ladder, &SmokeLadder::jobSubmitted, &ladder, &SmokeLadder::cancel);
        QSignalSpy submitted(&ladder, &SmokeLadder::jobSubmitted);
        QFuture<LadderReport> future = ladder.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 120000);
        const LadderReport report = future.result();
        QCOMPARE(report.rungs.size(), 3);
        QCOMPARE(report.rungs.at(0).status, LadderRung::Status::Skipped);
        QVERIFY(report.rungs.at(0).summary.contains(u"as asked"));
        QCOMPARE(report.rungs.at(1).status, LadderRung::Status::Cancelled);
        QCOMPARE(report.rungs.at(2).status, LadderRung::Status::Cancelled);
        QVERIFY(!report.passed());
        QCOMPARE(submitted.size(), 1);
        const QString id = submitted.first().first().toString();
        QTRY_VERIFY_WITH_TIMEOUT(remote(QStringLiteral("sacct -X -n -P -j %1 -o State").arg(id))
                                     .standardOutput.startsWith("CANCELLED"),
                                 30000);
    }

private:
    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    JobSpec baseSpec() const
    {
        JobSpec spec;
        spec.profile = QStringLiteral("test-cluster");
        spec.jobName = QStringLiteral("ladder-it");
        spec.partition =
            qEnvironmentVariable("SLIPWAY_TEST_MULTI_PARTITION", QStringLiteral("multi"));
        spec.parallelism = QStringLiteral("ddp-srun");
        spec.nodes = 2;
        spec.gpusPerNode = 1;
        spec.cpusPerTask = 1;
        spec.time = QStringLiteral("00:30:00");
        spec.environment.recipe = QStringLiteral("modules");
        spec.environment.modules = {QStringLiteral("PyTorch/1.13.1")};
        spec.entry = QStringLiteral("train.py");
        return spec;
    }

    static void writeJson(const QString &path, const QJsonObject &o)
    {
        QFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(QJsonDocument(o).toJson());
        }
    }

    Result ladder(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_local.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_local.filePath(QStringLiteral("cache")));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_local.path());
        p.start(test::binDir() + QStringLiteral("/slipwayctl"),
                QStringList{QStringLiteral("ladder")} + args +
                    QStringList{QStringLiteral("--host"), m_cluster.alias(), QStringLiteral("-F"),
                                m_cluster.config()});
        Result r;
        if (!p.waitForFinished(400000)) {
            p.kill();
            p.waitForFinished();
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    static QString shellWord(const QString &s)
    {
        QString q = s;
        q.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        return QLatin1Char('\'') + q + QLatin1Char('\'');
    }

    CommandResult remote(const QString &command)
    {
        QFuture<CommandResult> f = m_runner->run(CommandRequest{command, {}, 120000});
        (void)QTest::qWaitFor([&f] { return f.isFinished(); }, 130000);
        return f.isFinished() ? f.result() : CommandResult{};
    }

    test::TestCluster m_cluster;
    std::unique_ptr<ssh::ConnectionPool> m_pool;
    CommandRunner *m_runner = nullptr;
    ProfileRegistry m_registry;
    SiteProfile m_profile;
    QTemporaryDir m_local;
    QString m_unique;
    QString m_hostile;
    QString m_marker;
};

QTEST_MAIN(TestSmokeLadder)
#include "tst_smokeladder.moc"
