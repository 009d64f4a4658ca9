// Every example of the gallery, as a user would run it from the command line: copied with
// `slipwayctl examples get`, submitted with `slipwayctl submit --project` to the test cluster's
// Slurm (all at once, each followed to COMPLETED, which sacct confirms), its results fetched with
// `slipwayctl pull`, and its TensorBoard event files read with `slipwayctl events export`, whose
// loss series must not be empty. Horovod is not installed on the test cluster (not packaged for
// Debian): its example runs with --dry-run on every rank, and its job script goes through
// shellcheck. The MNIST CNN is also run again on its checkpoint, which it must resume from.
#include "project/examplegallery.h"
#include "testcluster.h"
#include "testpaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

using namespace slipway;

class TstExamplesCluster : public QObject
{
    Q_OBJECT

    test::TestCluster m_cluster;
    QTemporaryDir m_local;
    QString m_remote; // ~/slipway-examples-it-XXXX

public:
    TstExamplesCluster()
    {
        // All examples run in one test function and wait on a queue shared with other users:
        // more than Qt Test's default 5 minutes per function (read before the first test).
        if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")) {
            qputenv("QTEST_FUNCTION_TIMEOUT", "1500000");
        }
    }

private:
    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
        QByteArray describe() const
        {
            return (out + QStringLiteral("\n--stderr--\n") + err).toUtf8();
        }
    };

    Result ctl(QStringList args, bool connect = true)
    {
        if (connect) {
            args << QStringLiteral("--host") << m_cluster.alias() << QStringLiteral("-F")
                 << m_cluster.config();
        }
        QProcess p;
        p.setWorkingDirectory(m_local.path());
        p.start(test::binDir() + QStringLiteral("/slipwayctl"), args);
        Result r;
        if (!p.waitForFinished(600000)) {
            p.kill();
            p.waitForFinished();
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    QStringList db() const
    {
        return {QStringLiteral("--db"), m_local.filePath(QStringLiteral("runs.sqlite"))};
    }

    // Copies the example into FOLDER (here) and writes its spec for the test cluster; returns
    // the spec's path (empty on failure, with the output shown).
    QString prepare(const QString &name, const QString &folder, const QStringList &args)
    {
        Result got = ctl({QStringLiteral("examples"), QStringLiteral("get"), name, folder,
                          QStringLiteral("--profile"), QStringLiteral("test-cluster")},
                         false);
        if (got.exitCode != 0) {
            qWarning().noquote() << got.describe();
            return {};
        }
        QFile jobFile(folder + QStringLiteral("/job.json"));
        if (!jobFile.open(QIODevice::ReadOnly)) {
            return {};
        }
        QJsonObject spec = QJsonDocument::fromJson(jobFile.readAll()).object();
        jobFile.close();
        // The test cluster's PyTorch module (no venv to set up); a short run.
        spec.insert(
            QStringLiteral("environment"),
            QJsonObject{{QStringLiteral("recipe"), QStringLiteral("modules")},
                        {QStringLiteral("modules"), QJsonArray{QStringLiteral("PyTorch/1.13.1")}}});
        spec.insert(QStringLiteral("args"), QJsonArray::fromStringList(args));
        // The test cluster's one node has 2 cores, shared by every job: one core per task lets
        // two one-task examples run side by side.
        spec.insert(QStringLiteral("cpus_per_task"), 1);
        const QString specPath = folder + QStringLiteral(".json");
        QFile out(specPath);
        if (!out.open(QIODevice::WriteOnly)) {
            return {};
        }
        out.write(QJsonDocument(spec).toJson());
        out.close();
        return specPath;
    }

    QStringList submitArguments(const QString &name, const QString &folder,
                                const QString &specPath) const
    {
        return {QStringLiteral("submit"),
                QStringLiteral("--spec"),
                specPath,
                QStringLiteral("--project"),
                folder,
                QStringLiteral("--project-remote"),
                m_remote + QLatin1Char('/') + name,
                QStringLiteral("--wait"),
                QStringLiteral("--follow"),
                QStringLiteral("--interval"),
                QStringLiteral("2")};
    }

    static QString runNumber(const QString &out)
    {
        static const QRegularExpression runLine(QStringLiteral(R"(^run (\d+)$)"),
                                                QRegularExpression::MultilineOption);
        return runLine.match(out).captured(1);
    }

    // Copies the example, writes its spec for the test cluster and submits it with --project.
    // Returns the run's number (empty on failure, with the output shown).
    QString submit(const QString &name, const QStringList &args, QString *log = nullptr)
    {
        const QString folder = m_local.filePath(name);
        const QString specPath = prepare(name, folder, args);
        if (specPath.isEmpty()) {
            return {};
        }
        const Result r = ctl(submitArguments(name, folder, specPath) + db());
        if (r.exitCode != 0 || !r.out.contains(QStringLiteral("state COMPLETED"))) {
            qWarning().noquote() << name << r.describe();
            return {};
        }
        if (log) {
            *log = r.out;
        }
        return runNumber(r.out);
    }

    // Pulls the run's results into NAME-results and reads the loss series of their runs/ folder
    // with Slipway's event reader (`slipwayctl events export --format json`). Empty with
    // `problem` set when something fails.
    QList<double> pulledLoss(const QString &run, const QString &name, const QStringList &dbArgs,
                             QString *problem)
    {
        const QString to = m_local.filePath(name + QStringLiteral("-results"));
        const Result pulled =
            ctl(QStringList{QStringLiteral("pull"), run, QStringLiteral("--to"), to} + dbArgs);
        if (pulled.exitCode != 0) {
            *problem = QString::fromUtf8(pulled.describe());
            return {};
        }
        if (!QFile::exists(to + QStringLiteral("/checkpoint.pt"))) {
            *problem = QStringLiteral("no checkpoint.pt among the results");
            return {};
        }
        const Result exported =
            ctl({QStringLiteral("events"), QStringLiteral("export"), to + QStringLiteral("/runs"),
                 QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--tag"),
                 QStringLiteral("^train/loss$")},
                false);
        QList<double> values;
        const QJsonArray runs =
            QJsonDocument::fromJson(exported.out.toUtf8()).object().value(u"runs").toArray();
        for (const QJsonValue &r : runs) {
            for (const QJsonValue &t : r.toObject().value(u"tags").toArray()) {
                if (t.toObject().value(u"name").toString() == QLatin1String("train/loss")) {
                    for (const QJsonValue &v : t.toObject().value(u"values").toArray()) {
                        values << v.toDouble(std::numeric_limits<double>::quiet_NaN());
                    }
                }
            }
        }
        if (values.isEmpty()) {
            *problem =
                QStringLiteral("no train/loss points: ") + QString::fromUtf8(exported.describe());
        }
        return values;
    }

    // The jobs' states as sacct records them, by job id.
    QMap<QString, QString> sacctStates(const QStringList &jobIds)
    {
        const Result r = ctl(
            {QStringLiteral("ssh"), QStringLiteral("-F"), m_cluster.config(), m_cluster.alias(),
             QStringLiteral("--"),
             QStringLiteral("sacct -X -n -P -o JobID,State -j ") + jobIds.join(QLatin1Char(','))},
            false);
        QMap<QString, QString> states;
        for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QStringList fields = line.trimmed().split(QLatin1Char('|'));
            if (fields.size() == 2) {
                states.insert(fields[0], fields[1]);
            }
        }
        return states;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_cluster = test::TestCluster::load(&error);
        if (!m_cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        QVERIFY(m_local.isValid());
        m_remote = QStringLiteral("~/slipway-examples-it-") +
                   QUuid::createUuid().toString(QUuid::Id128).left(8);
    }

    void cleanupTestCase()
    {
        ctl({QStringLiteral("ssh"), QStringLiteral("-F"), m_cluster.config(), m_cluster.alias(),
             QStringLiteral("--"), QStringLiteral("rm -rf ") + m_remote},
            false);
    }

    void everyExampleCompletes()
    {
        // All examples at once, as separate `slipwayctl submit --wait` processes, each with its
        // own run history; tiny runs (2 epochs of 256 images).
        struct Submission
        {
            QString name;
            bool dryRun = false;
            QString outPath;
            QString errPath;
            QStringList dbArgs;
            std::unique_ptr<QProcess> process;
        };
        const QStringList tiny{QStringLiteral("--epochs"), QStringLiteral("2"),
                               QStringLiteral("--train-size"), QStringLiteral("256")};
        std::vector<Submission> jobs;
        for (const project::Example &e : project::ExampleGallery::all()) {
            Submission s;
            s.name = e.name;
            s.dryRun = e.parallelism == QLatin1String("horovod");
            const QString folder = m_local.filePath(QStringLiteral("all-") + e.name);
            const QString specPath = prepare(
                e.name, folder, s.dryRun ? tiny + QStringList{QStringLiteral("--dry-run")} : tiny);
            QVERIFY2(!specPath.isEmpty(), qPrintable(e.name));
            s.outPath = folder + QStringLiteral(".out");
            s.errPath = folder + QStringLiteral(".err");
            s.dbArgs = {QStringLiteral("--db"), folder + QStringLiteral(".sqlite")};
            s.process = std::make_unique<QProcess>();
            s.process->setWorkingDirectory(m_local.path());
            s.process->setStandardOutputFile(s.outPath);
            s.process->setStandardErrorFile(s.errPath);
            s.process->start(
                test::binDir() + QStringLiteral("/slipwayctl"),
                submitArguments(QStringLiteral("all-") + e.name, folder, specPath) + s.dbArgs +
                    // The check on the login node rightly refuses Horovod, which
                    // the test cluster lacks (tst_envcheckcluster asserts that);
                    // its dry run needs no Horovod.
                    (s.dryRun ? QStringList{QStringLiteral("--no-check")} : QStringList{}) +
                    QStringList{QStringLiteral("--host"), m_cluster.alias(), QStringLiteral("-F"),
                                m_cluster.config()});
            jobs.push_back(std::move(s));
        }
        QVERIFY(jobs.size() >= 9);
        QStringList failures;
        QMap<QString, QString> jobIds; // example -> job id
        static const QRegularExpression jobLine(QStringLiteral(R"(^job (\d+)$)"),
                                                QRegularExpression::MultilineOption);
        for (Submission &s : jobs) {
            if (!s.process->waitForFinished(900000)) {
                s.process->kill();
                s.process->waitForFinished();
            }
            QFile outFile(s.outPath);
            QFile errFile(s.errPath);
            const QString out = outFile.open(QIODevice::ReadOnly)
                                    ? QString::fromUtf8(outFile.readAll())
                                    : QString();
            const QString err = errFile.open(QIODevice::ReadOnly)
                                    ? QString::fromUtf8(errFile.readAll())
                                    : QString();
            const QString describe = out + QStringLiteral("\n--stderr--\n") + err;
            if (s.process->exitCode() != 0 || !out.contains(QStringLiteral("state COMPLETED"))) {
                failures << s.name + QStringLiteral(" did not reach COMPLETED:\n") + describe;
                continue;
            }
            jobIds.insert(s.name, jobLine.match(out).captured(1));
            if (s.dryRun) {
                // Both ranks checked their arguments, data and one step, and wrote nothing.
                for (const char *rank : {"rank 0 of 2", "rank 1 of 2"}) {
                    if (!out.contains(QStringLiteral("dry run: ") + QLatin1String(rank))) {
                        failures << s.name + QStringLiteral(": no dry-run line for ") +
                                        QLatin1String(rank) + QStringLiteral(":\n") + describe;
                    }
                }
                continue;
            }
            QString problem;
            const QList<double> loss =
                pulledLoss(runNumber(out), QStringLiteral("all-") + s.name, s.dbArgs, &problem);
            if (loss.isEmpty()) {
                failures << s.name + QStringLiteral(": ") + problem;
            } else if (!std::all_of(loss.cbegin(), loss.cend(),
                                    [](double v) { return std::isfinite(v) && v > 0; })) {
                failures << s.name + QStringLiteral(": a loss that is not a positive number");
            } else {
                qInfo().noquote() << s.name << "COMPLETED," << loss.size() << "loss points, last"
                                  << loss.last();
            }
        }
        // The scheduler's accounting agrees.
        if (!jobIds.isEmpty()) {
            const QMap<QString, QString> states = sacctStates(jobIds.values());
            for (auto it = jobIds.cbegin(); it != jobIds.cend(); ++it) {
                if (states.value(it.value()) != QLatin1String("COMPLETED")) {
                    failures << it.key() + QStringLiteral(": sacct says job ") + it.value() +
                                    QStringLiteral(" is ") + states.value(it.value());
                }
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n\n"))));
    }

    void horovodJobScriptPassesShellcheck()
    {
        // The Horovod example cannot train here; its job script is checked as written.
        const QString folder = m_local.filePath(QStringLiteral("hvd-script"));
        const QString specPath = prepare(QStringLiteral("horovod"), folder, {});
        QVERIFY(!specPath.isEmpty());
        const Result composed =
            ctl({QStringLiteral("compose"), QStringLiteral("--spec"), specPath}, false);
        QVERIFY2(composed.exitCode == 0, composed.describe().constData());
        QVERIFY2(composed.out.contains(QStringLiteral("srun ")) &&
                     composed.out.contains(QStringLiteral("python train.py")),
                 qPrintable(composed.out));
        const QString script = folder + QStringLiteral(".sh");
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(composed.out.toUtf8());
        file.close();
        QProcess shellcheck;
        shellcheck.start(QStringLiteral("shellcheck"), {script});
        QVERIFY(shellcheck.waitForFinished(60000));
        QVERIFY2(shellcheck.exitStatus() == QProcess::NormalExit && shellcheck.exitCode() == 0,
                 shellcheck.readAllStandardOutput().constData());
    }

    void exampleGetOntoTheCluster()
    {
        // examples get NAME HOST:DIR: the example's files (and job.json) in a folder there.
        const QString dir = m_remote + QStringLiteral("/got 'it' $(x)");
        const Result got =
            ctl({QStringLiteral("examples"), QStringLiteral("get"), QStringLiteral("ddp-torchrun"),
                 m_cluster.alias() + QLatin1Char(':') + dir, QStringLiteral("-F"),
                 m_cluster.config(), QStringLiteral("--profile"), QStringLiteral("test-cluster")},
                false);
        QVERIFY2(got.exitCode == 0, got.describe().constData());
        const Result listed =
            ctl({QStringLiteral("ssh"), QStringLiteral("-F"), m_cluster.config(), m_cluster.alias(),
                 QStringLiteral("--"),
                 QStringLiteral("cd ") + m_remote +
                     QStringLiteral(" && cd \"got 'it' \\$(x)\" && sha256sum train.py && "
                                    "cat job.json")},
                false);
        QVERIFY2(listed.exitCode == 0, listed.describe().constData());
        const auto example = project::ExampleGallery::find(QStringLiteral("ddp-torchrun"));
        const QByteArray local =
            project::ExampleGallery::files(*example).value(QStringLiteral("train.py"));
        QVERIFY(listed.out.startsWith(QString::fromLatin1(
            QCryptographicHash::hash(local, QCryptographicHash::Sha256).toHex())));
        QVERIFY(listed.out.contains(QStringLiteral("\"parallelism\": \"ddp-torchrun\"")));
    }

    void refusedSpecUploadsNothing()
    {
        // A training script that is not in the project: refused before anything is sent.
        const QString folder = m_local.filePath(QStringLiteral("refused"));
        QDir().mkpath(folder);
        QFile script(folder + QStringLiteral("/train.py"));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.close();
        const QString specPath = m_local.filePath(QStringLiteral("refused.json"));
        QFile spec(specPath);
        QVERIFY(spec.open(QIODevice::WriteOnly));
        spec.write(R"({"profile": "test-cluster", "entry": "missing.py", "project": "refused"})");
        spec.close();
        const QString remoteRoot = m_remote + QStringLiteral("/refused");
        Result r = ctl(QStringList{QStringLiteral("submit"), QStringLiteral("--spec"), specPath,
                                   QStringLiteral("--project-remote"), remoteRoot} +
                       db());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("Training script: missing.py is not in the project "
                                               "folder")),
                 r.describe().constData());
        // A file over the limit: refused with where such files belong.
        QFile big(folder + QStringLiteral("/weights.pt"));
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.write(QByteArray(3 * 1024 * 1024, 'w'));
        big.close();
        spec.open(QIODevice::WriteOnly);
        spec.write(R"({"profile": "test-cluster", "entry": "train.py", "project": "refused"})");
        spec.close();
        r = ctl(QStringList{QStringLiteral("submit"), QStringLiteral("--spec"), specPath,
                            QStringLiteral("--project-remote"), remoteRoot,
                            QStringLiteral("--max-file-size"), QStringLiteral("1M")} +
                db());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("weights.pt")) &&
                     r.err.contains(QStringLiteral("scratch or workspace")),
                 r.describe().constData());
        // Nothing reached the cluster, not even the project's folder.
        const Result listed =
            ctl({QStringLiteral("ssh"), QStringLiteral("-F"), m_cluster.config(), m_cluster.alias(),
                 QStringLiteral("--"), QStringLiteral("test ! -e ") + remoteRoot},
                false);
        QCOMPARE(listed.exitCode, 0);
    }

    void checkpointResumes_data()
    {
        // The one-model checkpoint, and the two-halves one of the pipeline example.
        QTest::addColumn<QString>("name");
        QTest::newRow("mnist-cnn-cpu") << QStringLiteral("mnist-cnn-cpu");
        QTest::newRow("pipeline") << QStringLiteral("pipeline");
    }

    void checkpointResumes()
    {
        // A checkpoint beside the snapshots (../) outlives one run: the second run, with one
        // epoch more, continues after the two the first one finished.
        QFETCH(QString, name);
        const QStringList common{QStringLiteral("--train-size"), QStringLiteral("256"),
                                 QStringLiteral("--checkpoint"), QStringLiteral("../resume.pt")};
        QString log;
        QVERIFY(!submit(name, QStringList{QStringLiteral("--epochs"), QStringLiteral("2")} + common,
                        &log)
                     .isEmpty());
        QVERIFY2(!log.contains(QStringLiteral("resuming")), qPrintable(log));
        QVERIFY(!submit(name, QStringList{QStringLiteral("--epochs"), QStringLiteral("3")} + common,
                        &log)
                     .isEmpty());
        QVERIFY2(log.contains(QStringLiteral("resuming after epoch 2")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("epoch 3 loss")), qPrintable(log));
        QVERIFY2(!log.contains(QStringLiteral("epoch 1 loss")), qPrintable(log));
    }
};

QTEST_GUILESS_MAIN(TstExamplesCluster)
#include "tst_examplescluster.moc"
