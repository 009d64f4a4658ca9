#include "project/examplegallery.h"

#include <QJsonDocument>
#include <QProcess>
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
};

QTEST_GUILESS_MAIN(TestExampleGallery)
#include "tst_examplegallery.moc"
