#pragma once

#include <QMap>
#include <QString>
#include <QtGlobal>

namespace slipway::events {

// Something wrong in an event file: where, and what, in plain words.
struct ReadIssue
{
    QString file;
    qint64 offset = -1; // byte offset of the record, -1 when not about one record
    QString message;
};

// What reading found, beyond the scalar points themselves.
struct ReadStats
{
    qint64 files = 0;
    qint64 bytesRead = 0;
    qint64 records = 0;        // records whose CRCs verified
    qint64 scalarPoints = 0;   // scalar values read (before restarts replaced any)
    qint64 replacedPoints = 0; // points replaced because a step went back (restarts)
    qint64 sessionStarts = 0;
    qint64 corruptRecords = 0;     // records skipped: bad data CRC, or undecodable payload
    qint64 skippedBytes = 0;       // bytes skipped while looking for the next valid record
    qint64 pendingBytes = 0;       // bytes of partial final records, waiting for the rest
    QMap<QString, qint64> skipped; // what was recognised and not plotted, by kind

    void add(const ReadStats &other);
    qint64 skippedTotal() const;
};

} // namespace slipway::events
