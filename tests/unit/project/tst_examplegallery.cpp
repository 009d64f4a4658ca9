#include "project/examplegallery.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway::project;

class TestExampleGallery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsTheExamples()
    {
        const QList<Example> examples = ExampleGallery::all();
        QStringList names;
        for (const Example &e : examples) {
            names << e.name;
            QVERIFY2(!e.title.isEmpty() && !e.parallelism.isEmpty() && !e.entry.isEmpty(),
                     qPrintable(e.name));
            QVERIFY(e.resources.contains(QStringLiteral("cpus_per_task")));
            const QMap<QString, QByteArray> files = ExampleGallery::files(e);
            QVERIFY2(files.contains(e.entry), qPrintable(e.name));
            QVERIFY2(files.contains(QStringLiteral("README.md")), qPrintable(e.name));
            // The shared files (resources/examples/common) come with every example.
            for (const QString &shared : {QStringLiteral("data.py"), QStringLiteral("model.py"),
                                          QStringLiteral("tbevents.py")}) {
                QVERIFY2(files.value(shared).size() > 100, qPrintable(e.name + u' ' + shared));
            }
            QVERIFY2(e.folder != QLatin1String("common"), qPrintable(e.name));
        }
        for (const QString &wanted :
             {QStringLiteral("mnist-cnn-cpu"), QStringLiteral("mnist-cnn-gpu"),
              QStringLiteral("multi-cpu"), QStringLiteral("ddp-srun"),
              QStringLiteral("ddp-torchrun"), QStringLiteral("data-parallel"),
              QStringLiteral("model-parallel"), QStringLiteral("pipeline"),
              QStringLiteral("horovod")}) {
            QVERIFY2(names.contains(wanted), qPrintable(wanted));
        }
        // The simplest example comes first: it is what a beginner picks without reading on.
        QCOMPARE(names.first(), QStringLiteral("mnist-cnn-cpu"));
        QVERIFY(names.indexOf(QStringLiteral("multi-cpu")) <
                names.indexOf(QStringLiteral("ddp-srun")));
        const auto gpu = ExampleGallery::find(QStringLiteral("mnist-cnn-gpu"));
        QVERIFY(gpu);
        const QJsonObject spec = gpu->jobSpec(QStringLiteral("test-cluster"));
        QCOMPARE(spec.value(QStringLiteral("gpus_per_node")).toInt(), 1);
        QCOMPARE(spec.value(QStringLiteral("parallelism")).toString(), QStringLiteral("gpu"));
        QCOMPARE(spec.value(QStringLiteral("logdir")).toString(), QStringLiteral("runs"));
        QVERIFY(!ExampleGallery::find(QStringLiteral("no-such-example")));
    }

    void scriptsCompile()
    {
        // Every Python file of the gallery is valid Python (the cluster tests run them).
        QTemporaryDir dir;
        for (const Example &e : ExampleGallery::all()) {
            QString error;
            const QString folder = dir.filePath(e.folder);
            QVERIFY2(ExampleGallery::writeTo(e, folder, &error), qPrintable(error));
            QProcess p;
            p.setWorkingDirectory(folder);
            p.start(QStringLiteral("python3"),
                    {QStringLiteral("-m"), QStringLiteral("py_compile"), QStringLiteral("train.py"),
                     QStringLiteral("data.py"), QStringLiteral("model.py"),
                     QStringLiteral("tbevents.py"), QStringLiteral("checkpoint.py"),
                     QStringLiteral("devices.py"), QStringLiteral("smoke.py")});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        }
    }

    void everyExampleHonoursTheSmokeLimits()
    {
        // The smoke ladder's limits on the CPU with Debian's python3-torch: every example
        // prints one step line per step and stops after SLIPWAY_SMOKE_STEPS steps or
        // SLIPWAY_SMOKE_SECONDS seconds, whatever its epochs say. DDP runs as two ranks under
        // torchrun; Horovod, which cannot be installed here, through its --dry-run.
        const QString python = QStringLiteral("/usr/bin/python3");
        QTemporaryDir dir;
        struct Case
        {
            QString example;
            QStringList launcher; // before train.py
            QStringList args;
            QString steps;
            QString seconds;
            std::unique_ptr<QProcess> process = {};
        };
        // Static rendezvous on a free port (--standalone always takes port 29400);
        // --redirects and --tee as the job scripts pass them (torch 1.13 on Python 3.11).
        const QStringList torchrun{QStringLiteral("-m"),
                                   QStringLiteral("torch.distributed.run"),
                                   QStringLiteral("--nnodes=1"),
                                   QStringLiteral("--nproc_per_node=2"),
                                   QStringLiteral("--redirects=1"),
                                   QStringLiteral("--tee=1")};
        const QStringList many{QStringLiteral("--epochs"), QStringLiteral("1000")};
        std::vector<Case> cases;
        for (const char *name :
             {"mnist-cnn-cpu", "multi-cpu", "data-parallel", "model-parallel", "pipeline"}) {
            cases.push_back({QString::fromLatin1(name), {}, many, QStringLiteral("3"), {}});
        }
        cases.push_back({QStringLiteral("horovod"),
                         {},
                         many + QStringList{QStringLiteral("--dry-run")},
                         QStringLiteral("3"),
                         {}});
        cases.push_back({QStringLiteral("ddp-torchrun"), torchrun, many, QStringLiteral("3"), {}});
        // The time limit: one process, and two ranks that must agree on the step to stop at.
        cases.push_back({QStringLiteral("multi-cpu"), {}, many, {}, QStringLiteral("2")});
        cases.push_back({QStringLiteral("ddp-torchrun"), torchrun, many, {}, QStringLiteral("2")});
        QSet<int> usedPorts;
        for (size_t i = 0; i < cases.size(); ++i) {
            Case &c = cases[i];
            const std::optional<Example> e = ExampleGallery::find(c.example);
            QVERIFY2(e, qPrintable(c.example));
            const QString folder = dir.filePath(QString::number(i));
            QString error;
            QVERIFY2(ExampleGallery::writeTo(*e, folder, &error), qPrintable(error));
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("SLIPWAY_SMOKE_STEPS"), c.steps);
            env.insert(QStringLiteral("SLIPWAY_SMOKE_SECONDS"), c.seconds);
            env.insert(QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("1"));
            c.process = std::make_unique<QProcess>();
            c.process->setProcessEnvironment(env);
            c.process->setWorkingDirectory(folder);
            c.process->setProcessChannelMode(QProcess::MergedChannels);
            QStringList launcher = c.launcher;
            if (!launcher.isEmpty()) {
                // Each torchrun its own rendezvous port: a port freed by one probe can be handed
                // out again by the next, and two torchruns on one port join one world and wait.
                int port = 0;
                for (int attempt = 0; attempt < 20 && (port <= 0 || usedPorts.contains(port));
                     ++attempt) {
                    port = freePort(python);
                }
                QVERIFY(port > 0 && !usedPorts.contains(port));
                usedPorts.insert(port);
                launcher << QStringLiteral("--master_port=%1").arg(port);
            }
            c.process->start(python, launcher + QStringList{e->entry} + c.args);
        }
        for (Case &c : cases) {
            const QString what = c.example + (c.steps.isEmpty() ? QStringLiteral(" (seconds)")
                                                                : QStringLiteral(" (steps)"));
            if (!c.process->waitForFinished(240000)) {
                c.process->kill();
                c.process->waitForFinished();
                QFAIL(qPrintable(what + QStringLiteral(": still running after 240 s")));
            }
            const QByteArray out = c.process->readAll();
            QVERIFY2(c.process->exitStatus() == QProcess::NormalExit && c.process->exitCode() == 0,
                     qPrintable(what + u'\n' + QString::fromUtf8(out)));
            QVERIFY2(out.contains("slipway-example: step 1 loss "),
                     qPrintable(what + u'\n' + QString::fromUtf8(out)));
            if (!c.steps.isEmpty()) {
                QVERIFY2(out.contains("slipway-example: step 3 loss ") &&
                             !out.contains("slipway-example: step 4 loss "),
                         qPrintable(what + u'\n' + QString::fromUtf8(out)));
            }
            // Both ranks of the DDP run took part and stopped together (torchrun reports a
            // rank that failed or was left behind as an error).
            if (c.example == QLatin1String("ddp-torchrun")) {
                QVERIFY2(out.contains("2 rank(s)"), qPrintable(QString::fromUtf8(out)));
            }
        }
    }

    void eventWriterWritesReadableRecords()
    {
        // The examples' pure-Python event writer frames records as TensorBoard does; the
        // framing is checked in Python here and by core/events in the cluster test.
        QTemporaryDir dir;
        QString error;
        QVERIFY(ExampleGallery::writeTo(*ExampleGallery::find(QStringLiteral("multi-cpu")),
                                        dir.path(), &error));
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(
            QStringLiteral("python3"),
            {QStringLiteral("-c"),
             QStringLiteral("import struct, tbevents\n"
                            "w = tbevents.EventWriter('runs')\n"
                            "w.add_scalar('train/loss', 0.5, 3)\n"
                            "w.close()\n"
                            "data = open(w.path, 'rb').read()\n"
                            "n = 0\n"
                            "while data:\n"
                            "    (length,) = struct.unpack('<Q', data[:8])\n"
                            "    assert struct.unpack('<I', data[8:12])[0] == "
                            "tbevents._masked_crc(data[:8])\n"
                            "    rec = data[12:12 + length]\n"
                            "    assert struct.unpack('<I', data[12 + length:16 + length])[0] == "
                            "tbevents._masked_crc(rec)\n"
                            "    data = data[16 + length:]\n"
                            "    n += 1\n"
                            "assert tbevents._crc32c(b'123456789') == 0xE3069283\n"
                            "print(n)\n")});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QCOMPARE(p.readAllStandardOutput().trimmed(), QByteArray("2"));
    }

private:
    // A TCP port that nothing holds now, for torchrun's rendezvous, from below the range for
    // outgoing connections (as the smoke ladder picks it): a port from that range can be taken
    // by a connection another test makes before torchrun binds it, and the run then waits.
    static int freePort(const QString &python)
    {
        QProcess p;
        p.start(python, {QStringLiteral("-c"),
                         QStringLiteral("import random, socket\n"
                                        "hi = 32767\n"
                                        "try:\n"
                                        "    first = int(open('/proc/sys/net/ipv4/"
                                        "ip_local_port_range').read().split()[0])\n"
                                        "    if first > 21024:\n"
                                        "        hi = first - 1\n"
                                        "except (OSError, ValueError, IndexError):\n"
                                        "    pass\n"
                                        "s = None\n"
                                        "for _ in range(200):\n"
                                        "    s = socket.socket()\n"
                                        "    try:\n"
                                        "        s.bind(('127.0.0.1', random.randint(20000, hi)))\n"
                                        "        break\n"
                                        "    except OSError:\n"
                                        "        s.close()\n"
                                        "        s = None\n"
                                        "if s is None:\n"
                                        "    s = socket.socket()\n"
                                        "    s.bind(('127.0.0.1', 0))\n"
                                        "print(s.getsockname()[1])")});
        p.waitForFinished(30000);
        return p.readAllStandardOutput().trimmed().toInt();
    }
};

QTEST_GUILESS_MAIN(TestExampleGallery)
#include "tst_examplegallery.moc"
