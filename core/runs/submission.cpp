#include "runs/submission.h"

#include <QCoreApplication>

#include "common/shellquote.h"
#include "compose/shellwords.h"
#include "compose/sweeplines.h"
#include "runs/runstore.h"

namespace slipway::runs {

namespace {

QString defaultOutput(site::SchedulerKind kind, const compose::JobSpec &spec, const QString &jobId)
{
    if (!spec.output.isEmpty()) {
        return spec.output;
    }
    switch (kind) {
    case site::SchedulerKind::PbsPro:
        return spec.jobName.left(15) + QStringLiteral(".o") + jobId.section(QLatin1Char('.'), 0, 0);
    case site::SchedulerKind::Cobalt:
        return jobId + QStringLiteral(".output");
    case site::SchedulerKind::Slurm:
    case site::SchedulerKind::Local:
        break;
    }
    return QStringLiteral("slurm-%j.out");
}

QString wantedFolder(const compose::JobSpec &spec)
{
    return spec.workdir.isEmpty() ? QStringLiteral("~") : spec.workdir;
}

} // namespace

void fillLogPaths(RunRecord &r, site::SchedulerKind kind, const compose::JobSpec &spec,
                  const QString &absDir, const QString &user)
{
    const QString out = defaultOutput(kind, spec, r.jobId);
    r.stdoutPath = RunService::resolveLogPath(out, absDir, r.jobId, spec.jobName, user, {});
    if (!spec.error.isEmpty()) {
        r.stderrPath =
            RunService::resolveLogPath(spec.error, absDir, r.jobId, spec.jobName, user, {});
    } else if (kind == site::SchedulerKind::Slurm) {
        r.stderrPath = r.stdoutPath;
    } else {
        const QString errName = kind == site::SchedulerKind::Cobalt
                                    ? QString(r.jobId + QStringLiteral(".error"))
                                    : QString(spec.jobName.left(15) + QStringLiteral(".e") +
                                              r.jobId.section(QLatin1Char('.'), 0, 0));
        r.stderrPath = RunService::resolveLogPath(errName, absDir, r.jobId, spec.jobName, user, {});
    }
}

Submission::Submission(RunService *service, RunStore *store, CommandRunner *runner,
                       const SubmitRequest &request,
                       std::unique_ptr<scheduler::Scheduler> scheduler, RunRecord run,
                       const QString &folderName, std::unique_ptr<QLockFile> lock)
    : m_service(service)
    , m_store(store)
    , m_runner(runner)
    , m_request(request)
    , m_scheduler(std::move(scheduler))
    , m_run(std::move(run))
    , m_lock(std::move(lock))
    , m_relDir(QStringLiteral("slipway-runs/") + folderName)
    , m_relScript(m_relDir + QStringLiteral("/job.sh"))
{
    m_promise.start();
    if (m_run.isSweep()) {
        const int tasks = int(m_run.sweepTable.count(QLatin1Char('\n'))) - 1;
        m_chunks = compose::sweeplines::chunks(tasks, m_request.profile.maxArraySize);
    }
}

void Submission::send(const CommandRequest &request,
                      void (Submission::*handler)(const CommandResult &))
{
    // The service is the context: a service that is gone receives no late answer.
    m_runner->run(request).then(m_service,
                                [self = shared_from_this(), handler](const CommandResult &result) {
                                    ((*self).*handler)(result);
                                });
}

// Prepare: make the run's folder in the working folder, upload the script, check the entry.
void Submission::start()
{
    m_stage = Stage::Prepare;
    const compose::JobSpec &spec = m_request.spec;
    const QString workdir = compose::shellwords::pathWord(wantedFolder(spec));
    const QString entry = compose::shellwords::pathWord(spec.entry);
    CommandRequest prepare;
    // Exit 3 / 4: the working folder is missing / not writable; 5: the run folder exists
    // already or cannot be made (said in plain words below). The run folder is made without
    // -p, so Slipway never writes into one it did not make; noclobber guards the script.
    prepare.command =
        QStringLiteral("if [ ! -d ") + workdir + QStringLiteral(" ]; then exit 3; fi; if [ ! -w ") +
        workdir + QStringLiteral(" ]; then exit 4; fi; cd -- ") + workdir +
        QStringLiteral(" && mkdir -p -- slipway-runs && { mkdir -- ") + shellQuote(m_relDir) +
        QStringLiteral(" || exit 5; } && ( set -C && cat > ") + shellQuote(m_relScript) +
        QStringLiteral(" ) && pwd -P && id -un && { if [ -e ") + entry +
        QStringLiteral(" ]; then echo entry-ok; else echo entry-missing; fi; }");
    // A venv recipe whose one-time set-up never ran would stop the job at its `source` line
    // ("bin/activate: No such file or directory") after its wait in the queue: refused here.
    const compose::JobEnvironment &venvEnv = spec.environment;
    m_checkVenv = venvEnv.recipe == QLatin1String("venv") && !venvEnv.path.isEmpty();
    if (m_checkVenv) {
        prepare.command +=
            QStringLiteral(" && { if [ -f ") +
            compose::shellwords::pathWord(venvEnv.path + QStringLiteral("/bin/activate")) +
            QStringLiteral(" ]; then echo env-ok; else echo env-missing; fi; }");
    }
    prepare.standardInput = m_request.script.toUtf8();
    prepare.timeoutMs = 120000;
    send(prepare, &Submission::onPrepared);
}

void Submission::onPrepared(const CommandResult &prepared)
{
    if (m_stage != Stage::Prepare) {
        return;
    }
    const QString wantedDir = wantedFolder(m_request.spec);
    if (prepared.ran() && (prepared.exitCode == 3 || prepared.exitCode == 4)) {
        finish(RunState::Rejected,
               prepared.exitCode == 3
                   ? QCoreApplication::translate(
                         "submission", "The working folder %1 does not exist on %2. Create it "
                                       "there first (mkdir -p -- %3), or correct the “Working "
                                       "folder”.")
                         .arg(wantedDir, m_runner->description(),
                              compose::shellwords::pathWord(wantedDir))
                   : QCoreApplication::translate(
                         "submission", "You cannot write to the working folder %1 on %2, so the "
                                       "job script cannot be put there. Choose a folder of your "
                                       "own (for example in your project or scratch space).")
                         .arg(wantedDir, m_runner->description()),
               false);
        return;
    }
    if (prepared.ran() && prepared.exitCode == 5) {
        finish(RunState::SubmitFailed,
               QCoreApplication::translate(
                   "submission", "The run folder %1 could not be made in %2 on %3 (%4). Slipway "
                                 "writes only into run folders it makes itself, so nothing was "
                                 "submitted; submit again for a new folder.")
                   .arg(m_relDir, wantedDir, m_runner->description(),
                        QString::fromUtf8(prepared.standardError).trimmed()),
               false);
        return;
    }
    if (!prepared.succeeded()) {
        const QString why =
            prepared.ran() ? QString::fromUtf8(prepared.standardError).trimmed() : prepared.error;
        finish(
            RunState::SubmitFailed,
            QCoreApplication::translate("submission", "Could not prepare the job folder on %1: %2")
                .arg(m_runner->description(), why),
            false);
        return;
    }
    const QStringList lines =
        QString::fromUtf8(prepared.standardOutput).trimmed().split(QLatin1Char('\n'));
    m_absDir = lines.value(0).trimmed();
    m_user = lines.value(1).trimmed();
    m_run.remoteDir = m_absDir + QLatin1Char('/') + m_relDir;
    m_run.scriptPath = m_absDir + QLatin1Char('/') + m_relScript;
    if (lines.value(2).trimmed() != QLatin1String("entry-ok")) {
        finish(RunState::Rejected,
               QCoreApplication::translate(
                   "submission", "The script %1 does not exist in %2 on the cluster. Copy it there "
                                 "first, or correct the “Training script” or the “Working folder”.")
                   .arg(m_request.spec.entry, m_absDir),
               false);
        return;
    }
    if (m_checkVenv && lines.value(3).trimmed() != QLatin1String("env-ok")) {
        finish(RunState::Rejected,
               QStringLiteral("The environment folder %1 on %2 holds no virtual environment yet "
                              "(%1/bin/activate is missing), so the job would stop where it "
                              "activates it. Set it up once first: New run → Environment → "
                              "\"Set up on the login node\", or slipwayctl setup --spec FILE.")
                   .arg(m_request.spec.environment.path, m_runner->description()),
               false);
        return;
    }
    m_run.state = RunState::Submitting;
    m_store->update(m_run);
    Q_EMIT m_service->runChanged(m_run.id);
    if (!m_run.isSweep()) {
        startPreflight();
        return;
    }
    m_stage = Stage::UploadTable;
    CommandRequest upload;
    upload.command = QStringLiteral("cd -- ") + shellQuote(m_absDir) +
                     QStringLiteral(" && ( set -C && cat > ") +
                     shellQuote(m_relDir + QStringLiteral("/params.tsv")) + QStringLiteral(" )");
    upload.standardInput = m_run.sweepTable.toUtf8();
    upload.timeoutMs = 120000;
    send(upload, &Submission::onTableUploaded);
}

void Submission::onTableUploaded(const CommandResult &uploaded)
{
    if (m_stage != Stage::UploadTable) {
        return;
    }
    if (!uploaded.succeeded()) {
        finish(RunState::SubmitFailed,
               QCoreApplication::translate(
                   "submission", "The sweep's parameters table could not be written to %1 on %2: "
                                 "%3")
                   .arg(m_run.remoteDir, m_runner->description(),
                        uploaded.ran() ? QString::fromUtf8(uploaded.standardError).trimmed()
                                       : uploaded.error),
               false);
        return;
    }
    startPreflight();
}

// Preflight: the scheduler's dry run, where it has one.
void Submission::startPreflight()
{
    const QString test = m_scheduler->testCommand(m_relScript);
    if (!m_request.preflight || test.isEmpty()) {
        startSubmit();
        return;
    }
    m_stage = Stage::Preflight;
    CommandRequest dry;
    dry.command = QStringLiteral("cd -- ") + shellQuote(m_absDir) + QStringLiteral(" && ") + test;
    dry.timeoutMs = 120000;
    send(dry, &Submission::onTested);
}

void Submission::onTested(const CommandResult &tested)
{
    if (m_stage != Stage::Preflight) {
        return;
    }
    const scheduler::Preflight p = m_scheduler->parseTest(tested);
    if (!p.accepted) {
        finish(RunState::Rejected, p.message, false);
        return;
    }
    m_preflightMessage = p.message;
    startSubmit();
}

void Submission::startSubmit()
{
    m_stage = Stage::Submit;
    CommandRequest submit;
    QString command = m_scheduler->submitCommand(m_relScript, m_run.tag);
    if (m_run.isSweep()) {
        const auto [first, count] = m_chunks.at(m_chunk);
        command = m_scheduler->submitArrayCommand(
            m_relScript, m_run.tag,
            compose::sweeplines::slurmArray(count, m_request.spec.maxRunning),
            {m_run.remoteDir + QStringLiteral("/params.tsv"), QString::number(first)});
    }
    submit.command =
        QStringLiteral("cd -- ") + shellQuote(m_absDir) + QStringLiteral(" && ") + command;
    submit.timeoutMs = 120000;
    send(submit, &Submission::onSubmitted);
}

void Submission::onSubmitted(const CommandResult &submitted)
{
    if (m_stage != Stage::Submit) {
        return;
    }
    QString error;
    const auto jobId = m_scheduler->parseSubmit(submitted, &error);
    if (m_run.isSweep()) {
        onArraySubmitted(jobId, error, submitted);
        return;
    }
    if (!jobId && !submitted.ran()) {
        // The connection went (or the answer did not come in time) while sbatch ran: the job
        // may have been queued all the same. The run stays SUBMITTING, which the next status
        // check settles by looking for its tag (RunService::reconcile), rather than FAILED
        // with a job running unseen, or submitted twice.
        finish(RunState::Submitting,
               QCoreApplication::translate(
                   "submission",
                   "Slipway did not get the cluster's answer while the job was being submitted: "
                   "%1 Whether the scheduler queued it is checked at the next status check (the "
                   "Runs page, or slipwayctl status); do not submit it again before that.")
                   .arg(submitted.error),
               false);
        return;
    }
    if (!jobId) {
        finish(RunState::SubmitFailed, error, false);
        return;
    }
    m_run.jobId = *jobId;
    m_run.submittedAt = QDateTime::currentDateTimeUtc();
    fillLogPaths(m_run, m_request.profile.scheduler, m_request.spec, m_absDir, m_user);
    finish(RunState::Pending,
           QCoreApplication::translate("submission", "Submitted as job %1.").arg(*jobId) +
               (m_preflightMessage.isEmpty() ? QString() : QLatin1Char(' ') + m_preflightMessage),
           true);
}

void Submission::onArraySubmitted(const std::optional<QString> &jobId, const QString &error,
                                  const CommandResult &submitted)
{
    const auto [first, count] = m_chunks.at(m_chunk);
    // The connection went (or the answer did not come in time) while sbatch ran: the array may
    // have been queued all the same. For the first array the run and its tasks stay SUBMITTING,
    // and the next status check settles them by the run's tag (RunService::reconcile); a later
    // array shares the tag with those already queued, so its tasks are marked as not submitted
    // and the message says to look before submitting them again.
    const bool unanswered = !jobId && !submitted.ran() && m_chunk == 0;
    const bool laterUnanswered = !jobId && !submitted.ran() && m_chunk > 0;
    QList<SweepTaskRecord> tasks;
    for (int i = 0; i < count; ++i) {
        SweepTaskRecord t;
        t.task = first + i;
        t.arrayJob = jobId.value_or(QString());
        t.arrayIndex = jobId ? i : -1;
        t.state = jobId        ? RunState::Pending
                  : unanswered ? RunState::Submitting
                               : RunState::SubmitFailed;
        tasks << t;
    }
    m_store->putSweepTasks(m_run.id, tasks);
    m_tasks << tasks;
    if (!jobId) {
        // The arrays after this one are not sent: their tasks are recorded as never submitted,
        // so the sweep counts them and "resubmit failed tasks" sends them.
        QList<SweepTaskRecord> unsent;
        for (qsizetype c = m_chunk + 1; c < m_chunks.size(); ++c) {
            for (int i = 0; i < m_chunks.at(c).second; ++i) {
                SweepTaskRecord t;
                t.task = m_chunks.at(c).first + i;
                t.state = RunState::NotSubmitted;
                unsent << t;
            }
        }
        if (!unsent.isEmpty()) {
            m_store->putSweepTasks(m_run.id, unsent);
            m_tasks << unsent;
        }
    }
    if (unanswered) {
        finish(RunState::Submitting,
               QCoreApplication::translate(
                   "submission",
                   "Slipway did not get the cluster's answer while the sweep was being submitted: "
                   "%1 Whether the scheduler queued it is checked at the next status check (the "
                   "Runs page, or slipwayctl status); do not submit it again before that.")
                   .arg(submitted.error),
               false);
        return;
    }
    if (laterUnanswered) {
        finish(RunState::Pending,
               QCoreApplication::translate(
                   "submission",
                   "Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); Slipway did not "
                   "get the cluster's answer for tasks %3 to %4 (%5). Look for them with squeue "
                   "before you submit them again: they may be queued.",
                   nullptr, int(arrayJobs().size()))
                   .arg(first - 1)
                   .arg(arrayJobs().join(QStringLiteral(", ")))
                   .arg(first)
                   .arg(first + count - 1)
                   .arg(submitted.error),
               true);
        return;
    }
    if (!jobId) {
        if (m_chunk == 0) {
            finish(RunState::SubmitFailed, error, false);
        } else {
            finish(RunState::Pending,
                   QCoreApplication::translate(
                       "submission",
                       "Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); "
                       "tasks %3 to %4 were refused: %5",
                       nullptr, int(arrayJobs().size()))
                       .arg(first - 1)
                       .arg(arrayJobs().join(QStringLiteral(", ")))
                       .arg(first)
                       .arg(first + count - 1)
                       .arg(error),
                   true);
        }
        return;
    }
    if (m_chunk == 0) {
        m_run.jobId = *jobId;
        m_run.submittedAt = QDateTime::currentDateTimeUtc();
        compose::JobSpec spec = m_request.spec;
        if (spec.output.isEmpty()) {
            spec.output = QStringLiteral("slurm-%A_%a.out"); // sbatch's default for arrays
        }
        fillLogPaths(m_run, m_request.profile.scheduler, spec, m_absDir, m_user);
        // The run's log is its first task's (each task's is in the same folder).
        m_run.stdoutPath.replace(QStringLiteral("%a"), QStringLiteral("0"));
        m_run.stderrPath.replace(QStringLiteral("%a"), QStringLiteral("0"));
        m_store->update(m_run);
    }
    if (++m_chunk < m_chunks.size()) {
        startSubmit();
        return;
    }
    const int total = int(m_tasks.size());
    finish(RunState::Pending,
           (m_chunks.size() > 1
                ? QCoreApplication::translate(
                      "submission", "Submitted the sweep's %1 tasks as %2 job arrays: %3.")
                      .arg(total)
                      .arg(m_chunks.size())
                      .arg(arrayJobs().join(QStringLiteral(", ")))
                : QCoreApplication::translate("submission",
                                              "Submitted the sweep's %1 tasks as job array %2.")
                      .arg(total)
                      .arg(*jobId)) +
               (m_preflightMessage.isEmpty() ? QString() : QLatin1Char(' ') + m_preflightMessage),
           true);
}

QStringList Submission::arrayJobs() const
{
    QStringList out;
    for (const SweepTaskRecord &t : m_tasks) {
        if (!t.arrayJob.isEmpty() && !out.contains(t.arrayJob)) {
            out << t.arrayJob;
        }
    }
    return out;
}

void Submission::finish(RunState state, const QString &message, bool submitted)
{
    m_stage = Stage::Done;
    m_run.state = state;
    m_run.message = message;
    m_store->update(m_run);
    m_lock->unlock();
    Q_EMIT m_service->runChanged(m_run.id);
    m_promise.addResult(
        SubmitOutcome{m_run.id, submitted, submitted ? m_run.jobId : QString(), message});
    m_promise.finish();
}

} // namespace slipway::runs
