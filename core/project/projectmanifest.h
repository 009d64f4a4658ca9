#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace slipway::project {

// One file of a project snapshot. `path` is the file's name relative to the project root as
// raw bytes ('/'-separated), exactly as the file system has it, so names that are not UTF-8 or
// hold newlines survive.
struct ManifestEntry
{
    QByteArray path;
    QByteArray sha256; // 64 lower-case hex digits
    qint64 size = 0;
    bool executable = false;

    bool operator==(const ManifestEntry &other) const = default;
};

// The list of files of a snapshot with their content hashes. Written into each snapshot on
// the cluster (`.slipway-snapshot/manifest`) as text: a header line, then one line per file,
// "SHA256 SIZE MODE PATH", where MODE is 755 or 644 and PATH is percent-encoded (every byte
// outside A-Z a-z 0-9 and `-._~/+,@=` as %XX), so each line is plain ASCII whatever the name.
class ProjectManifest
{
public:
    void add(const ManifestEntry &entry) { m_entries.insert(entry.path, entry); }
    const ManifestEntry *find(const QByteArray &path) const;
    QList<ManifestEntry> entries() const { return m_entries.values(); }
    qsizetype size() const { return m_entries.size(); }
    bool isEmpty() const { return m_entries.isEmpty(); }
    qint64 totalBytes() const;

    QByteArray toText() const;
    // Reads the text form; nothing (with `error` set) when a line is malformed.
    static std::optional<ProjectManifest> fromText(const QByteArray &text, QString *error);
    // SHA-256 of the text form: the same files with the same content give the same digest.
    QByteArray digest() const;

    static QByteArray encodePath(const QByteArray &path);
    static std::optional<QByteArray> decodePath(const QByteArray &encoded);
    // A path for messages: UTF-8 where it is, with other bytes shown as \xNN.
    static QString displayPath(const QByteArray &path);

private:
    QMap<QByteArray, ManifestEntry> m_entries; // sorted by path bytes
};

} // namespace slipway::project
