#pragma once

#include "scheduler/jobstatus.h"

#include <QByteArray>

#include <optional>

namespace slipway::pbs {

// The job id qsub prints ("1234.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov").
std::optional<QString> parseQsub(const QByteArray &stdoutBytes);

// `qstat -f -F json [-x] IDS`. Tolerates PBS's known JSON slips (numeric or inf job names).
JobStatusList parseQstatJson(const QByteArray &json, QString *error);

} // namespace slipway::pbs
