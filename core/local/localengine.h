#pragma once

// The interface between Slipway and its LibTorch module. Plain C++ only: this header is
// included by the module (with torch) and by core/localbridge (with Qt), never both at once.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace slipway::local {

// Bumped whenever anything in this header changes shape; the loader refuses a module built
// against another version instead of crashing on a mismatched vtable.
inline constexpr int kApiVersion = 2;

struct EngineInfo
{
    std::string libtorchVersion; // e.g. "1.13.1"
    int intraOpThreads = 0;      // at::get_num_threads() when the module loaded
    bool cudaAvailable = false;
    int maxArchiveVersion = 0; // the newest TorchScript file format version this build reads
};

struct SelfCheckResult
{
    bool ok = false;
    std::string message; // what was computed, or what went wrong
};

// Models the module can build itself, without a file.
enum class BuiltinModel {
    None,     // use SmokeTestRequest::modelPath
    MnistCnn, // conv 1->10 k5, conv 10->20 k5, dropout, fc 320->50, fc 50->10, log-softmax
    Mlp,      // flatten, fc in->128, ReLU, fc 128->64, ReLU, fc 64->classes, log-softmax
};

enum class Task {
    Classification, // output [batch, classes]; targets are class indices
    Regression,     // targets have the output's shape; mean squared error
};

enum class DataSource {
    Synthetic,    // random inputs and targets from a fixed seed
    FashionMnist, // idx files (train-*-ubyte.gz) from SmokeTestRequest::dataDir
};

enum class TrainingMode {
    OverfitOneBatch, // the smoke test: the same batch every step, so the loss must fall
    Epochs,          // real training: shuffled batches over the whole data set
};

struct SmokeTestRequest
{
    std::string modelPath;                     // a TorchScript file (torch.jit.script / trace)
    BuiltinModel builtin = BuiltinModel::None; // when set, modelPath is ignored
    // One shape per forward() argument, each without the batch dimension, e.g. {{1, 28, 28}}.
    std::vector<std::vector<std::int64_t>> inputShapes;
    Task task = Task::Classification;
    int classes = 10;
    DataSource data = DataSource::Synthetic;
    std::string dataDir; // holds the Fashion-MNIST idx files
    TrainingMode mode = TrainingMode::OverfitOneBatch;
    int batchSize = 64;
    int steps = 50;  // OverfitOneBatch: number of steps; Epochs: a cap (0 = no cap)
    int epochs = 1;  // Epochs mode only
    int threads = 0; // intra-op threads; 0 keeps LibTorch's default
    double learningRate = 0.01;
    double momentum = 0.9;
    std::uint64_t seed = 1;

    // For the estimate of the real run on the cluster.
    std::int64_t datasetSize = 60000; // training samples per epoch
    int plannedEpochs = 10;
    double cpuToGpuFactor = 10.0; // assumed speed-up of one GPU over the measured CPU threads
};

enum class Stage {
    LoadingModel,
    CheckingForward,
    Training,
    Evaluating,
};

// Passed to the progress callback after every step (and once when a stage begins, with
// step 0). Returning false from the callback cancels the run at that point.
struct Progress
{
    Stage stage = Stage::LoadingModel;
    int step = 0;       // 1-based, 0 when a stage begins
    int totalSteps = 0; // known ahead of time
    int epoch = 0;      // 1-based in Epochs mode
    double loss = 0.0;
    double accuracy = -1.0;      // Evaluating only: test accuracy in [0, 1]
    double elapsedSeconds = 0.0; // since the run started
};
using ProgressCallback = std::function<bool(const Progress &)>;

enum class ErrorKind {
    None,
    BadRequest,     // the settings themselves are impossible (zero batch, no shape, ...)
    FileNotFound,   // the model file does not exist or cannot be read
    NotTorchScript, // not a TorchScript archive (a state_dict, a pickled model, anything)
    TooNew,         // written by a newer PyTorch than this LibTorch reads
    LoadFailed,     // a TorchScript archive LibTorch could not load for another reason
    ForwardFailed,  // forward() threw for the declared input shapes
    BadOutput,      // forward() returned a tuple, a dict, or a tensor of the wrong shape
    NonFiniteLoss,  // the loss became NaN or infinite
    OutOfMemory,    // the run needs more memory than is free
    DataMissing,    // Fashion-MNIST asked for but not found or unreadable
    Internal,       // anything else LibTorch threw
};

// What the numbers mean for a run on the cluster.
struct RunEstimate
{
    std::int64_t stepsPerEpoch = 0;
    int epochs = 0;
    double cpuSeconds = 0.0;     // steps x epochs / measured steps per second
    double cpuToGpuFactor = 0.0; // assumed, not measured: labelled so in every output
    double gpuSeconds = 0.0;     // cpuSeconds / cpuToGpuFactor
    bool preferCpu = false;      // the Alliance advice: small models belong on CPUs
    int suggestedCpus = 1;
    int suggestedGpus = 0;
    int suggestedMemoryGiB = 1;
    int suggestedWalltimeMinutes = 0;
    std::string advice; // plain-language reasoning behind the suggestion
};

struct SmokeTestReport
{
    bool ok = false;        // every check passed
    bool cancelled = false; // the callback asked to stop
    ErrorKind error = ErrorKind::None;
    std::string errorMessage; // specific and plain; names the shapes or versions involved
    std::string errorDetails; // LibTorch's own text, for those who want it

    TrainingMode mode = TrainingMode::OverfitOneBatch;
    std::string modelName;       // the file name or the built-in model's name
    std::string dataDescription; // what the batches were made of
    std::string lossFunction;    // "nll_loss", "cross_entropy" or "mse_loss"

    bool forwardOk = false;
    std::vector<std::vector<std::int64_t>> inputShapes; // with the batch dimension
    std::vector<std::int64_t> outputShape;

    std::vector<double> losses; // one per step
    bool lossFinite = false;
    bool lossFalling = false;

    std::int64_t parameterCount = 0;
    std::int64_t trainableParameterCount = 0;
    // Parameters that got no gradient in backward(): they make DistributedDataParallel hang
    // unless it is created with find_unused_parameters=True.
    std::vector<std::string> parametersWithoutGradient;

    int stepsRun = 0;
    int threads = 0;
    int batchSize = 0;
    double secondsPerStep = 0.0; // median over the steps after the first
    double stepsPerSecond = 0.0;
    double samplesPerSecond = 0.0;
    double loadSeconds = 0.0;      // loading the model
    double firstStepSeconds = 0.0; // from the start of the run to the end of the first step
    double totalSeconds = 0.0;

    // Peak resident set size (VmHWM from /proc/self/status, reset at the start of the run)
    // and the resident size before the model was loaded: RSS-based, so it counts everything in
    // the process, not just tensors.
    double peakRssMiB = 0.0;
    double baselineRssMiB = 0.0;
    double freeMemoryMiB = 0.0; // MemAvailable when the run started

    double testAccuracy = -1.0; // Epochs mode, when a test set was found

    RunEstimate estimate;
    std::vector<std::string> warnings;
};

class Engine
{
public:
    virtual ~Engine() = default;

    virtual EngineInfo info() const = 0;

    // Runs a small real computation (a matrix product and one autograd step) and compares it
    // with the answer worked out by hand, so a broken LibTorch install shows up here.
    virtual SelfCheckResult selfCheck() = 0;

    // Loads the model, checks forward and backward, trains as asked and measures. Never throws;
    // every failure is described in the report. Blocking: call it from a worker thread.
    virtual SmokeTestReport runSmokeTest(const SmokeTestRequest &request,
                                         const ProgressCallback &progress) = 0;
};

} // namespace slipway::local

// The module's only exported symbols. `create` returns nullptr when `apiVersion` is not the
// module's kApiVersion; the engine must be freed with `destroy` from the same module.
extern "C" {
using SlipwayLocalCreateFn = slipway::local::Engine *(*)(int apiVersion);
using SlipwayLocalDestroyFn = void (*)(slipway::local::Engine *engine);
using SlipwayLocalApiVersionFn = int (*)();
}

#define SLIPWAY_LOCAL_CREATE_SYMBOL "slipway_local_create_engine"
#define SLIPWAY_LOCAL_DESTROY_SYMBOL "slipway_local_destroy_engine"
#define SLIPWAY_LOCAL_API_VERSION_SYMBOL "slipway_local_api_version"
