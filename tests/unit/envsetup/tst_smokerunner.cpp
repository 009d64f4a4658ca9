// The smoke ladder without a cluster: smoke_run.py (run by this machine's python3, standard
// library only) stops a script after its step lines, after its event file grows, or at its time
// limit, passes hostile arguments through as they are, and reports an error with its exit status;
// its report line is parsed; the time limit and memory for the full run follow from what it
// measured, with the reason stated; a rung's job is composed on the debug partition.

#include "envsetup/smokeladder.h"
#include "site/profileregistry.h"

#include <QDir>
#include <QFile>
#include <QProcess>
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

    Run run(const QStringList &args)
    {
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("python3"),
                QStringList{m_dir.filePath(QStringLiteral("smoke_run.py"))} + args);
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
