#pragma once

#include "site/siteprofile.h"

#include <QList>
#include <QStringList>

namespace slipway::site {

// All site profiles Slipway knows: the ones built into the program (site-profiles/ in the
// source tree, embedded as Qt resources under :/site-profiles) and the user's own, from
// `<config folder>/site-profiles/*.json`. A user file with the id of a built-in profile replaces
// it. A file that fails to load is reported in errors() and never hides a good profile.
class ProfileRegistry final
{
public:
    // Loads the built-in profiles and those in each of `userFolders` (later folders win).
    // Pass {} for no user folder; defaultUserFolder() is the usual one.
    explicit ProfileRegistry(const QStringList &userFolders = {});

    static QString builtInFolder();     // ":/site-profiles"
    static QString defaultUserFolder(); // "<AppConfigLocation>/site-profiles"

    const QList<SiteProfile> &profiles() const { return m_profiles; }
    const SiteProfile *find(const QString &id) const;
    QStringList ids() const;

    // "FILE: FIELD: PROBLEM" lines for every file that could not be used.
    const QStringList &errors() const { return m_errors; }

private:
    void loadFolder(const QString &folder, bool user);
    void checkSuccessors();

    QList<SiteProfile> m_profiles;
    QStringList m_errors;
};

} // namespace slipway::site
