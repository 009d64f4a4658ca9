#pragma once

#include <QWidget>

namespace slipway::ui {

class RunsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit RunsPage(QWidget *parent = nullptr);
};

} // namespace slipway::ui
