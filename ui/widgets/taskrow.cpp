#include "widgets/taskrow.h"

#include <QBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace slipway::ui {

TaskRow addTaskRow(QWidget *parent, QBoxLayout *layout, const QString &name,
                   const QString &startText, const QString &cancelText)
{
    TaskRow r;
    auto *row = new QHBoxLayout;
    r.start = new QPushButton(startText, parent);
    r.start->setObjectName(name + QStringLiteral("Button"));
    row->addWidget(r.start);
    r.progress = new QProgressBar(parent);
    r.progress->setObjectName(name + QStringLiteral("Progress"));
    r.progress->setRange(0, 0);
    r.progress->setMaximumWidth(160);
    r.progress->setVisible(false);
    row->addWidget(r.progress);
    r.cancel = new QPushButton(cancelText, parent);
    r.cancel->setObjectName(name + QStringLiteral("Cancel"));
    r.cancel->setVisible(false);
    row->addWidget(r.cancel);
    row->addStretch(1);
    layout->addLayout(row);
    r.status = new QLabel(parent);
    r.status->setObjectName(name + QStringLiteral("Status"));
    r.status->setWordWrap(true);
    r.status->setTextFormat(Qt::PlainText);
    layout->addWidget(r.status);
    return r;
}

} // namespace slipway::ui
