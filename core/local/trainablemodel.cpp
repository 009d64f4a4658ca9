#include "local/trainablemodel.h"

#include <filesystem>
#include <numeric>

namespace slipway::local {
namespace {

// The CNN from the MNIST examples in the seed documents (after the PyTorch examples).
struct MnistCnnImpl : torch::nn::Module
{
    explicit MnistCnnImpl(int classes)
        : conv1(register_module("conv1", torch::nn::Conv2d(torch::nn::Conv2dOptions(1, 10, 5))))
        , conv2(register_module("conv2", torch::nn::Conv2d(torch::nn::Conv2dOptions(10, 20, 5))))
        , conv2Drop(register_module("conv2_drop", torch::nn::Dropout2d()))
        , fc1(register_module("fc1", torch::nn::Linear(320, 50)))
        , fc2(register_module("fc2", torch::nn::Linear(50, classes)))
    {}

    // The same function and parameters as the seeds' model, computed faster on LibTorch's CPU
    // kernels: in the channels-last memory layout (the max-pooling kernel for channels-last
    // is vectorised across channels, the one for the default layout is not, and in 1.13 takes
    // about as long as the convolutions), with relu after pooling in place (pooling's backward
    // needs its input, not its output).
    void useChannelsLast()
    {
        torch::NoGradGuard noGrad;
        for (auto *conv : {&conv1, &conv2}) {
            (*conv)->weight.set_data((*conv)->weight.contiguous(torch::MemoryFormat::ChannelsLast));
        }
    }

    torch::Tensor forward(torch::Tensor x)
    {
        // Channels-last strides even for one channel: contiguous(ChannelsLast) leaves a
        // one-channel batch as it is, and conv1's output would then stay in the default layout.
        x = torch::empty_like(x, torch::MemoryFormat::ChannelsLast).copy_(x);
        x = torch::max_pool2d(conv1->forward(x), 2).relu_();
        x = torch::max_pool2d(conv2Drop->forward(conv2->forward(x)), 2).relu_();
        // fc1 (320 -> 50) as a 4x4 convolution over the 20 pooled 4x4 maps: the same weights
        // in the same order as flattening, but computed by oneDNN instead of the system BLAS.
        x = torch::conv2d(x, fc1->weight.view({50, 20, 4, 4}), fc1->bias).flatten(1);
        x = torch::relu(x);
        x = torch::dropout(x, 0.5, is_training());
        x = fc2->forward(x);
        return torch::log_softmax(x, 1);
    }

    torch::nn::Conv2d conv1;
    torch::nn::Conv2d conv2;
    torch::nn::Dropout2d conv2Drop;
    torch::nn::Linear fc1;
    torch::nn::Linear fc2;
};

struct MlpImpl : torch::nn::Module
{
    MlpImpl(std::int64_t inputs, int classes)
        : fc1(register_module("fc1", torch::nn::Linear(inputs, 128)))
        , fc2(register_module("fc2", torch::nn::Linear(128, 64)))
        , fc3(register_module("fc3", torch::nn::Linear(64, classes)))
    {}

    torch::Tensor forward(torch::Tensor x)
    {
        x = x.flatten(1);
        x = torch::relu(fc1->forward(x));
        x = torch::relu(fc2->forward(x));
        return torch::log_softmax(fc3->forward(x), 1);
    }

    torch::nn::Linear fc1;
    torch::nn::Linear fc2;
    torch::nn::Linear fc3;
};

template<typename Net>
class BuiltinModelAdapter final : public TrainableModel
{
public:
    BuiltinModelAdapter(std::string name, std::shared_ptr<Net> net)
        : m_name(std::move(name))
        , m_net(std::move(net))
    {}

    std::string name() const override { return m_name; }

    c10::IValue forward(std::vector<c10::IValue> inputs) override
    {
        if (inputs.size() != 1) {
            throw std::invalid_argument("the built-in models take exactly one input, got " +
                                        std::to_string(inputs.size()));
        }
        return m_net->forward(inputs.front().toTensor());
    }

    std::vector<std::pair<std::string, torch::Tensor>> namedParameters() override
    {
        std::vector<std::pair<std::string, torch::Tensor>> result;
        for (const auto &item : m_net->named_parameters(true)) {
            result.emplace_back(item.key(), item.value());
        }
        return result;
    }

    void setTraining(bool training) override { m_net->train(training); }

private:
    std::string m_name;
    std::shared_ptr<Net> m_net;
};

class ScriptModelAdapter final : public TrainableModel
{
public:
    ScriptModelAdapter(std::string name, torch::jit::Module module)
        : m_name(std::move(name))
        , m_module(std::move(module))
    {}

    std::string name() const override { return m_name; }

    c10::IValue forward(std::vector<c10::IValue> inputs) override
    {
        return m_module.forward(std::move(inputs));
    }

    std::vector<std::pair<std::string, torch::Tensor>> namedParameters() override
    {
        std::vector<std::pair<std::string, torch::Tensor>> result;
        for (const auto &item : m_module.named_parameters(true)) {
            result.emplace_back(item.name, item.value);
        }
        return result;
    }

    void setTraining(bool training) override { m_module.train(training); }

private:
    std::string m_name;
    torch::jit::Module m_module;
};

std::string shapeText(const std::vector<std::int64_t> &shape)
{
    std::string text;
    for (std::size_t i = 0; i < shape.size(); ++i) {
        text += (i ? "x" : "") + std::to_string(shape[i]);
    }
    return text;
}

} // namespace

std::unique_ptr<TrainableModel> TrainableModel::builtin(BuiltinModel model,
                                                        const std::vector<std::int64_t> &inputShape,
                                                        int classes, std::string &error)
{
    if (classes < 2) {
        error = "the built-in models are classifiers and need at least 2 classes";
        return nullptr;
    }
    switch (model) {
    case BuiltinModel::MnistCnn:
        if (inputShape != std::vector<std::int64_t>{1, 28, 28}) {
            error = "the built-in MNIST CNN takes 1x28x28 images (one channel, 28x28 pixels), "
                    "but the input shape is " +
                    shapeText(inputShape);
            return nullptr;
        }
        {
            auto net = std::make_shared<MnistCnnImpl>(classes);
            net->useChannelsLast();
            return std::make_unique<BuiltinModelAdapter<MnistCnnImpl>>("mnist-cnn", std::move(net));
        }
    case BuiltinModel::Mlp: {
        const std::int64_t inputs = std::accumulate(inputShape.begin(), inputShape.end(),
                                                    std::int64_t(1), std::multiplies<>());
        if (inputShape.empty() || inputs <= 0 || inputs > (std::int64_t(1) << 24)) {
            error = "the built-in MLP needs an input shape with 1 to 16777216 values";
            return nullptr;
        }
        return std::make_unique<BuiltinModelAdapter<MlpImpl>>(
            "mlp", std::make_shared<MlpImpl>(inputs, classes));
    }
    case BuiltinModel::None:
        break;
    }
    error = "no built-in model was chosen";
    return nullptr;
}

std::unique_ptr<TrainableModel> TrainableModel::load(const std::string &path)
{
    torch::jit::Module module = torch::jit::load(path);
    return std::make_unique<ScriptModelAdapter>(std::filesystem::path(path).filename().string(),
                                                std::move(module));
}

} // namespace slipway::local
