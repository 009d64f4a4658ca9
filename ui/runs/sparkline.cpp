#include "runs/sparkline.h"

#include <QPainter>
#include <QPainterPath>

namespace slipway::ui {

Sparkline::Sparkline(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(60, 18);
}

void Sparkline::setValues(const QList<double> &values)
{
    m_values = values;
    update();
}

void Sparkline::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(1, 2, -1, -2);
    p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
    p.drawLine(area.bottomLeft(), area.bottomRight());
    if (m_values.size() < 2) {
        return;
    }
    const double step = area.width() / double(m_values.size() - 1);
    QPainterPath path;
    bool open = false;
    for (qsizetype i = 0; i < m_values.size(); ++i) {
        const double v = m_values.at(i);
        if (v < 0) {
            open = false;
            continue;
        }
        const QPointF point(area.left() + double(i) * step,
                            area.bottom() - qBound(0.0, v, 100.0) / 100.0 * area.height());
        if (open) {
            path.lineTo(point);
        } else {
            path.moveTo(point);
            open = true;
        }
    }
    p.setPen(QPen(palette().color(QPalette::Highlight), 1.5));
    p.drawPath(path);
}

} // namespace slipway::ui
