#include "envsetup/moduleparser.h"

#include <QRegularExpression>
#include <QSet>

namespace slipway::envsetup {

namespace {

QString stripMarkers(QString name)
{
    static const QRegularExpression markers(QStringLiteral("\\s*(\\([A-Za-z,]+\\)|<[A-Za-z,]+>)"));
    name.remove(markers);
    return name.trimmed();
}

} // namespace

QString DiscoveredEnvironment::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Module:
        return QStringLiteral("module");
    case Kind::Conda:
        return QStringLiteral("conda");
    case Kind::Venv:
        return QStringLiteral("venv");
    }
    return {};
}

DiscoveredEnvironments ModuleParser::parseTerseAvail(const QByteArray &output)
{
    DiscoveredEnvironments result;
    QSet<QString> seen;
    QString folder;
    const QStringList lines = QString::fromUtf8(output).split(QLatin1Char('\n'));
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        if (line.endsWith(QLatin1Char(':')) && !line.contains(QLatin1Char(' '))) {
            folder = line.chopped(1);
            continue;
        }
        const QString name = stripMarkers(line);
        // Family headers end with '/'; messages and anything with spaces are not module names.
        if (name.isEmpty() || name.endsWith(QLatin1Char('/')) || name.contains(QLatin1Char(' ')) ||
            name.startsWith(QLatin1Char('-'))) {
            continue;
        }
        if (seen.contains(name)) {
            continue;
        }
        seen.insert(name);
        DiscoveredEnvironment env;
        env.kind = DiscoveredEnvironment::Kind::Module;
        env.name = name;
        env.detail = folder;
        result << env;
    }
    return result;
}

QStringList ModuleParser::parseSpiderVersions(const QByteArray &output, const QString &name)
{
    QStringList versions;
    const QString prefix = name + QLatin1Char('/');
    const QStringList lines = QString::fromUtf8(output).split(QLatin1Char('\n'));
    bool inVersions = false;
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line == QLatin1String("Versions:")) {
            inVersions = true;
            continue;
        }
        if (inVersions) {
            if (line.isEmpty() || line.startsWith(QLatin1Char('-'))) {
                inVersions = false;
                continue;
            }
            const QString v = stripMarkers(line);
            if (v.startsWith(prefix) && !versions.contains(v)) {
                versions << v;
            }
            continue;
        }
        // One version: "  PyTorch: PyTorch/1.13.1"
        if (line.startsWith(name + QStringLiteral(": "))) {
            const QString v = stripMarkers(line.mid(name.size() + 2));
            if (v.startsWith(prefix) && !v.contains(QLatin1Char(' ')) && !versions.contains(v)) {
                versions << v;
            }
        }
    }
    return versions;
}

} // namespace slipway::envsetup
