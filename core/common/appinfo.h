#pragma once

#include <QString>

namespace slipway {

// Names and versions that every executable reports the same way.
namespace appinfo {

QString version();          // "0.1.0"
QString applicationName();  // "Slipway"
QString organizationName(); // used for the config and data folders
// "slipwayctl 0.1.0 (Qt 6.4.2, libssh 0.10.6)"; the caller hands in the libssh version
// (ssh::libraryVersion()), so core/common needs no other area.
QString versionLine(const QString &program, const QString &libsshVersion);

// Sets application name, organisation and version on the running QCoreApplication.
void applyToApplication();

} // namespace appinfo
} // namespace slipway
