// `slipwayctl ladder --spec FILE [--json] [--skip local|debug|ddp]`: the smoke ladder. Runs the
// spec's entry script for a few steps on this computer, then in one short debug job on one GPU
// (or CPU), then in a two-rank DDP job when the run is distributed; prints each rung's result and
// time, and what the measured step time and memory mean for the full run's resources.

#include "await.h"
#include "command.h"
#include "projectcli.h"
#include "signalcatcher.h"
#include "specfile.h"

#include "common/terminaltext.h"
#include "compose/scriptcomposer.h"
#include "envsetup/smokeladder.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace slipway::ctl {
namespace {

using compose::ComposedScript;
using compose::Finding;
using compose::JobSpec;
using compose::ScriptComposer;
using envsetup::LadderReport;
using envsetup::LadderRequest;
using envsetup::LadderRung;
using envsetup::LadderSuggestion;
using envsetup::SmokeLadder;

void addLadderOptions(QCommandLineParser &parser)
{
    parser.addOption(
        {QStringLiteral("spec"), QStringLiteral("The JobSpec file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("project"),
                      QStringLiteral("The project folder (default: the spec's \"project\"): run "
                                     "here by the local rung, and uploaded as a snapshot that the "
                                     "jobs work in."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("no-upload"),
                      QStringLiteral("Do not upload the project; the jobs work in the spec's "
                                     "working folder, where the entry script must be.")});
    addProjectUploadOptions(parser);
    parser.addOption({QStringLiteral("skip"),
                      QStringLiteral("Skip a rung: local, debug or ddp (repeatable, or "
                                     "comma-separated)."),
                      QStringLiteral("RUNG")});
    parser.addOption({QStringLiteral("steps"),
                      QStringLiteral("Finished steps each rung waits for (default 5)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("full-steps"),
                      QStringLiteral("Steps of the full run, for the suggested time limit."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("python"),
                      QStringLiteral("The Python with torch for the local rung (default: python3 "
                                     "from PATH, then the active conda environment's, "
                                     "~/miniconda3, ~/anaconda3, ~/miniforge3, ~/mambaforge "
                                     "and /usr/bin/python3)."),
                      QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("model"),
                      QStringLiteral("Without a local Python with torch, the local rung runs the "
                                     "LibTorch smoke test of this TorchScript file (relative to "
                                     "the project; default model.pt)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("model-input"),
                      QStringLiteral("The shape of one sample of that model, without the batch "
                                     "dimension (default 1x28x28)."),
                      QStringLiteral("SHAPE")});
    parser.addOption({QStringLiteral("model-classes"),
                      QStringLiteral("The number of classes that model tells apart (default "
                                     "10)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("write-spec"),
                      QStringLiteral("Write the spec with the suggested time limit and memory to "
                                     "FILE (not over an existing file)."),
                      QStringLiteral("FILE")});
    addConnectionOptions(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the report as JSON.")});
}

// The rungs named by --skip; nothing (with the reason printed) when one is unknown.
std::optional<QSet<LadderRung::Kind>> skippedRungs(const QCommandLineParser &parser)
{
    QSet<LadderRung::Kind> skip;
    for (const QString &value : parser.values(QStringLiteral("skip"))) {
        for (const QString &name : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::optional<LadderRung::Kind> kind = LadderRung::kindFromName(name.trimmed());
            if (!kind) {
                printErr(QStringLiteral("error: --skip: \"%1\" is not a rung; the rungs are "
                                        "local, debug and ddp.")
                             .arg(printableText(name)));
                return std::nullopt;
            }
            skip.insert(*kind);
        }
    }
    return skip;
}

bool writeSpec(const QString &path, const JobSpec &spec)
{
    if (QFileInfo::exists(path)) {
        printErr(QStringLiteral("error: --write-spec: %1 exists; give a new file.")
                     .arg(printableText(path)));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(spec.toJson()).toJson()) < 0 ||
        !file.commit()) {
        printErr(QStringLiteral("error: --write-spec: %1 could not be written: %2")
                     .arg(printableText(path), file.errorString()));
        return false;
    }
    return true;
}

void printReport(const LadderReport &report, const LadderSuggestion &suggestion)
{
    for (const LadderRung &r : report.rungs) {
        printOut(QStringLiteral("%1 %2 (%3 s): %4")
                     .arg(LadderRung::statusName(r.status), LadderRung::kindName(r.kind))
                     .arg(r.seconds, 0, 'f', 1)
                     .arg(printableText(r.summary)));
        if (!r.fix.isEmpty() && r.status == LadderRung::Status::Failed) {
            printOut(QStringLiteral("    fix: ") + printableText(r.fix));
        }
    }
    for (const QString &note : suggestion.notes) {
        printOut(printableText(note));
    }
}

int runLadder(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The smoke ladder: the spec's entry script for a few steps on this computer (when a "
        "Python with torch is found; else the LibTorch smoke test of the project's exported "
        "model, --model), then in one short job on one GPU or CPU (on the profile's "
        "debug partition where one fits), then in a two-rank DDP job when the run is "
        "distributed. Each rung prints its result and time; the measured step time and memory "
        "become a suggested time limit and memory for the full run. Ctrl+C cancels the rung's "
        "job. Exit status 1 when a rung failed."));
    parser.addHelpOption();
    addLadderOptions(parser);
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    const std::optional<QSet<LadderRung::Kind>> skip = skippedRungs(parser);
    if (!skip) {
        return 2;
    }
    int exitCode = 0;
    const std::optional<LoadedSpec> loaded =
        loadSpecOption(parser, QStringLiteral("ladder"), exitCode);
    if (!loaded) {
        return exitCode;
    }
    const JobSpec &spec = loaded->spec;
    const site::SiteProfile &profile = loaded->profile;
    const QString projectFolder = specProjectFolder(parser, spec);
    LadderRequest request;
    request.spec = spec;
    request.profile = profile;
    request.localProject = projectFolder;
    request.skip = *skip;
    if (parser.isSet(QStringLiteral("steps"))) {
        request.steps = std::clamp(parser.value(QStringLiteral("steps")).toInt(), 1, 1000);
    }
    if (parser.isSet(QStringLiteral("python"))) {
        request.localPython = parser.value(QStringLiteral("python"));
    }
    request.localModel = parser.value(QStringLiteral("model"));
    if (parser.isSet(QStringLiteral("model-input"))) {
        request.localModelInput = parser.value(QStringLiteral("model-input"));
    }
    if (parser.isSet(QStringLiteral("model-classes"))) {
        bool ok = false;
        request.localModelClasses = parser.value(QStringLiteral("model-classes")).toInt(&ok);
        if (!ok || request.localModelClasses < 2) {
            printErr(QStringLiteral("error: --model-classes must be a whole number of at least 2, "
                                    "not \"%1\".")
                         .arg(printableText(parser.value(QStringLiteral("model-classes")))));
            return 2;
        }
    }
    const ComposedScript composed = ScriptComposer::compose(spec, profile);
    if (composed.blocked()) {
        for (const Finding &f : composed.findings) {
            if (f.severity == Finding::Severity::Blocking) {
                printErr(QStringLiteral("error: ") + printableText(f.message));
            }
        }
        return 1;
    }
    QObject context;
    CommandRunner *runner = nullptr;
    const bool needsCluster =
        !skip->contains(LadderRung::Kind::Debug) || !skip->contains(LadderRung::Kind::Ddp);
    if (needsCluster && profile.scheduler != site::SchedulerKind::Local) {
        const QString host = parser.isSet(QStringLiteral("host"))
                                 ? parser.value(QStringLiteral("host"))
                                 : profile.primaryLoginHost();
        QString error;
        runner = ssh::SshCommandRunner::create(host, parser.value(QStringLiteral("F")), nullptr,
                                               &error, &context);
        if (!runner) {
            printErr(error);
            return 1;
        }
        if (!projectFolder.isEmpty() && !parser.isSet(QStringLiteral("no-upload"))) {
            const QString remoteRoot = projectRemoteRoot(parser, projectFolder, spec.workdir);
            const project::UploadResult uploaded = uploadProjectWithProgress(
                *runner, parser, projectFolder, remoteRoot, spec.entry, nullptr, profile.quotaTool);
            if (!uploaded.ok) {
                printErr(QStringLiteral("No job was submitted."));
                return uploaded.cancelled ? SignalCatcher::kCancelledStatus : 1;
            }
            request.snapshot = uploaded.snapshotPath;
        }
    }
    SmokeLadder ladder(runner);
    ladder.setPollInterval(2000);
    QObject::connect(&ladder, &SmokeLadder::progress, &context,
                     [](const QString &text) { printErr(printableText(text)); });
    QObject::connect(&ladder, &SmokeLadder::rungFinished, &context, [](const LadderRung &r) {
        printErr(QStringLiteral("%1: %2").arg(LadderRung::title(r.kind),
                                              LadderRung::statusName(r.status)));
    });
    SignalCatcher catcher([&ladder](int) {
        printErr(QStringLiteral("Stopping: cancelling the ladder…"));
        ladder.cancel();
    });
    const LadderReport report = await(ladder.start(request));
    const qint64 fullSteps = parser.value(QStringLiteral("full-steps")).toLongLong();
    const int perNode = std::max(1, composed.tasksPerNode);
    const LadderSuggestion suggestion = LadderSuggestion::from(report, fullSteps, perNode);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o = report.toJson();
        o.insert(QStringLiteral("snapshot"), request.snapshot);
        o.insert(
            QStringLiteral("suggested"),
            QJsonObject{{QStringLiteral("time"), suggestion.time},
                        {QStringLiteral("mem"), suggestion.mem},
                        {QStringLiteral("notes"), QJsonArray::fromStringList(suggestion.notes)}});
        printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        printReport(report, suggestion);
    }
    if (parser.isSet(QStringLiteral("write-spec"))) {
        JobSpec full = spec;
        suggestion.applyTo(&full);
        if (!writeSpec(parser.value(QStringLiteral("write-spec")), full)) {
            return 1;
        }
    }
    if (catcher.caught() != 0) {
        return SignalCatcher::kCancelledStatus;
    }
    return report.passed() ? 0 : 1;
}

} // namespace

const CommandRegistration ladderCommand{
    {"ladder",
     "Run the entry script for a few steps here, in a debug job and in a two-rank job "
     "(--spec FILE [--json] [--skip RUNG])",
     &runLadder}};

} // namespace slipway::ctl
