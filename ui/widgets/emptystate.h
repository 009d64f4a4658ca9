#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace slipway::ui {

// The centred "nothing here yet" panel every page shows before it has content: a title, a
// sentence that says honestly what is (or is not yet) possible, and an optional action.
class EmptyState final : public QWidget
{
    Q_OBJECT

public:
    explicit EmptyState(const QString &title, const QString &text, QWidget *parent = nullptr);

    QString title() const;
    QString text() const;
    void setText(const QString &text);

    // Adds a button under the text; returns it so the caller can connect it.
    QPushButton *addButton(const QString &label);

private:
    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QWidget *m_actions = nullptr;
};

} // namespace slipway::ui
