#include "common/terminaltext.h"

namespace slipway {

namespace {

bool isBidiControl(char16_t u)
{
    return (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x200E ||
           u == 0x200F || u == 0x061C;
}

QString hexEscape(char16_t u)
{
    if (u < 0x80) {
        return QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
    }
    return QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
}

} // namespace

QString printableText(const QString &text, bool keepLineBreaks)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text.at(i).unicode();
        if (QChar::isHighSurrogate(u) && i + 1 < text.size() &&
            QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            out += text.at(i);
            out += text.at(i + 1);
            ++i;
            continue;
        }
        if (u == u'\n') {
            out += keepLineBreaks ? QStringLiteral("\n") : QStringLiteral("\\n");
        } else if (u == u'\t') {
            out += QLatin1Char('\t');
        } else if (u == u'\r') {
            out += QStringLiteral("\\r");
        } else if (u == 0) {
            out += QStringLiteral("\\0");
        } else if (u < 0x20 || u == 0x7F || (u >= 0x80 && u <= 0x9F) || u == 0x2028 ||
                   u == 0x2029 || isBidiControl(u) || QChar::isSurrogate(u)) {
            out += hexEscape(u);
        } else {
            out += text.at(i);
        }
    }
    return out;
}

} // namespace slipway
