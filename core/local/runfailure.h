#pragma once

// How a smoke test ends early: RunFailure carries an already-worded error for the report,
// Cancelled the person's Stop. Plain C++.

#include "local/localengine.h"

#include <string>

namespace slipway::local {

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

} // namespace slipway::local
