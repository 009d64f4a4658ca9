#pragma once

#include <QWidget>

namespace slipway::ui {

class NewRunPage final : public QWidget
{
    Q_OBJECT

public:
    explicit NewRunPage(QWidget *parent = nullptr);
};

} // namespace slipway::ui
