#pragma once

// A model the smoke test can train: a TorchScript module loaded from a file, or one of the
// built-in models. Torch types stay inside core/local.

#include "local/localengine.h"

#include <torch/script.h>
#include <torch/torch.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace slipway::local {

class TrainableModel
{
public:
    virtual ~TrainableModel() = default;

    virtual std::string name() const = 0;
    virtual c10::IValue forward(std::vector<c10::IValue> inputs) = 0;
    virtual std::vector<std::pair<std::string, torch::Tensor>> namedParameters() = 0;
    virtual void setTraining(bool training) = 0;

    // Builds a built-in model for the given per-sample input shape. Returns nullptr and says
    // why in `error` when the shape does not suit the model.
    static std::unique_ptr<TrainableModel> builtin(BuiltinModel model,
                                                   const std::vector<std::int64_t> &inputShape,
                                                   int classes, std::string &error);

    // Loads a TorchScript file; throws c10::Error as torch::jit::load does.
    static std::unique_ptr<TrainableModel> load(const std::string &path);
};

} // namespace slipway::local
