// slipwayctl examples, examples get, pull, project upload: the user's code onto the cluster and
// results back (core/project), over Slipway's own SSH connection. `submit --project` lives in
// cmd_runs.cpp and uses projectcli.h.

#include "await.h"
#include "command.h"
#include "projectcli.h"
#include "signalcatcher.h"

#include "compose/jobspec.h"
#include "project/examplegallery.h"
#include "project/projectscanner.h"
#include "project/projectuploader.h"
#include "project/resultpuller.h"
#include "project/tarwriter.h"
#include "remote/remotepath.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"
#include "ssh/terminalprompter.h"

#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace slipway::ctl {
namespace {

bool parse(QCommandLineParser &parser, const QStringList &arguments, int *exitCode)
{
    parser.addHelpOption();
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        *exitCode = *done;
        return false;
    }
    return true;
}

void addSshConfigOption(QCommandLineParser &parser)
{
    parser.addOption({{QStringLiteral("F"), QStringLiteral("ssh-config")},
                      QStringLiteral("OpenSSH config file to use."),
                      QStringLiteral("CONFIG")});
}

struct Connections
{
    ssh::TerminalPrompter prompter;
    ssh::ConnectionPool pool{&prompter};
};

CommandRunner *runnerFor(Connections &connections, const QString &host, const QString &config)
{
    if (host.isEmpty()) {
        printErr(QStringLiteral("No host to connect to: give one with --host ALIAS."));
        return nullptr;
    }
    QString error;
    CommandRunner *runner = connections.pool.runner(host, config, &error);
    if (!runner) {
        printErr(QStringLiteral("Cannot connect to %1: %2").arg(host, error));
    }
    return runner;
}

int runExamples(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "List the example gallery, or copy an example:\n"
        "  slipwayctl examples [--json]\n"
        "  slipwayctl examples get NAME DIR|HOST:DIR [--profile ID]\n"
        "With --profile, a job spec for that cluster is written beside the example as "
        "job.json (submit it with: slipwayctl submit --spec DIR/job.json --project DIR)."));
    parser.addPositionalArgument(QStringLiteral("get"), QStringLiteral("Copy an example."),
                                 QStringLiteral("[get NAME DIR|HOST:DIR]"));
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the gallery as JSON.")});
    parser.addOption({QStringLiteral("profile"),
                      QStringLiteral("Write job.json for this cluster profile."),
                      QStringLiteral("ID")});
    addSshConfigOption(parser);
    int code = 0;
    if (!parse(parser, arguments, &code)) {
        return code;
    }
    const QStringList args = parser.positionalArguments();
    const QList<project::Example> examples = project::ExampleGallery::all();
    if (args.isEmpty()) {
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray list;
            for (const project::Example &e : examples) {
                list.append(e.toJson());
            }
            printOut(QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Indented)));
            return 0;
        }
        printOut(QStringLiteral("NAME            PARALLELISM    RESOURCES                         "
                                "TITLE"));
        for (const project::Example &e : examples) {
            const QJsonObject r = e.resources;
            const QString resources = QStringLiteral("%1 node, %2 GPU/node, %3 CPU/task, %4")
                                          .arg(r.value(QStringLiteral("nodes")).toInt(1))
                                          .arg(r.value(QStringLiteral("gpus_per_node")).toInt(0))
                                          .arg(r.value(QStringLiteral("cpus_per_task")).toInt(1))
                                          .arg(r.value(QStringLiteral("mem")).toString());
            printOut(QStringLiteral("%1 %2 %3 %4")
                         .arg(e.name.leftJustified(15), e.parallelism.leftJustified(14),
                              resources.leftJustified(33), e.title));
        }
        return 0;
    }
    if (args.first() != QLatin1String("get") || args.size() != 3) {
        printErr(QStringLiteral("slipwayctl examples: use 'examples' or 'examples get NAME "
                                "DIR|HOST:DIR'."));
        return 2;
    }
    const auto example = project::ExampleGallery::find(args[1]);
    if (!example) {
        QStringList names;
        for (const project::Example &e : examples) {
            names << e.name;
        }
        printErr(QStringLiteral("There is no example \"%1\". Examples: %2.")
                     .arg(args[1], names.join(QStringLiteral(", "))));
        return 1;
    }
    QMap<QString, QByteArray> files = project::ExampleGallery::files(*example);
    if (parser.isSet(QStringLiteral("profile"))) {
        files.insert(QStringLiteral("job.json"),
                     QJsonDocument(example->jobSpec(parser.value(QStringLiteral("profile"))))
                         .toJson(QJsonDocument::Indented));
    }
    const auto remote = remote::RemotePath::parse(args[2]);
    if (!remote) {
        const QString &folder = args[2];
        QString error;
        if (!project::ExampleGallery::writeTo(*example, folder, &error)) {
            printErr(error);
            return 1;
        }
        if (files.contains(QStringLiteral("job.json"))) {
            QSaveFile job(QDir(folder).filePath(QStringLiteral("job.json")));
            if (!job.open(QIODevice::WriteOnly) ||
                job.write(files.value(QStringLiteral("job.json"))) < 0 || !job.commit()) {
                printErr(QStringLiteral("Could not write %1: %2")
                             .arg(job.fileName(), job.errorString()));
                return 1;
            }
        }
        printOut(
            QStringLiteral("%1 -> %2 (%3 files)").arg(example->name, folder).arg(files.size()));
        return 0;
    }
    // One command: a gzip'd tar stream unpacked into the folder on the cluster.
    project::TarWriter tar;
    tar.setTime(QDateTime::currentSecsSinceEpoch());
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        tar.addFile(it.key().toUtf8(), it.value(),
                    it.key().endsWith(QLatin1String(".py")) ? 0755 : 0644);
    }
    Connections connections;
    CommandRunner *runner = runnerFor(connections, remote->host, parser.value(QStringLiteral("F")));
    if (!runner) {
        return 1;
    }
    CommandRequest request;
    request.command = QStringLiteral("d=%1; mkdir -p -- \"$d\" && cd -- \"$d\" && base64 -d | "
                                     "tar -xzf - && pwd -P")
                          .arg(project::ProjectUploader::remoteWord(remote->path));
    request.standardInput = project::gzipCompress(tar.finish()).toBase64();
    request.timeoutMs = 300000;
    const CommandResult r = await(runner->run(request));
    if (!r.succeeded()) {
        printErr(QStringLiteral("Could not copy %1 to %2: %3")
                     .arg(example->name, args[2],
                          r.ran() ? QString::fromUtf8(r.standardError).trimmed() : r.error));
        return 1;
    }
    printOut(QStringLiteral("%1 -> %2:%3 (%4 files)")
                 .arg(example->name, remote->host, QString::fromUtf8(r.standardOutput).trimmed())
                 .arg(files.size()));
    return 0;
}

int runProject(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "slipwayctl project upload DIR --host ALIAS [--project-remote DIR]: send a project "
        "folder into a new snapshot on the cluster, only changed files; prints the snapshot's "
        "folder on stdout. (submit --project does this before submitting.)"));
    parser.addPositionalArgument(QStringLiteral("upload"), QStringLiteral("upload DIR"),
                                 QStringLiteral("upload DIR"));
    parser.addOption(
        {QStringLiteral("host"), QStringLiteral("SSH host or alias."), QStringLiteral("ALIAS")});
    addSshConfigOption(parser);
    addProjectUploadOptions(parser);
    int code = 0;
    if (!parse(parser, arguments, &code)) {
        return code;
    }
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2 || args.first() != QLatin1String("upload")) {
        printErr(QStringLiteral("slipwayctl project: use 'project upload DIR --host ALIAS'."));
        return 2;
    }
    Connections connections;
    CommandRunner *runner = runnerFor(connections, parser.value(QStringLiteral("host")),
                                      parser.value(QStringLiteral("F")));
    if (!runner) {
        return 1;
    }
    const QString root = projectRemoteRoot(parser, args[1], {});
    const project::UploadResult result =
        uploadProjectWithProgress(*runner, parser, args[1], root, {},
                                  connections.pool.find(parser.value(QStringLiteral("host")),
                                                        parser.value(QStringLiteral("F"))));
    if (!result.ok) {
        return result.cancelled ? SignalCatcher::kCancelledStatus : 1;
    }
    printOut(result.snapshotPath);
    return 0;
}

int runPull(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Download a run's output files (checkpoints, CSVs, event files, logs) into a folder "
        "here, fetching only new bytes each time. For a run submitted with a project, that is "
        "every file in its snapshot folder that is not one of the project's own files."));
    parser.addPositionalArgument(QStringLiteral("RUN"), QStringLiteral("The run's number."));
    parser.addOption({QStringLiteral("to"), QStringLiteral("Local folder (default ./run-RUN)."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("from"),
                      QStringLiteral("Folder on the cluster (default: the run's project "
                                     "snapshot, else its job folder)."),
                      QStringLiteral("DIR")});
    parser.addOption(
        {QStringLiteral("host"), QStringLiteral("SSH host or alias."), QStringLiteral("ALIAS")});
    addSshConfigOption(parser);
    parser.addOption(
        {QStringLiteral("db"),
         QStringLiteral("Run history file (default: %1).").arg(runs::RunStore::defaultPath()),
         QStringLiteral("FILE")});
    int code = 0;
    if (!parse(parser, arguments, &code)) {
        return code;
    }
    if (parser.positionalArguments().size() != 1) {
        printErr(QStringLiteral("slipwayctl pull: say which run (slipwayctl status lists them)."));
        return 2;
    }
    runs::RunStore store(parser.value(QStringLiteral("db")));
    if (!store.isOpen()) {
        printErr(store.errorString());
        return 1;
    }
    bool ok = false;
    const qint64 id = parser.positionalArguments().first().toLongLong(&ok);
    const auto run = ok ? store.find(id) : std::nullopt;
    if (!run) {
        printErr(QStringLiteral("There is no run \"%1\" in %2. 'slipwayctl status' lists the runs.")
                     .arg(parser.positionalArguments().first(), store.path()));
        return 1;
    }
    QStringList errors;
    const auto spec = compose::JobSpec::fromJson(run->specJson.toUtf8(), &errors);
    QString from = parser.value(QStringLiteral("from"));
    if (from.isEmpty() && spec) {
        from = spec->projectSnapshot;
    }
    if (from.isEmpty()) {
        from = run->remoteDir;
    }
    if (from.isEmpty()) {
        printErr(QStringLiteral("Run %1 never reached the cluster, so it has no files there.")
                     .arg(run->id));
        return 1;
    }
    const QString to = parser.isSet(QStringLiteral("to")) ? parser.value(QStringLiteral("to"))
                                                          : QStringLiteral("run-%1").arg(run->id);
    Connections connections;
    CommandRunner *runner = runnerFor(
        connections,
        parser.isSet(QStringLiteral("host")) ? parser.value(QStringLiteral("host")) : run->host,
        parser.isSet(QStringLiteral("F")) ? parser.value(QStringLiteral("F")) : run->sshConfig);
    if (!runner) {
        return 1;
    }
    project::ResultPuller puller(runner);
    ProgressLine line;
    QEventLoop loop;
    project::PullResult result;
    SignalCatcher catcher([&puller](int) { puller.cancel(); });
    QObject::connect(&puller, &project::ResultPuller::statusChanged, &puller,
                     [&line](const QString &text) { line.note(text); });
    QObject::connect(&puller, &project::ResultPuller::progress, &puller,
                     [&line](qint64 done, qint64 total) {
                         if (total > 0) {
                             line.update(QStringLiteral("Received"), done, total);
                         }
                     });
    QObject::connect(&puller, &project::ResultPuller::finished, &loop,
                     [&](const project::PullResult &r) {
                         result = r;
                         loop.quit();
                     });
    project::PullOptions options;
    options.remoteFolder = from;
    options.localFolder = to;
    puller.start(options);
    if (!result.ok && result.error.isEmpty()) {
        loop.exec();
    }
    line.finish();
    if (!result.ok) {
        printErr(result.error);
        return result.cancelled ? SignalCatcher::kCancelledStatus : 1;
    }
    printErr(QStringLiteral("%1 result files: %2 fetched whole, %3 grown (new bytes only), %4 "
                            "unchanged; %5 received in %6 commands.")
                 .arg(result.files)
                 .arg(result.filesNew)
                 .arg(result.filesAppended)
                 .arg(result.filesUnchanged)
                 .arg(project::ProjectScanner::formatBytes(result.bytesReceived))
                 .arg(result.commands));
    printOut(QDir(to).absolutePath());
    return 0;
}

const CommandRegistration examplesCommand{
    {"examples", "List the example gallery; 'examples get NAME DIR|HOST:DIR' copies one",
     &runExamples}};
const CommandRegistration projectCommand{
    {"project", "Upload a project folder as a snapshot (project upload DIR --host ALIAS)",
     &runProject}};
const CommandRegistration pullCommand{
    {"pull", "Download a run's output files, only new bytes (RUN [--to DIR])", &runPull}};

} // namespace
} // namespace slipway::ctl
