#pragma once

#include <QProcess>
#include <QString>

// Runs shellcheck on a script; returns its complaints, or an empty string when it has none.
inline QString shellcheckProblems(const QString &script)
{
    QProcess p;
    p.start(QStringLiteral("shellcheck"),
            {QStringLiteral("-s"), QStringLiteral("bash"), QStringLiteral("-f"),
             QStringLiteral("gcc"), QStringLiteral("-")});
    if (!p.waitForStarted(10000)) {
        return QStringLiteral("shellcheck could not be started: ") + p.errorString();
    }
    p.write(script.toUtf8());
    p.closeWriteChannel();
    p.waitForFinished(60000);
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()) +
               QStringLiteral("\n--- script ---\n") + script;
    }
    return {};
}
