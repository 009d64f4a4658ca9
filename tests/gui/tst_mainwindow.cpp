#include "mainwindow.h"
#include "pages/localpage.h"
#include "widgets/emptystate.h"

#include "common/appinfo.h"
#include "common/settings.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
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
    void localPageLoadsLibTorchWithoutBlocking();

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
    // Pages that are not built yet must say so instead of pretending.
    const struct
    {
        const char *page;
        const char *says;
    } expected[] = {
        {"runsPage", "not available in this version yet"},
        {"newrunPage", "not available yet"},
        {"plotsPage", "not available in this version yet"},
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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
