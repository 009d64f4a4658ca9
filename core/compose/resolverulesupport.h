#pragma once

// Small helpers shared by the files that implement resolverules.h; not for other code.

#include "compose/resolverules.h"

#include <initializer_list>

namespace slipway::compose::resolverules::support {

using Severity = Finding::Severity;

inline void add(Findings &findings, Severity severity, const QString &field, const QString &message,
                const QString &source = {})
{
    findings.append({severity, field, message, source});
}

inline const site::Partition *partitionOf(const ResolvedJob &job)
{
    return job.partition ? &*job.partition : nullptr;
}

inline bool isOneOf(const QString &value, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        if (value == QLatin1String(name)) {
            return true;
        }
    }
    return false;
}

} // namespace slipway::compose::resolverules::support
