#include "scheduler/pbsscheduler.h"

#include "common/shellquote.h"
#include "scheduler/pbsparser.h"

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
        QString plain = QStringLiteral("PBS refuses the job.");
        if (said.contains(QLatin1String("Account_Name is required"))) {
            plain = QStringLiteral("PBS needs a project account (-A); set account.");
        } else if (said.contains(QLatin1String("filesystems is required"))) {
            plain = QStringLiteral("PBS needs the file systems the job uses (-l filesystems).");
        } else if (said.contains(QLatin1String("walltime"))) {
            plain = QStringLiteral("The time limit does not fit the queue.");
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
    return QStringLiteral("qstat -f -F json -x ") + shellJoin(ids) + QStringLiteral(" 2>/dev/null");
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
                          "qstat -x -f -F json $ids 2>/dev/null; } && printf '\\n%s\\n' ") +
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
