#include "project/transferstep.h"

#include <QObject>

namespace slipway::project {

void handOnStepResult(QObject *context, QFuture<CommandResult> future, const bool *running,
                      const bool *cancelled, const std::function<void(const QString &)> &finish,
                      const std::function<void(const CommandResult &)> &handler)
{
    future
        .then(context,
              [context, running, cancelled, finish, handler](const CommandResult &result) {
                  if (!*running) {
                      return;
                  }
                  if (*cancelled) {
                      finish(QStringLiteral("Cancelled."));
                      return;
                  }
                  // The handler starts the next command and attaches its then(): it runs once
                  // this continuation has returned (see common/futures.h).
                  QMetaObject::invokeMethod(
                      context,
                      [running, cancelled, finish, handler, result] {
                          if (!*running) {
                              return;
                          }
                          if (*cancelled) {
                              finish(QStringLiteral("Cancelled."));
                              return;
                          }
                          handler(result);
                      },
                      Qt::QueuedConnection);
              })
        .onCanceled(context, [running, finish] {
            if (*running) {
                finish(QStringLiteral("Cancelled."));
            }
        });
}

} // namespace slipway::project
