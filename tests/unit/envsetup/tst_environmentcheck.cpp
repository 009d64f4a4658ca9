// The import reading of a training script and requirements.txt, and the environment check's one
// remote command run for real in a local bash with this computer's python3 and a real venv,
// with hostile names and paths that must never run as code.

#include "common/commandrunner.h"
#include "envsetup/environmentcheck.h"
#include "envsetup/importscanner.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace slipway;

namespace {

CommandResult runBash(const QString &command, const QString &dir)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral("bash"), {QStringLiteral("-c"), command});
    p.waitForFinished(120000);
    CommandResult r;
    r.exitCode = p.exitCode();
    r.standardOutput = p.readAllStandardOutput();
    r.standardError = p.readAllStandardError();
    return r;
}

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries);
}

} // namespace

class TestEnvironmentCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTopLevelImports()
    {
        const QString source = QStringLiteral("\"\"\"Trains a model.\n"
                                              "import inside_docstring\n"
                                              "\"\"\"\n"
                                              "import os, sys\n"
                                              "import numpy as np\n"
                                              "import torch.nn as nn, torchvision\n"
                                              "from torch.utils.tensorboard import SummaryWriter\n"
                                              "from . import sibling\n"
                                              "from .model import Net\n"
                                              "from PIL import (Image,\n"
                                              "    ImageOps)\n"
                                              "x = 'import in_string'\n"
                                              "# import in_comment\n"
                                              "import yaml; import tqdm  # two on one line\n"
                                              "try:\n"
                                              "    import optional_thing\n"
                                              "except ImportError:\n"
                                              "    pass\n"
                                              "def main():\n"
                                              "    import lazy_thing\n"
                                              "importer = 1\n"
                                              "from __future__ import annotations\n");
        QCOMPARE(envsetup::ImportScanner::importsOf(source),
                 (QStringList{QStringLiteral("os"), QStringLiteral("sys"), QStringLiteral("numpy"),
                              QStringLiteral("torch"), QStringLiteral("torchvision"),
                              QStringLiteral("PIL"), QStringLiteral("yaml"), QStringLiteral("tqdm"),
                              QStringLiteral("__future__")}));
    }

    void readsRequirements()
    {
        QStringList unreadable;
        const QStringList names = envsetup::ImportScanner::requirementsOf(
            QStringLiteral("# comment\n"
                           "torch==2.1.0\n"
                           "Pillow>=9 ; python_version > \"3.8\"\n"
                           "numpy[extra] ~= 1.24  # pinned\n"
                           "scikit-learn\n"
                           "-r other.txt\n"
                           "--index-url https://example.org/simple\n"
                           "-e git+https://example.org/x.git#egg=x\n"
                           "https://example.org/pkg.whl\n"
                           "./local/pkg\n"
                           "torch\n"
                           "$(touch PWNED)\n"),
            &unreadable);
        QCOMPARE(names, (QStringList{QStringLiteral("torch"), QStringLiteral("Pillow"),
                                     QStringLiteral("numpy"), QStringLiteral("scikit-learn")}));
        QCOMPARE(unreadable, QStringList{QStringLiteral("$(touch PWNED)")});
    }

    void scanLeavesOutStandardLibraryAndOwnModules()
    {
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("src/train.py")),
              "import argparse, json\nimport model\nimport data\nimport utils.io\n"
              "import tensorboard\nfrom torchvision import datasets\n");
        write(dir.filePath(QStringLiteral("src/model.py")), "import json\nimport timm\n");
        write(dir.filePath(QStringLiteral("data/__init__.py")), "");
        write(dir.filePath(QStringLiteral("utils/io.py")), "");
        write(dir.filePath(QStringLiteral("requirements.txt")), "tensorboard\nrich\n");
        const envsetup::ProjectNeeds needs =
            envsetup::ImportScanner::scan(dir.path(), QStringLiteral("src/train.py"));
        QCOMPARE(needs.modules,
                 (QStringList{QStringLiteral("tensorboard"), QStringLiteral("torchvision"),
                              QStringLiteral("timm")}));
        QCOMPARE(needs.requirements,
                 (QStringList{QStringLiteral("tensorboard"), QStringLiteral("rich")}));
        QVERIFY(needs.problems.isEmpty());

        const envsetup::ProjectNeeds missing =
            envsetup::ImportScanner::scan(dir.path(), QStringLiteral("nope.py"));
        QCOMPARE(missing.problems.size(), 1);
        QVERIFY2(missing.problems.first().contains(QStringLiteral("nope.py")),
                 qPrintable(missing.problems.first()));
    }

    void namesAreValidated()
    {
        QVERIFY(envsetup::ImportScanner::isModuleName(QStringLiteral("torch_geometric")));
        QVERIFY(envsetup::ImportScanner::isDistributionName(QStringLiteral("scikit-learn")));
        for (const QString &bad :
             {QStringLiteral("-c"), QStringLiteral("a b"), QStringLiteral("$(touch PWNED)"),
              QStringLiteral("x'; touch PWNED; '"), QStringLiteral("1abc"), QString(),
              QStringLiteral("a\nb"), QStringLiteral("ü")}) {
            QVERIFY2(!envsetup::ImportScanner::isModuleName(bad), qPrintable(bad));
        }
        for (const QString &bad : {QStringLiteral("-e"), QStringLiteral("a;b"),
                                   QStringLiteral("`id`"), QStringLiteral("x-")}) {
            QVERIFY2(!envsetup::ImportScanner::isDistributionName(bad), qPrintable(bad));
        }
    }

    // The command run for real: this computer's python3 has json but not the made-up module;
    // hostile names are left out of the command and cannot run.
    void commandFindsMissingModulesAndRefusesHostileNames()
    {
        QTemporaryDir dir;
        envsetup::EnvironmentCheckRequest request;
        request.environment.recipe = QStringLiteral("none");
        request.modules = {QStringLiteral("json"), QStringLiteral("slipway_no_such_module"),
                           QStringLiteral("$(touch PWNED)"), QStringLiteral("x';touch PWNED2;'")};
        request.distributions = {QStringLiteral("slipway-no-such-package"),
                                 QStringLiteral("`touch PWNED3`")};
        QStringList refused;
        const QString command = envsetup::EnvironmentCheck::command(request, &refused);
        QCOMPARE(refused,
                 (QStringList{QStringLiteral("$(touch PWNED)"), QStringLiteral("x';touch PWNED2;'"),
                              QStringLiteral("`touch PWNED3`")}));
        const envsetup::EnvironmentCheckResult result =
            envsetup::EnvironmentCheck::parse(runBash(command, dir.path()));
        QVERIFY2(result.answered, qPrintable(result.error));
        QVERIFY(!result.pythonFailed);
        QCOMPARE(result.missingModules, QStringList{QStringLiteral("slipway_no_such_module")});
        QCOMPARE(result.missingDistributions,
                 QStringList{QStringLiteral("slipway-no-such-package")});
        QVERIFY2(entries(dir.path()).isEmpty(), qPrintable(entries(dir.path()).join(u',')));

        const compose::Findings findings = envsetup::EnvironmentCheck::findings(request, result);
        QCOMPARE(findings.size(), 2);
        QCOMPARE(findings.at(0).severity, compose::Finding::Severity::Blocking);
        QVERIFY2(findings.at(0).message.contains(QStringLiteral("slipway_no_such_module")),
                 qPrintable(findings.at(0).message));
        QCOMPARE(findings.at(1).severity, compose::Finding::Severity::Advice);
    }

    // A venv folder that holds no venv (the set-up never ran), with a hostile path: reported
    // as not set up, nothing made, nothing run. Then a real venv in the same place: found.
    void venvNeverSetUpThenSetUp()
    {
        QTemporaryDir dir;
        envsetup::EnvironmentCheckRequest request;
        request.environment.recipe = QStringLiteral("venv");
        request.environment.path =
            dir.filePath(QStringLiteral("env x'$(touch PWNED)`touch PWNED2`\"; touch PWNED3"));
        request.modules = {QStringLiteral("json")};
        envsetup::EnvironmentCheckResult result = envsetup::EnvironmentCheck::parse(
            runBash(envsetup::EnvironmentCheck::command(request), dir.path()));
        QVERIFY2(result.answered, qPrintable(result.error));
        QVERIFY(result.environmentMissing);
        QVERIFY(entries(dir.path()).isEmpty());
        compose::Findings findings = envsetup::EnvironmentCheck::findings(request, result);
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().severity, compose::Finding::Severity::Blocking);
        QVERIFY2(findings.first().message.contains(QStringLiteral("has not been set up on the "
                                                                  "cluster yet")),
                 qPrintable(findings.first().message));

        // venv's own activate script cannot take such a folder name: a plain one with a space.
        request.environment.path = dir.filePath(QStringLiteral("my env"));
        QProcess venv;
        venv.start(QStringLiteral("python3"),
                   {QStringLiteral("-m"), QStringLiteral("venv"), QStringLiteral("--without-pip"),
                    request.environment.path});
        QVERIFY(venv.waitForFinished(120000));
        QCOMPARE(venv.exitCode(), 0);
        request.modules << QStringLiteral("slipway_no_such_module");
        result = envsetup::EnvironmentCheck::parse(
            runBash(envsetup::EnvironmentCheck::command(request), dir.path()));
        QVERIFY(!result.environmentMissing);
        QCOMPARE(result.missingModules, QStringList{QStringLiteral("slipway_no_such_module")});
        QCOMPARE(entries(dir.path()).size(), 1); // the venv only
    }

    void tensorboardMissingIsReported()
    {
        QTemporaryDir dir;
        envsetup::EnvironmentCheckRequest request;
        request.environment.recipe = QStringLiteral("none");
        request.tensorboard = true;
        request.tensorboardSetup = QStringLiteral("PATH=/nonexistent");
        const envsetup::EnvironmentCheckResult result = envsetup::EnvironmentCheck::parse(
            runBash(envsetup::EnvironmentCheck::command(request), dir.path()));
        QVERIFY(result.tensorboardChecked);
        QVERIFY(result.tensorboardMissing);
        const compose::Findings findings = envsetup::EnvironmentCheck::findings(request, result);
        QCOMPARE(findings.size(), 1);
        QVERIFY2(findings.first().message.contains(QStringLiteral("Start TensorBoard in the job")),
                 qPrintable(findings.first().message));
    }

    // A script already on the cluster: its imports are read there by Python's ast, in the
    // working folder (a hostile name, quoted), without the standard library or its own modules.
    void scriptOnTheClusterIsReadThere()
    {
        QTemporaryDir dir;
        const QString workdir = dir.filePath(QStringLiteral("work $(touch PWNED) 'x'"));
        write(workdir + QStringLiteral("/train.py"),
              "import os, json\nimport helpers\nimport slipway_no_such_module\n"
              "def f():\n    import slipway_lazy_module\n");
        write(workdir + QStringLiteral("/helpers.py"), "");
        write(workdir + QStringLiteral("/broken.py"), "import json\nprint 'python 2'\n");
        envsetup::EnvironmentCheckRequest request;
        request.environment.recipe = QStringLiteral("none");
        request.remoteWorkdir = workdir;
        request.remoteEntry = QStringLiteral("train.py");
        envsetup::EnvironmentCheckResult result = envsetup::EnvironmentCheck::parse(
            runBash(envsetup::EnvironmentCheck::command(request), dir.path()));
        QVERIFY2(result.answered, qPrintable(result.error));
        QCOMPARE(result.missingModules, QStringList{QStringLiteral("slipway_no_such_module")});
        QVERIFY(!result.scriptUnreadable);

        request.remoteEntry = QStringLiteral("broken.py");
        result = envsetup::EnvironmentCheck::parse(
            runBash(envsetup::EnvironmentCheck::command(request), dir.path()));
        QCOMPARE(result.scriptSyntaxLine, 2);
        QVERIFY(hasBlocking(envsetup::EnvironmentCheck::findings(request, result)));

        request.remoteEntry = QStringLiteral("missing.py");
        result = envsetup::EnvironmentCheck::parse(
            runBash(envsetup::EnvironmentCheck::command(request), dir.path()));
        QVERIFY(result.scriptUnreadable);
        // Left to the submission, which says whether the script or the folder is missing.
        QVERIFY(!hasBlocking(envsetup::EnvironmentCheck::findings(request, result)));
        request.remoteWorkdir = dir.filePath(QStringLiteral("nowhere"));
        request.remoteEntry = QStringLiteral("train.py");
        result = envsetup::EnvironmentCheck::parse(
            runBash(envsetup::EnvironmentCheck::command(request), dir.path()));
        QVERIFY(result.answered && result.scriptUnreadable && result.missingModules.isEmpty());
        QCOMPARE(entries(dir.path()).size(), 1); // the working folder only
    }

    void modulesAreMatchedToImports()
    {
        const QStringList offered = {
            QStringLiteral("Python/3.11.2"), QStringLiteral("PyTorch/1.13.1"),
            QStringLiteral("TensorBoard/2.19.0"), QStringLiteral("TensorBoard/2.20.0"),
            QStringLiteral("scikit-learn/1.3.1")};
        QCOMPARE(
            envsetup::EnvironmentCheck::moduleProviding(QStringLiteral("tensorboard"), offered),
            QStringLiteral("TensorBoard/2.20.0"));
        QCOMPARE(envsetup::EnvironmentCheck::moduleProviding(QStringLiteral("torch"), offered),
                 QStringLiteral("PyTorch/1.13.1"));
        QCOMPARE(envsetup::EnvironmentCheck::moduleProviding(QStringLiteral("sklearn"), offered),
                 QStringLiteral("scikit-learn/1.3.1"));
        QCOMPARE(envsetup::EnvironmentCheck::moduleProviding(QStringLiteral("rich"), offered),
                 QString());
        QCOMPARE(envsetup::EnvironmentCheck::pipPackageFor(QStringLiteral("PIL")),
                 QStringLiteral("Pillow"));
    }
};

QTEST_GUILESS_MAIN(TestEnvironmentCheck)
#include "tst_environmentcheck.moc"
