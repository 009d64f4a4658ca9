#pragma once

#include <QFuture>

namespace slipway {

// Cancels `future` only while it has not finished. Qt 6.4 keeps a plain pointer from a future to
// the future of a continuation attached with then(); once that continuation has run and its
// future is gone, cancel() on the finished parent follows the stale pointer (found with
// valgrind as a use-after-free in the New run wizard). A finished future has nothing to cancel
// anyway. Call on the thread that runs the continuation (the context object's thread), so the
// continuation cannot run between the check and the cancel.
template<typename T>
void cancelIfRunning(QFuture<T> &future)
{
    if (future.isStarted() && !future.isFinished()) {
        future.cancel();
    }
}

// A chain of commands (one step's continuation starting the next step) attaches the next
// then() from a queued call, after the continuation has returned, never from inside it: in
// Qt 6.4 a then() attached from inside a continuation once hung the GUI thread in
// QFutureInterfaceBase::setContinuation (seen in the New run wizard's listing of the cluster's
// environments and in a result download). EnvironmentDiscovery, project::handOnStepResult and
// RemoteDownload do so.

} // namespace slipway
