// The fetch program of the remote event mirror (remote/eventfetch), run on this computer with the
// real python3 and bash exactly as the login shell runs it: hostile file names, exact bytes,
// compression, the budget, resuming after a check of the last bytes, restarts, and a missing
// python3.

#include "remote/eventfetch.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace slipway::remote;

namespace {

QByteArray runFetch(const QString &remotePath, qint64 budget,
                    const QList<eventfetch::KnownFile> &known,
                    const QString &python = QStringLiteral("python3"))
{
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), eventfetch::command(python)});
    bash.write(eventfetch::request(remotePath, budget, known));
    bash.closeWriteChannel();
    bash.waitForFinished(60000);
    return bash.readAllStandardOutput();
}

QByteArray randomBytes(qsizetype n)
{
    QByteArray out(n, Qt::Uninitialized);
    for (qsizetype i = 0; i < n; ++i) {
        out[i] = char(QRandomGenerator::global()->bounded(256));
    }
    return out;
}

QByteArray compressible(qsizetype n)
{
    QByteArray out;
    while (out.size() < n) {
        out += "train/loss step " + QByteArray::number(out.size()) + '\n';
    }
    return out.left(n);
}

void write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

QString inodeOf(const QString &path)
{
    struct stat st;
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? QString::number(st.st_ino)
                                                                 : QString();
}

// Joins the chunks of one file from `from`.
QByteArray assemble(const eventfetch::Response &r, const QString &name, qint64 from = 0)
{
    QByteArray out;
    for (const eventfetch::Chunk &c : r.chunks) {
        if (c.relativePath == name) {
            if (c.offset != from + out.size()) {
                return "gap";
            }
            out += c.data;
        }
    }
    return out;
}

} // namespace

class TstEventFetch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsAndSendsExactBytes()
    {
        QTemporaryDir dir;
        const QString root = dir.path() + QStringLiteral("/logs 'x' $(touch pwned)");
        const QString hostile = QStringLiteral("run \"a\"\nb;`id`/events.out.tfevents.1.h.1.0");
        const QByteArray a = randomBytes(3 * 1024 * 1024 + 17); // 4 chunks, not compressible
        const QByteArray b = compressible(700000);              // compresses
        write(root + QLatin1Char('/') + hostile, a);
        write(root + QStringLiteral("/r2/sub/events.out.tfevents.2.h.2.0"), b);
        write(root + QStringLiteral("/r2/notes.txt"), "not an event file");
        write(root + QStringLiteral("/r3/events.out.tfevents.3.h.3.0"), QByteArray());

        const QByteArray stream = runFetch(root, 1 << 30, {});
        const eventfetch::Response r = eventfetch::parse(stream);
        QVERIFY2(r.complete, qPrintable(r.error));
        QVERIFY(!r.more);
        QCOMPARE(r.kind, QStringLiteral("DIR"));
        QCOMPARE(r.folder, QDir(root).canonicalPath());
        QCOMPARE(r.listed.size(), 3);
        QStringList names;
        for (const auto &l : r.listed) {
            names << l.relativePath;
        }
        QVERIFY(names.contains(hostile));
        QVERIFY(names.contains(QStringLiteral("r2/sub/events.out.tfevents.2.h.2.0")));
        QVERIFY(names.contains(QStringLiteral("r3/events.out.tfevents.3.h.3.0")));
        QCOMPARE(assemble(r, hostile), a);
        QCOMPARE(assemble(r, QStringLiteral("r2/sub/events.out.tfevents.2.h.2.0")), b);
        qint64 wire = 0;
        for (const auto &c : r.chunks) {
            wire += c.wireBytes;
            QVERIFY(c.data.size() <= 1024 * 1024);
        }
        QVERIFY2(wire < a.size() + b.size() / 2, "the text file was not compressed");
        QVERIFY(!QFileInfo::exists(dir.path() + QStringLiteral("/pwned")));
        QVERIFY(!QFileInfo::exists(QStringLiteral("pwned")));
    }

    void budgetSplitsAndResumes()
    {
        QTemporaryDir dir;
        const QByteArray a = randomBytes(2500000);
        const QString file = dir.path() + QStringLiteral("/run/events.out.tfevents.1");
        write(file, a);
        // The first command stops after its budget; the next goes on from what arrived.
        eventfetch::Response r = eventfetch::parse(runFetch(dir.path(), 1000000, {}));
        QVERIFY2(r.complete, qPrintable(r.error));
        QVERIFY(r.more);
        const QByteArray first = assemble(r, QStringLiteral("run/events.out.tfevents.1"));
        QCOMPARE(first.size(), 1000000); // pieces of the budget's size (at most 1 MiB)
        QCOMPARE(first, a.left(first.size()));
        const QString inode = inodeOf(file);
        r = eventfetch::parse(runFetch(dir.path(), 1 << 30,
                                       {{"run/events.out.tfevents.1",
                                         first.size(),
                                         inode.toLatin1(),
                                         eventfetch::tailDigest(first),
                                         {}}}));
        QVERIFY2(r.complete, qPrintable(r.error));
        QVERIFY(!r.more);
        QCOMPARE(r.chunks.first().restart, false);
        QCOMPARE(assemble(r, QStringLiteral("run/events.out.tfevents.1"), first.size()),
                 a.mid(first.size()));

        // Nothing new: no chunk at all.
        r = eventfetch::parse(runFetch(dir.path(), 1 << 30,
                                       {{"run/events.out.tfevents.1",
                                         a.size(),
                                         inode.toLatin1(),
                                         eventfetch::tailDigest(a),
                                         {}}}));
        QVERIFY(r.complete);
        QCOMPARE(r.chunks.size(), 0);
        QCOMPARE(r.listed.size(), 1);

        // The bytes held here differ from the file's: sent again from the start.
        QByteArray wrong = a;
        wrong[a.size() - 10] = char(wrong[a.size() - 10] ^ 1);
        r = eventfetch::parse(runFetch(dir.path(), 1 << 30,
                                       {{"run/events.out.tfevents.1",
                                         a.size(),
                                         inode.toLatin1(),
                                         eventfetch::tailDigest(wrong),
                                         {}}}));
        QVERIFY(r.complete);
        QCOMPARE(r.chunks.first().restart, true);
        QCOMPARE(assemble(r, QStringLiteral("run/events.out.tfevents.1")), a);

        // Another inode (the file was replaced): from the start too.
        r = eventfetch::parse(runFetch(
            dir.path(), 1 << 30,
            {{"run/events.out.tfevents.1", a.size(), "1", eventfetch::tailDigest(a), {}}}));
        QCOMPARE(r.chunks.first().restart, true);
        // Shorter than what is held: from the start.
        r = eventfetch::parse(runFetch(dir.path(), 1 << 30,
                                       {{"run/events.out.tfevents.1",
                                         a.size() + 5,
                                         inode.toLatin1(),
                                         eventfetch::tailDigest(a),
                                         {}}}));
        QCOMPARE(r.chunks.first().restart, true);
    }

    // Same size, inode and modification time as listed when fetched: unchanged without a read
    // (so a wrong tail digest goes unnoticed, as with rsync's quick check); another time: the
    // tail is compared, as before. An index word that is not digits and dots is sent as "-".
    void quickCheckAndHostileIndexWords()
    {
        QTemporaryDir dir;
        const QByteArray a = compressible(50000);
        const QString file = dir.path() + QStringLiteral("/run/events.out.tfevents.1");
        write(file, a);
        eventfetch::Response r = eventfetch::parse(runFetch(dir.path(), 1 << 30, {}));
        QVERIFY2(r.complete, qPrintable(r.error));
        QCOMPARE(r.listed.size(), 1);
        const QByteArray mtime = r.listed.first().mtime.toLatin1();
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9]+\\.[0-9]{9}$"))
                    .match(QString::fromLatin1(mtime))
                    .hasMatch());
        const QByteArray inode = inodeOf(file).toLatin1();
        const QByteArray stale = eventfetch::tailDigest(QByteArray("not the file's bytes"));

        r = eventfetch::parse(runFetch(
            dir.path(), 1 << 30, {{"run/events.out.tfevents.1", a.size(), inode, stale, mtime}}));
        QVERIFY2(r.complete, qPrintable(r.error));
        QCOMPARE(r.chunks.size(), 0);

        r = eventfetch::parse(
            runFetch(dir.path(), 1 << 30,
                     {{"run/events.out.tfevents.1", a.size(), inode, stale, "1.000000001"}}));
        QVERIFY(r.complete);
        QCOMPARE(r.chunks.first().restart, true);
        QCOMPARE(assemble(r, QStringLiteral("run/events.out.tfevents.1")), a);

        // Words that would break the request's lines or fields.
        const QByteArray hostile = eventfetch::request(
            dir.path(), 1,
            {{"run/events.out.tfevents.1", a.size(), "1 2\nE 1 2", stale, "$(id) 9\n"}});
        QVERIFY2(hostile.endsWith(QByteArray("E 25 " + QByteArray::number(a.size()) + " - " +
                                             stale + " -\nrun/events.out.tfevents.1")),
                 hostile.constData());
        QCOMPARE(hostile.count('\n'), 2);
        r = eventfetch::parse(
            runFetch(dir.path(), 1 << 30,
                     {{"run/events.out.tfevents.1", a.size(), "1 2\nE 1 2", stale, "$(id) 9\n"}}));
        QVERIFY2(r.complete, qPrintable(r.error));
        QCOMPARE(r.chunks.first().restart, true);
        QCOMPARE(assemble(r, QStringLiteral("run/events.out.tfevents.1")), a);
    }

    void oneFileMissingFolderAndTilde()
    {
        QTemporaryDir dir;
        write(dir.path() + QStringLiteral("/events.out.tfevents.9"), "abc");
        eventfetch::Response r = eventfetch::parse(
            runFetch(dir.path() + QStringLiteral("/events.out.tfevents.9"), 1 << 30, {}));
        QCOMPARE(r.kind, QStringLiteral("FILE"));
        QCOMPARE(r.listed.size(), 1);
        QCOMPARE(assemble(r, QStringLiteral("events.out.tfevents.9")), QByteArray("abc"));
        r = eventfetch::parse(runFetch(dir.path() + QStringLiteral("/nope"), 1 << 30, {}));
        QVERIFY(r.complete);
        QCOMPARE(r.kind, QStringLiteral("NOSUCH"));
        qputenv("HOME", QFile::encodeName(dir.path()));
        r = eventfetch::parse(runFetch(QStringLiteral("~"), 1 << 30, {}));
        QCOMPARE(r.kind, QStringLiteral("DIR"));
        QCOMPARE(r.listed.size(), 1);
    }

    // The persistent helper (helperCommand): one process answers request after request, each
    // answer the same bytes as the one-shot command's, whatever the names; a bad request is
    // answered with its status and the helper goes on; the end of input ends it.
    void helperAnswersOneRequestAfterAnother()
    {
        QTemporaryDir dir;
        const QString root = dir.path() + QStringLiteral("/logs 'x' $(touch pwned) `id`\n b");
        const QString hostile = QStringLiteral("run \"a\"\nb;`id` 'c'/events.out.tfevents.1.h");
        const QByteArray a = compressible(300000);
        write(root + QLatin1Char('/') + hostile, a);
        write(root + QStringLiteral("/r2/events.out.tfevents.2"), randomBytes(70000));

        QProcess helper;
        helper.start(QStringLiteral("bash"),
                     {QStringLiteral("-c"), eventfetch::helperCommand(QStringLiteral("python3"))});
        QVERIFY(helper.waitForStarted());
        auto readAnswer = [&helper](int *status) {
            while (!helper.canReadLine() && helper.waitForReadyRead(30000)) {
            }
            const QList<QByteArray> head = helper.readLine().trimmed().split(' ');
            if (head.size() != 3 || head.at(0) != "SLIPWAY-ANS") {
                return QByteArray("bad head");
            }
            *status = head.at(1).toInt();
            const qint64 size = head.at(2).toLongLong();
            while (helper.bytesAvailable() < size && helper.waitForReadyRead(30000)) {
            }
            return helper.read(size);
        };
        while (!helper.canReadLine() && helper.waitForReadyRead(30000)) {
        }
        const QByteArray hello = helper.readLine();
        QVERIFY2(QRegularExpression(QStringLiteral("^SLIPWAY-HELPER 1 [0-9]+\n$"))
                     .match(QString::fromLatin1(hello))
                     .hasMatch(),
                 hello.constData());

        // First: everything, the same bytes as the one-shot command prints.
        int status = -1;
        helper.write(eventfetch::helperRequest(eventfetch::request(root, 1 << 30, {})));
        const QByteArray first = readAnswer(&status);
        QCOMPARE(status, 0);
        QCOMPARE(first, runFetch(root, 1 << 30, {}));
        eventfetch::Response r = eventfetch::parse(first);
        QVERIFY2(r.complete, qPrintable(r.error));
        QCOMPARE(assemble(r, hostile), a);

        // A request that is not one: its status, and the helper keeps serving.
        helper.write(eventfetch::helperRequest("SLIPWAY-REQ 9 1 1\nx"));
        QCOMPARE(readAnswer(&status), QByteArray());
        QCOMPARE(status, 3);

        // Grown by some bytes: the same process sends exactly those (a relative path
        // resolves from where it started, not from the last folder it listed).
        QList<eventfetch::KnownFile> known;
        for (const eventfetch::Listed &l : r.listed) {
            const QByteArray held = assemble(r, l.relativePath);
            known.append({l.relativePath.toUtf8(), held.size(), l.inode.toLatin1(),
                          eventfetch::tailDigest(held), l.mtime.toLatin1()});
        }
        const QByteArray more = compressible(5000);
        {
            QFile f(root + QLatin1Char('/') + hostile);
            QVERIFY(f.open(QIODevice::Append));
            f.write(more);
        }
        helper.write(eventfetch::helperRequest(eventfetch::request(root, 1 << 30, known)));
        r = eventfetch::parse(readAnswer(&status));
        QCOMPARE(status, 0);
        QVERIFY2(r.complete, qPrintable(r.error));
        QCOMPARE(r.chunks.size(), 1);
        QCOMPARE(assemble(r, hostile, a.size()), more);
        QVERIFY(!QFileInfo::exists(dir.path() + QStringLiteral("/pwned")));
        QVERIFY(!QFileInfo::exists(root + QStringLiteral("/pwned")));

        helper.closeWriteChannel();
        QVERIFY(helper.waitForFinished(30000));
        QCOMPARE(helper.exitCode(), 0);
    }

    void missingPythonAndHostileInterpreter()
    {
        QTemporaryDir dir;
        const eventfetch::Response r = eventfetch::parse(
            runFetch(dir.path(), 1 << 30, {}, QStringLiteral("python3-not-installed-here")));
        QVERIFY(r.noPython);
        QVERIFY(eventfetch::command(QStringLiteral("python3; touch pwned")).isEmpty());
        QVERIFY(eventfetch::command(QStringLiteral("$(id)")).isEmpty());
        QVERIFY(eventfetch::command(QString()).isEmpty());
        QVERIFY(eventfetch::helperCommand(QStringLiteral("python3; touch pwned")).isEmpty());
        // Without python3 the helper says so at once, as the command does.
        QProcess helper;
        helper.start(QStringLiteral("bash"),
                     {QStringLiteral("-c"),
                      eventfetch::helperCommand(QStringLiteral("python3-not-installed-here"))});
        QVERIFY(helper.waitForFinished(30000));
        QCOMPARE(helper.readAllStandardOutput(), QByteArray("SLIPWAY-NOPYTHON\n"));
    }

    void damagedStreamKeepsWholeFrames()
    {
        QTemporaryDir dir;
        write(dir.path() + QStringLiteral("/a/events.out.tfevents.1"), randomBytes(5000));
        write(dir.path() + QStringLiteral("/b/events.out.tfevents.2"), randomBytes(5000));
        const QByteArray stream = runFetch(dir.path(), 1 << 30, {});
        const eventfetch::Response whole = eventfetch::parse(stream);
        QVERIFY(whole.complete);
        QCOMPARE(whole.chunks.size(), 2);
        // Cut inside the second chunk: the first is kept, the error is said.
        const eventfetch::Response cut = eventfetch::parse(stream.left(stream.size() - 100));
        QVERIFY(!cut.complete);
        QVERIFY(!cut.error.isEmpty());
        QCOMPARE(cut.chunks.size(), 1);
        QCOMPARE(cut.chunks.first().data, whole.chunks.first().data);
        QVERIFY(!eventfetch::parse("garbage\n").complete);
    }
};

QTEST_GUILESS_MAIN(TstEventFetch)
#include "tst_eventfetch.moc"
