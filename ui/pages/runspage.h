#pragma once

#include "appcontext.h"

#include <QWidget>

namespace slipway::ui {

class RunsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit RunsPage(AppContext &context, QWidget *parent = nullptr);

private:
    AppContext &m_context;
};

} // namespace slipway::ui
