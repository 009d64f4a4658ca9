#include "site/siteprofile.h"

namespace slipway::site {

const Partition *SiteProfile::partition(const QString &name) const
{
    for (const Partition &p : partitions) {
        if (p.name == name) {
            return &p;
        }
    }
    return nullptr;
}

const Partition *SiteProfile::defaultPartition() const
{
    for (const Partition &p : partitions) {
        if (p.isDefault) {
            return &p;
        }
    }
    return partitions.isEmpty() ? nullptr : &partitions.first();
}

QString SiteProfile::primaryLoginHost() const
{
    for (const LoginHost &h : loginHosts) {
        if (h.role == QLatin1String("login")) {
            return h.host;
        }
    }
    return loginHosts.isEmpty() ? QString() : loginHosts.first().host;
}

const ProfileProvenance *SiteProfile::provenanceFor(const QString &field) const
{
    const ProfileProvenance *best = nullptr;
    for (const ProfileProvenance &p : provenance) {
        const bool covers = field == p.field || field.startsWith(p.field + QLatin1Char('.')) ||
                            field.startsWith(p.field + QLatin1Char('['));
        if (covers && (!best || p.field.size() > best->field.size())) {
            best = &p;
        }
    }
    return best;
}

bool SiteProfile::isUnconfirmed(const QString &field) const
{
    const ProfileProvenance *p = provenanceFor(field);
    return p && (p->tag == QLatin1String("UNCONFIRMED") || p->tag == QLatin1String("CONFLICT") ||
                 p->tag == QLatin1String("3P"));
}

QString schedulerKindName(SchedulerKind kind)
{
    switch (kind) {
    case SchedulerKind::Slurm:
        return QStringLiteral("slurm");
    case SchedulerKind::PbsPro:
        return QStringLiteral("pbspro");
    case SchedulerKind::Cobalt:
        return QStringLiteral("cobalt");
    case SchedulerKind::Local:
        return QStringLiteral("local");
    }
    return {};
}

const QStringList &cacheVariableNames()
{
    static const QStringList names{
        QStringLiteral("HF_HOME"),        QStringLiteral("TORCH_HOME"),
        QStringLiteral("PIP_CACHE_DIR"),  QStringLiteral("TRITON_CACHE_DIR"),
        QStringLiteral("XDG_CACHE_HOME"), QStringLiteral("CONDA_PKGS_DIRS")};
    return names;
}

} // namespace slipway::site
