#include "envsetup/doctorreport.h"

#include "envsetup/environmentcheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QObject>

namespace slipway::envsetup {

namespace {

const QByteArray marker = QByteArrayLiteral("SLIPWAY-DOCTOR ");

QString tr(const char *text)
{
    return QObject::tr(text);
}

QStringList stringList(const QJsonValue &value)
{
    QStringList out;
    for (const auto &v : value.toArray()) {
        out << v.toString();
    }
    return out;
}

QString gigabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0 * 1024.0), 'f', 1);
}

// The last line of the log that says why the job stopped before Python ran.
QString lineContaining(const QStringList &lines, const QStringList &needles)
{
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        for (const QString &n : needles) {
            if (lines.at(i).contains(n, Qt::CaseInsensitive)) {
                return lines.at(i).trimmed();
            }
        }
    }
    return {};
}

// Lmod prints the module that failed on the line after its header.
QString lmodError(const QStringList &lines)
{
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).contains(QLatin1String("Lmod has detected the following error"))) {
            QString text = lines.at(i).section(QLatin1Char(':'), 1).trimmed();
            for (qsizetype j = i + 1; j < lines.size() && j <= i + 3; ++j) {
                if (lines.at(j).trimmed().isEmpty()) {
                    break;
                }
                text += QLatin1Char(' ') + lines.at(j).trimmed();
            }
            return text.simplified();
        }
    }
    return lineContaining(lines, {QStringLiteral("module: command not found"),
                                  QStringLiteral("Unable to locate a modulefile"),
                                  QStringLiteral("ERROR: Unable to locate")});
}

DoctorCheck failedBeforePython(const QStringList &lines, const DoctorExpectations &expect)
{
    const QString module = lmodError(lines);
    if (!module.isEmpty()) {
        return {QStringLiteral("modules"), DoctorCheck::Status::Failed,
                QObject::tr("The modules in “Modules to load” (%1) did not load on the compute "
                            "node: %2")
                    .arg(expect.modules.join(QLatin1Char(' ')), module),
                QObject::tr("Pick the modules from the list on the Environment step (names and "
                            "versions must match exactly, and some modules need another loaded "
                            "first).")};
    }
    const QString activate = lineContaining(lines, {QStringLiteral("bin/activate")});
    if (!activate.isEmpty()) {
        return {QStringLiteral("environment"), DoctorCheck::Status::Failed,
                QObject::tr("The environment %1 could not be activated on the compute node: %2")
                    .arg(expect.envPath, activate),
                QObject::tr("Set the environment up once (Environment step, “Set up on the login "
                            "node”), in a folder the compute nodes can read.")};
    }
    const QString conda = lineContaining(lines, {QStringLiteral("conda")});
    if (!conda.isEmpty() && expect.recipe == QLatin1String("conda")) {
        return {QStringLiteral("environment"), DoctorCheck::Status::Failed,
                QObject::tr("The conda environment %1 could not be activated: %2")
                    .arg(expect.envPath, conda),
                QObject::tr("Add the site's conda module to “Modules to load”, and set the "
                            "environment up once on the Environment step.")};
    }
    const QString python = lineContaining(lines, {QStringLiteral("python: command not found"),
                                                  QStringLiteral("python3: command"),
                                                  QStringLiteral("No such file or directory")});
    if (!python.isEmpty()) {
        return {QStringLiteral("python"), DoctorCheck::Status::Failed,
                QObject::tr("Python did not start in the job: %1").arg(python),
                QObject::tr("Add a Python or PyTorch module to “Modules to load” on the "
                            "Environment step.")};
    }
    QStringList tail;
    for (qsizetype i = std::max<qsizetype>(0, lines.size() - 3); i < lines.size(); ++i) {
        if (!lines.at(i).trimmed().isEmpty()) {
            tail << lines.at(i).trimmed();
        }
    }
    return {QStringLiteral("job"), DoctorCheck::Status::Failed,
            tail.isEmpty() ? QObject::tr("The job stopped before the check started, and its log "
                                         "is empty.")
                           : QObject::tr("The job stopped before the check started. Its log "
                                         "ends with: %1")
                                 .arg(tail.join(QStringLiteral(" / "))),
            QObject::tr("Read the job's log for the first error; it is usually a module or an "
                        "environment that is not available on the compute nodes.")};
}

} // namespace

QString DoctorCheck::statusName(Status status)
{
    switch (status) {
    case Status::Passed:
        return QStringLiteral("passed");
    case Status::Failed:
        return QStringLiteral("failed");
    case Status::Warning:
        return QStringLiteral("warning");
    case Status::Skipped:
        return QStringLiteral("skipped");
    }
    return {};
}

bool DoctorReport::passed() const
{
    return reported && failures() == 0;
}

int DoctorReport::failures() const
{
    int n = 0;
    for (const DoctorCheck &c : checks) {
        n += c.status == DoctorCheck::Status::Failed ? 1 : 0;
    }
    return n;
}

const DoctorCheck *DoctorReport::check(const QString &id) const
{
    for (const DoctorCheck &c : checks) {
        if (c.id == id) {
            return &c;
        }
    }
    return nullptr;
}

QJsonObject DoctorReport::toJson() const
{
    QJsonArray list;
    for (const DoctorCheck &c : checks) {
        list.append(QJsonObject{{QStringLiteral("id"), c.id},
                                {QStringLiteral("status"), DoctorCheck::statusName(c.status)},
                                {QStringLiteral("summary"), c.summary},
                                {QStringLiteral("fix"), c.fix}});
    }
    return QJsonObject{{QStringLiteral("reported"), reported},
                       {QStringLiteral("passed"), passed()},
                       {QStringLiteral("error"), error},
                       {QStringLiteral("job_id"), jobId},
                       {QStringLiteral("node"), node},
                       {QStringLiteral("cluster"), cluster},
                       {QStringLiteral("checked_at"), checkedAt.toString(Qt::ISODate)},
                       {QStringLiteral("seconds"), seconds},
                       {QStringLiteral("project"), project},
                       {QStringLiteral("checks"), list}};
}

DoctorReport DoctorReport::fromJson(const QJsonObject &object)
{
    DoctorReport r;
    r.reported = object.value(QStringLiteral("reported")).toBool();
    r.error = object.value(QStringLiteral("error")).toString();
    r.jobId = object.value(QStringLiteral("job_id")).toString();
    r.node = object.value(QStringLiteral("node")).toString();
    r.cluster = object.value(QStringLiteral("cluster")).toString();
    r.checkedAt =
        QDateTime::fromString(object.value(QStringLiteral("checked_at")).toString(), Qt::ISODate);
    r.seconds = object.value(QStringLiteral("seconds")).toInteger();
    r.project = object.value(QStringLiteral("project")).toString();
    for (const auto &v : object.value(QStringLiteral("checks")).toArray()) {
        const QJsonObject o = v.toObject();
        DoctorCheck c;
        c.id = o.value(QStringLiteral("id")).toString();
        const QString s = o.value(QStringLiteral("status")).toString();
        c.status = s == QLatin1String("failed")    ? DoctorCheck::Status::Failed
                   : s == QLatin1String("warning") ? DoctorCheck::Status::Warning
                   : s == QLatin1String("skipped") ? DoctorCheck::Status::Skipped
                                                   : DoctorCheck::Status::Passed;
        c.summary = o.value(QStringLiteral("summary")).toString();
        c.fix = o.value(QStringLiteral("fix")).toString();
        r.checks << c;
    }
    return r;
}

namespace {

// What parseLog gathers while it reads the probe's lines, one handler per kind of line.
struct ProbeParse
{
    DoctorReport &report;
    const DoctorExpectations &expect;
    bool started = false;
    bool done = false;
    QList<QJsonObject> ranks;

    void add(const QString &id, DoctorCheck::Status status, const QString &summary,
             const QString &fix = {})
    {
        report.checks << DoctorCheck{id, status, summary, fix};
    }
};

using S = DoctorCheck::Status;

bool statusIs(const QJsonObject &o, QLatin1String status)
{
    return o.value(QStringLiteral("status")).toString() == status;
}

QString errorOf(const QJsonObject &o)
{
    return o.value(QStringLiteral("error")).toString();
}

void onStart(const QJsonObject &o, ProbeParse &p)
{
    p.started = true;
    p.report.node = o.value(QStringLiteral("host")).toString();
}

void onDone(const QJsonObject &, ProbeParse &p)
{
    p.done = true;
}

void onModules(const QJsonObject &o, ProbeParse &p)
{
    const QStringList loaded = stringList(o.value(QStringLiteral("loaded")));
    p.add(QStringLiteral("modules"), S::Passed,
          p.expect.modules.isEmpty()
              ? tr("No modules were asked for.")
              : QObject::tr("The modules loaded on the compute node (%1).")
                    .arg(loaded.isEmpty() ? p.expect.modules.join(QLatin1Char(' '))
                                          : loaded.join(QLatin1Char(' '))));
}

void onPython(const QJsonObject &o, ProbeParse &p)
{
    p.add(QStringLiteral("python"), S::Passed,
          QObject::tr("Python %1 at %2%3.")
              .arg(o.value(QStringLiteral("version")).toString(),
                   o.value(QStringLiteral("executable")).toString(),
                   o.value(QStringLiteral("venv")).toBool() ? tr(" (a virtual environment)")
                                                            : QString()));
}

void onTorch(const QJsonObject &o, ProbeParse &p)
{
    const QString check = QStringLiteral("torch");
    if (statusIs(o, QLatin1String("ok"))) {
        const QString cuda = o.value(QStringLiteral("cuda")).toString();
        p.add(check, S::Passed,
              QObject::tr("torch %1 imports (%2).")
                  .arg(o.value(QStringLiteral("version")).toString(),
                       cuda.isEmpty() ? tr("built without CUDA: CPU only")
                                      : QObject::tr("built for CUDA %1").arg(cuda)));
        return;
    }
    const bool ownEnvironment =
        p.expect.recipe == QLatin1String("venv") || p.expect.recipe == QLatin1String("conda");
    p.add(check, S::Failed, QObject::tr("torch does not import: %1").arg(errorOf(o)),
          ownEnvironment ? tr("Load the site's PyTorch module in “Modules to load” (before the "
                              "environment), or add the pip package torch to “Packages” and set "
                              "the environment up again.")
                         : tr("Add the site's PyTorch module to “Modules to load” on the "
                              "Environment step."));
}

void onGpus(const QJsonObject &o, ProbeParse &p)
{
    const QString check = QStringLiteral("gpus");
    const int sees = o.value(QStringLiteral("torch_sees")).toInt();
    const int asked = o.value(QStringLiteral("expected")).toInt();
    const bool cudaBuild = o.value(QStringLiteral("torch_has_cuda")).toBool();
    const QJsonValue gave = o.value(QStringLiteral("scheduler_gave"));
    if (statusIs(o, QLatin1String("ok"))) {
        p.add(check, S::Passed,
              asked == 0
                  ? tr("No GPU asked for; the job runs on CPUs.")
                  : QObject::tr("torch sees the %n GPU(s) the job asked for.", nullptr, asked));
    } else if (asked > 0 && !cudaBuild) {
        p.add(check, S::Failed,
              QObject::tr("The job asked for %n GPU(s), but this torch was built without "
                          "CUDA, so it cannot use them (the scheduler gave %1).",
                          nullptr, asked)
                  .arg(gave.isNull() ? tr("none") : QString::number(gave.toInt())),
              tr("Use a CUDA build of PyTorch: the site's PyTorch module, or torch from the "
                 "site's wheelhouse, instead of a CPU-only one."));
    } else if (asked > 0 && gave.isNull()) {
        p.add(check, S::Failed,
              QObject::tr("The job asked for %n GPU(s) but got none.", nullptr, asked),
              tr("Choose a GPU partition on the Resources step, or GPUs per node 0 for a "
                 "CPU job."));
    } else {
        p.add(check, S::Failed,
              QObject::tr("The job asked for %n GPU(s), but torch sees %1.", nullptr, asked)
                  .arg(sees),
              tr("Make “GPUs per node” on the Resources step match what the script uses; "
                 "if torch sees none, load the CUDA module the site's PyTorch needs."));
    }
}

void onDistributed(const QJsonObject &o, ProbeParse &p)
{
    p.ranks << o;
}

QString importFixes(const QStringList &missing, const DoctorExpectations &expect)
{
    QStringList fixes;
    for (const QString &name : missing) {
        const QString module = EnvironmentCheck::moduleProviding(name, expect.offeredModules);
        fixes << (module.isEmpty()
                      ? QObject::tr("add the pip package %1 to “Packages” and set "
                                    "the environment up again")
                            .arg(EnvironmentCheck::pipPackageFor(name))
                      : QObject::tr("add the module %1 to “Modules to load”").arg(module));
    }
    return QObject::tr("On the Environment step: %1.").arg(fixes.join(QStringLiteral("; ")));
}

void onImports(const QJsonObject &o, ProbeParse &p)
{
    const QString check = QStringLiteral("imports");
    const QStringList missing = stringList(o.value(QStringLiteral("missing")));
    if (statusIs(o, QLatin1String("warn"))) {
        p.add(check, S::Warning,
              QObject::tr("The training script could not be read: %1").arg(errorOf(o)),
              tr("Upload the project, or check the “Training script” path."));
    } else if (missing.isEmpty()) {
        p.add(check, S::Passed,
              QObject::tr("The script's imports are all there (%1).")
                  .arg(stringList(o.value(QStringLiteral("checked"))).join(QStringLiteral(", "))));
    } else {
        p.add(check, S::Failed,
              QObject::tr("The training script imports %1, which this environment does not "
                          "have on the compute node.")
                  .arg(missing.join(QStringLiteral(", "))),
              importFixes(missing, p.expect));
    }
}

void onWritable(const QJsonObject &o, ProbeParse &p)
{
    const QString check = QStringLiteral("writable");
    const QString path = o.value(QStringLiteral("path")).toString();
    if (statusIs(o, QLatin1String("ok"))) {
        p.add(check, S::Passed, QObject::tr("The job can write to %1.").arg(path));
    } else {
        p.add(check, S::Failed,
              QObject::tr("The job cannot write to %1 (%2).").arg(path, errorOf(o)),
              tr("Choose a working folder and a log folder of your own on the compute "
                 "nodes' file system (project or scratch space); some sites make home "
                 "read-only in jobs."));
    }
}

void onSpace(const QJsonObject &o, ProbeParse &p)
{
    const QString check = QStringLiteral("space");
    const QString name = o.value(QStringLiteral("name")).toString();
    const QString path = o.value(QStringLiteral("path")).toString();
    const QString where =
        name == QLatin1String("scratch") ? path : QStringLiteral("$%1 (%2)").arg(name, path);
    const QString error = errorOf(o);
    if (!error.isEmpty()) {
        p.add(check, S::Warning,
              QObject::tr("Free space in %1 could not be read: %2").arg(where, error));
        return;
    }
    const bool ok = statusIs(o, QLatin1String("ok"));
    const qint64 free = o.value(QStringLiteral("free_bytes")).toInteger();
    p.add(check, ok ? S::Passed : S::Warning,
          QObject::tr("%1 GB free in %2.").arg(gigabytes(free), where),
          ok ? QString()
             : tr("Little room for data or checkpoints there: clean up, or write to "
                  "another folder."));
}

void onCpus(const QJsonObject &o, ProbeParse &p)
{
    const QString check = QStringLiteral("cpus");
    const int cpus = o.value(QStringLiteral("cpus")).toInt();
    const QJsonValue workers = o.value(QStringLiteral("workers"));
    if (workers.isNull() || workers.isUndefined()) {
        p.add(check, S::Passed, QObject::tr("The job has %n CPU(s) per task.", nullptr, cpus));
    } else if (statusIs(o, QLatin1String("ok"))) {
        p.add(check, S::Passed,
              QObject::tr("%1 per task for the script's %n DataLoader worker(s).", nullptr,
                          workers.toInt())
                  .arg(QObject::tr("%n CPU(s)", nullptr, cpus)));
    } else {
        p.add(check, S::Warning,
              QObject::tr("The script starts %n DataLoader worker(s), but the job has %1 "
                          "per task, so they would share CPUs and slow each other.",
                          nullptr, workers.toInt())
                  .arg(QObject::tr("%n CPU(s)", nullptr, cpus)),
              QObject::tr("Set “CPUs per task” on the Resources step to %1, or lower "
                          "num_workers in the script.")
                  .arg(workers.toInt() + 1));
    }
}

// The probe's line kinds and what each one adds to the report.
using ProbeHandler = void (*)(const QJsonObject &, ProbeParse &);
struct ProbeLine
{
    QLatin1String check;
    ProbeHandler handle;
};
constexpr ProbeLine probeLines[] = {
    {QLatin1String("start"), onStart},
    {QLatin1String("done"), onDone},
    {QLatin1String("modules"), onModules},
    {QLatin1String("python"), onPython},
    {QLatin1String("torch"), onTorch},
    {QLatin1String("gpus"), onGpus},
    {QLatin1String("distributed"), onDistributed},
    {QLatin1String("imports"), onImports},
    {QLatin1String("writable"), onWritable},
    {QLatin1String("space"), onSpace},
    {QLatin1String("cpus"), onCpus},
};

// The ranks' lines together: one check for the process group.
void addDistributed(ProbeParse &p)
{
    bool allOk = !p.ranks.isEmpty();
    QString error;
    QString backend;
    int world = 0;
    for (const QJsonObject &o : std::as_const(p.ranks)) {
        allOk &= statusIs(o, QLatin1String("ok"));
        backend = o.value(QStringLiteral("backend")).toString();
        world = std::max(world, o.value(QStringLiteral("world")).toInt());
        if (error.isEmpty()) {
            error = errorOf(o);
        }
    }
    const QString check = QStringLiteral("distributed");
    if (p.ranks.isEmpty() && p.started) {
        p.add(check, S::Skipped, tr("The ranks were not tried (torch did not import)."));
    } else if (allOk) {
        p.add(check, S::Passed,
              QObject::tr("%1 ranks set up the process group and added up a tensor together "
                          "(%2).")
                  .arg(world)
                  .arg(backend == QLatin1String("nccl") ? tr("NCCL, on the GPUs")
                                                        : tr("gloo, on the CPUs")));
    } else if (!p.ranks.isEmpty()) {
        p.add(check, S::Failed,
              QObject::tr("The ranks could not work together (%1): %2")
                  .arg(backend, error.isEmpty() ? tr("a rank did not answer") : error),
              backend == QLatin1String("nccl")
                  ? tr("With NCCL each rank needs a GPU of its own (as many GPUs per node as "
                       "ranks per node) and the site's CUDA/NCCL modules on every node; try "
                       "the site's PyTorch module, and set NCCL_DEBUG=INFO to see why.")
                  : tr("The nodes must reach each other on the network: keep the launcher "
                       "Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT "
                       "lines."));
    }
}

// Splits the log into the probe's JSON lines and the other lines (the shell's, Lmod's).
void splitLog(const QByteArray &log, QList<QJsonObject> &found, QStringList &lines)
{
    for (const QByteArray &raw : log.split('\n')) {
        const qsizetype at = raw.indexOf(marker);
        if (at < 0) {
            lines << QString::fromUtf8(raw);
            continue;
        }
        const QJsonDocument doc = QJsonDocument::fromJson(raw.mid(at + marker.size()).trimmed());
        if (doc.isObject() && doc.object().contains(QStringLiteral("check"))) {
            found << doc.object();
        }
    }
}

// Whether the probe started and finished, and why not.
void finish(ProbeParse &p, const QStringList &lines)
{
    DoctorReport &r = p.report;
    r.reported = p.started && p.done;
    if (!p.started) {
        const DoctorCheck why = failedBeforePython(lines, p.expect);
        r.checks.prepend(why);
        r.error = why.summary;
    } else if (!p.done && r.error.isEmpty()) {
        r.error = tr("The check started but did not finish; the job may have run out of time or "
                     "memory.");
        r.checks << DoctorCheck{QStringLiteral("job"), S::Failed, r.error,
                                tr("Look at the job's log, and try again with more time.")};
    }
}

} // namespace

DoctorReport DoctorReport::parseLog(const QByteArray &log, const DoctorExpectations &expect)
{
    DoctorReport r;
    QList<QJsonObject> found;
    QStringList lines;
    splitLog(log, found, lines);
    ProbeParse p{r, expect, false, false, {}};
    for (const QJsonObject &o : std::as_const(found)) {
        const QString check = o.value(QStringLiteral("check")).toString();
        for (const ProbeLine &line : probeLines) {
            if (check == line.check) {
                line.handle(o, p);
                break;
            }
        }
    }
    if (expect.distributed) {
        addDistributed(p);
    }
    finish(p, lines);
    return r;
}

} // namespace slipway::envsetup
