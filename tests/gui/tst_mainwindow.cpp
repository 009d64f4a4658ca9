#include "mainwindow.h"
#include "pages/localpage.h"
#include "widgets/emptystate.h"

#include "common/appinfo.h"
#include "common/settings.h"
#include "localbridge/localrunresult.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>

using slipway::Settings;
using slipway::ui::EmptyState;
using slipway::ui::LocalPage;
using slipway::ui::MainWindow;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensWithNavigation();
    void navigationSwitchesPages();
    void emptyStatesAreHonest();
    void lastPageIsRemembered();
    void useTheseNumbersFillsTheWizard();
    void clusterFolderDialogChecksItsFields();
    void wizardStartsOnTheLastCluster();
    void localPageLoadsLibTorchWithoutBlocking();
    void damagedHistoryIsSaidOnOpening();

private:
    QTemporaryDir m_dir;
    QString settingsPath() const { return m_dir.filePath(QStringLiteral("slipway.conf")); }
    QString runsPath() const { return m_dir.filePath(QStringLiteral("runs.sqlite")); }
};

void TestMainWindow::opensWithNavigation()
{
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("Slipway"));
    // The icon comes from the resources compiled into the UI library.
    QVERIFY(QFile::exists(QStringLiteral(":/icons/slipway.svg")));
    QVERIFY(!window.windowIcon().pixmap(32, 32).isNull());

    auto *navigation = window.findChild<QListWidget *>(QStringLiteral("navigation"));
    QVERIFY(navigation);
    QStringList titles;
    for (int row = 0; row < navigation->count(); ++row) {
        titles << navigation->item(row)->text();
    }
    QCOMPARE(titles, (QStringList{QStringLiteral("Runs"), QStringLiteral("New run"),
                                  QStringLiteral("Plots"), QStringLiteral("Local"),
                                  QStringLiteral("Connections")}));
    QCOMPARE(window.currentPageId(), QStringLiteral("runs"));

    auto *version = window.findChild<QLabel *>(QStringLiteral("versionLabel"));
    QVERIFY(version);
    QVERIFY(version->text().contains(slipway::appinfo::version()));
}

void TestMainWindow::navigationSwitchesPages()
{
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *navigation = window.findChild<QListWidget *>(QStringLiteral("navigation"));
    auto *pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
    QVERIFY(navigation && pages);

    const QStringList ids = MainWindow::pageIds();
    for (int row = 0; row < navigation->count(); ++row) {
        const QRect rect = navigation->visualItemRect(navigation->item(row));
        QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(window.currentPageId(), ids.at(row));
        QCOMPARE(pages->currentWidget()->objectName(), ids.at(row) + QStringLiteral("Page"));
        QVERIFY(pages->currentWidget()->isVisible());
    }
}

void TestMainWindow::emptyStatesAreHonest()
{
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    // Pages that are not built yet must say so instead of pretending; built pages say what to
    // do first.
    const struct
    {
        const char *page;
        const char *says;
    } expected[] = {
        {"runsPage", "Choose what to run"}, // an empty history on a first start leads the way
        {"plotsPage", "Open the folder your training script logs to"},
    };
    for (const auto &row : expected) {
        auto *page = window.findChild<QWidget *>(QLatin1String(row.page));
        QVERIFY2(page, row.page);
        auto *state = page->findChild<EmptyState *>();
        QVERIFY2(state, row.page);
        QVERIFY2(!state->title().isEmpty(), row.page);
        QVERIFY2(QString(state->title() + state->text()).contains(QLatin1String(row.says)),
                 qPrintable(state->text()));
    }
    // The first-start guide's buttons open the pages of its steps.
    window.show();
    window.showPage(QStringLiteral("runs"));
    window.findChild<QPushButton *>(QStringLiteral("guideNewRun"))->click();
    QCOMPARE(window.currentPageId(), QStringLiteral("newrun"));
    window.showPage(QStringLiteral("runs"));
    window.findChild<QPushButton *>(QStringLiteral("guideConnect"))->click();
    QCOMPARE(window.currentPageId(), QStringLiteral("connections"));
}

void TestMainWindow::lastPageIsRemembered()
{
    {
        Settings settings(settingsPath());
        MainWindow window(settings, nullptr, runsPath());
        window.show();
        window.showPage(QStringLiteral("plots"));
        QCOMPARE(window.currentPageId(), QStringLiteral("plots"));
        window.close();
    }
    Settings settings(settingsPath());
    QCOMPARE(settings.lastPage(), QStringLiteral("plots"));
    MainWindow window(settings, nullptr, runsPath());
    QCOMPARE(window.currentPageId(), QStringLiteral("plots"));
}

void TestMainWindow::localPageLoadsLibTorchWithoutBlocking()
{
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    window.show();
    auto *local = window.findChild<LocalPage *>();
    QVERIFY(local);
    QSignalSpy finished(local, &LocalPage::checkFinished);

    window.showPage(QStringLiteral("local"));
    // Showing the page starts the load in the background: had it loaded LibTorch on the GUI
    // thread, the page would already be idle with a result here.
    QVERIFY(local->isBusy());
    QCOMPARE(finished.count(), 0);

    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(!local->isBusy());
    auto *status = local->findChild<QLabel *>(QStringLiteral("libtorchStatus"));
    QVERIFY(status);
    QVERIFY(status->text().contains(QStringLiteral("LibTorch 1.13")));
    QVERIFY(status->text().contains(QStringLiteral("Self-check passed")));
}

void TestMainWindow::useTheseNumbersFillsTheWizard()
{
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    window.show();
    auto *local = window.findChild<LocalPage *>();
    QVERIFY(local);
    // What "Fill these into a new run" sends after a smoke test.
    slipway::localbridge::SuggestedResources suggested;
    suggested.cpusPerTask = 5;
    suggested.gpus = 1;
    suggested.memoryGiB = 12;
    suggested.walltimeMinutes = 150;
    Q_EMIT local->useSuggestedResources(suggested);
    QCOMPARE(window.currentPageId(), QStringLiteral("newrun"));
    auto *newRun = window.findChild<QWidget *>(QStringLiteral("newrunPage"));
    QVERIFY(newRun);
    auto *cpus = newRun->findChild<QSpinBox *>(QStringLiteral("cpusSpin"));
    auto *gpus = newRun->findChild<QSpinBox *>(QStringLiteral("gpusSpin"));
    auto *mem = newRun->findChild<QLineEdit *>(QStringLiteral("memEdit"));
    auto *time = newRun->findChild<QLineEdit *>(QStringLiteral("timeEdit"));
    QVERIFY(cpus && gpus && mem && time);
    QCOMPARE(cpus->value(), 5);
    QCOMPARE(gpus->value(), 1);
    QCOMPARE(mem->text(), QStringLiteral("12G"));
    QCOMPARE(time->text(), QStringLiteral("02:30:00"));
}

void TestMainWindow::wizardStartsOnTheLastCluster()
{
    const QString path = m_dir.filePath(QStringLiteral("last-cluster.conf"));
    {
        Settings settings(path);
        // What a successful submission records.
        settings.setLastCluster(QStringLiteral("alliance-fir"), QStringLiteral("fir-login"),
                                QStringLiteral("/home/me/.ssh/fir_config"));
        QVERIFY(settings.sync());
    }
    Settings settings(path);
    MainWindow window(settings, nullptr, runsPath());
    auto *newRun = window.findChild<QWidget *>(QStringLiteral("newrunPage"));
    QVERIFY(newRun);
    auto *list = newRun->findChild<QListWidget *>(QStringLiteral("profileList"));
    auto *host = newRun->findChild<QLineEdit *>(QStringLiteral("hostEdit"));
    auto *config = newRun->findChild<QLineEdit *>(QStringLiteral("sshConfigEdit"));
    QVERIFY(list && host && config);
    QVERIFY(list->currentItem());
    QVERIFY2(list->currentItem()->text().contains(QLatin1String("Fir")),
             qPrintable(list->currentItem()->text()));
    QCOMPARE(host->text(), QStringLiteral("fir-login"));
    QCOMPARE(config->text(), QStringLiteral("/home/me/.ssh/fir_config"));

    // A first start (nothing recorded) begins on this computer.
    Settings fresh(m_dir.filePath(QStringLiteral("fresh.conf")));
    MainWindow first(fresh, nullptr, runsPath());
    auto *firstList = first.findChild<QWidget *>(QStringLiteral("newrunPage"))
                          ->findChild<QListWidget *>(QStringLiteral("profileList"));
    QVERIFY(firstList && firstList->currentItem());
    QVERIFY2(!firstList->currentItem()->text().contains(QLatin1String("Fir")),
             qPrintable(firstList->currentItem()->text()));
}

void TestMainWindow::clusterFolderDialogChecksItsFields()
{
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    window.show();
    window.showPage(QStringLiteral("plots"));
    auto *action = window.findChild<QAction *>(QStringLiteral("plotClusterFolderAction"));
    QVERIFY(action);
    action->trigger();
    QWidget *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<QWidget *>(QStringLiteral("remoteFolderDialog"))) &&
                dialog->isVisible());
    auto *host = dialog->findChild<QComboBox *>(QStringLiteral("hostCombo"));
    auto *folder = dialog->findChild<QLineEdit *>(QStringLiteral("folderEdit"));
    auto *ok = dialog->findChild<QPushButton *>(QStringLiteral("okButton"));
    auto *problem = dialog->findChild<QLabel *>(QStringLiteral("problemLabel"));
    QVERIFY(host && folder && ok && problem);
    host->setEditText(QString());
    QVERIFY(!ok->isEnabled());
    QCOMPARE(problem->text(), QStringLiteral("Choose the cluster."));
    host->setEditText(QStringLiteral("cluster"));
    QVERIFY(!ok->isEnabled());
    QVERIFY(problem->text().contains(QLatin1String("event files")));
    folder->setText(QStringLiteral("~/project/runs"));
    QVERIFY(ok->isEnabled());
    QVERIFY(problem->isHidden());
    if (!qEnvironmentVariableIsEmpty("SLIPWAY_SHOTS")) {
        dialog->grab().save(qEnvironmentVariable("SLIPWAY_SHOTS") +
                            QStringLiteral("/cluster-folder-dialog.png"));
    }
    dialog->close();
}

// A history that is not one (here: random bytes) is kept aside and said so in a dialog that
// does not block the window; a sound one opens without any.
void TestMainWindow::damagedHistoryIsSaidOnOpening()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4096, 'x'));
    file.close();
    Settings settings(settingsPath());
    {
        MainWindow window(settings, nullptr, path);
        window.show();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = window.findChild<QMessageBox *>(
                         QStringLiteral("historyNoticeDialog"))) != nullptr);
        QTRY_VERIFY(box->isVisible());
        QVERIFY2(box->text().contains(path + QStringLiteral(" is not an SQLite database")),
                 qPrintable(box->text()));
        QVERIFY2(box->text().contains(QStringLiteral(".damaged-")), qPrintable(box->text()));
        box->accept();
    }
    MainWindow again(settings, nullptr, path);
    again.show();
    QTest::qWait(50);
    QVERIFY(again.findChild<QMessageBox *>(QStringLiteral("historyNoticeDialog")) == nullptr);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
