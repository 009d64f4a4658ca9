// slipwayctl smoke: local work with LibTorch. Loads the LibTorch module only here.

#include "command.h"

#include "local/localengine.h"
#include "localbridge/localmodule.h"

#include <QCommandLineParser>

namespace slipway::ctl {
namespace {

int runSmoke(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Run models locally with LibTorch before submitting them."));
    parser.addHelpOption();
    const QCommandLineOption check(QStringLiteral("check"),
                                   QStringLiteral("Open the LibTorch module and run its "
                                                  "self-check."));
    parser.addOption(check);
    if (!parser.parse(arguments)) {
        printErr(parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return 0;
    }
    if (!parser.isSet(check)) {
        printErr(QStringLiteral("slipwayctl smoke: only --check is available in this version; "
                                "smoke-testing a model file is not available yet."));
        return 2;
    }

    const LocalModuleStatus status = LocalModule::instance().load();
    if (!status.isLoaded()) {
        printErr(status.message);
        return 1;
    }
    printOut(status.message);
    const local::SelfCheckResult result = LocalModule::instance().engine()->selfCheck();
    printOut(QStringLiteral("self-check %1: %2")
                 .arg(result.ok ? QStringLiteral("passed") : QStringLiteral("FAILED"),
                      QString::fromStdString(result.message)));
    return result.ok ? 0 : 1;
}

const CommandRegistration registration{
    {"smoke", "Check or smoke-test models locally with LibTorch", &runSmoke}};

} // namespace
} // namespace slipway::ctl
