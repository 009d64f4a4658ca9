#include "newrun/reviewstep.h"

#include "newrun/findingsview.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace slipway::ui {

ReviewStep::ReviewStep(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("This is the job script Slipway will submit. Each line is "
                                "explained on the right. You can edit a line by double-clicking "
                                "it; edits are checked as you type."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table = new QTableWidget(0, 2, this);
    m_table->setObjectName(QStringLiteral("scriptTable"));
    m_table->setAccessibleName(tr("Job script"));
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move in it
    m_table->setAccessibleDescription(tr("Each line of the script beside what it does; "
                                         "the lines can be edited"));
    m_table->setHorizontalHeaderLabels({tr("Script line"), tr("What it does")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setWordWrap(false);
    m_table->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_table, 3);
    auto *row = new QHBoxLayout;
    m_editedLabel = new QLabel(this);
    m_editedLabel->setObjectName(QStringLiteral("scriptEditedLabel"));
    row->addWidget(m_editedLabel, 1);
    m_reset = new QPushButton(tr("Back to the generated script"), this);
    m_reset->setObjectName(QStringLiteral("resetScriptButton"));
    m_reset->setEnabled(false);
    row->addWidget(m_reset);
    layout->addLayout(row);
    m_findings = new FindingsView({}, this);
    m_findings->setObjectName(QStringLiteral("reviewFindings"));
    layout->addWidget(m_findings, 1);

    connect(m_table, &QTableWidget::cellChanged, this, &ReviewStep::onCellChanged);
    connect(m_reset, &QPushButton::clicked, this, [this] {
        m_edited = false;
        m_lostEdits.clear();
        fillTable(m_composed.lines);
        refreshFindings();
        Q_EMIT changed();
    });
}

void ReviewStep::setComposed(const compose::ComposedScript &composed)
{
    const bool same = composed.text() == m_composed.text();
    if (same && m_edited) {
        m_composed = composed;
        refreshFindings();
        return;
    }
    // Edits made before an earlier step changed: each is kept where its generated line is still
    // there, word for word; the others are named, never dropped silently.
    QList<QPair<QString, QString>> edits; // generated line -> the person's text
    if (m_edited) {
        for (int i = 0; i < m_table->rowCount() && i < m_composed.lines.size(); ++i) {
            const QString now = m_table->item(i, 0) ? m_table->item(i, 0)->text() : QString();
            if (now != m_composed.lines.at(i).text) {
                edits.append({m_composed.lines.at(i).text, now});
            }
        }
    }
    m_composed = composed;
    m_lostEdits.clear();
    fillTable(composed.lines);
    m_edited = false;
    m_filling = true;
    for (const auto &[generated, edited] : std::as_const(edits)) {
        bool kept = false;
        for (int row = 0; row < composed.lines.size() && !kept; ++row) {
            QTableWidgetItem *item = m_table->item(row, 0);
            if (composed.lines.at(row).text == generated && item && item->text() == generated) {
                item->setText(edited);
                if (QTableWidgetItem *why = m_table->item(row, 1)) {
                    why->setText(tr("(edited) %1").arg(composed.lines.at(row).explanation));
                }
                kept = true;
                m_edited = true;
            }
        }
        if (!kept) {
            m_lostEdits << edited;
        }
    }
    m_filling = false;
    refreshFindings();
}

void ReviewStep::fillTable(const QList<compose::ScriptLine> &lines)
{
    m_filling = true;
    m_table->setRowCount(int(lines.size()));
    for (int i = 0; i < lines.size(); ++i) {
        auto *text = new QTableWidgetItem(lines.at(i).text);
        auto *why = new QTableWidgetItem(lines.at(i).explanation);
        why->setFlags(why->flags() & ~Qt::ItemIsEditable);
        why->setToolTip(lines.at(i).explanation);
        m_table->setItem(i, 0, text);
        m_table->setItem(i, 1, why);
    }
    m_table->resizeColumnToContents(0);
    m_table->setColumnWidth(0, std::min(m_table->columnWidth(0), 560));
    m_filling = false;
}

void ReviewStep::onCellChanged(int row, int column)
{
    if (m_filling || column != 0) {
        return;
    }
    const QString original = m_composed.lines.value(row).text;
    if (m_table->item(row, 0)->text() != original) {
        m_edited = true;
        if (QTableWidgetItem *why = m_table->item(row, 1)) {
            why->setText(tr("(edited) %1").arg(m_composed.lines.value(row).explanation));
        }
    }
    refreshFindings();
    Q_EMIT changed();
}

QString ReviewStep::scriptText() const
{
    QStringList lines;
    for (int i = 0; i < m_table->rowCount(); ++i) {
        lines << (m_table->item(i, 0) ? m_table->item(i, 0)->text() : QString());
    }
    return lines.isEmpty() ? QString() : lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

compose::Findings ReviewStep::findings() const
{
    compose::Findings all = m_composed.findings;
    QStringList lines;
    for (int i = 0; i < m_table->rowCount(); ++i) {
        lines << (m_table->item(i, 0) ? m_table->item(i, 0)->text() : QString());
    }
    all << checkScript(lines, m_composed.schedulerKind);
    return all;
}

compose::Findings ReviewStep::checkScript(const QStringList &lines, const QString &schedulerKind)
{
    compose::Findings out;
    const auto block = [&out](const QString &message) {
        compose::Finding f;
        f.severity = compose::Finding::Severity::Blocking;
        f.field = QStringLiteral("script");
        f.message = message;
        out << f;
    };
    if (lines.isEmpty() || lines.join(QString()).trimmed().isEmpty()) {
        block(tr("The script is empty."));
        return out;
    }
    if (!lines.first().startsWith(QLatin1String("#!"))) {
        block(tr("The first line must say which shell runs the script, e.g. #!/bin/bash."));
    }
    const QString directive = schedulerKind == QLatin1String("slurm")    ? QStringLiteral("#SBATCH")
                              : schedulerKind == QLatin1String("pbspro") ? QStringLiteral("#PBS")
                              : schedulerKind == QLatin1String("cobalt") ? QStringLiteral("#COBALT")
                                                                         : QString();
    bool commandSeen = false;
    for (int i = 1; i < lines.size(); ++i) {
        const QString t = lines.at(i).trimmed();
        if (!directive.isEmpty() && t.startsWith(directive)) {
            if (commandSeen) {
                block(tr("Line %1 (%2) comes after the first command, so the scheduler ignores "
                         "it. Move it up with the other %3 lines.")
                          .arg(i + 1)
                          .arg(t, directive));
            }
            if (t.count(QLatin1Char('"')) % 2 != 0) {
                block(tr("Line %1 has an unmatched double quote.").arg(i + 1));
            }
        } else if (!t.isEmpty() && !t.startsWith(QLatin1Char('#'))) {
            commandSeen = true;
        }
    }
    if (!commandSeen) {
        block(tr("The script has no command to run."));
    }
    return out;
}

void ReviewStep::refreshFindings()
{
    m_findings->setFindings(findings());
    QString text = m_edited ? tr("You edited the script; the edited text is submitted.")
                            : tr("Generated by Slipway from your choices.");
    if (!m_lostEdits.isEmpty()) {
        text += QLatin1Char(' ') +
                tr("%n of your edits could not be kept, because the line it changed is no longer "
                   "generated: %1",
                   nullptr, int(m_lostEdits.size()))
                    .arg(m_lostEdits.join(QStringLiteral(" | ")));
    }
    m_editedLabel->setText(text);
    m_editedLabel->setWordWrap(true);
    m_reset->setEnabled(m_edited);
}

} // namespace slipway::ui
