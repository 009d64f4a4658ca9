#include "accessibility.h"

#include <QFormLayout>
#include <QLabel>
#include <QLayoutItem>
#include <QRegularExpression>
#include <QWidget>

namespace slipway::ui {

namespace {

bool takesFocus(const QWidget *w)
{
    return (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy();
}

QWidget *firstFocusableInLayout(QLayout *layout)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (QWidget *w = item->widget()) {
            if (QWidget *found = firstFocusableIn(w)) {
                return found;
            }
        } else if (QLayout *inner = item->layout()) {
            if (QWidget *found = firstFocusableInLayout(inner)) {
                return found;
            }
        }
    }
    return nullptr;
}

} // namespace

QWidget *firstFocusableIn(QWidget *box)
{
    if (!box) {
        return nullptr;
    }
    if (takesFocus(box)) {
        return box;
    }
    if (box->layout()) {
        return firstFocusableInLayout(box->layout());
    }
    return nullptr;
}

void nameFieldsAfterLabels(QFormLayout *form)
{
    for (int row = 0; row < form->rowCount(); ++row) {
        QLayoutItem *labelItem = form->itemAt(row, QFormLayout::LabelRole);
        QLayoutItem *fieldItem = form->itemAt(row, QFormLayout::FieldRole);
        auto *label = labelItem ? qobject_cast<QLabel *>(labelItem->widget()) : nullptr;
        if (!label || !fieldItem || label->text().isEmpty()) {
            continue;
        }
        QWidget *field = fieldItem->widget()   ? firstFocusableIn(fieldItem->widget())
                         : fieldItem->layout() ? firstFocusableInLayout(fieldItem->layout())
                                               : nullptr;
        if (!field) {
            continue;
        }
        label->setBuddy(field);
        // Screen readers look for a buddy label only beside the field, not in the form around
        // the box that holds it.
        if (field->accessibleName().isEmpty()) {
            QString name = label->text();
            name.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
            name.remove(QRegularExpression(QStringLiteral("&(?!&)")));
            if (name.endsWith(u':')) {
                name.chop(1);
            }
            field->setAccessibleName(name.trimmed());
        }
    }
}

} // namespace slipway::ui
