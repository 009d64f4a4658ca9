#include "envsetup/condaparser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace slipway::envsetup {

DiscoveredEnvironments CondaParser::parseEnvList(const QByteArray &output, QString *error)
{
    // conda may print warnings before the JSON; start at the first '{'.
    const qsizetype start = output.indexOf('{');
    QJsonParseError parseError;
    const QJsonDocument doc =
        QJsonDocument::fromJson(start < 0 ? QByteArray() : output.mid(start), &parseError);
    if (start < 0 || !doc.isObject() || !doc.object().value(QStringLiteral("envs")).isArray()) {
        if (error) {
            *error = QStringLiteral("conda env list --json did not print a list of environments%1")
                         .arg(start < 0 || parseError.error == QJsonParseError::NoError
                                  ? QString()
                                  : QStringLiteral(" (%1)").arg(parseError.errorString()));
        }
        return {};
    }
    const QJsonArray envs = doc.object().value(QStringLiteral("envs")).toArray();
    QString base;
    for (const auto &v : envs) {
        // The base prefix is the one the others live under (PREFIX/envs/NAME).
        const QString p = v.toString();
        for (const auto &w : envs) {
            if (w.toString().startsWith(p + QStringLiteral("/envs/"))) {
                base = p;
            }
        }
    }
    if (base.isEmpty() && !envs.isEmpty()) {
        base = envs.first().toString();
    }
    DiscoveredEnvironments result;
    for (const auto &v : envs) {
        const QString prefix = v.toString();
        if (prefix.isEmpty()) {
            continue;
        }
        DiscoveredEnvironment env;
        env.kind = DiscoveredEnvironment::Kind::Conda;
        env.path = prefix;
        env.name = prefix == base ? QStringLiteral("base") : prefix.section(QLatin1Char('/'), -1);
        env.detail = QStringLiteral("conda");
        result << env;
    }
    return result;
}

} // namespace slipway::envsetup
