#include "widgets/emptystate.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace slipway::ui {

EmptyState::EmptyState(const QString &title, const QString &text, QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(title, this))
    , m_text(new QLabel(text, this))
    , m_actions(new QWidget(this))
{
    setObjectName(QStringLiteral("emptyState"));
    m_title->setObjectName(QStringLiteral("emptyStateTitle"));
    m_text->setObjectName(QStringLiteral("emptyStateText"));

    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setAlignment(Qt::AlignCenter);

    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *actionsLayout = new QHBoxLayout(m_actions);
    actionsLayout->setContentsMargins(0, 0, 0, 0);
    actionsLayout->addStretch();
    actionsLayout->addStretch();
    m_actions->hide();

    // A centred column of readable width. A word-wrapped label must get its width from the
    // layout (not from an alignment flag), or it is laid out as one clipped line.
    auto *column = new QWidget(this);
    column->setMaximumWidth(560);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addWidget(m_title);
    columnLayout->addSpacing(8);
    columnLayout->addWidget(m_text);
    columnLayout->addSpacing(16);
    columnLayout->addWidget(m_actions);

    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(column, 4);
    row->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addLayout(row);
    layout->addStretch(3);
}

QString EmptyState::title() const
{
    return m_title->text();
}

QString EmptyState::text() const
{
    return m_text->text();
}

void EmptyState::setText(const QString &text)
{
    m_text->setText(text);
}

QPushButton *EmptyState::addButton(const QString &label)
{
    auto *button = new QPushButton(label, m_actions);
    auto *layout = static_cast<QHBoxLayout *>(m_actions->layout());
    layout->insertWidget(layout->count() - 1, button);
    m_actions->show();
    return button;
}

} // namespace slipway::ui
