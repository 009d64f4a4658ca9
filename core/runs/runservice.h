#pragma once

#include "common/commandrunner.h"
#include "compose/jobspec.h"
#include "runs/pollpassenger.h"
#include "runs/runrecord.h"
#include "runs/runsegments.h"
#include "scheduler/scheduler.h"
#include "site/siteprofile.h"

#include <QFuture>
#include <QObject>

#include <functional>
#include <memory>

namespace slipway::runs {

class RunStore;

// What to submit: the script exactly as it will run (composed, or edited on the review page),
// the spec it came from with the profile's defaults filled in, and where.
struct SubmitRequest
{
    compose::JobSpec spec; // resolved
    site::SiteProfile profile;
    QString script;
    QString setupScript;
    QString host;      // login host or SSH alias
    QString sshConfig; // OpenSSH config, if one was used (recorded with the run)
    qint64 resubmitOf = 0;
    bool preflight = true; // run the scheduler's dry run first where there is one
};

struct SubmitOutcome
{
    qint64 runId = 0; // 0 when nothing was recorded
    bool submitted = false;
    QString jobId;
    QString message; // plain language: the estimated start, or why it did not go
};

// Submits, polls and cancels runs over a CommandRunner and keeps the run history up to date.
// The run, its script and its job's tag are written to the history before anything is sent;
// the job id is added when the scheduler answers. While it submits, a run is locked
// (RunStore::submissionLockPath), so reconcile() leaves it alone. Each run gets a folder of
// its own on the cluster, WORKDIR/slipway-runs/<yyyyMMdd-HHmmss>-<6 random letters/digits>,
// made with mkdir (never -p on it): a folder that exists already is refused, never written
// into. All methods return at once; results arrive through the futures (and runChanged) in
// this object's thread, so a store used from one thread stays so.
class RunService final : public QObject
{
    Q_OBJECT

public:
    RunService(RunStore *store, CommandRunner *runner, QObject *parent = nullptr);

    QFuture<SubmitOutcome> submit(const SubmitRequest &request);

    // Asks the scheduler about these runs with one command, updates the history, and returns
    // the updated records. Runs without a job id are returned unchanged.
    QFuture<QList<RunRecord>> refresh(const QList<qint64> &runIds);

    // Settles runs that a Slipway left PREPARING or SUBMITTING when it stopped (RunRecord::
    // isInterrupted) and that no Slipway is submitting now: a run stopped while PREPARING never
    // reached the scheduler; for one stopped while SUBMITTING, the scheduler's queue and
    // history are searched for its tag with one command. Found: the job id is recorded and the
    // state asked for. Not found: NOT_SUBMITTED, with the reason. Other runs come back
    // unchanged.
    QFuture<QList<RunRecord>> reconcile(const QList<qint64> &runIds);

    // Asks the scheduler for every start of the run's job (a requeued job keeps its id;
    // Scheduler::segmentsCommand), records them (RunStore::putSegments) and returns them. On
    // failure the recorded ones come back and `error` (if given) is set in the future's thread.
    QFuture<QList<RunSegment>> refreshSegments(qint64 runId,
                                               std::shared_ptr<QString> error = nullptr);
    // Cancels the run's job; the future holds an error message, empty on success.
    QFuture<QString> cancel(qint64 runId);

    // Sweeps (JobSpec::sweep; RunStore::sweepTasks). refresh() asks about every task of a
    // sweep with one command and sets the sweep's state from its tasks (SweepProgress).
    // Cancels one task of a sweep; the future holds an error message, empty on success.
    QFuture<QString> cancelTask(qint64 runId, int task);
    // Submits exactly these tasks of a sweep again (in the same run folder, with the same
    // parameters table), as a new array; the run goes on with its other tasks as they are.
    QFuture<SubmitOutcome> resubmitTasks(qint64 runId, const QList<int> &tasks,
                                         const site::SiteProfile &profile);

    // A new run that repeats `runId` with the same script, linked to it.
    QFuture<SubmitOutcome> resubmit(qint64 runId, const site::SiteProfile &profile);

    // Where a job's log is, from the output pattern (%j, %x, %u, %%; %N once the node is known).
    static QString resolveLogPath(const QString &pattern, const QString &folder,
                                  const QString &jobId, const QString &jobName, const QString &user,
                                  const QString &firstNode);

    // A new run folder name: the local time and six random letters and digits,
    // "20261125-171502-k3f9q2".
    static QString newRunFolderName();
    // For tests: the run folder names to use instead of new ones.
    void setRunFolderNamer(std::function<QString()> namer) { m_folderNamer = std::move(namer); }

    // Work folded into the status poll of refresh() (PollPassenger): one remote command for
    // both. The usage sampler rides along this way.
    void setPollPassenger(const PollPassenger &passenger) { m_passenger = passenger; }

Q_SIGNALS:
    void runChanged(qint64 runId);

private:
    QFuture<QList<RunRecord>> refreshJobs(const QList<qint64> &runIds);
    QFuture<QList<RunRecord>> refreshSweeps(const QList<qint64> &runIds);

    RunStore *m_store;
    CommandRunner *m_runner;
    std::function<QString()> m_folderNamer;
    PollPassenger m_passenger;
};

} // namespace slipway::runs
