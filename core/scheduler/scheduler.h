#pragma once

#include "common/commandrunner.h"
#include "scheduler/jobstatus.h"
#include "site/siteprofile.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace slipway {

// What a scheduler's dry run said before submission.
struct Preflight
{
    bool supported = false; // false: this scheduler has no dry run
    bool accepted = true;
    QDateTime estimatedStart;
    QString message; // plain language
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

    virtual SchedulerKind kind() const = 0;

    virtual QString testCommand(const QString &script) const;
    virtual Preflight parseTest(const CommandResult &result) const;

    virtual QString submitCommand(const QString &script) const = 0;
    // The job id, or nothing with the scheduler's complaint in plain language.
    virtual std::optional<QString> parseSubmit(const CommandResult &result,
                                               QString *error) const = 0;

    // One command that reports on all of `jobIds` at once.
    virtual QString statusCommand(const QStringList &jobIds) const = 0;
    virtual JobStatusList parseStatus(const CommandResult &result, QString *error) const = 0;

    virtual QString cancelCommand(const QString &jobId) const = 0;

    // Whether `jobId` looks like an id of this scheduler (nothing else is ever put in a command).
    virtual bool isValidJobId(const QString &jobId) const = 0;

    // The scheduler for a profile; nullptr for the local profile, which has none.
    static std::unique_ptr<Scheduler> create(const SiteProfile &profile);
};

} // namespace slipway
