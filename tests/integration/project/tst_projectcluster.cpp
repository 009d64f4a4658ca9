// Project uploads to the test cluster's login node over Slipway's own SSH connection: a first
// upload, a second that sends only the changed file, an interrupted upload that resumes
// without sending again what arrived, and hostile file names that arrive byte for byte
// (checked by SHA-256 on both sides). Counts files and commands to prove what travelled.
#include "common/shellquote.h"
#include "project/projectscanner.h"
#include "project/projectuploader.h"
#include "project/resultpuller.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "testcluster.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <functional>
#include <unistd.h>

using namespace slipway;
using namespace slipway::project;

Q_DECLARE_METATYPE(slipway::project::UploadResult)
Q_DECLARE_METATYPE(slipway::project::PullResult)

namespace {

void writeRaw(const QByteArray &path, const QByteArray &content)
{
    QDir().mkpath(QFile::decodeName(path.left(path.lastIndexOf('/'))));
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    QVERIFY(fd >= 0);
    QCOMPARE(::write(fd, content.constData(), size_t(content.size())), ssize_t(content.size()));
    ::close(fd);
}

QList<QByteArray> hostileNames()
{
    return {QByteArray("with space.py"),      QByteArray("quote'and\"double.txt"),
            QByteArray("$(touch PWNED).txt"), QByteArray("back`id`tick.txt"),
            QByteArray("new\nline.txt"),      QByteArray("latin1-\xe9\xff.bin"),
            QByteArray("glob*?[a].txt"),      QByteArray("dir with space/inner \\ backslash.txt"),
            QByteArray("-leading-dash.txt"),  QByteArray("sub/\xc3\xbc-utf8.txt"),
            QByteArray(180, 'L') + ".long"};
}

} // namespace

class TstProjectCluster : public QObject
{
    Q_OBJECT

    std::unique_ptr<ssh::SshConnection> m_connection;
    std::unique_ptr<ssh::SshCommandRunner> m_runner;
    QString m_remote; // a fresh folder in the test user's home

    CommandResult run(const QString &command, const QByteArray &input = {})
    {
        QFuture<CommandResult> f = m_runner->run({command, input, 300000});
        if (!QTest::qWaitFor([&f] { return f.isFinished(); }, 300000)) {
            return CommandResult{};
        }
        return f.result();
    }

    UploadResult upload(const QString &folder, const QString &root, qint64 chunkBytes,
                        qint64 cancelAtBytes = -1, bool sftp = true,
                        const std::function<void()> &atBytes = {},
                        ssh::SshConnection *connection = nullptr, CommandRunner *runner = nullptr)
    {
        const ProjectScan scan = ProjectScanner::scan({folder});
        if (!scan.ok()) {
            UploadResult r;
            r.error = scan.error;
            return r;
        }
        ProjectUploader uploader(runner ? runner : m_runner.get());
        if (sftp) {
            uploader.setSftpConnection(connection ? connection : m_connection.get());
        }
        QSignalSpy done(&uploader, &ProjectUploader::finished);
        bool fired = false;
        connect(&uploader, &ProjectUploader::progress, &uploader, [&](qint64 d, qint64) {
            if (cancelAtBytes > 0 && d >= cancelAtBytes && !fired) {
                fired = true;
                if (atBytes) {
                    atBytes();
                } else {
                    uploader.cancel();
                }
            }
        });
        UploadOptions options;
        options.remoteRoot = root;
        options.chunkBytes = chunkBytes;
        options.streamPieceBytes = chunkBytes;
        uploader.start(scan, options);
        if (!done.wait(300000)) {
            UploadResult r;
            r.error = QStringLiteral("test: the upload did not finish");
            return r;
        }
        return done.first().first().value<UploadResult>();
    }

    // path -> SHA-256 of every file of a snapshot, computed on the cluster.
    QMap<QByteArray, QByteArray> remoteHashes(const QString &snapshot)
    {
        const CommandResult r =
            run(QStringLiteral("cd -- %1 && find . -path ./.slipway-snapshot -prune -o -type f "
                               "-print0 | while IFS= read -r -d '' f; do printf '%s\\0%s\\0' "
                               "\"${f#./}\" \"$(sha256sum < \"$f\" | cut -c1-64)\"; done")
                    .arg(shellQuote(snapshot)));
        QMap<QByteArray, QByteArray> out;
        const QList<QByteArray> parts = r.standardOutput.split('\0');
        for (qsizetype i = 0; i + 1 < parts.size(); i += 2) {
            out.insert(parts[i], parts[i + 1]);
        }
        return out;
    }

    static QMap<QByteArray, QByteArray> localHashes(const QString &folder)
    {
        QMap<QByteArray, QByteArray> out;
        for (const ManifestEntry &e : ProjectScanner::scan({folder}).manifest.entries()) {
            out.insert(e.path, e.sha256);
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<UploadResult>();
        qRegisterMetaType<PullResult>();
        QString error;
        const test::TestCluster cluster = test::TestCluster::load(&error);
        if (!cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        const auto target = ssh::SshTarget::resolve(cluster.alias(), cluster.config(), &error);
        QVERIFY2(target, qPrintable(error));
        m_connection = std::make_unique<ssh::SshConnection>(*target, nullptr);
        m_runner = std::make_unique<ssh::SshCommandRunner>(m_connection.get());
        const CommandResult dir = run(QStringLiteral("mktemp -d ~/slipway-project-it.XXXXXX"));
        QVERIFY2(dir.succeeded(), qPrintable(dir.error + QString::fromUtf8(dir.standardError)));
        m_remote = QString::fromUtf8(dir.standardOutput.trimmed());
    }

    void cleanupTestCase()
    {
        if (m_runner && !m_remote.isEmpty()) {
            run(QStringLiteral("rm -rf -- %1").arg(shellQuote(m_remote)));
        }
    }

    void uploadThenOnlyTheChangedFile()
    {
        QTemporaryDir local;
        const QByteArray l = QFile::encodeName(local.path());
        for (int i = 0; i < 40; ++i) {
            QByteArray noise(1000, Qt::Uninitialized);
            QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(noise.data()),
                                                  noise.size() / 4);
            writeRaw(l + "/pkg/module" + QByteArray::number(i) + ".py",
                     "x = " + QByteArray::number(i) + "\n# " + noise.toHex());
        }
        writeRaw(l + "/train.py", "print('v1')\n");
        writeRaw(l + "/.gitignore", "data/\n*.ckpt\n");
        writeRaw(l + "/data/train.bin", QByteArray(100000, 'd'));
        writeRaw(l + "/model.ckpt", "weights");
        const QString root = m_remote + QStringLiteral("/first project");

        const UploadResult first = upload(local.path(), root, 4 * 1024 * 1024);
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(first.files, 42); // 40 modules, train.py, .gitignore; data/ and *.ckpt ignored
        QCOMPARE(first.filesSent, 42);
        // Read the last manifest; one stream that unpacks the pieces and makes the snapshot.
        QCOMPARE(first.commands, 2);
        // The modules are hex text: sent gzip'd, in fewer bytes than their content.
        QVERIFY2(first.wireBytes < first.bytesSent, qPrintable(QString::number(first.wireBytes)));
        QCOMPARE(remoteHashes(first.snapshotPath), localHashes(local.path()));

        writeRaw(l + "/train.py", "print('v2')\n");
        const UploadResult second = upload(local.path(), root, 4 * 1024 * 1024);
        QVERIFY2(second.ok, qPrintable(second.error));
        QCOMPARE(second.filesSent, 1);
        QCOMPARE(second.bytesSent, 12);
        QCOMPARE(second.filesLinked, 41);
        QCOMPARE(second.commands, 2);
        QCOMPARE(remoteHashes(second.snapshotPath), localHashes(local.path()));
        // The first snapshot is unchanged, and unchanged files share their storage (one inode).
        const CommandResult same =
            run(QStringLiteral("cat %1/train.py; test %1/pkg/module7.py -ef %2/pkg/module7.py "
                               "&& echo linked")
                    .arg(shellQuote(first.snapshotPath), shellQuote(second.snapshotPath)));
        QCOMPARE(same.standardOutput, QByteArray("print('v1')\nlinked\n"));
    }

    void interruptedUploadResumes_data()
    {
        QTest::addColumn<bool>("sftp");
        QTest::newRow("stream") << true;
        QTest::newRow("command input") << false;
    }

    void interruptedUploadResumes()
    {
        QFETCH(bool, sftp);
        QTemporaryDir local;
        const QByteArray l = QFile::encodeName(local.path());
        for (int i = 0; i < 10; ++i) {
            writeRaw(l + "/part" + QByteArray::number(i), QByteArray(50000, char('a' + i)));
        }
        const QString root = m_remote + QStringLiteral("/resumed") + QString::number(int(sftp));
        // One file per piece, cancelled once four have gone.
        const UploadResult cut = upload(local.path(), root, 1, 4 * 50000, sftp);
        QVERIFY(!cut.ok);
        QVERIFY(cut.cancelled);
        QVERIFY(run(QStringLiteral("test ! -e %1/latest").arg(shellQuote(root))).succeeded());

        const UploadResult resumed = upload(local.path(), root, 1, -1, sftp);
        QVERIFY2(resumed.ok, qPrintable(resumed.error));
        if (!sftp) {
            QCOMPARE(cut.filesSent, 4);
            QCOMPARE(resumed.filesResumed, 4);
        }
        // On the stream, how many pieces the far side had unpacked when the cancel reached it
        // depends on timing (on loopback often none): cutSlowLinkDuringUpload shows the
        // resume; here whatever arrived is either reused or sent again, never both.
        QCOMPARE(resumed.filesResumed + resumed.filesSent, 10);
        QCOMPARE(resumed.bytesSent, resumed.filesSent * 50000);
        QCOMPARE(remoteHashes(resumed.snapshotPath), localHashes(local.path()));
        QVERIFY(run(QStringLiteral("test ! -e %1/.incoming").arg(shellQuote(root))).succeeded());
    }

    // Over the slow link (50 ms round trip, 100 Mbit/s), the link is cut (tests/cluster/
    // slowlink.py, SIGUSR1: every connection through it reset) in the middle of a project
    // upload: no snapshot appears, and after the reconnect the upload sends only the files
    // that had not arrived whole; the snapshot matches by SHA-256 on both sides.
    void cutSlowLinkDuringUpload()
    {
        const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        QString error;
        const test::TestCluster cluster = test::TestCluster::load(&error);
        QVERIFY2(cluster.isValid(), qPrintable(error));
        QFile pidFile(env.value(QStringLiteral("SLIPWAY_TEST_SLOW_PIDFILE"),
                                QStringLiteral("/var/tmp/slipway-cluster/run/slowlink.pid")));
        QVERIFY2(pidFile.open(QIODevice::ReadOnly), "the slow link's pid file");
        const QString pid = QString::fromLatin1(pidFile.readAll()).trimmed();
        const auto target =
            ssh::SshTarget::resolve(env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"),
                                              QStringLiteral("slipway-test-slow")),
                                    cluster.config(), &error);
        QVERIFY2(target, qPrintable(error));
        ssh::SshConnection slow(*target, nullptr);
        ssh::SshCommandRunner slowRunner(&slow);

        QTemporaryDir local;
        const QByteArray l = QFile::encodeName(local.path());
        constexpr int kFiles = 24;
        constexpr int kSize = 1000000;
        for (int i = 0; i < kFiles; ++i) {
            QByteArray noise(kSize, Qt::Uninitialized);
            QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(noise.data()),
                                                  noise.size() / 4);
            writeRaw(l + "/data/blob" + QByteArray::number(i) + ".bin", noise);
        }
        const QString root = m_remote + QStringLiteral("/cut on the slow link");
        // Pieces of one file; the link is cut once half the files have gone into the stream.
        const UploadResult cut = upload(
            local.path(), root, kSize, kFiles / 2 * qint64(kSize), true,
            [&] {
                QProcess::execute(QStringLiteral("kill"), {QStringLiteral("-USR1"), pid});
            },
            &slow, &slowRunner);
        QVERIFY(!cut.ok);
        QVERIFY2(!cut.cancelled, qPrintable(cut.error));
        QVERIFY2(cut.error.contains(QLatin1String("What arrived is kept")), qPrintable(cut.error));
        QVERIFY(run(QStringLiteral("test ! -e %1/latest").arg(shellQuote(root))).succeeded());

        QVERIFY2(QTest::qWaitFor([&] { return slow.state() == ssh::SshState::Ready; }, 60000),
                 qPrintable(slow.lastError().message));
        const UploadResult resumed =
            upload(local.path(), root, kSize, -1, true, {}, &slow, &slowRunner);
        QVERIFY2(resumed.ok, qPrintable(resumed.error));
        qInfo("cut after %d of %d files had arrived whole; the resumed upload sent %d",
              resumed.filesResumed, kFiles, resumed.filesSent);
        QVERIFY(resumed.filesResumed >= 1);
        QVERIFY(resumed.filesResumed < kFiles);
        QCOMPARE(resumed.filesResumed + resumed.filesSent, kFiles);
        QCOMPARE(resumed.commands, 2);
        QCOMPARE(remoteHashes(resumed.snapshotPath), localHashes(local.path()));
    }

    // Large files that do not compress go into the stream in slices as they are read (their
    // first bytes are on the link at once); a long hostile name, a compressible large file and
    // small files travel with them, byte-exact. A large file that changes while it is being
    // sent stops the upload with a plain error and no snapshot; sent again, it arrives whole.
    void largeFilesGoInSlices()
    {
        QTemporaryDir local;
        const QByteArray l = QFile::encodeName(local.path());
        const QByteArray longName =
            "data/" + QByteArray(110, 'w') + " 'q' \"$(touch PWNED)\"\nx.bin";
        const auto noise = [](qsizetype n) {
            QByteArray bytes(n, Qt::Uninitialized);
            QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), n / 4);
            return bytes;
        };
        writeRaw(l + "/data/a.bin", noise(3 * 1024 * 1024 + 7)); // not a multiple of 512
        writeRaw(l + '/' + longName, noise(2 * 1024 * 1024));
        QByteArray text;
        while (text.size() < 3 * 1024 * 1024) {
            text += "step " + QByteArray::number(text.size()) + " loss 0.25\n";
        }
        writeRaw(l + "/logs/train.log", text);
        writeRaw(l + "/train.py", "print('hi')\n");
        const QString root = m_remote + QStringLiteral("/large files");
        const UploadResult r = upload(local.path(), root, 1024 * 1024);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.filesSent, 4);
        QCOMPARE(remoteHashes(r.snapshotPath), localHashes(local.path()));
        QVERIFY(
            run(QStringLiteral("test ! -e ~/PWNED && test ! -e %1/PWNED").arg(shellQuote(m_remote)))
                .succeeded());

        // The packing runs at most 24 MB ahead of the link: with 27 MB before it, the file
        // that changes is read only after the first megabyte has gone.
        for (int i = 0; i < 3; ++i) {
            writeRaw(l + "/data/b" + QByteArray::number(i) + ".bin", noise(9 * 1024 * 1024));
        }
        const QByteArray big = l + "/data/c-big.bin";
        writeRaw(big, noise(15 * 1024 * 1024));
        const QString changedRoot = m_remote + QStringLiteral("/changed while sent");
        const UploadResult changed =
            upload(local.path(), changedRoot, 1024 * 1024, 1024 * 1024, true, [&] {
                QFile f(QFile::decodeName(big));
                QVERIFY(f.open(QIODevice::ReadWrite));
                f.seek(f.size() - 4096);
                f.write(QByteArray(4096, 'z'));
            });
        QVERIFY(!changed.ok);
        QVERIFY2(changed.error.contains(QLatin1String("changed or disappeared while the project "
                                                      "was being sent")),
                 qPrintable(changed.error));
        QVERIFY(
            run(QStringLiteral("test ! -e %1/latest").arg(shellQuote(changedRoot))).succeeded());
        const UploadResult again = upload(local.path(), changedRoot, 1024 * 1024);
        QVERIFY2(again.ok, qPrintable(again.error));
        QCOMPARE(remoteHashes(again.snapshotPath), localHashes(local.path()));
    }

    void hostileNamesArriveByteExact_data()
    {
        QTest::addColumn<bool>("sftp");
        QTest::newRow("sftp") << true;
        QTest::newRow("command input") << false;
    }

    void hostileNamesArriveByteExact()
    {
        QFETCH(bool, sftp);
        QTemporaryDir local;
        const QByteArray l = QFile::encodeName(local.path());
        for (const QByteArray &name : hostileNames()) {
            writeRaw(l + '/' + name, "content of " + name);
        }
        const QString root =
            m_remote + QStringLiteral("/it's $(odd) \"root\" ") + QString::number(int(sftp));
        const UploadResult r = upload(local.path(), root, 100, -1, sftp);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.files, hostileNames().size());
        const QMap<QByteArray, QByteArray> remote = remoteHashes(r.snapshotPath);
        QCOMPARE(remote.size(), hostileNames().size());
        QCOMPARE(remote, localHashes(local.path()));
        const CommandResult pwned = run(
            QStringLiteral("test ! -e ~/PWNED && test ! -e %1/PWNED").arg(shellQuote(m_remote)));
        QVERIFY(pwned.succeeded());

        // And back: a pull of the snapshot's results brings outputs with such names.
        const CommandResult out =
            run(QStringLiteral("cd -- %1 && mkdir -p runs && printf 'log' > 'runs/out $(x) \n.log'")
                    .arg(shellQuote(r.snapshotPath)));
        QVERIFY(out.succeeded());
        QTemporaryDir here;
        ResultPuller puller(m_runner.get());
        QSignalSpy done(&puller, &ResultPuller::finished);
        puller.start({r.snapshotPath, here.path()});
        QVERIFY(done.wait(120000));
        const PullResult pulled = done.first().first().value<PullResult>();
        QVERIFY2(pulled.ok, qPrintable(pulled.error));
        QCOMPARE(pulled.files, 1); // the project's own files are not results
        QFile log(here.filePath(QStringLiteral("runs/out $(x) \n.log")));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QCOMPARE(log.readAll(), QByteArray("log"));
        // QTemporaryDir cannot remove names that are not UTF-8.
        ::unlink(QByteArray(l + "/latin1-\xe9\xff.bin").constData());
    }
};

QTEST_GUILESS_MAIN(TstProjectCluster)
#include "tst_projectcluster.moc"
