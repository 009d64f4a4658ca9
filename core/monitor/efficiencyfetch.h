#pragma once

#include "monitor/efficiency.h"

#include <QFuture>
#include <QObject>

namespace slipway {
class CommandRunner;
}

namespace slipway::monitor {

struct FetchedReport
{
    EfficiencyReport report;
    QString error; // plain words when sacct could not be asked or did not know the job
};

// Asks the cluster's sacct about `jobId` (one command) and builds the report with `samples`
// and what the log showed. The continuation runs in `context`'s thread.
QFuture<FetchedReport> fetchEfficiency(CommandRunner *runner, const QString &jobId,
                                       const QList<JobUsage> &samples, bool logSaysOutOfMemory,
                                       QObject *context);

} // namespace slipway::monitor
