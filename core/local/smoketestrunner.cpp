#include "local/smoketestrunner.h"

#include "local/archiveinspector.h"
#include "local/idxreader.h"
#include "local/processmemory.h"
#include "local/runestimator.h"
#include "local/trainablemodel.h"

#include <caffe2/serialize/versions.h>
#include <torch/version.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <numeric>
#include <regex>
#include <sstream>

namespace slipway::local {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::int64_t kMaxBatch = 1 << 20;
constexpr double kFashionMean = 0.2860;
constexpr double kFashionStd = 0.3530;

// Thrown inside the run to end it with a specific, already-worded error.
struct RunFailure
{
    ErrorKind kind;
    std::string message;
    std::string details;
};

struct Cancelled
{
};

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

// LibTorch's messages carry a TorchScript traceback and a C++ backtrace; the line a person
// needs is the last "SomethingError: ..." line, or else the first line.
std::string essentialMessage(const std::string &what)
{
    std::istringstream lines(what);
    std::string line;
    std::string first;
    std::string lastError;
    static const std::regex errorLine(R"(^\s*(\w+Error|Exception): (.*)$)");
    while (std::getline(lines, line)) {
        if (first.empty() && !line.empty()) {
            first = line;
        }
        std::smatch match;
        if (std::regex_match(line, match, errorLine)) {
            lastError = match[2].str();
        }
    }
    std::string result = lastError.empty() ? first : lastError;
    const auto backtrace = result.find("Exception raised from");
    if (backtrace != std::string::npos) {
        result.erase(backtrace);
    }
    while (!result.empty() && (result.back() == ' ' || result.back() == '\n')) {
        result.pop_back();
    }
    return result;
}

std::string errorText(const std::exception &error)
{
    if (const auto *c10Error = dynamic_cast<const c10::Error *>(&error)) {
        return c10Error->what_without_backtrace();
    }
    return error.what();
}

bool isAllocationFailure(const std::string &text)
{
    return text.find("not enough memory") != std::string::npos ||
           text.find("can't allocate memory") != std::string::npos ||
           text.find("std::bad_alloc") != std::string::npos;
}

double requestedBytes(const std::string &text)
{
    static const std::regex allocate(R"(allocate (\d+) bytes)");
    std::smatch match;
    if (std::regex_search(text, match, allocate)) {
        return std::stod(match[1].str());
    }
    return 0.0;
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

struct Batch
{
    std::vector<torch::Tensor> inputs;
    torch::Tensor targets; // undefined for synthetic regression until the output shape is known
};

class DataFeed
{
public:
    virtual ~DataFeed() = default;
    virtual std::string description() const = 0;
    virtual std::int64_t size() const = 0;
    virtual Batch batch(std::int64_t index) = 0; // index-th batch of the current epoch
    virtual void shuffle() {}
    virtual bool hasTestSet() const { return false; }
    virtual Batch testBatch(std::int64_t, std::int64_t) { return {}; }
    virtual std::int64_t testSize() const { return 0; }
};

class SyntheticFeed final : public DataFeed
{
public:
    SyntheticFeed(std::vector<std::vector<std::int64_t>> shapes, std::int64_t batch, bool classify,
                  int classes, std::int64_t datasetSize)
        : m_shapes(std::move(shapes))
        , m_batch(batch)
        , m_classify(classify)
        , m_classes(classes)
        , m_size(datasetSize)
    {}

    std::string description() const override
    {
        return m_classify ? "synthetic: normal random inputs, uniform random class labels"
                          : "synthetic: normal random inputs and targets";
    }
    std::int64_t size() const override { return m_size; }

    Batch batch(std::int64_t) override
    {
        Batch result;
        for (const auto &shape : m_shapes) {
            std::vector<std::int64_t> full{m_batch};
            full.insert(full.end(), shape.begin(), shape.end());
            result.inputs.push_back(torch::randn(full));
        }
        if (m_classify) {
            result.targets = torch::randint(m_classes, {m_batch}, torch::kLong);
        }
        return result;
    }

private:
    std::vector<std::vector<std::int64_t>> m_shapes;
    std::int64_t m_batch;
    bool m_classify;
    int m_classes;
    std::int64_t m_size;
};

class FashionMnistFeed final : public DataFeed
{
public:
    FashionMnistFeed(const std::string &dir, std::int64_t batch, bool flat, bool withTestSet)
        : m_batch(batch)
        , m_flat(flat)
    {
        m_train = loadPair(dir, "train");
        if (withTestSet) {
            const std::filesystem::path test =
                std::filesystem::path(dir) / "t10k-images-idx3-ubyte.gz";
            if (std::filesystem::exists(test)) {
                m_test = loadPair(dir, "t10k");
            }
        }
        m_order = torch::arange(m_train.first.size(0), torch::kLong);
    }

    std::string description() const override
    {
        return "Fashion-MNIST (" + std::to_string(m_train.first.size(0)) +
               " training images, idx files)";
    }
    std::int64_t size() const override { return m_train.first.size(0); }

    void shuffle() override { m_order = torch::randperm(size(), torch::kLong); }

    Batch batch(std::int64_t index) override
    {
        const std::int64_t start = (index * m_batch) % std::max<std::int64_t>(1, size());
        auto indices = m_order.narrow(0, start, std::min(m_batch, size() - start));
        return make(m_train, indices);
    }

    bool hasTestSet() const override { return m_test.first.defined(); }
    std::int64_t testSize() const override { return hasTestSet() ? m_test.first.size(0) : 0; }
    Batch testBatch(std::int64_t start, std::int64_t count) override
    {
        return make(m_test, torch::arange(start, start + count, torch::kLong));
    }

private:
    using Pair = std::pair<torch::Tensor, torch::Tensor>;

    static Pair loadPair(const std::string &dir, const std::string &stem)
    {
        const auto base = std::filesystem::path(dir);
        IdxData images;
        IdxData labels;
        std::string error;
        if (!IdxReader::read((base / (stem + "-images-idx3-ubyte.gz")).string(), images, error) ||
            !IdxReader::read((base / (stem + "-labels-idx1-ubyte.gz")).string(), labels, error)) {
            throw RunFailure{ErrorKind::DataMissing,
                             "Fashion-MNIST could not be read: " + error +
                                 ". On Debian: apt install dataset-fashion-mnist, or choose "
                                 "synthetic data.",
                             {}};
        }
        if (images.dims.size() != 3 || images.dims[1] != 28 || images.dims[2] != 28 ||
            labels.dims.size() != 1 || labels.dims[0] != images.dims[0]) {
            throw RunFailure{ErrorKind::DataMissing,
                             "the Fashion-MNIST files in " + dir +
                                 " do not hold 28x28 images with one label each",
                             {}};
        }
        auto imageTensor =
            torch::from_blob(images.bytes.data(), {images.dims[0], 1, 28, 28}, torch::kUInt8)
                .clone();
        auto labelTensor =
            torch::from_blob(labels.bytes.data(), {labels.dims[0]}, torch::kUInt8).to(torch::kLong);
        return {imageTensor, labelTensor};
    }

    Batch make(const Pair &data, const torch::Tensor &indices) const
    {
        Batch result;
        // (x / 255 - mean) / std in two in-place passes over the batch.
        auto images = data.first.index_select(0, indices).to(torch::kFloat);
        images.mul_(1.0 / (255.0 * kFashionStd)).sub_(kFashionMean / kFashionStd);
        if (m_flat) {
            images = images.flatten(1);
        }
        result.inputs.push_back(images);
        result.targets = data.second.index_select(0, indices);
        return result;
    }

    std::int64_t m_batch;
    bool m_flat;
    Pair m_train;
    Pair m_test;
    torch::Tensor m_order;
};

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
            const ArchiveInfo info = inspectFile();
            try {
                m_model = TrainableModel::load(m_request.modelPath);
            } catch (const std::exception &error) {
                const std::string text = errorText(error);
                if (text.find("maximum supported version") != std::string::npos) {
                    throw RunFailure{ErrorKind::TooNew, tooNewMessage(info), text};
                }
                if (const std::string op = unknownOperator(text); !op.empty()) {
                    throw unknownOperatorFailure(op, info, text);
                }
                std::string reason = essentialMessage(text);
                if (const std::string hint = newerWriterHint(info); !hint.empty()) {
                    reason += (!reason.empty() && reason.back() == '.' ? " " : ". ") + hint;
                }
                throw RunFailure{ErrorKind::LoadFailed,
                                 "LibTorch " TORCH_VERSION " could not load " +
                                     m_request.modelPath + ": " + reason,
                                 text};
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

    // What the archive says about the PyTorch that wrote it; the table behind it is in
    // docs/local.md ("Which PyTorch wrote a model file").
    static std::string writerEvidence(const ArchiveInfo &info)
    {
        std::string evidence =
            info.version >= 0 ? "archive format " + std::to_string(info.version) : std::string();
        if (info.hasSerializationId) {
            evidence += (evidence.empty() ? "" : ", with ") +
                        std::string("a `.data/serialization_id` record");
        }
        return evidence;
    }

    static std::string readableFormats()
    {
        return "Slipway's LibTorch " TORCH_VERSION " reads archive formats " +
               std::to_string(caffe2::serialize::kMinSupportedFileFormatVersion) + " to " +
               std::to_string(caffe2::serialize::kMaxSupportedFileFormatVersion) +
               ", as written by PyTorch up to 1.13";
    }

    static std::string saveAgain()
    {
        return "Save it again with PyTorch 1.13 (e.g. Debian's python3-torch), or use a Slipway "
               "built with a newer LibTorch.";
    }

    std::string tooNewMessage(const ArchiveInfo &info) const
    {
        const auto newest = std::int64_t(caffe2::serialize::kMaxSupportedFileFormatVersion);
        const std::string evidence = writerEvidence(info);
        std::string text = m_request.modelPath;
        if (info.hasSerializationId) {
            text += " was saved by PyTorch 2.1 or newer (" + evidence + "); ";
        } else if (!evidence.empty()) {
            text += " was saved by a newer PyTorch than Slipway's LibTorch can read (" + evidence +
                    "); ";
        } else {
            text += " was saved by a newer PyTorch than Slipway's LibTorch can read (its archive "
                    "format is newer than this build understands); ";
        }
        text += readableFormats() + ".";
        if (info.version > newest) {
            text += " No PyTorch release Slipway knows of writes archive format " +
                    std::to_string(info.version) +
                    " (the newest in the PyTorch sources Slipway's table was checked against, 1.13 "
                    "and 2.x, is " +
                    std::to_string(newest) + "), so the exact release is unknown.";
        }
        return text + " " + saveAgain();
    }

    // For a file LibTorch could read by its format number but still refused.
    static std::string newerWriterHint(const ArchiveInfo &info)
    {
        if (!info.hasSerializationId) {
            return {};
        }
        return "The file was saved by PyTorch 2.1 or newer (" + writerEvidence(info) +
               "), which is the likely reason. " + saveAgain();
    }

    // "Unknown builtin op: aten::rms_norm." -> "aten::rms_norm"
    static std::string unknownOperator(const std::string &text)
    {
        static const std::regex pattern(R"(Unknown builtin op: ([A-Za-z_][\w]*::[\w.]+?)\.?\s)");
        std::smatch match;
        if (std::regex_search(text, match, pattern)) {
            return match[1].str();
        }
        return {};
    }

    RunFailure unknownOperatorFailure(const std::string &op, const ArchiveInfo &info,
                                      const std::string &text) const
    {
        const std::string ns = op.substr(0, op.find("::"));
        if (ns == "aten" || ns == "prim") {
            return RunFailure{
                ErrorKind::TooNew,
                m_request.modelPath + " uses the operator " + op +
                    ", which LibTorch " TORCH_VERSION
                    " does not have: it was added to PyTorch after 1.13, so the model was saved "
                    "by a newer PyTorch" +
                    (info.hasSerializationId ? " (its `.data/serialization_id` record says "
                                               "PyTorch 2.1 or newer)"
                                             : "") +
                    ". Save it again with PyTorch 1.13 without " + op +
                    ", or use a Slipway built with a newer LibTorch.",
                text};
        }
        return RunFailure{ErrorKind::LoadFailed,
                          m_request.modelPath + " uses the operator " + op +
                              ", which is not part of PyTorch: it comes from an extension "
                              "library (the `" +
                              ns +
                              "` namespace, e.g. torchvision's or a custom C++ operator), and "
                              "Slipway's LibTorch loads no extension libraries. Save the model "
                              "without it to smoke-test it here.",
                          text};
    }

    ArchiveInfo inspectFile()
    {
        const std::string &path = m_request.modelPath;
        const ArchiveInfo info = ArchiveInspector::inspect(path);
        const std::string howTo =
            " Save the model as TorchScript: torch.jit.script(model).save(\"model.pt\") (or "
            "torch.jit.trace(model, example).save(...)).";
        switch (info.kind) {
        case ArchiveInfo::Kind::Unreadable:
            throw RunFailure{ErrorKind::FileNotFound,
                             "The model file " + path + " cannot be read: " + info.error + ".",
                             {}};
        case ArchiveInfo::Kind::NotZip:
            throw RunFailure{ErrorKind::NotTorchScript,
                             path +
                                 " is not a TorchScript archive (it is not a zip archive with "
                                 "PyTorch records)." +
                                 howTo,
                             info.error};
        case ArchiveInfo::Kind::LegacyPickle:
            throw RunFailure{ErrorKind::NotTorchScript,
                             path +
                                 " was written with torch.save in the old pickle format: it "
                                 "holds Python objects, not a model LibTorch can run." +
                                 howTo,
                             {}};
        case ArchiveInfo::Kind::Checkpoint:
            throw RunFailure{ErrorKind::NotTorchScript,
                             path +
                                 " was written with torch.save (a state_dict or a pickled "
                                 "model): it has the weights but not the model's code, which "
                                 "LibTorch needs." +
                                 howTo,
                             {}};
        case ArchiveInfo::Kind::CorruptZip:
            throw RunFailure{ErrorKind::NotTorchScript,
                             path + " starts like a TorchScript archive but is damaged: " +
                                 info.error + ". Was the file copied completely?",
                             info.error};
        case ArchiveInfo::Kind::TorchScript:
            break;
        }
        if (info.version > std::int64_t(caffe2::serialize::kMaxSupportedFileFormatVersion)) {
            throw RunFailure{ErrorKind::TooNew, tooNewMessage(info), {}};
        }
        return info;
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
