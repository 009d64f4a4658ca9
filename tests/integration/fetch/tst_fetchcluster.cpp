// "Download to the cluster" end to end on the test cluster: archives fetched by the login node
// (curl) and here then uploaded, unpacked byte for byte; hostile archives, a 404, a bad
// checksum, too little space and a web page posing as a zip refused with nothing left behind;
// a cancel in the middle; Fashion-MNIST both ways, checked by checksum on the cluster.

#include "common/shellquote.h"
#include "fetch/fashionmnist.h"
#include "fetch/remotedownload.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "testcluster.h"
#include "testpaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace slipway;
using namespace slipway::fetch;

Q_DECLARE_METATYPE(slipway::fetch::DownloadResult)

class TstFetchCluster : public QObject
{
    Q_OBJECT

    std::unique_ptr<ssh::SshConnection> m_connection;
    QString m_remote; // a fresh folder in the test user's home
    QString m_http;   // the stand-in for the internet
    QString m_www;    // its fixtures, on this computer
    QString m_small;  // a 3 MB file system on the cluster: a disk that fills up
    QString m_alias;
    QString m_config;

    // slipwayctl ARGS; exit status and stdout + stderr.
    std::pair<int, QString> ctl(const QStringList &args)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(test::binDir() + QStringLiteral("/slipwayctl"), args);
        if (!p.waitForFinished(600000)) {
            p.kill();
            p.waitForFinished();
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAll())};
    }

    CommandResult run(const QString &command)
    {
        QFuture<CommandResult> f = m_connection->run({command, {}, 300000});
        if (!QTest::qWaitFor([&f] { return f.isFinished(); }, 300000)) {
            return CommandResult{};
        }
        return f.result();
    }

    DownloadResult download(const DownloadRequest &request, int cancelAtPermille = -1,
                            bool *sawProgress = nullptr)
    {
        RemoteDownload d(m_connection.get());
        QSignalSpy done(&d, &RemoteDownload::finished);
        connect(&d, &RemoteDownload::progress, &d, [&](int permille) {
            if (permille > 0 && sawProgress) {
                *sawProgress = true;
            }
            if (cancelAtPermille >= 0 && permille > cancelAtPermille) {
                d.cancel();
            }
        });
        d.start(request);
        if (!done.wait(300000) && done.isEmpty()) {
            DownloadResult r;
            r.error = QStringLiteral("timed out");
            return r;
        }
        return done.first().first().value<DownloadResult>();
    }

    DownloadRequest archive(const QString &path, const QString &target, bool internet,
                            const QByteArray &sha = {})
    {
        DownloadItem item;
        item.url = QUrl(m_http + u'/' + path);
        item.fileName = RemoteDownload::fileNameFromUrl(item.url);
        item.sha256 = sha;
        DownloadRequest r;
        r.items = {item};
        r.targetFolder = target;
        r.unpack = true;
        r.loginNodeInternet = internet;
        return r;
    }

    // path -> SHA-256 of every file below `folder` on the cluster (links as "-> target").
    QMap<QByteArray, QByteArray> remoteTree(const QString &folder)
    {
        const CommandResult r =
            run(QStringLiteral("cd -- %1 && find . -type f -printf '%P\\0' | sort -z | "
                               "xargs -0 -r sha256sum -z -- ; find . -type l -printf 'L%P\\0%l\\0'")
                    .arg(shellQuote(folder)));
        QMap<QByteArray, QByteArray> tree;
        if (!r.succeeded()) {
            tree.insert("ERROR", r.standardError);
            return tree;
        }
        const QList<QByteArray> parts = r.standardOutput.split('\0');
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const QByteArray &p = parts.at(i);
            if (p.startsWith('L') && i + 1 < parts.size()) {
                tree.insert(p.mid(1), "-> " + parts.at(i + 1));
                ++i;
            } else if (p.size() > 66) {
                tree.insert(p.mid(66), p.left(64));
            }
        }
        return tree;
    }

    // The same for the fixture archive unpacked here by the real tool.
    QMap<QByteArray, QByteArray> localTree(const QString &archivePath)
    {
        QTemporaryDir dir;
        QProcess p;
        p.setWorkingDirectory(dir.path());
        if (archivePath.endsWith(QLatin1String(".zip"))) {
            p.start(QStringLiteral("unzip"), {QStringLiteral("-qq"), archivePath});
        } else {
            p.start(QStringLiteral("tar"), {QStringLiteral("-xzf"), archivePath});
        }
        p.waitForFinished(60000);
        QMap<QByteArray, QByteArray> tree;
        QDirIterator it(dir.path(), QDir::Files | QDir::System | QDir::Hidden,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString f = it.next();
            const QByteArray rel = QFile::encodeName(QDir(dir.path()).relativeFilePath(f));
            const QFileInfo info(f);
            if (info.isSymLink()) {
                char buf[4096];
                const ssize_t n = ::readlink(QFile::encodeName(f).constData(), buf, sizeof buf);
                tree.insert(rel, "-> " + QByteArray(buf, n > 0 ? qsizetype(n) : 0));
                continue;
            }
            QFile file(f);
            file.open(QIODevice::ReadOnly);
            tree.insert(
                rel, QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
        }
        return tree;
    }

    QByteArray fixtureSha(const QString &path)
    {
        QFile f(m_www + u'/' + path);
        if (!f.open(QIODevice::ReadOnly)) {
            return {};
        }
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
    }

    // Nothing of a failed download may remain: no target, no temporary folder.
    void verifyNothingLeft(const QString &parent, const QString &target)
    {
        const CommandResult r = run(QStringLiteral("cd -- %1 && ls -A").arg(shellQuote(parent)));
        QVERIFY2(r.succeeded(), r.standardError.constData());
        const QString listing = QString::fromUtf8(r.standardOutput);
        QVERIFY2(!listing.contains(QLatin1String(".slipway-download-")), qPrintable(listing));
        QVERIFY2(!listing.split(u'\n').contains(target), qPrintable(listing));
        QVERIFY2(!listing.contains(QLatin1String("escaped")), qPrintable(listing));
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<DownloadResult>();
        QString error;
        const test::TestCluster cluster = test::TestCluster::load(&error);
        if (!cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        m_http = cluster.value(QStringLiteral("SLIPWAY_TEST_HTTP_URL"));
        if (m_http.isEmpty()) {
            // An env file written by an older tests/cluster/up: the server's default address
            // (the test fails below if nothing answers there).
            m_http = QStringLiteral("http://127.0.0.1:28080");
        }
        m_www = QStringLiteral("/var/tmp/slipway-cluster/www");
        m_small = cluster.value(QStringLiteral("SLIPWAY_TEST_SMALL_DISK"));
        if (m_small.isEmpty()) {
            m_small = QStringLiteral("/var/tmp/slipway-cluster/smalldisk");
        }
        QVERIFY2(QFile::exists(m_www + QStringLiteral("/examples/pytorch-example.zip")),
                 "the HTTP server's fixtures are missing: run tests/cluster/up");
        m_alias = cluster.alias();
        m_config = cluster.config();
        const auto target = ssh::SshTarget::resolve(cluster.alias(), cluster.config(), &error);
        QVERIFY2(target, qPrintable(error));
        m_connection = std::make_unique<ssh::SshConnection>(*target, nullptr);
        const CommandResult dir = run(QStringLiteral("mktemp -d ~/slipway-fetch-it.XXXXXX"));
        QVERIFY2(dir.succeeded(), qPrintable(dir.error + QString::fromUtf8(dir.standardError)));
        m_remote = QString::fromUtf8(dir.standardOutput.trimmed());
    }

    void cleanupTestCase()
    {
        if (m_connection && !m_remote.isEmpty()) {
            run(QStringLiteral("rm -rf -- %1").arg(shellQuote(m_remote)));
        }
    }

    void archiveUnpacked_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("internet");
        QTest::addColumn<QString>("fetcher");
        QTest::newRow("zip, login node")
            << QStringLiteral("examples/pytorch-example.zip") << true << QStringLiteral("curl");
        QTest::newRow("zip, login node, wget")
            << QStringLiteral("examples/pytorch-example.zip") << true << QStringLiteral("wget");
        QTest::newRow("tar.gz, login node")
            << QStringLiteral("examples/pytorch-example.tar.gz") << true << QStringLiteral("curl");
        QTest::newRow("zip, offline") << QStringLiteral("examples/pytorch-example.zip") << false
                                      << QStringLiteral("this computer");
        QTest::newRow("tar.gz, offline") << QStringLiteral("examples/pytorch-example.tar.gz")
                                         << false << QStringLiteral("this computer");
    }

    void archiveUnpacked()
    {
        QFETCH(QString, path);
        QFETCH(bool, internet);
        QFETCH(QString, fetcher);
        // A target with quotes, spaces and $(...): created exactly so, nothing run.
        const QString target =
            m_remote + QStringLiteral("/%1 it's $(touch PWNED) `id`")
                           .arg(QString::fromLatin1(QTest::currentDataTag()).replace(u',', u'_'));
        DownloadRequest req = archive(path, target, internet, fixtureSha(path));
        req.preferFetcher = fetcher;
        const DownloadResult r = download(req);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.targetPath, target);
        QVERIFY2(r.fetchedBy.contains(fetcher), qPrintable(r.fetchedBy));
        QVERIFY(r.files >= 4);
        const auto remote = remoteTree(target);
        const auto local = localTree(m_www + u'/' + path);
        QVERIFY(!local.isEmpty());
        QCOMPARE(remote, local);
        verifyNothingLeft(m_remote, QStringLiteral("PWNED"));
        QVERIFY(!run(QStringLiteral("ls -- ~/PWNED")).succeeded());
    }

    void refused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("sha");
        QTest::addColumn<QString>("expected");
        const QByteArray wrong(64, 'a');
        for (const bool zip : {true, false}) {
            const QString ext = zip ? QStringLiteral("zip") : QStringLiteral("tar.gz");
            QTest::addRow("dotdot.%s", qPrintable(ext))
                << QStringLiteral("hostile/dotdot.") + ext << QByteArray() << QStringLiteral("..");
            QTest::addRow("absolute.%s", qPrintable(ext))
                << QStringLiteral("hostile/absolute.") + ext << QByteArray()
                << QStringLiteral("absolute path");
        }
        QTest::newRow("symlink escape") << QStringLiteral("hostile/symlink-escape.tar.gz")
                                        << QByteArray() << QStringLiteral("outside the folder");
        QTest::newRow("zip symlink") << QStringLiteral("hostile/symlink.zip") << QByteArray()
                                     << QStringLiteral("outside the folder");
        QTest::newRow("hard link") << QStringLiteral("hostile/hardlink-escape.tar.gz")
                                   << QByteArray() << QStringLiteral("hard link");
        QTest::newRow("too big") << QStringLiteral("hostile/huge.zip") << QByteArray()
                                 << QStringLiteral("free");
        QTest::newRow("web page") << QStringLiteral("hostile/web-page.zip") << QByteArray()
                                  << QStringLiteral("not a zip or tar.gz");
        QTest::newRow("damaged") << QStringLiteral("hostile/damaged.tar.gz") << QByteArray()
                                 << QStringLiteral("damaged");
        QTest::newRow("404") << QStringLiteral("examples/missing.zip") << QByteArray()
                             << QStringLiteral("404 Not Found");
        QTest::newRow("bad checksum") << QStringLiteral("examples/pytorch-example.zip") << wrong
                                      << QStringLiteral("checksum");
    }

    void refused()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, sha);
        QFETCH(QString, expected);
        for (const int way : {0, 1, 2}) { // curl, wget on the login node; here
            const QString target = m_remote + QStringLiteral("/refused");
            DownloadRequest req = archive(path, target, way < 2, sha);
            req.preferFetcher = way == 1 ? QStringLiteral("wget") : QString();
            const DownloadResult r = download(req);
            QVERIFY2(!r.ok, qPrintable(path));
            QVERIFY2(r.error.contains(expected), qPrintable(r.error));
            verifyNothingLeft(m_remote, QStringLiteral("refused"));
            QVERIFY(!QFile::exists(QStringLiteral("/tmp/slipway-absolute-member.txt")));
        }
    }

    void hostileUrlIsOneWord()
    {
        // The query holds shell code; the server ignores queries and sends the file.
        const QString target = m_remote + QStringLiteral("/query");
        DownloadRequest req = archive(QStringLiteral("examples/pytorch-example.zip?a=1;touch${IFS}"
                                                     "PWNED&b=$(touch${IFS}PWNED2)"),
                                      target, true);
        req.items[0].fileName = QStringLiteral("a.zip");
        const DownloadResult r = download(req);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(
            !run(QStringLiteral("ls -- ~/PWNED ~/PWNED2 %1/PWNED %1/PWNED2 2>/dev/null | grep .")
                     .arg(shellQuote(m_remote)))
                 .succeeded());
    }

    void refusedIntoFolderWithFiles()
    {
        const QString target = m_remote + QStringLiteral("/has-files");
        QVERIFY(
            run(QStringLiteral("mkdir -p %1 && echo keep > %1/mine.txt").arg(shellQuote(target)))
                .succeeded());
        const DownloadResult r =
            download(archive(QStringLiteral("examples/pytorch-example.zip"), target, true));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("already holds files")), qPrintable(r.error));
        QCOMPARE(run(QStringLiteral("cat %1/mine.txt").arg(shellQuote(target))).standardOutput,
                 QByteArray("keep\n"));
        QCOMPARE(run(QStringLiteral("ls -A %1").arg(shellQuote(target))).standardOutput,
                 QByteArray("mine.txt\n"));
    }

    void cancelInTheMiddle_data()
    {
        QTest::addColumn<bool>("internet");
        QTest::newRow("login node") << true;
        QTest::newRow("offline") << false;
    }

    void cancelInTheMiddle()
    {
        QFETCH(bool, internet);
        const QString target = m_remote + QStringLiteral("/cancelled");
        bool sawProgress = false;
        const DownloadResult r = download(
            archive(QStringLiteral("slow/big.tar.gz"), target, internet), 50, &sawProgress);
        QVERIFY(sawProgress);
        QVERIFY2(r.cancelled, qPrintable(r.error));
        QVERIFY(!r.ok);
        verifyNothingLeft(m_remote, QStringLiteral("cancelled"));
    }

    // The connection closed (its object deleted, as when the user removes the cluster) while
    // a command of the download is on its way: the download ends with a reason instead of
    // waiting for ever.
    void connectionGoneInTheMiddle()
    {
        QString error;
        const auto target = ssh::SshTarget::resolve(m_alias, m_config, &error);
        QVERIFY2(target, qPrintable(error));
        // Whether the command ends with an error or is dropped with the connection is a race:
        // several rounds (before the fix, about one in six was dropped and never ended).
        for (int round = 0; round < 8; ++round) {
            auto connection = std::make_unique<ssh::SshConnection>(*target, nullptr);
            RemoteDownload d(connection.get());
            QSignalSpy done(&d, &RemoteDownload::finished);
            d.start(archive(QStringLiteral("slow/big.tar.gz"), m_remote + QStringLiteral("/gone"),
                            true));
            QVERIFY(done.isEmpty());
            connection.reset();
            QVERIFY2(done.wait(30000) || !done.isEmpty(),
                     qPrintable(QStringLiteral("round %1: the download did not end").arg(round)));
            const auto r = done.first().first().value<DownloadResult>();
            QVERIFY(!r.ok);
            QVERIFY2(r.error.contains(QStringLiteral("connection")), qPrintable(r.error));
        }
    }

    void fashionMnist_data()
    {
        QTest::addColumn<bool>("internet");
        QTest::newRow("login node from the mirror") << true;
        QTest::newRow("offline from Debian's copy") << false;
    }

    void fashionMnist()
    {
        QFETCH(bool, internet);
        const QString target =
            m_remote + (internet ? QStringLiteral("/fm-online") : QStringLiteral("/fm-offline"));
        const DownloadRequest req =
            FashionMnist::request(target, internet, m_http + QStringLiteral("/fashion-mnist"));
        DownloadResult r = download(req);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.files, 4);
        QVERIFY(!r.alreadyThere);
        // Byte for byte what Debian's package holds here.
        const auto remote = remoteTree(target);
        QCOMPARE(remote.size(), 4);
        const QString local = FashionMnist::localCopy();
        for (auto it = remote.cbegin(); it != remote.cend(); ++it) {
            QFile f(QDir(local).filePath(QFile::decodeName(it.key())));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(it.value(),
                     QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex());
        }
        // Again: the checksums match, nothing is fetched.
        r = download(req);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.alreadyThere);
        verifyNothingLeft(m_remote, QStringLiteral("none"));
    }

    // The gallery's MNIST CNN, given the folder with --data, trains on what was put there.
    void exampleTrainsOnFashionMnist()
    {
        const QString data = m_remote + QStringLiteral("/fm-offline");
        QVERIFY2(run(QStringLiteral("ls %1/train-images-idx3-ubyte.gz").arg(shellQuote(data)))
                     .succeeded(),
                 "fashionMnist() puts it there first");
        QTemporaryDir local;
        const QString folder = local.filePath(QStringLiteral("mnist"));
        auto [code, out] =
            ctl({QStringLiteral("examples"), QStringLiteral("get"), QStringLiteral("mnist-cnn-cpu"),
                 folder, QStringLiteral("--profile"), QStringLiteral("test-cluster")});
        QVERIFY2(code == 0, qPrintable(out));
        QFile specFile(folder + QStringLiteral("/job.json"));
        QVERIFY(specFile.open(QIODevice::ReadWrite));
        QJsonObject spec = QJsonDocument::fromJson(specFile.readAll()).object();
        QJsonArray args = spec.value(QStringLiteral("args")).toArray();
        for (const char *a : {"--data", "", "--epochs", "1"}) {
            args.append(*a ? QString::fromLatin1(a) : data);
        }
        spec.insert(QStringLiteral("args"), args);
        specFile.resize(0);
        specFile.write(QJsonDocument(spec).toJson());
        specFile.close();
        const QStringList common = {QStringLiteral("--db"),
                                    local.filePath(QStringLiteral("runs.db")), QStringLiteral("-F"),
                                    m_config};
        std::tie(code, out) =
            ctl(QStringList{QStringLiteral("submit"), QStringLiteral("--spec"), specFile.fileName(),
                            QStringLiteral("--project"), folder, QStringLiteral("--project-remote"),
                            m_remote + QStringLiteral("/project"), QStringLiteral("--wait"),
                            QStringLiteral("--host"), m_alias} +
                common);
        QVERIFY2(code == 0 && out.contains(QStringLiteral("COMPLETED")), qPrintable(out));
        std::tie(code, out) =
            ctl(QStringList{QStringLiteral("logs"), QStringLiteral("1")} + common);
        QVERIFY2(out.contains(QStringLiteral("Fashion-MNIST from %1").arg(data)), qPrintable(out));
    }

    void fullDisk_data()
    {
        QTest::addColumn<bool>("internet");
        QTest::addColumn<QString>("fetcher");
        QTest::newRow("curl") << true << QString();
        QTest::newRow("wget") << true << QStringLiteral("wget");
        QTest::newRow("upload") << false << QString();
    }

    // Fashion-MNIST (30 MB) into a 3 MB file system: the disk really fills up.
    void fullDisk()
    {
        QFETCH(bool, internet);
        QFETCH(QString, fetcher);
        const CommandResult df =
            run(QStringLiteral("df -Pk %1 | awk 'NR==2 {print $2}'").arg(shellQuote(m_small)));
        QVERIFY2(df.succeeded() && df.standardOutput.trimmed().toLongLong() < 10000,
                 "the test cluster's small disk is missing: run tests/cluster/up");
        const QString target =
            m_small + QStringLiteral("/fm-") + QString::fromLatin1(QTest::currentDataTag());
        DownloadRequest req =
            FashionMnist::request(target, internet, m_http + QStringLiteral("/fashion-mnist"));
        req.preferFetcher = fetcher;
        const DownloadResult r = download(req);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("disk (or your quota) is full")),
                 qPrintable(r.error));
        const CommandResult ls = run(QStringLiteral("ls -A %1").arg(shellQuote(m_small)));
        QVERIFY(ls.succeeded());
        QVERIFY2(!ls.standardOutput.contains("fm-") && !ls.standardOutput.contains(".slipway"),
                 ls.standardOutput.constData());
    }

    void fashionMnistDamagedCopyRefused()
    {
        // A mirror whose file is not Fashion-MNIST: the checksum on the cluster refuses it.
        const QString target = m_remote + QStringLiteral("/fm-bad");
        DownloadRequest req =
            FashionMnist::request(target, true, m_http + QStringLiteral("/fashion-mnist"));
        req.items[1].url =
            QUrl(m_http + QStringLiteral("/fashion-mnist/t10k-labels-idx1-ubyte.gz"));
        const DownloadResult r = download(req);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("checksum")), qPrintable(r.error));
        QVERIFY(!run(QStringLiteral("ls %1/train-labels-idx1-ubyte.gz").arg(shellQuote(target)))
                     .succeeded());
        verifyNothingLeft(m_remote, QStringLiteral("none"));
    }
};

QTEST_GUILESS_MAIN(TstFetchCluster)
#include "tst_fetchcluster.moc"
