#pragma once

#include <QColor>
#include <QString>

class QPalette;
class QWidget;

namespace slipway::ui {

// What a coloured text says: a problem, a warning, success, a neutral note, or something of
// little weight (an idle connection).
enum class StatusTone { Error, Warning, Ok, Info, Muted };

// The colour of a status text for `palette`: dark tones on a light window, light tones on a dark
// one, each at least 4.5:1 (WCAG AA for normal text) against the palette's Window and Base.
// A desktop palette whose colours the fixed tones do not reach is met by making the tone
// lighter or darker until it does.
QColor statusColour(StatusTone tone, const QPalette &palette);
// The same for the application's palette now.
QColor statusColour(StatusTone tone);
// "#rrggbb", for a style sheet or a rich text span.
QString statusColourName(StatusTone tone);

// WCAG 2 contrast ratio of two opaque colours: 1 (the same) to 21 (black on white).
double contrastRatio(const QColor &a, const QColor &b);

// Shows `widget`'s text in the tone, with `extraStyle` (e.g. "font-weight: bold;") in its style
// sheet, now and after every switch between light and dark.
void setStatusTone(QWidget *widget, StatusTone tone, const QString &extraStyle = QString());
// Back to the palette's own text colour (and no style sheet).
void clearStatusTone(QWidget *widget);

// A banner (a diagnosis above a log, a notice above the charts): a tinted box whose text has at
// least 4.5:1 against its background, pale on a light window and deep on a dark one.
struct BannerColours
{
    QColor background;
    QColor text;
    QColor border;
};
BannerColours bannerColours(StatusTone tone, const QPalette &palette);
// Shows `widget` as such a banner, with `extraStyle` (e.g. "padding: 6px;") in its style sheet,
// now and after every switch between light and dark.
void setBannerTone(QWidget *widget, StatusTone tone, const QString &extraStyle = QString());

} // namespace slipway::ui
