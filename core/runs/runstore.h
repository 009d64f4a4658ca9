#pragma once

#include "runs/runrecord.h"
#include "runs/runsegments.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

class QSqlQuery;

namespace slipway::runs {

// The run history in an SQLite file (QtSql). Writes are transactions; the schema carries a
// version (PRAGMA user_version) and is migrated forward on open. A file from a newer Slipway is
// opened read-only. One RunStore is used from one thread.
//
// The file is checked when it is opened (HistoryCheck: header, size, PRAGMA quick_check,
// schema). A damaged or foreign file is kept aside as "<file>.damaged-<time>", a new history
// takes its place, and every run that can still be read from the damaged file, then from the
// backup, is copied into it; notice() says what happened. A backup ("<file>.backup", written
// with VACUUM INTO) is renewed when it is a day old, at open and after writes, so at most the
// last day's runs are at risk. The history, its backup and kept copies are readable by their
// owner only (0600), and so is the folder Slipway makes for them (0700).
class RunStore final
{
public:
    static constexpr int kSchemaVersion = 5;

    // Opens (and creates or migrates) the history at `path`; defaultPath() when empty.
    explicit RunStore(const QString &path = {});
    ~RunStore();
    RunStore(const RunStore &) = delete;
    RunStore &operator=(const RunStore &) = delete;

    static QString defaultPath(); // <AppDataLocation>/runs.sqlite, or $SLIPWAY_RUNS_DB

    bool isOpen() const { return m_open; }
    bool isReadOnly() const { return m_readOnly; }
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    int schemaVersion() const;
    // What was wrong with the file at open and what was done about it (where the damaged file
    // was kept, how many runs were recovered), in plain words; empty when it was sound.
    QString notice() const { return m_notice; }
    QString backupPath() const { return m_path + QStringLiteral(".backup"); }
    // Writes the backup now; false (with errorString()) when it could not be written.
    bool backup();
    // The lock a submission holds on its run (QLockFile), so that reconciliation leaves a run
    // alone while another Slipway is still submitting it.
    QString submissionLockPath(qint64 runId) const;

    // Inserts a run and returns its id (0 on failure, with errorString()).
    qint64 insert(const RunRecord &run);
    // Writes every field of `run` (by id). Returns false on failure.
    bool update(const RunRecord &run);
    std::optional<RunRecord> find(qint64 id) const;
    QList<RunRecord> all() const; // newest first
    QList<RunRecord> active() const;

    // A sweep's tasks, by task number; empty for a run that is no sweep.
    QList<SweepTaskRecord> sweepTasks(qint64 runId) const;
    // Writes these tasks of the run (adding or replacing each by its task number) in one
    // transaction. Returns false on failure.
    bool putSweepTasks(qint64 runId, const QList<SweepTaskRecord> &tasks);

    // The starts of a run whose job was requeued (RunService::refreshSegments), oldest first;
    // empty when none were recorded.
    QList<RunSegment> segments(qint64 runId) const;
    // Replaces the run's recorded starts with `segments` in one transaction.
    bool putSegments(qint64 runId, const QList<RunSegment> &segments);

private:
    bool openFile();
    bool migrate();
    void setAsideAndRecover(const QString &damage);
    // Copies the runs that can be read from the history file `from` and are not here yet;
    // returns how many.
    int recoverFrom(const QString &from, QString *error);
    bool insertWithId(const RunRecord &run);
    void backupIfDue();
    // Runs `write` on a query in a transaction: commits when it returns true, else rolls back
    // with the query's error in m_error.
    bool writeInTransaction(const std::function<bool(QSqlQuery &)> &write);

    QString m_path;
    QString m_connection;
    bool m_open = false;
    bool m_readOnly = false;
    QString m_error;
    QString m_notice;
    qint64 m_backupCheckedMs = 0;
};

} // namespace slipway::runs
