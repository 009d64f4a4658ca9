#pragma once

#include <QString>

#include <optional>

namespace slipway::remote {

// A path on a cluster as people type it: "HOST:path", where HOST is what `slipwayctl ssh`
// takes (a Host alias of the ssh configuration, or user@host[:port]). The path may start with
// "~/" (the home folder) or be relative to the home folder, as with scp.
struct RemotePath
{
    QString host;
    QString path;

    // "HOST:path" -> {HOST, path}. Nothing when `text` is not of that form, or names a file or
    // folder that exists on this computer (a local path always wins, as with scp's "./a:b").
    // "user@host:2222:runs" is host "user@host:2222" and path "runs".
    static std::optional<RemotePath> parse(const QString &text);
};

} // namespace slipway::remote
