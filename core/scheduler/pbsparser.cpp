#include "scheduler/pbsparser.h"

#include "site/walltime.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace slipway::pbs {

namespace {

QDateTime pbsTime(const QString &t)
{
    // "Wed Mar 17 20:36:48 2021"
    QDateTime d =
        QLocale::c().toDateTime(t.simplified(), QStringLiteral("ddd MMM d HH:mm:ss yyyy"));
    return d;
}

QString pathOf(const QString &hostAndPath)
{
    // "host:/path" -> "/path"
    const qsizetype colon = hostAndPath.indexOf(QLatin1Char(':'));
    return colon >= 0 ? hostAndPath.mid(colon + 1) : hostAndPath;
}

QString text(const QJsonValue &v)
{
    if (v.isDouble()) {
        return QString::number(v.toDouble());
    }
    return v.toString();
}

} // namespace

std::optional<QString> parseQsub(const QByteArray &stdoutBytes)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*(\d+(?:\[\])?(?:\.[A-Za-z0-9_.-]+)?)\s*$)"),
        QRegularExpression::MultilineOption);
    const auto m = re.match(QString::fromUtf8(stdoutBytes));
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    return m.captured(1);
}

JobStatusList parseQstatJson(const QByteArray &jsonIn, QString *error)
{
    JobStatusList out;
    QByteArray json = jsonIn;
    // PBS writes job names that look like numbers unquoted, and "inf" for some: quote them.
    static const QRegularExpression badName(
        QStringLiteral(R"("Job_Name":\s*(inf|nan|-?[0-9][^,\n]*),)"));
    QString text8 = QString::fromUtf8(json);
    text8.replace(badName, QStringLiteral("\"Job_Name\":\"\\1\","));
    json = text8.toUtf8();
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error) {
            *error = QStringLiteral("qstat -F json gave no valid JSON (%1)").arg(pe.errorString());
        }
        return out;
    }
    const QJsonObject jobs = doc.object().value(QStringLiteral("Jobs")).toObject();
    for (auto it = jobs.begin(); it != jobs.end(); ++it) {
        const QJsonObject j = it.value().toObject();
        JobStatus s;
        s.jobId = it.key();
        s.name = text(j.value(QStringLiteral("Job_Name")));
        s.rawState = j.value(QStringLiteral("job_state")).toString();
        s.partition = j.value(QStringLiteral("queue")).toString();
        const QString comment = j.value(QStringLiteral("comment")).toString();
        const QJsonValue exit = j.value(QStringLiteral("Exit_status"));
        s.exitCode = exit.isDouble() ? exit.toInt() : -1;
        const QString st = s.rawState;
        if (st == QLatin1String("Q") || st == QLatin1String("H") || st == QLatin1String("W") ||
            st == QLatin1String("T") || st == QLatin1String("S") || st == QLatin1String("M")) {
            s.state = JobState::Pending;
            s.reason = comment;
            s.explanation =
                comment.isEmpty() ? QString() : QStringLiteral("PBS says: %1").arg(comment);
            if (st == QLatin1String("H")) {
                s.explanation = QStringLiteral("The job is held; release it with qrls or ask the "
                                               "site. ") +
                                s.explanation;
            }
        } else if (st == QLatin1String("R") || st == QLatin1String("B")) {
            s.state = JobState::Running;
        } else if (st == QLatin1String("E")) {
            s.state = JobState::Completing;
        } else if (st == QLatin1String("F") || st == QLatin1String("X")) {
            if (comment.contains(QLatin1String("walltime"), Qt::CaseInsensitive) &&
                comment.contains(QLatin1String("exceeded"), Qt::CaseInsensitive)) {
                s.state = JobState::Timeout;
                s.reason = QStringLiteral("TimeLimit");
            } else if (comment.contains(QLatin1String("deleted"), Qt::CaseInsensitive) ||
                       comment.contains(QLatin1String("qdel"), Qt::CaseInsensitive)) {
                s.state = JobState::Cancelled;
            } else if (comment.contains(QLatin1String("mem"), Qt::CaseInsensitive) &&
                       comment.contains(QLatin1String("exceeded"), Qt::CaseInsensitive)) {
                s.state = JobState::OutOfMemory;
            } else if (s.exitCode == 0) {
                s.state = JobState::Completed;
            } else {
                s.state = JobState::Failed;
            }
            if (!comment.isEmpty()) {
                s.explanation = QStringLiteral("PBS says: %1").arg(comment);
            }
        }
        const QJsonObject used = j.value(QStringLiteral("resources_used")).toObject();
        if (const auto e = walltime::parse(used.value(QStringLiteral("walltime")).toString())) {
            s.elapsedSeconds = *e;
        }
        const QJsonObject list = j.value(QStringLiteral("Resource_List")).toObject();
        if (const auto t = walltime::parse(list.value(QStringLiteral("walltime")).toString())) {
            s.timeLimitSeconds = *t;
        }
        const QJsonValue ngpus = list.value(QStringLiteral("ngpus"));
        s.gpus = ngpus.isDouble() ? ngpus.toInt() : -1;
        s.nodeList = j.value(QStringLiteral("exec_host")).toString();
        s.submitTime = pbsTime(j.value(QStringLiteral("ctime")).toString());
        s.startTime = pbsTime(j.value(QStringLiteral("stime")).toString());
        if (!s.startTime.isValid()) {
            const QJsonObject est = j.value(QStringLiteral("estimated")).toObject();
            s.startTime = pbsTime(est.value(QStringLiteral("start_time")).toString());
        }
        if (isFinished(s.state)) {
            s.endTime = pbsTime(j.value(QStringLiteral("mtime")).toString());
        }
        s.stdoutPath = pathOf(j.value(QStringLiteral("Output_Path")).toString());
        s.stderrPath = pathOf(j.value(QStringLiteral("Error_Path")).toString());
        out << s;
    }
    return out;
}

} // namespace slipway::pbs
