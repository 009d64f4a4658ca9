#pragma once

#include "common/commandrunner.h"
#include "scheduler/jobstatus.h"
#include "site/siteprofile.h"

#include <QDate>
#include <QDateTime>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace slipway::scheduler {

// What a scheduler's dry run said before submission.
struct Preflight
{
    bool supported = false; // false: this scheduler has no dry run
    bool accepted = true;
    QDateTime estimatedStart;
    QString message; // plain language
};

// Jobs found by the tag Slipway gives every job (Scheduler::newTag): how a run whose submission
// was interrupted (Slipway killed between sending the job and reading its id) finds its job.
struct TaggedJobs
{
    bool searched = false; // the command ran and its answer could be read
    // The search covers finished jobs too, so a tag not found was never submitted.
    bool complete = false;
    QString user;                  // the login name on the cluster
    QMap<QString, QString> jobIds; // tag -> job id
    QString error;                 // plain language, when !searched
};

// One batch scheduler, as commands to run on the login node and parsers for what they print.
// Commands are complete bash command lines (every variable part quoted); they run in the job's
// working folder, so script paths may be relative. The run service (core/runs) sends them
// through a CommandRunner, which keeps this class free of any I/O and testable on recorded
// outputs.
class Scheduler
{
public:
    virtual ~Scheduler() = default;

    virtual site::SchedulerKind kind() const = 0;

    virtual QString testCommand(const QString &script) const;
    virtual Preflight parseTest(const CommandResult &result) const;

    // Submits `script` carrying `tag` (Slurm --comment, PBS -v SLIPWAY_TAG, Cobalt --env).
    virtual QString submitCommand(const QString &script, const QString &tag) const = 0;
    // The job id, or nothing with the scheduler's complaint in plain language.
    virtual std::optional<QString> parseSubmit(const CommandResult &result,
                                               QString *error) const = 0;

    // One command that reports on all of `jobIds` at once.
    virtual QString statusCommand(const QStringList &jobIds) const = 0;
    virtual JobStatusList parseStatus(const CommandResult &result, QString *error) const = 0;

    virtual QString cancelCommand(const QString &jobId) const = 0;

    // Job arrays (sweeps), where the scheduler has them; an empty command means it has none.
    // Submits `script` as an array of the tasks `array` ("0-3%2", "1,3%2") with `args` passed
    // to the script; parseSubmit reads its answer (the array's job id).
    virtual QString submitArrayCommand(const QString &script, const QString &tag,
                                       const QString &array, const QStringList &args) const;
    // One command that reports on every task of the arrays `arrayJobs` ("1234").
    virtual QString arrayStatusCommand(const QStringList &arrayJobs) const;
    // "1234_5" -> its state (and exit code), from arrayStatusCommand's answer.
    virtual QMap<QString, JobStatus> parseArrayStatus(const CommandResult &result,
                                                      QString *error) const;
    // Cancels one task ("1234", 5), or all the tasks of the array when `index` is -1.
    virtual QString cancelTaskCommand(const QString &arrayJob, int index) const;

    // Every start of one job, oldest first: a requeued job (preemption, a failed node, a
    // requeue near the time limit) keeps its id, and each start is one segment of the run.
    // Slurm: `sacct --duplicates`. Empty where the scheduler keeps no such record.
    virtual QString segmentsCommand(const QString &jobId) const;
    virtual JobStatusList parseSegments(const CommandResult &result, QString *error) const;

    // One command that finds the jobs carrying any of `tags`, submitted on `since` or later.
    // It first waits (up to about 30 s) while a submission carrying one of them still runs on
    // the login node, so a job that is being accepted right now is not missed.
    virtual QString findTaggedCommand(const QStringList &tags, const QDate &since) const = 0;
    virtual TaggedJobs parseTagged(const CommandResult &result) const = 0;

    // A new tag: "slipway-" and a random UUID, unique to one run; only [a-z0-9-], so it needs
    // no quoting anywhere.
    static QString newTag();
    static bool isValidTag(const QString &tag);

    // Whether `jobId` looks like an id of this scheduler (nothing else is ever put in a command).
    virtual bool isValidJobId(const QString &jobId) const = 0;

    // The scheduler for a profile; nullptr for the local profile, which has none.
    static std::unique_ptr<Scheduler> create(const site::SiteProfile &profile);

protected:
    // The shell words that wait while a submission carrying one of `tags` still runs.
    static QString waitForSubmissionsCommand(const QStringList &tags);
};

} // namespace slipway::scheduler
