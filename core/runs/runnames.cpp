#include "runs/runnames.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace slipway::runs {

RunNames::RunNames(const QList<RunRecord> &history)
{
    QList<const RunRecord *> byId;
    byId.reserve(history.size());
    for (const RunRecord &run : history) {
        byId << &run;
    }
    std::sort(byId.begin(), byId.end(),
              [](const RunRecord *a, const RunRecord *b) { return a->id < b->id; });
    QHash<QString, int> counts;
    for (const RunRecord *run : std::as_const(byId)) {
        m_numbers.insert(run->id, ++counts[baseName(*run)]);
    }
}

QString RunNames::baseName(const RunRecord &run)
{
    QString name = run.jobName.simplified();
    if (name.isEmpty()) {
        // The training script the spec names ("entry"), else the job script's file.
        const QJsonObject spec = QJsonDocument::fromJson(run.specJson.toUtf8()).object();
        QString file = spec.value(QStringLiteral("entry")).toString();
        if (file.isEmpty()) {
            file = run.scriptPath;
        }
        name = file.section(QLatin1Char('/'), -1);
        for (const char *suffix : {".py", ".sh", ".sbatch", ".pbs"}) {
            if (name.endsWith(QLatin1String(suffix)) && name.size() > int(qstrlen(suffix))) {
                name.chop(int(qstrlen(suffix)));
                break;
            }
        }
        name = name.simplified();
    }
    return name.isEmpty() ? QStringLiteral("run") : name;
}

QString RunNames::label(const RunRecord &run) const
{
    const int n = number(run.id);
    return n > 0 ? QStringLiteral("%1 #%2").arg(baseName(run)).arg(n) : baseName(run);
}

QString RunNames::labelWithJob(const RunRecord &run) const
{
    return run.jobId.isEmpty() ? label(run)
                               : QStringLiteral("%1 (job %2)").arg(label(run), run.jobId);
}

} // namespace slipway::runs
