#pragma once

#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace slipway::events {

// A run's parameters for the comparison table, read from the arguments its entry script was
// given: `--lr 0.01`, `--lr=0.01` and `-b 32` give lr=0.01 and b=32; a flag without a value
// (`--amp` followed by another option or nothing) gives amp=true. Numbers become doubles, the
// rest stays text; positional arguments are left out.
QVariantMap parametersFromArguments(const QStringList &arguments);

// Parameters written into a run's folder name, the way sweeps name their tasks' folders:
// `key=value` pieces separated by `,`, `;`, `/`, `_` before a key, or spaces
// ("lr=0.01,seed=3", "sweep/lr=1e-3/seed=0"). Pieces without `=` are left out.
QVariantMap parametersFromRunName(const QString &name);

// "0.01" -> 0.01 (a double), anything else unchanged (text).
QVariant parameterValue(const QString &text);

} // namespace slipway::events
