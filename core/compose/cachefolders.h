#pragma once

#include "compose/composedscript.h"
#include "site/siteprofile.h"

namespace slipway::compose {

// The lines that point the caches which would fill the home folder (Hugging Face, torch hub,
// pip, Triton, XDG, conda packages) at the folders the profile names in
// storage.cache_redirects: one `export NAME=FOLDER` each, the folder quoted as a path
// (shellwords::pathWord), each explained. Empty when the profile names none.
class CacheFolders final
{
public:
    static QList<ScriptLine> lines(const site::SiteProfile &profile);
};

} // namespace slipway::compose
