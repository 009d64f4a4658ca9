#include "scheduler/slurmparser.h"

#include "scheduler/pendingreason.h"
#include "site/walltime.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace slipway::scheduler::slurm {

namespace {

QDateTime fromEpoch(const QJsonValue &v)
{
    // 22.05 writes plain numbers; 23.x writes {"set": true, "number": N}.
    qint64 seconds = 0;
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (!o.value(QStringLiteral("set")).toBool(true)) {
            return {};
        }
        seconds = qint64(o.value(QStringLiteral("number")).toDouble());
    } else {
        seconds = qint64(v.toDouble());
    }
    return seconds > 0 ? QDateTime::fromSecsSinceEpoch(seconds) : QDateTime();
}

qint64 number(const QJsonValue &v, qint64 fallback = -1)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (!o.value(QStringLiteral("set")).toBool(true) ||
            o.value(QStringLiteral("infinite")).toBool(false)) {
            return fallback;
        }
        return qint64(o.value(QStringLiteral("number")).toDouble());
    }
    return v.isDouble() ? qint64(v.toDouble()) : fallback;
}

QString text(const QJsonValue &v)
{
    if (v.isArray()) { // 23.x: job_state is a list
        QStringList parts;
        for (const QJsonValue item : v.toArray()) {
            parts << item.toString();
        }
        return parts.join(QLatin1Char(' '));
    }
    if (v.isDouble()) {
        return QString::number(qint64(v.toDouble()));
    }
    return v.toString();
}

// A time as sacct, scontrol and sbatch print it: the cluster's local time, without a zone. The
// commands run with TZ=UTC (SlurmScheduler), so it is read as UTC: the cluster's zone and this
// computer's may differ, and a local time is ambiguous for an hour each autumn.
QDateTime parseSlurmTime(const QString &t)
{
    if (t.isEmpty() || t == QLatin1String("Unknown") || t == QLatin1String("None") ||
        t == QLatin1String("N/A")) {
        return {};
    }
    // Date and time read apart and joined as UTC: read as a local time first, one in the hour
    // this computer's clocks skip would not exist.
    const qsizetype tee = t.indexOf(QLatin1Char('T'));
    const QDate date = QDate::fromString(t.left(tee), Qt::ISODate);
    const QTime time = QTime::fromString(t.mid(tee + 1), Qt::ISODate);
    if (tee > 0 && date.isValid() && time.isValid()) {
        return QDateTime(date, time, Qt::UTC);
    }
    return QDateTime::fromString(t, Qt::ISODate);
}

int gpusFromTres(const QString &tres)
{
    static const QRegularExpression re(QStringLiteral(R"(gres/gpu(?::[^=,]*)?=(\d+))"));
    const auto m = re.match(tres);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

// A reason the job waited for in the queue (Slurm's WAIT_* reasons), as opposed to one that
// says how it ended (FAIL_*: NonZeroExitCode, TimeLimit, NodeDown, …).
bool isWaitingReason(const QString &reason)
{
    static const QStringList waits{
        QStringLiteral("Priority"),           QStringLiteral("Resources"),
        QStringLiteral("Dependency"),         QStringLiteral("BeginTime"),
        QStringLiteral("JobHeldUser"),        QStringLiteral("JobHeldAdmin"),
        QStringLiteral("Reservation"),        QStringLiteral("PartitionTimeLimit"),
        QStringLiteral("PartitionNodeLimit"), QStringLiteral("PartitionInactive"),
        QStringLiteral("Licenses"),           QStringLiteral("JobArrayTaskLimit"),
        QStringLiteral("PowerUpNode"),        QStringLiteral("Cleaning")};
    return waits.contains(reason) || reason.startsWith(QLatin1String("ReqNodeNotAvail")) ||
           reason.startsWith(QLatin1String("Nodes_required_for_job_are_DOWN")) ||
           reason.startsWith(QLatin1String("launch failed requeued held")) ||
           reason.startsWith(QLatin1String("QOSMax")) ||
           reason.startsWith(QLatin1String("QOSGrp")) ||
           reason.startsWith(QLatin1String("AssocMax")) ||
           reason.startsWith(QLatin1String("AssocGrp"));
}

// An ended job keeps the last reason it waited for in the queue (a failed job that waited for
// "Resources" still says so): that reason is about the past, and would explain an ended run as
// waiting. It gives way to the one that says how the job ended.
void settleEndReason(JobStatus &s)
{
    if (!isFinished(s.state)) {
        return;
    }
    if (s.state == JobState::Completed) {
        s.reason.clear(); // nothing to explain
        return;
    }
    if (!s.reason.isEmpty() && !isWaitingReason(s.reason)) {
        return;
    }
    switch (s.state) {
    case JobState::Failed:
        s.reason = QStringLiteral("NonZeroExitCode");
        break;
    case JobState::Timeout:
        s.reason = QStringLiteral("TimeLimit");
        break;
    case JobState::OutOfMemory:
        s.reason = QStringLiteral("OutOfMemory");
        break;
    case JobState::NodeFail:
        s.reason = QStringLiteral("NodeDown");
        break;
    default:
        s.reason.clear();
        break;
    }
}

void explain(JobStatus &s)
{
    if (s.state == JobState::Pending || !s.reason.isEmpty()) {
        s.explanation = explainPendingReason(s.reason);
    }
}

} // namespace

std::optional<QString> parseSbatchParsable(const QByteArray &stdoutBytes)
{
    const QString out = QString::fromUtf8(stdoutBytes).trimmed();
    static const QRegularExpression re(QStringLiteral(R"((?:^|\n)(\d+)(?:;\S+)?\s*$)"));
    const auto m = re.match(out);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    return m.captured(1);
}

TestOnlyResult parseTestOnly(int exitCode, const QByteArray &stderrBytes)
{
    TestOnlyResult r;
    const QString err = QString::fromUtf8(stderrBytes).trimmed();
    static const QRegularExpression ok(QStringLiteral(
        R"(Job \d+ to start at (\S+) using (\d+) processors on nodes (\S+) in partition (\S+))"));
    const auto m = ok.match(err);
    if (exitCode == 0 && m.hasMatch()) {
        r.accepted = true;
        r.estimatedStart = parseSlurmTime(m.captured(1));
        r.nodes = m.captured(3);
        r.partition = m.captured(4);
        r.message = QCoreApplication::translate(
                        "slurmparser", "Slurm accepts the job; it would start around %1 on %2 "
                                       "(partition %3).")
                        .arg(r.estimatedStart.isValid() ? r.estimatedStart.toLocalTime().toString(
                                                              QStringLiteral("yyyy-MM-dd HH:mm"))
                                                        : m.captured(1),
                             r.nodes, r.partition);
        return r;
    }
    if (exitCode == 0) {
        r.accepted = true;
        r.message = QCoreApplication::translate("slurmparser", "Slurm accepts the job.");
        return r;
    }
    // Turn the common refusals into plain language; keep Slurm's words after them.
    struct Known
    {
        const char *pattern;
        const char *text;
    };
    static const Known known[] = {
        {"invalid partition", "The partition does not exist on this cluster."},
        {"Invalid account", "The account is not valid for you; check it with 'sacctmgr show assoc "
                            "user=$USER'."},
        {"Invalid qos", "The QOS is not valid for you or this partition."},
        {"Requested time limit is invalid", "The time limit is longer than the partition allows."},
        {"Requested node configuration is not available",
         "No node has what the job asks for (GPUs, cores or memory per node)."},
        {"Invalid generic resource",
         "The GPU request is not valid here (wrong GPU type or count)."},
        {"Memory required by task is not available",
         "The job asks for more memory than a node has."},
        {"More processors requested than permitted",
         "The job asks for more CPU cores than a node has."},
        {"Node count specification invalid", "The partition does not allow this many nodes."},
        {"Job violates accounting/QOS policy", "The job breaks a limit of your account or QOS."},
        {"cli_filter", "The site's submission filter refused the job."},
    };
    QString plain;
    for (const Known &k : known) {
        if (err.contains(QLatin1String(k.pattern), Qt::CaseInsensitive)) {
            plain = QString::fromUtf8(k.text);
            break;
        }
    }
    QStringList slurmLines;
    for (const QString &line : err.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        slurmLines << line.trimmed();
    }
    r.message =
        (plain.isEmpty() ? QCoreApplication::translate("slurmparser", "Slurm refuses the job.")
                         : plain) +
        QStringLiteral(" Slurm says: ") + slurmLines.join(QStringLiteral(" / "));
    return r;
}

JobStatusList parseSqueueJson(const QByteArray &json, QString *error)
{
    JobStatusList out;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error) {
            *error = QStringLiteral("squeue --json gave no valid JSON (%1)").arg(pe.errorString());
        }
        return out;
    }
    const QJsonArray jobs = doc.object().value(QStringLiteral("jobs")).toArray();
    for (const QJsonValue v : jobs) {
        const QJsonObject j = v.toObject();
        JobStatus s;
        s.jobId = text(j.value(QStringLiteral("job_id")));
        s.name = j.value(QStringLiteral("name")).toString();
        s.rawState = text(j.value(QStringLiteral("job_state")));
        s.state = jobStateFromName(s.rawState);
        s.reason = j.value(QStringLiteral("state_reason")).toString();
        if (s.reason == QLatin1String("None")) {
            s.reason.clear();
        }
        s.partition = j.value(QStringLiteral("partition")).toString();
        s.nodeList = j.value(QStringLiteral("nodes")).toString();
        s.submitTime = fromEpoch(j.value(QStringLiteral("submit_time")));
        s.startTime = fromEpoch(j.value(QStringLiteral("start_time")));
        const qint64 limit = number(j.value(QStringLiteral("time_limit")));
        s.timeLimitSeconds = limit >= 0 ? limit * 60 : -1;
        s.stdoutPath = j.value(QStringLiteral("standard_output")).toString();
        s.stderrPath = j.value(QStringLiteral("standard_error")).toString();
        s.gpus =
            gpusFromTres(j.value(QStringLiteral("tres_alloc_str")).toString() + QLatin1Char(',') +
                         j.value(QStringLiteral("tres_req_str")).toString());
        if (s.state == JobState::Running && s.startTime.isValid()) {
            s.elapsedSeconds = s.startTime.secsTo(QDateTime::currentDateTime());
        } else if (isFinished(s.state)) {
            // squeue keeps an ended job for a while (MinJobAge); its end_time is then the real
            // end, not the time limit's.
            s.endTime = fromEpoch(j.value(QStringLiteral("end_time")));
            if (s.startTime.isValid() && s.endTime.isValid()) {
                s.elapsedSeconds = std::max<qint64>(0, s.startTime.secsTo(s.endTime));
            }
        }
        settleEndReason(s);
        explain(s);
        out << s;
    }
    return out;
}

QString sacctFormat()
{
    return QStringLiteral("JobID,State,ExitCode,Elapsed,Timelimit,Partition,NodeList,Reason,"
                          "Start,End,Submit,AllocTRES,JobName");
}

void parseExitCode(const QString &text, int *exitCode, int *signal)
{
    const QStringList parts = text.split(QLatin1Char(':'));
    bool ok = false;
    const int code = parts.value(0).toInt(&ok);
    *exitCode = ok ? code : -1;
    *signal = parts.value(1).toInt();
}

JobStatusList parseSacct(const QByteArray &bytes)
{
    JobStatusList out;
    for (const QString &line :
         QString::fromUtf8(bytes).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QStringList f = line.split(QLatin1Char('|'));
        if (f.size() < 13) {
            continue;
        }
        // JobName is last and may contain '|': join what is left.
        const QString name = f.mid(12).join(QLatin1Char('|'));
        JobStatus s;
        s.jobId = f.at(0);
        if (s.jobId.contains(QLatin1Char('.'))) {
            continue; // a job step, not the job
        }
        s.rawState = f.at(1);
        s.state = jobStateFromName(s.rawState);
        parseExitCode(f.at(2), &s.exitCode, &s.signal);
        if (const auto e = site::walltime::parse(f.at(3))) {
            s.elapsedSeconds = *e;
        }
        if (const auto t = site::walltime::parse(f.at(4))) {
            s.timeLimitSeconds = *t;
        }
        s.partition = f.at(5);
        s.nodeList = f.at(6) == QLatin1String("None assigned") ? QString() : f.at(6);
        s.reason = f.at(7) == QLatin1String("None") ? QString() : f.at(7);
        s.startTime = parseSlurmTime(f.at(8));
        s.endTime = parseSlurmTime(f.at(9));
        s.submitTime = parseSlurmTime(f.at(10));
        s.gpus = gpusFromTres(f.at(11));
        s.name = name;
        if (s.state == JobState::Timeout) {
            s.reason = QStringLiteral("TimeLimit");
        } else if (s.state == JobState::OutOfMemory) {
            s.reason = QStringLiteral("OutOfMemory");
        }
        // A requeued job's record keeps the reason it last waited for ("BeginTime": Slurm holds
        // a requeued job for a while), any other the one it waited for before it ran.
        settleEndReason(s);
        explain(s);
        out << s;
    }
    return out;
}

JobStatusList parseScontrol(const QByteArray &bytes)
{
    JobStatusList out;
    static const QRegularExpression keyStart(QStringLiteral(R"( (?=[A-Za-z][A-Za-z0-9_/:]*=))"));
    for (const QString &line :
         QString::fromUtf8(bytes).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (!line.startsWith(QLatin1String("JobId="))) {
            continue;
        }
        QHash<QString, QString> f;
        for (const QString &word : line.split(keyStart, Qt::SkipEmptyParts)) {
            const qsizetype eq = word.indexOf(QLatin1Char('='));
            if (eq > 0) {
                f.insert(word.left(eq), word.mid(eq + 1).trimmed());
            }
        }
        JobStatus s;
        s.jobId = f.value(QStringLiteral("JobId"));
        s.name = f.value(QStringLiteral("JobName"));
        s.rawState = f.value(QStringLiteral("JobState"));
        s.state = jobStateFromName(s.rawState);
        s.reason = f.value(QStringLiteral("Reason"));
        if (s.reason == QLatin1String("None")) {
            s.reason.clear();
        }
        parseExitCode(f.value(QStringLiteral("ExitCode")), &s.exitCode, &s.signal);
        if (const auto e = site::walltime::parse(f.value(QStringLiteral("RunTime")))) {
            s.elapsedSeconds = *e;
        }
        if (const auto t = site::walltime::parse(f.value(QStringLiteral("TimeLimit")))) {
            s.timeLimitSeconds = *t;
        }
        s.partition = f.value(QStringLiteral("Partition"));
        s.nodeList = f.value(QStringLiteral("NodeList"));
        if (s.nodeList == QLatin1String("(null)")) {
            s.nodeList.clear();
        }
        s.submitTime = parseSlurmTime(f.value(QStringLiteral("SubmitTime")));
        s.startTime = parseSlurmTime(f.value(QStringLiteral("StartTime")));
        s.endTime =
            isFinished(s.state) ? parseSlurmTime(f.value(QStringLiteral("EndTime"))) : QDateTime();
        s.stdoutPath = f.value(QStringLiteral("StdOut"));
        s.stderrPath = f.value(QStringLiteral("StdErr"));
        s.gpus = gpusFromTres(f.value(QStringLiteral("TRES")));
        if (s.state == JobState::Timeout) {
            s.reason = QStringLiteral("TimeLimit");
        }
        settleEndReason(s);
        explain(s);
        out << s;
    }
    return out;
}

} // namespace slipway::scheduler::slurm
