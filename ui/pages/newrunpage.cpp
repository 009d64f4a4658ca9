#include "pages/newrunpage.h"

#include "widgets/emptystate.h"

#include <QVBoxLayout>

namespace slipway::ui {

NewRunPage::NewRunPage(AppContext &context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new EmptyState(
        tr("The job wizard is not available yet"),
        tr("It will take you from a training script to a submitted job: cluster, environment, "
           "resources, parallelism, and a review of the job script with every line explained."),
        this));
}

} // namespace slipway::ui
