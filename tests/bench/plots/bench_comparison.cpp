// Comparison table benchmark (issue 15): sorting and filtering a run table of 2,000 runs, the
// Plots page's ComparisonTable against Qt's stock way of doing it, a QSortFilterProxyModel over a
// QStandardItemModel holding the same cells. One answer is a sort by a column followed by a
// text filter, the way a user clicks a header and then types; each side answers the same list
// of questions. Prints `BENCH comparison_2000_runs ms_per_answer slipway=… qt_proxy=… ratio=…`
// (ratio above 1: Slipway is faster) and Slipway's slowest answer against the 100 ms goal.

#include "events/comparisontable.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

using slipway::events::ComparisonTable;

namespace {

constexpr int kRuns = 2000;

std::vector<ComparisonTable::Row> makeRows()
{
    std::mt19937 random(7);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const QStringList optimisers{QStringLiteral("adam"), QStringLiteral("sgd"),
                                 QStringLiteral("adamw")};
    std::vector<ComparisonTable::Row> rows;
    for (int i = 0; i < kRuns; ++i) {
        ComparisonTable::Row row;
        row.params.insert(QStringLiteral("lr"), std::pow(10.0, -1 - 4 * unit(random)));
        row.params.insert(QStringLiteral("seed"), double(i % 5));
        row.params.insert(QStringLiteral("batch"), double(16 << (i % 4)));
        row.params.insert(QStringLiteral("opt"), optimisers[i % 3]);
        row.run = QStringLiteral("sweep/task%1").arg(i);
        row.label = row.run;
        for (int tag = 0; tag < 3; ++tag) {
            const double last = unit(random);
            row.stats.push_back({last, last * unit(random), last + unit(random), true});
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

struct Question
{
    int column;
    Qt::SortOrder order;
    QString filter;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList tags{QStringLiteral("train/loss"), QStringLiteral("val/loss"),
                           QStringLiteral("val/acc")};
    ComparisonTable table;
    table.setRows(makeRows(), tags);

    // The peer holds the same cells: text for display, numbers for sorting (Qt::EditRole).
    QStandardItemModel items(kRuns, table.columnCount());
    for (int r = 0; r < kRuns; ++r) {
        for (int c = 0; c < table.columnCount(); ++c) {
            auto *item = new QStandardItem(table.data(table.index(r, c)).toString());
            const ComparisonTable::ColumnKind kind = table.columnKind(c);
            if (kind != ComparisonTable::ColumnKind::Run) {
                const QVariant number =
                    kind == ComparisonTable::ColumnKind::Parameter
                        ? table.rows()[std::size_t(r)].params.value(table.columnSubject(c))
                        : QVariant(table.data(table.index(r, c)).toDouble());
                item->setData(number, Qt::UserRole + 1);
            }
            items.setItem(r, c, item);
        }
    }
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&items);
    proxy.setSortRole(Qt::UserRole + 1);
    proxy.setFilterKeyColumn(-1); // any column, as the table's filter looks at every parameter
    proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);

    std::vector<Question> questions;
    const QStringList filters{QString(), QStringLiteral("adam"), QStringLiteral("task1"),
                              QStringLiteral("sgd")};
    for (int c = 0; c < table.columnCount(); ++c) {
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            questions.push_back({c, order, filters[std::size_t(c) % filters.size()]});
        }
    }

    auto timeSide = [&](auto &&answer, double *slowest) {
        std::vector<double> rounds;
        for (int round = 0; round < 5; ++round) {
            QElapsedTimer all;
            all.start();
            for (const Question &q : questions) {
                QElapsedTimer one;
                one.start();
                answer(q);
                *slowest = std::max(*slowest, one.nsecsElapsed() / 1e6);
            }
            rounds.push_back(all.nsecsElapsed() / 1e6 / double(questions.size()));
        }
        std::sort(rounds.begin(), rounds.end());
        return rounds[rounds.size() / 2];
    };
    int checksum = 0;
    double slipwaySlowest = 0;
    const double slipway = timeSide(
        [&](const Question &q) {
            table.setFilterText(QString());
            table.sort(q.column, q.order);
            table.setFilterText(q.filter);
            checksum += table.rowCount();
        },
        &slipwaySlowest);
    double qtSlowest = 0;
    int qtChecksum = 0;
    const double qt = timeSide(
        [&](const Question &q) {
            proxy.setFilterFixedString(QString());
            proxy.sort(q.column, q.order);
            proxy.setFilterFixedString(q.filter);
            qtChecksum += proxy.rowCount();
        },
        &qtSlowest);
    if (checksum != qtChecksum) {
        std::fprintf(stderr, "bench_comparison: the two sides kept different rows (%d, %d)\n",
                     checksum, qtChecksum);
        return 1;
    }
    std::printf("BENCH comparison_2000_runs ms_per_answer slipway=%.3f qt_proxy=%.3f "
                "ratio=%.2f\n",
                slipway, qt, qt / slipway);
    std::printf("BENCH comparison_2000_runs slowest_answer_ms slipway=%.3f goal=100 "
                "ratio=%.2f\n",
                slipwaySlowest, 100.0 / slipwaySlowest);
    return 0;
}
