#include "runs/runservice.h"

#include "common/shellquote.h"
#include "compose/resumelines.h"
#include "compose/shellwords.h"
#include "compose/sweep.h"
#include "compose/sweeplines.h"
#include "runs/runstore.h"
#include "runs/submission.h"
#include "runs/sweepprogress.h"
#include "site/walltime.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QLockFile>
#include <QPromise>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <memory>

namespace slipway::runs {

namespace {

template<typename T>
QFuture<T> ready(const T &value)
{
    QPromise<T> p;
    p.start();
    p.addResult(value);
    p.finish();
    return p.future();
}

QString firstHost(const QString &nodeList)
{
    // "vm", "node[01-04]", "a,b"
    QString first = nodeList.section(QLatin1Char(','), 0, 0);
    const qsizetype bracket = first.indexOf(QLatin1Char('['));
    if (bracket >= 0) {
        QString range = first.mid(bracket + 1).section(QLatin1Char('-'), 0, 0);
        range = range.section(QLatin1Char(']'), 0, 0);
        first = first.left(bracket) + range;
    }
    return first;
}

std::unique_ptr<scheduler::Scheduler> schedulerNamed(const QString &name)
{
    site::SiteProfile fake;
    fake.scheduler = name == QLatin1String("pbspro")   ? site::SchedulerKind::PbsPro
                     : name == QLatin1String("cobalt") ? site::SchedulerKind::Cobalt
                                                       : site::SchedulerKind::Slurm;
    return scheduler::Scheduler::create(fake);
}

bool isValidFolderName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9_][A-Za-z0-9._-]*$)"));
    return re.match(name).hasMatch();
}

QString schedulerTitle(const QString &name)
{
    return name == QLatin1String("pbspro")   ? QStringLiteral("PBS")
           : name == QLatin1String("cobalt") ? QStringLiteral("Cobalt")
                                             : QStringLiteral("Slurm");
}

} // namespace

QString RunService::newRunFolderName()
{
    static const char kAlphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    QString random;
    for (int i = 0; i < 6; ++i) {
        random += QLatin1Char(kAlphabet[QRandomGenerator::system()->bounded(36)]);
    }
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-")) + random;
}

RunService::RunService(RunStore *store, CommandRunner *runner, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_runner(runner)
{}

QString RunService::resolveLogPath(const QString &pattern, const QString &folder,
                                   const QString &jobId, const QString &jobName,
                                   const QString &user, const QString &firstNode)
{
    QString out;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c != QLatin1Char('%') || i + 1 >= pattern.size()) {
            out += c;
            continue;
        }
        const QChar k = pattern.at(++i);
        if (k == QLatin1Char('j') || k == QLatin1Char('A')) {
            out += jobId;
        } else if (k == QLatin1Char('x')) {
            out += jobName;
        } else if (k == QLatin1Char('u')) {
            out += user;
        } else if (k == QLatin1Char('N') && !firstNode.isEmpty()) {
            out += firstNode;
        } else if (k == QLatin1Char('%')) {
            out += QLatin1Char('%');
        } else {
            out += QLatin1Char('%');
            out += k;
        }
    }
    if (!out.startsWith(QLatin1Char('/'))) {
        out = folder + QLatin1Char('/') + out;
    }
    return out;
}

QFuture<SubmitOutcome> RunService::submit(const SubmitRequest &request)
{
    std::unique_ptr<scheduler::Scheduler> scheduler = scheduler::Scheduler::create(request.profile);
    if (!scheduler) {
        return ready(SubmitOutcome{
            0,
            false,
            {},
            QCoreApplication::translate("runservice", "%1 has no scheduler; run the script there "
                                                      "with bash.")
                .arg(request.profile.displayName)});
    }
    if (m_store->isReadOnly() || !m_store->isOpen()) {
        return ready(SubmitOutcome{
            0,
            false,
            {},
            QCoreApplication::translate("runservice", "The run history cannot be written (%1), so "
                                                      "nothing was submitted.")
                .arg(m_store->errorString())});
    }
    const QJsonObject specJson = request.spec.toJson(); // serialised once
    RunRecord run;
    if (!request.spec.sweep.isEmpty()) {
        QString error;
        const auto sweep = compose::Sweep::make(request.spec.sweep, request.spec.sweepSamples,
                                                quint32(request.spec.sweepRandomSeed), &error);
        if (!sweep) {
            return ready(SubmitOutcome{0, false, {}, error});
        }
        if (scheduler->submitArrayCommand(QStringLiteral("job.sh"), {}, QStringLiteral("0"), {})
                .isEmpty()) {
            return ready(SubmitOutcome{
                0,
                false,
                {},
                QCoreApplication::translate(
                    "runservice", "Slipway submits sweeps as Slurm or PBS Pro job arrays; %1 "
                                  "has neither, so submit one run per value there.")
                    .arg(request.profile.displayName)});
        }
        run.sweepTable = QString::fromUtf8(sweep->table());
    }
    run.profile = request.profile.id;
    run.host = request.host;
    run.sshConfig = request.sshConfig;
    run.jobName = request.spec.jobName;
    run.specJson = QString::fromUtf8(QJsonDocument(specJson).toJson(QJsonDocument::Compact));
    run.script = request.script;
    run.setupScript = request.setupScript;
    run.environmentJson =
        QString::fromUtf8(QJsonDocument(specJson.value(QStringLiteral("environment")).toObject())
                              .toJson(QJsonDocument::Compact));
    run.scheduler = schedulerKindName(request.profile.scheduler);
    run.partition = request.spec.partition;
    run.gpus = std::max(0, request.spec.gpusPerNode) * std::max(1, request.spec.nodes);
    run.workdir = request.spec.workdir;
    run.state = RunState::Preparing;
    run.resubmitOf = request.resubmitOf;
    run.tag = scheduler::Scheduler::newTag();
    const QString folderName = m_folderNamer ? m_folderNamer() : newRunFolderName();
    if (!isValidFolderName(folderName)) {
        return ready(SubmitOutcome{
            0,
            false,
            {},
            QCoreApplication::translate("runservice", "\"%1\" is not a usable run folder name.")
                .arg(folderName)});
    }
    run.id = m_store->insert(run);
    if (run.id == 0) {
        return ready(SubmitOutcome{
            0,
            false,
            {},
            QCoreApplication::translate("runservice",
                                        "The run could not be recorded (%1), so nothing "
                                        "was submitted.")
                .arg(m_store->errorString())});
    }
    // Held until the scheduler has answered: reconcile() leaves a locked run alone.
    auto lock = std::make_unique<QLockFile>(m_store->submissionLockPath(run.id));
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) {
        QFile::setPermissions(m_store->submissionLockPath(run.id),
                              QFile::ReadOwner | QFile::WriteOwner);
    }
    Q_EMIT runChanged(run.id);
    auto submission = std::make_shared<Submission>(
        this, m_store, m_runner, request, std::move(scheduler), run, folderName, std::move(lock));
    QFuture<SubmitOutcome> future = submission->future();
    submission->start();
    return future;
}

QFuture<QList<RunRecord>> RunService::refresh(const QList<qint64> &runIds)
{
    QList<qint64> plain;
    QList<qint64> sweeps;
    for (qint64 id : runIds) {
        const auto r = m_store->find(id);
        (r && r->isSweep() && !r->jobId.isEmpty() ? sweeps : plain) << id;
    }
    if (sweeps.isEmpty()) {
        return refreshJobs(plain);
    }
    auto promise = std::make_shared<QPromise<QList<RunRecord>>>();
    promise->start();
    refreshJobs(plain).then(this, [this, promise, sweeps, runIds](const QList<RunRecord> &jobs) {
        refreshSweeps(sweeps).then(this, [promise, jobs, runIds](const QList<RunRecord> &swept) {
            // In the order asked for.
            QHash<qint64, RunRecord> byId;
            for (const RunRecord &r : jobs + swept) {
                byId.insert(r.id, r);
            }
            QList<RunRecord> out;
            for (qint64 id : runIds) {
                if (byId.contains(id)) {
                    out << byId.value(id);
                }
            }
            promise->addResult(out);
            promise->finish();
        });
    });
    return promise->future();
}

QFuture<QList<RunRecord>> RunService::refreshSweeps(const QList<qint64> &runIds)
{
    QList<RunRecord> runs;
    QStringList arrays;
    for (qint64 id : runIds) {
        if (auto r = m_store->find(id)) {
            runs << *r;
            for (const SweepTaskRecord &t : m_store->sweepTasks(id)) {
                if (!t.arrayJob.isEmpty() && !arrays.contains(t.arrayJob)) {
                    arrays << t.arrayJob;
                }
            }
        }
    }
    if (arrays.isEmpty()) {
        return ready(runs);
    }
    auto scheduler = std::shared_ptr<scheduler::Scheduler>(schedulerNamed(runs.first().scheduler));
    CommandRequest request;
    request.command = scheduler->arrayStatusCommand(arrays);
    request.timeoutMs = 60000;
    auto promise = std::make_shared<QPromise<QList<RunRecord>>>();
    promise->start();
    m_runner->run(request).then(this, [=, this](const CommandResult &result) mutable {
        QString error;
        const QMap<QString, scheduler::JobStatus> statuses =
            scheduler->parseArrayStatus(result, &error);
        for (RunRecord &r : runs) {
            if (!error.isEmpty()) {
                // English on purpose: the Runs page and slipwayctl look for this prefix.
                r.message = QStringLiteral("Could not ask the scheduler: %1").arg(error);
                continue;
            }
            QList<SweepTaskRecord> tasks = m_store->sweepTasks(r.id);
            for (SweepTaskRecord &t : tasks) {
                const auto it = statuses.constFind(t.jobId());
                if (it == statuses.cend()) {
                    // Without accounting, a task the controller no longer lists (while it
                    // answered for the array) ended long enough ago to be forgotten.
                    const auto array = statuses.constFind(t.arrayJob);
                    if (array != statuses.cend() && array->forgotten &&
                        isWaitingOrRunning(t.state)) {
                        t.state = RunState::Ended;
                    }
                    continue; // else: not in the queue, not in accounting yet: as it was
                }
                t.state = runStateFromJob(it->state);
                if (it->exitCode >= 0 && isEnded(t.state)) {
                    t.exitCode = it->exitCode;
                }
            }
            m_store->putSweepTasks(r.id, tasks);
            const SweepProgress progress = SweepProgress::of(tasks);
            const bool changed = progress.state != r.state || progress.summary() != r.message;
            r.state = progress.state;
            r.message = progress.summary();
            if (progress.state == RunState::Completed) {
                r.exitCode = 0;
            } else if (progress.ended() == progress.total) {
                r.exitCode = 0;
                for (const SweepTaskRecord &t : std::as_const(tasks)) {
                    r.exitCode = std::max(r.exitCode, t.exitCode);
                }
            }
            m_store->update(r);
            if (changed) {
                Q_EMIT runChanged(r.id);
            }
        }
        promise->addResult(runs);
        promise->finish();
    });
    return promise->future();
}

QFuture<QString> RunService::cancelTask(qint64 runId, int task)
{
    const auto run = m_store->find(runId);
    if (!run || !run->isSweep()) {
        return ready(
            QCoreApplication::translate("runservice", "Run %1 is not a sweep.").arg(runId));
    }
    const auto scheduler = schedulerNamed(run->scheduler);
    QStringList commands;
    for (const SweepTaskRecord &t : m_store->sweepTasks(runId)) {
        if (t.task == task && !t.arrayJob.isEmpty()) {
            commands << scheduler->cancelTaskCommand(t.arrayJob, t.arrayIndex);
        }
    }
    if (commands.isEmpty() || commands.contains(QString())) {
        return ready(
            QCoreApplication::translate("runservice", "Run %1 has no task %2 with a job to cancel.")
                .arg(runId)
                .arg(task));
    }
    CommandRequest request;
    request.command = commands.join(QStringLiteral(" && "));
    request.timeoutMs = 60000;
    auto promise = std::make_shared<QPromise<QString>>();
    promise->start();
    m_runner->run(request).then(this, [=, this](const CommandResult &result) {
        QString error;
        if (!result.succeeded()) {
            error = result.ran() ? QCoreApplication::translate(
                                       "runservice", "The scheduler did not cancel task %1: %2")
                                       .arg(task)
                                       .arg(QString::fromUtf8(result.standardError).trimmed())
                                 : result.error;
        } else if (auto r = m_store->find(runId)) {
            r->message = QCoreApplication::translate("runservice", "Cancel requested for task %1.")
                             .arg(task);
            m_store->update(*r);
            Q_EMIT runChanged(runId);
        }
        promise->addResult(error);
        promise->finish();
    });
    return promise->future();
}

QFuture<SubmitOutcome> RunService::resubmitTasks(qint64 runId, const QList<int> &tasks,
                                                 const site::SiteProfile &profile)
{
    const auto run = m_store->find(runId);
    if (!run || !run->isSweep() || run->scriptPath.isEmpty()) {
        return ready(SubmitOutcome{
            0,
            false,
            {},
            QCoreApplication::translate("runservice", "Run %1 is not a submitted sweep.")
                .arg(runId)});
    }
    if (tasks.isEmpty()) {
        return ready(SubmitOutcome{
            run->id,
            false,
            {},
            QCoreApplication::translate("runservice", "No task of run %1 needs to run again.")
                .arg(runId)});
    }
    QStringList errors;
    const auto spec = compose::JobSpec::fromJson(run->specJson.toUtf8(), &errors);
    const int maxRunning = spec ? spec->maxRunning : 0;
    auto scheduler = std::shared_ptr<scheduler::Scheduler>(schedulerNamed(run->scheduler));
    const int total = int(m_store->sweepTasks(runId).size());
    // Each task goes back into the array of its part of the sweep (split like the first time).
    QList<QPair<int, QList<int>>> groups; // first task of the part, indices in it
    for (const auto &[first, count] : compose::sweeplines::chunks(total, profile.maxArraySize)) {
        QList<int> indices;
        for (int t : tasks) {
            if (t >= first && t < first + count) {
                indices << t - first;
            }
        }
        if (!indices.isEmpty()) {
            groups << qMakePair(first, indices);
        }
    }
    if (groups.isEmpty()) {
        return ready(SubmitOutcome{
            run->id,
            false,
            {},
            QCoreApplication::translate("runservice", "Run %1 has no such task.").arg(runId)});
    }
    QStringList commands;
    for (const auto &[first, indices] : std::as_const(groups)) {
        const QString submit = scheduler->submitArrayCommand(
            run->scriptPath, run->tag, compose::sweeplines::slurmArrayOf(indices, maxRunning),
            {run->remoteDir + QStringLiteral("/params.tsv"), QString::number(first)});
        if (submit.isEmpty()) {
            // PBS Pro takes one range of two or more subjobs, not a list of indices.
            return ready(SubmitOutcome{
                run->id,
                false,
                {},
                QCoreApplication::translate(
                    "runservice", "The scheduler cannot run exactly these tasks of run %1 again as "
                                  "one array (PBS Pro takes one range of subjobs, such as 4-6, "
                                  "not a list). Resubmit them a range at a time, or the whole "
                                  "sweep.")
                    .arg(runId)});
        }
        commands << QStringLiteral("cd -- ") + shellQuote(run->jobFolder()) +
                        QStringLiteral(" && ") + submit;
    }
    // One command per part, one after the other; each prints its array's job id on a line.
    CommandRequest request;
    request.command = commands.join(QStringLiteral(" && "));
    request.timeoutMs = 120000;
    auto promise = std::make_shared<QPromise<SubmitOutcome>>();
    promise->start();
    m_runner->run(request).then(this, [=, this](const CommandResult &result) {
        const QStringList ids =
            QString::fromUtf8(result.standardOutput).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QList<SweepTaskRecord> all = m_store->sweepTasks(runId);
        QStringList arrays;
        for (qsizetype g = 0; g < groups.size(); ++g) {
            CommandResult one = result;
            one.exitCode = g < ids.size() ? 0 : result.exitCode;
            one.standardOutput = ids.value(g).toUtf8();
            QString error;
            const auto jobId =
                g < ids.size() ? scheduler->parseSubmit(one, &error) : std::optional<QString>();
            if (!jobId) {
                scheduler->parseSubmit(result, &error);
                promise->addResult(SubmitOutcome{
                    runId, !arrays.isEmpty(), arrays.value(0),
                    QCoreApplication::translate("runservice",
                                                "The scheduler refused to run the tasks again: %1")
                        .arg(error)});
                promise->finish();
                return;
            }
            arrays << *jobId;
            for (SweepTaskRecord &t : all) {
                const int first = groups.at(g).first;
                if (groups.at(g).second.contains(t.task - first) && tasks.contains(t.task)) {
                    t.arrayJob = *jobId;
                    t.arrayIndex = t.task - first;
                    t.state = RunState::Pending;
                    t.exitCode = -1;
                    ++t.attempts;
                }
            }
        }
        m_store->putSweepTasks(runId, all);
        if (auto r = m_store->find(runId)) {
            const SweepProgress progress = SweepProgress::of(all);
            r->state = progress.state;
            r->exitCode = -1;
            r->endedAt = {};
            QStringList numbers;
            for (int t : tasks) {
                numbers << QString::number(t);
            }
            r->message = QCoreApplication::translate(
                             "runservice", "Submitted %n task(s) (%1) again as job array %2. %3",
                             nullptr, int(tasks.size()))
                             .arg(numbers.join(QStringLiteral(", ")),
                                  arrays.join(QStringLiteral(", ")), progress.summary());
            m_store->update(*r);
            Q_EMIT runChanged(runId);
            promise->addResult(SubmitOutcome{runId, true, arrays.value(0), r->message});
        }
        promise->finish();
    });
    return promise->future();
}

QFuture<QList<RunSegment>> RunService::refreshSegments(qint64 runId, std::shared_ptr<QString> error)
{
    const auto run = m_store->find(runId);
    const QList<RunSegment> known = m_store->segments(runId);
    const auto fail = [&](const QString &why) {
        if (error) {
            *error = why;
        }
        return ready(known);
    };
    if (!run || run->jobId.isEmpty() || run->isSweep()) {
        return fail(QCoreApplication::translate("runservice",
                                                "The run has no job of its own to ask about."));
    }
    auto scheduler = std::shared_ptr<scheduler::Scheduler>(schedulerNamed(run->scheduler));
    CommandRequest request;
    request.command = scheduler ? scheduler->segmentsCommand(run->jobId) : QString();
    if (request.command.isEmpty()) {
        return fail(QCoreApplication::translate(
            "runservice", "This cluster's scheduler keeps no record of a job's "
                          "restarts."));
    }
    request.timeoutMs = 60000;
    QStringList specErrors;
    const auto spec = compose::JobSpec::fromJson(run->specJson.toUtf8(), &specErrors);
    const int warning = spec && spec->resumeWarningSeconds > 0
                            ? spec->resumeWarningSeconds
                            : compose::resumelines::kDefaultWarningSeconds;
    auto promise = std::make_shared<QPromise<QList<RunSegment>>>();
    promise->start();
    m_runner->run(request).then(this, [=, this](const CommandResult &result) {
        QString why;
        const auto jobs = scheduler->parseSegments(result, &why);
        QList<RunSegment> segments = known;
        if (!why.isEmpty()) {
            if (error) {
                *error = why;
            }
        } else if (!jobs.isEmpty()) {
            segments = segmentsFromJobs(jobs, warning);
            m_store->putSegments(runId, segments);
            Q_EMIT runChanged(runId);
        }
        promise->addResult(segments);
        promise->finish();
    });
    return promise->future();
}

QFuture<QList<RunRecord>> RunService::refreshJobs(const QList<qint64> &runIds)
{
    QList<RunRecord> runs;
    QStringList jobIds;
    for (qint64 id : runIds) {
        if (auto r = m_store->find(id)) {
            runs << *r;
            if (!r->jobId.isEmpty()) {
                jobIds << r->jobId;
            }
        }
    }
    if (jobIds.isEmpty()) {
        return ready(runs);
    }
    // All runs of one call share a host and scheduler; take the first run's.
    auto scheduler = std::shared_ptr<scheduler::Scheduler>(schedulerNamed(runs.first().scheduler));
    CommandRequest request;
    request.command = scheduler->statusCommand(jobIds);
    request.timeoutMs = 60000;
    PollPassenger passenger = m_passenger;
    const QString extra = passenger.isSet() ? passenger.command() : QString();
    if (!extra.isEmpty()) {
        request.command = pollfold::combine(request.command, extra);
        request.timeoutMs = 120000; // the passenger's own parts are bounded by `timeout`
    }
    auto promise = std::make_shared<QPromise<QList<RunRecord>>>();
    promise->start();
    m_runner->run(request).then(this, [=, this](const CommandResult &answer) mutable {
        const auto [result, passengerPart] =
            extra.isEmpty() ? std::pair{answer, CommandResult{}} : pollfold::split(answer);
        QString error;
        const scheduler::JobStatusList statuses = scheduler->parseStatus(result, &error);
        if (passenger.isSet()) {
            passenger.take(statuses, extra.isEmpty() ? nullptr : &passengerPart);
        }
        for (RunRecord &r : runs) {
            if (r.jobId.isEmpty()) {
                continue;
            }
            const auto it =
                std::find_if(statuses.cbegin(), statuses.cend(),
                             [&](const scheduler::JobStatus &s) { return s.jobId == r.jobId; });
            if (it == statuses.cend()) {
                if (!result.ran()) {
                    r.message = QStringLiteral("Could not ask the scheduler: %1").arg(result.error);
                } else if (r.isActive() && r.scheduler == QLatin1String("cobalt")) {
                    // Not final: an empty answer may also be a qstat that failed.
                    r.state = RunState::Unknown;
                    r.message =
                        QCoreApplication::translate(
                            "runservice", "Cobalt no longer lists the job: it has ended. Its "
                                          "exit code is in %1.cobaltlog.")
                            .arg(r.jobId);
                    m_store->update(r);
                    Q_EMIT runChanged(r.id);
                }
                continue;
            }
            const scheduler::JobStatus &s = *it;
            if (s.forgotten) {
                // Neither the queue nor accounting has the job, and the controller says it
                // does not know it: it ended long enough ago that nothing of it is kept.
                if (r.isActive()) {
                    r.state = RunState::Ended;
                    r.reason.clear();
                    r.message =
                        r.stdoutPath.isEmpty() || r.stdoutPath.contains(QLatin1Char('%'))
                            ? QCoreApplication::translate(
                                  "runservice",
                                  "Job %1 has ended, but how is not known: it is no longer in "
                                  "the queue, this cluster keeps no accounting of ended jobs (or "
                                  "it did not answer), and the scheduler has forgotten the job. "
                                  "Its log says how it went.")
                                  .arg(r.jobId)
                            : QCoreApplication::translate(
                                  "runservice",
                                  "Job %1 has ended, but how is not known: it is no longer in "
                                  "the queue, this cluster keeps no accounting of ended jobs (or "
                                  "it did not answer), and the scheduler has forgotten the job. "
                                  "Its log, %2, says how it went.")
                                  .arg(r.jobId, r.stdoutPath);
                    m_store->update(r);
                    Q_EMIT runChanged(r.id);
                }
                continue;
            }
            const RunState newState = runStateFromJob(s.state);
            const bool changed = newState != r.state || s.reason != r.reason;
            r.state = newState;
            r.reason = s.reason;
            if (!s.explanation.isEmpty()) {
                r.message = s.explanation;
            } else if (s.state == scheduler::JobState::Running) {
                r.message =
                    QCoreApplication::translate("runservice", "Running on %1.").arg(s.nodeList);
            } else if (isFinished(s.state)) {
                r.message =
                    QStringLiteral("Ended: %1%2.")
                        .arg(runStateName(newState),
                             s.exitCode >= 0 ? QStringLiteral(", exit code %1").arg(s.exitCode)
                                             : QString());
            }
            if (s.exitCode >= 0) {
                r.exitCode = s.exitCode;
            }
            if (s.startTime.isValid() && s.state != scheduler::JobState::Pending) {
                r.startedAt = s.startTime;
            }
            if (s.endTime.isValid()) {
                r.endedAt = s.endTime;
            }
            if (s.elapsedSeconds >= 0) {
                r.elapsedSeconds = s.elapsedSeconds;
            } else if (isFinished(s.state)) {
                // What was counted while it ran is not how long it ran.
                r.elapsedSeconds = r.startedAt.isValid() && r.endedAt.isValid()
                                       ? std::max<qint64>(0, r.startedAt.secsTo(r.endedAt))
                                       : -1;
            }
            if (!s.partition.isEmpty()) {
                r.partition = s.partition;
            }
            if (r.stdoutPath.contains(QLatin1String("%N")) && !s.nodeList.isEmpty()) {
                r.stdoutPath.replace(QStringLiteral("%N"), firstHost(s.nodeList));
                r.stderrPath.replace(QStringLiteral("%N"), firstHost(s.nodeList));
            }
            m_store->update(r);
            if (changed) {
                Q_EMIT runChanged(r.id);
            }
        }
        promise->addResult(runs);
        promise->finish();
    });
    return promise->future();
}

QFuture<QList<RunRecord>> RunService::reconcile(const QList<qint64> &runIds)
{
    QList<RunRecord> done;
    QList<RunRecord> toAsk;
    auto locks = std::make_shared<std::vector<std::unique_ptr<QLockFile>>>();
    const auto settle = [this](RunRecord &r, RunState state, const QString &message) {
        r.state = state;
        r.message = message;
        if (r.isSweep()) { // the tasks of the cut submission share its fate
            QList<SweepTaskRecord> tasks = m_store->sweepTasks(r.id);
            for (SweepTaskRecord &t : tasks) {
                if (t.state == RunState::Submitting) {
                    t.state = state;
                }
            }
            m_store->putSweepTasks(r.id, tasks);
        }
        m_store->update(r);
        Q_EMIT runChanged(r.id);
    };
    for (qint64 id : runIds) {
        std::optional<RunRecord> r = m_store->find(id);
        if (!r) {
            continue;
        }
        if (!r->isInterrupted()) {
            done << *r;
            continue;
        }
        auto lock = std::make_unique<QLockFile>(m_store->submissionLockPath(r->id));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0)) {
            done << *r; // another Slipway is submitting it right now
            continue;
        }
        if (r->state == RunState::Preparing) {
            // SUBMITTING is recorded before anything is sent to the scheduler.
            settle(*r, RunState::NotSubmitted,
                   QCoreApplication::translate(
                       "runservice", "Never submitted: Slipway stopped while it prepared the run's "
                                     "folder, before anything was sent to the scheduler. Submit it "
                                     "again."));
            done << *r;
        } else if (!scheduler::Scheduler::isValidTag(r->tag)) {
            settle(*r, RunState::Unknown,
                   QStringLiteral("The submission of this run was cut short, and it was made by "
                                  "an older Slipway that did not tag its jobs: look for a job "
                                  "named \"%1\" in the queue (squeue --me or qstat -u $USER).")
                       .arg(r->jobName));
            done << *r;
        } else if (!toAsk.isEmpty() && toAsk.first().scheduler != r->scheduler) {
            done << *r; // one scheduler per call; the next call asks the other
            continue;
        } else {
            toAsk << *r;
            locks->push_back(std::move(lock));
            continue;
        }
        lock->unlock();
    }
    if (toAsk.isEmpty()) {
        return ready(done);
    }
    auto scheduler = std::shared_ptr<scheduler::Scheduler>(schedulerNamed(toAsk.first().scheduler));
    QStringList tags;
    QDateTime earliest = QDateTime::currentDateTimeUtc();
    for (const RunRecord &r : std::as_const(toAsk)) {
        tags << r.tag;
        if (r.createdAt.isValid() && r.createdAt < earliest) {
            earliest = r.createdAt;
        }
    }
    CommandRequest request;
    // A day before the earliest run, so a time zone on the cluster cannot hide it.
    request.command = scheduler->findTaggedCommand(tags, earliest.date().addDays(-1));
    request.timeoutMs = 120000;
    auto promise = std::make_shared<QPromise<QList<RunRecord>>>();
    promise->start();
    m_runner->run(request).then(this, [=, this](const CommandResult &result) mutable {
        const scheduler::TaggedJobs found = scheduler->parseTagged(result);
        const QString title = schedulerTitle(toAsk.first().scheduler);
        QList<qint64> matched;
        for (RunRecord &r : toAsk) {
            if (!found.searched) {
                r.message = QStringLiteral("Could not ask the scheduler whether this interrupted "
                                           "submission reached it: %1")
                                .arg(found.error);
                m_store->update(r);
                done << r;
                continue;
            }
            const QString jobId = found.jobIds.value(r.tag);
            if (!jobId.isEmpty() && scheduler->isValidJobId(jobId)) {
                r.jobId = jobId;
                r.state = RunState::Submitted;
                r.submittedAt = r.createdAt;
                QStringList errors;
                compose::JobSpec spec = compose::JobSpec::fromJson(r.specJson.toUtf8(), &errors)
                                            .value_or(compose::JobSpec{});
                if (r.isSweep()) {
                    // The first array (the one being submitted when it was cut): its tasks.
                    QList<SweepTaskRecord> tasks = m_store->sweepTasks(r.id);
                    int first = -1;
                    for (const SweepTaskRecord &t : std::as_const(tasks)) {
                        if (t.state == RunState::Submitting && (first < 0 || t.task < first)) {
                            first = t.task;
                        }
                    }
                    for (SweepTaskRecord &t : tasks) {
                        if (t.state == RunState::Submitting) {
                            t.arrayJob = jobId;
                            t.arrayIndex = t.task - first;
                            t.state = RunState::Pending;
                        }
                    }
                    m_store->putSweepTasks(r.id, tasks);
                    if (spec.output.isEmpty()) {
                        spec.output = QStringLiteral("slurm-%A_%a.out"); // sbatch's, for arrays
                    }
                }
                fillLogPaths(r, scheduler->kind(), spec, r.jobFolder(), found.user);
                if (r.isSweep()) { // the run's log is its first task's
                    r.stdoutPath.replace(QStringLiteral("%a"), QStringLiteral("0"));
                    r.stderrPath.replace(QStringLiteral("%a"), QStringLiteral("0"));
                }
                r.message =
                    QCoreApplication::translate(
                        "runservice", "The submission of this run was cut short (Slipway stopped, "
                                      "or the connection was lost), but %1 had accepted it: job "
                                      "%2 (found by its tag %3).")
                        .arg(title, jobId, r.tag);
                if (r.isSweep()) {
                    int unsent = 0;
                    for (const SweepTaskRecord &t : m_store->sweepTasks(r.id)) {
                        unsent += t.state == RunState::NotSubmitted ? 1 : 0;
                    }
                    if (unsent > 0) {
                        r.message += QLatin1Char(' ') +
                                     QCoreApplication::translate(
                                         "runservice",
                                         "%n task(s) of the sweep's later arrays were never "
                                         "sent: submit them with \"Resubmit failed and timed-out "
                                         "tasks only\" "
                                         "(slipwayctl resubmit RUN --failed-only).",
                                         nullptr, unsent);
                    }
                }
                m_store->update(r);
                Q_EMIT runChanged(r.id);
                matched << r.id;
            } else if (found.complete) {
                settle(r, RunState::NotSubmitted,
                       QCoreApplication::translate(
                           "runservice", "Never submitted: the submission of this run was cut "
                                         "short (Slipway stopped, or the connection was lost), "
                                         "and %1 has no job with its tag %2, neither queued nor "
                                         "finished. Submit it again.")
                           .arg(title, r.tag));
                done << r;
            } else {
                settle(r, RunState::Unknown,
                       QCoreApplication::translate(
                           "runservice", "The submission of this run was cut short (Slipway "
                                         "stopped, or the connection was lost), and %1 lists no "
                                         "job with its tag %2 now; %1 keeps no record of ended "
                                         "jobs here, so it was either never submitted or has "
                                         "already ended.")
                           .arg(title, r.tag));
                done << r;
            }
        }
        locks->clear();
        if (matched.isEmpty()) {
            promise->addResult(done);
            promise->finish();
            return;
        }
        QHash<qint64, QString> notes;
        for (const RunRecord &r : std::as_const(toAsk)) {
            if (matched.contains(r.id)) {
                notes.insert(r.id, r.message);
            }
        }
        refresh(matched).then(this, [this, promise, done, notes](QList<RunRecord> updated) mutable {
            // What the scheduler says now, after how the job was found.
            for (RunRecord &r : updated) {
                const QString note = notes.value(r.id);
                if (!note.isEmpty() && !r.message.startsWith(note)) {
                    r.message = r.message.isEmpty() || r.message == note
                                    ? note
                                    : note + QLatin1Char(' ') + r.message;
                    m_store->update(r);
                }
            }
            promise->addResult(done + updated);
            promise->finish();
        });
    });
    return promise->future();
}

QFuture<QString> RunService::cancel(qint64 runId)
{
    const auto run = m_store->find(runId);
    if (!run || run->jobId.isEmpty()) {
        return ready(
            QCoreApplication::translate("runservice", "Run %1 has no job to cancel.").arg(runId));
    }
    const auto scheduler = schedulerNamed(run->scheduler);
    if (!scheduler->isValidJobId(run->jobId)) {
        return ready(
            QCoreApplication::translate("runservice", "The stored job id \"%1\" is not valid.")
                .arg(run->jobId));
    }
    CommandRequest request;
    request.command = scheduler->cancelCommand(run->jobId);
    if (run->isSweep()) {
        // Every array of the sweep (tasks resubmitted alone run in arrays of their own).
        QStringList commands;
        QStringList arrays;
        for (const SweepTaskRecord &t : m_store->sweepTasks(runId)) {
            if (!t.arrayJob.isEmpty() && !arrays.contains(t.arrayJob)) {
                arrays << t.arrayJob;
                commands << scheduler->cancelTaskCommand(t.arrayJob, -1);
            }
        }
        if (!commands.isEmpty() && !commands.contains(QString())) {
            request.command = commands.join(QStringLiteral("; "));
        }
    }
    request.timeoutMs = 60000;
    auto promise = std::make_shared<QPromise<QString>>();
    promise->start();
    m_runner->run(request).then(this, [=, this](const CommandResult &result) {
        QString error;
        if (!result.succeeded()) {
            error = result.ran()
                        ? QCoreApplication::translate("runservice",
                                                      "The scheduler did not cancel job %1: %2")
                              .arg(run->jobId, QString::fromUtf8(result.standardError).trimmed())
                        : result.error;
        } else if (auto r = m_store->find(runId)) {
            r->message = QCoreApplication::translate("runservice", "Cancel requested.");
            m_store->update(*r);
            Q_EMIT runChanged(runId);
        }
        promise->addResult(error);
        promise->finish();
    });
    return promise->future();
}

QFuture<SubmitOutcome> RunService::resubmit(qint64 runId, const site::SiteProfile &profile)
{
    const auto old = m_store->find(runId);
    if (!old) {
        return ready(SubmitOutcome{
            0,
            false,
            {},
            QCoreApplication::translate("runservice", "There is no run %1.").arg(runId)});
    }
    QStringList errors;
    const auto spec = compose::JobSpec::fromJson(old->specJson.toUtf8(), &errors);
    if (!spec) {
        return ready(SubmitOutcome{0,
                                   false,
                                   {},
                                   QCoreApplication::translate(
                                       "runservice", "The stored spec of run %1 cannot be read: %2")
                                       .arg(runId)
                                       .arg(errors.join(QStringLiteral("; ")))});
    }
    SubmitRequest request;
    request.spec = *spec;
    request.profile = profile;
    request.script = old->script;
    request.setupScript = old->setupScript;
    request.host = old->host;
    request.sshConfig = old->sshConfig;
    request.resubmitOf = runId;
    return submit(request);
}

} // namespace slipway::runs
