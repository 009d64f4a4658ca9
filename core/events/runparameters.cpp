#include "events/runparameters.h"

#include <QRegularExpression>

namespace slipway::events {

QVariant parameterValue(const QString &text)
{
    bool ok = false;
    const double number = text.toDouble(&ok);
    return ok ? QVariant(number) : QVariant(text);
}

namespace {

bool isOption(const QString &argument)
{
    // "-1" and "-.5" are negative numbers, not options.
    return argument.size() > 1 && argument.front() == QLatin1Char('-') &&
           !argument.at(1).isDigit() && argument.at(1) != QLatin1Char('.');
}

} // namespace

QVariantMap parametersFromArguments(const QStringList &arguments)
{
    QVariantMap params;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (!isOption(argument) || argument == QLatin1String("--")) {
            continue;
        }
        QString key = argument;
        while (key.startsWith(QLatin1Char('-'))) {
            key.remove(0, 1);
        }
        const qsizetype equals = key.indexOf(QLatin1Char('='));
        if (equals > 0) {
            params.insert(key.left(equals), parameterValue(key.mid(equals + 1)));
        } else if (!key.isEmpty() && i + 1 < arguments.size() && !isOption(arguments[i + 1])) {
            params.insert(key, parameterValue(arguments[++i]));
        } else if (!key.isEmpty() && equals < 0) {
            params.insert(key, true);
        }
    }
    return params;
}

QVariantMap parametersFromRunName(const QString &name)
{
    static const QRegularExpression piece(
        QStringLiteral("(?:^|[,;/\\s_])([A-Za-z][A-Za-z0-9.\\-]*)=([^,;/\\s=]+?)(?=$|[,;/\\s]|_"
                       "[A-Za-z][A-Za-z0-9.\\-]*=)"));
    QVariantMap params;
    auto it = piece.globalMatch(name);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        params.insert(match.captured(1), parameterValue(match.captured(2)));
    }
    return params;
}

} // namespace slipway::events
