#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace slipway::remote {

// The framed stream that brings a remote log folder up to date in one command (see
// docs/events.md, "The remote protocol"). A small Python 3 program (standard library only) runs
// on the login node: it reads a request on stdin (the folder, and for each file already held
// here: its size, inode, modification time and a SHA-1 of its last 4 KiB), lists the folder (every
// file whose name contains "tfevents", following links, as `find -L`), and writes one stream of
// frames: the listing, then every new byte range, in chunks of at most 1 MiB, each compressed with
// zlib when that saves an eighth or more. A file whose inode changed, that became shorter, or whose
// last known bytes differ is sent again from the start (marked as restarted). A file whose
// size, inode and modification time are those of the copy is taken as unchanged without
// reading it (rsync's quick check). It stops after
// `budget` bytes and says so, so a large first read is split into several commands and a lost
// link loses at most one of them. Without python3 on the login node the command prints a marker
// and the caller falls back to listing with find and reading over SFTP.
namespace eventfetch {

// One file held here, as sent in a request.
struct KnownFile
{
    QByteArray relativePath;
    qint64 size = 0;        // bytes held here
    QByteArray inode;       // as listed when those bytes were fetched
    QByteArray tailSha1Hex; // SHA-1 (hex) of the last min(4096, size) bytes held here
    QByteArray mtime;       // modification time as listed when those bytes were fetched
};

// The command line run in the login shell; `python` is the interpreter's name (validated:
// letters, digits, "._-/+" only; anything else gives an empty command).
QString command(const QString &python = QStringLiteral("python3"));
// The same program as a persistent helper (`PROGRAM serve`): started once per connection, it
// answers one request after another on the same channel, so a sync skips the interpreter's
// start. It first prints "SLIPWAY-HELPER 1 <pid>\n" (or "SLIPWAY-NOPYTHON\n"); each request
// goes as helperRequest(request()) and comes back as "SLIPWAY-ANS <status> <n>\n" and the n
// bytes the one-shot command would print (status as its exit status). Ends at end of input.
QString helperCommand(const QString &python = QStringLiteral("python3"));
QByteArray helperRequest(const QByteArray &request);
// The program itself (for tests that run it on this computer).
QByteArray script();
QByteArray request(const QString &remotePath, qint64 budget, const QList<KnownFile> &known);

struct Listed
{
    qint64 size = 0;
    QString inode;
    QString mtime;
    QString relativePath;
};

struct Chunk
{
    QString relativePath;
    qint64 offset = 0;
    bool restart = false; // the file is sent again from the start
    QByteArray data;      // uncompressed
    qint64 wireBytes = 0; // bytes this chunk took in the stream
};

struct Response
{
    bool noPython = false; // python3 is missing on the login node
    bool complete = false; // the stream ended with its end frame
    bool more = false;     // the budget was reached: ask again for the rest
    QString kind;          // DIR, FILE, NOSUCH, NOACCESS
    QString folder;        // absolute remote folder
    QList<Listed> listed;
    QList<Chunk> chunks; // in stream order
    QStringList warnings;
    QString error; // a frame Slipway does not understand (what came before is kept)
};

// Parses a stream; frames before a damaged or missing part are kept.
Response parse(const QByteArray &stream);

// SHA-1 (hex) of the last min(4096, size) bytes of `bytes`, as the request wants it.
QByteArray tailDigest(const QByteArray &tail);

constexpr qint64 kTailBytes = 4096;

} // namespace eventfetch
} // namespace slipway::remote
