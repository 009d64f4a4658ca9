#include "scheduler/scheduler.h"

#include "scheduler/cobaltscheduler.h"
#include "scheduler/pbsscheduler.h"
#include "scheduler/slurmscheduler.h"

namespace slipway {

QString Scheduler::testCommand(const QString &) const
{
    return {};
}

Preflight Scheduler::parseTest(const CommandResult &) const
{
    return {};
}

std::unique_ptr<Scheduler> Scheduler::create(const SiteProfile &profile)
{
    switch (profile.scheduler) {
    case SchedulerKind::Slurm:
        return std::make_unique<SlurmScheduler>(profile.accounting != QLatin1String("none"));
    case SchedulerKind::PbsPro:
        return std::make_unique<PbsScheduler>();
    case SchedulerKind::Cobalt:
        return std::make_unique<CobaltScheduler>();
    case SchedulerKind::Local:
        break;
    }
    return nullptr;
}

} // namespace slipway
