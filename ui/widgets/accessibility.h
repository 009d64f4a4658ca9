#pragma once

class QFormLayout;
class QWidget;

namespace slipway::ui {

// A form row whose field is a box (the field plus a help line, a field plus a button) names the
// box's first focusable control after the row's label, so a screen reader says "Time limit:"
// where the focus lands, and the label's mnemonic reaches it.
void nameFieldsAfterLabels(QFormLayout *form);

// The first control inside `box` (or `box` itself) that takes the focus with Tab; nullptr if
// none.
QWidget *firstFocusableIn(QWidget *box);

} // namespace slipway::ui
