#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace slipway::compose {

// What a job needs, as the user (or the wizard) says it: JSON in, JSON out. Fields left empty
// or zero take the profile's defaults when the job is composed (see JobResolver). The format
// is described in docs/compose.md.
struct JobEnvironment
{
    QString recipe; // modules, venv, virtualenv-wheelhouse, conda, container, none
    QStringList modules;
    QString path;          // venv folder, conda prefix or conda environment name
    QStringList packages;  // installed by the set-up script (or in the job for the wheelhouse)
    QString image;         // container image
    QString pythonVersion; // conda create python=...
    QString runtime;       // container: apptainer, singularity, charliecloud; empty: the profile's
};

struct JobSpec
{
    QString profile;
    QString jobName;
    QString partition;
    int nodes = 0;
    int gpusPerNode = -1; // -1: not given
    QString gpuType;
    int tasksPerNode = 0; // 0: derived from the parallelism
    int cpusPerTask = 0;
    QString mem;       // "32000M", "8G"; per node
    QString memPerCpu; // never together with mem
    QString time;
    QString account;
    QString qos;
    JobEnvironment environment;
    QString parallelism;
    QString entry;
    QStringList args;
    // A sweep over the entry script's arguments (compose/sweep.h): the axes as typed
    // ("lr=1e-4,1e-3", "seed=0:3"), run as one job array. sweepSamples > 0 draws that many
    // random points instead of the whole grid, with sweepRandomSeed; maxRunning limits how many
    // tasks run at once (0: no limit).
    QStringList sweep;
    int sweepSamples = 0;
    int sweepRandomSeed = 0;
    int maxRunning = 0;
    QString workdir;
    QString output;
    QString error;
    // Where the script writes TensorBoard event files: relative to workdir, or absolute. Only
    // for Slipway (the Plots page of a run); it changes nothing in the job script.
    QString logdir;
    // TensorBoard inside the job, on its first node, for logdir (default "runs"), as the
    // Alliance and ZIH document it; Slipway then tunnels to it (RunRecord::tensorBoardFile).
    // `tensorboardSetup` is shell code that makes `tensorboard` available there.
    bool tensorboard = false;
    QString tensorboardSetup;
    // A run that survives requeues (compose/resumelines.h): the scheduler may stop and requeue
    // the job (preemption, node failure, Slipway near the time limit), and each new start is
    // told the newest checkpoint in checkpointDir (relative to workdir, or absolute) to resume
    // from. resumeWarningSeconds: how long before the time limit the job is warned (USR1).
    bool resumable = false;
    QString checkpointDir;
    int resumeWarningSeconds = 0;
    QString mailUser;
    QString mailType;
    // A project folder on this computer (relative to the spec file's folder) that is uploaded
    // as a snapshot before the job is submitted (see docs/projects.md); `projectSnapshot` is the
    // snapshot's folder on the cluster, written by Slipway when it uploaded it, so the run's
    // record says exactly which files ran.
    QString project;
    QString projectSnapshot;
    QString modelSize;    // small, medium, large; only for advice
    QString torchVersion; // as known from discovery; only for advice

    // Reads a JobSpec; problems name the field ("nodes: must be a whole number").
    static std::optional<JobSpec> fromJson(const QByteArray &json, QStringList *errors);
    static std::optional<JobSpec> fromJsonObject(const QJsonObject &object, QStringList *errors);
    QJsonObject toJson() const;
};

} // namespace slipway::compose
