#include "command.h"

#include "common/appinfo.h"
#include "common/terminaltext.h"
#include "common/translations.h"
#include "ssh/sshlibrary.h"

#include <QCoreApplication>

using slipway::ctl::CommandRegistry;
using slipway::ctl::printErr;
using slipway::ctl::printOut;

namespace {

QString usage()
{
    QString text = QStringLiteral("Usage: slipwayctl [--version] [--help] COMMAND [ARGS...]\n\n"
                                  "Commands:\n");
    for (const auto &command : CommandRegistry::all()) {
        text += QStringLiteral("  %1%2\n")
                    .arg(QString::fromLatin1(command.name).leftJustified(16),
                         QString::fromUtf8(command.summary));
    }
    text += QStringLiteral("\nRun 'slipwayctl COMMAND --help' for a command's options.");
    return text;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    slipway::appinfo::applyToApplication();
    // The command line stays English; only English's plural forms load ("1 node", "2 nodes").
    slipway::i18n::install(QStringLiteral("en"));

    const QStringList arguments = QCoreApplication::arguments().mid(1);
    if (arguments.isEmpty()) {
        printErr(usage());
        return 2;
    }
    const QString &first = arguments.first();
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        printOut(slipway::appinfo::versionLine(QStringLiteral("slipwayctl"),
                                               slipway::ssh::libraryVersion()));
        return 0;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("help")) {
        printOut(usage());
        return 0;
    }
    const auto *command = CommandRegistry::find(first);
    if (!command) {
        printErr(QStringLiteral("slipwayctl: unknown command '%1'.\n\n")
                     .arg(slipway::printableText(first)) +
                 usage());
        return 2;
    }
    return command->run(arguments);
}
