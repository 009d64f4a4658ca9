#pragma once

#include <QStringList>

#include <optional>

#include <vector>

class QCommandLineParser;

namespace slipway::ctl {

// One `slipwayctl` sub-command. `run` gets the arguments after the program name, the command's
// own name first, and returns the process exit status (0 success, 1 failure, 2 usage error).
struct Command
{
    const char *name;
    const char *summary;
    int (*run)(const QStringList &arguments);
};

// Sub-commands register themselves from their own file:
//     static const CommandRegistration registration{{"smoke", "…", &runSmoke}};
class CommandRegistry final
{
public:
    static void add(const Command &command);
    static const std::vector<Command> &all();
    static const Command *find(const QString &name);
};

struct CommandRegistration
{
    explicit CommandRegistration(const Command &command) { CommandRegistry::add(command); }
};

// Parses a sub-command's `arguments`. Returns nothing when the command should go on, or the
// exit status when it is done: 0 after printing --help, 2 after printing a usage error (with
// `errorPrefix`, e.g. "slipwayctl smoke: ", in front).
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &errorPrefix = QString());

// Output helpers: UTF-8 to stdout / stderr, with a trailing newline.
// --host ALIAS (default: the profile's login host) and -F/--ssh-config CONFIG, as every
// command that reaches a cluster through a profile takes them.
void addConnectionOptions(QCommandLineParser &parser);

void printOut(const QString &text);
void printErr(const QString &text);

} // namespace slipway::ctl
