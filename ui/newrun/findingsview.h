#pragma once

#include "compose/finding.h"

#include <QLabel>

namespace slipway::ui {

// Shows composition findings: problems that stop submission first, in red, under "Must be
// fixed before submitting"; then advice and information, plainly. `fields` limits it to
// findings about those JobSpec fields (prefix match); empty shows all.
class FindingsView final : public QLabel
{
    Q_OBJECT

public:
    explicit FindingsView(QStringList fields = {}, QWidget *parent = nullptr);

    void setFindings(const compose::Findings &findings);
    // What is shown when nothing is listed ("No problems found." unless set); empty shows
    // nothing, for a caller that shows its own verdict beside the list.
    void setNoProblemsText(const QString &text);
    int blockingCount() const { return m_blocking; }
    int adviceCount() const { return m_advice; }

protected:
    // Lists the findings again in the tones of a new palette (a switch between light and dark).
    void changeEvent(QEvent *event) override;

private:
    bool wanted(const compose::Finding &finding) const;

    QStringList m_fields;
    compose::Findings m_shown;
    QString m_noProblems;
    bool m_noProblemsSet = false;
    int m_blocking = 0;
    int m_advice = 0;
};

} // namespace slipway::ui
