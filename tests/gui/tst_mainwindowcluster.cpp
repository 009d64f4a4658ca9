// The main window's wiring against the test cluster: a log folder on the cluster plotted live
// through the event mirror (Plots page → "Cluster folder…"), and the Connections page meeting a
// server whose host key changed.
#include "connections/connectionspage.h"
#include "mainwindow.h"
#include "pages/plotspage.h"
#include "plots/tensorboarddialog.h"
#include "runs/runspage.h"

#include "clusterenv.h"
#include "common/commandrunner.h"
#include "common/settings.h"
#include "common/shellquote.h"
#include "events/eventfilewriter.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QVBoxLayout>

using namespace slipway;

class TstMainWindowCluster : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QMap<QString, QString> m_env;
    std::unique_ptr<ssh::ConnectionPool> m_admin; // the test's own connection
    QString m_remoteDir;

    CommandResult run(const QString &command, const QByteArray &input = QByteArray())
    {
        CommandRunner *runner =
            m_admin->runner(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                            m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")));
        QFuture<CommandResult> f = runner->run({command, input, 60000});
        (void)QTest::qWaitFor([&] { return f.isFinished(); }, 90000);
        return f.isFinished() ? f.result() : CommandResult();
    }

    // Writes a run locally with the project's writer and copies it to the cluster.
    bool putRun(const QString &name, int points)
    {
        const QString local = m_dir.filePath(QStringLiteral("src/") + name);
        events::EventFileWriter writer(local);
        if (!writer.open()) {
            return false;
        }
        for (int i = 0; i < points; ++i) {
            writer.addScalar(QStringLiteral("loss"), 1.0 / (i + 1), i, 1.7e9 + i);
        }
        writer.close();
        QFile file(writer.filePath());
        if (!file.open(QIODevice::ReadOnly)) {
            return false;
        }
        const QString remoteRun = m_remoteDir + QLatin1Char('/') + name;
        const QString remoteFile =
            remoteRun + QLatin1Char('/') + QFileInfo(writer.filePath()).fileName();
        return run(QStringLiteral("mkdir -p -- %1 && cat > %2")
                       .arg(shellQuote(remoteRun), shellQuote(remoteFile)),
                   file.readAll())
            .succeeded();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_env = test::clusterEnv();
        REQUIRE_CLUSTER(m_env);
        QVERIFY(m_dir.isValid());
        m_admin = std::make_unique<ssh::ConnectionPool>(nullptr);
        const CommandResult dir = run(QStringLiteral("mktemp -d ~/slipway-plots.XXXXXX"));
        QVERIFY2(dir.succeeded(), qPrintable(dir.error));
        m_remoteDir =
            QString::fromUtf8(dir.standardOutput.trimmed()) + QStringLiteral("/logs 'x' $(id)");
    }

    void cleanupTestCase()
    {
        if (!m_remoteDir.isEmpty()) {
            run(QStringLiteral("rm -rf -- %1").arg(shellQuote(QFileInfo(m_remoteDir).path())));
        }
        QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).removeRecursively();
    }

    void plotsAClusterFolderLive()
    {
        QVERIFY(putRun(QStringLiteral("alpha"), 120));
        Settings settings(m_dir.filePath(QStringLiteral("slipway.conf")));
        ui::MainWindow window(settings, nullptr, m_dir.filePath(QStringLiteral("runs.sqlite")));
        window.show();
        QToolBar *bar = window.plotsPage()->toolBar();
        QVERIFY(bar);
        QVERIFY(bar->findChild<QAction *>(QStringLiteral("plotClusterFolderAction")));
        QVERIFY(bar->findChild<QAction *>(QStringLiteral("tensorBoardAction")));

        window.plotRemoteFolder(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")),
                                m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                                m_remoteDir);
        QCOMPARE(window.currentPageId(), QStringLiteral("plots"));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.plotsPage()->visibleRuns().contains(QStringLiteral("alpha")), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(window.plotsPage()->shownTags().contains(QStringLiteral("loss")),
                                 10000);

        // A run that appears on the cluster while the window is open shows up by itself.
        QVERIFY(putRun(QStringLiteral("beta"), 80));
        QTRY_VERIFY_WITH_TIMEOUT(window.plotsPage()->visibleRuns().contains(QStringLiteral("beta")),
                                 60000);
    }

    // TensorBoard from the Plots page opens on the cluster folder being plotted, and a server
    // that is running when the window closes is stopped on the cluster before the app quits.
    void tensorBoardOfThePlottedFolderStopsOnQuit()
    {
        QVERIFY(putRun(QStringLiteral("gamma"), 50));
        Settings settings(m_dir.filePath(QStringLiteral("slipway-tb.conf")));
        ui::MainWindow window(settings, nullptr, m_dir.filePath(QStringLiteral("runs-tb.sqlite")));
        window.show();
        const QString alias = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
        window.plotRemoteFolder(alias, m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")),
                                m_remoteDir);
        QAction *action = window.plotsPage()->toolBar()->findChild<QAction *>(
            QStringLiteral("tensorBoardAction"));
        QVERIFY(action);
        action->trigger();
        auto *dialog =
            window.findChild<ui::TensorBoardDialog *>(QStringLiteral("tensorBoardDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("host"))->currentText(), alias);
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("folder"))->text(), m_remoteDir);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("setupCommand")),
                         QStringLiteral("module load TensorBoard/2.20.0"));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("startButton")),
                          Qt::LeftButton);
        auto *open = dialog->findChild<QPushButton *>(QStringLiteral("openButton"));
        QTRY_VERIFY_WITH_TIMEOUT(open->isEnabled() || !dialog->isActive(), 240000);
        QVERIFY2(open->isEnabled(),
                 qPrintable(dialog->findChild<QLabel *>(QStringLiteral("status"))->text()));
        // pgrep reads a regular expression: match on the plain mktemp part of the folder.
        const QString pattern =
            shellQuote(QStringLiteral("--logdir ") + QFileInfo(m_remoteDir).path());
        QVERIFY(run(QStringLiteral("pgrep -u \"$(id -u)\" -f -- %1").arg(pattern)).succeeded());

        // Closing the window waits for the server to stop (at most 10 s), then closes; the
        // stop goes on if the cluster was slower than that.
        window.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isActive(), 60000);
        CommandResult left;
        QTRY_VERIFY2_WITH_TIMEOUT(
            !(left = run(QStringLiteral("pgrep -u \"$(id -u)\" -f -- %1").arg(pattern)))
                 .succeeded(),
            left.standardOutput.constData(), 30000);
    }

    // "TensorBoard" on a run whose job started one: the Runs page's button opens a dialog that
    // forwards the address the job wrote. The job's server is a stand-in that answers
    // /data/runs like TensorBoard (the real one in a real job: tst_submitcluster).
    void jobTensorBoardFromTheRunsPage()
    {
        const QString jobFolder = QFileInfo(m_remoteDir).path() + QStringLiteral("/job tb");
        const CommandResult server =
            run(QStringLiteral(
                    "set -e; d=%1; mkdir -p \"$d/srv/data\" \"$d/tb\"; printf '[\"run-a\"]' > "
                    "\"$d/srv/data/runs\"; port=$(python3 -c 'import socket; s=socket.socket(); "
                    "s.bind((\"127.0.0.1\", 0)); print(s.getsockname()[1])'); cd \"$d/srv\"; "
                    "nohup python3 -m http.server \"$port\" --bind 127.0.0.1 > /dev/null 2>&1 < "
                    "/dev/null & echo $!; echo \"$port\"")
                    .arg(shellQuote(jobFolder)));
        QVERIFY2(server.succeeded(), server.standardError.constData());
        const QList<QByteArray> pidAndPort = server.standardOutput.trimmed().split('\n');
        QCOMPARE(pidAndPort.size(), 2);
        const QString serverPid = QString::fromUtf8(pidAndPort.at(0));
        const QString serverPort = QString::fromUtf8(pidAndPort.at(1));
        auto stopServer = qScopeGuard([&] { run(QStringLiteral("kill %1").arg(serverPid)); });

        const QString runsPath = m_dir.filePath(QStringLiteral("runs-jobtb.sqlite"));
        qint64 id = 0;
        {
            runs::RunStore store(runsPath);
            runs::RunRecord r;
            r.createdAt = QDateTime::currentDateTimeUtc();
            r.profile = QStringLiteral("test-cluster");
            r.host = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
            r.sshConfig = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
            r.jobName = QStringLiteral("job with tensorboard");
            r.scheduler = QStringLiteral("slurm");
            r.state = runs::RunState::Running;
            r.jobId = QStringLiteral("777");
            r.specJson = QStringLiteral("{\"logdir\": \"tb\", \"tensorboard\": true}");
            id = store.insert(r);
            QVERIFY2(id > 0, qPrintable(store.errorString()));
            r.id = id;
            r.remoteDir = jobFolder + QStringLiteral("/slipway-runs/%1").arg(id);
            QVERIFY(store.update(r));
        }
        Settings settings(m_dir.filePath(QStringLiteral("slipway-jobtb.conf")));
        ui::MainWindow window(settings, nullptr, runsPath); // not shown: no polling of job 777
        auto *runs = window.findChild<ui::RunsPage *>();
        QVERIFY(runs);
        runs->showRun(id);
        auto *button = runs->findChild<QPushButton *>(QStringLiteral("jobTensorBoard"));
        QVERIFY(button);
        QTRY_VERIFY(button->isEnabled());
        button->click();
        ui::TensorBoardDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<ui::TensorBoardDialog *>(
                         QStringLiteral("jobTensorBoardDialog"))) != nullptr);
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("securityNote"))
                    ->text()
                    .contains(QLatin1String("compute node")));
        // The job has not written its address yet (still queued): the dialog waits, with Cancel.
        auto *status = dialog->findChild<QLabel *>(QStringLiteral("status"));
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QLatin1String("Waiting for the job")),
                                 30000);
        QVERIFY(dialog->isActive());
        QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("stopButton"))->isEnabled());
        // The job starts and writes it.
        QVERIFY(
            run(QStringLiteral("printf '127.0.0.1 %1\\n' > %2")
                    .arg(serverPort,
                         shellQuote(jobFolder + QStringLiteral("/tb/.slipway-tensorboard-777"))))
                .succeeded());
        auto *open = dialog->findChild<QPushButton *>(QStringLiteral("openButton"));
        QTRY_VERIFY_WITH_TIMEOUT(open->isEnabled() || !dialog->isActive(), 60000);
        QVERIFY2(open->isEnabled(),
                 qPrintable(dialog->findChild<QLabel *>(QStringLiteral("status"))->text()));
        const QUrl url = dialog->url();
        QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
        if (qEnvironmentVariableIsSet("SLIPWAY_SCREENSHOT_DIR")) {
            dialog->grab().save(qEnvironmentVariable("SLIPWAY_SCREENSHOT_DIR") +
                                QStringLiteral("/job-tensorboard-dialog.png"));
        }
        QVERIFY(!dialog->findChild<QLineEdit *>(QStringLiteral("folder"))->isEnabled());
        QVERIFY(dialog->findChild<QLineEdit *>(QStringLiteral("folder"))
                    ->text()
                    .endsWith(QLatin1String("/job tb/tb")));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("stopButton")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isActive(), 30000);
        QVERIFY2(dialog->findChild<QLabel *>(QStringLiteral("status"))
                     ->text()
                     .contains(QLatin1String("until the job ends")),
                 qPrintable(dialog->findChild<QLabel *>(QStringLiteral("status"))->text()));
        // The job's server was not touched.
        QVERIFY(run(QStringLiteral("kill -0 %1").arg(serverPid)).succeeded());
    }

    void plotsOfARunComeFromItsFolder()
    {
        // A run in the history whose working folder on the cluster holds event files.
        const QString runsPath = m_dir.filePath(QStringLiteral("runs-plots.sqlite"));
        qint64 id = 0;
        {
            runs::RunStore store(runsPath);
            QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
            runs::RunRecord run;
            run.createdAt = QDateTime::currentDateTimeUtc();
            run.profile = QStringLiteral("test-cluster");
            run.host = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
            run.sshConfig = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
            run.jobName = QStringLiteral("plots from a run");
            run.scheduler = QStringLiteral("slurm");
            run.state = runs::RunState::Completed;
            id = store.insert(run);
            QVERIFY2(id > 0, qPrintable(store.errorString()));
            // As RunService records it: the job ran in the parent of the log folder, and the
            // spec names the log folder relative to it.
            run.id = id;
            run.remoteDir =
                QFileInfo(m_remoteDir).path() + QStringLiteral("/slipway-runs/%1").arg(id);
            run.specJson = QString::fromUtf8(
                QJsonDocument(
                    QJsonObject{{QStringLiteral("profile"), QStringLiteral("test-cluster")},
                                {QStringLiteral("logdir"), QFileInfo(m_remoteDir).fileName()}})
                    .toJson());
            QVERIFY2(store.update(run), qPrintable(store.errorString()));
        }
        Settings settings(m_dir.filePath(QStringLiteral("slipway-plots.conf")));
        ui::MainWindow window(settings, nullptr, runsPath);
        window.show();
        auto *runs = window.findChild<ui::RunsPage *>();
        QVERIFY(runs);
        Q_EMIT runs->openPlotsRequested(id);
        QCOMPARE(window.currentPageId(), QStringLiteral("plots"));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.plotsPage()->visibleRuns().contains(QStringLiteral("alpha")), 60000);
    }

    // A server whose key no longer matches known_hosts: the Connections page shows a refusal
    // with only a Close button, naming the file and line to fix.
    void connectedClusterLeadsToANewRun()
    {
        const QString config = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
        const QString alias = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
        QWidget window;
        auto *page = new ui::ConnectionsPage(&window, config,
                                             m_dir.filePath(QStringLiteral("next-store.json")));
        (new QVBoxLayout(&window))->addWidget(page);
        window.resize(900, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *list = page->findChild<QListWidget *>(QStringLiteral("connectionList"));
        QVERIFY(list);
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->text().startsWith(alias + QLatin1Char(' '))) {
                list->setCurrentRow(i);
            }
        }
        auto *next = page->findChild<QPushButton *>(QStringLiteral("newRunHereButton"));
        QVERIFY(next);
        QVERIFY(!next->isVisible()); // nothing to do next before the connection is up
        QSignalSpy asked(page, &ui::ConnectionsPage::newRunRequested);
        QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("connectButton")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(next->isVisible(), 60000);
        auto *state = page->findChild<QLabel *>(QStringLiteral("stateLabel"));
        QVERIFY(state);
        QVERIFY2(state->text().contains(QLatin1String("next: choose what to run")),
                 qPrintable(state->text()));
        // Once connected, the storage against the quota (the test cluster's stand-ins report
        // 200,000 files at most), found without a profile.
        auto *storage = page->findChild<QLabel *>(QStringLiteral("storageSummary"));
        QVERIFY(storage);
        QTRY_VERIFY_WITH_TIMEOUT(storage->text().contains(QLatin1String(" of 200,000 files")),
                                 60000);
        QVERIFY2(storage->text().contains(QLatin1String("Home (")), qPrintable(storage->text()));
        next->click();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.at(0).at(0).toString(), alias);
        QCOMPARE(asked.at(0).at(1).toString(), config);
    }

    void changedHostKeyShowsARefusal()
    {
        const QString impostor = m_dir.filePath(QStringLiteral("impostor"));
        QCOMPARE(QProcess::execute(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-q"), QStringLiteral("-t"),
                                    QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
                                    QStringLiteral("-f"), impostor}),
                 0);
        QFile pub(impostor + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const QByteArray keyPart = pub.readAll().split(' ').mid(0, 2).join(' ');
        const QByteArray port = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")).toUtf8();
        const QString knownHosts = m_dir.filePath(QStringLiteral("changed_known_hosts"));
        QFile known(knownHosts);
        QVERIFY(known.open(QIODevice::WriteOnly));
        known.write("# the key this computer saw last time\n[127.0.0.1]:" + port + ' ' + keyPart +
                    '\n');
        known.close();
        const QString config = m_dir.filePath(QStringLiteral("changed_ssh_config"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Host moved-cluster\n  HostName 127.0.0.1\n  Port " + port + "\n  User " +
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER")).toUtf8() +
                   "\n  IdentityFile " +
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_KEY")).toUtf8() +
                   "\n  IdentitiesOnly yes\n  UserKnownHostsFile " + knownHosts.toUtf8() +
                   "\n  GlobalKnownHostsFile /dev/null\n");
        file.close();

        QWidget window;
        auto *page = new ui::ConnectionsPage(&window, config,
                                             m_dir.filePath(QStringLiteral("changed-store.json")));
        (new QVBoxLayout(&window))->addWidget(page);
        window.resize(900, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *list = page->findChild<QListWidget *>(QStringLiteral("connectionList"));
        QVERIFY(list);
        QCOMPARE(list->count(), 1);
        list->setCurrentRow(0);
        QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("connectButton")),
                          Qt::LeftButton);
        QMessageBox *box = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] {
                box = window.findChild<QMessageBox *>(QStringLiteral("changedHostKeyDialog"));
                return box && box->isVisible();
            },
            30000));
        QCOMPARE(box->standardButtons(), QMessageBox::StandardButtons(QMessageBox::Close));
        QVERIFY2(box->informativeText().contains(QStringLiteral("line 2 of ") + knownHosts),
                 qPrintable(box->informativeText()));
        QVERIFY2(box->informativeText().contains(QLatin1String("ssh-keygen -R")),
                 qPrintable(box->informativeText()));
        auto *error = page->findChild<QLabel *>(QStringLiteral("errorLabel"));
        QVERIFY(error);
        QVERIFY(page->connection(QStringLiteral("moved-cluster")));
        QCOMPARE(page->connection(QStringLiteral("moved-cluster"))->state(), ssh::SshState::Failed);
        if (qEnvironmentVariableIsSet("SLIPWAY_SCREENSHOT_DIR")) {
            window.grab().save(qEnvironmentVariable("SLIPWAY_SCREENSHOT_DIR") +
                               QStringLiteral("/changed-host-key.png"));
            box->grab().save(qEnvironmentVariable("SLIPWAY_SCREENSHOT_DIR") +
                             QStringLiteral("/changed-host-key-dialog.png"));
        }
        box->button(QMessageBox::Close)->click();
        QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("changedHostKeyDialog")));
        // The known_hosts file is left exactly as it was: nothing is ever "accepted anyway".
        QVERIFY(known.open(QIODevice::ReadOnly));
        QVERIFY(known.readAll().contains(keyPart));
    }
};

QTEST_MAIN(TstMainWindowCluster)
#include "tst_mainwindowcluster.moc"
