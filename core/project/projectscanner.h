#pragma once

#include "project/projectmanifest.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

class QTemporaryDir;

namespace slipway::project {

struct ScanOptions
{
    QString folder; // the project folder on this computer
    // Files larger than this are refused (the whole scan then fails with a message that says
    // where such files belong and how to raise the limit). 0: no limit.
    qint64 maxFileBytes = kDefaultMaxFileBytes;
    // Send what the git repository has committed (HEAD) instead of the working tree.
    bool gitCommitted = false;
    // A file that remembers each file's hash by its size, times and inode, so an unchanged
    // file is not read again on the next scan (defaultHashCache()); empty: hash everything.
    QString hashCache = {};

    static constexpr qint64 kDefaultMaxFileBytes = 20 * 1024 * 1024;
};

// What a scan found: the manifest of the files to send and where to read them.
struct ProjectScan
{
    ProjectManifest manifest;
    QByteArray root; // the folder the manifest's paths are relative to (raw bytes)
    QStringList warnings;
    QString error; // why the project cannot be sent, in plain words; empty when it can
    int ignoredCount = 0;
    int hashesReused = 0; // files whose remembered hash was used (ScanOptions::hashCache)
    // Holds the committed files of a git scan until the upload has read them.
    std::shared_ptr<QTemporaryDir> temporary;

    bool ok() const { return error.isEmpty(); }
};

// Walks a project folder honouring `.gitignore` and `.slipwayignore` files (in every folder;
// `.slipwayignore` wins over `.gitignore` in the same folder), never sending `.git/`,
// `__pycache__/` and `.slipway-snapshot/`, and hashes every file (SHA-256). Symbolic links and
// special files are left out with a warning. Synchronous and possibly slow (it reads every
// file): run it on a worker thread. `cancel` may be null.
class ProjectScanner
{
public:
    using Progress = std::function<void(qint64 filesDone, const QString &current)>;
    static ProjectScan scan(const ScanOptions &options, const std::atomic_bool *cancel = nullptr,
                            const Progress &progress = {});

    // "20 MB", "1.5 GB".
    static QString formatBytes(qint64 bytes);
    // "20M", "500k", "2G", "1048576" -> bytes; nothing when malformed.
    static std::optional<qint64> parseBytes(const QString &text);
    // SHA-256 of a local file given by raw path (hex), or nothing when it cannot be read.
    static std::optional<QByteArray> hashFile(const QByteArray &path);
    // Where the hashes of the project folder `folder` are remembered: in the user's cache
    // folder (~/.cache/slipway/project-hashes/ on Linux), one file per project folder.
    static QString defaultHashCache(const QString &folder);
};

} // namespace slipway::project
