// The upload and pull protocols against a real shell on this computer (bash, GNU tar, cp,
// find, df): the same commands that run on a cluster's login node. The SSH path is tested
// against the test cluster in tests/integration/project.
#include "common/commandrunner.h"
#include "project/projectscanner.h"
#include "project/projectuploader.h"
#include "project/resultpuller.h"
#include "project/uploadplan.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

using namespace slipway;
using namespace slipway::project;

namespace {

void writeRaw(const QByteArray &path, const QByteArray &content, bool append = false)
{
    const qsizetype slash = path.lastIndexOf('/');
    QDir().mkpath(QFile::decodeName(path.left(slash)));
    ::chmod(path.constData(), 0644);
    const int fd =
        ::open(path.constData(), O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0644);
    QVERIFY(fd >= 0);
    QCOMPARE(::write(fd, content.constData(), size_t(content.size())), ssize_t(content.size()));
    ::close(fd);
}

QByteArray readRaw(const QByteArray &path)
{
    QByteArray out;
    const int fd = ::open(path.constData(), O_RDONLY);
    if (fd < 0) {
        return "<missing>";
    }
    char buffer[4096];
    ssize_t n;
    while ((n = ::read(fd, buffer, sizeof buffer)) > 0) {
        out.append(buffer, n);
    }
    ::close(fd);
    return out;
}

UploadResult upload(CommandRunner *runner, const QString &folder, const QString &remoteRoot,
                    qint64 chunkBytes = 4 * 1024 * 1024, int cancelAfterProgress = -1)
{
    const ProjectScan scan = ProjectScanner::scan({folder});
    ProjectUploader uploader(runner);
    QSignalSpy done(&uploader, &ProjectUploader::finished);
    int progressCount = 0;
    QObject::connect(&uploader, &ProjectUploader::progress, &uploader, [&](qint64 d, qint64) {
        if (d > 0 && ++progressCount == cancelAfterProgress) {
            uploader.cancel();
        }
    });
    UploadOptions options;
    options.remoteRoot = remoteRoot;
    options.chunkBytes = chunkBytes;
    uploader.start(scan, options);
    if (!done.wait(120000)) {
        UploadResult timedOut;
        timedOut.error = QStringLiteral("timed out");
        return timedOut;
    }
    return done.first().first().value<UploadResult>();
}

} // namespace

Q_DECLARE_METATYPE(slipway::project::UploadResult)
Q_DECLARE_METATYPE(slipway::project::PullResult)

class TestProjectUpload : public QObject
{
    Q_OBJECT

    ProcessRunner *m_shell = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<UploadResult>();
        qRegisterMetaType<PullResult>();
        m_shell = ProcessRunner::localShell(this);
    }

    void plan()
    {
        ProjectManifest local;
        local.add({"same", QByteArray(64, 'a'), 1, false});
        local.add({"changed", QByteArray(64, 'b'), 2, false});
        local.add({"new", QByteArray(64, 'c'), 3, false});
        local.add({"resumed", QByteArray(64, 'd'), 4, false});
        local.add({"modechange", QByteArray(64, 'e'), 5, true});
        ProjectManifest previous;
        previous.add({"same", QByteArray(64, 'a'), 1, false});
        previous.add({"changed", QByteArray(64, 'x'), 2, false});
        previous.add({"gone", QByteArray(64, 'g'), 9, false});
        previous.add({"modechange", QByteArray(64, 'e'), 5, false});
        ProjectManifest received;
        received.add({"resumed", QByteArray(64, 'd'), 4, false});
        received.add({"new", QByteArray(64, 'z'), 3, false}); // an older version: sent again
        const UploadPlan p = UploadPlan::make(local, previous, received);
        QCOMPARE(p.fromPrevious, QList<QByteArray>{"same"});
        QCOMPARE(p.fromIncoming, QList<QByteArray>{"resumed"});
        QList<QByteArray> sent;
        for (const ManifestEntry &e : p.send) {
            sent << e.path;
        }
        QCOMPARE(sent, (QList<QByteArray>{"changed", "modechange", "new"}));
        QCOMPARE(p.bytesToSend, 2 + 5 + 3);
    }

    void remoteWords()
    {
        QCOMPARE(ProjectUploader::remoteWord(QStringLiteral("~/a b")),
                 QStringLiteral("\"$HOME\"'/a b'"));
        QCOMPARE(ProjectUploader::remoteWord(QStringLiteral("$SCRATCH/p")),
                 QStringLiteral("\"$SCRATCH\"/p"));
        QCOMPARE(ProjectUploader::remoteWord(QStringLiteral("/x/$(id)")),
                 QStringLiteral("'/x/$(id)'"));
        QCOMPARE(ProjectUploader::remoteWord({}), QStringLiteral("\"$HOME\""));
        QCOMPARE(ProjectUploader::defaultRemoteRoot(QStringLiteral("/home/me/My Code!"),
                                                    QStringLiteral("$SCRATCH/work")),
                 QStringLiteral("$SCRATCH/work/slipway-projects/My-Code-"));
    }

    void spaceReport()
    {
        const SpaceReport r = SpaceReport::fromDf("tmpfs with space 1000 100 2048 5% /scratch",
                                                  "tmpfs with space 100 90 10 90% /scratch");
        QVERIFY(r.known);
        QCOMPARE(r.freeBytes, 2048 * 1024);
        QCOMPARE(r.freeInodes, 10);
        QCOMPARE(r.where, QStringLiteral("/scratch"));
        QVERIFY(r.refusal(10 * 1024 * 1024, 1).contains(QStringLiteral("only 2.0 MB free")));
        QVERIFY(r.refusal(1024, 5).contains(QStringLiteral("file count")));
        QVERIFY(SpaceReport::fromDf("x 1 1 1073741824 1% /", "x 0 0 0 - /")
                    .refusal(1024, 9999)
                    .isEmpty());                        // no inode limit reported
        QVERIFY(SpaceReport{}.refusal(1, 1).isEmpty()); // unknown: never refused
    }

    void uploadThenOnlyTheChangedFile()
    {
        QTemporaryDir local;
        QTemporaryDir remote;
        const QByteArray l = QFile::encodeName(local.path());
        for (int i = 0; i < 5; ++i) {
            writeRaw(l + "/src/file" + QByteArray::number(i) + ".py",
                     QByteArray(1000 + i, 'a' + i));
        }
        writeRaw(l + "/train.py", "print('v1')\n");
        const QString root = remote.path() + QStringLiteral("/projects/demo");

        const UploadResult first = upload(m_shell, local.path(), root);
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(first.files, 6);
        QCOMPARE(first.filesSent, 6);
        QCOMPARE(first.commands, 3); // plan, one chunk, finalize
        const QByteArray snap1 = QFile::encodeName(first.snapshotPath);
        QCOMPARE(readRaw(snap1 + "/train.py"), QByteArray("print('v1')\n"));
        QVERIFY(first.space.contains(QStringLiteral("free")));
        struct stat st
        {
        };
        QCOMPARE(::stat(QByteArray(snap1 + "/train.py").constData(), &st), 0);
        QCOMPARE(st.st_mode & 0222, 0u); // read-only: a job cannot change what ran

        writeRaw(l + "/train.py", "print('v2')\n");
        const UploadResult second = upload(m_shell, local.path(), root);
        QVERIFY2(second.ok, qPrintable(second.error));
        QCOMPARE(second.filesSent, 1);
        QCOMPARE(second.filesLinked, 5);
        QCOMPARE(second.bytesSent, 12);
        QVERIFY(second.snapshotPath != first.snapshotPath);
        const QByteArray snap2 = QFile::encodeName(second.snapshotPath);
        QCOMPARE(readRaw(snap2 + "/train.py"), QByteArray("print('v2')\n"));
        QCOMPARE(readRaw(snap1 + "/train.py"), QByteArray("print('v1')\n")); // kept as it was
        // Unchanged files are hard links to the previous snapshot's.
        struct stat a
        {
        }, b{};
        QCOMPARE(::stat(QByteArray(snap1 + "/src/file3.py").constData(), &a), 0);
        QCOMPARE(::stat(QByteArray(snap2 + "/src/file3.py").constData(), &b), 0);
        QCOMPARE(a.st_ino, b.st_ino);
        // The new snapshot holds exactly the project: outputs of a job in the previous one are
        // not carried over.
        writeRaw(snap2 + "/checkpoint.pt", "job output");
        const UploadResult third = upload(m_shell, local.path(), root);
        QVERIFY2(third.ok, qPrintable(third.error));
        QCOMPARE(third.filesSent, 0);
        QCOMPARE(third.commands, 2);
        const ProjectScan copy = ProjectScanner::scan({third.snapshotPath});
        QCOMPARE(copy.manifest.entries(), ProjectScanner::scan({local.path()}).manifest.entries());
        QCOMPARE(readRaw(QFile::encodeName(root) + "/latest").trimmed(),
                 third.snapshotId.toLatin1());
    }

    void interruptedUploadResumes()
    {
        QTemporaryDir local;
        QTemporaryDir remote;
        const QByteArray l = QFile::encodeName(local.path());
        for (int i = 0; i < 8; ++i) {
            writeRaw(l + "/f" + QByteArray::number(i), QByteArray(10000, char('0' + i)));
        }
        const QString root = remote.path() + QStringLiteral("/p");
        // One file per command; cancelled after the third file arrived.
        const UploadResult cut = upload(m_shell, local.path(), root, 1, 3);
        QVERIFY(!cut.ok);
        QVERIFY(cut.cancelled);
        QCOMPARE(cut.filesSent, 3);
        QVERIFY(!QFile::exists(root + QStringLiteral("/latest")));

        const UploadResult resumed = upload(m_shell, local.path(), root, 1);
        QVERIFY2(resumed.ok, qPrintable(resumed.error));
        QCOMPARE(resumed.filesResumed, 3);
        QCOMPARE(resumed.filesSent, 5);
        QCOMPARE(resumed.bytesSent, 5 * 10000);
        const ProjectScan copy = ProjectScanner::scan({resumed.snapshotPath});
        QCOMPARE(copy.manifest.entries(), ProjectScanner::scan({local.path()}).manifest.entries());
        QVERIFY(!QFile::exists(root + QStringLiteral("/.incoming")));
    }

    void damagedPiecesAreNeverLinked()
    {
        QTemporaryDir local;
        QTemporaryDir remote;
        const QByteArray l = QFile::encodeName(local.path());
        for (int i = 0; i < 4; ++i) {
            writeRaw(l + "/f" + QByteArray::number(i) + "\nback\\slash", QByteArray(1000, 'a' + i));
        }
        const QString root = remote.path() + QStringLiteral("/p");
        const UploadResult cut = upload(m_shell, local.path(), root, 1, 2);
        QVERIFY(cut.cancelled);
        // A file that arrived is damaged on the cluster's side afterwards.
        const QByteArray damaged = QFile::encodeName(root) + "/.incoming/f0\nback\\slash";
        ::chmod(damaged.constData(), 0644);
        writeRaw(damaged, "garbage");
        const UploadResult refused = upload(m_shell, local.path(), root, 1);
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.contains(QStringLiteral("damaged")), qPrintable(refused.error));
        QVERIFY(!QFile::exists(root + QStringLiteral("/latest")));
        // The next upload starts over and makes a correct snapshot.
        const UploadResult again = upload(m_shell, local.path(), root, 1);
        QVERIFY2(again.ok, qPrintable(again.error));
        QCOMPARE(again.filesSent, 4);
        QCOMPARE(ProjectScanner::scan({again.snapshotPath}).manifest.entries(),
                 ProjectScanner::scan({local.path()}).manifest.entries());
    }

    void refusedWhenItDoesNotFit()
    {
        QTemporaryDir local;
        writeRaw(QFile::encodeName(local.path()) + "/big", QByteArray(3 * 1024 * 1024, 'b'));
        // A 1 MB file system: an upload of 3 MB is refused before anything is sent.
        QTemporaryDir remote;
        const QString root = remote.path() + QStringLiteral("/small");
        QDir().mkpath(root);
        CommandRequest mount;
        mount.command = QStringLiteral("mount -t tmpfs -o size=1m tmpfs %1 2>&1").arg(root);
        const QFuture<CommandResult> f = m_shell->run(mount);
        while (!f.isFinished()) {
            QTest::qWait(20);
        }
        if (!f.result().succeeded()) {
            QSKIP("Needs root to mount a small tmpfs; SpaceReport is tested in spaceReport().");
        }
        const UploadResult r = upload(m_shell, local.path(), root + QStringLiteral("/p"));
        CommandRequest umount;
        umount.command = QStringLiteral("umount %1").arg(root);
        const QFuture<CommandResult> u = m_shell->run(umount);
        while (!u.isFinished()) {
            QTest::qWait(20);
        }
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("has only")), qPrintable(r.error));
        QCOMPARE(r.filesSent, 0);
        QCOMPARE(r.commands, 1);
    }

    void pullFetchesOnlyNewBytes()
    {
        QTemporaryDir run;
        QTemporaryDir here;
        const QByteArray r = QFile::encodeName(run.path());
        const QByteArray h = QFile::encodeName(here.path());
        // The project's own files (listed in the snapshot's manifest) are not results.
        writeRaw(r + "/.slipway-snapshot/manifest",
                 "slipway-manifest 1\n" + QByteArray(64, 'a') + " 5 644 train.py\n");
        writeRaw(r + "/train.py", "12345");
        writeRaw(r + "/runs/events.out.tfevents.1", QByteArray(5000, 'e'));
        writeRaw(r + "/checkpoint.pt", QByteArray(3000, 'c'));
        writeRaw(r + QByteArray("/odd \xff\nname $(x).csv"), "a,b\n");

        const auto pull = [&](qint64 batch = 8 * 1024 * 1024) {
            ResultPuller puller(m_shell);
            QSignalSpy done(&puller, &ResultPuller::finished);
            PullOptions options;
            options.remoteFolder = run.path();
            options.localFolder = here.path();
            options.batchBytes = batch;
            puller.start(options);
            if (!done.wait(60000)) {
                return PullResult{};
            }
            return done.first().first().value<PullResult>();
        };
        PullResult p = pull(1000);
        QVERIFY2(p.ok, qPrintable(p.error));
        QCOMPARE(p.files, 3);
        QCOMPARE(p.filesNew, 3);
        QCOMPARE(p.bytesReceived, 5000 + 3000 + 4);
        QCOMPARE(readRaw(h + "/runs/events.out.tfevents.1"), QByteArray(5000, 'e'));
        QCOMPARE(readRaw(h + QByteArray("/odd \xff\nname $(x).csv")), QByteArray("a,b\n"));
        QVERIFY(!QFile::exists(here.filePath(QStringLiteral("train.py"))));

        // Nothing changed: nothing fetched.
        p = pull();
        QVERIFY2(p.ok, qPrintable(p.error));
        QCOMPARE(p.bytesReceived, 0);
        QCOMPARE(p.filesUnchanged, 3);

        // The event file grew: only its new bytes come. The checkpoint was rewritten with the
        // same size: it comes whole.
        writeRaw(r + "/runs/events.out.tfevents.1", QByteArray(700, 'f'), true);
        writeRaw(r + "/checkpoint.pt", QByteArray(3000, 'd'));
        ::utime(QByteArray(r + "/checkpoint.pt").constData(), nullptr);
        QTest::qWait(20);
        p = pull();
        QVERIFY2(p.ok, qPrintable(p.error));
        QCOMPARE(p.filesAppended, 1);
        QCOMPARE(p.filesNew, 1);
        QCOMPARE(p.bytesReceived, 700 + 3000);
        QCOMPARE(readRaw(h + "/runs/events.out.tfevents.1"),
                 QByteArray(5000, 'e') + QByteArray(700, 'f'));
        QCOMPARE(readRaw(h + "/checkpoint.pt"), QByteArray(3000, 'd'));

        // A local copy changed here: it is fetched whole again, never appended to.
        writeRaw(h + "/runs/events.out.tfevents.1", QByteArray(100, 'x'));
        p = pull();
        QVERIFY2(p.ok, qPrintable(p.error));
        QCOMPARE(readRaw(h + "/runs/events.out.tfevents.1"),
                 QByteArray(5000, 'e') + QByteArray(700, 'f'));
        // QTemporaryDir cannot remove a name that is not UTF-8.
        ::unlink(QByteArray(r + "/odd \xff\nname $(x).csv").constData());
        ::unlink(QByteArray(h + "/odd \xff\nname $(x).csv").constData());
    }
};

QTEST_GUILESS_MAIN(TestProjectUpload)
#include "tst_projectupload.moc"
