// The Plots page's run table without a window: parameters from arguments and folder names,
// columns, sorting with missing values last, the text filter, top-N, and CSV with hostile text.

#include "events/comparisontable.h"
#include "events/runparameters.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using slipway::events::ComparisonTable;
using slipway::events::parametersFromArguments;
using slipway::events::parametersFromRunName;

namespace {

ComparisonTable::Row row(const QString &run, const QVariantMap &params, double last, double min,
                         double max)
{
    ComparisonTable::Row r;
    r.run = run;
    r.label = run;
    r.params = params;
    r.stats.push_back({last, min, max, !std::isnan(last)});
    return r;
}

// A column's cells as shown, joined by "|".
QString column(const ComparisonTable &table, int c)
{
    QStringList values;
    for (int r = 0; r < table.rowCount(); ++r) {
        values << table.data(table.index(r, c)).toString();
    }
    return values.join(QLatin1Char('|'));
}

} // namespace

class TestComparisonTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parametersFromArgumentsForms();
    void parametersFromFolderNames();
    void columnsSortFilterAndTopN();
    void csvQuotesAndDefusesFormulas();
    void csvToAFolderThatIsNotThereSaysWhy();
};

void TestComparisonTable::parametersFromArgumentsForms()
{
    const QVariantMap params = parametersFromArguments(
        {QStringLiteral("train.py"), QStringLiteral("--lr"), QStringLiteral("0.01"),
         QStringLiteral("--optimizer=adam"), QStringLiteral("-b"), QStringLiteral("32"),
         QStringLiteral("--amp"), QStringLiteral("--shift"), QStringLiteral("-1.5"),
         QStringLiteral("--name"), QStringLiteral("$(rm -rf ~) 'x'"), QStringLiteral("--last")});
    QCOMPARE(params.value(QStringLiteral("lr")), QVariant(0.01));
    QCOMPARE(params.value(QStringLiteral("optimizer")), QVariant(QStringLiteral("adam")));
    QCOMPARE(params.value(QStringLiteral("b")), QVariant(32.0));
    QCOMPARE(params.value(QStringLiteral("amp")), QVariant(true));
    QCOMPARE(params.value(QStringLiteral("shift")), QVariant(-1.5));
    QCOMPARE(params.value(QStringLiteral("name")), QVariant(QStringLiteral("$(rm -rf ~) 'x'")));
    QCOMPARE(params.value(QStringLiteral("last")), QVariant(true));
    QCOMPARE(params.size(), 7); // train.py is positional
}

void TestComparisonTable::parametersFromFolderNames()
{
    QVariantMap p = parametersFromRunName(QStringLiteral("lr=0.01,seed=3"));
    QCOMPARE(p.value(QStringLiteral("lr")), QVariant(0.01));
    QCOMPARE(p.value(QStringLiteral("seed")), QVariant(3.0));
    p = parametersFromRunName(QStringLiteral("sweep/lr=1e-3/opt=sgd"));
    QCOMPARE(p.value(QStringLiteral("lr")), QVariant(1e-3));
    QCOMPARE(p.value(QStringLiteral("opt")), QVariant(QStringLiteral("sgd")));
    p = parametersFromRunName(QStringLiteral("lr=0.1_batch=64"));
    QCOMPARE(p.value(QStringLiteral("lr")), QVariant(0.1));
    QCOMPARE(p.value(QStringLiteral("batch")), QVariant(64.0));
    QVERIFY(parametersFromRunName(QStringLiteral("version_0")).isEmpty());
    QVERIFY(parametersFromRunName(QStringLiteral("=x,=")).isEmpty());
}

void TestComparisonTable::columnsSortFilterAndTopN()
{
    ComparisonTable table;
    std::vector<ComparisonTable::Row> rows;
    rows.push_back(row(QStringLiteral("a"), {{QStringLiteral("lr"), 0.1}}, 0.5, 0.4, 2.0));
    rows.push_back(row(QStringLiteral("b"), {{QStringLiteral("lr"), 0.01}}, 0.2, 0.1, 2.2));
    rows.push_back(row(QStringLiteral("c"), {{QStringLiteral("seed"), 1.0}}, NAN, 0, 0));
    rows.push_back(row(QStringLiteral("d"), {{QStringLiteral("lr"), 0.001}}, 0.9, 0.8, 2.1));
    table.setRows(std::move(rows), {QStringLiteral("loss")});
    QCOMPARE(table.columnCount(), 1 + 2 + 3);
    QCOMPARE(table.headerData(1, Qt::Horizontal).toString(), QStringLiteral("lr"));
    QCOMPARE(table.headerData(2, Qt::Horizontal).toString(), QStringLiteral("seed"));
    QCOMPARE(table.headerData(3, Qt::Horizontal).toString(), QStringLiteral("loss (last)"));
    QCOMPARE(table.headerData(5, Qt::Horizontal).toString(), QStringLiteral("loss (max)"));
    QCOMPARE(column(table, 0), QStringLiteral("a|b|c|d"));
    QCOMPARE(column(table, 4), QStringLiteral("0.4|0.1||0.8"));

    // By the last loss, up and down: the run without the tag goes last both ways.
    table.sort(3, Qt::AscendingOrder);
    QCOMPARE(column(table, 0), QStringLiteral("b|a|d|c"));
    table.sort(3, Qt::DescendingOrder);
    QCOMPARE(column(table, 0), QStringLiteral("d|a|b|c"));
    // By a parameter, numerically (0.001 < 0.01 < 0.1, not as text).
    table.sort(1, Qt::AscendingOrder);
    QCOMPARE(column(table, 0), QStringLiteral("d|b|a|c"));

    // The filter looks at names and key=value; top-N applies after sorting and filtering.
    table.setFilterText(QStringLiteral("LR=0.0"));
    QCOMPARE(column(table, 0), QStringLiteral("d|b"));
    table.setFilterText(QString());
    table.setTopN(2);
    QCOMPARE(column(table, 0), QStringLiteral("d|b"));
    QCOMPARE(table.rowOfRun(QStringLiteral("b")), 1);
    QCOMPARE(table.rowOfRun(QStringLiteral("a")), -1);
    QCOMPARE(table.runAt(0), QStringLiteral("d"));
    QCOMPARE(table.runAt(5), QString());

    // New rows (a refresh) keep sort, filter and top-N.
    std::vector<ComparisonTable::Row> more;
    more.push_back(row(QStringLiteral("e"), {{QStringLiteral("lr"), 0.0001}}, 1, 1, 1));
    more.push_back(row(QStringLiteral("a"), {{QStringLiteral("lr"), 0.1}}, 0.5, 0.4, 2.0));
    table.setRows(std::move(more), {QStringLiteral("loss")});
    QCOMPARE(column(table, 0), QStringLiteral("e|a"));
}

void TestComparisonTable::csvQuotesAndDefusesFormulas()
{
    ComparisonTable table;
    std::vector<ComparisonTable::Row> rows;
    rows.push_back(row(QStringLiteral("=HYPERLINK(\"http://x\")"),
                       {{QStringLiteral("note"), QStringLiteral("a,b \"c\"\nd")}}, -0.25, -1.0 / 3,
                       1e-300));
    table.setRows(std::move(rows), {QStringLiteral("val/loss")});
    const QString csv = table.toCsv();
    const QStringList lines = csv.split(QLatin1Char('\n'));
    QCOMPARE(lines.front(),
             QStringLiteral("Run,note,val/loss (last),val/loss (min),val/loss (max)"));
    QCOMPARE(csv.section(QLatin1Char('\n'), 1),
             QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\")\",\"a,b \"\"c\"\"\nd\",-0.25,"
                            "-0.3333333333333333,1e-300\n"));
}

void TestComparisonTable::csvToAFolderThatIsNotThereSaysWhy()
{
    ComparisonTable table;
    QTemporaryDir dir;
    QString error;
    const QString file = dir.filePath(QStringLiteral("missing/runs.csv"));
    QVERIFY(!table.saveCsv(file, &error));
    QVERIFY2(error.contains(file), qPrintable(error));
    QVERIFY(table.saveCsv(dir.filePath(QStringLiteral("runs.csv")), &error));
    QFile saved(dir.filePath(QStringLiteral("runs.csv")));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), QByteArray("Run\n"));
}

QTEST_GUILESS_MAIN(TestComparisonTable)
#include "tst_comparisontable.moc"
