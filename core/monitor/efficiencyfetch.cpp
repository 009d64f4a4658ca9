#include "monitor/efficiencyfetch.h"

#include "common/commandrunner.h"

#include <QCoreApplication>

namespace slipway::monitor {

QFuture<FetchedReport> fetchEfficiency(CommandRunner *runner, const QString &jobId,
                                       const QList<JobUsage> &samples, bool logSaysOutOfMemory,
                                       QObject *context)
{
    const QString command = sacctCommand(jobId);
    if (!runner || command.isEmpty()) {
        FetchedReport failed;
        failed.error =
            runner ? QCoreApplication::translate("efficiencyfetch", "\"%1\" is not a Slurm job id.")
                         .arg(jobId)
                   : QCoreApplication::translate("efficiencyfetch", "Not connected.");
        return QtFuture::makeReadyFuture(failed);
    }
    CommandRequest request;
    request.command = command;
    request.timeoutMs = 60000;
    const QString where = runner->description();
    return runner->run(request).then(context, [jobId, samples, logSaysOutOfMemory,
                                               where](const CommandResult &r) {
        FetchedReport fetched;
        if (!r.ran()) {
            fetched.error = r.error;
            return fetched;
        }
        bool known = false;
        const JobAccounting accounting = parseSacct(r.standardOutput, &known);
        if (!known) {
            fetched.error =
                QCoreApplication::translate("efficiencyfetch",
                                            "Slurm's accounting on %1 has no record of job %2%3")
                    .arg(where, jobId,
                         r.standardError.trimmed().isEmpty()
                             ? QStringLiteral(".")
                             : QStringLiteral(": ") + QString::fromUtf8(r.standardError.trimmed()));
            return fetched;
        }
        fetched.report = makeReport(accounting, samples, logSaysOutOfMemory);
        return fetched;
    });
}

} // namespace slipway::monitor
