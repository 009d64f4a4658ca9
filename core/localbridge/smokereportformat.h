#pragma once

#include "localbridge/localrunresult.h"

#include <QJsonObject>
#include <QString>

namespace slipway::localbridge {

// The report of a local run as text for people (CLI and the Local page) and as JSON for
// scripts (`slipwayctl smoke --json`).
class SmokeReportFormat final
{
public:
    static QString text(const LocalRunResult &result);
    static QJsonObject json(const LocalRunResult &result);
    static QString errorKindName(local::ErrorKind kind);
};

} // namespace slipway::localbridge
