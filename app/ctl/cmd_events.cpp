// slipwayctl events, plot: TensorBoard event files (core/events).

#include "command.h"
#include "remoteevents.h"

#include "common/terminaltext.h"
#include "events/chartrenderer.h"
#include "events/logdirreader.h"
#include "events/scalarexport.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>

#include <cstdio>

namespace slipway::ctl {
namespace {

using events::LogDirReader;

const QCommandLineOption kConfigOption(QStringList{QStringLiteral("F"), QStringLiteral("config")},
                                       QStringLiteral("For HOST:path, read this ssh "
                                                      "configuration file instead of "
                                                      "~/.ssh/config."),
                                       QStringLiteral("FILE"));

const QString kPathHelp = QStringLiteral("A log folder or one event file, here or on a cluster as "
                                         "HOST:path (fetched into a local cache, new bytes only).");

// Reads PATH completely; prints the reason and returns false when it cannot.
bool readPath(LogDirReader &reader, const QString &command)
{
    const LogDirReader::UpdateResult result = reader.update();
    if (!result.ok) {
        printErr(QStringLiteral("slipwayctl %1: %2").arg(command, result.error));
        return false;
    }
    if (reader.runs().empty()) {
        printErr(QStringLiteral("slipwayctl %1: no TensorBoard event files (names containing "
                                "\"tfevents\") under %2.")
                     .arg(command, QDir::toNativeSeparators(reader.path())));
        return false;
    }
    return true;
}

bool parseTagFilter(const QString &pattern, QRegularExpression *filter, const QString &command)
{
    filter->setPattern(pattern);
    if (!filter->isValid()) {
        printErr(QStringLiteral("slipwayctl %1: the tag pattern '%2' is not a valid regular "
                                "expression: %3.")
                     .arg(command, pattern, filter->errorString()));
        return false;
    }
    return true;
}

bool parseSmoothing(const QString &text, double *weight, const QString &command)
{
    bool ok = false;
    *weight = text.toDouble(&ok);
    if (!ok || *weight < 0.0 || *weight >= 1.0) {
        printErr(QStringLiteral("slipwayctl %1: --smoothing takes a weight from 0 (none) up to, "
                                "but not including, 1 (TensorBoard's default is 0.6); got '%2'.")
                     .arg(command, text));
        return false;
    }
    return true;
}

QString formatBytes(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

QString kindCounts(const QMap<QString, qint64> &counts)
{
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    }
    return parts.join(QStringLiteral(", "));
}

// "FILE at byte N: what", or "FILE: what" for a problem that is not about one record.
QString issueText(const events::ReadIssue &issue)
{
    const QString file = QFileInfo(issue.file).fileName();
    return issue.offset >= 0
               ? QStringLiteral("%1 at byte %2: %3").arg(file).arg(issue.offset).arg(issue.message)
               : QStringLiteral("%1: %2").arg(file, issue.message);
}

// What summary lists under "problem" and "waiting", on stderr, for commands whose standard
// output is data (export): damaged records are skipped there, and this says so.
void reportProblems(const LogDirReader &reader, const QString &command)
{
    for (const auto &run : reader.runs()) {
        for (const events::ReadIssue &issue : run->issues()) {
            printErr(QStringLiteral("slipwayctl %1: run %2: problem: %3")
                         .arg(command, run->name(), issueText(issue)));
        }
        if (run->stats().pendingBytes > 0) {
            printErr(QStringLiteral("slipwayctl %1: run %2: waiting: %3 byte(s) of an incomplete "
                                    "last record (the file is still being written, or was cut "
                                    "off)")
                         .arg(command, run->name())
                         .arg(run->stats().pendingBytes));
        }
    }
    const events::ReadStats total = reader.totalStats();
    if (total.corruptRecords > 0 || total.skippedBytes > 0) {
        printErr(QStringLiteral("slipwayctl %1: skipped records: %2 corrupt, %3 byte(s) skipped; "
                                "the export holds the good records only.")
                     .arg(command)
                     .arg(total.corruptRecords)
                     .arg(total.skippedBytes));
    }
}

void printSummary(const LogDirReader &reader, const QString &shownPath)
{
    const events::ReadStats total = reader.totalStats();
    qint64 tags = 0;
    qint64 points = 0;
    for (const auto &run : reader.runs()) {
        tags += qint64(run->tags().size());
        points += run->pointCount();
    }
    printOut(QStringLiteral("%1: %2 run(s), %3 file(s), %4 read; %5 scalar tag(s), %6 point(s)")
                 .arg(shownPath)
                 .arg(reader.runs().size())
                 .arg(total.files)
                 .arg(formatBytes(total.bytesRead))
                 .arg(tags)
                 .arg(points));
    for (const auto &run : reader.runs()) {
        const events::ReadStats &stats = run->stats();
        printOut(QString());
        printOut(QStringLiteral("run %1: %2 file(s), %3 record(s)")
                     .arg(run->name())
                     .arg(stats.files)
                     .arg(stats.records));
        if (!run->tags().empty()) {
            int width = 3;
            for (const auto &tag : run->tags()) {
                width = std::max(width, int(printableText(tag->name).size()));
            }
            width = std::min(width, 60);
            printOut(QStringLiteral("  %1  %2  %3")
                         .arg(QStringLiteral("tag").leftJustified(width),
                              QStringLiteral("points").rightJustified(9), QStringLiteral("steps")));
            for (const auto &tag : run->tags()) {
                const auto &series = tag->series;
                printOut(QStringLiteral("  %1  %2  %3")
                             .arg(printableText(tag->name).leftJustified(width))
                             .arg(series.size(), 9)
                             .arg(series.isEmpty() ? QStringLiteral("-")
                                                   : QStringLiteral("%1 .. %2")
                                                         .arg(series.step(0))
                                                         .arg(series.step(series.size() - 1))));
            }
        }
        if (stats.replacedPoints > 0) {
            printOut(QStringLiteral("  restarts: %1 point(s) replaced by later ones at the same "
                                    "or an earlier step")
                         .arg(stats.replacedPoints));
        }
        if (!stats.skipped.isEmpty()) {
            printOut(QStringLiteral("  skipped (not scalars): %1").arg(kindCounts(stats.skipped)));
        }
        if (stats.pendingBytes > 0) {
            printOut(QStringLiteral("  waiting: %1 byte(s) of an incomplete last record (the file "
                                    "is still being written, or was cut off)")
                         .arg(stats.pendingBytes));
        }
        for (const events::ReadIssue &issue : run->issues()) {
            printOut(QStringLiteral("  problem: %1").arg(issueText(issue)));
        }
    }
    printOut(QString());
    printOut(QStringLiteral("skipped records: %1 corrupt, %2 byte(s) skipped; %3 value(s) not "
                            "scalars")
                 .arg(total.corruptRecords)
                 .arg(total.skippedBytes)
                 .arg(total.skippedTotal()));
}

int runEventsSummary(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Show the runs, scalar tags, point counts, step ranges and skipped or "
                       "damaged records of a TensorBoard log folder or event file."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("summary"), QString());
    parser.addPositionalArgument(QStringLiteral("PATH"), kPathHelp);
    parser.addOption(kConfigOption);
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        printErr(QStringLiteral("Usage: slipwayctl events summary PATH"));
        return 2;
    }
    const std::optional<QString> local = localPathFor(positional.at(1), parser.value(kConfigOption),
                                                      QStringLiteral("events summary"));
    if (!local) {
        return 1;
    }
    LogDirReader reader(*local);
    if (!readPath(reader, QStringLiteral("events summary"))) {
        return 1;
    }
    printSummary(reader,
                 *local == positional.at(1) ? QDir::toNativeSeparators(*local) : positional.at(1));
    return 0;
}

int runEventsExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Export every scalar point (no sampling) as CSV or JSON."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("export"), QString());
    parser.addPositionalArgument(QStringLiteral("PATH"), kPathHelp);
    parser.addOption(kConfigOption);
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("csv or json."),
                                    QStringLiteral("FORMAT"));
    const QCommandLineOption tag(QStringLiteral("tag"),
                                 QStringLiteral("Only tags matching this regular expression."),
                                 QStringLiteral("REGEX"));
    const QCommandLineOption smoothing(
        QStringLiteral("smoothing"),
        QStringLiteral("Add a column smoothed as TensorBoard does, with this weight (0..1)."),
        QStringLiteral("W"));
    const QCommandLineOption out(QStringLiteral("out"),
                                 QStringLiteral("Write to FILE instead of standard output."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption method(
        QStringLiteral("smoothing-method"),
        QStringLiteral("ema (TensorBoard's, the default), time (time-weighted EMA over the "
                       "steps) or centred (a centred moving average), with the same weight."),
        QStringLiteral("METHOD"), QStringLiteral("ema"));
    parser.addOptions({format, tag, smoothing, method, out});
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    const QStringList positional = parser.positionalArguments();
    const QString formatName = parser.value(format);
    if (positional.size() != 2 ||
        (formatName != QLatin1String("csv") && formatName != QLatin1String("json"))) {
        printErr(QStringLiteral("Usage: slipwayctl events export PATH --format csv|json "
                                "[--tag REGEX] [--smoothing W] [--out FILE]"));
        return 2;
    }
    const QString command = QStringLiteral("events export");
    events::ExportOptions options;
    if (!parseTagFilter(parser.value(tag), &options.tagFilter, command)) {
        return 2;
    }
    if (parser.isSet(smoothing) &&
        !parseSmoothing(parser.value(smoothing), &options.smoothing, command)) {
        return 2;
    }
    const QString methodName = parser.value(method);
    if (methodName == QLatin1String("time")) {
        options.method = events::smoothing::Method::TimeWeightedEma;
    } else if (methodName == QLatin1String("centred") || methodName == QLatin1String("centered")) {
        options.method = events::smoothing::Method::CentredAverage;
    } else if (methodName != QLatin1String("ema")) {
        printErr(QStringLiteral("slipwayctl %1: --smoothing-method is ema, time or centred, not "
                                "\"%2\".")
                     .arg(command, methodName));
        return 2;
    }
    const std::optional<QString> local =
        localPathFor(positional.at(1), parser.value(kConfigOption), command);
    if (!local) {
        return 1;
    }
    LogDirReader reader(*local);
    if (!readPath(reader, command)) {
        return 1;
    }
    reportProblems(reader, command);
    int selected = 0;
    events::forEachSelectedTag(
        reader, options.tagFilter,
        [&](const events::RunData &, const events::ScalarTag &) { ++selected; });
    if (selected == 0) {
        printErr(QStringLiteral("slipwayctl %1: no scalar tag matches '%2'.")
                     .arg(command, parser.value(tag)));
        return 1;
    }

    QString error;
    bool ok;
    if (parser.isSet(out)) {
        QSaveFile file(parser.value(out));
        if (!file.open(QIODevice::WriteOnly)) {
            printErr(QStringLiteral("slipwayctl %1: cannot write %2: %3")
                         .arg(command, parser.value(out), file.errorString()));
            return 1;
        }
        ok = formatName == QLatin1String("csv") ? events::writeCsv(reader, options, &file, &error)
                                                : events::writeJson(reader, options, &file, &error);
        if (ok && !file.commit()) {
            ok = false;
            error =
                QStringLiteral("Cannot write %1: %2").arg(parser.value(out), file.errorString());
        }
    } else {
        QFile stdoutFile;
        if (!stdoutFile.open(stdout, QIODevice::WriteOnly)) {
            printErr(
                QStringLiteral("slipwayctl %1: cannot write to standard output.").arg(command));
            return 1;
        }
        ok = formatName == QLatin1String("csv")
                 ? events::writeCsv(reader, options, &stdoutFile, &error)
                 : events::writeJson(reader, options, &stdoutFile, &error);
    }
    if (!ok) {
        printErr(QStringLiteral("slipwayctl %1: %2").arg(command, error));
        return 1;
    }
    return 0;
}

int runEvents(const QStringList &arguments)
{
    const QString sub = arguments.value(1);
    if (sub == QLatin1String("summary")) {
        return runEventsSummary(arguments);
    }
    if (sub == QLatin1String("export")) {
        return runEventsExport(arguments);
    }
    const QString usage = QStringLiteral(
        "Usage: slipwayctl events summary PATH\n"
        "       slipwayctl events export PATH --format csv|json [--tag REGEX] [--smoothing W] "
        "[--out FILE]\n\n"
        "PATH is a TensorBoard log folder or event file, here or on a cluster as HOST:path\n"
        "(HOST as for slipwayctl ssh; -F FILE names the ssh configuration).");
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        printOut(usage);
        return 0;
    }
    printErr(sub.isEmpty()
                 ? usage
                 : QStringLiteral("slipwayctl events: unknown sub-command '%1'.\n\n").arg(sub) +
                       usage);
    return 2;
}

int runPlot(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Draw the scalar curves of a log folder into a PNG image, without a display."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("PATH"), kPathHelp);
    parser.addOption(kConfigOption);
    const QCommandLineOption tag(QStringLiteral("tag"),
                                 QStringLiteral("Tags matching this regular expression (each "
                                                "run's matching tags are drawn on one chart)."),
                                 QStringLiteral("REGEX"));
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("The PNG file to write."),
                                 QStringLiteral("FILE.png"));
    const QCommandLineOption smoothing(
        QStringLiteral("smoothing"),
        QStringLiteral("Smooth as TensorBoard does with this weight (0..1; default 0.6); the "
                       "raw curve is drawn faded behind."),
        QStringLiteral("W"), QStringLiteral("0.6"));
    const QCommandLineOption xAxis(QStringLiteral("x"),
                                   QStringLiteral("x axis: step, relative or wall (default step)."),
                                   QStringLiteral("AXIS"), QStringLiteral("step"));
    const QCommandLineOption logY(QStringLiteral("log-y"), QStringLiteral("Logarithmic y axis."));
    const QCommandLineOption width(QStringLiteral("width"),
                                   QStringLiteral("Image width in pixels (default 1000)."),
                                   QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption height(QStringLiteral("height"),
                                    QStringLiteral("Image height in pixels (default 600)."),
                                    QStringLiteral("N"), QStringLiteral("600"));
    parser.addOptions({tag, out, smoothing, xAxis, logY, width, height});
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    const QStringList positional = parser.positionalArguments();
    const QString command = QStringLiteral("plot");
    if (positional.size() != 1 || !parser.isSet(out)) {
        printErr(QStringLiteral("Usage: slipwayctl plot PATH --tag REGEX --out FILE.png "
                                "[--smoothing W] [--x step|relative|wall] [--log-y]"));
        return 2;
    }
    events::ChartOptions options;
    QRegularExpression filter;
    if (!parseTagFilter(parser.value(tag), &filter, command) ||
        !parseSmoothing(parser.value(smoothing), &options.smoothing, command)) {
        return 2;
    }
    if (!events::parseXAxis(parser.value(xAxis), &options.xAxis)) {
        printErr(QStringLiteral("slipwayctl plot: --x takes step, relative or wall; got '%1'.")
                     .arg(parser.value(xAxis)));
        return 2;
    }
    bool widthOk = false;
    bool heightOk = false;
    options.width = parser.value(width).toInt(&widthOk);
    options.height = parser.value(height).toInt(&heightOk);
    if (!widthOk || !heightOk || options.width < 200 || options.height < 150 ||
        options.width > 8000 || options.height > 8000) {
        printErr(QStringLiteral("slipwayctl plot: --width and --height take pixels, from "
                                "200x150 up to 8000x8000."));
        return 2;
    }
    options.logY = parser.isSet(logY);

    const std::optional<QString> local =
        localPathFor(positional.at(0), parser.value(kConfigOption), command);
    if (!local) {
        return 1;
    }
    LogDirReader reader(*local);
    if (!readPath(reader, command)) {
        return 1;
    }
    events::forEachSelectedTag(
        reader, filter, [&](const events::RunData &run, const events::ScalarTag &t) {
            const bool oneRun = reader.runs().size() == 1;
            options.series.push_back(
                {oneRun ? t.name : run.name() + QStringLiteral(" / ") + t.name, &t.series});
        });
    if (options.series.empty()) {
        printErr(
            QStringLiteral("slipwayctl plot: no scalar tag matches '%1'.").arg(parser.value(tag)));
        return 1;
    }
    options.title =
        parser.value(tag).isEmpty() ? QStringLiteral("all scalar tags") : parser.value(tag);
    QString error;
    if (!events::renderChartPng(options, parser.value(out), &error)) {
        printErr(QStringLiteral("slipwayctl plot: %1").arg(error));
        return 1;
    }
    printOut(QStringLiteral("Wrote %1 (%2 series).")
                 .arg(QDir::toNativeSeparators(parser.value(out)))
                 .arg(options.series.size()));
    return 0;
}

const CommandRegistration eventsRegistration{
    {"events", "Summarise or export TensorBoard event files (CSV, JSON)", &runEvents}};
const CommandRegistration plotRegistration{
    {"plot", "Draw scalar curves from event files into a PNG, headless", &runPlot}};

} // namespace
} // namespace slipway::ctl
