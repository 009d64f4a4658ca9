#include "common/appinfo.h"

#include <slipway/buildinfo.h>

#include <QCoreApplication>

namespace slipway::appinfo {

QString version()
{
    return QStringLiteral(SLIPWAY_VERSION_STRING);
}

QString applicationName()
{
    return QStringLiteral("Slipway");
}

QString organizationName()
{
    return QStringLiteral("Slipway");
}

QString versionLine(const QString &program, const QString &libsshVersion)
{
    return QStringLiteral("%1 %2 (Qt %3, libssh %4)")
        .arg(program, version(), QString::fromLatin1(qVersion()), libsshVersion);
}

void applyToApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("slipway"));
    QCoreApplication::setOrganizationName(organizationName());
    QCoreApplication::setApplicationVersion(version());
}

} // namespace slipway::appinfo
