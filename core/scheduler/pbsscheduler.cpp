#include "scheduler/pbsscheduler.h"

#include "common/shellquote.h"
#include "scheduler/pbsparser.h"

#include <QRegularExpression>

namespace slipway {

QString PbsScheduler::submitCommand(const QString &script) const
{
    return QStringLiteral("qsub -- ") + shellQuote(script);
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

} // namespace slipway
