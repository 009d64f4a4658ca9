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
    m_text->setMaximumWidth(560);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *actionsLayout = new QHBoxLayout(m_actions);
    actionsLayout->setContentsMargins(0, 0, 0, 0);
    actionsLayout->addStretch();
    actionsLayout->addStretch();
    m_actions->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(m_title, 0, Qt::AlignHCenter);
    layout->addSpacing(8);
    layout->addWidget(m_text, 0, Qt::AlignHCenter);
    layout->addSpacing(16);
    layout->addWidget(m_actions);
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

QPushButton *EmptyState::addAction(const QString &label)
{
    auto *button = new QPushButton(label, m_actions);
    auto *layout = static_cast<QHBoxLayout *>(m_actions->layout());
    layout->insertWidget(layout->count() - 1, button);
    m_actions->show();
    return button;
}

} // namespace slipway::ui
