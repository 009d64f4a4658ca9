#include "events/logdirreader.h"

#include "events/eventfilereader.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>

namespace slipway::events {

struct LogDirReader::Run
{
    RunData *data = nullptr;
    QString folder;
    std::map<QString, std::unique_ptr<EventFileReader>> files; // by file name: name order
};

bool isEventFileName(const QString &fileName)
{
    return fileName.contains(QLatin1String("tfevents"));
}

LogDirReader::LogDirReader(const QString &path)
    : m_path(QDir::cleanPath(path))
{}

LogDirReader::~LogDirReader() = default;

bool LogDirReader::discover(QString *error, int *newRuns, int *newFiles)
{
    const QFileInfo root(m_path);
    if (!root.exists()) {
        *error = QCoreApplication::translate("logdirreader", "%1 does not exist.")
                     .arg(QDir::toNativeSeparators(m_path));
        return false;
    }
    // folder -> event file names found in it
    std::map<QString, QStringList> found;
    if (root.isFile()) {
        found[root.absolutePath()].append(root.fileName());
    } else if (root.isDir()) {
        if (!root.isReadable()) {
            *error = QCoreApplication::translate(
                         "logdirreader", "The folder %1 cannot be read (permission denied).")
                         .arg(QDir::toNativeSeparators(m_path));
            return false;
        }
        QDirIterator it(m_path, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            const QFileInfo info = it.fileInfo();
            if (isEventFileName(info.fileName())) {
                found[info.absolutePath()].append(info.fileName());
            }
        }
    } else {
        *error = QCoreApplication::translate("logdirreader", "%1 is neither a file nor a folder.")
                     .arg(QDir::toNativeSeparators(m_path));
        return false;
    }

    const QDir rootDir(root.isFile() ? root.absolutePath() : root.absoluteFilePath());
    bool runsAdded = false;
    for (auto &[folder, names] : found) {
        QString name = rootDir.relativeFilePath(folder);
        if (name.isEmpty()) {
            name = QStringLiteral(".");
        }
        auto &run = m_readers[name];
        if (!run) {
            run = std::make_unique<Run>();
            run->folder = folder;
            QWriteLocker locker(&m_lock);
            m_runs.push_back(std::make_unique<RunData>(name));
            run->data = m_runs.back().get();
            ++*newRuns;
            runsAdded = true;
        }
        for (const QString &fileName : names) {
            auto &file = run->files[fileName];
            if (!file) {
                file = std::make_unique<EventFileReader>(QDir(folder).filePath(fileName));
                ++*newFiles;
                QWriteLocker locker(&m_lock);
                ++run->data->stats().files;
            }
        }
    }
    if (runsAdded) {
        QWriteLocker locker(&m_lock);
        std::sort(m_runs.begin(), m_runs.end(),
                  [](const auto &a, const auto &b) { return a->name() < b->name(); });
    }
    return true;
}

qint64 LogDirReader::bytesToRead()
{
    qint64 total = 0;
    for (const auto &[name, run] : m_readers) {
        for (const auto &[fileName, file] : run->files) {
            total += std::max<qint64>(0, QFileInfo(file->path()).size() - file->offset());
        }
    }
    return total;
}

LogDirReader::UpdateResult
LogDirReader::update(const std::atomic<bool> *cancel,
                     const std::function<void(qint64 done, qint64 total)> &progress)
{
    UpdateResult result;
    if (!discover(&result.error, &result.newRuns, &result.newFiles)) {
        result.ok = false;
        return result;
    }
    const qint64 total = progress ? bytesToRead() : 0;
    qint64 done = 0;
    ReadControl control;
    control.cancel = cancel;
    control.lock = &m_lock;
    control.progress = [&](qint64 bytes) {
        done += bytes;
        if (progress) {
            progress(done, total);
        }
    };

    for (auto &[name, run] : m_readers) {
        for (auto it = run->files.begin(); it != run->files.end(); ++it) {
            EventFileReader &file = *it->second;
            const EventFileReader::Result read = file.read(*run->data, control);
            if (read == EventFileReader::Result::Cancelled) {
                result.cancelled = true;
                break;
            }
            if (read == EventFileReader::Result::Shrunk) {
                // The file was replaced by a shorter one: what was read from it is stale, so
                // read the whole run again.
                QWriteLocker locker(&m_lock);
                const qint64 files = run->data->stats().files;
                run->data->clear();
                run->data->stats().files = files;
                run->data->addIssue({file.path(), -1,
                                     QCoreApplication::translate(
                                         "logdirreader", "The file became shorter than what was "
                                                         "already read; the run was read again.")});
                for (auto &[otherName, other] : run->files) {
                    other->reset();
                }
                locker.unlock();
                it = run->files.begin();
                it->second->read(*run->data, control);
            }
        }
        QWriteLocker locker(&m_lock);
        qint64 pending = 0;
        for (const auto &[fileName, file] : run->files) {
            pending += file->pendingBytes();
        }
        run->data->stats().pendingBytes = pending;
        if (result.cancelled) {
            break;
        }
    }
    result.newBytes = done;
    return result;
}

ReadStats LogDirReader::totalStats() const
{
    ReadStats total;
    for (const auto &run : m_runs) {
        total.add(run->stats());
    }
    return total;
}

QList<ReadIssue> LogDirReader::allIssues() const
{
    QList<ReadIssue> issues;
    for (const auto &run : m_runs) {
        issues += run->issues();
    }
    return issues;
}

} // namespace slipway::events
