// The cost of one usage sample of 50 Slurm jobs on one cluster (issue 14), over loopback and
// over the test cluster's slow link: Slipway's one command (UsageProbe: sstat for every job at
// once) against the plain way, `sstat -j ID` once per job, each over the same SSH connection.
// Prints round trips and seconds for both, as BENCH lines.
//
// Then the status poll with its sample (docs/monitor.md): the Runs page's poll (Slurm's status
// command for the 50 jobs) and the sample sent as two commands, as before, against the sample
// folded into the poll's command (pollfold::combine), one round trip.
//
// The test cluster's node has 2 CPUs, so of the 50 jobs only a few run at once and the rest
// wait; sstat is asked about all 50 either way (it answers for the running ones), so the
// commands, round trips and controller requests are what they would be with 50 running jobs.
// GPUs are left out: reading them takes one srun per GPU job in both ways.
#include "clusterenv.h"
#include "monitor/usageprobe.h"
#include "runs/pollpassenger.h"
#include "scheduler/slurmscheduler.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

using namespace slipway;
using namespace slipway::ssh;
using namespace slipway::monitor;

namespace {

CommandResult runWait(SshConnection &c, const QString &command)
{
    QFuture<CommandResult> f = c.run({command, {}, 0});
    QElapsedTimer timer;
    timer.start();
    while (!f.isFinished() && timer.elapsed() < 600000) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    }
    return f.isFinished() ? f.result() : CommandResult{};
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QMap<QString, QString> env = test::clusterEnv();
    const QString config = env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
    if (config.isEmpty()) {
        fprintf(stderr, "The test cluster is not up: run tests/cluster/up.\n");
        return 1;
    }
    QString error;
    const auto fastTarget =
        SshTarget::resolve(env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")), config, &error);
    if (!fastTarget) {
        fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    SshConnection fast(*fastTarget, nullptr);
    const QString name = QStringLiteral("slipway-bench-usage");
    const CommandResult jobs = runWait(
        fast, QStringLiteral("for i in $(seq 50); do sbatch --parsable -J %1 -t 10 -o /dev/null "
                             "--mem=100M --wrap 'sleep 600' || exit 1; done")
                  .arg(name));
    QList<ProbeJob> probeJobs;
    for (const QByteArray &l : jobs.standardOutput.split('\n')) {
        if (!l.trimmed().isEmpty()) {
            probeJobs << ProbeJob{QString::fromUtf8(l.split(';').value(0).trimmed()), 1, false};
        }
    }
    if (probeJobs.size() != 50) {
        fprintf(stderr, "could not submit the 50 jobs: %s\n", jobs.standardError.constData());
        runWait(fast, QStringLiteral("scancel -n ") + name);
        return 1;
    }
    // Wait until some run, so sstat has figures to give.
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 120000 &&
           runWait(fast, QStringLiteral("squeue -h -t R -n ") + name).standardOutput.isEmpty()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1000);
    }

    const UsageProbe probe(GpuTool::None);
    const QString one = probe.command(probeJobs);
    struct Link
    {
        QString label;
        QString alias;
    };
    QList<Link> links{
        {QStringLiteral("loopback"), env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"))}};
    if (!env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS")).isEmpty()) {
        links.append({QStringLiteral("%1ms").arg(
                          2 * env.value(QStringLiteral("SLIPWAY_TEST_SLOW_DELAY_MS")).toInt()),
                      env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"))});
    }
    int status = 0;
    for (const Link &link : std::as_const(links)) {
        const auto target = SshTarget::resolve(link.alias, config, &error);
        if (!target) {
            fprintf(stderr, "%s\n", qPrintable(error));
            status = 1;
            continue;
        }
        SshConnection connection(*target, nullptr);
        runWait(connection, QStringLiteral("true")); // logged in before timing
        QList<double> ours;
        QList<double> peers;
        int sampled = 0;
        int ourCommands = 0; // one exchange over the connection each
        int peerCommands = 0;
        for (int round = 0; round < 3; ++round) {
            QElapsedTimer t;
            t.start();
            const CommandResult r = runWait(connection, one);
            ++ourCommands;
            ours << double(t.nsecsElapsed()) / 1e9;
            sampled = qMax(sampled, int(probe.parse(r.standardOutput, {}).size()));
            t.restart();
            for (const ProbeJob &job : std::as_const(probeJobs)) {
                runWait(connection,
                        QStringLiteral("sstat -n -P -a -j %1 --format=JobID,TRESUsageInTot "
                                       "2>/dev/null")
                            .arg(job.jobId));
                ++peerCommands;
            }
            peers << double(t.nsecsElapsed()) / 1e9;
        }
        if (sampled == 0) {
            fprintf(stderr, "no job had usage figures over %s\n", qPrintable(link.label));
            status = 1;
        }
        // The poll with its sample: two commands (before) against one (folded).
        const scheduler::SlurmScheduler slurm;
        QStringList ids;
        for (const ProbeJob &job : std::as_const(probeJobs)) {
            ids << job.jobId;
        }
        const QString statusCommand = slurm.statusCommand(ids);
        const QString folded = runs::pollfold::combine(statusCommand, one);
        QList<double> twoCommands;
        QList<double> oneCommand;
        int foldedSampled = 0;
        int foldedStatuses = 0;
        for (int round = 0; round < 6; ++round) {
            // Alternating which goes first, as the shared machine's load comes and goes.
            QElapsedTimer t;
            CommandResult answer;
            const auto timeTwo = [&] {
                t.start();
                runWait(connection, statusCommand);
                runWait(connection, one);
                twoCommands << double(t.nsecsElapsed()) / 1e9;
            };
            if (round % 2 == 1) {
                timeTwo();
            }
            t.start();
            answer = runWait(connection, folded);
            oneCommand << double(t.nsecsElapsed()) / 1e9;
            if (round % 2 == 0) {
                timeTwo();
            }
            const auto [statusPart, samplePart] = runs::pollfold::split(answer);
            QString parseError;
            int mine = 0; // squeue lists every job of the user; count the 50
            for (const scheduler::JobStatus &js : slurm.parseStatus(statusPart, &parseError)) {
                mine += ids.contains(js.jobId) ? 1 : 0;
            }
            foldedStatuses = qMax(foldedStatuses, mine);
            foldedSampled =
                qMax(foldedSampled, int(probe.parse(samplePart.standardOutput, {}).size()));
        }
        if (foldedStatuses != 50 || foldedSampled == 0) {
            fprintf(stderr, "the folded poll over %s read %d statuses and %d samples\n",
                    qPrintable(link.label), foldedStatuses, foldedSampled);
            status = 1;
        }
        const double p1 = median(oneCommand);
        const double p2 = median(twoCommands);
        printf("BENCH poll_with_sample_50_jobs_%s round_trips folded=1 status_then_sample=2 "
               "ratio=2.00\n",
               qPrintable(link.label));
        printf("BENCH poll_with_sample_50_jobs_%s seconds folded=%.3f status_then_sample=%.3f "
               "ratio=%.2f\n",
               qPrintable(link.label), p1, p2, p1 > 0 ? p2 / p1 : 0.0);

        const double a = median(ours);
        const double b = median(peers);
        printf("BENCH usage_sample_50_jobs_%s round_trips slipway=%d sstat_per_job=%d "
               "ratio=%.2f\n",
               qPrintable(link.label), ourCommands / 3, peerCommands / 3,
               double(peerCommands) / qMax(1, ourCommands));
        printf("BENCH usage_sample_50_jobs_%s seconds slipway=%.3f sstat_per_job=%.3f "
               "ratio=%.2f\n",
               qPrintable(link.label), a, b, a > 0 ? b / a : 0.0);
        fflush(stdout);
    }
    runWait(fast, QStringLiteral("scancel -n ") + name);
    return status;
}
