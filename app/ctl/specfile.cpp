#include "specfile.h"

#include "command.h"

#include "common/terminaltext.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cstdio>
#include <utility>

namespace slipway::ctl {

std::optional<compose::JobSpec> readSpecFile(const QString &path, const QString &command)
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
    std::optional<compose::JobSpec> spec = compose::JobSpec::fromJson(file.readAll(), &errors);
    if (!spec) {
        for (const QString &e : errors) {
            printErr(QStringLiteral("error: %1: %2").arg(printableText(path), printableText(e)));
        }
    }
    return spec;
}

const site::SiteProfile *findSpecProfile(const site::ProfileRegistry &registry,
                                         const compose::JobSpec &spec)
{
    const QString id = spec.profile.isEmpty() ? QStringLiteral("local") : spec.profile;
    const site::SiteProfile *profile = registry.find(id);
    if (!profile) {
        printErr(QStringLiteral("error: profile: no profile \"%1\". Known: %2")
                     .arg(printableText(id), registry.ids().join(QStringLiteral(", "))));
        for (const QString &e : registry.errors()) {
            printErr(QStringLiteral("warning: ") + printableText(e));
        }
    }
    return profile;
}

std::optional<LoadedSpec> loadSpecOption(const QCommandLineParser &parser, const QString &command,
                                         int &exitCode)
{
    if (!parser.isSet(QStringLiteral("spec"))) {
        printErr(QStringLiteral("slipwayctl %1: give the job spec with --spec FILE.").arg(command));
        exitCode = 2;
        return std::nullopt;
    }
    std::optional<compose::JobSpec> spec =
        readSpecFile(parser.value(QStringLiteral("spec")), command);
    if (!spec) {
        exitCode = 1;
        return std::nullopt;
    }
    auto registry = std::make_unique<site::ProfileRegistry>(
        QStringList{site::ProfileRegistry::defaultUserFolder()});
    const site::SiteProfile *profile = findSpecProfile(*registry, *spec);
    if (!profile) {
        exitCode = 1;
        return std::nullopt;
    }
    return LoadedSpec{std::move(*spec), std::move(registry), *profile};
}

QString specProjectFolder(const QCommandLineParser &parser, const compose::JobSpec &spec)
{
    QString projectFolder = parser.value(QStringLiteral("project"));
    if (projectFolder.isEmpty() && !spec.project.isEmpty()) {
        const QString specPath = parser.value(QStringLiteral("spec"));
        projectFolder = QDir::isAbsolutePath(spec.project) || specPath == QLatin1String("-")
                            ? spec.project
                            : QFileInfo(specPath).absoluteDir().filePath(spec.project);
    }
    return projectFolder;
}

} // namespace slipway::ctl
