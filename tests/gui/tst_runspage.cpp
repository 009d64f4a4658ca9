// The Runs page against the real test cluster (tests/cluster/up): jobs submitted through
// RunService over the shared SSH connection show up in the table and move to RUNNING and
// COMPLETED; the script is shown and copied and a run resubmitted; a log keeps every line once
// across a killed connection; one job is cancelled from the page; the log of a failing job shows
// the diagnosis banner, and the log search finds text.

#include "../integration/ssh/clusterenv.h"
#include "common/settings.h"
#include "common/shellquote.h"
#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "runs/logview.h"
#include "runs/resultsdialog.h"
#include "runs/runsegments.h"
#include "runs/runservice.h"
#include "runs/runspage.h"
#include "runs/runstore.h"
#include "runs/runtablemodel.h"
#include "scheduler/scheduler.h"
#include "site/profileregistry.h"
#include "site/walltime.h"
#include "ssh/connectionpool.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"

#include <QClipboard>
#include <QDialog>
#include <QFile>
#include <QGuiApplication>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace slipway;
using slipway::ui::LogView;
using slipway::ui::ResultsDialog;
using slipway::ui::RunsPage;
using slipway::ui::RunTableModel;

namespace {

// Prints a step a second for 9 minutes, within its limit of 10.
const char kLongScript[] = "import time\n"
                           "for i in range(540):\n"
                           "    print(f'step {i}', flush=True)\n"
                           "    time.sleep(1)\n";
const char kShortScript[] = "import sys\n"
                            "for i in range(3):\n"
                            "    print(f'short step {i}', flush=True)\n"
                            "print('progress 10%\\rprogress 50%\\rprogress 100%', flush=True)\n"
                            "sys.stdout.buffer.write(b'bad utf-8 \\xff\\xfe end\\n')\n";
const char kFailScript[] = "print('about to import', flush=True)\n"
                           "import slipway_no_such_package\n";

} // namespace

class TestRunsPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_config;
    QString m_alias;
    QString m_workdir;
    std::unique_ptr<ssh::ConnectionPool> m_pool;
    std::unique_ptr<runs::RunStore> m_store;
    std::unique_ptr<Settings> m_settings;
    ui::AppContext m_context;
    std::unique_ptr<RunsPage> m_page;
    qint64 m_long = 0;
    qint64 m_short = 0;
    qint64 m_fail = 0;

    CommandResult runRemote(const QString &command, const QByteArray &input = {})
    {
        CommandRunner *runner = m_pool->runner(m_alias, m_config);
        if (!runner) {
            return {};
        }
        QFuture<CommandResult> f = runner->run({command, input, 60000});
        if (!QTest::qWaitFor([&] { return f.isFinished(); }, 90000)) {
            return {};
        }
        return f.result();
    }

    qint64 submit(const QString &name, const QString &entry)
    {
        QStringList errors;
        const QJsonObject json{{QStringLiteral("profile"), QStringLiteral("test-cluster")},
                               {QStringLiteral("job_name"), name},
                               {QStringLiteral("parallelism"), QStringLiteral("cpu")},
                               {QStringLiteral("time"), QStringLiteral("00:10:00")},
                               {QStringLiteral("environment"),
                                QJsonObject{{QStringLiteral("recipe"), QStringLiteral("modules")},
                                            {QStringLiteral("modules"),
                                             QJsonArray{QStringLiteral("PyTorch/1.13.1")}}}},
                               {QStringLiteral("entry"), entry},
                               {QStringLiteral("workdir"), m_workdir}};
        const auto spec = compose::JobSpec::fromJsonObject(json, &errors);
        if (!spec) {
            qWarning() << errors;
            return 0;
        }
        const site::ProfileRegistry registry;
        const site::SiteProfile *profile = registry.find(QStringLiteral("test-cluster"));
        if (!profile) {
            return 0;
        }
        const compose::ComposedScript script = compose::ScriptComposer::compose(*spec, *profile);
        runs::SubmitRequest request;
        request.spec = script.resolvedSpec;
        request.profile = *profile;
        request.script = script.text();
        request.host = m_alias;
        request.sshConfig = m_config;
        runs::RunService service(m_store.get(), m_pool->runner(m_alias, m_config));
        QFuture<runs::SubmitOutcome> f = service.submit(request);
        if (!QTest::qWaitFor([&] { return f.isFinished(); }, 120000)) {
            return 0;
        }
        const runs::SubmitOutcome outcome = f.result();
        if (!outcome.submitted) {
            qWarning().noquote() << outcome.message;
            return 0;
        }
        return outcome.runId;
    }

    QString stateOf(qint64 runId) const
    {
        const RunTableModel *model = m_page->model();
        const int row = model->rowOf(runId);
        return row < 0 ? QString()
                       : model->data(model->index(row, RunTableModel::State)).toString();
    }

    // The long job, queued or running with at least 3 of its 9 minutes left: submitted again
    // when a busy shared queue made the earlier tests outlast more of it.
    void ensureLongJob()
    {
        const QString id = m_store->find(m_long)->jobId;
        const QStringList stateAndTime =
            QString::fromUtf8(runRemote(QStringLiteral("squeue -h -o '%T %M' -j ") + shellQuote(id))
                                  .standardOutput)
                .simplified()
                .split(u' ');
        const QString state = stateAndTime.value(0);
        if (state == QLatin1String("PENDING") ||
            (state == QLatin1String("RUNNING") && secondsOf(stateAndTime.value(1)) < 360)) {
            return;
        }
        if (state == QLatin1String("RUNNING")) {
            runRemote(QStringLiteral("scancel ") + shellQuote(id));
        }
        m_long = submit(QStringLiteral("runspage-long"), QStringLiteral("long.py"));
        QVERIFY(m_long > 0);
        select(m_long);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(m_long), QStringLiteral("RUNNING"), 600000);
    }

    // Slurm's elapsed time ("M:SS", "H:MM:SS" or "D-HH:MM:SS") in seconds.
    static int secondsOf(const QString &elapsed)
    {
        const QStringList dayAndTime = elapsed.split(u'-');
        int seconds = dayAndTime.size() > 1 ? dayAndTime.first().toInt() * 86400 : 0;
        int unit = 1;
        const QStringList parts = dayAndTime.last().split(u':');
        for (qsizetype i = parts.size() - 1; i >= 0; --i) {
            seconds += parts.at(i).toInt() * unit;
            unit *= 60;
        }
        return seconds;
    }

    QTableView *table() const
    {
        return m_page->findChild<QTableView *>(QStringLiteral("runsTable"));
    }

    void select(qint64 runId) { m_page->showRun(runId); }

    void click(const char *name)
    {
        auto *button = m_page->findChild<QPushButton *>(QLatin1String(name));
        QVERIFY2(button, name);
        QTRY_VERIFY(button->isEnabled());
        button->click();
    }

private Q_SLOTS:
    void initTestCase()
    {
        const auto env = test::clusterEnv();
        REQUIRE_CLUSTER(env);
        m_config = env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
        m_alias = env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
        QVERIFY(m_dir.isValid());
        m_pool = std::make_unique<ssh::ConnectionPool>(nullptr);
        m_store = std::make_unique<runs::RunStore>(m_dir.filePath(QStringLiteral("runs.sqlite")));
        QVERIFY2(m_store->isOpen(), qPrintable(m_store->errorString()));
        m_context.connections = m_pool.get();
        m_context.runs = m_store.get();
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("slipway.conf")));
        m_context.settings = m_settings.get();

        m_workdir = QStringLiteral("$HOME/slipway-runspage-") +
                    QUuid::createUuid().toString(QUuid::Id128).left(8);
        const CommandResult mk = runRemote(QStringLiteral("mkdir -p \"%1\"").arg(m_workdir));
        QVERIFY2(mk.succeeded(), qPrintable(mk.error + QString::fromUtf8(mk.standardError)));
        const QList<std::pair<QString, QByteArray>> files{
            {QStringLiteral("long.py"), kLongScript},
            {QStringLiteral("short.py"), kShortScript},
            {QStringLiteral("fail.py"), kFailScript}};
        for (const auto &[name, text] : files) {
            const CommandResult up =
                runRemote(QStringLiteral("cat > \"%1/%2\"").arg(m_workdir, name), text);
            QVERIFY2(up.succeeded(), qPrintable(up.error));
        }
    }

    void cleanupTestCase()
    {
        m_page.reset();
        if (m_pool && !m_workdir.isEmpty()) {
            runRemote(QStringLiteral("rm -rf \"%1\"").arg(m_workdir));
        }
    }

    void startsEmpty()
    {
        m_page = std::make_unique<RunsPage>(m_context);
        m_page->resize(1100, 700);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        QCOMPARE(m_page->model()->rowCount(), 0);
        const auto labels = m_page->findChildren<QLabel *>();
        const bool emptyShown = std::any_of(labels.cbegin(), labels.cend(), [](QLabel *l) {
            return l->isVisible() && l->text() == QLatin1String("Your first run in three steps");
        });
        QVERIFY(emptyShown);
        // The guide leads to the pages of its steps.
        QSignalSpy asked(m_page.get(), &RunsPage::pageRequested);
        auto *connectButton = m_page->findChild<QPushButton *>(QStringLiteral("guideConnect"));
        auto *newRunButton = m_page->findChild<QPushButton *>(QStringLiteral("guideNewRun"));
        QVERIFY(connectButton && newRunButton);
        QVERIFY(connectButton->isVisible());
        connectButton->click();
        newRunButton->click();
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked.at(0).at(0).toString(), QStringLiteral("connections"));
        QCOMPARE(asked.at(1).at(0).toString(), QStringLiteral("newrun"));
    }

    void submittedJobsAppearAndComplete()
    {
        m_long = submit(QStringLiteral("runspage-long"), QStringLiteral("long.py"));
        QVERIFY(m_long > 0);
        m_short = submit(QStringLiteral("runspage-short"), QStringLiteral("short.py"));
        QVERIFY(m_short > 0);
        m_fail = submit(QStringLiteral("runspage-fail"), QStringLiteral("fail.py"));
        QVERIFY(m_fail > 0);
        select(m_short);
        QCOMPARE(m_page->model()->rowCount(), 3);
        QVERIFY(table()->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(m_long), QStringLiteral("RUNNING"), 300000);
        // Its use comes with the page's status poll (one remote command for both): the first
        // sample within 60 s of the page seeing it run.
        const QString longJob = m_store->find(m_long)->jobId;
        const auto figures = [&] {
            const auto *label =
                m_page->findChild<QLabel *>(QStringLiteral("usageFigures-") + longJob);
            return label ? label->text() : QString();
        };
        QTRY_VERIFY2_WITH_TIMEOUT(figures().contains(QStringLiteral(" memory ")) &&
                                      !figures().contains(QStringLiteral("memory –")),
                                  qPrintable(figures()), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(m_short), QStringLiteral("COMPLETED"), 300000);
        const RunTableModel *model = m_page->model();
        QCOMPARE(model->data(model->index(model->rowOf(m_short), RunTableModel::JobId)).toString(),
                 m_store->find(m_short)->jobId);
        QCOMPARE(
            model->data(model->index(model->rowOf(m_short), RunTableModel::Partition)).toString(),
            QStringLiteral("cpu"));
        QCOMPARE(model->data(model->index(model->rowOf(m_short), RunTableModel::Name)).toString(),
                 QStringLiteral("runspage-short #1"));
    }

    // The elapsed and end times the history keeps are the scheduler's accounting's.
    void elapsedAndEndComeFromAccounting()
    {
        const QString jobId = m_store->find(m_short)->jobId;
        QStringList fields;
        QTRY_VERIFY_WITH_TIMEOUT(
            (fields =
                 QString::fromUtf8(
                     runRemote(QStringLiteral("TZ=UTC sacct -X -n -P -j %1 --format=Elapsed,End")
                                   .arg(shellQuote(jobId)))
                         .standardOutput)
                     .trimmed()
                     .split(u'|'),
             fields.size() == 2 && fields.at(1) != QLatin1String("Unknown")),
            60000);
        const qint64 elapsed = site::walltime::parse(fields.at(0)).value_or(-1);
        QDateTime end = QDateTime::fromString(fields.at(1), Qt::ISODate);
        end.setTimeSpec(Qt::UTC);
        QVERIFY2(elapsed >= 0 && end.isValid(), qPrintable(fields.join(u'|')));
        // The page keeps asking until the accounting's answer is in the history.
        QTRY_COMPARE_WITH_TIMEOUT(m_store->find(m_short)->elapsedSeconds, elapsed, 60000);
        QCOMPARE(m_store->find(m_short)->endedAt.toSecsSinceEpoch(), end.toSecsSinceEpoch());
        const RunTableModel *model = m_page->model();
        QTRY_COMPARE(
            model->data(model->index(model->rowOf(m_short), RunTableModel::Elapsed)).toString(),
            RunTableModel::formatDuration(elapsed));
    }

    // At the main window's default size the page is about 900 pixels wide: no column but the
    // name is narrower than its text.
    void columnsAreNotClipped()
    {
        // The selected run's log is open: its long path does not widen the page.
        QTRY_VERIFY(m_page->logView()->isVisible());
        QVERIFY2(m_page->minimumSizeHint().width() <= 900,
                 qPrintable(QString::number(m_page->minimumSizeHint().width())));
        m_page->resize(900, 600);
        QTest::qWait(50);
        QCOMPARE(m_page->width(), 900);
        QTableView *view = table();
        const QAbstractItemView *cells = view; // sizeHintForColumn is public here
        for (int c = 0; c < RunTableModel::ColumnCount; ++c) {
            if (c == RunTableModel::Name) {
                continue;
            }
            QVERIFY2(view->columnWidth(c) >= cells->sizeHintForColumn(c),
                     qPrintable(QStringLiteral("column %1: %2 < %3")
                                    .arg(c)
                                    .arg(view->columnWidth(c))
                                    .arg(cells->sizeHintForColumn(c))));
            QVERIFY(view->columnWidth(c) >= view->horizontalHeader()->sectionSizeHint(c));
        }
        QVERIFY(view->columnWidth(RunTableModel::Name) > 80);
        QVERIFY2(view->horizontalHeader()->length() <= view->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2")
                                .arg(view->horizontalHeader()->length())
                                .arg(view->viewport()->width())));
        m_page->resize(1100, 700);
    }

    void plotsAskTheMainWindow()
    {
        select(m_short);
        auto *plots = m_page->findChild<QPushButton *>(QStringLiteral("openPlots"));
        QVERIFY(plots);
        QVERIFY(!plots->isEnabled()); // nobody shows plots yet: the button says so
        QList<qint64> asked;
        connect(m_page.get(), &RunsPage::openPlotsRequested, this,
                [&asked](qint64 id) { asked << id; });
        QVERIFY(plots->isEnabled());
        plots->click();
        QCOMPARE(asked, QList<qint64>{m_short});
    }

    void logOfACompletedJob()
    {
        select(m_short);
        click("openLog");
        auto *log = m_page->logView();
        QTRY_VERIFY_WITH_TIMEOUT(log->text().contains(QLatin1String("bad utf-8")), 60000);
        const QString text = log->text();
        QVERIFY2(text.contains(QStringLiteral("short step 2")), qPrintable(text));
        // The progress bar is one line with its last state; invalid bytes are replaced.
        QVERIFY2(text.contains(QStringLiteral("\nprogress 100%\n")) ||
                     text.contains(QStringLiteral("\nprogress 100%")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("progress 10%")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("bad utf-8 \uFFFD")), qPrintable(text));
        QCOMPARE(text.count(QStringLiteral("short step 0")), 1);
        QVERIFY(log->diagnoses().isEmpty());
    }

    // Selecting a run shows its own log at once, without "Open log".
    void selectingARunShowsItsLog()
    {
        select(m_short);
        QTRY_COMPARE(m_page->logView()->runId(), m_short);
        select(m_fail);
        QTRY_COMPARE(m_page->logView()->runId(), m_fail);
        QVERIFY(m_page->logView()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(
            m_page->logView()->text().contains(QLatin1String("about to import")), 60000);
        QVERIFY(!m_page->logView()->text().contains(QLatin1String("short step")));
    }

    // "Download results…": the run's files into a folder here, byte-exact, hostile names
    // included; the next download brings only the new bytes; the folder is remembered; a
    // download can be cancelled.
    void downloadResults()
    {
        select(m_short);
        const runs::RunRecord run = *m_store->find(m_short);
        const QString remote = ResultsDialog::remoteFolder(run);
        QVERIFY(!remote.isEmpty());
        const QString name = QStringLiteral("metrics $(id) 'q' \"d\" ü `x`.csv");
        const QByteArray first = "epoch,loss\n1,0.5\n";
        const QByteArray more = "2,0.25\n";
        const QString target = shellQuote(remote + QLatin1Char('/') + name);
        QVERIFY(runRemote(QStringLiteral("cat > ") + target, first).succeeded());

        click("downloadResults");
        ResultsDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_page->findChild<ResultsDialog *>()));
        auto *folder = dialog->findChild<QLineEdit *>(QStringLiteral("resultsFolder"));
        QVERIFY(folder);
        // Nothing remembered yet: a folder named after the run.
        QVERIFY2(folder->text().endsWith(QStringLiteral("Slipway/runspage-short-1")),
                 qPrintable(folder->text()));
        const QString local = m_dir.filePath(QStringLiteral("results of $(id) 'run'"));
        folder->setText(local);
        QSignalSpy done(dialog, &ResultsDialog::downloadFinished);
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("startDownload"));
        start->click();
        QVERIFY(done.wait(120000));
        project::PullResult result = dialog->lastResult();
        QVERIFY2(result.ok, qPrintable(result.error));
        QVERIFY2(result.filesNew >= 2, qPrintable(QString::number(result.filesNew))); // log too
        QFile got(QDir(local).filePath(name));
        QVERIFY(got.open(QIODevice::ReadOnly));
        QCOMPARE(got.readAll(), first);
        got.close();

        // Grown on the cluster: only the new bytes come.
        QVERIFY(runRemote(QStringLiteral("cat >> ") + target, more).succeeded());
        start->click();
        QVERIFY(done.wait(120000));
        result = dialog->lastResult();
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.filesNew, 0);
        QCOMPARE(result.filesAppended, 1);
        QCOMPARE(result.bytesReceived, qint64(more.size()));
        QVERIFY(got.open(QIODevice::ReadOnly));
        QCOMPARE(got.readAll(), first + more);
        got.close();
        const QString status = dialog->findChild<QLabel *>(QStringLiteral("resultsStatus"))->text();
        QVERIFY2(status.contains(QStringLiteral("1 grown")), qPrintable(status));

        // Nothing new: nothing fetched.
        start->click();
        QVERIFY(done.wait(120000));
        QCOMPARE(dialog->lastResult().bytesReceived, 0);
        QCOMPARE(dialog->lastResult().filesUnchanged, dialog->lastResult().files);

        // Cancelled while it lists the folder: it says so and stops.
        start->click();
        QVERIFY(dialog->isRunning());
        dialog->findChild<QPushButton *>(QStringLiteral("cancelDownload"))->click();
        QVERIFY(dialog->isVisible()); // Cancel stops the download, not the window
        QVERIFY(done.wait(120000));
        QVERIFY(dialog->lastResult().cancelled);
        QVERIFY(!dialog->isRunning());
        dialog->findChild<QPushButton *>(QStringLiteral("cancelDownload"))->click(); // Close
        QTRY_VERIFY(!m_page->findChild<ResultsDialog *>());

        // The folder is remembered for this run.
        click("downloadResults");
        QTRY_VERIFY((dialog = m_page->findChild<ResultsDialog *>()));
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("resultsFolder"))->text(), local);
        dialog->close();
    }

    // The PIDs of the sshd processes serving this process's SSH connections (the cluster runs
    // on this machine, so `ss` sees both ends).
    static QStringList serverPidsOfThisProcess()
    {
        QProcess ss;
        ss.start(QStringLiteral("ss"), {QStringLiteral("-tnpH")});
        if (!ss.waitForFinished(10000)) {
            return {};
        }
        const QStringList lines = QString::fromUtf8(ss.readAllStandardOutput()).split(u'\n');
        QStringList ports;
        const QString me = QStringLiteral("pid=%1,").arg(QCoreApplication::applicationPid());
        for (const QString &line : lines) {
            const QStringList cols = line.simplified().split(u' ');
            if (line.contains(me) && cols.size() >= 5) {
                ports << cols.at(3).section(u':', -1);
            }
        }
        QStringList pids;
        static const QRegularExpression pidRe(QStringLiteral(R"(pid=(\d+))"));
        for (const QString &line : lines) {
            const QStringList cols = line.simplified().split(u' ');
            if (cols.size() >= 6 && ports.contains(cols.at(4).section(u':', -1)) &&
                line.contains(QStringLiteral("\"sshd"))) {
                for (auto it = pidRe.globalMatch(line); it.hasNext();) {
                    pids << it.next().captured(1);
                }
            }
        }
        return pids;
    }

    void scriptAndResubmit()
    {
        select(m_short);
        const QString script = m_store->find(m_short)->script;
        QVERIFY(script.contains(QStringLiteral("short.py")));
        click("copyScript");
        QCOMPARE(QGuiApplication::clipboard()->text(), script);
        click("showScript");
        QDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_page->findChild<QDialog *>(QStringLiteral("scriptDialog"))));
        QCOMPARE(dialog->findChild<QPlainTextEdit *>()->toPlainText(), script);
        dialog->close();

        const int before = m_page->model()->rowCount();
        click("resubmitRun");
        QTRY_COMPARE_WITH_TIMEOUT(m_page->model()->rowCount(), before + 1, 120000);
        const qint64 again = m_page->model()
                                 ->data(m_page->model()->index(0, 0), RunTableModel::RunIdRole)
                                 .toLongLong();
        QVERIFY(again != m_short);
        QCOMPARE(m_store->find(again)->resubmitOf, m_short);
        QCOMPARE(m_store->find(again)->script, script);
        // The second run of the same name gets the next number.
        QCOMPARE(m_page->model()->data(m_page->model()->index(0, RunTableModel::Name)).toString(),
                 QStringLiteral("runspage-short #2"));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(again), QStringLiteral("COMPLETED"), 300000);
    }

    void logSurvivesAKilledConnection()
    {
        ensureLongJob();
        select(m_long);
        click("openLog");
        auto *log = m_page->logView();
        QTRY_VERIFY_WITH_TIMEOUT(log->text().contains(QLatin1String("step 3\n")), 120000);
        // Kill the page's connection from the server side, through a second connection.
        const QStringList pids = serverPidsOfThisProcess();
        QVERIFY(!pids.isEmpty());
        QString error;
        std::unique_ptr<ssh::SshCommandRunner> other(
            ssh::SshCommandRunner::create(m_alias, m_config, nullptr, &error));
        QVERIFY2(other, qPrintable(error));
        QFuture<CommandResult> kill = other->run(
            {QStringLiteral("kill -9 %1 2>/dev/null; true").arg(pids.join(u' ')), {}, 30000});
        QTRY_VERIFY_WITH_TIMEOUT(kill.isFinished(), 60000);
        QVERIFY2(kill.result().succeeded(), qPrintable(kill.result().error));
        const auto stepsNow = [&] {
            return log->text().count(QStringLiteral("step "));
        };
        const int before = stepsNow();
        QTRY_VERIFY_WITH_TIMEOUT(stepsNow() >= before + 8, 120000);
        // Every step once, in order, none missing.
        const QStringList lines = log->text().split(u'\n');
        int expected = 0;
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1String("step "))) {
                QCOMPARE(line, QStringLiteral("step %1").arg(expected));
                ++expected;
            }
        }
        QVERIFY(expected >= before + 8);
    }

    void cancelFromThePage()
    {
        ensureLongJob();
        select(m_long);
        click("cancelRun");
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = m_page->findChild<QMessageBox *>(
                         QStringLiteral("confirmCancelDialog"))) != nullptr);
        box->button(QMessageBox::Yes)->click();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(m_long), QStringLiteral("CANCELLED"), 300000);
        QCOMPARE(m_store->find(m_long)->state, runs::RunState::Cancelled);
    }

    void failingJobShowsTheDiagnosis()
    {
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(m_fail), QStringLiteral("FAILED"), 300000);
        select(m_fail);
        click("openLog");
        auto *banner = m_page->findChild<QLabel *>(QStringLiteral("diagnosisBanner"));
        QVERIFY(banner);
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), 60000);
        QVERIFY2(banner->text().contains(QStringLiteral("slipway_no_such_package")),
                 qPrintable(banner->text()));
        QVERIFY2(m_page->logView()->text().contains(QStringLiteral("ModuleNotFoundError")),
                 qPrintable(m_page->logView()->text()));

        auto *search = m_page->findChild<QLineEdit *>(QStringLiteral("logSearch"));
        auto *info = m_page->findChild<QLabel *>(QStringLiteral("logSearchInfo"));
        QVERIFY(search && info);
        search->setText(QStringLiteral("ModuleNotFoundError"));
        QVERIFY(m_page->logView()->findNext());
        QVERIFY2(info->text().startsWith(QStringLiteral("line ")), qPrintable(info->text()));
        auto *text = m_page->findChild<QPlainTextEdit *>(QStringLiteral("logText"));
        QCOMPARE(text->textCursor().selectedText(), QStringLiteral("ModuleNotFoundError"));
        QVERIFY(!text->extraSelections().isEmpty());
        search->setText(QStringLiteral("no such text in this log"));
        QVERIFY(!m_page->logView()->findNext());
        QCOMPARE(info->text(), QStringLiteral("not found"));
    }

    // Runs a Slipway left half-way (killed while submitting) are settled when the page next
    // looks at the cluster, as after a restart: one that was preparing was never submitted;
    // one that was submitting gets the job Slurm has with its tag, or is marked never
    // submitted when there is none.
    void startsOfARequeuedRunAreShown()
    {
        // A resumable run that ended, with its starts recorded: the detail under the table
        // lists each start and how it ended.
        runs::RunRecord r;
        r.profile = QStringLiteral("test-cluster");
        r.host = m_alias;
        r.sshConfig = m_config;
        r.jobName = QStringLiteral("it's <b>resumed</b>");
        r.specJson = QStringLiteral(R"({"entry":"t.py","resumable":true})");
        r.script = QStringLiteral("#!/bin/bash\ntrue\n");
        r.scheduler = QStringLiteral("slurm");
        r.jobId = QStringLiteral("424242");
        r.state = runs::RunState::Completed;
        r.id = m_store->insert(r);
        QVERIFY(r.id > 0);
        const auto start = [](const char *state, qint64 elapsed) {
            scheduler::JobStatus s;
            s.jobId = QStringLiteral("424242");
            s.rawState = QString::fromLatin1(state);
            s.state = scheduler::jobStateFromName(s.rawState);
            s.elapsedSeconds = elapsed;
            s.timeLimitSeconds = 3600;
            s.exitCode = 0;
            return s;
        };
        QVERIFY(m_store->putSegments(
            r.id,
            runs::segmentsFromJobs(
                {start("REQUEUED", 70), start("PREEMPTED", 600), start("COMPLETED", 900)}, 120)));
        m_page = std::make_unique<RunsPage>(m_context);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        select(r.id);
        auto *detail = m_page->findChild<QLabel *>(QStringLiteral("runDetail"));
        QVERIFY(detail);
        QTRY_VERIFY(detail->text().contains(QLatin1String("start 1 (job 424242): requeued after "
                                                          "00:01:10")));
        QVERIFY(detail->text().contains(QLatin1String("start 2 (job 424242): preempted")));
        QVERIFY(detail->text().contains(
            QLatin1String("start 3 (job 424242): ended: COMPLETED, exit code 0 after 00:15:00")));
        QVERIFY(detail->text().contains(QLatin1String("&lt;b&gt;resumed&lt;/b&gt;")));
    }

    void interruptedRunsAreSettled()
    {
        runs::RunRecord base;
        base.profile = QStringLiteral("test-cluster");
        base.host = m_alias;
        base.sshConfig = m_config;
        base.jobName = QStringLiteral("runspage-cut");
        base.specJson = QStringLiteral("{}");
        base.script = QStringLiteral("#!/bin/bash\ntrue\n");
        base.scheduler = QStringLiteral("slurm");
        base.workdir = m_workdir;
        runs::RunRecord preparing = base;
        preparing.state = runs::RunState::Preparing;
        preparing.tag = scheduler::Scheduler::newTag();
        runs::RunRecord accepted = base;
        accepted.state = runs::RunState::Submitting;
        accepted.tag = scheduler::Scheduler::newTag();
        runs::RunRecord lost = accepted;
        lost.tag = scheduler::Scheduler::newTag();
        // The job of `accepted` reached Slurm, but its answer never reached the history.
        const CommandResult job = runRemote(
            QStringLiteral("cd \"%1\" && sbatch --parsable --comment=%2 -J runspage-cut -t 1 "
                           "--wrap=true")
                .arg(m_workdir, accepted.tag));
        QVERIFY2(job.succeeded(), qPrintable(job.error + QString::fromUtf8(job.standardError)));
        const QString jobId = QString::fromUtf8(job.standardOutput).trimmed();
        preparing.id = m_store->insert(preparing);
        accepted.id = m_store->insert(accepted);
        lost.id = m_store->insert(lost);
        QVERIFY(preparing.id > 0 && accepted.id > 0 && lost.id > 0);

        m_page = std::make_unique<RunsPage>(m_context); // as at the next start
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(preparing.id), QStringLiteral("NOT_SUBMITTED"), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(lost.id), QStringLiteral("NOT_SUBMITTED"), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(m_store->find(accepted.id)->jobId, jobId, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(stateOf(accepted.id) != QLatin1String("SUBMITTING"), 60000);
        QVERIFY2(m_store->find(accepted.id)->message.contains(QStringLiteral("had accepted it")),
                 qPrintable(m_store->find(accepted.id)->message));
        const RunTableModel *model = m_page->model();
        QCOMPARE(
            model->data(model->index(model->rowOf(accepted.id), RunTableModel::JobId)).toString(),
            jobId);
    }
};

QTEST_MAIN(TestRunsPage)
#include "tst_runspage.moc"
