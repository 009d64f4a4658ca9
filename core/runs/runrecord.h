#pragma once

#include "runs/runstate.h"

#include <QDateTime>
#include <QString>

namespace slipway::runs {

// One run in the history: what was submitted where, with which script, and what became of it.
struct RunRecord
{
    qint64 id = 0;
    QDateTime createdAt;
    QString profile;
    QString host;      // the login host or SSH alias commands went to
    QString sshConfig; // the OpenSSH config file used with it, if any
    QString jobName;
    QString specJson;
    QString script;
    QString setupScript;
    QString environmentJson;
    QString scheduler; // slurm, pbspro, cobalt
    QString partition;
    int gpus = 0;
    QString workdir;   // as the spec says
    QString remoteDir; // the run's own folder on the cluster: <job folder>/slipway-runs/<name>
    QString scriptPath;
    QString jobId;
    RunState state = RunState::Preparing;
    QString reason;
    QString message; // the last plain-language explanation
    int exitCode = -1;
    QDateTime submittedAt;
    QDateTime startedAt;
    QDateTime endedAt;
    qint64 elapsedSeconds = -1;
    QString stdoutPath;
    QString stderrPath;
    qint64 resubmitOf = 0; // the run this one repeats, 0 for none
    // The tag its job carries on the scheduler (Scheduler::newTag), given before submission.
    QString tag;
    // For a sweep (JobSpec::sweep): its parameters table as written to the run folder
    // (compose/sweep.h, Sweep::table); its tasks are RunStore::sweepTasks. Empty otherwise.
    QString sweepTable;

    bool isSweep() const { return !sweepTable.isEmpty(); }

    bool isActive() const; // submitted and not finished
    // Left half-way by a Slipway that stopped while submitting it (PREPARING, SUBMITTING).
    bool isInterrupted() const;
    // The folder the job ran in (where the scheduler was called): the parent of the run's
    // slipway-runs folder, else the spec's workdir.
    QString jobFolder() const;
    // The folder on the cluster whose event files belong to this run: the spec's logdir
    // (absolute, or relative to the folder the job ran in), else "runs" in the folder the job
    // ran in (SummaryWriter's default), never the job folder itself (often the home folder).
    // Empty when nothing says where the run is.
    QString eventFolder() const;
    // The spec asks for TensorBoard inside the job, and where the job writes its "host port"
    // once TensorBoard runs (empty before the job has an id).
    bool hasJobTensorBoard() const;
    QString tensorBoardFile() const;
};

// One task of a sweep as the history keeps it: which array job and index run it now (a task
// resubmitted alone moves to a new array), its state and exit code.
struct SweepTaskRecord
{
    int task = 0;
    QString arrayJob;    // the array's job id: "1234"
    int arrayIndex = -1; // its index in that array ("1234_5"); differs from task when split
    RunState state = RunState::Pending;
    int exitCode = -1;
    int attempts = 1;

    QString jobId() const // "1234_5", as the scheduler shows it
    {
        return arrayJob.isEmpty() ? QString()
                                  : arrayJob + QLatin1Char('_') + QString::number(arrayIndex);
    }
};

} // namespace slipway::runs
