#include "pages/runspage.h"

#include "widgets/emptystate.h"

#include <QVBoxLayout>

namespace slipway::ui {

RunsPage::RunsPage(AppContext &context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new EmptyState(
        tr("No runs yet"),
        tr("Every job you submit will be listed here with its state, job id, partition, GPUs "
           "and log. Submitting jobs is not available in this version yet."),
        this));
}

} // namespace slipway::ui
