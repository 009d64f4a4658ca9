// The keyboard alone, as someone who cannot use a mouse: the whole New run wizard from the first
// step to a job submitted on the test cluster, then the Runs page (select the run, open its log,
// cancel its job), in the main window, offscreen. Only key events reach the widgets: Tab to move
// (which also checks that every control on the way is reachable in order), arrows in lists and
// radio groups, typing into fields, Space and mnemonics (Alt+N) for buttons.

#include "mainwindow.h"
#include "newrun/findingsview.h"
#include "newrun/newrunpage.h"

#include "common/commandrunner.h"
#include "common/settings.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"
#include "testcluster.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QButtonGroup>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace slipway;
using slipway::ui::MainWindow;
using slipway::ui::NewRunPage;

class TestKeyboardWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wizardAndRunsPageByKeyboard();

private:
    template<typename T>
    T *child(const char *name)
    {
        T *w = m_window->findChild<T *>(QLatin1String(name));
        if (!w) {
            qFatal("no widget %s", name);
        }
        return w;
    }
    // Presses Tab until `target` has the focus; false when it is not in the focus chain.
    bool tabTo(QWidget *target);
    // Tabs to the field, selects what it holds and types `text` over it.
    bool typeInto(QLineEdit *field, const QString &text);
    bool press(QAbstractButton *button);

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
};

bool TestKeyboardWalk::tabTo(QWidget *target)
{
    for (int presses = 0; presses < 120; ++presses) {
        QWidget *focus = QApplication::focusWidget();
        if (focus == target) {
            return true;
        }
        QTest::keyClick(focus ? focus : m_window, Qt::Key_Tab);
    }
    qWarning("never reached %s; the focus is on %s", qPrintable(target->objectName()),
             QApplication::focusWidget() ? qPrintable(QApplication::focusWidget()->objectName())
                                         : "nothing");
    return false;
}

bool TestKeyboardWalk::typeInto(QLineEdit *field, const QString &text)
{
    if (!tabTo(field)) {
        return false;
    }
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
    return field->text() == text;
}

bool TestKeyboardWalk::press(QAbstractButton *button)
{
    if (!button->isEnabled() || !tabTo(button)) {
        return false;
    }
    QTest::keyClick(button, Qt::Key_Space);
    return true;
}

void TestKeyboardWalk::wizardAndRunsPageByKeyboard()
{
    QString error;
    const test::TestCluster cluster = test::TestCluster::load(&error);
    if (!cluster.isValid()) {
        QFAIL("The test cluster is not up: run tests/cluster/up (as root) first.");
    }
    // A script that runs long enough to be cancelled, in a folder of its own.
    const QString folder =
        QStringLiteral("slipway-keys-") + QUuid::createUuid().toString(QUuid::Id128).left(10);
    ssh::ConnectionPool pool(nullptr);
    CommandRunner *runner = pool.runner(cluster.alias(), cluster.config(), &error);
    QVERIFY2(runner, qPrintable(error));
    CommandRequest prepare;
    prepare.command = QStringLiteral("mkdir -p ~/") + folder + QStringLiteral(" && cat > ~/") +
                      folder + QStringLiteral("/train.py");
    prepare.standardInput = "import time\nprint('keyboard job started', flush=True)\n"
                            "time.sleep(600)\n";
    auto prepared = runner->run(prepare);
    QTRY_VERIFY_WITH_TIMEOUT(prepared.isFinished(), 60000);
    QVERIFY2(prepared.result().succeeded(), prepared.result().standardError.constData());
    // The folder goes when the test ends, passed or not (the job is cancelled by then).
    auto removeFolder = qScopeGuard([runner, folder] {
        CommandRequest remove;
        remove.command = QStringLiteral("rm -rf ~/") + folder;
        auto removed = runner->run(remove);
        // Best effort: the check is that nothing is left running, done above.
        (void)QTest::qWaitFor([&removed] { return removed.isFinished(); }, 30000);
    });

    Settings settings(m_dir.filePath(QStringLiteral("slipway.conf")));
    MainWindow window(settings, nullptr, m_dir.filePath(QStringLiteral("runs.sqlite")));
    m_window = &window;
    window.resize(1100, 720);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // The New run page with Ctrl+2; "What": a script already on the cluster, by arrow keys.
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(window.currentPageId(), QStringLiteral("newrun"));
    auto *wizard = window.findChild<NewRunPage *>();
    QVERIFY(wizard);
    auto *onCluster = child<QRadioButton>("sourceCluster");
    QAbstractButton *checked = nullptr;
    for (auto *radio : onCluster->group()->buttons()) {
        if (radio->isChecked()) {
            checked = radio;
        }
    }
    QVERIFY(checked);
    QVERIFY(tabTo(checked));
    for (int i = 0; i < 3 && !onCluster->isChecked(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    }
    QVERIFY(onCluster->isChecked());
    QTest::keyClick(&window, Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(wizard->currentStep(), int(NewRunPage::Cluster));

    // Cluster: the test cluster from the list with the arrow keys, then host and config typed.
    auto *profiles = child<QListWidget>("profileList");
    QTRY_VERIFY(profiles->isVisible());
    QVERIFY(tabTo(profiles));
    QTest::keyClick(profiles, Qt::Key_Home);
    for (int i = 0; i < profiles->count() &&
                    profiles->currentItem()->data(Qt::UserRole) != QStringLiteral("test-cluster");
         ++i) {
        QTest::keyClick(profiles, Qt::Key_Down);
    }
    QCOMPARE(profiles->currentItem()->data(Qt::UserRole).toString(),
             QStringLiteral("test-cluster"));
    QVERIFY(typeInto(child<QLineEdit>("hostEdit"), cluster.alias()));
    QVERIFY(typeInto(child<QLineEdit>("sshConfigEdit"), cluster.config()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(wizard->currentStep(), int(NewRunPage::Environment));

    // Environment: discovery runs by itself; the set-up is started with Space.
    auto *envList = child<QListWidget>("envList");
    QTRY_VERIFY(envList->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(
        !envList->findItems(QStringLiteral("PyTorch/1.13.1"), Qt::MatchStartsWith).isEmpty(),
        120000);
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>("setupButton")->isEnabled(), 120000);
    QVERIFY(press(child<QPushButton>("setupButton")));
    QTRY_VERIFY_WITH_TIMEOUT(
        child<QLabel>("setupResult")->text().contains(QLatin1String("The environment is ready.")),
        300000);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(wizard->currentStep(), int(NewRunPage::Resources));

    // Resources: the working folder and a job name typed.
    QTRY_VERIFY(child<QLineEdit>("workdirEdit")->isVisible());
    QVERIFY(typeInto(child<QLineEdit>("entryEdit"), QStringLiteral("train.py")));
    QVERIFY(typeInto(child<QLineEdit>("workdirEdit"), QStringLiteral("~/") + folder));
    QVERIFY(typeInto(child<QLineEdit>("jobNameEdit"), QStringLiteral("keyboard walk")));
    // Parallelism, Review, Submit: Next, Next, Next.
    for (int step = NewRunPage::Parallelism; step <= NewRunPage::Submit; ++step) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::AltModifier);
        // A mnemonic "clicks" its button a moment later, as a mouse click would look.
        QTRY_COMPARE(wizard->currentStep(), step);
        if (step == NewRunPage::Review) {
            // The script table lets Tab go on to the next control.
            QVERIFY(tabTo(child<QWidget>("scriptTable")));
            QVERIFY(tabTo(child<QWidget>("nextButton")));
        }
    }
    auto *submit = child<QPushButton>("submitButton");
    QTRY_VERIFY(submit->isVisible());
    QString why;
    QTRY_VERIFY2_WITH_TIMEOUT(
        wizard->canSubmit(&why) && submit->isEnabled(),
        qPrintable(why + u' ' + child<slipway::ui::FindingsView>("submitFindings")->text()), 20000);
    QVERIFY(press(submit));
    // Submitted: the main window goes to the Runs page with the new run selected.
    QTRY_COMPARE_WITH_TIMEOUT(window.currentPageId(), QStringLiteral("runs"), 180000);

    runs::RunStore store(m_dir.filePath(QStringLiteral("runs.sqlite")));
    QCOMPARE(store.all().size(), 1);
    const runs::RunRecord run = store.all().constFirst();
    QVERIFY(!run.jobId.isEmpty());
    QCOMPARE(run.jobName, QStringLiteral("keyboard walk"));

    // Runs: select the run with the keyboard, open its log, cancel its job.
    auto *table = child<QAbstractItemView>("runsTable");
    QVERIFY(tabTo(table));
    QTest::keyClick(table, Qt::Key_End);
    QTest::keyClick(table, Qt::Key_Home);
    QCOMPARE(table->currentIndex().row(), 0);
    QTRY_VERIFY(table->selectionModel()->isRowSelected(0, QModelIndex()));
    QTest::keyClick(table, Qt::Key_L, Qt::AltModifier);
    auto *log = child<QWidget>("logView");
    QTRY_VERIFY(log->isVisible());
    // The job's output appears once the job runs (it may wait behind others on the cluster).
    auto *logText = child<QPlainTextEdit>("logText");
    QTRY_VERIFY_WITH_TIMEOUT(logText->toPlainText().contains(QLatin1String("keyboard job started")),
                             300000);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_C, Qt::AltModifier);
    QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
    auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
    // "Keep it running" is the default; Tab to "Cancel the job" and press it.
    QVERIFY(tabTo(box->button(QMessageBox::Yes)));
    QTest::keyClick(box->button(QMessageBox::Yes), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(store.find(run.id)->state == runs::RunState::Cancelled, 120000);
    m_window = nullptr;
}

QTEST_MAIN(TestKeyboardWalk)
#include "tst_keyboardwalk.moc"
