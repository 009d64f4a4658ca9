// The profiles' rules applied to JobSpecs: which problems block submission, which are advice,
// and the defaults a beginner gets.

#include "composetesthelpers.h"

#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "site/profileregistry.h"

#include <QTest>

using namespace slipway;

namespace {

const site::ProfileRegistry &registry()
{
    static const site::ProfileRegistry r;
    return r;
}

compose::ComposedScript composeJson(const QByteArray &json, QStringList *errors = nullptr)
{
    QStringList e;
    const auto spec = compose::JobSpec::fromJson(json, &e);
    if (errors) {
        *errors = e;
    }
    if (!spec) {
        return {};
    }
    const site::SiteProfile *p = registry().find(spec->profile);
    return p ? compose::ScriptComposer::compose(*spec, *p) : compose::ComposedScript{};
}

QString describe(const compose::ComposedScript &s)
{
    QStringList out;
    for (const compose::Finding &f : s.findings) {
        out << compose::Finding::severityName(f.severity) + QStringLiteral(" ") + f.field +
                   QStringLiteral(": ") + f.message;
    }
    return out.join(u'\n');
}

} // namespace

class TestComposeRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findings_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QString>("severity");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");

        const QString error = QStringLiteral("error");
        const QString advice = QStringLiteral("advice");
        QTest::newRow("two memory flags")
            << QByteArray(
                   R"({"profile":"test-cluster","entry":"t.py","mem":"1G","mem_per_cpu":"500M"})")
            << error << QStringLiteral("mem") << QStringLiteral("not both");
        QTest::newRow("ZIH Alpha enforces 6 CPUs per GPU")
            << QByteArray(
                   R"({"profile":"zih-alpha","entry":"t.py","parallelism":"gpu","cpus_per_task":8})")
            << error << QStringLiteral("cpus_per_task")
            << QStringLiteral("allows at most 6 CPU cores per GPU");
        QTest::newRow("ZIH Capella enforces memory per GPU")
            << QByteArray(
                   R"({"profile":"zih-capella","entry":"t.py","parallelism":"gpu","mem":"200000M"})")
            << error << QStringLiteral("mem") << QStringLiteral("allows at most");
        QTest::newRow("Cedar advises 6 cores per GPU")
            << QByteArray(
                   R"({"profile":"alliance-cedar","entry":"t.py","parallelism":"gpu","cpus_per_task":8,"time":"1:00:00"})")
            << advice << QStringLiteral("cpus_per_task")
            << QStringLiteral("recommends 6 CPU cores per GPU");
        QTest::newRow("Graham advises 16 cores per GPU")
            << QByteArray(
                   R"({"profile":"alliance-graham","entry":"t.py","parallelism":"gpu","cpus_per_task":6,"time":"1:00:00"})")
            << advice << QStringLiteral("cpus_per_task")
            << QStringLiteral("recommends 16 CPU cores per GPU");
        QTest::newRow("SJTU dgx2 1:6 is advice")
            << QByteArray(
                   R"({"profile":"sjtu-pi","entry":"t.py","parallelism":"data-parallel","gpus_per_node":2,"cpus_per_task":16})")
            << advice << QStringLiteral("cpus_per_task") << QStringLiteral("recommends at most 6");
        QTest::newRow("SJTU a100 16 per GPU")
            << QByteArray(
                   R"({"profile":"sjtu-siyuan","entry":"t.py","parallelism":"data-parallel","gpus_per_node":2,"cpus_per_task":12})")
            << advice << QStringLiteral("cpus_per_task")
            << QStringLiteral("recommends 16 CPU cores per GPU");
        QTest::newRow("walltime over the partition")
            << QByteArray(
                   R"({"profile":"test-cluster","entry":"t.py","partition":"debug","time":"01:00:00"})")
            << error << QStringLiteral("time") << QStringLiteral("allows at most 30 min");
        QTest::newRow("bad walltime")
            << QByteArray(R"({"profile":"test-cluster","entry":"t.py","time":"soon"})") << error
            << QStringLiteral("time") << QStringLiteral("is not a time limit");
        QTest::newRow("account required at ALCF")
            << QByteArray(R"({"profile":"alcf-polaris","entry":"t.py"})") << error
            << QStringLiteral("account") << QStringLiteral("requires an account");
        QTest::newRow("Trillium 1 or 4 GPUs")
            << QByteArray(
                   R"({"profile":"alliance-trillium","entry":"t.py","parallelism":"data-parallel","gpus_per_node":2})")
            << error << QStringLiteral("gpus_per_node")
            << QStringLiteral("accepts only these numbers of GPUs per node: 1 or 4");
        QTest::newRow("H100 needs torch 2.5.1")
            << QByteArray(
                   R"({"profile":"alliance-fir","entry":"t.py","parallelism":"gpu","environment":{"recipe":"virtualenv-wheelhouse","modules":["python/3.11"],"packages":["torch==2.4.0"]}})")
            << error << QStringLiteral("environment")
            << QStringLiteral("torch 2.4.0 does not run on H100");
        QTest::newRow("H100 torch reminder")
            << QByteArray(R"({"profile":"alliance-fir","entry":"t.py","parallelism":"gpu"})")
            << advice << QStringLiteral("environment")
            << QStringLiteral("need torch 2.5.1 or newer");
        QTest::newRow("small model on CPUs")
            << QByteArray(
                   R"({"profile":"alliance-fir","entry":"t.py","parallelism":"gpu","model_size":"small"})")
            << advice << QStringLiteral("parallelism")
            << QStringLiteral("several CPUs are usually the better choice");
        QTest::newRow("no internet on compute nodes")
            << QByteArray(R"({"profile":"alliance-rorqual","entry":"t.py"})") << advice
            << QStringLiteral("entry") << QStringLiteral("have no internet");
        QTest::newRow("num_workers above cpus")
            << QByteArray(
                   R"({"profile":"test-cluster","entry":"t.py","cpus_per_task":2,"args":["--num_workers=8"]})")
            << advice << QStringLiteral("args")
            << QStringLiteral("num_workers = “CPUs per task” (2)");
        QTest::newRow("Theta Illegal instruction")
            << QByteArray(
                   R"({"profile":"theta","entry":"t.py","partition":"debug-cache-quad","account":"p"})")
            << advice << QString() << QStringLiteral("Illegal instruction");
        QTest::newRow("model parallel gives no speed-up")
            << QByteArray(
                   R"({"profile":"test-cluster","entry":"t.py","parallelism":"model-parallel"})")
            << advice << QStringLiteral("parallelism")
            << QStringLiteral("does not make training faster");
        QTest::newRow("DDP ranks must match GPUs")
            << QByteArray(
                   R"({"profile":"test-cluster","entry":"t.py","parallelism":"ddp-srun","gpus_per_node":2,"tasks_per_node":1})")
            << error << QStringLiteral("tasks_per_node")
            << QStringLiteral("the ranks would not match the GPUs");
        QTest::newRow("unknown partition")
            << QByteArray(R"({"profile":"test-cluster","entry":"t.py","partition":"huge"})")
            << error << QStringLiteral("partition") << QStringLiteral("has no partition \"huge\"");
        QTest::newRow("venv on purged scratch")
            << QByteArray(
                   R"({"profile":"alliance-fir","entry":"t.py","environment":{"recipe":"venv","modules":["python/3.11"],"path":"$SCRATCH/env"}})")
            << error << QStringLiteral("environment.path")
            << QStringLiteral("is not a place for an environment");
        QTest::newRow("conda in Arc home")
            << QByteArray(
                   R"({"profile":"utsa-arc","entry":"t.py","environment":{"recipe":"conda","modules":["anaconda3"],"path":"$HOME/envs/t"}})")
            << error << QStringLiteral("environment.path") << QStringLiteral("small quota");
        QTest::newRow("job name with a line break")
            << QByteArray(
                   R"({"profile":"test-cluster","entry":"t.py","job_name":"a\nsrun rm -rf ~"})")
            << error << QStringLiteral("job_name") << QStringLiteral("line break");
        QTest::newRow("gpu without GPUs")
            << QByteArray(
                   R"({"profile":"test-cluster","entry":"t.py","parallelism":"gpu","gpus_per_node":0})")
            << error << QStringLiteral("gpus_per_node") << QStringLiteral("needs at least one GPU");
        QTest::newRow("too many GPUs per node")
            << QByteArray(
                   R"({"profile":"test-cluster","entry":"t.py","parallelism":"data-parallel","gpus_per_node":3})")
            << error << QStringLiteral("gpus_per_node") << QStringLiteral("has 2 GPU(s)");
        QTest::newRow("Trillium ignores mem")
            << QByteArray(
                   R"({"profile":"alliance-trillium","entry":"t.py","parallelism":"gpu","mem":"10G"})")
            << advice << QStringLiteral("mem") << QStringLiteral("ignores memory requests");
        QTest::newRow("retired cluster")
            << QByteArray(R"({"profile":"alliance-graham","entry":"t.py","time":"1:00:00"})")
            << advice << QStringLiteral("profile") << QStringLiteral("use alliance-nibi");
        QTest::newRow("unconfirmed partition name")
            << QByteArray(R"({"profile":"zih-capella","entry":"t.py","parallelism":"gpu"})")
            << advice << QStringLiteral("partition") << QStringLiteral("not confirmed");
        QTest::newRow("missing entry")
            << QByteArray(R"({"profile":"test-cluster"})") << error << QStringLiteral("entry")
            << QStringLiteral("Choose the “Training script”");
        QTest::newRow("one-process parallelism on two nodes")
            << QByteArray(
                   R"({"profile":"alliance-fir","entry":"t.py","parallelism":"gpu","nodes":2})")
            << error << QStringLiteral("nodes") << QStringLiteral("extra nodes would sit idle");
    }

    void findings()
    {
        QFETCH(QByteArray, spec);
        QFETCH(QString, severity);
        QFETCH(QString, field);
        QFETCH(QString, text);
        QStringList errors;
        const compose::ComposedScript s = composeJson(spec, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
        const bool found =
            std::any_of(s.findings.cbegin(), s.findings.cend(), [&](const compose::Finding &f) {
                return compose::Finding::severityName(f.severity) == severity && f.field == field &&
                       f.message.contains(text);
            });
        QVERIFY2(found, qPrintable(describe(s)));
        QCOMPARE(s.blocked(), severity == QLatin1String("error"));
        // Advice never stops the script from being written.
        if (!s.blocked()) {
            QVERIFY(!s.lines.isEmpty());
        }
    }

    void beginnerDefaults()
    {
        // A beginner who only names the script gets a working job on the test cluster.
        const compose::ComposedScript s =
            composeJson(R"({"profile":"test-cluster","entry":"train.py"})");
        QVERIFY2(!s.blocked(), qPrintable(describe(s)));
        const QString text = s.text();
        QVERIFY(text.contains(QStringLiteral("#SBATCH --partition=cpu\n")));
        QVERIFY(text.contains(QStringLiteral("#SBATCH --time=00:10:00\n")));
        QVERIFY(text.contains(QStringLiteral("module load PyTorch/1.13.1\n")));
        QVERIFY(
            text.contains(QStringLiteral("source \"$HOME\"/slipway-envs/torch/bin/activate\n")));
        QVERIFY(s.setupText().contains(QStringLiteral(
            "/usr/bin/python3 -m venv --system-site-packages \"$HOME\"/slipway-envs/torch")));

        // Asking for DDP moves the job to the GPU partition with one task per GPU.
        const compose::ComposedScript ddp = composeJson(
            R"({"profile":"test-cluster","entry":"train.py","parallelism":"ddp-srun"})");
        QVERIFY2(!ddp.blocked(), qPrintable(describe(ddp)));
        QVERIFY(ddp.text().contains(QStringLiteral("#SBATCH --partition=gpu\n")));
        QVERIFY(ddp.text().contains(QStringLiteral("#SBATCH --ntasks-per-node=2\n")));
        QVERIFY(ddp.text().contains(QStringLiteral("#SBATCH --gres=gpu:2\n")));
        // Amounts written as people write them reach the directives as Slurm reads them; a
        // bare B is no unit Slurm knows.
        const compose::ComposedScript spaced = composeJson(
            R"({"profile":"test-cluster","entry":"train.py","mem":"2 GB","time":" 0:10:00 "})");
        QVERIFY2(!spaced.blocked(), qPrintable(describe(spaced)));
        QVERIFY2(spaced.text().contains(QStringLiteral("#SBATCH --mem=2G\n")),
                 qPrintable(spaced.text()));
        QVERIFY2(spaced.text().contains(QStringLiteral("#SBATCH --time=0:10:00\n")),
                 qPrintable(spaced.text()));
        const compose::ComposedScript bytes =
            composeJson(R"({"profile":"test-cluster","entry":"train.py","mem":"8B"})");
        QVERIFY(bytes.blocked());
        QVERIFY2(describe(bytes).contains(QStringLiteral("\"8B\" is not an amount of memory")),
                 qPrintable(describe(bytes)));
        // A GPU model named in the spec is asked for, in the generic-resource form.
        const compose::ComposedScript typed =
            composeJson(R"({"profile":"test-cluster","entry":"train.py","parallelism":"ddp-srun",)"
                        R"("gpu_type":"h200"})");
        QVERIFY2(!typed.blocked(), qPrintable(describe(typed)));
        QVERIFY2(typed.text().contains(QStringLiteral("#SBATCH --gres=gpu:h200:2\n")),
                 qPrintable(typed.text()));

        // The Alliance's current clusters name the GPU model and route partitions themselves.
        const compose::ComposedScript fir =
            composeJson(R"({"profile":"alliance-fir","entry":"train.py"})");
        QVERIFY(fir.text().contains(QStringLiteral("#SBATCH --gpus-per-node=h100:1\n")));
        QVERIFY(fir.text().contains(QStringLiteral("#SBATCH --cpus-per-task=12\n")));
        QVERIFY(!fir.text().contains(QStringLiteral("--partition")));
    }

    void torchrunLaunch_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QString>("launcher");
        QTest::newRow("slurm")
            << QByteArray(
                   R"({"profile":"test-cluster","entry":"t.py","parallelism":"ddp-torchrun"})")
            << QStringLiteral("srun --ntasks-per-node=1 "
                              "--cpus-per-task=\"$SLURM_CPUS_PER_TASK\" bash -c "
                              "'PET_RDZV_CONF=is_host=$((SLURM_NODEID == 0)) exec \"$@\"' "
                              "slipway-torchrun ");
        QTest::newRow("pbs") << QByteArray(R"({"profile":"alcf-polaris","entry":"t.py",
            "account":"a","parallelism":"ddp-torchrun","nodes":2,"gpus_per_node":2})")
                             << QStringLiteral("mpiexec -n \"$NNODES\" --ppn 1 bash -c "
                                               "'PET_RDZV_CONF=is_host=$((PMI_RANK == 0)) exec "
                                               "\"$@\"' slipway-torchrun ");
        QTest::newRow("local")
            << QByteArray(
                   R"({"profile":"local","entry":"t.py","parallelism":"ddp-torchrun","gpus_per_node":2})")
            << QString();
    }

    void torchrunLaunch()
    {
        // torch 1.13 spells every option with underscores, and its torchrun fails on Python 3.11
        // unless --redirects and --tee are 1 or 2 (their default, 0, parses as None there). On a
        // cluster, the first node's torchrun is told that it serves the rendezvous.
        QFETCH(QByteArray, spec);
        QFETCH(QString, launcher);
        const compose::ComposedScript s = composeJson(spec);
        QVERIFY2(!s.blocked(), qPrintable(describe(s)));
        QString line;
        for (const compose::ScriptLine &l : s.lines) {
            if (l.text.contains(QStringLiteral("torch.distributed.run"))) {
                line = l.text;
            }
        }
        QVERIFY2(line.startsWith(launcher + QStringLiteral("python -m torch.distributed.run ")),
                 qPrintable(s.text()));
        QVERIFY2(line.contains(QStringLiteral(" --nproc_per_node=2 --redirects=1 --tee=1 t.py")),
                 qPrintable(line));
        QVERIFY2(!line.contains(QStringLiteral("-per-node=2")), qPrintable(line));
        if (!launcher.isEmpty()) {
            QVERIFY2(line.contains(QStringLiteral(" --rdzv_backend=c10d --rdzv_endpoint="
                                                  "\"$MASTER_ADDR:$MASTER_PORT\"")),
                     qPrintable(line));
        } else {
            QVERIFY2(line.contains(QStringLiteral(" --standalone ")), qPrintable(line));
        }
    }

    void outputAndErrorDirectives_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("pbs") << QByteArray(R"({"profile":"alcf-polaris","entry":"t.py",
            "account":"a","output":"logs/out.txt","error":"my err $x.txt"})")
                             << QStringLiteral("#PBS");
        QTest::newRow("cobalt") << QByteArray(R"({"profile":"theta","entry":"t.py",
            "partition":"debug-cache-quad","account":"p","output":"logs/out.txt",
            "error":"my err $x.txt"})")
                                << QStringLiteral("#COBALT");
    }

    void outputAndErrorDirectives()
    {
        // PBS and Cobalt name the output and error files with -o and -e, each explained; a file
        // name with a space and a $ is written as one quoted directive word.
        QFETCH(QByteArray, spec);
        QFETCH(QString, prefix);
        const compose::ComposedScript s = composeJson(spec);
        QVERIFY2(!s.blocked(), qPrintable(describe(s)));
        QString output;
        QString error;
        for (const compose::ScriptLine &l : s.lines) {
            if (l.text == prefix + QStringLiteral(" -o logs/out.txt")) {
                output = l.explanation;
            }
            if (l.text == prefix + QStringLiteral(" -e \"my err $x.txt\"")) {
                error = l.explanation;
            }
        }
        QVERIFY2(output == QStringLiteral("Output file."), qPrintable(s.text()));
        QVERIFY2(error == QStringLiteral("Error file."), qPrintable(s.text()));
    }

    void specErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << QByteArray("{\"entry\": ") << QStringLiteral("line 1, column");
        QTest::newRow("misspelt field") << QByteArray(R"({"entyr":"t.py"})")
                                        << QStringLiteral("entyr: is not a job spec field");
        QTest::newRow("nodes as text")
            << QByteArray(R"({"nodes":"two"})") << QStringLiteral("nodes: must be a whole number");
        QTest::newRow("negative gpus") << QByteArray(R"({"gpus_per_node":-1})")
                                       << QStringLiteral("gpus_per_node: must be at least 0");
        QTest::newRow("args not a list") << QByteArray(R"({"args":"--epochs 3"})")
                                         << QStringLiteral("args: must be a list of text");
        QTest::newRow("environment as text") << QByteArray(R"({"environment":"venv"})")
                                             << QStringLiteral("environment: must be an object");
        QTest::newRow("unknown environment field")
            << QByteArray(R"({"environment":{"recipe":"venv","pth":"x"}})")
            << QStringLiteral("environment.pth: is not an environment field");
    }

    void specErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QStringList errors;
        QVERIFY(!compose::JobSpec::fromJson(json, &errors));
        QVERIFY2(errors.join(u'\n').contains(expected), qPrintable(errors.join(u'\n')));
    }

    // A conda job that names no module, on a site whose conda comes from a module (Arc's
    // anaconda3): the job and the set-up load that module before conda is used.
    void condaWithoutModulesLoadsTheSiteModule()
    {
        const compose::ComposedScript s =
            composeJson(R"({"profile":"utsa-arc","entry":"t.py","parallelism":"gpu","account":"x",)"
                        R"("environment":{"recipe":"conda","path":"/work/$USER/envs/torch"}})");
        QVERIFY2(!s.lines.isEmpty(), qPrintable(describe(s)));
        QCOMPARE(s.resolvedSpec.environment.modules, QStringList{QStringLiteral("anaconda3")});
        for (const QString &text : {s.text(), s.setupText()}) {
            const qsizetype load = text.indexOf(QStringLiteral("\nmodule load anaconda3\n"));
            const qsizetype hook = text.indexOf(QStringLiteral("conda shell.bash hook"));
            QVERIFY2(load >= 0 && hook > load, qPrintable(text));
            const QString problems = shellcheckProblems(text);
            QVERIFY2(problems.isEmpty(), qPrintable(problems));
        }
        // Modules the user names are kept as given.
        const compose::ComposedScript own = composeJson(
            R"({"profile":"utsa-arc","entry":"t.py","parallelism":"gpu","account":"x",)"
            R"("environment":{"recipe":"conda","modules":["miniconda3/4.9"],"path":"/w/e"}})");
        QVERIFY(own.text().contains(QStringLiteral("\nmodule load miniconda3/4.9\n")));
        QVERIFY(!own.text().contains(QStringLiteral("anaconda3")));
    }

    // Arc's home folder is small; its users point Hugging Face's and conda's caches at /work
    // (SITES.md, Arc storage): the job and the set-up export both before conda runs, explained.
    void arcPointsCachesAtWork()
    {
        const compose::ComposedScript s =
            composeJson(R"({"profile":"utsa-arc","entry":"t.py","parallelism":"gpu","account":"x",)"
                        R"("environment":{"recipe":"conda","path":"/work/$USER/envs/torch"}})");
        QVERIFY2(!s.lines.isEmpty(), qPrintable(describe(s)));
        const QString hf = QStringLiteral("export HF_HOME=/work/\"$USER\"/.cache/huggingface");
        const QString pkgs = QStringLiteral("export CONDA_PKGS_DIRS=/work/\"$USER\"/.conda/pkgs");
        for (const QList<compose::ScriptLine> &lines : {s.lines, s.setupLines}) {
            QStringList texts;
            for (const compose::ScriptLine &l : lines) {
                texts << l.text;
                if (l.text == hf || l.text == pkgs) {
                    QVERIFY2(l.explanation.contains(QStringLiteral("instead of your home folder")),
                             qPrintable(l.explanation));
                }
            }
            const qsizetype hfAt = texts.indexOf(hf);
            const qsizetype pkgsAt = texts.indexOf(pkgs);
            const qsizetype condaAt =
                texts.indexOf(QStringLiteral("eval \"$(conda shell.bash hook)\""));
            QVERIFY2(hfAt > 0 && pkgsAt > hfAt && condaAt > pkgsAt, qPrintable(texts.join(u'\n')));
        }
        // No other cache is moved there: the site's advice names these two.
        QVERIFY(!s.text().contains(QStringLiteral("TORCH_HOME")));
    }

    void specRoundTrip()
    {
        const QByteArray json = R"({"profile":"alliance-fir","job_name":"x y","nodes":2,
            "gpus_per_node":4,"cpus_per_task":12,"mem":"100G","time":"1-00:00:00",
            "account":"def-a","environment":{"recipe":"venv","modules":["python/3.11"],
            "path":"~/env","packages":["torch"]},"parallelism":"ddp-torchrun","entry":"t.py",
            "args":["--a","b c"],"workdir":"~/w","mail":{"user":"a@b.c","type":"END"}})";
        QStringList errors;
        const auto spec = compose::JobSpec::fromJson(json, &errors);
        QVERIFY(spec);
        const auto again = compose::JobSpec::fromJsonObject(spec->toJson(), &errors);
        QVERIFY(again);
        QCOMPARE(again->toJson(), spec->toJson());
        QCOMPARE(again->args, (QStringList{QStringLiteral("--a"), QStringLiteral("b c")}));
        QCOMPARE(again->mailType, QStringLiteral("END"));
    }
};

QTEST_GUILESS_MAIN(TestComposeRules)
#include "tst_composerules.moc"
