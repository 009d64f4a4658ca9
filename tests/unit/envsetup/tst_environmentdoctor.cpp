// The environment doctor without a cluster: the probe run by hand with this computer's Python
// (as a person would on a GPU machine), the report read from recorded doctor-job logs (probe
// lines, Lmod's error, a venv that does not activate, an empty log), the doctor job's plan
// (debug partition when it fits, hostile names quoted or left out), and the remembered results.

#include "compose/scriptcomposer.h"
#include "envsetup/doctormemory.h"
#include "envsetup/environmentcheck.h"
#include "envsetup/environmentdoctor.h"
#include "site/profileregistry.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace slipway;

namespace {

// Recorded from a doctor job on the test cluster (a CPU job, PyTorch module).
const char *const passingLog =
    "SLIPWAY-DOCTOR {\"check\": \"start\", \"host\": \"vm\", \"job\": \"2625\", \"rank\": 0, "
    "\"status\": \"ok\", \"world\": 1}\n"
    "SLIPWAY-DOCTOR {\"check\": \"python\", \"executable\": \"/opt/x/bin/python\", \"prefix\": "
    "\"/usr\", \"status\": \"ok\", \"venv\": false, \"version\": \"3.11.2\"}\n"
    "SLIPWAY-DOCTOR {\"check\": \"modules\", \"loaded\": [\"Python/3.11.2\", \"PyTorch/1.13.1\"], "
    "\"status\": \"ok\"}\n"
    "/usr/lib/python3/dist-packages/torch/__init__.py:1: UserWarning: something\n"
    "SLIPWAY-DOCTOR {\"check\": \"torch\", \"cuda\": null, \"path\": \"/usr/lib\", \"status\": "
    "\"ok\", \"version\": \"1.13.0a0\"}\n"
    "SLIPWAY-DOCTOR {\"check\": \"gpus\", \"expected\": 0, \"names\": [], \"scheduler_gave\": "
    "null, \"status\": \"ok\", \"torch_has_cuda\": false, \"torch_sees\": 0}\n"
    "SLIPWAY-DOCTOR {\"check\": \"writable\", \"path\": \"/home/u/x\", \"status\": \"ok\"}\n"
    "SLIPWAY-DOCTOR {\"check\": \"space\", \"free_bytes\": 67430000000, \"min_gb\": 1.0, "
    "\"name\": \"TMPDIR\", \"path\": \"/tmp\", \"status\": \"ok\"}\n"
    "SLIPWAY-DOCTOR {\"check\": \"cpus\", \"cpus\": 1, \"per_task\": 1, \"status\": \"warn\", "
    "\"workers\": 4}\n"
    "SLIPWAY-DOCTOR {\"check\": \"done\", \"status\": \"ok\"}\n";

// Lmod 8.6 in a job whose module does not exist (test cluster).
const char *const lmodLog = "Lmod has detected the following error:  The following module(s) "
                            "are unknown:\n\"PyTorch/9.9.9\"\n\n"
                            "Please check the spelling or version number.\n";

// Recorded on one NVIDIA H200 (torch 2.11.0+cu130) with `python -m torch.distributed.run
// --nproc_per_node=2 doctor_probe.py --expect-gpus 1 --distributed`: two ranks on one GPU, which
// NCCL refuses.
const char *const h200TwoRanksOneGpuLog =
    "SLIPWAY-DOCTOR {\"check\": \"start\", \"host\": \"vm\", \"job\": \"\", \"rank\": 0, "
    "\"status\": \"ok\", \"world\": 2}\n"
    "SLIPWAY-DOCTOR {\"check\": \"torch\", \"cuda\": \"13.0\", \"path\": "
    "\"/opt/torch/.venv/lib/python3.12/site-packages/torch\", \"status\": \"ok\", \"version\": "
    "\"2.11.0+cu130\"}\n"
    "SLIPWAY-DOCTOR {\"check\": \"gpus\", \"expected\": 1, \"names\": [\"NVIDIA H200\"], "
    "\"scheduler_gave\": null, \"status\": \"ok\", \"torch_has_cuda\": true, \"torch_sees\": 1}\n"
    "SLIPWAY-DOCTOR {\"backend\": \"nccl\", \"check\": \"distributed\", \"error\": "
    "\"DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:93, "
    "invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.28.9\\nncclInvalidUsage: "
    "This usually reflects invalid usage of NCCL library.\\nLast error:\\nDuplicate GPU detected : "
    "rank 0 and rank 1 both on CUDA device 60\", \"launcher\": true, \"rank\": 0, \"status\": "
    "\"fail\", \"world\": 2}\n"
    "SLIPWAY-DOCTOR {\"check\": \"cpus\", \"cpus\": 16, \"per_task\": null, \"status\": \"ok\", "
    "\"workers\": null}\n"
    "SLIPWAY-DOCTOR {\"check\": \"done\", \"status\": \"fail\"}\n";

const site::SiteProfile &testCluster()
{
    static const site::ProfileRegistry registry;
    return *registry.find(QStringLiteral("test-cluster"));
}

compose::JobSpec cpuSpec()
{
    compose::JobSpec spec;
    spec.profile = QStringLiteral("test-cluster");
    spec.parallelism = QStringLiteral("cpu");
    spec.nodes = 1;
    spec.environment.recipe = QStringLiteral("modules");
    spec.environment.modules = {QStringLiteral("PyTorch/1.13.1")};
    spec.entry = QStringLiteral("train.py");
    return spec;
}

} // namespace

class TestEnvironmentDoctor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passingLogGivesEveryCheck()
    {
        envsetup::DoctorExpectations expect;
        expect.modules = {QStringLiteral("PyTorch/1.13.1")};
        const envsetup::DoctorReport r = envsetup::DoctorReport::parseLog(passingLog, expect);
        QVERIFY(r.reported);
        QVERIFY(r.passed());
        QCOMPARE(r.node, QStringLiteral("vm"));
        QVERIFY(r.check(QStringLiteral("torch"))->summary.contains(u"built without CUDA"));
        QVERIFY(r.check(QStringLiteral("modules"))->summary.contains(u"PyTorch/1.13.1"));
        const envsetup::DoctorCheck *cpus = r.check(QStringLiteral("cpus"));
        QCOMPARE(cpus->status, envsetup::DoctorCheck::Status::Warning);
        QVERIFY2(cpus->fix.contains(u"to 5"), qPrintable(cpus->fix));
        QVERIFY(r.check(QStringLiteral("space"))->summary.contains(u"62.8 GB free in $TMPDIR"));
        const envsetup::DoctorReport back = envsetup::DoctorReport::fromJson(r.toJson());
        QCOMPARE(back.checks.size(), r.checks.size());
        QCOMPARE(back.checks.last().status, envsetup::DoctorCheck::Status::Warning);
        QVERIFY(back.passed());
    }

    void lmodErrorIsTheModulesCheck()
    {
        envsetup::DoctorExpectations expect;
        expect.modules = {QStringLiteral("PyTorch/9.9.9")};
        const envsetup::DoctorReport r = envsetup::DoctorReport::parseLog(lmodLog, expect);
        QVERIFY(!r.reported);
        QVERIFY(!r.passed());
        QCOMPARE(r.checks.first().id, QStringLiteral("modules"));
        QVERIFY2(r.checks.first().summary.contains(u"“Modules to load” (PyTorch/9.9.9)") &&
                     r.checks.first().summary.contains(u"are unknown: \"PyTorch/9.9.9\""),
                 qPrintable(r.checks.first().summary));
        QVERIFY(!r.checks.first().fix.isEmpty());
    }

    void venvThatDoesNotActivate()
    {
        envsetup::DoctorExpectations expect;
        expect.recipe = QStringLiteral("venv");
        expect.envPath = QStringLiteral("~/envs/torch");
        const envsetup::DoctorReport r = envsetup::DoctorReport::parseLog(
            "/var/spool/slurmd/job01/slurm_script: line 12: /home/u/envs/torch/bin/activate: No "
            "such file or directory\n",
            expect);
        QCOMPARE(r.checks.first().id, QStringLiteral("environment"));
        QVERIFY(r.checks.first().fix.contains(u"Set the environment up"));
    }

    void emptyLogAndUnfinishedProbe()
    {
        const envsetup::DoctorReport empty = envsetup::DoctorReport::parseLog({}, {});
        QVERIFY(!empty.passed());
        QCOMPARE(empty.checks.first().id, QStringLiteral("job"));
        QVERIFY(empty.error.contains(u"log is empty"));
        const QByteArray cut = QByteArray(passingLog).left(QByteArray(passingLog).indexOf("torch"));
        const envsetup::DoctorReport half =
            envsetup::DoctorReport::parseLog(cut + "garbage {not json\n", {});
        QVERIFY(!half.reported);
        QVERIFY(half.error.contains(u"did not finish"));
    }

    void failedRanksAndMissingImportsHaveFixes()
    {
        envsetup::DoctorExpectations expect;
        expect.distributed = true;
        expect.gpus = 1;
        expect.offeredModules = {QStringLiteral("TensorBoard/2.20.0")};
        const QByteArray log =
            "SLIPWAY-DOCTOR {\"check\":\"start\",\"status\":\"ok\",\"host\":\"n1\"}\n"
            "SLIPWAY-DOCTOR {\"check\":\"gpus\",\"status\":\"fail\",\"expected\":1,"
            "\"torch_sees\":0,\"scheduler_gave\":null,\"torch_has_cuda\":true}\n"
            "SLIPWAY-DOCTOR {\"check\":\"distributed\",\"status\":\"fail\",\"backend\":\"nccl\","
            "\"rank\":1,\"world\":2,\"error\":\"RuntimeError: NCCL error\"}\n"
            "SLIPWAY-DOCTOR "
            "{\"check\":\"imports\",\"status\":\"fail\",\"checked\":[\"tensorboard\","
            "\"PIL\"],\"missing\":[\"tensorboard\",\"PIL\"]}\n"
            "SLIPWAY-DOCTOR {\"check\":\"done\",\"status\":\"fail\"}\n";
        const envsetup::DoctorReport r = envsetup::DoctorReport::parseLog(log, expect);
        QVERIFY(r.reported);
        QCOMPARE(r.failures(), 3);
        QVERIFY(r.check(QStringLiteral("gpus"))->summary.contains(u"got none"));
        QVERIFY(r.check(QStringLiteral("distributed"))->summary.contains(u"NCCL error"));
        const QString fix = r.check(QStringLiteral("imports"))->fix;
        QVERIFY2(fix.contains(u"TensorBoard/2.20.0") && fix.contains(u"Pillow"), qPrintable(fix));
    }

    void ncclRefusalOnARealGpu()
    {
        envsetup::DoctorExpectations expect;
        expect.gpus = 1;
        expect.distributed = true;
        const envsetup::DoctorReport r =
            envsetup::DoctorReport::parseLog(h200TwoRanksOneGpuLog, expect);
        QVERIFY(r.reported);
        QCOMPARE(r.failures(), 1);
        QCOMPARE(r.check(QStringLiteral("gpus"))->status, envsetup::DoctorCheck::Status::Passed);
        QVERIFY(r.check(QStringLiteral("torch"))->summary.contains(u"built for CUDA 13.0"));
        const envsetup::DoctorCheck *ranks = r.check(QStringLiteral("distributed"));
        QVERIFY2(ranks->summary.contains(u"Duplicate GPU detected"), qPrintable(ranks->summary));
        QVERIFY(ranks->fix.contains(u"NCCL"));
    }

    void planUsesTheDebugPartitionWhenItFits()
    {
        envsetup::DoctorRequest request{cpuSpec(), testCluster(), {QStringLiteral("torch")}};
        const envsetup::DoctorPlan cpu =
            envsetup::EnvironmentDoctor::plan(request, QStringLiteral("20261125-1-abc"));
        QVERIFY2(cpu.error.isEmpty(), qPrintable(cpu.error));
        QCOMPARE(cpu.spec.partition, QStringLiteral("debug"));
        QCOMPARE(cpu.spec.time, QStringLiteral("00:05:00"));
        QCOMPARE(cpu.folder, QStringLiteral("slipway-doctor/20261125-1-abc"));
        QVERIFY(
            cpu.composed.text().contains(u"python slipway-doctor/20261125-1-abc/doctor_probe.py "
                                         u"--expect-gpus 0 --import torch"));
        QVERIFY(
            cpu.composed.text().contains(u"--output=slipway-doctor/20261125-1-abc/doctor-%j.out"));
        QVERIFY(!cpu.expect.distributed);

        request.spec.parallelism = QStringLiteral("ddp-torchrun");
        request.spec.gpusPerNode = 2;
        const envsetup::DoctorPlan ddp =
            envsetup::EnvironmentDoctor::plan(request, QStringLiteral("x1"));
        QCOMPARE(ddp.spec.partition, QStringLiteral("gpu")); // the debug partition has no GPUs
        QVERIFY(ddp.expect.distributed);
        QCOMPARE(ddp.expect.gpus, 2);
        QVERIFY(ddp.composed.text().contains(u"--expect-gpus 2 --distributed"));
    }

    void dataLoaderWorkersAreRead()
    {
        QCOMPARE(envsetup::EnvironmentDoctor::dataLoaderWorkers(QStringLiteral("x = 1\n")), -1);
        QCOMPARE(envsetup::EnvironmentDoctor::dataLoaderWorkers(QStringLiteral(
                     "DataLoader(ds, num_workers=4)\nDataLoader(v, num_workers = 8)")),
                 8);
        compose::JobSpec spec = cpuSpec();
        envsetup::DoctorRequest request{spec, testCluster(), {}};
        request.workers = 6;
        QVERIFY(envsetup::EnvironmentDoctor::plan(request, QStringLiteral("a"))
                    .composed.text()
                    .contains(u"--workers 6"));
    }

    void hostileNamesAreQuotedOrLeftOut()
    {
        compose::JobSpec spec = cpuSpec();
        spec.workdir = QStringLiteral("~/it's $(touch P) x");
        spec.logdir = QStringLiteral("runs/$(touch Q)");
        envsetup::DoctorRequest request{
            spec,
            testCluster(),
            {QStringLiteral("torch"), QStringLiteral("os;rm -rf ~"), QStringLiteral("$(x)")}};
        const envsetup::DoctorPlan plan =
            envsetup::EnvironmentDoctor::plan(request, QStringLiteral("a"));
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        const QString text = plan.composed.text();
        QVERIFY2(text.contains(u"--writable 'runs/$(touch Q)'"), qPrintable(text));
        QVERIFY(!text.contains(u"rm -rf"));
        QVERIFY(!text.contains(u"--import '$(x)'"));
        QVERIFY2(text.contains(u"cd -- \"$HOME\"'/it'\\''s $(touch P) x'"), qPrintable(text));
        // Folder names never come from outside: anything else is refused.
        QVERIFY(
            !envsetup::EnvironmentDoctor::plan(request, QStringLiteral("../x")).error.isEmpty());
        QVERIFY(!envsetup::EnvironmentDoctor::plan(request, QStringLiteral("a b")).error.isEmpty());
    }

    // A module name that Lmod would run as shell code never reaches a doctor job.
    void hostileModuleNameIsRefused()
    {
        compose::JobSpec spec = cpuSpec();
        spec.environment.modules = {QStringLiteral("PyTorch/1.13.1; touch PWNED")};
        const envsetup::DoctorPlan plan =
            envsetup::EnvironmentDoctor::plan({spec, testCluster(), {}}, QStringLiteral("a"));
        QVERIFY(!plan.error.isEmpty());
        QVERIFY(plan.composed.blocked());
        envsetup::EnvironmentDoctor doctor(nullptr);
        QFuture<envsetup::DoctorReport> f = doctor.start(plan);
        QVERIFY(f.isFinished());
        QVERIFY(!f.result().passed());
        QCOMPARE(f.result().error, plan.error);
    }

    void localProfileHasNoDoctor()
    {
        static const site::ProfileRegistry registry;
        compose::JobSpec spec = cpuSpec();
        spec.profile = QStringLiteral("local");
        const envsetup::DoctorPlan plan = envsetup::EnvironmentDoctor::plan(
            {spec, *registry.find(QStringLiteral("local")), {}}, QStringLiteral("a"));
        QVERIFY(plan.error.contains(u"no batch scheduler"));
    }

    void memoryKeepsOneResultPerEnvironment()
    {
        QTemporaryDir dir;
        envsetup::DoctorMemory memory(dir.filePath(QStringLiteral("sub/doctor-results.json")));
        envsetup::DoctorReport r = envsetup::DoctorReport::parseLog(passingLog, {});
        r.jobId = QStringLiteral("42");
        const compose::JobSpec spec = cpuSpec();
        QVERIFY(memory.remember(envsetup::DoctorMemory::keyFor(spec, 0, 1), r));
        QCOMPARE(memory.find(envsetup::DoctorMemory::keyFor(spec, 0, 1))->jobId,
                 QStringLiteral("42"));
        compose::JobSpec other = spec;
        other.environment.modules = {QStringLiteral("PyTorch/2.0")};
        QVERIFY(!memory.find(envsetup::DoctorMemory::keyFor(other, 0, 1)));
        QVERIFY(!memory.find(envsetup::DoctorMemory::keyFor(spec, 1, 1)));
        other = spec;
        other.profile = QStringLiteral("alliance-fir");
        QVERIFY(!memory.find(envsetup::DoctorMemory::keyFor(other, 0, 1)));
    }

    // Where the profile says the login node is the wrong machine, its findings are advice.
    void loginNodeFindingsAreAFirstLook()
    {
        const compose::Findings found{{compose::Finding::Severity::Blocking,
                                       QStringLiteral("entry"),
                                       QStringLiteral("No torch."),
                                       {}},
                                      {compose::Finding::Severity::Blocking,
                                       QStringLiteral("environment.path"),
                                       QStringLiteral("No venv."),
                                       {}}};
        QCOMPARE(envsetup::EnvironmentCheck::asFirstLook(found, {}).first().severity,
                 compose::Finding::Severity::Blocking);
        static const site::ProfileRegistry registry;
        const site::SiteProfile *theta = registry.find(QStringLiteral("theta"));
        QVERIFY(theta && theta->loginNodeUnlikeCompute.contains(u"KNL"));
        const compose::Findings first =
            envsetup::EnvironmentCheck::asFirstLook(found, theta->loginNodeUnlikeCompute);
        QCOMPARE(first.at(0).severity, compose::Finding::Severity::Advice);
        QVERIFY(first.at(0).message.contains(u"environment doctor"));
        QCOMPARE(first.at(1).severity, compose::Finding::Severity::Blocking);
        QVERIFY(testCluster().loginNodeUnlikeCompute.isEmpty());
    }

    // The probe as a person runs it by hand, with the Python this computer has. With torch
    // (Debian's python3-torch) it checks torch too; either way it reports every line.
    void probeRunsByHand()
    {
        const QString python =
            QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
        if (python.isEmpty()) {
            QSKIP("no /usr/bin/python3 on this computer");
        }
        QTemporaryDir dir;
        const QString probe = dir.filePath(QStringLiteral("doctor_probe.py"));
        QFile f(probe);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(envsetup::EnvironmentDoctor::probeSource().toUtf8());
        f.close();
        const QString hostile = dir.filePath(QStringLiteral("it's $(touch PWNED) \"x\""));
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(python,
                {probe, QStringLiteral("--expect-gpus"), QStringLiteral("0"),
                 QStringLiteral("--import"), QStringLiteral("json"), QStringLiteral("--import"),
                 QStringLiteral("no_such_module_xyz"), QStringLiteral("--writable"), hostile,
                 QStringLiteral("--workers"), QStringLiteral("1000")});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray out = p.readAllStandardOutput();
        QCOMPARE(p.exitCode(), 1); // the missing import
        const envsetup::DoctorReport r = envsetup::DoctorReport::parseLog(out, {});
        QVERIFY2(r.reported, out.constData());
        QCOMPARE(r.check(QStringLiteral("imports"))->status, envsetup::DoctorCheck::Status::Failed);
        QVERIFY(r.check(QStringLiteral("imports"))->summary.contains(u"no_such_module_xyz"));
        QCOMPARE(r.check(QStringLiteral("writable"))->status,
                 envsetup::DoctorCheck::Status::Passed);
        QVERIFY(QFileInfo(hostile).isDir());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("PWNED"))));
        QCOMPARE(r.check(QStringLiteral("cpus"))->status, envsetup::DoctorCheck::Status::Warning);
        QVERIFY(r.check(QStringLiteral("torch")));
    }
};

QTEST_GUILESS_MAIN(TestEnvironmentDoctor)
#include "tst_environmentdoctor.moc"
