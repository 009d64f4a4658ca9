#include "localbridge/smokereportformat.h"

#include "localbridge/inputshapeparser.h"

#include <QJsonArray>
#include <QStringList>

#include <cmath>

namespace slipway::localbridge {
namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

QString shape(const std::vector<std::int64_t> &dims)
{
    QStringList parts;
    for (const std::int64_t dim : dims) {
        parts << QString::number(dim);
    }
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString walltime(int minutes)
{
    return QStringLiteral("%1:%2:00")
        .arg(minutes / 60, 2, 10, QLatin1Char('0'))
        .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QString duration(double seconds)
{
    if (seconds < 90.0) {
        return QStringLiteral("%1 s").arg(seconds, 0, 'f', 0);
    }
    if (seconds < 5400.0) {
        return QStringLiteral("%1 min").arg(seconds / 60.0, 0, 'f', 0);
    }
    return QStringLiteral("%1 h").arg(seconds / 3600.0, 0, 'f', 1);
}

QString mark(bool ok)
{
    return ok ? QStringLiteral("[ok]  ") : QStringLiteral("[FAIL]");
}

} // namespace

QString SmokeReportFormat::errorKindName(local::ErrorKind kind)
{
    switch (kind) {
    case local::ErrorKind::None:
        return QStringLiteral("none");
    case local::ErrorKind::BadRequest:
        return QStringLiteral("bad-request");
    case local::ErrorKind::FileNotFound:
        return QStringLiteral("file-not-found");
    case local::ErrorKind::NotTorchScript:
        return QStringLiteral("not-torchscript");
    case local::ErrorKind::TooNew:
        return QStringLiteral("too-new");
    case local::ErrorKind::LoadFailed:
        return QStringLiteral("load-failed");
    case local::ErrorKind::ForwardFailed:
        return QStringLiteral("forward-failed");
    case local::ErrorKind::BadOutput:
        return QStringLiteral("bad-output");
    case local::ErrorKind::NonFiniteLoss:
        return QStringLiteral("non-finite-loss");
    case local::ErrorKind::OutOfMemory:
        return QStringLiteral("out-of-memory");
    case local::ErrorKind::DataMissing:
        return QStringLiteral("data-missing");
    case local::ErrorKind::Internal:
        return QStringLiteral("internal");
    }
    return QStringLiteral("internal");
}

QString SmokeReportFormat::text(const LocalRunResult &result)
{
    if (!result.module.isLoaded()) {
        return result.module.message;
    }
    const local::SmokeTestReport &r = result.report;
    QStringList lines;
    lines << QStringLiteral("Model: %1 (LibTorch %2, %3 thread%4, batch %5)")
                 .arg(q(r.modelName), result.libtorchVersion)
                 .arg(r.threads)
                 .arg(r.threads == 1 ? QString() : QStringLiteral("s"))
                 .arg(r.batchSize);
    if (!r.dataDescription.empty()) {
        lines << QStringLiteral("Data: %1").arg(q(r.dataDescription));
    }
    if (r.cancelled) {
        lines << QStringLiteral("Cancelled after %1 step%2.")
                     .arg(r.stepsRun)
                     .arg(r.stepsRun == 1 ? QString() : QStringLiteral("s"));
    }
    if (r.error != local::ErrorKind::None) {
        lines << QStringLiteral("FAILED: %1").arg(q(r.errorMessage));
    }
    if (r.forwardOk) {
        QStringList inputs;
        for (const auto &dims : r.inputShapes) {
            inputs << shape(dims);
        }
        lines << mark(true) + QStringLiteral(" forward: input %1 -> output %2")
                                  .arg(inputs.join(QStringLiteral(", ")), shape(r.outputShape));
    }
    if (!r.losses.empty()) {
        // A cancelled run never reached the check: say so instead of failing it.
        lines << (r.cancelled ? QStringLiteral("      ") : mark(r.lossFinite && r.lossFalling)) +
                     QStringLiteral(" loss (%1, %2): %3 -> %4 over %5 steps, %6")
                         .arg(q(r.lossFunction), r.mode == local::TrainingMode::OverfitOneBatch
                                                     ? QStringLiteral("one fixed batch")
                                                     : QStringLiteral("shuffled batches"))
                         .arg(r.losses.front(), 0, 'f', 4)
                         .arg(r.losses.back(), 0, 'f', 4)
                         .arg(r.stepsRun)
                         .arg(r.cancelled     ? QStringLiteral("not checked (cancelled)")
                              : !r.lossFinite ? QStringLiteral("not finite")
                              : r.lossFalling ? QStringLiteral("falling")
                                              : QStringLiteral("NOT falling"));
    }
    if (r.parameterCount > 0) {
        // Gradients are only known once forward and backward ran.
        lines << (r.forwardOk ? mark(r.parametersWithoutGradient.empty())
                              : QStringLiteral("      ")) +
                     QStringLiteral(" parameters: %1 (%2 trainable)")
                         .arg(r.parameterCount)
                         .arg(r.trainableParameterCount);
    }
    if (!r.parametersWithoutGradient.empty()) {
        QStringList names;
        for (const auto &name : r.parametersWithoutGradient) {
            names << q(name);
        }
        lines
            << QStringLiteral("       without gradient: %1").arg(names.join(QStringLiteral(", ")));
    }
    if (r.stepsPerSecond > 0.0) {
        lines << QStringLiteral("Speed: %1 ms per step, %2 steps/s, %3 samples/s (median, "
                                "first step excluded)")
                     .arg(r.secondsPerStep * 1000.0, 0, 'f', 2)
                     .arg(r.stepsPerSecond, 0, 'f', 1)
                     .arg(r.samplesPerSecond, 0, 'f', 0);
        lines << QStringLiteral("Time to first step: %1 s (module load %2 s, model load %3 s)")
                     .arg(result.firstStepSinceStartSeconds, 0, 'f', 2)
                     .arg(result.moduleLoadSeconds, 0, 'f', 2)
                     .arg(r.loadSeconds, 0, 'f', 2);
    }
    if (r.peakRssMiB > 0.0 && r.stepsRun > 0) {
        lines << QStringLiteral("Memory: peak resident %1 MiB during the run, %2 MiB before it "
                                "(RSS-based: counts the whole process, not just tensors)")
                     .arg(r.peakRssMiB, 0, 'f', 0)
                     .arg(r.baselineRssMiB, 0, 'f', 0);
    }
    if (r.testAccuracy >= 0.0) {
        lines << QStringLiteral("Test accuracy: %1%").arg(r.testAccuracy * 100.0, 0, 'f', 1);
    }
    const local::RunEstimate &e = r.estimate;
    if (e.cpuSeconds > 0.0) {
        lines << QString();
        lines << QStringLiteral("Estimate for the real run: %1 steps/epoch x %2 epoch%3 = %4 on "
                                "CPU here; %5 on one GPU with an ASSUMED CPU->GPU factor of "
                                "%6x")
                     .arg(e.stepsPerEpoch)
                     .arg(e.epochs)
                     .arg(e.epochs == 1 ? QString() : QStringLiteral("s"))
                     .arg(duration(e.cpuSeconds), duration(e.gpuSeconds))
                     .arg(e.cpuToGpuFactor, 0, 'g', 3);
        // In the New run wizard's words (its Resources fields), not as scheduler options.
        lines << QStringLiteral("Suggested for a run on a cluster: CPUs per task %1, GPUs per "
                                "node %2, Memory per node %3G, Time limit %4")
                     .arg(e.suggestedCpus)
                     .arg(e.suggestedGpus)
                     .arg(e.suggestedMemoryGiB)
                     .arg(walltime(e.suggestedWalltimeMinutes));
        lines << q(e.advice);
    }
    for (const auto &warning : r.warnings) {
        lines << QStringLiteral("Note: %1").arg(q(warning));
    }
    if (!result.eventFile.isEmpty()) {
        lines << QStringLiteral("Event file: %1").arg(result.eventFile);
    }
    if (!result.eventError.isEmpty()) {
        lines << QStringLiteral("FAILED: %1").arg(result.eventError);
    }
    lines << (result.ok()   ? QStringLiteral("Result: PASSED")
              : r.cancelled ? QStringLiteral("Result: CANCELLED")
                            : QStringLiteral("Result: FAILED"));
    return lines.join(QLatin1Char('\n'));
}

QJsonObject SmokeReportFormat::json(const LocalRunResult &result)
{
    QJsonObject root;
    root[QStringLiteral("ok")] = result.ok();
    QJsonObject module;
    module[QStringLiteral("loaded")] = result.module.isLoaded();
    module[QStringLiteral("message")] = result.module.message;
    module[QStringLiteral("path")] = result.module.path;
    module[QStringLiteral("libtorchVersion")] = result.libtorchVersion;
    module[QStringLiteral("maxArchiveVersion")] = result.maxArchiveVersion;
    module[QStringLiteral("loadSeconds")] = result.moduleLoadSeconds;
    root[QStringLiteral("module")] = module;
    if (!result.module.isLoaded()) {
        root[QStringLiteral("error")] = QStringLiteral("module-unavailable");
        root[QStringLiteral("errorMessage")] = result.module.message;
        return root;
    }
    const local::SmokeTestReport &r = result.report;
    root[QStringLiteral("cancelled")] = r.cancelled;
    root[QStringLiteral("error")] = errorKindName(r.error);
    root[QStringLiteral("errorMessage")] = q(r.errorMessage);
    root[QStringLiteral("errorDetails")] = q(r.errorDetails);
    root[QStringLiteral("model")] = q(r.modelName);
    root[QStringLiteral("data")] = q(r.dataDescription);
    root[QStringLiteral("lossFunction")] = q(r.lossFunction);
    root[QStringLiteral("forwardOk")] = r.forwardOk;
    QJsonArray inputs;
    for (const auto &dims : r.inputShapes) {
        QJsonArray a;
        for (const std::int64_t d : dims) {
            a.append(double(d));
        }
        inputs.append(a);
    }
    root[QStringLiteral("inputShapes")] = inputs;
    QJsonArray output;
    for (const std::int64_t d : r.outputShape) {
        output.append(double(d));
    }
    root[QStringLiteral("outputShape")] = output;
    QJsonArray losses;
    for (const double loss : r.losses) {
        losses.append(std::isfinite(loss) ? QJsonValue(loss) : QJsonValue());
    }
    root[QStringLiteral("losses")] = losses;
    root[QStringLiteral("lossFinite")] = r.lossFinite;
    root[QStringLiteral("lossFalling")] = r.lossFalling;
    root[QStringLiteral("parameterCount")] = double(r.parameterCount);
    root[QStringLiteral("trainableParameterCount")] = double(r.trainableParameterCount);
    QJsonArray unused;
    for (const auto &name : r.parametersWithoutGradient) {
        unused.append(q(name));
    }
    root[QStringLiteral("parametersWithoutGradient")] = unused;
    root[QStringLiteral("stepsRun")] = r.stepsRun;
    root[QStringLiteral("threads")] = r.threads;
    root[QStringLiteral("batchSize")] = r.batchSize;
    root[QStringLiteral("secondsPerStep")] = r.secondsPerStep;
    root[QStringLiteral("stepsPerSecond")] = r.stepsPerSecond;
    root[QStringLiteral("samplesPerSecond")] = r.samplesPerSecond;
    root[QStringLiteral("modelLoadSeconds")] = r.loadSeconds;
    root[QStringLiteral("firstStepSinceStartSeconds")] = result.firstStepSinceStartSeconds;
    root[QStringLiteral("totalSeconds")] = r.totalSeconds;
    QJsonObject memory;
    memory[QStringLiteral("peakRssMiB")] = r.peakRssMiB;
    memory[QStringLiteral("baselineRssMiB")] = r.baselineRssMiB;
    memory[QStringLiteral("freeMiB")] = r.freeMemoryMiB;
    memory[QStringLiteral("method")] = QStringLiteral("VmHWM from /proc/self/status (RSS-based)");
    root[QStringLiteral("memory")] = memory;
    if (r.testAccuracy >= 0.0) {
        root[QStringLiteral("testAccuracy")] = r.testAccuracy;
    }
    const local::RunEstimate &e = r.estimate;
    QJsonObject estimate;
    estimate[QStringLiteral("stepsPerEpoch")] = double(e.stepsPerEpoch);
    estimate[QStringLiteral("epochs")] = e.epochs;
    estimate[QStringLiteral("cpuSeconds")] = e.cpuSeconds;
    estimate[QStringLiteral("assumedCpuToGpuFactor")] = e.cpuToGpuFactor;
    estimate[QStringLiteral("gpuSeconds")] = e.gpuSeconds;
    estimate[QStringLiteral("preferCpu")] = e.preferCpu;
    estimate[QStringLiteral("suggestedCpusPerTask")] = e.suggestedCpus;
    estimate[QStringLiteral("suggestedGpus")] = e.suggestedGpus;
    estimate[QStringLiteral("suggestedMemoryGiB")] = e.suggestedMemoryGiB;
    estimate[QStringLiteral("suggestedWalltimeMinutes")] = e.suggestedWalltimeMinutes;
    estimate[QStringLiteral("advice")] = q(e.advice);
    root[QStringLiteral("estimate")] = estimate;
    QJsonArray warnings;
    for (const auto &warning : r.warnings) {
        warnings.append(q(warning));
    }
    root[QStringLiteral("warnings")] = warnings;
    root[QStringLiteral("eventFile")] = result.eventFile;
    root[QStringLiteral("eventError")] = result.eventError;
    return root;
}

} // namespace slipway::localbridge
