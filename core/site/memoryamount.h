#pragma once

#include <QString>

#include <optional>

namespace slipway::site {

// Memory amounts as a job asks for them: a whole number with an optional unit K, M, G or T
// (binary, as Slurm reads them; a B after the unit is allowed, "32 GB" too). No unit means
// megabytes. Bare "B" is refused: Slurm would refuse it.
namespace memoryamount {

// Megabytes, or nothing when `text` is not such an amount.
std::optional<qint64> megabytes(const QString &text);

// The amount as Slurm's --mem and --mem-per-cpu accept it ("32G" for "32 GB", "8g" or
// "8G"); `text` itself when it is not an amount.
QString forSlurm(const QString &text);

} // namespace memoryamount
} // namespace slipway::site
