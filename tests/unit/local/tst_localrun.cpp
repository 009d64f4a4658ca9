// LocalRun: the Qt adapter that runs the LibTorch module on a worker thread, with signals,
// cancel, and TensorBoard event files read back by Slipway's reader and by TensorBoard's own.

#include "localtestmodels.h"

#include "events/logdirreader.h"
#include "localbridge/localmodule.h"
#include "localbridge/localrun.h"
#include "localbridge/smokereportformat.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <cmath>

using slipway::local::BuiltinModel;
using slipway::local::SmokeTestRequest;
using slipway::localbridge::LocalModule;
using slipway::localbridge::LocalRun;
using slipway::localbridge::LocalRunResult;
using slipway::localbridge::SmokeReportFormat;

class TestLocalRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stepsArriveAsSignalsAndEventsAreWritten();
    void tensorBoardReadsTheEventFile();
    void cancelMidRun();
    void destroyingTheRunStopsIt();
    void missingModuleIsReported();
    void unwritableLogDirIsReported();
    void reportFormats();

private:
    SmokeTestRequest cnn(int steps) const;
    LocalRunResult runToEnd(LocalRun &run, const SmokeTestRequest &request,
                            const QString &logDir = {});

    std::unique_ptr<LocalModule> m_module;
    QTemporaryDir m_dir;
    QString m_eventFile;
    std::vector<double> m_losses;
};

void TestLocalRun::initTestCase()
{
    m_module = std::make_unique<LocalModule>(QStringList{slipway::test::builtLocalModule()});
}

SmokeTestRequest TestLocalRun::cnn(int steps) const
{
    SmokeTestRequest request;
    request.builtin = BuiltinModel::MnistCnn;
    request.steps = steps;
    request.threads = 1;
    return request;
}

LocalRunResult TestLocalRun::runToEnd(LocalRun &run, const SmokeTestRequest &request,
                                      const QString &logDir)
{
    QSignalSpy finished(&run, &LocalRun::finished);
    if (!run.start(request, logDir)) {
        return {};
    }
    if (!finished.wait(120000)) {
        return {};
    }
    return finished.first().first().value<LocalRunResult>();
}

void TestLocalRun::stepsArriveAsSignalsAndEventsAreWritten()
{
    LocalRun run;
    run.setModule(m_module.get());
    QSignalSpy steps(&run, &LocalRun::stepFinished);
    QSignalSpy phases(&run, &LocalRun::phaseChanged);
    QSignalSpy finished(&run, &LocalRun::finished);
    const QString logDir = m_dir.filePath(QStringLiteral("logs/smoke run 'one'"));

    QVERIFY(run.start(cnn(25), logDir));
    // start() returns at once: the module loads and the model trains on a pool thread.
    QVERIFY(run.isRunning());
    QCOMPARE(steps.count(), 0);
    QVERIFY(!run.start(cnn(25), logDir)); // one run at a time

    QVERIFY(finished.wait(120000));
    QVERIFY(!run.isRunning());
    const auto result = finished.first().first().value<LocalRunResult>();
    QVERIFY2(result.ok(), qPrintable(SmokeReportFormat::text(result)));
    QCOMPARE(steps.count(), 25);
    for (int i = 0; i < steps.count(); ++i) {
        QCOMPARE(steps.at(i).at(0).toInt(), i + 1);
        QCOMPARE(steps.at(i).at(1).toInt(), 25);
        QCOMPARE(steps.at(i).at(2).toDouble(), result.report.losses.at(std::size_t(i)));
    }
    QList<LocalRun::Phase> seen;
    for (const auto &args : phases) {
        seen << args.first().value<LocalRun::Phase>();
    }
    QVERIFY(seen.contains(LocalRun::Phase::LoadingModel));
    QVERIFY(seen.contains(LocalRun::Phase::Training));
    QCOMPARE(seen.last(), LocalRun::Phase::Idle);
    QVERIFY(result.firstStepSinceStartSeconds > 0.0);
    QCOMPARE(result.libtorchVersion.left(4), QStringLiteral("1.13"));

    // Slipway's own reader finds the loss curve, point for point.
    QVERIFY(QFile::exists(result.eventFile));
    QVERIFY(result.eventFile.startsWith(logDir));
    slipway::events::LogDirReader reader(logDir);
    const auto update = reader.update();
    QVERIFY2(update.ok, qPrintable(update.error));
    QCOMPARE(int(reader.runs().size()), 1);
    const auto *loss = reader.runs().front()->tag(QStringLiteral("train/loss"));
    QVERIFY(loss);
    QCOMPARE(loss->series.size(), 25);
    for (int i = 0; i < 25; ++i) {
        QCOMPARE(loss->series.step(i), std::int64_t(i + 1));
        // Event files store simple_value as float32.
        QCOMPARE(float(loss->series.value(i)), float(result.report.losses.at(std::size_t(i))));
    }
    m_eventFile = result.eventFile;
    m_losses = result.report.losses;
}

void TestLocalRun::tensorBoardReadsTheEventFile()
{
    QVERIFY(!m_eventFile.isEmpty());
    const QString python = slipway::test::sourceDir() + QStringLiteral("/.venv/bin/python");
    if (!QFile::exists(python)) {
        QSKIP("the dev venv (.venv with tensorboard) is not set up: run tools/setup");
    }
    const QString script = QStringLiteral(
        "import json, sys\n"
        "from tensorboard.backend.event_processing import event_accumulator as ea\n"
        "acc = ea.EventAccumulator(sys.argv[1]); acc.Reload()\n"
        "print(json.dumps([[e.step, e.value] for e in acc.Scalars('train/loss')]))\n");
    QProcess process;
    process.start(python, {QStringLiteral("-c"), script, m_eventFile});
    QVERIFY(process.waitForFinished(120000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    const QJsonArray points = QJsonDocument::fromJson(process.readAllStandardOutput()).array();
    QCOMPARE(points.size(), qsizetype(m_losses.size()));
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QJsonArray point = points.at(i).toArray();
        QCOMPARE(point.at(0).toInt(), int(i + 1));
        QCOMPARE(float(point.at(1).toDouble()), float(m_losses.at(std::size_t(i))));
    }
}

void TestLocalRun::cancelMidRun()
{
    LocalRun run;
    run.setModule(m_module.get());
    QSignalSpy finished(&run, &LocalRun::finished);
    int seen = 0;
    connect(&run, &LocalRun::stepFinished, &run, [&](int step) {
        seen = step;
        if (step == 3) {
            run.cancel();
        }
    });
    QVERIFY(run.start(cnn(1000000)));
    QVERIFY(finished.wait(120000));
    const auto result = finished.first().first().value<LocalRunResult>();
    QVERIFY(result.report.cancelled);
    QVERIFY(!result.ok());
    // The worker may finish a few more steps before it sees the flag; never many.
    QVERIFY2(result.report.stepsRun >= 3 && result.report.stepsRun < 1000,
             qPrintable(QString::number(result.report.stepsRun)));
    QCOMPARE(seen, result.report.stepsRun);
    QVERIFY(SmokeReportFormat::text(result).contains(QStringLiteral("Result: CANCELLED")));
}

void TestLocalRun::destroyingTheRunStopsIt()
{
    auto run = std::make_unique<LocalRun>();
    run->setModule(m_module.get());
    QSignalSpy steps(run.get(), &LocalRun::stepFinished);
    QVERIFY(run->start(cnn(1000000)));
    QVERIFY(steps.wait(120000));
    run.reset();
    // The worker notices at its next step and the pool empties; nothing is delivered anywhere.
    QTRY_COMPARE_WITH_TIMEOUT(QThreadPool::globalInstance()->activeThreadCount(), 0, 30000);
}

void TestLocalRun::missingModuleIsReported()
{
    LocalModule missing({QStringLiteral("/nonexistent/slipway_local.so")});
    LocalRun run;
    run.setModule(&missing);
    const LocalRunResult result = runToEnd(run, cnn(5));
    QVERIFY(!result.module.isLoaded());
    QVERIFY(!result.ok());
    QVERIFY(result.module.message.contains(QStringLiteral("not installed")));
    QCOMPARE(SmokeReportFormat::text(result), result.module.message);
    QCOMPARE(SmokeReportFormat::json(result).value(QStringLiteral("error")).toString(),
             QStringLiteral("module-unavailable"));
}

void TestLocalRun::unwritableLogDirIsReported()
{
    // A file where the log folder should be.
    const QString blocker = m_dir.filePath(QStringLiteral("blocker"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    LocalRun run;
    run.setModule(m_module.get());
    const LocalRunResult result = runToEnd(run, cnn(20), blocker + QStringLiteral("/logs"));
    QVERIFY(result.module.isLoaded());
    QVERIFY(result.report.ok); // the model is fine...
    QVERIFY(!result.ok());     // ...but the run did not do all it was asked
    QVERIFY2(result.eventError.contains(QStringLiteral("No event file could be written")),
             qPrintable(result.eventError));
}

void TestLocalRun::reportFormats()
{
    LocalRun run;
    run.setModule(m_module.get());
    SmokeTestRequest request;
    request.modelPath =
        slipway::test::testModel(QStringLiteral("unused_parameter.pt")).toStdString();
    request.inputShapes = {{1, 28, 28}};
    request.steps = 10;
    const LocalRunResult result = runToEnd(run, request);
    QVERIFY(result.module.isLoaded());
    const QString text = SmokeReportFormat::text(result);
    QVERIFY2(text.contains(QStringLiteral("without gradient: aux_head.weight, aux_head.bias")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("forward: input [64, 1, 28, 28] -> output [64, 10]")));
    QVERIFY(text.contains(QStringLiteral("ASSUMED CPU->GPU factor")));
    QVERIFY(text.contains(QStringLiteral("RSS-based")));
    QVERIFY(text.endsWith(QStringLiteral("Result: FAILED")));

    const QJsonObject json = SmokeReportFormat::json(result);
    QCOMPARE(json.value(QStringLiteral("ok")).toBool(), false);
    QCOMPARE(json.value(QStringLiteral("parametersWithoutGradient")).toArray().size(), 2);
    QCOMPARE(json.value(QStringLiteral("losses")).toArray().size(), 10);
    QCOMPARE(json.value(QStringLiteral("estimate"))
                 .toObject()
                 .value(QStringLiteral("stepsPerEpoch"))
                 .toInt(),
             938);
}

QTEST_GUILESS_MAIN(TestLocalRun)
#include "tst_localrun.moc"
