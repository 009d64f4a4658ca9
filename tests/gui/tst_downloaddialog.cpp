// The "Download to the cluster…" dialog and the wizard's "Get Fashion-MNIST" hook, driven as a
// user would, against the test cluster and its HTTP server (the stand-in for the internet).

#include "common/shellquote.h"
#include "fetch/downloaddialog.h"
#include "newrun/projectstep.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "testcluster.h"

#include <QCryptographicHash>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace slipway;
using namespace slipway::ui;

class TstDownloadDialog : public QObject
{
    Q_OBJECT

    std::unique_ptr<ssh::SshConnection> m_connection;
    QString m_remote;
    QString m_http;

    CommandResult run(const QString &command)
    {
        QFuture<CommandResult> f = m_connection->run({command, {}, 120000});
        if (!QTest::qWaitFor([&f] { return f.isFinished(); }, 120000)) {
            return CommandResult{};
        }
        return f.result();
    }

    template<typename T>
    T *child(QWidget *parent, const char *name)
    {
        auto *w = parent->findChild<T *>(QString::fromLatin1(name));
        if (!w) {
            qWarning("no widget %s", name);
        }
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        const test::TestCluster cluster = test::TestCluster::load(&error);
        if (!cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        m_http = cluster.value(QStringLiteral("SLIPWAY_TEST_HTTP_URL"));
        if (m_http.isEmpty()) {
            m_http = QStringLiteral("http://127.0.0.1:28080");
        }
        const auto target = ssh::SshTarget::resolve(cluster.alias(), cluster.config(), &error);
        QVERIFY2(target, qPrintable(error));
        m_connection = std::make_unique<ssh::SshConnection>(*target, nullptr);
        const CommandResult dir = run(QStringLiteral("mktemp -d ~/slipway-fetch-gui.XXXXXX"));
        QVERIFY2(dir.succeeded(), qPrintable(dir.error + QString::fromUtf8(dir.standardError)));
        m_remote = QString::fromUtf8(dir.standardOutput.trimmed());
    }

    void cleanupTestCase()
    {
        if (m_connection && !m_remote.isEmpty()) {
            run(QStringLiteral("rm -rf -- %1").arg(shellQuote(m_remote)));
        }
    }

    void archiveIntoNewFolder()
    {
        DownloadDialog dialog(DownloadDialog::Mode::Archive, m_connection.get(), true, {});
        dialog.show();
        auto *url = child<QLineEdit>(&dialog, "downloadUrlEdit");
        auto *sha = child<QLineEdit>(&dialog, "downloadShaEdit");
        auto *folder = child<QLineEdit>(&dialog, "downloadFolderEdit");
        QTest::keyClicks(url, m_http + QStringLiteral("/examples/pytorch-example.zip"));
        // The folder follows the archive's name until typed.
        QCOMPARE(folder->text(), QStringLiteral("~/slipway-downloads/pytorch-example"));
        QFile f(QStringLiteral("/var/tmp/slipway-cluster/www/examples/pytorch-example.zip"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QTest::keyClicks(
            sha, QString::fromLatin1(
                     QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex()));
        folder->clear();
        QTest::keyClicks(folder, m_remote + QStringLiteral("/gui zip"));
        QSignalSpy done(&dialog, &DownloadDialog::downloaded);
        QTest::mouseClick(child<QPushButton>(&dialog, "downloadStartButton"), Qt::LeftButton);
        QVERIFY(!child<QPushButton>(&dialog, "downloadStartButton")->isEnabled());
        QVERIFY(child<QPushButton>(&dialog, "downloadCancelButton")->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 120000);
        QCOMPARE(done.first().first().toString(), m_remote + QStringLiteral("/gui zip"));
        QVERIFY(child<QLabel>(&dialog, "downloadStatusLabel")->text().startsWith(u"Done"));
        QCOMPARE(run(QStringLiteral("cat %1").arg(shellQuote(
                         m_remote + QStringLiteral("/gui zip/pytorch-example/train.py"))))
                     .standardOutput,
                 QByteArray("import sys\nprint('training', sys.argv[1:])\n"));
    }

    void badInputIsRefusedBeforeAnything()
    {
        DownloadDialog dialog(DownloadDialog::Mode::Archive, m_connection.get(), true, {});
        dialog.show();
        QTest::keyClicks(child<QLineEdit>(&dialog, "downloadUrlEdit"),
                         QStringLiteral("file:///etc/passwd"));
        QTest::keyClicks(child<QLineEdit>(&dialog, "downloadFolderEdit"),
                         m_remote + QStringLiteral("/never"));
        QTest::mouseClick(child<QPushButton>(&dialog, "downloadStartButton"), Qt::LeftButton);
        auto *problem = child<QLabel>(&dialog, "downloadProblemLabel");
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().startsWith(QStringLiteral("Address (URL): Only http://")),
                 qPrintable(problem->text()));
        QVERIFY(child<QPushButton>(&dialog, "downloadStartButton")->isEnabled());

        child<QLineEdit>(&dialog, "downloadUrlEdit")->setText(m_http + QStringLiteral("/x.zip"));
        QTest::keyClicks(child<QLineEdit>(&dialog, "downloadShaEdit"), QStringLiteral("abc"));
        QTest::mouseClick(child<QPushButton>(&dialog, "downloadStartButton"), Qt::LeftButton);
        QVERIFY(problem->text().startsWith(QStringLiteral("Checksum: ")));
        QVERIFY(
            !run(QStringLiteral("ls -d %1").arg(shellQuote(m_remote + QStringLiteral("/never"))))
                 .succeeded());
    }

    void notFoundShownInPlainWords()
    {
        DownloadDialog dialog(DownloadDialog::Mode::Archive, m_connection.get(), false, {});
        dialog.show();
        QTest::keyClicks(child<QLineEdit>(&dialog, "downloadUrlEdit"),
                         m_http + QStringLiteral("/examples/missing.zip"));
        auto *folder = child<QLineEdit>(&dialog, "downloadFolderEdit");
        folder->setText(m_remote + QStringLiteral("/missing"));
        QTest::mouseClick(child<QPushButton>(&dialog, "downloadStartButton"), Qt::LeftButton);
        auto *problem = child<QLabel>(&dialog, "downloadProblemLabel");
        QTRY_VERIFY_WITH_TIMEOUT(problem->isVisible(), 60000);
        QVERIFY2(problem->text().contains(QStringLiteral("404 Not Found")),
                 qPrintable(problem->text()));
        QVERIFY(child<QPushButton>(&dialog, "downloadStartButton")->isEnabled());
    }

    void cancelWhileDownloading()
    {
        DownloadDialog dialog(DownloadDialog::Mode::Archive, m_connection.get(), true, {});
        dialog.show();
        QTest::keyClicks(child<QLineEdit>(&dialog, "downloadUrlEdit"),
                         m_http + QStringLiteral("/slow/big.tar.gz"));
        child<QLineEdit>(&dialog, "downloadFolderEdit")->setText(m_remote + QStringLiteral("/big"));
        QTest::mouseClick(child<QPushButton>(&dialog, "downloadStartButton"), Qt::LeftButton);
        auto *bar = child<QProgressBar>(&dialog, "downloadProgress");
        QTRY_VERIFY_WITH_TIMEOUT(bar->maximum() == 1000 && bar->value() > 30, 60000);
        QTest::mouseClick(child<QPushButton>(&dialog, "downloadCancelButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            child<QLabel>(&dialog, "downloadStatusLabel")->text().startsWith(u"Cancelled"), 60000);
        const CommandResult ls = run(QStringLiteral("ls -A %1").arg(shellQuote(m_remote)));
        QVERIFY(!ls.standardOutput.contains(".slipway-download-"));
        QVERIFY(!ls.standardOutput.contains("big"));
    }

    void fashionMnistFillsTheExampleArguments()
    {
        ProjectStep step;
        step.show();
        auto *list = child<QListWidget>(&step, "exampleList");
        int cnn = -1;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("mnist-cnn-cpu")) {
                cnn = i;
            }
        }
        QVERIFY(cnn >= 0);
        list->setCurrentRow(cnn);
        auto *get = child<QPushButton>(&step, "getFashionMnistButton");
        QVERIFY(get->isVisible());
        QVERIFY(!step.args().contains(QStringLiteral("--data")));

        // The login node marked offline: Slipway uploads Debian's copy.
        DownloadDialog dialog(DownloadDialog::Mode::FashionMnist, m_connection.get(), false,
                              m_remote + QStringLiteral("/fashion mnist"));
        QVERIFY(!child<QLineEdit>(&dialog, "downloadUrlEdit")->isVisibleTo(&dialog));
        QVERIFY(child<QLabel>(&dialog, "downloadWhoLabel")->text().contains(u"uploads its own"));
        connect(&dialog, &DownloadDialog::downloaded, &step, &ProjectStep::setDataFolder);
        dialog.show();
        QTest::mouseClick(child<QPushButton>(&dialog, "downloadStartButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!step.dataFolder().isEmpty(), 180000);
        const QStringList args = step.args();
        QCOMPARE(
            args.mid(args.size() - 2),
            (QStringList{QStringLiteral("--data"), m_remote + QStringLiteral("/fashion mnist")}));
        QCOMPARE(run(QStringLiteral("ls %1 | wc -l")
                         .arg(shellQuote(m_remote + QStringLiteral("/fashion mnist"))))
                     .standardOutput.trimmed(),
                 QByteArray("4"));
    }
};

QTEST_MAIN(TstDownloadDialog)
#include "tst_downloaddialog.moc"
