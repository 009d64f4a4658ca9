#include "common/logging.h"

// Debug and info messages are off unless QT_LOGGING_RULES (or a rules file) turns them on.
namespace slipway {

Q_LOGGING_CATEGORY(lcSsh, "slipway.ssh", QtWarningMsg)
Q_LOGGING_CATEGORY(lcCompose, "slipway.compose", QtWarningMsg)
Q_LOGGING_CATEGORY(lcScheduler, "slipway.scheduler", QtWarningMsg)
Q_LOGGING_CATEGORY(lcRuns, "slipway.runs", QtWarningMsg)
Q_LOGGING_CATEGORY(lcEvents, "slipway.events", QtWarningMsg)
Q_LOGGING_CATEGORY(lcRemote, "slipway.remote", QtWarningMsg)
Q_LOGGING_CATEGORY(lcEnvsetup, "slipway.envsetup", QtWarningMsg)
Q_LOGGING_CATEGORY(lcLocal, "slipway.local", QtWarningMsg)
Q_LOGGING_CATEGORY(lcProject, "slipway.project", QtWarningMsg)
Q_LOGGING_CATEGORY(lcFetch, "slipway.fetch", QtWarningMsg)
Q_LOGGING_CATEGORY(lcStorage, "slipway.storage", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSite, "slipway.site", QtWarningMsg)
Q_LOGGING_CATEGORY(lcCommand, "slipway.command", QtWarningMsg)
Q_LOGGING_CATEGORY(lcUi, "slipway.ui", QtWarningMsg)

} // namespace slipway
