#pragma once

// Waits for a future in a local event loop, so the signals and callbacks it depends on (the SSH
// worker's, a QFutureWatcher's) keep being delivered; for the CLI's commands, which run one
// step after the other.

#include <QEventLoop>
#include <QFuture>
#include <QFutureWatcher>

namespace slipway::ctl {

template<typename T>
T await(const QFuture<T> &future)
{
    if (!future.isFinished()) {
        QEventLoop loop;
        QFutureWatcher<T> watcher;
        QObject::connect(&watcher, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
        watcher.setFuture(future);
        if (!future.isFinished()) {
            loop.exec();
        }
    }
    return future.result();
}

} // namespace slipway::ctl
