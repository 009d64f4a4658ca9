#pragma once

#include "common/commandrunner.h"
#include "remote/tensorboardscripts.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;

namespace slipway::ssh {
class SshConnection;
class SshTunnel;
} // namespace slipway::ssh

namespace slipway::remote {

// TensorBoard for a log folder on a cluster, seen in a local browser: starts
// `tensorboard --logdir DIR --host 127.0.0.1 --port P` on the login node (in a login shell,
// after an optional environment command such as "module load TensorBoard"), or reuses the one
// Slipway started earlier for that folder; waits until it answers; forwards 127.0.0.1:L on this
// computer to it through the SSH connection; and checks that TensorBoard answers through the
// tunnel. stop() closes the tunnel and stops the server (only a server Slipway started: one it
// recorded in its state file on the cluster).
//
// Everything is asynchronous; stop() may be called in any state, also while starting (the
// server, if it was already launched, is then stopped as soon as its pid is known).
class TensorBoardSession final : public QObject
{
    Q_OBJECT

public:
    enum class State {
        Idle,
        Starting,   // reusing or launching the server
        Waiting,    // the server runs; waiting for its port to answer
        Forwarding, // opening the tunnel and checking TensorBoard answers through it
        Running,    // url() is ready
        Stopping,
        Stopped,
        Failed, // error() says why; nothing is left running that Slipway started
    };
    Q_ENUM(State)

    struct Options
    {
        QString setupCommand; // shell code run first, e.g. module load
        QString program = QStringLiteral("tensorboard");
        int localPort = 0;           // 0: a free port
        int startTimeoutMs = 180000; // from start() to Running
        // The server's lease: renewed every third of it while the session runs; a server whose
        // lease runs out (the app crashed or lost the cluster) is stopped by its watchdog.
        int leaseSeconds = 600;
        // stop(false) leaves the server running this long without a Slipway to renew it.
        int keepRunningSeconds = 24 * 3600;
        // Set: attach to the TensorBoard a job runs on a compute node (RunRecord::
        // tensorBoardFile) instead of starting one; the server belongs to the job and is never
        // stopped by the session.
        QString jobAddressFile;
        // With jobAddressFile: wait for the job to write it (a job still in the queue) instead
        // of failing at once; until stop().
        bool waitForJob = false;
    };

    TensorBoardSession(ssh::SshConnection *connection, QString logDir, Options options,
                       QObject *parent = nullptr);
    // Stops the tunnel, and the server if this session started or reused it and stop() was not
    // called (best effort: the stop command is sent if the connection is still there).
    ~TensorBoardSession() override;

    State state() const { return m_state; }
    QString statusText() const { return m_status; }
    QString error() const { return m_error; }
    QString logDir() const { return m_logDir; }
    QString remoteFolder() const { return m_answer.folder; } // absolute, once known
    QUrl url() const;                                        // valid when Running
    int localPort() const;
    int remotePort() const { return m_answer.port; }
    // Where the server listens as seen from the login node: 127.0.0.1, or the job's node.
    QString remoteHost() const { return m_remoteHost; }
    qint64 remotePid() const { return m_answer.pid; }
    bool reusedServer() const
    {
        return m_answer.kind == tensorboardscripts::StartAnswer::Kind::Reused;
    }
    bool isActive() const;

    void start();
    // Closes the tunnel; with `stopServer`, also stops the server on the cluster.
    void stop(bool stopServer = true);

Q_SIGNALS:
    void stateChanged(slipway::remote::TensorBoardSession::State state);
    void statusChanged(const QString &text);
    void ready(const QUrl &url);
    void failed(const QString &error);
    void stopped();

private:
    void setState(State state, const QString &status);
    void fail(const QString &error);
    void launch();
    void onStarted(const CommandResult &result);
    void lookForJobServer();
    void onJobAddress(const CommandResult &result);
    bool attaches() const { return !m_options.jobAddressFile.isEmpty(); }
    void probe();
    void onProbe(const CommandResult &result);
    void openTunnel();
    void onConnectionGone(const QString &why);
    void checkHttp();
    void stopServerThen(State finalState);
    void renewLease(int seconds);
    void finishStop(State finalState);

    QPointer<ssh::SshConnection> m_connection;
    QString m_logDir;
    Options m_options;
    State m_state = State::Idle;
    QString m_status;
    QString m_error;
    tensorboardscripts::StartAnswer m_answer;
    QString m_remoteHost = QStringLiteral("127.0.0.1"); // where the server listens, seen from
                                                        // the login node
    bool m_serverKnown = false; // m_answer names a server that may be running
    bool m_stopRequested = false;
    bool m_stopServerRequested = true;
    bool m_startInFlight = false;
    QPointer<ssh::SshTunnel> m_tunnel;
    QNetworkAccessManager *m_network = nullptr;
    QTimer m_pollTimer;
    QTimer m_leaseTimer;
    QElapsedTimer m_sinceStart;
    int m_httpTries = 0;
    int m_portTries = 0; // starts of the server in this session
    quint64 m_generation = 0;
};

} // namespace slipway::remote
