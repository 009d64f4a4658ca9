#pragma once

#include "monitor/jobusage.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace slipway::site {
struct SiteProfile;
}

namespace slipway::monitor {

// Which tool reads the GPUs on the compute nodes.
enum class GpuTool { None, NvidiaSmi, RocmSmi };
// How the GPU tool reaches a job's nodes: as a step inside the job (`srun --overlap
// --jobid=ID`, which every Slurm since 20.11 allows), or by `ssh` to each node (sites that let
// a user log in to the nodes their job holds).
enum class GpuRoute { Srun, Ssh };

std::optional<GpuTool> gpuToolFromName(const QString &name);   // "nvidia-smi", "rocm-smi", "none"
std::optional<GpuRoute> gpuRouteFromName(const QString &name); // "srun", "ssh"

// One running job to sample.
struct ProbeJob
{
    QString jobId;
    int nodes = 1;
    bool hasGpus = false;
    // The job's nodes as the scheduler lists them ("gpu[01-02]"), for the ssh route; each name
    // is checked (wordrules::hostName) before it reaches the command.
    QString nodeList = {};
};

// One sample of every running job of one cluster as ONE remote command: `sstat` for all jobs
// at once, then the GPU tool per GPU job, each bounded by a timeout so a stuck node cannot
// hold the others. Pure command text and a parser, like the schedulers: the sampler sends it
// through a CommandRunner.
class UsageProbe
{
public:
    UsageProbe(GpuTool tool = GpuTool::NvidiaSmi, GpuRoute route = GpuRoute::Srun,
               int gpuTimeoutSeconds = 20);

    // Whether `jobId` may go into the command (Slurm ids: "123", "123_4", "123+1").
    static bool isValidJobId(const QString &jobId);

    // The command for `jobs` (ids that are not valid are left out); empty when none is left.
    QString command(const QList<ProbeJob> &jobs) const;

    // What the command printed, per job id. `when` stamps every sample. A job that sstat did
    // not report (it ended between the status poll and this sample) is absent.
    QMap<QString, JobUsage> parse(const QByteArray &output, const QDateTime &when) const;

    // The probe a profile asks for (scheduler.gpu_monitor: route and tool; srun and nvidia-smi
    // when it says nothing).
    static UsageProbe forProfile(const site::SiteProfile &profile);

    GpuTool tool() const { return m_tool; }
    GpuRoute route() const { return m_route; }

    // The sstat part alone: job id -> (CPU seconds, memory bytes), steps added together.
    static QMap<QString, JobUsage> parseSstat(const QByteArray &text);

private:
    QString gpuCommand() const;

    GpuTool m_tool;
    GpuRoute m_route;
    int m_gpuTimeoutSeconds;
};

} // namespace slipway::monitor
