#pragma once

#include "appcontext.h"

#include <QWidget>

namespace slipway::ui {

class PlotsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit PlotsPage(AppContext &context, QWidget *parent = nullptr);

private:
    AppContext &m_context;
};

} // namespace slipway::ui
