#include "envsetup/venvlistparser.h"

#include "common/shellquote.h"
#include "compose/shellwords.h"

#include <QSet>

namespace slipway::envsetup {

QString VenvListParser::command(const QStringList &roots, int maxDepth, int limit)
{
    QStringList words;
    for (const QString &root : roots) {
        if (!root.isEmpty()) {
            words << compose::shellwords::pathWord(root);
        }
    }
    if (words.isEmpty()) {
        words << QStringLiteral("\"$HOME\"");
    }
    // The depth counts from the root to bin/activate, so a venv maxDepth-2 levels down is found.
    return QStringLiteral("for d in ") + words.join(QLatin1Char(' ')) +
           QStringLiteral("; do [ -d \"$d\" ] && find \"$d\" -maxdepth %1 -path '*/bin/activate' "
                          "-type f 2>/dev/null; done | head -n %2; true")
               .arg(maxDepth + 2)
               .arg(limit);
}

DiscoveredEnvironments VenvListParser::parse(const QByteArray &output)
{
    DiscoveredEnvironments result;
    QSet<QString> seen;
    const QStringList lines = QString::fromUtf8(output).split(QLatin1Char('\n'));
    const QString suffix = QStringLiteral("/bin/activate");
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (!line.endsWith(suffix)) {
            continue;
        }
        const QString folder = line.chopped(suffix.size());
        if (folder.isEmpty() || seen.contains(folder)) {
            continue;
        }
        seen.insert(folder);
        DiscoveredEnvironment env;
        env.kind = DiscoveredEnvironment::Kind::Venv;
        env.path = folder;
        env.name = folder.section(QLatin1Char('/'), -1);
        env.detail = folder.section(QLatin1Char('/'), 0, -2);
        result << env;
    }
    return result;
}

} // namespace slipway::envsetup
