// The sites' advice: small models on CPUs, torch versions for new GPUs, offline compute
// nodes, DataLoader workers, model parallelism without speed-up, and each profile's pitfalls.

#include "compose/resolverules.h"
#include "compose/resolverulesupport.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QVersionNumber>

namespace slipway::compose::resolverules {

using namespace support;

namespace {

// The version in "torch==2.4.0" among the packages, if any.
QString pinnedTorch(const QStringList &packages)
{
    static const QRegularExpression re(QStringLiteral(R"(^torch\s*==\s*([0-9][0-9.]*))"));
    for (const QString &p : packages) {
        const auto m = re.match(p.trimmed());
        if (m.hasMatch()) {
            return m.captured(1);
        }
    }
    return {};
}

// --num_workers=4, --num-workers 4, --workers=4
std::optional<int> numWorkersArgument(const QStringList &args)
{
    static const QRegularExpression re(QStringLiteral(R"(^--(?:num[_-])?workers(?:=(\d+))?$)"));
    for (qsizetype i = 0; i < args.size(); ++i) {
        const auto m = re.match(args.at(i));
        if (!m.hasMatch()) {
            continue;
        }
        if (!m.captured(1).isEmpty()) {
            return m.captured(1).toInt();
        }
        if (i + 1 < args.size()) {
            bool ok = false;
            const int n = args.at(i + 1).toInt(&ok);
            if (ok) {
                return n;
            }
        }
    }
    return std::nullopt;
}

} // namespace

Outcome smallModelOnGpu(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                        Findings &findings)
{
    if (job.spec.modelSize == QLatin1String("small") && job.gpusPerNode > 0) {
        add(findings, Severity::Advice, QStringLiteral("parallelism"),
            QCoreApplication::translate(
                "advicerules",
                "For a small model, several CPUs are usually the better choice: a GPU "
                "gives little speed-up and sits mostly idle (multi-cpu)."),
            QStringLiteral("C-pt"));
    }
    return Outcome::Continue;
}

Outcome torchForGpu(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &job,
                    Findings &findings)
{
    const site::Partition *part = partitionOf(job);
    if (!part || !part->gpu || job.gpusPerNode <= 0) {
        return Outcome::Continue;
    }
    const JobSpec &s = job.spec;
    for (auto it = profile.minTorchForGpu.cbegin(); it != profile.minTorchForGpu.cend(); ++it) {
        if (!part->gpu->model.contains(it.key(), Qt::CaseInsensitive)) {
            continue;
        }
        const QString version =
            s.torchVersion.isEmpty() ? pinnedTorch(s.environment.packages) : s.torchVersion;
        const QVersionNumber minimum = QVersionNumber::fromString(it.value());
        if (version.isEmpty()) {
            add(findings, Severity::Advice, QStringLiteral("environment"),
                QCoreApplication::translate(
                    "advicerules", "%1 GPUs need torch %2 or newer; make sure the environment has "
                                   "it.")
                    .arg(it.key(), it.value()),
                QStringLiteral("C-pt"));
        } else if (QVersionNumber::fromString(version) < minimum) {
            add(findings, Severity::Blocking, QStringLiteral("environment"),
                QCoreApplication::translate(
                    "advicerules", "torch %1 does not run on %2 GPUs; %3 or newer is required.")
                    .arg(version, it.key(), it.value()),
                QStringLiteral("C-pt"));
        }
    }
    return Outcome::Continue;
}

Outcome computeNodeInternet(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &,
                            Findings &findings)
{
    if (profile.computeInternet == QLatin1String("none")) {
        add(findings, Severity::Advice, QStringLiteral("entry"),
            QCoreApplication::translate(
                "advicerules", "Compute nodes of %1 have no internet: download datasets and "
                               "pretrained weights on the login node before the job (a download "
                               "inside the job fails).")
                .arg(profile.displayName));
    } else if (profile.computeInternet == QLatin1String("proxy")) {
        add(findings, Severity::Info, QStringLiteral("entry"),
            QCoreApplication::translate(
                "advicerules",
                "Compute nodes reach the internet only through the site's proxy; the "
                "script sets it."));
    }
    return Outcome::Continue;
}

Outcome dataLoaderWorkers(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                          Findings &findings)
{
    const auto workers = numWorkersArgument(job.spec.args);
    if (workers && *workers > job.cpusPerTask) {
        add(findings, Severity::Advice, QStringLiteral("args"),
            QCoreApplication::translate(
                "advicerules",
                "The script is given %1 DataLoader workers but each task has %n CPU "
                "core(s); use num_workers = “CPUs per task” (%n).",
                nullptr, job.cpusPerTask)
                .arg(*workers),
            QStringLiteral("C-pt"));
    } else if (!workers && job.gpusPerNode > 0 && job.cpusPerTask > 1) {
        add(findings, Severity::Info, QStringLiteral("args"),
            QCoreApplication::translate(
                "advicerules", "Give the DataLoader as many workers as each task has CPU cores "
                               "(num_workers=%1).")
                .arg(job.cpusPerTask));
    }
    return Outcome::Continue;
}

Outcome modelParallelSpeed(const JobSpec &, const site::SiteProfile &, ResolvedJob &job,
                           Findings &findings)
{
    if (job.spec.parallelism == QLatin1String("model-parallel")) {
        add(findings, Severity::Advice, QStringLiteral("parallelism"),
            QCoreApplication::translate(
                "advicerules",
                "Plain model parallelism splits a model that does not fit on one GPU; "
                "it does not make training faster. Use pipeline parallelism or DDP if "
                "speed is the goal."));
    }
    return Outcome::Continue;
}

Outcome sitePitfalls(const JobSpec &, const site::SiteProfile &profile, ResolvedJob &,
                     Findings &findings)
{
    for (const site::ProfilePitfall &pit : profile.pitfalls) {
        if (pit.severity == QLatin1String("advice")) {
            add(findings, Severity::Advice, {}, pit.text, pit.source);
        } else if (pit.severity == QLatin1String("block")) {
            add(findings, Severity::Blocking, {}, pit.text, pit.source);
        }
    }
    return Outcome::Continue;
}

} // namespace slipway::compose::resolverules
