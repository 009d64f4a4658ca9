// The beginner's path on the real test cluster (tests/cluster/up): the one-time set-up script
// makes a venv on top of the PyTorch module, then slipwayctl composes, submits and follows
// jobs through Slipway's SSH core and Slurm: one GPU, DDP with two ranks through srun and
// through torchrun, many CPUs, a hostile job name, cancel, a failing job, a job that hits its
// time limit, and a spec the profile rejects. Each job's own output proves the ranks and
// CUDA_VISIBLE_DEVICES. `logs --follow` survives its connection being killed on the server.

#include "common/shellquote.h"
#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "site/profileregistry.h"
#include "testcluster.h"
#include "testpaths.h"
#include "testprocess.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <csignal>
#include <sys/types.h>

using namespace slipway;

namespace {

using Result = test::ProcessResult;

} // namespace

class TestSubmitCluster : public QObject
{
    Q_OBJECT

private:
    QString m_config;
    QString m_alias;
    QString m_workdir; // remote, under the test user's home
    QTemporaryDir m_local;

    Result run(const QString &program, const QStringList &args, const QByteArray &input = {},
               int timeoutMs = 600000)
    {
        return test::runProcess(program, args, input, timeoutMs);
    }

    Result ssh(const QString &command, const QByteArray &input = {})
    {
        return run(QStringLiteral("ssh"),
                   {QStringLiteral("-F"), m_config, m_alias, QStringLiteral("bash -l -s")},
                   command.toUtf8() + '\n' + input);
    }

    Result ctl(QStringList args)
    {
        args << QStringLiteral("--host") << m_alias << QStringLiteral("-F") << m_config
             << QStringLiteral("--db") << m_local.filePath(QStringLiteral("runs.sqlite"));
        return run(test::binDir() + QStringLiteral("/slipwayctl"), args);
    }

    QString writeSpec(const QString &name, QJsonObject spec)
    {
        spec.insert(QStringLiteral("profile"), QStringLiteral("test-cluster"));
        spec.insert(QStringLiteral("workdir"), m_workdir);
        spec.insert(QStringLiteral("entry"), QStringLiteral("ddp_train.py"));
        if (!spec.contains(QStringLiteral("environment"))) {
            spec.insert(
                QStringLiteral("environment"),
                QJsonObject{
                    {QStringLiteral("recipe"), QStringLiteral("venv")},
                    {QStringLiteral("modules"), QJsonArray{QStringLiteral("PyTorch/1.13.1")}},
                    {QStringLiteral("path"), QStringLiteral("$HOME/slipway-it-envs/torch")}});
        }
        const QString path = m_local.filePath(name + QStringLiteral(".json"));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(QJsonDocument(spec).toJson());
        }
        return path;
    }

    static QString runId(const Result &r)
    {
        static const QRegularExpression re(QStringLiteral(R"(^run (\d+)$)"),
                                           QRegularExpression::MultilineOption);
        return re.match(r.out).captured(1);
    }

    // Submits with --wait, checks the final state and returns the run's log.
    QString submitAndWait(const QString &name, const QJsonObject &spec, const QString &state,
                          QString *id = nullptr, QString *jobId = nullptr)
    {
        // --follow prints the job's log while it runs, from before the file exists to the end.
        const Result r =
            ctl({QStringLiteral("submit"), QStringLiteral("--spec"), writeSpec(name, spec),
                 QStringLiteral("--wait"), QStringLiteral("--follow"), QStringLiteral("--interval"),
                 QStringLiteral("1")});
        const bool completed = state == QLatin1String("COMPLETED");
        if ((r.exitCode == 0) != completed || !r.out.contains(QStringLiteral("state ") + state)) {
            qWarning().noquote() << r.describe();
            return QStringLiteral("<submit failed>");
        }
        const QString run = runId(r);
        if (id) {
            *id = run;
        }
        if (jobId) {
            static const QRegularExpression job(QStringLiteral(R"(^job (\d+)$)"),
                                                QRegularExpression::MultilineOption);
            *jobId = job.match(r.out).captured(1);
        }
        const Result logs = ctl({QStringLiteral("logs"), run});
        if (logs.exitCode != 0) {
            qWarning().noquote() << logs.describe();
        }
        // What was followed live is the whole log: nothing lost, nothing twice.
        if (!r.out.contains(logs.out)) {
            qWarning().noquote() << "followed:" << r.out << "\nlog:" << logs.out;
            return QStringLiteral("<the followed log differs from the log>");
        }
        return logs.out + QStringLiteral("\n--stderr--\n") + logs.err;
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
        m_workdir = QStringLiteral("$HOME/slipway-it-") +
                    QUuid::createUuid().toString(QUuid::Id128).left(8);
        Result mk = ssh(QStringLiteral("mkdir -p \"%1\"").arg(m_workdir));
        QVERIFY2(mk.exitCode == 0, mk.describe().constData());
        QFile example(test::sourceDir() + QStringLiteral("/resources/examples/ddp_train.py"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        Result up = run(QStringLiteral("ssh"),
                        {QStringLiteral("-F"), m_config, m_alias,
                         QStringLiteral("cat > \"%1/ddp_train.py\"").arg(m_workdir)},
                        example.readAll());
        QVERIFY2(up.exitCode == 0, up.describe().constData());

        // The one-time set-up script, composed for this spec, run on the login node.
        QStringList errors;
        QFile specFile(writeSpec(QStringLiteral("setup"), {}));
        QVERIFY(specFile.open(QIODevice::ReadOnly));
        const auto spec = compose::JobSpec::fromJson(specFile.readAll(), &errors);
        QVERIFY(spec);
        const site::ProfileRegistry registry;
        const compose::ComposedScript composed =
            compose::ScriptComposer::compose(*spec, *registry.find(QStringLiteral("test-cluster")));
        QVERIFY(!composed.setupLines.isEmpty());
        const Result setup =
            run(QStringLiteral("ssh"),
                {QStringLiteral("-F"), m_config, m_alias, QStringLiteral("bash -l -s")},
                composed.setupText().toUtf8());
        QVERIFY2(setup.exitCode == 0, setup.describe().constData());
        QVERIFY2(setup.out.contains(QStringLiteral("PyTorch 1.13")), setup.describe().constData());
    }

    void cleanupTestCase()
    {
        if (!m_workdir.isEmpty()) {
            ssh(QStringLiteral("rm -rf \"%1\"").arg(m_workdir));
        }
    }

    void oneGpu()
    {
        const QString log =
            submitAndWait(QStringLiteral("gpu"),
                          {{QStringLiteral("parallelism"), QStringLiteral("gpu")},
                           {QStringLiteral("args"),
                            QJsonArray{QStringLiteral("--marker"), QStringLiteral("one gpu")}}},
                          QStringLiteral("COMPLETED"));
        QVERIFY2(log.contains(
                     QStringLiteral("rank=0 local_rank=0 world_size=1 cuda_visible_devices=0 ")),
                 qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("marker=one gpu")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("slipway-example done")), qPrintable(log));
    }

    void ddpThroughSrun()
    {
        const QString log =
            submitAndWait(QStringLiteral("ddp-srun"),
                          {{QStringLiteral("parallelism"), QStringLiteral("ddp-srun")}},
                          QStringLiteral("COMPLETED"));
        QVERIFY2(log.contains(
                     QStringLiteral("rank=0 local_rank=0 world_size=2 cuda_visible_devices=0,1 ")),
                 qPrintable(log));
        QVERIFY2(log.contains(
                     QStringLiteral("rank=1 local_rank=1 world_size=2 cuda_visible_devices=0,1 ")),
                 qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("slipway-example done")), qPrintable(log));
    }

    void ddpThroughTorchrun()
    {
        QString jobId;
        const QString log =
            submitAndWait(QStringLiteral("ddp-torchrun"),
                          {{QStringLiteral("parallelism"), QStringLiteral("ddp-torchrun")}},
                          QStringLiteral("COMPLETED"), nullptr, &jobId);
        QVERIFY2(!jobId.isEmpty(), qPrintable(log));
        // One torchrun on the one node started both workers: each line carries torchrun's
        // "[defaultN]:" prefix and the rendezvous id, which the script sets to the job id.
        const QString tail = QStringLiteral(" world_size=2 cuda_visible_devices=0,1 device=cpu ");
        for (int rank = 0; rank < 2; ++rank) {
            const QString line =
                QStringLiteral("[default%1]:slipway-example rank=%1 local_rank=%1").arg(rank) +
                tail;
            QVERIFY2(log.contains(line), qPrintable(log));
        }
        static const QRegularExpression worker(
            QStringLiteral(R"(slipway-example rank=\d.* elastic_run_id=(\S*) )"));
        QStringList runIds;
        for (auto it = worker.globalMatch(log); it.hasNext();) {
            runIds << it.next().captured(1);
        }
        QCOMPARE(runIds, (QStringList{jobId, jobId}));
        QVERIFY2(log.contains(QStringLiteral("[default0]:slipway-example done")), qPrintable(log));
    }

    void multiCpu()
    {
        const QString log =
            submitAndWait(QStringLiteral("multi-cpu"),
                          {{QStringLiteral("parallelism"), QStringLiteral("multi-cpu")},
                           {QStringLiteral("cpus_per_task"), 2}},
                          QStringLiteral("COMPLETED"));
        QVERIFY2(log.contains(QStringLiteral("world_size=1 cuda_visible_devices= device=cpu")),
                 qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("threads=2 ")), qPrintable(log));
    }

    void hostileNameAndArguments()
    {
        const QString marker = QStringLiteral("it's \"q\" $(touch PWNED) `id` ü");
        const QString log = submitAndWait(
            QStringLiteral("hostile"),
            {{QStringLiteral("job_name"), QStringLiteral("run \"1\" $(id) `id` ü's")},
             {QStringLiteral("args"), QJsonArray{QStringLiteral("--marker"), marker}}},
            QStringLiteral("COMPLETED"));
        QVERIFY2(log.contains(QStringLiteral("marker=") + marker), qPrintable(log));
        const Result pwned = ssh(QStringLiteral("ls \"%1\"").arg(m_workdir));
        QVERIFY2(!pwned.out.contains(QStringLiteral("PWNED")), pwned.describe().constData());
    }

    void failingJob()
    {
        const QString log =
            submitAndWait(QStringLiteral("fail"),
                          {{QStringLiteral("args"), QJsonArray{QStringLiteral("--fail")}}},
                          QStringLiteral("FAILED"));
        QVERIFY2(log.contains(QStringLiteral("failing on purpose")), qPrintable(log));
    }

    void timeLimit()
    {
        QString id;
        const QString log = submitAndWait(
            QStringLiteral("timeout"),
            {{QStringLiteral("partition"), QStringLiteral("debug")},
             {QStringLiteral("time"), QStringLiteral("00:01:00")},
             {QStringLiteral("args"), QJsonArray{QStringLiteral("--epochs"), QStringLiteral("1000"),
                                                 QStringLiteral("--sleep"), QStringLiteral("5")}}},
            QStringLiteral("TIMEOUT"), &id);
        QVERIFY2(log.contains(QStringLiteral("DUE TO TIME LIMIT")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("slipway: The job reached its time limit")),
                 qPrintable(log));
    }

    // TensorBoard inside the job (spec "tensorboard"), as the Alliance and ZIH document it: the
    // job starts it on its node and writes "host port"; slipwayctl tensorboard RUN forwards it
    // here, and it serves the runs of the job's log folder.
    void tensorBoardInsideTheJob()
    {
        // A run in the job's log folder before the job starts (a real event file).
        QFile fixture(test::sourceDir() +
                      QStringLiteral("/tests/data/tfevents/torch-summarywriter/"
                                     "strict_run_1.events.out.tfevents.1622543341.janoshs-mbp.lan."
                                     "86862.0"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        const QString logdir = QStringLiteral("tb logs 'x'");
        Result put = ssh(QStringLiteral("mkdir -p \"%1\"/%2/run-a && cat > \"%1\"/%2/run-a/"
                                        "events.out.tfevents.1.test.1.0")
                             .arg(m_workdir, shellQuote(logdir)),
                         fixture.readAll());
        QVERIFY2(put.exitCode == 0, put.describe().constData());

        const Result submitted =
            ctl({QStringLiteral("submit"), QStringLiteral("--spec"),
                 writeSpec(QStringLiteral("tensorboard"),
                           {{QStringLiteral("args"),
                             QJsonArray{QStringLiteral("--epochs"), QStringLiteral("1000"),
                                        QStringLiteral("--sleep"), QStringLiteral("1")}},
                            {QStringLiteral("logdir"), logdir},
                            {QStringLiteral("tensorboard"),
                             QJsonObject{{QStringLiteral("setup"),
                                          QStringLiteral("module load TensorBoard/2.20.0")}}}})});
        QVERIFY2(submitted.exitCode == 0, submitted.describe().constData());
        const QString id = runId(submitted);
        QVERIFY(!id.isEmpty());
        auto cancel = qScopeGuard([&] { ctl({QStringLiteral("cancel"), id}); });

        // Started at once: --wait waits for the job to run and write TensorBoard's address.
        QProcess tb;
        tb.start(test::binDir() + QStringLiteral("/slipwayctl"),
                 {QStringLiteral("tensorboard"), id, QStringLiteral("--wait"),
                  QStringLiteral("--host"), m_alias, QStringLiteral("-F"), m_config,
                  QStringLiteral("--db"), m_local.filePath(QStringLiteral("runs.sqlite"))});
        QVERIFY(tb.waitForStarted());
        (void)QTest::qWaitFor(
            [&] { return tb.canReadLine() || tb.state() == QProcess::NotRunning; }, 240000);
        const QByteArray url = tb.canReadLine() ? tb.readLine().trimmed() : QByteArray();
        QVERIFY2(!url.isEmpty(), tb.readAllStandardError().constData());
        QVERIFY2(url.startsWith("http://127.0.0.1:"), url.constData());

        QNetworkAccessManager network;
        network.setProxy(QNetworkProxy::NoProxy);
        // TensorBoard answers before it has read the event files: asked until it lists them.
        QByteArray runs;
        QTRY_VERIFY2_WITH_TIMEOUT(
            [&] {
                QNetworkReply *reply = network.get(
                    QNetworkRequest(QUrl(QString::fromUtf8(url) + QStringLiteral("data/runs"))));
                (void)QTest::qWaitFor([reply] { return reply->isFinished(); }, 30000);
                runs = reply->readAll();
                reply->deleteLater();
                return runs.contains("run-a");
            }(),
            runs.constData(), 60000);

        ::kill(pid_t(tb.processId()), SIGTERM);
        QVERIFY(tb.waitForFinished(30000));
        QCOMPARE(tb.exitCode(), 0);
        QVERIFY2(tb.readAllStandardError().contains("until the job ends"), "no closing message");
    }

    void cancelRunningJob()
    {
        const Result submitted =
            ctl({QStringLiteral("submit"), QStringLiteral("--spec"),
                 writeSpec(QStringLiteral("cancel"),
                           {{QStringLiteral("args"),
                             QJsonArray{QStringLiteral("--epochs"), QStringLiteral("1000"),
                                        QStringLiteral("--sleep"), QStringLiteral("1")}}})});
        QVERIFY2(submitted.exitCode == 0, submitted.describe().constData());
        const QString id = runId(submitted);
        QVERIFY(!id.isEmpty());
        QDeadlineTimer deadline(120000);
        while (!deadline.hasExpired()) {
            const Result st = ctl({QStringLiteral("status"), id});
            if (st.out.contains(QStringLiteral(" RUNNING "))) {
                break;
            }
            QThread::sleep(1);
        }
        // --json says whether the state was checked with the cluster just now.
        const QJsonObject checked =
            QJsonDocument::fromJson(
                ctl({QStringLiteral("status"), id, QStringLiteral("--json")}).out.toUtf8())
                .object();
        QCOMPARE(checked.value(QStringLiteral("current")), QJsonValue(true));
        const QJsonObject offline =
            QJsonDocument::fromJson(ctl({QStringLiteral("status"), id, QStringLiteral("--json"),
                                         QStringLiteral("--offline")})
                                        .out.toUtf8())
                .object();
        QCOMPARE(offline.value(QStringLiteral("current")), QJsonValue(false));
        const Result cancelled = ctl({QStringLiteral("cancel"), id});
        QVERIFY2(cancelled.exitCode == 0, cancelled.describe().constData());
        QString last;
        deadline.setRemainingTime(120000);
        while (!deadline.hasExpired()) {
            last = ctl({QStringLiteral("status"), id}).out;
            if (last.contains(QStringLiteral(" CANCELLED "))) {
                break;
            }
            QThread::sleep(1);
        }
        QVERIFY2(last.contains(QStringLiteral(" CANCELLED ")), qPrintable(last));
    }

    // The PIDs of the server-side sshd processes that serve the SSH connection of the local
    // process `clientPid` (the cluster is on this machine, so `ss` sees both ends).
    QStringList serverPidsOf(qint64 clientPid)
    {
        const Result ss = run(QStringLiteral("ss"), {QStringLiteral("-tnpH")});
        QString clientPort;
        const QStringList lines = ss.out.split(u'\n');
        for (const QString &line : lines) {
            if (line.contains(QStringLiteral("pid=%1,").arg(clientPid))) {
                const QStringList cols = line.simplified().split(u' ');
                if (cols.size() >= 5) {
                    clientPort = cols.at(3).section(u':', -1);
                }
            }
        }
        QStringList pids;
        if (clientPort.isEmpty()) {
            return pids;
        }
        static const QRegularExpression pidRe(QStringLiteral(R"(pid=(\d+))"));
        for (const QString &line : lines) {
            const QStringList cols = line.simplified().split(u' ');
            if (cols.size() >= 6 && cols.at(4).section(u':', -1) == clientPort &&
                line.contains(QStringLiteral("\"sshd"))) {
                for (auto it = pidRe.globalMatch(line); it.hasNext();) {
                    pids << it.next().captured(1);
                }
            }
        }
        return pids;
    }

    void followSurvivesReconnect()
    {
        const Result submitted =
            ctl({QStringLiteral("submit"), QStringLiteral("--spec"),
                 writeSpec(QStringLiteral("follow"),
                           {{QStringLiteral("parallelism"), QStringLiteral("cpu")},
                            {QStringLiteral("args"),
                             QJsonArray{QStringLiteral("--epochs"), QStringLiteral("40"),
                                        QStringLiteral("--sleep"), QStringLiteral("0.5")}}})});
        QVERIFY2(submitted.exitCode == 0, submitted.describe().constData());
        const QString id = runId(submitted);
        static const QRegularExpression jobRe(QStringLiteral(R"(^job (\d+)$)"),
                                              QRegularExpression::MultilineOption);
        const QString job = jobRe.match(submitted.out).captured(1);
        QVERIFY2(!id.isEmpty() && !job.isEmpty(), submitted.describe().constData());

        QProcess follow;
        follow.start(test::binDir() + QStringLiteral("/slipwayctl"),
                     {QStringLiteral("logs"), id, QStringLiteral("--follow"),
                      QStringLiteral("--interval"), QStringLiteral("1"), QStringLiteral("--host"),
                      m_alias, QStringLiteral("-F"), m_config, QStringLiteral("--db"),
                      m_local.filePath(QStringLiteral("runs.sqlite"))});
        QVERIFY(follow.waitForStarted(30000));
        QByteArray out;
        QDeadlineTimer deadline(180000);
        while (!out.contains("epoch 5/40") && !deadline.hasExpired() &&
               follow.state() == QProcess::Running) {
            follow.waitForReadyRead(1000);
            out += follow.readAllStandardOutput();
        }
        QVERIFY2(out.contains("epoch 5/40"), out.constData());

        // Drop the follower's connection from the server side, as tst_sshconnection does.
        const QStringList pids = serverPidsOf(follow.processId());
        QVERIFY2(!pids.isEmpty(), "no sshd process found for slipwayctl's connection");
        int killed = 0;
        for (const QString &pid : pids) {
            killed += ssh(QStringLiteral("kill -9 %1").arg(pid)).exitCode == 0 ? 1 : 0;
        }
        QVERIFY2(killed > 0, qPrintable(pids.join(u' ')));
        // The follower comes back on a new connection (served by other sshd processes).
        QStringList after;
        deadline.setRemainingTime(60000);
        while (!deadline.hasExpired() && follow.state() == QProcess::Running) {
            after = serverPidsOf(follow.processId());
            if (!after.isEmpty() &&
                std::none_of(after.cbegin(), after.cend(),
                             [&](const QString &p) { return pids.contains(p); })) {
                break;
            }
            follow.waitForReadyRead(200);
            out += follow.readAllStandardOutput();
        }
        QVERIFY2(!after.isEmpty(), "slipwayctl did not reconnect");
        for (const QString &pid : std::as_const(after)) {
            QVERIFY2(!pids.contains(pid), qPrintable(after.join(u' ')));
        }

        QVERIFY(follow.waitForFinished(300000));
        out += follow.readAllStandardOutput();
        const QByteArray err = follow.readAllStandardError();
        QCOMPARE(follow.exitCode(), 0);
        // The first (and only) reconnect is reported, as the docs say.
        QVERIFY2(err.contains("slipway: the connection to ") && err.contains("was lost"),
                 err.constData());
        QVERIFY2(err.contains("slipway: reconnected to "), err.constData());
        const Result file = ssh(QStringLiteral("cat \"%1/slipway-%2.out\"").arg(m_workdir, job));
        QCOMPARE(file.exitCode, 0);
        QVERIFY2(file.out.contains(QStringLiteral("slipway-example done")), qPrintable(file.out));
        if (out != file.out.toUtf8()) {
            qWarning().noquote() << "stderr:" << err;
        }
        QCOMPARE(QString::fromUtf8(out), file.out);
    }

    void specTheProfileRejects()
    {
        const Result r = ctl({QStringLiteral("submit"), QStringLiteral("--spec"),
                              writeSpec(QStringLiteral("rejected"),
                                        {{QStringLiteral("partition"), QStringLiteral("debug")},
                                         {QStringLiteral("time"), QStringLiteral("02:00:00")}})});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("debug allows at most 30 min")),
                 r.describe().constData());
        QVERIFY2(r.err.contains(QStringLiteral("Nothing was submitted")), r.describe().constData());
        QVERIFY2(!r.out.contains(QStringLiteral("job ")), r.describe().constData());
    }

    void entryMissingOnTheCluster()
    {
        QJsonObject spec{{QStringLiteral("parallelism"), QStringLiteral("cpu")}};
        const QString path = writeSpec(QStringLiteral("missing"), spec);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        o.insert(QStringLiteral("entry"), QStringLiteral("no such script.py"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(o).toJson());
        f.close();
        const Result r = ctl({QStringLiteral("submit"), QStringLiteral("--spec"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("does not exist")), r.describe().constData());
        const Result st = ctl({QStringLiteral("status"), runId(r), QStringLiteral("--offline")});
        QVERIFY2(st.out.contains(QStringLiteral("REJECTED")), st.describe().constData());
    }

    void venvNeverSetUpIsRefused()
    {
        // The venv's one-time set-up never ran: refused before sbatch, in plain words.
        const QString path = writeSpec(
            QStringLiteral("no-venv"),
            QJsonObject{{QStringLiteral("parallelism"), QStringLiteral("cpu")},
                        {QStringLiteral("environment"),
                         QJsonObject{{QStringLiteral("recipe"), QStringLiteral("venv")},
                                     {QStringLiteral("modules"),
                                      QJsonArray{QStringLiteral("PyTorch/1.13.1")}},
                                     {QStringLiteral("path"),
                                      QStringLiteral("$HOME/slipway-it-envs/never set up")}}}});
        // The check on the login node refuses it first, before a run is recorded.
        const Result checked = ctl({QStringLiteral("submit"), QStringLiteral("--spec"), path});
        QCOMPARE(checked.exitCode, 1);
        QVERIFY2(checked.err.contains(QStringLiteral("has not been set up on the cluster yet")) &&
                     checked.err.contains(QStringLiteral("(Environment folder)")),
                 checked.describe().constData());
        QVERIFY2(!checked.out.contains(QStringLiteral("run ")), checked.describe().constData());
        // Without that check, the submission itself still refuses it (and records why).
        const Result r = ctl({QStringLiteral("submit"), QStringLiteral("--spec"), path,
                              QStringLiteral("--no-check")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("holds no virtual environment yet")),
                 r.describe().constData());
        QVERIFY2(r.err.contains(QStringLiteral("Set up on the login node")),
                 r.describe().constData());
        QVERIFY2(!r.out.contains(QStringLiteral("job ")), r.describe().constData());
        const Result st = ctl({QStringLiteral("status"), runId(r), QStringLiteral("--offline")});
        QVERIFY2(st.out.contains(QStringLiteral("REJECTED")), st.describe().constData());
    }

    void workdirMissingOrReadOnly_data()
    {
        QTest::addColumn<QString>("workdir");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing") << QStringLiteral("/no such folder/$(id)")
                                 << QStringLiteral("does not exist");
        QTest::newRow("read-only") << QStringLiteral("/") << QStringLiteral("cannot write");
    }

    void workdirMissingOrReadOnly()
    {
        QFETCH(QString, workdir);
        QFETCH(QString, expected);
        const QString path =
            writeSpec(QStringLiteral("workdir"),
                      QJsonObject{{QStringLiteral("parallelism"), QStringLiteral("cpu")}});
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        o.insert(QStringLiteral("workdir"), workdir);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(o).toJson());
        f.close();
        const Result r = ctl({QStringLiteral("submit"), QStringLiteral("--spec"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(expected), r.describe().constData());
        QVERIFY2(r.err.contains(workdir), r.describe().constData());
        if (expected == QStringLiteral("does not exist")) {
            // The suggested command is quoted like the ones Slipway runs: pasting it makes one
            // folder with the literal name and runs nothing.
            QVERIFY2(
                r.err.contains(QStringLiteral("(mkdir -p -- '") + workdir + QStringLiteral("')")),
                r.describe().constData());
        }
        const Result st = ctl({QStringLiteral("status"), runId(r), QStringLiteral("--offline")});
        QVERIFY2(st.out.contains(QStringLiteral("REJECTED")), st.describe().constData());
    }
};

QTEST_GUILESS_MAIN(TestSubmitCluster)
#include "tst_submitcluster.moc"
