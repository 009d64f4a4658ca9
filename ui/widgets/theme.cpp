#include "theme.h"

#include "widgets/qcustomplotheader.h"

#include <QApplication>
#include <QEvent>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace slipway::ui {

namespace {

struct SystemLook
{
    QString style;
    QPalette palette;
};

// What the desktop gave the app before any scheme was applied.
const SystemLook &systemLook()
{
    static const SystemLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

void styleChart(QCustomPlot *plot)
{
    const QPalette p = plot->palette();
    const QColor text = p.color(QPalette::Text);
    QColor grid = text;
    grid.setAlpha(40);
    QColor legend = p.color(QPalette::Base);
    legend.setAlpha(220);
    plot->setBackground(p.brush(QPalette::Base));
    for (QCPAxis *axis : plot->axisRect() ? plot->axisRect()->axes() : QList<QCPAxis *>()) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid));
    }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i))) {
            title->setTextColor(text);
        }
    }
    if (plot->legend) {
        plot->legend->setBrush(legend);
        plot->legend->setTextColor(text);
        plot->legend->setBorderPen(QPen(p.color(QPalette::Mid)));
    }
}

class PaletteFollower final : public QObject
{
public:
    explicit PaletteFollower(QCustomPlot *plot)
        : QObject(plot)
        , m_plot(plot)
    {
        plot->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_plot && event->type() == QEvent::PaletteChange) {
            styleChart(m_plot);
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        }
        return false;
    }

private:
    QCustomPlot *m_plot;
};

} // namespace

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2e);
    const QColor base(0x1e, 0x1e, 0x20);
    const QColor text(0xe8, 0xe8, 0xea);
    const QColor disabled(0x8a, 0x8a, 0x90);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x29));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3e));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa6));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x39));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4f));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x40, 0x44));
    p.setColor(QPalette::Mid, QColor(0x5a, 0x5a, 0x60));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x1a));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9a, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        p.setColor(QPalette::Disabled, role, disabled);
    }
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4a, 0x4f));
    return p;
}

void applyColorScheme(const QString &scheme)
{
    const SystemLook &look = systemLook();
    if (scheme == QLatin1String("dark") || scheme == QLatin1String("light")) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(scheme == QLatin1String("dark")
                                     ? darkPalette()
                                     : QApplication::style()->standardPalette());
        return;
    }
    if (QApplication::style()->name() != look.style) {
        QApplication::setStyle(QStyleFactory::create(look.style));
    }
    QApplication::setPalette(look.palette);
}

void followPalette(QCustomPlot *plot)
{
    styleChart(plot);
    new PaletteFollower(plot);
}

} // namespace slipway::ui
