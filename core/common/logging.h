#pragma once

#include <QLoggingCategory>

// One logging category per area, named slipway.<area>. Only warnings show by default; turn on
// more with Qt's logging rules, for example
//     QT_LOGGING_RULES='slipway.*=true' slipway
//     QT_LOGGING_RULES='slipway.ssh.debug=true;slipway.ssh.info=true' slipwayctl status ...
// (docs/architecture.md, "Logging"). Secrets never reach a log: no password, passphrase,
// one-time code, key material, command input or file content is ever logged.
namespace slipway {

Q_DECLARE_LOGGING_CATEGORY(lcSsh)       // slipway.ssh: connections, logins, commands
Q_DECLARE_LOGGING_CATEGORY(lcCompose)   // slipway.compose
Q_DECLARE_LOGGING_CATEGORY(lcScheduler) // slipway.scheduler
Q_DECLARE_LOGGING_CATEGORY(lcRuns)      // slipway.runs
Q_DECLARE_LOGGING_CATEGORY(lcEvents)    // slipway.events
Q_DECLARE_LOGGING_CATEGORY(lcRemote)    // slipway.remote
Q_DECLARE_LOGGING_CATEGORY(lcEnvsetup)  // slipway.envsetup
Q_DECLARE_LOGGING_CATEGORY(lcLocal)     // slipway.local: the LibTorch module (localbridge)
Q_DECLARE_LOGGING_CATEGORY(lcProject)   // slipway.project
Q_DECLARE_LOGGING_CATEGORY(lcFetch)     // slipway.fetch
Q_DECLARE_LOGGING_CATEGORY(lcStorage)   // slipway.storage
Q_DECLARE_LOGGING_CATEGORY(lcSite)      // slipway.site
Q_DECLARE_LOGGING_CATEGORY(lcCommand)   // slipway.command: local and OpenSSH command runners
Q_DECLARE_LOGGING_CATEGORY(lcUi)        // slipway.ui

} // namespace slipway
