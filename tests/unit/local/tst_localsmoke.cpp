// The LibTorch module's smoke test against real models exported by Debian's python3-torch.

#include "localtestmodels.h"

#include "localbridge/localmodule.h"

#include "local/localengine.h"

#include <QFile>
#include <QTest>

#include <cmath>

using slipway::local::BuiltinModel;
using slipway::local::DataSource;
using slipway::local::ErrorKind;
using slipway::local::Progress;
using slipway::local::SmokeTestReport;
using slipway::local::SmokeTestRequest;
using slipway::local::Task;
using slipway::localbridge::LocalModule;
using slipway::test::testModel;

namespace {

QString message(const SmokeTestReport &report)
{
    return QString::fromStdString(report.errorMessage);
}

} // namespace

class TestLocalSmoke : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void scriptedCnnPasses();
    void tracedCnnPasses();
    void unusedParameterIsNamed();
    void shapeBugNamesTheShapes();
    void wrongInputShapeNamesTheShapes();
    void tupleOutputIsExplained();
    void dictOutputIsExplained();
    void wrongClassCountIsExplained();
    void nanLossIsCaught();
    void memoryHogIsCaught();
    void impossibleBatchIsRefusedBeforeAllocating();
    void twoInputRegressionPasses();

    void stateDictIsNotTorchScript();
    void textFileIsNotTorchScript();
    void truncatedArchiveIsDamaged();
    void newerPyTorchSaysBothVersions();
    void newerFormatWithSerializationIdSays21();
    void serializationIdAloneStillLoads();
    void newerOperatorIsNamed();
    void newerOperatorWithSerializationId();
    void loadFailureNamesTheNewerWriter();
    void extensionOperatorIsNamed();
    void missingFileIsNamed();
    void badRequestsAreRefused_data();
    void badRequestsAreRefused();

    void builtinCnnLossFallsOnSyntheticData();
    void builtinCnnLearnsFashionMnist();
    void builtinMlpPasses();
    void cancelStopsAtTheStep();
    void estimateFollowsTheMeasurement();

private:
    SmokeTestReport run(SmokeTestRequest request,
                        const slipway::local::ProgressCallback &progress = {});
    SmokeTestRequest fileRequest(const QString &name) const;
    QString libtorch() const;

    std::unique_ptr<LocalModule> m_module;
};

void TestLocalSmoke::initTestCase()
{
    QVERIFY2(QFile::exists(testModel(QStringLiteral("cnn_scripted.pt"))),
             "run the tests through ctest: the local_test_models fixture exports the models");
    m_module = std::make_unique<LocalModule>(QStringList{slipway::test::builtLocalModule()});
    const auto status = m_module->load();
    QVERIFY2(status.isLoaded(), qPrintable(status.message));
}

SmokeTestReport TestLocalSmoke::run(SmokeTestRequest request,
                                    const slipway::local::ProgressCallback &progress)
{
    return m_module->engine()->runSmokeTest(request, progress);
}

SmokeTestRequest TestLocalSmoke::fileRequest(const QString &name) const
{
    SmokeTestRequest request;
    request.modelPath = testModel(name).toStdString();
    request.inputShapes = {{1, 28, 28}};
    request.classes = 10;
    request.batchSize = 64;
    request.steps = 30;
    request.threads = 1;
    return request;
}

QString TestLocalSmoke::libtorch() const
{
    return QString::fromStdString(m_module->engine()->info().libtorchVersion);
}

void TestLocalSmoke::scriptedCnnPasses()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("cnn_scripted.pt")));
    QVERIFY2(report.ok, qPrintable(message(report)));
    QCOMPARE(report.error, ErrorKind::None);
    QVERIFY(report.forwardOk);
    QCOMPARE(report.inputShapes, (std::vector<std::vector<std::int64_t>>{{64, 1, 28, 28}}));
    QCOMPARE(report.outputShape, (std::vector<std::int64_t>{64, 10}));
    QCOMPARE(report.lossFunction, std::string("nll_loss")); // the model ends in log_softmax
    QCOMPARE(report.stepsRun, 30);
    QCOMPARE(int(report.losses.size()), 30);
    QVERIFY(report.lossFinite);
    QVERIFY2(report.lossFalling,
             qPrintable(
                 QStringLiteral("%1 -> %2").arg(report.losses.front()).arg(report.losses.back())));
    // conv1 10*1*25+10, conv2 20*10*25+20, fc1 320*50+50, fc2 50*10+10.
    QCOMPARE(report.parameterCount, std::int64_t(260 + 5020 + 16050 + 510));
    QCOMPARE(report.trainableParameterCount, report.parameterCount);
    QVERIFY(report.parametersWithoutGradient.empty());
    QCOMPARE(report.threads, 1);
    QVERIFY(report.secondsPerStep > 0.0);
    QVERIFY(std::fabs(report.stepsPerSecond * report.secondsPerStep - 1.0) < 1e-9);
    QVERIFY(report.peakRssMiB >= report.baselineRssMiB * 0.5);
    QVERIFY(report.peakRssMiB > 0.0);
    QCOMPARE(report.modelName, std::string("cnn_scripted.pt"));
}

void TestLocalSmoke::tracedCnnPasses()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("cnn_traced.pt")));
    QVERIFY2(report.ok, qPrintable(message(report)));
    QCOMPARE(report.outputShape, (std::vector<std::int64_t>{64, 10}));
    QCOMPARE(report.parameterCount, std::int64_t(21840));
    QVERIFY(report.lossFalling);
}

void TestLocalSmoke::unusedParameterIsNamed()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("unused_parameter.pt")));
    QCOMPARE(report.error, ErrorKind::None);
    QVERIFY(report.forwardOk);
    QVERIFY(!report.ok); // a model that hangs DDP does not pass
    QCOMPARE(report.parametersWithoutGradient,
             (std::vector<std::string>{"aux_head.weight", "aux_head.bias"}));
    QCOMPARE(report.lossFunction, std::string("cross_entropy")); // raw logits
    bool warned = false;
    for (const auto &warning : report.warnings) {
        warned = warned || warning.find("find_unused_parameters=True") != std::string::npos;
    }
    QVERIFY(warned);
}

void TestLocalSmoke::shapeBugNamesTheShapes()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("shape_bug.pt")));
    QCOMPARE(report.error, ErrorKind::ForwardFailed);
    QVERIFY(!report.ok);
    QVERIFY(!report.forwardOk);
    QVERIFY2(message(report).contains(QStringLiteral("[64, 1, 28, 28]")),
             qPrintable(message(report)));
    QVERIFY2(message(report).contains(QStringLiteral("64x320 and 300x50")),
             qPrintable(message(report)));
    // No traceback or C++ backtrace in the sentence a person reads.
    QVERIFY(!message(report).contains(QStringLiteral("Traceback")));
    QVERIFY(!message(report).contains(QStringLiteral("Exception raised from")));
    QVERIFY(!report.errorDetails.empty());
}

void TestLocalSmoke::wrongInputShapeNamesTheShapes()
{
    SmokeTestRequest request = fileRequest(QStringLiteral("cnn_scripted.pt"));
    request.inputShapes = {{3, 32, 32}};
    const SmokeTestReport report = run(request);
    QCOMPARE(report.error, ErrorKind::ForwardFailed);
    QVERIFY2(message(report).contains(QStringLiteral("[64, 3, 32, 32]")),
             qPrintable(message(report)));
    QVERIFY2(message(report).contains(QStringLiteral("3x32x32")), qPrintable(message(report)));
    QVERIFY2(message(report).contains(QStringLiteral("channels")) ||
                 message(report).contains(QStringLiteral("weight of size")),
             qPrintable(message(report)));
}

void TestLocalSmoke::tupleOutputIsExplained()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("returns_tuple.pt")));
    QCOMPARE(report.error, ErrorKind::BadOutput);
    QVERIFY2(message(report).contains(
                 QStringLiteral("returns a tuple of 2 values (tensor [64, 10], tensor [64, 32])")),
             qPrintable(message(report)));
    QVERIFY(message(report).contains(QStringLiteral("one tensor of predictions")));
}

void TestLocalSmoke::dictOutputIsExplained()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("returns_dict.pt")));
    QCOMPARE(report.error, ErrorKind::BadOutput);
    QVERIFY2(message(report).contains(QStringLiteral("returns a dict")),
             qPrintable(message(report)));
    QVERIFY2(message(report).contains(QStringLiteral("'logits': tensor [64, 10]")),
             qPrintable(message(report)));
    QVERIFY2(message(report).contains(QStringLiteral("'features': tensor [64, 32]")),
             qPrintable(message(report)));
}

void TestLocalSmoke::wrongClassCountIsExplained()
{
    SmokeTestRequest request = fileRequest(QStringLiteral("cnn_scripted.pt"));
    request.classes = 12;
    const SmokeTestReport report = run(request);
    QCOMPARE(report.error, ErrorKind::BadOutput);
    QVERIFY2(message(report).contains(QStringLiteral("shape [64, 10]")),
             qPrintable(message(report)));
    QVERIFY2(message(report).contains(QStringLiteral("12 classes needs [64, 12]")),
             qPrintable(message(report)));
}

void TestLocalSmoke::nanLossIsCaught()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("nan_loss.pt")));
    QCOMPARE(report.error, ErrorKind::NonFiniteLoss);
    QVERIFY2(message(report).contains(QStringLiteral("The loss became NaN at the first step")) ||
                 message(report).contains(QStringLiteral("The loss became infinite at the "
                                                         "first step")),
             qPrintable(message(report)));
    QVERIFY(message(report).contains(QStringLiteral("learning rate")));
    QVERIFY(report.forwardOk);
}

void TestLocalSmoke::memoryHogIsCaught()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("memory_hog.pt")));
    QCOMPARE(report.error, ErrorKind::OutOfMemory);
    QVERIFY2(message(report).contains(QStringLiteral("needs more memory than is free")),
             qPrintable(message(report)));
    // 64 x 2^40 floats = 2^48 bytes = 256 TiB.
    QVERIFY2(message(report).contains(QStringLiteral("256.0 TiB")), qPrintable(message(report)));
    QVERIFY(message(report).contains(QStringLiteral("is available on this computer")));
}

void TestLocalSmoke::impossibleBatchIsRefusedBeforeAllocating()
{
    SmokeTestRequest request;
    request.builtin = BuiltinModel::Mlp;
    request.inputShapes = {{3, 4096, 4096}};
    request.batchSize = 100000;
    const SmokeTestReport report = run(request);
    QCOMPARE(report.error, ErrorKind::OutOfMemory);
    QVERIFY2(message(report).contains(QStringLiteral("one batch of 100000 inputs alone is")),
             qPrintable(message(report)));
    QCOMPARE(report.stepsRun, 0);
}

void TestLocalSmoke::twoInputRegressionPasses()
{
    SmokeTestRequest request = fileRequest(QStringLiteral("regressor_traced.pt"));
    request.inputShapes = {{1, 8, 8}, {3}};
    request.task = Task::Regression;
    request.steps = 40;
    const SmokeTestReport report = run(request);
    QVERIFY2(report.ok, qPrintable(message(report)));
    QCOMPARE(report.lossFunction, std::string("mse_loss"));
    QCOMPARE(report.inputShapes, (std::vector<std::vector<std::int64_t>>{{64, 1, 8, 8}, {64, 3}}));
    QCOMPARE(report.outputShape, (std::vector<std::int64_t>{64, 2}));
    QCOMPARE(report.parameterCount, std::int64_t(64 * 16 + 16 + 3 * 16 + 16 + 32 * 2 + 2));
}

void TestLocalSmoke::stateDictIsNotTorchScript()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("state_dict.pt")));
    QCOMPARE(report.error, ErrorKind::NotTorchScript);
    QVERIFY2(message(report).contains(QStringLiteral("torch.save (a state_dict or a pickled "
                                                     "model)")),
             qPrintable(message(report)));
    QVERIFY(message(report).contains(QStringLiteral("torch.jit.script(model).save")));
}

void TestLocalSmoke::textFileIsNotTorchScript()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("notes.pt")));
    QCOMPARE(report.error, ErrorKind::NotTorchScript);
    QVERIFY2(message(report).contains(QStringLiteral("is not a TorchScript archive")),
             qPrintable(message(report)));
}

void TestLocalSmoke::truncatedArchiveIsDamaged()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("truncated.pt")));
    QCOMPARE(report.error, ErrorKind::NotTorchScript);
    QVERIFY2(message(report).contains(QStringLiteral("is damaged")), qPrintable(message(report)));
    QVERIFY(message(report).contains(QStringLiteral("truncated")));
}

void TestLocalSmoke::newerPyTorchSaysBothVersions()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("newer_pytorch.pt")));
    QCOMPARE(report.error, ErrorKind::TooNew);
    QCOMPARE(message(report),
             testModel(QStringLiteral("newer_pytorch.pt")) +
                 QStringLiteral(
                     " was saved by a newer PyTorch than Slipway's LibTorch can read (archive "
                     "format 99); Slipway's LibTorch %1 reads archive formats 1 to 10, as "
                     "written by PyTorch up to 1.13. No PyTorch release Slipway knows of writes "
                     "archive format 99 (the newest in the PyTorch sources Slipway's table was "
                     "checked against, 1.13 and 2.x, is 10), so the exact release is unknown. "
                     "Save it again with PyTorch 1.13 (e.g. Debian's python3-torch), or "
                     "use a Slipway built with a newer LibTorch.")
                     .arg(libtorch()));
}

void TestLocalSmoke::newerFormatWithSerializationIdSays21()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("format11_serialization_id.pt")));
    QCOMPARE(report.error, ErrorKind::TooNew);
    QCOMPARE(
        message(report),
        testModel(QStringLiteral("format11_serialization_id.pt")) +
            QStringLiteral(" was saved by PyTorch 2.1 or newer (archive format 11, with a "
                           "`.data/serialization_id` record); Slipway's LibTorch %1 reads archive "
                           "formats 1 to 10, as written by PyTorch up to 1.13. No PyTorch release "
                           "Slipway knows of writes archive format 11 (the newest in the PyTorch "
                           "sources Slipway's table was checked against, 1.13 and 2.x, is 10), so "
                           "the exact release is unknown. Save it again with PyTorch 1.13 (e.g. "
                           "Debian's python3-torch), or use a Slipway built with a newer LibTorch.")
                .arg(libtorch()));
}

// The record alone does not stop LibTorch 1.13; a model that uses nothing newer still runs.
void TestLocalSmoke::serializationIdAloneStillLoads()
{
    SmokeTestRequest request = fileRequest(QStringLiteral("serialization_id.pt"));
    request.steps = 3;
    const SmokeTestReport report = run(request);
    QVERIFY2(report.error == ErrorKind::None, qPrintable(message(report)));
    QCOMPARE(report.stepsRun, 3);
    QCOMPARE(report.outputShape, (std::vector<std::int64_t>{64, 10}));
}

void TestLocalSmoke::newerOperatorIsNamed()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("newer_operator.pt")));
    QCOMPARE(report.error, ErrorKind::TooNew);
    QCOMPARE(message(report),
             testModel(QStringLiteral("newer_operator.pt")) +
                 QStringLiteral(
                     " uses the operator aten::rms_norm, which LibTorch %1 does not have: it "
                     "was added to PyTorch after 1.13, so the model was saved by a newer "
                     "PyTorch. Save it again with PyTorch 1.13 without aten::rms_norm, or use a "
                     "Slipway built with a newer LibTorch.")
                     .arg(libtorch()));
    QVERIFY(QString::fromStdString(report.errorDetails).contains(QStringLiteral("rms_norm")));
}

void TestLocalSmoke::newerOperatorWithSerializationId()
{
    const SmokeTestReport report =
        run(fileRequest(QStringLiteral("newer_operator_serialization_id.pt")));
    QCOMPARE(report.error, ErrorKind::TooNew);
    QCOMPARE(message(report),
             testModel(QStringLiteral("newer_operator_serialization_id.pt")) +
                 QStringLiteral(
                     " uses the operator aten::rms_norm, which LibTorch %1 does not have: it "
                     "was added to PyTorch after 1.13, so the model was saved by a newer PyTorch "
                     "(its `.data/serialization_id` record says PyTorch 2.1 or newer). Save it "
                     "again with PyTorch 1.13 without aten::rms_norm, "
                     "or use a Slipway built with a newer LibTorch.")
                     .arg(libtorch()));
}

void TestLocalSmoke::loadFailureNamesTheNewerWriter()
{
    const QString name = QStringLiteral("newer_signature_serialization_id.pt");
    const SmokeTestReport report = run(fileRequest(name));
    QCOMPARE(report.error, ErrorKind::LoadFailed);
    QCOMPARE(message(report),
             QStringLiteral("LibTorch %1 could not load %2: Arguments for call are not valid. The "
                            "file was saved by PyTorch 2.1 or newer (archive format 3, with a "
                            "`.data/serialization_id` record), which is the likely reason. Save "
                            "it again with PyTorch 1.13 (e.g. Debian's python3-torch), or use a "
                            "Slipway built with a newer LibTorch.")
                 .arg(libtorch(), testModel(name)));
}

void TestLocalSmoke::extensionOperatorIsNamed()
{
    const SmokeTestReport report = run(fileRequest(QStringLiteral("extension_operator.pt")));
    QCOMPARE(report.error, ErrorKind::LoadFailed);
    QCOMPARE(message(report),
             testModel(QStringLiteral("extension_operator.pt")) +
                 QStringLiteral(
                     " uses the operator torchvision::nms, which is not part of PyTorch: it "
                     "comes from an extension library (the `torchvision` namespace, e.g. "
                     "torchvision's or a custom C++ operator), and Slipway's LibTorch loads no "
                     "extension libraries. Save the model without it to smoke-test it here."));
}

void TestLocalSmoke::missingFileIsNamed()
{
    SmokeTestRequest request = fileRequest(QStringLiteral("no such 'model' $(rm -rf x).pt"));
    const SmokeTestReport report = run(request);
    QCOMPARE(report.error, ErrorKind::FileNotFound);
    QVERIFY2(message(report).contains(QStringLiteral("no such 'model' $(rm -rf x).pt")),
             qPrintable(message(report)));
    QVERIFY(message(report).contains(QStringLiteral("No such file")));
}

void TestLocalSmoke::badRequestsAreRefused_data()
{
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("classes");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("says");
    QTest::newRow("zero batch") << 0 << 10 << 10 << "1x28x28"
                                << "batch size must be";
    QTest::newRow("zero steps") << 64 << 0 << 10 << "1x28x28"
                                << "number of steps";
    QTest::newRow("one class") << 64 << 10 << 1 << "1x28x28"
                               << "between 2 and";
    QTest::newRow("no shape") << 64 << 10 << 10 << ""
                              << "No input shape";
    QTest::newRow("cnn on colour") << 64 << 10 << 10 << "3x28x28"
                                   << "takes 1x28x28 images";
}

void TestLocalSmoke::badRequestsAreRefused()
{
    QFETCH(int, batch);
    QFETCH(int, steps);
    QFETCH(int, classes);
    QFETCH(QString, shape);
    QFETCH(QString, says);
    SmokeTestRequest request;
    request.builtin = BuiltinModel::MnistCnn;
    request.batchSize = batch;
    request.steps = steps;
    request.classes = classes;
    if (shape == QLatin1String("3x28x28")) {
        request.inputShapes = {{3, 28, 28}};
    } else if (shape.isEmpty()) {
        request.builtin = BuiltinModel::None;
        request.modelPath = testModel(QStringLiteral("cnn_scripted.pt")).toStdString();
    }
    const SmokeTestReport report = run(request);
    QCOMPARE(report.error, ErrorKind::BadRequest);
    QVERIFY2(message(report).contains(says), qPrintable(message(report)));
    QCOMPARE(report.stepsRun, 0);
}

void TestLocalSmoke::builtinCnnLossFallsOnSyntheticData()
{
    SmokeTestRequest request;
    request.builtin = BuiltinModel::MnistCnn;
    request.steps = 40;
    request.threads = 1;
    const SmokeTestReport report = run(request);
    QVERIFY2(report.ok, qPrintable(message(report)));
    QCOMPARE(report.modelName, std::string("mnist-cnn"));
    QCOMPARE(report.parameterCount, std::int64_t(21840));
    QVERIFY(report.losses.back() < report.losses.front() * 0.9);
    QVERIFY(QString::fromStdString(report.dataDescription).startsWith(QStringLiteral("synthetic")));
}

void TestLocalSmoke::builtinCnnLearnsFashionMnist()
{
    if (!QFile::exists(QStringLiteral("/usr/share/datasets/fashion-mnist/train-images-idx3-"
                                      "ubyte.gz"))) {
        QSKIP("Debian's dataset-fashion-mnist is not installed");
    }
    SmokeTestRequest request;
    request.builtin = BuiltinModel::MnistCnn;
    request.data = DataSource::FashionMnist;
    request.dataDir = "/usr/share/datasets/fashion-mnist";
    request.mode = slipway::local::TrainingMode::Epochs;
    request.epochs = 1;
    request.steps = 300; // a third of an epoch is enough to learn something
    request.momentum = 0.5;
    request.threads = 1;
    const SmokeTestReport report = run(request);
    QCOMPARE(report.error, ErrorKind::None);
    QCOMPARE(report.stepsRun, 300);
    QVERIFY(QString::fromStdString(report.dataDescription).contains(QStringLiteral("60000")));
    QVERIFY2(report.lossFalling,
             qPrintable(
                 QStringLiteral("%1 -> %2").arg(report.losses.front()).arg(report.losses.back())));
    // Ten classes: chance is 10 %; a third of an epoch of this CNN gets far above it.
    QVERIFY2(report.testAccuracy > 0.5, qPrintable(QString::number(report.testAccuracy)));
}

void TestLocalSmoke::builtinMlpPasses()
{
    SmokeTestRequest request;
    request.builtin = BuiltinModel::Mlp;
    request.inputShapes = {{784}};
    request.steps = 30;
    const SmokeTestReport report = run(request);
    QVERIFY2(report.ok, qPrintable(message(report)));
    QCOMPARE(report.parameterCount, std::int64_t(784 * 128 + 128 + 128 * 64 + 64 + 64 * 10 + 10));
}

void TestLocalSmoke::cancelStopsAtTheStep()
{
    SmokeTestRequest request = fileRequest(QStringLiteral("cnn_scripted.pt"));
    request.steps = 1000;
    int lastStep = 0;
    const SmokeTestReport report = run(request, [&lastStep](const Progress &progress) {
        lastStep = progress.step;
        return progress.step < 5;
    });
    QVERIFY(report.cancelled);
    QVERIFY(!report.ok);
    QCOMPARE(report.error, ErrorKind::None);
    QCOMPARE(lastStep, 5);
    QCOMPARE(report.stepsRun, 5);

    // Cancelling while the model loads: nothing trains.
    const SmokeTestReport early = run(request, [](const Progress &) { return false; });
    QVERIFY(early.cancelled);
    QCOMPARE(early.stepsRun, 0);
}

void TestLocalSmoke::estimateFollowsTheMeasurement()
{
    SmokeTestRequest request = fileRequest(QStringLiteral("cnn_scripted.pt"));
    request.datasetSize = 60000;
    request.plannedEpochs = 5;
    request.cpuToGpuFactor = 8.0;
    const SmokeTestReport report = run(request);
    QVERIFY2(report.ok, qPrintable(message(report)));
    const auto &e = report.estimate;
    QCOMPARE(e.stepsPerEpoch, std::int64_t(938)); // ceil(60000 / 64)
    QCOMPARE(e.epochs, 5);
    QVERIFY(std::fabs(e.cpuSeconds - 938.0 * 5.0 / report.stepsPerSecond) < 1e-6);
    QVERIFY(std::fabs(e.gpuSeconds - e.cpuSeconds / 8.0) < 1e-6);
    QCOMPARE(e.cpuToGpuFactor, 8.0);
    // 21840 parameters: small, so the Alliance advice is CPUs.
    QVERIFY(e.preferCpu);
    QCOMPARE(e.suggestedGpus, 0);
    QCOMPARE(e.suggestedCpus, 2); // one measured thread plus one for the data loader
    QVERIFY(e.suggestedWalltimeMinutes >= 15);
    QCOMPARE(e.suggestedWalltimeMinutes % 15, 0);
    QVERIFY(QString::fromStdString(e.advice).contains(QStringLiteral("Use CPUs, not a GPU")));
}

QTEST_GUILESS_MAIN(TestLocalSmoke)
#include "tst_localsmoke.moc"
