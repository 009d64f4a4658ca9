#include "ssh/knownhostsfile.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using slipway::ssh::KnownHostsFile;

class TstKnownHostsFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostToken()
    {
        QCOMPARE(KnownHostsFile::hostToken(QStringLiteral("Login.Example.org"), 22),
                 QStringLiteral("login.example.org"));
        QCOMPARE(KnownHostsFile::hostToken(QStringLiteral("127.0.0.1"), 2222),
                 QStringLiteral("[127.0.0.1]:2222"));
    }

    // Lines hashed by OpenSSH's own ssh-keygen -H are found, on the right line numbers.
    void plainAndHashedEntries()
    {
        QTemporaryDir dir;
        const QString key = dir.filePath(QStringLiteral("key"));
        QCOMPARE(QProcess::execute(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-q"), QStringLiteral("-t"),
                                    QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
                                    QStringLiteral("-f"), key}),
                 0);
        QFile pub(key + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const QByteArray keyPart = pub.readAll().split(' ').mid(0, 2).join(' ');

        const QString path = dir.filePath(QStringLiteral("known_hosts"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# comment\n");
        file.write("other.example.org " + keyPart + "\n");
        file.write("@cert-authority *.example.org " + keyPart + "\n");
        file.write("[127.0.0.1]:2222,[localhost]:2222 " + keyPart + "\n");
        file.write("login*.example.org,!login9.example.org " + keyPart + "\n");
        file.close();

        QList<KnownHostsFile::Entry> entries =
            KnownHostsFile::entriesFor(path, QStringLiteral("127.0.0.1"), 2222);
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().line, 4);
        QCOMPARE(entries.first().keyType, QStringLiteral("ssh-ed25519"));
        QCOMPARE(KnownHostsFile::entriesFor(path, QStringLiteral("login3.example.org"), 22).size(),
                 1);
        QVERIFY(
            KnownHostsFile::entriesFor(path, QStringLiteral("login9.example.org"), 22).isEmpty());
        QVERIFY(KnownHostsFile::entriesFor(path, QStringLiteral("127.0.0.1"), 22).isEmpty());

        QCOMPARE(QProcess::execute(
                     QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-H"), QStringLiteral("-f"), path}),
                 0);
        QFile hashed(path);
        QVERIFY(hashed.open(QIODevice::ReadOnly));
        QVERIFY(hashed.readAll().contains("|1|"));
        entries = KnownHostsFile::entriesFor(path, QStringLiteral("127.0.0.1"), 2222);
        QVERIFY(!entries.isEmpty());
        QCOMPARE(entries.first().keyType, QStringLiteral("ssh-ed25519"));
        QCOMPARE(KnownHostsFile::entriesFor(path, QStringLiteral("localhost"), 2222).size(), 1);
        QVERIFY(KnownHostsFile::entriesFor(path, QStringLiteral("127.0.0.2"), 2222).isEmpty());
    }

    void missingFileHasNoEntries()
    {
        QVERIFY(KnownHostsFile::entriesFor(QStringLiteral("/nonexistent/known_hosts"),
                                           QStringLiteral("h"), 22)
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstKnownHostsFile)
#include "tst_knownhostsfile.moc"
