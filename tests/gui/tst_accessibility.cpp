// Every page of the main window, and every step of the New run wizard, offscreen: no visible
// control that takes keyboard focus goes without a name for screen readers (its own accessible
// name, its text, or the label it is the buddy of), and the page switcher answers Ctrl+1..5.

#include "connections/connectioneditdialog.h"
#include "mainwindow.h"
#include "newrun/newrunpage.h"
#include "plots/remotefolderdialog.h"
#include "plots/tensorboarddialog.h"
#include "runs/runspage.h"

#include "common/settings.h"
#include "runs/runstore.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QListWidget>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>

using slipway::Settings;
using slipway::ui::MainWindow;
using slipway::ui::NewRunPage;

class TestAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyControlHasAName();
    void pagesAnswerTheirShortcuts();
    void dialogsNameTheirControls();

private:
    QTemporaryDir m_dir;
    qint64 m_runId = 0;
    QString settingsPath() const { return m_dir.filePath(QStringLiteral("slipway.conf")); }
    QString runsPath() const { return m_dir.filePath(QStringLiteral("runs.sqlite")); }
};

namespace {

// "pageName/step: QLineEdit hostEdit" for each visible, focusable, enabled-or-not control under
// `root` that a screen reader would announce without a name.
QStringList unnamedControls(QWidget *root, const QString &where)
{
    QStringList found;
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        // A button that Tab never reaches and no shortcut presses is for the mouse alone.
        auto *button = qobject_cast<QAbstractButton *>(w);
        if (button && button->isVisibleTo(root->window()) &&
            !(button->focusPolicy() & Qt::TabFocus) && button->shortcut().isEmpty() &&
            // Ctrl+A selects a whole table; the toolbar's overflow button has its own key.
            !button->inherits("QTableCornerButton") &&
            button->objectName() != QLatin1String("qt_toolbar_ext_button")) {
            found << QStringLiteral("%1: %2 \"%3\" (%4) is out of the keyboard's reach")
                         .arg(where, QString::fromLatin1(w->metaObject()->className()),
                              w->objectName(), button->text());
        }
        if (!w->isVisibleTo(root->window()) || !(w->focusPolicy() & Qt::TabFocus)) {
            continue;
        }
        // A scroll area's viewport or a combo box's inner editor speaks through its owner.
        if (w->focusProxy() || w->inherits("QScrollBar")) {
            continue;
        }
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        const QString name = iface ? iface->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty()) {
            found << QStringLiteral("%1: %2 \"%3\"")
                         .arg(where, QString::fromLatin1(w->metaObject()->className()),
                              w->objectName());
        }
    }
    return found;
}

} // namespace

void TestAccessibility::everyControlHasAName()
{
    // A finished run in the history, so the Runs page shows its table, details and log.
    {
        slipway::runs::RunStore store(runsPath());
        QVERIFY(store.isOpen());
        slipway::runs::RunRecord run;
        run.createdAt = QDateTime::currentDateTimeUtc().addSecs(-3600);
        run.profile = QStringLiteral("test-cluster");
        run.host = QStringLiteral("cluster.invalid");
        run.jobName = QStringLiteral("named run");
        run.script = QStringLiteral("#!/bin/bash\necho hi\n");
        run.scheduler = QStringLiteral("slurm");
        run.jobId = QStringLiteral("42");
        run.state = slipway::runs::runStateFromName(QStringLiteral("COMPLETED"));
        run.submittedAt = run.createdAt;
        m_runId = store.insert(run);
        QVERIFY(m_runId > 0);
    }
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    window.resize(1100, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems = unnamedControls(&window, QStringLiteral("window"));
    for (const QString &id : MainWindow::pageIds()) {
        window.showPage(id);
        QCOMPARE(window.currentPageId(), id);
        if (id == QLatin1String("newrun")) {
            auto *wizard = window.findChild<NewRunPage *>();
            QVERIFY(wizard);
            for (int step = 0; step < NewRunPage::StepCount; ++step) {
                wizard->goToStep(step);
                problems << unnamedControls(&window, id + QStringLiteral(" step %1").arg(step));
            }
        } else if (id == QLatin1String("runs")) {
            window.findChild<slipway::ui::RunsPage *>()->showRun(m_runId);
            problems << unnamedControls(&window, id);
        } else {
            problems << unnamedControls(&window, id);
        }
    }
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("controls without a name:\n") + problems.join(u'\n')));
}

void TestAccessibility::pagesAnswerTheirShortcuts()
{
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const QStringList ids = MainWindow::pageIds();
    // Backwards, so each press changes the page.
    for (int i = int(ids.size()) - 1; i >= 0; --i) {
        QTest::keyClick(&window, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        QCOMPARE(window.currentPageId(), ids.at(i));
        // The page's first control has the focus, so typing goes on there.
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        auto *pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
        QVERIFY2(pages->currentWidget()->isAncestorOf(focus),
                 qPrintable(ids.at(i) + QStringLiteral(": focus on ") + focus->objectName()));
    }
}

void TestAccessibility::dialogsNameTheirControls()
{
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    slipway::ui::AppContext context;
    context.settings = &settings;
    QStringList problems;
    slipway::ui::TensorBoardDialog tensorBoard(context, &window);
    tensorBoard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tensorBoard));
    problems << unnamedControls(&tensorBoard, QStringLiteral("TensorBoard dialog"));
    slipway::ui::RemoteFolderDialog folder({QStringLiteral("slipway-test")}, &window);
    folder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&folder));
    problems << unnamedControls(&folder, QStringLiteral("cluster folder dialog"));
    slipway::ui::ConnectionEditDialog edit(slipway::ui::SavedConnection{}, &window);
    edit.show();
    QVERIFY(QTest::qWaitForWindowExposed(&edit));
    problems << unnamedControls(&edit, QStringLiteral("connection dialog"));
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("controls without a name:\n") + problems.join(u'\n')));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
