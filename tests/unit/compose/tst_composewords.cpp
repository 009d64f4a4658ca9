// Words that a program parses again after the shell (module names, conda environments,
// container images, packages, scheduler names) must match a strict pattern, for a spec read from
// JSON and for one built in code (as the New run wizard does). Also the spec's other silent
// acceptances: unknown mail keys, mail types Slurm refuses, NUL bytes, broken characters,
// duplicate keys and a missing profile.

#include "common/jsonkeys.h"
#include "common/terminaltext.h"
#include "common/wordrules.h"
#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "compose/specwords.h"
#include "site/profileregistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace slipway;

namespace {

const site::ProfileRegistry &registry()
{
    static const site::ProfileRegistry r;
    return r;
}

// Hostile words: each would run code or pass an option if a re-parsing tool got it.
QStringList hostileWords()
{
    return {QStringLiteral("x'; touch /tmp/PWNED; echo '"),
            QStringLiteral("$(touch /tmp/PWNED)"),
            QStringLiteral("`touch /tmp/PWNED`"),
            QStringLiteral("a;touch /tmp/PWNED"),
            QStringLiteral("a|b"),
            QStringLiteral("a&b"),
            QStringLiteral(">x"),
            QStringLiteral("two words"),
            QStringLiteral("say \"hi\""),
            QStringLiteral("-rf"),
            QStringLiteral("--index-url=http://evil.example/"),
            QStringLiteral("line\nbreak"),
            QStringLiteral("esc\x1b[31m"),
            QStringLiteral("nul") + QChar(0) + QStringLiteral("byte"),
            QStringLiteral("lone") + QChar(0xD800) + QStringLiteral("surrogate")};
}

compose::JobSpec baseSpec()
{
    compose::JobSpec s;
    s.profile = QStringLiteral("test-cluster");
    s.entry = QStringLiteral("train.py");
    return s;
}

// Puts `word` into `field` of a spec; returns false for fields this helper does not know.
bool setField(compose::JobSpec *s, const QString &field, const QString &word)
{
    if (field == QLatin1String("environment.modules[0]")) {
        s->environment.recipe = QStringLiteral("modules");
        s->environment.modules = {word};
    } else if (field == QLatin1String("environment.path")) {
        s->environment.recipe = QStringLiteral("conda");
        s->environment.path = word;
    } else if (field == QLatin1String("environment.image")) {
        s->environment.recipe = QStringLiteral("container");
        s->environment.image = word;
    } else if (field == QLatin1String("environment.packages[0]")) {
        s->environment.recipe = QStringLiteral("venv");
        s->environment.path = QStringLiteral("$HOME/env");
        s->environment.packages = {word};
    } else if (field == QLatin1String("environment.python_version")) {
        s->environment.recipe = QStringLiteral("conda");
        s->environment.path = QStringLiteral("torch");
        s->environment.pythonVersion = word;
    } else if (field == QLatin1String("partition")) {
        s->partition = word;
    } else if (field == QLatin1String("qos")) {
        s->qos = word;
    } else if (field == QLatin1String("account")) {
        s->account = word;
    } else if (field == QLatin1String("gpu_type")) {
        s->gpuType = word;
    } else {
        return false;
    }
    return true;
}

const QStringList &wordFields()
{
    static const QStringList fields{QStringLiteral("environment.modules[0]"),
                                    QStringLiteral("environment.path"),
                                    QStringLiteral("environment.image"),
                                    QStringLiteral("environment.packages[0]"),
                                    QStringLiteral("environment.python_version"),
                                    QStringLiteral("partition"),
                                    QStringLiteral("qos"),
                                    QStringLiteral("account"),
                                    QStringLiteral("gpu_type")};
    return fields;
}

bool hasBlockingFor(const compose::Findings &findings, const QString &field)
{
    for (const compose::Finding &f : findings) {
        if (f.severity == compose::Finding::Severity::Blocking && f.field == field) {
            return true;
        }
    }
    return false;
}

QString describeFindings(const compose::Findings &findings)
{
    QStringList out;
    for (const compose::Finding &f : findings) {
        out << compose::Finding::severityName(f.severity) + QLatin1Char(' ') + f.field +
                   QStringLiteral(": ") + f.message;
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestComposeWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every hostile word in every field is refused when the spec is composed (the wizard's
    // path): no script, no set-up script, and a blocking finding naming the field.
    void hostileWordsAreRefusedInEveryField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("word");
        for (const QString &field : wordFields()) {
            const QStringList words = hostileWords();
            for (qsizetype i = 0; i < words.size(); ++i) {
                QTest::addRow("%s #%d", qPrintable(field), int(i)) << field << words.at(i);
            }
        }
    }
    void hostileWordsAreRefusedInEveryField()
    {
        QFETCH(QString, field);
        QFETCH(QString, word);
        compose::JobSpec spec = baseSpec();
        QVERIFY(setField(&spec, field, word));
        const compose::ComposedScript composed = compose::ScriptComposer::compose(
            spec, *registry().find(QStringLiteral("test-cluster")));
        QVERIFY2(hasBlockingFor(composed.findings, field),
                 qPrintable(describeFindings(composed.findings)));
        QVERIFY(composed.lines.isEmpty());
        QVERIFY(composed.setupLines.isEmpty());
        QVERIFY(composed.blocked());
    }

    // The same words in a JSON spec are refused as it is read, naming the field.
    void hostileModuleNameInJsonIsRefusedOnLoad()
    {
        for (const QString &word : hostileWords()) {
            QJsonObject env{
                {QStringLiteral("recipe"), QStringLiteral("venv")},
                {QStringLiteral("path"), QStringLiteral("$HOME/env")},
                {QStringLiteral("modules"), QJsonArray{QStringLiteral("python/3.11"), word}}};
            const QJsonObject o{{QStringLiteral("profile"), QStringLiteral("test-cluster")},
                                {QStringLiteral("entry"), QStringLiteral("t.py")},
                                {QStringLiteral("environment"), env}};
            QStringList errors;
            QVERIFY(!compose::JobSpec::fromJson(QJsonDocument(o).toJson(), &errors));
            QVERIFY2(errors.join(u'\n').startsWith(QLatin1String("environment.modules[1]: ")),
                     qPrintable(errors.join(u'\n')));
        }
    }

    // The issue's example, word for word, with the plain-language reason.
    void theReportedModuleNameIsRefusedInPlainWords()
    {
        const QString message =
            wordrules::moduleName(QStringLiteral("x'; touch /tmp/PWNED; echo '"));
        QVERIFY(message.contains(QLatin1String("cannot be a module name")));
        QVERIFY(message.contains(QLatin1String("letters, digits and _ . + - /")));
        QVERIFY(message.contains(QLatin1String("shell code")));
    }

    void leadingDashIsRefused_data()
    {
        QTest::addColumn<QString>("field");
        for (const QString &field : wordFields()) {
            QTest::newRow(qPrintable(field)) << field;
        }
    }
    void leadingDashIsRefused()
    {
        QFETCH(QString, field);
        compose::JobSpec spec = baseSpec();
        QVERIFY(setField(&spec, field, QStringLiteral("-x")));
        const QList<compose::WordProblem> problems = specWordProblems(spec);
        QVERIFY(!problems.isEmpty());
        QCOMPARE(problems.first().field, field);
        // python_version is digits only, so its refusal is the general one.
        if (field != QLatin1String("environment.python_version")) {
            QVERIFY2(problems.first().message.contains(QLatin1String("starts with '-'")),
                     qPrintable(problems.first().message));
        }
    }

    // Paths given to a program as a word of their own may not be options either: python3 -m
    // venv --upgrade, python -c CODE.
    void pathsMayNotBeOptions()
    {
        compose::JobSpec spec = baseSpec();
        spec.environment.recipe = QStringLiteral("venv");
        spec.environment.path = QStringLiteral("--upgrade");
        spec.entry = QStringLiteral("-c");
        spec.workdir = QStringLiteral("$HOME/my project $(x)"); // quoted, so allowed
        const QList<compose::WordProblem> problems = specWordProblems(spec);
        QCOMPARE(problems.size(), 2);
        QCOMPARE(problems.at(0).field, QStringLiteral("environment.path"));
        QCOMPARE(problems.at(1).field, QStringLiteral("entry"));
        QVERIFY(problems.at(1).message.contains(QLatin1String("starts with '-'")));
    }

    // What the tools accept passes: names from the profiles and from the sites' documentation.
    void realNamesPass()
    {
        for (const QString &name :
             {QStringLiteral("PyTorch/2.1.2-foss-2023a-CUDA-12.1.1"), QStringLiteral("python/3.11"),
              QStringLiteral("cuda/12.2"), QStringLiteral("StdEnv/2023"),
              QStringLiteral("PyTorch-bundle/2.1.2-CUDA-12.1.1"), QStringLiteral("release/24.04"),
              QStringLiteral("datascience/pytorch-0.5.0-mkldnn"), QStringLiteral("anaconda3"),
              QStringLiteral("miniconda3/4.8.2"), QStringLiteral("py-torch/2.0.1+cuda"),
              QStringLiteral("modenv/ml")}) {
            QVERIFY2(wordrules::moduleName(name).isEmpty(), qPrintable(name));
        }
        for (const QString &env :
             {QStringLiteral("base"), QStringLiteral("pytorch-env"), QStringLiteral("torch_2.1"),
              QStringLiteral("$HOME/envs/torch"), QStringLiteral("/work/$USER/envs/torch"),
              QStringLiteral("~/conda/envs/x")}) {
            QVERIFY2(wordrules::condaEnvironment(env).isEmpty(), qPrintable(env));
        }
        for (const QString &image :
             {QStringLiteral("/lustre/share/singularity/modules/pytorch/1.6.0.sif"),
              QStringLiteral("docker://nvcr.io/nvidia/pytorch:23.10-py3"),
              QStringLiteral("$HOME/images/torch.sif"), QStringLiteral("library://a/b/c:1.0")}) {
            QVERIFY2(wordrules::containerImage(image).isEmpty(), qPrintable(image));
        }
        for (const QString &package :
             {QStringLiteral("torch"), QStringLiteral("torch==2.4.0"),
              QStringLiteral("numpy>=1.24,<2"), QStringLiteral("torch[opt]"),
              QStringLiteral("./wheels/torch-2.4.0-cp311-none-linux_x86_64.whl")}) {
            QVERIFY2(wordrules::packageSpec(package).isEmpty(), qPrintable(package));
        }
        for (const QString &name :
             {QStringLiteral("gpu"), QStringLiteral("def-someprof"), QStringLiteral("p_project"),
              QStringLiteral("normal+"), QStringLiteral("rrg-pi.2")}) {
            QVERIFY2(wordrules::schedulerName(name).isEmpty(), qPrintable(name));
        }
        QVERIFY(wordrules::pythonVersion(QStringLiteral("3.11")).isEmpty());
        QVERIFY(wordrules::pythonVersion(QStringLiteral("3.9.0")).isEmpty());
        QVERIFY(wordrules::gpuType(QStringLiteral("h100")).isEmpty());
        QVERIFY(wordrules::moduleFolder(QStringLiteral("$HOME/modulefiles")).isEmpty());
        QVERIFY(!wordrules::moduleFolder(QStringLiteral("$EVIL/modulefiles")).isEmpty());
    }

    // Every built-in profile's defaults follow the rules (a profile may not smuggle words in).
    void everyProfileDefaultComposes()
    {
        QVERIFY(registry().errors().isEmpty());
        for (const site::SiteProfile &p : registry().profiles()) {
            compose::JobSpec spec;
            spec.profile = p.id;
            spec.entry = QStringLiteral("train.py");
            QVERIFY2(specWordProblems(spec).isEmpty(), qPrintable(p.id));
            compose::JobEnvironment env;
            env.recipe = p.defaultEnvironment.recipe;
            env.modules = p.defaultEnvironment.modules;
            env.path = p.defaultEnvironment.path;
            env.packages = p.defaultEnvironment.packages;
            env.image = p.defaultEnvironment.image;
            env.pythonVersion = p.defaultEnvironment.pythonVersion;
            QVERIFY2(environmentWordProblems(env).isEmpty(), qPrintable(p.id));
        }
    }

    // A line break in a directive value (found by fuzz_jobspec: `#SBATCH --job-name="py` then
    // `torch-test"` as a command) gets no script at all, not only a blocking finding.
    void lineBreakInDirectiveWritesNoScript()
    {
        for (const QString &field :
             {QStringLiteral("job_name"), QStringLiteral("output"), QStringLiteral("error"),
              QStringLiteral("workdir"), QStringLiteral("time"), QStringLiteral("mem")}) {
            compose::JobSpec spec = baseSpec();
            const QString value = QStringLiteral("py\ntouch /tmp/PWNED");
            if (field == QLatin1String("job_name")) {
                spec.jobName = value;
            } else if (field == QLatin1String("output")) {
                spec.output = value;
            } else if (field == QLatin1String("error")) {
                spec.error = value;
            } else if (field == QLatin1String("time")) {
                spec.time = QStringLiteral("10\nJJ");
            } else if (field == QLatin1String("mem")) {
                spec.mem = value;
            } else {
                spec.workdir = value;
            }
            const compose::ComposedScript composed = compose::ScriptComposer::compose(
                spec, *registry().find(QStringLiteral("test-cluster")));
            QVERIFY2(hasBlockingFor(composed.findings, field), qPrintable(field));
            QVERIFY2(composed.lines.isEmpty(), qPrintable(composed.text()));
            QVERIFY(composed.setupLines.isEmpty());
        }
    }

    // A profile's text that lands in a comment (the set-up script's first lines, the --explain
    // comments) cannot end the comment and start a command (found by fuzz_siteprofile).
    void profileTextInCommentsStaysAComment()
    {
        site::SiteProfile profile = *registry().find(QStringLiteral("test-cluster"));
        profile.displayName = QStringLiteral("Mine\ntouch /tmp/PWNED") + QChar(0);
        for (site::Partition &part : profile.partitions) {
            if (part.gpu) {
                part.gpu->model = QStringLiteral("model\rtouch /tmp/PWNED\n");
            }
        }
        compose::JobSpec spec = baseSpec();
        spec.parallelism = QStringLiteral("gpu");
        spec.environment.recipe = QStringLiteral("venv");
        spec.environment.path = QStringLiteral("$HOME/env");
        const compose::ComposedScript composed = compose::ScriptComposer::compose(spec, profile);
        QVERIFY(!composed.lines.isEmpty());
        for (const QString &text : {composed.setupText(), composed.annotatedText()}) {
            QVERIFY(!text.contains(QChar(0)));
            for (const QString &line : text.split(QLatin1Char('\n'))) {
                QVERIFY2(!line.startsWith(QLatin1String("touch")) && !line.contains(u'\r'),
                         qPrintable(text));
            }
        }
        QVERIFY(composed.setupText().contains(QLatin1String("Mine\\ntouch /tmp/PWNED\\0")));
    }

    // conda's channel option is the one option its package list may hold.
    void condaChannelIsTheOnlyOption()
    {
        compose::JobEnvironment env;
        env.recipe = QStringLiteral("conda");
        env.path = QStringLiteral("torch");
        env.packages = {QStringLiteral("-c"), QStringLiteral("pytorch"), QStringLiteral("pytorch")};
        QVERIFY(environmentWordProblems(env).isEmpty());
        env.packages = {QStringLiteral("pytorch"), QStringLiteral("--channel"),
                        QStringLiteral("conda-forge")};
        QVERIFY(environmentWordProblems(env).isEmpty());
        env.packages = {QStringLiteral("pytorch"), QStringLiteral("-c")};
        QCOMPARE(environmentWordProblems(env).value(0).field,
                 QStringLiteral("environment.packages[1]"));
        env.packages = {QStringLiteral("-c"), QStringLiteral("$(id)")};
        QCOMPARE(environmentWordProblems(env).value(0).field,
                 QStringLiteral("environment.packages[1]"));
        env.packages = {QStringLiteral("--override-channels"), QStringLiteral("pytorch")};
        QCOMPARE(environmentWordProblems(env).value(0).field,
                 QStringLiteral("environment.packages[0]"));
        env.recipe = QStringLiteral("venv");
        env.path = QStringLiteral("$HOME/env");
        env.packages = {QStringLiteral("-c"), QStringLiteral("constraints.txt")};
        QCOMPARE(environmentWordProblems(env).value(0).field,
                 QStringLiteral("environment.packages[0]"));
    }

    // Silent acceptances (issue #18 item 10), each refused or warned about, naming the field.
    void unknownMailKeyIsRefused()
    {
        QStringList errors;
        QVERIFY(!compose::JobSpec::fromJson(
            R"({"profile":"test-cluster","entry":"t.py","mail":{"user":"a@b.c","tpye":"END"}})",
            &errors));
        QVERIFY2(errors.join(u'\n').contains(QLatin1String("mail.tpye: is not a field")),
                 qPrintable(errors.join(u'\n')));
    }

    void mailTypesSlurmRefusesAreBlocking()
    {
        compose::JobSpec spec = baseSpec();
        spec.mailUser = QStringLiteral("a@b.c");
        spec.mailType = QStringLiteral("END,NEVER");
        const site::SiteProfile &p = *registry().find(QStringLiteral("test-cluster"));
        compose::ComposedScript composed = compose::ScriptComposer::compose(spec, p);
        QVERIFY2(hasBlockingFor(composed.findings, QStringLiteral("mail.type")),
                 qPrintable(describeFindings(composed.findings)));
        QVERIFY(describeFindings(composed.findings).contains(QLatin1String("\"NEVER\"")));
        for (const QString &ok :
             {QStringLiteral("NONE"), QStringLiteral("BEGIN,END,FAIL"), QStringLiteral("ALL"),
              QStringLiteral("REQUEUE,INVALID_DEPEND,STAGE_OUT"),
              QStringLiteral("TIME_LIMIT,TIME_LIMIT_90,TIME_LIMIT_80,TIME_LIMIT_50"),
              QStringLiteral("ARRAY_TASKS")}) {
            spec.mailType = ok;
            composed = compose::ScriptComposer::compose(spec, p);
            QVERIFY2(!composed.blocked(), qPrintable(describeFindings(composed.findings)));
            QVERIFY(composed.text().contains(QStringLiteral("--mail-type=") + ok));
        }
        for (const QString &bad : {QStringLiteral("end"), QStringLiteral("END,,FAIL"),
                                   QStringLiteral("TIME_LIMIT_70")}) {
            spec.mailType = bad;
            composed = compose::ScriptComposer::compose(spec, p);
            QVERIFY2(hasBlockingFor(composed.findings, QStringLiteral("mail.type")),
                     qPrintable(bad));
        }
    }

    void nulByteInArgumentsIsRefused()
    {
        QStringList errors;
        QVERIFY(!compose::JobSpec::fromJson(
            R"({"profile":"test-cluster","entry":"t.py","args":["--ok","a\u0000b"]})", &errors));
        QVERIFY2(errors.join(u'\n').contains(QLatin1String("args[1]: It contains a NUL byte")),
                 qPrintable(errors.join(u'\n')));
        compose::JobSpec spec = baseSpec();
        spec.args = {QStringLiteral("a") + QChar(0)};
        const compose::ComposedScript composed = compose::ScriptComposer::compose(
            spec, *registry().find(QStringLiteral("test-cluster")));
        QVERIFY(hasBlockingFor(composed.findings, QStringLiteral("args[0]")));
    }

    void loneSurrogateInJobNameIsRefused()
    {
        QStringList errors;
        QVERIFY(!compose::JobSpec::fromJson(
            R"({"profile":"test-cluster","entry":"t.py","job_name":"a\ud800b"})", &errors));
        QVERIFY2(errors.join(u'\n').contains(QLatin1String("job_name: It contains a broken "
                                                           "character")),
                 qPrintable(errors.join(u'\n')));
        // A whole pair (an emoji) is fine.
        QVERIFY(compose::JobSpec::fromJson(
            R"({"profile":"test-cluster","entry":"t.py","job_name":"a\ud83d\ude80b"})", &errors));
    }

    void duplicateKeysAreRefused()
    {
        QStringList errors;
        QVERIFY(!compose::JobSpec::fromJson(
            R"({"profile":"test-cluster","entry":"t.py","entry":"other.py"})", &errors));
        QVERIFY2(errors.join(u'\n').contains(QLatin1String("entry: is given more than once")),
                 qPrintable(errors.join(u'\n')));
        errors.clear();
        QVERIFY(!compose::JobSpec::fromJson(
            R"({"profile":"test-cluster","entry":"t.py","environment":{"recipe":"venv","re\u0063ipe":"conda"}})",
            &errors));
        QVERIFY2(errors.join(u'\n').contains(QLatin1String("environment.recipe: is given more")),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(duplicateJsonKeys(R"({"a":[{"b":1,"b":2},{"b":3}],"c":{"a":1}})"),
                 QStringList{QStringLiteral("a[0].b")});
        // Keys inside a string are text, not keys.
        QVERIFY(duplicateJsonKeys("{\"a\":\"{\\\"b\\\":1,\\\"b\\\":2}\"}").isEmpty());
    }

    void missingProfileIsNamed()
    {
        compose::JobSpec spec;
        spec.entry = QStringLiteral("train.py");
        spec.environment.recipe = QStringLiteral("modules");
        spec.environment.modules = {QStringLiteral("PyTorch/2.1.2")};
        const compose::ComposedScript composed =
            compose::ScriptComposer::compose(spec, *registry().find(QStringLiteral("local")));
        QVERIFY(!composed.findings.isEmpty());
        const compose::Finding &first = composed.findings.first();
        QCOMPARE(first.field, QStringLiteral("profile"));
        QVERIFY2(first.message.contains(QLatin1String("names no profile")),
                 qPrintable(first.message));
    }

    // Control characters in a finding are escaped when printed (terminaltext.h).
    void printableTextEscapesControls()
    {
        QCOMPARE(printableText(QStringLiteral("a\x1b[2Jb\rc") + QChar(0) + QStringLiteral("d")),
                 QStringLiteral("a\\x1b[2Jb\\rc\\0d"));
        QCOMPARE(printableText(QStringLiteral("one\ntwo\tx")), QStringLiteral("one\\ntwo\tx"));
        QCOMPARE(printableText(QStringLiteral("one\ntwo"), true), QStringLiteral("one\ntwo"));
        QCOMPARE(printableText(QString(QChar(0x9b)) + QChar(0x202e) + QChar(0xD800)),
                 QStringLiteral("\\u009b\\u202e\\ud800"));
        QCOMPARE(printableText(QStringLiteral("ünï 数据 🚀 $(x) \\")),
                 QStringLiteral("ünï 数据 🚀 $(x) \\"));
        QCOMPARE(printableText(QStringLiteral("\x7f\x07\x08")), QStringLiteral("\\x7f\\x07\\x08"));
    }
};

QTEST_GUILESS_MAIN(TestComposeWords)
#include "tst_composewords.moc"
