#include "runs/historycheck.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

namespace slipway::runs {

namespace {

quint32 bigEndian(const QByteArray &bytes, int at, int size)
{
    quint32 v = 0;
    for (int i = 0; i < size; ++i) {
        v = (v << 8) | quint8(bytes.at(at + i));
    }
    return v;
}

// What the first 100 bytes (SQLite's file header) say about the file; empty when they fit.
QString headerDamage(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return QStringLiteral("cannot be read (%1)").arg(file.errorString());
    }
    const qint64 size = file.size();
    if (size == 0) {
        return QStringLiteral("is empty (0 bytes)");
    }
    const QByteArray header = file.read(100);
    if (!header.startsWith(QByteArrayView("SQLite format 3\0", 16))) {
        return QStringLiteral("is not an SQLite database: its first bytes are not SQLite's, so it "
                              "was overwritten or is another kind of file");
    }
    if (header.size() < 100) {
        return QStringLiteral("is cut short: it holds only %1 bytes, less than SQLite's header")
            .arg(size);
    }
    quint32 pageSize = bigEndian(header, 16, 2);
    if (pageSize == 1) {
        pageSize = 65536;
    }
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0) {
        return QStringLiteral("has a damaged header (page size %1)").arg(pageSize);
    }
    // The page count in the header is valid when the "version valid for" number matches the
    // change counter (SQLite 3.7.0 and later always write it so).
    const quint32 pages = bigEndian(header, 28, 4);
    const bool pagesValid = bigEndian(header, 92, 4) == bigEndian(header, 24, 4);
    if (pagesValid && pages > 0 && size < qint64(pages) * pageSize) {
        return QStringLiteral("is truncated: it should hold %1 bytes (%2 pages) but holds %3")
            .arg(qint64(pages) * pageSize)
            .arg(pages)
            .arg(size);
    }
    if (size % pageSize != 0) {
        return QStringLiteral("is truncated: its size (%1 bytes) is not a whole number of "
                              "%2-byte pages")
            .arg(size)
            .arg(pageSize);
    }
    return {};
}

QString schemaDamage(QSqlDatabase &db, const QList<QStringList> &columnsByVersion)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check(5)"))) {
        return QStringLiteral("is damaged: SQLite cannot check it (%1)").arg(q.lastError().text());
    }
    QStringList problems;
    while (q.next()) {
        const QString row = q.value(0).toString();
        if (row != QLatin1String("ok")) {
            problems << row;
        }
    }
    if (!problems.isEmpty()) {
        return QStringLiteral("is damaged; SQLite's check found: %1")
            .arg(problems.join(QStringLiteral("; ")));
    }
    int version = 0;
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next()) {
        version = q.value(0).toInt();
    }
    QStringList tables;
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type='table' AND name NOT "
                               "LIKE 'sqlite_%' ORDER BY name"))) {
        return QStringLiteral("is damaged: its list of tables cannot be read (%1)")
            .arg(q.lastError().text());
    }
    while (q.next()) {
        tables << q.value(0).toString();
    }
    if (tables.isEmpty() && version == 0) {
        return {}; // an SQLite file with nothing in it yet: Slipway makes its tables
    }
    if (!tables.contains(QLatin1String("runs")) || version == 0) {
        return QStringLiteral("is an SQLite database but not a Slipway run history (it holds the "
                              "tables %1 and no Slipway schema version)")
            .arg(tables.join(QStringLiteral(", ")));
    }
    QStringList have;
    if (q.exec(QStringLiteral("PRAGMA table_info(runs)"))) {
        while (q.next()) {
            have << q.value(1).toString();
        }
    }
    QStringList missing;
    for (int v = 1; v <= version && v < columnsByVersion.size(); ++v) {
        for (const QString &column : columnsByVersion.at(v)) {
            if (!have.contains(column)) {
                missing << column;
            }
        }
    }
    if (!missing.isEmpty()) {
        return QStringLiteral("does not have the layout its schema version (%1) promises: its "
                              "table of runs lacks %2")
            .arg(version)
            .arg(missing.join(QStringLiteral(", ")));
    }
    return {};
}

} // namespace

QString HistoryCheck::damageOf(const QString &path, const QList<QStringList> &columnsByVersion)
{
    if (!QFileInfo::exists(path)) {
        return {};
    }
    const QString name =
        QStringLiteral("slipway-check-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QString damage;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        // Read-write, so that SQLite can roll back a transaction left open by a Slipway that
        // was killed mid-write (a hot journal); the check itself changes nothing.
        if (!db.open()) {
            damage = headerDamage(path);
            if (damage.isEmpty()) {
                damage = QStringLiteral("cannot be opened (%1)").arg(db.lastError().text());
            }
        } else {
            // Under a read lock: another Slipway (the app, slipwayctl) may be in the middle of a
            // commit, when the header already counts pages the file does not hold yet. While
            // this reads, nobody writes.
            QSqlQuery lock(db);
            lock.exec(QStringLiteral("PRAGMA busy_timeout = 5000"));
            const bool locked = lock.exec(QStringLiteral("BEGIN")) &&
                                lock.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) &&
                                lock.next();
            const bool busy =
                !locked && (lock.lastError().nativeErrorCode() == QLatin1String("5") ||
                            lock.lastError().nativeErrorCode() == QLatin1String("6"));
            lock.finish();
            damage = headerDamage(path);
            if (damage.isEmpty() && locked) {
                damage = schemaDamage(db, columnsByVersion);
            } else if (damage.isEmpty() && !busy) {
                damage = QStringLiteral("cannot be read (%1)").arg(lock.lastError().text());
            }
            // Busy for 5 s: another Slipway holds it; that is no damage, and opening it says so.
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return damage;
}

} // namespace slipway::runs
