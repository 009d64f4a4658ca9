#pragma once

// The interface between Slipway and its LibTorch module. Plain C++ only: this header is
// included by the module (with torch) and by core/localbridge (with Qt), never both at once.

#include <cstdint>
#include <string>

namespace slipway::local {

// Bumped whenever anything in this header changes shape; the loader refuses a module built
// against another version instead of crashing on a mismatched vtable.
inline constexpr int kApiVersion = 1;

struct EngineInfo
{
    std::string libtorchVersion; // e.g. "1.13.1"
    int intraOpThreads = 0;      // at::get_num_threads() when the module loaded
    bool cudaAvailable = false;
};

struct SelfCheckResult
{
    bool ok = false;
    std::string message; // what was computed, or what went wrong
};

class Engine
{
public:
    virtual ~Engine() = default;

    virtual EngineInfo info() const = 0;

    // Runs a small real computation (a matrix product and one autograd step) and compares it
    // with the answer worked out by hand, so a broken LibTorch install shows up here.
    virtual SelfCheckResult selfCheck() = 0;
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
