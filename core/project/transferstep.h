#pragma once

#include "common/commandrunner.h"

#include <QFuture>

#include <functional>

class QObject;

namespace slipway::project {

// Hands the result of one of a transfer's commands (an upload's, a pull's) to `handler` on
// `context`'s thread. A result that comes once the transfer has ended (`*running` false) is
// dropped; once the transfer was cancelled (`*cancelled`), or when the command itself is
// cancelled, `finish` ends it as "Cancelled." instead. `running` and `cancelled` belong to
// `context`, and nothing is called once it is gone.
void handOnStepResult(QObject *context, QFuture<CommandResult> future, const bool *running,
                      const bool *cancelled, const std::function<void(const QString &)> &finish,
                      const std::function<void(const CommandResult &)> &handler);

} // namespace slipway::project
