// Environment discovery parsers on output captured from the test cluster (tests/data/discovery),
// the torch probe's command run for real in a local shell with hostile paths, and the set-up's
// refusal of unsuitable locations from a real site profile.

#include "common/commandrunner.h"
#include "envsetup/condaparser.h"
#include "envsetup/environmentsetup.h"
#include "envsetup/moduleparser.h"
#include "envsetup/torchprobe.h"
#include "envsetup/venvlistparser.h"
#include "site/profileregistry.h"
#include "testpaths.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace slipway;

namespace {

QByteArray data(const QString &name)
{
    QFile file(test::sourceDir() + QStringLiteral("/tests/data/discovery/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing test data %s", qPrintable(file.fileName()));
    }
    return file.readAll();
}

QStringList names(const envsetup::DiscoveredEnvironments &envs)
{
    QStringList result;
    for (const envsetup::DiscoveredEnvironment &e : envs) {
        result << e.name;
    }
    return result;
}

// Runs `command` in bash in `dir`; returns stdout, stderr through `err`.
QByteArray runBash(const QString &command, const QString &dir, QByteArray *err, int *code)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral("bash"), {QStringLiteral("-c"), command});
    p.waitForFinished(60000);
    *err = p.readAllStandardError();
    *code = p.exitCode();
    return p.readAllStandardOutput();
}

} // namespace

class TestDiscoveryParsers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lmodTerseAvail()
    {
        const envsetup::DiscoveredEnvironments envs =
            envsetup::ModuleParser::parseTerseAvail(data(QStringLiteral("lmod-terse-avail.txt")));
        QCOMPARE(
            names(envs),
            QStringList({QStringLiteral("PyTorch/1.13.1"), QStringLiteral("Python/3.11.2"),
                         QStringLiteral("TensorBoard/2.20.0"), QStringLiteral("anaconda3/2023.07"),
                         QStringLiteral("modenv/ml"), QStringLiteral("modenv/scs5"),
                         QStringLiteral("Core/lmod"), QStringLiteral("Core/settarg")}));
        QCOMPARE(envs.first().detail, QStringLiteral("/opt/slipway-test-cluster/modules/core"));
        QCOMPARE(envs.last().detail, QStringLiteral("/usr/share/lmod/lmod/modulefiles"));
        QVERIFY(envs.first().kind == envsetup::DiscoveredEnvironment::Kind::Module);
    }

    void lmodMarkersAndMessages()
    {
        const QByteArray out = "SLIPWAY-MODULES lmod\n/apps/modules:\nCUDA/\nCUDA/11.8 (D)\n"
                               "CUDA/12.1 <aL>\ngcc/12(L)\nLmod has detected the following "
                               "error: nothing\nCUDA/11.8\n";
        QCOMPARE(names(envsetup::ModuleParser::parseTerseAvail(out)),
                 QStringList({QStringLiteral("CUDA/11.8"), QStringLiteral("CUDA/12.1"),
                              QStringLiteral("gcc/12")}));
        QVERIFY(envsetup::ModuleParser::parseTerseAvail(QByteArray()).isEmpty());
    }

    void environmentModulesTerseAvail()
    {
        const envsetup::DiscoveredEnvironments envs = envsetup::ModuleParser::parseTerseAvail(
            data(QStringLiteral("envmodules-avail-terse.txt")));
        QVERIFY(names(envs).contains(QStringLiteral("cuda/12.1")));
        QVERIFY(names(envs).contains(QStringLiteral("pytorch/2.1.0")));
        QVERIFY(!names(envs).contains(QStringLiteral("pytorch/")));
        QCOMPARE(envs.size(), 10);
    }

    void spiderOneVersion()
    {
        QCOMPARE(envsetup::ModuleParser::parseSpiderVersions(
                     data(QStringLiteral("lmod-spider-pytorch.txt")), QStringLiteral("PyTorch")),
                 QStringList({QStringLiteral("PyTorch/1.13.1")}));
    }

    void spiderSeveralVersions()
    {
        QCOMPARE(envsetup::ModuleParser::parseSpiderVersions(
                     data(QStringLiteral("lmod-spider-modenv.txt")), QStringLiteral("modenv")),
                 QStringList({QStringLiteral("modenv/ml"), QStringLiteral("modenv/scs5")}));
        // The example at the end ("$ module spider modenv/scs5") is not a second listing.
        QVERIFY(
            envsetup::ModuleParser::parseSpiderVersions("Lmod has detected the following error: "
                                                        "Unable to find: \"nope\"\n",
                                                        QStringLiteral("nope"))
                .isEmpty());
    }

    void condaEnvList()
    {
        QString error;
        const envsetup::DiscoveredEnvironments envs = envsetup::CondaParser::parseEnvList(
            data(QStringLiteral("conda-env-list.json")), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(names(envs), QStringList({QStringLiteral("base"), QStringLiteral("pytorch-2.0"),
                                           QStringLiteral("my env")}));
        QCOMPARE(envs.at(2).path, QStringLiteral("/home/alice/.conda/envs/my env"));
        QVERIFY(envs.at(0).kind == envsetup::DiscoveredEnvironment::Kind::Conda);
    }

    void condaGarbage()
    {
        QString error;
        QVERIFY(
            envsetup::CondaParser::parseEnvList("conda: command not found\n", &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("did not print")));
        error.clear();
        QVERIFY(envsetup::CondaParser::parseEnvList("{\"envs\": 3}", &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }

    void venvListRunsForReal()
    {
        // Make venv-like folders (one with a hostile name) and let the real command find them.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString hostile = QStringLiteral("e v'$(touch PWNED)`id`\"ü");
        for (const QString &sub :
             QStringList{QStringLiteral("a/torch"), QStringLiteral("projects/") + hostile,
                         QStringLiteral("too/deep/down/here/env")}) {
            QVERIFY(QDir().mkpath(dir.path() + QLatin1Char('/') + sub + QStringLiteral("/bin")));
            QFile f(dir.path() + QLatin1Char('/') + sub + QStringLiteral("/bin/activate"));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QByteArray err;
        int code = -1;
        const QByteArray out = runBash(
            envsetup::VenvListParser::command({dir.path() + QStringLiteral("/"), hostile}, 3),
            dir.path(), &err, &code);
        QCOMPARE(code, 0);
        const envsetup::DiscoveredEnvironments envs = envsetup::VenvListParser::parse(out);
        QStringList found = names(envs);
        found.sort();
        QCOMPARE(found, QStringList({hostile, QStringLiteral("torch")}));
        QVERIFY(!QFile::exists(dir.path() + QStringLiteral("/PWNED")));
    }

    void torchProbeParse()
    {
        CommandResult ok;
        ok.exitCode = 0;
        ok.standardOutput = "SLIPWAY-TORCH 1.13.0a0 False \n";
        envsetup::TorchInfo info = envsetup::TorchProbe::parse(ok);
        QVERIFY(info.imported);
        QCOMPARE(info.version, QStringLiteral("1.13.0a0"));
        QVERIFY(!info.cudaBuilt);

        CommandResult cuda;
        cuda.exitCode = 0;
        cuda.standardOutput = "some banner\nSLIPWAY-TORCH 2.5.1+cu121 True 12.1\n";
        info = envsetup::TorchProbe::parse(cuda);
        QVERIFY(info.cudaBuilt);
        QCOMPARE(info.cudaVersion, QStringLiteral("12.1"));

        CommandResult missing;
        missing.exitCode = 1;
        missing.standardError = "Traceback (most recent call last):\n  File \"<string>\", line 1"
                                "\nModuleNotFoundError: No module named 'torch'\n";
        info = envsetup::TorchProbe::parse(missing);
        QVERIFY(!info.imported);
        QCOMPARE(info.error, QStringLiteral("ModuleNotFoundError: No module named 'torch'"));
    }

    void torchProbeHostileVenvPath()
    {
        // The command runs for real: a hostile venv path is taken literally and fails to source.
        QTemporaryDir dir;
        compose::JobEnvironment env;
        env.recipe = QStringLiteral("venv");
        env.path = QStringLiteral("./x'$(touch PWNED)`touch PWNED2`\"; touch PWNED3");
        QByteArray err;
        int code = -1;
        runBash(envsetup::TorchProbe::command(env), dir.path(), &err, &code);
        QVERIFY(code != 0);
        QVERIFY2(err.contains("x'$(touch PWNED)`touch PWNED2`\"; touch PWNED3/bin/activate"),
                 err.constData());
        const QStringList left =
            QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(','))));
    }

    void setupCommandQuotesScript()
    {
        QTemporaryDir dir;
        const QString script = QStringLiteral("printf '%s|' \"it's\" '$(touch PWNED)' \"ü\"");
        QByteArray err;
        int code = -1;
        const QByteArray out =
            runBash(envsetup::EnvironmentSetup::command(script), dir.path(), &err, &code);
        QCOMPARE(code, 0);
        QCOMPARE(QString::fromUtf8(out), QStringLiteral("it's|$(touch PWNED)|ü|"));
        QVERIFY(!QFile::exists(dir.path() + QStringLiteral("/PWNED")));
    }

    void setupRefusesUnsuitableLocation()
    {
        const site::ProfileRegistry registry;
        const site::SiteProfile *cedar = registry.find(QStringLiteral("alliance-cedar"));
        QVERIFY(cedar);
        compose::JobEnvironment env;
        env.recipe = QStringLiteral("venv");
        env.path = QStringLiteral("$SCRATCH/envs/torch");
        const QString why = envsetup::EnvironmentSetup::refusal(*cedar, env);
        QVERIFY2(why.contains(QStringLiteral("purged")), qPrintable(why));
        QVERIFY(why.contains(QStringLiteral("$SCRATCH/envs/torch")));
        env.path = QStringLiteral("~/scratch/torch");
        QVERIFY(!envsetup::EnvironmentSetup::refusal(*cedar, env).isEmpty());
        env.path = QStringLiteral("$HOME/envs/torch");
        QCOMPARE(envsetup::EnvironmentSetup::refusal(*cedar, env), QString());
        env.path.clear();
        QVERIFY(!envsetup::EnvironmentSetup::refusal(*cedar, env).isEmpty());

        // start() refuses before connecting and says why.
        envsetup::EnvironmentSetup setup(nullptr);
        QSignalSpy finished(&setup, &envsetup::EnvironmentSetup::finished);
        env.path = QStringLiteral("$SCRATCH/torch");
        QVERIFY(!setup.start(QStringLiteral("echo hi"), *cedar, env));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(finished.at(0).at(1).toString().contains(QStringLiteral("purged")));
    }
};

QTEST_GUILESS_MAIN(TestDiscoveryParsers)
#include "tst_discoveryparsers.moc"
