// The smoke ladder without a cluster: smoke_run.py (run by this machine's python3, standard
// library only) stops a script after its step lines, after its event file grows, or at its time
// limit, passes hostile arguments through as they are, and reports an error with its exit status;
// its report line is parsed; the time limit and memory for the full run follow from what it
// measured, with the reason stated; a rung's job is composed on the debug partition.

#include "envsetup/smokeladder.h"
#include "project/examplegallery.h"
#include "site/profileregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace slipway;
using namespace slipway::compose;
using namespace slipway::envsetup;
using namespace slipway::site;

class TestSmokeRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile runner(m_dir.filePath(QStringLiteral("smoke_run.py")));
        QVERIFY(runner.open(QIODevice::WriteOnly));
        runner.write(SmokeLadder::runnerSource().toUtf8());
    }

    void stopsAfterStepLinesAndMeasures()
    {
        write(QStringLiteral("train.py"),
              "import sys, time\n"
              "print('args', sys.argv[1:], flush=True)\n"
              "for i in range(1, 10000):\n"
              "    time.sleep(0.02)\n"
              "    print('epoch 1 step %d loss 0.5' % i, flush=True)\n");
        const QString hostile = QStringLiteral("it's $(touch PWNED) `x` \"y\"; ü");
        const Run r = run({QStringLiteral("--steps"), QStringLiteral("4"), QStringLiteral("--"),
                           QStringLiteral("train.py"), hostile});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.output.contains("args ['it\\'s $(touch PWNED) `x` \"y\"; \xc3\xbc']"),
                 r.output.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("PWNED"))));
        const std::optional<LadderRung> m = SmokeLadder::parseRunnerOutput(r.output);
        QVERIFY(m);
        QCOMPARE(m->status, LadderRung::Status::Passed);
        QCOMPARE(m->steps, 4);
        QVERIFY2(m->stepSeconds >= 0.015 && m->stepSeconds < 1.0, r.output.constData());
        QVERIFY(m->peakMemoryMb > 1);
        QVERIFY(!r.output.contains("step 5 "));
    }

    void stopsAtTheTimeLimitOrAfterAnEventFileGrows()
    {
        write(QStringLiteral("quiet.py"), "import time\ntime.sleep(600)\n");
        Run r = run({QStringLiteral("--seconds"), QStringLiteral("1"), QStringLiteral("--"),
                     QStringLiteral("quiet.py")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.output.contains("\"reason\": \"seconds\""), r.output.constData());
        write(QStringLiteral("events.py"),
              "import os, time\nos.makedirs('logs/run1', exist_ok=True)\n"
              "f = open('logs/run1/events.out.tfevents.1.host', 'wb')\n"
              "f.write(b'h' * 40); f.flush(); time.sleep(1)\n"
              "f.write(b'v' * 40); f.flush(); time.sleep(600)\n");
        r = run({QStringLiteral("--logdir"), QStringLiteral("logs"), QStringLiteral("--"),
                 QStringLiteral("events.py")});
        QVERIFY2(r.output.contains("\"reason\": \"event-file\""), r.output.constData());
    }

    void distributedRanksStopTogetherAfterStepLines()
    {
        // Two gloo ranks under torchrun (Debian's python3-torch) that never stop by themselves
        // and meet in an all-reduce every step: the runner stops both after rank 0's step
        // lines, each exits 0 with its report, and no rank is left running.
        write(QStringLiteral("ranks.py"), kRanksScript);
        const int port = freePort();
        QVERIFY(port > 0);
        const Run r = run({QStringLiteral("--steps"), QStringLiteral("4"), QStringLiteral("--"),
                           QStringLiteral("ranks.py"), QStringLiteral("--print")},
                          torchrun(port));
        QVERIFY2(r.exitCode == 0, r.output.constData());
        QVERIFY2(r.output.count("\"reason\": \"steps\"") == 2, r.output.constData());
        QVERIFY(r.output.contains("\"rank\": 1"));
        const std::optional<LadderRung> m = SmokeLadder::parseRunnerOutput(r.output);
        QVERIFY(m && m->status == LadderRung::Status::Passed && m->steps == 4);
        QVERIFY(!r.output.contains("step 6 "));
        verifyRanksGone(m_dir.path());
    }

    void localRungRunsDdpAsTwoRanks()
    {
        // The ladder's local rung runs a DDP project as two ranks under torchrun: the gallery's
        // DDP example, stopped after its steps on both ranks.
        QTemporaryDir project;
        QString error;
        QVERIFY2(project::ExampleGallery::writeTo(
                     *project::ExampleGallery::find(QStringLiteral("ddp-torchrun")), project.path(),
                     &error),
                 qPrintable(error));
        LadderRequest request = localDdp(project.path(), QStringLiteral("train.py"));
        request.spec.args = {QStringLiteral("--epochs"), QStringLiteral("1000")};
        SmokeLadder ladder(nullptr);
        QSignalSpy progress(&ladder, &SmokeLadder::progress);
        QFuture<LadderReport> future = ladder.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 180000);
        const LadderRung local = future.result().rungs.first();
        QVERIFY2(local.status == LadderRung::Status::Passed, qPrintable(local.summary));
        QVERIFY2(local.summary.contains(u"two ranks"), qPrintable(local.summary));
        QCOMPARE(local.steps, 3);
        QVERIFY(local.stepSeconds > 0);
        QVERIFY(progress.first().first().toString().contains(u"Python with torch"));
    }

    // A script that needs a GPU, on this computer (whose Debian torch has no CUDA and no NCCL):
    // with GPUs asked for, the local rung is skipped with torch's own words, and the jobs go on;
    // with none asked for, it fails and says that the job needs GPUs or the script the CPU.
    void scriptThatNeedsAGpuHere()
    {
        QTemporaryDir project;
        QFile nccl(project.filePath(QStringLiteral("nccl.py")));
        QVERIFY(nccl.open(QIODevice::WriteOnly));
        nccl.write("import torch.distributed as dist\ndist.init_process_group('nccl')\n");
        nccl.close();
        LadderRequest request = localDdp(project.path(), QStringLiteral("nccl.py"));
        request.spec.gpusPerNode = 2;
        SmokeLadder ladder(nullptr);
        QFuture<LadderReport> future = ladder.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 180000);
        const LadderRung skipped = future.result().rungs.first();
        QCOMPARE(skipped.status, LadderRung::Status::Skipped);
        QVERIFY2(skipped.summary.contains(u"doesn't have NCCL built in"),
                 qPrintable(skipped.summary));
        QVERIFY(future.result().passed());

        QFile cuda(project.filePath(QStringLiteral("cuda.py")));
        QVERIFY(cuda.open(QIODevice::WriteOnly));
        cuda.write("import torch\nprint(torch.zeros(1).cuda())\n");
        cuda.close();
        request.spec.entry = QStringLiteral("cuda.py");
        request.spec.parallelism = QStringLiteral("cpu");
        request.spec.gpusPerNode = -1;
        future = ladder.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 180000);
        const LadderRung failed = future.result().rungs.first();
        QCOMPARE(failed.status, LadderRung::Status::Failed);
        QVERIFY2(failed.fix.contains(u"Torch not compiled with CUDA enabled") &&
                     failed.fix.contains(u"asks for none"),
                 qPrintable(failed.fix));

        // The run is for this computer: no cluster will give the GPU, so the rung fails, and
        // the job rungs say that there is no scheduler, each for its own job.
        site::ProfileRegistry registry;
        request.profile = *registry.find(QStringLiteral("local"));
        request.spec.profile = request.profile.id;
        request.spec.gpusPerNode = 1;
        request.skip.clear();
        future = ladder.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 180000);
        const LadderReport here = future.result();
        QCOMPARE(here.rungs.first().status, LadderRung::Status::Failed);
        QVERIFY2(here.rungs.first().fix.contains(u"Choose a cluster with GPUs"),
                 qPrintable(here.rungs.first().fix));
        QVERIFY(here.rungs.at(1).summary.contains(u"debug job"));
        QVERIFY2(here.rungs.at(2).summary.contains(u"two-rank job"),
                 qPrintable(here.rungs.at(2).summary));
    }

    void cancelStopsEveryRankOfTheLocalRung()
    {
        QTemporaryDir project;
        QFile script(project.filePath(QStringLiteral("ranks.py")));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(kRanksScript);
        script.close();
        // No step lines and no event file: only the time limit (far away) or Cancel stop it.
        LadderRequest request = localDdp(project.path(), QStringLiteral("ranks.py"));
        request.localSeconds = 600;
        SmokeLadder ladder(nullptr);
        QFuture<LadderReport> future = ladder.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(project.filePath(QStringLiteral("pid-0"))) &&
                                     QFile::exists(project.filePath(QStringLiteral("pid-1"))),
                                 120000);
        ladder.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 30000);
        QCOMPARE(future.result().rungs.first().status, LadderRung::Status::Cancelled);
        verifyRanksGone(project.path());
    }

    void scriptErrorIsAFailure()
    {
        write(QStringLiteral("broken.py"), "print('step 1')\nraise ValueError('no data here')\n");
        const Run r = run({QStringLiteral("--"), QStringLiteral("broken.py")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.output.contains("ValueError: no data here"));
        const std::optional<LadderRung> m = SmokeLadder::parseRunnerOutput(r.output);
        QVERIFY(m && m->status == LadderRung::Status::Failed);
        QVERIFY(!SmokeLadder::parseRunnerOutput("plain log\nSLIPWAY-SMOKE {broken\n"));
    }

    // The local rung looks past a python3 without torch: conda's usual installs, the system's.
    void localPythonIsLookedForInTheUsualPlaces()
    {
        using envsetup::SmokeLadder;
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const auto makePython = [](const QString &path) {
            QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("#!/bin/sh\n");
            f.close();
            QVERIFY(f.setPermissions(f.permissions() | QFileDevice::ExeOwner));
        };
        const QString miniconda = home.filePath(QStringLiteral("miniconda3/bin/python3"));
        const QString env = home.filePath(QStringLiteral("envs/it's mine/bin/python3"));
        makePython(miniconda);
        makePython(env);
        // anaconda3 without an executable python3 is not offered.
        QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("anaconda3/bin"))));
        const QStringList found = SmokeLadder::localPythonCandidates(
            QStringLiteral("python3"), home.filePath(QStringLiteral("envs/it's mine")),
            home.path());
        QStringList expected{QStringLiteral("python3"), env, miniconda};
        if (QFileInfo(QStringLiteral("/usr/bin/python3")).isExecutable()) {
            expected << QStringLiteral("/usr/bin/python3");
        }
        QCOMPARE(found, expected);
        // A Python the person named is the only one tried.
        QCOMPARE(SmokeLadder::localPythonCandidates(miniconda, QString(), home.path()),
                 QStringList{miniconda});
    }

    // A project folder that is gone: the rung fails with the reason, it does not wait for ever.
    void localRungInAMissingFolderFails()
    {
        QTemporaryDir parent;
        const QString gone = parent.filePath(QStringLiteral("not here $(touch PWNED)"));
        LadderRequest request = localDdp(gone, QStringLiteral("train.py"));
        request.spec.parallelism = QStringLiteral("cpu");
        SmokeLadder ladder(nullptr);
        QFuture<LadderReport> future = ladder.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 60000);
        const LadderRung local = future.result().rungs.first();
        QVERIFY2(local.status == LadderRung::Status::Failed, qPrintable(local.summary));
        QVERIFY2(local.summary.contains(u"could not be started") && local.summary.contains(gone),
                 qPrintable(local.summary));
        QVERIFY(!QFile::exists(QDir::current().filePath(QStringLiteral("PWNED"))));
    }

    void fullRunResourcesFromTheMeasurement()
    {
        LadderReport report;
        LadderRung local;
        local.kind = LadderRung::Kind::Local;
        local.status = LadderRung::Status::Passed;
        local.stepSeconds = 0.9;
        local.peakMemoryMb = 100;
        LadderRung debug = local;
        debug.kind = LadderRung::Kind::Debug;
        debug.stepSeconds = 0.5;
        debug.peakMemoryMb = 2000;
        report.rungs << local << debug;
        // The last rung that measured counts: 10000 × 0.5 s × 1.2 + 600 s = 6600 s.
        LadderSuggestion s = LadderSuggestion::from(report, 10000, 2);
        QCOMPARE(s.time, QStringLiteral("01:50:00"));
        QCOMPARE(s.mem, QStringLiteral("6000M"));
        QVERIFY(s.notes.first().contains(u"10000 steps × 0.500 s per step"));
        JobSpec spec;
        spec.time = QStringLiteral("00:10:00");
        s.applyTo(&spec);
        QCOMPARE(spec.time, QStringLiteral("01:50:00"));
        QCOMPARE(spec.mem, QStringLiteral("6000M"));
        // Without the full run's steps the time limit stays; without a measurement nothing moves.
        QVERIFY(LadderSuggestion::from(report, 0, 1).time.isEmpty());
        QVERIFY(LadderSuggestion::from(LadderReport{}, 1000, 1).mem.isEmpty());
    }

    void rungJobsGoToTheDebugPartition()
    {
        ProfileRegistry registry;
        LadderRequest request;
        request.profile = *registry.find(QStringLiteral("test-cluster"));
        request.spec.profile = request.profile.id;
        request.spec.entry = QStringLiteral("train.py");
        request.spec.args = {QStringLiteral("--lr"), QStringLiteral("$(id)")};
        request.spec.parallelism = QStringLiteral("cpu");
        request.spec.environment.recipe = QStringLiteral("none");
        QString why;
        QString note;
        const std::optional<JobSpec> debug = SmokeLadder::jobSpecFor(
            LadderRung::Kind::Debug, request, QStringLiteral("slipway-ladder/x"), &why, &note);
        QVERIFY2(debug, qPrintable(why));
        QCOMPARE(debug->partition, QStringLiteral("debug"));
        QCOMPARE(debug->entry, QStringLiteral("slipway-ladder/x/smoke_run.py"));
        QCOMPARE(debug->args.mid(debug->args.indexOf(QStringLiteral("--"))),
                 (QStringList{QStringLiteral("--"), QStringLiteral("train.py"),
                              QStringLiteral("--lr"), QStringLiteral("$(id)")}));
        QCOMPARE(debug->time, QStringLiteral("00:05:00"));
        QVERIFY(note.contains(u"debug"));
        // A CPU run has no DDP rung.
        QVERIFY(
            !SmokeLadder::jobSpecFor(LadderRung::Kind::Ddp, request, QStringLiteral("f"), &why));
        QVERIFY(why.contains(u"not distributed"));
    }

private:
    // A DDP script that ignores the smoke variables: it writes its pid, then all-reduces one
    // value and (with --print, on rank 0) prints a step line every 50 ms, forever.
    static constexpr const char *kRanksScript =
        "import os, sys, time\n"
        "import torch, torch.distributed as dist\n"
        "dist.init_process_group('gloo')\n"
        "rank = dist.get_rank()\n"
        "open('pid-%d' % rank, 'w').write(str(os.getpid()))\n"
        "i = 0\n"
        "while True:\n"
        "    t = torch.ones(1)\n"
        "    dist.all_reduce(t)\n"
        "    i += 1\n"
        "    if rank == 0 and '--print' in sys.argv:\n"
        "        print('step %d sum %d' % (i, t.item()), flush=True)\n"
        "    time.sleep(0.05)\n";

    static int freePort()
    {
        QProcess p;
        p.start(QStringLiteral("python3"),
                {QStringLiteral("-c"), QStringLiteral("import socket\ns = socket.socket()\n"
                                                      "s.bind(('127.0.0.1', 0))\n"
                                                      "print(s.getsockname()[1])")});
        p.waitForFinished(30000);
        return p.readAllStandardOutput().trimmed().toInt();
    }

    static QStringList torchrun(int port)
    {
        return {QStringLiteral("-m"),
                QStringLiteral("torch.distributed.run"),
                QStringLiteral("--nnodes=1"),
                QStringLiteral("--nproc_per_node=2"),
                QStringLiteral("--master_port=%1").arg(port),
                QStringLiteral("--redirects=1"),
                QStringLiteral("--tee=1")};
    }

    static LadderRequest localDdp(const QString &project, const QString &entry)
    {
        site::ProfileRegistry registry;
        LadderRequest request;
        request.profile = *registry.find(QStringLiteral("test-cluster"));
        request.spec.profile = request.profile.id;
        request.spec.entry = entry;
        request.spec.parallelism = QStringLiteral("ddp-torchrun");
        request.localProject = project;
        request.localPython = QStringLiteral("/usr/bin/python3"); // Debian's, with torch
        request.steps = 3;
        request.skip = {LadderRung::Kind::Debug, LadderRung::Kind::Ddp};
        return request;
    }

    // Both ranks (whose pids ranks.py wrote) have ended.
    static void verifyRanksGone(const QString &folder)
    {
        for (const QString &name : {QStringLiteral("pid-0"), QStringLiteral("pid-1")}) {
            QFile f(QDir(folder).filePath(name));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(name));
            const QByteArray pid = f.readAll().trimmed();
            QVERIFY(!pid.isEmpty());
            QTRY_VERIFY2_WITH_TIMEOUT(
                !QFile::exists(QStringLiteral("/proc/") + QString::fromLatin1(pid)),
                pid.constData(), 10000);
        }
    }

    struct Run
    {
        int exitCode = -1;
        QByteArray output;
    };

    void write(const QString &name, const QByteArray &text)
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }

    // smoke_run.py with `args`; with a launcher (torchrun's options), under Debian's python3.
    Run run(const QStringList &args, const QStringList &launcher = {})
    {
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(launcher.isEmpty() ? QStringLiteral("python3") : QStringLiteral("/usr/bin/python3"),
                launcher + QStringList{m_dir.filePath(QStringLiteral("smoke_run.py"))} + args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
        }
        return {p.exitCode(), p.readAll()};
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestSmokeRunner)
#include "tst_smokerunner.moc"
