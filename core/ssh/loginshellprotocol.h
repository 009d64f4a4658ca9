#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace slipway::ssh {

// The framing spoken with a persistent `bash -l -s` on the login node. The shell first reads a
// small function, `_slipway_run ID COMMAND STDIN`, then one call per request. Each call runs
// the command in a subshell (so `cd`, `exit` and variables do not leak into the next one) and
// ends its stdout with "\nID STATUS\n" and its stderr with "\nID\n". ID is 128 random bits per
// request, so no output can fake an end, and the bytes before an end are exactly what the
// command wrote: any byte 0-255, with or without a final newline, of any size.
class LoginShellProtocol final
{
public:
    // The command the SSH channel executes.
    static QByteArray shellCommand();
    // Written once after the channel opens; ends with a request whose id is `readyId`, so the
    // first completed frame also tells that the login scripts have run.
    static QByteArray setupScript(const QByteArray &readyId);
    // One request. `command` is a complete bash command line.
    static QByteArray request(const QByteArray &id, const QString &command,
                              const QByteArray &standardInput);
    // A fresh random request id.
    static QByteArray newId();

    // Encodes bytes as a single-quoted printf format that prints exactly those bytes.
    static QByteArray printfFormat(const QByteArray &bytes);

    // Collects one request's output from the two streams of the channel.
    class Parser
    {
    public:
        void expect(const QByteArray &id);
        void addStdout(const QByteArray &data);
        void addStderr(const QByteArray &data);
        bool isComplete() const { return m_outDone && m_errDone; }
        // Bytes received so far (for diagnostics when a request is cut off).
        qsizetype bufferedBytes() const { return m_out.size() + m_err.size(); }

        struct Frame
        {
            QByteArray standardOutput;
            QByteArray standardError;
            int exitCode = -1;
        };
        // The finished frame; data after it is kept for the next request.
        std::optional<Frame> take();

    private:
        void scanStdout();
        void scanStderr();

        QByteArray m_id;
        QByteArray m_out;
        QByteArray m_err;
        qsizetype m_outScan = 0;
        qsizetype m_errScan = 0;
        bool m_outDone = false;
        bool m_errDone = false;
        qsizetype m_outEnd = 0;  // where the command's stdout ends
        qsizetype m_outNext = 0; // where the next request's stdout begins
        qsizetype m_errEnd = 0;
        qsizetype m_errNext = 0;
        int m_exitCode = -1;
    };
};

} // namespace slipway::ssh
