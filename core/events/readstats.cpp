#include "events/readstats.h"

namespace slipway::events {

void ReadStats::add(const ReadStats &other)
{
    files += other.files;
    bytesRead += other.bytesRead;
    records += other.records;
    scalarPoints += other.scalarPoints;
    replacedPoints += other.replacedPoints;
    sessionStarts += other.sessionStarts;
    corruptRecords += other.corruptRecords;
    skippedBytes += other.skippedBytes;
    pendingBytes += other.pendingBytes;
    for (auto it = other.skipped.cbegin(); it != other.skipped.cend(); ++it) {
        skipped[it.key()] += it.value();
    }
}

qint64 ReadStats::skippedTotal() const
{
    qint64 total = 0;
    for (const qint64 count : skipped) {
        total += count;
    }
    return total;
}

} // namespace slipway::events
