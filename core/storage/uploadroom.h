#pragma once

#include <QByteArray>
#include <QString>

namespace slipway::storage {

// The quota half of the check before an upload (the df half is in project/uploadplan.h). The
// uploader runs uploadRoomCommand() in the target folder after df, in the same command, and
// hands the output here. `quotaTool` is a profile's storage.quota_tool ("" for none).

// Shell text that prints the quota report; empty when there is no tool or it is unknown.
QString uploadRoomCommand(const QString &quotaTool);

// Empty when `bytes` in `files` files fit under the quota and in the disk's free room
// (`diskBytes`, `diskFiles`: from df, -1 unknown); otherwise why not, in plain words. Sets
// `*summary` ("You have 3.2 GB and 12,000 files left in /scratch ...") when the quota tool
// reported something (otherwise df's own summary stays).
QString uploadRoomRefusal(const QString &quotaTool, const QByteArray &quotaOutput,
                          const QString &where, qint64 diskBytes, qint64 diskFiles, qint64 bytes,
                          qint64 files, QString *summary);

} // namespace slipway::storage
