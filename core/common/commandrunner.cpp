#include "common/commandrunner.h"

#include "common/logging.h"

#include "common/shellquote.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace slipway {

ProcessRunner::ProcessRunner(QStringList prefix, bool remote, QString description, QObject *parent)
    : CommandRunner(parent)
    , m_prefix(std::move(prefix))
    , m_remote(remote)
    , m_description(std::move(description))
{}

ProcessRunner *ProcessRunner::localShell(QObject *parent)
{
    return new ProcessRunner({}, false, QStringLiteral("this computer"), parent);
}

ProcessRunner *ProcessRunner::openSsh(const QString &configFile, const QString &host,
                                      QObject *parent)
{
    QStringList prefix{QStringLiteral("ssh"), QStringLiteral("-o"),
                       QStringLiteral("BatchMode=yes")};
    if (!configFile.isEmpty()) {
        prefix << QStringLiteral("-F") << configFile;
    }
    // `--` ends ssh's options: a host name can never be taken for one.
    prefix << QStringLiteral("--") << host;
    return new ProcessRunner(prefix, true, host, parent);
}

QString ProcessRunner::description() const
{
    return m_description;
}

QStringList ProcessRunner::commandLine(const QString &command) const
{
    QStringList line = m_prefix;
    if (m_remote) {
        // The remote side hands this one string to the user's shell, which splits it again.
        line << QStringLiteral("bash -lc ") + shellQuote(command);
    } else {
        line << QStringLiteral("bash") << QStringLiteral("-lc") << command;
    }
    return line;
}

QFuture<CommandResult> ProcessRunner::run(const CommandRequest &request)
{
    const QStringList line = commandLine(request.command);
    const QString where = m_description;
    return QtConcurrent::run([line, request, where](QPromise<CommandResult> &promise) {
        CommandResult result;
        QProcess process;
        process.start(line.first(), line.mid(1));
        if (!process.waitForStarted(30000)) {
            result.error = QCoreApplication::translate("commandrunner", "Could not start %1: %2")
                               .arg(line.first(), process.errorString());
            promise.addResult(result);
            return;
        }
        if (!request.standardInput.isEmpty()) {
            process.write(request.standardInput);
        }
        process.closeWriteChannel();

        QElapsedTimer timer;
        timer.start();
        // Wait in short slices so cancellation and the time limit are noticed promptly.
        while (!process.waitForFinished(100)) {
            if (process.state() == QProcess::NotRunning) {
                break;
            }
            if (promise.isCanceled()) {
                process.kill();
                process.waitForFinished(5000);
                result.error =
                    QCoreApplication::translate("commandrunner", "The command on %1 was cancelled.")
                        .arg(where);
                promise.addResult(result);
                return;
            }
            if (request.timeoutMs > 0 && timer.elapsed() > request.timeoutMs) {
                process.kill();
                process.waitForFinished(5000);
                result.error =
                    QCoreApplication::translate("commandrunner",
                                                "The command on %1 did not finish within %2 s and "
                                                "was stopped.")
                        .arg(where)
                        .arg(request.timeoutMs / 1000.0);
                result.standardOutput = process.readAllStandardOutput();
                result.standardError = process.readAllStandardError();
                promise.addResult(result);
                return;
            }
        }
        result.standardOutput = process.readAllStandardOutput();
        result.standardError = process.readAllStandardError();
        if (process.exitStatus() == QProcess::CrashExit) {
            result.error =
                QCoreApplication::translate("commandrunner", "The command on %1 was killed.")
                    .arg(where);
        } else {
            result.exitCode = process.exitCode();
        }
        // Sizes and the exit status only: a command's words, input and output may hold data
        // that belongs to the user.
        qCDebug(lcCommand).noquote()
            << "command on" << where << "ran" << timer.elapsed() << "ms, exit" << result.exitCode
            << "," << result.standardOutput.size() << "bytes out";
        promise.addResult(result);
    });
}

} // namespace slipway
