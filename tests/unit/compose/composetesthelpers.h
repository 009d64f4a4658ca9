#pragma once

#include <QProcess>
#include <QString>

// Runs shellcheck on a script; returns its complaints, or an empty string when it has none.
inline QString shellcheckProblems(const QString &script)
{
    QProcess p;
    p.start(QStringLiteral("shellcheck"),
            {QStringLiteral("-s"), QStringLiteral("bash"), QStringLiteral("-f"),
             QStringLiteral("gcc"),
             // Not for job scripts: SC1091, the files they `source` (a venv's activate, a
             // site's set-up) exist only on the cluster; SC2016, '$' in single quotes is meant
             // literally or for each rank (`bash -c '... $PMI_RANK ...'`). Generated scripts
             // carry no "# shellcheck" lines for users to wonder about.
             QStringLiteral("-e"), QStringLiteral("SC1091,SC2016"), QStringLiteral("-")});
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
