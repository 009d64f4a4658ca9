#include "pages/plotspage.h"

#include "widgets/emptystate.h"

#include <QVBoxLayout>

namespace slipway::ui {

PlotsPage::PlotsPage(AppContext &context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new EmptyState(
        tr("No training curves yet"),
        tr("Plotting TensorBoard event files in the app is not available in this version yet. "
           "The command line reads them already: \"slipwayctl events summary FOLDER\" lists "
           "runs and tags, \"slipwayctl plot FOLDER --tag loss --out loss.png\" draws them."),
        this));
}

} // namespace slipway::ui
