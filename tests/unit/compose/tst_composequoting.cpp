// Hostile names, paths and arguments in job scripts: they reach the program exactly as given,
// never run as commands, and every script passes shellcheck for every scheduler, environment
// recipe and parallelism.

#include "common/shellquote.h"
#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "compose/shellwords.h"
#include "composetesthelpers.h"
#include "site/profileregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

namespace {

const site::ProfileRegistry &registry()
{
    static const site::ProfileRegistry r;
    return r;
}

QStringList hostileWords(const QString &marker)
{
    return {QStringLiteral("two words"),
            QStringLiteral("it's"),
            QStringLiteral("say \"hi\""),
            QStringLiteral("$(touch %1)").arg(marker),
            QStringLiteral("`touch %1`").arg(marker),
            QStringLiteral("$HOME"),
            QStringLiteral("line\nbreak"),
            QStringLiteral("ünïcödé 数据 🚀"),
            QStringLiteral("*"),
            QStringLiteral("a;b|c&d"),
            QStringLiteral("back\\slash"),
            QStringLiteral("--looks-like-an-option"),
            QString()};
}

} // namespace

class TestComposeQuoting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pathWords_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("word");
        QTest::newRow("plain") << QStringLiteral("/work/a/env") << QStringLiteral("/work/a/env");
        QTest::newRow("home") << QStringLiteral("$HOME/env") << QStringLiteral("\"$HOME\"/env");
        QTest::newRow("braced") << QStringLiteral("${SLURM_TMPDIR}/env")
                                << QStringLiteral("\"$SLURM_TMPDIR\"/env");
        QTest::newRow("tilde") << QStringLiteral("~/my env")
                               << QStringLiteral("\"$HOME\"'/my env'");
        QTest::newRow("user inside")
            << QStringLiteral("/work/$USER/x") << QStringLiteral("/work/\"$USER\"/x");
        QTest::newRow("unknown variable stays literal")
            << QStringLiteral("$EVIL/x") << QStringLiteral("'$EVIL/x'");
        QTest::newRow("longer name stays literal")
            << QStringLiteral("$HOMEX/x") << QStringLiteral("'$HOMEX/x'");
        QTest::newRow("command substitution")
            << QStringLiteral("/w/$(reboot)") << QStringLiteral("'/w/$(reboot)'");
    }
    void pathWords()
    {
        QFETCH(QString, path);
        QFETCH(QString, word);
        QCOMPARE(compose::shellwords::pathWord(path), word);
    }

    void directiveValues()
    {
        QCOMPARE(compose::shellwords::directiveValue(QStringLiteral("plain-name_1.2")),
                 QStringLiteral("plain-name_1.2"));
        QCOMPARE(compose::shellwords::directiveValue(QStringLiteral("a b \"c\" \\d")),
                 QStringLiteral("\"a b \\\"c\\\" \\\\d\""));
        QVERIFY(!compose::shellwords::isDirectiveSafe(QStringLiteral("a\nb")));
        QVERIFY(!compose::shellwords::isDirectiveSafe(QStringLiteral("a\rb")));
        QVERIFY(compose::shellwords::isDirectiveSafe(QStringLiteral("ü $(x) `y`")));
    }

    // The local profile's script is run for real: the entry in a hostile folder receives every
    // hostile argument exactly, and no command hidden in them runs.
    // The arguments line on the wizard's steps, read as bash reads it (bash itself is asked),
    // and shown again in a form that reads back the same.
    void argumentLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("plain") << QStringLiteral("--epochs 10  --lr 0.1");
        QTest::newRow("double quotes") << QStringLiteral("--name \"my run\" --tag=a");
        QTest::newRow("single quotes") << QStringLiteral("--note 'it is \"fine\"'");
        QTest::newRow("escaped quote") << QStringLiteral("--name \"say \\\"hi\\\"\"");
        QTest::newRow("backslash space") << QStringLiteral("--dir my\\ data/");
        QTest::newRow("glued") << QStringLiteral("--x=\"a b\"'c d'e");
        QTest::newRow("empty word") << QStringLiteral("--suffix '' --n 1");
        QTest::newRow("tabs") << QStringLiteral("\t--a\t1\t");
    }

    void argumentLines()
    {
        QFETCH(QString, line);
        QProcess bash;
        bash.start(QStringLiteral("bash"),
                   {QStringLiteral("-c"),
                    QStringLiteral("eval \"set -- $1\"; printf '%s\\0' \"$@\""),
                    QStringLiteral("bash"), line});
        QVERIFY(bash.waitForFinished());
        QStringList expected = QString::fromUtf8(bash.readAllStandardOutput()).split(QChar(0));
        expected.removeLast(); // after the last NUL
        const QStringList words = compose::shellwords::splitArguments(line);
        QCOMPARE(words, expected);
        QCOMPARE(compose::shellwords::splitArguments(compose::shellwords::joinArguments(words)),
                 words);
    }

    void argumentsShownInOneLineReadBack()
    {
        const QStringList hostile = {QStringLiteral("it's"),   QStringLiteral("$(touch x)"),
                                     QStringLiteral("a b"),    QString(),
                                     QStringLiteral("\"q\""),  QStringLiteral("back\\slash"),
                                     QStringLiteral("--plain")};
        const QString line = compose::shellwords::joinArguments(hostile);
        QCOMPARE(compose::shellwords::splitArguments(line), hostile);
        QVERIFY(line.endsWith(QLatin1String(" --plain")));
        // A quote left open runs to the end of the line.
        QCOMPARE(compose::shellwords::splitArguments(QStringLiteral("--name \"my run")),
                 QStringList({QStringLiteral("--name"), QStringLiteral("my run")}));
    }

    void hostileArgumentsReachThePythonScript()
    {
        QTemporaryDir base;
        QVERIFY(base.isValid());
        const QString marker = base.filePath(QStringLiteral("PWNED"));
        const QString work = base.filePath(QStringLiteral("dir 'q' $(x) `y` ü"));
        QVERIFY(QDir().mkpath(work));
        const QString entry = work + QStringLiteral("/print argv.py");
        QFile py(entry);
        QVERIFY(py.open(QIODevice::WriteOnly));
        py.write("import json, os, sys\nprint(json.dumps({'argv': sys.argv[1:], 'cwd': "
                 "os.getcwd()}))\n");
        py.close();

        compose::JobSpec spec;
        spec.profile = QStringLiteral("local");
        spec.entry = entry;
        spec.workdir = work;
        spec.args = hostileWords(marker);
        const site::SiteProfile *local = registry().find(QStringLiteral("local"));
        QVERIFY(local);
        const compose::ComposedScript s = compose::ScriptComposer::compose(spec, *local);
        QVERIFY(!s.blocked());
        const QString problems = shellcheckProblems(s.text());
        QVERIFY2(problems.isEmpty(), qPrintable(problems));

        // "python" as the script calls it: this system's Python 3.
        const QString python3 = QStandardPaths::findExecutable(QStringLiteral("python3"));
        QVERIFY2(!python3.isEmpty(), "python3 is needed for this test");
        const QString bin = base.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        QVERIFY(QFile::link(python3, bin + QStringLiteral("/python")));

        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), bin + u':' + env.value(QStringLiteral("PATH")));
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"), {QStringLiteral("-s")});
        QVERIFY(bash.waitForStarted());
        bash.write(s.text().toUtf8());
        bash.closeWriteChannel();
        QVERIFY(bash.waitForFinished(60000));
        QCOMPARE(bash.exitCode(), 0);
        const QJsonObject out = QJsonDocument::fromJson(bash.readAllStandardOutput()).object();
        QStringList argv;
        for (const auto v : out.value(QStringLiteral("argv")).toArray()) {
            argv << v.toString();
        }
        QCOMPARE(argv, spec.args);
        QCOMPARE(QDir(out.value(QStringLiteral("cwd")).toString()).canonicalPath(),
                 QDir(work).canonicalPath());
        QVERIFY2(!QFile::exists(marker), "a command hidden in an argument ran");
    }

    // Cache folders from a (user's own, so untrusted) profile: the job sees each variable set to
    // exactly the folder named, with only the known variables at the start of a component
    // expanded, and no command hidden in a folder runs.
    void hostileCacheFoldersAreSetExactly()
    {
        QTemporaryDir base;
        QVERIFY(base.isValid());
        const QString marker = base.filePath(QStringLiteral("PWNED"));
        const QString home = base.filePath(QStringLiteral("home ü"));
        const QString entry = base.filePath(QStringLiteral("print env.py"));
        QFile py(entry);
        QVERIFY(py.open(QIODevice::WriteOnly));
        py.write("import json, os\nprint(json.dumps({k: os.environ.get(k) for k in ['HF_HOME', "
                 "'TORCH_HOME', 'PIP_CACHE_DIR', 'TRITON_CACHE_DIR', 'XDG_CACHE_HOME', "
                 "'CONDA_PKGS_DIRS']}))\n");
        py.close();

        site::SiteProfile local = *registry().find(QStringLiteral("local"));
        const QString hostile =
            QStringLiteral("dir 'q' \"dq\" $(touch %1) `touch %1` a;b|c&d").arg(marker);
        local.cacheRedirects = {
            {QStringLiteral("HF_HOME"), QStringLiteral("$HOME/") + hostile},
            {QStringLiteral("TORCH_HOME"), QStringLiteral("/abs/back\\slash/*/数据 🚀")},
            {QStringLiteral("PIP_CACHE_DIR"), QStringLiteral("~/x $USER y")},
            {QStringLiteral("TRITON_CACHE_DIR"), QStringLiteral("$HOME")},
            {QStringLiteral("XDG_CACHE_HOME"), QStringLiteral("/scratch/$USER/$HOMEWORK/c")},
            {QStringLiteral("CONDA_PKGS_DIRS"), QStringLiteral("${SCRATCH}/conda pkgs")}};
        compose::JobSpec spec;
        spec.profile = QStringLiteral("local");
        spec.entry = entry;
        const compose::ComposedScript s = compose::ScriptComposer::compose(spec, local);
        QVERIFY(!s.blocked());
        const QString problems = shellcheckProblems(s.text());
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        for (const compose::ScriptLine &line : s.lines) {
            if (line.text.startsWith(QLatin1String("export "))) {
                QVERIFY2(!line.explanation.isEmpty(), qPrintable(line.text));
            }
        }

        const QString python3 = QStandardPaths::findExecutable(QStringLiteral("python3"));
        QVERIFY2(!python3.isEmpty(), "python3 is needed for this test");
        const QString bin = base.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        QVERIFY(QFile::link(python3, bin + QStringLiteral("/python")));
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), bin + u':' + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("USER"), QStringLiteral("u1"));
        env.insert(QStringLiteral("SCRATCH"), QStringLiteral("/scr"));
        env.insert(QStringLiteral("HOMEWORK"), QStringLiteral("never"));
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"), {QStringLiteral("-s")});
        QVERIFY(bash.waitForStarted());
        bash.write(s.text().toUtf8());
        bash.closeWriteChannel();
        QVERIFY(bash.waitForFinished(60000));
        QVERIFY2(bash.exitCode() == 0, bash.readAllStandardError().constData());
        const QJsonObject out = QJsonDocument::fromJson(bash.readAllStandardOutput()).object();
        QCOMPARE(out.value(QStringLiteral("HF_HOME")).toString(), home + u'/' + hostile);
        QCOMPARE(out.value(QStringLiteral("TORCH_HOME")).toString(),
                 QStringLiteral("/abs/back\\slash/*/数据 🚀"));
        QCOMPARE(out.value(QStringLiteral("PIP_CACHE_DIR")).toString(),
                 home + QStringLiteral("/x $USER y"));
        QCOMPARE(out.value(QStringLiteral("TRITON_CACHE_DIR")).toString(), home);
        QCOMPARE(out.value(QStringLiteral("XDG_CACHE_HOME")).toString(),
                 QStringLiteral("/scratch/u1/$HOMEWORK/c"));
        QCOMPARE(out.value(QStringLiteral("CONDA_PKGS_DIRS")).toString(),
                 QStringLiteral("/scr/conda pkgs"));
        QVERIFY2(!QFile::exists(marker), "a command hidden in a cache folder ran");
    }

    // Slurm: hostile job name, output and account-free spec give well-formed directives.
    void hostileDirectives()
    {
        compose::JobSpec spec;
        spec.profile = QStringLiteral("test-cluster");
        spec.entry = QStringLiteral("$HOME/my dir/train's.py");
        spec.jobName = QStringLiteral("run \"1\" $(id) `id` ü's \\ end");
        spec.output = QStringLiteral("out dir/%j \"q\".log");
        spec.workdir = QStringLiteral("~/work space/$(x)");
        spec.args = hostileWords(QStringLiteral("/tmp/never"));
        const compose::ComposedScript s = compose::ScriptComposer::compose(
            spec, *registry().find(QStringLiteral("test-cluster")));
        QVERIFY(!s.blocked());
        const QString text = s.text();
        QVERIFY(text.contains(
            QStringLiteral("#SBATCH --job-name=\"run \\\"1\\\" $(id) `id` ü's \\\\ end\"\n")));
        QVERIFY(text.contains(QStringLiteral("#SBATCH --output=\"out dir/%j \\\"q\\\".log\"\n")));
        QVERIFY(text.contains(QStringLiteral("cd -- \"$HOME\"'/work space/$(x)'\n")));
        // Every directive is one line: nothing can escape into the shell.
        for (const QString &line : text.split(u'\n')) {
            if (line.startsWith(QLatin1String("#SBATCH"))) {
                QVERIFY(line.count(u'"') % 2 == 0 || line.contains(QLatin1String("\\\"")));
            }
        }
        const QString problems = shellcheckProblems(text);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        QProcess syntax;
        syntax.start(QStringLiteral("bash"), {QStringLiteral("-n")});
        QVERIFY(syntax.waitForStarted());
        syntax.write(text.toUtf8());
        syntax.closeWriteChannel();
        QVERIFY(syntax.waitForFinished());
        QCOMPARE(syntax.exitCode(), 0);
    }

    // Every scheduler x environment recipe x parallelism gives a script shellcheck accepts.
    // The TensorBoard lines of a Slurm job, run by bash with a stand-in `tensorboard`: the
    // hostile log folder is made and given to it as one word, nothing runs from it, and the
    // address file says "host port" with the port derived from the job id.
    void tensorBoardLinesRunAsWritten()
    {
        const site::SiteProfile *p = registry().find(QStringLiteral("test-cluster"));
        QVERIFY(p);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString marker = dir.filePath(QStringLiteral("PWNED"));
        compose::JobSpec spec;
        spec.profile = QStringLiteral("test-cluster");
        spec.entry = QStringLiteral("train.py");
        spec.parallelism = QStringLiteral("cpu");
        spec.logdir = QStringLiteral("logs 'x' $(touch %1) `touch %1`").arg(marker);
        spec.tensorboard = true;
        spec.tensorboardSetup = QStringLiteral("export TB_SETUP_RAN=yes");
        const compose::ComposedScript s = compose::ScriptComposer::compose(spec, *p);
        QVERIFY2(!s.blocked(), qPrintable(s.text()));
        QStringList tbLines;
        bool in = false;
        for (const compose::ScriptLine &line : s.lines) {
            if (line.text.startsWith(QLatin1String("mkdir -p -- "))) {
                in = true;
            }
            if (in) {
                tbLines << line.text;
            }
            if (line.text.startsWith(QLatin1String("printf '%s %s\\n'"))) {
                break;
            }
        }
        QCOMPARE(tbLines.size(), 4);
        // A stand-in tensorboard: records its arguments, one per line, then exits.
        const QString bin = dir.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        QFile fake(bin + QStringLiteral("/tensorboard"));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/bash\nprintf '%s\\n' \"$TB_SETUP_RAN\" \"$@\" > \"$HOME/tb-args\"\n");
        fake.close();
        QVERIFY(fake.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                    QFileDevice::ExeOwner));
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"),
                   bin + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("HOME"), dir.path());
        env.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("123456"));
        bash.setProcessEnvironment(env);
        bash.setWorkingDirectory(dir.path());
        bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), tbLines.join(QLatin1Char('\n')) +
                                                                      QStringLiteral("\nwait\n")});
        QVERIFY(bash.waitForFinished(30000));
        QCOMPARE(bash.exitCode(), 0);
        QVERIFY(!QFile::exists(marker));
        const QString logdir = dir.filePath(spec.logdir);
        QVERIFY(QFileInfo(logdir).isDir());
        QFile address(logdir + QStringLiteral("/.slipway-tensorboard-123456"));
        QVERIFY(address.open(QIODevice::ReadOnly));
        const QList<QByteArray> words = address.readAll().trimmed().split(' ');
        QCOMPARE(words.size(), 2);
        QCOMPARE(words.at(1), QByteArray("23456")); // 20000 + 123456 % 12000
        QFile args(dir.filePath(QStringLiteral("tb-args")));
        QVERIFY(args.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(args.readAll()),
                 QStringLiteral("yes\n--logdir\n%1\n--host\n0.0.0.0\n--port\n23456\n"
                                "--load_fast=false\n")
                     .arg(spec.logdir));
        QVERIFY(shellcheckProblems(s.text()).isEmpty());

        // A set-up command over two lines cannot be one line of the script.
        spec.tensorboardSetup = QStringLiteral("module load A\nrm -rf ~");
        QVERIFY(compose::ScriptComposer::compose(spec, *p).blocked());
    }

    // Charliecloud's lines (the test cluster's runtime) run by bash with a stand-in ch-run that
    // records its arguments: the job starts in the same folder inside the container, the image
    // and the folder reach ch-run as one word each, nothing in their names runs, and a job
    // outside the home folder stops with a plain message before ch-run starts.
    void charliecloudLinesRunAsWritten()
    {
        const site::SiteProfile *p = registry().find(QStringLiteral("test-cluster"));
        QVERIFY(p);
        QCOMPARE(p->containerRuntime, QStringLiteral("charliecloud"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString marker = dir.filePath(QStringLiteral("PWNED"));
        compose::JobSpec spec;
        spec.profile = QStringLiteral("test-cluster");
        spec.entry = QStringLiteral("train.py");
        spec.args = {QStringLiteral("--name"), QStringLiteral("a 'b' $(touch %1)").arg(marker)};
        spec.parallelism = QStringLiteral("cpu");
        spec.workdir = QStringLiteral("$HOME/it's a \"run\" $(touch %1) `touch %1`").arg(marker);
        spec.environment.recipe = QStringLiteral("container");
        spec.environment.image = QStringLiteral("$HOME/img@v1,=%~");
        const compose::ComposedScript s = compose::ScriptComposer::compose(spec, *p);
        QVERIFY2(!s.blocked(), qPrintable(s.text()));
        QVERIFY(shellcheckProblems(s.text()).isEmpty());
        QStringList lines;
        for (const compose::ScriptLine &line : s.lines) {
            if (line.text.startsWith(QLatin1String("cd -- ")) ||
                line.text.startsWith(QLatin1String("case ")) ||
                line.text.startsWith(QLatin1String("ch-run "))) {
                lines << line.text;
            }
        }
        QCOMPARE(lines.size(), 3);
        QVERIFY2(
            lines.at(2).startsWith(QStringLiteral(
                "ch-run --home --cd=\"$SLIPWAY_GUEST_DIR\" \"$HOME\"'/img@v1,=%~' -- python ")),
            qPrintable(lines.at(2)));
        const QString bin = dir.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        QFile fake(bin + QStringLiteral("/ch-run"));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/bash\nprintf '%s\\n' \"$@\" > \"$SLIPWAY_ARGS_FILE\"\n");
        fake.close();
        QVERIFY(fake.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                    QFileDevice::ExeOwner));
        const QString home = dir.filePath(QStringLiteral("home"));
        const QString workdir = home + spec.workdir.mid(5);
        QVERIFY(QDir().mkpath(workdir));
        const QString argsFile = dir.filePath(QStringLiteral("args"));
        const auto runAs = [&](const QString &homeFolder, QString *err) {
            QProcess bash;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("PATH"),
                       bin + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
            env.insert(QStringLiteral("HOME"), homeFolder);
            env.insert(QStringLiteral("USER"), QStringLiteral("ada"));
            env.insert(QStringLiteral("SLIPWAY_ARGS_FILE"), argsFile);
            bash.setProcessEnvironment(env);
            bash.setWorkingDirectory(dir.path());
            bash.start(QStringLiteral("bash"),
                       {QStringLiteral("-c"), lines.join(QLatin1Char('\n'))});
            bash.waitForFinished(30000);
            *err = QString::fromUtf8(bash.readAllStandardError());
            return bash.exitCode();
        };
        QString err;
        QCOMPARE(runAs(home, &err), 0);
        QFile args(argsFile);
        QVERIFY(args.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(args.readAll()),
                 QStringLiteral("--home\n--cd=/home/ada%1\n%2/img@v1,=%~\n--\npython\ntrain.py\n"
                                "--name\n%3\n")
                     .arg(spec.workdir.mid(5), home, spec.args.at(1)));
        args.close();
        QVERIFY(!QFile::exists(marker));

        // The same folder when the home folder is elsewhere: outside it, so the job stops.
        QVERIFY(QFile::remove(argsFile));
        const QString elsewhere = dir.filePath(QStringLiteral("elsewhere"));
        QVERIFY(QDir().mkpath(elsewhere));
        // The job's folder, given without $HOME (which now names another folder).
        lines[0] = QStringLiteral("cd -- ") + shellQuote(workdir);
        QCOMPARE(runAs(elsewhere, &err), 1);
        QVERIFY2(err.contains(QStringLiteral("The container sees only your home folder")),
                 qPrintable(err));
        QVERIFY(!QFile::exists(argsFile));
        QVERIFY(!QFile::exists(marker));
    }

    // Apptainer and Singularity cannot be installed here: their lines are checked as text,
    // against the centres' own commands (ALCF Polaris: `apptainer exec --nv IMAGE python ...`;
    // SJTU: `singularity run --nv IMAGE python ...`, for which exec is the same with NGC's
    // images), and by shellcheck (everyCombinationPassesShellcheck).
    void apptainerAndSingularityLinesAsText()
    {
        for (const auto &[profile, runtime] :
             {std::pair{QStringLiteral("alcf-polaris"), QStringLiteral("apptainer")},
              std::pair{QStringLiteral("sjtu-pi"), QStringLiteral("singularity")}}) {
            const site::SiteProfile *p = registry().find(profile);
            QVERIFY(p);
            compose::JobSpec spec;
            spec.profile = profile;
            spec.entry = QStringLiteral("train.py");
            spec.parallelism = QStringLiteral("gpu");
            spec.gpusPerNode = 1;
            spec.environment.recipe = QStringLiteral("container");
            spec.environment.image = QStringLiteral("$HOME/images/pytorch-1.6.sif");
            const compose::ComposedScript s = compose::ScriptComposer::compose(spec, *p);
            QVERIFY2(
                s.text().contains(
                    runtime + QStringLiteral(" exec --nv \"$HOME\"/images/pytorch-1.6.sif python "
                                             "train.py")),
                qPrintable(s.text()));
            QVERIFY(!s.text().contains(QStringLiteral("ch-run")));
        }
    }

    // A spec may name the container tool where the profile names another (or none); a word
    // that is not one of the tools is refused and no script is written.
    void specNamesTheRuntime()
    {
        const site::SiteProfile *p = registry().find(QStringLiteral("alcf-polaris"));
        QVERIFY(p);
        QCOMPARE(p->containerRuntime, QStringLiteral("apptainer"));
        const QByteArray json = R"({"profile": "alcf-polaris", "entry": "train.py",
            "parallelism": "cpu", "environment": {"recipe": "container",
            "image": "$HOME/images/torch", "runtime": "charliecloud"}})";
        QStringList problems;
        const std::optional<compose::JobSpec> read = compose::JobSpec::fromJson(json, &problems);
        QVERIFY2(read && problems.isEmpty(), qPrintable(problems.join(u'\n')));
        compose::JobSpec spec = *read;
        QCOMPARE(spec.environment.runtime, QStringLiteral("charliecloud"));
        const std::optional<compose::JobSpec> again =
            compose::JobSpec::fromJsonObject(spec.toJson(), &problems);
        QVERIFY(again);
        QCOMPARE(again->environment.runtime, QStringLiteral("charliecloud"));
        compose::ComposedScript s = compose::ScriptComposer::compose(spec, *p);
        QVERIFY2(s.text().contains(QStringLiteral(
                     "ch-run --home --cd=\"$SLIPWAY_GUEST_DIR\" \"$HOME\"/images/torch -- python "
                     "train.py")),
                 qPrintable(s.text()));
        QVERIFY(!s.text().contains(QStringLiteral("apptainer")));
        spec.environment.runtime = QStringLiteral("podman$(touch PWNED)");
        s = compose::ScriptComposer::compose(spec, *p);
        QVERIFY(s.blocked());
        QVERIFY(!s.text().contains(QStringLiteral("podman")));
    }

    void everyCombinationPassesShellcheck_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("recipe");
        QTest::addColumn<QString>("parallelism");
        const QStringList parallelisms{QStringLiteral("cpu"),      QStringLiteral("multi-cpu"),
                                       QStringLiteral("gpu"),      QStringLiteral("data-parallel"),
                                       QStringLiteral("ddp-srun"), QStringLiteral("ddp-torchrun"),
                                       QStringLiteral("horovod"),  QStringLiteral("model-parallel"),
                                       QStringLiteral("pipeline")};
        const QStringList recipes{QStringLiteral("modules"),
                                  QStringLiteral("venv"),
                                  QStringLiteral("virtualenv-wheelhouse"),
                                  QStringLiteral("conda"),
                                  QStringLiteral("container"),
                                  QStringLiteral("none")};
        const QStringList profiles{QStringLiteral("test-cluster"), QStringLiteral("alliance-fir"),
                                   QStringLiteral("alcf-polaris"), QStringLiteral("theta"),
                                   QStringLiteral("local")};
        int n = 0;
        for (const QString &profile : profiles) {
            for (const QString &p : parallelisms) {
                const QString recipe = recipes.at(n++ % recipes.size());
                QTest::newRow(qPrintable(profile + u' ' + p + u' ' + recipe))
                    << profile << recipe << p;
            }
            for (const QString &recipe : recipes) {
                QTest::newRow(qPrintable(profile + QStringLiteral(" ddp-srun ") + recipe))
                    << profile << recipe << QStringLiteral("ddp-srun");
            }
        }
    }
    void everyCombinationPassesShellcheck()
    {
        QFETCH(QString, profile);
        QFETCH(QString, recipe);
        QFETCH(QString, parallelism);
        const site::SiteProfile *p = registry().find(profile);
        QVERIFY(p);
        compose::JobSpec spec;
        spec.profile = profile;
        spec.entry = QStringLiteral("train dir/it's $(x).py");
        spec.args = {QStringLiteral("--name"), QStringLiteral("a \"b\" `c`")};
        spec.account = QStringLiteral("proj1");
        spec.parallelism = parallelism;
        spec.environment.recipe = recipe;
        spec.environment.modules = {QStringLiteral("PyTorch/1.13.1"), QStringLiteral("odd name")};
        spec.environment.path = recipe == QLatin1String("conda") ? QStringLiteral("$HOME/conda env")
                                                                 : QStringLiteral("$HOME/venv dir");
        spec.environment.packages = {QStringLiteral("torch"), QStringLiteral("numpy<2")};
        spec.environment.image = QStringLiteral("$HOME/images/pytorch 1.sif");
        spec.logdir = QStringLiteral("logs 'x' $(y)");
        spec.tensorboard = true;
        spec.tensorboardSetup = QStringLiteral("module load TensorBoard");
        if (profile == QLatin1String("theta")) {
            spec.partition = QStringLiteral("debug-cache-quad");
        }
        if (profile == QLatin1String("alliance-fir") &&
            parallelism.startsWith(QLatin1String("ddp"))) {
            spec.nodes = 2;
        }
        const compose::ComposedScript s = compose::ScriptComposer::compose(spec, *p);
        if (s.lines.isEmpty()) {
            // Some combinations are refused with a reason (containers or ddp-srun on this
            // computer): that is fine, as long as the reason is there.
            QVERIFY(s.blocked());
            return;
        }
        const QString problems = shellcheckProblems(s.text());
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        if (!s.setupLines.isEmpty()) {
            const QString setupProblems = shellcheckProblems(s.setupText());
            QVERIFY2(setupProblems.isEmpty(), qPrintable(setupProblems));
        }
        for (const compose::ScriptLine &line : s.lines) {
            QVERIFY2(line.text.isEmpty() || !line.explanation.isEmpty(), qPrintable(line.text));
        }
    }
};

QTEST_GUILESS_MAIN(TestComposeQuoting)
#include "tst_composequoting.moc"
