#pragma once

#include <QString>
#include <QStringList>

namespace slipway::monitor {

// Slurm's compressed node list, as squeue and scontrol print it ("gpu[01-03,07],login1",
// "rack[1-2]-n[1-2]"), as single names. Names that are not node names (wordrules::hostName)
// are left out and described in `rejected`, so nothing hostile reaches `ssh NODE`. At most
// `limit` names are returned; the rest are reported in `rejected` too.
QStringList expandNodeList(const QString &list, QStringList *rejected = nullptr, int limit = 1024);

} // namespace slipway::monitor
