#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace slipway::ssh {

// What SFTP says about a remote path.
struct SftpFileInfo
{
    QString error; // empty on success; "No such file" and the like, in plain language
    bool exists = false;
    bool isDirectory = false;
    qint64 size = 0;
    QDateTime modified;
    unsigned int permissions = 0;
};

// A piece of a remote file read from an offset.
struct SftpChunk
{
    QString error;
    qint64 offset = 0;
    QByteArray data;
    qint64 fileSize = -1; // the file's size when read; less than offset: truncated or replaced
};

} // namespace slipway::ssh
