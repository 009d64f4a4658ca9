// Scheduler parsers on recorded outputs: real Slurm 22.05 output from the test cluster, real PBS
// Pro and Cobalt output published in public repositories (origins in
// tests/data/scheduler/README.md), and a few samples written from the documented formats for
// cases no published output shows.

#include "scheduler/cobaltparser.h"
#include "scheduler/cobaltscheduler.h"
#include "scheduler/pbsparser.h"
#include "scheduler/pbsscheduler.h"
#include "scheduler/pendingreason.h"
#include "scheduler/slurmparser.h"
#include "scheduler/slurmscheduler.h"
#include "testpaths.h"

#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>
#include <QTimeZone>

#include <ctime>

using namespace slipway;

namespace {
QByteArray data(const char *name)
{
    QFile f(test::sourceDir() + QStringLiteral("/tests/data/scheduler/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
const scheduler::JobStatus *byId(const scheduler::JobStatusList &list, const QString &id)
{
    for (const scheduler::JobStatus &s : list) {
        if (s.jobId == id) {
            return &s;
        }
    }
    return nullptr;
}
} // namespace

class TestSchedulerParsers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slurmSqueue()
    {
        QString error;
        const scheduler::JobStatusList jobs =
            scheduler::slurm::parseSqueueJson(data("slurm-squeue.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const scheduler::JobStatus *held = byId(jobs, QStringLiteral("9"));
        QVERIFY(held);
        QCOMPARE(held->state, scheduler::JobState::Pending);
        QCOMPARE(held->reason, QStringLiteral("JobHeldUser"));
        QVERIFY(held->explanation.contains(QStringLiteral("scontrol release")));
        const scheduler::JobStatus *running = byId(jobs, QStringLiteral("10"));
        QCOMPARE(running->state, scheduler::JobState::Running);
        QCOMPARE(running->name, QStringLiteral("name with | bar"));
        QCOMPARE(running->partition, QStringLiteral("gpu"));
        QCOMPARE(running->timeLimitSeconds, 300);
    }

    void slurmSacct()
    {
        const scheduler::JobStatusList jobs = scheduler::slurm::parseSacct(data("slurm-sacct.txt"));
        QCOMPARE(byId(jobs, QStringLiteral("1"))->state, scheduler::JobState::Cancelled);
        QCOMPARE(byId(jobs, QStringLiteral("6"))->state, scheduler::JobState::Completed);
        QCOMPARE(byId(jobs, QStringLiteral("6"))->elapsedSeconds, 60);
        const scheduler::JobStatus *failed = byId(jobs, QStringLiteral("11"));
        QCOMPARE(failed->state, scheduler::JobState::Failed);
        QCOMPARE(failed->exitCode, 3);
        const scheduler::JobStatus *gpu = byId(jobs, QStringLiteral("10"));
        QCOMPARE(gpu->name, QStringLiteral("name with | bar"));
        QCOMPARE(gpu->gpus, 1);
        QCOMPARE(byId(jobs, QStringLiteral("9"))->reason, QStringLiteral("JobHeldUser"));
    }

    // sacct and scontrol print the cluster's local time without a zone; the status command runs
    // them with TZ=UTC and the times are read as UTC, whatever this computer's zone is.
    void slurmTimesAreReadAsUtc()
    {
        const QString command = scheduler::SlurmScheduler().statusCommand({QStringLiteral("6")});
        QVERIFY2(command.contains(QLatin1String("TZ=UTC sacct ")), qPrintable(command));
        QVERIFY2(command.contains(QLatin1String("TZ=UTC scontrol show job")), qPrintable(command));
        const QByteArray zone = qgetenv("TZ");
        qputenv("TZ", "America/Los_Angeles");
        tzset();
        auto restore = qScopeGuard([&zone] {
            if (zone.isNull()) {
                qunsetenv("TZ");
            } else {
                qputenv("TZ", zone);
            }
            tzset();
        });
        const scheduler::JobStatusList jobs = scheduler::slurm::parseSacct(data("slurm-sacct.txt"));
        const scheduler::JobStatus *done = byId(jobs, QStringLiteral("6"));
        QVERIFY(done);
        QCOMPARE(done->startTime,
                 QDateTime(QDate(2026, 11, 22), QTime(13, 37, 3), QTimeZone::utc()));
        QCOMPARE(done->endTime.toSecsSinceEpoch() - done->startTime.toSecsSinceEpoch(), 60);
        const scheduler::JobStatusList shown =
            scheduler::slurm::parseScontrol(data("slurm-scontrol.txt"));
        QVERIFY(!shown.isEmpty());
        QCOMPARE(shown.first().submitTime.timeSpec(), Qt::UTC);
        // 02:30 on 8 March 2026 does not exist in Los Angeles (the clocks skip that hour); in
        // UTC it does.
        QByteArray gap = data("slurm-sacct.txt").split('\n').value(1);
        gap.replace("2026-11-22T13:37:03", "2026-03-08T02:30:00");
        QCOMPARE(scheduler::slurm::parseSacct(gap).value(0).startTime,
                 QDateTime(QDate(2026, 3, 8), QTime(2, 30), QTimeZone::utc()));
        // PBS Pro's qstat, run with TZ=UTC too.
        QVERIFY(scheduler::PbsScheduler()
                    .statusCommand({QStringLiteral("40.pbs")})
                    .startsWith(QLatin1String("TZ=UTC qstat ")));
        QString error;
        const scheduler::JobStatusList pbs =
            scheduler::pbs::parseQstatJson(data("pbs-qstat-finished.json"), &error);
        QCOMPARE(pbs.value(0).endTime,
                 QDateTime(QDate(2021, 3, 17), QTime(20, 36, 58), QTimeZone::utc()));
    }

    // A job that waited in the queue and then failed keeps the reason it waited for in its
    // record ("BeginTime" here; "Resources" or "Priority" on a busy cluster): the ended run is
    // explained by how it ended, never as still waiting.
    void slurmEndedJobIsNotExplainedAsWaiting()
    {
        const QByteArray recorded = data("slurm-sacct-waited.txt");
        QVERIFY(recorded.contains("|FAILED|3:0|") && recorded.contains("|BeginTime|"));
        const scheduler::JobStatus failed = scheduler::slurm::parseSacct(recorded).value(0);
        QCOMPARE(failed.state, scheduler::JobState::Failed);
        QCOMPARE(failed.exitCode, 3);
        QCOMPARE(failed.reason, QStringLiteral("NonZeroExitCode"));
        QCOMPARE(failed.explanation,
                 scheduler::explainPendingReason(QStringLiteral("NonZeroExitCode")));
        // The same with the reasons a busy queue gives, and other ends.
        const QByteArray line = recorded.trimmed();
        const auto parsedWith = [&line](const char *state, const char *reason) {
            QByteArray changed = line;
            changed.replace("|FAILED|", QByteArray(QByteArray("|") + state + '|'));
            changed.replace("|BeginTime|", QByteArray(QByteArray("|") + reason + '|'));
            return scheduler::slurm::parseSacct(changed).value(0);
        };
        QCOMPARE(parsedWith("FAILED", "Resources").reason, QStringLiteral("NonZeroExitCode"));
        QCOMPARE(parsedWith("NODE_FAIL", "Priority").reason, QStringLiteral("NodeDown"));
        QCOMPARE(parsedWith("TIMEOUT", "Priority").reason, QStringLiteral("TimeLimit"));
        const scheduler::JobStatus cancelled = parsedWith("CANCELLED by 1001", "Resources");
        QVERIFY2(cancelled.reason.isEmpty(), qPrintable(cancelled.reason));
        QVERIFY2(cancelled.explanation.isEmpty(), qPrintable(cancelled.explanation));
        QVERIFY(parsedWith("PREEMPTED", "ReqNodeNotAvail, UnavailableNodes:vm").reason.isEmpty());
        QVERIFY(parsedWith("COMPLETED", "QOSMaxJobsPerUserLimit").reason.isEmpty());
        // A reason that says how it ended stays.
        QCOMPARE(parsedWith("FAILED", "JobLaunchFailure").reason,
                 QStringLiteral("JobLaunchFailure"));
        // A job still waiting keeps its reason and its explanation.
        const scheduler::JobStatus pending = parsedWith("PENDING", "Resources");
        QCOMPARE(pending.reason, QStringLiteral("Resources"));
        QVERIFY(!pending.explanation.isEmpty());
    }

    // squeue already says the job failed while its accounting still says RUNNING with 0:0 (the
    // end has not reached slurmdbd yet): the exit code is unknown, not 0.
    void slurmRunningAccountingGivesNoExitCode()
    {
        CommandResult result;
        result.exitCode = 0;
        result.standardOutput = data("slurm-status-ended.txt");
        QVERIFY(result.standardOutput.contains("\"job_state\": \"COMPLETED\""));
        result.standardOutput.replace("\"job_state\": \"COMPLETED\"", "\"job_state\": \"FAILED\"");
        QVERIFY(result.standardOutput.contains("1545|COMPLETED|0:0|"));
        result.standardOutput.replace("1545|COMPLETED|0:0|", "1545|RUNNING|0:0|");
        QString error;
        const scheduler::JobStatusList jobs =
            scheduler::SlurmScheduler().parseStatus(result, &error);
        const scheduler::JobStatus *job = byId(jobs, QStringLiteral("1545"));
        QVERIFY(job);
        QCOMPARE(job->state, scheduler::JobState::Failed);
        QCOMPARE(job->exitCode, -1);
    }

    // A job that ended a few seconds ago: squeue still lists it (COMPLETED, no elapsed time),
    // sacct has the accounting. The elapsed and end times must be the accounting's 20 s, not
    // whatever was counted while it ran.
    void slurmEndedJobTakesAccountingTimes()
    {
        CommandResult result;
        result.exitCode = 0;
        result.standardOutput = data("slurm-status-ended.txt");
        QVERIFY(!result.standardOutput.isEmpty());
        QString error;
        const scheduler::JobStatusList jobs =
            scheduler::SlurmScheduler().parseStatus(result, &error);
        const scheduler::JobStatus *ended = byId(jobs, QStringLiteral("1545"));
        QVERIFY(ended);
        QCOMPARE(ended->state, scheduler::JobState::Completed);
        QCOMPARE(ended->exitCode, 0);
        QCOMPARE(ended->elapsedSeconds, 20);
        QCOMPARE(ended->endTime.toSecsSinceEpoch() - ended->startTime.toSecsSinceEpoch(), 20);
        QCOMPARE(ended->stdoutPath, QStringLiteral("/home/slipwaytest/runsui-probe/out.txt"));

        // squeue alone (no accounting on the site) gives the same times from start and end.
        const QByteArray json =
            result.standardOutput.left(result.standardOutput.indexOf("@@SLIPWAY-SACCT@@"));
        const scheduler::JobStatusList live = scheduler::slurm::parseSqueueJson(json, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(live.size(), 1);
        QCOMPARE(live.first().elapsedSeconds, 20);
        QVERIFY(live.first().endTime.isValid());
    }

    void slurmScontrol()
    {
        const scheduler::JobStatusList jobs =
            scheduler::slurm::parseScontrol(data("slurm-scontrol.txt"));
        QCOMPARE(jobs.size(), 3);
        QCOMPARE(byId(jobs, QStringLiteral("9"))->state, scheduler::JobState::Pending);
        QCOMPARE(byId(jobs, QStringLiteral("10"))->name, QStringLiteral("name with | bar"));
        QVERIFY(
            byId(jobs, QStringLiteral("10"))->stdoutPath.endsWith(QStringLiteral("slurm-10.out")));
        QCOMPARE(byId(jobs, QStringLiteral("11"))->exitCode, 3);
    }

    void slurmSubmitAndTestOnly()
    {
        QCOMPARE(*scheduler::slurm::parseSbatchParsable("1234\n"), QStringLiteral("1234"));
        QCOMPARE(*scheduler::slurm::parseSbatchParsable("77;cluster\n"), QStringLiteral("77"));
        QVERIFY(!scheduler::slurm::parseSbatchParsable("sbatch: error: x\n"));
        const auto ok = scheduler::slurm::parseTestOnly(
            0, "sbatch: Job 7 to start at 2026-11-22T13:39:02 using 1 processors on nodes vm in "
               "partition debug\n");
        QVERIFY(ok.accepted);
        QCOMPARE(ok.partition, QStringLiteral("debug"));
        QVERIFY(ok.estimatedStart.isValid());
        const auto bad = scheduler::slurm::parseTestOnly(
            1, "sbatch: error: invalid partition specified: nope\nallocation failure: Invalid "
               "partition name specified\n");
        QVERIFY(!bad.accepted);
        QVERIFY(bad.message.startsWith(QStringLiteral("The partition does not exist")));
    }

    void pbsFinished()
    {
        QString error;
        const scheduler::JobStatusList jobs =
            scheduler::pbs::parseQstatJson(data("pbs-qstat-finished.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs.first().state, scheduler::JobState::Completed);
        QCOMPARE(jobs.first().exitCode, 0);
        QCOMPARE(jobs.first().elapsedSeconds, 10);
        // qstat runs with TZ=UTC: its times are read as UTC.
        QCOMPARE(jobs.first().endTime,
                 QDateTime(QDate(2021, 3, 17), QTime(20, 36, 58), QTimeZone::utc()));
        QVERIFY(jobs.first().stdoutPath.endsWith(QStringLiteral("pbs_sleep.o40")));
        QVERIFY(jobs.first().startTime.isValid());
    }

    void pbsPolarisReal()
    {
        // Real: ALCF Polaris, PBS Pro 2022.1.1 (jtchilders/python_tools).
        QString error;
        const scheduler::JobStatusList jobs =
            scheduler::pbs::parseQstatJson(data("pbs-qstat-polaris-real.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 3);

        const auto *queued =
            byId(jobs, QStringLiteral("359322.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
        QVERIFY(queued);
        QCOMPARE(queued->name, QStringLiteral("STDIN"));
        QCOMPARE(queued->state, scheduler::JobState::Pending);
        QCOMPARE(queued->rawState, QStringLiteral("Q"));
        QCOMPARE(queued->partition, QStringLiteral("debug"));
        QCOMPARE(queued->reason,
                 QStringLiteral("Job is requesting an exclusive node and node is in use"));
        QVERIFY(queued->explanation.startsWith(QStringLiteral("PBS says: Not Running:")));
        QCOMPARE(queued->gpus, 8);
        QCOMPARE(queued->timeLimitSeconds, 3600);
        QCOMPARE(queued->exitCode, -1);
        QVERIFY(!queued->startTime.isValid()); // no estimate in the record
        // "Sat Dec  3 20:25:38 2022": two spaces before a one-digit day.
        QCOMPARE(queued->submitTime, QDateTime(QDate(2022, 12, 3), QTime(20, 25, 38)));
        QCOMPARE(queued->stdoutPath, QStringLiteral("/lus/grand/projects/transformer_eval/ctkang/"
                                                    "gpt-neox/configs/STDIN.o359322"));

        const auto *held =
            byId(jobs, QStringLiteral("412020.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
        QVERIFY(held);
        QCOMPARE(held->name, QStringLiteral("pyannote"));
        QCOMPARE(held->state, scheduler::JobState::Pending);
        QCOMPARE(held->reason, QStringLiteral("job held, too many failed attempts to run"));
        // A system hold (Hold_Types "s"): qrls does not help, so Slipway must not suggest it.
        QVERIFY(held->explanation.contains(QStringLiteral("cannot release")));
        QVERIFY(held->explanation.contains(QStringLiteral("too many failed attempts")));
        // Exit_status -3 belongs to an earlier attempt; the job has not ended.
        QCOMPARE(held->exitCode, -1);
        // stime is from an earlier attempt too: no start time for a waiting job.
        QVERIFY(!held->startTime.isValid());
        // Output_Path is a directory ("qsub -o DIR/"): PBS writes <job id>.OU inside it.
        QCOMPARE(held->stdoutPath,
                 QStringLiteral("/home/shiyanglai/system_log/std_out/"
                                "412020.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov.OU"));
        QVERIFY(held->stderrPath.endsWith(QStringLiteral("/std_err/412020.polaris-pbs-01.hsn.cm."
                                                         "polaris.alcf.anl.gov.ER")));

        const auto *running =
            byId(jobs, QStringLiteral("1147579.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
        QVERIFY(running);
        QCOMPARE(running->name, QStringLiteral("xgc1_core"));
        QCOMPARE(running->state, scheduler::JobState::Running);
        QCOMPARE(running->partition, QStringLiteral("large"));
        QCOMPARE(running->elapsedSeconds, 22 * 3600 + 28 * 60 + 30);
        QCOMPARE(running->timeLimitSeconds, 24 * 3600);
        QCOMPARE(running->gpus, -1);
        // Started: stime, not the estimate that is still in the record.
        QCOMPARE(running->startTime, QDateTime(QDate(2023, 11, 9), QTime(13, 5, 50)));
        QVERIFY(!running->endTime.isValid());
    }

    void pbsMetacentrumReal()
    {
        // Real: CESNET MetaCentrum, PBS Pro 19.0.0, `qstat -xf -F json` (flow123d/swrap).
        QString error;
        const scheduler::JobStatusList jobs =
            scheduler::pbs::parseQstatJson(data("pbs-qstat-metacentrum-running.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 1);
        const scheduler::JobStatus &j = jobs.first();
        QCOMPARE(j.jobId, QStringLiteral("12860476.meta-pbs.metacentrum.cz"));
        QCOMPARE(j.name, QStringLiteral("swrap_01"));
        QCOMPARE(j.state, scheduler::JobState::Running);
        QCOMPARE(j.partition, QStringLiteral("charon_2h"));
        QCOMPARE(j.nodeList, QStringLiteral("charon24/0*2+charon21/0*2"));
        QCOMPARE(j.timeLimitSeconds, 60);
        QCOMPARE(j.startTime, QDateTime(QDate(2022, 10, 4), QTime(21, 23, 33)));
        QVERIFY(j.stdoutPath.endsWith(QStringLiteral("/01_mpi4py/swrap_01.o12860476")));
        QCOMPARE(*scheduler::pbs::parseQsub("12860476.meta-pbs.metacentrum.cz\n"),
                 QStringLiteral("12860476.meta-pbs.metacentrum.cz"));
    }

    void pbsArrayIds()
    {
        // Array job ids as PBS prints them ("28846[].hpcnode0", used with qdel in
        // Labtran/openpbs_tutorial): qsub's reply is kept whole and may be asked about.
        QCOMPARE(*scheduler::pbs::parseQsub("28846[].hpcnode0\n"),
                 QStringLiteral("28846[].hpcnode0"));
        const scheduler::PbsScheduler pbs;
        QVERIFY(pbs.isValidJobId(QStringLiteral("28846[].hpcnode0")));
        QVERIFY(pbs.statusCommand({QStringLiteral("28846[].hpcnode0")})
                    .contains(QStringLiteral("'28846[].hpcnode0'")));
        QVERIFY(!pbs.isValidJobId(QStringLiteral("1.pbs; rm -rf ~")));
        QString error;
        const scheduler::JobStatusList jobs = scheduler::pbs::parseQstatJson(
            "{\"Jobs\":{\"28846[].hpcnode0\":{\"Job_Name\":\"sweep\",\"job_state\":\"B\"}}}",
            &error);
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs.first().jobId, QStringLiteral("28846[].hpcnode0"));
        QCOMPARE(jobs.first().state, scheduler::JobState::Running);
    }

    void pbsJsonSlips()
    {
        // Unquoted values PBS writes into its JSON: a numeric job name, "inf", and an
        // environment value with leading zeros (the slip jtchilders/pbs_monitor guards against
        // in tests/test_json_preprocessing.py), plus a byte that is not UTF-8 in Variable_List.
        QByteArray json =
            "{\n"
            "    \"Jobs\":{\n"
            "        \"7.pbs\":{\n"
            "            \"Job_Name\":007,\n"
            "            \"job_state\":\"R\",\n"
            "            \"Variable_List\":{\n"
            "                \"CI_COMMIT_BEFORE_SHA\":0000000000000000000000000000000000000000,\n"
            "                \"NOTE\":\"caf\xe9\",\n"
            "                \"PBS_NGPUS\":0\n"
            "            }\n"
            "        },\n"
            "        \"8.pbs\":{\n"
            "            \"Job_Name\":inf,\n"
            "            \"job_state\":\"Q\"\n"
            "        }\n"
            "    }\n"
            "}\n";
        QString error;
        const scheduler::JobStatusList jobs = scheduler::pbs::parseQstatJson(json, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 2);
        QCOMPARE(byId(jobs, QStringLiteral("7.pbs"))->name, QStringLiteral("007"));
        QCOMPARE(byId(jobs, QStringLiteral("7.pbs"))->state, scheduler::JobState::Running);
        QCOMPARE(byId(jobs, QStringLiteral("8.pbs"))->name, QStringLiteral("inf"));

        // Truly broken output still says so.
        QString broken;
        QVERIFY(scheduler::pbs::parseQstatJson("qstat: Unknown Job Id 1.pbs\n", &broken).isEmpty());
        QVERIFY(broken.contains(QStringLiteral("no valid JSON")));
    }

    void pbsExitCodes()
    {
        // Written from OpenPBS's exit codes (src/include/job.h); CESNET's MetaCentrum
        // documentation shows `qstat -x -f` printing "Exit_status = -29" for a job killed at its
        // walltime, with no walltime wording in the comment.
        const auto finished = [](const char *exit, const char *used, const char *limit) {
            const QByteArray json =
                QByteArray("{\"Jobs\":{\"1.pbs\":{\"Job_Name\":\"t\",\"job_state\":\"F\",") +
                "\"comment\":\"Job run at Tue Aug 11 at 15:03 on (node:ncpus=4) and finished\","
                "\"resources_used\":{\"walltime\":\"" +
                used + "\"},\"Resource_List\":{\"walltime\":\"" + limit +
                "\"},\"Exit_status\":" + exit + "}}}";
            QString error;
            const scheduler::JobStatusList jobs = scheduler::pbs::parseQstatJson(json, &error);
            return jobs.isEmpty() ? scheduler::JobStatus{} : jobs.first();
        };
        const scheduler::JobStatus wall = finished("-29", "24:00:01", "24:00:00");
        QCOMPARE(wall.state, scheduler::JobState::Timeout);
        QCOMPARE(wall.exitCode, -29);
        QCOMPARE(wall.reason, QStringLiteral("TimeLimit"));
        QCOMPARE(finished("-27", "00:01:00", "01:00:00").state, scheduler::JobState::OutOfMemory);
        QCOMPARE(finished("-25", "00:01:00", "01:00:00").state, scheduler::JobState::Failed);
        QCOMPARE(finished("0", "00:01:00", "01:00:00").state, scheduler::JobState::Completed);
        QCOMPARE(finished("3", "00:01:00", "01:00:00").exitCode, 3);
        // 271 = 256 + SIGTERM: at the limit it is the walltime, before it something else.
        const scheduler::JobStatus term = finished("271", "01:00:02", "01:00:00");
        QCOMPARE(term.state, scheduler::JobState::Timeout);
        QCOMPARE(term.signal, 15);
        const scheduler::JobStatus killed = finished("271", "00:10:00", "01:00:00");
        QCOMPARE(killed.state, scheduler::JobState::Failed);
        QVERIFY(killed.explanation.contains(QStringLiteral("signal 15")));
        // No Exit_status at all: failed, and the message says why, not "code -1".
        QString error;
        const scheduler::JobStatusList none = scheduler::pbs::parseQstatJson(
            "{\"Jobs\":{\"2.pbs\":{\"Job_Name\":\"t\",\"job_state\":\"F\"}}}", &error);
        QCOMPARE(none.size(), 1);
        QCOMPARE(none.first().state, scheduler::JobState::Failed);
        QCOMPARE(none.first().exitCode, -1);
        QVERIFY(none.first().explanation.contains(QStringLiteral("no exit status")));
    }

    void pbsPolaris()
    {
        // Written from the documented format (see the README): kept for an estimated start on a
        // queued job and an unquoted numeric name, which the real samples do not show.
        QString error;
        const scheduler::JobStatusList jobs =
            scheduler::pbs::parseQstatJson(data("pbs-qstat-polaris.json"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(jobs.size(), 3);
        const auto *queued =
            byId(jobs, QStringLiteral("2034177.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
        QCOMPARE(queued->state, scheduler::JobState::Pending);
        QVERIFY(queued->explanation.contains(QStringLiteral("per-user limit")));
        QVERIFY(queued->startTime.isValid());
        QCOMPARE(queued->gpus, 8);
        const auto *numeric =
            byId(jobs, QStringLiteral("2034178.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
        QCOMPARE(numeric->name, QStringLiteral("12345"));
        QCOMPARE(numeric->state, scheduler::JobState::Running);
        const auto *timeout =
            byId(jobs, QStringLiteral("2034100.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
        QCOMPARE(timeout->state, scheduler::JobState::Timeout);
        QCOMPARE(*scheduler::pbs::parseQsub("2034177.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov\n"),
                 QStringLiteral("2034177.polaris-pbs-01.hsn.cm.polaris.alcf.anl.gov"));
    }

    void cobalt()
    {
        // Written from the documented format (Slipway's own --header).
        const scheduler::JobStatusList jobs =
            scheduler::cobalt::parseQstat(data("cobalt-qstat.txt"));
        QCOMPARE(jobs.size(), 3);
        QCOMPARE(byId(jobs, QStringLiteral("284752"))->state, scheduler::JobState::Running);
        QCOMPARE(byId(jobs, QStringLiteral("284752"))->elapsedSeconds, 602);
        QCOMPARE(byId(jobs, QStringLiteral("284760"))->name, QStringLiteral("my test job"));
        QCOMPARE(byId(jobs, QStringLiteral("284760"))->state, scheduler::JobState::Pending);
        QCOMPARE(byId(jobs, QStringLiteral("284761"))->reason, QStringLiteral("user_hold"));
        QCOMPARE(*scheduler::cobalt::parseCobaltLogExit(data("cobalt-cobaltlog.txt")), 0);
        QCOMPARE(*scheduler::cobalt::parseQsub("284752\n"), QStringLiteral("284752"));
    }

    void cobaltThetaGpuReal()
    {
        // Real: ThetaGPU, `qstat -u $USER` with Cobalt's default header (harp-lab/GPUJoin). The
        // columns differ from the header Slipway asks for; the parser must go by the header.
        const scheduler::JobStatusList queued =
            scheduler::cobalt::parseQstat(data("cobalt-qstat-thetagpu-queued.txt"));
        QCOMPARE(queued.size(), 1);
        QCOMPARE(queued.first().jobId, QStringLiteral("10076391"));
        QCOMPARE(queued.first().rawState, QStringLiteral("queued"));
        QCOMPARE(queued.first().state, scheduler::JobState::Pending);
        QCOMPARE(queued.first().timeLimitSeconds, 300);
        QVERIFY(queued.first().nodeList.isEmpty());  // "None"
        QVERIFY(queued.first().partition.isEmpty()); // no Queue column

        const scheduler::JobStatusList starting =
            scheduler::cobalt::parseQstat(data("cobalt-qstat-thetagpu-starting.txt"));
        QCOMPARE(starting.size(), 1);
        QCOMPARE(starting.first().rawState, QStringLiteral("starting"));
        QCOMPARE(starting.first().state, scheduler::JobState::Pending);
        QCOMPARE(starting.first().nodeList, QStringLiteral("thetagpu16-gpu1"));

        // Real qsub replies: the routing notice and warnings come before the id.
        QCOMPARE(*scheduler::cobalt::parseQsub(data("cobalt-qsub-thetagpu.txt")),
                 QStringLiteral("10076391"));
        QCOMPARE(*scheduler::cobalt::parseQsub(data("cobalt-qsub-theta.txt")),
                 QStringLiteral("603441"));
        QVERIFY(!scheduler::cobalt::parseQsub("Job routed to queue \"single-gpu\".\n"));

        // Real .cobaltlog from Mira (christopherwharrop/rocoto).
        QCOMPARE(*scheduler::cobalt::parseCobaltLogExit(data("cobalt-cobaltlog-mira.txt")), 0);
        QVERIFY(!scheduler::cobalt::parseCobaltLogExit(
            "Info: task completed normally with an exit code of "
            "None; initiating job cleanup and removal\n"));
    }

    void cobaltStatesAndHeaders()
    {
        // Written from the documented format: Cobalt's state names (as Balsam maps them,
        // argonne-lcf/balsam) under a QSTAT_HEADER with JobName in the middle.
        const QByteArray text =
            "JobID   JobName      State      Queue    WallTime  RunTime   Location\n"
            "=======================================================================\n"
            "11      a b          dep_fail   default  00:10:00  N/A       None\n"
            "12      c            admin_hold default  00:10:00  N/A       None\n"
            "13      d            running    default  00:10:00  00:01:05  nid0[1-2]\n";
        const scheduler::JobStatusList jobs = scheduler::cobalt::parseQstat(text);
        QCOMPARE(jobs.size(), 3);
        QCOMPARE(byId(jobs, QStringLiteral("11"))->name, QStringLiteral("a b"));
        QCOMPARE(byId(jobs, QStringLiteral("11"))->state, scheduler::JobState::Pending);
        QCOMPARE(byId(jobs, QStringLiteral("11"))->reason, QStringLiteral("dep_fail"));
        QVERIFY(byId(jobs, QStringLiteral("11"))->explanation.contains(QStringLiteral("qdel")));
        QCOMPARE(byId(jobs, QStringLiteral("12"))->reason, QStringLiteral("admin_hold"));
        QCOMPARE(byId(jobs, QStringLiteral("13"))->state, scheduler::JobState::Running);
        QCOMPARE(byId(jobs, QStringLiteral("13"))->elapsedSeconds, 65);
        QCOMPARE(byId(jobs, QStringLiteral("13"))->nodeList, QStringLiteral("nid0[1-2]"));
        QCOMPARE(byId(jobs, QStringLiteral("13"))->partition, QStringLiteral("default"));
    }

    // Every scheduler sends the tag with the job, and the look-up command is valid bash that
    // waits for a running submission without matching itself.
    void tagsTravelWithTheJob()
    {
        const QString tag = scheduler::Scheduler::newTag();
        QVERIFY(scheduler::Scheduler::isValidTag(tag));
        QVERIFY(!scheduler::Scheduler::isValidTag(QStringLiteral("slipway-x'; rm -rf ~; '")));
        QVERIFY(!scheduler::Scheduler::isValidTag(tag + QStringLiteral(" ")));
        scheduler::SlurmScheduler slurm;
        scheduler::PbsScheduler pbs;
        scheduler::CobaltScheduler cobalt;
        QVERIFY(slurm.submitCommand(QStringLiteral("r/job.sh"), tag)
                    .contains(QStringLiteral("--comment=") + tag));
        QVERIFY(pbs.submitCommand(QStringLiteral("r/job.sh"), tag)
                    .contains(QStringLiteral("-v SLIPWAY_TAG=") + tag));
        QVERIFY(cobalt.submitCommand(QStringLiteral("r/job.sh"), tag)
                    .contains(QStringLiteral("--env SLIPWAY_TAG=") + tag));
        // A tag that is not one of ours is never put in a command.
        QVERIFY(!slurm.submitCommand(QStringLiteral("r/job.sh"), QStringLiteral("$(id)"))
                     .contains(QStringLiteral("$(id)")));
        const scheduler::Scheduler *all[] = {&slurm, &pbs, &cobalt};
        for (const scheduler::Scheduler *s : all) {
            const QString command =
                s->findTaggedCommand({tag, scheduler::Scheduler::newTag()}, QDate(2026, 11, 24));
            QVERIFY2(command.contains(QStringLiteral("pgrep")), qPrintable(command));
            QVERIFY2(command.contains(QStringLiteral("slipway[-]") + tag.mid(8)),
                     qPrintable(command));
            QVERIFY2(!command.contains(tag), qPrintable(command)); // would match itself
            QProcess bash;
            bash.start(QStringLiteral("bash"),
                       {QStringLiteral("-n"), QStringLiteral("-c"), command});
            QVERIFY(bash.waitForFinished(10000));
            QVERIFY2(bash.exitCode() == 0, bash.readAllStandardError().constData());
        }
    }

    // Recorded on the test cluster (tests/data/scheduler/README.md).
    void slurmTagged()
    {
        scheduler::SlurmScheduler slurm;
        CommandResult result;
        result.exitCode = 0;
        result.standardOutput = data("slurm-tagged.txt");
        QVERIFY(!result.standardOutput.isEmpty());
        const scheduler::TaggedJobs found = slurm.parseTagged(result);
        QVERIFY(found.searched);
        QVERIFY(found.complete);
        QCOMPARE(found.user, QStringLiteral("slipwaytest"));
        // Queued or running: from the controller's Comment=.
        QCOMPARE(found.jobIds.value(QStringLiteral("slipway-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d")),
                 QStringLiteral("340"));
        // Ended: from accounting's SubmitLine.
        QCOMPARE(found.jobIds.value(QStringLiteral("slipway-0f0e0d0c-1111-4222-8333-944445555666")),
                 QStringLiteral("2"));
        QCOMPARE(found.jobIds.value(QStringLiteral("slipway-78ce6380-2376-4c83-b8b0-91662204630f")),
                 QStringLiteral("174"));
        QCOMPARE(found.jobIds.size(), 3); // "slipway:test-abc" and untagged jobs are no tags

        // Accounting did not answer: what is found still counts, absence proves nothing.
        result.standardOutput.replace("@@SLIPWAY-HISTORY-OK@@", "");
        QVERIFY(!slurm.parseTagged(result).complete);
        // An answer cut short is no answer.
        result.standardOutput = "slipwaytest\n";
        QVERIFY(!slurm.parseTagged(result).searched);
        CommandResult failed;
        failed.error = QStringLiteral("connection lost");
        QCOMPARE(slurm.parseTagged(failed).error, QStringLiteral("connection lost"));
    }

    // A tagged job array (a sweep): the tag names the array, not the job of its first task,
    // whether the controller or only accounting still has it.
    void slurmTaggedArray()
    {
        scheduler::SlurmScheduler slurm;
        CommandResult result;
        result.exitCode = 0;
        result.standardOutput = data("slurm-tagged-array.txt");
        QVERIFY(!result.standardOutput.isEmpty());
        const QString tag = QStringLiteral("slipway-5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b");
        QCOMPARE(slurm.parseTagged(result).jobIds.value(tag), QStringLiteral("9182"));
        const QByteArray out = result.standardOutput;
        const qsizetype queue = out.indexOf("@@SLIPWAY-SQUEUE@@\n") + 19;
        result.standardOutput = out.left(queue) + out.mid(out.indexOf("@@SLIPWAY-HISTORY@@"));
        QVERIFY(!result.standardOutput.contains("JobId="));
        QCOMPARE(slurm.parseTagged(result).jobIds.value(tag), QStringLiteral("9182"));
    }

    // Documented format (PBS Pro qstat -f -F json, Cobalt qstat -l -f): no PBS or Cobalt here.
    void pbsAndCobaltTagged()
    {
        scheduler::PbsScheduler pbs;
        CommandResult result;
        result.exitCode = 0;
        result.standardOutput =
            "alice\n@@SLIPWAY-QSTAT@@\n{\n \"timestamp\":1700000000,\n \"Jobs\":{\n"
            "  \"123.pbs01\":{\n   \"Job_Name\":\"train\",\n   \"Variable_List\":{\n"
            "    \"PBS_O_HOME\":\"/home/alice\",\n"
            "    \"SLIPWAY_TAG\":\"slipway-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d\"\n   }\n  },\n"
            "  \"124.pbs01\":{\n   \"Job_Name\":12345,\n   \"Variable_List\":{\n"
            "    \"PBS_O_HOME\":\"/home/alice\"\n   }\n  }\n }\n}\n\n@@SLIPWAY-QSTAT-OK@@\n";
        scheduler::TaggedJobs found = pbs.parseTagged(result);
        QVERIFY(found.searched);
        QVERIFY(found.complete);
        QCOMPARE(found.user, QStringLiteral("alice"));
        QCOMPARE(found.jobIds.size(), 1);
        QCOMPARE(found.jobIds.value(QStringLiteral("slipway-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d")),
                 QStringLiteral("123.pbs01"));

        scheduler::CobaltScheduler cobalt;
        result.standardOutput =
            "alice\n@@SLIPWAY-QSTAT@@\nJobID: 4321\n    JobName  : train\n    Envs     : "
            "SLIPWAY_TAG=slipway-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d\nJobID: 4322\n"
            "    Envs     : None\n";
        found = cobalt.parseTagged(result);
        QVERIFY(found.searched);
        QVERIFY(!found.complete); // Cobalt forgets ended jobs
        QCOMPARE(found.jobIds.value(QStringLiteral("slipway-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d")),
                 QStringLiteral("4321"));
        QCOMPARE(found.jobIds.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSchedulerParsers)
#include "tst_schedulerparsers.moc"
