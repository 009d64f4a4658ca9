#include "compose/resolvedjob.h"

namespace slipway::compose {

bool ResolvedJob::isDistributed() const
{
    const QString &p = spec.parallelism;
    return p == QLatin1String("ddp-srun") || p == QLatin1String("ddp-torchrun") ||
           p == QLatin1String("horovod");
}

bool ResolvedJob::writesPartition() const
{
    return partition.has_value() && profile.partitionMode != QLatin1String("auto_routed") &&
           profile.partitionMode != QLatin1String("none");
}

bool parallelismNeedsGpus(const QString &parallelism)
{
    return parallelism == QLatin1String("gpu") || parallelism == QLatin1String("data-parallel") ||
           parallelism == QLatin1String("ddp-srun") ||
           parallelism == QLatin1String("ddp-torchrun") ||
           parallelism == QLatin1String("model-parallel") ||
           parallelism == QLatin1String("pipeline");
}

QStringList parallelismNames()
{
    return {QStringLiteral("cpu"),      QStringLiteral("multi-cpu"),
            QStringLiteral("gpu"),      QStringLiteral("data-parallel"),
            QStringLiteral("ddp-srun"), QStringLiteral("ddp-torchrun"),
            QStringLiteral("horovod"),  QStringLiteral("model-parallel"),
            QStringLiteral("pipeline")};
}

QStringList recipeNames()
{
    return {QStringLiteral("modules"),
            QStringLiteral("venv"),
            QStringLiteral("virtualenv-wheelhouse"),
            QStringLiteral("conda"),
            QStringLiteral("container"),
            QStringLiteral("none")};
}

} // namespace slipway::compose
