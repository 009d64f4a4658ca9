#include "remote/tensorboardsession.h"

#include "ssh/sshconnection.h"
#include "ssh/sshtunnel.h"

#include <QCoreApplication>
#include <algorithm>

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace slipway::remote {

namespace ts = tensorboardscripts;

namespace {

constexpr int kCommandTimeoutMs = 120000;
constexpr int kProbeIntervalMs = 1000;
constexpr int kPortTries = 3;    // starts that may each find their port taken
constexpr int kJobPollMs = 3000; // how often a queued job's address file is looked for
constexpr int kHttpTries = 40;

QString lastLines(const QByteArray &text, int count)
{
    QStringList lines = QString::fromUtf8(text).trimmed().split(QLatin1Char('\n'));
    if (lines.size() > count) {
        lines = lines.mid(lines.size() - count);
    }
    return lines.join(QLatin1Char('\n')).trimmed();
}

} // namespace

TensorBoardSession::TensorBoardSession(ssh::SshConnection *connection, QString logDir,
                                       Options options, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_logDir(std::move(logDir))
    , m_options(std::move(options))
{
    m_pollTimer.setSingleShot(true);
    m_pollTimer.setInterval(kProbeIntervalMs);
    connect(&m_pollTimer, &QTimer::timeout, this, &TensorBoardSession::probe);
    m_leaseTimer.setInterval(std::max(1000, m_options.leaseSeconds * 1000 / 3));
    connect(&m_leaseTimer, &QTimer::timeout, this, [this] { renewLease(m_options.leaseSeconds); });
    if (connection) {
        // A tunnel does not outlive its connection: closed, failed or deleted ends the session.
        // (While the link is only reconnecting, the local port stays open.)
        connect(connection, &QObject::destroyed, this,
                [this] { onConnectionGone(tr("The connection to the cluster was closed.")); });
        connect(connection, &ssh::SshConnection::stateChanged, this, [this](ssh::SshState state) {
            if (state == ssh::SshState::Disconnected || state == ssh::SshState::Failed) {
                onConnectionGone(m_connection && m_connection->lastError().isError()
                                     ? m_connection->lastError().message
                                     : tr("The connection to the cluster was closed."));
            }
        });
    }
}

void TensorBoardSession::onConnectionGone(const QString &why)
{
    if (m_state == State::Waiting || m_state == State::Forwarding || m_state == State::Running) {
        fail(why);
    }
}

TensorBoardSession::~TensorBoardSession()
{
    if (m_tunnel) {
        m_tunnel->close();
    }
    if (m_serverKnown && m_stopServerRequested && m_connection &&
        (m_state == State::Waiting || m_state == State::Forwarding || m_state == State::Running ||
         m_state == State::Stopping)) {
        // Nobody waits for the answer; the connection carries the command out if it lives on.
        m_connection->run(
            {ts::stopScript(m_answer.pid, m_answer.port, m_answer.stateBase), {}, 30000});
    }
}

QUrl TensorBoardSession::url() const
{
    const int port = localPort();
    return port > 0 ? QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port)) : QUrl();
}

int TensorBoardSession::localPort() const
{
    return m_tunnel && m_tunnel->isListening() ? m_tunnel->localPort() : 0;
}

bool TensorBoardSession::isActive() const
{
    return m_state != State::Idle && m_state != State::Stopped && m_state != State::Failed;
}

void TensorBoardSession::setState(State state, const QString &status)
{
    const bool changed = state != m_state;
    m_state = state;
    if (status != m_status) {
        m_status = status;
        Q_EMIT statusChanged(status);
    }
    if (changed) {
        Q_EMIT stateChanged(state);
    }
}

void TensorBoardSession::start()
{
    if (isActive()) {
        return;
    }
    if (!m_connection) {
        m_error = QCoreApplication::translate("tensorboardsession",
                                              "There is no connection to the cluster.");
        setState(State::Failed, m_error);
        Q_EMIT failed(m_error);
        return;
    }
    ++m_generation;
    m_error.clear();
    m_answer = ts::StartAnswer();
    m_serverKnown = false;
    m_stopRequested = false;
    m_stopServerRequested = true;
    m_httpTries = 0;
    m_sinceStart.start();
    if (attaches()) {
        m_remoteHost.clear();
        setState(
            State::Starting,
            tr("Looking for the TensorBoard the job started (%1)…").arg(m_options.jobAddressFile));
        lookForJobServer();
        return;
    }
    m_remoteHost = QStringLiteral("127.0.0.1");
    m_portTries = 1;
    setState(State::Starting, tr("Starting TensorBoard for %1 on %2…")
                                  .arg(m_logDir, m_connection->target().displayName()));
    launch();
}

void TensorBoardSession::launch()
{
    m_startInFlight = true;
    m_connection
        ->run({ts::startScript(m_logDir, m_options.program, m_options.setupCommand,
                               m_options.leaseSeconds),
               {},
               kCommandTimeoutMs})
        .then(this, [this](const CommandResult &result) { onStarted(result); })
        .onCanceled(this, [this] {
            CommandResult result;
            result.error = tr("The connection to the cluster was closed.");
            onStarted(result);
        });
}

void TensorBoardSession::onStarted(const CommandResult &result)
{
    m_startInFlight = false;
    const ts::StartAnswer answer =
        result.ran() ? ts::parseStart(result.standardOutput) : ts::StartAnswer();
    if (answer.kind == ts::StartAnswer::Kind::Started ||
        answer.kind == ts::StartAnswer::Kind::Reused) {
        m_answer = answer;
        m_serverKnown = true;
        m_leaseTimer.start();
    }
    if (m_stopRequested) {
        stopServerThen(State::Stopped);
        return;
    }
    const QString host = m_connection ? m_connection->target().displayName() : QString();
    const QString stderrTail = lastLines(result.standardError, 12);
    switch (answer.kind) {
    case ts::StartAnswer::Kind::Started:
    case ts::StartAnswer::Kind::Reused:
        setState(State::Waiting,
                 (m_answer.kind == ts::StartAnswer::Kind::Reused
                      ? tr("Reusing the TensorBoard already running for %1 (pid %2, port %3)…")
                      : tr("Started TensorBoard for %1 (pid %2, port %3); waiting for it to "
                           "answer…"))
                     .arg(m_answer.folder)
                     .arg(m_answer.pid)
                     .arg(m_answer.port));
        probe();
        return;
    case ts::StartAnswer::Kind::NoSuchFolder:
        fail(tr("There is no folder %1 on %2.").arg(m_logDir, host));
        return;
    case ts::StartAnswer::Kind::NoAccess:
        fail(tr("No permission to open the folder %1 on %2.").arg(m_logDir, host));
        return;
    case ts::StartAnswer::Kind::SetupFailed:
        fail(tr("The environment command \"%1\" failed on %2%3")
                 .arg(m_options.setupCommand, host,
                      stderrTail.isEmpty() ? QStringLiteral(".")
                                           : QStringLiteral(":\n") + stderrTail));
        return;
    case ts::StartAnswer::Kind::NotFound:
        fail(tr("\"%1\" was not found on %2. Give an environment command that provides it, "
                "e.g. \"module load TensorBoard\" or \"source ~/venv/bin/activate\".")
                 .arg(m_options.program, host));
        return;
    case ts::StartAnswer::Kind::NoPort:
        fail(tr("No free port was found on %1.").arg(host));
        return;
    case ts::StartAnswer::Kind::Unknown:
        break;
    }
    if (!result.ran()) {
        fail(result.error);
    } else {
        fail(tr("Starting TensorBoard on %1 failed (exit status %2)%3")
                 .arg(host)
                 .arg(result.exitCode)
                 .arg(stderrTail.isEmpty() ? QStringLiteral(".")
                                           : QStringLiteral(":\n") + stderrTail));
    }
}

void TensorBoardSession::lookForJobServer()
{
    if (!m_connection) {
        fail(tr("The connection to the cluster was closed."));
        return;
    }
    const quint64 generation = m_generation;
    m_connection->run({ts::jobAddressScript(m_options.jobAddressFile), {}, 30000})
        .then(this, [this, generation](const CommandResult &result) {
            if (generation == m_generation) {
                onJobAddress(result);
            }
        });
}

void TensorBoardSession::onJobAddress(const CommandResult &result)
{
    if (m_state != State::Starting && m_state != State::Waiting) {
        return;
    }
    if (!result.ran()) {
        fail(result.error);
        return;
    }
    const ts::JobAddress address = ts::parseJobAddress(result.standardOutput);
    if (!address.found && m_options.waitForJob) {
        setState(State::Starting, tr("Waiting for the job to start TensorBoard (%1 appears once "
                                     "the job runs)…")
                                      .arg(m_options.jobAddressFile));
        m_sinceStart.restart(); // the time to answer counts from when the address is known
        const quint64 generation = m_generation;
        QTimer::singleShot(kJobPollMs, this, [this, generation] {
            if (generation == m_generation) {
                lookForJobServer();
            }
        });
        return;
    }
    if (!address.found) {
        fail(tr("The job has not started TensorBoard yet: %1 does not exist. It appears once the "
                "job runs; is the job still waiting in the queue?")
                 .arg(m_options.jobAddressFile));
        return;
    }
    m_remoteHost = address.host;
    m_answer.port = address.port;
    m_answer.folder = m_options.jobAddressFile.section(QLatin1Char('/'), 0, -2);
    if (address.answers) {
        openTunnel();
        return;
    }
    if (m_sinceStart.elapsed() > m_options.startTimeoutMs) {
        fail(tr("TensorBoard on %1, port %2, did not answer within %3 s; its output is in %4.log.")
                 .arg(address.host)
                 .arg(address.port)
                 .arg(m_options.startTimeoutMs / 1000)
                 .arg(m_options.jobAddressFile));
        return;
    }
    setState(State::Waiting,
             tr("TensorBoard is starting on %1 (port %2)…").arg(address.host).arg(address.port));
    const quint64 generation = m_generation;
    QTimer::singleShot(kProbeIntervalMs, this, [this, generation] {
        if (generation == m_generation) {
            lookForJobServer();
        }
    });
}

void TensorBoardSession::probe()
{
    if (m_state != State::Waiting) {
        return;
    }
    if (!m_connection) {
        fail(tr("The connection to the cluster was closed."));
        return;
    }
    const quint64 generation = m_generation;
    m_connection->run({ts::probeScript(m_answer.pid, m_answer.port, m_answer.stateBase), {}, 30000})
        .then(this, [this, generation](const CommandResult &result) {
            if (generation == m_generation) {
                onProbe(result);
            }
        });
}

void TensorBoardSession::onProbe(const CommandResult &result)
{
    if (m_state != State::Waiting) {
        return;
    }
    if (!result.ran()) {
        fail(result.error);
        return;
    }
    const QByteArray out = result.standardOutput;
    if (out.startsWith("ANSWERS")) {
        openTunnel();
    } else if (out.startsWith("DEAD")) {
        m_serverKnown = false;
        const QString log = lastLines(out.mid(4), 15);
        // The port was free when the start script chose it, but another program took it
        // before TensorBoard could (a login node is shared): choose another one.
        // TensorBoard 2.x: "Port N is in use by another program"; before 2.1 (werkzeug): "could
        // not bind to port N, it was already in use"; the socket's own "Address already in use".
        const bool portTaken = log.contains(QLatin1String("is in use by another program")) ||
                               log.contains(QLatin1String("it was already in use")) ||
                               log.contains(QLatin1String("Address already in use"));
        const QString host = m_connection ? m_connection->target().displayName() : QString();
        if (portTaken && m_portTries < kPortTries && m_connection) {
            ++m_portTries;
            m_leaseTimer.stop();
            setState(State::Starting,
                     tr("Port %1 on %2 was taken by another program just before TensorBoard "
                        "could use it; starting TensorBoard on another port…")
                         .arg(m_answer.port)
                         .arg(host));
            launch();
            return;
        }
        if (portTaken) {
            fail(tr("TensorBoard could not use any of the %n free ports Slipway chose on %1: "
                    "each was taken by another program before TensorBoard could use it. Try "
                    "again in a minute.%2",
                    nullptr, m_portTries)
                     .arg(host, QStringLiteral("\n") + log));
            return;
        }
        fail(tr("TensorBoard stopped on its own%1")
                 .arg(log.isEmpty() ? QStringLiteral(".") : QStringLiteral(":\n") + log));
    } else if (m_sinceStart.elapsed() > m_options.startTimeoutMs) {
        fail(tr("TensorBoard did not answer within %1 s.").arg(m_options.startTimeoutMs / 1000));
    } else {
        m_pollTimer.start();
    }
}

void TensorBoardSession::openTunnel()
{
    if (!m_connection) {
        fail(tr("The connection to the cluster was closed."));
        return;
    }
    setState(State::Forwarding,
             tr("Forwarding a local port to TensorBoard (port %1 on %2)…")
                 .arg(m_answer.port)
                 .arg(attaches() ? m_remoteHost : m_connection->target().displayName()));
    m_tunnel = m_connection->openTunnel(m_remoteHost, m_answer.port, m_options.localPort, this);
    const quint64 generation = m_generation;
    connect(m_tunnel, &ssh::SshTunnel::listening, this, [this, generation] {
        if (generation == m_generation) {
            checkHttp();
        }
    });
    connect(m_tunnel, &ssh::SshTunnel::closed, this, [this, generation](const QString &error) {
        // Our own close() comes after a new generation; anything else ends the session.
        if (generation == m_generation &&
            (m_state == State::Forwarding || m_state == State::Running)) {
            fail(error.isEmpty() ? tr("The tunnel closed: the connection to the cluster ended.")
                                 : error);
        }
    });
}

void TensorBoardSession::checkHttp()
{
    if (m_state != State::Forwarding) {
        return;
    }
    if (!m_network) {
        m_network = new QNetworkAccessManager(this);
        m_network->setProxy(QNetworkProxy::NoProxy);
    }
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/data/runs").arg(localPort())));
    request.setTransferTimeout(15000);
    QNetworkReply *reply = m_network->get(request);
    const quint64 generation = m_generation;
    connect(reply, &QNetworkReply::finished, this, [this, reply, generation] {
        reply->deleteLater();
        if (generation != m_generation || m_state != State::Forwarding) {
            return;
        }
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (reply->error() == QNetworkReply::NoError && status == 200) {
            setState(State::Running, tr("TensorBoard is running for %1.").arg(m_answer.folder));
            Q_EMIT ready(url());
            return;
        }
        if (++m_httpTries >= kHttpTries) {
            fail(tr("TensorBoard did not answer through the tunnel: %1").arg(reply->errorString()));
            return;
        }
        QTimer::singleShot(500, this, [this, generation] {
            if (generation == m_generation) {
                checkHttp();
            }
        });
    });
}

void TensorBoardSession::renewLease(int seconds)
{
    if (!m_serverKnown || !m_connection) {
        return;
    }
    // Best effort: while the link reconnects this fails, and the next renewal comes in time
    // (a third of the lease later).
    m_connection->run({ts::renewScript(m_answer.pid, m_answer.stateBase, seconds), {}, 30000});
}

void TensorBoardSession::fail(const QString &error)
{
    ++m_generation;
    m_pollTimer.stop();
    m_leaseTimer.stop();
    if (m_tunnel) {
        m_tunnel->close();
        m_tunnel->deleteLater();
    }
    m_error = error;
    // A server this session launched goes with the failure; one it found running stays.
    m_stopServerRequested = m_answer.kind == ts::StartAnswer::Kind::Started;
    stopServerThen(State::Failed);
}

void TensorBoardSession::stop(bool stopServer)
{
    if (!isActive() || m_state == State::Stopping) {
        return;
    }
    ++m_generation;
    m_stopRequested = true;
    m_stopServerRequested = stopServer;
    m_pollTimer.stop();
    m_leaseTimer.stop();
    if (m_tunnel) {
        m_tunnel->close();
        m_tunnel->deleteLater();
    }
    if (m_startInFlight) {
        setState(State::Stopping, tr("Stopping (waiting for the start command to answer)…"));
        return;
    }
    stopServerThen(State::Stopped);
}

void TensorBoardSession::stopServerThen(State finalState)
{
    m_leaseTimer.stop();
    if (m_serverKnown && !m_stopServerRequested && m_connection && finalState == State::Stopped) {
        // Left running on purpose: it gets the longer lease, then its watchdog stops it.
        m_connection
            ->run({ts::renewScript(m_answer.pid, m_answer.stateBase, m_options.keepRunningSeconds),
                   {},
                   30000})
            .then(this, [this, finalState](const CommandResult &) { finishStop(finalState); })
            .onCanceled(this, [this, finalState] { finishStop(finalState); });
        return;
    }
    if (!m_serverKnown || !m_stopServerRequested || !m_connection) {
        finishStop(finalState);
        return;
    }
    setState(State::Stopping, tr("Stopping TensorBoard (pid %1) on %2…")
                                  .arg(m_answer.pid)
                                  .arg(m_connection->target().displayName()));
    m_connection->run({ts::stopScript(m_answer.pid, m_answer.port, m_answer.stateBase), {}, 60000})
        .then(this,
              [this, finalState](const CommandResult &result) {
                  if (!result.succeeded() && m_error.isEmpty()) {
                      m_error = tr("Stopping TensorBoard on the cluster failed: %1")
                                    .arg(result.ran() ? lastLines(result.standardError, 5)
                                                      : result.error);
                  }
                  m_serverKnown = !result.succeeded();
                  finishStop(finalState);
              })
        .onCanceled(this, [this, finalState] { finishStop(finalState); });
}

void TensorBoardSession::finishStop(State finalState)
{
    if (finalState == State::Failed) {
        setState(State::Failed, m_error);
        Q_EMIT failed(m_error);
        return;
    }
    if (attaches() && finalState == State::Stopped) {
        setState(State::Stopped,
                 tr("Tunnel closed; TensorBoard runs on %1 until the job ends.").arg(m_remoteHost));
        Q_EMIT stopped();
        return;
    }
    setState(State::Stopped,
             m_serverKnown && m_stopServerRequested
                 ? m_error
                 : (m_stopServerRequested
                        ? tr("Stopped.")
                        : tr("Tunnel closed; TensorBoard left running on the "
                             "cluster (for up to %n hour(s) unless Slipway opens "
                             "it again).",
                             nullptr, std::max(1, m_options.keepRunningSeconds / 3600))));
    Q_EMIT stopped();
}

} // namespace slipway::remote
