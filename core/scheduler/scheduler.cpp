#include "scheduler/scheduler.h"

#include "scheduler/cobaltscheduler.h"
#include "scheduler/pbsscheduler.h"
#include "scheduler/slurmscheduler.h"

#include "common/shellquote.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUuid>

namespace slipway::scheduler {

QString Scheduler::testCommand(const QString &) const
{
    return {};
}

Preflight Scheduler::parseTest(const CommandResult &) const
{
    return {};
}

QString Scheduler::submitArrayCommand(const QString &, const QString &, const QString &,
                                      const QStringList &) const
{
    return {};
}

QString Scheduler::segmentsCommand(const QString &) const
{
    return {};
}

JobStatusList Scheduler::parseSegments(const CommandResult &, QString *error) const
{
    *error = QCoreApplication::translate("scheduler",
                                         "This scheduler keeps no record of a job's restarts.");
    return {};
}

QString Scheduler::arrayStatusCommand(const QStringList &) const
{
    return {};
}

QMap<QString, JobStatus> Scheduler::parseArrayStatus(const CommandResult &, QString *error) const
{
    *error = QCoreApplication::translate("scheduler", "This scheduler has no job arrays.");
    return {};
}

QString Scheduler::cancelTaskCommand(const QString &, int) const
{
    return {};
}

QString Scheduler::newTag()
{
    return QStringLiteral("slipway-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

bool Scheduler::isValidTag(const QString &tag)
{
    static const QRegularExpression re(QStringLiteral(
        R"(^slipway-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$)"));
    return re.match(tag).hasMatch();
}

QString Scheduler::waitForSubmissionsCommand(const QStringList &tags)
{
    // pgrep -f matches the tag on a running sbatch/qsub's command line; "slipway[-]" matches
    // "slipway-" but not this command's own text, which holds the pattern, not the tag.
    QStringList patterns;
    for (const QString &tag : tags) {
        if (isValidTag(tag)) {
            patterns << QStringLiteral("slipway[-]") + tag.mid(8);
        }
    }
    if (patterns.isEmpty()) {
        return {};
    }
    return QStringLiteral("n=0; while [ \"$n\" -lt 30 ] && pgrep -u \"$(id -u)\" -f -- ") +
           shellQuote(patterns.join(QLatin1Char('|'))) +
           QStringLiteral(" >/dev/null 2>&1; do sleep 1; n=$((n+1)); done; ");
}

std::unique_ptr<Scheduler> Scheduler::create(const site::SiteProfile &profile)
{
    switch (profile.scheduler) {
    case site::SchedulerKind::Slurm:
        return std::make_unique<SlurmScheduler>(profile.accounting != QLatin1String("none"));
    case site::SchedulerKind::PbsPro:
        return std::make_unique<PbsScheduler>();
    case site::SchedulerKind::Cobalt:
        return std::make_unique<CobaltScheduler>();
    case site::SchedulerKind::Local:
        break;
    }
    return nullptr;
}

} // namespace slipway::scheduler
