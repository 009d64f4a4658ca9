#pragma once

#include "site/siteprofile.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

namespace slipway::site {

// Reads one site profile from JSON and checks it. Every problem is reported as
// "FILE: FIELD: PROBLEM" in plain language, and all problems are reported, not only the first.
class ProfileParser final
{
public:
    static constexpr int kSchemaVersion = 1;

    // `fileName` names the file in messages; its stem must equal the profile's id.
    static std::optional<SiteProfile> parse(const QByteArray &json, const QString &fileName,
                                            QStringList *errors);
};

} // namespace slipway::site
