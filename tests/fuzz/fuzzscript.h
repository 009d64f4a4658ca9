#pragma once

// Shared by the compose fuzz targets: the built-in profiles read from the source folder, and a
// syntax check of a generated script with `bash -n`.

#include "compose/composedscript.h"
#include "site/profileparser.h"

#include <QDir>
#include <QFile>
#include <QString>

#include <cstdio>
#include <cstdlib>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace slipway::fuzz {

// Every built-in profile, parsed from SLIPWAY_SOURCE_DIR/site-profiles (the run script sets it).
inline const QList<site::SiteProfile> &builtInProfiles()
{
    static const QList<site::SiteProfile> profiles = [] {
        QList<site::SiteProfile> out;
        const QDir dir(qEnvironmentVariable("SLIPWAY_SOURCE_DIR") +
                       QStringLiteral("/site-profiles"));
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            if (name == QLatin1String("schema.json")) {
                continue;
            }
            QFile file(dir.filePath(name));
            QStringList errors;
            if (file.open(QIODevice::ReadOnly)) {
                if (auto p = site::ProfileParser::parse(file.readAll(), file.fileName(), &errors)) {
                    out << *p;
                }
            }
        }
        if (out.isEmpty()) {
            std::fprintf(stderr, "fuzz: no profiles under %s\n", qPrintable(dir.path()));
            std::abort();
        }
        return out;
    }();
    return profiles;
}

// Aborts (a finding for libFuzzer) when bash cannot parse `script`.
inline void requireBashSyntax(const QString &script)
{
    static const QString path =
        QDir::tempPath() + QStringLiteral("/slipway-fuzz-%1.sh").arg(QString::number(::getpid()));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return;
    }
    file.write(script.toUtf8());
    file.close();
    const QByteArray local = path.toLocal8Bit();
    char bash[] = "/bin/bash";
    char n[] = "-n";
    char *argv[] = {bash, n, const_cast<char *>(local.constData()), nullptr};
    pid_t pid = 0;
    if (posix_spawn(&pid, bash, nullptr, nullptr, argv, environ) != 0) {
        return;
    }
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "bash -n refused the script:\n%s\n", script.toUtf8().constData());
        std::abort();
    }
}

inline void requireBashSyntax(const compose::ComposedScript &composed)
{
    if (!composed.lines.isEmpty()) {
        requireBashSyntax(composed.text());
        requireBashSyntax(composed.annotatedText());
    }
    if (!composed.setupLines.isEmpty()) {
        requireBashSyntax(composed.setupText());
    }
}

} // namespace slipway::fuzz
