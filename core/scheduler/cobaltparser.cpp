#include "scheduler/cobaltparser.h"

#include "site/walltime.h"

#include <QHash>
#include <QRegularExpression>

namespace slipway::scheduler::cobalt {

QString qstatHeader()
{
    return QStringLiteral("JobID:State:Queue:Nodes:WallTime:RunTime:JobName");
}

std::optional<QString> parseQsub(const QByteArray &stdoutBytes)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*(\d+)\s*$)"),
                                       QRegularExpression::MultilineOption);
    const auto m = re.match(QString::fromUtf8(stdoutBytes));
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    return m.captured(1);
}

namespace {

struct Column
{
    QString name;
    qsizetype start = 0;
};

// The columns of a qstat header line, with where each starts. Cobalt pads every column to its
// widest value, so the header's offsets hold for the rows below it.
QList<Column> columnsOf(const QString &header)
{
    QList<Column> columns;
    static const QRegularExpression word(QStringLiteral(R"(\S+)"));
    auto it = word.globalMatch(header);
    while (it.hasNext()) {
        const auto m = it.next();
        columns << Column{m.captured(0), m.capturedStart(0)};
    }
    return columns;
}

// The cells of one row: split at spaces when that gives one cell per column; otherwise (a job
// name with spaces) JobName takes the rest when it is last, else the header offsets decide.
QStringList cellsOf(const QString &line, const QList<Column> &columns)
{
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const qsizetype n = columns.size();
    if (words.size() == n) {
        return words;
    }
    if (words.size() > n && columns.last().name == QLatin1String("JobName")) {
        QStringList cells = words.mid(0, n - 1);
        // The name is what follows the first n-1 cells, spaces kept.
        qsizetype pos = 0;
        for (qsizetype i = 0; i < n - 1; ++i) {
            pos = line.indexOf(words.at(i), pos) + words.at(i).size();
        }
        cells << line.mid(pos).trimmed();
        return cells;
    }
    QStringList cells;
    for (qsizetype i = 0; i < n; ++i) {
        const qsizetype from = columns.at(i).start;
        const qsizetype to = i + 1 < n ? columns.at(i + 1).start : line.size();
        cells << line.mid(from, to - from).trimmed();
    }
    return cells;
}

void setState(JobStatus &s)
{
    const QString st = s.rawState.toLower();
    if (st == QLatin1String("queued") || st == QLatin1String("starting") ||
        st.endsWith(QLatin1String("hold")) || st == QLatin1String("dep_fail")) {
        s.state = JobState::Pending;
        if (st == QLatin1String("dep_hold")) {
            s.reason = s.rawState;
            s.explanation = QStringLiteral("Waiting for another job it depends on.");
        } else if (st == QLatin1String("dep_fail")) {
            s.reason = s.rawState;
            s.explanation = QStringLiteral("A job it depends on failed, so Cobalt will not start "
                                           "it. Delete it with qdel and submit it again.");
        } else if (st.endsWith(QLatin1String("hold"))) {
            s.reason = s.rawState;
            s.explanation =
                st == QLatin1String("user_hold")
                    ? QStringLiteral("The job is on hold (user_hold); release it with "
                                     "qrls.")
                    : QStringLiteral("The job is on hold (%1); ask the site.").arg(s.rawState);
        }
    } else if (st == QLatin1String("running")) {
        s.state = JobState::Running;
    } else if (st == QLatin1String("exiting") || st == QLatin1String("killing")) {
        s.state = JobState::Completing;
    } else if (st == QLatin1String("done")) {
        s.state = JobState::Completed;
    }
}

} // namespace

JobStatusList parseQstat(const QByteArray &bytes)
{
    JobStatusList out;
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    QList<Column> columns;
    QString previous;
    for (const QString &raw : lines) {
        QString line = raw;
        line.remove(QLatin1Char('\r'));
        if (line.trimmed().startsWith(QLatin1Char('='))) {
            // The line above the '=' line is the header, whatever columns it names (the site's
            // QSTAT_HEADER, qstat's default "JobID User WallTime Nodes State Location", or ours).
            columns = columnsOf(previous);
            continue;
        }
        previous = line;
        if (columns.isEmpty() || line.trimmed().isEmpty()) {
            continue;
        }
        const QStringList cells = cellsOf(line, columns);
        QHash<QString, QString> cell;
        for (qsizetype i = 0; i < columns.size() && i < cells.size(); ++i) {
            cell.insert(columns.at(i).name, cells.at(i));
        }
        static const QRegularExpression id(QStringLiteral(R"(^\d+$)"));
        if (!id.match(cell.value(QStringLiteral("JobID"))).hasMatch()) {
            continue;
        }
        JobStatus s;
        s.jobId = cell.value(QStringLiteral("JobID"));
        s.rawState = cell.value(QStringLiteral("State"));
        s.partition = cell.value(QStringLiteral("Queue"));
        s.name = cell.value(QStringLiteral("JobName"));
        const QString location = cell.value(QStringLiteral("Location"));
        if (location != QLatin1String("None") && location != QLatin1String("N/A")) {
            s.nodeList = location;
        }
        setState(s);
        if (const auto t = site::walltime::parse(cell.value(QStringLiteral("WallTime")))) {
            s.timeLimitSeconds = *t;
        }
        if (const auto e = site::walltime::parse(cell.value(QStringLiteral("RunTime")))) {
            s.elapsedSeconds = *e;
        }
        out << s;
    }
    return out;
}

std::optional<int> parseCobaltLogExit(const QByteArray &text)
{
    static const QRegularExpression re(QStringLiteral(R"(with an exit code of (-?\d+))"));
    const auto m = re.match(QString::fromUtf8(text));
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    return m.captured(1).toInt();
}

} // namespace slipway::scheduler::cobalt
