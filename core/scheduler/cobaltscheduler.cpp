#include "scheduler/cobaltscheduler.h"

#include "common/shellquote.h"
#include "scheduler/cobaltparser.h"

#include <QRegularExpression>

namespace slipway {

QString CobaltScheduler::submitCommand(const QString &script) const
{
    // Cobalt needs the script to be executable.
    return QStringLiteral("chmod u+x -- ") + shellQuote(script) + QStringLiteral(" && qsub ") +
           shellQuote(script);
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

} // namespace slipway
