#pragma once

// Runs a program to its end for a test: its exit code, its output and its errors, with a
// description to print when a check on them fails.

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace slipway::test {

struct ProcessResult
{
    int exitCode = -1; // -1: it did not start, crashed, or was stopped after the time limit
    QString out;
    QString err;

    QByteArray describe() const
    {
        return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3")
            .arg(exitCode)
            .arg(out, err)
            .toUtf8();
    }
};

inline ProcessResult
runProcess(const QString &program, const QStringList &args, const QByteArray &input = {},
           int timeoutMs = 300000,
           const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
           const QString &workingDirectory = QString())
{
    QProcess p;
    p.setProcessEnvironment(env);
    if (!workingDirectory.isEmpty()) {
        p.setWorkingDirectory(workingDirectory);
    }
    p.start(program, args);
    ProcessResult r;
    if (!p.waitForStarted(30000)) {
        r.err = p.errorString();
        return r;
    }
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace slipway::test
