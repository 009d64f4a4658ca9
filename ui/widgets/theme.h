#pragma once

#include <QString>

class QCustomPlot;
class QPalette;

namespace slipway::ui {

// The app's colours: "system" keeps the desktop's style and palette, "light" and "dark" use
// the Fusion style with a light or a dark palette. Unknown names count as "system".
void applyColorScheme(const QString &scheme);

// The dark palette (Fusion), readable at WCAG AA contrast for text on its bases.
QPalette darkPalette();

// A chart takes its background, axes, grid, labels and legend from the widget's palette, now
// and whenever the palette changes (a switch between light and dark).
void followPalette(QCustomPlot *plot);

} // namespace slipway::ui
