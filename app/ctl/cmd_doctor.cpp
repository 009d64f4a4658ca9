// `slipwayctl doctor --spec FILE [--json]`: the environment doctor. Submits a short job with the
// spec's recipe, resources and parallelism (on the profile's debug partition where one fits),
// whose program checks the machine the training will use, and prints what it found with a fix
// for each failure. `--print-probe` writes that program, to run it by hand.

#include "await.h"
#include "command.h"
#include "projectcli.h"
#include "signalcatcher.h"
#include "specfile.h"

#include "common/terminaltext.h"
#include "envsetup/doctormemory.h"
#include "envsetup/environmentdoctor.h"
#include "envsetup/importscanner.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace slipway::ctl {
namespace {

using envsetup::DoctorCheck;
using envsetup::DoctorPlan;
using envsetup::DoctorReport;
using envsetup::EnvironmentDoctor;

QString statusWord(envsetup::DoctorCheck::Status s)
{
    switch (s) {
    case envsetup::DoctorCheck::Status::Passed:
        return QStringLiteral("ok");
    case envsetup::DoctorCheck::Status::Failed:
        return QStringLiteral("FAILED");
    case envsetup::DoctorCheck::Status::Warning:
        return QStringLiteral("warning");
    case envsetup::DoctorCheck::Status::Skipped:
        return QStringLiteral("skipped");
    }
    return {};
}

// The report on stdout: one line per check with `fix:` lines, or JSON.
void printReport(const DoctorReport &report, const DoctorPlan &plan, bool json)
{
    if (json) {
        QJsonObject o = report.toJson();
        o.insert(QStringLiteral("folder"), plan.folder);
        o.insert(QStringLiteral("partition"), plan.spec.partition);
        o.insert(QStringLiteral("snapshot"), plan.snapshot);
        printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        for (const DoctorCheck &c : std::as_const(report.checks)) {
            printOut(QStringLiteral("%1 %2: %3")
                         .arg(statusWord(c.status), c.id, printableText(c.summary)));
            if (!c.fix.isEmpty() && c.status != DoctorCheck::Status::Passed) {
                printOut(QStringLiteral("    fix: ") + printableText(c.fix));
            }
        }
        if (report.passed()) {
            printOut(QStringLiteral("The environment works on %1 (doctor job %2, %3 s).")
                         .arg(report.node.isEmpty() ? QStringLiteral("the cluster") : report.node,
                              report.jobId)
                         .arg(report.seconds));
        } else if (!report.error.isEmpty() &&
                   (report.checks.isEmpty() || report.checks.first().summary != report.error)) {
            printOut(printableText(report.error));
        }
    }
}

int runDoctor(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Check a JobSpec's environment on the machine the job will use: submits a short job "
        "(on the profile's debug partition where one fits) with the spec's recipe, resources "
        "and parallelism, which checks that the modules load, which Python runs, that torch "
        "imports (and its CUDA build), the GPUs, two ranks working together when the job is "
        "distributed, the project's imports, the folders it writes to, free space and CPUs. "
        "Exit status 1 when something failed."));
    parser.addHelpOption();
    parser.addOption(
        {QStringLiteral("spec"), QStringLiteral("The JobSpec file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("project"),
                      QStringLiteral("The project folder (default: the spec's \"project\"). It "
                                     "is uploaded as a snapshot first, as `submit --project` "
                                     "does, and the doctor job works in that snapshot, so the "
                                     "imports it checks are those of the code that will run. "
                                     "Without a project the entry script is read on the "
                                     "cluster."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("no-upload"),
                      QStringLiteral("Do not upload the project: read its imports here and run "
                                     "the doctor job in the working folder.")});
    addProjectUploadOptions(parser);
    addConnectionOptions(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the report as JSON.")});
    parser.addOption({QStringLiteral("print-probe"),
                      QStringLiteral("Print the doctor's probe (doctor_probe.py) and stop.")});
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    if (parser.isSet(QStringLiteral("print-probe"))) {
        printOut(envsetup::EnvironmentDoctor::probeSource().chopped(1));
        return 0;
    }
    int exitCode = 0;
    const std::optional<LoadedSpec> loaded =
        loadSpecOption(parser, QStringLiteral("doctor"), exitCode);
    if (!loaded) {
        return exitCode;
    }
    const compose::JobSpec &spec = loaded->spec;
    const site::SiteProfile &profile = loaded->profile;
    const QString projectFolder = specProjectFolder(parser, spec);
    envsetup::DoctorRequest request;
    request.spec = spec;
    request.profile = profile;
    if (!projectFolder.isEmpty()) {
        const envsetup::ProjectNeeds needs =
            envsetup::ImportScanner::scan(projectFolder, spec.entry);
        request.imports = needs.modules;
        QFile entry(QDir(projectFolder).filePath(spec.entry));
        if (entry.open(QIODevice::ReadOnly)) {
            request.workers = envsetup::EnvironmentDoctor::dataLoaderWorkers(
                QString::fromUtf8(entry.read(4 << 20)));
        }
        for (const QString &problem : needs.problems) {
            printErr(QStringLiteral("advice: ") + printableText(problem));
        }
    } else {
        request.readRemoteScript = true;
    }
    const QString folderName = EnvironmentDoctor::newFolderName();
    DoctorPlan plan = EnvironmentDoctor::plan(request, folderName);
    if (!plan.error.isEmpty()) {
        for (const compose::Finding &f : plan.composed.findings) {
            if (f.severity == compose::Finding::Severity::Blocking) {
                printErr(QStringLiteral("error: ") + printableText(f.message));
            }
        }
        printErr(printableText(plan.error));
        return 1;
    }
    const QString host = parser.isSet(QStringLiteral("host")) ? parser.value(QStringLiteral("host"))
                                                              : profile.primaryLoginHost();
    QString error;
    QObject context;
    auto *runner = ssh::SshCommandRunner::create(host, parser.value(QStringLiteral("F")), nullptr,
                                                 &error, &context);
    if (!runner) {
        printErr(error);
        return 1;
    }
    QString projectDigest;
    if (!projectFolder.isEmpty() && !parser.isSet(QStringLiteral("no-upload"))) {
        // The doctor job works in the project's snapshot, as the run will.
        const QString remoteRoot = projectRemoteRoot(parser, projectFolder, spec.workdir);
        const project::UploadResult uploaded = uploadProjectWithProgress(
            *runner, parser, projectFolder, remoteRoot, spec.entry, nullptr, profile.quotaTool);
        if (!uploaded.ok) {
            printErr(QStringLiteral("The doctor job was not submitted."));
            return uploaded.cancelled ? SignalCatcher::kCancelledStatus : 1;
        }
        request.snapshot = uploaded.snapshotPath;
        request.spec.project = QDir(projectFolder).absolutePath();
        projectDigest = QString::fromLatin1(uploaded.digest);
        plan = EnvironmentDoctor::plan(request, folderName);
        if (!plan.error.isEmpty()) {
            printErr(printableText(plan.error));
            return 1;
        }
    }
    EnvironmentDoctor doctor(runner);
    doctor.setPollInterval(2000);
    QObject::connect(&doctor, &envsetup::EnvironmentDoctor::progress, &context,
                     [](const QString &text) { printErr(printableText(text)); });
    SignalCatcher catcher([&doctor](int) {
        printErr(QStringLiteral("Stopping: cancelling the doctor job…"));
        doctor.cancel();
    });
    envsetup::DoctorReport report = await(doctor.start(plan));
    report.cluster = profile.displayName;
    report.project = projectDigest;
    if (report.reported) {
        envsetup::DoctorMemory memory;
        QString why;
        if (!memory.remember(envsetup::DoctorMemory::keyFor(plan.composed.resolvedSpec,
                                                            plan.expect.gpus, plan.composed.nodes),
                             report, &why)) {
            printErr(QStringLiteral("advice: the result could not be remembered: ") + why);
        }
    }
    printReport(report, plan, parser.isSet(QStringLiteral("json")));
    if (catcher.caught() != 0) {
        return SignalCatcher::kCancelledStatus;
    }
    return report.passed() ? 0 : 1;
}

} // namespace

const CommandRegistration doctorCommand{
    {"doctor", "Check a JobSpec's environment in a short job on its cluster (--spec FILE [--json])",
     &runDoctor}};

} // namespace slipway::ctl
