#pragma once

#include "appcontext.h"

#include <QWidget>

namespace slipway::ui {

class NewRunPage final : public QWidget
{
    Q_OBJECT

public:
    explicit NewRunPage(AppContext &context, QWidget *parent = nullptr);

private:
    AppContext &m_context;
};

} // namespace slipway::ui
