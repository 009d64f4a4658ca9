#include "monitor/efficiency.h"

#include "monitor/usageprobe.h"
#include "site/walltime.h"

#include <QLocale>

#include <cmath>

namespace slipway::monitor {
namespace {

constexpr qint64 kMiB = 1024LL * 1024;
constexpr qint64 kGiB = 1024LL * kMiB;

// "billing=1,cpu=4,gres/gpu=2,mem=8G,node=2" -> the value of `key`.
QString tres(const QString &list, const QString &key)
{
    for (const QString &pair : list.split(QLatin1Char(','))) {
        if (pair.section(QLatin1Char('='), 0, 0) == key) {
            return pair.section(QLatin1Char('='), 1);
        }
    }
    return {};
}

qint64 roundUp(qint64 value, qint64 step)
{
    return (value + step - 1) / step * step;
}

// A time limit with the margin, rounded up so it reads well: 5 minutes below an hour, 15
// minutes below six hours, whole hours above.
qint64 suggestTime(qint64 usedSeconds, int margin)
{
    const qint64 wanted = qMax<qint64>(300, usedSeconds * (100 + margin) / 100);
    const qint64 step = wanted < 3600 ? 300 : (wanted < 6 * 3600 ? 900 : 3600);
    return roundUp(wanted, step);
}

// Memory with the margin: whole 256 MB below 4 GB, whole GB above.
qint64 suggestMemory(qint64 usedBytes, int margin)
{
    const qint64 wanted = qMax<qint64>(256 * kMiB, usedBytes * (100 + margin) / 100);
    return roundUp(wanted, wanted < 4 * kGiB ? 256 * kMiB : kGiB);
}

QString percent(double value)
{
    return QStringLiteral("%1 %").arg(qRound(value));
}

} // namespace

QString sacctCommand(const QString &jobId)
{
    if (!UsageProbe::isValidJobId(jobId)) {
        return {};
    }
    return QStringLiteral("sacct -j %1 -n -P --format=JobID,State,ExitCode,Elapsed,Timelimit,"
                          "TotalCPU,NCPUS,NNodes,MaxRSS,AllocTRES,TRESUsageInTot")
        .arg(jobId);
}

JobAccounting parseSacct(const QByteArray &text, bool *known)
{
    JobAccounting job;
    bool found = false;
    for (const QString &line : QString::fromUtf8(text).split(QLatin1Char('\n'))) {
        const QStringList c = line.trimmed().split(QLatin1Char('|'));
        if (c.size() < 11 || c.at(0).isEmpty()) {
            continue;
        }
        const bool step = c.at(0).contains(QLatin1Char('.'));
        if (!step) {
            found = true;
            job.jobId = c.at(0);
            job.state = c.at(1).section(QLatin1Char(' '), 0, 0);
            job.exitCode = c.at(2).section(QLatin1Char(':'), 0, 0).toInt();
            job.signal = c.at(2).section(QLatin1Char(':'), 1, 1).toInt();
            job.elapsedSeconds = qint64(parseDuration(c.at(3)).value_or(-1));
            job.timeLimitSeconds = site::walltime::parse(c.at(4)).value_or(-1);
            job.totalCpuSeconds = parseDuration(c.at(5)).value_or(-1);
            job.cpus = c.at(6).toInt();
            job.nodes = c.at(7).toInt();
            job.gpus = tres(c.at(9), QStringLiteral("gres/gpu")).toInt();
            job.requestedMemoryBytes =
                parseMemory(tres(c.at(9), QStringLiteral("mem"))).value_or(-1);
            continue;
        }
        // A step: its busiest task (MaxRSS), or all its tasks on one node (the total divided by
        // the step's nodes), whichever is more. seff multiplies MaxRSS by the task count, which
        // overstates multi-node jobs.
        const int stepNodes = qMax(1, c.at(7).toInt());
        const qint64 maxRss = parseMemory(c.at(8)).value_or(-1);
        const qint64 total = parseMemory(tres(c.at(10), QStringLiteral("mem"))).value_or(-1);
        const qint64 perNode = qMax(maxRss, total < 0 ? -1 : total / stepNodes);
        job.peakMemoryPerNodeBytes = qMax(job.peakMemoryPerNodeBytes, perNode);
    }
    if (known) {
        *known = found;
    }
    return job;
}

QString formatMemory(qint64 bytes)
{
    if (bytes < 0) {
        return QStringLiteral("unknown");
    }
    if (bytes >= kGiB) {
        const double gb = double(bytes) / double(kGiB);
        return QStringLiteral("%1 GB").arg(gb >= 10 ? QString::number(qRound(gb))
                                                    : QString::number(gb, 'f', 1));
    }
    return QStringLiteral("%1 MB").arg(qMax<qint64>(1, qRound64(double(bytes) / double(kMiB))));
}

EfficiencyReport makeReport(const JobAccounting &a, const QList<JobUsage> &samples,
                            bool logSaysOutOfMemory, int margin)
{
    EfficiencyReport r;
    r.accounting = a;
    r.suggestion.marginPercent = margin;
    const int nodes = qMax(1, a.nodes);
    const qint64 requestedPerNode =
        a.requestedMemoryBytes < 0 ? -1 : a.requestedMemoryBytes / nodes;

    if (a.elapsedSeconds >= 0 && a.timeLimitSeconds > 0) {
        r.timeUsedPercent = 100.0 * double(a.elapsedSeconds) / double(a.timeLimitSeconds);
    }
    if (a.totalCpuSeconds >= 0 && a.elapsedSeconds > 0 && a.cpus > 0) {
        r.cpuEfficiency = 100.0 * a.totalCpuSeconds / (double(a.elapsedSeconds) * a.cpus);
    }
    if (a.peakMemoryPerNodeBytes >= 0 && requestedPerNode > 0) {
        r.memoryUsedPercent = 100.0 * double(a.peakMemoryPerNodeBytes) / double(requestedPerNode);
    }
    double gpuSum = 0;
    for (const JobUsage &s : samples) {
        const double u = s.meanGpuUtilisation();
        if (u >= 0) {
            gpuSum += u;
            ++r.gpuSamples;
        }
    }
    if (r.gpuSamples > 0) {
        r.meanGpuUtilisation = gpuSum / r.gpuSamples;
    }

    // Slurm's OverMemoryKill ends a job FAILED by signal 9 rather than OUT_OF_MEMORY (cgroups
    // give OUT_OF_MEMORY); a peak at the limit with a kill is the same story.
    const bool killedAtLimit = a.signal == 9 && requestedPerNode > 0 &&
                               a.peakMemoryPerNodeBytes >= requestedPerNode * 95 / 100;
    const bool outOfMemory =
        a.state == QLatin1String("OUT_OF_MEMORY") || logSaysOutOfMemory || killedAtLimit;
    const bool timedOut = a.state == QLatin1String("TIMEOUT");

    // Why it ended badly.
    if (outOfMemory) {
        r.diagnosis =
            QStringLiteral("The job was stopped because it needed more memory than it asked "
                           "for (%1 per node). Ask for more memory, or use smaller batches.")
                .arg(formatMemory(requestedPerNode));
    } else if (timedOut) {
        r.diagnosis = QStringLiteral("The job reached its time limit (%1) and was stopped. Ask "
                                     "for more time, or save checkpoints so that a new job can "
                                     "carry on where this one stopped.")
                          .arg(site::walltime::formatSlurm(a.timeLimitSeconds));
    } else if (a.state == QLatin1String("NODE_FAIL")) {
        r.diagnosis = QStringLiteral("A compute node failed while the job ran. This was not "
                                     "caused by your script: submit it again.");
    } else if (a.state == QLatin1String("BOOT_FAIL")) {
        r.diagnosis = QStringLiteral("A compute node could not start for the job. This was not "
                                     "caused by your script: submit it again.");
    } else if (a.state == QLatin1String("PREEMPTED")) {
        r.diagnosis = QStringLiteral("The job was stopped to make room for a job with higher "
                                     "priority. Submit it again; checkpoints let it carry on.");
    } else if (a.state == QLatin1String("FAILED")) {
        r.diagnosis = a.signal != 0
                          ? QStringLiteral("The job's program was ended by signal %1. Look at "
                                           "the last lines of its log.")
                                .arg(a.signal)
                          : QStringLiteral("The job's script ended with exit status %1. Look "
                                           "at the last lines of its log.")
                                .arg(a.exitCode);
    } else if (a.state == QLatin1String("CANCELLED")) {
        r.diagnosis = QStringLiteral("The job was cancelled before it finished.");
    }

    // Time.
    if (timedOut) {
        r.suggestion.timeLimitSeconds = suggestTime(a.timeLimitSeconds * 2, 0);
        r.notes << QStringLiteral("Used all of the %1 you asked for: the run needs more. Ask "
                                  "for %2 next time, or save checkpoints.")
                       .arg(site::walltime::formatSlurm(a.timeLimitSeconds),
                            site::walltime::formatSlurm(r.suggestion.timeLimitSeconds));
    } else if (r.timeUsedPercent >= 0 && a.state == QLatin1String("COMPLETED")) {
        const qint64 next = suggestTime(a.elapsedSeconds, margin);
        if (r.timeUsedPercent < 50 && next < a.timeLimitSeconds) {
            r.suggestion.timeLimitSeconds = next;
            r.notes << QStringLiteral("Used %1 of the time you asked for (%2 of %3): ask for %4 "
                                      "next time; shorter jobs start sooner.")
                           .arg(percent(r.timeUsedPercent),
                                site::walltime::formatSlurm(a.elapsedSeconds),
                                site::walltime::formatSlurm(a.timeLimitSeconds),
                                site::walltime::formatSlurm(next));
        } else {
            r.notes << QStringLiteral("Used %1 of the time you asked for (%2 of %3).")
                           .arg(percent(r.timeUsedPercent),
                                site::walltime::formatSlurm(a.elapsedSeconds),
                                site::walltime::formatSlurm(a.timeLimitSeconds));
        }
    }

    // Memory.
    if (outOfMemory && requestedPerNode > 0) {
        r.suggestion.memoryPerNodeBytes =
            suggestMemory(qMax(requestedPerNode * 2, a.peakMemoryPerNodeBytes), 0);
        r.notes << QStringLiteral("Ran out of the %1 per node it asked for: ask for %2 next "
                                  "time.")
                       .arg(formatMemory(requestedPerNode),
                            formatMemory(r.suggestion.memoryPerNodeBytes));
    } else if (r.memoryUsedPercent >= 0) {
        QString note =
            QStringLiteral("Peak memory %1 of %2%3.")
                .arg(formatMemory(a.peakMemoryPerNodeBytes), formatMemory(requestedPerNode),
                     nodes > 1 ? QStringLiteral(" per node") : QString());
        const qint64 next = suggestMemory(a.peakMemoryPerNodeBytes, margin);
        if (r.memoryUsedPercent < 50 && next < requestedPerNode) {
            r.suggestion.memoryPerNodeBytes = next;
            note += QStringLiteral(" Ask for %1 next time.").arg(formatMemory(next));
        }
        r.notes << note;
    }

    // CPUs.
    if (r.cpuEfficiency >= 0) {
        const int perNode = qMax(1, a.cpus / nodes);
        QString note = QStringLiteral("The %1 CPUs were busy %2 of the time.")
                           .arg(a.cpus)
                           .arg(percent(qMin(100.0, r.cpuEfficiency)));
        if (a.cpus == 1) {
            note = QStringLiteral("The CPU was busy %1 of the time.")
                       .arg(percent(qMin(100.0, r.cpuEfficiency)));
        }
        const int next =
            qMax(1, int(std::ceil(perNode * r.cpuEfficiency / 100.0 * (100 + margin) / 100.0)));
        if (perNode > 1 && r.cpuEfficiency < 50 && next < perNode) {
            r.suggestion.cpusPerTask = next;
            note += QStringLiteral(" %1 CPUs per node would do.").arg(next);
        }
        r.notes << note;
    }

    // GPUs.
    if (a.gpus > 0) {
        if (r.gpuSamples == 0) {
            r.notes << QStringLiteral("GPU use was not sampled while the job ran.");
        } else if (r.meanGpuUtilisation < 10) {
            r.notes << QStringLiteral("The GPUs were almost idle (%1 on average over %2 "
                                      "samples): check that the model and the data are moved "
                                      "to the GPU, and that data loading keeps up.")
                           .arg(percent(r.meanGpuUtilisation))
                           .arg(r.gpuSamples);
        } else {
            r.notes << QStringLiteral("The GPUs were busy %1 of the time on average (%2 "
                                      "samples).")
                           .arg(percent(r.meanGpuUtilisation))
                           .arg(r.gpuSamples);
        }
        r.suggestion.gpusPerNode = a.gpus / nodes;
    }

    QStringList parts;
    if (r.suggestion.timeLimitSeconds > 0) {
        parts << site::walltime::formatSlurm(r.suggestion.timeLimitSeconds);
    }
    if (r.suggestion.memoryPerNodeBytes > 0) {
        parts << QStringLiteral("%1 per node").arg(formatMemory(r.suggestion.memoryPerNodeBytes));
    }
    if (r.suggestion.cpusPerTask > 0) {
        parts << QStringLiteral("%1 CPUs").arg(r.suggestion.cpusPerTask);
    }
    if (!parts.isEmpty()) {
        r.suggestion.summary = (outOfMemory || timedOut)
                                   ? QStringLiteral("%1 (more than this run had)")
                                         .arg(parts.join(QStringLiteral(", ")))
                                   : QStringLiteral("%1 (%2 % above what this run used)")
                                         .arg(parts.join(QStringLiteral(", ")))
                                         .arg(margin);
    }
    return r;
}

} // namespace slipway::monitor
