#include "site/profileregistry.h"

#include "site/profileparser.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <algorithm>

namespace slipway::site {

ProfileRegistry::ProfileRegistry(const QStringList &userFolders)
{
    loadFolder(builtInFolder(), false);
    for (const QString &folder : userFolders) {
        loadFolder(folder, true);
    }
    std::sort(m_profiles.begin(), m_profiles.end(),
              [](const SiteProfile &a, const SiteProfile &b) { return a.id < b.id; });
    checkSuccessors();
}

QString ProfileRegistry::builtInFolder()
{
    return QStringLiteral(":/site-profiles");
}

QString ProfileRegistry::defaultUserFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) +
           QStringLiteral("/site-profiles");
}

const SiteProfile *ProfileRegistry::find(const QString &id) const
{
    for (const SiteProfile &p : m_profiles) {
        if (p.id == id) {
            return &p;
        }
    }
    return nullptr;
}

QStringList ProfileRegistry::ids() const
{
    QStringList out;
    for (const SiteProfile &p : m_profiles) {
        out << p.id;
    }
    return out;
}

void ProfileRegistry::loadFolder(const QString &folder, bool user)
{
    const QDir dir(folder);
    if (!dir.exists()) {
        return;
    }
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        if (name == QLatin1String("schema.json")) {
            continue;
        }
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            m_errors << QStringLiteral("%1: cannot be read: %2").arg(path, file.errorString());
            continue;
        }
        QStringList problems;
        auto profile = ProfileParser::parse(file.readAll(), path, &problems);
        if (!profile) {
            for (const QString &problem : std::as_const(problems)) {
                // Name user files by their full path so the user can find them.
                m_errors << (user ? QDir::toNativeSeparators(dir.absolutePath()) +
                                        QDir::separator() + problem
                                  : problem);
            }
            continue;
        }
        profile->userOverride = user;
        auto existing = std::find_if(m_profiles.begin(), m_profiles.end(),
                                     [&](const SiteProfile &p) { return p.id == profile->id; });
        if (existing != m_profiles.end()) {
            *existing = *profile;
        } else {
            m_profiles << *profile;
        }
    }
}

void ProfileRegistry::checkSuccessors()
{
    for (const SiteProfile &p : std::as_const(m_profiles)) {
        for (const QString &successor : p.successorIds) {
            if (!find(successor)) {
                m_errors << QStringLiteral("%1: lifecycle.successor_ids: \"%2\" is not a known "
                                           "profile")
                                .arg(QDir(p.fileName).dirName(), successor);
            }
        }
    }
}

} // namespace slipway::site
