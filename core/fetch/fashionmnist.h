#pragma once

#include "fetch/remotedownload.h"

#include <QString>
#include <QStringList>

namespace slipway::fetch {

// Fashion-MNIST (Zalando Research, MIT licence): the four idx files the gallery's examples read
// with `--data FOLDER`. Their checksums are of the uncompressed content, so the upstream files
// and Debian's copies (the same data, recompressed without the file name in the gzip header)
// both pass.
struct FashionMnist
{
    struct File
    {
        const char *name;
        const char *contentSha256; // of the gunzipped bytes
    };
    static const QList<File> &files();
    // Where the project's own upstream publishes the files (used when the login node has
    // internet and no other mirror is given).
    static QString upstreamUrl();
    // Debian's dataset-fashion-mnist, when it is installed here: the folder, else empty.
    static QString localCopy();
    // A request that puts the four files into `targetFolder` on the cluster: fetched there from
    // `mirror` (a folder URL; upstreamUrl() when empty) when the login node has internet, else
    // uploaded from localCopy() (or downloaded here from the mirror when there is none).
    static DownloadRequest request(const QString &targetFolder, bool loginNodeInternet,
                                   const QString &mirror = {});
};

} // namespace slipway::fetch
