#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace slipway::events {
class ComparisonTable;
}

namespace slipway::ui {

// The run table under the charts: one row per run with its parameters and the last, minimum and
// maximum of each shown tag. Click a column to sort, type to filter, keep the top N, colour the
// curves by a parameter, group them by one (a mean ± std band per group), and export as CSV.
// Choosing a row highlights the run's curves; clicking a curve chooses its row (selectRun).
class ComparisonView final : public QWidget
{
    Q_OBJECT

public:
    explicit ComparisonView(QWidget *parent = nullptr);

    events::ComparisonTable *table() const { return m_table; }
    QTableView *view() const { return m_view; }
    // The parameters the colour and group choices offer; a choice no longer offered is dropped.
    void setParameterKeys(const QStringList &keys);
    // The parameter curves are coloured by and grouped by; empty: none.
    QString colourBy() const;
    QString groupBy() const;
    // Chooses the row of `run` (nothing when it is filtered out) without emitting runSelected.
    void selectRun(const QString &run);
    QString selectedRun() const { return m_selectedRun; }
    // Saves the visible rows as CSV; false with *error set when the file cannot be written.
    bool exportCsv(const QString &fileName, QString *error) const;

Q_SIGNALS:
    // The user chose a row (empty: none).
    void runSelected(const QString &run);
    // The colour or group choice changed: the charts are drawn again.
    void lookChanged();

private:
    void chooseExportFile();
    void updateCount();
    void onRowChosen();
    // Selects the row of `run`; `scroll`: brings it into view (not when new data came, so a
    // table the user scrolled stays where it is).
    void chooseRow(const QString &run, bool scroll);

    events::ComparisonTable *m_table = nullptr;
    QLineEdit *m_filter = nullptr;
    QSpinBox *m_topN = nullptr;
    QComboBox *m_colourBy = nullptr;
    QComboBox *m_groupBy = nullptr;
    QPushButton *m_export = nullptr;
    QLabel *m_count = nullptr;
    QTableView *m_view = nullptr;
    QStringList m_keys;
    QString m_selectedRun;
    bool m_selecting = false;
};

} // namespace slipway::ui
