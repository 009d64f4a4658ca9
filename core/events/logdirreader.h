#pragma once

#include "events/readcontrol.h"
#include "events/rundata.h"

#include <QReadWriteLock>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <vector>

namespace slipway::events {

class EventFileReader;

// Reads a TensorBoard log folder (or one event file) and keeps every scalar point of every run.
// A run is a folder that directly holds files whose name contains "tfevents", named by its
// path relative to the log folder ("." for the log folder itself). A run's files are read in
// name order. update() can be called again and again: it picks up new runs, new files and the
// bytes appended to known files, and reads nothing twice.
//
// Threads: update() runs on one worker thread at a time. It changes the runs only while holding
// lock() for writing, one chunk at a time; other threads read runs() under lock() for reading
// (a GUI should use tryLockForRead() and try again later rather than wait).
class LogDirReader final
{
public:
    explicit LogDirReader(const QString &path);
    ~LogDirReader();
    LogDirReader(const LogDirReader &) = delete;
    LogDirReader &operator=(const LogDirReader &) = delete;

    struct UpdateResult
    {
        bool ok = true;         // false: the path cannot be read at all (see error)
        bool cancelled = false; // stopped early; the next update() goes on from there
        QString error;
        qint64 newBytes = 0;
        int newRuns = 0;
        int newFiles = 0;
    };

    QString path() const { return m_path; }
    // Bytes not yet read, as of the last look at the folder (for progress bars).
    qint64 bytesToRead();
    UpdateResult update(const std::atomic<bool> *cancel = nullptr,
                        const std::function<void(qint64 done, qint64 total)> &progress = {});

    QReadWriteLock &lock() const { return m_lock; }
    // Runs sorted by name. Read under lock().
    const std::vector<std::unique_ptr<RunData>> &runs() const { return m_runs; }
    // Everything the runs' stats add up to. Read under lock().
    ReadStats totalStats() const;
    QList<ReadIssue> allIssues() const;

private:
    struct Run;
    bool discover(QString *error, int *newRuns, int *newFiles);

    QString m_path;
    mutable QReadWriteLock m_lock;
    std::vector<std::unique_ptr<RunData>> m_runs;
    std::map<QString, std::unique_ptr<Run>> m_readers; // by run name
};

// True for a file TensorBoard treats as an event file: its name contains "tfevents".
bool isEventFileName(const QString &fileName);

} // namespace slipway::events
