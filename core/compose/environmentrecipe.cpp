#include "compose/environmentrecipe.h"

#include <QCoreApplication>

#include "common/shellquote.h"
#include "common/terminaltext.h"
#include "compose/cachefolders.h"
#include "compose/shellwords.h"

namespace slipway::compose {

namespace {

using shellwords::pathWord;

bool isCondaPrefix(const QString &path)
{
    return path.contains(QLatin1Char('/')) || path.startsWith(QLatin1Char('$')) ||
           path.startsWith(QLatin1Char('~'));
}

QList<ScriptLine> moduleLines(const ResolvedJob &job)
{
    QList<ScriptLine> lines;
    for (const QString &path : job.profile.moduleUse) {
        lines << ScriptLine{
            QStringLiteral("module use ") + pathWord(path),
            QCoreApplication::translate("environmentrecipe",
                                        "Make the site's extra module folder %1 visible.")
                .arg(path)};
    }
    const QStringList &modules = job.spec.environment.modules;
    if (!modules.isEmpty()) {
        lines << ScriptLine{
            QStringLiteral("module load ") + shellJoin(modules),
            QCoreApplication::translate("environmentrecipe", "Load the software modules: %1.")
                .arg(modules.join(QStringLiteral(", ")))};
    }
    return lines;
}

QList<ScriptLine> condaActivate(const JobEnvironment &env)
{
    return {ScriptLine{QStringLiteral("eval \"$(conda shell.bash hook)\""),
                       QCoreApplication::translate(
                           "environmentrecipe", "Make 'conda activate' work in a batch script.")},
            ScriptLine{QStringLiteral("conda activate ") + pathWord(env.path),
                       isCondaPrefix(env.path)
                           ? QCoreApplication::translate("environmentrecipe",
                                                         "Activate the conda environment in %1.")
                                 .arg(env.path)
                           : QCoreApplication::translate("environmentrecipe",
                                                         "Activate the conda environment named %1.")
                                 .arg(env.path)}};
}

bool usesContainerRuntime(const ResolvedJob &job)
{
    return job.spec.environment.recipe == QLatin1String("container") &&
           !job.spec.environment.runtime.isEmpty();
}

// Charliecloud's ch-run binds the home folder at /home/$USER (--home) and nothing else that
// the image does not already have a folder for: the job must run in the home folder, and
// starts in the same folder inside the container.
QList<ScriptLine> charliecloudLines()
{
    return {ScriptLine{
        QStringLiteral(
            "case \"$PWD/\" in \"$HOME\"/*) SLIPWAY_GUEST_DIR=\"/home/$USER${PWD#\"$HOME\"}\" "
            ";; *) echo \"The container sees only your home folder, and this job runs "
            "in $PWD: run it from a folder in your home folder.\" >&2; exit 1 ;; esac"),
        QCoreApplication::translate(
            "environmentrecipe",
            "Charliecloud shows the container your home folder at /home/$USER: the "
            "job starts in the same folder there (and stops here when it runs "
            "outside the home folder).")}};
}

QString verifyCommand()
{
    // Plain words either way: "PyTorch 2.3.1 is ready and can use NVIDIA GPUs (CUDA 12.1)." or
    // "... is ready but runs on CPUs only: this build has no GPU support." (torch.version.cuda is
    // None in a CPU-only build.)
    return QStringLiteral(
        "python -c 'import torch; c = torch.version.cuda; print(\"PyTorch\", torch.__version__, "
        "\"is ready and can use NVIDIA GPUs (CUDA \" + c + \").\" if c else \"is ready but runs "
        "on CPUs only: this build has no GPU support.\")'");
}

} // namespace

QList<ScriptLine> EnvironmentRecipe::jobLines(const ResolvedJob &job)
{
    const JobEnvironment &env = job.spec.environment;
    const QString &recipe = env.recipe;
    QList<ScriptLine> lines;
    if (recipe == QLatin1String("none")) {
        return lines;
    }
    lines << moduleLines(job);
    if (usesContainerRuntime(job) &&
        job.spec.environment.runtime == QLatin1String("charliecloud")) {
        lines << charliecloudLines();
    }
    if (recipe == QLatin1String("venv")) {
        lines << ScriptLine{
            QStringLiteral("source ") + pathWord(env.path + QStringLiteral("/bin/activate")),
            QCoreApplication::translate("environmentrecipe",
                                        "Activate the virtual environment made once on the login "
                                        "node (see the set-up script).")};
    } else if (recipe == QLatin1String("conda")) {
        lines << condaActivate(env);
    } else if (recipe == QLatin1String("virtualenv-wheelhouse")) {
        const QString var = job.profile.nodeLocalEnvVar.isEmpty() ? QStringLiteral("SLURM_TMPDIR")
                                                                  : job.profile.nodeLocalEnvVar;
        const QString envDir = QStringLiteral("\"$%1\"/env").arg(var);
        QStringList packages = env.packages;
        if (packages.isEmpty()) {
            packages << QStringLiteral("torch");
        }
        if (job.nodes > 1 && job.profile.scheduler == site::SchedulerKind::Slurm) {
            lines << ScriptLine{
                QStringLiteral(
                    "srun --nodes=\"$SLURM_NNODES\" --ntasks=\"$SLURM_NNODES\" "
                    "--ntasks-per-node=1 bash -c 'virtualenv --no-download "
                    "\"$%1/env\" && \"$%1/env/bin/pip\" install --no-index --upgrade pip "
                    "&& \"$%1/env/bin/pip\" install --no-index \"$@\"' slipway-env ")
                        .arg(var) +
                    shellJoin(packages),
                QStringLiteral("Build the environment on every node's local disk, from the "
                               "site's wheelhouse: the Python packages the site builds for its "
                               "own machines (--no-index: never from the internet).")};
            lines << ScriptLine{
                QStringLiteral("source ") + envDir + QStringLiteral("/bin/activate"),
                QCoreApplication::translate("environmentrecipe",
                                            "Use that environment here and in the job steps.")};
        } else {
            lines << ScriptLine{
                QStringLiteral("virtualenv --no-download ") + envDir,
                QCoreApplication::translate("environmentrecipe",
                                            "Create a fresh environment on the node's local disk "
                                            "(rebuilt in every job; fast, no quota).")};
            lines << ScriptLine{QStringLiteral("source ") + envDir +
                                    QStringLiteral("/bin/activate"),
                                QCoreApplication::translate("environmentrecipe", "Activate it.")};
            lines << ScriptLine{QStringLiteral("pip install --no-index --upgrade pip"),
                                QStringLiteral("Update pip from the site's wheelhouse: the folder "
                                               "of Python packages the site builds for its own "
                                               "machines (--no-index: never from the internet).")};
            lines << ScriptLine{
                QStringLiteral("pip install --no-index ") + shellJoin(packages),
                QCoreApplication::translate("environmentrecipe",
                                            "Install %1 from the site's wheelhouse (its own "
                                            "collection of packages built for this cluster).")
                    .arg(packages.join(QStringLiteral(", ")))};
        }
    }
    return lines;
}

QList<ScriptLine> EnvironmentRecipe::setupLines(const ResolvedJob &job)
{
    const JobEnvironment &env = job.spec.environment;
    const QString &recipe = env.recipe;
    if (recipe != QLatin1String("venv") && recipe != QLatin1String("conda")) {
        return {};
    }
    // conda's own base environment (a site's conda module) always exists and cannot be
    // created: the set-up only installs into it and checks it.
    const bool condaBase = recipe == QLatin1String("conda") && env.path == QLatin1String("base");
    QList<ScriptLine> lines;
    lines << ScriptLine{QStringLiteral("#!/bin/bash"),
                        QCoreApplication::translate("environmentrecipe", "Run with bash.")};
    lines << ScriptLine{
        QStringLiteral("# One-time set-up on the login node for %1: %2 the environment the job "
                       "uses.")
            .arg(printableText(job.profile.displayName),
                 condaBase ? QStringLiteral("checks") : QStringLiteral("creates")),
        QCoreApplication::translate("environmentrecipe", "What this script is for.")};
    lines << ScriptLine{
        QStringLiteral("set -e"),
        QCoreApplication::translate("environmentrecipe", "Stop at the first command that fails.")};
    lines << CacheFolders::lines(job.profile);
    lines << moduleLines(job);
    if (recipe == QLatin1String("venv")) {
        const QString python =
            job.profile.venvPython.isEmpty() ? QStringLiteral("python3") : job.profile.venvPython;
        lines << ScriptLine{
            QStringLiteral("mkdir -p -- ") +
                pathWord(env.path.section(QLatin1Char('/'), 0, -2).isEmpty()
                             ? QStringLiteral(".")
                             : env.path.section(QLatin1Char('/'), 0, -2)),
            QCoreApplication::translate("environmentrecipe",
                                        "Make the folder that holds the environment.")};
        lines << ScriptLine{
            QStringLiteral("if [ ! -x ") + pathWord(env.path + QStringLiteral("/bin/python")) +
                QStringLiteral(" ]; then ") + shellQuote(python) +
                QStringLiteral(" -m venv --system-site-packages ") + pathWord(env.path) +
                QStringLiteral("; fi"),
            QCoreApplication::translate("environmentrecipe",
                                        "Create the venv once, on top of the module's Python, so "
                                        "the site's PyTorch stays visible.")};
        lines << ScriptLine{QStringLiteral("source ") +
                                pathWord(env.path + QStringLiteral("/bin/activate")),
                            QCoreApplication::translate("environmentrecipe", "Activate it.")};
        if (!env.packages.isEmpty()) {
            lines << ScriptLine{
                QStringLiteral("pip install ") + shellJoin(env.packages),
                QCoreApplication::translate("environmentrecipe",
                                            "Install the extra packages into the venv.")};
        }
    } else {
        lines << ScriptLine{QStringLiteral("eval \"$(conda shell.bash hook)\""),
                            QCoreApplication::translate("environmentrecipe",
                                                        "Make 'conda activate' work in a script.")};
        const bool prefix = isCondaPrefix(env.path);
        QString create = QStringLiteral("conda create --yes ") +
                         (prefix ? QStringLiteral("--prefix ") : QStringLiteral("--name ")) +
                         pathWord(env.path);
        if (!env.pythonVersion.isEmpty()) {
            create += QLatin1Char(' ') + shellQuote(QStringLiteral("python=") + env.pythonVersion);
        }
        QString exists;
        if (prefix) {
            exists = QStringLiteral("[ -d ") + pathWord(env.path + QStringLiteral("/conda-meta")) +
                     QStringLiteral(" ]");
        } else {
            exists = QStringLiteral("conda env list | grep -q -- ") +
                     shellQuote(QStringLiteral("^") + env.path + QLatin1Char(' '));
        }
        if (!condaBase) {
            lines << ScriptLine{QStringLiteral("if ! ") + exists + QStringLiteral("; then ") +
                                    create + QStringLiteral("; fi"),
                                QCoreApplication::translate("environmentrecipe",
                                                            "Create the conda environment once.")};
        }
        lines << condaActivate(env).mid(1);
        if (!env.packages.isEmpty()) {
            lines << ScriptLine{
                QStringLiteral("conda install --yes ") + shellJoin(env.packages),
                QCoreApplication::translate("environmentrecipe", "Install the packages into it.")};
        }
    }
    lines << ScriptLine{verifyCommand(), QCoreApplication::translate(
                                             "environmentrecipe",
                                             "Check that PyTorch works and say whether it can use "
                                             "GPUs.")};
    return lines;
}

QString EnvironmentRecipe::launchPrefix(const ResolvedJob &job)
{
    if (!usesContainerRuntime(job)) {
        return {};
    }
    const QString image = pathWord(job.spec.environment.image);
    if (job.spec.environment.runtime == QLatin1String("charliecloud")) {
        // ch-run IMAGE -- CMD: the environment passes through, /dev (and so the GPUs' device
        // files) is the host's, and --home binds the home folder at /home/$USER.
        return QStringLiteral("ch-run --home --cd=\"$SLIPWAY_GUEST_DIR\" ") + image +
               QStringLiteral(" -- ");
    }
    QString prefix = shellQuote(job.spec.environment.runtime) + QStringLiteral(" exec ");
    if (job.usesGpus()) {
        prefix += QStringLiteral("--nv ");
    }
    return prefix + image + QLatin1Char(' ');
}

} // namespace slipway::compose
