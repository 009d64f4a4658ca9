#include "scheduler/pendingreason.h"

#include <QCoreApplication>
#include <QHash>

namespace slipway::scheduler {

namespace {

// Slurm's pending reasons (squeue %r), each in plain words with what to do about it.
const QHash<QString, QString> &reasonTexts()
{
    static const QHash<QString, QString> texts{
        {QStringLiteral("None"), QString()},
        {QStringLiteral("Priority"),
         QCoreApplication::translate(
             "pendingreason",
             "Waiting for its turn: jobs with a higher priority are ahead of it. Nothing "
             "to do but wait; shorter, smaller jobs usually start sooner.")},
        {QStringLiteral("Resources"),
         QCoreApplication::translate(
             "pendingreason", "Next in line, waiting for enough free nodes, GPUs or memory.")},
        {QStringLiteral("Dependency"),
         QCoreApplication::translate("pendingreason",
                                     "Waiting for another job it depends on to finish.")},
        {QStringLiteral("DependencyNeverSatisfied"),
         QCoreApplication::translate(
             "pendingreason",
             "It depends on a job that failed, so it will never start. Cancel it and "
             "resubmit without the dependency.")},
        {QStringLiteral("BeginTime"),
         QCoreApplication::translate("pendingreason",
                                     "It waits for its start time: one given with --begin, or, "
                                     "after a requeue, the two minutes or so that Slurm holds a "
                                     "requeued job.")},
        {QStringLiteral("JobHeldUser"),
         QCoreApplication::translate(
             "pendingreason", "You put it on hold. Release it with 'scontrol release JOBID'.")},
        {QStringLiteral("JobHeldAdmin"),
         QCoreApplication::translate(
             "pendingreason", "An administrator put it on hold. Ask the site's support why.")},
        {QStringLiteral("ReqNodeNotAvail"),
         QCoreApplication::translate(
             "pendingreason",
             "The nodes it needs are unavailable (maintenance or a reservation). It "
             "starts when they return; a shorter time limit may let it run before a "
             "maintenance window.")},
        {QStringLiteral("PartitionTimeLimit"),
         QCoreApplication::translate(
             "pendingreason",
             "Its time limit is longer than the partition allows, so it will never "
             "start. Cancel it and resubmit with a shorter time.")},
        {QStringLiteral("PartitionNodeLimit"),
         QCoreApplication::translate(
             "pendingreason",
             "It asks for more nodes than the partition allows. Cancel it and ask for "
             "fewer nodes.")},
        {QStringLiteral("PartitionDown"),
         QCoreApplication::translate(
             "pendingreason", "The partition is down. It starts when the partition comes back.")},
        {QStringLiteral("PartitionInactive"),
         QCoreApplication::translate("pendingreason",
                                     "The partition does not accept jobs right now.")},
        {QStringLiteral("QOSMaxWallDurationPerJobLimit"),
         QCoreApplication::translate(
             "pendingreason",
             "Its time limit is longer than its QOS allows. Cancel it and resubmit with "
             "a shorter time.")},
        {QStringLiteral("QOSMaxJobsPerUserLimit"),
         QCoreApplication::translate(
             "pendingreason",
             "You already have as many running jobs as your QOS allows; it starts when "
             "one of them ends.")},
        {QStringLiteral("QOSMaxGRESPerUser"),
         QCoreApplication::translate(
             "pendingreason",
             "You already use as many GPUs as your QOS allows; it starts when one of "
             "your jobs ends.")},
        {QStringLiteral("QOSGrpGRES"),
         QCoreApplication::translate(
             "pendingreason",
             "Your group's QOS has used up its GPUs for now; it starts when some are "
             "freed.")},
        {QStringLiteral("AssocGrpGRES"),
         QCoreApplication::translate(
             "pendingreason",
             "Your account has used up its GPU share for now; it starts when some are "
             "freed.")},
        {QStringLiteral("AssocMaxJobsLimit"),
         QCoreApplication::translate(
             "pendingreason",
             "Your account already runs as many jobs as it may; it starts when one "
             "ends.")},
        {QStringLiteral("AssocGrpCPURunMinutesLimit"),
         QCoreApplication::translate(
             "pendingreason",
             "Your account's running jobs have used up its CPU-time budget for now.")},
        {QStringLiteral("AssocGrpBillingMinutes"),
         QCoreApplication::translate(
             "pendingreason",
             "Your account has used up its allocation. Ask your project leader or the "
             "site.")},
        {QStringLiteral("InvalidAccount"),
         QCoreApplication::translate(
             "pendingreason",
             "The account is not valid for you. Cancel the job and submit with one of "
             "your accounts (sacctmgr show assoc user=$USER).")},
        {QStringLiteral("InvalidQOS"),
         QCoreApplication::translate(
             "pendingreason",
             "The QOS is not valid for you or this partition. Cancel and resubmit with "
             "another QOS.")},
        {QStringLiteral("BadConstraints"),
         QCoreApplication::translate(
             "pendingreason",
             "No node matches what it asks for (GPU type, memory, features). Cancel it "
             "and ask for less or for another GPU type.")},
        {QStringLiteral("Reservation"),
         QCoreApplication::translate("pendingreason", "Waiting for its reservation to start.")},
        {QStringLiteral("launch failed requeued held"),
         QCoreApplication::translate(
             "pendingreason", "The job could not be started on its node and is held. Cancel it and "
                              "resubmit; if it happens again, tell the site.")},
        {QStringLiteral("NonZeroExitCode"),
         QCoreApplication::translate("pendingreason",
                                     "The job script ended with an error; see its log.")},
        {QStringLiteral("TimeLimit"),
         QCoreApplication::translate(
             "pendingreason",
             "The job reached its time limit and was stopped. Ask for more time or "
             "save checkpoints and resume.")},
        {QStringLiteral("OutOfMemory"),
         QCoreApplication::translate(
             "pendingreason",
             "The job used more memory than it asked for and was killed. Ask for more "
             "memory (mem) or use smaller batches.")},
        {QStringLiteral("NodeDown"),
         QCoreApplication::translate("pendingreason", "A node of the job failed. Resubmit it.")},
    };
    return texts;
}

} // namespace

QString explainPendingReason(const QString &reasonIn)
{
    const QString reason = reasonIn.trimmed();
    const QHash<QString, QString> &texts = reasonTexts();
    const auto it = texts.constFind(reason);
    if (it != texts.cend()) {
        return *it;
    }
    if (reason.startsWith(QLatin1String("ReqNodeNotAvail"))) {
        return texts.value(QStringLiteral("ReqNodeNotAvail"));
    }
    if (reason.startsWith(QLatin1String("QOSMax")) || reason.startsWith(QLatin1String("QOSGrp"))) {
        return QCoreApplication::translate(
                   "pendingreason",
                   "A limit of your QOS holds it back (%1); it starts when your other "
                   "jobs free resources.")
            .arg(reason);
    }
    if (reason.startsWith(QLatin1String("AssocGrp")) ||
        reason.startsWith(QLatin1String("AssocMax"))) {
        return QCoreApplication::translate(
                   "pendingreason",
                   "A limit of your account holds it back (%1); it starts when your "
                   "group's other jobs free resources.")
            .arg(reason);
    }
    if (reason.isEmpty()) {
        return {};
    }
    return QCoreApplication::translate("pendingreason", "The scheduler says: %1.").arg(reason);
}

} // namespace slipway::scheduler
