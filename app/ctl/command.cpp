#include "command.h"

#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>

namespace slipway::ctl {

namespace {
std::vector<Command> &registry()
{
    static std::vector<Command> commands;
    return commands;
}
} // namespace

void CommandRegistry::add(const Command &command)
{
    auto &commands = registry();
    commands.push_back(command);
    std::sort(commands.begin(), commands.end(),
              [](const Command &a, const Command &b) { return qstrcmp(a.name, b.name) < 0; });
}

const std::vector<Command> &CommandRegistry::all()
{
    return registry();
}

const Command *CommandRegistry::find(const QString &name)
{
    for (const Command &command : registry()) {
        if (name == QLatin1String(command.name)) {
            return &command;
        }
    }
    return nullptr;
}

void printOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void printErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &errorPrefix)
{
    if (!parser.parse(arguments)) {
        printErr(errorPrefix + parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return 0;
    }
    return std::nullopt;
}

void addConnectionOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("host"),
                      QStringLiteral("SSH host or alias (default: the profile's login host)."),
                      QStringLiteral("ALIAS")});
    parser.addOption({{QStringLiteral("F"), QStringLiteral("ssh-config")},
                      QStringLiteral("OpenSSH config file to use."),
                      QStringLiteral("CONFIG")});
}

} // namespace slipway::ctl
