// Submissions cut short on the real test cluster (tests/cluster/up): `slipwayctl submit` is
// killed (SIGKILL) at many moments, then `slipwayctl status` settles what it left. Every run
// must then either carry the job id Slurm really gave the job with its tag, or be marked as
// never submitted with no job carrying its tag; and no job of the test exists that no run
// knows. Also: two histories submitting to one working folder each get folders of their own,
// and a run folder that exists already is never written into.

#include "runs/runservice.h"
#include "runs/runstore.h"
#include "scheduler/scheduler.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "testcluster.h"
#include "testpaths.h"
#include "testprocess.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <algorithm>
#include <csignal>

using namespace slipway;

namespace {

using Result = test::ProcessResult;

} // namespace

class TestInterruptedSubmit : public QObject
{
    Q_OBJECT

private:
    QString m_config;
    QString m_alias;
    QString m_workdir; // remote, absolute
    QString m_jobName; // unique to this test run
    QTemporaryDir m_local;

    Result run(const QString &program, const QStringList &args, const QByteArray &input = {},
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
    {
        return test::runProcess(program, args, input, 300000, env);
    }

    Result ssh(const QString &command)
    {
        return run(QStringLiteral("ssh"),
                   {QStringLiteral("-F"), m_config, m_alias, QStringLiteral("bash -l -s")},
                   command.toUtf8() + '\n');
    }

    QStringList ctlArgs(QStringList args, const QString &db) const
    {
        args << QStringLiteral("--host") << m_alias << QStringLiteral("-F") << m_config;
        if (!db.isEmpty()) {
            args << QStringLiteral("--db") << db;
        }
        return args;
    }

    QString ctl() const { return test::binDir() + QStringLiteral("/slipwayctl"); }

    QString writeSpec(const QString &name, const QString &jobName, bool sweep = false)
    {
        QJsonObject spec{{QStringLiteral("profile"), QStringLiteral("test-cluster")},
                         {QStringLiteral("workdir"), m_workdir},
                         {QStringLiteral("entry"), QStringLiteral("hello.py")},
                         {QStringLiteral("parallelism"), QStringLiteral("cpu")},
                         {QStringLiteral("environment"),
                          QJsonObject{{QStringLiteral("recipe"), QStringLiteral("none")}}},
                         {QStringLiteral("time"), QStringLiteral("00:01:00")},
                         {QStringLiteral("job_name"), jobName}};
        if (sweep) { // three tasks, one job array
            spec.insert(QStringLiteral("sweep"), QJsonArray{QStringLiteral("seed=0:2")});
        }
        const QString path = m_local.filePath(name + QStringLiteral(".json"));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(QJsonDocument(spec).toJson());
        }
        return path;
    }

    // tag -> job id, for every job of this test that Slurm knows (controller and accounting).
    QMap<QString, QString> slurmJobsByTag(QStringList *untagged)
    {
        return slurmJobsByTag(m_jobName, untagged);
    }

    QMap<QString, QString> slurmJobsByTag(const QString &jobName, QStringList *untagged)
    {
        const Result r =
            ssh(QStringLiteral("scontrol -o show job 2>/dev/null | grep -F -e 'JobName=%1 '; echo "
                               "@@; sacct -X -n -P -S now-1days --name=%1 "
                               "--format=JobIDRaw,JobID,SubmitLine")
                    .arg(jobName));
        QMap<QString, QString> byTag;
        static const QRegularExpression tagRe(QStringLiteral(
            R"(slipway-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"));
        // A job array's tasks are jobs of their own; the array's id is what was submitted.
        static const QRegularExpression idRe(QStringLiteral(R"((?:^|\s)JobId=(\d+))"));
        static const QRegularExpression arrayRe(QStringLiteral(R"((?:^|\s)ArrayJobId=(\d+))"));
        const QStringList parts = r.out.split(QStringLiteral("@@\n"));
        const QStringList controller = parts.value(0).split(u'\n', Qt::SkipEmptyParts);
        const QStringList accounting = parts.value(1).split(u'\n', Qt::SkipEmptyParts);
        for (const QString &line : controller) {
            const QString array = arrayRe.match(line).captured(1);
            const QString id = array.isEmpty() ? idRe.match(line).captured(1) : array;
            const QString tag = tagRe.match(line).captured(0);
            if (tag.isEmpty()) {
                *untagged << id;
            } else {
                byTag.insert(tag, id);
            }
        }
        for (const QString &line : accounting) {
            const QString jobId = line.section(u'|', 1, 1);
            const QString id =
                jobId.contains(u'_') ? jobId.section(u'_', 0, 0) : line.section(u'|', 0, 0);
            const QString tag = tagRe.match(line).captured(0);
            if (tag.isEmpty()) {
                *untagged << id;
            } else if (!byTag.contains(tag)) {
                byTag.insert(tag, id);
            } else if (byTag.value(tag) != id) {
                byTag.insert(tag, QStringLiteral("two jobs: %1 %2").arg(byTag.value(tag), id));
            }
        }
        return byTag;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        const test::TestCluster cluster = test::TestCluster::load(&why);
        m_config = cluster.config();
        m_alias = cluster.alias();
        QVERIFY2(cluster.isValid(), qPrintable(why));
        QVERIFY(m_local.isValid());
        const QString id = QUuid::createUuid().toString(QUuid::Id128).left(8);
        m_jobName = QStringLiteral("cut-") + id;
        const Result home = ssh(QStringLiteral("cd && pwd -P"));
        QVERIFY2(home.exitCode == 0, home.describe().constData());
        m_workdir = home.out.trimmed() + QStringLiteral("/slipway-cut-") + id;
        const Result mk = ssh(QStringLiteral("mkdir -p '%1' && printf 'print(1)\\n' > "
                                             "'%1/hello.py'")
                                  .arg(m_workdir));
        QVERIFY2(mk.exitCode == 0, mk.describe().constData());
    }

    void cleanupTestCase()
    {
        if (!m_jobName.isEmpty()) {
            ssh(QStringLiteral("scancel --name='%1,%1-two,%1-link' -u \"$USER\"").arg(m_jobName));
        }
        if (!m_workdir.isEmpty()) {
            ssh(QStringLiteral("rm -rf '%1'").arg(m_workdir));
        }
    }

    void killedAtManyMoments()
    {
        const QString db = m_local.filePath(QStringLiteral("killed.sqlite"));
        const QString spec = writeSpec(QStringLiteral("killed"), m_jobName);
        // Whole submissions first, to know how long one takes here: the middle of three (the
        // first one is often slower, with cold caches on both sides).
        QList<qint64> spans;
        for (int i = 0; i < 3; ++i) {
            QElapsedTimer clock;
            clock.start();
            const Result whole =
                run(ctl(), ctlArgs({QStringLiteral("submit"), QStringLiteral("--spec"), spec,
                                    QStringLiteral("--no-preflight")},
                                   db));
            QVERIFY2(whole.exitCode == 0, whole.describe().constData());
            spans << clock.elapsed();
        }
        std::sort(spans.begin(), spans.end());
        const qint64 span = spans.at(1);
        // Then kills spread over that time and a little past it: before the connection is up,
        // while the folder is made, around sbatch and its answer.
        int killed = 0;
        constexpr int kTries = 60;
        for (int i = 0; i < kTries; ++i) {
            const int ms = int(span * 1.5 * i / kTries);
            QProcess p;
            p.start(ctl(), ctlArgs({QStringLiteral("submit"), QStringLiteral("--spec"), spec,
                                    QStringLiteral("--no-preflight")},
                                   db));
            QVERIFY(p.waitForStarted());
            QTest::qWait(ms);
            if (p.state() == QProcess::Running) {
                ::kill(pid_t(p.processId()), SIGKILL);
                ++killed;
            }
            p.waitForFinished(30000);
        }
        qInfo("a submission takes %lld ms here; %d of %d tries were killed", span, killed, kTries);
        QVERIFY2(killed >= kTries / 2, qPrintable(QString::number(killed)));
        // Then aimed at the two narrow windows: the history says PREPARING (the run is
        // recorded, its folder on its way) or SUBMITTING (sbatch is on its way), and the kill
        // follows a few ms later: before, while or after Slurm accepts the job but before its
        // answer is recorded.
        {
            QSqlDatabase watch =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("watch"));
            watch.setDatabaseName(db);
            watch.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            QVERIFY(watch.open());
            const auto killWhen = [&](const QString &state, int after) {
                QSqlQuery q(watch);
                q.exec(QStringLiteral("SELECT max(id) FROM runs"));
                const qint64 last = q.next() ? q.value(0).toLongLong() : 0;
                q.finish();
                QProcess p;
                p.start(ctl(), ctlArgs({QStringLiteral("submit"), QStringLiteral("--spec"), spec,
                                        QStringLiteral("--no-preflight")},
                                       db));
                if (!p.waitForStarted()) {
                    return false;
                }
                QElapsedTimer waited;
                waited.start();
                bool seen = false;
                while (!seen && waited.elapsed() < 20000 && p.state() == QProcess::Running) {
                    q.exec(QStringLiteral("SELECT state FROM runs WHERE id > %1").arg(last));
                    seen = q.next() && q.value(0).toString() == state;
                    q.finish();
                    if (!seen) {
                        QThread::usleep(200);
                    }
                }
                QThread::msleep(after);
                if (p.state() == QProcess::Running) {
                    ::kill(pid_t(p.processId()), SIGKILL);
                    ++killed;
                }
                p.waitForFinished(30000);
                return true;
            };
            for (int after = 0; after <= 6; after += 2) {
                QVERIFY(killWhen(QStringLiteral("PREPARING"), after));
            }
            for (int after = 0; after <= 150; after += 5) {
                QVERIFY(killWhen(QStringLiteral("SUBMITTING"), after));
            }
            watch.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("watch"));
        const QList<runs::RunRecord> before = runs::RunStore(db).all();
        int interrupted = 0;
        int preparing = 0;
        for (const runs::RunRecord &r : before) {
            interrupted += r.isInterrupted() ? 1 : 0;
            preparing += r.state == runs::RunState::Preparing ? 1 : 0;
        }
        qInfo("%d runs recorded, %d killed; left half-way: %d PREPARING, %d SUBMITTING",
              int(before.size()), killed, preparing, interrupted - preparing);
        QVERIFY2(interrupted > 0, "no submission was cut short; the delays miss the window");

        QElapsedTimer statusClock;
        statusClock.start();
        const Result status = run(ctl(), ctlArgs({QStringLiteral("status")}, db));
        qInfo("slipwayctl status took %lld ms", statusClock.elapsed());
        QVERIFY2(status.exitCode == 0, status.describe().constData());

        QStringList untagged;
        const QMap<QString, QString> jobs = slurmJobsByTag(&untagged);
        QVERIFY2(untagged.isEmpty(), qPrintable(untagged.join(u' ')));
        const QList<runs::RunRecord> after = runs::RunStore(db).all();
        QCOMPARE(after.size(), before.size());
        QSet<QString> known;
        int matched = 0;
        int notSubmitted = 0;
        for (const runs::RunRecord &r : after) {
            const QByteArray what = QStringLiteral("run %1 (%2, job %3, tag %4): %5")
                                        .arg(r.id)
                                        .arg(runStateName(r.state), r.jobId, r.tag, r.message)
                                        .toUtf8();
            QVERIFY2(!r.isInterrupted(), what.constData());
            QVERIFY2(scheduler::Scheduler::isValidTag(r.tag), what.constData());
            if (!r.jobId.isEmpty()) {
                QVERIFY2(jobs.value(r.tag) == r.jobId, what.constData());
                known << r.tag;
                ++matched;
            } else {
                QVERIFY2(r.state == runs::RunState::NotSubmitted, what.constData());
                QVERIFY2(!r.message.isEmpty(), what.constData());
                QVERIFY2(!jobs.contains(r.tag), what.constData());
                ++notSubmitted;
            }
        }
        for (auto it = jobs.cbegin(); it != jobs.cend(); ++it) {
            QVERIFY2(
                known.contains(it.key()),
                qPrintable(
                    QStringLiteral("job %1 (tag %2) belongs to no run").arg(it.value(), it.key())));
        }
        int found = 0;
        for (const runs::RunRecord &r : after) {
            const auto was = std::find_if(before.cbegin(), before.cend(),
                                          [&](const runs::RunRecord &b) { return b.id == r.id; });
            if (was != before.cend() && was->state == runs::RunState::Submitting &&
                !r.jobId.isEmpty()) {
                QVERIFY2(r.message.contains(QLatin1String("had accepted it")),
                         qPrintable(r.message));
                ++found;
            }
        }
        qInfo("after status: %d runs with their job (%d of them found by tag), %d never "
              "submitted",
              matched, found, notSubmitted);
        // Some kill landed after Slurm had accepted the job and before the answer was
        // recorded: that job was found by its tag.
        QVERIFY(found > 0);
        QVERIFY(notSubmitted > 0);
        QVERIFY(matched > 0);
    }

    // The link to the cluster is cut (the slow link resets every connection through it) at
    // moments after the run turns SUBMITTING: during the scheduler's check, sbatch and its
    // answer. A run whose sbatch was cut stays SUBMITTING (the job may have been queued), and the
    // next status check settles it by its tag: no job is left without its run.
    void linkCutDuringTheSubmission_data()
    {
        QTest::addColumn<bool>("sweep");
        QTest::addColumn<int>("step"); // ms between the cut moments tried
        QTest::newRow("job") << false << 12;
        // A sweep: one sbatch --array; the tasks of a cut array are settled with the run.
        QTest::newRow("sweep") << true << 12;
    }
    void linkCutDuringTheSubmission()
    {
        QFETCH(bool, sweep);
        QFETCH(int, step);
        QString why;
        const test::TestCluster cluster = test::TestCluster::load(&why);
        const QString slowAlias = cluster.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"));
        QFile pidFile(cluster.value(QStringLiteral("SLIPWAY_TEST_SLOW_PIDFILE")));
        QVERIFY2(!slowAlias.isEmpty() && pidFile.open(QIODevice::ReadOnly),
                 "the test cluster's slow link is not up");
        const QString slowPid = QString::fromLatin1(pidFile.readAll()).trimmed();
        const QString kind = sweep ? QStringLiteral("sweep") : QStringLiteral("job");
        const QString jobName = m_jobName + QStringLiteral("-link-") + kind;
        const QString db = m_local.filePath(QStringLiteral("link-%1.sqlite").arg(kind));
        const QString spec = writeSpec(QStringLiteral("link-") + kind, jobName, sweep);
        const auto slowArgs = [&](QStringList args) {
            return args << QStringLiteral("--host") << slowAlias << QStringLiteral("-F") << m_config
                        << QStringLiteral("--db") << db;
        };
        const QStringList submit = slowArgs({QStringLiteral("submit"), QStringLiteral("--spec"),
                                             spec, QStringLiteral("--no-preflight")});
        const Result first = run(ctl(), submit);
        QVERIFY2(first.exitCode == 0, first.describe().constData());

        QSqlDatabase watch =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("link-") + kind);
        watch.setDatabaseName(db);
        watch.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QVERIFY(watch.open());
        int cuts = 0;
        int lostWhileSubmitting = 0;
        for (int after = 0; after <= 300; after += step) {
            QSqlQuery q(watch);
            q.exec(QStringLiteral("SELECT max(id) FROM runs"));
            const qint64 last = q.next() ? q.value(0).toLongLong() : 0;
            q.finish();
            QProcess p;
            p.start(ctl(), submit);
            QVERIFY(p.waitForStarted());
            QElapsedTimer waited;
            waited.start();
            bool seen = false;
            while (!seen && waited.elapsed() < 30000 && p.state() == QProcess::Running) {
                q.exec(QStringLiteral("SELECT state FROM runs WHERE id > %1").arg(last));
                seen = q.next() && q.value(0).toString() == QLatin1String("SUBMITTING");
                q.finish();
                if (!seen) {
                    QThread::usleep(500);
                }
            }
            QThread::msleep(after);
            if (seen && p.state() == QProcess::Running) {
                QCOMPARE(
                    QProcess::execute(QStringLiteral("kill"), {QStringLiteral("-USR1"), slowPid}),
                    0);
                ++cuts;
            }
            QVERIFY(p.waitForFinished(120000));
            const QByteArray said = p.readAllStandardOutput() + p.readAllStandardError();
            lostWhileSubmitting += said.contains("answer while the job was being submitted") ||
                                           said.contains("answer while the sweep was being "
                                                         "submitted")
                                       ? 1
                                       : 0;
        }
        watch.close();
        QSqlDatabase::removeDatabase(QStringLiteral("link-") + kind);
        qInfo("%d submissions cut after SUBMITTING; %d of them during sbatch", cuts,
              lostWhileSubmitting);
        QVERIFY2(cuts >= 5, qPrintable(QString::number(cuts)));

        const Result status = run(ctl(), slowArgs({QStringLiteral("status")}));
        QVERIFY2(status.exitCode == 0, status.describe().constData());
        QStringList untagged;
        const QMap<QString, QString> jobs = slurmJobsByTag(jobName, &untagged);
        QVERIFY2(untagged.isEmpty(), qPrintable(untagged.join(u' ')));
        QSet<QString> known;
        const runs::RunStore history(db);
        int sweepsFound = 0;
        for (const runs::RunRecord &r : history.all()) {
            const QByteArray what = QStringLiteral("run %1 (%2, job %3): %4")
                                        .arg(r.id)
                                        .arg(runStateName(r.state), r.jobId, r.message)
                                        .toUtf8();
            QVERIFY2(!r.isInterrupted(), what.constData());
            if (!r.jobId.isEmpty()) {
                QVERIFY2(jobs.value(r.tag) == r.jobId, what.constData());
                known << r.tag;
            } else {
                QVERIFY2(!jobs.contains(r.tag), what.constData());
            }
            if (sweep) {
                // Every task belongs to the run's array, or none was submitted; none is left
                // SUBMITTING.
                const QList<runs::SweepTaskRecord> tasks = history.sweepTasks(r.id);
                QVERIFY2(tasks.size() == 3 || (r.jobId.isEmpty() && tasks.isEmpty()),
                         what.constData());
                for (const runs::SweepTaskRecord &t : tasks) {
                    QVERIFY2(t.state != runs::RunState::Submitting, what.constData());
                    QVERIFY2(t.arrayJob == r.jobId, what.constData());
                    if (!r.jobId.isEmpty()) {
                        QCOMPARE(t.arrayIndex, t.task);
                    }
                }
                sweepsFound += r.message.contains(QLatin1String("had accepted it")) ? 1 : 0;
            }
        }
        if (sweep) {
            // How many cuts landed after Slurm had queued the array (typically 3); each such run
            // passed the checks above only by finding its array by its tag.
            qInfo("%d sweeps found by their tag after the cut", sweepsFound);
        }
        for (auto it = jobs.cbegin(); it != jobs.cend(); ++it) {
            QVERIFY2(
                known.contains(it.key()),
                qPrintable(
                    QStringLiteral("job %1 (tag %2) belongs to no run").arg(it.value(), it.key())));
        }
    }

    // Two histories (two XDG_DATA_HOME, as two computers) both start at run 1 and submit to
    // the same working folder: each run keeps its own folder and script.
    void twoHistoriesDoNotCollide()
    {
        const QString spec = writeSpec(QStringLiteral("two"), m_jobName + QStringLiteral("-two"));
        QList<runs::RunRecord> runs;
        for (const QString &home : {QStringLiteral("home-a"), QStringLiteral("home-b")}) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove(QStringLiteral("SLIPWAY_RUNS_DB"));
            env.insert(QStringLiteral("XDG_DATA_HOME"), m_local.filePath(home));
            const Result r =
                run(ctl(), ctlArgs({QStringLiteral("submit"), QStringLiteral("--spec"), spec}, {}),
                    {}, env);
            QVERIFY2(r.exitCode == 0, r.describe().constData());
            QVERIFY2(r.out.contains(QStringLiteral("run 1\n")), r.describe().constData());
            // The default history, somewhere under XDG_DATA_HOME.
            QStringList found;
            for (QDirIterator it(m_local.filePath(home), {QStringLiteral("runs.sqlite")},
                                 QDir::Files, QDirIterator::Subdirectories);
                 it.hasNext();) {
                found << it.next();
            }
            QCOMPARE(found.size(), 1);
            runs::RunStore store(found.first());
            QCOMPARE(store.all().size(), 1);
            runs << store.all().first();
        }
        QCOMPARE(runs.at(0).id, runs.at(1).id);
        QVERIFY(runs.at(0).remoteDir != runs.at(1).remoteDir);
        QVERIFY(runs.at(0).tag != runs.at(1).tag);
        for (const runs::RunRecord &r : std::as_const(runs)) {
            QVERIFY2(r.remoteDir.startsWith(m_workdir + QStringLiteral("/slipway-runs/")),
                     qPrintable(r.remoteDir));
            const Result script = ssh(QStringLiteral("cat '%1'").arg(r.scriptPath));
            QCOMPARE(script.out, r.script);
        }
    }

    // A run folder that exists already is refused and left as it was (through Slipway's own
    // SSH core and RunService, with the folder name forced).
    void existingRunFolderIsNotWrittenInto()
    {
        const QString taken = QStringLiteral("20260101-000000-zzzzzz");
        const QString folder = m_workdir + QStringLiteral("/slipway-runs/") + taken;
        const Result mk =
            ssh(QStringLiteral("mkdir -p '%1' && echo theirs > '%1/job.sh'").arg(folder));
        QVERIFY2(mk.exitCode == 0, mk.describe().constData());
        ssh::ConnectionPool pool(nullptr);
        CommandRunner *runner = pool.runner(m_alias, m_config);
        QVERIFY(runner);
        runs::RunStore store(m_local.filePath(QStringLiteral("taken.sqlite")));
        runs::RunService service(&store, runner);
        service.setRunFolderNamer([taken] { return taken; });
        const site::ProfileRegistry registry;
        runs::SubmitRequest request;
        request.profile = *registry.find(QStringLiteral("test-cluster"));
        request.spec.jobName = m_jobName;
        request.spec.workdir = m_workdir;
        request.spec.entry = QStringLiteral("hello.py");
        request.script = QStringLiteral("#!/bin/bash\necho mine\n");
        request.host = m_alias;
        request.preflight = false;
        QFuture<runs::SubmitOutcome> f = service.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 120000);
        const runs::SubmitOutcome outcome = f.result();
        QVERIFY(!outcome.submitted);
        QVERIFY2(outcome.message.contains(QStringLiteral("could not be made")),
                 qPrintable(outcome.message));
        const Result left = ssh(QStringLiteral("ls -A '%1'; cat '%1/job.sh'").arg(folder));
        QCOMPARE(left.out, QStringLiteral("job.sh\ntheirs\n"));
    }
};

QTEST_GUILESS_MAIN(TestInterruptedSubmit)
#include "tst_interruptedsubmit.moc"
