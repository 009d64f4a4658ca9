#pragma once

#include <QWidget>

namespace slipway::ui {

class PlotsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit PlotsPage(QWidget *parent = nullptr);
};

} // namespace slipway::ui
