#include "scheduler/pbsparser.h"

#include "site/walltime.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace slipway::scheduler::pbs {

namespace {

QDateTime pbsTime(const QString &t)
{
    // "Wed Mar 17 20:36:48 2021": the server's local time, printed in UTC since qstat runs with
    // TZ=UTC (PbsScheduler), so read as UTC.
    const QDateTime d =
        QLocale::c().toDateTime(t.simplified(), QStringLiteral("ddd MMM d HH:mm:ss yyyy"));
    return d.isValid() ? QDateTime(d.date(), d.time(), Qt::UTC) : d;
}

QString pathOf(const QString &hostAndPath, const QString &jobId, const char *suffix)
{
    // "host:/path" -> "/path"
    const qsizetype colon = hostAndPath.indexOf(QLatin1Char(':'));
    const QString path = colon >= 0 ? hostAndPath.mid(colon + 1) : hostAndPath;
    // `qsub -o DIR/` gives a directory (seen on Polaris); PBS writes <job id>.OU / .ER in it.
    if (path.endsWith(QLatin1Char('/'))) {
        return path + jobId + QLatin1String(suffix);
    }
    return path;
}

// PBS writes some values unquoted that are not valid JSON: job names that look like numbers
// ("Job_Name":12345, "Job_Name":inf) and environment values such as
// "CI_COMMIT_BEFORE_SHA":0000000000000000000000000000000000000000. Quote them, so one odd
// value does not cost the status of every job in the reply.
QByteArray repairJson(const QByteArray &in)
{
    static const QRegularExpression bare(
        QStringLiteral(R"re(^(\s*"([^"\\]*)":\s*)([^"\s{\[][^,]*?)(\s*,?\s*)$)re"));
    static const QRegularExpression number(
        QStringLiteral(R"(^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$)"));
    // fromUtf8 also replaces bytes that are not UTF-8 (seen in Variable_List values).
    QStringList lines = QString::fromUtf8(in).split(QLatin1Char('\n'));
    for (QString &line : lines) {
        const auto m = bare.match(line);
        if (!m.hasMatch()) {
            continue;
        }
        const QString key = m.captured(2);
        const QString value = m.captured(3);
        const bool literal = value == QLatin1String("true") || value == QLatin1String("false") ||
                             value == QLatin1String("null");
        const bool keepNumber = number.match(value).hasMatch() && key != QLatin1String("Job_Name");
        if (literal || keepNumber) {
            continue;
        }
        QString quoted = value;
        quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
        quoted.replace(QLatin1Char('"'), QLatin1String("\\\""));
        line = m.captured(1) + QLatin1Char('"') + quoted + QLatin1Char('"') + m.captured(4);
    }
    return lines.join(QLatin1Char('\n')).toUtf8();
}

QString text(const QJsonValue &v)
{
    if (v.isDouble()) {
        return QString::number(v.toDouble());
    }
    return v.toString();
}

// Why a job in state H waits, from its Hold_Types ("u" user, "o" operator, "s" system, "p"
// password) and its dependencies.
QString holdExplanation(const QJsonObject &job)
{
    const QString types = job.value(QStringLiteral("Hold_Types")).toString();
    if (!job.value(QStringLiteral("depend")).toString().isEmpty() &&
        !types.contains(QLatin1Char('u'))) {
        return QCoreApplication::translate("pbsparser",
                                           "The job waits for the jobs it depends on. ");
    }
    if (types.contains(QLatin1Char('s')) || types.contains(QLatin1Char('o')) ||
        types.contains(QLatin1Char('p'))) {
        return QCoreApplication::translate(
                   "pbsparser", "The site holds the job (PBS hold type \"%1\"); you cannot release "
                                "it with qrls. Fix the cause PBS names, delete the job with qdel, "
                                "or ask the site's support. ")
            .arg(types);
    }
    return QCoreApplication::translate("pbsparser",
                                       "The job is held; release it with qrls or ask the site. ");
}

// The end of a finished job, from its Exit_status and comment. PBS writes its own negative
// codes when it ends a job (OpenPBS src/include/job.h; the same values are listed in CESNET's
// MetaCentrum documentation): -29 walltime, -27 memory, -25 CPUs. 256 + N: killed by signal N.
void finishedState(JobStatus &s, const QString &comment, bool exitKnown)
{
    const int code = s.exitCode;
    const auto has = [&](const char *word) {
        return comment.contains(QLatin1String(word), Qt::CaseInsensitive);
    };
    if (code >= 256) {
        s.signal = code - 256;
    }
    if (code == -29 || (has("walltime") && has("exceeded")) ||
        (code >= 256 && s.timeLimitSeconds > 0 && s.elapsedSeconds >= s.timeLimitSeconds)) {
        s.state = JobState::Timeout;
        s.reason = QStringLiteral("TimeLimit");
        s.explanation =
            QCoreApplication::translate("pbsparser", "PBS ended the job at its walltime limit.");
    } else if (code == -27 || (has("mem") && has("exceeded"))) {
        s.state = JobState::OutOfMemory;
        s.explanation = QCoreApplication::translate(
            "pbsparser", "PBS ended the job: it used more memory than it asked for.");
    } else if (has("deleted") || has("qdel")) {
        s.state = JobState::Cancelled;
    } else if (exitKnown && code == 0) {
        s.state = JobState::Completed;
    } else {
        s.state = JobState::Failed;
        if (!exitKnown) {
            s.explanation = QCoreApplication::translate("pbsparser",
                                                        "PBS recorded no exit status for the job.");
        } else if (code == -25) {
            s.explanation = QCoreApplication::translate(
                "pbsparser", "PBS ended the job: it used more CPUs than it asked for.");
        } else if (code < 0) {
            s.explanation =
                QCoreApplication::translate("pbsparser", "PBS could not run the job (PBS code %1).")
                    .arg(code);
        } else if (code >= 256) {
            s.explanation =
                QCoreApplication::translate("pbsparser", "The job was killed by signal %1.")
                    .arg(code - 256);
        }
    }
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
    const QByteArray json = repairJson(jsonIn);
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
        const QJsonObject used = j.value(QStringLiteral("resources_used")).toObject();
        if (const auto e =
                site::walltime::parse(used.value(QStringLiteral("walltime")).toString())) {
            s.elapsedSeconds = *e;
        }
        const QJsonObject list = j.value(QStringLiteral("Resource_List")).toObject();
        if (const auto t =
                site::walltime::parse(list.value(QStringLiteral("walltime")).toString())) {
            s.timeLimitSeconds = *t;
        }
        const QJsonValue exit = j.value(QStringLiteral("Exit_status"));
        const int exitStatus = exit.isDouble() ? exit.toInt() : -1;
        const QString st = s.rawState;
        if (st == QLatin1String("Q") || st == QLatin1String("H") || st == QLatin1String("W") ||
            st == QLatin1String("T") || st == QLatin1String("S") || st == QLatin1String("M")) {
            s.state = JobState::Pending;
            // "Not Running: Insufficient amount of resource: ncpus" -> the part after the prefix.
            s.reason = comment;
            if (s.reason.startsWith(QLatin1String("Not Running: "))) {
                s.reason = s.reason.mid(13);
            }
            s.explanation =
                comment.isEmpty() ? QString() : QStringLiteral("PBS says: %1").arg(comment);
            if (st == QLatin1String("H")) {
                s.explanation = holdExplanation(j) + s.explanation;
            }
        } else if (st == QLatin1String("R") || st == QLatin1String("B")) {
            s.state = JobState::Running;
        } else if (st == QLatin1String("E")) {
            s.state = JobState::Completing;
        } else if (st == QLatin1String("F") || st == QLatin1String("X")) {
            s.exitCode = exitStatus;
            finishedState(s, comment, exit.isDouble());
            if (!comment.isEmpty()) {
                s.explanation = s.explanation.isEmpty()
                                    ? QStringLiteral("PBS says: %1").arg(comment)
                                    : s.explanation + QStringLiteral(" PBS says: %1").arg(comment);
            }
        }
        const QJsonValue ngpus = list.value(QStringLiteral("ngpus"));
        s.gpus = ngpus.isDouble() ? ngpus.toInt() : -1;
        s.nodeList = j.value(QStringLiteral("exec_host")).toString();
        s.submitTime = pbsTime(j.value(QStringLiteral("ctime")).toString());
        if (s.state == JobState::Pending) {
            // A held job keeps the stime of an earlier attempt: only the estimate counts here.
            const QJsonObject est = j.value(QStringLiteral("estimated")).toObject();
            s.startTime = pbsTime(est.value(QStringLiteral("start_time")).toString());
        } else {
            s.startTime = pbsTime(j.value(QStringLiteral("stime")).toString());
        }
        if (isFinished(s.state)) {
            s.endTime = pbsTime(j.value(QStringLiteral("obittime")).toString());
            if (!s.endTime.isValid()) {
                s.endTime = pbsTime(j.value(QStringLiteral("mtime")).toString());
            }
        }
        s.stdoutPath = pathOf(j.value(QStringLiteral("Output_Path")).toString(), s.jobId, ".OU");
        s.stderrPath = pathOf(j.value(QStringLiteral("Error_Path")).toString(), s.jobId, ".ER");
        out << s;
    }
    return out;
}

QMap<QString, QString> parseTags(const QByteArray &jsonIn)
{
    QMap<QString, QString> out;
    const QJsonDocument doc = QJsonDocument::fromJson(repairJson(jsonIn));
    const QJsonObject jobs = doc.object().value(QStringLiteral("Jobs")).toObject();
    for (auto it = jobs.begin(); it != jobs.end(); ++it) {
        const QJsonObject vars =
            it.value().toObject().value(QStringLiteral("Variable_List")).toObject();
        const QString tag = vars.value(QStringLiteral("SLIPWAY_TAG")).toString();
        if (!tag.isEmpty() && !out.contains(tag)) {
            out.insert(tag, it.key());
        }
    }
    return out;
}

} // namespace slipway::scheduler::pbs
