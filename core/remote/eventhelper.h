#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <deque>
#include <functional>

namespace slipway::ssh {
class SshConnection;
class SshStream;
} // namespace slipway::ssh

namespace slipway::remote {

// The event fetch program kept running on the login node (eventfetch::helperCommand), one per
// connection, on a stream channel of its own: a sync with nothing new is then one exchange on
// an open channel (the request out, the listing back) with no command to start, no shell to
// fork and no interpreter to load. Requests are answered one after another in the order asked.
//
// It is an optimisation only: while it starts, after it died (the link was lost, the process
// was killed, python3 is missing) or when an answer does not come within the time limit, ask()
// answers with `ok == false` and the caller runs the one-shot fetch command instead. A helper
// that died is started again by the next start(), at most kMaxFailedStarts times in a row
// without an answer. Lives in the connection's thread, as its child.
class EventHelper final : public QObject
{
    Q_OBJECT

public:
    struct Answer
    {
        bool ok = false;   // the helper answered (else: run the one-shot command)
        int status = -1;   // the program's status for this request (0: fine)
        QByteArray output; // what the one-shot command would have printed
        QByteArray errors; // what the program wrote on stderr meanwhile
    };
    using Callback = std::function<void(const Answer &)>;

    // The helper of `connection` for interpreter `python` (made on first use; null when the
    // interpreter's name is not acceptable).
    static EventHelper *of(ssh::SshConnection *connection, const QString &python);
    ~EventHelper() override;

    // Starts the program unless it runs, starts, or failed too often. Returns at once.
    void start();
    // True when requests go to the program now (it started and announced itself).
    bool isReady() const { return m_state == State::Ready; }
    // The remote process id it announced (0 until then): for tests that kill it.
    qint64 processId() const { return m_pid; }
    // Sends one request (eventfetch::request()); `done` is called in `context`'s thread once,
    // unless `context` is gone. Not ready: `done` gets ok == false at once (queued).
    void ask(const QByteArray &request, QObject *context, Callback done);
    // Why it stopped last (for tests and logs).
    QString lastError() const { return m_lastError; }
    // The longest wait for one answer before the helper is taken as stuck and closed.
    void setAnswerTimeout(int ms) { m_answerTimeoutMs = ms; }

    static constexpr int kMaxFailedStarts = 3;

private:
    enum class State { Stopped, Starting, Ready };
    struct Pending
    {
        QPointer<QObject> context;
        Callback done;
    };

    EventHelper(ssh::SshConnection *connection, QString python);
    void onOutput(const QByteArray &data);
    void stop(const QString &why);
    static void deliver(Pending pending, const Answer &answer);

    QPointer<ssh::SshConnection> m_connection;
    QString m_python;
    QPointer<ssh::SshStream> m_stream;
    State m_state = State::Stopped;
    int m_failedStarts = 0;
    qint64 m_pid = 0;
    QByteArray m_buffer;
    QByteArray m_errors;
    QString m_lastError;
    std::deque<Pending> m_pending;
    QTimer m_timer;
    int m_answerTimeoutMs = 300000; // as long as the one-shot command may take
};

} // namespace slipway::remote
