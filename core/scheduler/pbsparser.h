#pragma once

#include "scheduler/jobstatus.h"

#include <QByteArray>
#include <QMap>

#include <optional>

namespace slipway::scheduler::pbs {

// The job id qsub prints ("1234.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov").
std::optional<QString> parseQsub(const QByteArray &stdoutBytes);

// `qstat -f -F json [-x] IDS`. Tolerates PBS's known JSON slips (numeric or inf job names).
JobStatusList parseQstatJson(const QByteArray &json, QString *error);

// From the same JSON: the SLIPWAY_TAG job variable of each job, as tag -> job id.
QMap<QString, QString> parseTags(const QByteArray &json);

} // namespace slipway::scheduler::pbs
