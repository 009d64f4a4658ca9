#pragma once

#include "monitor/jobusage.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace slipway::monitor {

// What a finished Slurm job used against what it asked for, read from `sacct` (one line per
// job and per step) and, where Slipway sampled it, the GPU figures.
struct JobAccounting
{
    QString jobId;
    QString state; // COMPLETED, FAILED, TIMEOUT, OUT_OF_MEMORY, NODE_FAIL, ...
    int exitCode = 0;
    int signal = 0;
    qint64 elapsedSeconds = -1;
    qint64 timeLimitSeconds = -1; // -1: none or not known
    double totalCpuSeconds = -1;  // all steps, all tasks
    int cpus = 0;                 // allocated, all nodes together
    int nodes = 0;
    int gpus = 0;                     // allocated, all nodes together
    qint64 requestedMemoryBytes = -1; // all nodes together
    // The highest memory any one node held at once (see sacctCommand() for how it is found).
    qint64 peakMemoryPerNodeBytes = -1;
};

// The sacct command for `jobId` (checked with UsageProbe::isValidJobId; empty otherwise).
QString sacctCommand(const QString &jobId);
// Reads sacct's answer; `known` is false when the job line is missing.
JobAccounting parseSacct(const QByteArray &text, bool *known = nullptr);

// What to ask for next time, with the margin that was added.
struct Suggestion
{
    qint64 timeLimitSeconds = -1; // -1: keep what was asked
    qint64 memoryPerNodeBytes = -1;
    int cpusPerTask = -1; // CPUs per node, in fact: what the run kept busy
    int gpusPerNode = -1;
    int marginPercent = 25;
    QString summary; // "02:00:00, 4 GB per node, 4 CPUs (25 % above what the run used)"
};

// The report shown when a job ends: figures, plain notes, a diagnosis when it did not end well,
// and a suggestion for the next run.
struct EfficiencyReport
{
    JobAccounting accounting;
    double timeUsedPercent = -1;    // elapsed / time limit
    double cpuEfficiency = -1;      // total CPU time / (elapsed x allocated CPUs)
    double memoryUsedPercent = -1;  // peak per node / requested per node
    double meanGpuUtilisation = -1; // over the samples Slipway took; -1 when none
    int gpuSamples = 0;
    QString diagnosis; // why it ended badly, in plain words; empty when it completed
    QStringList notes; // "Used 19 % of the time you asked for: ..."
    Suggestion suggestion;
};

// Builds the report. `samples` are Slipway's samples of the job while it ran (may be empty);
// `logSaysOutOfMemory` is true when the job's log shows the kernel or Slurm killing it for
// memory (LogDiagnoser's "oom-kill").
EfficiencyReport makeReport(const JobAccounting &accounting, const QList<JobUsage> &samples = {},
                            bool logSaysOutOfMemory = false, int marginPercent = 25);

QString formatMemory(qint64 bytes); // "3.1 GB" (powers of 1024, as Slurm counts)

} // namespace slipway::monitor
