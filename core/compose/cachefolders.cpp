#include "compose/cachefolders.h"

#include "common/terminaltext.h"
#include "compose/shellwords.h"

namespace slipway::compose {

namespace {

// What fills the cache, in a beginner's words.
QString whatIsCached(const QString &variable)
{
    if (variable == QLatin1String("HF_HOME")) {
        return QStringLiteral("Hugging Face models and datasets");
    }
    if (variable == QLatin1String("TORCH_HOME")) {
        return QStringLiteral("Pretrained weights from torchvision and PyTorch Hub");
    }
    if (variable == QLatin1String("PIP_CACHE_DIR")) {
        return QStringLiteral("pip's downloaded packages");
    }
    if (variable == QLatin1String("TRITON_CACHE_DIR")) {
        return QStringLiteral("Kernels compiled by torch.compile (Triton)");
    }
    if (variable == QLatin1String("XDG_CACHE_HOME")) {
        return QStringLiteral("Other programs' caches");
    }
    return QStringLiteral("conda's downloaded packages");
}

} // namespace

QList<ScriptLine> CacheFolders::lines(const site::SiteProfile &profile)
{
    QList<ScriptLine> out;
    for (const QString &variable : site::cacheVariableNames()) {
        const QString folder = profile.cacheRedirects.value(variable);
        if (folder.isEmpty()) {
            continue;
        }
        out << ScriptLine{QStringLiteral("export ") + variable + QLatin1Char('=') +
                              shellwords::pathWord(folder),
                          QStringLiteral("%1 go to %2 instead of your home folder, so they do "
                                         "not fill its quota.")
                              .arg(whatIsCached(variable), printableText(folder))};
    }
    return out;
}

} // namespace slipway::compose
