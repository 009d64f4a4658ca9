#pragma once

#include <QMetaType>
#include <QString>

namespace slipway::ssh {

// The states of one connection, in the order a successful connection passes them.
enum class SshState {
    Disconnected,
    Connecting,     // resolving the name, TCP connect, key exchange (per hop)
    VerifyingHost,  // comparing the host key with known_hosts; may ask the user
    Authenticating, // agent, key files, keyboard-interactive, password; may ask the user
    Ready,
    Reconnecting, // the link was lost; waiting to try again (with back-off)
    Failed,       // stopped; lastError() says why
};

// Why a connection failed, for code (kind) and for people (message, in plain language).
struct SshError
{
    enum class Kind {
        None,
        InvalidTarget,
        NameNotFound,
        Refused,
        TimedOut,
        HostKeyChanged,
        HostKeyRejected,
        NoAcceptableAuth,
        WrongPassphrase,
        AuthDenied,
        PromptUnavailable,
        ConnectionLost,
        Cancelled,
        Other,
    };
    Kind kind = Kind::None;
    QString message;
    QString jumpHost; // set when a jump host (not the target) failed: its display name

    bool isError() const { return kind != Kind::None; }
};

QString stateName(SshState state);

} // namespace slipway::ssh

Q_DECLARE_METATYPE(slipway::ssh::SshError)
