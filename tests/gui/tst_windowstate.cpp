// What the window looked like is there again at the next start: size and position, splitter
// positions, table column widths, the last page and the colour scheme. Offscreen: start, change,
// close, start again, compare.

#include "mainwindow.h"
#include "widgets/theme.h"

#include "common/settings.h"

#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QPalette>
#include <QSplitter>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using slipway::Settings;
using slipway::ui::MainWindow;

class TestWindowState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void layoutIsRememberedBetweenStarts();
    void darkSchemeIsAppliedAndRemembered();

private:
    QTemporaryDir m_dir;
    QString settingsPath() const { return m_dir.filePath(QStringLiteral("slipway.conf")); }
    QString runsPath() const { return m_dir.filePath(QStringLiteral("runs.sqlite")); }
};

void TestWindowState::layoutIsRememberedBetweenStarts()
{
    QList<int> plotSizes;
    QList<int> runsSizes;
    int scriptColumn = 0;
    QRect geometry;
    {
        Settings settings(settingsPath());
        MainWindow window(settings, nullptr, runsPath());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setGeometry(QRect(40, 30, 1000, 700));
        window.showPage(QStringLiteral("plots"));
        auto *plots = window.findChild<QSplitter *>(QStringLiteral("plotsContent"));
        auto *runs = window.findChild<QSplitter *>(QStringLiteral("runsSplitter"));
        QVERIFY(plots && runs);
        plots->setSizes({300, 650});
        plotSizes = plots->sizes();
        runs->setSizes({250, 350});
        runsSizes = runs->sizes();
        auto *script = window.findChild<QTableWidget *>(QStringLiteral("scriptTable"));
        QVERIFY(script);
        script->horizontalHeader()->resizeSection(0, 333);
        scriptColumn = script->horizontalHeader()->sectionSize(0);
        QCOMPARE(scriptColumn, 333);
        QTest::qWait(50);
        geometry = window.geometry();
        window.showPage(QStringLiteral("local"));
        QVERIFY(window.close());
    }
    Settings settings(settingsPath());
    MainWindow window(settings, nullptr, runsPath());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.currentPageId(), QStringLiteral("local"));
    QCOMPARE(window.geometry().size(), geometry.size());
    QCOMPARE(window.findChild<QSplitter *>(QStringLiteral("plotsContent"))->sizes(), plotSizes);
    QCOMPARE(window.findChild<QSplitter *>(QStringLiteral("runsSplitter"))->sizes(), runsSizes);
    QCOMPARE(window.findChild<QTableWidget *>(QStringLiteral("scriptTable"))
                 ->horizontalHeader()
                 ->sectionSize(0),
             scriptColumn);
}

void TestWindowState::darkSchemeIsAppliedAndRemembered()
{
    const QColor systemWindow = QApplication::palette().color(QPalette::Window);
    {
        Settings settings(settingsPath());
        MainWindow window(settings, nullptr, runsPath());
        window.show();
        auto *scheme = window.findChild<QComboBox *>(QStringLiteral("colorSchemeCombo"));
        QVERIFY(scheme);
        QCOMPARE(scheme->currentData().toString(), QStringLiteral("system"));
        scheme->setCurrentIndex(scheme->findData(QStringLiteral("dark")));
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 slipway::ui::darkPalette().color(QPalette::Window));
        QCOMPARE(QApplication::style()->name(), QStringLiteral("fusion"));
        QVERIFY(window.close());
    }
    // Back to the system's look, as a fresh start would be...
    slipway::ui::applyColorScheme(QStringLiteral("system"));
    QCOMPARE(QApplication::palette().color(QPalette::Window), systemWindow);
    // ...and the next start is dark again.
    Settings settings(settingsPath());
    QCOMPARE(settings.colorScheme(), QStringLiteral("dark"));
    MainWindow window(settings, nullptr, runsPath());
    QCOMPARE(QApplication::palette().color(QPalette::Window),
             slipway::ui::darkPalette().color(QPalette::Window));
    // Text on the dark bases is light.
    const QPalette p = QApplication::palette();
    QVERIFY(p.color(QPalette::Text).lightness() - p.color(QPalette::Base).lightness() > 150);
    auto *scheme = window.findChild<QComboBox *>(QStringLiteral("colorSchemeCombo"));
    scheme->setCurrentIndex(scheme->findData(QStringLiteral("system")));
    QCOMPARE(QApplication::palette().color(QPalette::Window), systemWindow);
}

QTEST_MAIN(TestWindowState)
#include "tst_windowstate.moc"
