#include "storage/uploadroom.h"

#include "storage/quotareport.h"

namespace slipway::storage {

QString uploadRoomCommand(const QString &quotaTool)
{
    const auto tool = quotaToolFromName(quotaTool);
    return tool ? quotaCommand(*tool) : QString();
}

QString uploadRoomRefusal(const QString &quotaTool, const QByteArray &quotaOutput,
                          const QString &where, qint64 diskBytes, qint64 diskFiles, qint64 bytes,
                          qint64 files, QString *summary)
{
    SpaceLeft space;
    space.where = where;
    space.diskBytes = diskBytes;
    space.diskFiles = diskFiles;
    if (const auto tool = quotaToolFromName(quotaTool)) {
        space.quota = quotaoutput::parse(*tool, quotaOutput, where);
    }
    if (summary && space.quota.known) {
        if (const QString text = space.summary(); !text.isEmpty()) {
            *summary = text;
        }
    }
    return space.refusal(bytes, files);
}

} // namespace slipway::storage
