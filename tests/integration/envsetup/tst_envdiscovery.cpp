// Environment discovery and the one-time set-up on the real test cluster: its Lmod modules,
// the torch they give, a venv made by the composer's set-up script over a streamed SSH channel
// (in a folder with a hostile name), and a set-up that fails with its exact error.

#include "compose/scriptcomposer.h"
#include "envsetup/environmentdiscovery.h"
#include "envsetup/environmentsetup.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"
#include "testcluster.h"
#include "testpaths.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

using namespace slipway;

class TestEnvDiscovery : public QObject
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
        m_connection = m_pool->find(m_cluster.alias(), m_cluster.config());
        QVERIFY(m_connection);
        const site::SiteProfile *p = m_registry.find(QStringLiteral("test-cluster"));
        QVERIFY(p);
        m_profile = *p;
        m_folder = QStringLiteral("$HOME/slipway-it-envs/disc ") +
                   QUuid::createUuid().toString(QUuid::Id128).left(8) +
                   QStringLiteral(" q'$(touch PWNED)`id`ü");
    }

    void cleanupTestCase()
    {
        if (m_runner) {
            CommandRequest r;
            r.command = QStringLiteral("rm -rf -- \"$HOME\"/slipway-it-envs/disc\\ *");
            auto f = m_runner->run(r);
            QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 60000);
        }
    }

    void discoversModulesAndVenvs()
    {
        envsetup::EnvironmentDiscovery discovery(m_runner, m_profile);
        QSignalSpy found(&discovery, &envsetup::EnvironmentDiscovery::found);
        QSignalSpy progress(&discovery, &envsetup::EnvironmentDiscovery::progress);
        QSignalSpy failed(&discovery, &envsetup::EnvironmentDiscovery::stepFailed);
        QSignalSpy finished(&discovery, &envsetup::EnvironmentDiscovery::finished);
        discovery.start();
        QVERIFY(discovery.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY2(failed.isEmpty(),
                 failed.isEmpty() ? "" : qPrintable(failed.at(0).at(1).toString()));
        QCOMPARE(progress.size(), 3);
        QCOMPARE(discovery.moduleSystem(), QStringLiteral("lmod"));
        QStringList names;
        for (const auto &args : found) {
            for (const envsetup::DiscoveredEnvironment &e :
                 args.at(0).value<envsetup::DiscoveredEnvironments>()) {
                names << envsetup::DiscoveredEnvironment::kindName(e.kind) + QLatin1Char(':') +
                             e.name;
            }
        }
        for (const char *m : {"module:PyTorch/1.13.1", "module:TensorBoard/2.20.0",
                              "module:anaconda3/2023.07", "module:modenv/ml"}) {
            QVERIFY2(names.contains(QLatin1String(m)), qPrintable(names.join(QLatin1Char(','))));
        }
        // No conda on the test cluster: nothing found and nothing failed.
        QVERIFY(!names.join(QLatin1Char(',')).contains(QLatin1String("conda:")));
    }

    void moduleVersions()
    {
        envsetup::EnvironmentDiscovery discovery(m_runner, m_profile);
        auto f = discovery.moduleVersions(QStringLiteral("PyTorch"));
        QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 60000);
        QCOMPARE(f.result(), QStringList{QStringLiteral("PyTorch/1.13.1")});
        auto g = discovery.moduleVersions(QStringLiteral("modenv"));
        QTRY_VERIFY_WITH_TIMEOUT(g.isFinished(), 60000);
        QCOMPARE(g.result(),
                 QStringList({QStringLiteral("modenv/ml"), QStringLiteral("modenv/scs5")}));
    }

    void torchInModule()
    {
        envsetup::EnvironmentDiscovery discovery(m_runner, m_profile);
        compose::JobEnvironment env;
        env.recipe = QStringLiteral("modules");
        env.modules = {QStringLiteral("PyTorch/1.13.1")};
        auto f = discovery.checkTorch(env);
        QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 180000);
        const envsetup::TorchInfo info = f.result();
        QVERIFY2(info.imported, qPrintable(info.error));
        QVERIFY2(info.version.startsWith(QLatin1String("1.13.")), qPrintable(info.version));
        QVERIFY(!info.cudaBuilt);
    }

    void torchMissing()
    {
        envsetup::EnvironmentDiscovery discovery(m_runner, m_profile);
        compose::JobEnvironment env;
        env.recipe = QStringLiteral("modules");
        env.modules = {QStringLiteral("No/Such-Module")};
        auto f = discovery.checkTorch(env);
        QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 120000);
        QVERIFY(!f.result().imported);
        QVERIFY2(!f.result().error.isEmpty(), "no reason given");
    }

    void setupVenvInHostileFolderThenTorch()
    {
        compose::JobSpec spec;
        spec.profile = m_profile.id;
        spec.entry = QStringLiteral("train.py");
        spec.environment.recipe = QStringLiteral("venv");
        spec.environment.modules = {QStringLiteral("PyTorch/1.13.1")};
        spec.environment.path = m_folder;
        const compose::ComposedScript composed = compose::ScriptComposer::compose(spec, m_profile);
        QVERIFY(!composed.blocked());
        QVERIFY(!composed.setupText().isEmpty());

        envsetup::EnvironmentSetup setup(m_connection);
        QSignalSpy lines(&setup, &envsetup::EnvironmentSetup::outputLine);
        QSignalSpy finished(&setup, &envsetup::EnvironmentSetup::finished);
        // A script that prints first and works after: lines arrive before the end.
        QVERIFY(setup.start(QStringLiteral("echo starting\n") + composed.setupText() +
                                QStringLiteral("echo made \"$VIRTUAL_ENV\"\n"),
                            m_profile, spec.environment));
        QVERIFY(setup.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 300000);
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        QStringList text;
        for (const auto &l : lines) {
            text << l.at(0).toString();
        }
        QCOMPARE(text.value(0), QStringLiteral("starting"));
        QVERIFY2(text.last().startsWith(QLatin1String("made /home/")) &&
                     text.last().endsWith(QStringLiteral(" q'$(touch PWNED)`id`ü")),
                 qPrintable(text.join(QLatin1Char('\n'))));

        // The venv is there, found by discovery and has the module's torch.
        envsetup::EnvironmentDiscovery discovery(m_runner, m_profile);
        QSignalSpy found(&discovery, &envsetup::EnvironmentDiscovery::found);
        QSignalSpy done(&discovery, &envsetup::EnvironmentDiscovery::finished);
        discovery.start();
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 120000);
        bool seen = false;
        for (const auto &args : found) {
            for (const envsetup::DiscoveredEnvironment &e :
                 args.at(0).value<envsetup::DiscoveredEnvironments>()) {
                seen = seen || (e.kind == envsetup::DiscoveredEnvironment::Kind::Venv &&
                                e.path.endsWith(m_folder.mid(5)));
            }
        }
        QVERIFY2(seen, "the new venv was not discovered");
        auto f = discovery.checkTorch(spec.environment);
        QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 180000);
        QVERIFY2(f.result().imported, qPrintable(f.result().error));
        QVERIFY(f.result().version.startsWith(QLatin1String("1.13.")));

        // Nothing in the hostile name ran.
        CommandRequest check;
        check.command = QStringLiteral("ls ~/PWNED ~/slipway-it-envs/PWNED 2>/dev/null | wc -l");
        auto c = m_runner->run(check);
        QTRY_VERIFY_WITH_TIMEOUT(c.isFinished(), 60000);
        QCOMPARE(c.result().standardOutput.trimmed(), QByteArray("0"));
    }

    void failingSetupShowsExactError()
    {
        compose::JobEnvironment env;
        env.recipe = QStringLiteral("venv");
        env.path = QStringLiteral("/proc/slipway-cannot-write/torch");
        compose::JobSpec spec;
        spec.profile = m_profile.id;
        spec.entry = QStringLiteral("train.py");
        spec.environment = env;
        const compose::ComposedScript composed = compose::ScriptComposer::compose(spec, m_profile);
        envsetup::EnvironmentSetup setup(m_connection);
        QSignalSpy lines(&setup, &envsetup::EnvironmentSetup::outputLine);
        QSignalSpy finished(&setup, &envsetup::EnvironmentSetup::finished);
        QVERIFY(setup.start(composed.setupText(), m_profile, env));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        const QString message = finished.at(0).at(1).toString();
        QCOMPARE(message, QStringLiteral("The set-up failed (exit status 1): mkdir: cannot create "
                                         "directory '/proc/slipway-cannot-write': No such file or "
                                         "directory"));
        QVERIFY(!lines.isEmpty());
        QVERIFY(lines.last().at(1).toBool()); // from stderr
    }

    void cancelStopsSetup()
    {
        envsetup::EnvironmentSetup setup(m_connection);
        QSignalSpy lines(&setup, &envsetup::EnvironmentSetup::outputLine);
        QSignalSpy finished(&setup, &envsetup::EnvironmentSetup::finished);
        compose::JobEnvironment env;
        env.recipe = QStringLiteral("venv");
        env.path = QStringLiteral("$HOME/slipway-it-envs/unused");
        QVERIFY(setup.start(QStringLiteral("echo sleeping; sleep 120; echo woke"), m_profile, env));
        QTRY_COMPARE_WITH_TIMEOUT(lines.size(), 1, 60000);
        setup.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(finished.at(0).at(1).toString().contains(QLatin1String("cancelled")));
        QCOMPARE(lines.size(), 1);
    }

    void cliTwins()
    {
        // slipwayctl envs lists what discovery finds; setup reports the exact failure.
        QProcess envs;
        envs.start(test::binDir() + QStringLiteral("/slipwayctl"),
                   {QStringLiteral("envs"), QStringLiteral("--profile"),
                    QStringLiteral("test-cluster"), QStringLiteral("--host"), m_cluster.alias(),
                    QStringLiteral("-F"), m_cluster.config()});
        QVERIFY(envs.waitForFinished(120000));
        const QString out = QString::fromUtf8(envs.readAllStandardOutput());
        QCOMPARE(envs.exitCode(), 0);
        QVERIFY2(out.contains(QLatin1String("module  PyTorch/1.13.1\n")), qPrintable(out));

        QTemporaryDir dir;
        QFile spec(dir.filePath(QStringLiteral("spec.json")));
        QVERIFY(spec.open(QIODevice::WriteOnly));
        spec.write(R"({"profile": "test-cluster", "entry": "train.py",
                       "environment": {"recipe": "venv",
                                       "path": "/proc/slipway-cannot-write/torch"}})");
        spec.close();
        QProcess setup;
        setup.start(test::binDir() + QStringLiteral("/slipwayctl"),
                    {QStringLiteral("setup"), QStringLiteral("--spec"), spec.fileName(),
                     QStringLiteral("--host"), m_cluster.alias(), QStringLiteral("-F"),
                     m_cluster.config()});
        QVERIFY(setup.waitForFinished(120000));
        QCOMPARE(setup.exitCode(), 1);
        const QString err = QString::fromUtf8(setup.readAllStandardError());
        QVERIFY2(err.endsWith(QStringLiteral("The set-up failed (exit status 1): mkdir: cannot "
                                             "create directory '/proc/slipway-cannot-write': No "
                                             "such file or directory\n")),
                 qPrintable(err));
    }

private:
    test::TestCluster m_cluster;
    site::ProfileRegistry m_registry;
    site::SiteProfile m_profile;
    std::unique_ptr<ssh::ConnectionPool> m_pool;
    CommandRunner *m_runner = nullptr;
    ssh::SshConnection *m_connection = nullptr;
    QString m_folder;
};

QTEST_GUILESS_MAIN(TestEnvDiscovery)
#include "tst_envdiscovery.moc"
