// Sweeps: parsing the axes (and refusing bad ones in plain words), the grid and random samples,
// folder names, the parameters table, and the job script's task lines run by real bash on a
// table of hostile values: each task gets exactly its values, never run as code.

#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "compose/sweep.h"
#include "compose/sweeplines.h"
#include "composetesthelpers.h"
#include "site/profileregistry.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

class TestSweep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void axes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("values");
        QTest::newRow("list") << QStringLiteral("lr=1e-4,1e-3,1e-2")
                              << QStringList{QStringLiteral("1e-4"), QStringLiteral("1e-3"),
                                             QStringLiteral("1e-2")};
        QTest::newRow("range, both ends") << QStringLiteral("seed=0:3")
                                          << QStringList{QStringLiteral("0"), QStringLiteral("1"),
                                                         QStringLiteral("2"), QStringLiteral("3")};
        QTest::newRow("range with step") << QStringLiteral("bs=16:64:16")
                                         << QStringList{QStringLiteral("16"), QStringLiteral("32"),
                                                        QStringLiteral("48"), QStringLiteral("64")};
        QTest::newRow("log-range") << QStringLiteral("lr=log:1e-4:1e-1:4")
                                   << QStringList{QStringLiteral("0.0001"), QStringLiteral("0.001"),
                                                  QStringLiteral("0.01"), QStringLiteral("0.1")};
        QTest::newRow("duplicates once")
            << QStringLiteral("opt=adam,sgd,adam")
            << QStringList{QStringLiteral("adam"), QStringLiteral("sgd")};
        QTest::newRow("hostile list value")
            << QStringLiteral("name=$(touch x),it's \"q\"")
            << QStringList{QStringLiteral("$(touch x)"), QStringLiteral("it's \"q\"")};
    }
    void axes()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, values);
        QString error;
        const auto axis = compose::SweepAxis::parse(text, &error);
        QVERIFY2(axis, qPrintable(error));
        QCOMPARE(axis->values, values);
    }

    void badAxes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("no =") << QStringLiteral("lr") << QStringLiteral("NAME=VALUES");
        QTest::newRow("bad name") << QStringLiteral("l r=1,2") << QStringLiteral("NAME=VALUES");
        QTest::newRow("dashes in name")
            << QStringLiteral("--lr=1,2") << QStringLiteral("without its dashes");
        QTest::newRow("empty value") << QStringLiteral("lr=1,,2") << QStringLiteral("empty");
        QTest::newRow("tab") << QStringLiteral("lr=a\tb") << QStringLiteral("tab");
        QTest::newRow("line break") << QStringLiteral("lr=a\nb") << QStringLiteral("line break");
        QTest::newRow("backwards range")
            << QStringLiteral("seed=3:0") << QStringLiteral("FIRST not above LAST");
        QTest::newRow("zero step") << QStringLiteral("seed=0:3:0") << QStringLiteral("step");
        QTest::newRow("log below zero")
            << QStringLiteral("lr=log:-1:1:3") << QStringLiteral("above 0");
        QTest::newRow("log garbage") << QStringLiteral("lr=log:a:b") << QStringLiteral("LOW:HIGH");
        QTest::newRow("huge range")
            << QStringLiteral("seed=0:100000") << QStringLiteral("at most 1000");
    }
    void badAxes()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        QString error;
        QVERIFY(!compose::SweepAxis::parse(text, &error));
        QVERIFY2(error.contains(says), qPrintable(error));
    }

    void gridAndSamples()
    {
        QString error;
        const auto grid = compose::Sweep::make(
            {QStringLiteral("lr=0.1,0.01"), QStringLiteral("seed=0:1")}, 0, 0, &error);
        QVERIFY2(grid, qPrintable(error));
        QCOMPARE(grid->size(), 4);
        QCOMPARE(grid->tasks().at(1).params,
                 (QList<QPair<QString, QString>>{{QStringLiteral("lr"), QStringLiteral("0.1")},
                                                 {QStringLiteral("seed"), QStringLiteral("1")}}));
        QCOMPARE(grid->tasks().at(2).folder, QStringLiteral("lr=0.01,seed=0"));

        // Random samples: 3 points, each run with both seeds; the same seed draws the same.
        const auto a = compose::Sweep::make(
            {QStringLiteral("lr=log:1e-5:1e-1"), QStringLiteral("seed=0:1")}, 3, 42, &error);
        const auto b = compose::Sweep::make(
            {QStringLiteral("lr=log:1e-5:1e-1"), QStringLiteral("seed=0:1")}, 3, 42, &error);
        QVERIFY2(a && b, qPrintable(error));
        QCOMPARE(a->size(), 6);
        QCOMPARE(a->table(), b->table());
        for (int s = 0; s < 3; ++s) {
            const auto &first = a->tasks().at(2 * s).params;
            const auto &second = a->tasks().at(2 * s + 1).params;
            QCOMPARE(first.at(0).second, second.at(0).second); // one lr, both seeds
            QCOMPARE(first.at(1).second, QStringLiteral("0"));
            QCOMPARE(second.at(1).second, QStringLiteral("1"));
            const double lr = first.at(0).second.toDouble();
            QVERIFY2(lr >= 1e-5 && lr <= 1e-1, qPrintable(first.at(0).second));
        }

        QVERIFY(!compose::Sweep::make({QStringLiteral("lr=1,2"), QStringLiteral("lr=3")}, 0, 0,
                                      &error));
        QVERIFY2(error.contains(QLatin1String("swept twice")), qPrintable(error));
        QVERIFY(!compose::Sweep::make({QStringLiteral("a=0:999"), QStringLiteral("b=0:99")}, 0, 0,
                                      &error));
        QVERIFY2(error.contains(QLatin1String("more than 10000 tasks")), qPrintable(error));
        QVERIFY(compose::Sweep::make({}, 0, 0, &error)->isEmpty());
    }

    void foldersAndTable()
    {
        QString error;
        const auto sweep =
            compose::Sweep::make({QStringLiteral("x=a/b,a b,a_b,../..,ü")}, 0, 0, &error);
        QVERIFY2(sweep, qPrintable(error));
        QStringList folders;
        for (const compose::SweepTask &t : sweep->tasks()) {
            QVERIFY2(!t.folder.contains(QLatin1Char('/')) && !t.folder.startsWith(QLatin1Char('.')),
                     qPrintable(t.folder));
            QVERIFY2(!folders.contains(t.folder), qPrintable(t.folder));
            folders << t.folder;
        }
        // "a/b", "a b" and "a_b" all read "x=a_b": the task number keeps them apart.
        QCOMPARE(folders.at(0), QStringLiteral("x=a_b,task=0"));
        const auto back = compose::Sweep::fromTable(sweep->table(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->size(), sweep->size());
        QCOMPARE(back->tasks().at(3).params.at(0).second, QStringLiteral("../.."));
        QVERIFY(!compose::Sweep::fromTable("nothing\n", &error));
    }

    void arrays()
    {
        QCOMPARE(compose::sweeplines::slurmArray(4, 2), QStringLiteral("0-3%2"));
        QCOMPARE(compose::sweeplines::slurmArray(1, 0), QStringLiteral("0"));
        QCOMPARE(compose::sweeplines::slurmArrayOf({1, 3}, 0), QStringLiteral("1,3"));
        QCOMPARE(compose::sweeplines::chunks(5, 2),
                 (QList<QPair<int, int>>{{0, 2}, {2, 2}, {4, 1}}));
        QCOMPARE(compose::sweeplines::chunks(1500, 0),
                 (QList<QPair<int, int>>{{0, 1001}, {1001, 499}}));
    }

    // The composed script's task lines, run by bash on a table of hostile values.
    void taskLinesPassValuesExactly()
    {
        const site::ProfileRegistry registry;
        const site::SiteProfile *profile = registry.find(QStringLiteral("test-cluster"));
        QVERIFY(profile);
        QTemporaryDir dir;
        const QString marker = dir.filePath(QStringLiteral("pwned"));
        const QStringList hostile{QStringLiteral("$(touch %1)").arg(marker),
                                  QStringLiteral("`touch %1`").arg(marker),
                                  QStringLiteral("it's \"quoted\""),
                                  QStringLiteral("two  spaces "),
                                  QStringLiteral("back\\slash*"),
                                  QStringLiteral("ünïcödé;|&")};
        compose::JobSpec spec;
        spec.profile = profile->id;
        spec.jobName = QStringLiteral("sweep");
        spec.entry = QStringLiteral("train.py");
        spec.args = {QStringLiteral("--epochs"), QStringLiteral("1")};
        spec.time = QStringLiteral("00:05:00");
        spec.sweep = {QStringLiteral("name=") + hostile.join(QLatin1Char(',')),
                      QStringLiteral("seed=0:1")};
        spec.maxRunning = 3;
        const compose::ComposedScript script = compose::ScriptComposer::compose(spec, *profile);
        QVERIFY2(!script.blocked(), qPrintable(script.text()));
        QVERIFY2(script.text().contains(QLatin1String("#SBATCH --array=0-11%3")),
                 qPrintable(script.text()));
        QVERIFY2(!script.text().contains(QLatin1String("%j")), qPrintable(script.text()));
        QVERIFY2(script.text().contains(
                     QLatin1String("train.py --epochs 1 \"${SLIPWAY_TASK_ARGS[@]}\"")),
                 qPrintable(script.text()));
        const QString problems = shellcheckProblems(script.text());
        QVERIFY2(problems.isEmpty(), qPrintable(problems));

        // Only the sweep's own lines, then print the arguments NUL-separated.
        QString lines;
        bool in = false;
        for (const compose::ScriptLine &l : script.lines) {
            if (l.text.startsWith(QLatin1String("echo \"slipway: task"))) {
                break;
            }
            in = in || l.text.startsWith(QLatin1String("SLIPWAY_SWEEP_TABLE="));
            if (in) {
                lines += l.text + QLatin1Char('\n');
            }
        }
        lines += QStringLiteral("printf '%s\\0' \"${SLIPWAY_TASK_ARGS[@]}\"\n");
        QString error;
        const auto sweep = compose::Sweep::make(spec.sweep, 0, 0, &error);
        QVERIFY2(sweep, qPrintable(error));
        QFile table(dir.filePath(QStringLiteral("params.tsv")));
        QVERIFY(table.open(QIODevice::WriteOnly));
        table.write(sweep->table());
        table.close();
        // Split in two arrays of 6 (offset 6 for the second), as a cluster with a small
        // MaxArraySize gets it.
        for (const compose::SweepTask &task : sweep->tasks()) {
            const int offset = task.index >= 6 ? 6 : 0;
            QProcess bash;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), QString::number(task.index - offset));
            bash.setProcessEnvironment(env);
            bash.setWorkingDirectory(dir.path());
            bash.start(QStringLiteral("bash"),
                       {QStringLiteral("-c"), lines, QStringLiteral("job.sh"), table.fileName(),
                        QString::number(offset)});
            QVERIFY(bash.waitForFinished(10000));
            QCOMPARE(bash.exitCode(), 0);
            const QList<QByteArray> got = bash.readAllStandardOutput().split('\0');
            const QList<QByteArray> want{"--name=" + task.params.at(0).second.toUtf8(),
                                         "--seed=" + task.params.at(1).second.toUtf8(),
                                         "--logdir=runs/" + task.folder.toUtf8(), ""};
            QCOMPARE(got, want);
        }
        QVERIFY(!QFileInfo::exists(marker));

        // A task the table lacks stops with a clear message.
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), QStringLiteral("99"));
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), lines, QStringLiteral("job.sh"),
                                            table.fileName(), QStringLiteral("0")});
        QVERIFY(bash.waitForFinished(10000));
        QVERIFY(bash.exitCode() != 0);
        QVERIFY(bash.readAllStandardError().contains("task 99 is not in"));
    }

    void noSweepOnCobalt()
    {
        const site::ProfileRegistry registry;
        const site::SiteProfile *theta = registry.find(QStringLiteral("theta"));
        QVERIFY(theta);
        compose::JobSpec spec;
        spec.profile = theta->id;
        spec.jobName = QStringLiteral("sweep");
        spec.entry = QStringLiteral("train.py");
        spec.account = QStringLiteral("proj");
        spec.time = QStringLiteral("01:00:00");
        spec.sweep = {QStringLiteral("lr=1,2")};
        const compose::ComposedScript script = compose::ScriptComposer::compose(spec, *theta);
        QVERIFY(script.blocked());
        bool said = false;
        for (const compose::Finding &f : script.findings) {
            said = said || f.message.contains(QLatin1String("Cobalt has no job arrays"));
        }
        QVERIFY(said);
    }

    void pbsProArrays()
    {
        const site::ProfileRegistry registry;
        const site::SiteProfile *polaris = registry.find(QStringLiteral("alcf-polaris"));
        QVERIFY(polaris);
        compose::JobSpec spec;
        spec.profile = polaris->id;
        spec.jobName = QStringLiteral("sweep");
        spec.entry = QStringLiteral("train.py");
        spec.account = QStringLiteral("proj");
        spec.time = QStringLiteral("01:00:00");
        spec.sweep = {QStringLiteral("lr=1,2"), QStringLiteral("seed=0:1")};
        const compose::ComposedScript script = compose::ScriptComposer::compose(spec, *polaris);
        QString findings;
        for (const compose::Finding &f : script.findings) {
            findings += f.message + QLatin1Char('\n');
        }
        QVERIFY2(!script.blocked(), qPrintable(findings));
        QVERIFY2(script.text().contains(QLatin1String("#PBS -J 0-3\n")), qPrintable(script.text()));
        QVERIFY2(script.text().contains(QLatin1String("${PBS_ARRAY_INDEX:-0}")),
                 qPrintable(script.text()));
        const QString problems = shellcheckProblems(script.text());
        QVERIFY2(problems.isEmpty(), qPrintable(problems));

        // With DDP and TensorBoard in the job: a task's id is "1234[5].server", so the ports
        // come from the id's digits and the task's index, worked out by bash as the job will.
        spec.parallelism = QStringLiteral("ddp-srun");
        spec.nodes = 2;
        spec.gpusPerNode = 4;
        spec.tensorboard = true;
        const compose::ComposedScript ddp = compose::ScriptComposer::compose(spec, *polaris);
        QString ddpFindings;
        for (const compose::Finding &f : ddp.findings) {
            ddpFindings += f.message + QLatin1Char('\n');
        }
        QVERIFY2(!ddp.blocked(), qPrintable(ddpFindings));
        QStringList portLines;
        for (const QString &line : ddp.text().split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("JOB_NUMBER=")) ||
                line.startsWith(QLatin1String("export MASTER_PORT=")) ||
                line.startsWith(QLatin1String("SLIPWAY_TB_PORT="))) {
                portLines << line;
            }
        }
        QCOMPARE(portLines.size(), 3);
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PBS_JOBID"), QStringLiteral("1234[5].polaris-pbs-01"));
        env.insert(QStringLiteral("PBS_ARRAY_INDEX"), QStringLiteral("5"));
        bash.setProcessEnvironment(env);
        bash.start(
            QStringLiteral("bash"),
            {QStringLiteral("-euc"), portLines.join(QLatin1Char('\n')) +
                                         QStringLiteral("\necho $MASTER_PORT $SLIPWAY_TB_PORT")});
        QVERIFY(bash.waitForFinished(10000));
        QVERIFY2(bash.exitCode() == 0, bash.readAllStandardError().constData());
        QCOMPARE(bash.readAllStandardOutput().trimmed(), QByteArray("11239 21239"));
    }

    void specRoundTrip()
    {
        compose::JobSpec spec;
        spec.sweep = {QStringLiteral("lr=1e-4,1e-3"), QStringLiteral("seed=0:3")};
        spec.sweepSamples = 5;
        spec.sweepRandomSeed = 7;
        spec.maxRunning = 2;
        QStringList errors;
        const auto back = compose::JobSpec::fromJsonObject(spec.toJson(), &errors);
        QVERIFY2(back, qPrintable(errors.join(u'\n')));
        QCOMPARE(back->sweep, spec.sweep);
        QCOMPARE(back->sweepSamples, 5);
        QCOMPARE(back->sweepRandomSeed, 7);
        QCOMPARE(back->maxRunning, 2);
    }
};

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
