#include "project/projectmanifest.h"
#include "project/projectscanner.h"
#include "project/sha256.h"
#include "project/tarwriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

using namespace slipway::project;

namespace {

// Writes a file under a raw byte path (names that are not UTF-8 cannot go through QFile).
void writeRaw(const QByteArray &path, const QByteArray &content)
{
    const qsizetype slash = path.lastIndexOf('/');
    QDir().mkpath(QFile::decodeName(path.left(slash)));
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    QVERIFY(fd >= 0);
    QCOMPARE(::write(fd, content.constData(), size_t(content.size())), ssize_t(content.size()));
    ::close(fd);
}

QByteArray sha(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

QList<QByteArray> hostileNames()
{
    return {QByteArray("with space.py"),      QByteArray("quote'and\"double.txt"),
            QByteArray("$(touch pwned).txt"), QByteArray("back`tick`.txt"),
            QByteArray("new\nline.txt"),      QByteArray("latin1-\xe9\xff.bin"),
            QByteArray("star*question?.txt"), QByteArray("dir with space/inner \\ backslash.txt"),
            QByteArray("-leading-dash.txt"),  QByteArray(150, 'L') + ".long"};
}

} // namespace

class TestProjectScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void manifestRoundTrip()
    {
        ProjectManifest m;
        int i = 0;
        for (const QByteArray &name : hostileNames()) {
            m.add({name, sha(name), ++i * 10, i % 2 == 0});
        }
        QString error;
        const auto back = ProjectManifest::fromText(m.toText(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->entries(), m.entries());
        QCOMPARE(back->digest(), m.digest());
        // Every line is plain ASCII without control characters.
        for (const char c : m.toText()) {
            QVERIFY(c == '\n' || (c >= 0x20 && c < 0x7f));
        }
        // Paths that would escape the snapshot are refused.
        QVERIFY(!ProjectManifest::decodePath("../etc/passwd"));
        QVERIFY(!ProjectManifest::decodePath("/abs"));
        QVERIFY(!ProjectManifest::decodePath("a/%2E%2E/b"));
        QVERIFY(!ProjectManifest::fromText("slipway-manifest 1\nzz 1 644 a\n", &error));
        QCOMPARE(ProjectManifest::displayPath("caf\xc3\xa9\xff"), QStringLiteral("café\\xff"));
    }

    void scanHonoursIgnoresAndHashes()
    {
        QTemporaryDir dir;
        const QByteArray root = QFile::encodeName(dir.path());
        writeRaw(root + "/train.py", "print('hi')\n");
        writeRaw(root + "/.gitignore", "*.ckpt\ndata/\n/outputs\n");
        writeRaw(root + "/.slipwayignore", "notes.txt\n!keep.ckpt\n");
        writeRaw(root + "/model.ckpt", "x");
        writeRaw(root + "/keep.ckpt", "k");
        writeRaw(root + "/notes.txt", "n");
        writeRaw(root + "/data/big.bin", "d");
        writeRaw(root + "/outputs/o.txt", "o");
        writeRaw(root + "/src/outputs/o.txt", "kept: not anchored here");
        writeRaw(root + "/src/.gitignore", "*.tmp\n");
        writeRaw(root + "/src/a.tmp", "t");
        writeRaw(root + "/src/b.py", "b");
        writeRaw(root + "/a.tmp", "kept: the rule is for src/");
        writeRaw(root + "/.git/config", "git");
        writeRaw(root + "/__pycache__/x.pyc", "c");
        QVERIFY(::symlink("train.py", QByteArray(root + "/link.py").constData()) == 0);
        QVERIFY(::chmod(QByteArray(root + "/train.py").constData(), 0755) == 0);

        const ProjectScan scan = ProjectScanner::scan({dir.path()});
        QVERIFY2(scan.ok(), qPrintable(scan.error));
        QList<QByteArray> paths;
        for (const ManifestEntry &e : scan.manifest.entries()) {
            paths << e.path;
        }
        QCOMPARE(paths, (QList<QByteArray>{".gitignore", ".slipwayignore", "a.tmp", "keep.ckpt",
                                           "src/.gitignore", "src/b.py", "src/outputs/o.txt",
                                           "train.py"}));
        const ManifestEntry *train = scan.manifest.find("train.py");
        QVERIFY(train);
        QCOMPARE(train->sha256, sha("print('hi')\n"));
        QCOMPARE(train->size, 12);
        QVERIFY(train->executable);
        QVERIFY(!scan.manifest.find("src/b.py")->executable);
        QVERIFY(scan.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("link.py")));
    }

    void hostileNamesAreKeptAsBytes()
    {
        QTemporaryDir dir;
        const QByteArray root = QFile::encodeName(dir.path());
        for (const QByteArray &name : hostileNames()) {
            writeRaw(root + '/' + name, "content of " + name);
        }
        const ProjectScan scan = ProjectScanner::scan({dir.path()});
        QVERIFY2(scan.ok(), qPrintable(scan.error));
        QCOMPARE(scan.manifest.size(), hostileNames().size());
        for (const QByteArray &name : hostileNames()) {
            const ManifestEntry *e = scan.manifest.find(name);
            QVERIFY2(e, name.toHex().constData());
            QCOMPARE(e->sha256, sha("content of " + name));
        }

        // The tar stream carries them byte for byte: GNU tar extracts the same names.
        TarWriter tar;
        for (const ManifestEntry &e : scan.manifest.entries()) {
            tar.addFile(e.path, "content of " + e.path, 0444);
        }
        QTemporaryDir out;
        QProcess p;
        p.start(QStringLiteral("tar"),
                {QStringLiteral("-xzf"), QStringLiteral("-"), QStringLiteral("-C"), out.path()});
        p.write(gzipCompress(tar.finish()));
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(p.readAllStandardError().isEmpty(), "tar printed a warning");
        const ProjectScan back = ProjectScanner::scan({out.path()});
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.manifest.size(), scan.manifest.size());
        for (const ManifestEntry &e : scan.manifest.entries()) {
            const ManifestEntry *b = back.manifest.find(e.path);
            QVERIFY2(b, e.path.toHex().constData());
            QCOMPARE(b->sha256, e.sha256);
            QVERIFY(!b->executable);
        }
        QVERIFY(!QFile::exists(QDir::current().filePath(QStringLiteral("pwned"))));
    }

    void largeFilesAreRefusedWithAdvice()
    {
        QTemporaryDir dir;
        const QByteArray root = QFile::encodeName(dir.path());
        writeRaw(root + "/train.py", "x");
        writeRaw(root + "/weights.bin", QByteArray(3000, 'w'));
        ScanOptions options{dir.path(), 2048};
        ProjectScan scan = ProjectScanner::scan(options);
        QVERIFY(!scan.ok());
        QVERIFY(scan.error.contains(QStringLiteral("weights.bin")));
        QVERIFY(scan.error.contains(QStringLiteral("scratch or workspace")));
        QVERIFY(scan.error.contains(QStringLiteral("--max-file-size")));
        options.maxFileBytes = 4096; // raised
        scan = ProjectScanner::scan(options);
        QVERIFY2(scan.ok(), qPrintable(scan.error));
        QCOMPARE(scan.manifest.size(), 2);
    }

    void parseBytes()
    {
        QCOMPARE(ProjectScanner::parseBytes(QStringLiteral("20M")), qint64(20) * 1024 * 1024);
        QCOMPARE(ProjectScanner::parseBytes(QStringLiteral("1.5G")),
                 qint64(1.5 * 1024 * 1024 * 1024));
        QCOMPARE(ProjectScanner::parseBytes(QStringLiteral("512")), 512);
        QVERIFY(!ProjectScanner::parseBytes(QStringLiteral("lots")));
        QVERIFY(!ProjectScanner::parseBytes(QStringLiteral("-5M")));
    }

    // OpenSSL's SHA-256 gives the same digests as Qt's, on the standard test vectors too.
    void sha256MatchesQt()
    {
        QCOMPARE(Sha256::hex(""),
                 QByteArray("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(Sha256::hex("abc"),
                 QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QByteArray big(3 * 1024 * 1024 + 17, Qt::Uninitialized);
        for (qsizetype i = 0; i < big.size(); ++i) {
            big[i] = char((i * 7919) >> 3);
        }
        QCOMPARE(Sha256::hex(big),
                 QCryptographicHash::hash(big, QCryptographicHash::Sha256).toHex());
    }

    // A second scan takes the hashes of unchanged files from the cache; a file rewritten with
    // the same size (other content, other time) is hashed again.
    void hashCacheReusesOnlyUnchangedFiles()
    {
        QTemporaryDir dir;
        QTemporaryDir cacheDir;
        const QByteArray root = QFile::encodeName(dir.path());
        writeRaw(root + "/a.py", "print('a')\n");
        writeRaw(root + "/b.py", "print('b')\n");
        // Old enough for the cache (a file changed in the last two seconds is not kept).
        const auto age = [&](const char *name, int secondsAgo) {
            const timeval now = {time(nullptr) - secondsAgo, 0};
            const timeval times[2] = {now, now};
            QCOMPARE(::utimes(QByteArray(root + '/' + name).constData(), times), 0);
        };
        age("a.py", 60);
        age("b.py", 60);
        ScanOptions options;
        options.folder = dir.path();
        options.hashCache = cacheDir.filePath(QStringLiteral("sub/cache"));
        QThread::sleep(3); // the change time cannot be set back: let it grow old enough
        const ProjectScan first = ProjectScanner::scan(options);
        QVERIFY2(first.ok(), qPrintable(first.error));
        QCOMPARE(first.hashesReused, 0);
        QVERIFY(QFile::exists(options.hashCache));

        const ProjectScan second = ProjectScanner::scan(options);
        QCOMPARE(second.hashesReused, 2);
        QCOMPARE(second.manifest.toText(), first.manifest.toText());

        writeRaw(root + "/b.py", "print('c')\n"); // same size, other bytes
        age("b.py", 30);
        const ProjectScan third = ProjectScanner::scan(options);
        QCOMPARE(third.hashesReused, 1);
        QCOMPARE(third.manifest.find("b.py")->sha256,
                 QCryptographicHash::hash("print('c')\n", QCryptographicHash::Sha256).toHex());

        // A damaged cache file is only a cache: everything is hashed again.
        QFile cache(options.hashCache);
        QVERIFY(cache.open(QIODevice::WriteOnly));
        cache.write("slipway-hash-cache 1\n12 x y z short 612e7079\n");
        cache.close();
        const ProjectScan fourth = ProjectScanner::scan(options);
        QCOMPARE(fourth.hashesReused, 0);
        QCOMPARE(fourth.manifest.toText(), third.manifest.toText());
    }

    void gitCommittedState()
    {
        QTemporaryDir dir;
        const QString path = dir.path();
        const auto git = [&](const QStringList &args) {
            QProcess p;
            p.setWorkingDirectory(path);
            p.start(QStringLiteral("git"),
                    QStringList{QStringLiteral("-c"), QStringLiteral("user.name=t"),
                                QStringLiteral("-c"), QStringLiteral("user.email=t@e")} +
                        args);
            p.waitForFinished();
            return p.exitCode();
        };
        QCOMPARE(git({QStringLiteral("init"), QStringLiteral("-q")}), 0);
        const QByteArray root = QFile::encodeName(path);
        writeRaw(root + "/sub/train.py", "v1");
        writeRaw(root + "/sub/tracked.log", "tracked despite the pattern");
        writeRaw(root + "/top.txt", "outside the project folder");
        QCOMPARE(git({QStringLiteral("add"), QStringLiteral("-A")}), 0);
        QCOMPARE(git({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                      QStringLiteral("one")}),
                 0);
        writeRaw(root + "/sub/.gitignore", "*.log\n");
        writeRaw(root + "/sub/train.py", "v2 uncommitted");
        writeRaw(root + "/sub/new.py", "untracked");

        ScanOptions options{path + QStringLiteral("/sub")};
        options.gitCommitted = true;
        const ProjectScan scan = ProjectScanner::scan(options);
        QVERIFY2(scan.ok(), qPrintable(scan.error));
        QList<QByteArray> paths;
        for (const ManifestEntry &e : scan.manifest.entries()) {
            paths << e.path;
        }
        QCOMPARE(paths, (QList<QByteArray>{"tracked.log", "train.py"}));
        QCOMPARE(scan.manifest.find("train.py")->sha256, sha("v1"));
        QVERIFY(scan.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("not committed")));

        // Not a repository: a plain error, no scan.
        QTemporaryDir plain;
        options.folder = plain.path();
        QVERIFY(ProjectScanner::scan(options).error.contains(QStringLiteral("git repository")));
    }
};

QTEST_GUILESS_MAIN(TestProjectScan)
#include "tst_projectscan.moc"
