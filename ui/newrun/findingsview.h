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

    void setFindings(const Findings &findings);
    int blockingCount() const { return m_blocking; }
    int adviceCount() const { return m_advice; }

private:
    bool wanted(const Finding &finding) const;

    QStringList m_fields;
    int m_blocking = 0;
    int m_advice = 0;
};

} // namespace slipway::ui
