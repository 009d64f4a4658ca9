#include "clusterenv.h"

#include "common/shellquote.h"

#include "ssh/sshconnection.h"
#include "ssh/sshstream.h"
#include "ssh/sshtarget.h"
#include "ssh/sshtransfer.h"
#include "ssh/sshtunnel.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using namespace slipway::ssh;

namespace {

template<typename T>
T wait(QFuture<T> future, int timeoutMs = 60000)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, timeoutMs)) {
        return T{};
    }
    return future.result();
}

QByteArray sha256File(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return QByteArray();
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}

// Runs a transfer to its end; returns its error ("" on success).
QString finish(SshTransfer *transfer, qint64 *lastDone = nullptr, int timeoutMs = 300000,
               qint64 *resumedBytes = nullptr)
{
    bool done = false;
    QString error;
    QObject::connect(transfer, &SshTransfer::resumed, transfer, [resumedBytes](qint64 bytes) {
        if (resumedBytes) {
            *resumedBytes = bytes;
        }
    });
    QObject::connect(transfer, &SshTransfer::progress, transfer, [lastDone](qint64 d, qint64) {
        if (lastDone) {
            *lastDone = d;
        }
    });
    QObject::connect(transfer, &SshTransfer::finished, transfer, [&](const QString &e) {
        error = e;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, timeoutMs)) {
        return QStringLiteral("test: the transfer did not finish");
    }
    return error;
}

} // namespace

class TstSshTransfer : public QObject
{
    Q_OBJECT

private:
    QMap<QString, QString> m_env;
    QTemporaryDir m_dir;
    std::unique_ptr<SshConnection> m_connection;
    QString m_remoteDir;

    CommandResult run(const QString &command)
    {
        return wait(m_connection->run({command, {}, 0}), 120000);
    }

    // A connection of its own whose per-connection sshd the test kills; returns its pid.
    QString victimServerPid(SshConnection &victim)
    {
        const CommandResult pid = wait(victim.run({QStringLiteral("echo $PPID"), {}, 0}));
        return pid.succeeded() ? QString::fromUtf8(pid.standardOutput.trimmed()) : QString();
    }

    // Runs `transfer` and kills the server under it once `killAfter` bytes moved; returns the
    // transfer's error.
    QString killDuring(SshTransfer *transfer, const QString &serverPid, qint64 killAfter)
    {
        bool done = false;
        bool killed = false;
        QString error;
        qint64 moved = 0;
        connect(transfer, &SshTransfer::progress, this, [&](qint64 d, qint64) {
            moved = d;
            if (!killed && d >= killAfter) {
                killed = true;
                m_connection->run({QStringLiteral("kill -9 %1").arg(serverPid), {}, 0});
            }
        });
        connect(transfer, &SshTransfer::finished, this, [&](const QString &e) {
            error = e;
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 120000)) {
            return QStringLiteral("test: the transfer did not finish");
        }
        if (!killed) {
            return QStringLiteral("test: the transfer ended before the kill (%1 bytes)").arg(moved);
        }
        return error;
    }

    SshTarget slowTarget()
    {
        QString error;
        std::optional<SshTarget> t =
            SshTarget::resolve(m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS")),
                               m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        return t ? *t : SshTarget();
    }

    // Runs `transfer` and cuts the slow link (tests/cluster/slowlink.py, SIGUSR1) once
    // `cutAfter` bytes moved; returns the transfer's error.
    QString cutDuring(SshTransfer *transfer, qint64 cutAfter)
    {
        bool done = false;
        bool cut = false;
        QString error;
        qint64 moved = 0;
        QFile pidFile(m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_PIDFILE")));
        const QString pid = pidFile.open(QIODevice::ReadOnly)
                                ? QString::fromLatin1(pidFile.readAll()).trimmed()
                                : QString();
        connect(transfer, &SshTransfer::progress, this, [&](qint64 d, qint64) {
            moved = d;
            if (!cut && d >= cutAfter) {
                cut =
                    QProcess::execute(QStringLiteral("kill"), {QStringLiteral("-USR1"), pid}) == 0;
            }
        });
        connect(transfer, &SshTransfer::finished, this, [&](const QString &e) {
            error = e;
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 120000)) {
            return QStringLiteral("test: the transfer did not finish");
        }
        if (!cut) {
            return QStringLiteral("test: the transfer ended before the cut (%1 bytes)").arg(moved);
        }
        return error;
    }

    SshTarget loginTarget()
    {
        QString error;
        std::optional<SshTarget> t =
            SshTarget::resolve(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                               m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        return t ? *t : SshTarget();
    }

    // A real HTTP server on the far side, started over SSH as the test user, serving m_remoteDir
    // with a listen backlog of 128. Returns its port (0 when it did not start).
    int startHttpServer(SshStream **server)
    {
        const CommandResult portResult = run(QStringLiteral(
            "python3 -c 'import socket; s=socket.socket(); s.bind((\"127.0.0.1\", 0)); "
            "print(s.getsockname()[1])'"));
        const int port = portResult.standardOutput.trimmed().toInt();
        if (port <= 0) {
            return 0;
        }
        *server = m_connection->openStream(
            QStringLiteral("cd '%1' && exec python3 -c 'import functools, http.server as h\n"
                           "class S(h.ThreadingHTTPServer): request_queue_size = 128\n"
                           "S((\"127.0.0.1\", %2), functools.partial(h.SimpleHTTPRequestHandler, "
                           "directory=\".\")).serve_forever()'")
                .arg(m_remoteDir)
                .arg(port),
            this);
        const bool up = QTest::qWaitFor(
            [&] {
                return run(QStringLiteral("python3 -c 'import urllib.request as u; "
                                          "u.urlopen(\"http://127.0.0.1:%1/\")'")
                               .arg(port))
                    .succeeded();
            },
            20000);
        return up ? port : 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_env = test::clusterEnv();
        REQUIRE_CLUSTER(m_env);
        QString error;
        std::optional<SshTarget> t =
            SshTarget::resolve(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                               m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        QVERIFY2(t, qPrintable(error));
        m_connection = std::make_unique<SshConnection>(*t, nullptr);
        const CommandResult dir = run(QStringLiteral("mktemp -d ~/slipway-transfer.XXXXXX"));
        QVERIFY2(dir.succeeded(), qPrintable(dir.error));
        m_remoteDir = QString::fromUtf8(dir.standardOutput.trimmed());
    }

    void cleanupTestCase()
    {
        if (m_connection && !m_remoteDir.isEmpty()) {
            run(QStringLiteral("rm -rf '%1'").arg(m_remoteDir));
        }
    }

    void statAndReadAppendedBytesOnly()
    {
        const QString path = m_remoteDir + QStringLiteral("/log.txt");
        const SftpFileInfo missing = wait(m_connection->stat(path));
        QVERIFY(missing.error.isEmpty());
        QVERIFY(!missing.exists);

        QVERIFY(run(QStringLiteral("printf 'first\\n' > '%1'").arg(path)).succeeded());
        const SftpFileInfo info = wait(m_connection->stat(path));
        QVERIFY(info.exists);
        QVERIFY(!info.isDirectory);
        QCOMPARE(info.size, 6);
        const SftpChunk one = wait(m_connection->readFrom(path, 0, 1 << 20));
        QVERIFY2(one.error.isEmpty(), qPrintable(one.error));
        QCOMPARE(one.data, QByteArray("first\n"));

        QVERIFY(run(QStringLiteral("printf 'second\\n\\0\\377' >> '%1'").arg(path)).succeeded());
        const SftpChunk two = wait(m_connection->readFrom(path, one.data.size(), 1 << 20));
        QCOMPARE(two.data, QByteArray("second\n\0\377", 9));
        QCOMPARE(two.fileSize, 15);
        const SftpChunk none = wait(m_connection->readFrom(path, 15, 1 << 20));
        QVERIFY(none.error.isEmpty());
        QVERIFY(none.data.isEmpty());

        const SftpChunk absent =
            wait(m_connection->readFrom(m_remoteDir + QStringLiteral("/nope"), 0, 10));
        QVERIFY2(absent.error.contains(QLatin1String("does not exist")), qPrintable(absent.error));
        const SftpFileInfo home = wait(m_connection->stat(QStringLiteral("~")));
        QVERIFY(home.isDirectory);
    }

    void bigFileUpAndDown()
    {
        const QString local = m_dir.filePath(QStringLiteral("big.bin"));
        {
            QFile file(local);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QFile random(QStringLiteral("/dev/urandom"));
            QVERIFY(random.open(QIODevice::ReadOnly));
            for (int i = 0; i < 200; ++i) {
                file.write(random.read(1024 * 1024));
            }
        }
        const QByteArray sum = sha256File(local);
        const QString remote = m_remoteDir + QStringLiteral("/big.bin");
        qint64 uploaded = 0;
        QCOMPARE(finish(m_connection->upload(local, remote, this), &uploaded), QString());
        QCOMPARE(uploaded, 200LL * 1024 * 1024);
        const CommandResult remoteSum = run(QStringLiteral("sha256sum '%1'").arg(remote));
        QVERIFY(remoteSum.standardOutput.startsWith(sum));

        const QString back = m_dir.filePath(QStringLiteral("back.bin"));
        QCOMPARE(finish(m_connection->download(remote, back, this)), QString());
        QCOMPARE(sha256File(back), sum);
        QVERIFY(!QFile::exists(back + QStringLiteral(".slipway-part")));
    }

    void folderUpAndDown()
    {
        const QString root = m_dir.filePath(QStringLiteral("tree"));
        QVERIFY(QDir().mkpath(root + QStringLiteral("/sub/deeper")));
        const QList<QPair<QString, QByteArray>> files = {
            {QStringLiteral("a.txt"), "alpha"},
            {QStringLiteral("sub/b b.txt"), "beta with space"},
            {QStringLiteral("sub/deeper/c'quote.bin"), QByteArray("\0\1\2\377", 4)},
            {QStringLiteral("sub/empty"), QByteArray()}};
        for (const auto &[name, content] : files) {
            QFile f(root + QLatin1Char('/') + name);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        const QString remote = m_remoteDir + QStringLiteral("/tree");
        QCOMPARE(finish(m_connection->upload(root, remote, this)), QString());
        const QString back = m_dir.filePath(QStringLiteral("tree-back"));
        QCOMPARE(finish(m_connection->download(remote, back, this)), QString());
        for (const auto &[name, content] : files) {
            QFile f(back + QLatin1Char('/') + name);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(name));
            QCOMPARE(f.readAll(), content);
        }
    }

    void cancelledDownloadLeavesNothingBehind()
    {
        const QString remote = m_remoteDir + QStringLiteral("/big.bin");
        const QString local = m_dir.filePath(QStringLiteral("cancelled.bin"));
        SshTransfer *transfer = m_connection->download(remote, local, this);
        qint64 done = 0;
        connect(transfer, &SshTransfer::progress, this, [&](qint64 d, qint64) { done = d; });
        QVERIFY(QTest::qWaitFor([&] { return done > 0; }, 30000));
        transfer->cancel();
        QVERIFY(QTest::qWaitFor(
            [&] { return !QFile::exists(local + QStringLiteral(".slipway-part")); }, 10000));
        QVERIFY(!QFile::exists(local));
        // The connection carries on.
        QVERIFY(run(QStringLiteral("true")).succeeded());
    }

    void killedServerDuringUpload()
    {
        const QString local = m_dir.filePath(QStringLiteral("fault-up.bin"));
        {
            QFile file(local);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QFile random(QStringLiteral("/dev/urandom"));
            QVERIFY(random.open(QIODevice::ReadOnly));
            for (int i = 0; i < 128; ++i) {
                file.write(random.read(1024 * 1024));
            }
        }
        const QByteArray sum = sha256File(local);
        const QString remote = m_remoteDir + QStringLiteral("/fault-up.bin");
        SshConnection victim(loginTarget(), nullptr);
        const QString pid = victimServerPid(victim);
        QVERIFY(pid.toInt() > 1);

        const QString error = killDuring(victim.upload(local, remote, this), pid, 4 << 20);
        QVERIFY2(error.contains(QLatin1String("connection to")) &&
                     error.contains(QLatin1String("was lost")),
                 qPrintable(error));
        // Nothing under the real name on the server, the local file untouched.
        QVERIFY(!wait(m_connection->stat(remote)).exists);
        QCOMPARE(sha256File(local), sum);

        // The connection comes back by itself; the same upload then completes.
        QVERIFY2(QTest::qWaitFor([&] { return victim.state() == SshState::Ready; }, 30000),
                 qPrintable(victim.lastError().message));
        QCOMPARE(finish(victim.upload(local, remote, this)), QString());
        QVERIFY(run(QStringLiteral("sha256sum '%1'").arg(remote)).standardOutput.startsWith(sum));
    }

    void killedServerDuringDownload()
    {
        const QString remote = m_remoteDir + QStringLiteral("/fault-down.bin");
        QVERIFY(run(QStringLiteral("head -c %1 /dev/urandom > '%2'").arg(128 << 20).arg(remote))
                    .succeeded());
        const QByteArray remoteSum =
            run(QStringLiteral("sha256sum '%1'").arg(remote)).standardOutput.left(64);
        // The person already has a file of that name: a broken download must not touch it.
        const QString local = m_dir.filePath(QStringLiteral("fault-down.bin"));
        const QByteArray previous("the previous version, which must survive\n");
        {
            QFile file(local);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(previous);
        }
        SshConnection victim(loginTarget(), nullptr);
        const QString pid = victimServerPid(victim);
        QVERIFY(pid.toInt() > 1);

        const QString error = killDuring(victim.download(remote, local, this), pid, 4 << 20);
        QVERIFY2(error.contains(QLatin1String("connection to")) &&
                     error.contains(QLatin1String("was lost")),
                 qPrintable(error));
        QFile kept(local);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), previous);
        kept.close();
        // What arrived is kept in the part file, and the next download continues after it.
        const qint64 arrived = QFileInfo(local + QStringLiteral(".slipway-part")).size();
        QVERIFY2(arrived >= 4 << 20, qPrintable(QString::number(arrived)));

        QVERIFY2(QTest::qWaitFor([&] { return victim.state() == SshState::Ready; }, 30000),
                 qPrintable(victim.lastError().message));
        qint64 resumed = 0;
        QCOMPARE(finish(victim.download(remote, local, this), nullptr, 300000, &resumed),
                 QString());
        QCOMPARE(resumed, arrived);
        QCOMPARE(sha256File(local), remoteSum);
        QVERIFY(!QFile::exists(local + QStringLiteral(".slipway-part")));
    }

    // A part file whose bytes are not the start of the remote file (another file, or the file
    // changed there) is not continued: the download starts over and the result is exact.
    void damagedPartIsNotContinued()
    {
        const QString remote = m_remoteDir + QStringLiteral("/part-check.bin");
        QVERIFY(run(QStringLiteral("head -c %1 /dev/urandom > '%2'").arg(6 << 20).arg(remote))
                    .succeeded());
        const QByteArray remoteSum =
            run(QStringLiteral("sha256sum '%1'").arg(remote)).standardOutput.left(64);
        const QString local = m_dir.filePath(QStringLiteral("part-check.bin"));
        {
            QFile part(local + QStringLiteral(".slipway-part"));
            QVERIFY(part.open(QIODevice::WriteOnly));
            part.write(QByteArray(1 << 20, 'x'));
        }
        qint64 resumed = 0;
        QCOMPARE(finish(m_connection->download(remote, local, this), nullptr, 300000, &resumed),
                 QString());
        QCOMPARE(resumed, 0);
        QCOMPARE(sha256File(local), remoteSum);

        // And the same for an upload: a stale part there is replaced, not continued.
        const QString up = m_remoteDir + QStringLiteral("/part-check-up.bin");
        QVERIFY(run(QStringLiteral("head -c 1048576 /dev/zero > '%1.slipway-part'").arg(up))
                    .succeeded());
        resumed = 0;
        QCOMPARE(finish(m_connection->upload(local, up, this), nullptr, 300000, &resumed),
                 QString());
        QCOMPARE(resumed, 0);
        QVERIFY(run(QStringLiteral("sha256sum '%1'").arg(up)).standardOutput.startsWith(remoteSum));
    }

    // Over the test cluster's slow link (50 ms round trip, 100 Mbit/s): a large file (read
    // through `cat` on an exec channel) and a small one (SFTP) down, one up, SHA-256 on both sides.
    void overTheSlowLink()
    {
        SshConnection slow(slowTarget(), nullptr);
        const QString big = m_remoteDir + QStringLiteral("/slow big.bin");
        const QString small = m_remoteDir + QStringLiteral("/slow small.bin");
        QVERIFY(run(QStringLiteral("head -c %1 /dev/urandom > '%2' && head -c 300000 /dev/urandom "
                                   "> '%3'")
                        .arg(24 << 20)
                        .arg(big, small))
                    .succeeded());
        for (const QString &remote : {big, small}) {
            const QByteArray remoteSum =
                run(QStringLiteral("sha256sum '%1'").arg(remote)).standardOutput.left(64);
            const QString local = m_dir.filePath(QFileInfo(remote).fileName());
            QElapsedTimer clock;
            clock.start();
            qint64 done = 0;
            QCOMPARE(finish(slow.download(remote, local, this), &done), QString());
            qInfo("%s down over the slow link: %lld bytes in %lld ms", qPrintable(remote), done,
                  clock.elapsed());
            QCOMPARE(sha256File(local), remoteSum);
            QVERIFY(!QFile::exists(local + QStringLiteral(".slipway-part")));
            // A hostile name: the large upload's name reaches a shell on the cluster.
            const QString again = m_remoteDir +
                                  QStringLiteral("/up 'it''s\" $(touch pwned) `id` ") +
                                  QFileInfo(remote).fileName();
            clock.restart();
            QCOMPARE(finish(slow.upload(local, again, this)), QString());
            qInfo("%s up over the slow link: %lld ms", qPrintable(again), clock.elapsed());
            QCOMPARE(wait(m_connection->stat(again)).size, QFileInfo(local).size());
            QVERIFY(run(QStringLiteral("sha256sum %1").arg(shellQuote(again)))
                        .standardOutput.startsWith(remoteSum));
            QVERIFY(!wait(m_connection->stat(again + QStringLiteral(".slipway-part"))).exists);
            QVERIFY(!wait(m_connection->stat(QStringLiteral("pwned"))).exists);
            QVERIFY(!wait(m_connection->stat(m_remoteDir + QStringLiteral("/pwned"))).exists);
        }
    }

    // The slow link is cut (every connection through it reset) in the middle of a download and
    // of an upload: plain errors, nothing corrupt under the real names, and after the reconnect
    // both complete with matching SHA-256.
    void cutSlowLinkDuringTransfers()
    {
        const QString remote = m_remoteDir + QStringLiteral("/cut-down.bin");
        QVERIFY(run(QStringLiteral("head -c %1 /dev/urandom > '%2'").arg(48 << 20).arg(remote))
                    .succeeded());
        const QByteArray remoteSum =
            run(QStringLiteral("sha256sum '%1'").arg(remote)).standardOutput.left(64);
        const QString local = m_dir.filePath(QStringLiteral("cut-down.bin"));
        const QByteArray previous("the previous version, which must survive\n");
        {
            QFile file(local);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(previous);
        }
        SshConnection slow(slowTarget(), nullptr);
        QVERIFY(wait(slow.run({QStringLiteral("true"), {}, 0})).succeeded());
        QString error = cutDuring(slow.download(remote, local, this), 4 << 20);
        QVERIFY2(error.contains(QLatin1String("was lost")), qPrintable(error));
        QFile kept(local);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), previous);
        kept.close();
        // What arrived stays in the part file; the next download checks it and continues.
        const qint64 arrived = QFileInfo(local + QStringLiteral(".slipway-part")).size();
        QVERIFY2(arrived > 0, qPrintable(QString::number(arrived)));
        QVERIFY2(QTest::qWaitFor([&] { return slow.state() == SshState::Ready; }, 30000),
                 qPrintable(slow.lastError().message));
        qint64 resumed = 0;
        QCOMPARE(finish(slow.download(remote, local, this), nullptr, 300000, &resumed), QString());
        qInfo("download cut after %lld bytes, continued from %lld", arrived, resumed);
        QCOMPARE(resumed, arrived);
        QCOMPARE(sha256File(local), remoteSum);
        QVERIFY(!QFile::exists(local + QStringLiteral(".slipway-part")));

        // The upload replaces a file already there: cut, the old one stays whole, the bytes
        // that arrived stay in the part there, and the next upload continues after them.
        const QString up = m_remoteDir + QStringLiteral("/cut-up.bin");
        QVERIFY(run(QStringLiteral("printf 'old version' > '%1'").arg(up)).succeeded());
        error = cutDuring(slow.upload(local, up, this), 8 << 20);
        QVERIFY2(error.contains(QLatin1String("was lost")), qPrintable(error));
        QCOMPARE(run(QStringLiteral("cat '%1'").arg(up)).standardOutput, QByteArray("old version"));
        QVERIFY2(QTest::qWaitFor([&] { return slow.state() == SshState::Ready; }, 30000),
                 qPrintable(slow.lastError().message));
        resumed = 0;
        QCOMPARE(finish(slow.upload(local, up, this), nullptr, 300000, &resumed), QString());
        qInfo("upload continued from %lld bytes", resumed);
        QVERIFY(resumed > 0);
        QVERIFY(run(QStringLiteral("sha256sum '%1'").arg(up)).standardOutput.startsWith(remoteSum));
        QVERIFY(!wait(m_connection->stat(up + QStringLiteral(".slipway-part"))).exists);
    }

    // A large file the user may not read: `cat` says why, in the error.
    void unreadableLargeFileIsAPlainError()
    {
        const QString remote = m_remoteDir + QStringLiteral("/locked.bin");
        QVERIFY(run(QStringLiteral("head -c %1 /dev/zero > '%2' && chmod 000 '%2'")
                        .arg(8 << 20)
                        .arg(remote))
                    .succeeded());
        const QString local = m_dir.filePath(QStringLiteral("locked.bin"));
        const QString error = finish(m_connection->download(remote, local, this));
        QVERIFY2(error.contains(QLatin1String("Permission denied")), qPrintable(error));
        QVERIFY(!QFile::exists(local));
        QVERIFY(!QFile::exists(local + QStringLiteral(".slipway-part")));
        run(QStringLiteral("chmod 600 '%1'").arg(remote));
    }

    // A large upload the far side refuses at once (a folder it may not write, a full disk): the
    // script exits and the channel closes while Slipway still writes. The error is the far
    // side's own words every time, never a lost link. Several rounds, because which side
    // notices first is a race.
    void refusedLargeUploadSaysWhy_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("why");
        QTest::newRow("read-only folder")
            << QStringLiteral("ro") << QStringLiteral("Permission denied");
        QTest::newRow("full disk") << QStringLiteral("small") << QStringLiteral("No space left");
    }

    void refusedLargeUploadSaysWhy()
    {
        QFETCH(QString, folder);
        QFETCH(QString, why);
        QString remoteFolder;
        if (folder == QLatin1String("ro")) {
            remoteFolder = m_remoteDir + QStringLiteral("/ro");
            QVERIFY(run(QStringLiteral("mkdir -p '%1' && chmod 555 '%1'").arg(remoteFolder))
                        .succeeded());
        } else {
            remoteFolder = m_env.value(QStringLiteral("SLIPWAY_TEST_SMALL_DISK"));
            if (remoteFolder.isEmpty()) {
                QSKIP("the test cluster has no small disk: run tests/cluster/up");
            }
        }
        const QString local = m_dir.filePath(QStringLiteral("refused.bin"));
        {
            QFile file(local);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(24LL << 20));
        }
        for (int round = 0; round < 6; ++round) {
            const QString remote = remoteFolder + QStringLiteral("/refused-%1.bin").arg(round);
            const QString error = finish(m_connection->upload(local, remote, this));
            QVERIFY2(error.contains(why) && !error.contains(QLatin1String("closed")),
                     qPrintable(QStringLiteral("round %1: %2").arg(round).arg(error)));
            const CommandResult ls =
                run(QStringLiteral("ls -A '%1' | grep refused || true").arg(remoteFolder));
            QVERIFY2(ls.standardOutput.trimmed().isEmpty(), ls.standardOutput.constData());
        }
    }

    void missingLocalFileIsAPlainError()
    {
        const QString error =
            finish(m_connection->upload(m_dir.filePath(QStringLiteral("does-not-exist")),
                                        m_remoteDir + QStringLiteral("/x"), this));
        QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));
    }

    // Connections still opening (their channel's open not yet answered over the 50 ms link)
    // when the tunnel closes: the connection's other channels stay unharmed, and nothing stays
    // open on the cluster for them.
    void tunnelClosedWhileConnectionsOpen()
    {
        SshStream *server = nullptr;
        const int port = startHttpServer(&server);
        QVERIFY(port > 0);
        auto stopServer = qScopeGuard([server] { server->close(); });
        SshConnection slow(slowTarget(), nullptr);
        QFuture<CommandResult> first = slow.run({QStringLiteral("true"), {}, 30000});
        QVERIFY(QTest::qWaitFor([&] { return first.isFinished(); }, 30000));
        QVERIFY(first.result().succeeded());
        for (int round = 0; round < 5; ++round) {
            SshTunnel *tunnel = slow.openTunnel(QStringLiteral("127.0.0.1"), port, 0, &slow);
            QVERIFY(QTest::qWaitFor([&] { return tunnel->isListening(); }, 20000));
            QSignalSpy accepted(tunnel, &SshTunnel::connectionsChanged);
            QSignalSpy closed(tunnel, &SshTunnel::closed);
            std::vector<std::unique_ptr<QTcpSocket>> sockets;
            for (int i = 0; i < 8; ++i) {
                sockets.push_back(std::make_unique<QTcpSocket>());
                sockets.back()->connectToHost(QHostAddress::LocalHost,
                                              static_cast<quint16>(tunnel->localPort()));
            }
            QVERIFY(QTest::qWaitFor(
                [&] { return !accepted.isEmpty() && accepted.last().first().toInt() == 8; },
                10000));
            tunnel->close(); // well within the link's 50 ms round trip
            QVERIFY(closed.count() > 0 || closed.wait(10000));
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return std::all_of(sockets.begin(), sockets.end(), [](const auto &s) {
                        return s->state() == QAbstractSocket::UnconnectedState;
                    });
                },
                10000));
        }
        // The same connection still runs commands (its shell channel was not closed in the
        // tunnel's place)...
        QFuture<CommandResult> echo = slow.run({QStringLiteral("echo still-here"), {}, 30000});
        QVERIFY(QTest::qWaitFor([&] { return echo.isFinished(); }, 30000));
        QCOMPARE(echo.result().standardOutput.trimmed(), QByteArray("still-here"));
        // ...and once the server has answered every open, no forwarded connection stays on the
        // cluster (a channel forgotten while opening would keep one there for good).
        const QString established =
            QStringLiteral("ss -Htn state established '( dport = :%1 )' | wc -l").arg(port);
        QVERIFY(QTest::qWaitFor([&] { return run(established).standardOutput.trimmed() == "0"; },
                                10000));
    }

    void tunnelWithConcurrentHttpRequests()
    {
        QVERIFY(run(QStringLiteral("head -c 300000 /dev/urandom > '%1/page.bin'").arg(m_remoteDir))
                    .succeeded());
        SshStream *server = nullptr;
        const int port = startHttpServer(&server);
        QVERIFY(port > 0);
        auto stopServer = qScopeGuard([server] { server->close(); });
        const CommandResult remoteSum =
            run(QStringLiteral("sha256sum '%1/page.bin'").arg(m_remoteDir));
        const QByteArray expected = remoteSum.standardOutput.left(64);

        SshTunnel *tunnel = m_connection->openTunnel(QStringLiteral("127.0.0.1"), port, 0, this);
        QVERIFY(QTest::qWaitFor([&] { return tunnel->isListening(); }, 20000));
        QVERIFY(tunnel->localPort() > 0);

        constexpr int kClients = 20;
        std::vector<std::unique_ptr<QTcpSocket>> sockets;
        std::vector<QByteArray> replies(kClients);
        std::vector<bool> closed(kClients, false);
        for (int i = 0; i < kClients; ++i) {
            auto socket = std::make_unique<QTcpSocket>();
            QTcpSocket *s = socket.get();
            connect(s, &QTcpSocket::connected, this,
                    [s] { s->write("GET /page.bin HTTP/1.0\r\nHost: localhost\r\n\r\n"); });
            connect(s, &QTcpSocket::readyRead, this,
                    [s, &replies, i] { replies[i] += s->readAll(); });
            connect(s, &QTcpSocket::disconnected, this, [&closed, i] { closed[i] = true; });
            s->connectToHost(QHostAddress::LocalHost, static_cast<quint16>(tunnel->localPort()));
            sockets.push_back(std::move(socket));
        }
        QVERIFY(QTest::qWaitFor(
            [&] { return std::all_of(closed.begin(), closed.end(), [](bool c) { return c; }); },
            60000));
        for (int i = 0; i < kClients; ++i) {
            const qsizetype bodyStart = replies[i].indexOf("\r\n\r\n");
            QVERIFY2(replies[i].startsWith("HTTP/1.0 200"), replies[i].left(100).constData());
            const QByteArray body = replies[i].mid(bodyStart + 4);
            QCOMPARE(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex(), expected);
        }

        // A port nothing listens on: that one connection fails, the tunnel stays.
        QSignalSpy goodFailures(tunnel, &SshTunnel::connectionFailed);
        SshTunnel *dead = m_connection->openTunnel(QStringLiteral("127.0.0.1"), 1, 0, this);
        auto closeDead = qScopeGuard([dead] { dead->close(); });
        QVERIFY(QTest::qWaitFor([&] { return dead->isListening(); }, 20000));
        QSignalSpy deadFailures(dead, &SshTunnel::connectionFailed);
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(dead->localPort()));
        QVERIFY(deadFailures.wait(20000));
        const QString deadFailure = deadFailures.first().first().toString();
        QVERIFY2(deadFailure.contains(QLatin1String("could not reach")), qPrintable(deadFailure));
        QVERIFY(dead->isListening());
        QCOMPARE(goodFailures.count(), 0);

        // close() returns at once; the port is closed in the connection's thread, and
        // closed() says when that has happened.
        QSignalSpy tunnelClosed(tunnel, &SshTunnel::closed);
        tunnel->close();
        QVERIFY(!tunnel->isListening());
        QVERIFY(tunnelClosed.count() > 0 || tunnelClosed.wait(20000));
        // Nothing accepts on the port any more: the connection is refused. (Rarely the kernel
        // picks the same ephemeral port as the source and the socket connects to itself; that
        // is no listener either.)
        QTcpSocket after;
        after.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(tunnel->localPort()));
        const bool refused = QTest::qWaitFor(
            [&] {
                return after.state() == QAbstractSocket::UnconnectedState ||
                       (after.state() == QAbstractSocket::ConnectedState &&
                        after.localPort() == after.peerPort());
            },
            5000);
        QVERIFY2(refused, qPrintable(QStringLiteral("state %1, from port %2 to port %3")
                                         .arg(after.state())
                                         .arg(after.localPort())
                                         .arg(after.peerPort())));
    }
};

QTEST_GUILESS_MAIN(TstSshTransfer)
#include "tst_sshtransfer.moc"
