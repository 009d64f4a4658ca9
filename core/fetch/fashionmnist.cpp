#include "fetch/fashionmnist.h"

#include <QDir>
#include <QFileInfo>

namespace slipway::fetch {

const QList<FashionMnist::File> &FashionMnist::files()
{
    // Computed from Debian's dataset-fashion-mnist 0~git20200605 (`gzip -dc F | sha256sum`).
    static const QList<File> list = {
        {"train-images-idx3-ubyte.gz",
         "c59f468a2f672dc815687fe0f83887768d799fd8a3f3276145d20f83aa44d888"},
        {"train-labels-idx1-ubyte.gz",
         "bad3541b69d912435c50bb6ba87bec294ff4f6a2e1246121d8633921760443d9"},
        {"t10k-images-idx3-ubyte.gz",
         "5b4141f0afbad91edebe8549f8fcffe087ea10ca49f1dbef5c9a5cd8815ce37b"},
        {"t10k-labels-idx1-ubyte.gz",
         "0402a96d92fd2663957122ceb108a494c5af83dab82d92729df917d7dec38c34"},
    };
    return list;
}

QString FashionMnist::upstreamUrl()
{
    return QStringLiteral("http://fashion-mnist.s3-website.eu-central-1.amazonaws.com/");
}

QString FashionMnist::localCopy()
{
    const QStringList candidates = {
        qEnvironmentVariable("SLIPWAY_FASHION_MNIST_DIR"),
        QStringLiteral("/usr/share/datasets/fashion-mnist"),
    };
    for (const QString &dir : candidates) {
        if (dir.isEmpty()) {
            continue;
        }
        bool all = true;
        for (const File &f : files()) {
            all = all && QFileInfo(QDir(dir).filePath(QString::fromLatin1(f.name))).isFile();
        }
        if (all) {
            return dir;
        }
    }
    return {};
}

DownloadRequest FashionMnist::request(const QString &targetFolder, bool loginNodeInternet,
                                      const QString &mirror)
{
    DownloadRequest request;
    request.targetFolder = targetFolder;
    request.loginNodeInternet = loginNodeInternet;
    request.unpack = false;
    QString base = mirror.isEmpty() ? upstreamUrl() : mirror;
    if (!base.endsWith(u'/')) {
        base += u'/';
    }
    const QString local = loginNodeInternet ? QString() : localCopy();
    for (const File &f : files()) {
        DownloadItem item;
        item.fileName = QString::fromLatin1(f.name);
        item.url = QUrl(base + item.fileName);
        if (!local.isEmpty()) {
            item.localFile = QDir(local).filePath(item.fileName);
        }
        item.sha256 = QByteArray(f.contentSha256);
        item.checkUncompressed = true;
        request.items.append(item);
    }
    return request;
}

} // namespace slipway::fetch
