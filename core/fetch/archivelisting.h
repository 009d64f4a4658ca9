#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace slipway::fetch {

enum class ArchiveKind { Unknown, Zip, TarGz };

// What the first bytes of a file say it is: "PK\x03\x04" a zip, "\x1f\x8b" a gzip'd tar.
ArchiveKind archiveKindFromMagic(const QByteArray &firstBytes);

struct ArchiveMember
{
    enum class Type { File, Folder, Symlink, Hardlink, Special };
    QByteArray name; // as stored in the archive, raw bytes
    Type type = Type::File;
    QByteArray linkTarget; // symbolic or hard links, when the listing names it
    qint64 size = 0;
};

struct ArchiveListing
{
    QList<ArchiveMember> members;
    QString error; // the listing could not be read; plain words
    qint64 totalSize() const;
};

// Parses `LC_ALL=C tar --quoting-style=c -tvzf ARCHIVE` (GNU tar): every name and link target
// is C-quoted, so names with spaces, quotes, arrows or newlines are read exactly.
ArchiveListing parseTarListing(const QByteArray &output);
// Parses `LC_ALL=C zipinfo -s ARCHIVE` (Info-ZIP): one line per member after the header.
// zipinfo does not name link targets; they are checked after unpacking (checkLinkTarget).
ArchiveListing parseZipListing(const QByteArray &output);

// Empty when every member unpacks inside the folder it is unpacked into, else a plain-language
// reason naming the first member that would not: an absolute path, a ".." component, a link
// whose target leads out of the folder, a member written through a link, a hard link to
// something that is not an earlier member, a device or pipe.
QString checkMembers(const QList<ArchiveMember> &members);

// Empty when a symbolic link at `linkPath` (relative to the unpacked folder) pointing at
// `target` stays inside that folder; else why not.
QString checkLinkTarget(const QByteArray &linkPath, const QByteArray &target);

// A member name for a message: control characters escaped, not UTF-8 shown as \xNN.
QString memberForMessage(const QByteArray &name);

} // namespace slipway::fetch
