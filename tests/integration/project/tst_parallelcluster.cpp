// Every parallelism, and the Slurm recipes of the seed documents, really running on the test
// cluster's two namespaced compute nodes (partition SLIPWAY_TEST_MULTI_PARTITION): DDP through
// srun and through torchrun across both nodes (gloo on the CPU), DataParallel, model parallel
// and pipeline parallel (stand-in GPUs: two devices become the CPU, the structure stays). Each is
// a gallery example copied with `slipwayctl examples get` and submitted with `slipwayctl submit
// --project` into a folder whose name holds quotes, spaces and `$(...)`; every rank writes its
// rank, the number of ranks and its node into the job's log, and the test checks them all.
//
// The seed recipes (tests/data/golden: Taurus ML's two-node DDP, the Alliance's one-GPU and
// multi-CPU jobs, SJTU's DGX-2 DataParallel, Arc's DataParallel) are composed for the test
// cluster with the same recipe, parallelism and node count, their modules renamed to the test
// cluster's: the Alliance's virtualenv-wheelhouse builds its virtualenv in SLURM_TMPDIR from the
// test cluster's wheelhouse (torch only: torchvision is not in it). The conda environments of
// SJTU and Arc cannot be made here (no conda) and run on the test cluster's PyTorch module
// instead, their conda scripts being checked as text (tst_composegolden).
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
#include <vector>

using namespace slipway;

namespace {

const QString kPyTorchModule = QStringLiteral("PyTorch/1.13.1");

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                       : QJsonObject();
}

} // namespace

class TstParallelCluster : public QObject
{
    Q_OBJECT

    test::TestCluster m_cluster;
    QTemporaryDir m_local;
    QString m_remote; // ~/slipway-parallel-it-XXXX
    QString m_partition;
    QStringList m_nodes;

    struct Job : test::RankedJob
    {
        QString example;  // the gallery example whose train.py runs
        QJsonObject spec; // overrides of the example's job.json
        QString detail;   // a word every rank line holds
    };

public:
    TstParallelCluster()
    {
        // The jobs run at once and wait on a queue shared with other users.
        if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")) {
            qputenv("QTEST_FUNCTION_TIMEOUT", "1200000");
        }
    }

private:
    QString ctlPath() const { return test::binDir() + QStringLiteral("/slipwayctl"); }

    QString run(const QStringList &args, int *exitCode)
    {
        QProcess p;
        p.setWorkingDirectory(m_local.path());
        p.start(ctlPath(), args);
        if (!p.waitForFinished(300000)) {
            p.kill();
            p.waitForFinished();
        }
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        return QString::fromUtf8(p.readAllStandardOutput() + "\n--stderr--\n" +
                                 p.readAllStandardError());
    }

    // A seed recipe's spec (tests/data/golden/NAME.json) made for the test cluster: same
    // recipe, parallelism, nodes and job name; the test cluster's partition, modules and small
    // resources.
    QJsonObject seed(const QString &name, int gpusPerNode)
    {
        QJsonObject s = readJson(test::sourceDir() + QStringLiteral("/tests/data/golden/") + name +
                                 QStringLiteral(".json"));
        if (s.isEmpty()) {
            return s;
        }
        QJsonObject env = s.value(u"environment").toObject();
        const QString recipe = env.value(u"recipe").toString();
        if (recipe == QLatin1String("virtualenv-wheelhouse")) {
            // The Alliance's python module; its PIP_CONFIG_FILE comes with wheelhouse/2023.
            env.insert(QStringLiteral("modules"), QJsonArray{QStringLiteral("Python/3.11.2"),
                                                             QStringLiteral("wheelhouse/2023")});
            env.insert(QStringLiteral("packages"), QJsonArray{QStringLiteral("torch")});
        } else if (recipe == QLatin1String("modules")) {
            // Taurus ML: modenv/ml, its PythonAnaconda and PyTorch, as the test cluster names them.
            QJsonArray renamed;
            for (const QJsonValue &m : env.value(u"modules").toArray()) {
                const QString module = m.toString();
                renamed.append(module.startsWith(QLatin1String("PythonAnaconda"))
                                   ? QStringLiteral("PythonAnaconda/3.11")
                               : module.startsWith(QLatin1String("PyTorch")) ? kPyTorchModule
                                                                             : module);
            }
            env.insert(QStringLiteral("modules"), renamed);
        } else {
            // conda: not installable here (see above).
            env = QJsonObject{{QStringLiteral("recipe"), QStringLiteral("modules")},
                              {QStringLiteral("modules"), QJsonArray{kPyTorchModule}}};
        }
        s.insert(QStringLiteral("environment"), env);
        for (const char *key : {"profile", "account", "output", "error", "entry", "args"}) {
            s.remove(QLatin1String(key));
        }
        s.insert(QStringLiteral("partition"), m_partition);
        s.insert(QStringLiteral("gpus_per_node"), gpusPerNode);
        s.insert(QStringLiteral("cpus_per_task"), 1);
        s.insert(QStringLiteral("mem"), QStringLiteral("1G"));
        s.insert(QStringLiteral("time"), QStringLiteral("00:15:00"));
        return s;
    }

    // Copies the example into FOLDER and writes its spec for the test cluster with OVERRIDES;
    // returns the spec's path (empty on failure).
    QString prepare(const Job &job, const QString &folder)
    {
        int code = 0;
        const QString got =
            run({QStringLiteral("examples"), QStringLiteral("get"), job.example, folder,
                 QStringLiteral("--profile"), QStringLiteral("test-cluster")},
                &code);
        if (code != 0) {
            qWarning().noquote() << got;
            return {};
        }
        QJsonObject spec = readJson(folder + QStringLiteral("/job.json"));
        if (spec.isEmpty()) {
            return {};
        }
        spec.insert(QStringLiteral("environment"),
                    QJsonObject{{QStringLiteral("recipe"), QStringLiteral("modules")},
                                {QStringLiteral("modules"), QJsonArray{kPyTorchModule}}});
        spec.insert(QStringLiteral("partition"), m_partition);
        spec.insert(QStringLiteral("cpus_per_task"), 1);
        spec.insert(QStringLiteral("mem"), QStringLiteral("1G"));
        spec.insert(QStringLiteral("args"),
                    QJsonArray{QStringLiteral("--epochs"), QStringLiteral("1"),
                               QStringLiteral("--train-size"), QStringLiteral("256")});
        for (auto it = job.spec.constBegin(); it != job.spec.constEnd(); ++it) {
            spec.insert(it.key(), it.value());
        }
        const QString specPath = folder + QStringLiteral(".json");
        QFile out(specPath);
        if (!out.open(QIODevice::WriteOnly)) {
            return {};
        }
        out.write(QJsonDocument(spec).toJson());
        return specPath;
    }

    void start(Job &job)
    {
        const QString folder = m_local.filePath(job.name);
        const QString specPath = prepare(job, folder);
        QVERIFY2(!specPath.isEmpty(), qPrintable(job.name));
        job.start(specPath, folder, m_remote, m_cluster, m_local.path());
    }

    // What is wrong with a finished job (empty when nothing is): COMPLETED, and one line per
    // rank with the right rank, size and node.
    QString check(Job &job)
    {
        static const QRegularExpression rankLine(
            QStringLiteral(R"(slipway-example: rank (\d+) of (\d+) on (\S+), (.*)$)"),
            QRegularExpression::MultilineOption);
        QStringList hosts;
        const QString problem = job.check(
            900000, rankLine,
            [&](const QRegularExpressionMatch &m) -> QString {
                if (m.captured(2).toInt() != job.ranks) {
                    return QStringLiteral("a rank of another size");
                }
                if (!m_nodes.contains(m.captured(3))) {
                    return QStringLiteral("a rank on a node outside ") + m_partition;
                }
                if (!m.captured(4).contains(job.detail)) {
                    return QStringLiteral("a rank without \"") + job.detail + QLatin1Char('"');
                }
                return QString();
            },
            &hosts);
        if (!problem.isEmpty()) {
            return problem;
        }
        qInfo().noquote() << job.name << "COMPLETED with" << job.ranks << "rank(s) on"
                          << hosts.join(QLatin1Char(','));
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
        // A folder name that a shell would split and run, if anything forgot to quote it.
        m_remote = QStringLiteral("~/slipway-parallel-it-") +
                   QUuid::createUuid().toString(QUuid::Id128).left(8) +
                   QStringLiteral("/it's a \"run\" $(touch pwned)");
    }

    void cleanupTestCase()
    {
        int code = 0;
        run({QStringLiteral("ssh"), QStringLiteral("-F"), m_cluster.config(), m_cluster.alias(),
             QStringLiteral("--"),
             QStringLiteral("rm -rf ") + m_remote.section(QLatin1Char('/'), 0, 1)},
            &code);
    }

    void everyParallelismOnTheTwoNodes()
    {
        const auto obj = [](std::initializer_list<QPair<QString, QJsonValue>> l) {
            QJsonObject o;
            for (const auto &p : l) {
                o.insert(p.first, p.second);
            }
            return o;
        };
        const QJsonObject taurus = seed(QStringLiteral("zih-ml-ddp"), 2);
        const QJsonObject sjtu = seed(QStringLiteral("sjtu-dgx2-2gpu"), 2);
        const QJsonObject arc = [&] {
            // Arc's seed trains with nn.DataParallel on its two-GPU nodes, in a conda
            // environment (gpu2v100 there).
            QJsonObject s = seed(QStringLiteral("arc-conda"), 2);
            s.insert(QStringLiteral("parallelism"), QStringLiteral("data-parallel"));
            return s;
        }();
        const QJsonObject allianceGpu = seed(QStringLiteral("alliance-single-gpu"), 1);
        QJsonObject allianceCpu = seed(QStringLiteral("alliance-multi-cpu"), 0);
        allianceCpu.insert(QStringLiteral("cpus_per_task"), 2);
        QVERIFY2(!taurus.isEmpty() && !sjtu.isEmpty() && !arc.isEmpty() && !allianceGpu.isEmpty() &&
                     !allianceCpu.isEmpty(),
                 "tests/data/golden is missing a seed spec");
        QCOMPARE(taurus.value(u"parallelism").toString(), QStringLiteral("ddp-srun"));
        QCOMPARE(taurus.value(u"nodes").toInt(), 2);
        QCOMPARE(sjtu.value(u"parallelism").toString(), QStringLiteral("data-parallel"));
        const int two = 2;
        std::vector<Job> jobs;
        const auto add = [&jobs](const QString &name, const QString &example,
                                 const QJsonObject &spec, int ranks, int nodes,
                                 const QString &detail) {
            Job job;
            job.name = name;
            job.example = example;
            job.spec = spec;
            job.ranks = ranks;
            job.nodes = nodes;
            job.detail = detail;
            jobs.push_back(std::move(job));
        };
        add(QStringLiteral("ddp-torchrun"), QStringLiteral("ddp-torchrun"),
            obj({{QStringLiteral("nodes"), two}}), 4, 2, QStringLiteral("local rank"));
        add(QStringLiteral("model-parallel"), QStringLiteral("model-parallel"), {}, 1, 1,
            QStringLiteral("model cut in two"));
        add(QStringLiteral("pipeline"), QStringLiteral("pipeline"), {}, 1, 1,
            QStringLiteral("pipeline of two stages"));
        // DDP through srun across the two nodes, and DataParallel: the seeds below.
        add(QStringLiteral("seed-taurus-ddp"), QStringLiteral("ddp-srun"), taurus, 4, 2,
            QStringLiteral("local rank"));
        add(QStringLiteral("seed-sjtu-dgx2"), QStringLiteral("data-parallel"), sjtu, 1, 1,
            QStringLiteral("DataParallel over"));
        // torch imported from the virtualenv that the job made in SLURM_TMPDIR.
        add(QStringLiteral("seed-alliance-gpu"), QStringLiteral("mnist-cnn-gpu"), allianceGpu, 1, 1,
            QStringLiteral("/env/lib/python3"));
        add(QStringLiteral("seed-alliance-multi-cpu"), QStringLiteral("multi-cpu"), allianceCpu, 1,
            1, QStringLiteral("/env/lib/python3"));
        add(QStringLiteral("seed-arc-dataparallel"), QStringLiteral("data-parallel"), arc, 1, 1,
            QStringLiteral("DataParallel over"));
        for (Job &job : jobs) {
            start(job);
        }
        QStringList failures;
        for (Job &job : jobs) {
            const QString problem = check(job);
            if (!problem.isEmpty()) {
                failures << problem;
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n\n"))));
        // Nothing ran the folder name.
        int code = 0;
        const QString listed =
            run({QStringLiteral("ssh"), QStringLiteral("-F"), m_cluster.config(), m_cluster.alias(),
                 QStringLiteral("--"), QStringLiteral("find ~ -maxdepth 6 -name pwned | wc -l")},
                &code);
        QVERIFY2(code == 0 && listed.startsWith(QStringLiteral("0\n")), qPrintable(listed));
    }

    void hostileModuleNameIsRefusedBeforeUpload()
    {
        // A seed's module list with a name that the module tool would run as shell code: refused
        // with the reason, before anything reaches the cluster.
        Job job;
        job.name = QStringLiteral("hostile-module");
        job.example = QStringLiteral("ddp-torchrun");
        job.spec.insert(
            QStringLiteral("environment"),
            QJsonObject{{QStringLiteral("recipe"), QStringLiteral("modules")},
                        {QStringLiteral("modules"),
                         QJsonArray{kPyTorchModule, QStringLiteral("x$(touch pwned)")}}});
        const QString folder = m_local.filePath(job.name);
        const QString specPath = prepare(job, folder);
        QVERIFY(!specPath.isEmpty());
        const QString remote = m_remote + QStringLiteral("/hostile-module");
        int code = 0;
        const QString out = run({QStringLiteral("submit"), QStringLiteral("--spec"), specPath,
                                 QStringLiteral("--project"), folder,
                                 QStringLiteral("--project-remote"), remote, QStringLiteral("--db"),
                                 folder + QStringLiteral(".sqlite"), QStringLiteral("--host"),
                                 m_cluster.alias(), QStringLiteral("-F"), m_cluster.config()},
                                &code);
        QCOMPARE(code, 1);
        QVERIFY2(out.contains(QStringLiteral("\"x$(touch pwned)\" cannot be a module name")),
                 qPrintable(out));
        const QString listed = run(
            {QStringLiteral("ssh"), QStringLiteral("-F"), m_cluster.config(), m_cluster.alias(),
             QStringLiteral("--"),
             QStringLiteral("ls -d ~/slipway-parallel-it-*/*/hostile-module 2>/dev/null | wc -l")},
            &code);
        QVERIFY2(code == 0 && listed.startsWith(QStringLiteral("0\n")), qPrintable(listed));
    }
};

QTEST_GUILESS_MAIN(TstParallelCluster)
#include "tst_parallelcluster.moc"
