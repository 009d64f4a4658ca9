#include "common/shellquote.h"

namespace slipway {

namespace {

bool isPlain(QChar c)
{
    // Characters no POSIX shell treats specially, so words made only of them need no quotes.
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
           (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_') ||
           c == QLatin1Char('-') || c == QLatin1Char('.') || c == QLatin1Char('/') ||
           c == QLatin1Char(',') || c == QLatin1Char(':') || c == QLatin1Char('@') ||
           c == QLatin1Char('%') || c == QLatin1Char('+') || c == QLatin1Char('=');
}

} // namespace

QString shellQuote(const QString &word)
{
    if (word.isEmpty()) {
        return QStringLiteral("''");
    }
    bool plain = true;
    for (const QChar c : word) {
        if (!isPlain(c)) {
            plain = false;
            break;
        }
    }
    // A leading '=' or '-' is harmless to the shell; callers that pass options put `--` first.
    if (plain) {
        return word;
    }
    // Inside single quotes nothing is special except the closing quote, which is written as
    // '\'' (close, escaped quote, reopen).
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString shellJoin(const QStringList &words)
{
    QStringList quoted;
    quoted.reserve(words.size());
    for (const QString &word : words) {
        quoted << shellQuote(word);
    }
    return quoted.join(QLatin1Char(' '));
}

} // namespace slipway
