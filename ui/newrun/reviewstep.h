#pragma once

#include "compose/composedscript.h"

#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace slipway::ui {

class FindingsView;

// Step 5: the job script, one row per line with its explanation beside it. Lines can be edited;
// the edited script is what gets submitted, and is checked as it changes (a directive after the
// first command is ignored by the scheduler, the script must start with #!). "Back to the
// generated script" drops the edits.
class ReviewStep final : public QWidget
{
    Q_OBJECT

public:
    explicit ReviewStep(QWidget *parent = nullptr);

    // Shows a newly composed script; edits are kept only while the composed text is the same.
    void setComposed(const compose::ComposedScript &composed);
    // The script to submit: the edited lines, newline-terminated.
    QString scriptText() const;
    bool isEdited() const { return m_edited; }
    // Composition findings plus the checks of the edited text.
    compose::Findings findings() const;

    // Checks of a (possibly edited) job script: blocking when the scheduler would ignore or
    // refuse something.
    static compose::Findings checkScript(const QStringList &lines, const QString &schedulerKind);

Q_SIGNALS:
    void changed();

private:
    void fillTable(const QList<compose::ScriptLine> &lines);
    void onCellChanged(int row, int column);
    void refreshFindings();

    compose::ComposedScript m_composed;
    bool m_edited = false;
    QStringList m_lostEdits; // edits whose generated line went away when the script changed
    bool m_filling = false;
    QTableWidget *m_table = nullptr;
    QLabel *m_editedLabel = nullptr;
    QPushButton *m_reset = nullptr;
    FindingsView *m_findings = nullptr;
};

} // namespace slipway::ui
