#include "runs/pollpassenger.h"

namespace slipway::runs::pollfold {
namespace {
constexpr char kMarker[] = "@@slipway-poll-passenger";
}

QString combine(const QString &status, const QString &extra)
{
    // Closing braces on lines of their own, so a status command ending in a comment stays
    // whole; the extra part runs in a subshell, so an `exit` there ends only it; `(exit $s)`
    // hands back the status command's exit status without leaving the shell.
    return QStringLiteral("{ ") + status +
           QStringLiteral("\n}; slipway_poll_status=$?; printf '\\n%s\\n' ") +
           QLatin1String(kMarker) + QStringLiteral("; ( ") + extra +
           QStringLiteral("\n) 2>&1; (exit $slipway_poll_status)");
}

std::pair<CommandResult, CommandResult> split(const CommandResult &combined)
{
    const QByteArray marker = QByteArray("\n") + kMarker + '\n';
    CommandResult status = combined;
    CommandResult extra;
    extra.exitCode = combined.exitCode;
    extra.error = combined.error;
    const qsizetype at = combined.standardOutput.lastIndexOf(marker);
    if (at < 0) {
        return {status, extra};
    }
    status.standardOutput = combined.standardOutput.left(at + 1);
    extra.standardOutput = combined.standardOutput.mid(at + marker.size());
    return {status, extra};
}

} // namespace slipway::runs::pollfold
