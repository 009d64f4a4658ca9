#include "local/localengine.h"
#include "local/smoketestrunner.h"

#include <caffe2/serialize/versions.h>

#include <torch/torch.h>
#include <torch/version.h>

#include <cmath>
#include <exception>
#include <sstream>

namespace slipway::local {
namespace {

class TorchEngine final : public Engine
{
public:
    EngineInfo info() const override
    {
        EngineInfo result;
        result.libtorchVersion = TORCH_VERSION;
        result.intraOpThreads = at::get_num_threads();
        result.cudaAvailable = torch::cuda::is_available();
        result.maxArchiveVersion = int(caffe2::serialize::kMaxSupportedFileFormatVersion);
        return result;
    }

    SelfCheckResult selfCheck() override
    {
        SelfCheckResult result;
        try {
            torch::NoGradGuard noGrad;
            // [[1,2],[3,4]] x [[5,6],[7,8]] = [[19,22],[43,50]]: sum 134.
            const auto a = torch::tensor({1.0F, 2.0F, 3.0F, 4.0F}).reshape({2, 2});
            const auto b = torch::tensor({5.0F, 6.0F, 7.0F, 8.0F}).reshape({2, 2});
            const float product = torch::matmul(a, b).sum().item<float>();

            // d/dw of (w * 3)^2 at w = 2 is 2 * (w * 3) * 3 = 36.
            float gradient = 0.0F;
            {
                torch::AutoGradMode enableGrad(true);
                auto w = torch::full({1}, 2.0F, torch::requires_grad());
                auto y = (w * 3.0F).pow(2).sum();
                y.backward();
                gradient = w.grad().item<float>();
            }

            std::ostringstream text;
            text << "matrix product sum " << product << " (expected 134), autograd gradient "
                 << gradient << " (expected 36)";
            result.ok = std::fabs(product - 134.0F) < 1e-4F && std::fabs(gradient - 36.0F) < 1e-4F;
            result.message = text.str();
        } catch (const std::exception &error) {
            result.ok = false;
            result.message = std::string("LibTorch failed: ") + error.what();
        }
        return result;
    }

    SmokeTestReport runSmokeTest(const SmokeTestRequest &request,
                                 const ProgressCallback &progress) override
    {
        return SmokeTestRunner::run(request, progress);
    }
};

} // namespace
} // namespace slipway::local

extern "C" {

__attribute__((visibility("default"))) int slipway_local_api_version()
{
    return slipway::local::kApiVersion;
}

__attribute__((visibility("default"))) slipway::local::Engine *
slipway_local_create_engine(int apiVersion)
{
    if (apiVersion != slipway::local::kApiVersion) {
        return nullptr;
    }
    try {
        return new slipway::local::TorchEngine();
    } catch (...) {
        return nullptr;
    }
}

__attribute__((visibility("default"))) void
slipway_local_destroy_engine(slipway::local::Engine *engine)
{
    delete engine;
}
}
