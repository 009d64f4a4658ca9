#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <QVariantMap>

#include <vector>

namespace slipway::events {

// The run table of the Plots page: one row per run, columns for the run's parameters and for the
// last, minimum and maximum of each chosen tag. Sorting, a text filter and top-N only reorder a
// list of row numbers; the rows themselves are set once per refresh. Widget-free, so tests and
// the benchmark use it without a window.
class ComparisonTable final : public QAbstractTableModel
{
    Q_OBJECT

public:
    struct Stat
    {
        double last = 0;
        double min = 0;
        double max = 0;
        bool present = false; // the run has this tag
    };
    struct Row
    {
        QString run;   // the model's name, the key for selection and colours
        QString label; // what the user sees
        QVariantMap params;
        std::vector<Stat> stats; // one per tag, in tags() order
    };
    // Where a column's values come from.
    enum class ColumnKind { Run, Parameter, Last, Min, Max };

    explicit ComparisonTable(QObject *parent = nullptr);

    // Replaces the rows; the parameter columns are the union of every row's keys, sorted. The
    // sort, filter and top-N stay as they are.
    void setRows(std::vector<Row> rows, const QStringList &tags);
    const std::vector<Row> &rows() const { return m_rows; }
    const QStringList &tags() const { return m_tags; }
    const QStringList &parameterKeys() const { return m_keys; }

    // Rows whose label or any "key=value" contains `text` (case-insensitive); empty: all.
    void setFilterText(const QString &text);
    QString filterText() const { return m_filter; }
    // Only the first `count` rows after sorting and filtering; 0: all.
    void setTopN(int count);
    int topN() const { return m_topN; }
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    ColumnKind columnKind(int column) const;
    // The parameter or tag a column is about (empty for the run column).
    QString columnSubject(int column) const;
    // The visible row of `run`, or -1; the run of a visible row.
    int rowOfRun(const QString &run) const;
    QString runAt(int row) const;

    // The visible rows, in their order, as CSV (a header line first). Cells are quoted where
    // needed, and a cell that a spreadsheet would run as a formula starts with a quote mark.
    QString toCsv() const;
    bool saveCsv(const QString &fileName, QString *error) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    // The value of a cell for sorting and CSV: a double, a string, or invalid when missing.
    QVariant value(const Row &row, int column) const;
    QString text(const Row &row, int column) const;
    void updateVisible();

    std::vector<Row> m_rows;
    std::vector<QString> m_haystacks; // per row: label and key=value pairs, lower case
    QStringList m_tags;
    QStringList m_keys;
    std::vector<int> m_visible; // row numbers in display order
    QString m_filter;
    int m_topN = 0;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace slipway::events
