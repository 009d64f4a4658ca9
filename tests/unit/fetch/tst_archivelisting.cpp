// The checks "Download to the cluster" makes before anything is unpacked: archive listings as
// GNU tar and Info-ZIP's zipinfo print them (recorded from the test cluster's fixtures), the
// member rules, URL and checksum validation, and the messages for curl's and wget's failures.

#include "fetch/archivelisting.h"
#include "fetch/fashionmnist.h"
#include "fetch/remotedownload.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

using namespace slipway::fetch;

class TestArchiveListing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tarListing()
    {
        // LC_ALL=C tar --quoting-style=c -tvzf pytorch-example.tar.gz
        const QByteArray out =
            "-rw-r--r-- slipway/slipway  48 2024-01-02 03:04 \"pytorch-example/README.md\"\n"
            "-rw-r--r-- slipway/slipway  30 2024-01-02 03:04 "
            "\"pytorch-example/data/$(touch PWNED) 'quoted'.txt\"\n"
            "-rw-r--r-- slipway/slipway   5 2024-01-02 03:04 \"odd/a \\\" -> "
            "\\\"b\\nc\\303\\251\"\n"
            "lrwxrwxrwx slipway/slipway   0 2024-01-02 03:04 \"pytorch-example/latest\" -> "
            "\"train.py\"\n"
            "hrw-r--r-- slipway/slipway   0 2024-01-02 03:04 \"copy\" link to "
            "\"pytorch-example/README.md\"\n"
            "drwxr-xr-x slipway/slipway   0 2024-01-02 03:04 \"pytorch-example/\"\n";
        const ArchiveListing l = parseTarListing(out);
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QCOMPARE(l.members.size(), 6);
        QCOMPARE(l.members[1].name, QByteArray("pytorch-example/data/$(touch PWNED) 'quoted'.txt"));
        QCOMPARE(l.members[2].name, QByteArray("odd/a \" -> \"b\nc\xc3\xa9"));
        QCOMPARE(l.members[2].size, 5);
        QCOMPARE(l.members[3].type, ArchiveMember::Type::Symlink);
        QCOMPARE(l.members[3].linkTarget, QByteArray("train.py"));
        QCOMPARE(l.members[4].type, ArchiveMember::Type::Hardlink);
        QCOMPARE(l.members[4].linkTarget, QByteArray("pytorch-example/README.md"));
        QCOMPARE(l.members[5].type, ArchiveMember::Type::Folder);
        QCOMPARE(l.totalSize(), 48 + 30 + 5);
        QVERIFY(checkMembers(l.members).isEmpty());

        QVERIFY(!parseTarListing("gzip: stdin: not in gzip format\n").error.isEmpty());
    }

    void zipListing()
    {
        // LC_ALL=C zipinfo -s symlink.zip / huge.zip
        const QByteArray out = "Archive:  symlink.zip\n"
                               "Zip file size: 227 bytes, number of entries: 2\n"
                               "lrwxrwxrwx  2.0 unx        4 b- defN 24-Jan-02 03:04 ok/link\n"
                               "-rw-r--r--  2.0 unx        5 b- defN 24-Jan-02 03:04 ok/a b.txt\n"
                               "drwxr-xr-x  2.0 unx        0 b- stor 24-Jan-02 03:04 ok/\n"
                               "?rw-r--r--  4.5 unx 70368744177664 bx stor 24-Jan-02 03:04 "
                               "huge/zeros.bin\n"
                               "2 files, 9 bytes uncompressed, 13 bytes compressed:  -44.4%\n";
        const ArchiveListing l = parseZipListing(out);
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QCOMPARE(l.members.size(), 4);
        QCOMPARE(l.members[0].type, ArchiveMember::Type::Symlink);
        QCOMPARE(l.members[1].name, QByteArray("ok/a b.txt"));
        QCOMPARE(l.members[2].type, ArchiveMember::Type::Folder);
        QCOMPARE(l.members[3].size, Q_INT64_C(70368744177664));
        QVERIFY(
            !parseZipListing("End-of-central-directory signature not found.\n").error.isEmpty());
    }

    void hostileMembers_data()
    {
        QTest::addColumn<QList<ArchiveMember>>("members");
        QTest::addColumn<QString>("expected");
        using T = ArchiveMember::Type;
        auto file = [](const char *n) {
            return ArchiveMember{n, T::File, {}, 1};
        };
        auto link = [](const char *n, const char *t) {
            return ArchiveMember{n, T::Symlink, t, 0};
        };
        QTest::newRow("absolute") << QList<ArchiveMember>{file("/etc/cron.d/x")}
                                  << QStringLiteral("absolute path");
        QTest::newRow("dotdot") << QList<ArchiveMember>{file("ok/../../escaped.txt")}
                                << QStringLiteral("climbs out");
        QTest::newRow("dotdot first")
            << QList<ArchiveMember>{file("../x")} << QStringLiteral("climbs out");
        QTest::newRow("link absolute") << QList<ArchiveMember>{link("ok/link", "/etc")}
                                       << QStringLiteral("outside the folder");
        QTest::newRow("link climbs") << QList<ArchiveMember>{link("ok/link", "../../..")}
                                     << QStringLiteral("outside the folder");
        QTest::newRow("through link")
            << QList<ArchiveMember>{link("ok/link", "sub"), file("ok/link/x")}
            << QStringLiteral("through the link");
        QTest::newRow("hard link out")
            << QList<ArchiveMember>{ArchiveMember{"ok/passwd", T::Hardlink, "etc/passwd", 0}}
            << QStringLiteral("not one of its own files");
        QTest::newRow("device") << QList<ArchiveMember>{ArchiveMember{"dev", T::Special, {}, 0}}
                                << QStringLiteral("device or pipe");
        QTest::newRow("fine link")
            << QList<ArchiveMember>{link("a/b/link", "../c"), file("a/c")} << QString();
        QTest::newRow("dots in names")
            << QList<ArchiveMember>{file("a/..b/c..d/./e"), file("./f")} << QString();
    }

    void hostileMembers()
    {
        QFETCH(QList<ArchiveMember>, members);
        QFETCH(QString, expected);
        const QString why = checkMembers(members);
        if (expected.isEmpty()) {
            QVERIFY2(why.isEmpty(), qPrintable(why));
        } else {
            QVERIFY2(why.contains(expected), qPrintable(why));
        }
    }

    void linkTargets()
    {
        QVERIFY(checkLinkTarget("a/link", "b").isEmpty());
        QVERIFY(checkLinkTarget("a/link", "../b").isEmpty());
        QVERIFY(!checkLinkTarget("a/link", "../../b").isEmpty());
        QVERIFY(!checkLinkTarget("link", "..").isEmpty());
        QVERIFY(!checkLinkTarget("a/link", "/").isEmpty());
        // A name that is not UTF-8 is shown with \x escapes, never as '?'.
        QVERIFY(checkLinkTarget("a\xff/l", "/x").contains(QStringLiteral("\\xff")));
    }

    void magic()
    {
        QCOMPARE(archiveKindFromMagic(QByteArray("PK\x03\x04", 4)), ArchiveKind::Zip);
        QCOMPARE(archiveKindFromMagic(QByteArray("\x1f\x8b\x08\x00", 4)), ArchiveKind::TarGz);
        QCOMPARE(archiveKindFromMagic("<!DO"), ArchiveKind::Unknown);
    }

    void urls_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("expected");
        QTest::newRow("https") << QStringLiteral("https://example.org/a.zip") << QString();
        QTest::newRow("http port query")
            << QStringLiteral("http://127.0.0.1:28080/x.tar.gz?x=1&y=$(id)") << QString();
        QTest::newRow("file") << QStringLiteral("file:///etc/passwd")
                              << QStringLiteral("Only http:// and https://");
        QTest::newRow("ftp") << QStringLiteral("ftp://example.org/a.zip")
                             << QStringLiteral("Only http:// and https://");
        QTest::newRow("option") << QStringLiteral("-o/tmp/x") << QStringLiteral("must start with");
        QTest::newRow("newline") << QStringLiteral("https://e.org/a\n.zip")
                                 << QStringLiteral("control character");
        QTest::newRow("space") << QStringLiteral("https://e.org/a b.zip")
                               << QStringLiteral("space");
        QTest::newRow("no host") << QStringLiteral("https:///a.zip") << QStringLiteral("");
        QTest::newRow("empty") << QString() << QStringLiteral("Enter the address");
    }

    void urls()
    {
        QFETCH(QString, url);
        QFETCH(QString, expected);
        const QString why = RemoteDownload::checkUrl(url);
        if (QByteArray(QTest::currentDataTag()) == "no host") {
            QVERIFY(!why.isEmpty());
        } else if (expected.isEmpty()) {
            QVERIFY2(why.isEmpty(), qPrintable(why));
        } else {
            QVERIFY2(why.contains(expected), qPrintable(why));
        }
    }

    void names()
    {
        QCOMPARE(RemoteDownload::fileNameFromUrl(QUrl(QStringLiteral("https://e.org/x/ex 1.zip"))),
                 QStringLiteral("ex_1.zip"));
        QCOMPARE(RemoteDownload::fileNameFromUrl(QUrl(QStringLiteral("https://e.org/-rf"))),
                 QStringLiteral("rf"));
        QCOMPARE(RemoteDownload::fileNameFromUrl(QUrl(QStringLiteral("https://e.org/"))),
                 QStringLiteral("download"));
        QCOMPARE(RemoteDownload::folderNameFromUrl(QUrl(QStringLiteral("https://e.org/a.tar.gz"))),
                 QStringLiteral("a"));
    }

    void checksums()
    {
        QVERIFY(RemoteDownload::checkSha256(QString(64, u'a')).isEmpty());
        QVERIFY(RemoteDownload::checkSha256(QStringLiteral(" ") + QString(64, u'F')).isEmpty());
        QVERIFY(!RemoteDownload::checkSha256(QString(63, u'a')).isEmpty());
        QVERIFY(!RemoteDownload::checkSha256(QString(63, u'a') + u'g').isEmpty());
        QVERIFY(!RemoteDownload::checkSha256(QString(64, u'a') + QStringLiteral(";id")).isEmpty());
    }

    void failures()
    {
        QVERIFY(curlFailure(22, "curl: (22) The requested URL returned error: 404\n")
                    .contains(QStringLiteral("404 Not Found")));
        QVERIFY(curlFailure(23, "curl: (23) Failure writing output to destination\n")
                    .contains(QStringLiteral("full")));
        QVERIFY(curlFailure(6, "curl: (6) Could not resolve host: nowhere.invalid\n")
                    .contains(QStringLiteral("could not find the server")));
        QVERIFY(wgetFailure(8, "HTTP request sent, awaiting response... 404 Not Found\n"
                               "2026-11-25 20:40:00 ERROR 404: Not Found.\n")
                    .contains(QStringLiteral("404 Not Found")));
        QVERIFY(wgetFailure(3, "Cannot write to 'x' (No space left on device).\n")
                    .contains(QStringLiteral("full")));
        QCOMPARE(parseFetchProgress("\r###   5.2%\r#######    10.0%"), 100);
        QCOMPARE(parseFetchProgress("  1000K .......... .......... 34% 1.2M 2s"), 340);
        QCOMPARE(parseFetchProgress("nothing"), -1);
    }

    // The checksums compiled in are those of the uncompressed content of Debian's files.
    void fashionMnistChecksums()
    {
        const QString dir = FashionMnist::localCopy();
        QVERIFY2(!dir.isEmpty(), "install Debian's dataset-fashion-mnist (tools/packages.txt)");
        for (const FashionMnist::File &f : FashionMnist::files()) {
            QProcess gunzip;
            gunzip.start(QStringLiteral("gzip"),
                         {QStringLiteral("-dc"), QDir(dir).filePath(QString::fromLatin1(f.name))});
            QVERIFY(gunzip.waitForFinished(60000));
            const QByteArray data = gunzip.readAllStandardOutput();
            QVERIFY(data.size() > 1000);
            QCOMPARE(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex(),
                     QByteArray(f.contentSha256));
        }
        const DownloadRequest offline =
            FashionMnist::request(QStringLiteral("~/data/fm"), false, QString());
        QCOMPARE(offline.items.size(), 4);
        QVERIFY(!offline.items[0].localFile.isEmpty());
        const DownloadRequest online = FashionMnist::request(
            QStringLiteral("~/data/fm"), true, QStringLiteral("http://127.0.0.1:1/fm"));
        QVERIFY(online.items[0].localFile.isEmpty());
        QCOMPARE(online.items[0].url.toString(),
                 QStringLiteral("http://127.0.0.1:1/fm/train-images-idx3-ubyte.gz"));
    }
};

QTEST_GUILESS_MAIN(TestArchiveListing)
#include "tst_archivelisting.moc"
