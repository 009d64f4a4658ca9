#pragma once

#include "compose/jobspec.h"
#include "monitor/efficiency.h"
#include "runs/runrecord.h"

#include <QStringList>

#include <optional>

namespace slipway::ui {

// The run's JobSpec with an efficiency report's suggestion applied (time, memory per node,
// CPUs per task where the run had one task per node), for "Use these numbers for the next
// run". `changes` lists each change in plain words ("time 00:30:00 (was 02:00:00)").
std::optional<compose::JobSpec> specWithSuggestion(const runs::RunRecord &run,
                                                   const monitor::Suggestion &suggestion,
                                                   QStringList *changes, QString *error);

} // namespace slipway::ui
