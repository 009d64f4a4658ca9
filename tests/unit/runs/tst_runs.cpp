// The run history (a real SQLite file, with migration from schema 1), log following by offset
// through a real local shell (missing file, \r progress bars, long lines, invalid UTF-8, split
// multi-byte characters, replaced files), and log diagnosis.

#include "common/shellquote.h"
#include "runs/logbuffer.h"
#include "runs/logdiagnoser.h"
#include "runs/logfollower.h"
#include "runs/runnames.h"
#include "runs/runservice.h"
#include "runs/runstore.h"
#include "runs/sweepprogress.h"
#include "scheduler/scheduler.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>
#include <vector>

using namespace slipway;

class TestRuns : public QObject
{
    Q_OBJECT

    // A history written by schema 1 (no environment column), with one ended run.
    static bool writeSchemaOne(const QString &path)
    {
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
            db.setDatabaseName(path);
            QSqlQuery q(db);
            const bool ok =
                db.open() &&
                q.exec(QStringLiteral(
                    "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT "
                    "NULL, profile TEXT NOT NULL, host TEXT NOT NULL, ssh_config TEXT NOT NULL "
                    "DEFAULT '', job_name TEXT NOT NULL, spec_json TEXT NOT NULL, script TEXT NOT "
                    "NULL, setup_script TEXT NOT NULL DEFAULT '', scheduler TEXT NOT NULL, "
                    "partition TEXT, gpus INTEGER, workdir TEXT, remote_dir TEXT, script_path "
                    "TEXT, job_id TEXT, state TEXT NOT NULL, reason TEXT, message TEXT, exit_code "
                    "INTEGER, submitted_at TEXT, started_at TEXT, ended_at TEXT, elapsed_seconds "
                    "INTEGER, stdout_path TEXT, stderr_path TEXT, resubmit_of INTEGER REFERENCES "
                    "runs(id))")) &&
                q.exec(QStringLiteral("INSERT INTO runs (created_at, profile, host, job_name, "
                                      "spec_json, script, scheduler, state, job_id) VALUES "
                                      "('2026-01-01T00:00:00Z', 'test-cluster', 'h', 'old', '{}', "
                                      "'#!/bin/bash', 'slurm', 'COMPLETED', '5')")) &&
                q.exec(QStringLiteral("PRAGMA user_version = 1"));
            db.close();
            if (!ok) {
                return false;
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v1"));
        return true;
    }

private Q_SLOTS:
    // The app and slipwayctl (or two windows) open the same old history at once: each brings
    // it up to date or finds it done, none fails half-way through a step another has taken.
    void oldHistoryOpenedByManyAtOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QVERIFY(writeSchemaOne(path));
        constexpr int kOpeners = 24;
        std::atomic<bool> go{false};
        std::vector<QString> errors(kOpeners);
        std::vector<std::thread> openers;
        for (int i = 0; i < kOpeners; ++i) {
            openers.emplace_back([&, i] {
                while (!go.load()) {
                    std::this_thread::yield();
                }
                runs::RunStore store(path);
                errors[size_t(i)] = store.isOpen() ? QString() : store.errorString();
            });
        }
        go = true;
        for (std::thread &t : openers) {
            t.join();
        }
        for (const QString &e : errors) {
            QVERIFY2(e.isEmpty(), qPrintable(e));
        }
        runs::RunStore store(path);
        QCOMPARE(store.schemaVersion(), runs::RunStore::kSchemaVersion);
        QCOMPARE(store.all().size(), 1);
    }

    void storeRoundTripAndMigration()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QVERIFY(writeSchemaOne(path));

        runs::RunStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        QCOMPARE(store.schemaVersion(), runs::RunStore::kSchemaVersion);
        const auto old = store.find(1);
        QVERIFY(old);
        QCOMPARE(old->jobName, QStringLiteral("old"));
        QCOMPARE(old->state, runs::RunState::Completed);

        runs::RunRecord r;
        r.profile = QStringLiteral("test-cluster");
        r.host = QStringLiteral("slipway-test");
        r.jobName = QStringLiteral("it's \"ü\"");
        r.specJson = QStringLiteral("{}");
        r.script = QStringLiteral("#!/bin/bash\necho $(x)\n");
        r.environmentJson = QStringLiteral("{\"recipe\":\"venv\"}");
        r.scheduler = QStringLiteral("slurm");
        r.state = runs::RunState::Preparing;
        r.resubmitOf = 1;
        r.id = store.insert(r);
        QVERIFY(r.id > 1);
        r.jobId = QStringLiteral("42");
        r.state = runs::RunState::Pending;
        QVERIFY2(store.update(r), qPrintable(store.errorString()));
        const auto back = store.find(r.id);
        QCOMPARE(back->script, r.script);
        QCOMPARE(back->jobName, r.jobName);
        QCOMPARE(back->environmentJson, r.environmentJson);
        QCOMPARE(back->resubmitOf, 1);
        QVERIFY(back->isActive());
        QCOMPARE(store.active().size(), 1);

        // Schema 4: sweeps. The old run is none; a sweep keeps its table and its tasks.
        QVERIFY(!old->isSweep());
        QVERIFY(store.sweepTasks(1).isEmpty());
        runs::RunRecord sweep = r;
        sweep.sweepTable = QStringLiteral("task\tfolder\tlr\n0\tlr=1\t1\n1\tlr=$(x)\t$(x)\n");
        sweep.id = store.insert(sweep);
        QVERIFY(sweep.id > r.id);
        runs::SweepTaskRecord t0{0, QStringLiteral("77"), 0, runs::RunState::Completed, 0, 1};
        runs::SweepTaskRecord t1{1, QStringLiteral("77"), 1, runs::RunState::Failed, 3, 1};
        QVERIFY2(store.putSweepTasks(sweep.id, {t0, t1}), qPrintable(store.errorString()));
        t1.arrayJob = QStringLiteral("78");
        t1.arrayIndex = 1;
        t1.state = runs::RunState::Pending;
        t1.exitCode = -1;
        t1.attempts = 2;
        QVERIFY(store.putSweepTasks(sweep.id, {t1})); // replaces task 1 only
        const QList<runs::SweepTaskRecord> tasks = store.sweepTasks(sweep.id);
        QCOMPARE(tasks.size(), 2);
        QCOMPARE(tasks.at(0).state, runs::RunState::Completed);
        QCOMPARE(tasks.at(1).jobId(), QStringLiteral("78_1"));
        QCOMPARE(tasks.at(1).attempts, 2);
        QCOMPARE(tasks.at(1).exitCode, -1);
        QCOMPARE(store.find(sweep.id)->sweepTable, sweep.sweepTable);
        QCOMPARE(runs::SweepProgress::of(tasks).summary(),
                 QStringLiteral("2 task(s): 1 completed, 1 waiting."));
        QCOMPARE(runs::SweepProgress::of(tasks).state, runs::RunState::Pending);
        QVERIFY(runs::SweepProgress::needsResubmit(runs::RunState::Timeout));
        QVERIFY(!runs::SweepProgress::needsResubmit(runs::RunState::Cancelled));
        // Tasks of a later array that was never sent go again with the failed ones.
        QVERIFY(runs::SweepProgress::needsResubmit(runs::RunState::NotSubmitted));
        // A task the scheduler forgot: ended, how is not known; not sent again by itself.
        QList<runs::SweepTaskRecord> forgotten = tasks;
        forgotten[1].state = runs::RunState::Ended;
        QVERIFY(!runs::SweepProgress::needsResubmit(runs::RunState::Ended));
        QCOMPARE(runs::SweepProgress::of(forgotten).summary(),
                 QStringLiteral("2 task(s): 1 completed, 1 ended (how is not known)."));
        QCOMPARE(runs::SweepProgress::of(forgotten).state, runs::RunState::Ended);
    }

    void runStatesAreStoredByName()
    {
        // The history keeps the names older Slipways wrote, so either version reads the other.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        const QList<QPair<runs::RunState, QString>> states{
            {runs::RunState::Preparing, QStringLiteral("PREPARING")},
            {runs::RunState::Submitting, QStringLiteral("SUBMITTING")},
            {runs::RunState::Rejected, QStringLiteral("REJECTED")},
            {runs::RunState::SubmitFailed, QStringLiteral("SUBMIT_FAILED")},
            {runs::RunState::NotSubmitted, QStringLiteral("NOT_SUBMITTED")},
            {runs::RunState::Submitted, QStringLiteral("SUBMITTED")},
            {runs::RunState::Pending, QStringLiteral("PENDING")},
            {runs::RunState::Running, QStringLiteral("RUNNING")},
            {runs::RunState::Completing, QStringLiteral("COMPLETING")},
            {runs::RunState::Completed, QStringLiteral("COMPLETED")},
            {runs::RunState::Failed, QStringLiteral("FAILED")},
            {runs::RunState::Cancelled, QStringLiteral("CANCELLED")},
            {runs::RunState::Timeout, QStringLiteral("TIMEOUT")},
            {runs::RunState::OutOfMemory, QStringLiteral("OUT_OF_MEMORY")},
            {runs::RunState::NodeFail, QStringLiteral("NODE_FAIL")},
            {runs::RunState::Preempted, QStringLiteral("PREEMPTED")},
            {runs::RunState::Unknown, QStringLiteral("UNKNOWN")},
            {runs::RunState::Ended, QStringLiteral("ENDED")}};
        QList<qint64> ids;
        {
            runs::RunStore store(path);
            QVERIFY(store.isOpen());
            for (const auto &[state, name] : states) {
                QCOMPARE(runStateName(state), name);
                QCOMPARE(runs::runStateFromName(name), state);
                runs::RunRecord r;
                r.profile = QStringLiteral("p");
                r.host = QStringLiteral("h");
                r.scheduler = QStringLiteral("slurm");
                r.state = state;
                ids << store.insert(r);
                QVERIFY(ids.last() > 0);
            }
        }
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT state FROM runs ORDER BY id")));
            for (const auto &pair : states) {
                QVERIFY(q.next());
                QCOMPARE(q.value(0).toString(), pair.second);
            }
            // A state this Slipway does not know (written by another version) reads as Unknown.
            QVERIFY(q.exec(QStringLiteral("UPDATE runs SET state='BOOT_FAIL' WHERE id=1")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        runs::RunStore store(path);
        QCOMPARE(store.find(ids.first())->state, runs::RunState::Unknown);
        QCOMPARE(store.find(ids.at(ids.size() - 2))->state, runs::RunState::Unknown);
        QCOMPARE(store.find(ids.last())->state, runs::RunState::Ended);
        QCOMPARE(store.find(ids.at(9))->state, runs::RunState::Completed);
        QVERIFY(isEnded(runs::RunState::Ended) && !isWaitingOrRunning(runs::RunState::Ended));
        QVERIFY(isEnded(runs::RunState::Completed) && !isEnded(runs::RunState::Running));
        QVERIFY(isWaitingOrRunning(runs::RunState::Submitted) &&
                !isWaitingOrRunning(runs::RunState::Failed));
    }

    void newerSchemaIsReadOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        {
            runs::RunStore store(path);
            QVERIFY(store.isOpen());
        }
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v9"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 99"));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v9"));
        runs::RunStore store(path);
        QVERIFY(store.isReadOnly());
        QVERIFY(store.errorString().contains(QStringLiteral("newer Slipway")));
        QCOMPARE(store.insert(runs::RunRecord{}), 0);
    }

    void runNamesAndNumbers()
    {
        const auto run = [](qint64 id, const QString &jobName, const QString &entry,
                            const QString &jobId = QString()) {
            runs::RunRecord r;
            r.id = id;
            r.jobName = jobName;
            r.jobId = jobId;
            r.scriptPath = QStringLiteral("/home/me/slipway-runs/x/job.sh");
            if (!entry.isEmpty()) {
                r.specJson = QString::fromUtf8(
                    QJsonDocument(QJsonObject{{QStringLiteral("entry"), entry}}).toJson());
            }
            return r;
        };
        // Newest first, as the history lists them; numbers follow the ids per name.
        const QList<runs::RunRecord> history{
            run(9, QStringLiteral("mnist-cnn"), QString(), QStringLiteral("1545")),
            run(7, QString(), QStringLiteral("src/my train.py")),
            run(5, QStringLiteral("mnist-cnn"), QString()),
            run(4, QString(), QString()),
            run(2, QStringLiteral("  mnist-cnn "), QString()),
            run(1, QString(), QStringLiteral("my train.py")),
        };
        const runs::RunNames names(history);
        QCOMPARE(names.label(history.at(0)), QStringLiteral("mnist-cnn #3"));
        QCOMPARE(names.labelWithJob(history.at(0)), QStringLiteral("mnist-cnn #3 (job 1545)"));
        QCOMPARE(names.label(history.at(2)), QStringLiteral("mnist-cnn #2"));
        QCOMPARE(names.label(history.at(4)), QStringLiteral("mnist-cnn #1"));
        QCOMPARE(names.label(history.at(5)), QStringLiteral("my train #1"));
        QCOMPARE(names.label(history.at(1)), QStringLiteral("my train #2"));
        QCOMPARE(names.labelWithJob(history.at(1)), QStringLiteral("my train #2"));
        // No job name and no training script: the job script's file name.
        QCOMPARE(names.label(history.at(3)), QStringLiteral("job #1"));
        // Nothing at all, and a run the names were not made from.
        QCOMPARE(runs::RunNames::baseName(runs::RunRecord{}), QStringLiteral("run"));
        QCOMPARE(names.label(run(99, QStringLiteral("other"), QString())), QStringLiteral("other"));
    }

    void eventFolder_data()
    {
        QTest::addColumn<QString>("remoteDir");
        QTest::addColumn<QString>("workdir");
        QTest::addColumn<QString>("logdir");
        QTest::addColumn<QString>("expected");
        const QString job = QStringLiteral("/home/me/my project/slipway-runs/7");
        QTest::newRow("no logdir: runs/ in the job's folder")
            << job << QString() << QString() << QStringLiteral("/home/me/my project/runs");
        QTest::newRow("no logdir, job ran in home: runs/ there, not the whole home folder")
            << QStringLiteral("~/slipway-runs/3") << QString() << QString()
            << QStringLiteral("~/runs");
        QTest::newRow("no logdir, never submitted")
            << QString() << QStringLiteral("~") << QString() << QStringLiteral("~/runs");
        QTest::newRow("nothing known at all") << QString() << QString() << QString() << QString();
        QTest::newRow("relative logdir") << job << QString() << QStringLiteral("runs/exp 1")
                                         << QStringLiteral("/home/me/my project/runs/exp 1");
        QTest::newRow("absolute logdir") << job << QString() << QStringLiteral("/scratch/me/tb")
                                         << QStringLiteral("/scratch/me/tb");
        QTest::newRow("home logdir")
            << job << QString() << QStringLiteral("~/tb") << QStringLiteral("~/tb");
        QTest::newRow("job folder is /") << QStringLiteral("/slipway-runs/7") << QString()
                                         << QStringLiteral("runs") << QStringLiteral("/runs");
        QTest::newRow("never submitted") << QString() << QStringLiteral("~/work")
                                         << QStringLiteral("runs") << QStringLiteral("~/work/runs");
        QTest::newRow("nothing known")
            << QString() << QString() << QStringLiteral("runs") << QStringLiteral("runs");
    }

    void eventFolder()
    {
        QFETCH(QString, remoteDir);
        QFETCH(QString, workdir);
        QFETCH(QString, logdir);
        QFETCH(QString, expected);
        runs::RunRecord r;
        r.id = 7;
        r.remoteDir = remoteDir;
        r.workdir = workdir;
        QJsonObject spec{{QStringLiteral("profile"), QStringLiteral("test-cluster")}};
        if (!logdir.isEmpty()) {
            spec.insert(QStringLiteral("logdir"), logdir);
        }
        r.specJson = QString::fromUtf8(QJsonDocument(spec).toJson());
        QCOMPARE(r.eventFolder(), expected);
    }

    void tensorBoardFile()
    {
        runs::RunRecord r;
        r.id = 9;
        r.remoteDir = QStringLiteral("/home/me/p/slipway-runs/9");
        r.specJson = QStringLiteral("{\"profile\": \"x\"}");
        r.jobId = QStringLiteral("4242");
        QVERIFY(!r.hasJobTensorBoard());
        QCOMPARE(r.tensorBoardFile(), QString());
        r.specJson = QStringLiteral("{\"tensorboard\": {\"setup\": \"module load TensorBoard\"}}");
        QVERIFY(r.hasJobTensorBoard());
        QCOMPARE(r.tensorBoardFile(), QStringLiteral("/home/me/p/runs/.slipway-tensorboard-4242"));
        r.specJson = QStringLiteral("{\"tensorboard\": true, \"logdir\": \"/scratch/tb\"}");
        r.jobId = QStringLiteral("4242.polaris-pbs-01"); // PBS: the number only
        QCOMPARE(r.tensorBoardFile(), QStringLiteral("/scratch/tb/.slipway-tensorboard-4242"));
        r.jobId.clear();
        QCOMPARE(r.tensorBoardFile(), QString()); // not submitted: no file yet
    }

    void logBuffer()
    {
        runs::LogBuffer b(16);
        QCOMPARE(b.append("epoch 1\nepo"), QStringList{QStringLiteral("epoch 1")});
        QCOMPARE(b.partialLine(), QStringLiteral("epo"));
        QCOMPARE(b.append("ch 2\r\n"), QStringList{QStringLiteral("epoch 2")});
        // A progress bar: only what follows the last \r stays.
        QCOMPARE(b.append("10%\r50%\r100%\n"), QStringList{QStringLiteral("100%")});
        // A multi-byte character split between chunks survives.
        const QByteArray u = QStringLiteral("ü").toUtf8();
        QVERIFY(b.append(u.left(1)).isEmpty());
        QCOMPARE(b.append(u.mid(1) + "\n"), QStringList{QStringLiteral("ü")});
        // Invalid UTF-8 becomes a replacement character.
        QCOMPARE(b.append("bad \xff byte\n").first(), QStringLiteral("bad \uFFFD byte"));
        // A very long line is cut once and marked.
        const QStringList cut = b.append(QByteArray(40, 'x'));
        QCOMPARE(cut.size(), 1);
        QVERIFY(cut.first().contains(QStringLiteral("line cut")));
        QVERIFY(b.append(QByteArray(40, 'x') + "\nnext\n") == QStringList{QStringLiteral("next")});
        // A long line that arrives whole, with its end, is cut too.
        const QStringList whole = b.append(QByteArray(40, 'y') + "\nafter\n");
        QCOMPARE(whole.size(), 2);
        QCOMPARE(whole.first(), QStringLiteral("yyyyyyyyyyyyyyyy … [line cut: longer than 0 KiB]"));
        QCOMPARE(whole.last(), QStringLiteral("after"));
        // A progress bar redrawn many times is never cut: only its last state counts.
        QByteArray bar;
        for (int i = 0; i < 20; ++i) {
            bar += "\r" + QByteArray::number(i * 5) + "%";
        }
        QVERIFY(b.append(bar).isEmpty());
        QCOMPARE(b.partialLine(), QStringLiteral("95%"));
        QCOMPARE(b.append("\r\n"), QStringList{QStringLiteral("95%")});
        QVERIFY(b.append("tail").isEmpty());
        QCOMPARE(b.finish(), QStringList{QStringLiteral("tail")});
    }

    void followerThroughARealShell()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("job 1 'log'.out"));
        ProcessRunner *shell = ProcessRunner::localShell(this);
        runs::LogFollower f(path, 0, 8);
        auto read = [&] {
            return f.consume(shell->run({f.readCommand(), {}, 30000}).result());
        };

        runs::LogFollower::Update u = read();
        QVERIFY(u.ok);
        QVERIFY(!u.exists); // pending job: no file yet

        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("line one\nline two\npart");
        file.flush();
        QStringList all;
        do {
            u = read();
            QVERIFY2(u.ok, qPrintable(u.error));
            all << u.lines;
        } while (u.more);
        QCOMPARE(all, (QStringList{QStringLiteral("line one"), QStringLiteral("line two")}));
        QCOMPARE(f.partialLine(), QStringLiteral("part"));

        // A reconnect continues from the offset: no line twice, none lost.
        runs::LogFollower again(path, f.offset(), 8);
        file.write("ial\nlast\n");
        file.flush();
        QStringList rest;
        do {
            u = again.consume(shell->run({again.readCommand(), {}, 30000}).result());
            rest << u.lines;
        } while (u.more);
        QCOMPARE(rest, (QStringList{QStringLiteral("ial"), QStringLiteral("last")}));

        // A replaced (shorter) file is read from the start.
        file.close();
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("new\n");
        file.close();
        u = again.consume(shell->run({again.readCommand(), {}, 30000}).result());
        QVERIFY(u.restarted);
        u = again.consume(shell->run({again.readCommand(), {}, 30000}).result());
        QCOMPARE(u.lines, QStringList{QStringLiteral("new")});
    }

    void diagnoses_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("id");
        QTest::newRow("cuda oom")
            << QStringLiteral(
                   "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB")
            << QStringLiteral("cuda-oom");
        QTest::newRow("nccl")
            << QStringLiteral(
                   "[E ProcessGroupNCCL.cpp:828] Watchdog caught collective operation timeout")
            << QStringLiteral("nccl-timeout");
        QTest::newRow("rendezvous")
            << QStringLiteral("torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError")
            << QStringLiteral("nccl-timeout");
        QTest::newRow("torch missing")
            << QStringLiteral("ModuleNotFoundError: No module named 'torch'")
            << QStringLiteral("torch-missing");
        QTest::newRow("other module")
            << QStringLiteral("ModuleNotFoundError: No module named 'torchvision'")
            << QStringLiteral("module-missing");
        QTest::newRow("rank gpu") << QStringLiteral(
                                         "RuntimeError: CUDA error: invalid device ordinal")
                                  << QStringLiteral("ddp-rank-gpu");
        QTest::newRow("time limit")
            << QStringLiteral("slurmstepd: error: *** JOB 12 ON vm CANCELLED AT "
                              "2026-11-22T14:00:00 DUE TO TIME LIMIT ***")
            << QStringLiteral("time-limit");
        QTest::newRow("oom kill")
            << QStringLiteral("slurmstepd: error: Detected 1 oom-kill event(s) in StepId=12.batch")
            << QStringLiteral("oom-kill");
        QTest::newRow("offline") << QStringLiteral("urllib.error.URLError: <urlopen error [Errno "
                                                   "-3] Temporary failure in name resolution>")
                                 << QStringLiteral("offline-download");
        QTest::newRow("illegal") << QStringLiteral(
                                        "/var/spool/slurmd/job12/slurm_script: line 9: 1234 "
                                        "Illegal instruction (core dumped) python t.py")
                                 << QStringLiteral("illegal-instruction");
    }
    void diagnoses()
    {
        QFETCH(QString, line);
        QFETCH(QString, id);
        runs::LogDiagnoser d;
        d.feed(QStringLiteral("epoch 1 loss 0.5"));
        const QList<runs::Diagnosis> found = d.feed(line);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().id, id);
        QCOMPARE(found.first().line, 1);
        QVERIFY(!found.first().fix.isEmpty());
        QVERIFY(d.feed(line).isEmpty()); // each kind once
    }

    // Run folders: a time stamp and a random part; each history's run 1 gets its own folder
    // in the same working folder, and a folder that exists already is never written into.
    // Through a real local shell; the scheduler (PBS) is absent here, so nothing is submitted.
    void runFoldersDoNotCollide()
    {
        static const QRegularExpression form(QStringLiteral(R"(^\d{8}-\d{6}-[a-z0-9]{6}$)"));
        const QString a = runs::RunService::newRunFolderName();
        const QString b = runs::RunService::newRunFolderName();
        QVERIFY2(form.match(a).hasMatch(), qPrintable(a));
        QVERIFY(a != b);

        QTemporaryDir dir;
        const QString workdir = dir.filePath(QStringLiteral("work dir"));
        QVERIFY(QDir().mkpath(workdir));
        QFile entry(workdir + QStringLiteral("/train.py"));
        QVERIFY(entry.open(QIODevice::WriteOnly));
        entry.close();
        ProcessRunner *shell = ProcessRunner::localShell(this);
        site::SiteProfile profile;
        profile.id = QStringLiteral("pbs-test");
        profile.scheduler = site::SchedulerKind::PbsPro;
        runs::SubmitRequest request;
        request.profile = profile;
        request.spec.jobName = QStringLiteral("folders");
        request.spec.workdir = workdir;
        request.spec.entry = QStringLiteral("train.py");
        request.host = QStringLiteral("here");

        const auto submitWith = [&](runs::RunStore &store, const QString &script,
                                    const QString &folder) {
            runs::RunService service(&store, shell);
            if (!folder.isEmpty()) {
                service.setRunFolderNamer([folder] { return folder; });
            }
            request.script = script;
            QFuture<runs::SubmitOutcome> f = service.submit(request);
            [&] {
                QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 30000);
            }();
            return f.isFinished() ? f.result() : runs::SubmitOutcome{};
        };
        // Two histories (another computer, a reset history): both start at run 1.
        runs::RunStore first(dir.filePath(QStringLiteral("one/runs.sqlite")));
        runs::RunStore second(dir.filePath(QStringLiteral("two/runs.sqlite")));
        const runs::SubmitOutcome one =
            submitWith(first, QStringLiteral("#!/bin/bash\necho one\n"), {});
        const runs::SubmitOutcome two =
            submitWith(second, QStringLiteral("#!/bin/bash\necho two\n"), {});
        QCOMPARE(one.runId, 1);
        QCOMPARE(two.runId, 1);
        const runs::RunRecord r1 = *first.find(1);
        const runs::RunRecord r2 = *second.find(1);
        QVERIFY2(!r1.remoteDir.isEmpty() && r1.remoteDir != r2.remoteDir,
                 qPrintable(r1.remoteDir + QLatin1Char(' ') + r2.remoteDir + QLatin1Char(' ') +
                            r1.message));
        QVERIFY(form.match(r1.remoteDir.section(QLatin1Char('/'), -1)).hasMatch());
        QCOMPARE(r1.jobFolder(), QFileInfo(workdir).canonicalFilePath());
        QVERIFY(scheduler::Scheduler::isValidTag(r1.tag));
        QVERIFY(r1.tag != r2.tag);
        for (const runs::RunRecord &r : {r1, r2}) {
            QFile script(r.scriptPath);
            QVERIFY(script.open(QIODevice::ReadOnly));
            QCOMPARE(QString::fromUtf8(script.readAll()), r.script);
        }

        // A folder that is there already (made by someone else) is refused, not written into.
        const QString taken = QStringLiteral("20260101-000000-aaaaaa");
        QVERIFY(QDir().mkpath(workdir + QStringLiteral("/slipway-runs/") + taken));
        QFile theirs(workdir + QStringLiteral("/slipway-runs/") + taken +
                     QStringLiteral("/job.sh"));
        QVERIFY(theirs.open(QIODevice::WriteOnly));
        theirs.write("#!/bin/bash\necho theirs\n");
        theirs.close();
        const runs::SubmitOutcome refused =
            submitWith(first, QStringLiteral("#!/bin/bash\necho mine\n"), taken);
        QVERIFY(!refused.submitted);
        QVERIFY2(refused.message.contains(QStringLiteral("could not be made")),
                 qPrintable(refused.message));
        QVERIFY2(refused.message.contains(QStringLiteral("slipway-runs/") + taken),
                 qPrintable(refused.message));
        QVERIFY(theirs.open(QIODevice::ReadOnly));
        QCOMPARE(theirs.readAll(), QByteArray("#!/bin/bash\necho theirs\n"));
        QCOMPARE(first.find(refused.runId)->state, runs::RunState::SubmitFailed);
        // A name that is not a plain folder name is refused before anything runs.
        const runs::SubmitOutcome bad =
            submitWith(first, QStringLiteral("x"), QStringLiteral("../up"));
        QVERIFY(!bad.submitted);
        QCOMPARE(bad.runId, 0);
    }

    void jobFolder_data()
    {
        QTest::addColumn<QString>("remoteDir");
        QTest::addColumn<QString>("expected");
        QTest::newRow("named folder")
            << QStringLiteral("/home/me/w/slipway-runs/20261125-171502-k3f9q2")
            << QStringLiteral("/home/me/w");
        QTest::newRow("numbered (older runs)")
            << QStringLiteral("/home/me/w/slipway-runs/12") << QStringLiteral("/home/me/w");
        QTest::newRow("root") << QStringLiteral("/slipway-runs/x") << QStringLiteral("/");
        QTest::newRow("elsewhere") << QStringLiteral("/scratch/x") << QStringLiteral("/scratch/x");
    }

    void jobFolder()
    {
        QFETCH(QString, remoteDir);
        QFETCH(QString, expected);
        runs::RunRecord r;
        r.remoteDir = remoteDir;
        QCOMPARE(r.jobFolder(), expected);
    }

    // A cluster without accounting (sacct: "Slurm accounting storage is disabled"): once a job
    // has left the queue and the controller has forgotten it (scontrol: "Invalid job id
    // specified", MinJobAge after its end), the run is not left RUNNING for ever; it is ENDED,
    // its message sending the user to its log. A controller that does not answer changes nothing.
    // The three commands are stand-ins printing what the real ones print in those cases (the real
    // scontrol's answer is checked against the test cluster in tst_clustersmoke).
    void forgottenJobWithoutAccountingEnds_data()
    {
        QTest::addColumn<QString>("sacct");
        QTest::addColumn<QString>("scontrol");
        QTest::addColumn<QString>("state");
        const QString noAccounting =
            QStringLiteral("echo 'sacct: error: Slurm accounting storage is disabled' >&2; exit 1");
        const QString forgotten =
            QStringLiteral("echo 'slurm_load_jobs error: Invalid job id specified' >&2; exit 1");
        QTest::newRow("forgotten") << noAccounting << forgotten << QStringLiteral("ENDED");
        QTest::newRow("controller down")
            << noAccounting
            << QStringLiteral("echo 'slurm_load_jobs error: Unable to contact slurm controller "
                              "(connect failure)' >&2; exit 1")
            << QStringLiteral("RUNNING");
        // Accounting exists but did not answer this time: it may still tell how the job ended.
        QTest::newRow("accounting did not answer")
            << QStringLiteral("echo 'sacct: error: Problem talking to the database: Connection "
                              "refused' >&2; exit 1")
            << forgotten << QStringLiteral("RUNNING");
    }
    void forgottenJobWithoutAccountingEnds()
    {
        QFETCH(QString, sacct);
        QFETCH(QString, scontrol);
        QFETCH(QString, state);
        QTemporaryDir dir;
        const QString bin = dir.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        const QMap<QString, QString> tools{
            {QStringLiteral("squeue"), QStringLiteral("echo '{\"jobs\": []}'")},
            {QStringLiteral("sacct"), sacct},
            {QStringLiteral("scontrol"), scontrol}};
        for (auto it = tools.cbegin(); it != tools.cend(); ++it) {
            QFile tool(bin + QLatin1Char('/') + it.key());
            QVERIFY(tool.open(QIODevice::WriteOnly));
            tool.write(QStringLiteral("#!/bin/sh\n%1\n").arg(it.value()).toUtf8());
            tool.close();
            QVERIFY(tool.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        }
        runs::RunStore store(dir.filePath(QStringLiteral("runs.sqlite")));
        runs::RunRecord r;
        r.profile = QStringLiteral("zih-alpha");
        r.host = QStringLiteral("here");
        r.jobName = QStringLiteral("long");
        r.specJson = QStringLiteral("{}");
        r.script = QStringLiteral("#!/bin/bash\n");
        r.scheduler = QStringLiteral("slurm");
        r.state = runs::RunState::Running;
        r.jobId = QStringLiteral("4242");
        r.stdoutPath = QStringLiteral("/home/u/train/slurm-4242.out");
        const qint64 id = store.insert(r);
        QVERIFY(id > 0);
        // Each command runs with the stand-ins first on PATH (a login shell resets PATH).
        class StandIns final : public CommandRunner
        {
        public:
            StandIns(QString bin, CommandRunner *shell)
                : m_bin(std::move(bin))
                , m_shell(shell)
            {}
            QFuture<CommandResult> run(const CommandRequest &request) override
            {
                CommandRequest r = request;
                r.command = QStringLiteral("PATH=%1:$PATH; ").arg(shellQuote(m_bin)) + r.command;
                return m_shell->run(r);
            }
            QString description() const override { return m_shell->description(); }

        private:
            QString m_bin;
            CommandRunner *m_shell;
        };
        ProcessRunner *shell = ProcessRunner::localShell(this);
        StandIns standIns(bin, shell);
        runs::RunService service(&store, &standIns);
        QFuture<QList<runs::RunRecord>> f = service.refresh({id});
        QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 30000);
        const runs::RunRecord after = *store.find(id);
        QCOMPARE(runs::runStateName(after.state), state);
        if (state == QLatin1String("ENDED")) {
            QVERIFY2(after.message.startsWith(QStringLiteral("Job 4242 has ended, but how is not "
                                                             "known")) &&
                         after.message.endsWith(QStringLiteral(
                             "Its log, /home/u/train/slurm-4242.out, says how it went.")),
                     qPrintable(after.message));
            QVERIFY(!after.isActive());
        }
        delete shell;
    }

    void logPaths()
    {
        QCOMPARE(runs::RunService::resolveLogPath(QStringLiteral("slipway-%j.out"),
                                                  QStringLiteral("/w"), QStringLiteral("42"),
                                                  QStringLiteral("n"), QStringLiteral("u"), {}),
                 QStringLiteral("/w/slipway-42.out"));
        QCOMPARE(runs::RunService::resolveLogPath(QStringLiteral("/o/%x-%u-%N-%%.log"),
                                                  QStringLiteral("/w"), QStringLiteral("7"),
                                                  QStringLiteral("a b"), QStringLiteral("me"),
                                                  QStringLiteral("node1")),
                 QStringLiteral("/o/a b-me-node1-%.log"));
    }
};

QTEST_GUILESS_MAIN(TestRuns)
#include "tst_runs.moc"
