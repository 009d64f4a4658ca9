#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace slipway::localbridge {

// Parses the per-sample input shape(s) a user types: "1x28x28", "3 x 224 x 224", or several
// inputs separated by commas or semicolons ("1x8x8, 3"). No batch dimension.
class InputShapeParser final
{
public:
    using Shapes = std::vector<std::vector<std::int64_t>>;

    // Returns false and a plain-language reason in `error` for anything else.
    static bool parse(const QString &text, Shapes &shapes, QString &error);
    static QString format(const Shapes &shapes);
};

} // namespace slipway::localbridge
