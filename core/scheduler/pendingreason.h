#pragma once

#include <QString>

namespace slipway::scheduler {

// Slurm's pending and failure reasons ("Priority", "QOSMaxWallDurationPerJobLimit", ...) in plain
// language with what to do. Unknown reasons come back as "The scheduler says: REASON."
QString explainPendingReason(const QString &reason);

} // namespace slipway::scheduler
