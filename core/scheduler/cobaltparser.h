#pragma once

#include "scheduler/jobstatus.h"

#include <QByteArray>

#include <optional>

namespace slipway::scheduler::cobalt {

// The header Slipway asks qstat for; JobName is last because it may contain spaces.
QString qstatHeader(); // "JobID:State:Queue:Nodes:WallTime:RunTime:JobName"

// The job id Cobalt's qsub prints (a number on its own line).
std::optional<QString> parseQsub(const QByteArray &stdoutBytes);

// `qstat --header=<qstatHeader()> IDS`: a header line, a line of '=', then one line per job.
// Columns are found by their names in the header, so other headers (qstat's default, a site's
// QSTAT_HEADER) parse too; a missing column leaves its field unset.
JobStatusList parseQstat(const QByteArray &text);

// The exit code from a <jobid>.cobaltlog file ("... with an exit code of 0; ..."), if present.
std::optional<int> parseCobaltLogExit(const QByteArray &text);

} // namespace slipway::scheduler::cobalt
