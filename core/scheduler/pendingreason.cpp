#include "scheduler/pendingreason.h"

#include <QHash>

namespace slipway::scheduler {

QString explainPendingReason(const QString &reasonIn)
{
    const QString reason = reasonIn.trimmed();
    static const QHash<QString, QString> texts{
        {QStringLiteral("None"), QString()},
        {QStringLiteral("Priority"),
         QStringLiteral(
             "Waiting for its turn: jobs with a higher priority are ahead of it. Nothing "
             "to do but wait; shorter, smaller jobs usually start sooner.")},
        {QStringLiteral("Resources"),
         QStringLiteral("Next in line, waiting for enough free nodes, GPUs or memory.")},
        {QStringLiteral("Dependency"),
         QStringLiteral("Waiting for another job it depends on to finish.")},
        {QStringLiteral("DependencyNeverSatisfied"),
         QStringLiteral("It depends on a job that failed, so it will never start. Cancel it and "
                        "resubmit without the dependency.")},
        {QStringLiteral("BeginTime"),
         QStringLiteral("It waits for its start time: one given with --begin, or, after a "
                        "requeue, the two minutes or so that Slurm holds a requeued job.")},
        {QStringLiteral("JobHeldUser"),
         QStringLiteral("You put it on hold. Release it with 'scontrol release JOBID'.")},
        {QStringLiteral("JobHeldAdmin"),
         QStringLiteral("An administrator put it on hold. Ask the site's support why.")},
        {QStringLiteral("ReqNodeNotAvail"),
         QStringLiteral("The nodes it needs are unavailable (maintenance or a reservation). It "
                        "starts when they return; a shorter time limit may let it run before a "
                        "maintenance window.")},
        {QStringLiteral("PartitionTimeLimit"),
         QStringLiteral("Its time limit is longer than the partition allows, so it will never "
                        "start. Cancel it and resubmit with a shorter time.")},
        {QStringLiteral("PartitionNodeLimit"),
         QStringLiteral("It asks for more nodes than the partition allows. Cancel it and ask for "
                        "fewer nodes.")},
        {QStringLiteral("PartitionDown"),
         QStringLiteral("The partition is down. It starts when the partition comes back.")},
        {QStringLiteral("PartitionInactive"),
         QStringLiteral("The partition does not accept jobs right now.")},
        {QStringLiteral("QOSMaxWallDurationPerJobLimit"),
         QStringLiteral("Its time limit is longer than its QOS allows. Cancel it and resubmit with "
                        "a shorter time.")},
        {QStringLiteral("QOSMaxJobsPerUserLimit"),
         QStringLiteral("You already have as many running jobs as your QOS allows; it starts when "
                        "one of them ends.")},
        {QStringLiteral("QOSMaxGRESPerUser"),
         QStringLiteral("You already use as many GPUs as your QOS allows; it starts when one of "
                        "your jobs ends.")},
        {QStringLiteral("QOSGrpGRES"),
         QStringLiteral("Your group's QOS has used up its GPUs for now; it starts when some are "
                        "freed.")},
        {QStringLiteral("AssocGrpGRES"),
         QStringLiteral("Your account has used up its GPU share for now; it starts when some are "
                        "freed.")},
        {QStringLiteral("AssocMaxJobsLimit"),
         QStringLiteral("Your account already runs as many jobs as it may; it starts when one "
                        "ends.")},
        {QStringLiteral("AssocGrpCPURunMinutesLimit"),
         QStringLiteral("Your account's running jobs have used up its CPU-time budget for now.")},
        {QStringLiteral("AssocGrpBillingMinutes"),
         QStringLiteral("Your account has used up its allocation. Ask your project leader or the "
                        "site.")},
        {QStringLiteral("InvalidAccount"),
         QStringLiteral("The account is not valid for you. Cancel the job and submit with one of "
                        "your accounts (sacctmgr show assoc user=$USER).")},
        {QStringLiteral("InvalidQOS"),
         QStringLiteral("The QOS is not valid for you or this partition. Cancel and resubmit with "
                        "another QOS.")},
        {QStringLiteral("BadConstraints"),
         QStringLiteral("No node matches what it asks for (GPU type, memory, features). Cancel it "
                        "and ask for less or for another GPU type.")},
        {QStringLiteral("Reservation"), QStringLiteral("Waiting for its reservation to start.")},
        {QStringLiteral("launch failed requeued held"),
         QStringLiteral("The job could not be started on its node and is held. Cancel it and "
                        "resubmit; if it happens again, tell the site.")},
        {QStringLiteral("NonZeroExitCode"),
         QStringLiteral("The job script ended with an error; see its log.")},
        {QStringLiteral("TimeLimit"),
         QStringLiteral("The job reached its time limit and was stopped. Ask for more time or "
                        "save checkpoints and resume.")},
        {QStringLiteral("OutOfMemory"),
         QStringLiteral("The job used more memory than it asked for and was killed. Ask for more "
                        "memory (mem) or use smaller batches.")},
        {QStringLiteral("NodeDown"), QStringLiteral("A node of the job failed. Resubmit it.")},
    };
    const auto it = texts.constFind(reason);
    if (it != texts.cend()) {
        return *it;
    }
    if (reason.startsWith(QLatin1String("ReqNodeNotAvail"))) {
        return texts.value(QStringLiteral("ReqNodeNotAvail"));
    }
    if (reason.startsWith(QLatin1String("QOSMax")) || reason.startsWith(QLatin1String("QOSGrp"))) {
        return QStringLiteral("A limit of your QOS holds it back (%1); it starts when your other "
                              "jobs free resources.")
            .arg(reason);
    }
    if (reason.startsWith(QLatin1String("AssocGrp")) ||
        reason.startsWith(QLatin1String("AssocMax"))) {
        return QStringLiteral("A limit of your account holds it back (%1); it starts when your "
                              "group's other jobs free resources.")
            .arg(reason);
    }
    if (reason.isEmpty()) {
        return {};
    }
    return QStringLiteral("The scheduler says: %1.").arg(reason);
}

} // namespace slipway::scheduler
