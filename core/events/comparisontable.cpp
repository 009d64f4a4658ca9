#include "events/comparisontable.h"

#include <QLocale>
#include <QSaveFile>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace slipway::events {

namespace {

constexpr int kStatColumns = 3; // last, min, max

QString formatNumber(double value)
{
    return QString::number(value, 'g', 6);
}

QString csvCell(QString text)
{
    // A leading = + - @ makes spreadsheets evaluate the cell; a quote mark keeps it text.
    if (!text.isEmpty() && QStringLiteral("=+-@").contains(text.front())) {
        bool number = false;
        text.toDouble(&number);
        if (!number) {
            text.prepend(QLatin1Char('\''));
        }
    }
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
        text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'))) {
        text.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

QString parameterText(const QVariant &value)
{
    if (value.typeId() == QMetaType::Double) {
        return formatNumber(value.toDouble());
    }
    return value.toString();
}

} // namespace

ComparisonTable::ComparisonTable(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ComparisonTable::setRows(std::vector<Row> rows, const QStringList &tags)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_tags = tags;
    QSet<QString> keys;
    m_haystacks.clear();
    m_haystacks.reserve(m_rows.size());
    for (const Row &row : m_rows) {
        QString haystack = row.label;
        for (auto it = row.params.cbegin(); it != row.params.cend(); ++it) {
            keys.insert(it.key());
            haystack += QLatin1Char('\n') + it.key() + QLatin1Char('=') + parameterText(*it);
        }
        m_haystacks.push_back(haystack.toLower());
    }
    m_keys = QStringList(keys.cbegin(), keys.cend());
    m_keys.sort();
    if (m_sortColumn >= columnCount()) {
        m_sortColumn = -1;
    }
    updateVisible();
    endResetModel();
}

void ComparisonTable::setFilterText(const QString &text)
{
    if (text == m_filter) {
        return;
    }
    beginResetModel();
    m_filter = text;
    updateVisible();
    endResetModel();
}

void ComparisonTable::setTopN(int count)
{
    if (count == m_topN) {
        return;
    }
    beginResetModel();
    m_topN = std::max(0, count);
    updateVisible();
    endResetModel();
}

void ComparisonTable::sort(int column, Qt::SortOrder order)
{
    beginResetModel();
    m_sortColumn = column;
    m_sortOrder = order;
    updateVisible();
    endResetModel();
}

void ComparisonTable::updateVisible()
{
    std::vector<int> order;
    order.reserve(m_rows.size());
    const QString needle = m_filter.trimmed().toLower();
    for (int i = 0; i < int(m_rows.size()); ++i) {
        if (needle.isEmpty() || m_haystacks[std::size_t(i)].contains(needle)) {
            order.push_back(i);
        }
    }
    if (m_sortColumn >= 0 && m_sortColumn < columnCount()) {
        // One key per row, computed once: a number, else text; missing values go last in both
        // orders.
        struct Key
        {
            int kind = 2; // 0 number, 1 text, 2 missing
            double number = 0;
            QString text;
        };
        std::vector<Key> keys(m_rows.size());
        for (const int i : order) {
            const QVariant v = value(m_rows[std::size_t(i)], m_sortColumn);
            Key &key = keys[std::size_t(i)];
            if (v.typeId() == QMetaType::Double && !std::isnan(v.toDouble())) {
                key.kind = 0;
                key.number = v.toDouble();
            } else if (v.isValid() && v.typeId() != QMetaType::Double) {
                key.kind = 1;
                key.text = v.toString();
            }
        }
        const bool descending = m_sortOrder == Qt::DescendingOrder;
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            const Key &x = keys[std::size_t(a)];
            const Key &y = keys[std::size_t(b)];
            if (x.kind != y.kind) {
                return x.kind < y.kind;
            }
            if (x.kind == 0) {
                return descending ? y.number < x.number : x.number < y.number;
            }
            if (x.kind == 1) {
                const int c = x.text.compare(y.text, Qt::CaseInsensitive);
                return descending ? c > 0 : c < 0;
            }
            return false;
        });
    }
    if (m_topN > 0 && int(order.size()) > m_topN) {
        order.resize(std::size_t(m_topN));
    }
    m_visible = std::move(order);
}

ComparisonTable::ColumnKind ComparisonTable::columnKind(int column) const
{
    if (column <= 0) {
        return ColumnKind::Run;
    }
    if (column <= m_keys.size()) {
        return ColumnKind::Parameter;
    }
    switch ((column - 1 - int(m_keys.size())) % kStatColumns) {
    case 0:
        return ColumnKind::Last;
    case 1:
        return ColumnKind::Min;
    default:
        return ColumnKind::Max;
    }
}

QString ComparisonTable::columnSubject(int column) const
{
    switch (columnKind(column)) {
    case ColumnKind::Run:
        return QString();
    case ColumnKind::Parameter:
        return m_keys.value(column - 1);
    default:
        return m_tags.value((column - 1 - int(m_keys.size())) / kStatColumns);
    }
}

QVariant ComparisonTable::value(const Row &row, int column) const
{
    const ColumnKind kind = columnKind(column);
    if (kind == ColumnKind::Run) {
        return row.label;
    }
    if (kind == ColumnKind::Parameter) {
        return row.params.value(m_keys.value(column - 1));
    }
    const auto tag = std::size_t((column - 1 - int(m_keys.size())) / kStatColumns);
    if (tag >= row.stats.size() || !row.stats[tag].present) {
        return QVariant();
    }
    const Stat &stat = row.stats[tag];
    return kind == ColumnKind::Last ? stat.last : kind == ColumnKind::Min ? stat.min : stat.max;
}

QString ComparisonTable::text(const Row &row, int column) const
{
    const QVariant v = value(row, column);
    return v.isValid() ? parameterText(v) : QString();
}

int ComparisonTable::rowOfRun(const QString &run) const
{
    for (int i = 0; i < int(m_visible.size()); ++i) {
        if (m_rows[std::size_t(m_visible[std::size_t(i)])].run == run) {
            return i;
        }
    }
    return -1;
}

QString ComparisonTable::runAt(int row) const
{
    return row >= 0 && row < int(m_visible.size())
               ? m_rows[std::size_t(m_visible[std::size_t(row)])].run
               : QString();
}

int ComparisonTable::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

int ComparisonTable::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1 + int(m_keys.size()) + kStatColumns * int(m_tags.size());
}

QVariant ComparisonTable::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_visible.size())) {
        return QVariant();
    }
    const Row &row = m_rows[std::size_t(m_visible[std::size_t(index.row())])];
    switch (role) {
    case Qt::DisplayRole:
        return text(row, index.column());
    case Qt::ToolTipRole:
        return index.column() == 0 ? row.run : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == 0 ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::UserRole:
        return row.run;
    default:
        return QVariant();
    }
}

QVariant ComparisonTable::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (columnKind(section)) {
    case ColumnKind::Run:
        return tr("Run");
    case ColumnKind::Parameter:
        return columnSubject(section);
    case ColumnKind::Last:
        return tr("%1 (last)").arg(columnSubject(section));
    case ColumnKind::Min:
        return tr("%1 (min)").arg(columnSubject(section));
    case ColumnKind::Max:
        return tr("%1 (max)").arg(columnSubject(section));
    }
    return QVariant();
}

QString ComparisonTable::toCsv() const
{
    QString csv;
    QStringList cells;
    for (int c = 0; c < columnCount(); ++c) {
        cells << csvCell(headerData(c, Qt::Horizontal).toString());
    }
    csv += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const int i : m_visible) {
        cells.clear();
        for (int c = 0; c < columnCount(); ++c) {
            const QVariant v = value(m_rows[std::size_t(i)], c);
            // Every digit needed to read the same number back; the table shows six.
            cells << csvCell(
                v.typeId() == QMetaType::Double
                    ? QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest)
                    : v.toString());
        }
        csv += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return csv;
}

bool ComparisonTable::saveCsv(const QString &fileName, QString *error) const
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) || file.write(toCsv().toUtf8()) < 0 ||
        !file.commit()) {
        if (error) {
            *error = tr("Could not save the table to %1: %2").arg(fileName, file.errorString());
        }
        return false;
    }
    return true;
}

} // namespace slipway::events
