// slipwayctl train-example: trains a built-in model locally with LibTorch on Fashion-MNIST
// (synthetic data when Debian's dataset-fashion-mnist is not installed) and writes TensorBoard
// event files, so the whole path from training to the Plot view can be tried without a cluster.

#include "command.h"
#include "signalcatcher.h"

#include "localbridge/localrun.h"
#include "localbridge/smokereportformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace slipway::ctl {
namespace {

int runTrainExample(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Train a built-in example model locally with LibTorch and write its loss curve as "
        "TensorBoard event files."));
    parser.addHelpOption();
    const QCommandLineOption model(QStringLiteral("model"),
                                   QStringLiteral("mnist-cnn (default) or mlp."),
                                   QStringLiteral("NAME"), QStringLiteral("mnist-cnn"));
    const QCommandLineOption epochs(QStringLiteral("epochs"),
                                    QStringLiteral("Passes over the training set (default 1)."),
                                    QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption logdir(QStringLiteral("logdir"),
                                    QStringLiteral("Folder for the event files (required)."),
                                    QStringLiteral("DIR"));
    const QCommandLineOption batch(QStringLiteral("batch"),
                                   QStringLiteral("Batch size (default 64)."), QStringLiteral("N"),
                                   QStringLiteral("64"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("CPU threads (default: LibTorch's)."),
                                     QStringLiteral("N"));
    const QCommandLineOption maxSteps(QStringLiteral("max-steps"),
                                      QStringLiteral("Stop after N steps (default: no limit)."),
                                      QStringLiteral("N"));
    const QCommandLineOption synthetic(QStringLiteral("synthetic"),
                                       QStringLiteral("Use synthetic data even when "
                                                      "Fashion-MNIST is installed."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QStringLiteral("Print the report as JSON."));
    parser.addOptions({model, epochs, logdir, batch, threads, maxSteps, synthetic, json});
    if (const std::optional<int> done =
            parseCommandLine(parser, arguments, QStringLiteral("slipwayctl train-example: "))) {
        return *done;
    }
    if (!parser.positionalArguments().isEmpty()) {
        printErr(QStringLiteral("slipwayctl train-example: unexpected argument \"%1\".")
                     .arg(parser.positionalArguments().first()));
        return 2;
    }
    if (!parser.isSet(logdir) || parser.value(logdir).trimmed().isEmpty()) {
        printErr(QStringLiteral("slipwayctl train-example: give a folder for the event files "
                                "with --logdir DIR."));
        return 2;
    }

    local::SmokeTestRequest request;
    const QString name = parser.value(model);
    if (name == QLatin1String("mnist-cnn")) {
        request.builtin = local::BuiltinModel::MnistCnn;
    } else if (name == QLatin1String("mlp")) {
        request.builtin = local::BuiltinModel::Mlp;
    } else {
        printErr(QStringLiteral("slipwayctl train-example: unknown model \"%1\"; choose "
                                "mnist-cnn or mlp.")
                     .arg(name));
        return 2;
    }
    auto number = [&](const QCommandLineOption &option, int low, int high, int &out) {
        if (!parser.isSet(option) && option.defaultValues().isEmpty()) {
            return true;
        }
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < low || value > high) {
            printErr(QStringLiteral("slipwayctl train-example: --%1 must be a whole number from "
                                    "%2 to %3, not \"%4\".")
                         .arg(option.names().first())
                         .arg(low)
                         .arg(high)
                         .arg(parser.value(option)));
            return false;
        }
        out = value;
        return true;
    };
    request.mode = local::TrainingMode::Epochs;
    request.steps = 0;
    request.momentum = 0.5; // the seeds' MNIST example: SGD, lr 0.01, momentum 0.5
    if (!number(epochs, 1, 1000, request.epochs) || !number(batch, 1, 60000, request.batchSize) ||
        !number(threads, 1, 1024, request.threads) ||
        !number(maxSteps, 1, 100000000, request.steps)) {
        return 2;
    }
    request.inputShapes = {{1, 28, 28}};
    request.plannedEpochs = request.epochs;
    const bool haveData = localbridge::LocalRun::fashionMnistAvailable();
    if (haveData && !parser.isSet(synthetic)) {
        request.data = local::DataSource::FashionMnist;
        request.dataDir = localbridge::LocalRun::defaultFashionMnistDir().toStdString();
    } else {
        request.data = local::DataSource::Synthetic;
        if (!parser.isSet(synthetic)) {
            printErr(QStringLiteral("Fashion-MNIST is not installed in %1 (on Debian: apt "
                                    "install dataset-fashion-mnist); training on synthetic "
                                    "data instead.")
                         .arg(localbridge::LocalRun::defaultFashionMnistDir()));
        }
    }

    const bool asJson = parser.isSet(json);
    localbridge::LocalRun run;
    int exitCode = 1;
    QObject::connect(&run, &localbridge::LocalRun::stepFinished, &run,
                     [asJson](int step, int total, double loss, double) {
                         if (!asJson && (step == 1 || step == total || step % 100 == 0)) {
                             printErr(QStringLiteral("step %1/%2  loss %3")
                                          .arg(step)
                                          .arg(total)
                                          .arg(loss, 0, 'f', 4));
                         }
                     });
    QObject::connect(&run, &localbridge::LocalRun::evaluated, &run,
                     [asJson](int epoch, double accuracy) {
                         if (!asJson) {
                             printErr(QStringLiteral("epoch %1: test accuracy %2%")
                                          .arg(epoch)
                                          .arg(accuracy * 100.0, 0, 'f', 1));
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
            // A training run succeeds when it ran and wrote its curve; the
            // over-fitting check does not apply to shuffled batches.
            const auto &report = result.report;
            const bool ran = result.module.isLoaded() && report.error == local::ErrorKind::None &&
                             !report.cancelled && report.stepsRun > 0 &&
                             result.eventError.isEmpty();
            exitCode = result.report.cancelled ? SignalCatcher::kCancelledStatus : ran ? 0 : 1;
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
    {"train-example", "Train a built-in model locally and write TensorBoard event files",
     &runTrainExample}};

} // namespace
} // namespace slipway::ctl
