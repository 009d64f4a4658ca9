#pragma once

// Internal to core/ssh: includes libssh.

#include <QObject>
#include <QPointer>

#include <libssh/libssh.h>

namespace slipway::ssh {

// Something that uses the connection's session from the connection's thread: a stream, a
// tunnel, a transfer. The worker calls service() from its pump whenever the socket moves or a
// timer ticks, sessionReady() after every (re)connect and sessionLost() when the link goes.
class SshService : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual void sessionReady(ssh_session session) = 0;
    // Returns true if anything moved (the pump then runs again).
    virtual bool service() = 0;
    virtual void sessionLost(const QString &reason) = 0;
    // The connection failed for good (no reconnect will come): by default as sessionLost(); a
    // service that would otherwise wait for the next session (a tunnel) ends here.
    virtual void sessionFailed(const QString &reason) { sessionLost(reason); }
    // The service is finished and may be deleted.
    virtual bool isDone() const = 0;
    // The owner asked to stop (close the stream, cancel the transfer, close the tunnel).
    virtual void stop() = 0;

    // From any thread: asks `service` to stop in its own thread. Both pointers were taken
    // while the objects were alive; the worker outlives its services.
    static void postStop(const QPointer<QObject> &worker, const QPointer<SshService> &service)
    {
        if (QObject *context = worker.data()) {
            QMetaObject::invokeMethod(
                context,
                [service] {
                    if (service) {
                        service->stop();
                    }
                },
                Qt::QueuedConnection);
        }
    }

Q_SIGNALS:
    // Asks the worker to pump soon (e.g. a local socket has data).
    void wakeUp();
};

} // namespace slipway::ssh
