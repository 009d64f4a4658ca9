#pragma once

#include <QList>
#include <QWidget>

namespace slipway::ui {

// A small line of recent values (0..100 %), drawn without axes, for a table-sized glance.
class Sparkline final : public QWidget
{
    Q_OBJECT

public:
    explicit Sparkline(QWidget *parent = nullptr);

    void setValues(const QList<double> &values); // -1: unknown, left as a gap
    const QList<double> &values() const { return m_values; }
    QSize sizeHint() const override { return {120, 22}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<double> m_values;
};

} // namespace slipway::ui
