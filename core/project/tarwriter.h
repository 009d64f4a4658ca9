#pragma once

#include <QByteArray>

namespace slipway::project {

// Writes a tar stream in GNU format (what GNU tar and bsdtar read): regular files only, with
// names of any length and any bytes (a GNU long-name record carries names over 100 bytes), so
// a name with a newline or bytes that are not UTF-8 arrives as it was. Owner and time are
// neutral; the mode is the file's (644 or 755).
class TarWriter
{
public:
    void addFile(const QByteArray &path, const QByteArray &content, int mode);
    // For content the caller streams itself: the header of a file of `size` bytes (and the
    // long-name record, if any); the caller then sends exactly `size` bytes and padding(size)
    // zero bytes.
    void addFileHeader(const QByteArray &path, qint64 size, int mode);
    static qint64 padding(qint64 size) { return size % 512 != 0 ? 512 - size % 512 : 0; }
    // The bytes written so far, which are then dropped here (finish() gives what follows).
    QByteArray take();
    // The archive so far plus the two zero blocks that end it.
    QByteArray finish();
    qsizetype size() const { return m_data.size(); }
    // The modification time written for every file (seconds since 1970).
    void setTime(qint64 secondsSinceEpoch) { m_mtime = secondsSinceEpoch; }

private:
    void addHeader(const QByteArray &name, qint64 size, char type, int mode);
    void addPadded(const QByteArray &content);

    QByteArray m_data;
    qint64 m_mtime = 0;
};

// gzip (RFC 1952) of `data`, for `gzip -d` / `tar -z` on the other side.
QByteArray gzipCompress(const QByteArray &data, int level = 6);

} // namespace slipway::project
