// The site profiles shipped in site-profiles/, and how malformed or overriding user profiles are
// handled.

#include "site/profileparser.h"
#include "site/profileregistry.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

QJsonObject builtIn(const QString &id)
{
    return QJsonDocument::fromJson(readFile(test::sourceDir() + QStringLiteral("/site-profiles/") +
                                            id + QStringLiteral(".json")))
        .object();
}

bool writeJson(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// `root` with `value` at `path` ("a.b[0].c"); objects and lists on the way are made as needed.
QJsonValue withValue(const QJsonValue &root, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty()) {
        return value;
    }
    QString head = path.takeFirst();
    int index = -1;
    if (head.endsWith(QLatin1Char(']'))) {
        const qsizetype open = head.indexOf(QLatin1Char('['));
        index = head.mid(open + 1, head.size() - open - 2).toInt();
        head = head.left(open);
    }
    QJsonObject o = root.toObject();
    if (index < 0) {
        o.insert(head, withValue(o.value(head), path, value));
        return o;
    }
    QJsonArray a = o.value(head).toArray();
    while (a.size() <= index) {
        a.append(QJsonValue());
    }
    a.replace(index, withValue(a.at(index), path, value));
    o.insert(head, a);
    return o;
}

QByteArray testClusterWith(const QString &path, const QJsonValue &value)
{
    return QJsonDocument(withValue(builtIn(QStringLiteral("test-cluster")),
                                   path.split(QLatin1Char('.')), value)
                             .toObject())
        .toJson();
}
} // namespace

class TestSiteProfiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allProfilesLoadWithoutErrors()
    {
        const site::ProfileRegistry registry;
        QVERIFY2(registry.errors().isEmpty(), qPrintable(registry.errors().join(u'\n')));
        const QStringList expected{
            QStringLiteral("alcf-polaris"),      QStringLiteral("alliance-beluga"),
            QStringLiteral("alliance-cedar"),    QStringLiteral("alliance-fir"),
            QStringLiteral("alliance-graham"),   QStringLiteral("alliance-narval"),
            QStringLiteral("alliance-nibi"),     QStringLiteral("alliance-rorqual"),
            QStringLiteral("alliance-trillium"), QStringLiteral("local"),
            QStringLiteral("sjtu-pi"),           QStringLiteral("sjtu-siyuan"),
            QStringLiteral("taurus-gpu2"),       QStringLiteral("taurus-ml"),
            QStringLiteral("test-cluster"),      QStringLiteral("test-cluster-offline"),
            QStringLiteral("test-cluster-ws"),   QStringLiteral("theta"),
            QStringLiteral("utsa-arc"),          QStringLiteral("zih-alpha"),
            QStringLiteral("zih-capella")};
        QCOMPARE(registry.ids(), expected);
    }

    // Every file in the source tree is embedded: nothing is forgotten in the resource list.
    void everySourceFileIsEmbedded()
    {
        const site::ProfileRegistry registry;
        const QDir dir(test::sourceDir() + QStringLiteral("/site-profiles"));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files);
        int profiles = 0;
        for (const QString &file : files) {
            if (file == QLatin1String("schema.json")) {
                continue;
            }
            ++profiles;
            QVERIFY2(registry.find(QFileInfo(file).completeBaseName()), qPrintable(file));
        }
        QCOMPARE(profiles, registry.profiles().size());
    }

    void retiredClustersNameTheirSuccessors_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("successors");
        QTest::newRow("taurus-ml")
            << QStringLiteral("taurus-ml")
            << QStringList{QStringLiteral("zih-alpha"), QStringLiteral("zih-capella")};
        QTest::newRow("taurus-gpu2")
            << QStringLiteral("taurus-gpu2") << QStringList{QStringLiteral("zih-alpha")};
        QTest::newRow("theta") << QStringLiteral("theta")
                               << QStringList{QStringLiteral("alcf-polaris")};
        QTest::newRow("cedar") << QStringLiteral("alliance-cedar")
                               << QStringList{QStringLiteral("alliance-fir")};
        QTest::newRow("graham") << QStringLiteral("alliance-graham")
                                << QStringList{QStringLiteral("alliance-nibi")};
        QTest::newRow("beluga") << QStringLiteral("alliance-beluga")
                                << QStringList{QStringLiteral("alliance-rorqual")};
    }
    void retiredClustersNameTheirSuccessors()
    {
        QFETCH(QString, id);
        QFETCH(QStringList, successors);
        const site::ProfileRegistry registry;
        const site::SiteProfile *p = registry.find(id);
        QVERIFY(p);
        QVERIFY(p->isRetired());
        QCOMPARE(p->successorIds, successors);
        for (const QString &s : successors) {
            QVERIFY(registry.find(s));
            QVERIFY(!registry.find(s)->isRetired());
        }
    }

    // scheduler.gpu_monitor: how the usage sampler reaches a job's GPUs (srun when unset).
    void gpuMonitorRoute()
    {
        QJsonObject fir = builtIn(QStringLiteral("alliance-fir"));
        QStringList errors;
        QCOMPARE(site::ProfileParser::parse(QJsonDocument(fir).toJson(),
                                            QStringLiteral("/x/alliance-fir.json"), &errors)
                     .value_or(site::SiteProfile{})
                     .gpuMonitorRoute,
                 QString());
        QJsonObject sched = fir.value(QStringLiteral("scheduler")).toObject();
        sched.insert(QStringLiteral("gpu_monitor"),
                     QJsonObject{{QStringLiteral("route"), QStringLiteral("ssh")},
                                 {QStringLiteral("tool"), QStringLiteral("rocm-smi")}});
        fir.insert(QStringLiteral("scheduler"), sched);
        const auto p = site::ProfileParser::parse(QJsonDocument(fir).toJson(),
                                                  QStringLiteral("/x/alliance-fir.json"), &errors);
        QVERIFY2(p, qPrintable(errors.join(u'\n')));
        QCOMPARE(p->gpuMonitorRoute, QStringLiteral("ssh"));
        QCOMPARE(p->gpuMonitorTool, QStringLiteral("rocm-smi"));
    }

    void loginNodeInternet()
    {
        const site::ProfileRegistry registry;
        QVERIFY(registry.find(QStringLiteral("test-cluster"))->loginNodeInternet);
        QVERIFY(!registry.find(QStringLiteral("test-cluster-offline"))->loginNodeInternet);
        // Not given: the login node is taken to have internet, as at most sites.
        QVERIFY(registry.find(QStringLiteral("alliance-fir"))->loginNodeInternet);
    }

    void factsFromTheSources()
    {
        const site::ProfileRegistry registry;
        const site::SiteProfile *alpha = registry.find(QStringLiteral("zih-alpha"));
        QVERIFY(alpha);
        const site::Partition *a = alpha->defaultPartition();
        QCOMPARE(a->gpu->perNode, 8);
        QCOMPARE(a->perGpu.maxCpus, 6);
        QCOMPARE(a->perGpu.maxMemMb, 123750);
        QVERIFY(a->perGpu.enforced);

        const site::SiteProfile *capella = registry.find(QStringLiteral("zih-capella"));
        QCOMPARE(capella->defaultPartition()->perGpu.maxCpus, 14);
        QCOMPARE(capella->defaultPartition()->requestableCores, 56);
        // The partition name is only known from third-party scripts, and the profile says so.
        QVERIFY(capella->isUnconfirmed(QStringLiteral("partitions[0].name")));
        QVERIFY(!capella->isUnconfirmed(QStringLiteral("partitions[0].per_gpu.max_cpus")));

        const site::SiteProfile *trillium = registry.find(QStringLiteral("alliance-trillium"));
        QCOMPARE(trillium->allowedGpuCounts, (QList<int>{1, 4}));
        QVERIFY(!trillium->memoryHonored);
        QCOMPARE(trillium->minTorchForGpu.value(QStringLiteral("H100")), QStringLiteral("2.5.1"));

        const site::SiteProfile *cedar = registry.find(QStringLiteral("alliance-cedar"));
        QCOMPARE(cedar->defaultPartition()->perGpu.recommendedCpus, 6);
        QCOMPARE(registry.find(QStringLiteral("alliance-graham"))
                     ->defaultPartition()
                     ->perGpu.recommendedCpus,
                 16);

        const site::SiteProfile *polaris = registry.find(QStringLiteral("alcf-polaris"));
        QCOMPARE(polaris->scheduler, site::SchedulerKind::PbsPro);
        QCOMPARE(polaris->pbsFilesystems, QStringLiteral("home:eagle"));
        QCOMPARE(polaris->accountRequired, QStringLiteral("always"));

        const site::SiteProfile *theta = registry.find(QStringLiteral("theta"));
        QCOMPARE(theta->scheduler, site::SchedulerKind::Cobalt);

        const site::SiteProfile *pi = registry.find(QStringLiteral("sjtu-pi"));
        QCOMPARE(pi->defaultPartition()->name, QStringLiteral("dgx2"));
        QCOMPARE(pi->defaultPartition()->perGpu.maxCpus, 6);
        QCOMPARE(registry.find(QStringLiteral("sjtu-siyuan"))
                     ->defaultPartition()
                     ->perGpu.recommendedCpus,
                 16);

        const site::SiteProfile *local = registry.find(QStringLiteral("local"));
        QCOMPARE(local->scheduler, site::SchedulerKind::Local);
    }

    // Every fact has a source, and every unconfirmed fact says what is uncertain.
    void everyFactHasASource()
    {
        const site::ProfileRegistry registry;
        for (const site::SiteProfile &p : registry.profiles()) {
            QVERIFY2(!p.provenance.isEmpty(), qPrintable(p.id));
            for (const site::ProfileProvenance &pv : p.provenance) {
                QVERIFY2(p.sources.contains(pv.source), qPrintable(p.id + u' ' + pv.field));
                if (pv.tag == QLatin1String("UNCONFIRMED")) {
                    QVERIFY2(!pv.note.isEmpty(), qPrintable(p.id + u' ' + pv.field));
                }
            }
        }
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");

        QTest::newRow("not json") << QByteArray("{\n  \"id\": \"alliance-fir\",\n  oops\n}")
                                  << QStringLiteral("alliance-fir.json: line 3, column");

        QJsonObject wrongType = builtIn(QStringLiteral("alliance-fir"));
        QJsonArray parts = wrongType.value(QStringLiteral("partitions")).toArray();
        QJsonObject first = parts.at(0).toObject();
        first.insert(QStringLiteral("mem_per_node_mb"), QStringLiteral("a lot"));
        parts.replace(0, first);
        wrongType.insert(QStringLiteral("partitions"), parts);
        QTest::newRow("wrong type")
            << QJsonDocument(wrongType).toJson()
            << QStringLiteral("alliance-fir.json: partitions[0].mem_per_node_mb: "
                              "must be a whole number, found text");

        QJsonObject internetText = builtIn(QStringLiteral("alliance-fir"));
        QJsonObject internetNet = internetText.value(QStringLiteral("network")).toObject();
        internetNet.insert(QStringLiteral("login_node_internet"), QStringLiteral("yes"));
        internetText.insert(QStringLiteral("network"), internetNet);
        QTest::newRow("login_node_internet as text")
            << QJsonDocument(internetText).toJson()
            << QStringLiteral("alliance-fir.json: network.login_node_internet: ");

        QJsonObject noThreads = builtIn(QStringLiteral("alcf-polaris"));
        QJsonArray polarisParts = noThreads.value(QStringLiteral("partitions")).toArray();
        QJsonObject debug = polarisParts.at(0).toObject();
        QJsonObject cpu = debug.value(QStringLiteral("cpu")).toObject();
        cpu.insert(QStringLiteral("threads_per_core"), 0);
        debug.insert(QStringLiteral("cpu"), cpu);
        polarisParts.replace(0, debug);
        noThreads.insert(QStringLiteral("partitions"), polarisParts);
        QTest::newRow("no hardware threads")
            << QJsonDocument(noThreads).toJson()
            << QStringLiteral("alcf-polaris.json: partitions[0].cpu.threads_per_core: "
                              "must be at least 1");

        QJsonObject badEnum = builtIn(QStringLiteral("alliance-fir"));
        QJsonObject sched = badEnum.value(QStringLiteral("scheduler")).toObject();
        sched.insert(QStringLiteral("kind"), QStringLiteral("lsf"));
        badEnum.insert(QStringLiteral("scheduler"), sched);
        QTest::newRow("unknown scheduler") << QJsonDocument(badEnum).toJson()
                                           << QStringLiteral("alliance-fir.json: scheduler.kind: "
                                                             "\"lsf\" is not one of: slurm");

        QJsonObject badRoute = builtIn(QStringLiteral("alliance-fir"));
        QJsonObject routeSched = badRoute.value(QStringLiteral("scheduler")).toObject();
        routeSched.insert(QStringLiteral("gpu_monitor"),
                          QJsonObject{{QStringLiteral("route"), QStringLiteral("rsh")}});
        badRoute.insert(QStringLiteral("scheduler"), routeSched);
        QTest::newRow("unknown GPU route")
            << QJsonDocument(badRoute).toJson()
            << QStringLiteral("alliance-fir.json: scheduler.gpu_monitor.route: \"rsh\" is not "
                              "one of: srun, ssh");

        QJsonObject missing = builtIn(QStringLiteral("alliance-fir"));
        missing.remove(QStringLiteral("display_name"));
        QTest::newRow("missing field")
            << QJsonDocument(missing).toJson()
            << QStringLiteral("alliance-fir.json: display_name: is missing");

        QJsonObject retired = builtIn(QStringLiteral("alliance-fir"));
        retired.insert(QStringLiteral("lifecycle"),
                       QJsonObject{{QStringLiteral("state"), QStringLiteral("retired")},
                                   {QStringLiteral("retired_on"), QStringLiteral("2030-01-01")}});
        QTest::newRow("retired without successor")
            << QJsonDocument(retired).toJson()
            << QStringLiteral("lifecycle.successor_ids: a retired cluster must name at least one "
                              "successor");

        QJsonObject unsourced = builtIn(QStringLiteral("alliance-fir"));
        QJsonObject net = unsourced.value(QStringLiteral("network")).toObject();
        unsourced.insert(QStringLiteral("mystery"), 1);
        QJsonArray prov;
        for (const auto v : unsourced.value(QStringLiteral("provenance")).toArray()) {
            if (v.toObject().value(QStringLiteral("field")).toString() !=
                QLatin1String("network")) {
                prov.append(v);
            }
        }
        unsourced.insert(QStringLiteral("provenance"), prov);
        QTest::newRow("fact without source")
            << QJsonDocument(unsourced).toJson()
            << QStringLiteral("alliance-fir.json: network.compute_internet: has no source");

        QJsonObject badSource = builtIn(QStringLiteral("alliance-fir"));
        QJsonArray prov2 = badSource.value(QStringLiteral("provenance")).toArray();
        prov2.append(QJsonObject{{QStringLiteral("field"), QStringLiteral("network")},
                                 {QStringLiteral("source"), QStringLiteral("nowhere")},
                                 {QStringLiteral("tag"), QStringLiteral("C")}});
        badSource.insert(QStringLiteral("provenance"), prov2);
        QTest::newRow("unknown source")
            << QJsonDocument(badSource).toJson()
            << QStringLiteral("\"nowhere\" is not listed in \"sources\"");

        QJsonObject badTime = builtIn(QStringLiteral("alliance-fir"));
        QJsonArray parts3 = badTime.value(QStringLiteral("partitions")).toArray();
        QJsonObject p0 = parts3.at(0).toObject();
        p0.insert(QStringLiteral("walltime"),
                  QJsonObject{{QStringLiteral("max"), QStringLiteral("a week")}});
        parts3.replace(0, p0);
        badTime.insert(QStringLiteral("partitions"), parts3);
        QTest::newRow("bad walltime") << QJsonDocument(badTime).toJson()
                                      << QStringLiteral("partitions[0].walltime.max: \"a week\" is "
                                                        "not a time");

        QJsonObject twoDefaults = builtIn(QStringLiteral("alliance-fir"));
        QJsonArray parts4 = twoDefaults.value(QStringLiteral("partitions")).toArray();
        QJsonObject p1 = parts4.at(1).toObject();
        p1.insert(QStringLiteral("default"), true);
        parts4.replace(1, p1);
        twoDefaults.insert(QStringLiteral("partitions"), parts4);
        QTest::newRow("two defaults") << QJsonDocument(twoDefaults).toJson()
                                      << QStringLiteral("exactly one partition must be marked");

        QJsonObject badSuccessor = builtIn(QStringLiteral("alliance-cedar"));
        QJsonObject life = badSuccessor.value(QStringLiteral("lifecycle")).toObject();
        life.insert(QStringLiteral("successor_ids"),
                    QJsonArray{QStringLiteral("alliance-nowhere")});
        badSuccessor.insert(QStringLiteral("lifecycle"), life);
        QTest::newRow("unknown successor")
            << QJsonDocument(badSuccessor).toJson()
            << QStringLiteral(
                   "lifecycle.successor_ids: \"alliance-nowhere\" is not a known profile");
    }

    // A broken user file is reported with file, field and problem, and the built-in profile of
    // the same id stays usable.
    void malformed()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString id =
            expected.startsWith(QLatin1String("alcf-polaris.json"))
                ? QStringLiteral("alcf-polaris")
                : (expected.contains(QLatin1String("successor_ids: \"alliance-nowhere"))
                       ? QStringLiteral("alliance-cedar")
                       : QStringLiteral("alliance-fir"));
        QVERIFY(writeJson(dir.filePath(id + QStringLiteral(".json")), content));
        const site::ProfileRegistry registry({dir.path()});
        const QString all = registry.errors().join(u'\n');
        QVERIFY2(all.contains(expected), qPrintable(all));
        QVERIFY(registry.find(id));
    }

    // Every profile word that reaches a shell, a module tool, conda, ssh or a directive line
    // follows the same rules as a spec's (issue #18): a user's own profile is as untrusted.
    void hostileProfileWords_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        const QString hostile = QStringLiteral("x'; touch /tmp/PWNED; echo '");
        QTest::newRow("default module")
            << testClusterWith(QStringLiteral("defaults.environment.modules[0]"), hostile)
            << QStringLiteral("defaults.environment.modules[0]: \"x'; touch /tmp/PWNED; echo "
                              "'\" cannot be a module name");
        // A default that every job of the cluster would carry, and the queue refuse.
        QTest::newRow("default memory")
            << testClusterWith(QStringLiteral("defaults.mem"), QStringLiteral("lots"))
            << QStringLiteral("defaults.mem: \"lots\" is not an amount of memory");
        QTest::newRow("pytorch module")
            << testClusterWith(QStringLiteral("software.pytorch_modules[0]"),
                               QStringLiteral("-PyTorch"))
            << QStringLiteral("software.pytorch_modules[0]: \"-PyTorch\" starts with '-'");
        QTest::newRow("module folder")
            << testClusterWith(QStringLiteral("software.module_use[0]"),
                               QStringLiteral("/soft/$(touch x)"))
            << QStringLiteral("software.module_use[0]: \"/soft/$(touch x)\" cannot be a module "
                              "folder");
        QTest::newRow("partition")
            << testClusterWith(QStringLiteral("partitions[0].name"), QStringLiteral("gpu;id"))
            << QStringLiteral("partitions[0].name: \"gpu;id\" cannot be a name the scheduler");
        QTest::newRow("qos") << testClusterWith(QStringLiteral("partitions[0].qos"),
                                                QStringLiteral("-x"))
                             << QStringLiteral("partitions[0].qos: \"-x\" starts with '-'");
        QTest::newRow("login host")
            << testClusterWith(QStringLiteral("access.login_hosts[0].host"),
                               QStringLiteral("-oProxyCommand=touch x"))
            << QStringLiteral("access.login_hosts[0].host: \"-oProxyCommand=touch x\" is not a "
                              "host name");
        QTest::newRow("proxy variable")
            << testClusterWith(
                   QStringLiteral("network.proxy_env"),
                   QJsonObject{{QStringLiteral("A=1; touch x; B"), QStringLiteral("v")}})
            << QStringLiteral("network.proxy_env: \"A=1; touch x; B\" is not a shell variable");
        QTest::newRow("node-local variable")
            << testClusterWith(QStringLiteral("storage.node_local_env_var"),
                               QStringLiteral("TMP/$(touch x)"))
            << QStringLiteral("storage.node_local_env_var: \"TMP/$(touch x)\" is not a shell");
        QTest::newRow("pbs place")
            << testClusterWith(QStringLiteral("scheduler.pbs.place"),
                               QStringLiteral("scatter\ntouch x"))
            << QStringLiteral("scheduler.pbs.place: \"scatter\\ntouch x\" may hold only");
        QTest::newRow("cobalt attrs")
            << testClusterWith(QStringLiteral("scheduler.cobalt.attrs"),
                               QStringLiteral("mcdram=cache;touch x"))
            << QStringLiteral("scheduler.cobalt.attrs: \"mcdram=cache;touch x\" may hold only");
        QTest::newRow("container image")
            << testClusterWith(QStringLiteral("software.container_images[0]"),
                               QStringLiteral("--bind=/:/host"))
            << QStringLiteral("software.container_images[0]: \"--bind=/:/host\" starts with "
                              "'-'");
        QTest::newRow("environment folder hint")
            << testClusterWith(QStringLiteral("storage.env_location_hint"),
                               QStringLiteral("-delete"))
            << QStringLiteral("storage.env_location_hint: \"-delete\" starts with '-'");
        QTest::newRow("gpu type")
            << testClusterWith(QStringLiteral("partitions[1].gpu.type_specifier"),
                               QStringLiteral("h100:8,gpu"))
            << QStringLiteral("partitions[1].gpu.type_specifier: \"h100:8,gpu\" cannot be a GPU "
                              "type");
        const auto cacheRedirect = [](const QString &variable, const QString &folder) {
            return testClusterWith(QStringLiteral("storage.cache_redirects"),
                                   QJsonObject{{variable, folder}});
        };
        QTest::newRow("cache variable unknown")
            << cacheRedirect(QStringLiteral("LD_PRELOAD"), QStringLiteral("/x"))
            << QStringLiteral("storage.cache_redirects.LD_PRELOAD: is not a cache Slipway knows");
        QTest::newRow("cache variable hostile")
            << cacheRedirect(QStringLiteral("A=1; touch x; B"), QStringLiteral("/x"))
            << QStringLiteral("storage.cache_redirects.A=1; touch x; B: is not a cache");
        QTest::newRow("cache folder relative")
            << cacheRedirect(QStringLiteral("HF_HOME"), QStringLiteral("cache/hf"))
            << QStringLiteral("storage.cache_redirects.HF_HOME: \"cache/hf\" must be a full path");
        QTest::newRow("cache folder line break")
            << cacheRedirect(QStringLiteral("TORCH_HOME"), QStringLiteral("/x\ntouch y"))
            << QStringLiteral("storage.cache_redirects.TORCH_HOME: ");
        QTest::newRow("conda cache with a comma")
            << cacheRedirect(QStringLiteral("CONDA_PKGS_DIRS"), QStringLiteral("/a,/b"))
            << QStringLiteral("storage.cache_redirects.CONDA_PKGS_DIRS: must not contain a comma");
        QTest::newRow("cache folder empty")
            << cacheRedirect(QStringLiteral("PIP_CACHE_DIR"), QString())
            << QStringLiteral("storage.cache_redirects.PIP_CACHE_DIR: \"\" must be a full path");
        QTest::newRow("unknown top-level field")
            << testClusterWith(QStringLiteral("partiton_mode"), QStringLiteral("explicit"))
            << QStringLiteral("partiton_mode: is not a profile field (misspelt?)");
        // Nested fields are checked as the top-level ones: a misspelt one is not ignored.
        QTest::newRow("unknown walltime field")
            << testClusterWith(QStringLiteral("partitions[0].walltime.maxx"),
                               QStringLiteral("7-00:00:00"))
            << QStringLiteral("partitions[0].walltime.maxx: is not a field of "
                              "partitions[0].walltime (misspelt?); its fields are default, max, "
                              "min");
        QTest::newRow("unknown scheduler field")
            << testClusterWith(QStringLiteral("scheduler.acount"), QJsonObject())
            << QStringLiteral("scheduler.acount: is not a field of scheduler (misspelt?); its "
                              "fields are account, accounting, ");
        QTest::newRow("hostile nested field")
            << testClusterWith(QStringLiteral("defaults.environment.$(touch x)\ny"),
                               QStringLiteral("1"))
            << QStringLiteral("defaults.environment.$(touch x)\\ny: is not a field of "
                              "defaults.environment (misspelt?)");
        QByteArray twice =
            readFile(test::sourceDir() + QStringLiteral("/site-profiles/test-cluster.json"));
        twice.replace(twice.indexOf('{'), 1, "{\"display_name\": \"Other\",");
        QTest::newRow("duplicate key")
            << twice << QStringLiteral("display_name: is given more than once; keep one");
    }
    void hostileProfileWords()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QStringList errors;
        const auto p =
            site::ProfileParser::parse(content, QStringLiteral("/x/test-cluster.json"), &errors);
        QVERIFY(!p);
        const QString all = errors.join(u'\n');
        QVERIFY2(all.contains(QStringLiteral("test-cluster.json: ") + expected), qPrintable(all));
    }

    void idMustMatchFileName()
    {
        QStringList errors;
        const auto p = site::ProfileParser::parse(
            readFile(test::sourceDir() + QStringLiteral("/site-profiles/theta.json")),
            QStringLiteral("/x/my-theta.json"), &errors);
        QVERIFY(!p);
        QVERIFY2(errors.join(u'\n').contains(
                     QStringLiteral("my-theta.json: id: \"theta\" differs from the file name")),
                 qPrintable(errors.join(u'\n')));
    }

    void userProfileOverridesBuiltIn()
    {
        QTemporaryDir dir;
        QJsonObject fir = builtIn(QStringLiteral("alliance-fir"));
        fir.insert(QStringLiteral("display_name"), QStringLiteral("Fir (my group's settings)"));
        QVERIFY(writeJson(dir.filePath(QStringLiteral("alliance-fir.json")),
                          QJsonDocument(fir).toJson()));
        QJsonObject mine = builtIn(QStringLiteral("test-cluster"));
        mine.insert(QStringLiteral("id"), QStringLiteral("my-lab"));
        QVERIFY(
            writeJson(dir.filePath(QStringLiteral("my-lab.json")), QJsonDocument(mine).toJson()));

        const site::ProfileRegistry registry({dir.path()});
        QVERIFY2(registry.errors().isEmpty(), qPrintable(registry.errors().join(u'\n')));
        const site::SiteProfile *p = registry.find(QStringLiteral("alliance-fir"));
        QCOMPARE(p->displayName, QStringLiteral("Fir (my group's settings)"));
        QVERIFY(p->userOverride);
        QVERIFY(registry.find(QStringLiteral("my-lab")));
        // The built-in profiles plus my-lab; alliance-fir replaces its built-in one.
        QCOMPARE(registry.profiles().size(), site::ProfileRegistry().profiles().size() + 1);
    }
};

QTEST_GUILESS_MAIN(TestSiteProfiles)
#include "tst_siteprofiles.moc"
