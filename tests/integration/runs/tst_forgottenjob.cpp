// A cluster without accounting, against the test cluster's real Slurm: sacct is made to fail
// as it does where accounting storage is disabled (a shell function in front of the real one,
// printing its real message), so the status command falls back to the real scontrol. A job
// the controller still knows gets the state scontrol reports; a job it has forgotten (an id it
// never had, as after MinJobAge) ends as ENDED rather than staying RUNNING for ever.

#include "clusterenv.h"

#include "common/shellquote.h"
#include "runs/runservice.h"
#include "runs/runstore.h"
#include "scheduler/slurmscheduler.h"
#include "ssh/connectionpool.h"

#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

namespace {

// Runs every command with sacct failing as on a cluster without accounting.
class NoAccounting final : public CommandRunner
{
public:
    explicit NoAccounting(CommandRunner *runner)
        : m_runner(runner)
    {}
    QFuture<CommandResult> run(const CommandRequest &request) override
    {
        CommandRequest r = request;
        r.command = QStringLiteral("sacct() { echo 'sacct: error: Slurm accounting storage is "
                                   "disabled' >&2; return 1; }; ") +
                    r.command;
        return m_runner->run(r);
    }
    QString description() const override { return m_runner->description(); }

private:
    CommandRunner *m_runner;
};

template<typename T>
T wait(QFuture<T> f)
{
    if (!QTest::qWaitFor([&] { return f.isFinished(); }, 120000)) {
        return T{};
    }
    return f.result();
}

} // namespace

class TestForgottenJob : public QObject
{
    Q_OBJECT

    QMap<QString, QString> m_env;
    QTemporaryDir m_local;
    ssh::ConnectionPool *m_pool = nullptr;
    CommandRunner *m_runner = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        m_env = test::clusterEnv();
        REQUIRE_CLUSTER(m_env);
        QVERIFY(m_local.isValid());
        m_pool = new ssh::ConnectionPool(nullptr, this);
        QString error;
        m_runner = m_pool->runner(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                                  m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        QVERIFY2(m_runner, qPrintable(error));
    }

    // The real scontrol's answers, read by the parser: a known job and a forgotten one.
    void scontrolTellsForgottenFromKnown()
    {
        const CommandResult submitted = wait(m_runner->run(
            {QStringLiteral("sbatch --parsable -p debug -t 1 -o /dev/null --wrap 'sleep 30'"),
             {},
             60000}));
        QVERIFY2(submitted.succeeded(), submitted.standardError.constData());
        const QString known =
            QString::fromUtf8(submitted.standardOutput).trimmed().section(u';', 0, 0);
        const scheduler::SlurmScheduler slurm(false);
        const CommandResult answer = wait(
            m_runner->run({slurm.statusCommand({known, QStringLiteral("99999999")}), {}, 60000}));
        wait(m_runner->run({QStringLiteral("scancel ") + shellQuote(known), {}, 60000}));
        QVERIFY2(answer.ran(), qPrintable(answer.error));
        QString error;
        const scheduler::JobStatusList statuses = slurm.parseStatus(answer, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const auto find = [&](const QString &id) -> const scheduler::JobStatus * {
            for (const scheduler::JobStatus &s : statuses) {
                if (s.jobId == id) {
                    return &s;
                }
            }
            return nullptr;
        };
        const scheduler::JobStatus *live = find(known);
        QVERIFY2(live && !live->forgotten, answer.standardOutput.constData());
        const scheduler::JobStatus *gone = find(QStringLiteral("99999999"));
        QVERIFY2(gone && gone->forgotten, answer.standardOutput.constData());
    }

    // Through RunService, as the Runs page and slipwayctl status poll.
    void forgottenRunEndsKnownRunKeepsItsState()
    {
        const CommandResult submitted = wait(m_runner->run(
            {QStringLiteral("sbatch --parsable -p debug -t 1 -o /dev/null --wrap 'true'"),
             {},
             60000}));
        QVERIFY2(submitted.succeeded(), submitted.standardError.constData());
        const QString known =
            QString::fromUtf8(submitted.standardOutput).trimmed().section(u';', 0, 0);
        runs::RunStore store(m_local.filePath(QStringLiteral("runs.sqlite")));
        const auto add = [&](const QString &jobId) {
            runs::RunRecord r;
            r.profile = QStringLiteral("test-cluster");
            r.host = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
            r.jobName = QStringLiteral("forgotten");
            r.specJson = QStringLiteral("{}");
            r.script = QStringLiteral("#!/bin/bash\n");
            r.scheduler = QStringLiteral("slurm");
            r.state = runs::RunState::Running;
            r.jobId = jobId;
            return store.insert(r);
        };
        const qint64 knownRun = add(known);
        const qint64 goneRun = add(QStringLiteral("99999999"));
        NoAccounting noAccounting(m_runner);
        runs::RunService service(&store, &noAccounting);
        // The short job ends within seconds; the controller keeps it for MinJobAge (300 s).
        QVERIFY(QTest::qWaitFor(
            [&] {
                wait(service.refresh({knownRun, goneRun}));
                return store.find(knownRun)->state == runs::RunState::Completed;
            },
            180000));
        const runs::RunRecord gone = *store.find(goneRun);
        QCOMPARE(runs::runStateName(gone.state), QStringLiteral("ENDED"));
        QVERIFY2(gone.message.startsWith(QStringLiteral("Job 99999999 has ended, but how is not "
                                                        "known")),
                 qPrintable(gone.message));
        QVERIFY(!gone.isActive());
    }

    // A sweep's job arrays the same way: the real array's tasks get the states the controller
    // reports (it keeps ended tasks for MinJobAge), and the tasks of an array it has
    // forgotten end as ENDED.
    void forgottenArrayTasksEnd()
    {
        const CommandResult submitted = wait(m_runner->run(
            {QStringLiteral("sbatch --parsable --array=0-1 -p debug -t 1 -o /dev/null --wrap true"),
             {},
             60000}));
        QVERIFY2(submitted.succeeded(), submitted.standardError.constData());
        const QString array =
            QString::fromUtf8(submitted.standardOutput).trimmed().section(u';', 0, 0);
        runs::RunStore store(m_local.filePath(QStringLiteral("sweeps.sqlite")));
        const auto add = [&](const QString &arrayJob) {
            runs::RunRecord r;
            r.profile = QStringLiteral("test-cluster");
            r.host = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
            r.jobName = QStringLiteral("forgotten-sweep");
            r.specJson = QStringLiteral("{}");
            r.script = QStringLiteral("#!/bin/bash\n");
            r.scheduler = QStringLiteral("slurm");
            r.state = runs::RunState::Running;
            r.jobId = arrayJob;
            r.sweepTable = QStringLiteral("seed\n0\n1\n");
            const qint64 id = store.insert(r);
            QList<runs::SweepTaskRecord> tasks;
            for (int i = 0; i < 2; ++i) {
                runs::SweepTaskRecord t;
                t.task = i;
                t.arrayJob = arrayJob;
                t.arrayIndex = i;
                t.state = runs::RunState::Running;
                tasks << t;
            }
            store.putSweepTasks(id, tasks);
            return id;
        };
        const qint64 knownRun = add(array);
        const qint64 goneRun = add(QStringLiteral("99999998"));
        NoAccounting noAccounting(m_runner);
        runs::RunService service(&store, &noAccounting);
        QVERIFY(QTest::qWaitFor(
            [&] {
                wait(service.refresh({knownRun}));
                return store.find(knownRun)->state == runs::RunState::Completed;
            },
            180000));
        for (const runs::SweepTaskRecord &t : store.sweepTasks(knownRun)) {
            QCOMPARE(runs::runStateName(t.state), QStringLiteral("COMPLETED"));
        }
        wait(service.refresh({goneRun}));
        const runs::RunRecord gone = *store.find(goneRun);
        QCOMPARE(runs::runStateName(gone.state), QStringLiteral("ENDED"));
        QVERIFY2(gone.message.contains(QStringLiteral("2 ended (how is not known)")),
                 qPrintable(gone.message));
        for (const runs::SweepTaskRecord &t : store.sweepTasks(goneRun)) {
            QCOMPARE(runs::runStateName(t.state), QStringLiteral("ENDED"));
        }
    }
};

QTEST_MAIN(TestForgottenJob)
#include "tst_forgottenjob.moc"
