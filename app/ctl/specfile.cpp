#include "specfile.h"

#include "command.h"

#include <QFile>
#include <QStringList>

#include <cstdio>

namespace slipway::ctl {

std::optional<JobSpec> readSpecFile(const QString &path, const QString &command)
{
    QFile file;
    const bool opened = path == QLatin1String("-")
                            ? file.open(stdin, QIODevice::ReadOnly)
                            : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        printErr(QStringLiteral("slipwayctl %1: cannot read %2: %3")
                     .arg(command, path, file.errorString()));
        return std::nullopt;
    }
    QStringList errors;
    std::optional<JobSpec> spec = JobSpec::fromJson(file.readAll(), &errors);
    if (!spec) {
        for (const QString &e : errors) {
            printErr(QStringLiteral("error: %1: %2").arg(path, e));
        }
    }
    return spec;
}

} // namespace slipway::ctl
