// The environment doctor against the test cluster: real doctor jobs on its debug partition (and
// its gpu partition for a two-GPU DDP job), read back over the real SSH connection. A working
// venv passes every check, in a hostile working folder that nothing runs; a module that does not
// exist is named with its fix (through `slipwayctl doctor --json`); a missing import and a
// CPU-only torch under two stand-in GPUs are found while two ranks still all-reduce over gloo;
// and Cancel ends a doctor job with scancel.

#include "clustershell.h"
#include "common/shellquote.h"
#include "compose/jobspec.h"
#include "envsetup/doctormemory.h"
#include "envsetup/environmentdoctor.h"
#include "site/profileregistry.h"
#include "testpaths.h"
#include "testprocess.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
        QVERIFY2(m_shell.open(&error), qPrintable(error));
        m_runner = m_shell.runner();
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
                       .replace(QStringLiteral("\"$1\""), shellQuote(m_hostile)));
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
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), local.filePath(QStringLiteral("data")));
        const test::TestCluster &cluster = m_shell.cluster();
        const test::ProcessResult run = test::runProcess(
            test::binDir() + QStringLiteral("/slipwayctl"),
            {QStringLiteral("doctor"), QStringLiteral("--spec"), specPath, QStringLiteral("--json"),
             QStringLiteral("--host"), cluster.alias(), QStringLiteral("-F"), cluster.config()},
            {}, 300000, env);
        const QByteArray out = run.out.toUtf8();
        QCOMPARE(run.exitCode, 1);
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

    // `doctor --project`: the project is uploaded as a snapshot (below a hostile working
    // folder) and the doctor job works in it, reading the entry script there; the report carries
    // the project's digest, which changes with the project.
    void doctorRunsInTheProjectSnapshot()
    {
        QTemporaryDir local;
        const QString project = local.filePath(QStringLiteral("my project $(x)"));
        QVERIFY(QDir().mkpath(project));
        const auto write = [&](const QString &name, const QByteArray &text) {
            QFile f(QDir(project).filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write(QStringLiteral("helpers.py"), "VALUE = 1\n");
        write(QStringLiteral("train.py"),
              "import helpers\nimport numpy\nimport sklearn_not_here\nprint(helpers.VALUE)\n");
        compose::JobSpec spec = baseSpec();
        spec.workdir = QStringLiteral("~/%1/").arg(m_unique) + m_hostile;
        const QString specPath = local.filePath(QStringLiteral("spec.json"));
        const auto writeSpec = [&] {
            QFile f(specPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(spec.toJson()).toJson());
        };
        writeSpec();
        const auto doctor = [&](QJsonObject *out) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("XDG_DATA_HOME"), local.filePath(QStringLiteral("data")));
            env.insert(QStringLiteral("XDG_CACHE_HOME"), local.filePath(QStringLiteral("cache")));
            p.setProcessEnvironment(env);
            p.start(test::binDir() + QStringLiteral("/slipwayctl"),
                    {QStringLiteral("doctor"), QStringLiteral("--spec"), specPath,
                     QStringLiteral("--project"), project, QStringLiteral("--json"),
                     QStringLiteral("--host"), m_shell.cluster().alias(), QStringLiteral("-F"),
                     m_shell.cluster().config()});
            QVERIFY(p.waitForFinished(300000));
            const QByteArray text = p.readAllStandardOutput();
            *out = QJsonDocument::fromJson(text).object();
            QVERIFY2(!out->isEmpty(), QByteArray(text + p.readAllStandardError()).constData());
        };
        QJsonObject first;
        doctor(&first);
        const QString snapshot = first.value(QStringLiteral("snapshot")).toString();
        QVERIFY2(snapshot.contains(m_hostile + QStringLiteral("/slipway-projects/")),
                 qPrintable(snapshot));
        QString imports;
        for (const QJsonValue &v : first.value(QStringLiteral("checks")).toArray()) {
            if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("imports")) {
                imports = v.toObject().value(QStringLiteral("summary")).toString();
            }
        }
        // The script was read in the snapshot: its missing import is named, its own module is not.
        QVERIFY2(imports.contains(u"sklearn_not_here") && !imports.contains(u"helpers"),
                 qPrintable(imports));
        // The doctor's folder and log are inside the snapshot.
        QCOMPARE(
            remote(
                QStringLiteral("ls -d -- %1/slipway-doctor/*/ | wc -l").arg(shellQuote(snapshot)))
                .standardOutput.trimmed(),
            QByteArray("1"));
        const QString digest = first.value(QStringLiteral("project")).toString();
        QCOMPARE(digest.size(), 64);

        // The project changes: another snapshot, another digest, and the import is gone.
        write(QStringLiteral("train.py"), "import helpers\nimport numpy\nprint(helpers.VALUE)\n");
        QJsonObject second;
        doctor(&second);
        QVERIFY(second.value(QStringLiteral("snapshot")).toString() != snapshot);
        QVERIFY(second.value(QStringLiteral("project")).toString() != digest);
        QVERIFY2(second.value(QStringLiteral("passed")).toBool(),
                 QJsonDocument(second).toJson().constData());
        QCOMPARE(
            remote(QStringLiteral("find ~ -maxdepth 6 -name 'PWNED?-%1' | wc -l").arg(m_marker))
                .standardOutput.trimmed(),
            QByteArray("0"));
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
        // scancel went through: the job ended as cancelled. The controller hands the end to
        // the accounting daemon on its own time, so sacct is asked until it knows.
        QByteArray state;
        QTRY_VERIFY2_WITH_TIMEOUT(
            (state = remote(QStringLiteral("sacct -X -n -P -j %1 -o State").arg(id)).standardOutput)
                .startsWith("CANCELLED"),
            state.constData(), 60000);
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

    CommandResult remote(const QString &command) { return m_shell.run(command); }

    test::ClusterShell m_shell;
    CommandRunner *m_runner = nullptr;
    site::ProfileRegistry m_registry;
    site::SiteProfile m_profile;
    QString m_unique;
    QString m_hostile;
    QString m_marker;
};

QTEST_MAIN(TestEnvDoctor)
#include "tst_envdoctor.moc"
