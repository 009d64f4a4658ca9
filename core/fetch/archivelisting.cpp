#include "fetch/archivelisting.h"

#include "common/wordrules.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace slipway::fetch {

namespace {

// Reads a C-quoted string starting at text[pos] == '"'; pos ends after the closing quote.
bool readQuoted(const QByteArray &text, qsizetype &pos, QByteArray *out)
{
    if (pos >= text.size() || text.at(pos) != '"') {
        return false;
    }
    ++pos;
    out->clear();
    while (pos < text.size()) {
        const char c = text.at(pos++);
        if (c == '"') {
            return true;
        }
        if (c != '\\') {
            out->append(c);
            continue;
        }
        if (pos >= text.size()) {
            return false;
        }
        const char e = text.at(pos++);
        switch (e) {
        case 'n':
            out->append('\n');
            break;
        case 't':
            out->append('\t');
            break;
        case 'r':
            out->append('\r');
            break;
        case 'a':
            out->append('\a');
            break;
        case 'b':
            out->append('\b');
            break;
        case 'f':
            out->append('\f');
            break;
        case 'v':
            out->append('\v');
            break;
        default:
            if (e >= '0' && e <= '7') {
                int value = e - '0';
                for (int i = 0;
                     i < 2 && pos < text.size() && text.at(pos) >= '0' && text.at(pos) <= '7';
                     ++i) {
                    value = value * 8 + (text.at(pos++) - '0');
                }
                out->append(char(value));
            } else {
                out->append(e); // \\ and \" and anything else: the character itself
            }
        }
    }
    return false;
}

// The path's components after dropping empty ones and "."; false if a ".." climbs out.
bool normalize(const QByteArray &path, QList<QByteArray> *parts)
{
    for (const QByteArray &part : path.split('/')) {
        if (part.isEmpty() || part == ".") {
            continue;
        }
        if (part == "..") {
            if (parts->isEmpty()) {
                return false;
            }
            parts->removeLast();
            continue;
        }
        parts->append(part);
    }
    return true;
}

bool hasDotDot(const QByteArray &path)
{
    for (const QByteArray &part : path.split('/')) {
        if (part == "..") {
            return true;
        }
    }
    return false;
}

QByteArray stripSlash(QByteArray name)
{
    while (name.endsWith('/')) {
        name.chop(1);
    }
    while (name.startsWith("./")) {
        name.remove(0, 2);
    }
    return name;
}

// The type letter that leads a listing's mode column (tar tv and unzip -Z alike).
ArchiveMember::Type memberType(char kind)
{
    switch (kind) {
    case '-':
        return ArchiveMember::Type::File;
    case 'd':
        return ArchiveMember::Type::Folder;
    case 'l':
        return ArchiveMember::Type::Symlink;
    case 'h':
        return ArchiveMember::Type::Hardlink;
    default:
        return ArchiveMember::Type::Special;
    }
}

QString unreadableListing()
{
    return QCoreApplication::translate("archivelisting",
                                       "The archive's list of files could not be read.");
}

} // namespace

ArchiveKind archiveKindFromMagic(const QByteArray &firstBytes)
{
    if (firstBytes.startsWith(QByteArray("PK\x03\x04", 4)) ||
        firstBytes.startsWith(QByteArray("PK\x05\x06", 4))) {
        return ArchiveKind::Zip;
    }
    if (firstBytes.startsWith(QByteArray("\x1f\x8b", 2))) {
        return ArchiveKind::TarGz;
    }
    return ArchiveKind::Unknown;
}

qint64 ArchiveListing::totalSize() const
{
    qint64 total = 0;
    for (const ArchiveMember &m : members) {
        total += m.size;
    }
    return total;
}

ArchiveListing parseTarListing(const QByteArray &output)
{
    // -rw-r--r-- user/group  48 2024-01-02 03:04 "name" [-> "target" | link to "target"]
    static const QRegularExpression head(
        QStringLiteral(R"(^(\S)\S{9}\S*\s+\S+\s+(\d+|\d+,\s*\d+)\s+\S+\s+\S+\s+$)"));
    ArchiveListing listing;
    for (const QByteArray &line : output.split('\n')) {
        if (line.isEmpty()) {
            continue;
        }
        const qsizetype quote = line.indexOf('"');
        const auto match = quote > 0 ? head.match(QString::fromLatin1(line.left(quote)))
                                     : QRegularExpressionMatch();
        if (!match.hasMatch()) {
            listing.error = unreadableListing();
            return listing;
        }
        ArchiveMember m;
        qsizetype pos = quote;
        if (!readQuoted(line, pos, &m.name)) {
            listing.error = unreadableListing();
            return listing;
        }
        const QString size = match.captured(2);
        m.size = size.contains(u',') ? 0 : size.toLongLong();
        m.type = memberType(match.captured(1).at(0).toLatin1());
        const QByteArray rest = line.mid(pos);
        qsizetype tpos = -1;
        if (rest.startsWith(" -> ")) {
            tpos = pos + 4;
        } else if (rest.startsWith(" link to ")) {
            tpos = pos + 9;
        }
        if (tpos >= 0 && !readQuoted(line, tpos, &m.linkTarget)) {
            listing.error = unreadableListing();
            return listing;
        }
        listing.members.append(m);
    }
    return listing;
}

ArchiveListing parseZipListing(const QByteArray &output)
{
    // -rw-r--r--  2.0 unx        5 b- defN 24-Jan-02 03:04 ok/readme.txt
    static const QRegularExpression row(QStringLiteral(
        R"(^([-dlbcps?])[-rwxsStT?]{9}\s+\S+\s+\S+\s+(\d+)\s+\S+\s+\S+\s+\S+\s+\S+ (.*)$)"));
    ArchiveListing listing;
    bool any = false;
    for (const QByteArray &raw : output.split('\n')) {
        const QString line = QString::fromLatin1(raw);
        const auto match = row.match(line);
        if (!match.hasMatch()) {
            continue; // the header and the summary line
        }
        any = true;
        ArchiveMember m;
        m.name = raw.mid(match.capturedStart(3));
        m.size = match.captured(2).toLongLong();
        // zip records made on systems without Unix modes list their type as '?'.
        const char kind = match.captured(1).at(0).toLatin1();
        m.type = memberType(kind == '?' ? '-' : kind);
        if (m.name.endsWith('/')) {
            m.type = ArchiveMember::Type::Folder;
        }
        listing.members.append(m);
    }
    if (!any && !output.contains("Empty zipfile")) {
        listing.error = unreadableListing();
    }
    return listing;
}

QString memberForMessage(const QByteArray &name)
{
    const QString decoded = QString::fromUtf8(name);
    if (decoded.toUtf8() != name) {
        QString hex;
        for (const char c : name) {
            const auto u = static_cast<unsigned char>(c);
            hex += (u >= 0x20 && u < 0x7f) ? QString(QChar(char16_t(u)))
                                           : QStringLiteral("\\x%1").arg(u, 2, 16, QChar(u'0'));
        }
        return hex;
    }
    return wordrules::quoteForMessage(decoded);
}

QString checkLinkTarget(const QByteArray &linkPath, const QByteArray &target)
{
    if (target.startsWith('/')) {
        return QCoreApplication::translate(
                   "archivelisting",
                   "The archive holds a link, %1, to %2, outside the folder it is "
                   "unpacked into.")
            .arg(memberForMessage(linkPath), memberForMessage(target));
    }
    QList<QByteArray> parts;
    if (!normalize(stripSlash(linkPath), &parts) || parts.isEmpty()) {
        return QCoreApplication::translate(
                   "archivelisting",
                   "The archive holds a link with a path that leads out of the folder: "
                   "%1.")
            .arg(memberForMessage(linkPath));
    }
    parts.removeLast(); // the link's own folder
    QList<QByteArray> resolved;
    if (!normalize(parts.join('/') + '/' + target, &resolved)) {
        return QCoreApplication::translate(
                   "archivelisting",
                   "The archive holds a link, %1, to %2, outside the folder it is "
                   "unpacked into.")
            .arg(memberForMessage(linkPath), memberForMessage(target));
    }
    return {};
}

QString checkMembers(const QList<ArchiveMember> &members)
{
    QSet<QByteArray> seen;
    QSet<QByteArray> links;
    for (const ArchiveMember &m : members) {
        const QString shown = memberForMessage(m.name);
        if (m.name.isEmpty()) {
            return QCoreApplication::translate("archivelisting",
                                               "The archive holds a member without a name.");
        }
        if (m.name.startsWith('/')) {
            return QCoreApplication::translate(
                       "archivelisting", "The archive holds a file with an absolute path, %1: "
                                         "unpacking it would write outside the chosen folder.")
                .arg(shown);
        }
        if (hasDotDot(m.name)) {
            return QCoreApplication::translate(
                       "archivelisting",
                       "The archive holds a file whose path climbs out with \"..\", "
                       "%1: unpacking it would write outside the chosen folder.")
                .arg(shown);
        }
        const QByteArray name = stripSlash(m.name);
        // A member written through a link unpacked before it would land wherever the link
        // points.
        QList<QByteArray> parts = name.split('/');
        QByteArray prefix;
        for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
            prefix += (i ? "/" : "") + parts.at(i);
            if (links.contains(prefix)) {
                return QCoreApplication::translate(
                           "archivelisting",
                           "The archive writes %1 through the link %2: unpacking it "
                           "could write outside the chosen folder.")
                    .arg(shown, memberForMessage(prefix));
            }
        }
        switch (m.type) {
        case ArchiveMember::Type::Special:
            return QCoreApplication::translate(
                       "archivelisting",
                       "The archive holds a device or pipe, %1; Slipway unpacks only "
                       "files, folders and links.")
                .arg(shown);
        case ArchiveMember::Type::Symlink:
            if (!m.linkTarget.isEmpty()) {
                const QString why = checkLinkTarget(name, m.linkTarget);
                if (!why.isEmpty()) {
                    return why;
                }
            }
            links.insert(name);
            break;
        case ArchiveMember::Type::Hardlink:
            if (!seen.contains(stripSlash(m.linkTarget))) {
                return QCoreApplication::translate(
                           "archivelisting",
                           "The archive holds a hard link, %1, to %2, which is not "
                           "one of its own files.")
                    .arg(shown, memberForMessage(m.linkTarget));
            }
            break;
        case ArchiveMember::Type::File:
        case ArchiveMember::Type::Folder:
            break;
        }
        seen.insert(name);
    }
    return {};
}

} // namespace slipway::fetch
