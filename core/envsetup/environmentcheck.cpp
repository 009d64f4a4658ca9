#include "envsetup/environmentcheck.h"

#include "common/shellquote.h"
#include "compose/shellwords.h"
#include "compose/specwords.h"
#include "envsetup/environmentdiscovery.h"
#include "envsetup/importscanner.h"
#include "envsetup/moduleparser.h"

#include <QObject>

namespace slipway::envsetup {

namespace {

const char *const marker = "SLIPWAY-CHECK";

// Asks the environment's Python, with the names as arguments (never as code): modules before
// "--", requirements.txt names after it.
const char *const pythonCheck = R"(import sys, os, importlib.util
try:
    import importlib.metadata as md
except ImportError:
    md = None
args = sys.argv[1:]
script = None
if args[:1] == ['--script']:
    script, args = args[1], args[2:]
cut = args.index('--')
modules, packages = args[:cut], args[cut + 1:]
if script is not None:
    import ast
    try:
        with open(script, 'rb') as f:
            tree = ast.parse(f.read())
    except OSError:
        tree = None
        print('SLIPWAY-CHECK script-unreadable')
    except SyntaxError as e:
        tree = None
        print('SLIPWAY-CHECK script-syntax', e.lineno or 0)
    here = os.path.dirname(os.path.abspath(script))
    std = set(getattr(sys, 'stdlib_module_names', ())) | set(sys.builtin_module_names)
    for node in (tree.body if tree else []):
        if isinstance(node, ast.Import):
            names = [a.name.split('.')[0] for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module.split('.')[0]]
        else:
            continue
        for name in names:
            own = os.path.exists(os.path.join(here, name + '.py')) or os.path.isdir(os.path.join(here, name))
            if name not in std and name not in modules and not own:
                modules.append(name)
for name in modules:
    try:
        found = importlib.util.find_spec(name) is not None
    except Exception:
        found = False
    if not found:
        print('SLIPWAY-CHECK missing-module', name)
for name in packages:
    try:
        if md is not None:
            md.distribution(name)
    except Exception:
        print('SLIPWAY-CHECK missing-package', name)
print('SLIPWAY-CHECK python-ok', sys.version.split()[0])
)";

QString normalized(const QString &name)
{
    QString n = name.toLower();
    n.remove(QLatin1Char('-')).remove(QLatin1Char('_')).remove(QLatin1Char('.'));
    return n;
}

struct KnownName
{
    const char *import;
    const char *pip;
    const char *moduleFamily; // as the sites name the module, normalised
};

// Imports whose pip package or module has another name.
const KnownName knownNames[] = {
    {"torch", "torch", "pytorch"},
    {"torchvision", "torchvision", "torchvision"},
    {"tensorboard", "tensorboard", "tensorboard"},
    {"tensorflow", "tensorflow", "tensorflow"},
    {"sklearn", "scikit-learn", "scikitlearn"},
    {"PIL", "Pillow", "pillow"},
    {"cv2", "opencv-python", "opencv"},
    {"yaml", "PyYAML", "pyyaml"},
    {"skimage", "scikit-image", "scikitimage"},
    {"bs4", "beautifulsoup4", "beautifulsoup"},
    {"horovod", "horovod", "horovod"},
    {"mpi4py", "mpi4py", "mpi4py"},
    {"numpy", "numpy", "scipybundle"},
    {"scipy", "scipy", "scipybundle"},
    {"pandas", "pandas", "scipybundle"},
    {"matplotlib", "matplotlib", "matplotlib"},
};

QString lastLine(const QByteArray &text)
{
    QStringList lines = QString::fromUtf8(text).trimmed().split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty()) {
        lines.removeLast();
    }
    return lines.isEmpty() ? QString() : lines.last().trimmed();
}

QString quotedList(const QStringList &names)
{
    QStringList q;
    for (const QString &n : names) {
        q << QStringLiteral("“%1”").arg(n);
    }
    return q.join(QStringLiteral(", "));
}

} // namespace

QString EnvironmentCheck::command(const EnvironmentCheckRequest &request, QStringList *refused)
{
    const compose::JobEnvironment &env = request.environment;
    QStringList modules;
    QStringList distributions;
    for (const QString &m : request.modules) {
        if (ImportScanner::isModuleName(m)) {
            modules << m;
        } else if (refused) {
            *refused << m;
        }
    }
    for (const QString &d : request.distributions) {
        if (ImportScanner::isDistributionName(d)) {
            distributions << d;
        } else if (refused) {
            *refused << d;
        }
    }
    const QString say = QStringLiteral("echo ") + QLatin1String(marker) + QLatin1Char(' ');
    QStringList steps;
    // A subshell, so that `exit` ends the check and never the shell the runner keeps.
    if (!env.modules.isEmpty() && env.recipe != QLatin1String("none")) {
        steps << QStringLiteral("{ module load ") + shellJoin(env.modules) +
                     QStringLiteral(" || { ") + say +
                     QStringLiteral("modules-failed; exit 0; }; }");
    }
    if (env.recipe == QLatin1String("venv") && !env.path.isEmpty()) {
        const QString activate =
            compose::shellwords::pathWord(env.path + QStringLiteral("/bin/activate"));
        steps << QStringLiteral("if [ -f ") + activate + QStringLiteral(" ]; then source ") +
                     activate + QStringLiteral(" || { ") + say +
                     QStringLiteral("env-failed; exit 0; }; else ") + say +
                     QStringLiteral("env-missing; exit 0; fi");
    } else if (env.recipe == QLatin1String("conda") && !env.path.isEmpty()) {
        steps << QStringLiteral(
                     "{ eval \"$(conda shell.bash hook 2>/dev/null)\" && conda activate ") +
                     compose::shellwords::pathWord(env.path) +
                     QStringLiteral(" ; } >/dev/null || { ") + say +
                     QStringLiteral("env-missing; exit 0; }");
    }
    if (request.tensorboard && !request.tensorboardSetup.contains(QLatin1Char('\n'))) {
        const QString setup = request.tensorboardSetup.trimmed();
        steps << QStringLiteral("if ( ") +
                     (setup.isEmpty() ? QString() : setup + QStringLiteral(" && ")) +
                     QStringLiteral("command -v tensorboard ) >/dev/null 2>&1; then ") + say +
                     QStringLiteral("tensorboard-ok; else ") + say +
                     QStringLiteral("tensorboard-missing; fi");
    }
    steps << QStringLiteral("{ command -v python >/dev/null 2>&1 && PY=python || PY=python3; }");
    QString scriptArgs;
    if (!request.remoteEntry.isEmpty()) {
        // The script is read where the job starts; when that folder is not there, nothing else
        // is read in its place.
        steps << QStringLiteral("if cd -- ") +
                     compose::shellwords::pathWord(request.remoteWorkdir.isEmpty()
                                                       ? QStringLiteral("~")
                                                       : request.remoteWorkdir) +
                     QStringLiteral(" 2>/dev/null; then set -- --script ") +
                     compose::shellwords::pathWord(request.remoteEntry) +
                     QStringLiteral("; else ") + say +
                     QStringLiteral("script-unreadable; set --; fi");
        scriptArgs = QStringLiteral(" \"$@\"");
    }
    QStringList args = modules;
    args << QStringLiteral("--") << distributions;
    steps << QStringLiteral("\"$PY\" -c ") + shellQuote(QString::fromLatin1(pythonCheck)) +
                 scriptArgs + QLatin1Char(' ') + shellJoin(args) + QStringLiteral(" || ") + say +
                 QStringLiteral("python-failed");
    return QStringLiteral("( ") + say + QStringLiteral("started; ") +
           steps.join(QStringLiteral("; ")) + QStringLiteral(" ); echo; ") +
           EnvironmentDiscovery::modulesCommand();
}

EnvironmentCheckResult EnvironmentCheck::parse(const CommandResult &result)
{
    EnvironmentCheckResult out;
    if (!result.ran()) {
        out.error = result.error;
        return out;
    }
    const QByteArray stdoutText = result.standardOutput;
    const qsizetype modulesAt = stdoutText.indexOf("SLIPWAY-MODULES");
    const QString report =
        QString::fromUtf8(modulesAt < 0 ? stdoutText : stdoutText.left(modulesAt));
    for (const QString &line : report.split(QLatin1Char('\n'))) {
        const QStringList words = line.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.value(0) != QLatin1String(marker)) {
            continue;
        }
        const QString what = words.value(1);
        if (what == QLatin1String("started")) {
            out.answered = true;
        } else if (what == QLatin1String("modules-failed")) {
            out.modulesFailed = true;
            out.moduleError = lastLine(result.standardError);
        } else if (what == QLatin1String("env-missing") || what == QLatin1String("env-failed")) {
            out.environmentMissing = true;
        } else if (what == QLatin1String("tensorboard-ok")) {
            out.tensorboardChecked = true;
        } else if (what == QLatin1String("tensorboard-missing")) {
            out.tensorboardChecked = true;
            out.tensorboardMissing = true;
        } else if (what == QLatin1String("missing-module") && words.size() > 2) {
            out.missingModules << words.at(2);
        } else if (what == QLatin1String("missing-package") && words.size() > 2) {
            out.missingDistributions << words.at(2);
        } else if (what == QLatin1String("script-unreadable")) {
            out.scriptUnreadable = true;
        } else if (what == QLatin1String("script-syntax")) {
            out.scriptSyntaxLine = std::max(1, words.value(2).toInt());
        } else if (what == QLatin1String("python-failed")) {
            out.pythonFailed = true;
            out.pythonError = lastLine(result.standardError);
        }
    }
    if (!out.answered) {
        const QString why = lastLine(result.standardError);
        out.error = why.isEmpty()
                        ? QObject::tr("The login node did not answer the check (exit status %1).")
                              .arg(result.exitCode)
                        : why;
    }
    if (modulesAt >= 0) {
        // Kept for findings(): what the module system offers.
        const DiscoveredEnvironments offered =
            ModuleParser::parseTerseAvail(stdoutText.mid(stdoutText.indexOf('\n', modulesAt) + 1));
        for (const DiscoveredEnvironment &e : offered) {
            out.offeredModules << e.name;
        }
    }
    return out;
}

QString EnvironmentCheck::pipPackageFor(const QString &name)
{
    for (const KnownName &k : knownNames) {
        if (name == QLatin1String(k.import)) {
            return QString::fromLatin1(k.pip);
        }
    }
    return name;
}

QString EnvironmentCheck::moduleProviding(const QString &name, const QStringList &offered)
{
    QStringList families{normalized(name), normalized(pipPackageFor(name))};
    for (const KnownName &k : knownNames) {
        if (name == QLatin1String(k.import)) {
            families << QString::fromLatin1(k.moduleFamily);
        }
    }
    QString best;
    for (const QString &module : offered) {
        if (families.contains(normalized(module.section(QLatin1Char('/'), 0, -2)))) {
            best = module; // listed in version order: the last is the newest
        }
    }
    return best;
}

compose::Findings EnvironmentCheck::findings(const EnvironmentCheckRequest &request,
                                             const EnvironmentCheckResult &result)
{
    compose::Findings out;
    const auto add = [&out](compose::Finding::Severity s, const QString &field,
                            const QString &message) {
        out << compose::Finding{s, field, message, {}};
    };
    const compose::JobEnvironment &env = request.environment;
    if (!result.answered) {
        add(compose::Finding::Severity::Advice, QStringLiteral("environment"),
            QObject::tr("The environment could not be checked on the login node: %1")
                .arg(result.error));
        return out;
    }
    if (result.modulesFailed) {
        add(compose::Finding::Severity::Blocking, QStringLiteral("environment.modules"),
            QObject::tr("The modules in “Modules to load” (%1) could not be loaded on the login "
                        "node%2. Pick them from the list on the Environment step.")
                .arg(env.modules.join(QLatin1Char(' ')),
                     result.moduleError.isEmpty() ? QString()
                                                  : QStringLiteral(": ") + result.moduleError));
        return out;
    }
    if (result.environmentMissing) {
        add(compose::Finding::Severity::Blocking, QStringLiteral("environment.path"),
            env.recipe == QLatin1String("conda")
                ? QObject::tr("The conda environment %1 has not been set up on the cluster yet, "
                              "so the job would stop where it activates it. Press “Set it up "
                              "now” (it runs once, on the login node).")
                      .arg(env.path)
                : QObject::tr("The environment %1 has not been set up on the cluster yet (there "
                              "is no virtual environment in that folder), so the job would stop "
                              "where it activates it. Press “Set it up now” (it runs once, on "
                              "the login node).")
                      .arg(env.path));
        return out;
    }
    if (result.tensorboardMissing) {
        const QString module =
            moduleProviding(QStringLiteral("tensorboard"), result.offeredModules);
        add(compose::Finding::Severity::Blocking, QStringLiteral("tensorboard"),
            QObject::tr("“Start TensorBoard in the job” is ticked, but this environment has no "
                        "tensorboard program, so TensorBoard would not start (the training "
                        "would run without it). %1")
                .arg(module.isEmpty()
                         ? QObject::tr("Add the pip package tensorboard to “Packages” and set "
                                       "the environment up again, or untick the box.")
                         : QObject::tr("Add the module %1 to “Modules to load” on the "
                                       "Environment step, or untick the box.")
                               .arg(module)));
    }
    if (result.pythonFailed) {
        add(compose::Finding::Severity::Blocking, QStringLiteral("environment"),
            QObject::tr("Python did not start in this environment on the login node%1, so the "
                        "job would fail too.")
                .arg(result.pythonError.isEmpty() ? QString()
                                                  : QStringLiteral(": ") + result.pythonError));
        return out;
    }
    // A script that is not there (or a working folder that is not) is left to the submission,
    // which says which of the two is missing and records the refusal.
    if (result.scriptSyntaxLine > 0 && !result.scriptUnreadable) {
        add(compose::Finding::Severity::Blocking, QStringLiteral("entry"),
            QObject::tr("This environment's Python cannot read the training script %1: line %2 "
                        "is not valid Python for it, so the job would stop at once.")
                .arg(request.remoteEntry)
                .arg(result.scriptSyntaxLine));
    }
    const bool canInstall =
        env.recipe == QLatin1String("venv") || env.recipe == QLatin1String("conda");
    for (const QString &name : result.missingModules) {
        const QString module = moduleProviding(name, result.offeredModules);
        QString fix;
        if (!module.isEmpty()) {
            fix = QObject::tr("The module %1 provides it: add it to “Modules to load” on the "
                              "Environment step.")
                      .arg(module);
        } else if (canInstall) {
            fix = QObject::tr("Add the pip package %1 to “Packages” on the Environment step and "
                              "set the environment up again.")
                      .arg(pipPackageFor(name));
        } else {
            fix = QObject::tr("No module on this cluster provides it. Choose “Module + your own "
                              "venv” on the Environment step and add the pip package %1 to "
                              "“Packages”.")
                      .arg(pipPackageFor(name));
        }
        add(compose::Finding::Severity::Blocking, QStringLiteral("entry"),
            QObject::tr("Your training script imports %1, which this environment does not have, "
                        "so the job would stop at that line. %2")
                .arg(name, fix));
    }
    if (!result.missingDistributions.isEmpty()) {
        add(compose::Finding::Severity::Advice, QStringLiteral("project"),
            QObject::tr("requirements.txt names %1, which this environment does not have "
                        "installed. If the script needs them, add them to “Packages” on the "
                        "Environment step and set the environment up again.")
                .arg(quotedList(result.missingDistributions)));
    }
    return out;
}

compose::Findings EnvironmentCheck::asFirstLook(const compose::Findings &findings,
                                                const QString &why)
{
    if (why.isEmpty()) {
        return findings;
    }
    compose::Findings out;
    for (compose::Finding f : findings) {
        if (f.severity == compose::Finding::Severity::Blocking &&
            f.field != QLatin1String("environment.path")) {
            f.severity = compose::Finding::Severity::Advice;
            f.message = QObject::tr("On the login node: %1 The login node is not the machine your "
                                    "job uses (%2), so check this environment on the cluster "
                                    "with the environment doctor (Review step).")
                            .arg(f.message, why);
        }
        out << f;
    }
    return out;
}

QFuture<EnvironmentCheckResult> EnvironmentCheck::run(CommandRunner *runner,
                                                      const EnvironmentCheckRequest &request)
{
    EnvironmentCheckResult refusedResult;
    if (!runner) {
        refusedResult.error = QObject::tr("There is no connection to the cluster.");
        return QtFuture::makeReadyFuture(refusedResult);
    }
    const QList<compose::WordProblem> problems = environmentWordProblems(request.environment);
    if (!problems.isEmpty()) {
        refusedResult.error = describeForUser(problems.first());
        return QtFuture::makeReadyFuture(refusedResult);
    }
    CommandRequest command;
    command.timeoutMs = 180000;
    command.command = EnvironmentCheck::command(request);
    return runner->run(command).then([](const CommandResult &r) { return parse(r); });
}

} // namespace slipway::envsetup
