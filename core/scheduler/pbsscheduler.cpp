#include "scheduler/pbsscheduler.h"

#include "common/shellquote.h"
#include "scheduler/pbsparser.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace slipway::scheduler {

QString PbsScheduler::submitCommand(const QString &script, const QString &tag) const
{
    // The tag travels as a job variable: qstat -f shows it in Variable_List, also for
    // finished jobs (qstat -x).
    const QString variable =
        isValidTag(tag) ? QStringLiteral("-v SLIPWAY_TAG=") + tag + QLatin1Char(' ') : QString();
    return QStringLiteral("qsub ") + variable + QStringLiteral("-- ") + shellQuote(script);
}

std::optional<QString> PbsScheduler::parseSubmit(const CommandResult &result, QString *error) const
{
    if (!result.ran()) {
        *error = result.error;
        return std::nullopt;
    }
    const auto id = result.exitCode == 0 ? pbs::parseQsub(result.standardOutput) : std::nullopt;
    if (!id) {
        const QString said = QString::fromUtf8(result.standardError).trimmed();
        QString plain = QCoreApplication::translate("pbsscheduler", "PBS refuses the job.");
        if (said.contains(QLatin1String("Account_Name is required"))) {
            plain = QCoreApplication::translate("pbsscheduler",
                                                "PBS needs a project account (-A); set account.");
        } else if (said.contains(QLatin1String("filesystems is required"))) {
            plain = QCoreApplication::translate(
                "pbsscheduler", "PBS needs the file systems the job uses (-l filesystems).");
        } else if (said.contains(QLatin1String("max_run_subjobs"))) {
            plain = QCoreApplication::translate(
                "pbsscheduler", "This PBS version cannot limit how many subjobs of an array "
                                "run at once (that came with PBS Pro 2020.1); submit the "
                                "sweep with no limit.");
        } else if (said.contains(QLatin1String("-J"))) {
            plain = QCoreApplication::translate("pbsscheduler", "PBS refuses the job array.");
        } else if (said.contains(QLatin1String("walltime"))) {
            plain = QCoreApplication::translate("pbsscheduler",
                                                "The time limit does not fit the queue.");
        }
        *error = plain + QStringLiteral(" PBS says: ") + said;
    }
    return id;
}

QString PbsScheduler::statusCommand(const QStringList &jobIds) const
{
    QStringList ids;
    for (const QString &id : jobIds) {
        if (isValidJobId(id)) {
            ids << id;
        }
    }
    return QStringLiteral("TZ=UTC qstat -f -F json -x ") + shellJoin(ids) +
           QStringLiteral(" 2>/dev/null");
}

JobStatusList PbsScheduler::parseStatus(const CommandResult &result, QString *error) const
{
    if (!result.ran()) {
        *error = result.error;
        return {};
    }
    return pbs::parseQstatJson(result.standardOutput, error);
}

QString PbsScheduler::cancelCommand(const QString &jobId) const
{
    return QStringLiteral("qdel -- ") + shellQuote(jobId);
}

bool PbsScheduler::isValidJobId(const QString &jobId) const
{
    static const QRegularExpression re(QStringLiteral(R"(^\d+(\[\])?(\.[A-Za-z0-9_.-]+)?$)"));
    return re.match(jobId).hasMatch();
}

namespace {

// A value for qsub -v: PBS splits the list at commas and reads quotes, so a value holding
// either (or a control character) is refused rather than passed.
bool isPlainVariableValue(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^[^,'"\\\x00-\x1f\x7f]+$)"));
    return re.match(value).hasMatch();
}

} // namespace

QString PbsScheduler::submitArrayCommand(const QString &script, const QString &tag,
                                         const QString &array, const QStringList &args) const
{
    // "A-B%M", or the indices one by one as Slurm lists them ("4,5,6%2"): one range for PBS.
    static const QRegularExpression arrayRe(
        QStringLiteral(R"(^(\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*)(?:%(\d+))?$)"));
    const auto m = arrayRe.match(array);
    if (!m.hasMatch()) {
        return {};
    }
    qint64 first = -1;
    qint64 last = -1;
    for (const QString &part : m.captured(1).split(QLatin1Char(','))) {
        const qint64 a = part.section(QLatin1Char('-'), 0, 0).toLongLong();
        const qint64 b =
            part.contains(QLatin1Char('-')) ? part.section(QLatin1Char('-'), 1, 1).toLongLong() : a;
        if (b < a || (first >= 0 && a != last + 1)) {
            return {}; // not one contiguous range: PBS takes no list of indices
        }
        first = first < 0 ? a : first;
        last = b;
    }
    if (last == first && first != 0) {
        // One subjob other than the first: PBS has no array of one, and a plain job could not
        // be matched to its task again.
        return {};
    }
    const QString maxRunning = m.captured(2);
    QStringList variables;
    if (isValidTag(tag)) {
        variables << QStringLiteral("SLIPWAY_TAG=") + tag;
    }
    const QString table = args.value(0);
    const QString offset = args.value(1, QStringLiteral("0"));
    static const QRegularExpression wholeRe(QStringLiteral(R"(^\d{1,9}$)"));
    if (!table.isEmpty()) {
        if (!isPlainVariableValue(table) || !wholeRe.match(offset).hasMatch()) {
            return {};
        }
        variables << QStringLiteral("SLIPWAY_SWEEP_TABLE=") + table;
    }
    // A single task runs as a plain job: PBS_ARRAY_INDEX is then unset and read as 0.
    variables << QStringLiteral("SLIPWAY_TASK_OFFSET=") + QString::number(offset.toLongLong());
    QString command = QStringLiteral("qsub ");
    if (last > first) {
        command += QStringLiteral("-J ") + QString::number(first) + QLatin1Char('-') +
                   QString::number(last) + QLatin1Char(' ');
        if (!maxRunning.isEmpty()) {
            command += QStringLiteral("-W max_run_subjobs=") + maxRunning + QLatin1Char(' ');
        }
    }
    return command + QStringLiteral("-v ") + shellQuote(variables.join(QLatin1Char(','))) +
           QStringLiteral(" -- ") + shellQuote(script);
}

QString PbsScheduler::arrayStatusCommand(const QStringList &arrayJobs) const
{
    QStringList ids;
    for (const QString &id : arrayJobs) {
        if (isValidJobId(id) && !ids.contains(id)) {
            ids << id;
        }
    }
    // -t: each subjob on its own, -x: finished ones too (as long as PBS keeps its history).
    return QStringLiteral("TZ=UTC qstat -t -f -F json -x ") + shellJoin(ids) +
           QStringLiteral(" 2>/dev/null");
}

QMap<QString, JobStatus> PbsScheduler::parseArrayStatus(const CommandResult &result,
                                                        QString *error) const
{
    QMap<QString, JobStatus> out;
    if (!result.ran()) {
        *error = result.error;
        return out;
    }
    QString parseError;
    const JobStatusList jobs = pbs::parseQstatJson(result.standardOutput, &parseError);
    if (!parseError.isEmpty()) {
        *error = QCoreApplication::translate(
                     "pbsscheduler", "The scheduler's answer about the sweep could not be read: %1")
                     .arg(parseError);
        return out;
    }
    static const QRegularExpression subjobRe(QStringLiteral(R"(^(\d+)\[(\d*)\](.*)$)"));
    for (JobStatus s : jobs) {
        const auto m = subjobRe.match(s.jobId);
        if (!m.hasMatch()) {
            s.jobId += QStringLiteral("_0"); // a task submitted as a plain job
        } else if (m.captured(2).isEmpty()) {
            continue; // the array itself: its subjobs say more
        } else {
            s.jobId = m.captured(1) + QStringLiteral("[]") + m.captured(3) + QLatin1Char('_') +
                      m.captured(2);
        }
        out.insert(s.jobId, s);
    }
    return out;
}

QString PbsScheduler::cancelTaskCommand(const QString &arrayJob, int index) const
{
    if (!isValidJobId(arrayJob)) {
        return {};
    }
    if (index < 0 || !arrayJob.contains(QLatin1String("[]"))) {
        return QStringLiteral("qdel -- ") + shellQuote(arrayJob);
    }
    QString subjob = arrayJob;
    subjob.replace(QStringLiteral("[]"), QStringLiteral("[%1]").arg(index));
    return QStringLiteral("qdel -- ") + shellQuote(subjob);
}

} // namespace slipway::scheduler

namespace slipway::scheduler {

namespace {
const QByteArray kQstatMark = "@@SLIPWAY-QSTAT@@";
const QByteArray kQstatDone = "@@SLIPWAY-QSTAT-OK@@";
} // namespace

QString PbsScheduler::findTaggedCommand(const QStringList &tags, const QDate &) const
{
    // qselect -x: the user's jobs, finished ones included (as long as PBS keeps its job
    // history); their ids are PBS's own, so they are safe as separate words.
    return waitForSubmissionsCommand(tags) + QStringLiteral("id -un; printf '%s\\n' ") +
           QString::fromLatin1(kQstatMark) +
           QStringLiteral("; ids=$(qselect -x -u \"$USER\" 2>/dev/null) && { [ -z \"$ids\" ] || "
                          "TZ=UTC qstat -x -f -F json $ids 2>/dev/null; } && printf '\\n%s\\n' ") +
           QString::fromLatin1(kQstatDone);
}

TaggedJobs PbsScheduler::parseTagged(const CommandResult &result) const
{
    TaggedJobs found;
    if (!result.ran()) {
        found.error = result.error;
        return found;
    }
    const QByteArray &out = result.standardOutput;
    const qsizetype at = out.indexOf(kQstatMark);
    const qsizetype done = out.indexOf(kQstatDone);
    if (at < 0) {
        found.error = QStringLiteral("the login node's answer was cut short (%1)")
                          .arg(QString::fromUtf8(result.standardError).trimmed());
        return found;
    }
    found.searched = true;
    found.user = QString::fromUtf8(out.left(at)).trimmed().section(QLatin1Char('\n'), -1);
    found.complete = done > at;
    const QByteArray json =
        out.mid(at + kQstatMark.size(), done > at ? done - at - kQstatMark.size() : -1).trimmed();
    if (!json.isEmpty()) {
        found.jobIds = pbs::parseTags(json);
    }
    return found;
}

} // namespace slipway::scheduler
