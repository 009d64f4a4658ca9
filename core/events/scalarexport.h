#pragma once

#include "events/smoothing.h"

#include "events/xaxis.h"

#include <QRegularExpression>
#include <QString>

#include <functional>

class QIODevice;

namespace slipway::events {

class LogDirReader;
class RunData;
struct ScalarTag;

// Which series to export and how.
struct ExportOptions
{
    QRegularExpression tagFilter; // matched anywhere in the tag name; empty pattern: every tag
    double smoothing = 0.0;       // the smoothing weight; 0 adds no smoothed column
    smoothing::Method method = smoothing::Method::TensorBoardEma; // x is the step
};

// Writes every selected scalar point of the reader's runs (call under its lock):
//  CSV:  run,tag,step,wall_time,value[,smoothed], RFC 4180 quoting, one line per point;
//  JSON: {"runs":[{"name":..,"tags":[{"name":..,"steps":[..],"wall_times":[..],
//        "values":[..][,"smoothed":[..]]}]}]}, with NaN and infinities written as null (JSON
//        has no such numbers) and every finite value with the digits to read it back exactly.
// Returns false with *error set when writing fails.
bool writeCsv(const LogDirReader &reader, const ExportOptions &options, QIODevice *out,
              QString *error);
bool writeJson(const LogDirReader &reader, const ExportOptions &options, QIODevice *out,
               QString *error);

// For each selected (run, tag), in run order then tag order.
void forEachSelectedTag(const LogDirReader &reader, const QRegularExpression &tagFilter,
                        const std::function<void(const RunData &, const ScalarTag &)> &visit);

// The shortest text that reads back as exactly `value` ("nan", "inf", "-inf" for the others).
QByteArray formatNumber(double value);

// One CSV text field (RFC 4180): quoted, with quotes doubled, when it holds a comma, quote or
// line break. A text that a spreadsheet would take for a formula (it starts with =, +, -, @, a
// tab or a carriage return) gets a single quote in front and is quoted, as OWASP recommends
// against CSV injection. For names (runs, tags), not for the numbers the export formats.
QByteArray csvField(const QString &text);

} // namespace slipway::events
