#include "envsetup/torchprobe.h"

#include "common/shellquote.h"
#include "compose/shellwords.h"

namespace slipway::envsetup {

namespace {

const char *const marker = "SLIPWAY-TORCH";

} // namespace

QString TorchProbe::command(const compose::JobEnvironment &environment)
{
    QStringList steps;
    if (!environment.modules.isEmpty()) {
        steps << QStringLiteral("module load ") + shellJoin(environment.modules);
    }
    const QString &recipe = environment.recipe;
    if ((recipe == QLatin1String("venv")) && !environment.path.isEmpty()) {
        steps << QStringLiteral("source ") +
                     compose::shellwords::pathWord(environment.path +
                                                   QStringLiteral("/bin/activate"));
    } else if (recipe == QLatin1String("conda") && !environment.path.isEmpty()) {
        steps << QStringLiteral("eval \"$(conda shell.bash hook)\"");
        steps << QStringLiteral("conda activate ") +
                     compose::shellwords::pathWord(environment.path);
    }
    const QString python =
        QStringLiteral("import torch; print('%1', torch.__version__, "
                       "torch.backends.cuda.is_built(), torch.version.cuda or '')")
            .arg(QLatin1String(marker));
    steps << QStringLiteral("{ command -v python >/dev/null 2>&1 && PY=python || PY=python3; }");
    steps << QStringLiteral("\"$PY\" -c ") + shellQuote(python);
    return steps.join(QStringLiteral(" && "));
}

TorchInfo TorchProbe::parse(const CommandResult &result)
{
    TorchInfo info;
    if (!result.ran()) {
        info.error = result.error;
        return info;
    }
    const QStringList lines = QString::fromUtf8(result.standardOutput).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QStringList words = line.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.value(0) == QLatin1String(marker) && words.size() >= 3) {
            info.imported = true;
            info.version = words.at(1);
            info.cudaBuilt = words.at(2) == QLatin1String("True");
            info.cudaVersion = words.value(3);
            return info;
        }
    }
    QStringList err = QString::fromUtf8(result.standardError).trimmed().split(QLatin1Char('\n'));
    while (!err.isEmpty() && err.last().trimmed().isEmpty()) {
        err.removeLast();
    }
    info.error =
        err.isEmpty()
            ? QStringLiteral("Python printed nothing (exit status %1).").arg(result.exitCode)
            : err.last().trimmed();
    return info;
}

} // namespace slipway::envsetup
