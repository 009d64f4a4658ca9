#pragma once

#include <QByteArray>
#include <QSet>
#include <QString>

#include <optional>

namespace slipway::ssh {

// The framing spoken with a persistent `bash -l -s` on the login node. The shell first reads two
// small functions, then one call per request: `_slipway_run ID COMMAND STDIN` runs the command
// in a subshell (so `cd`, `exit` and variables do not leak into the next one);
// `_slipway_here ID COMMAND` runs it in the shell itself, without the fork of a subshell (about
// 3 ms in a login shell with Lmod), and is used only for commands that cannot change the
// shell's state (see canRunInPlace). Both end the command's stdout with "\nID STATUS\n" and its
// stderr with "\nID\n". ID is 128 random bits per request, so no output can fake an end, and
// the bytes before an end are exactly what the command wrote: any byte 0-255, with or without a
// final newline, of any size.
class LoginShellProtocol final
{
public:
    // The command the SSH channel executes.
    static QByteArray shellCommand();
    // Written once after the channel opens; ends with a request whose id is `readyId`, so the
    // first completed frame also tells that the login scripts have run. That frame's stdout
    // ends with the names of the shell functions the login scripts defined (see
    // functionNames()).
    static QByteArray setupScript(const QByteArray &readyId);
    // The shell functions listed at the end of the ready frame's stdout.
    static QSet<QString> functionNames(const QByteArray &readyStdout, const QByteArray &readyId);
    // One request. `command` is a complete bash command line. `inPlace`: run it in the shell
    // itself (only when canRunInPlace() said so and there is no standard input).
    static QByteArray request(const QByteArray &id, const QString &command,
                              const QByteArray &standardInput, bool inPlace = false);
    // True when `command` cannot change the state of the shell that runs it: no builtin that
    // changes the folder, options, variables (`read`, `for`), traps, limits or file descriptors,
    // no exit, no assignment, no arithmetic, no function definition, no background job, no call
    // of a shell function (`functions`: `module`, `conda` and the like change the environment),
    // and no parenthesis other than a command substitution. Conservative: any doubt says false,
    // and the command then runs in a subshell as before.
    static bool canRunInPlace(const QString &command, const QSet<QString> &functions);
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
