// Damaged run histories, as a crash, a full disk, a bad copy or a wrong --db leave them: a
// truncated file, a page of zeros in the middle, random bytes over the whole file, another
// program's SQLite database, an empty file. Each is reported in plain words naming the file,
// kept aside unchanged, and every run that can still be read (from it, then from the backup)
// is in the new history. Also: the backup, and the owner-only permissions.

#include "runs/runstore.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

namespace {

constexpr int kRuns = 300;

runs::RunRecord sampleRun(int n)
{
    runs::RunRecord r;
    r.profile = QStringLiteral("test-cluster");
    r.host = QStringLiteral("slipway-test");
    r.jobName = QStringLiteral("run-%1").arg(n);
    r.specJson = QStringLiteral("{}");
    // About 1.5 KB each, so the history spans many pages.
    r.script =
        QStringLiteral("#!/bin/bash\n# run %1\n").arg(n) + QString(1500, QLatin1Char('a' + n % 26));
    r.scheduler = QStringLiteral("slurm");
    r.state = runs::RunState::Completed;
    r.jobId = QString::number(1000 + n);
    return r;
}

// A history with runs 1..count; returns its path.
QString makeHistory(const QTemporaryDir &dir, int count, bool keepBackup)
{
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    {
        runs::RunStore store(path);
        for (int n = 1; n <= count; ++n) {
            store.insert(sampleRun(n));
        }
    }
    if (!keepBackup) {
        QFile::remove(path + QStringLiteral(".backup"));
    }
    return path;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        f.write(bytes);
    }
}

// The one file beside `path` that was kept aside.
QString keptFile(const QString &path)
{
    const QFileInfo info(path);
    const QStringList kept =
        info.dir().entryList({info.fileName() + QStringLiteral(".damaged-*")}, QDir::Files);
    return kept.size() == 1 ? info.dir().filePath(kept.first()) : QString();
}

// Every run in `store` is one of the runs written (same id, same contents).
bool allIntact(const runs::RunStore &store, QString *why)
{
    for (const runs::RunRecord &r : store.all()) {
        const runs::RunRecord want = sampleRun(int(r.id));
        if (r.jobName != want.jobName || r.script != want.script || r.jobId != want.jobId) {
            *why = QStringLiteral("run %1 differs").arg(r.id);
            return false;
        }
    }
    return true;
}

} // namespace

class TestDamagedHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void soundHistoryHasNoNoticeAndOwnerOnlyFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new folder/runs.sqlite"));
        runs::RunStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        QVERIFY(store.notice().isEmpty());
        QVERIFY(store.insert(sampleRun(1)) > 0);
        const auto owner = QFile::ReadOwner | QFile::WriteOwner;
        const auto all = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup |
                         QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther |
                         QFile::WriteOther | QFile::ExeOther;
        QCOMPARE(QFile::permissions(path) & all, owner);
        // The folder Slipway made for it.
        QCOMPARE(QFile::permissions(QFileInfo(path).absolutePath()) & all, owner | QFile::ExeOwner);
        // The daily backup is there from the first open, owner-only too.
        QVERIFY(QFileInfo::exists(store.backupPath()));
        QCOMPARE(QFile::permissions(store.backupPath()) & all, owner);
        QVERIFY(store.backup());
        runs::RunStore fromBackup(store.backupPath());
        QCOMPARE(fromBackup.all().size(), 1);
    }

    // A writer killed in the middle of a transaction leaves a hot journal: that is no damage;
    // SQLite rolls it back and the history opens with every committed run.
    void killedWriterIsNoDamage()
    {
        QTemporaryDir dir;
        const QString path = makeHistory(dir, 50, true);
        QProcess writer;
        writer.start(QStringLiteral("python3"),
                     {QStringLiteral("-c"),
                      QStringLiteral("import os, signal, sqlite3, sys\n"
                                     "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
                                     "db.execute('PRAGMA cache_size=1')\n"
                                     "db.execute('BEGIN')\n"
                                     "db.execute(\"UPDATE runs SET script = script || "
                                     "'changed'\")\n"
                                     "os.kill(os.getpid(), signal.SIGKILL)\n"),
                      path});
        QVERIFY(writer.waitForFinished(30000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-journal")));
        runs::RunStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        QVERIFY2(store.notice().isEmpty(), qPrintable(store.notice()));
        QCOMPARE(store.all().size(), 50);
        QString why;
        QVERIFY2(allIntact(store, &why), qPrintable(why));
        QVERIFY(keptFile(path).isEmpty());
    }

    void truncated()
    {
        QTemporaryDir dir;
        const QString path = makeHistory(dir, kRuns, false);
        const QByteArray whole = readAll(path);
        writeAll(path, whole.left(whole.size() / 2));
        runs::RunStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        QVERIFY2(store.notice().contains(QStringLiteral("is truncated")),
                 qPrintable(store.notice()));
        QVERIFY2(store.notice().contains(path), qPrintable(store.notice()));
        const QString kept = keptFile(path);
        QVERIFY2(!kept.isEmpty() && store.notice().contains(kept), qPrintable(store.notice()));
        QCOMPARE(readAll(kept), whole.left(whole.size() / 2));
        const int recovered = int(store.all().size());
        // Runs on the pages that are still there come back; the rest cannot.
        QVERIFY2(recovered > kRuns / 4 && recovered < kRuns,
                 qPrintable(QString::number(recovered)));
        QVERIFY(store.notice().contains(QStringLiteral("recovered %1 run(s)").arg(recovered)));
        QString why;
        QVERIFY2(allIntact(store, &why), qPrintable(why));
        // The new history works and continues after the highest id recovered.
        const qint64 next = store.insert(sampleRun(kRuns + 1));
        QVERIFY(next > store.all().at(1).id);
        // Opened again, it is sound.
        runs::RunStore again(path);
        QVERIFY(again.notice().isEmpty());
    }

    void zeroPageInTheMiddle()
    {
        QTemporaryDir dir;
        const QString path = makeHistory(dir, kRuns, false);
        QByteArray bytes = readAll(path);
        const int pageSize = (quint8(bytes.at(16)) << 8) | quint8(bytes.at(17));
        const int pages = int(bytes.size() / pageSize);
        QVERIFY(pages > 20);
        const int page = pages / 2;
        bytes.replace(page * pageSize, pageSize, QByteArray(pageSize, '\0'));
        writeAll(path, bytes);
        runs::RunStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        QVERIFY2(store.notice().contains(QStringLiteral("is damaged")), qPrintable(store.notice()));
        QCOMPARE(readAll(keptFile(path)), bytes);
        const int recovered = int(store.all().size());
        // One leaf page holds at most a few of these runs: all others come back.
        QVERIFY2(recovered >= kRuns - 8 && recovered < kRuns,
                 qPrintable(QString::number(recovered)));
        QString why;
        QVERIFY2(allIntact(store, &why), qPrintable(why));
    }

    void randomBytesRecoveredFromTheBackup()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        {
            runs::RunStore store(path);
            for (int n = 1; n <= 40; ++n) {
                store.insert(sampleRun(n));
            }
            QVERIFY(store.backup()); // as the daily backup would
            for (int n = 41; n <= 50; ++n) {
                store.insert(sampleRun(n)); // the last day: not in the backup
            }
        }
        QByteArray noise(int(QFileInfo(path).size()), '\0');
        QRandomGenerator gen(18);
        for (char &c : noise) {
            c = char(gen.bounded(256));
        }
        writeAll(path, noise);
        runs::RunStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        QVERIFY2(store.notice().contains(QStringLiteral("is not an SQLite database")),
                 qPrintable(store.notice()));
        QVERIFY2(store.notice().contains(QStringLiteral("recovered 0 run(s) from the damaged file, "
                                                        "and 40 more from the backup")),
                 qPrintable(store.notice()));
        QCOMPARE(readAll(keptFile(path)), noise);
        QCOMPARE(store.all().size(), 40);
        QString why;
        QVERIFY2(allIntact(store, &why), qPrintable(why));
    }

    void foreignDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY, name)")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO photos (name) VALUES ('cat.jpg')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
        const QByteArray original = readAll(path);
        runs::RunStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        QVERIFY2(store.notice().contains(QStringLiteral("not a Slipway run history")),
                 qPrintable(store.notice()));
        QVERIFY2(store.notice().contains(QStringLiteral("photos")), qPrintable(store.notice()));
        QCOMPARE(readAll(keptFile(path)), original);
        QVERIFY(store.all().isEmpty());
        QVERIFY(store.insert(sampleRun(1)) > 0);
    }

    void emptyFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        writeAll(path, {});
        runs::RunStore store(path);
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        QVERIFY2(store.notice().contains(QStringLiteral("is empty")), qPrintable(store.notice()));
        QVERIFY2(store.notice().contains(QStringLiteral("No run could be recovered")),
                 qPrintable(store.notice()));
        QVERIFY(QFileInfo::exists(keptFile(path)));
        QCOMPARE(QFileInfo(keptFile(path)).size(), 0);
        QVERIFY(store.insert(sampleRun(1)) > 0);
    }

    void missingColumn()
    {
        QTemporaryDir dir;
        const QString path = makeHistory(dir, 3, false);
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("cut"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("ALTER TABLE runs DROP COLUMN environment_json")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("cut"));
        runs::RunStore store(path);
        QVERIFY2(store.notice().contains(QStringLiteral("lacks environment_json")),
                 qPrintable(store.notice()));
        QCOMPARE(store.all().size(), 3); // read from the kept file all the same
    }

    // The CLI, which printed an empty line and exited 1 on such a file: it names the problem
    // and the file, and lists what was recovered.
    void statusSaysWhatHappened()
    {
        QTemporaryDir dir;
        const QString path = makeHistory(dir, 60, false);
        const QByteArray whole = readAll(path);
        writeAll(path, whole.left(whole.size() / 2));
        QProcess ctl;
        ctl.start(
            test::binDir() + QStringLiteral("/slipwayctl"),
            {QStringLiteral("status"), QStringLiteral("--offline"), QStringLiteral("--db"), path});
        QVERIFY(ctl.waitForFinished(60000));
        const QString out = QString::fromUtf8(ctl.readAllStandardOutput());
        const QString err = QString::fromUtf8(ctl.readAllStandardError());
        QCOMPARE(ctl.exitCode(), 0);
        QVERIFY2(err.startsWith(QStringLiteral("warning: The run history ") + path +
                                QStringLiteral(" is truncated")),
                 qPrintable(err));
        QVERIFY2(err.contains(keptFile(path)), qPrintable(err));
        QVERIFY2(out.contains(QStringLiteral(" run-1\n")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestDamagedHistory)
#include "tst_damagedhistory.moc"
