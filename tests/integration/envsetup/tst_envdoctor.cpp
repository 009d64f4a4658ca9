// The environment doctor against the test cluster: real doctor jobs on its debug partition (and
// its gpu partition for a two-GPU DDP job), read back over the real SSH connection. A working
// venv passes every check, in a hostile working folder that nothing runs; a module that does not
// exist is named with its fix (through `slipwayctl doctor --json`); a missing import and a
// CPU-only torch under two stand-in GPUs are found while two ranks still all-reduce over gloo;
// and Cancel ends a doctor job with scancel.

#include "compose/jobspec.h"
#include "envsetup/doctormemory.h"
#include "envsetup/environmentdoctor.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "testcluster.h"
#include "testpaths.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace slipway;

class TestEnvDoctor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_cluster = test::TestCluster::load(&error);
        if (!m_cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        m_pool = std::make_unique<ssh::ConnectionPool>(nullptr);
        m_runner = m_pool->runner(m_cluster.alias(), m_cluster.config(), &error);
        QVERIFY2(m_runner, qPrintable(error));
        m_unique = QStringLiteral("doctor-it-%1-%2")
                       .arg(QDateTime::currentMSecsSinceEpoch())
                       .arg(QRandomGenerator::global()->bounded(100000));
        // A hostile working folder: every use of it must be one quoted word.
        m_marker = QString::number(QRandomGenerator::global()->bounded(1000000));
        m_hostile =
            QStringLiteral("it's $(touch PWNED1-%1) `touch PWNED2-%1` \"x\"; touch PWNED3-%1")
                .arg(m_marker);
        const CommandResult made =
            remote(QStringLiteral("mkdir -p ~/%1/plain && cd ~/%1 && mkdir -- \"$1\" && "
                                  "/usr/bin/python3 -m venv --system-site-packages venv && echo ok")
                       .arg(m_unique)
                       .replace(QStringLiteral("\"$1\""), shellWord(m_hostile)));
        QVERIFY2(made.standardOutput.endsWith("ok\n"), made.standardError.constData());
        const site::SiteProfile *profile = m_registry.find(QStringLiteral("test-cluster"));
        QVERIFY(profile);
        m_profile = *profile;
    }

    void cleanupTestCase()
    {
        if (m_runner) {
            remote(QStringLiteral("rm -rf ~/%1").arg(m_unique));
        }
    }

    void workingVenvPassesEveryCheck()
    {
        compose::JobSpec spec = baseSpec();
        spec.environment.recipe = QStringLiteral("venv");
        spec.environment.path = QStringLiteral("~/%1/venv").arg(m_unique);
        spec.workdir = QStringLiteral("~/%1/").arg(m_unique) + m_hostile;
        spec.logdir = QStringLiteral("runs");
        envsetup::DoctorRequest request{
            spec, m_profile, {QStringLiteral("torch"), QStringLiteral("numpy")}};
        const envsetup::DoctorPlan plan = envsetup::EnvironmentDoctor::plan(
            request, envsetup::EnvironmentDoctor::newFolderName());
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.spec.partition, QStringLiteral("debug"));
        const envsetup::DoctorReport report = run(plan);
        QVERIFY2(report.passed(), qPrintable(describe(report)));
        for (const char *id :
             {"python", "modules", "torch", "gpus", "imports", "writable", "cpus"}) {
            QVERIFY2(report.check(QString::fromLatin1(id)), id);
        }
        QVERIFY2(report.check(QStringLiteral("python"))->summary.contains(u"virtual environment"),
                 qPrintable(describe(report)));
        QVERIFY2(report.check(QStringLiteral("torch"))->summary.contains(u"torch 1.13"),
                 qPrintable(describe(report)));
        QVERIFY2(describe(report).contains(m_hostile + QStringLiteral("/runs")),
                 qPrintable(describe(report)));
        QVERIFY(!report.jobId.isEmpty());
        // Nothing of the folder's name ran: no file named by its commands, here or in home.
        QCOMPARE(
            remote(QStringLiteral("find ~ -maxdepth 4 -name 'PWNED?-%1' | wc -l").arg(m_marker))
                .standardOutput.trimmed(),
            QByteArray("0"));

        // Remembered per cluster, recipe and environment; another recipe has no result yet.
        QTemporaryDir dir;
        envsetup::DoctorMemory memory(dir.filePath(QStringLiteral("doctor-results.json")));
        const QString key = envsetup::DoctorMemory::keyFor(plan.composed.resolvedSpec,
                                                           plan.expect.gpus, plan.composed.nodes);
        QVERIFY(memory.remember(key, report));
        const std::optional<envsetup::DoctorReport> back = memory.find(key);
        QVERIFY(back && back->passed());
        QCOMPARE(back->jobId, report.jobId);
        compose::JobSpec other = plan.composed.resolvedSpec;
        other.environment.recipe = QStringLiteral("modules");
        QVERIFY(!memory.find(envsetup::DoctorMemory::keyFor(other, 0, 1)));
    }

    void moduleThatDoesNotExistIsNamedWithItsFix()
    {
        QTemporaryDir local;
        QJsonObject spec = baseSpec().toJson();
        spec.insert(
            QStringLiteral("environment"),
            QJsonObject{{QStringLiteral("recipe"), QStringLiteral("modules")},
                        {QStringLiteral("modules"), QJsonArray{QStringLiteral("PyTorch/9.9.9")}}});
        const QString specPath = local.filePath(QStringLiteral("spec.json"));
        QFile f(specPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(spec).toJson());
        f.close();
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), local.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        p.start(test::binDir() + QStringLiteral("/slipwayctl"),
                {QStringLiteral("doctor"), QStringLiteral("--spec"), specPath,
                 QStringLiteral("--json"), QStringLiteral("--host"), m_cluster.alias(),
                 QStringLiteral("-F"), m_cluster.config()});
        QVERIFY(p.waitForFinished(300000));
        const QByteArray out = p.readAllStandardOutput();
        QCOMPARE(p.exitCode(), 1);
        const QJsonObject o = QJsonDocument::fromJson(out).object();
        QVERIFY2(!o.isEmpty(), out.constData());
        QCOMPARE(o.value(QStringLiteral("passed")).toBool(), false);
        const QJsonObject first = o.value(QStringLiteral("checks")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("modules"));
        QCOMPARE(first.value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
        QVERIFY2(first.value(QStringLiteral("summary")).toString().contains(u"PyTorch/9.9.9"),
                 out.constData());
        QVERIFY2(first.value(QStringLiteral("fix")).toString().contains(u"Environment step"),
                 out.constData());
    }

    // Two stand-in GPUs and torchrun: torch here is a CPU build, which the doctor says, and the
    // two ranks still set up the process group over gloo.
    void missingImportAndCpuTorchUnderDdp()
    {
        compose::JobSpec spec = baseSpec();
        spec.parallelism = QStringLiteral("ddp-torchrun");
        spec.gpusPerNode = 2;
        envsetup::DoctorRequest request{
            spec, m_profile, {QStringLiteral("torch"), QStringLiteral("sklearn")}};
        const envsetup::DoctorPlan plan = envsetup::EnvironmentDoctor::plan(
            request, envsetup::EnvironmentDoctor::newFolderName());
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.spec.partition, QStringLiteral("gpu")); // debug has no GPUs here
        const envsetup::DoctorReport report = run(plan);
        QVERIFY2(report.reported, qPrintable(describe(report)));
        const envsetup::DoctorCheck *imports = report.check(QStringLiteral("imports"));
        QVERIFY2(imports && imports->status == envsetup::DoctorCheck::Status::Failed,
                 qPrintable(describe(report)));
        QVERIFY2(imports->summary.contains(u"sklearn") && imports->fix.contains(u"scikit-learn"),
                 qPrintable(describe(report)));
        const envsetup::DoctorCheck *gpus = report.check(QStringLiteral("gpus"));
        QVERIFY2(gpus && gpus->status == envsetup::DoctorCheck::Status::Failed &&
                     gpus->summary.contains(u"without CUDA"),
                 qPrintable(describe(report)));
        const envsetup::DoctorCheck *ranks = report.check(QStringLiteral("distributed"));
        QVERIFY2(ranks && ranks->status == envsetup::DoctorCheck::Status::Passed &&
                     ranks->summary.contains(u"gloo"),
                 qPrintable(describe(report)));
    }

    void cancelStopsTheDoctorJob()
    {
        compose::JobSpec spec = baseSpec();
        envsetup::DoctorRequest request{spec, m_profile, {}};
        const envsetup::DoctorPlan plan = envsetup::EnvironmentDoctor::plan(
            request, envsetup::EnvironmentDoctor::newFolderName());
        envsetup::EnvironmentDoctor doctor(m_runner);
        connect(&doctor, &envsetup::EnvironmentDoctor::jobSubmitted, &doctor,
                &envsetup::EnvironmentDoctor::cancel);
        QSignalSpy submitted(&doctor, &envsetup::EnvironmentDoctor::jobSubmitted);
        QFuture<envsetup::DoctorReport> future = doctor.start(plan);
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 120000);
        QCOMPARE(submitted.size(), 1);
        const envsetup::DoctorReport report = future.result();
        QVERIFY2(report.error.contains(u"Cancelled"), qPrintable(describe(report)));
        const QString id = submitted.first().first().toString();
        // scancel went through: the job is gone from the queue, or ended as cancelled.
        QTRY_VERIFY_WITH_TIMEOUT(
            !remote(QStringLiteral("squeue -h -j %1 -o %T 2>/dev/null").arg(id))
                 .standardOutput.contains("RUNNING"),
            30000);
        const QByteArray state =
            remote(QStringLiteral("sacct -X -n -P -j %1 -o State").arg(id)).standardOutput;
        QVERIFY2(state.startsWith("CANCELLED"), state.constData());
    }

private:
    compose::JobSpec baseSpec() const
    {
        compose::JobSpec spec;
        spec.profile = QStringLiteral("test-cluster");
        spec.jobName = QStringLiteral("doctor-it");
        spec.parallelism = QStringLiteral("cpu");
        spec.nodes = 1;
        spec.cpusPerTask = 1;
        spec.environment.recipe = QStringLiteral("modules");
        spec.environment.modules = {QStringLiteral("PyTorch/1.13.1")};
        spec.entry = QStringLiteral("train.py");
        spec.workdir = QStringLiteral("~/%1/plain").arg(m_unique);
        return spec;
    }

    envsetup::DoctorReport run(const envsetup::DoctorPlan &plan)
    {
        envsetup::EnvironmentDoctor doctor(m_runner);
        doctor.setPollInterval(1000);
        QFuture<envsetup::DoctorReport> future = doctor.start(plan);
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 300000);
        }();
        return future.isFinished() ? future.result() : envsetup::DoctorReport{};
    }

    static QString describe(const envsetup::DoctorReport &r)
    {
        QString text = r.error + QLatin1Char('\n');
        for (const envsetup::DoctorCheck &c : r.checks) {
            text += envsetup::DoctorCheck::statusName(c.status) + QLatin1Char(' ') + c.id +
                    QStringLiteral(": ") + c.summary + QStringLiteral(" | ") + c.fix +
                    QLatin1Char('\n');
        }
        return text;
    }

    static QString shellWord(const QString &s)
    {
        QString q = s;
        q.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        return QLatin1Char('\'') + q + QLatin1Char('\'');
    }

    CommandResult remote(const QString &command)
    {
        QFuture<CommandResult> f = m_runner->run(CommandRequest{command, {}, 120000});
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(f.isFinished(), 130000);
        }();
        return f.isFinished() ? f.result() : CommandResult{};
    }

    test::TestCluster m_cluster;
    std::unique_ptr<ssh::ConnectionPool> m_pool;
    CommandRunner *m_runner = nullptr;
    site::ProfileRegistry m_registry;
    site::SiteProfile m_profile;
    QString m_unique;
    QString m_hostile;
    QString m_marker;
};

QTEST_MAIN(TestEnvDoctor)
#include "tst_envdoctor.moc"
