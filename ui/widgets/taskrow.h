#pragma once

#include <QString>

class QBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QWidget;

namespace slipway::ui {

// The controls of a panel that starts a long task on the cluster and follows it (the doctor,
// the smoke ladder): a row with the start button, a busy bar and a cancel button, the last two
// hidden until the task runs, and a plain-text status line under the row. Their object names
// are `name` followed by Button, Progress, Cancel and Status.
struct TaskRow
{
    QPushButton *start = nullptr;
    QProgressBar *progress = nullptr;
    QPushButton *cancel = nullptr;
    QLabel *status = nullptr;
};

// Adds the row and the status line to `layout`, their widgets children of `parent`.
TaskRow addTaskRow(QWidget *parent, QBoxLayout *layout, const QString &name,
                   const QString &startText, const QString &cancelText);

} // namespace slipway::ui
