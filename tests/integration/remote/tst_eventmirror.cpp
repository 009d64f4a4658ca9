// EventMirror and `slipwayctl events HOST:path` against the test cluster: event files are
// written on the cluster side over SSH, mirrored into a local cache, and read with the local
// reader. Counts bytes to prove only new bytes travel. Both ways of fetching are tested (the
// framed stream of python3 on the login node, and the SFTP fallback), on loopback and over the
// test cluster's slow link (50 ms round trip), whose connections are cut in the middle of a
// fetch.

#include "../ssh/clusterenv.h"

#include "common/shellquote.h"
#include "events/eventfilewriter.h"
#include "events/logdirreader.h"
#include "remote/eventhelper.h"
#include "remote/eventmirror.h"
#include "remote/remoteeventsync.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace slipway;
using namespace slipway::remote;
using namespace slipway::ssh;

namespace {

template<typename T>
T wait(QFuture<T> future, int timeoutMs = 120000)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, timeoutMs)) {
        return T{};
    }
    return future.result();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Every (run, tag) with its point count and first/last step: what two readers must agree on.
QStringList digest(events::LogDirReader &reader)
{
    QStringList lines;
    for (const auto &run : reader.runs()) {
        for (const auto &tag : run->tags()) {
            const auto &s = tag->series;
            lines << QStringLiteral("%1|%2|%3|%4|%5")
                         .arg(run->name(), tag->name)
                         .arg(s.size())
                         .arg(s.isEmpty() ? -1 : s.step(0))
                         .arg(s.isEmpty() ? -1 : s.step(s.size() - 1));
        }
    }
    return lines;
}

} // namespace

class TstEventMirror : public QObject
{
    Q_OBJECT

private:
    QMap<QString, QString> m_env;
    QTemporaryDir m_local; // local twins of what is written on the cluster, and the cache
    std::unique_ptr<SshConnection> m_connection;
    QString m_remoteDir;

    CommandResult run(const QString &command, const QByteArray &input = QByteArray())
    {
        return wait(m_connection->run({command, input, 0}), 300000);
    }

    // Writes an event file with `points` scalars per tag locally under `localRun`, and the same
    // bytes on the cluster under `remoteRun`; returns the file's bytes.
    QByteArray writeRun(const QString &localRun, const QString &remoteRun, int points,
                        int firstStep = 0)
    {
        events::EventFileWriter writer(localRun);
        if (!writer.open()) {
            return QByteArray();
        }
        for (int i = 0; i < points; ++i) {
            writer.addScalar(QStringLiteral("loss"), 1.0 / (i + 1), firstStep + i, 1.7e9 + i);
            writer.addScalar(QStringLiteral("acc"), i / double(points), firstStep + i, 1.7e9 + i);
        }
        writer.close();
        const QByteArray bytes = readAll(writer.filePath());
        const QString remoteFile =
            remoteRun + QLatin1Char('/') + QFileInfo(writer.filePath()).fileName();
        const CommandResult put = run(QStringLiteral("mkdir -p -- %1 && cat > %2")
                                          .arg(shellQuote(remoteRun), shellQuote(remoteFile)),
                                      bytes);
        return put.succeeded() ? bytes : QByteArray();
    }

    EventMirror::Result sync(EventMirror &mirror, int timeoutMs = 300000)
    {
        QSignalSpy finished(&mirror, &EventMirror::finished);
        mirror.sync();
        if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, timeoutMs)) {
            EventMirror::Result r;
            r.error = QStringLiteral("test: the sync did not finish");
            return r;
        }
        return finished.first().first().value<EventMirror::Result>();
    }

    QString cacheRoot() const { return m_local.filePath(QStringLiteral("cache")); }

    std::unique_ptr<SshConnection> connectTo(const QString &aliasVariable)
    {
        QString error;
        std::optional<SshTarget> t =
            SshTarget::resolve(m_env.value(aliasVariable),
                               m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        if (!t) {
            qWarning("%s", qPrintable(error));
            return nullptr;
        }
        return std::make_unique<SshConnection>(*t, nullptr);
    }

    // SHA-256 of the remote file (sha256sum on the login node) and of the local copy.
    bool sameOnBothSides(const QString &remoteFile, const QString &localFile)
    {
        const CommandResult sum = run(QStringLiteral("sha256sum < %1").arg(shellQuote(remoteFile)));
        const QByteArray local =
            QCryptographicHash::hash(readAll(localFile), QCryptographicHash::Sha256).toHex();
        if (!sum.succeeded() || sum.standardOutput.left(64) != local) {
            qWarning("%s: remote %s, local %s", qPrintable(localFile),
                     sum.standardOutput.left(64).constData(), local.constData());
            return false;
        }
        return true;
    }

    // Cuts every connection through the slow link (as a dropped network would).
    bool cutSlowLink()
    {
        const QString pid =
            QString::fromLatin1(readAll(m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_PIDFILE"))))
                .trimmed();
        return !pid.isEmpty() &&
               QProcess::execute(QStringLiteral("kill"), {QStringLiteral("-USR1"), pid}) == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_env = test::clusterEnv();
        REQUIRE_CLUSTER(m_env);
        QVERIFY(m_local.isValid());
        QString error;
        std::optional<SshTarget> t =
            SshTarget::resolve(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                               m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        QVERIFY2(t, qPrintable(error));
        m_connection = std::make_unique<SshConnection>(*t, nullptr);
        const CommandResult dir = run(QStringLiteral("mktemp -d ~/slipway-mirror.XXXXXX"));
        QVERIFY2(dir.succeeded(), qPrintable(dir.error + QString::fromUtf8(dir.standardError)));
        m_remoteDir = QString::fromUtf8(dir.standardOutput.trimmed());
        QVERIFY2(!m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS")).isEmpty(),
                 "the test cluster has no slow link: run tests/cluster/up");
    }

    void cleanupTestCase()
    {
        if (m_connection && !m_remoteDir.isEmpty()) {
            run(QStringLiteral("rm -rf -- %1").arg(shellQuote(m_remoteDir)));
        }
    }

    void mirrorsThenFetchesOnlyNewBytes_data()
    {
        QTest::addColumn<bool>("sftp");
        QTest::addColumn<bool>("slow");
        QTest::newRow("stream") << false << false;
        QTest::newRow("sftp") << true << false;
        QTest::newRow("stream over the slow link") << false << true;
    }

    void mirrorsThenFetchesOnlyNewBytes()
    {
        QFETCH(bool, sftp);
        QFETCH(bool, slow);
        std::unique_ptr<SshConnection> slowConnection;
        SshConnection *connection = m_connection.get();
        if (slow) {
            slowConnection = connectTo(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"));
            QVERIFY(slowConnection);
            connection = slowConnection.get();
        }
        // A hostile folder name: quotes, $(), spaces, a newline-free but shell-special mix.
        const QString hostile = QStringLiteral("logs 'q' $(touch PWNED) `id` ;x ü ") +
                                QString::number(sftp) + QString::number(slow);
        const QString remoteLogs = m_remoteDir + QLatin1Char('/') + hostile;
        const QString localLogs = m_local.filePath(QStringLiteral("twin-") + QString::number(sftp) +
                                                   QString::number(slow));
        const QStringList runs{QStringLiteral("alpha"), QStringLiteral("beta/seed 1"),
                               QStringLiteral("beta/seed 2")};
        qint64 total = 0;
        QMap<QString, QByteArray> written;
        for (int i = 0; i < runs.size(); ++i) {
            const QByteArray bytes =
                writeRun(localLogs + QLatin1Char('/') + runs.at(i),
                         remoteLogs + QLatin1Char('/') + runs.at(i), 200 + 50 * i);
            QVERIFY(!bytes.isEmpty());
            total += bytes.size();
            written.insert(runs.at(i), bytes);
        }

        EventMirror mirror(connection, remoteLogs, cacheRoot());
        mirror.setUseSftp(sftp);
        const EventMirror::Result first = sync(mirror);
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(first.method, sftp ? QStringLiteral("sftp") : QStringLiteral("stream"));
        QCOMPARE(first.remoteFiles, 3);
        QCOMPARE(first.fetchedFiles, 3);
        QCOMPARE(first.bytesFetched, total);
        if (sftp) {
            QCOMPARE(first.bytesTransferred, total);
        } else {
            QCOMPARE(first.fetchCommands, 1);
            QCOMPARE(first.readRequests, 0);
            QVERIFY(first.bytesTransferred > 0);
        }
        for (const QString &r : runs) {
            const CommandResult ls =
                run(QStringLiteral("ls -- %1").arg(shellQuote(remoteLogs + QLatin1Char('/') + r)));
            const QString name = QString::fromUtf8(ls.standardOutput.trimmed());
            QVERIFY(sameOnBothSides(remoteLogs + QLatin1Char('/') + r + QLatin1Char('/') + name,
                                    mirror.cacheDir() + QLatin1Char('/') + r + QLatin1Char('/') +
                                        name));
        }
        QCOMPARE(first.replacedFiles, 0);
        QCOMPARE(first.localPath, mirror.cacheDir());
        QVERIFY(first.remoteFolder.endsWith(hostile));
        // Nothing ran from the folder name: no file called PWNED appeared anywhere near.
        const CommandResult pwned = run(
            QStringLiteral("test ! -e %1/PWNED && test ! -e ~/PWNED").arg(shellQuote(m_remoteDir)));
        QVERIFY(pwned.succeeded());

        events::LogDirReader local(localLogs);
        QVERIFY(local.update().ok);
        events::LogDirReader cached(mirror.cacheDir());
        QVERIFY(cached.update().ok);
        QCOMPARE(cached.runs().size(), size_t(3));
        QCOMPARE(digest(cached), digest(local));
        QVERIFY(digest(local).size() == 6);

        // Again: nothing new, nothing read (the stream: one command, the listing only).
        QElapsedTimer clock;
        clock.start();
        const EventMirror::Result second = sync(mirror);
        const qint64 secondMs = clock.elapsed();
        QVERIFY2(second.ok, qPrintable(second.error));
        QCOMPARE(second.bytesFetched, 0);
        QCOMPARE(second.readRequests, 0);
        if (sftp) {
            QCOMPARE(second.bytesTransferred, 0);
        } else {
            QCOMPARE(second.fetchCommands, 1);
            QVERIFY(second.bytesTransferred < 1024);
        }
        if (slow) {
            const int rtt = 2 * m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_DELAY_MS")).toInt();
            qInfo("re-read with nothing new over the slow link (%d ms round trip): %lld ms, %.1f "
                  "round trips",
                  rtt, secondMs, double(secondMs) / qMax(rtt, 1));
        }

        // A new mirror object on the same cache (an app restarted) downloads nothing either.
        EventMirror reopened(connection, remoteLogs, cacheRoot());
        reopened.setUseSftp(sftp);
        QCOMPARE(reopened.cacheDir(), mirror.cacheDir());
        const EventMirror::Result third = sync(reopened);
        QVERIFY2(third.ok, qPrintable(third.error));
        QCOMPARE(third.bytesFetched, 0);
        QCOMPARE(third.readRequests, 0);

        // The file grows on the cluster: exactly the appended bytes are fetched (plus the
        // last 4 KiB already held, to check they did not change).
        const QString alphaDir = remoteLogs + QStringLiteral("/alpha");
        const CommandResult name = run(QStringLiteral("cd -- %1 && ls").arg(shellQuote(alphaDir)));
        QVERIFY(name.succeeded());
        const QString alphaFile =
            alphaDir + QLatin1Char('/') + QString::fromUtf8(name.standardOutput.trimmed());
        QByteArray more;
        {
            QTemporaryDir extra;
            events::EventFileWriter writer(extra.path());
            QVERIFY(writer.open());
            for (int i = 0; i < 100; ++i) {
                writer.addScalar(QStringLiteral("loss"), 0.001 * i, 200 + i, 1.8e9 + i);
            }
            writer.close();
            // A whole second file's records (its file_version record included) appended.
            more = readAll(writer.filePath());
        }
        QVERIFY(run(QStringLiteral("cat >> %1").arg(shellQuote(alphaFile)), more).succeeded());
        const EventMirror::Result grown = sync(mirror);
        QVERIFY2(grown.ok, qPrintable(grown.error));
        QCOMPARE(grown.bytesFetched, more.size());
        if (sftp) {
            QCOMPARE(grown.bytesTransferred, more.size() + 4096);
            QCOMPARE(grown.readRequests, 1);
        } else {
            QVERIFY(grown.bytesTransferred < more.size() + 1024);
            QCOMPARE(grown.fetchCommands, 1);
        }
        QCOMPARE(grown.fetchedFiles, 1);
        QCOMPARE(grown.replacedFiles, 0);
        const QString cachedAlpha =
            mirror.cacheDir() + QStringLiteral("/alpha/") + QFileInfo(alphaFile).fileName();
        QCOMPARE(readAll(cachedAlpha), written.value(QStringLiteral("alpha")) + more);
        QVERIFY(sameOnBothSides(alphaFile, cachedAlpha));
        // The same reader object reads only the new bytes and sees 100 more loss points.
        const auto update = cached.update();
        QVERIFY(update.ok);
        QCOMPARE(update.newBytes, more.size());

        // Truncated on the cluster (shorter than the copy): fetched again from the start, and
        // the result says the reader must start over.
        QVERIFY(
            run(QStringLiteral("truncate -s 1000 -- %1").arg(shellQuote(alphaFile))).succeeded());
        const EventMirror::Result truncated = sync(mirror);
        QVERIFY2(truncated.ok, qPrintable(truncated.error));
        QCOMPARE(truncated.replacedFiles, 1);
        QCOMPARE(truncated.bytesFetched, 1000);
        QCOMPARE(readAll(cachedAlpha), written.value(QStringLiteral("alpha")).left(1000));

        // Rewritten in place with different bytes and a larger size (same inode): the overlap
        // check notices and the file is fetched again whole.
        QByteArray other = written.value(QStringLiteral("beta/seed 2"));
        QVERIFY(other.size() > 1000);
        QVERIFY(run(QStringLiteral("cat > %1").arg(shellQuote(alphaFile)), other).succeeded());
        const EventMirror::Result rewritten = sync(mirror);
        QVERIFY2(rewritten.ok, qPrintable(rewritten.error));
        QCOMPARE(rewritten.replacedFiles, 1);
        QCOMPARE(rewritten.bytesFetched, other.size());
        QCOMPARE(readAll(cachedAlpha), other);

        // Replaced by a new file (another inode) of the same size: fetched again.
        QVERIFY(
            run(QStringLiteral("cp -- %1 %1.new && mv -f -- %1.new %1").arg(shellQuote(alphaFile)))
                .succeeded());
        const EventMirror::Result moved = sync(mirror);
        QVERIFY2(moved.ok, qPrintable(moved.error));
        QCOMPARE(moved.replacedFiles, 1);
        QCOMPARE(moved.bytesFetched, other.size());
        QVERIFY(sameOnBothSides(alphaFile, cachedAlpha));
        // No part of a file is left over once every file is complete.
        QVERIFY(QDir(mirror.cacheDir() + QStringLiteral(".part"))
                    .entryList(QDir::Files | QDir::NoDotAndDotDot)
                    .isEmpty());

        // Removed on the cluster: removed from the copy.
        QVERIFY(run(QStringLiteral("rm -rf -- %1")
                        .arg(shellQuote(remoteLogs + QStringLiteral("/beta/seed 1"))))
                    .succeeded());
        const EventMirror::Result removed = sync(mirror);
        QVERIFY2(removed.ok, qPrintable(removed.error));
        QCOMPARE(removed.removedFiles, 1);
        QCOMPARE(removed.remoteFiles, 2);
        events::LogDirReader after(mirror.cacheDir());
        QVERIFY(after.update().ok);
        QCOMPARE(after.runs().size(), size_t(2));
    }

    void smallChunksAndOneFile()
    {
        const QString remoteRun = m_remoteDir + QStringLiteral("/chunked");
        const QByteArray bytes =
            writeRun(m_local.filePath(QStringLiteral("chunked")), remoteRun, 3000);
        QVERIFY(bytes.size() > 100 * 1024);
        const CommandResult name = run(QStringLiteral("ls -- %1").arg(shellQuote(remoteRun)));
        const QString file =
            remoteRun + QLatin1Char('/') + QString::fromUtf8(name.standardOutput.trimmed());
        // One event file named directly; read in 16 KiB pieces.
        EventMirror mirror(m_connection.get(), file, cacheRoot());
        mirror.setUseSftp(true);
        mirror.setChunkSize(16 * 1024);
        const EventMirror::Result result = sync(mirror);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.remoteFiles, 1);
        QCOMPARE(result.bytesFetched, bytes.size());
        QCOMPARE(result.readRequests, int((bytes.size() + 16 * 1024 - 1) / (16 * 1024)));
        QVERIFY(result.localPath.endsWith(QFileInfo(file).fileName()));
        QCOMPARE(readAll(result.localPath), bytes);
        events::LogDirReader reader(result.localPath);
        QVERIFY(reader.update().ok);
        QCOMPARE(reader.runs().size(), size_t(1));

        // The stream with 16 KiB commands: each command goes on where the last one stopped.
        EventMirror streamed(m_connection.get(), file,
                             m_local.filePath(QStringLiteral("cache-chunked")));
        streamed.setBatchBytes(16 * 1024);
        const EventMirror::Result pieces = sync(streamed);
        QVERIFY2(pieces.ok, qPrintable(pieces.error));
        QCOMPARE(pieces.method, QStringLiteral("stream"));
        QCOMPARE(pieces.bytesFetched, bytes.size());
        QCOMPARE(pieces.fetchCommands, int((bytes.size() + 16 * 1024 - 1) / (16 * 1024)));
        QCOMPARE(readAll(pieces.localPath), bytes);
        QVERIFY(sameOnBothSides(file, pieces.localPath));
    }

    void withoutPythonFallsBackToSftp()
    {
        const QString remoteRun = m_remoteDir + QStringLiteral("/nopython");
        const QByteArray bytes =
            writeRun(m_local.filePath(QStringLiteral("nopython")), remoteRun, 300);
        QVERIFY(!bytes.isEmpty());
        EventMirror mirror(m_connection.get(), m_remoteDir + QStringLiteral("/nopython"),
                           cacheRoot());
        // An interpreter the login node does not have, as on a site without python3.
        mirror.setRemotePython(QStringLiteral("python3-not-on-this-cluster"));
        const EventMirror::Result result = sync(mirror);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.method, QStringLiteral("sftp"));
        QCOMPARE(result.bytesFetched, bytes.size());
        QCOMPARE(result.readRequests, 1);
        QVERIFY2(result.warnings.join(QLatin1Char('\n')).contains(QLatin1String("python3")),
                 qPrintable(result.warnings.join(QLatin1Char('\n'))));

        // An interpreter that is there but fails before listing anything (here `false`, as an
        // old or broken python3 would): the same fallback, saying so.
        EventMirror broken(m_connection.get(), m_remoteDir + QStringLiteral("/nopython"),
                           m_local.filePath(QStringLiteral("cache-broken-python")));
        broken.setRemotePython(QStringLiteral("false"));
        const EventMirror::Result fallback = sync(broken);
        QVERIFY2(fallback.ok, qPrintable(fallback.error));
        QCOMPARE(fallback.method, QStringLiteral("sftp"));
        QCOMPARE(fallback.bytesFetched, bytes.size());
        QVERIFY2(fallback.warnings.join(QLatin1Char('\n')).contains(QLatin1String("could not run")),
                 qPrintable(fallback.warnings.join(QLatin1Char('\n'))));
    }

    void missingFolderIsAClearError()
    {
        EventMirror mirror(m_connection.get(), m_remoteDir + QStringLiteral("/no such dir"),
                           cacheRoot());
        const EventMirror::Result result = sync(mirror);
        QVERIFY(!result.ok);
        QVERIFY2(result.error.startsWith(QStringLiteral("There is no folder or file ")),
                 qPrintable(result.error));
        QVERIFY(result.error.contains(QLatin1String("no such dir")));
        QVERIFY(result.missing); // not there (yet): a run that has not made its logdir
        // The same through the SFTP fallback's listing.
        EventMirror sftp(m_connection.get(), m_remoteDir + QStringLiteral("/no such dir"),
                         cacheRoot());
        sftp.setUseSftp(true);
        const EventMirror::Result viaSftp = sync(sftp);
        QVERIFY(!viaSftp.ok);
        QVERIFY(viaSftp.missing);
        // A folder that is there but cannot be opened is not "missing".
        QVERIFY(run(QStringLiteral("mkdir -p %1 && chmod 000 %1")
                        .arg(shellQuote(m_remoteDir + QStringLiteral("/locked"))))
                    .succeeded());
        EventMirror locked(m_connection.get(), m_remoteDir + QStringLiteral("/locked"),
                           cacheRoot());
        const EventMirror::Result lockedResult = sync(locked);
        run(QStringLiteral("chmod 700 %1")
                .arg(shellQuote(m_remoteDir + QStringLiteral("/locked"))));
        QVERIFY2(!lockedResult.ok, qPrintable(lockedResult.error));
        QVERIFY(!lockedResult.missing);
    }

    void thousandsOfRuns()
    {
        const QString remoteLogs = m_remoteDir + QStringLiteral("/many");
        const QByteArray bytes = writeRun(m_local.filePath(QStringLiteral("one")),
                                          remoteLogs + QStringLiteral("/r0"), 5);
        QVERIFY(!bytes.isEmpty());
        const CommandResult copy =
            run(QStringLiteral("cd -- %1 && f=$(ls r0) && for i in $(seq 1 1999); do mkdir r$i && "
                               "cp r0/\"$f\" r$i/; done")
                    .arg(shellQuote(remoteLogs)));
        QVERIFY2(copy.succeeded(), copy.standardError.constData());
        EventMirror mirror(m_connection.get(), remoteLogs, cacheRoot());
        const EventMirror::Result result = sync(mirror);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.remoteFiles, 2000);
        QCOMPARE(result.bytesFetched, 2000 * bytes.size());
        QCOMPARE(result.fetchCommands, 1); // one command for the listing and every byte
        QCOMPARE(result.readRequests, 0);
        events::LogDirReader reader(mirror.cacheDir());
        QVERIFY(reader.update().ok);
        QCOMPARE(reader.runs().size(), size_t(2000));
        const EventMirror::Result again = sync(mirror);
        QCOMPARE(again.fetchCommands, 1);
        QCOMPARE(again.bytesFetched, 0);
        QCOMPARE(again.readRequests, 0);
    }

    // A first sync of a large folder sends a small first command, so the first runs can be
    // shown while the rest comes: partFetched() says when, and RemoteEventSync reports newData()
    // then and again at the end.
    void firstRunsArriveBeforeTheRest()
    {
        const QString remoteLogs = m_remoteDir + QStringLiteral("/early");
        const QByteArray bytes = writeRun(m_local.filePath(QStringLiteral("early")),
                                          remoteLogs + QStringLiteral("/r0"), 330); // ~28 KB
        QVERIFY(!bytes.isEmpty());
        const CommandResult copy =
            run(QStringLiteral("cd -- %1 && f=$(ls r0) && for i in $(seq 1 39); do mkdir r$i && "
                               "cp r0/\"$f\" r$i/; done")
                    .arg(shellQuote(remoteLogs)));
        QVERIFY2(copy.succeeded(), copy.standardError.constData());

        EventMirror mirror(m_connection.get(), remoteLogs,
                           m_local.filePath(QStringLiteral("cache-early")));
        mirror.setFirstBatchBytes(200 * 1024);
        QStringList early; // the runs in the copy when partFetched() came
        int parts = 0;
        connect(&mirror, &EventMirror::partFetched, this, [&](const QString &localPath) {
            ++parts;
            QCOMPARE(localPath, mirror.cacheDir());
            events::LogDirReader reader(localPath);
            QVERIFY(reader.update().ok);
            for (const auto &r : reader.runs()) {
                early << r->name();
                QCOMPARE(r->stats().pendingBytes, 0); // whole files only
            }
        });
        const EventMirror::Result first = sync(mirror);
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(parts, 1);
        // The budget is reached within the file that crosses it: 200 KiB is 8 files of 28 KB.
        QCOMPARE(early.size(), int((200 * 1024 + bytes.size() - 1) / bytes.size()));
        QCOMPARE(first.fetchCommands, 2);
        QCOMPARE(first.remoteFiles, 40);
        QCOMPARE(first.bytesFetched, 40 * bytes.size());
        const QString name =
            QDir(m_local.filePath(QStringLiteral("early"))).entryList(QDir::Files).value(0);
        QVERIFY(sameOnBothSides(remoteLogs + QStringLiteral("/r39/") + name,
                                mirror.cacheDir() + QStringLiteral("/r39/") + name));
        // A copy that holds files: one command, nothing early.
        const EventMirror::Result again = sync(mirror);
        QVERIFY2(again.ok, qPrintable(again.error));
        QCOMPARE(again.fetchCommands, 1);
        QCOMPARE(parts, 1);

        // RemoteEventSync: newData() after the first part, and again when the sync ended.
        RemoteEventSync live(m_connection.get(), remoteLogs,
                             m_local.filePath(QStringLiteral("cache-early-live")));
        live.mirror()->setFirstBatchBytes(200 * 1024);
        QSignalSpy newData(&live, &RemoteEventSync::newData);
        QSignalSpy synced(&live, &RemoteEventSync::synced);
        live.start();
        QVERIFY(QTest::qWaitFor([&] { return synced.size() == 1; }, 120000));
        live.stop();
        QCOMPARE(newData.size(), 2);
        QCOMPARE(newData.at(0).at(0).toString(), live.cacheDir());
        QCOMPARE(newData.at(0).at(1).toBool(), false);
        QCOMPARE(newData.at(1).at(1).toBool(), false);
    }

    void droppedConnectionLeavesAGoodPrefix()
    {
        // 48 MiB of random bytes under an event-file name, read in 128 KiB pieces; the
        // connection's sshd is killed after the first piece arrived.
        const QString file = m_remoteDir + QStringLiteral("/big/events.out.tfevents.1.big");
        const CommandResult made =
            run(QStringLiteral("mkdir -p -- %1 && head -c 50331648 /dev/urandom > %2 && "
                               "sha256sum < %2")
                    .arg(shellQuote(QFileInfo(file).path()), shellQuote(file)));
        QVERIFY2(made.succeeded(), made.standardError.constData());
        const QByteArray remoteHash = made.standardOutput.left(64);

        QString error;
        std::optional<SshTarget> t =
            SshTarget::resolve(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                               m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        QVERIFY(t);
        SshConnection victim(*t, nullptr);
        const CommandResult pid = wait(victim.run({QStringLiteral("echo $PPID"), {}, 0}));
        QVERIFY(pid.succeeded());
        EventMirror mirror(&victim, QFileInfo(file).path(), cacheRoot());
        mirror.setUseSftp(true);
        mirror.setChunkSize(128 * 1024);
        bool killed = false;
        connect(&mirror, &EventMirror::progress, this, [&](qint64 done, qint64) {
            if (done > 0 && !killed) {
                killed = true;
                m_connection->run({QStringLiteral("kill -9 %1")
                                       .arg(QString::fromUtf8(pid.standardOutput.trimmed())),
                                   {},
                                   0});
            }
        });
        const EventMirror::Result broken = sync(mirror);
        QVERIFY(killed);
        QVERIFY2(!broken.ok, "the sync should have failed when the connection dropped");
        QVERIFY(!broken.error.isEmpty());
        const QString cached = mirror.cacheDir() + QStringLiteral("/events.out.tfevents.1.big");
        const QByteArray part = readAll(cached);
        QVERIFY(part.size() < 50331648);
        QCOMPARE(part.size() % (128 * 1024), 0); // whole pieces only
        QCOMPARE(part.size(), broken.bytesFetched);
        // What is there is exactly the start of the remote file.
        const CommandResult head =
            run(QStringLiteral("head -c %1 %2 | sha256sum").arg(part.size()).arg(shellQuote(file)));
        QCOMPARE(head.standardOutput.left(64),
                 QCryptographicHash::hash(part, QCryptographicHash::Sha256).toHex());

        // After the reconnect, the next sync fetches the rest only.
        QVERIFY(QTest::qWaitFor([&] { return victim.state() == SshState::Ready; }, 60000));
        const EventMirror::Result resumed = sync(mirror);
        QVERIFY2(resumed.ok, qPrintable(resumed.error));
        QCOMPARE(resumed.bytesFetched, 50331648 - part.size());
        QCOMPARE(resumed.replacedFiles, 0);
        QFile all(cached);
        QVERIFY(all.open(QIODevice::ReadOnly));
        QCryptographicHash hash(QCryptographicHash::Sha256);
        hash.addData(&all);
        QCOMPARE(hash.result().toHex(), remoteHash);
    }

    void cutSlowLinkResumesTheStream()
    {
        // 24 MiB of random bytes (nothing to compress) fetched over the slow link in commands of
        // 2 MiB; the link is cut once the first command's bytes are in.
        const QString file = m_remoteDir + QStringLiteral("/cut/run 1/events.out.tfevents.1.cut");
        const qint64 size = 24 * 1024 * 1024;
        const CommandResult made =
            run(QStringLiteral("mkdir -p -- %1 && head -c %3 /dev/urandom > %2")
                    .arg(shellQuote(QFileInfo(file).path()), shellQuote(file))
                    .arg(size));
        QVERIFY2(made.succeeded(), made.standardError.constData());
        std::unique_ptr<SshConnection> victim =
            connectTo(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"));
        QVERIFY(victim);
        const QString folder = m_remoteDir + QStringLiteral("/cut");
        EventMirror mirror(victim.get(), folder, cacheRoot());
        mirror.setBatchBytes(2 * 1024 * 1024);
        bool cut = false;
        connect(&mirror, &EventMirror::progress, this, [&](qint64 done, qint64) {
            if (done > 0 && !cut) {
                cut = cutSlowLink();
            }
        });
        const EventMirror::Result broken = sync(mirror);
        QVERIFY2(cut, "could not cut the slow link: run tests/cluster/up (its slow link)");
        QVERIFY2(!broken.ok, "the sync should have failed when the link was cut");
        QVERIFY(!broken.error.isEmpty());
        qInfo("cut after %lld of %lld bytes: %s", broken.bytesFetched, size,
              qPrintable(broken.error));
        // What arrived is whole commands, appended in place, and exactly the start of the
        // remote file.
        const QString cached =
            mirror.cacheDir() + QStringLiteral("/run 1/events.out.tfevents.1.cut");
        const QByteArray part = readAll(cached);
        QVERIFY(part.size() > 0);
        QVERIFY(part.size() < size);
        QCOMPARE(part.size() % (2 * 1024 * 1024), 0);
        QCOMPARE(part.size(), broken.bytesFetched);
        const CommandResult head =
            run(QStringLiteral("head -c %1 %2 | sha256sum").arg(part.size()).arg(shellQuote(file)));
        QCOMPARE(head.standardOutput.left(64),
                 QCryptographicHash::hash(part, QCryptographicHash::Sha256).toHex());

        // The connection comes back by itself; the next sync fetches the rest only.
        QVERIFY(QTest::qWaitFor([&] { return victim->state() == SshState::Ready; }, 60000));
        const EventMirror::Result resumed = sync(mirror);
        QVERIFY2(resumed.ok, qPrintable(resumed.error));
        QCOMPARE(resumed.bytesFetched, size - part.size());
        QCOMPARE(resumed.replacedFiles, 0);
        QVERIFY(sameOnBothSides(file, cached));
        QVERIFY(!QFileInfo::exists(mirror.cacheDir() +
                                   QStringLiteral(".part/run 1/events.out.tfevents.1.cut")));
    }

    void mainThreadStaysResponsive()
    {
        // Mirrors many runs over the slow link while a 5 ms timer on this (the GUI's) thread
        // measures how late it fires: the longest stall of the thread while mirroring.
        const int runs = qEnvironmentVariableIntValue("SLIPWAY_TEST_STALL_RUNS") > 0
                             ? qEnvironmentVariableIntValue("SLIPWAY_TEST_STALL_RUNS")
                             : 2000;
        const QString remoteLogs = m_remoteDir + QStringLiteral("/stall");
        const QByteArray bytes = writeRun(m_local.filePath(QStringLiteral("stall")),
                                          remoteLogs + QStringLiteral("/r0"), 330); // ~28 KB
        QVERIFY(!bytes.isEmpty());
        const CommandResult copy =
            run(QStringLiteral("cd -- %1 && f=$(ls r0) && for i in $(seq 1 %2); do mkdir r$i && "
                               "cp r0/\"$f\" r$i/; done")
                    .arg(shellQuote(remoteLogs))
                    .arg(runs - 1));
        QVERIFY2(copy.succeeded(), copy.standardError.constData());
        std::unique_ptr<SshConnection> slow = connectTo(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"));
        QVERIFY(slow);
        EventMirror mirror(slow.get(), remoteLogs, m_local.filePath(QStringLiteral("cache-stall")));
        QElapsedTimer since;
        qint64 worst = 0;
        QTimer tick;
        tick.setInterval(5);
        connect(&tick, &QTimer::timeout, this, [&] { worst = qMax(worst, since.restart() - 5); });
        since.start();
        tick.start();
        // A plain event loop (QTest::qWaitFor sleeps 10 ms between its checks).
        auto syncInLoop = [&mirror]() {
            EventMirror::Result result;
            QEventLoop loop;
            QObject::connect(&mirror, &EventMirror::finished, &loop,
                             [&](const EventMirror::Result &r) {
                                 result = r;
                                 loop.quit();
                             });
            QTimer::singleShot(600000, &loop, &QEventLoop::quit);
            mirror.sync();
            loop.exec();
            return result;
        };
        QElapsedTimer clock;
        clock.start();
        const EventMirror::Result first = syncInLoop();
        const qint64 firstMs = clock.elapsed();
        clock.restart();
        const EventMirror::Result second = syncInLoop();
        const qint64 secondMs = clock.elapsed();
        tick.stop();
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(first.remoteFiles, runs);
        QCOMPARE(first.bytesFetched, qint64(runs) * bytes.size());
        QVERIFY2(second.ok, qPrintable(second.error));
        qInfo("mirroring %d runs (%lld bytes) over the slow link: first sync %lld ms, second "
              "%lld ms; longest stall of the main thread: %lld ms (goal: under 50 ms)",
              runs, first.bytesFetched, firstMs, secondMs, worst);
    }

    // The fetch program kept running on the login node between syncs (EventHelper), over the
    // slow link: a re-read is one exchange on its open channel, new bytes of hostile names
    // arrive exact, and when the process is killed the next sync runs the one-shot command and
    // the helper starts again.
    void helperKeepsRunningBetweenSyncs()
    {
        std::unique_ptr<SshConnection> slow = connectTo(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"));
        QVERIFY(slow);
        const QString remoteLogs =
            m_remoteDir + QStringLiteral("/helper 'q' $(touch PWNED) `id`\n;x");
        const QStringList runs{QStringLiteral("run \"a\" 'b'\nc $(id)"), QStringLiteral("plain")};
        QMap<QString, QString> files; // run -> remote event file
        for (const QString &r : runs) {
            const QString remoteRun = remoteLogs + QLatin1Char('/') + r;
            QVERIFY(!writeRun(m_local.filePath(QStringLiteral("helper/") +
                                               QString::number(files.size())),
                              remoteRun, 50)
                         .isEmpty());
            const CommandResult name =
                run(QStringLiteral("cd -- %1 && printf %s *tfevents*").arg(shellQuote(remoteRun)));
            QVERIFY(name.succeeded());
            files.insert(r, remoteRun + QLatin1Char('/') + QString::fromUtf8(name.standardOutput));
        }

        EventMirror mirror(slow.get(), remoteLogs, cacheRoot());
        mirror.setUseHelper(true);
        EventMirror::Result result = sync(mirror);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.helperCommands, 0); // the first sync starts it for the next ones
        QCOMPARE(result.fetchedFiles, 2);
        EventHelper *helper = EventHelper::of(slow.get(), QStringLiteral("python3"));
        QVERIFY(helper);
        QVERIFY2(QTest::qWaitFor([&] { return helper->isReady(); }, 60000),
                 qPrintable(helper->lastError()));
        const qint64 firstPid = helper->processId();
        QVERIFY(firstPid > 0);

        const int rtt = 2 * m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_DELAY_MS")).toInt();
        QList<qint64> times;
        for (int i = 0; i < 3; ++i) {
            QElapsedTimer clock;
            clock.start();
            result = sync(mirror);
            times << clock.elapsed();
            QVERIFY2(result.ok, qPrintable(result.error));
            QCOMPARE(result.fetchCommands, 1);
            QCOMPARE(result.helperCommands, 1);
            QCOMPARE(result.bytesFetched, 0);
        }
        std::sort(times.begin(), times.end());
        qInfo("re-read with nothing new through the helper over the slow link (%d ms round "
              "trip): %lld ms median, %.1f round trips",
              rtt, times.at(1), double(times.at(1)) / qMax(rtt, 1));

        // New bytes in the hostile-named run, a new run, a run removed: all through the helper.
        const QString hostileFile = files.value(runs.at(0));
        const QByteArray more(7000, 'x');
        QVERIFY(run(QStringLiteral("cat >> %1").arg(shellQuote(hostileFile)), more).succeeded());
        QVERIFY(run(QStringLiteral("rm -rf -- %1")
                        .arg(shellQuote(remoteLogs + QStringLiteral("/plain"))))
                    .succeeded());
        const QString third = QStringLiteral("third\n'run'");
        QVERIFY(!writeRun(m_local.filePath(QStringLiteral("helper/third")),
                          remoteLogs + QLatin1Char('/') + third, 20)
                     .isEmpty());
        result = sync(mirror);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.helperCommands, 1);
        QCOMPARE(result.removedFiles, 1);
        QCOMPARE(result.fetchedFiles, 2);
        const QString hostileLocal = mirror.cacheDir() + QLatin1Char('/') + runs.at(0) +
                                     QLatin1Char('/') + QFileInfo(hostileFile).fileName();
        QVERIFY(sameOnBothSides(hostileFile, hostileLocal));
        QVERIFY(run(QStringLiteral("test ! -e %1/PWNED && test ! -e ~/PWNED")
                        .arg(shellQuote(m_remoteDir)))
                    .succeeded());

        // The process dies (killed on the cluster): the next sync gets the one-shot command,
        // the helper starts again after it, and the one after goes through it.
        QVERIFY(run(QStringLiteral("kill -9 %1").arg(firstPid)).succeeded());
        QVERIFY(run(QStringLiteral("cat >> %1").arg(shellQuote(hostileFile)), more).succeeded());
        result = sync(mirror);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.helperCommands, 0);
        QCOMPARE(result.bytesFetched, more.size());
        QVERIFY(sameOnBothSides(hostileFile, hostileLocal));
        QVERIFY2(QTest::qWaitFor([&] { return helper->isReady(); }, 60000),
                 qPrintable(helper->lastError()));
        QVERIFY(helper->processId() != firstPid);
        result = sync(mirror);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.helperCommands, 1);
        QCOMPARE(result.bytesFetched, 0);
    }

    void liveSyncReportsNewData()
    {
        const QString remoteLogs = m_remoteDir + QStringLiteral("/live");
        const QString remoteRun = remoteLogs + QStringLiteral("/run");
        const QByteArray bytes = writeRun(m_local.filePath(QStringLiteral("live")), remoteRun, 10);
        QVERIFY(!bytes.isEmpty());
        const CommandResult name = run(QStringLiteral("ls -- %1").arg(shellQuote(remoteRun)));
        const QString file =
            remoteRun + QLatin1Char('/') + QString::fromUtf8(name.standardOutput.trimmed());

        RemoteEventSync live(m_connection.get(), remoteLogs, cacheRoot());
        live.setInterval(200);
        QSignalSpy newData(&live, &RemoteEventSync::newData);
        QSignalSpy synced(&live, &RemoteEventSync::synced);
        live.start();
        QVERIFY(live.isRunning());
        QVERIFY(QTest::qWaitFor([&] { return newData.size() == 1; }, 60000));
        QCOMPARE(newData.at(0).at(0).toString(), live.cacheDir());
        QCOMPARE(newData.at(0).at(1).toBool(), false);
        events::LogDirReader reader(live.cacheDir());
        QVERIFY(reader.update().ok);
        QCOMPARE(reader.runs().front()->tags().front()->series.size(), 10);

        // Quiet syncs say nothing.
        QVERIFY(QTest::qWaitFor([&] { return synced.size() >= 4; }, 60000));
        QCOMPARE(newData.size(), 1);

        // The job writes more: one more newData, and the same reader reads only those bytes.
        QVERIFY(run(QStringLiteral("cat >> %1").arg(shellQuote(file)), bytes).succeeded());
        QVERIFY(QTest::qWaitFor([&] { return newData.size() == 2; }, 60000));
        QCOMPARE(newData.at(1).at(1).toBool(), false);
        const auto update = reader.update();
        QCOMPARE(update.newBytes, bytes.size());

        // The file is truncated on the cluster: newData asks for the folder to be reopened.
        QVERIFY(run(QStringLiteral("truncate -s 100 -- %1").arg(shellQuote(file))).succeeded());
        QVERIFY(QTest::qWaitFor([&] { return newData.size() == 3; }, 60000));
        QCOMPARE(newData.at(2).at(1).toBool(), true);

        live.stop();
        QVERIFY(!live.isRunning());
        const qsizetype after = synced.size();
        QTest::qWait(800);
        QVERIFY(synced.size() <= after + 1); // at most the sync that was running
    }

    void cliSummaryMatchesTheLocalCopy()
    {
        const QString remoteLogs = m_remoteDir + QStringLiteral("/cli logs");
        const QString localLogs = m_local.filePath(QStringLiteral("cli"));
        QVERIFY(!writeRun(localLogs + QStringLiteral("/a"), remoteLogs + QStringLiteral("/a"), 120)
                     .isEmpty());
        QVERIFY(
            !writeRun(localLogs + QStringLiteral("/b"), remoteLogs + QStringLiteral("/b"), 80, 5)
                 .isEmpty());
        const QString ctl = QStringLiteral(SLIPWAY_BINARY_DIR "/bin/slipwayctl");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_local.filePath(QStringLiteral("xdg")));
        auto summary = [&](const QStringList &args, QByteArray *err) -> QByteArray {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(ctl, args);
            if (!p.waitForFinished(120000) || p.exitCode() != 0) {
                *err = p.readAllStandardError();
                return QByteArray("failed: ") + *err;
            }
            *err = p.readAllStandardError();
            const QByteArray out = p.readAllStandardOutput();
            return out.mid(out.indexOf('\n')); // the first line names the path
        };
        QByteArray err;
        const QByteArray local =
            summary({QStringLiteral("events"), QStringLiteral("summary"), localLogs}, &err);
        const QStringList remoteArgs{
            QStringLiteral("events"), QStringLiteral("summary"), QStringLiteral("-F"),
            m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
            m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")) + QLatin1Char(':') + remoteLogs};
        const QByteArray remote = summary(remoteArgs, &err);
        QVERIFY2(local.contains("run a: 1 file(s)"), local.constData());
        QCOMPARE(remote, local);
        QVERIFY2(err.contains("fetched "), err.constData());
        QVERIFY2(!err.contains("fetched 0 byte(s)"), err.constData());
        // The second time nothing is fetched and the answer is the same.
        const QByteArray again = summary(remoteArgs, &err);
        QCOMPARE(again, local);
        QVERIFY2(err.contains("fetched 0 byte(s) of 0 file(s) in 1 fetch command(s)"),
                 err.constData());

        // export gives the same CSV (every point, run names included); plot draws from it.
        auto output = [&](const QStringList &args) -> QByteArray {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(ctl, args);
            if (!p.waitForFinished(120000) || p.exitCode() != 0) {
                return QByteArray("failed: ") + p.readAllStandardError();
            }
            return p.readAllStandardOutput();
        };
        const QByteArray localCsv =
            output({QStringLiteral("events"), QStringLiteral("export"), localLogs,
                    QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(localCsv.count('\n') == 1 + 2 * (120 + 80), localCsv.left(200).constData());
        const QByteArray remoteCsv =
            output({QStringLiteral("events"), QStringLiteral("export"), QStringLiteral("-F"),
                    remoteArgs.at(3), remoteArgs.at(4), QStringLiteral("--format"),
                    QStringLiteral("csv")});
        QCOMPARE(remoteCsv, localCsv);
        const QString png = m_local.filePath(QStringLiteral("remote.png"));
        const QByteArray plotted = output(
            {QStringLiteral("plot"), QStringLiteral("-F"), remoteArgs.at(3), remoteArgs.at(4),
             QStringLiteral("--tag"), QStringLiteral("loss"), QStringLiteral("--out"), png});
        QVERIFY2(plotted.startsWith("Wrote "), plotted.constData());
        QVERIFY(QFileInfo(png).size() > 1000);

        // A damaged file on the cluster (a real torch SummaryWriter file with one byte flipped in
        // its middle): export keeps the good records and names the damaged one on stderr, as it
        // does for the same bytes on this computer.
        QFile fixture(QStringLiteral(SLIPWAY_SOURCE_DIR
                                     "/tests/data/tfevents/torch-summarywriter/"
                                     "strict_run_1.events.out.tfevents.1622543341.janoshs-mbp.lan."
                                     "86862.0"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        QByteArray damagedBytes = fixture.readAll();
        QVERIFY(damagedBytes.size() > 1000);
        damagedBytes[damagedBytes.size() / 2] =
            char(damagedBytes.at(damagedBytes.size() / 2) ^ 0x5a);
        const QString name = QStringLiteral("events.out.tfevents.1622543341.damaged");
        const QString localDamaged = m_local.filePath(QStringLiteral("damaged logs/run"));
        QVERIFY(QDir().mkpath(localDamaged));
        QFile copy(localDamaged + QLatin1Char('/') + name);
        QVERIFY(copy.open(QIODevice::WriteOnly));
        QCOMPARE(copy.write(damagedBytes), damagedBytes.size());
        copy.close();
        const QString remoteDamaged = m_remoteDir + QStringLiteral("/damaged logs");
        QVERIFY(run(QStringLiteral("mkdir -p -- %1/run && cat > %1/run/%2")
                        .arg(shellQuote(remoteDamaged), name),
                    damagedBytes)
                    .succeeded());
        auto exportWithErrors = [&](const QStringList &args, QByteArray *errors) -> QByteArray {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(ctl, args);
            if (!p.waitForFinished(120000) || p.exitCode() != 0) {
                return QByteArray("failed: ") + p.readAllStandardError();
            }
            *errors = p.readAllStandardError();
            return p.readAllStandardOutput();
        };
        QByteArray localErr;
        const QByteArray localDamagedCsv =
            exportWithErrors({QStringLiteral("events"), QStringLiteral("export"),
                              m_local.filePath(QStringLiteral("damaged logs")),
                              QStringLiteral("--format"), QStringLiteral("csv")},
                             &localErr);
        QByteArray remoteErr;
        const QByteArray remoteDamagedCsv =
            exportWithErrors({QStringLiteral("events"), QStringLiteral("export"),
                              QStringLiteral("-F"), remoteArgs.at(3),
                              m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")) +
                                  QLatin1Char(':') + remoteDamaged,
                              QStringLiteral("--format"), QStringLiteral("csv")},
                             &remoteErr);
        QVERIFY2(localDamagedCsv.count('\n') > 1, localDamagedCsv.left(300).constData());
        QCOMPARE(remoteDamagedCsv, localDamagedCsv);
        const QByteArray problem =
            "slipwayctl events export: run run: problem: " + name.toUtf8() + " at byte ";
        QVERIFY2(remoteErr.contains(problem), remoteErr.constData());
        QVERIFY2(remoteErr.contains("slipwayctl events export: skipped records: "),
                 remoteErr.constData());
        // The same problem lines as for the local twin.
        auto problems = [](const QByteArray &text) {
            QList<QByteArray> lines;
            for (const QByteArray &line : text.split('\n')) {
                if (line.contains(": problem: ") || line.contains("skipped records: ")) {
                    lines << line;
                }
            }
            return lines;
        };
        QVERIFY(!problems(localErr).isEmpty());
        QCOMPARE(problems(remoteErr), problems(localErr));

        // A missing folder is a plain error.
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(ctl, {QStringLiteral("events"), QStringLiteral("summary"), QStringLiteral("-F"),
                      m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                      m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")) +
                          QStringLiteral(":no/such/folder")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(p.readAllStandardError().contains("There is no folder or file no/such/folder"));
    }
};

QTEST_GUILESS_MAIN(TstEventMirror)
#include "tst_eventmirror.moc"
