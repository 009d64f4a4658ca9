#pragma once

#include "monitor/gpuuse.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace slipway::monitor {

// What one running job used at one moment: CPU and memory from Slurm's accounting (`sstat`),
// GPUs from nvidia-smi or rocm-smi run inside the job. A figure not known is -1.
struct JobUsage
{
    QString jobId;
    QDateTime when;          // when the sample was taken (UTC)
    double cpuSeconds = -1;  // CPU time the job's steps have used so far, all tasks together
    double cpuPercent = -1;  // since the previous sample; 100 = one core busy all the time
    qint64 memoryBytes = -1; // resident memory, all steps and tasks together (Slurm's figure)
    QList<GpuUse> gpus;
    QString gpuError; // why the GPUs could not be read, in plain words; empty when they were

    // The mean utilisation of the GPUs that report one; -1 when none does.
    double meanGpuUtilisation() const;
    // The highest utilisation of any GPU; -1 when none reports one.
    double maxGpuUtilisation() const;
};

// Durations as sstat and sacct print them: "00:00:09", "1-02:03:04", "05:30.123", "00:00.002".
std::optional<double> parseDuration(const QString &text);
// Memory as sstat and sacct print it: "205740K", "1.50M", "2G", "512" (bytes); "600M" in
// ReqMem too (a trailing "n" or "c", per node or per CPU, is left to the caller).
std::optional<qint64> parseMemory(const QString &text);

} // namespace slipway::monitor
