#pragma once

#include "runs/runrecord.h"
#include "runs/runservice.h"

#include <QLockFile>
#include <QPromise>

#include <memory>

namespace slipway::runs {

class RunStore;

// Where the job's output and error go, from the spec's patterns or the scheduler's defaults.
void fillLogPaths(RunRecord &run, site::SchedulerKind kind, const compose::JobSpec &spec,
                  const QString &absDir, const QString &user);

// One submission of a recorded run, as an explicit state machine (RunService::submit starts
// it): Prepare (make the run folder, upload the script, check the entry and the environment)
// -> UploadTable (a sweep's parameters table, into the run folder) -> Preflight (the
// scheduler's dry run, where there is one and it was asked for) -> Submit (a sweep: one array
// after the other, as many as the cluster's largest array needs) -> Done. Each stage sends one
// command; its answer moves the run to the next stage or ends it with a state and a plain-language
// message. The run is recorded at every step, and the submission lock is held until Done.
class Submission final : public std::enable_shared_from_this<Submission>
{
public:
    enum class Stage { Prepare, UploadTable, Preflight, Submit, Done };

    Submission(RunService *service, RunStore *store, CommandRunner *runner,
               const SubmitRequest &request, std::unique_ptr<scheduler::Scheduler> scheduler,
               RunRecord run, const QString &folderName, std::unique_ptr<QLockFile> lock);

    QFuture<SubmitOutcome> future() { return m_promise.future(); }
    void start();

private:
    void onPrepared(const CommandResult &prepared);
    void onTableUploaded(const CommandResult &uploaded);
    void startPreflight();
    void onTested(const CommandResult &tested);
    void startSubmit();
    void onSubmitted(const CommandResult &submitted);
    void onArraySubmitted(const std::optional<QString> &jobId, const QString &error,
                          const CommandResult &submitted);
    QStringList arrayJobs() const;
    // Ends the submission: records the run as it is now, with `message`.
    void finish(RunState state, const QString &message, bool submitted);
    void send(const CommandRequest &request, void (Submission::*handler)(const CommandResult &));

    RunService *m_service;
    RunStore *m_store;
    CommandRunner *m_runner;
    SubmitRequest m_request;
    std::unique_ptr<scheduler::Scheduler> m_scheduler;
    RunRecord m_run;
    std::unique_ptr<QLockFile> m_lock;
    QPromise<SubmitOutcome> m_promise;
    Stage m_stage = Stage::Prepare;

    QString m_relDir;    // slipway-runs/<name>, in the working folder
    QString m_relScript; // <relDir>/job.sh
    QString m_absDir;    // the working folder as the cluster spells it (pwd -P)
    QString m_user;
    QString m_preflightMessage;
    bool m_checkVenv = false;
    // A sweep: its tasks split into arrays (first task, count), the array being submitted, and
    // the tasks recorded so far.
    QList<QPair<int, int>> m_chunks;
    int m_chunk = 0;
    QList<SweepTaskRecord> m_tasks;
};

} // namespace slipway::runs
