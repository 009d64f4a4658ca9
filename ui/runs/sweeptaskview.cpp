#include "runs/sweeptaskview.h"

#include "compose/sweep.h"
#include "runs/runtablemodel.h"
#include "runs/sweepprogress.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace slipway::ui {

SweepTaskView::SweepTaskView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("sweepSummary"));
    bar->addWidget(m_summary, 1);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("sweepProgress"));
    m_progress->setFormat(tr("%v of %m tasks ended"));
    bar->addWidget(m_progress, 1);
    m_resubmitFailed = new QPushButton(tr("Resubmit failed and timed-out tasks only"), this);
    m_resubmitFailed->setObjectName(QStringLiteral("resubmitFailedTasks"));
    m_resubmitFailed->setToolTip(tr("Submit exactly the tasks that failed, ran out of time or "
                                    "memory again, in the same run; the others stay as they are."));
    bar->addWidget(m_resubmitFailed);
    m_cancelTask = new QPushButton(tr("Cancel task"), this);
    m_cancelTask->setObjectName(QStringLiteral("cancelSweepTask"));
    m_cancelTask->setToolTip(tr("Cancel the selected task only (Cancel above cancels all)."));
    bar->addWidget(m_cancelTask);
    layout->addLayout(bar);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("sweepTasks"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Task"), tr("State"), tr("Job"), tr("Exit code"), tr("Parameters")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);

    connect(m_resubmitFailed, &QPushButton::clicked, this,
            [this] { Q_EMIT resubmitFailedRequested(m_runId, failedTasks()); });
    connect(m_cancelTask, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row >= 0 && row < m_tasks.size()) {
            Q_EMIT cancelTaskRequested(m_runId, m_tasks.at(row).task);
        }
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SweepTaskView::updateButtons);
    hide();
}

QList<int> SweepTaskView::failedTasks() const
{
    QList<int> out;
    for (const runs::SweepTaskRecord &t : m_tasks) {
        if (runs::SweepProgress::needsResubmit(t.state)) {
            out << t.task;
        }
    }
    return out;
}

void SweepTaskView::setRun(const runs::RunRecord &run, const QList<runs::SweepTaskRecord> &tasks)
{
    if (!run.isSweep()) {
        m_runId = 0;
        m_tasks.clear();
        hide();
        return;
    }
    const int selected = m_runId == run.id ? m_table->currentRow() : -1;
    m_runId = run.id;
    m_tasks = tasks;
    QString error;
    const auto sweep = compose::Sweep::fromTable(run.sweepTable.toUtf8(), &error);
    const runs::SweepProgress progress = runs::SweepProgress::of(tasks);
    m_summary->setText(tr("Sweep: %1").arg(progress.summary()));
    m_progress->setRange(0, std::max(1, progress.total));
    m_progress->setValue(progress.ended());
    m_table->setRowCount(int(tasks.size()));
    for (int i = 0; i < tasks.size(); ++i) {
        const runs::SweepTaskRecord &t = tasks.at(i);
        QStringList params;
        if (sweep && t.task >= 0 && t.task < sweep->size()) {
            for (const auto &[name, value] : sweep->tasks().at(t.task).params) {
                params << name + QLatin1Char('=') + value;
            }
        }
        const QStringList cells{QString::number(t.task), runStateName(t.state),
                                t.arrayJob.isEmpty() ? QStringLiteral("-") : t.jobId(),
                                t.exitCode >= 0 ? QString::number(t.exitCode) : QStringLiteral("-"),
                                params.join(QStringLiteral("  "))};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c == 1) {
                item->setForeground(RunTableModel::stateColor(t.state));
            }
            m_table->setItem(i, c, item);
        }
    }
    if (selected >= 0 && selected < m_table->rowCount()) {
        m_table->selectRow(selected);
    }
    updateButtons();
    show();
}

void SweepTaskView::updateButtons()
{
    m_resubmitFailed->setEnabled(!failedTasks().isEmpty());
    const int row = m_table->currentRow();
    const bool selected = !m_table->selectedItems().isEmpty() && row >= 0 && row < m_tasks.size();
    m_cancelTask->setEnabled(selected && isWaitingOrRunning(m_tasks.at(row).state));
}

} // namespace slipway::ui
