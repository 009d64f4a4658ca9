#include "plots/comparisonview.h"

#include "events/comparisontable.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace slipway::ui {

ComparisonView::ComparisonView(QWidget *parent)
    : QWidget(parent)
    , m_table(new events::ComparisonTable(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 4);
    auto *bar = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("comparisonFilter"));
    m_filter->setPlaceholderText(tr("Filter runs, e.g. lr=0.01"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Shows the runs whose name or a parameter (written name=value) "
                            "contains this text"));
    connect(m_filter, &QLineEdit::textChanged, m_table, &events::ComparisonTable::setFilterText);
    bar->addWidget(m_filter, 2);

    bar->addWidget(new QLabel(tr("Show"), this));
    m_topN = new QSpinBox(this);
    m_topN->setObjectName(QStringLiteral("comparisonTopN"));
    m_topN->setRange(0, 100000);
    m_topN->setSpecialValueText(tr("all runs"));
    m_topN->setSuffix(tr(" runs"));
    m_topN->setToolTip(tr("Only the first runs in the table's order: sort by a column, then "
                          "keep the best ones"));
    connect(m_topN, &QSpinBox::valueChanged, m_table, &events::ComparisonTable::setTopN);
    bar->addWidget(m_topN);

    auto addChoice = [this, bar](const char *name, const QString &label, const QString &tip) {
        bar->addWidget(new QLabel(label, this));
        auto *combo = new QComboBox(this);
        combo->setObjectName(QLatin1String(name));
        combo->setToolTip(tip);
        combo->addItem(tr("(none)"), QString());
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        connect(combo, &QComboBox::currentIndexChanged, this, &ComparisonView::lookChanged);
        bar->addWidget(combo);
        return combo;
    };
    m_colourBy = addChoice("colourByChoice", tr("Colour by"),
                           tr("Runs with the same value of this parameter get the same colour"));
    m_groupBy = addChoice("groupByChoice", tr("Group by"),
                          tr("Runs with the same value of this parameter share a colour and a "
                             "band: their mean ± standard deviation (for example across seeds)"));
    m_export = new QPushButton(tr("Export table…"), this);
    m_export->setObjectName(QStringLiteral("exportTableButton"));
    m_export->setToolTip(tr("Save the rows shown as a CSV file"));
    connect(m_export, &QPushButton::clicked, this, &ComparisonView::chooseExportFile);
    bar->addWidget(m_export);
    layout->addLayout(bar);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("comparisonTable"));
    m_view->setModel(m_table);
    m_view->setSortingEnabled(true);
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ComparisonView::onRowChosen);
    // The table is reset on every refresh: choose the same run's row again.
    connect(m_table, &QAbstractItemModel::modelReset, this, [this]() {
        chooseRow(m_selectedRun, false);
        updateCount();
    });
    layout->addWidget(m_view, 1);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("comparisonCount"));
    layout->addWidget(m_count);
    updateCount();
}

void ComparisonView::setParameterKeys(const QStringList &keys)
{
    if (keys == m_keys) {
        return;
    }
    m_keys = keys;
    for (QComboBox *combo : {m_colourBy, m_groupBy}) {
        const QString chosen = combo->currentData().toString();
        const QSignalBlocker blocker(combo);
        while (combo->count() > 1) {
            combo->removeItem(1);
        }
        for (const QString &key : keys) {
            combo->addItem(key, key);
        }
        combo->setCurrentIndex(std::max(0, combo->findData(chosen)));
    }
}

QString ComparisonView::colourBy() const
{
    return m_colourBy->currentData().toString();
}

QString ComparisonView::groupBy() const
{
    return m_groupBy->currentData().toString();
}

void ComparisonView::selectRun(const QString &run)
{
    chooseRow(run, true);
}

void ComparisonView::chooseRow(const QString &run, bool scroll)
{
    m_selectedRun = run;
    m_selecting = true;
    const int row = m_table->rowOfRun(run);
    if (row < 0) {
        m_view->clearSelection();
    } else {
        m_view->selectRow(row);
        if (scroll) {
            m_view->scrollTo(m_table->index(row, 0));
        }
    }
    m_selecting = false;
}

void ComparisonView::onRowChosen()
{
    if (m_selecting) {
        return;
    }
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    const QString run = rows.isEmpty() ? QString() : m_table->runAt(rows.front().row());
    if (run == m_selectedRun) {
        return;
    }
    m_selectedRun = run;
    Q_EMIT runSelected(run);
}

void ComparisonView::updateCount()
{
    const int total = int(m_table->rows().size());
    const int shown = m_table->rowCount();
    if (shown == total) {
        m_count->setText(total == 1 ? tr("1 run") : tr("%1 runs").arg(total));
    } else {
        m_count->setText(tr("%1 of %2 runs shown").arg(shown).arg(total));
    }
    m_export->setEnabled(shown > 0);
}

bool ComparisonView::exportCsv(const QString &fileName, QString *error) const
{
    return m_table->saveCsv(fileName, error);
}

void ComparisonView::chooseExportFile()
{
    auto *dialog = new QFileDialog(this, tr("Export the run table"),
                                   QDir::home().filePath(QStringLiteral("runs.csv")));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->setNameFilter(tr("CSV files (*.csv)"));
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &file) {
        QString error;
        if (!exportCsv(file, &error)) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Export failed"), error,
                                        QMessageBox::Ok, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
    });
    dialog->open();
}

} // namespace slipway::ui
