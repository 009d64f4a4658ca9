#include "scheduler/cobaltscheduler.h"

#include "common/shellquote.h"
#include "scheduler/cobaltparser.h"

#include <QRegularExpression>

namespace slipway::scheduler {

QString CobaltScheduler::submitCommand(const QString &script, const QString &tag) const
{
    // Cobalt needs the script to be executable. The tag travels in the job's environment
    // (--env takes VAR=value pairs separated by ':', which a tag never holds).
    const QString variable =
        isValidTag(tag) ? QStringLiteral("--env SLIPWAY_TAG=") + tag + QLatin1Char(' ') : QString();
    return QStringLiteral("chmod u+x -- ") + shellQuote(script) + QStringLiteral(" && qsub ") +
           variable + shellQuote(script);
}

std::optional<QString> CobaltScheduler::parseSubmit(const CommandResult &result,
                                                    QString *error) const
{
    if (!result.ran()) {
        *error = result.error;
        return std::nullopt;
    }
    const auto id = result.exitCode == 0 ? cobalt::parseQsub(result.standardOutput) : std::nullopt;
    if (!id) {
        *error = QStringLiteral("Cobalt refuses the job. Cobalt says: ") +
                 QString::fromUtf8(result.standardError + result.standardOutput).trimmed();
    }
    return id;
}

QString CobaltScheduler::statusCommand(const QStringList &jobIds) const
{
    QStringList ids;
    for (const QString &id : jobIds) {
        if (isValidJobId(id)) {
            ids << id;
        }
    }
    return QStringLiteral("qstat --header=") + cobalt::qstatHeader() + QLatin1Char(' ') +
           shellJoin(ids) + QStringLiteral(" 2>/dev/null");
}

JobStatusList CobaltScheduler::parseStatus(const CommandResult &result, QString *error) const
{
    if (!result.ran()) {
        *error = result.error;
        return {};
    }
    return cobalt::parseQstat(result.standardOutput);
}

QString CobaltScheduler::cancelCommand(const QString &jobId) const
{
    return QStringLiteral("qdel ") + shellQuote(jobId);
}

bool CobaltScheduler::isValidJobId(const QString &jobId) const
{
    static const QRegularExpression re(QStringLiteral(R"(^\d+$)"));
    return re.match(jobId).hasMatch();
}

} // namespace slipway::scheduler

namespace slipway::scheduler {

namespace {
const QByteArray kQstatMark = "@@SLIPWAY-QSTAT@@";
} // namespace

QString CobaltScheduler::findTaggedCommand(const QStringList &tags, const QDate &) const
{
    // The long listing shows each job's environment (Envs); Cobalt forgets a job once it has
    // ended, so this search is never complete.
    return waitForSubmissionsCommand(tags) + QStringLiteral("id -un; printf '%s\\n' ") +
           QString::fromLatin1(kQstatMark) +
           QStringLiteral("; qstat -l -f -u \"$USER\" 2>/dev/null");
}

TaggedJobs CobaltScheduler::parseTagged(const CommandResult &result) const
{
    TaggedJobs found;
    if (!result.ran()) {
        found.error = result.error;
        return found;
    }
    const QString out = QString::fromUtf8(result.standardOutput);
    const qsizetype at = out.indexOf(QString::fromLatin1(kQstatMark));
    if (at < 0) {
        found.error = QStringLiteral("the login node's answer was cut short (%1)")
                          .arg(QString::fromUtf8(result.standardError).trimmed());
        return found;
    }
    found.searched = true;
    found.user = out.left(at).trimmed().section(QLatin1Char('\n'), -1);
    static const QRegularExpression jobLine(QStringLiteral(R"(^\s*JobID\s*:\s*(\d+)\s*$)"));
    static const QRegularExpression tagRe(QStringLiteral(
        R"(SLIPWAY_TAG=(slipway-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))"));
    QString current;
    const QStringList lines = out.mid(at).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const auto id = jobLine.match(line);
        if (id.hasMatch()) {
            current = id.captured(1);
            continue;
        }
        const auto tag = tagRe.match(line);
        if (tag.hasMatch() && !current.isEmpty() && !found.jobIds.contains(tag.captured(1))) {
            found.jobIds.insert(tag.captured(1), current);
        }
    }
    return found;
}

} // namespace slipway::scheduler
