#include "runs/nextrunnumbers.h"

#include "site/walltime.h"

#include <QCoreApplication>

namespace slipway::ui {

std::optional<compose::JobSpec> specWithSuggestion(const runs::RunRecord &run,
                                                   const monitor::Suggestion &suggestion,
                                                   QStringList *changes, QString *error)
{
    QStringList errors;
    std::optional<compose::JobSpec> spec =
        compose::JobSpec::fromJson(run.specJson.toUtf8(), &errors);
    if (!spec) {
        if (error) {
            *error = QCoreApplication::translate("NextRunNumbers",
                                                 "The run's job description cannot be read: %1")
                         .arg(errors.join(QStringLiteral("; ")));
        }
        return std::nullopt;
    }
    QStringList done;
    if (suggestion.timeLimitSeconds > 0) {
        const QString next = site::walltime::formatSlurm(suggestion.timeLimitSeconds);
        done << QCoreApplication::translate("NextRunNumbers", "time %1 (was %2)")
                    .arg(next, spec->time.isEmpty() ? QStringLiteral("the default") : spec->time);
        spec->time = next;
    }
    if (suggestion.memoryPerNodeBytes > 0) {
        const QString next =
            QStringLiteral("%1M").arg((suggestion.memoryPerNodeBytes + (1 << 20) - 1) >> 20);
        done << QCoreApplication::translate("NextRunNumbers", "memory %1 per node (was %2)")
                    .arg(monitor::formatMemory(suggestion.memoryPerNodeBytes),
                         spec->mem.isEmpty() ? (spec->memPerCpu.isEmpty()
                                                    ? QStringLiteral("the default")
                                                    : spec->memPerCpu + QStringLiteral(" per CPU"))
                                             : spec->mem);
        spec->mem = next;
        spec->memPerCpu.clear();
    }
    if (suggestion.cpusPerTask > 0 && spec->cpusPerTask > suggestion.cpusPerTask) {
        done << QCoreApplication::translate("NextRunNumbers", "%1 CPUs per task (was %2)")
                    .arg(suggestion.cpusPerTask)
                    .arg(spec->cpusPerTask);
        spec->cpusPerTask = suggestion.cpusPerTask;
    }
    if (changes) {
        *changes = done;
    }
    return spec;
}

} // namespace slipway::ui
