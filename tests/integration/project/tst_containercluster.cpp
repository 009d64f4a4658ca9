// The container recipe really running on the test cluster: Charliecloud's ch-run (Debian's
// charliecloud-runtime) with the image that tests/cluster/install builds from Debian's packages
// (tests/cluster/debimage.py), through `slipwayctl submit`. Three jobs at once on the two
// namespaced nodes: one process on one node, and DDP across both nodes (a rank on each, gloo on
// the CPU: an all-reduce of every rank's number) started by srun and by torchrun, which runs inside
// the image and starts its workers there. Every rank runs torch inside
// the image and writes its rank, the number of ranks, its node, whether it sees the image's
// package list (only the image has it), the sum the all-reduce gave and its working folder;
// the test checks each of them. The project folder's name holds quotes, spaces and `$(...)`,
// and the image is reached through a link whose name holds the other characters an image name
// may have (`@ , = % ~`).
#include "rankedjob.h"
#include "testcluster.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <memory>

using namespace slipway;

namespace {

// What runs inside the container, on every rank.
const char kProbe[] = R"(import os, socket
import torch
import torch.distributed as dist

rank = int(os.environ.get("RANK", "0"))
size = int(os.environ.get("WORLD_SIZE", "1"))
total = rank + 1
if size > 1:
    dist.init_process_group("gloo", rank=rank, world_size=size)
    t = torch.tensor([float(rank + 1)])
    dist.all_reduce(t)
    total = int(t.item())
    dist.destroy_process_group()
inside = os.path.exists("/etc/slipway-image-packages")
print(f"slipway-container: rank {rank} of {size} on {socket.gethostname()}, image={inside}, "
      f"torch {torch.__version__}, sum={total}, cwd={os.getcwd()}", flush=True)
)";

} // namespace

class TstContainerCluster : public QObject
{
    Q_OBJECT

    test::TestCluster m_cluster;
    QTemporaryDir m_local;
    QString m_base;   // ~/slipway-container-it-XXXX
    QString m_remote; // m_base/it's a "run" $(touch pwned)
    QString m_image;  // the image, through a link in m_base
    QString m_partition;
    QStringList m_nodes;

    struct Job : test::RankedJob
    {
        QJsonObject spec;
    };

public:
    TstContainerCluster()
    {
        // The jobs wait on a queue shared with other users.
        if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")) {
            qputenv("QTEST_FUNCTION_TIMEOUT", "900000");
        }
    }

private:
    QString ctlPath() const { return test::binDir() + QStringLiteral("/slipwayctl"); }

    QString ssh(const QString &command, int *exitCode)
    {
        QProcess p;
        p.start(ctlPath(), {QStringLiteral("ssh"), QStringLiteral("-F"), m_cluster.config(),
                            m_cluster.alias(), QStringLiteral("--"), command});
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
        }
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        return QString::fromUtf8(p.readAllStandardOutput() + "\n--stderr--\n" +
                                 p.readAllStandardError());
    }

    void start(Job &job)
    {
        const QString folder = m_local.filePath(job.name);
        QVERIFY(QDir().mkpath(folder));
        QFile probe(folder + QStringLiteral("/probe.py"));
        QVERIFY(probe.open(QIODevice::WriteOnly));
        probe.write(kProbe);
        probe.close();
        QJsonObject spec{
            {QStringLiteral("profile"), QStringLiteral("test-cluster")},
            {QStringLiteral("job_name"), QString(QStringLiteral("container-") + job.name)},
            {QStringLiteral("partition"), m_partition},
            {QStringLiteral("cpus_per_task"), 1},
            {QStringLiteral("mem"), QStringLiteral("1G")},
            {QStringLiteral("time"), QStringLiteral("00:10:00")},
            {QStringLiteral("environment"),
             QJsonObject{{QStringLiteral("recipe"), QStringLiteral("container")},
                         {QStringLiteral("image"), m_image}}},
            {QStringLiteral("entry"), QStringLiteral("probe.py")}};
        for (auto it = job.spec.constBegin(); it != job.spec.constEnd(); ++it) {
            spec.insert(it.key(), it.value());
        }
        const QString specPath = folder + QStringLiteral(".json");
        QFile out(specPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(spec).toJson());
        out.close();
        job.start(specPath, folder, m_remote, m_cluster);
    }

    // What is wrong with a finished job (empty when nothing is).
    QString check(Job &job)
    {
        static const QRegularExpression rankLine(
            QStringLiteral(R"(slipway-container: rank (\d+) of (\d+) on (\S+), image=(\w+), )"
                           R"(torch (\S+), sum=(\d+), cwd=(.*)$)"),
            QRegularExpression::MultilineOption);
        const int sum = job.ranks * (job.ranks + 1) / 2;
        QStringList hosts;
        const QString problem = job.check(
            600000, rankLine,
            [&](const QRegularExpressionMatch &m) -> QString {
                const bool ok =
                    m.captured(2).toInt() == job.ranks && m_nodes.contains(m.captured(3)) &&
                    m.captured(4) == QLatin1String("True") &&
                    m.captured(5).startsWith(QLatin1String("1.13.")) &&
                    m.captured(6).toInt() == (job.ranks > 1 ? sum : m.captured(1).toInt() + 1) &&
                    m.captured(7).contains(QStringLiteral("/it's a \"run\" $(touch pwned)/"));
                return ok ? QString() : QStringLiteral("a rank line that is wrong");
            },
            &hosts);
        if (!problem.isEmpty()) {
            return problem;
        }
        qInfo().noquote() << job.name << "COMPLETED in the container with" << job.ranks
                          << "rank(s) on" << hosts.join(QLatin1Char(','));
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_cluster = test::TestCluster::load(&error);
        if (!m_cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        m_partition = m_cluster.value(QStringLiteral("SLIPWAY_TEST_MULTI_PARTITION"));
        m_nodes = m_cluster.value(QStringLiteral("SLIPWAY_TEST_MULTI_NODES"))
                      .split(QLatin1Char(','), Qt::SkipEmptyParts);
        QVERIFY2(!m_partition.isEmpty() && m_nodes.size() == 2,
                 "the test cluster has no two-node partition: run tests/cluster/up again");
        QVERIFY(m_local.isValid());
        const QString id = QUuid::createUuid().toString(QUuid::Id128).left(8);
        m_base = QStringLiteral("slipway-container-it-") + id;
        m_remote = QStringLiteral("~/") + m_base + QStringLiteral("/it's a \"run\" $(touch pwned)");
        const QString link = QStringLiteral("img@v1,=%~");
        m_image = QStringLiteral("$HOME/") + m_base + QLatin1Char('/') + link;
        int code = 0;
        const QString made = ssh(QStringLiteral("test -x /var/tmp/slipway-cluster/images/"
                                                "debian-torch/usr/bin/python && mkdir ~/%1 && "
                                                "ln -s /var/tmp/slipway-cluster/images/"
                                                "debian-torch ~/%1/'%2'")
                                     .arg(m_base, link),
                                 &code);
        QVERIFY2(code == 0, qPrintable(QStringLiteral("the test cluster has no container image "
                                                      "(run tests/cluster/install): ") +
                                       made));
    }

    void cleanupTestCase()
    {
        if (!m_base.isEmpty()) {
            int code = 0;
            ssh(QStringLiteral("rm -rf ~/") + m_base, &code);
        }
    }

    void torchRunsInsideTheImage()
    {
        Job single;
        single.name = QStringLiteral("one-node");
        single.spec.insert(QStringLiteral("nodes"), 1);
        single.spec.insert(QStringLiteral("parallelism"), QStringLiteral("cpu"));
        Job ddp;
        ddp.name = QStringLiteral("ddp-two-nodes");
        ddp.spec.insert(QStringLiteral("nodes"), 2);
        // One rank per node, so that the three jobs fit on the two nodes' CPUs at once.
        ddp.spec.insert(QStringLiteral("gpus_per_node"), 1);
        ddp.spec.insert(QStringLiteral("parallelism"), QStringLiteral("ddp-srun"));
        ddp.ranks = 2;
        ddp.nodes = 2;
        Job torchrun;
        torchrun.name = QStringLiteral("torchrun-two-nodes");
        torchrun.spec = ddp.spec;
        torchrun.spec.insert(QStringLiteral("parallelism"), QStringLiteral("ddp-torchrun"));
        torchrun.ranks = 2;
        torchrun.nodes = 2;
        start(single);
        start(ddp);
        start(torchrun);
        QStringList failures;
        for (Job *job : {&single, &ddp, &torchrun}) {
            const QString problem = check(*job);
            if (!problem.isEmpty()) {
                failures << problem;
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n\n"))));
        int code = 0;
        const QString listed =
            ssh(QStringLiteral("find ~/%1 -name pwned | wc -l").arg(m_base), &code);
        QVERIFY2(code == 0 && listed.startsWith(QStringLiteral("0\n")), qPrintable(listed));
    }
};

QTEST_GUILESS_MAIN(TstContainerCluster)
#include "tst_containercluster.moc"
