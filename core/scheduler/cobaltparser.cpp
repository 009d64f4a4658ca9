#include "scheduler/cobaltparser.h"

#include "site/walltime.h"

#include <QRegularExpression>

namespace slipway::cobalt {

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

JobStatusList parseQstat(const QByteArray &bytes)
{
    JobStatusList out;
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    bool inBody = false;
    static const QRegularExpression row(
        QStringLiteral(R"(^\s*(\d+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*(.*)$)"));
    for (const QString &line : lines) {
        if (line.trimmed().startsWith(QLatin1Char('='))) {
            inBody = true;
            continue;
        }
        if (!inBody) {
            continue;
        }
        const auto m = row.match(line);
        if (!m.hasMatch()) {
            continue;
        }
        JobStatus s;
        s.jobId = m.captured(1);
        s.rawState = m.captured(2);
        s.partition = m.captured(3);
        s.name = m.captured(7).trimmed();
        const QString st = s.rawState.toLower();
        if (st == QLatin1String("queued") || st.endsWith(QLatin1String("hold")) ||
            st == QLatin1String("starting")) {
            s.state = JobState::Pending;
            if (st.endsWith(QLatin1String("hold"))) {
                s.reason = s.rawState;
                s.explanation = st == QLatin1String("dep_hold")
                                    ? QStringLiteral("Waiting for another job it depends on.")
                                    : QStringLiteral("The job is on hold (%1).").arg(s.rawState);
            }
        } else if (st == QLatin1String("running")) {
            s.state = JobState::Running;
        } else if (st == QLatin1String("exiting") || st == QLatin1String("killing")) {
            s.state = JobState::Completing;
        } else if (st == QLatin1String("done")) {
            s.state = JobState::Completed;
        }
        if (const auto t = walltime::parse(m.captured(5))) {
            s.timeLimitSeconds = *t;
        }
        if (const auto e = walltime::parse(m.captured(6))) {
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

} // namespace slipway::cobalt
