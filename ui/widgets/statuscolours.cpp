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
constexpr const char *kBannerProperty = "slipwayStatusBanner";

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

// Banners: background, text and border, pale for a light window and deep for a dark one.
BannerColours lightBanner(StatusTone tone)
{
    switch (tone) {
    case StatusTone::Error:
        return {QColor(0xfd, 0xec, 0xea), QColor(0x61, 0x1a, 0x15), QColor(0xf5, 0xc2, 0xc0)};
    case StatusTone::Warning:
        return {QColor(0xff, 0xf4, 0xce), QColor(0x4a, 0x3b, 0x00), QColor(0xe0, 0xc0, 0x60)};
    case StatusTone::Ok:
        return {QColor(0xe8, 0xf5, 0xe9), QColor(0x1b, 0x4d, 0x1f), QColor(0xa5, 0xd6, 0xa7)};
    case StatusTone::Info:
        return {QColor(0xe3, 0xf2, 0xfd), QColor(0x0d, 0x3c, 0x61), QColor(0x90, 0xca, 0xf9)};
    case StatusTone::Muted:
        break;
    }
    return {QColor(0xf0, 0xf0, 0xf0), QColor(0x33, 0x33, 0x33), QColor(0xcc, 0xcc, 0xcc)};
}

BannerColours darkBanner(StatusTone tone)
{
    switch (tone) {
    case StatusTone::Error:
        return {QColor(0x4a, 0x1f, 0x1c), QColor(0xff, 0xda, 0xd6), QColor(0x8c, 0x3a, 0x35)};
    case StatusTone::Warning:
        return {QColor(0x3d, 0x34, 0x12), QColor(0xff, 0xe9, 0xa8), QColor(0x85, 0x70, 0x2a)};
    case StatusTone::Ok:
        return {QColor(0x18, 0x3a, 0x1c), QColor(0xd4, 0xf5, 0xd6), QColor(0x3f, 0x7d, 0x44)};
    case StatusTone::Info:
        return {QColor(0x12, 0x30, 0x4a), QColor(0xd6, 0xec, 0xff), QColor(0x2f, 0x6a, 0x9e)};
    case StatusTone::Muted:
        break;
    }
    return {QColor(0x33, 0x33, 0x38), QColor(0xe0, 0xe0, 0xe0), QColor(0x55, 0x55, 0x5a)};
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
    const QString extra = widget->property(kExtraProperty).toString();
    QString style;
    if (widget->property(kBannerProperty).toBool()) {
        const BannerColours c = bannerColours(StatusTone(tone.toInt()), QApplication::palette());
        style = QStringLiteral("QLabel { background: %1; color: %2; border: 1px solid %3; %4 }")
                    .arg(c.background.name(), c.text.name(), c.border.name(), extra);
    } else {
        style =
            QStringLiteral("color: %1; %2").arg(statusColourName(StatusTone(tone.toInt())), extra);
    }
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

BannerColours bannerColours(StatusTone tone, const QPalette &palette)
{
    const bool dark = luminance(palette.color(QPalette::Window)) < 0.18;
    return dark ? darkBanner(tone) : lightBanner(tone);
}

void setBannerTone(QWidget *widget, StatusTone tone, const QString &extraStyle)
{
    widget->setProperty(kBannerProperty, true);
    setStatusTone(widget, tone, extraStyle);
}

void clearStatusTone(QWidget *widget)
{
    widget->setProperty(kToneProperty, QVariant());
    widget->setProperty(kBannerProperty, QVariant());
    widget->setStyleSheet(QString());
}

} // namespace slipway::ui
