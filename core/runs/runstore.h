#pragma once

#include "runs/runrecord.h"

#include <QList>
#include <QString>

#include <optional>

namespace slipway {

// The run history in an SQLite file (QtSql). Writes are transactions; the schema carries a
// version (PRAGMA user_version) and is migrated forward on open. A file from a newer Slipway is
// opened read-only. One RunStore is used from one thread.
class RunStore final
{
public:
    static constexpr int kSchemaVersion = 2;

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

    // Inserts a run and returns its id (0 on failure, with errorString()).
    qint64 insert(const RunRecord &run);
    // Writes every field of `run` (by id). Returns false on failure.
    bool update(const RunRecord &run);
    std::optional<RunRecord> find(qint64 id) const;
    QList<RunRecord> all() const; // newest first
    QList<RunRecord> active() const;

private:
    bool migrate();

    QString m_path;
    QString m_connection;
    bool m_open = false;
    bool m_readOnly = false;
    QString m_error;
};

} // namespace slipway
