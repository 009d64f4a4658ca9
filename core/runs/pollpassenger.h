#pragma once

#include "common/commandrunner.h"
#include "scheduler/jobstatus.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

namespace slipway::runs {

// Work that rides along with the status poll, so a cluster gets one remote command per poll:
// `command` is asked for just before the poll goes out (empty: nothing this time) and runs
// after the scheduler's status command in the same remote command; `take` gets the statuses the
// poll read after every poll, and what the command printed when it rode along (otherwise
// nullptr). The usage sampler (core/monitor) is one. Nothing is called once `context` is gone.
struct PollPassenger
{
    QPointer<QObject> context;
    std::function<QString()> command;
    std::function<void(const scheduler::JobStatusList &statuses, const CommandResult *output)> take;

    bool isSet() const { return context && command && take; }
};

namespace pollfold {

// One command line: `status`, then a marker line, then `extra` with its stderr joined to its
// stdout; the exit status stays the status command's.
QString combine(const QString &status, const QString &extra);

// Splits the answer of combine() into the status command's and the extra command's parts, at the
// last marker line (job names, which the status part may print, cannot move it). When
// the marker is missing (the command did not get that far), everything is the status part and
// the extra part is empty.
std::pair<CommandResult, CommandResult> split(const CommandResult &combined);

} // namespace pollfold
} // namespace slipway::runs
