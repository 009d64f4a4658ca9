#pragma once

#include <QString>

#include <optional>

namespace slipway::site {

// Wall-clock limits as schedulers write them: "MM", "MM:SS", "HH:MM:SS", "D-HH",
// "D-HH:MM", "D-HH:MM:SS" (Slurm), and "HH:MM:SS" (PBS, Cobalt). Seconds in, text out.
namespace walltime {

// Seconds, or nothing when `text` is not a time in one of the forms above.
std::optional<qint64> parse(const QString &text);

// "D-HH:MM:SS" when a day or more, else "HH:MM:SS" (Slurm accepts both; PBS wants the second).
QString formatSlurm(qint64 seconds);

// "HH:MM:SS" with hours beyond 24 when needed (PBS Pro and Cobalt).
QString formatHours(qint64 seconds);

// "2 h 30 min", "7 days": for messages.
QString describe(qint64 seconds);

} // namespace walltime
} // namespace slipway::site
