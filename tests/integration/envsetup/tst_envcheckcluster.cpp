// The environment check on the test cluster's login node: every gallery example passes it in
// the PyTorch module; a venv never set up and a hostile venv folder are reported, nothing runs;
// and `slipwayctl submit --project` refuses before it uploads anything (no snapshot folder, no
// run recorded) for a venv never set up and for a script importing what the module lacks.

#include "envsetup/environmentcheck.h"
#include "envsetup/importscanner.h"
#include "project/examplegallery.h"
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
#include <QTemporaryDir>
#include <QtTest>

using namespace slipway;

class TestEnvCheckCluster : public QObject
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
        m_unique = QStringLiteral("checks-it-%1-%2")
                       .arg(QDateTime::currentMSecsSinceEpoch())
                       .arg(QRandomGenerator::global()->bounded(100000));
        QCOMPARE(remote(QStringLiteral("mkdir -p ~/%1 && echo ok").arg(m_unique)).standardOutput,
                 QByteArray("ok\n"));
    }

    void cleanupTestCase()
    {
        if (m_runner) {
            remote(QStringLiteral("rm -rf ~/%1 ~/slipway-projects/%1-*").arg(m_unique));
        }
    }

    void galleryExamplesPassInThePyTorchModule()
    {
        const QList<project::Example> examples = project::ExampleGallery::all();
        QVERIFY(!examples.isEmpty());
        for (const project::Example &e : examples) {
            QTemporaryDir dir;
            QString error;
            QVERIFY2(project::ExampleGallery::writeTo(e, dir.path(), &error), qPrintable(error));
            const envsetup::ProjectNeeds needs = envsetup::ImportScanner::scan(dir.path(), e.entry);
            QVERIFY2(needs.problems.isEmpty(), qPrintable(needs.problems.join(u'\n')));
            QVERIFY2(needs.modules.contains(QStringLiteral("torch")), qPrintable(e.name));
            envsetup::EnvironmentCheckRequest request;
            request.environment.recipe = QStringLiteral("modules");
            request.environment.modules = {QStringLiteral("PyTorch/1.13.1")};
            request.modules = needs.modules;
            request.distributions = needs.requirements;
            const envsetup::EnvironmentCheckResult result = check(request);
            QVERIFY2(result.answered, qPrintable(result.error));
            const compose::Findings findings =
                envsetup::EnvironmentCheck::findings(request, result);
            QString text;
            for (const compose::Finding &f : findings) {
                text += f.message + QLatin1Char('\n');
            }
            if (e.name.contains(QLatin1String("horovod"))) {
                // Horovod is not installed on the test cluster: the check says so, naming it
                // from the example's requirements.txt (the script imports it only when it
                // really trains, so that --dry-run works without it).
                QVERIFY2(needs.requirements.contains(QStringLiteral("horovod")),
                         qPrintable(needs.requirements.join(u' ')));
                QVERIFY2(text.contains(QStringLiteral("requirements.txt names")) &&
                             text.contains(QStringLiteral("horovod")),
                         qPrintable(text));
            } else {
                QVERIFY2(!hasBlocking(findings), qPrintable(e.name + QLatin1Char(' ') + text));
            }
        }
    }

    // The venv folder is hostile: quoted, it reaches `[ -f ... ]` as one word and runs nothing.
    void hostileVenvFolderIsReportedNotRun()
    {
        envsetup::EnvironmentCheckRequest request;
        request.environment.recipe = QStringLiteral("venv");
        request.environment.modules = {QStringLiteral("PyTorch/1.13.1")};
        request.environment.path =
            QStringLiteral("~/%1/it's $(touch PWNED1) `touch PWNED2` \"x\"; touch PWNED3")
                .arg(m_unique);
        request.modules = {QStringLiteral("torch")};
        const envsetup::EnvironmentCheckResult result = check(request);
        QVERIFY2(result.answered, qPrintable(result.error));
        QVERIFY(result.environmentMissing);
        QCOMPARE(remote(QStringLiteral("ls -A ~/%1; ls ~ | grep -c PWNED").arg(m_unique))
                     .standardOutput.trimmed(),
                 QByteArray("0"));
    }

    void modulesThatDoNotLoadAreReported()
    {
        envsetup::EnvironmentCheckRequest request;
        request.environment.recipe = QStringLiteral("modules");
        request.environment.modules = {QStringLiteral("NoSuchModule/1.0")};
        const envsetup::EnvironmentCheckResult result = check(request);
        QVERIFY2(result.answered, qPrintable(result.error));
        QVERIFY(result.modulesFailed);
        const compose::Findings findings = envsetup::EnvironmentCheck::findings(request, result);
        QVERIFY(hasBlocking(findings));
        QVERIFY2(findings.first().message.contains(QStringLiteral("Modules to load")),
                 qPrintable(findings.first().message));
    }

    void submitRefusesVenvNeverSetUpBeforeUploading()
    {
        const QString folder = project(QStringLiteral("venv"), "import torch\n", {});
        QJsonObject env{{QStringLiteral("recipe"), QStringLiteral("venv")},
                        {QStringLiteral("modules"), QJsonArray{QStringLiteral("PyTorch/1.13.1")}},
                        {QStringLiteral("path"), QStringLiteral("~/%1/venv").arg(m_unique)}};
        const auto r = submit(folder, env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("has not been set up on the cluster yet")) &&
                     r.err.contains(QStringLiteral("(Environment folder)")) &&
                     r.err.contains(QStringLiteral("nothing was uploaded"), Qt::CaseInsensitive),
                 qPrintable(r.err));
        QVERIFY2(!r.out.contains(QStringLiteral("run ")), qPrintable(r.out));
        QVERIFY(!remoteExists(QStringLiteral("$HOME/slipway-projects/") +
                              QFileInfo(folder).fileName()));
    }

    void submitRefusesAMissingImportBeforeUploading()
    {
        const QString folder =
            project(QStringLiteral("import"), "import torch\nimport tensorboard\nimport helpers\n",
                    "rich\nslipway-no-such-dist>=1\n$(touch PWNED4)\n");
        QJsonObject env{{QStringLiteral("recipe"), QStringLiteral("modules")},
                        {QStringLiteral("modules"), QJsonArray{QStringLiteral("PyTorch/1.13.1")}}};
        const auto r = submit(folder, env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("imports tensorboard")) &&
                     r.err.contains(QStringLiteral("TensorBoard/2.20.0")) &&
                     r.err.contains(QStringLiteral("(Training script)")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("“slipway-no-such-dist”")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("names no package Slipway can check: $(touch "
                                               "PWNED4)")),
                 qPrintable(r.err));
        QVERIFY(!r.err.contains(QStringLiteral("imports helpers")));
        QVERIFY(!remoteExists(QStringLiteral("$HOME/slipway-projects/") +
                              QFileInfo(folder).fileName()));
        QCOMPARE(remote(QStringLiteral("ls ~ | grep -c PWNED")).standardOutput.trimmed(),
                 QByteArray("0"));
        QVERIFY(!QFile::exists(m_local.filePath(QStringLiteral("PWNED4"))));
    }

    // `slipwayctl check`: the same verdict without submitting.
    void checkCommandSaysWhatSubmitWould()
    {
        const QString folder =
            project(QStringLiteral("check"), "import torch\nimport tensorboard\n", {});
        QJsonObject env{{QStringLiteral("recipe"), QStringLiteral("modules")},
                        {QStringLiteral("modules"), QJsonArray{QStringLiteral("PyTorch/1.13.1")}}};
        Result r = submit(folder, env, QStringLiteral("check"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("TensorBoard/2.20.0")), qPrintable(r.err));
        env.insert(QStringLiteral("modules"), QJsonArray{QStringLiteral("PyTorch/1.13.1"),
                                                         QStringLiteral("TensorBoard/2.20.0")});
        r = submit(folder, env, QStringLiteral("check"));
        QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("No problems found.")),
                 qPrintable(r.out + r.err));
        QVERIFY(!remoteExists(QStringLiteral("$HOME/slipway-projects/") +
                              QFileInfo(folder).fileName()));
    }

private:
    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    CommandResult remote(const QString &command)
    {
        auto f = m_runner->run({command, {}, 120000});
        (void)QTest::qWaitFor([&f] { return f.isFinished(); }, 120000);
        return f.isFinished() ? f.result() : CommandResult{};
    }

    bool remoteExists(const QString &path)
    {
        return remote(QStringLiteral("if [ -e %1 ]; then echo yes; else echo no; fi").arg(path))
                   .standardOutput.trimmed() != QByteArray("no");
    }

    envsetup::EnvironmentCheckResult check(const envsetup::EnvironmentCheckRequest &request)
    {
        auto f = envsetup::EnvironmentCheck::run(m_runner, request);
        (void)QTest::qWaitFor([&f] { return f.isFinished(); }, 180000);
        return f.isFinished() ? f.result() : envsetup::EnvironmentCheckResult{};
    }

    QString project(const QString &name, const QByteArray &train, const QByteArray &requirements)
    {
        const QString folder = m_local.filePath(m_unique + QLatin1Char('-') + name);
        QDir().mkpath(folder);
        const auto write = [&](const QString &file, const QByteArray &text) {
            QFile f(folder + QLatin1Char('/') + file);
            if (f.open(QIODevice::WriteOnly)) {
                f.write(text);
            }
        };
        write(QStringLiteral("train.py"), train);
        write(QStringLiteral("helpers.py"), "import torch\n");
        if (!requirements.isEmpty()) {
            write(QStringLiteral("requirements.txt"), requirements);
        }
        return folder;
    }

    Result submit(const QString &folder, const QJsonObject &environment,
                  const QString &command = QStringLiteral("submit"))
    {
        const QJsonObject spec{{QStringLiteral("profile"), QStringLiteral("test-cluster")},
                               {QStringLiteral("entry"), QStringLiteral("train.py")},
                               {QStringLiteral("time"), QStringLiteral("00:05:00")},
                               {QStringLiteral("environment"), environment}};
        const QString specPath = folder + QStringLiteral(".json");
        QFile out(specPath);
        if (!out.open(QIODevice::WriteOnly)) {
            return {};
        }
        out.write(QJsonDocument(spec).toJson());
        out.close();
        QProcess p;
        p.setWorkingDirectory(m_local.path());
        p.start(test::binDir() + QStringLiteral("/slipwayctl"),
                QStringList{command, QStringLiteral("--spec"), specPath,
                            QStringLiteral("--project"), folder} +
                    (command == QLatin1String("submit")
                         ? QStringList{QStringLiteral("--db"),
                                       m_local.filePath(QStringLiteral("runs.sqlite"))}
                         : QStringList{}) +
                    QStringList{QStringLiteral("--host"), m_cluster.alias(), QStringLiteral("-F"),
                                m_cluster.config()});
        Result r;
        if (!p.waitForFinished(300000)) {
            p.kill();
            p.waitForFinished();
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    test::TestCluster m_cluster;
    std::unique_ptr<ssh::ConnectionPool> m_pool;
    CommandRunner *m_runner = nullptr;
    QString m_unique;
    QTemporaryDir m_local;
};

QTEST_MAIN(TestEnvCheckCluster)
#include "tst_envcheckcluster.moc"
