// slipwayctl workspace list|allocate|extend HOST ...: hpc-workspace on a cluster's login node
// (core/storage), over Slipway's own SSH connection. The GUI twin is the wizard's project step.

#include "command.h"
#include "signalcatcher.h"

#include "common/futures.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "ssh/terminalprompter.h"
#include "storage/workspaceservice.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <cstdio>
#include <unistd.h>

namespace slipway::ctl {
namespace {

// Waits for `future` with a spinner on a terminal (one plain line otherwise); Ctrl+C cancels.
template<typename T>
std::optional<T> awaitWithProgress(QFuture<T> future, const QString &what)
{
    const bool terminal = ::isatty(STDERR_FILENO) == 1;
    if (!terminal) {
        printErr(what);
    }
    bool cancelled = false;
    QEventLoop loop;
    QFutureWatcher<T> watcher;
    QObject::connect(&watcher, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
    SignalCatcher catcher([&](int) {
        cancelled = true;
        cancelIfRunning(future);
        loop.quit();
    });
    QTimer spinner;
    QElapsedTimer clock;
    clock.start();
    int frame = 0;
    QObject::connect(&spinner, &QTimer::timeout, &loop, [&] {
        static const char frames[] = "|/-\\";
        std::fprintf(stderr, "\r\033[K%c %s (%.1f s)", frames[frame++ % 4],
                     what.toUtf8().constData(), double(clock.elapsed()) / 1000.0);
        std::fflush(stderr);
    });
    if (terminal) {
        spinner.start(100);
    }
    watcher.setFuture(future);
    if (!future.isFinished()) {
        loop.exec();
    }
    if (terminal) {
        std::fprintf(stderr, "\r\033[K");
        std::fflush(stderr);
    }
    if (cancelled || future.isCanceled() || future.resultCount() == 0) {
        printErr(QStringLiteral("Cancelled."));
        return std::nullopt;
    }
    return future.result();
}

QJsonObject toJson(const storage::Workspace &w)
{
    QJsonObject o{{QStringLiteral("id"), w.id},
                  {QStringLiteral("path"), w.path},
                  {QStringLiteral("expired"), w.expired}};
    if (!w.filesystem.isEmpty()) {
        o.insert(QStringLiteral("filesystem"), w.filesystem);
    }
    if (w.remainingHours >= 0) {
        o.insert(QStringLiteral("remaining_hours"), w.remainingHours);
    }
    if (w.extensionsLeft >= 0) {
        o.insert(QStringLiteral("extensions_left"), w.extensionsLeft);
    }
    if (w.expiration.isValid()) {
        o.insert(QStringLiteral("expires"), w.expiration.toString(Qt::ISODate));
    }
    if (!w.comment.isEmpty()) {
        o.insert(QStringLiteral("comment"), w.comment);
    }
    if (const QString warning = w.expiryWarning(); !warning.isEmpty()) {
        o.insert(QStringLiteral("warning"), warning);
    }
    return o;
}

// The folders a profile without hpc-workspace offers instead.
int printFolders(const site::SiteProfile &profile, bool json)
{
    QJsonArray folders;
    const auto add = [&](const QString &kind, const QString &path) {
        if (!path.isEmpty()) {
            folders.append(
                QJsonObject{{QStringLiteral("kind"), kind}, {QStringLiteral("path"), path}});
        }
    };
    add(QStringLiteral("home"), QStringLiteral("$HOME"));
    add(QStringLiteral("scratch"), profile.scratchPath);
    add(QStringLiteral("project"), profile.projectPath);
    if (json) {
        printOut(QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("workspaces"), QJsonArray()},
                                      {QStringLiteral("folders"), folders}})
                .toJson(QJsonDocument::Indented)));
        return 0;
    }
    printErr(QStringLiteral("%1 does not use workspaces; put projects and data in one of these "
                            "folders:")
                 .arg(profile.displayName));
    for (const QJsonValue &f : folders) {
        printOut(QStringLiteral("%1\t%2").arg(f[QStringLiteral("kind")].toString(),
                                              f[QStringLiteral("path")].toString()));
    }
    return 0;
}

int runWorkspace(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Workspaces on a cluster that uses hpc-workspace (ws_list, ws_allocate, ws_extend):\n"
        "  slipwayctl workspace list HOST [--json]\n"
        "  slipwayctl workspace allocate HOST NAME DAYS [--filesystem FS]\n"
        "  slipwayctl workspace extend HOST NAME DAYS [--filesystem FS]\n"
        "With --profile ID of a cluster without workspaces, 'list' prints its scratch and "
        "project folders instead."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("action"),
                                 QStringLiteral("list, allocate or "
                                                "extend"),
                                 QStringLiteral("list|allocate|extend HOST [NAME DAYS]"));
    parser.addOption({{QStringLiteral("F"), QStringLiteral("ssh-config")},
                      QStringLiteral("OpenSSH config file to use."),
                      QStringLiteral("CONFIG")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("list: print JSON.")});
    parser.addOption({QStringLiteral("filesystem"),
                      QStringLiteral("The workspace file system (ws_allocate -F)."),
                      QStringLiteral("FS")});
    parser.addOption(
        {QStringLiteral("profile"), QStringLiteral("Site profile id."), QStringLiteral("ID")});
    if (const std::optional<int> done =
            parseCommandLine(parser, arguments, QStringLiteral("slipwayctl workspace: "))) {
        return *done;
    }
    const QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    const bool list = action == QLatin1String("list");
    if (!(list && args.size() == 2) &&
        !((action == QLatin1String("allocate") || action == QLatin1String("extend")) &&
          args.size() == 4)) {
        printErr(QStringLiteral("slipwayctl workspace: use 'workspace list HOST', 'workspace "
                                "allocate HOST NAME DAYS' or 'workspace extend HOST NAME DAYS'."));
        return 2;
    }
    const QString host = args[1];
    int days = 0;
    if (!list) {
        // Checked before connecting: bad input costs nothing.
        bool ok = false;
        days = args[3].toInt(&ok);
        QString problem;
        if (!ok) {
            problem = QStringLiteral("DAYS must be a whole number of days, like 30.");
        } else if (storage::WorkspaceService::allocateCommand(
                       args[2], days, parser.value(QStringLiteral("filesystem")),
                       action == QLatin1String("extend"), &problem)
                       .isEmpty()) {
            // problem is set
        }
        if (!problem.isEmpty()) {
            printErr(QStringLiteral("slipwayctl workspace: %1").arg(problem));
            return 2;
        }
    }
    const site::ProfileRegistry registry;
    if (parser.isSet(QStringLiteral("profile"))) {
        const site::SiteProfile *profile = registry.find(parser.value(QStringLiteral("profile")));
        if (!profile) {
            printErr(QStringLiteral("slipwayctl workspace: there is no profile \"%1\" "
                                    "(slipwayctl profiles lists them).")
                         .arg(parser.value(QStringLiteral("profile"))));
            return 2;
        }
        if (profile->workspaceTool.isEmpty()) {
            if (list) {
                return printFolders(*profile, parser.isSet(QStringLiteral("json")));
            }
            printErr(QStringLiteral("%1 does not use workspaces: put your files in your scratch "
                                    "or project folder (slipwayctl workspace list %2 --profile "
                                    "%3 shows them).")
                         .arg(profile->displayName, host, profile->id));
            return 1;
        }
    }

    ssh::TerminalPrompter prompter;
    ssh::ConnectionPool pool(&prompter);
    QString error;
    CommandRunner *runner = pool.runner(host, parser.value(QStringLiteral("F")), &error);
    if (!runner) {
        printErr(QStringLiteral("Cannot connect to %1: %2").arg(host, error));
        return 1;
    }
    storage::WorkspaceService service(runner);
    if (list) {
        const auto result = awaitWithProgress(
            service.list(), QStringLiteral("Asking %1 for your workspaces").arg(host));
        if (!result) {
            return SignalCatcher::kCancelledStatus;
        }
        if (!result->error.isEmpty()) {
            printErr(result->error);
            return 1;
        }
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray array;
            for (const storage::Workspace &w : result->workspaces) {
                array.append(toJson(w));
            }
            printOut(
                QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("workspaces"), array}})
                                      .toJson(QJsonDocument::Indented)));
            return 0;
        }
        if (result->workspaces.isEmpty()) {
            printErr(QStringLiteral("You have no workspaces on %1. Make one with: slipwayctl "
                                    "workspace allocate %1 NAME DAYS")
                         .arg(host));
        }
        for (const storage::Workspace &w : result->workspaces) {
            printOut(w.summary());
            if (const QString warning = w.expiryWarning(); !warning.isEmpty()) {
                printErr(QStringLiteral("Warning: workspace %1 %2; extend it with: slipwayctl "
                                        "workspace extend %3 %1 DAYS")
                             .arg(w.id, warning, host));
            }
        }
        return 0;
    }
    const bool extend = action == QLatin1String("extend");
    const QString fs = parser.value(QStringLiteral("filesystem"));
    const auto result = awaitWithProgress(extend ? service.extend(args[2], days, fs)
                                                 : service.allocate(args[2], days, fs),
                                          (extend ? QStringLiteral("Extending workspace %1 on %2")
                                                  : QStringLiteral("Allocating workspace %1 on %2"))
                                              .arg(args[2], host));
    if (!result) {
        return SignalCatcher::kCancelledStatus;
    }
    if (!result->error.isEmpty()) {
        printErr(result->error);
        return 1;
    }
    printErr(result->message);
    printOut(result->outcome.path);
    return 0;
}

const CommandRegistration workspaceCommand{
    {"workspace", "Workspaces on the cluster: workspace list|allocate|extend HOST ...",
     &runWorkspace}};

} // namespace
} // namespace slipway::ctl
