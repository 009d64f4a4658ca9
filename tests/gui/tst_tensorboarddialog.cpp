// The TensorBoard dialog, offscreen, against the test cluster's real TensorBoard: fields,
// the honest security note, Start -> running with a working local URL, Open in browser, Stop
// (which stops the server), and plain errors for bad input.

#include "../integration/ssh/clusterenv.h"

#include "appcontext.h"
#include "plots/tensorboarddialog.h"

#include "common/settings.h"

#include "common/shellquote.h"
#include "events/eventfilewriter.h"
#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProgressBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

namespace {

template<typename T>
T wait(QFuture<T> future, int timeoutMs = 120000)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, timeoutMs)) {
        return T{};
    }
    return future.result();
}

QByteArray get(const QUrl &url)
{
    QNetworkAccessManager manager;
    manager.setProxy(QNetworkProxy::NoProxy);
    QNetworkReply *reply = manager.get(QNetworkRequest(url));
    // The result is checked by what follows.
    (void)QTest::qWaitFor([reply] { return reply->isFinished(); }, 30000);
    const QByteArray body =
        reply->error() == QNetworkReply::NoError ? reply->readAll() : QByteArray();
    delete reply;
    return body;
}

} // namespace

class TstTensorBoardDialog : public QObject
{
    Q_OBJECT

private:
    QMap<QString, QString> m_env;
    std::unique_ptr<ssh::ConnectionPool> m_pool;
    ui::AppContext m_context;
    QTemporaryDir m_settingsDir;
    std::unique_ptr<Settings> m_settings;
    QString m_remoteDir;

    CommandResult run(const QString &command, const QByteArray &input = QByteArray())
    {
        ssh::SshConnection *c =
            m_pool->connection(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                               m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")));
        return wait(c->run({command, input, 0}));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_env = test::clusterEnv();
        REQUIRE_CLUSTER(m_env);
        m_pool = std::make_unique<ssh::ConnectionPool>(nullptr);
        m_context.connections = m_pool.get();
        m_settings = std::make_unique<Settings>(m_settingsDir.filePath(QStringLiteral("s.conf")));
        m_context.settings = m_settings.get();
        const CommandResult dir = run(QStringLiteral("mktemp -d ~/slipway-tbdialog.XXXXXX"));
        QVERIFY2(dir.succeeded(), qPrintable(dir.error));
        m_remoteDir = QString::fromUtf8(dir.standardOutput.trimmed());
        QTemporaryDir local;
        events::EventFileWriter writer(local.path());
        QVERIFY(writer.open());
        writer.addScalar(QStringLiteral("loss"), 0.5, 1);
        writer.close();
        QFile file(writer.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(run(QStringLiteral("mkdir -p %1/logs/seed-1 && cat > %1/logs/seed-1/%2")
                        .arg(shellQuote(m_remoteDir),
                             shellQuote(QFileInfo(writer.filePath()).fileName())),
                    file.readAll())
                    .succeeded());
    }

    void cleanupTestCase()
    {
        if (m_pool && !m_remoteDir.isEmpty()) {
            run(QStringLiteral("rm -rf -- %1").arg(shellQuote(m_remoteDir)));
        }
    }

    void badInputIsExplained()
    {
        ui::TensorBoardDialog dialog(m_context);
        dialog.show();
        auto *start = dialog.findChild<QPushButton *>(QStringLiteral("startButton"));
        auto *status = dialog.findChild<QLabel *>(QStringLiteral("status"));
        QVERIFY(start && status);
        dialog.setHost(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                       m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")));
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY2(status->text().contains(QLatin1String("log folder")), qPrintable(status->text()));
        QVERIFY(!dialog.isActive());

        auto *folder = dialog.findChild<QLineEdit *>(QStringLiteral("folder"));
        QTest::keyClicks(folder, m_remoteDir + QStringLiteral("/missing"));
        QTest::mouseClick(start, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isActive(), 60000);
        QVERIFY2(status->text().startsWith(QLatin1String("There is no folder")),
                 qPrintable(status->text()));
        QVERIFY(start->isEnabled());
    }

    void cancelWhileStarting()
    {
        ui::TensorBoardDialog dialog(m_context);
        dialog.show();
        auto *start = dialog.findChild<QPushButton *>(QStringLiteral("startButton"));
        auto *stop = dialog.findChild<QPushButton *>(QStringLiteral("stopButton"));
        auto *status = dialog.findChild<QLabel *>(QStringLiteral("status"));
        dialog.setHost(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                       m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")));
        dialog.setFolder(m_remoteDir + QStringLiteral("/logs"));
        dialog.setSetupCommand(QStringLiteral("module load TensorBoard/2.20.0"));
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(dialog.isActive());
        QCOMPARE(stop->text().remove(QLatin1Char('&')), QStringLiteral("Cancel"));
        QTest::mouseClick(stop, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isActive(), 60000);
        QCOMPARE(status->text(), QStringLiteral("Stopped."));
        QVERIFY(start->isEnabled());
        const CommandResult left =
            run(QStringLiteral("pgrep -u \"$(id -u)\" -f -- %1")
                    .arg(shellQuote(QStringLiteral("--logdir ") + m_remoteDir)));
        QVERIFY2(!left.succeeded(), left.standardOutput.constData());
    }

    void startOpenStop()
    {
        ui::TensorBoardDialog dialog(m_context);
        QList<QUrl> opened;
        dialog.setUrlOpener([&opened](const QUrl &url) {
            opened << url;
            return true;
        });
        dialog.show();
        auto *host = dialog.findChild<QComboBox *>(QStringLiteral("host"));
        auto *folder = dialog.findChild<QLineEdit *>(QStringLiteral("folder"));
        auto *setup = dialog.findChild<QLineEdit *>(QStringLiteral("setupCommand"));
        auto *start = dialog.findChild<QPushButton *>(QStringLiteral("startButton"));
        auto *stop = dialog.findChild<QPushButton *>(QStringLiteral("stopButton"));
        auto *open = dialog.findChild<QPushButton *>(QStringLiteral("openButton"));
        auto *progress = dialog.findChild<QProgressBar *>(QStringLiteral("progress"));
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("securityNote"));
        QVERIFY(host && folder && setup && start && stop && open && progress && note);
        QVERIFY(note->text().contains(QLatin1String("no password")));
        QVERIFY(note->text().contains(QLatin1String("other user")));
        QVERIFY(!open->isEnabled());
        QVERIFY(!stop->isEnabled());

        dialog.setHost(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                       m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")));
        QTest::keyClicks(folder, m_remoteDir + QStringLiteral("/logs"));
        QTest::keyClicks(setup, QStringLiteral("module load TensorBoard/2.20.0"));
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(dialog.isActive());
        QVERIFY(progress->isVisible());
        QVERIFY(!start->isEnabled());
        QVERIFY(stop->isEnabled()); // Cancel while starting
        QVERIFY(!folder->isEnabled());

        QTRY_VERIFY_WITH_TIMEOUT(open->isEnabled() || !dialog.isActive(), 240000);
        auto *status = dialog.findChild<QLabel *>(QStringLiteral("status"));
        QVERIFY2(open->isEnabled(), qPrintable(status->text()));
        QVERIFY(!progress->isVisible());
        const QUrl url = dialog.url();
        QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("url"))->text().contains(url.toString()));
        // SLIPWAY_SCREENSHOT_DIR=DIR keeps a picture of the running dialog (for docs/screenshots).
        const QString shots = qEnvironmentVariable("SLIPWAY_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            QVERIFY(dialog.grab().save(shots + QStringLiteral("/tensorboard-dialog.png")));
        }
        QTest::mouseClick(open, Qt::LeftButton);
        QCOMPARE(opened, QList<QUrl>{url});
        // The command that worked is remembered for this cluster, and a new dialog offers it.
        const QString alias = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
        QCOMPARE(m_settings->tensorBoardSetup(alias),
                 QStringLiteral("module load TensorBoard/2.20.0"));
        {
            ui::TensorBoardDialog next(m_context);
            next.setHost(alias);
            QCOMPARE(next.findChild<QLineEdit *>(QStringLiteral("setupCommand"))->text(),
                     QStringLiteral("module load TensorBoard/2.20.0"));
        }
        QByteArray runs;
        QTRY_VERIFY_WITH_TIMEOUT(
            (runs = get(url.resolved(QUrl(QStringLiteral("data/runs"))))).contains("seed-1"),
            60000);
        QCOMPARE(QJsonDocument::fromJson(runs).array().size(), 1);

        QTest::mouseClick(stop, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isActive(), 60000);
        QCOMPARE(status->text(), QStringLiteral("Stopped."));
        QVERIFY(!open->isEnabled());
        QVERIFY(start->isEnabled());
        QVERIFY(get(url.resolved(QUrl(QStringLiteral("data/runs")))).isEmpty());
        const CommandResult left =
            run(QStringLiteral("pgrep -u \"$(id -u)\" -f -- %1")
                    .arg(shellQuote(QStringLiteral("--logdir ") + m_remoteDir)));
        QVERIFY2(!left.succeeded(), left.standardOutput.constData());
    }
};

QTEST_MAIN(TstTensorBoardDialog)
#include "tst_tensorboarddialog.moc"
