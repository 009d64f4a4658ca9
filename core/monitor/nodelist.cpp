#include "monitor/nodelist.h"

#include "common/wordrules.h"

#include <QRegularExpression>

#include <optional>

namespace slipway::monitor {
namespace {

// Splits at commas outside brackets: "a[1,2],b" -> "a[1,2]", "b".
QStringList topLevelItems(const QString &list)
{
    QStringList items;
    QString current;
    int depth = 0;
    for (const QChar c : list) {
        if (c == QLatin1Char('[')) {
            ++depth;
        } else if (c == QLatin1Char(']')) {
            depth = qMax(0, depth - 1);
        } else if (c == QLatin1Char(',') && depth == 0) {
            items << current;
            current.clear();
            continue;
        }
        current += c;
    }
    items << current;
    return items;
}

// "01-03,07" -> "01", "02", "03", "07" (keeping the width of zero-padded numbers); empty when
// the ranges are not numbers or would give more than `room` names.
std::optional<QStringList> expandRanges(const QString &ranges, int room)
{
    static const QRegularExpression range(QStringLiteral("^(\\d{1,9})(?:-(\\d{1,9}))?$"));
    QStringList out;
    for (const QString &part : ranges.split(QLatin1Char(','))) {
        const QRegularExpressionMatch m = range.match(part);
        if (!m.hasMatch()) {
            return std::nullopt;
        }
        const qint64 first = m.captured(1).toLongLong();
        const qint64 last = m.captured(2).isEmpty() ? first : m.captured(2).toLongLong();
        if (last < first || last - first + 1 > room - out.size()) {
            return std::nullopt;
        }
        const int width = m.captured(1).size();
        for (qint64 n = first; n <= last; ++n) {
            out << QStringLiteral("%1").arg(n, width, 10, QLatin1Char('0'));
        }
    }
    return out;
}

// One item: "pre[1-2]mid[3,4]post" -> the names, expanded from the left.
bool expandItem(const QString &item, QStringList *names, int room)
{
    const qsizetype open = item.indexOf(QLatin1Char('['));
    if (open < 0) {
        *names = {item};
        return !item.contains(QLatin1Char(']'));
    }
    const qsizetype close = item.indexOf(QLatin1Char(']'), open);
    if (close < 0) {
        return false;
    }
    const auto numbers = expandRanges(item.mid(open + 1, close - open - 1), room);
    if (!numbers) {
        return false;
    }
    QStringList rests;
    if (!expandItem(item.mid(close + 1), &rests, room)) {
        return false;
    }
    names->clear();
    for (const QString &n : *numbers) {
        for (const QString &rest : std::as_const(rests)) {
            if (names->size() >= room) {
                return false;
            }
            *names << item.left(open) + n + rest;
        }
    }
    return true;
}

} // namespace

QStringList expandNodeList(const QString &list, QStringList *rejected, int limit)
{
    QStringList nodes;
    const QString trimmed = list.trimmed();
    if (trimmed.isEmpty() || trimmed == QLatin1String("(null)")) {
        return nodes;
    }
    for (const QString &item : topLevelItems(trimmed)) {
        QStringList names;
        if (!expandItem(item, &names, limit - int(nodes.size()))) {
            if (rejected) {
                *rejected << QStringLiteral("\"%1\" is not a node list Slipway can read.")
                                 .arg(wordrules::quoteForMessage(item));
            }
            continue;
        }
        for (const QString &name : std::as_const(names)) {
            const QString problem = wordrules::hostName(name);
            if (!problem.isEmpty()) {
                if (rejected) {
                    *rejected << problem;
                }
                continue;
            }
            if (!nodes.contains(name)) {
                nodes << name;
            }
        }
    }
    return nodes;
}

} // namespace slipway::monitor
