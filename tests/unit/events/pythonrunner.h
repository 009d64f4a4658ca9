#pragma once

#include "testpaths.h"

#include <QByteArray>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

// Runs Python scripts with the project's dev venv (SLIPWAY_VENV, else <source>/.venv), which
// holds TensorBoard from PyPI and sees Debian's PyTorch. Tests use it to read files with
// TensorBoard's own loader and to write files with real writers.
namespace slipway::test {

inline QString venvPython()
{
    QString venv = QProcessEnvironment::systemEnvironment().value(QStringLiteral("SLIPWAY_VENV"));
    if (venv.isEmpty()) {
        venv = sourceDir() + QStringLiteral("/.venv");
    }
    return QDir(venv).filePath(QStringLiteral("bin/python"));
}

struct PythonResult
{
    bool ok = false;
    QByteArray out;
    QString error; // why it failed, for QFAIL
};

// Runs the venv's Python with `arguments`; fails when Python is missing, crashes, exits
// non-zero or takes longer than `timeoutMs`.
inline PythonResult runPythonArguments(const QStringList &arguments, int timeoutMs = 120000)
{
    PythonResult result;
    const QString python = venvPython();
    if (!QFileInfo::exists(python)) {
        result.error = QStringLiteral("No Python venv at %1: run tools/setup --test (or set "
                                      "SLIPWAY_VENV).")
                           .arg(python);
        return result;
    }
    QProcess process;
    process.start(python, arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.error = QStringLiteral("Python did not finish: %1").arg(process.errorString());
        return result;
    }
    result.out = process.readAllStandardOutput();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        result.error = QStringLiteral("Python failed (exit %1): %2")
                           .arg(process.exitCode())
                           .arg(QString::fromUtf8(process.readAllStandardError()));
        return result;
    }
    result.ok = true;
    return result;
}

// Runs `script` (passed with -c) with `arguments`.
inline PythonResult runPython(const QString &script, const QStringList &arguments = {},
                              int timeoutMs = 120000)
{
    return runPythonArguments(QStringList{QStringLiteral("-c"), script} + arguments, timeoutMs);
}

// Runs the script file `name` from tests/unit/events with `arguments`.
inline PythonResult runPythonFile(const QString &name, const QStringList &arguments = {},
                                  int timeoutMs = 120000)
{
    return runPythonArguments(
        QStringList{sourceDir() + QStringLiteral("/tests/unit/events/") + name} + arguments,
        timeoutMs);
}

} // namespace slipway::test
