// slipwayctl smoke: local work with LibTorch. Loads the LibTorch module only here.

#include "command.h"
#include "signalcatcher.h"

#include "localbridge/inputshapeparser.h"
#include "localbridge/localmodule.h"
#include "localbridge/localrun.h"
#include "localbridge/smokereportformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace slipway::ctl {
namespace {

int runCheck()
{
    const localbridge::LocalModuleStatus status = localbridge::LocalModule::instance().load();
    if (!status.isLoaded()) {
        printErr(status.message);
        return 1;
    }
    printOut(status.message);
    const localbridge::LocalSelfCheck result = localbridge::LocalModule::instance().selfCheck();
    printOut(
        QStringLiteral("self-check %1: %2")
            .arg(result.ok ? QStringLiteral("passed") : QStringLiteral("FAILED"), result.message));
    return result.ok ? 0 : 1;
}

bool readInt(const QCommandLineParser &parser, const QString &name, int low, int high, int &value)
{
    if (!parser.isSet(name)) {
        return true;
    }
    bool ok = false;
    const int parsed = parser.value(name).toInt(&ok);
    if (!ok || parsed < low || parsed > high) {
        printErr(QStringLiteral("slipwayctl smoke: --%1 must be a whole number from %2 to %3, "
                                "not \"%4\".")
                     .arg(name)
                     .arg(low)
                     .arg(high)
                     .arg(parser.value(name)));
        return false;
    }
    value = parsed;
    return true;
}

int runSmoke(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Smoke-test a model locally with LibTorch before submitting it: forward with the "
        "declared input shape, a falling loss when over-fitting one fixed batch, a gradient for "
        "every parameter, speed, peak memory, and the resources to ask the cluster for."));
    parser.addHelpOption();
    const QCommandLineOption check(QStringLiteral("check"),
                                   QStringLiteral("Open the LibTorch module and run its "
                                                  "self-check."));
    const QCommandLineOption model(QStringLiteral("model"),
                                   QStringLiteral("A TorchScript file (.pt) saved with "
                                                  "torch.jit.script or torch.jit.trace, or a "
                                                  "built-in model: mnist-cnn, mlp."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption input(QStringLiteral("input"),
                                   QStringLiteral("The shape of one sample, without the batch "
                                                  "dimension, e.g. 1x28x28; several inputs "
                                                  "separated by commas (default 1x28x28)."),
                                   QStringLiteral("SHAPE"));
    const QCommandLineOption classes(QStringLiteral("classes"),
                                     QStringLiteral("Classification with N classes (default "
                                                    "10)."),
                                     QStringLiteral("N"));
    const QCommandLineOption regression(QStringLiteral("regression"),
                                        QStringLiteral("A regression task (mean squared error) "
                                                       "instead of classification."));
    const QCommandLineOption steps(QStringLiteral("steps"),
                                   QStringLiteral("Training steps on one fixed batch (default "
                                                  "50)."),
                                   QStringLiteral("N"));
    const QCommandLineOption batch(QStringLiteral("batch"),
                                   QStringLiteral("Batch size (default 64)."), QStringLiteral("N"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("CPU threads (default: LibTorch's)."),
                                     QStringLiteral("N"));
    const QCommandLineOption data(QStringLiteral("data"),
                                  QStringLiteral("synthetic, or fashion-mnist (Debian's "
                                                 "dataset-fashion-mnist; 1x28x28, 10 classes). "
                                                 "Default: synthetic."),
                                  QStringLiteral("SOURCE"));
    const QCommandLineOption datasetSize(QStringLiteral("dataset-size"),
                                         QStringLiteral("Training samples in the real run, for "
                                                        "the estimate (default 60000)."),
                                         QStringLiteral("N"));
    const QCommandLineOption epochs(QStringLiteral("epochs"),
                                    QStringLiteral("Epochs in the real run, for the estimate "
                                                   "(default 10)."),
                                    QStringLiteral("N"));
    const QCommandLineOption gpuFactor(QStringLiteral("gpu-factor"),
                                       QStringLiteral("Assumed speed-up of one GPU over the "
                                                      "measured CPU run (default 10)."),
                                       QStringLiteral("X"));
    const QCommandLineOption logdir(QStringLiteral("logdir"),
                                    QStringLiteral("Write the loss to a TensorBoard event file "
                                                   "in DIR."),
                                    QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QStringLiteral("Print the report as JSON."));
    parser.addOptions({check, model, input, classes, regression, steps, batch, threads, data,
                       datasetSize, epochs, gpuFactor, logdir, json});
    if (const std::optional<int> done =
            parseCommandLine(parser, arguments, QStringLiteral("slipwayctl smoke: "))) {
        return *done;
    }
    if (!parser.positionalArguments().isEmpty()) {
        printErr(QStringLiteral("slipwayctl smoke: unexpected argument \"%1\"; give the model "
                                "with --model FILE.")
                     .arg(parser.positionalArguments().first()));
        return 2;
    }
    if (parser.isSet(check)) {
        return runCheck();
    }
    if (!parser.isSet(model)) {
        printErr(QStringLiteral("slipwayctl smoke: give a model with --model FILE.pt (or "
                                "--model mnist-cnn), or use --check."));
        return 2;
    }

    local::SmokeTestRequest request;
    const QString modelValue = parser.value(model);
    if (modelValue == QLatin1String("mnist-cnn")) {
        request.builtin = local::BuiltinModel::MnistCnn;
    } else if (modelValue == QLatin1String("mlp")) {
        request.builtin = local::BuiltinModel::Mlp;
    } else {
        request.modelPath = modelValue.toStdString();
    }
    localbridge::InputShapeParser::Shapes shapes;
    QString error;
    if (!localbridge::InputShapeParser::parse(
            parser.isSet(input) ? parser.value(input) : QStringLiteral("1x28x28"), shapes, error)) {
        printErr(QStringLiteral("slipwayctl smoke: ") + error);
        return 2;
    }
    request.inputShapes = shapes;
    request.task = parser.isSet(regression) ? local::Task::Regression : local::Task::Classification;
    if (parser.isSet(regression) && parser.isSet(classes)) {
        printErr(QStringLiteral("slipwayctl smoke: --classes and --regression exclude each "
                                "other."));
        return 2;
    }
    int planned = request.plannedEpochs;
    int size = 60000;
    if (!readInt(parser, QStringLiteral("classes"), 2, 1000000, request.classes) ||
        !readInt(parser, QStringLiteral("steps"), 1, 1000000, request.steps) ||
        !readInt(parser, QStringLiteral("batch"), 1, 1 << 20, request.batchSize) ||
        !readInt(parser, QStringLiteral("threads"), 1, 1024, request.threads) ||
        !readInt(parser, QStringLiteral("epochs"), 1, 100000, planned) ||
        !readInt(parser, QStringLiteral("dataset-size"), 1, 2000000000, size)) {
        return 2;
    }
    request.plannedEpochs = planned;
    request.datasetSize = size;
    if (parser.isSet(gpuFactor)) {
        bool ok = false;
        const double factor = parser.value(gpuFactor).toDouble(&ok);
        if (!ok || factor < 1.0 || factor > 1000.0) {
            printErr(QStringLiteral("slipwayctl smoke: --gpu-factor must be a number from 1 to "
                                    "1000, not \"%1\".")
                         .arg(parser.value(gpuFactor)));
            return 2;
        }
        request.cpuToGpuFactor = factor;
    }
    const QString dataValue = parser.value(data);
    if (dataValue.isEmpty() || dataValue == QLatin1String("synthetic")) {
        request.data = local::DataSource::Synthetic;
    } else if (dataValue == QLatin1String("fashion-mnist")) {
        request.data = local::DataSource::FashionMnist;
        request.dataDir = localbridge::LocalRun::defaultFashionMnistDir().toStdString();
    } else {
        printErr(QStringLiteral("slipwayctl smoke: --data must be synthetic or fashion-mnist, "
                                "not \"%1\".")
                     .arg(dataValue));
        return 2;
    }

    const bool asJson = parser.isSet(json);
    localbridge::LocalRun run;
    int exitCode = 1;
    QObject::connect(&run, &localbridge::LocalRun::stepFinished, &run,
                     [asJson](int step, int total, double loss, double) {
                         if (!asJson && (step == 1 || step == total || step % 10 == 0)) {
                             printErr(QStringLiteral("step %1/%2  loss %3")
                                          .arg(step)
                                          .arg(total)
                                          .arg(loss, 0, 'f', 4));
                         }
                     });
    QObject::connect(
        &run, &localbridge::LocalRun::finished, &run,
        [asJson, &exitCode](const localbridge::LocalRunResult &result) {
            if (asJson) {
                printOut(QString::fromUtf8(
                    QJsonDocument(localbridge::SmokeReportFormat::json(result)).toJson()));
            } else if (result.module.isLoaded()) {
                printOut(localbridge::SmokeReportFormat::text(result));
            } else {
                printErr(result.module.message);
            }
            exitCode = result.report.cancelled ? SignalCatcher::kCancelledStatus
                       : result.ok()           ? 0
                                               : 1;
            QCoreApplication::exit(exitCode);
        });
    // Ctrl+C (or SIGTERM) stops at the next step; the report and the event file are
    // completed as for any other end of the run.
    const SignalCatcher catcher([&run](int) {
        printErr(QStringLiteral("Cancelling at the next step (press Ctrl+C again to stop at "
                                "once)…"));
        run.cancel();
    });
    run.start(request, parser.value(logdir));
    QCoreApplication::exec();
    return exitCode;
}

const CommandRegistration registration{
    {"smoke", "Smoke-test a model locally with LibTorch (or --check the module)", &runSmoke}};

} // namespace
} // namespace slipway::ctl
