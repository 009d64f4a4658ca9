#include "pages/plotspage.h"

#include "widgets/emptystate.h"

#include <QVBoxLayout>

namespace slipway::ui {

PlotsPage::PlotsPage(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new EmptyState(
        tr("No training curves yet"),
        tr("Loss curves from TensorBoard event files will be plotted here, live while a job "
           "runs. Reading event files is not available in this version yet."),
        this));
}

} // namespace slipway::ui
