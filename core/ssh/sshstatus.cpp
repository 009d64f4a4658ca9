#include "ssh/sshstatus.h"

namespace slipway::ssh {

QString stateName(SshState state)
{
    switch (state) {
    case SshState::Disconnected:
        return QStringLiteral("disconnected");
    case SshState::Connecting:
        return QStringLiteral("connecting");
    case SshState::VerifyingHost:
        return QStringLiteral("verifying host");
    case SshState::Authenticating:
        return QStringLiteral("authenticating");
    case SshState::Ready:
        return QStringLiteral("ready");
    case SshState::Reconnecting:
        return QStringLiteral("reconnecting");
    case SshState::Failed:
        return QStringLiteral("failed");
    }
    return QString();
}

} // namespace slipway::ssh
