#pragma once

#include "events/plotseries.h"

#include <QList>
#include <QString>

#include <vector>

class QIODevice;

namespace slipway::ui {

class ScalarChart;

using events::PlotSeries;

// Saving what the Plots page shows.
namespace plotexport {

// CSV of the given series, one line per point: run,tag,step,wall_time,value,smoothed (the
// columns of `slipwayctl events export --format csv --smoothing W`), RFC 4180 quoting, numbers
// with the fewest digits that read back exactly. `smoothed` is the series' current smoothing
// (equal to value when smoothing is off).
bool writeCsv(const std::vector<const PlotSeries *> &series, QIODevice *out, QString *error);
bool saveCsv(const std::vector<const PlotSeries *> &series, const QString &fileName,
             QString *error);

// The charts one under the other in one PNG picture, each at its size on screen.
bool savePng(const QList<ScalarChart *> &charts, const QString &fileName, QString *error);
// The charts as a PDF, one chart a page, as vector graphics.
bool savePdf(const QList<ScalarChart *> &charts, const QString &fileName, QString *error);

} // namespace plotexport

} // namespace slipway::ui
