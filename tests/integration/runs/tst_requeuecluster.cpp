// Resumable runs on the real test cluster (tests/cluster/up), through slipwayctl, in a working
// folder with a hostile name. Two runs go at once, so their waits in the queue overlap:
// - one is requeued from outside with `scontrol requeue` after it saved a checkpoint: its
//   second start resumes from the newest checkpoint and completes;
// - one is warned by Slurm (--signal=B:USR1) before its short time limit: it saves, the job
//   script requeues it, and its second start resumes and completes.
// Each start writes its own event folder; the Plots page's model joins them into one curve in
// which every step is there once, from the latest start that logged it, with the restart
// marked. `slipwayctl status RUN --json` lists the starts, from sacct --duplicates.

#include "common/shellquote.h"
#include "events/plotmodel.h"
#include "events/plotseries.h"
#include "testpaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

using namespace slipway;

namespace {

QString clusterValue(const char *name)
{
    const QString fromEnv = qEnvironmentVariable(name);
    if (!fromEnv.isEmpty()) {
        return fromEnv;
    }
    QFile file(QStringLiteral("/var/tmp/slipway-cluster/env"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return {};
    }
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(QLatin1String(name) + u'=')) {
            QString value = line.mid(qsizetype(qstrlen(name)) + 1);
            if (value.startsWith(u'\'') && value.endsWith(u'\'')) {
                value = value.mid(1, value.size() - 2);
            }
            return value;
        }
    }
    return {};
}

struct Result
{
    int exitCode = -1;
    QByteArray outBytes;
    QString out;
    QString err;
    QByteArray describe() const
    {
        return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3")
            .arg(exitCode)
            .arg(out, err)
            .toUtf8();
    }
};

// One step a second up to the step given as its argument; a checkpoint every 3 steps and when
// USR1 asks for one (then it stops); each logged value tells the start that wrote it apart.
const char kTrain[] = R"PY(import os, signal, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tbevents import EventWriter
total = int(sys.argv[1])
folder = os.environ["SLIPWAY_CHECKPOINT_DIR"]
resume = os.environ.get("SLIPWAY_RESUME_FROM", "")
start = int(os.environ.get("SLURM_RESTART_COUNT", "0"))
step = int(open(resume).read()) if resume else 0
stop = []
signal.signal(signal.SIGUSR1, lambda signum, frame: stop.append(signum))
writer = EventWriter(os.environ["SLIPWAY_SEGMENT_LOGDIR"])
print("train: start %d from step %d (%s)" % (start, step, resume or "nothing"), flush=True)
def save():
    tmp = os.path.join(folder, ".tmp")
    with open(tmp, "w") as f:
        f.write(str(step))
    os.replace(tmp, os.path.join(folder, "ckpt-%06d.pt" % step))
while step < total:
    time.sleep(1)
    step += 1
    writer.add_scalar("loss", 1000.0 * start + step, step)
    if step % 3 == 0 or stop:
        save()
    if stop:
        print("train: saved at step %d on USR1" % step, flush=True)
        writer.close()
        sys.exit(0)
writer.close()
print("train: done at step %d" % step, flush=True)
)PY";

} // namespace

class TestRequeueCluster : public QObject
{
    Q_OBJECT

private:
    QString m_config;
    QString m_alias;
    QString m_base;
    QString m_workdir;
    QString m_jobName;
    QTemporaryDir m_local;

    Result run(const QString &program, const QStringList &args, const QByteArray &input = {})
    {
        QProcess p;
        p.start(program, args);
        Result r;
        if (!p.waitForStarted(30000)) {
            r.err = p.errorString();
            return r;
        }
        p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(300000)) {
            p.kill();
            p.waitForFinished();
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.outBytes = p.readAllStandardOutput();
        r.out = QString::fromUtf8(r.outBytes);
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    Result ssh(const QString &command)
    {
        return run(QStringLiteral("ssh"),
                   {QStringLiteral("-F"), m_config, m_alias, QStringLiteral("bash -l -s")},
                   command.toUtf8() + '\n');
    }

    Result ctl(QStringList args)
    {
        args << QStringLiteral("--host") << m_alias << QStringLiteral("-F") << m_config
             << QStringLiteral("--db") << m_local.filePath(QStringLiteral("runs.sqlite"));
        return run(test::binDir() + QStringLiteral("/slipwayctl"), args);
    }

    QString writeSpec(const QString &name, const QJsonObject &extra)
    {
        QJsonObject spec{
            {QStringLiteral("profile"), QStringLiteral("test-cluster")},
            {QStringLiteral("workdir"), m_workdir},
            {QStringLiteral("entry"), QStringLiteral("train.py")},
            {QStringLiteral("parallelism"), QStringLiteral("cpu")},
            {QStringLiteral("environment"),
             QJsonObject{{QStringLiteral("recipe"), QStringLiteral("modules")},
                         {QStringLiteral("modules"), QJsonArray{QStringLiteral("Python/3.11.2")}}}},
            {QStringLiteral("mem"), QStringLiteral("200M")},
            {QStringLiteral("job_name"), m_jobName}};
        for (auto it = extra.begin(); it != extra.end(); ++it) {
            spec.insert(it.key(), it.value());
        }
        const QString path = m_local.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(QJsonDocument(spec).toJson());
        return path;
    }

    // The run's --json status once it has ended (or after the time given).
    QJsonObject waitForEnd(const QString &runId, int seconds)
    {
        QElapsedTimer clock;
        clock.start();
        QJsonObject o;
        while (clock.elapsed() < seconds * 1000) {
            const Result r = ctl({QStringLiteral("status"), runId, QStringLiteral("--json")});
            o = QJsonDocument::fromJson(r.outBytes).object();
            const QString state = o.value(QStringLiteral("state")).toString();
            if (state == QLatin1String("COMPLETED") || state == QLatin1String("FAILED") ||
                state == QLatin1String("CANCELLED") || state == QLatin1String("TIMEOUT")) {
                return o;
            }
            QThread::msleep(3000);
        }
        return o;
    }

    QString submit(const QString &spec, QString *jobId)
    {
        const Result r = ctl({QStringLiteral("submit"), QStringLiteral("--spec"), spec,
                              QStringLiteral("--resumable"), QStringLiteral("--no-check")});
        if (r.exitCode != 0) {
            qWarning().noquote() << r.describe();
            return {};
        }
        *jobId = QRegularExpression(QStringLiteral(R"(job (\d+))")).match(r.out).captured(1);
        return QRegularExpression(QStringLiteral(R"(run (\d+))")).match(r.out).captured(1);
    }

    // The segments' "ended_by" words.
    static QStringList endings(const QJsonObject &status)
    {
        QStringList out;
        for (const QJsonValue v : status.value(QStringLiteral("segments")).toArray()) {
            out << v.toObject().value(QStringLiteral("ended_by")).toString();
        }
        return out;
    }

    // Checks the stitched "loss" of one run's event folder, copied here: every step 1..total
    // once, in order, with the restart marked, and the latest start's value at every step.
    void checkStitched(const QString &logdir, int total)
    {
        const Result tar = ssh(QStringLiteral("tar -C ") + shellQuote(m_workdir) +
                               QStringLiteral(" -cf - -- ") + shellQuote(logdir));
        QVERIFY2(tar.exitCode == 0, tar.describe().constData());
        QProcess untar;
        untar.setWorkingDirectory(m_local.path());
        untar.start(QStringLiteral("tar"), {QStringLiteral("-xf"), QStringLiteral("-")});
        QVERIFY(untar.waitForStarted());
        untar.write(tar.outBytes);
        untar.closeWriteChannel();
        QVERIFY(untar.waitForFinished(30000) && untar.exitCode() == 0);
        const QStringList starts =
            QDir(m_local.filePath(logdir)).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QVERIFY2(starts.size() >= 2, qPrintable(starts.join(u' ')));

        events::PlotModel model;
        model.setPollInterval(100000);
        model.open(m_local.filePath(logdir));
        QVERIFY(QTest::qWaitFor(
            [&] {
                const events::PlotSeries *s =
                    model.series(QStringLiteral("."), QStringLiteral("loss"));
                return s && s->size() == total;
            },
            20000));
        QCOMPARE(model.runs(), QStringList{QStringLiteral(".")});
        const events::PlotSeries *loss = model.series(QStringLiteral("."), QStringLiteral("loss"));
        QVERIFY(loss);
        QCOMPARE(loss->restarts.size(), std::size_t(starts.size() - 1));
        int start = 0;
        for (int i = 0; i < total; ++i) {
            QCOMPARE(loss->steps[std::size_t(i)], std::int64_t(i + 1));
            const double value = loss->y[std::size_t(i)];
            QCOMPARE(int(value) % 1000, i + 1);
            // From each restart on, the later start's values (never back to an earlier one).
            QVERIFY2(int(value) / 1000 >= start, qPrintable(QString::number(value)));
            start = int(value) / 1000;
        }
        QVERIFY(start >= 1);
        const double firstRestart = loss->restarts.front();
        QCOMPARE(int(loss->y[std::size_t(firstRestart) - 1]) / 1000, 1);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_config = clusterValue("SLIPWAY_TEST_SSH_CONFIG");
        m_alias = clusterValue("SLIPWAY_TEST_SSH_ALIAS");
        if (m_config.isEmpty() || m_alias.isEmpty()) {
            QFAIL("The test cluster is not running: run tests/cluster/up (as root) first.");
        }
        QVERIFY(m_local.isValid());
        const QString id = QUuid::createUuid().toString(QUuid::Id128).left(8);
        m_jobName = QStringLiteral("requeue-") + id;
        const Result home = ssh(QStringLiteral("cd && pwd -P"));
        QVERIFY2(home.exitCode == 0, home.describe().constData());
        m_base = home.out.trimmed() + QStringLiteral("/slipway-requeue-") + id;
        m_workdir = m_base + QStringLiteral("/it's $(touch pwned) \"run\" `x`");
        QFile tbevents(test::sourceDir() +
                       QStringLiteral("/resources/examples/common/tbevents.py"));
        QVERIFY(tbevents.open(QIODevice::ReadOnly));
        const Result mk =
            ssh(QStringLiteral("mkdir -p -- %1 && cd -- %1 && cat > train.py <<'EOF'\n%2EOF\n"
                               "cat > tbevents.py <<'EOF'\n%3EOF")
                    .arg(shellQuote(m_workdir), QString::fromLatin1(kTrain),
                         QString::fromUtf8(tbevents.readAll())));
        QVERIFY2(mk.exitCode == 0, mk.describe().constData());
    }

    void cleanupTestCase()
    {
        if (!m_jobName.isEmpty()) {
            ssh(QStringLiteral("scancel --name='%1' -u \"$USER\"").arg(m_jobName));
        }
        if (!m_base.isEmpty()) {
            ssh(QStringLiteral("rm -rf -- ") + shellQuote(m_base));
        }
    }

    void requeuedAndTimeLimitedRunsResumeAsOneCurve()
    {
        // Requeued from outside: a long time limit, 30 steps.
        const QString outsideSpec = writeSpec(
            QStringLiteral("outside.json"),
            {{QStringLiteral("args"), QJsonArray{QStringLiteral("30")}},
             {QStringLiteral("logdir"), QStringLiteral("runs-outside")},
             {QStringLiteral("time"), QStringLiteral("00:05:00")},
             {QStringLiteral("resumable"),
              QJsonObject{{QStringLiteral("checkpoints"), QStringLiteral("ck 'outside' $(x)")}}}});
        // Warned before the time limit: 2 minutes, warned 30 s before (Slurm checks every
        // 30 s, so the warning comes 60 to 90 s in), 95 steps: more than one start can do, and
        // the rest fits in the second.
        const QString limitSpec =
            writeSpec(QStringLiteral("limit.json"),
                      {{QStringLiteral("args"), QJsonArray{QStringLiteral("95")}},
                       {QStringLiteral("logdir"), QStringLiteral("runs-limit")},
                       {QStringLiteral("time"), QStringLiteral("00:02:00")},
                       {QStringLiteral("resumable"),
                        QJsonObject{{QStringLiteral("checkpoints"), QStringLiteral("ck-limit")},
                                    {QStringLiteral("warning_seconds"), 30}}}});
        QString outsideJob;
        QString limitJob;
        const QString outsideRun = submit(outsideSpec, &outsideJob);
        const QString limitRun = submit(limitSpec, &limitJob);
        QVERIFY(!outsideRun.isEmpty() && !outsideJob.isEmpty());
        QVERIFY(!limitRun.isEmpty() && !limitJob.isEmpty());

        // Requeue the first once it has saved a checkpoint at step 6 or later.
        const QString folder = shellQuote(m_workdir + QStringLiteral("/ck 'outside' $(x)"));
        QElapsedTimer clock;
        clock.start();
        bool saved = false;
        while (!saved && clock.elapsed() < 240000) {
            const Result ls =
                ssh(QStringLiteral("ls -- ") + folder + QStringLiteral(" 2>/dev/null"));
            saved = ls.out.contains(QLatin1String("ckpt-000006.pt")) ||
                    ls.out.contains(QLatin1String("ckpt-000009.pt"));
            if (!saved) {
                QThread::msleep(1000);
            }
        }
        QVERIFY2(saved, "the first run saved no checkpoint");
        const Result requeue = ssh(QStringLiteral("scontrol requeue ") + outsideJob);
        QVERIFY2(requeue.exitCode == 0, requeue.describe().constData());

        const QJsonObject outside = waitForEnd(outsideRun, 480);
        QVERIFY2(outside.value(QStringLiteral("state")).toString() == QLatin1String("COMPLETED"),
                 QJsonDocument(outside).toJson().constData());
        QStringList ends = endings(outside);
        QVERIFY2(ends.size() >= 2 && ends.first() == QLatin1String("requeued") &&
                     ends.last() == QLatin1String("ended"),
                 qPrintable(ends.join(u',')));
        for (const QJsonValue v : outside.value(QStringLiteral("segments")).toArray()) {
            QCOMPARE(v.toObject().value(QStringLiteral("job")).toString(), outsideJob);
        }

        const QJsonObject limit = waitForEnd(limitRun, 480);
        QVERIFY2(limit.value(QStringLiteral("state")).toString() == QLatin1String("COMPLETED"),
                 QJsonDocument(limit).toJson().constData());
        ends = endings(limit);
        QVERIFY2(ends.size() >= 2 && ends.first() == QLatin1String("time limit") &&
                     ends.last() == QLatin1String("ended"),
                 qPrintable(ends.join(u',')));

        // The logs (one per job, appended to at each start) say where each start resumed.
        const Result logs = ctl({QStringLiteral("logs"), limitRun});
        QVERIFY2(logs.out.contains(QLatin1String("saving and requeueing job ") + limitJob) &&
                     logs.out.contains(QLatin1String("on USR1")) &&
                     QRegularExpression(
                         QStringLiteral(
                             R"(train: start 1 from step \d+ \(.*ck-limit/ckpt-0000\d\d\.pt\))"))
                         .match(logs.out)
                         .hasMatch() &&
                     logs.out.contains(QLatin1String("train: done at step 95")),
                 logs.describe().constData());
        const Result outsideLogs = ctl({QStringLiteral("logs"), outsideRun});
        QVERIFY2(QRegularExpression(QStringLiteral(R"(train: start 1 from step [1-9]\d* )"))
                         .match(outsideLogs.out)
                         .hasMatch() &&
                     outsideLogs.out.contains(QLatin1String("train: done at step 30")),
                 outsideLogs.describe().constData());

        checkStitched(QStringLiteral("runs-outside"), 30);
        checkStitched(QStringLiteral("runs-limit"), 95);

        const Result pwned = ssh(QStringLiteral("ls -- ") + shellQuote(m_base));
        QVERIFY2(!pwned.out.contains(QLatin1String("pwned\n")), pwned.describe().constData());
    }
};

QTEST_GUILESS_MAIN(TestRequeueCluster)
#include "tst_requeuecluster.moc"
