#include "runs/runstore.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QUuid>
#include <QVariant>

namespace slipway {

namespace {

const char *const kColumns[] = {
    "created_at",   "profile",    "host",         "ssh_config",       "job_name",
    "spec_json",    "script",     "setup_script", "environment_json", "scheduler",
    "partition",    "gpus",       "workdir",      "remote_dir",       "script_path",
    "job_id",       "state",      "reason",       "message",          "exit_code",
    "submitted_at", "started_at", "ended_at",     "elapsed_seconds",  "stdout_path",
    "stderr_path",  "resubmit_of"};

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
    q.bindValue(QStringLiteral(":state"), textValue(r.state));
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
}

RunRecord fromQuery(const QSqlQuery &q)
{
    const QSqlRecord rec = q.record();
    const auto v = [&](const char *name) {
        return q.value(rec.indexOf(QLatin1String(name)));
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
    r.state = v("state").toString();
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
    return r;
}

} // namespace

bool RunRecord::isActive() const
{
    return !jobId.isEmpty() &&
           (state == QLatin1String("PENDING") || state == QLatin1String("RUNNING") ||
            state == QLatin1String("COMPLETING") || state == QLatin1String("UNKNOWN") ||
            state == QLatin1String("SUBMITTED"));
}

namespace {

// The folder the job ran in: remoteDir is "<that folder>/slipway-runs/<id>" (RunService::submit).
QString jobFolderOf(const RunRecord &run)
{
    QString jobFolder = run.remoteDir;
    const QString suffix = QStringLiteral("/slipway-runs/%1").arg(run.id);
    if (jobFolder.endsWith(suffix)) {
        jobFolder.chop(suffix.size());
        if (jobFolder.isEmpty()) {
            jobFolder = QStringLiteral("/");
        }
    } else if (jobFolder.isEmpty()) {
        jobFolder = run.workdir;
    }
    return jobFolder;
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
    return resolvedUnder(jobFolderOf(*this),
                         specOf(*this).value(QStringLiteral("logdir")).toString());
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
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    if (!db.open()) {
        m_error =
            QStringLiteral("Cannot open the run history %1: %2").arg(m_path, db.lastError().text());
        return;
    }
    QSqlQuery pragma(db);
    pragma.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    pragma.exec(QStringLiteral("PRAGMA busy_timeout = 5000"));
    m_open = migrate();
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
        m_error = QStringLiteral("The run history %1 was written by a newer Slipway (schema %2; "
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
    };
    for (int target = version + 1; target <= kSchemaVersion; ++target) {
        if (!db.transaction()) {
            m_error = db.lastError().text();
            return false;
        }
        for (const QString &sql : steps[target]) {
            QSqlQuery q(db);
            if (!q.exec(sql)) {
                m_error = QStringLiteral("Updating the run history to schema %1 failed: %2")
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

qint64 RunStore::insert(const RunRecord &run)
{
    if (!m_open || m_readOnly) {
        m_error = m_readOnly ? m_error : QStringLiteral("The run history is not open.");
        return 0;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QStringList names;
    QStringList params;
    for (const char *c : kColumns) {
        names << QLatin1String(c);
        params << QLatin1Char(':') + QLatin1String(c);
    }
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO runs (%1) VALUES (%2)")
                  .arg(names.join(QLatin1Char(',')), params.join(QLatin1Char(','))));
    RunRecord copy = run;
    if (!copy.createdAt.isValid()) {
        copy.createdAt = QDateTime::currentDateTimeUtc();
    }
    bindAll(q, copy);
    if (!q.exec()) {
        m_error = q.lastError().text();
        db.rollback();
        return 0;
    }
    const qint64 id = q.lastInsertId().toLongLong();
    if (!db.commit()) {
        m_error = db.lastError().text();
        return 0;
    }
    return id;
}

bool RunStore::update(const RunRecord &run)
{
    if (!m_open || m_readOnly) {
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QStringList sets;
    for (const char *c : kColumns) {
        sets << QLatin1String(c) + QStringLiteral("=:") + QLatin1String(c);
    }
    // When a run was made is fixed at insert: a record that does not carry it keeps the stored one.
    sets.first() = QStringLiteral("created_at=COALESCE(:created_at, created_at)");
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE runs SET %1 WHERE id=:id").arg(sets.join(QLatin1Char(','))));
    bindAll(q, run);
    q.bindValue(QStringLiteral(":id"), run.id);
    if (!q.exec() || q.numRowsAffected() != 1) {
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

} // namespace slipway
