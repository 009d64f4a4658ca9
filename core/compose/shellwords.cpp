#include "compose/shellwords.h"

#include "common/shellquote.h"

#include <QRegularExpression>

namespace slipway::compose::shellwords {

QString pathWord(const QString &path)
{
    static const QRegularExpression variable(QStringLiteral(
        R"(^\$(\{)?(HOME|USER|SCRATCH|PROJECT|SLURM_TMPDIR|TMPDIR|PBS_O_WORKDIR|SLURM_SUBMIT_DIR)(?(1)\}|(?![A-Za-z0-9_])))"));
    QString out;
    QString rest = path;
    if (rest.startsWith(QLatin1String("~/")) || rest == QLatin1String("~")) {
        out = QStringLiteral("\"$HOME\"");
        rest = rest.mid(1);
    }
    // Variables may appear at the start of each path component ("/work/$USER/env").
    QString literal;
    qsizetype i = 0;
    const auto flush = [&] {
        if (!literal.isEmpty()) {
            out += shellQuote(literal);
            literal.clear();
        }
    };
    while (i < rest.size()) {
        const bool componentStart = i == 0 || rest.at(i - 1) == QLatin1Char('/');
        if (componentStart && rest.at(i) == QLatin1Char('$')) {
            const auto m = variable.match(rest.mid(i));
            if (m.hasMatch()) {
                flush();
                out += QStringLiteral("\"$") + m.captured(2) + QLatin1Char('"');
                i += m.capturedLength();
                continue;
            }
        }
        literal += rest.at(i);
        ++i;
    }
    flush();
    return out.isEmpty() ? QStringLiteral("''") : out;
}

bool isDirectiveSafe(const QString &value)
{
    for (const QChar c : value) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
            c == QChar::ParagraphSeparator) {
            return false;
        }
    }
    return true;
}

QString directiveValue(const QString &value)
{
    static const QRegularExpression plain(QStringLiteral(R"(^[A-Za-z0-9_.,:/%@+=-]+$)"));
    if (plain.match(value).hasMatch()) {
        return value;
    }
    QString escaped = value;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QStringList splitArguments(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    enum class Quote { None, Single, Double } quote = Quote::None;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quote == Quote::Single) {
            if (c == u'\'') {
                quote = Quote::None;
            } else {
                word += c;
            }
            continue;
        }
        if (quote == Quote::Double) {
            if (c == u'"') {
                quote = Quote::None;
            } else if (c == u'\\' && i + 1 < line.size() &&
                       (line.at(i + 1) == u'"' || line.at(i + 1) == u'\\')) {
                word += line.at(++i);
            } else {
                word += c;
            }
            continue;
        }
        if (c.isSpace()) {
            if (inWord) {
                words << word;
                word.clear();
                inWord = false;
            }
            continue;
        }
        inWord = true;
        if (c == u'\'') {
            quote = Quote::Single;
        } else if (c == u'"') {
            quote = Quote::Double;
        } else if (c == u'\\' && i + 1 < line.size()) {
            word += line.at(++i);
        } else {
            word += c;
        }
    }
    if (inWord) {
        words << word;
    }
    return words;
}

QString joinArguments(const QStringList &args)
{
    QStringList quoted;
    quoted.reserve(args.size());
    for (const QString &a : args) {
        quoted << shellQuote(a);
    }
    return quoted.join(QLatin1Char(' '));
}

} // namespace slipway::compose::shellwords
