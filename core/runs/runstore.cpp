#include "runs/runstore.h"

#include "runs/historycheck.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUuid>
#include <QVariant>

namespace slipway::runs {

namespace {

const char *const kColumns[] = {
    "created_at",   "profile",     "host",         "ssh_config",       "job_name",
    "spec_json",    "script",      "setup_script", "environment_json", "scheduler",
    "partition",    "gpus",        "workdir",      "remote_dir",       "script_path",
    "job_id",       "state",       "reason",       "message",          "exit_code",
    "submitted_at", "started_at",  "ended_at",     "elapsed_seconds",  "stdout_path",
    "stderr_path",  "resubmit_of", "tag",          "sweep_table"};

// The columns each schema version adds (index: version).
QList<QStringList> columnsByVersion()
{
    return {{},
            {QStringLiteral("id"),           QStringLiteral("created_at"),
             QStringLiteral("profile"),      QStringLiteral("host"),
             QStringLiteral("ssh_config"),   QStringLiteral("job_name"),
             QStringLiteral("spec_json"),    QStringLiteral("script"),
             QStringLiteral("setup_script"), QStringLiteral("scheduler"),
             QStringLiteral("partition"),    QStringLiteral("gpus"),
             QStringLiteral("workdir"),      QStringLiteral("remote_dir"),
             QStringLiteral("script_path"),  QStringLiteral("job_id"),
             QStringLiteral("state"),        QStringLiteral("reason"),
             QStringLiteral("message"),      QStringLiteral("exit_code"),
             QStringLiteral("submitted_at"), QStringLiteral("started_at"),
             QStringLiteral("ended_at"),     QStringLiteral("elapsed_seconds"),
             QStringLiteral("stdout_path"),  QStringLiteral("stderr_path"),
             QStringLiteral("resubmit_of")},
            {QStringLiteral("environment_json")},
            {QStringLiteral("tag")},
            {QStringLiteral("sweep_table")},
            {}}; // 5: the run_segments table
}

constexpr QFile::Permissions kOwnerOnly = QFile::ReadOwner | QFile::WriteOwner;

void ownerOnly(const QString &path)
{
    if (QFileInfo::exists(path)) {
        QFile::setPermissions(path, kOwnerOnly);
    }
}

QVariant timeValue(const QDateTime &t)
{
    return t.isValid() ? QVariant(t.toUTC().toString(Qt::ISODate)) : QVariant();
}

QDateTime timeFrom(const QVariant &v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromString(v.toString(), Qt::ISODate);
}

QVariant textValue(const QString &s)
{
    return s.isNull() ? QVariant(QString::fromLatin1("")) : QVariant(s);
}

void bindAll(QSqlQuery &q, const RunRecord &r)
{
    q.bindValue(QStringLiteral(":created_at"), timeValue(r.createdAt));
    q.bindValue(QStringLiteral(":profile"), textValue(r.profile));
    q.bindValue(QStringLiteral(":host"), textValue(r.host));
    q.bindValue(QStringLiteral(":ssh_config"), textValue(r.sshConfig));
    q.bindValue(QStringLiteral(":job_name"), textValue(r.jobName));
    q.bindValue(QStringLiteral(":spec_json"), textValue(r.specJson));
    q.bindValue(QStringLiteral(":script"), textValue(r.script));
    q.bindValue(QStringLiteral(":setup_script"), textValue(r.setupScript));
    q.bindValue(QStringLiteral(":environment_json"), textValue(r.environmentJson));
    q.bindValue(QStringLiteral(":scheduler"), textValue(r.scheduler));
    q.bindValue(QStringLiteral(":partition"), textValue(r.partition));
    q.bindValue(QStringLiteral(":gpus"), r.gpus);
    q.bindValue(QStringLiteral(":workdir"), textValue(r.workdir));
    q.bindValue(QStringLiteral(":remote_dir"), textValue(r.remoteDir));
    q.bindValue(QStringLiteral(":script_path"), textValue(r.scriptPath));
    q.bindValue(QStringLiteral(":job_id"), textValue(r.jobId));
    q.bindValue(QStringLiteral(":state"), runStateName(r.state));
    q.bindValue(QStringLiteral(":reason"), textValue(r.reason));
    q.bindValue(QStringLiteral(":message"), textValue(r.message));
    q.bindValue(QStringLiteral(":exit_code"), r.exitCode);
    q.bindValue(QStringLiteral(":submitted_at"), timeValue(r.submittedAt));
    q.bindValue(QStringLiteral(":started_at"), timeValue(r.startedAt));
    q.bindValue(QStringLiteral(":ended_at"), timeValue(r.endedAt));
    q.bindValue(QStringLiteral(":elapsed_seconds"), r.elapsedSeconds);
    q.bindValue(QStringLiteral(":stdout_path"), textValue(r.stdoutPath));
    q.bindValue(QStringLiteral(":stderr_path"), textValue(r.stderrPath));
    q.bindValue(QStringLiteral(":resubmit_of"),
                r.resubmitOf > 0 ? QVariant(r.resubmitOf) : QVariant());
    q.bindValue(QStringLiteral(":tag"), textValue(r.tag));
    q.bindValue(QStringLiteral(":sweep_table"), textValue(r.sweepTable));
}

RunRecord fromQuery(const QSqlQuery &q)
{
    const QSqlRecord rec = q.record();
    const auto v = [&](const char *name) {
        const int at = rec.indexOf(QLatin1String(name));
        return at >= 0 ? q.value(at) : QVariant(); // older schemas lack later columns
    };
    RunRecord r;
    r.id = v("id").toLongLong();
    r.createdAt = timeFrom(v("created_at"));
    r.profile = v("profile").toString();
    r.host = v("host").toString();
    r.sshConfig = v("ssh_config").toString();
    r.jobName = v("job_name").toString();
    r.specJson = v("spec_json").toString();
    r.script = v("script").toString();
    r.setupScript = v("setup_script").toString();
    r.environmentJson = v("environment_json").toString();
    r.scheduler = v("scheduler").toString();
    r.partition = v("partition").toString();
    r.gpus = v("gpus").toInt();
    r.workdir = v("workdir").toString();
    r.remoteDir = v("remote_dir").toString();
    r.scriptPath = v("script_path").toString();
    r.jobId = v("job_id").toString();
    r.state = runStateFromName(v("state").toString());
    r.reason = v("reason").toString();
    r.message = v("message").toString();
    r.exitCode = v("exit_code").isNull() ? -1 : v("exit_code").toInt();
    r.submittedAt = timeFrom(v("submitted_at"));
    r.startedAt = timeFrom(v("started_at"));
    r.endedAt = timeFrom(v("ended_at"));
    r.elapsedSeconds = v("elapsed_seconds").isNull() ? -1 : v("elapsed_seconds").toLongLong();
    r.stdoutPath = v("stdout_path").toString();
    r.stderrPath = v("stderr_path").toString();
    r.resubmitOf = v("resubmit_of").isNull() ? 0 : v("resubmit_of").toLongLong();
    r.tag = v("tag").toString();
    r.sweepTable = v("sweep_table").toString();
    return r;
}

} // namespace

bool RunRecord::isActive() const
{
    return !jobId.isEmpty() && isWaitingOrRunning(state);
}

bool RunRecord::isInterrupted() const
{
    return jobId.isEmpty() && (state == RunState::Preparing || state == RunState::Submitting);
}

// remoteDir is "<job folder>/slipway-runs/<name>" (RunService::submit; older runs used the run
// number as the name).
QString RunRecord::jobFolder() const
{
    if (remoteDir.isEmpty()) {
        return workdir;
    }
    const qsizetype slash = remoteDir.lastIndexOf(QLatin1Char('/'));
    const QString parent = slash >= 0 ? remoteDir.left(slash) : QString();
    if (!parent.endsWith(QLatin1String("/slipway-runs"))) {
        return remoteDir;
    }
    const QString folder = parent.chopped(int(qstrlen("/slipway-runs")));
    return folder.isEmpty() ? QStringLiteral("/") : folder;
}

namespace {

QString jobFolderOf(const RunRecord &run)
{
    return run.jobFolder();
}

// `path` (absolute, ~, or relative to `base`) as one path.
QString resolvedUnder(const QString &base, const QString &path)
{
    if (path.isEmpty()) {
        return base;
    }
    if (path.startsWith(QLatin1Char('/')) || path.startsWith(QLatin1Char('~')) || base.isEmpty()) {
        return path;
    }
    QString b = base;
    while (b.endsWith(QLatin1Char('/')) && b.size() > 1) {
        b.chop(1);
    }
    if (b == QLatin1String("/")) {
        return b + path;
    }
    return b + QLatin1Char('/') + path;
}

QJsonObject specOf(const RunRecord &run)
{
    return QJsonDocument::fromJson(run.specJson.toUtf8()).object();
}

} // namespace

QString RunRecord::eventFolder() const
{
    const QString logdir = specOf(*this).value(QStringLiteral("logdir")).toString();
    const QString folder = jobFolderOf(*this);
    if (logdir.isEmpty() && folder.isEmpty()) {
        return {};
    }
    // Without a logdir, the run folder's runs/: where SummaryWriter() writes by default and
    // where the composer points TensorBoard. Never the folder itself, which may be the home
    // folder holding every other experiment's event files.
    return resolvedUnder(folder, logdir.isEmpty() ? QStringLiteral("runs") : logdir);
}

bool RunRecord::hasJobTensorBoard() const
{
    const QJsonValue t = specOf(*this).value(QStringLiteral("tensorboard"));
    return t.isObject() || (t.isBool() && t.toBool());
}

QString RunRecord::tensorBoardFile() const
{
    if (!hasJobTensorBoard() || jobId.isEmpty()) {
        return {};
    }
    QString logdir = specOf(*this).value(QStringLiteral("logdir")).toString();
    if (logdir.isEmpty()) {
        logdir = QStringLiteral("runs"); // as the composer writes it
    }
    return resolvedUnder(jobFolderOf(*this), logdir) + QStringLiteral("/.slipway-tensorboard-") +
           jobId.section(QLatin1Char('.'), 0, 0);
}

QString RunStore::defaultPath()
{
    const QByteArray env = qgetenv("SLIPWAY_RUNS_DB");
    if (!env.isEmpty()) {
        return QString::fromLocal8Bit(env);
    }
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/runs.sqlite");
}

RunStore::RunStore(const QString &path)
    : m_path(path.isEmpty() ? defaultPath() : path)
    , m_connection(QStringLiteral("slipway-runs-") +
                   QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    const QFileInfo info(m_path);
    const QString folder = info.absolutePath();
    if (!QFileInfo::exists(folder)) {
        if (!QDir().mkpath(folder)) {
            m_error = QCoreApplication::translate("runstore",
                                                  "Cannot make the folder %1 for the run history.")
                          .arg(folder);
            return;
        }
        QFile::setPermissions(folder, kOwnerOnly | QFile::ExeOwner);
    } else if (path.isEmpty() && qEnvironmentVariableIsEmpty("SLIPWAY_RUNS_DB")) {
        // Slipway's own data folder: its files are the user's alone.
        QFile::setPermissions(folder, kOwnerOnly | QFile::ExeOwner);
    }
    if (info.exists()) {
        // Something that is not a readable file is not damage to set aside: say it and stop.
        QFile probe(m_path);
        if (!info.isFile() || !probe.open(QIODevice::ReadOnly)) {
            m_error =
                info.isFile()
                    ? QCoreApplication::translate("runstore", "Cannot read the run history %1: %2")
                          .arg(m_path, probe.errorString())
                    : QCoreApplication::translate("runstore",
                                                  "The run history %1 is not a file (a folder "
                                                  "or a device is in its place); nothing was "
                                                  "changed.")
                          .arg(m_path);
            return;
        }
    }
    const QString damage = HistoryCheck::damageOf(m_path, columnsByVersion());
    if (!QFileInfo::exists(m_path)) {
        QFile create(m_path);
        if (create.open(QIODevice::WriteOnly)) {
            create.close();
        }
    }
    for (const char *suffix : {"", "-journal", "-wal", "-shm", ".backup"}) {
        ownerOnly(m_path + QLatin1String(suffix));
    }
    if (!damage.isEmpty()) {
        setAsideAndRecover(damage);
        return;
    }
    if (!openFile()) {
        return;
    }
    m_open = migrate();
    if (m_open && !m_readOnly) {
        backupIfDue();
    }
}

bool RunStore::openFile()
{
    QSqlDatabase db = QSqlDatabase::contains(m_connection)
                          ? QSqlDatabase::database(m_connection, false)
                          : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    if (!db.open()) {
        m_error = QCoreApplication::translate("runstore", "Cannot open the run history %1: %2")
                      .arg(m_path, db.lastError().text());
        return false;
    }
    QSqlQuery pragma(db);
    pragma.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    pragma.exec(QStringLiteral("PRAGMA busy_timeout = 5000"));
    return true;
}

QString RunStore::submissionLockPath(qint64 runId) const
{
    return m_path + QStringLiteral(".run-%1.lock").arg(runId);
}

void RunStore::setAsideAndRecover(const QString &damage)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = m_path + QStringLiteral(".damaged-") + stamp;
    for (int n = 2; QFileInfo::exists(aside); ++n) {
        aside = m_path + QStringLiteral(".damaged-%1-%2").arg(stamp).arg(n);
    }
    if (!QFile::rename(m_path, aside)) {
        m_error = QCoreApplication::translate(
                      "runstore", "The run history %1 %2. Slipway could not move it aside to start "
                                  "a new one; move or remove it yourself (nothing was changed).")
                      .arg(m_path, damage);
        return;
    }
    for (const char *suffix : {"-journal", "-wal"}) {
        if (QFileInfo::exists(m_path + QLatin1String(suffix))) {
            QFile::rename(m_path + QLatin1String(suffix), aside + QLatin1String(suffix));
        }
    }
    QFile create(m_path);
    if (create.open(QIODevice::WriteOnly)) {
        create.close();
    }
    ownerOnly(m_path);
    if (!openFile() || !migrate()) {
        m_error = QCoreApplication::translate(
                      "runstore", "The run history %1 %2; it was kept as %3, but a new history "
                                  "could not be made: %4")
                      .arg(m_path, damage, aside, m_error);
        return;
    }
    m_open = true;
    QString error;
    const int fromDamaged = recoverFrom(aside, &error);
    int fromBackup = 0;
    QString backupNote;
    const QFileInfo backupInfo(backupPath());
    if (backupInfo.exists()) {
        if (HistoryCheck::damageOf(backupPath(), columnsByVersion()).isEmpty()) {
            QString backupError;
            fromBackup = recoverFrom(backupPath(), &backupError);
            backupNote = QStringLiteral(", and %1 more from the backup of %2")
                             .arg(fromBackup)
                             .arg(QLocale::c().toString(backupInfo.lastModified(),
                                                        QStringLiteral("yyyy-MM-dd HH:mm")));
        } else {
            backupNote = QStringLiteral(" (its backup %1 is damaged too)").arg(backupPath());
        }
    }
    m_notice = QCoreApplication::translate(
                   "runstore",
                   "The run history %1 %2. Slipway kept that file as %3 and started a "
                   "new history in its place; it recovered %n run(s) from the damaged "
                   "file%4.",
                   nullptr, fromDamaged)
                   .arg(m_path, damage, aside)
                   .arg(backupNote);
    if (fromDamaged + fromBackup == 0) {
        m_notice += QCoreApplication::translate("runstore", " No run could be recovered%1.")
                        .arg(error.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(error));
    }
    // The backup is only replaced by a history that holds everything it had.
    backup();
}

int RunStore::recoverFrom(const QString &from, QString *error)
{
    // Read from a copy (with its journal, which SQLite may need to roll back), so the kept
    // file stays exactly as it was found.
    QTemporaryDir scratch;
    const QString copy = scratch.filePath(QStringLiteral("history.sqlite"));
    if (!scratch.isValid() || !QFile::copy(from, copy)) {
        *error = QStringLiteral("it could not be copied for reading");
        return 0;
    }
    if (QFileInfo::exists(from + QStringLiteral("-journal"))) {
        QFile::copy(from + QStringLiteral("-journal"), copy + QStringLiteral("-journal"));
    }
    const QString name =
        QStringLiteral("slipway-recover-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    int recovered = 0;
    {
        QSqlDatabase source = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        source.setDatabaseName(copy);
        if (!source.open()) {
            *error = source.lastError().text();
        } else {
            QSet<qint64> have;
            for (const RunRecord &r : all()) {
                have.insert(r.id);
            }
            // The highest id any part of the file still knows; each id up to it is then read
            // on its own, so a damaged page costs only the runs stored on it.
            qint64 highest = 0;
            QSqlQuery q(source);
            // Lets SQLite read a file shorter than its header says (a truncated history),
            // from the pages that are there; nothing is written to the copy.
            q.exec(QStringLiteral("PRAGMA writable_schema = ON"));
            if (q.exec(QStringLiteral("SELECT seq FROM sqlite_sequence WHERE name='runs'")) &&
                q.next()) {
                highest = std::max(highest, q.value(0).toLongLong());
            }
            if (q.exec(QStringLiteral("SELECT max(id) FROM runs")) && q.next()) {
                highest = std::max(highest, q.value(0).toLongLong());
            }
            if (q.exec(QStringLiteral("SELECT id FROM runs ORDER BY id"))) {
                while (q.next()) {
                    highest = std::max(highest, q.value(0).toLongLong());
                }
            } else if (error->isEmpty()) {
                *error = q.lastError().text();
            }
            constexpr qint64 kLimit = 10000000;
            highest = std::min(highest + 64, kLimit);
            QSqlQuery one(source);
            one.prepare(QStringLiteral("SELECT * FROM runs WHERE id=:id"));
            for (qint64 id = 1; id <= highest; ++id) {
                if (have.contains(id)) {
                    continue;
                }
                one.bindValue(QStringLiteral(":id"), id);
                if (!one.exec() || !one.next()) {
                    continue;
                }
                const RunRecord run = fromQuery(one);
                one.finish();
                if (run.id == id && insertWithId(run)) {
                    have.insert(id);
                    ++recovered;
                }
            }
            source.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return recovered;
}

bool RunStore::insertWithId(const RunRecord &run)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QStringList names{QStringLiteral("id")};
    QStringList params{QStringLiteral(":id")};
    for (const char *c : kColumns) {
        names << QLatin1String(c);
        params << QLatin1Char(':') + QLatin1String(c);
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO runs (%1) VALUES (%2)")
                  .arg(names.join(QLatin1Char(',')), params.join(QLatin1Char(','))));
    RunRecord copy = run;
    if (!copy.createdAt.isValid()) {
        copy.createdAt = QDateTime::currentDateTimeUtc();
    }
    bindAll(q, copy);
    q.bindValue(QStringLiteral(":id"), run.id);
    // A run may point at one that was lost: keep the run, drop the link.
    if (run.resubmitOf > 0 && !find(run.resubmitOf)) {
        q.bindValue(QStringLiteral(":resubmit_of"), QVariant());
    }
    return q.exec();
}

bool RunStore::backup()
{
    if (!m_open) {
        return false;
    }
    const QString target = backupPath();
    const QString fresh = target + QStringLiteral(".new");
    QFile::remove(fresh);
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("VACUUM INTO :file"));
    q.bindValue(QStringLiteral(":file"), fresh);
    if (!q.exec()) {
        m_error = QCoreApplication::translate(
                      "runstore", "The backup of the run history (%1) could not be written: %2")
                      .arg(target, q.lastError().text());
        QFile::remove(fresh);
        return false;
    }
    ownerOnly(fresh);
    QFile::remove(target);
    if (!QFile::rename(fresh, target)) {
        m_error = QCoreApplication::translate(
                      "runstore", "The backup of the run history could not be renamed to %1.")
                      .arg(target);
        return false;
    }
    m_backupCheckedMs = QDateTime::currentMSecsSinceEpoch();
    return true;
}

void RunStore::backupIfDue()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_backupCheckedMs > 0 && now - m_backupCheckedMs < 3600 * 1000) {
        return; // checked within the hour
    }
    m_backupCheckedMs = now;
    const QFileInfo info(backupPath());
    if (info.exists() && info.lastModified().msecsTo(QDateTime::currentDateTime()) < 86400000) {
        return;
    }
    backup();
}

RunStore::~RunStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen()) {
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connection);
}

int RunStore::schemaVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next()) {
        return q.value(0).toInt();
    }
    return -1;
}

bool RunStore::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    const int version = schemaVersion();
    if (version > kSchemaVersion) {
        m_readOnly = true;
        m_error = QCoreApplication::translate(
                      "runstore", "The run history %1 was written by a newer Slipway (schema %2; "
                                  "this one knows %3). It is shown but not changed.")
                      .arg(m_path)
                      .arg(version)
                      .arg(kSchemaVersion);
        return true;
    }
    // Each step takes the schema from version N-1 to N.
    const QStringList steps[] = {
        {},
        {QStringLiteral(
             "CREATE TABLE runs ("
             " id INTEGER PRIMARY KEY AUTOINCREMENT,"
             " created_at TEXT NOT NULL, profile TEXT NOT NULL, host TEXT NOT NULL,"
             " ssh_config TEXT NOT NULL DEFAULT '', job_name TEXT NOT NULL,"
             " spec_json TEXT NOT NULL, script TEXT NOT NULL, setup_script TEXT NOT NULL DEFAULT "
             "'',"
             " scheduler TEXT NOT NULL, partition TEXT, gpus INTEGER, workdir TEXT,"
             " remote_dir TEXT, script_path TEXT, job_id TEXT, state TEXT NOT NULL,"
             " reason TEXT, message TEXT, exit_code INTEGER, submitted_at TEXT, started_at TEXT,"
             " ended_at TEXT, elapsed_seconds INTEGER, stdout_path TEXT, stderr_path TEXT,"
             " resubmit_of INTEGER REFERENCES runs(id))"),
         QStringLiteral("CREATE INDEX runs_host_job ON runs(host, job_id)")},
        {QStringLiteral("ALTER TABLE runs ADD COLUMN environment_json TEXT NOT NULL DEFAULT ''")},
        {QStringLiteral("ALTER TABLE runs ADD COLUMN tag TEXT NOT NULL DEFAULT ''")},
        {QStringLiteral("ALTER TABLE runs ADD COLUMN sweep_table TEXT NOT NULL DEFAULT ''"),
         QStringLiteral("CREATE TABLE sweep_tasks ("
                        " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                        " task INTEGER NOT NULL, array_job TEXT NOT NULL DEFAULT '',"
                        " array_index INTEGER NOT NULL DEFAULT -1, state TEXT NOT NULL,"
                        " exit_code INTEGER, attempts INTEGER NOT NULL DEFAULT 1,"
                        " PRIMARY KEY (run_id, task))")},
        {QStringLiteral("CREATE TABLE run_segments ("
                        " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                        " idx INTEGER NOT NULL, job_id TEXT NOT NULL, state TEXT NOT NULL,"
                        " ended_by TEXT NOT NULL, started_at TEXT, ended_at TEXT,"
                        " elapsed_seconds INTEGER, exit_code INTEGER,"
                        " PRIMARY KEY (run_id, idx))")},
    };
    for (int target = version + 1; target <= kSchemaVersion; ++target) {
        // The write lock first, then the version again: the app and slipwayctl may open the
        // same old history at once, and the second must not take a step the first has taken.
        QSqlQuery begin(db);
        if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
            m_error = begin.lastError().text();
            return false;
        }
        if (schemaVersion() >= target) {
            QSqlQuery(db).exec(QStringLiteral("COMMIT"));
            continue;
        }
        for (const QString &sql : steps[target]) {
            QSqlQuery q(db);
            if (!q.exec(sql)) {
                m_error = QCoreApplication::translate(
                              "runstore", "Updating the run history to schema %1 failed: %2")
                              .arg(target)
                              .arg(q.lastError().text());
                db.rollback();
                return false;
            }
        }
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(target)) || !db.commit()) {
            m_error = db.lastError().text();
            db.rollback();
            return false;
        }
    }
    return true;
}

bool RunStore::writeInTransaction(const std::function<bool(QSqlQuery &)> &write)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    db.transaction();
    QSqlQuery q(db);
    if (!write(q)) {
        m_error = q.lastError().text();
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        m_error = db.lastError().text();
        return false;
    }
    return true;
}

qint64 RunStore::insert(const RunRecord &run)
{
    if (!m_open || m_readOnly) {
        m_error = m_readOnly
                      ? m_error
                      : QCoreApplication::translate("runstore", "The run history is not open.");
        return 0;
    }
    QStringList names;
    QStringList params;
    for (const char *c : kColumns) {
        names << QLatin1String(c);
        params << QLatin1Char(':') + QLatin1String(c);
    }
    RunRecord copy = run;
    if (!copy.createdAt.isValid()) {
        copy.createdAt = QDateTime::currentDateTimeUtc();
    }
    qint64 id = 0;
    const bool written = writeInTransaction([&](QSqlQuery &q) {
        q.prepare(QStringLiteral("INSERT INTO runs (%1) VALUES (%2)")
                      .arg(names.join(QLatin1Char(',')), params.join(QLatin1Char(','))));
        bindAll(q, copy);
        if (!q.exec()) {
            return false;
        }
        id = q.lastInsertId().toLongLong();
        return true;
    });
    if (!written) {
        return 0;
    }
    backupIfDue();
    return id;
}

bool RunStore::update(const RunRecord &run)
{
    if (!m_open || m_readOnly) {
        return false;
    }
    QStringList sets;
    for (const char *c : kColumns) {
        sets << QLatin1String(c) + QStringLiteral("=:") + QLatin1String(c);
    }
    // When a run was made is fixed at insert: a record that does not carry it keeps the stored one.
    sets.first() = QStringLiteral("created_at=COALESCE(:created_at, created_at)");
    const bool written = writeInTransaction([&](QSqlQuery &q) {
        q.prepare(
            QStringLiteral("UPDATE runs SET %1 WHERE id=:id").arg(sets.join(QLatin1Char(','))));
        bindAll(q, run);
        q.bindValue(QStringLiteral(":id"), run.id);
        return q.exec() && q.numRowsAffected() == 1;
    });
    if (!written) {
        return false;
    }
    backupIfDue();
    return true;
}

std::optional<RunRecord> RunStore::find(qint64 id) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT * FROM runs WHERE id=:id"));
    q.bindValue(QStringLiteral(":id"), id);
    if (q.exec() && q.next()) {
        return fromQuery(q);
    }
    return std::nullopt;
}

QList<RunRecord> RunStore::all() const
{
    QList<RunRecord> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (q.exec(QStringLiteral("SELECT * FROM runs ORDER BY id DESC"))) {
        while (q.next()) {
            out << fromQuery(q);
        }
    }
    return out;
}

QList<SweepTaskRecord> RunStore::sweepTasks(qint64 runId) const
{
    QList<SweepTaskRecord> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT task, array_job, array_index, state, exit_code, attempts "
                             "FROM sweep_tasks WHERE run_id=:run ORDER BY task"));
    q.bindValue(QStringLiteral(":run"), runId);
    if (q.exec()) {
        while (q.next()) {
            SweepTaskRecord t;
            t.task = q.value(0).toInt();
            t.arrayJob = q.value(1).toString();
            t.arrayIndex = q.value(2).toInt();
            t.state = runStateFromName(q.value(3).toString());
            t.exitCode = q.value(4).isNull() ? -1 : q.value(4).toInt();
            t.attempts = q.value(5).toInt();
            out << t;
        }
    }
    return out;
}

bool RunStore::putSweepTasks(qint64 runId, const QList<SweepTaskRecord> &tasks)
{
    if (!m_open || m_readOnly) {
        return false;
    }
    return writeInTransaction([&](QSqlQuery &q) {
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO sweep_tasks (run_id, task, array_job, "
                                 "array_index, state, exit_code, attempts) VALUES (:run, :task, "
                                 ":job, :index, :state, :exit, :attempts)"));
        for (const SweepTaskRecord &t : tasks) {
            q.bindValue(QStringLiteral(":run"), runId);
            q.bindValue(QStringLiteral(":task"), t.task);
            q.bindValue(QStringLiteral(":job"), textValue(t.arrayJob));
            q.bindValue(QStringLiteral(":index"), t.arrayIndex);
            q.bindValue(QStringLiteral(":state"), runStateName(t.state));
            q.bindValue(QStringLiteral(":exit"),
                        t.exitCode >= 0 ? QVariant(t.exitCode) : QVariant());
            q.bindValue(QStringLiteral(":attempts"), t.attempts);
            if (!q.exec()) {
                return false;
            }
        }
        return true;
    });
}

QList<RunSegment> RunStore::segments(qint64 runId) const
{
    QList<RunSegment> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT idx, job_id, state, ended_by, started_at, ended_at, "
                             "elapsed_seconds, exit_code FROM run_segments WHERE run_id=:run "
                             "ORDER BY idx"));
    q.bindValue(QStringLiteral(":run"), runId);
    if (q.exec()) {
        while (q.next()) {
            RunSegment s;
            s.index = q.value(0).toInt();
            s.jobId = q.value(1).toString();
            s.state = q.value(2).toString();
            s.end = segmentEndFromName(q.value(3).toString());
            s.startedAt = timeFrom(q.value(4));
            s.endedAt = timeFrom(q.value(5));
            s.elapsedSeconds = q.value(6).isNull() ? -1 : q.value(6).toLongLong();
            s.exitCode = q.value(7).isNull() ? -1 : q.value(7).toInt();
            out << s;
        }
    }
    return out;
}

bool RunStore::putSegments(qint64 runId, const QList<RunSegment> &segments)
{
    if (!m_open || m_readOnly) {
        return false;
    }
    return writeInTransaction([&](QSqlQuery &q) {
        q.prepare(QStringLiteral("DELETE FROM run_segments WHERE run_id=:run"));
        q.bindValue(QStringLiteral(":run"), runId);
        if (!q.exec()) {
            return false;
        }
        q.prepare(QStringLiteral("INSERT INTO run_segments (run_id, idx, job_id, state, ended_by, "
                                 "started_at, ended_at, elapsed_seconds, exit_code) VALUES (:run, "
                                 ":idx, :job, :state, :end, :start, :stop, :elapsed, :exit)"));
        for (const RunSegment &s : segments) {
            q.bindValue(QStringLiteral(":run"), runId);
            q.bindValue(QStringLiteral(":idx"), s.index);
            q.bindValue(QStringLiteral(":job"), textValue(s.jobId));
            q.bindValue(QStringLiteral(":state"), textValue(s.state));
            q.bindValue(QStringLiteral(":end"), segmentEndName(s.end));
            q.bindValue(QStringLiteral(":start"), timeValue(s.startedAt));
            q.bindValue(QStringLiteral(":stop"), timeValue(s.endedAt));
            q.bindValue(QStringLiteral(":elapsed"),
                        s.elapsedSeconds >= 0 ? QVariant(s.elapsedSeconds) : QVariant());
            q.bindValue(QStringLiteral(":exit"),
                        s.exitCode >= 0 ? QVariant(s.exitCode) : QVariant());
            if (!q.exec()) {
                return false;
            }
        }
        return true;
    });
}

QList<RunRecord> RunStore::active() const
{
    QList<RunRecord> out;
    for (const RunRecord &r : all()) {
        if (r.isActive()) {
            out << r;
        }
    }
    return out;
}

} // namespace slipway::runs
