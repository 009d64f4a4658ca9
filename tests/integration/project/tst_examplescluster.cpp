// Every example of the gallery, as a user would run it from the command line: copied with
// `slipwayctl examples get`, submitted with `slipwayctl submit --project` to the test cluster's
// Slurm, followed to COMPLETED, its results fetched with `slipwayctl pull`, and its TensorBoard
// event files read with `slipwayctl events summary`. The MNIST CNN is also run again on its
// checkpoint, which it must resume from.
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

using namespace slipway;

class TstExamplesCluster : public QObject
{
    Q_OBJECT

    test::TestCluster m_cluster;
    QTemporaryDir m_local;
    QString m_remote; // ~/slipway-examples-it-XXXX

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

    // Copies the example, writes its spec for the test cluster and submits it with --project.
    // Returns the run's number (empty on failure, with the output shown).
    QString submit(const QString &name, const QStringList &args, QString *log = nullptr)
    {
        const QString folder = m_local.filePath(name);
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
        // The test cluster's one node has 2 cores; the gallery asks for up to 4.
        if (spec.value(QStringLiteral("cpus_per_task")).toInt() > 2) {
            spec.insert(QStringLiteral("cpus_per_task"), 2);
        }
        const QString specPath = m_local.filePath(name + QStringLiteral(".json"));
        QFile out(specPath);
        if (!out.open(QIODevice::WriteOnly)) {
            return {};
        }
        out.write(QJsonDocument(spec).toJson());
        out.close();
        const Result r =
            ctl(QStringList{QStringLiteral("submit"), QStringLiteral("--spec"), specPath,
                            QStringLiteral("--project"), folder, QStringLiteral("--project-remote"),
                            m_remote + QLatin1Char('/') + name, QStringLiteral("--wait"),
                            QStringLiteral("--follow"), QStringLiteral("--interval"),
                            QStringLiteral("1")} +
                db());
        if (r.exitCode != 0 || !r.out.contains(QStringLiteral("state COMPLETED"))) {
            qWarning().noquote() << name << r.describe();
            return {};
        }
        if (log) {
            *log = r.out;
        }
        static const QRegularExpression runLine(QStringLiteral(R"(^run (\d+)$)"),
                                                QRegularExpression::MultilineOption);
        return runLine.match(r.out).captured(1);
    }

    // Pulls the run's results and returns `slipwayctl events summary` of their runs/ folder.
    QString pullAndSummarise(const QString &run, const QString &name)
    {
        const QString to = m_local.filePath(name + QStringLiteral("-results"));
        const Result pulled =
            ctl(QStringList{QStringLiteral("pull"), run, QStringLiteral("--to"), to} + db());
        if (pulled.exitCode != 0) {
            qWarning().noquote() << pulled.describe();
            return {};
        }
        const Result summary =
            ctl({QStringLiteral("events"), QStringLiteral("summary"), to + QStringLiteral("/runs")},
                false);
        if (summary.exitCode != 0) {
            qWarning().noquote() << summary.describe();
        }
        return summary.out;
    }

private slots:
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

    void exampleCompletesWithEventFiles_data()
    {
        QTest::addColumn<QString>("name");
        for (const project::Example &e : project::ExampleGallery::all()) {
            QTest::newRow(qPrintable(e.name)) << e.name;
        }
    }

    void exampleCompletesWithEventFiles()
    {
        QFETCH(QString, name);
        const QString run = submit(name, {QStringLiteral("--epochs"), QStringLiteral("2"),
                                          QStringLiteral("--train-size"), QStringLiteral("256")});
        QVERIFY2(!run.isEmpty(), "the example did not reach COMPLETED");
        const QString summary = pullAndSummarise(run, name);
        QVERIFY2(summary.contains(QStringLiteral("train/loss")), qPrintable(summary));
        QVERIFY(QFile::exists(m_local.filePath(name + QStringLiteral("-results/checkpoint.pt"))));
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

    void checkpointResumes()
    {
        // A checkpoint beside the snapshots (../) outlives one run: the second run, with one
        // epoch more, continues after the two the first one finished.
        const QStringList common{QStringLiteral("--train-size"), QStringLiteral("256"),
                                 QStringLiteral("--checkpoint"), QStringLiteral("../resume.pt")};
        QString log;
        QVERIFY(!submit(QStringLiteral("mnist-cnn-cpu"),
                        QStringList{QStringLiteral("--epochs"), QStringLiteral("2")} + common, &log)
                     .isEmpty());
        QVERIFY2(!log.contains(QStringLiteral("resuming")), qPrintable(log));
        QVERIFY(!submit(QStringLiteral("mnist-cnn-cpu"),
                        QStringList{QStringLiteral("--epochs"), QStringLiteral("3")} + common, &log)
                     .isEmpty());
        QVERIFY2(log.contains(QStringLiteral("resuming after epoch 2")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("epoch 3 loss")), qPrintable(log));
        QVERIFY2(!log.contains(QStringLiteral("epoch 1 loss")), qPrintable(log));
    }
};

QTEST_GUILESS_MAIN(TstExamplesCluster)
#include "tst_examplescluster.moc"
