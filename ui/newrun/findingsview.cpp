#include "newrun/findingsview.h"
#include "widgets/statuscolours.h"

#include <QEvent>

namespace slipway::ui {

FindingsView::FindingsView(QStringList fields, QWidget *parent)
    : QLabel(parent)
    , m_fields(std::move(fields))
{
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAlignment(Qt::AlignTop | Qt::AlignLeft);
}

bool FindingsView::wanted(const compose::Finding &finding) const
{
    if (m_fields.isEmpty()) {
        return true;
    }
    for (const QString &f : m_fields) {
        if (finding.field.startsWith(f)) {
            return true;
        }
    }
    return false;
}

void FindingsView::setNoProblemsText(const QString &text)
{
    m_noProblems = text;
    m_noProblemsSet = true;
}

void FindingsView::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        setFindings(m_shown);
    }
}

void FindingsView::setFindings(const compose::Findings &findings)
{
    m_shown = findings;
    QStringList blocking;
    QStringList advice;
    for (const compose::Finding &f : findings) {
        if (!wanted(f)) {
            continue;
        }
        const QString item = QStringLiteral("<li>%1</li>").arg(f.message.toHtmlEscaped());
        if (f.severity == compose::Finding::Severity::Blocking) {
            blocking << item;
        } else {
            advice << item;
        }
    }
    m_blocking = int(blocking.size());
    m_advice = int(advice.size());
    QString html;
    if (!blocking.isEmpty()) {
        const QString error = statusColourName(StatusTone::Error);
        html += QStringLiteral("<p style='color:%1'><b>%2</b></p><ul style='color:%1'>"
                               "%3</ul>")
                    .arg(error, tr("Must be fixed before submitting").toHtmlEscaped(),
                         blocking.join(QString()));
    }
    if (!advice.isEmpty()) {
        html += QStringLiteral("<p style='color:%1'><b>%2</b></p><ul>%3</ul>")
                    .arg(statusColourName(StatusTone::Info),
                         tr("Advice (does not stop submission)").toHtmlEscaped(),
                         advice.join(QString()));
    }
    const QString none = m_noProblemsSet ? m_noProblems : tr("No problems found.");
    if (html.isEmpty() && !none.isEmpty()) {
        html = QStringLiteral("<p style='color:%1'>%2</p>")
                   .arg(statusColourName(StatusTone::Ok), none.toHtmlEscaped());
    }
    setText(html);
}

} // namespace slipway::ui
