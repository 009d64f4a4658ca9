// A module name that Lmod would run as shell code (issue #18: `x'; touch /tmp/PWNED; echo '`),
// given to every command that takes a spec, against the real test cluster and its Lmod 8.6: each
// refuses it in plain words, naming the field, and nothing runs. Lmod runs such a name itself
// (it builds a shell command from it while searching), so quoting it for the shell is not
// enough; only the module-name rule (common/wordrules.h) stops it.

#include "compose/jobspec.h"
#include "envsetup/environmentdiscovery.h"
#include "envsetup/environmentsetup.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"
#include "testcluster.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

using namespace slipway;

class TestEnvHostileWords : public QObject
{
    Q_OBJECT

    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Result ctl(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        p.start(test::binDir() + QStringLiteral("/slipwayctl"), args);
        Result r;
        if (!p.waitForFinished(180000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    QStringList connection() const
    {
        return {QStringLiteral("--host"), m_cluster.alias(), QStringLiteral("-F"),
                m_cluster.config()};
    }

    // The files on the cluster whose name holds the marker. Lmod escapes '-' as "%-" when it
    // runs the name, so the marker is letters, digits and '_' only, and any file holding it
    // counts.
    QString markerFiles()
    {
        CommandRequest r;
        r.command = QStringLiteral("ls -d /tmp/*%1* \"$HOME\"/*%1* 2>/dev/null; true").arg(m_tag);
        auto f = m_runner->run(r);
        if (!QTest::qWaitFor([&] { return f.isFinished(); }, 60000)) {
            return QStringLiteral("(the check did not finish)");
        }
        return QString::fromUtf8(f.result().standardOutput).trimmed();
    }

    QString writeSpec(const QString &recipe)
    {
        const QJsonObject env{{QStringLiteral("recipe"), recipe},
                              {QStringLiteral("path"),
                               QString(QStringLiteral("$HOME/slipway-it-envs/hostile-") + m_tag)},
                              {QStringLiteral("modules"), QJsonArray::fromStringList({m_word})}};
        const QJsonObject spec{{QStringLiteral("profile"), QStringLiteral("test-cluster")},
                               {QStringLiteral("entry"), QStringLiteral("train.py")},
                               {QStringLiteral("environment"), env}};
        const QString path = m_home.filePath(recipe + QStringLiteral(".json"));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(QJsonDocument(spec).toJson());
        }
        return path;
    }

    void verifyRefusal(const Result &r)
    {
        const QString files = markerFiles();
        QVERIFY2(files.isEmpty(), qPrintable(QStringLiteral("the module name ran: ") + files));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("environment.modules[0]")) &&
                     r.err.contains(QLatin1String("cannot be a module name")),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("Lmod")), qPrintable(r.err)); // nothing ran
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QString error;
        m_cluster = test::TestCluster::load(&error);
        if (!m_cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        m_pool = std::make_unique<ssh::ConnectionPool>(nullptr);
        m_runner = m_pool->runner(m_cluster.alias(), m_cluster.config(), &error);
        QVERIFY2(m_runner, qPrintable(error));
        m_tag = QStringLiteral("slipway_pwned_") + QUuid::createUuid().toString(QUuid::Id128);
        m_word = QStringLiteral("x'; touch /tmp/%1; echo '").arg(m_tag);
        const site::SiteProfile *p = m_registry.find(QStringLiteral("test-cluster"));
        QVERIFY(p);
        m_profile = *p;
        QCOMPARE(markerFiles(), QString());
    }

    void cleanupTestCase()
    {
        if (m_runner) {
            CommandRequest r;
            r.command = QStringLiteral("rm -rf -- /tmp/*%1* \"$HOME\"/slipway-it-envs/hostile-%1")
                            .arg(m_tag);
            auto f = m_runner->run(r);
            (void)QTest::qWaitFor([&] { return f.isFinished(); }, 60000);
        }
    }

    // slipwayctl setup: the one-time set-up would `module load` the name on the login node.
    void setupRefuses()
    {
        verifyRefusal(ctl(QStringList{QStringLiteral("setup"), QStringLiteral("--spec"),
                                      writeSpec(QStringLiteral("venv"))} +
                          connection()));
    }

    // slipwayctl envs --spec: the torch check would `module load` it.
    void envsSpecRefuses()
    {
        verifyRefusal(ctl(QStringList{QStringLiteral("envs"), QStringLiteral("--profile"),
                                      QStringLiteral("test-cluster"), QStringLiteral("--spec"),
                                      writeSpec(QStringLiteral("modules"))} +
                          connection()));
    }

    // slipwayctl submit: the job script would `module load` it on the compute node.
    void submitRefuses()
    {
        verifyRefusal(ctl(QStringList{QStringLiteral("submit"), QStringLiteral("--spec"),
                                      writeSpec(QStringLiteral("modules")), QStringLiteral("--db"),
                                      m_home.filePath(QStringLiteral("runs.sqlite"))} +
                          connection()));
    }

    // The core refuses it too when a caller hands it over directly (the wizard's torch check
    // and set-up button): nothing reaches the cluster.
    void coreRefusesDirectCalls()
    {
        compose::JobEnvironment env;
        env.recipe = QStringLiteral("venv");
        env.path = QStringLiteral("$HOME/slipway-it-envs/hostile-") + m_tag;
        env.modules = {m_word};

        envsetup::EnvironmentDiscovery discovery(m_runner, m_profile);
        auto torch = discovery.checkTorch(env);
        QVERIFY(QTest::qWaitFor([&] { return torch.isFinished(); }, 180000));
        QVERIFY(!torch.result().imported);
        QVERIFY2(torch.result().error.startsWith(QStringLiteral("“Modules to load”, word 1: ")),
                 qPrintable(torch.result().error));
        auto versions = discovery.moduleVersions(m_word);
        QVERIFY(QTest::qWaitFor([&] { return versions.isFinished(); }, 60000));
        QVERIFY(versions.result().isEmpty());

        ssh::SshConnection *connection = m_pool->find(m_cluster.alias(), m_cluster.config());
        QVERIFY(connection);
        envsetup::EnvironmentSetup setup(connection);
        QSignalSpy finished(&setup, &envsetup::EnvironmentSetup::finished);
        // The script a caller might have composed by hand with the name in it.
        QVERIFY(!setup.start(
            QStringLiteral("module load 'x'\\''; touch /tmp/%1; echo '\\'''\n").arg(m_tag),
            m_profile, env));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY2(finished.at(0).at(1).toString().contains(QLatin1String("cannot be a module name")),
                 qPrintable(finished.at(0).at(1).toString()));
        QCOMPARE(markerFiles(), QString());
    }

private:
    QTemporaryDir m_home;
    test::TestCluster m_cluster;
    site::ProfileRegistry m_registry;
    site::SiteProfile m_profile;
    std::unique_ptr<ssh::ConnectionPool> m_pool;
    CommandRunner *m_runner = nullptr;
    QString m_tag;
    QString m_word;
};

QTEST_GUILESS_MAIN(TestEnvHostileWords)
#include "tst_envhostilewords.moc"
