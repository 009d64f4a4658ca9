#include "local/smoketestrunner.h"

#include "local/datafeed.h"
#include "local/loaddiagnostics.h"
#include "local/processmemory.h"
#include "local/runestimator.h"
#include "local/trainablemodel.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <numeric>

namespace slipway::local {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::int64_t kMaxBatch = 1 << 20;

std::string shapeText(c10::IntArrayRef shape)
{
    std::string text = "[";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        text += (i ? ", " : "") + std::to_string(shape[i]);
    }
    return text + "]";
}

std::string declaredText(const std::vector<std::int64_t> &shape)
{
    std::string text;
    for (std::size_t i = 0; i < shape.size(); ++i) {
        text += (i ? "x" : "") + std::to_string(shape[i]);
    }
    return text;
}

std::string bytesText(double bytes)
{
    const char *units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int unit = 0;
    while (bytes >= 1024.0 && unit < 5) {
        bytes /= 1024.0;
        ++unit;
    }
    char text[48];
    std::snprintf(text, sizeof text, unit == 0 ? "%.0f %s" : "%.1f %s", bytes, units[unit]);
    return text;
}

std::string ivalueSummary(const c10::IValue &value)
{
    if (value.isTensor()) {
        return "tensor " + shapeText(value.toTensor().sizes());
    }
    if (value.isTuple()) {
        return "tuple of " + std::to_string(value.toTupleRef().elements().size());
    }
    if (value.isGenericDict()) {
        return "dict";
    }
    if (value.isList()) {
        return "list";
    }
    return value.tagKind();
}

class Run
{
public:
    Run(const SmokeTestRequest &request, const ProgressCallback &progress, SmokeTestReport &report)
        : m_request(request)
        , m_progress(progress)
        , m_report(report)
        , m_start(Clock::now())
    {}

    void execute()
    {
        validate();
        setUpThreadsAndMemory();
        announce(Stage::LoadingModel, 0, 0);
        loadModel();
        makeData();
        train();
        finish();
    }

    double elapsed() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }

private:
    void announce(Stage stage, int step, int total, double loss = 0.0, int epoch = 0,
                  double accuracy = -1.0)
    {
        if (!m_progress) {
            return;
        }
        Progress progress;
        progress.stage = stage;
        progress.step = step;
        progress.totalSteps = total;
        progress.loss = loss;
        progress.epoch = epoch;
        progress.accuracy = accuracy;
        progress.elapsedSeconds = elapsed();
        if (!m_progress(progress)) {
            throw Cancelled{};
        }
    }

    void validate()
    {
        const auto &r = m_request;
        auto bad = [](const std::string &message) {
            throw RunFailure{ErrorKind::BadRequest, message, {}};
        };
        if (r.builtin == BuiltinModel::None && r.modelPath.empty()) {
            bad("No model was given: choose a built-in model or a TorchScript file (.pt).");
        }
        if (r.batchSize < 1 || r.batchSize > kMaxBatch) {
            bad("The batch size must be between 1 and " + std::to_string(kMaxBatch) + ", not " +
                std::to_string(r.batchSize) + ".");
        }
        if (r.mode == TrainingMode::OverfitOneBatch && (r.steps < 1 || r.steps > 1000000)) {
            bad("The number of steps must be between 1 and 1000000, not " +
                std::to_string(r.steps) + ".");
        }
        if (r.mode == TrainingMode::Epochs && (r.epochs < 1 || r.epochs > 10000)) {
            bad("The number of epochs must be between 1 and 10000, not " +
                std::to_string(r.epochs) + ".");
        }
        if (r.threads < 0 || r.threads > 1024) {
            bad("The number of threads must be between 1 and 1024 (0 for LibTorch's default), "
                "not " +
                std::to_string(r.threads) + ".");
        }
        if (!(r.learningRate > 0.0) || !std::isfinite(r.learningRate)) {
            bad("The learning rate must be a positive number.");
        }
        if (r.task == Task::Classification && (r.classes < 2 || r.classes > 1000000)) {
            bad("A classification task needs between 2 and 1000000 classes, not " +
                std::to_string(r.classes) + ".");
        }
        m_shapes = r.inputShapes;
        if (m_shapes.empty() && r.builtin != BuiltinModel::None) {
            m_shapes = {{1, 28, 28}};
        }
        if (m_shapes.empty()) {
            bad("No input shape was given: say what one sample looks like, e.g. 1x28x28 for a "
                "grey 28x28 image or 3x224x224 for a colour one.");
        }
        for (const auto &shape : m_shapes) {
            if (shape.empty() || shape.size() > 8) {
                bad("An input shape needs 1 to 8 dimensions (without the batch dimension).");
            }
            for (const std::int64_t dim : shape) {
                if (dim < 1 || dim > (1 << 24)) {
                    bad("Every dimension of the input shape must be between 1 and 16777216; " +
                        declaredText(shape) + " is not.");
                }
            }
        }
        if (r.data == DataSource::FashionMnist) {
            const bool image = m_shapes == std::vector<std::vector<std::int64_t>>{{1, 28, 28}};
            const bool flat = m_shapes == std::vector<std::vector<std::int64_t>>{{784}};
            if (!image && !flat) {
                bad("Fashion-MNIST gives one 1x28x28 image per sample (or 784 values "
                    "flattened), but the input shape is " +
                    declaredText(m_shapes.front()) + ". Use synthetic data for other shapes.");
            }
            if (r.task != Task::Classification || r.classes != 10) {
                bad("Fashion-MNIST is classification with 10 classes; set the task to "
                    "classification with 10 classes, or use synthetic data.");
            }
            m_flatImages = flat;
        }
    }

    void setUpThreadsAndMemory()
    {
        if (m_request.threads > 0) {
            at::set_num_threads(m_request.threads);
        }
        torch::manual_seed(m_request.seed);
        m_report.threads = at::get_num_threads();
        m_report.batchSize = m_request.batchSize;
        m_report.baselineRssMiB = ProcessMemory::currentRssMiB();
        m_report.freeMemoryMiB = ProcessMemory::availableMiB();
        if (!ProcessMemory::resetPeak()) {
            m_report.warnings.push_back(
                "The peak memory could not be reset, so it includes what the program used "
                "before this run.");
        }
        // The inputs of one batch, their gradients' worth of activations, and a copy for the
        // data: a lower bound that catches impossible batch sizes before anything allocates.
        double inputBytes = 0.0;
        for (const auto &shape : m_shapes) {
            inputBytes += 4.0 * double(m_request.batchSize) *
                          std::accumulate(shape.begin(), shape.end(), 1.0,
                                          [](double a, std::int64_t b) { return a * double(b); });
        }
        const double freeBytes = m_report.freeMemoryMiB * 1024.0 * 1024.0;
        if (freeBytes > 0.0 && inputBytes * 3.0 > freeBytes) {
            throw RunFailure{ErrorKind::OutOfMemory,
                             "The run needs more memory than is free: one batch of " +
                                 std::to_string(m_request.batchSize) + " inputs alone is " +
                                 bytesText(inputBytes) + " (at least " +
                                 bytesText(inputBytes * 3.0) + " with its activations), and " +
                                 bytesText(freeBytes) +
                                 " is available on this computer. Use a smaller batch size.",
                             {}};
        }
    }

    void loadModel()
    {
        const auto loadStart = Clock::now();
        if (m_request.builtin != BuiltinModel::None) {
            std::string error;
            m_model = TrainableModel::builtin(m_request.builtin, m_shapes.front(),
                                              m_request.classes, error);
            if (!m_model) {
                throw RunFailure{
                    ErrorKind::BadRequest, "The settings do not fit: " + error + ".", {}};
            }
            if (m_shapes.size() != 1) {
                throw RunFailure{ErrorKind::BadRequest,
                                 "The built-in models take one input, but " +
                                     std::to_string(m_shapes.size()) + " shapes were given.",
                                 {}};
            }
        } else {
            const ArchiveInfo info = LoadDiagnostics::inspect(m_request.modelPath);
            try {
                m_model = TrainableModel::load(m_request.modelPath);
            } catch (const std::exception &error) {
                throw LoadDiagnostics::loadFailure(m_request.modelPath, info, errorText(error));
            }
        }
        m_report.modelName = m_model->name();
        m_report.loadSeconds = std::chrono::duration<double>(Clock::now() - loadStart).count();

        for (const auto &[name, parameter] : m_model->namedParameters()) {
            m_report.parameterCount += parameter.numel();
            if (parameter.requires_grad()) {
                m_report.trainableParameterCount += parameter.numel();
                m_trainable.push_back(parameter);
            }
        }
        if (m_trainable.empty()) {
            throw RunFailure{ErrorKind::BadOutput,
                             "The model has no trainable parameters (none requires a gradient), "
                             "so there is nothing to train. Was it saved after "
                             "requires_grad_(False) or under torch.no_grad()?",
                             {}};
        }
    }

    void makeData()
    {
        const bool classify = m_request.task == Task::Classification;
        const std::int64_t batch = m_request.batchSize;
        if (m_request.data == DataSource::FashionMnist) {
            m_feed = std::make_unique<FashionMnistFeed>(m_request.dataDir, batch, m_flatImages,
                                                        m_request.mode == TrainingMode::Epochs);
            if (m_feed->size() < batch) {
                throw RunFailure{ErrorKind::BadRequest,
                                 "The batch size (" + std::to_string(batch) +
                                     ") is larger than the data set (" +
                                     std::to_string(m_feed->size()) + " samples).",
                                 {}};
            }
        } else {
            m_feed = std::make_unique<SyntheticFeed>(
                m_shapes, batch, classify, m_request.classes,
                std::max<std::int64_t>(batch, m_request.datasetSize));
        }
        m_report.dataDescription = m_feed->description();
    }

    c10::IValue forward(const Batch &batch, int step)
    {
        std::vector<c10::IValue> inputs(batch.inputs.begin(), batch.inputs.end());
        try {
            return m_model->forward(std::move(inputs));
        } catch (const std::exception &error) {
            const std::string text = errorText(error);
            if (isAllocationFailure(text)) {
                throw outOfMemory(text, "forward()");
            }
            std::string shapes;
            for (const auto &input : batch.inputs) {
                shapes += (shapes.empty() ? "" : ", ") + shapeText(input.sizes());
            }
            throw RunFailure{
                ErrorKind::ForwardFailed,
                "forward() failed " +
                    (step == 1 ? std::string() : "at step " + std::to_string(step) + " ") +
                    "for input " + shapes + " (batch " + std::to_string(m_request.batchSize) +
                    " of " + declaredShapes() + "): " + essentialMessage(text),
                text};
        }
    }

    std::string declaredShapes() const
    {
        std::string text;
        for (const auto &shape : m_shapes) {
            text += (text.empty() ? "" : ", ") + declaredText(shape);
        }
        return text;
    }

    RunFailure outOfMemory(const std::string &text, const std::string &where) const
    {
        const double wanted = requestedBytes(text);
        const double freeBytes = ProcessMemory::availableMiB() * 1024.0 * 1024.0;
        return RunFailure{ErrorKind::OutOfMemory,
                          "The model needs more memory than is free: " + where + " at batch " +
                              std::to_string(m_request.batchSize) +
                              (wanted > 0.0 ? " tried to allocate " + bytesText(wanted)
                                            : std::string(" ran out of memory")) +
                              ", and " + bytesText(freeBytes) +
                              " is available on this computer. Try a smaller batch size or a "
                              "smaller model; on the cluster, ask for more memory.",
                          text};
    }

    torch::Tensor checkedOutput(const c10::IValue &output, Batch &batch)
    {
        if (output.isTuple() || output.isList()) {
            std::vector<c10::IValue> items;
            if (output.isTuple()) {
                const auto &elements = output.toTupleRef().elements();
                items.assign(elements.begin(), elements.end());
            } else {
                const auto list = output.toList();
                for (std::size_t i = 0; i < list.size(); ++i) {
                    items.push_back(list.get(i));
                }
            }
            std::string parts;
            for (const auto &item : items) {
                parts += (parts.empty() ? "" : ", ") + ivalueSummary(item);
            }
            throw RunFailure{ErrorKind::BadOutput,
                             std::string("forward() returns a ") +
                                 (output.isTuple() ? "tuple" : "list") + " of " +
                                 std::to_string(items.size()) + " values (" + parts +
                                 "), but training needs one tensor of predictions. Return only "
                                 "the predictions from forward() (for example return logits, "
                                 "not (logits, features)), and compute anything else in a "
                                 "separate method.",
                             {}};
        }
        if (output.isGenericDict()) {
            std::string keys;
            for (const auto &item : output.toGenericDict()) {
                const std::string key = item.key().isString() ? "'" + item.key().toStringRef() + "'"
                                                              : item.key().tagKind();
                keys += (keys.empty() ? "" : ", ") + key + ": " + ivalueSummary(item.value());
            }
            throw RunFailure{ErrorKind::BadOutput,
                             "forward() returns a dict {" + keys +
                                 "}, but training needs one tensor of predictions. Return the "
                                 "predictions tensor itself from forward().",
                             {}};
        }
        if (!output.isTensor()) {
            throw RunFailure{ErrorKind::BadOutput,
                             "forward() returns a " + ivalueSummary(output) +
                                 ", but training needs one tensor of predictions.",
                             {}};
        }
        torch::Tensor tensor = output.toTensor();
        const std::int64_t batchSize = batch.inputs.front().size(0);
        if (m_request.task == Task::Classification) {
            const std::string expected =
                "[" + std::to_string(batchSize) + ", " + std::to_string(m_request.classes) + "]";
            if (tensor.dim() != 2 || tensor.size(0) != batchSize ||
                tensor.size(1) != m_request.classes) {
                throw RunFailure{ErrorKind::BadOutput,
                                 "forward() returns a tensor of shape " +
                                     shapeText(tensor.sizes()) + ", but classification with " +
                                     std::to_string(m_request.classes) + " classes needs " +
                                     expected + " (one row of class scores per sample)." +
                                     (tensor.dim() > 2 ? " Flatten the output, e.g. "
                                                         "x.flatten(1), before the last layer."
                                                       : ""),
                                 {}};
            }
            if (!tensor.is_floating_point()) {
                throw RunFailure{ErrorKind::BadOutput,
                                 "forward() returns integers; classification needs floating-"
                                 "point class scores.",
                                 {}};
            }
        } else {
            if (tensor.dim() < 1 || tensor.size(0) != batchSize || !tensor.is_floating_point()) {
                throw RunFailure{ErrorKind::BadOutput,
                                 "forward() returns a tensor of shape " +
                                     shapeText(tensor.sizes()) +
                                     ", but regression needs floating-point predictions with the "
                                     "batch (" +
                                     std::to_string(batchSize) + ") as the first dimension.",
                                 {}};
            }
            if (!batch.targets.defined()) {
                batch.targets = torch::randn(tensor.sizes());
            }
        }
        return tensor;
    }

    torch::Tensor loss(const torch::Tensor &output, const torch::Tensor &targets)
    {
        if (m_request.task == Task::Regression) {
            m_report.lossFunction = "mse_loss";
            return torch::mse_loss(output, targets.to(output.dtype()));
        }
        if (m_report.lossFunction.empty()) {
            // log_softmax output: every row is a log-probability distribution.
            torch::NoGradGuard noGrad;
            const bool logProbabilities =
                output.le(1e-4).all().item<bool>() &&
                output.exp().sum(1).sub(1.0).abs().max().item<double>() < 1e-3;
            m_report.lossFunction = logProbabilities ? "nll_loss" : "cross_entropy";
        }
        return m_report.lossFunction == "nll_loss"
                   ? torch::nll_loss(output, targets)
                   : torch::nn::functional::cross_entropy(output, targets);
    }

    void train()
    {
        m_model->setTraining(true);
        const bool overfit = m_request.mode == TrainingMode::OverfitOneBatch;
        // Over-fitting one batch is the classic "can it learn at all" check: Adam at its usual
        // learning rate, and from the second step on with dropout and batch-norm statistics
        // off (eval mode), so regularisation noise cannot hide whether the loss falls. The
        // first step runs in training mode: that is where forward, the output and the
        // gradients are checked. Real training (Epochs) uses SGD as asked, in training mode.
        std::unique_ptr<torch::optim::Optimizer> optimizer;
        if (overfit) {
            optimizer =
                std::make_unique<torch::optim::Adam>(m_trainable, torch::optim::AdamOptions(1e-3));
        } else {
            optimizer = std::make_unique<torch::optim::SGD>(
                m_trainable,
                torch::optim::SGDOptions(m_request.learningRate).momentum(m_request.momentum));
        }

        const std::int64_t stepsPerEpoch =
            std::max<std::int64_t>(1, m_feed->size() / m_request.batchSize);
        int totalSteps = m_request.steps;
        int epochs = 1;
        if (!overfit) {
            epochs = m_request.epochs;
            const std::int64_t all = stepsPerEpoch * epochs;
            totalSteps = int(m_request.steps > 0 ? std::min<std::int64_t>(all, m_request.steps)
                                                 : std::min<std::int64_t>(all, 1 << 30));
        }

        Batch fixed;
        if (overfit) {
            fixed = m_feed->batch(0);
        }
        announce(Stage::CheckingForward, 0, totalSteps);

        std::vector<double> stepSeconds;
        stepSeconds.reserve(std::size_t(totalSteps));
        int step = 0;
        for (int epoch = 1; epoch <= epochs && step < totalSteps; ++epoch) {
            if (!overfit) {
                m_feed->shuffle();
            }
            for (std::int64_t index = 0;
                 index < (overfit ? totalSteps : stepsPerEpoch) && step < totalSteps; ++index) {
                const auto stepStart = Clock::now();
                ++step;
                Batch batch = overfit ? fixed : m_feed->batch(index);
                optimizer->zero_grad();
                const c10::IValue raw = forward(batch, step);
                const torch::Tensor output = checkedOutput(raw, batch);
                if (overfit && !fixed.targets.defined()) {
                    fixed.targets = batch.targets;
                }
                if (step == 1) {
                    m_report.forwardOk = true;
                    for (const auto &input : batch.inputs) {
                        m_report.inputShapes.push_back(input.sizes().vec());
                    }
                    m_report.outputShape = output.sizes().vec();
                    announce(Stage::Training, 0, totalSteps);
                }
                const torch::Tensor value = loss(output, batch.targets);
                const double lossValue = value.item<double>();
                if (!std::isfinite(lossValue)) {
                    std::string before = m_report.losses.empty()
                                             ? "at the first step"
                                             : "at step " + std::to_string(step) +
                                                   " (the step before it had " +
                                                   std::to_string(m_report.losses.back()) + ")";
                    throw RunFailure{
                        ErrorKind::NonFiniteLoss,
                        std::string("The loss became ") +
                            (std::isnan(lossValue) ? "NaN" : "infinite") + " " + before +
                            ". Common causes: a learning rate that is too high, log() or a "
                            "division of zero inside the model, or inputs that contain NaN.",
                        {}};
                }
                try {
                    value.backward();
                } catch (const std::exception &error) {
                    const std::string text = errorText(error);
                    if (isAllocationFailure(text)) {
                        throw outOfMemory(text, "backward()");
                    }
                    throw RunFailure{ErrorKind::Internal,
                                     "backward() failed: " + essentialMessage(text), text};
                }
                if (step == 1) {
                    for (const auto &[name, parameter] : m_model->namedParameters()) {
                        if (parameter.requires_grad() && !parameter.grad().defined()) {
                            m_report.parametersWithoutGradient.push_back(name);
                        }
                    }
                }
                optimizer->step();
                if (overfit && step == 1) {
                    m_model->setTraining(false);
                }
                m_report.losses.push_back(lossValue);
                m_report.stepsRun = step;
                stepSeconds.push_back(
                    std::chrono::duration<double>(Clock::now() - stepStart).count());
                if (step == 1) {
                    m_report.firstStepSeconds = elapsed();
                }
                announce(Stage::Training, step, totalSteps, lossValue, overfit ? 0 : epoch);
            }
            if (!overfit && m_feed->hasTestSet()) {
                evaluate(epoch, step, totalSteps);
            }
        }

        std::vector<double> timed(stepSeconds.begin() + (stepSeconds.size() > 1 ? 1 : 0),
                                  stepSeconds.end());
        if (!timed.empty()) {
            std::nth_element(timed.begin(), timed.begin() + long(timed.size() / 2), timed.end());
            m_report.secondsPerStep = timed[timed.size() / 2];
            m_report.stepsPerSecond = 1.0 / m_report.secondsPerStep;
            m_report.samplesPerSecond = m_report.stepsPerSecond * m_request.batchSize;
        }
    }

    void evaluate(int epoch, int step, int totalSteps)
    {
        announce(Stage::Evaluating, step, totalSteps, 0.0, epoch);
        torch::NoGradGuard noGrad;
        m_model->setTraining(false);
        std::int64_t correct = 0;
        const std::int64_t total = m_feed->testSize();
        for (std::int64_t start = 0; start < total; start += 1000) {
            Batch batch = m_feed->testBatch(start, std::min<std::int64_t>(1000, total - start));
            std::vector<c10::IValue> inputs(batch.inputs.begin(), batch.inputs.end());
            const torch::Tensor output = m_model->forward(std::move(inputs)).toTensor();
            correct += output.argmax(1).eq(batch.targets).sum().item<std::int64_t>();
        }
        m_model->setTraining(true);
        m_report.testAccuracy = total > 0 ? double(correct) / double(total) : -1.0;
        announce(Stage::Evaluating, step, totalSteps,
                 m_report.losses.empty() ? 0.0 : m_report.losses.back(), epoch,
                 m_report.testAccuracy);
    }

    void finish()
    {
        const auto &losses = m_report.losses;
        m_report.lossFinite = !losses.empty();
        const std::size_t n = losses.size();
        if (n >= 2) {
            const std::size_t k = std::max<std::size_t>(1, n / 5);
            const double first =
                std::accumulate(losses.begin(), losses.begin() + long(k), 0.0) / double(k);
            const double last =
                std::accumulate(losses.end() - long(k), losses.end(), 0.0) / double(k);
            m_report.lossFalling = last < first * 0.9;
        }
        if (n < 5) {
            m_report.warnings.push_back("With fewer than 5 steps the loss trend means little.");
        }
        if (!m_report.parametersWithoutGradient.empty()) {
            m_report.warnings.push_back(
                std::to_string(m_report.parametersWithoutGradient.size()) +
                " parameter(s) got no gradient: they are not used in forward(). Remove them, or "
                "DistributedDataParallel will hang waiting for their gradients unless it is "
                "created with find_unused_parameters=True.");
        }
        m_report.peakRssMiB = ProcessMemory::peakRssMiB();

        EstimateInput input;
        input.stepsPerSecond = m_report.stepsPerSecond;
        input.threads = m_report.threads;
        input.batchSize = m_request.batchSize;
        input.datasetSize = m_request.datasetSize;
        input.epochs = m_request.plannedEpochs;
        input.cpuToGpuFactor = m_request.cpuToGpuFactor;
        input.parameterCount = m_report.parameterCount;
        input.runMemoryMiB = m_report.peakRssMiB - m_report.baselineRssMiB;
        m_report.estimate = RunEstimator::estimate(input);

        m_report.ok = m_report.forwardOk && m_report.lossFinite && m_report.lossFalling &&
                      m_report.parametersWithoutGradient.empty();
    }

    const SmokeTestRequest &m_request;
    const ProgressCallback &m_progress;
    SmokeTestReport &m_report;
    Clock::time_point m_start;
    std::vector<std::vector<std::int64_t>> m_shapes;
    bool m_flatImages = false;
    std::unique_ptr<TrainableModel> m_model;
    std::vector<torch::Tensor> m_trainable;
    std::unique_ptr<DataFeed> m_feed;
};

} // namespace

SmokeTestReport SmokeTestRunner::run(const SmokeTestRequest &request,
                                     const ProgressCallback &progress)
{
    SmokeTestReport report;
    report.mode = request.mode;
    report.modelName = request.builtin == BuiltinModel::MnistCnn ? "mnist-cnn"
                       : request.builtin == BuiltinModel::Mlp
                           ? "mlp"
                           : std::filesystem::path(request.modelPath).filename().string();
    Run run(request, progress, report);
    try {
        run.execute();
    } catch (const Cancelled &) {
        report.cancelled = true;
        report.ok = false;
    } catch (const RunFailure &failure) {
        report.ok = false;
        report.error = failure.kind;
        report.errorMessage = failure.message;
        report.errorDetails = failure.details;
    } catch (const std::bad_alloc &) {
        report.ok = false;
        report.error = ErrorKind::OutOfMemory;
        report.errorMessage = "The run needs more memory than is free on this computer. Try a "
                              "smaller batch size or a smaller model.";
    } catch (const std::exception &error) {
        const std::string text = errorText(error);
        report.ok = false;
        report.error = isAllocationFailure(text) ? ErrorKind::OutOfMemory : ErrorKind::Internal;
        report.errorMessage = "LibTorch stopped the run: " + essentialMessage(text);
        report.errorDetails = text;
    } catch (...) {
        report.ok = false;
        report.error = ErrorKind::Internal;
        report.errorMessage = "LibTorch stopped the run with an unknown error.";
    }
    if (report.peakRssMiB == 0.0) {
        report.peakRssMiB = ProcessMemory::peakRssMiB();
    }
    report.totalSeconds = run.elapsed();
    return report;
}

} // namespace slipway::local
