#pragma once

#include <QString>

namespace slipway::remote {

// The shell scripts TensorBoardSession runs on the login node, and the parsing of their answers.
// Every value (folder, program, pid, port, paths) reaches the shell only through shellQuote();
// the environment command is shell code the user wrote (e.g. "module load TensorBoard") and is
// run as written, in the user's own login shell.
//
// A server Slipway starts is recorded in ~/.cache/slipway/tensorboard/<key>.state on the
// cluster (pid, port, folder; <key> from the folder's real path), with its output in
// <key>.log, so a later start for the same folder reuses it when its pid is alive, runs
// TensorBoard on that port, and the port answers.
namespace tensorboardscripts {

// What the start script answered.
struct StartAnswer
{
    enum class Kind {
        Started,
        Reused,
        NoSuchFolder,
        NoAccess,
        SetupFailed,
        NotFound,
        NoPort,
        Unknown
    };
    Kind kind = Kind::Unknown;
    qint64 pid = 0;
    int port = 0;
    QString folder;    // the absolute, symlink-free log folder
    QString stateBase; // ~/.cache/slipway/tensorboard/<key>, without .state/.log
};

// Reuses the server recorded for `logDir`, or starts `program --logdir DIR --host 127.0.0.1
// --port P` on a free port P (in its own session, detached from the SSH channel) after running
// `setupCommand`. Either way the server gets a lease of `leaseSeconds` (<key>.lease holds when
// it runs out); a server it starts gets a watchdog beside it that stops the server once the
// lease has run out, so a server whose Slipway crashed does not run on the login node for ever.
QString startScript(const QString &logDir, const QString &program, const QString &setupCommand,
                    int leaseSeconds);
StartAnswer parseStart(const QByteArray &output);

// Prints ANSWERS, WAITING (alive, port not open yet) or DEAD followed by the end of its log.
QString probeScript(qint64 pid, int port, const QString &stateBase);

// A TensorBoard a job started on a compute node (JobSpec "tensorboard"): reads the "host port"
// the job wrote to `addressFile` and whether that port answers from the login node. Prints
// NOFILE, or "ADDRESS host port" and then ANSWERS or WAITING.
QString jobAddressScript(const QString &addressFile);
struct JobAddress
{
    bool found = false;
    bool answers = false;
    QString host;
    int port = 0;
};
JobAddress parseJobAddress(const QByteArray &output);

// Moves the lease of the server `pid` to `seconds` from now, if the state still names it.
// Prints RENEWED or GONE.
QString renewScript(qint64 pid, const QString &stateBase, int seconds);

// Stops the server (its whole process group: TERM, then KILL after 5 s) if `pid` still runs
// TensorBoard on `port`, and removes the state file and the log if the state names that pid. Prints
// STOPPED or GONE.
QString stopScript(qint64 pid, int port, const QString &stateBase);

} // namespace tensorboardscripts
} // namespace slipway::remote
