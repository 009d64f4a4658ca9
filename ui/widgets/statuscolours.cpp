#include "statuscolours.h"

#include <QApplication>
#include <QEvent>
#include <QPalette>
#include <QPointer>
#include <QVariant>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace slipway::ui {

namespace {

constexpr double kMinimumContrast = 4.5;
constexpr const char *kToneProperty = "slipwayStatusTone";
constexpr const char *kExtraProperty = "slipwayStatusExtraStyle";

double channel(double c)
{
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// Fixed tones that pass on Qt's light and dark palettes; see docs/accessibility.md.
QColor lightTone(StatusTone tone)
{
    switch (tone) {
    case StatusTone::Error:
        return QColor(0xb0, 0x00, 0x20);
    case StatusTone::Warning:
        return QColor(0x8a, 0x53, 0x00);
    case StatusTone::Ok:
        return QColor(0x1e, 0x7b, 0x34);
    case StatusTone::Info:
        return QColor(0x15, 0x65, 0xc0);
    case StatusTone::Muted:
        return QColor(0x61, 0x61, 0x61);
    }
    return QColor(Qt::black);
}

QColor darkTone(StatusTone tone)
{
    switch (tone) {
    case StatusTone::Error:
        return QColor(0xff, 0x8a, 0x80);
    case StatusTone::Warning:
        return QColor(0xff, 0xb7, 0x4d);
    case StatusTone::Ok:
        return QColor(0x81, 0xc7, 0x84);
    case StatusTone::Info:
        return QColor(0x90, 0xca, 0xf9);
    case StatusTone::Muted:
        return QColor(0xb0, 0xb0, 0xb6);
    }
    return QColor(Qt::white);
}

double worstContrast(const QColor &c, const QPalette &palette)
{
    return std::min(contrastRatio(c, palette.color(QPalette::Window)),
                    contrastRatio(c, palette.color(QPalette::Base)));
}

void applyStyle(QWidget *widget)
{
    const QVariant tone = widget->property(kToneProperty);
    if (!tone.isValid()) {
        return;
    }
    const QString style = QStringLiteral("color: %1; %2")
                              .arg(statusColourName(StatusTone(tone.toInt())),
                                   widget->property(kExtraProperty).toString());
    if (widget->styleSheet() != style.trimmed()) {
        widget->setStyleSheet(style.trimmed());
    }
}

// Sets the style again when the application's palette changes (light <-> dark). Qt tells only
// windows (ApplicationPaletteChange), and a widget with a style sheet keeps its own palette, so
// the follower listens at the widget's window, and moves along when the widget is re-parented.
class ToneFollower final : public QObject
{
public:
    explicit ToneFollower(QWidget *widget)
        : QObject(widget)
        , m_widget(widget)
    {
        setObjectName(QStringLiteral("statusToneFollower"));
        widget->installEventFilter(this);
        watchWindow();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_widget && event->type() == QEvent::ParentChange) {
            watchWindow();
        } else if (watched == m_window && event->type() == QEvent::ApplicationPaletteChange) {
            applyStyle(m_widget);
        }
        return false;
    }

private:
    void watchWindow()
    {
        QWidget *window = m_widget->window();
        if (window == m_window) {
            return;
        }
        if (m_window && m_window != m_widget) {
            m_window->removeEventFilter(this);
        }
        m_window = window;
        if (m_window != m_widget) {
            m_window->installEventFilter(this);
        }
    }

    QWidget *m_widget;
    QPointer<QWidget> m_window;
};

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor statusColour(StatusTone tone, const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    const bool dark = luminance(window) < 0.18;
    QColor c = dark ? darkTone(tone) : lightTone(tone);
    // A desktop palette with a mid-grey window: move away from it until the text stands out.
    for (int step = 0; step < 20 && worstContrast(c, palette) < kMinimumContrast; ++step) {
        c = dark ? c.lighter(112) : c.darker(112);
    }
    return c;
}

QColor statusColour(StatusTone tone)
{
    return statusColour(tone, QApplication::palette());
}

QString statusColourName(StatusTone tone)
{
    return statusColour(tone).name();
}

void setStatusTone(QWidget *widget, StatusTone tone, const QString &extraStyle)
{
    widget->setProperty(kToneProperty, int(tone));
    widget->setProperty(kExtraProperty, extraStyle);
    if (!widget->findChild<QObject *>(QStringLiteral("statusToneFollower"),
                                      Qt::FindDirectChildrenOnly)) {
        new ToneFollower(widget);
    }
    applyStyle(widget);
}

void clearStatusTone(QWidget *widget)
{
    widget->setProperty(kToneProperty, QVariant());
    widget->setStyleSheet(QString());
}

} // namespace slipway::ui
