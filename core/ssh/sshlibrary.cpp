#include "ssh/sshlibrary.h"

#include <libssh/libssh.h>

namespace slipway::ssh {

QString libraryVersion()
{
    // ssh_version() answers "0.10.6/openssl/zlib"; the first part is the version.
    return QString::fromLatin1(ssh_version(0)).section(QLatin1Char('/'), 0, 0);
}

} // namespace slipway::ssh
