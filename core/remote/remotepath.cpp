#include "remote/remotepath.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace slipway::remote {

std::optional<RemotePath> RemotePath::parse(const QString &text)
{
    // HOST is an alias or [user@]host with an optional :port; a bracketed IPv6 address also
    // works. The path is everything after the last colon that follows HOST.
    static const QRegularExpression pattern(
        QStringLiteral("^((?:[A-Za-z0-9_.+-]+@)?(?:\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9_.+-]+)(?::[0-9]{"
                       "1,5})?):(.*)$"),
        QRegularExpression::DotMatchesEverythingOption);
    if (text.isEmpty() || text.startsWith(QLatin1Char('/')) || text.startsWith(QLatin1Char('.')) ||
        QFileInfo::exists(text)) {
        return std::nullopt;
    }
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    RemotePath result{match.captured(1), match.captured(2)};
    if (result.path.isEmpty()) {
        result.path = QStringLiteral("~");
    }
    return result;
}

} // namespace slipway::remote
