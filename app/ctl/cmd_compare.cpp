// slipwayctl compare: the Plots page's run table (core/events/comparisontable) for local log
// folders: one row per run, columns for its parameters (from folder names such as
// "lr=0.01,seed=3") and the last, minimum and maximum of each tag; sorted, top-N, as text or
// JSON.

#include "command.h"

#include "common/terminaltext.h"
#include "events/comparisontable.h"
#include "events/logdirreader.h"
#include "events/rundata.h"
#include "events/runparameters.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>
#include <limits>

namespace slipway::ctl {
namespace {

using events::ComparisonTable;

// The last, lowest and highest value of one tag of one run (NaN left out of min and max).
ComparisonTable::Stat statOf(const events::RunData &run, const QString &tag)
{
    ComparisonTable::Stat stat;
    const events::ScalarTag *t = run.tag(tag);
    if (!t || t->series.isEmpty()) {
        return stat;
    }
    stat.present = true;
    stat.last = t->series.value(t->series.size() - 1);
    stat.min = std::numeric_limits<double>::infinity();
    stat.max = -std::numeric_limits<double>::infinity();
    for (qsizetype i = 0; i < t->series.size(); ++i) {
        const double v = t->series.value(i);
        if (!std::isnan(v)) {
            stat.min = std::min(stat.min, v);
            stat.max = std::max(stat.max, v);
        }
    }
    if (stat.min > stat.max) {
        stat.min = stat.max = std::numeric_limits<double>::quiet_NaN();
    }
    return stat;
}

// The rows of every folder: each run in it (a folder holding event files) is a row, named by
// the folder given and its path below it.
bool readRows(const QStringList &folders, QStringList *tags,
              std::vector<ComparisonTable::Row> *rows)
{
    const bool allTags = tags->isEmpty();
    QSet<QString> seenTags;
    std::vector<std::unique_ptr<events::LogDirReader>> readers;
    for (const QString &folder : folders) {
        if (!QFileInfo::exists(folder)) {
            printErr(QStringLiteral("slipwayctl compare: %1 does not exist.")
                         .arg(printableText(QDir::toNativeSeparators(folder))));
            return false;
        }
        auto reader = std::make_unique<events::LogDirReader>(folder);
        const events::LogDirReader::UpdateResult result = reader->update();
        if (!result.ok) {
            printErr(QStringLiteral("slipwayctl compare: %1").arg(printableText(result.error)));
            return false;
        }
        if (reader->runs().empty()) {
            printErr(QStringLiteral("slipwayctl compare: no TensorBoard event files (names "
                                    "containing \"tfevents\") under %1.")
                         .arg(printableText(QDir::toNativeSeparators(folder))));
            return false;
        }
        for (const auto &run : reader->runs()) {
            for (const auto &tag : run->tags()) {
                if (allTags && !seenTags.contains(tag->name)) {
                    seenTags.insert(tag->name);
                    *tags << tag->name;
                }
            }
        }
        readers.push_back(std::move(reader));
    }
    if (allTags) {
        tags->sort();
    }
    for (std::size_t f = 0; f < readers.size(); ++f) {
        const QString folder = QDir::cleanPath(folders.at(qsizetype(f)));
        for (const auto &run : readers[f]->runs()) {
            ComparisonTable::Row row;
            row.run = run->name() == QLatin1String(".") ? folder
                                                        : folder + QLatin1Char('/') + run->name();
            row.label = row.run;
            row.params = events::parametersFromRunName(row.run);
            for (const QString &tag : std::as_const(*tags)) {
                row.stats.push_back(statOf(*run, tag));
            }
            rows->push_back(std::move(row));
        }
    }
    return true;
}

// The column --sort names: "run", a parameter, "TAG:last|min|max" or the column's heading
// ("loss (min)"); a leading '-' sorts from the largest. -1 (said) when there is none.
int sortColumn(const ComparisonTable &table, QString name, Qt::SortOrder *order)
{
    *order = Qt::AscendingOrder;
    if (name.startsWith(QLatin1Char('-'))) {
        *order = Qt::DescendingOrder;
        name = name.mid(1);
    }
    QStringList headings;
    for (int c = 0; c < table.columnCount(); ++c) {
        const QString heading = table.headerData(c, Qt::Horizontal).toString();
        headings << heading;
        QString key = table.columnSubject(c);
        switch (table.columnKind(c)) {
        case ComparisonTable::ColumnKind::Run:
            key = QStringLiteral("run");
            break;
        case ComparisonTable::ColumnKind::Parameter:
            break;
        case ComparisonTable::ColumnKind::Last:
            key += QStringLiteral(":last");
            break;
        case ComparisonTable::ColumnKind::Min:
            key += QStringLiteral(":min");
            break;
        case ComparisonTable::ColumnKind::Max:
            key += QStringLiteral(":max");
            break;
        }
        if (name == key || name == heading) {
            return c;
        }
    }
    printErr(QStringLiteral("slipwayctl compare: there is no column \"%1\" to sort by; the "
                            "columns are run, the parameters, and TAG:last, TAG:min, TAG:max "
                            "(%2).")
                 .arg(printableText(name), printableText(headings.join(QStringLiteral(", ")))));
    return -1;
}

QJsonValue number(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

QJsonArray tableJson(const ComparisonTable &table)
{
    QJsonArray out;
    for (int r = 0; r < table.rowCount(); ++r) {
        const QString run = table.runAt(r);
        const auto it =
            std::find_if(table.rows().cbegin(), table.rows().cend(),
                         [&](const ComparisonTable::Row &row) { return row.run == run; });
        QJsonObject o{{QStringLiteral("run"), run},
                      {QStringLiteral("params"), QJsonObject::fromVariantMap(it->params)}};
        QJsonObject tags;
        for (qsizetype t = 0; t < table.tags().size(); ++t) {
            const ComparisonTable::Stat &s = it->stats[std::size_t(t)];
            tags.insert(table.tags().at(t),
                        s.present ? QJsonValue(QJsonObject{{QStringLiteral("last"), number(s.last)},
                                                           {QStringLiteral("min"), number(s.min)},
                                                           {QStringLiteral("max"), number(s.max)}})
                                  : QJsonValue());
        }
        o.insert(QStringLiteral("tags"), tags);
        out.append(o);
    }
    return out;
}

// The table as aligned columns, the cells as the Plots page shows them ("-" when missing).
void printTable(const ComparisonTable &table)
{
    const int columns = table.columnCount();
    std::vector<QStringList> cells(std::size_t(table.rowCount()) + 1);
    for (int c = 0; c < columns; ++c) {
        cells[0] << printableText(table.headerData(c, Qt::Horizontal).toString());
    }
    for (int r = 0; r < table.rowCount(); ++r) {
        for (int c = 0; c < columns; ++c) {
            const QString text = table.data(table.index(r, c)).toString();
            cells[std::size_t(r) + 1]
                << (text.isEmpty() ? QStringLiteral("-") : printableText(text));
        }
    }
    std::vector<qsizetype> widths(std::size_t(columns), 0);
    for (const QStringList &line : cells) {
        for (int c = 0; c < columns; ++c) {
            widths[std::size_t(c)] = std::max(widths[std::size_t(c)], line.at(c).size());
        }
    }
    for (const QStringList &line : cells) {
        QString text;
        for (int c = 0; c < columns; ++c) {
            text +=
                c + 1 < columns ? line.at(c).leftJustified(widths[std::size_t(c)] + 2) : line.at(c);
        }
        printOut(text);
    }
}

int runCompare(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Compare runs: one row per run found under the folders (each folder that holds event "
        "files), with the parameters written in folder names (lr=0.01,seed=3) and the last, "
        "lowest and highest value of each tag, as on the Plots page."));
    parser.addPositionalArgument(QStringLiteral("DIR"), QStringLiteral("Log folders."),
                                 QStringLiteral("DIR..."));
    parser.addOption({QStringLiteral("tag"),
                      QStringLiteral("A tag to compare (repeat for more; default: every scalar "
                                     "tag)."),
                      QStringLiteral("TAG")});
    parser.addOption({QStringLiteral("sort"),
                      QStringLiteral("Sort by a column: run, a parameter, or TAG:last, TAG:min, "
                                     "TAG:max; with a leading - from the largest."),
                      QStringLiteral("COL")});
    parser.addOption({QStringLiteral("top"),
                      QStringLiteral("Only the first N rows (after sorting)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    parser.addHelpOption();
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    const QStringList folders = parser.positionalArguments();
    if (folders.isEmpty()) {
        printErr(QStringLiteral("slipwayctl compare: give one or more log folders."));
        return 2;
    }
    int top = 0;
    if (parser.isSet(QStringLiteral("top"))) {
        bool ok = false;
        top = parser.value(QStringLiteral("top")).toInt(&ok);
        if (!ok || top < 1) {
            printErr(QStringLiteral("slipwayctl compare: --top takes a whole number, 1 or more "
                                    "(not \"%1\").")
                         .arg(printableText(parser.value(QStringLiteral("top")))));
            return 2;
        }
    }
    QStringList tags = parser.values(QStringLiteral("tag"));
    tags.removeDuplicates();
    std::vector<ComparisonTable::Row> rows;
    if (!readRows(folders, &tags, &rows)) {
        return 1;
    }
    for (const QString &tag : std::as_const(tags)) {
        const bool anywhere = std::any_of(rows.cbegin(), rows.cend(), [&](const auto &row) {
            return row.stats[std::size_t(tags.indexOf(tag))].present;
        });
        if (!anywhere) {
            printErr(QStringLiteral("warning: no run has the tag \"%1\".").arg(printableText(tag)));
        }
    }
    ComparisonTable table;
    table.setRows(std::move(rows), tags);
    if (parser.isSet(QStringLiteral("sort"))) {
        Qt::SortOrder order = Qt::AscendingOrder;
        const int column = sortColumn(table, parser.value(QStringLiteral("sort")), &order);
        if (column < 0) {
            return 2;
        }
        table.sort(column, order);
    }
    table.setTopN(top);
    if (parser.isSet(QStringLiteral("json"))) {
        printOut(
            QString::fromUtf8(QJsonDocument(tableJson(table)).toJson(QJsonDocument::Indented)));
    } else {
        printTable(table);
    }
    return 0;
}

const CommandRegistration registration{
    {"compare", "Compare runs' event files as a table (last, min, max per tag)", &runCompare}};

} // namespace
} // namespace slipway::ctl
