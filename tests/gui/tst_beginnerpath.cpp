// The beginner's path, walked as a user would in the real main window against the test cluster:
// from an empty configuration to a plotted loss of a job running on the cluster, once from an
// example of the gallery and once from a folder of this computer. Every click and every typed
// field counts as one action; the test prints `BEGINNER-PATH actions=N` for each path and
// fails above the goal (10 from an example, 12 from a folder).
#include "testcluster.h"

#include "common/settings.h"
#include "events/plotseries.h"
#include "mainwindow.h"
#include "pages/plotspage.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace slipway;

class TstBeginnerPath : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    test::TestCluster m_cluster;
    int m_actions = 0;

    template<typename T>
    T *child(QWidget *root, const char *name)
    {
        T *w = root->findChild<T *>(QLatin1String(name));
        if (!w) {
            qWarning("no widget named %s", name);
        }
        return w;
    }

    // One user action: a click on a button that must be visible and enabled.
    bool click(QWidget *root, const char *name)
    {
        auto *button = child<QAbstractButton>(root, name);
        if (!button || !button->isVisible() || !button->isEnabled()) {
            qWarning("%s cannot be clicked now", name);
            return false;
        }
        ++m_actions;
        // A radio button reacts on its circle and label, not on the empty rest of its row.
        const QPoint where = qobject_cast<QRadioButton *>(button) ? QPoint(8, button->height() / 2)
                                                                  : button->rect().center();
        QTest::mouseClick(button, Qt::LeftButton, {}, where);
        return true;
    }

    // One user action: typing into a field.
    bool type(QWidget *root, const char *name, const QString &text)
    {
        auto *edit = child<QLineEdit>(root, name);
        if (!edit || !edit->isVisible() || !edit->isEnabled()) {
            return false;
        }
        ++m_actions;
        edit->clear();
        QTest::keyClicks(edit, text);
        return true;
    }

    // Steps 1: from the first start's guide to a connection, and on to New run. Returns false
    // when a step could not be done.
    bool connectAndStartNewRun(ui::MainWindow &window)
    {
        if (!click(&window, "guideConnect")) {
            return false;
        }
        if (window.currentPageId() != QLatin1String("connections")) {
            return false;
        }
        auto *list = child<QListWidget>(&window, "connectionList");
        const QString alias = m_cluster.alias();
        if (!list->currentItem() ||
            !list->currentItem()->text().startsWith(alias + QLatin1Char(' '))) {
            for (int i = 0; i < list->count(); ++i) {
                if (list->item(i)->text().startsWith(alias + QLatin1Char(' '))) {
                    ++m_actions;
                    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                                      list->visualItemRect(list->item(i)).center());
                }
            }
        }
        if (!click(&window, "connectButton")) {
            return false;
        }
        auto *next = child<QPushButton>(&window, "newRunHereButton");
        if (!QTest::qWaitFor([&] { return next->isVisible(); }, 60000)) {
            qWarning("%s", qPrintable(child<QLabel>(&window, "errorLabel")->text()));
            return false;
        }
        return click(&window, "newRunHereButton") &&
               window.currentPageId() == QLatin1String("newrun");
    }

    // The environment (the profile's venv, made once on the login node), then Submit.
    bool setUpAndSubmit(ui::MainWindow &window)
    {
        if (!click(&window, "stepHeader2")) {
            return false;
        }
        auto *setup = child<QPushButton>(&window, "setupButton");
        if (!QTest::qWaitFor([&] { return setup->isEnabled(); }, 60000) ||
            !click(&window, "setupButton")) {
            return false;
        }
        auto *result = child<QLabel>(&window, "setupResult");
        if (!QTest::qWaitFor(
                [&] { return result->text().contains(QLatin1String("The environment is ready.")); },
                300000)) {
            qWarning("set-up: %s", qPrintable(result->text()));
            return false;
        }
        if (!click(&window, "stepHeader6")) {
            return false;
        }
        auto *submit = child<QPushButton>(&window, "submitButton");
        if (!QTest::qWaitFor([&] { return submit->isEnabled(); }, 30000)) {
            qWarning("Submit stays disabled: %s", qPrintable(submit->toolTip()));
            return false;
        }
        if (!click(&window, "submitButton")) {
            return false;
        }
        // The app shows the new run on the Runs page once the scheduler took it.
        if (!QTest::qWaitFor([&] { return window.currentPageId() == QLatin1String("runs"); },
                             300000)) {
            qWarning("not submitted: %s",
                     qPrintable(child<QLabel>(&window, "submitResult")->text()));
            return false;
        }
        return true;
    }

    // Plots of the selected run until its loss curve has points.
    bool plotTheLoss(ui::MainWindow &window)
    {
        auto *plots = child<QPushButton>(&window, "openPlots");
        if (!QTest::qWaitFor([&] { return plots->isEnabled(); }, 10000) ||
            !click(&window, "openPlots")) {
            return false;
        }
        if (window.currentPageId() != QLatin1String("plots")) {
            return false;
        }
        // The job writes its first points within seconds of starting; the queue may hold it.
        return QTest::qWaitFor(
            [&] {
                for (const QString &run : window.plotsPage()->visibleRuns()) {
                    const ui::PlotSeries *s =
                        window.plotsPage()->series(run, QStringLiteral("train/loss"));
                    if (s && !s->y.empty()) {
                        return true;
                    }
                }
                return false;
            },
            600000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_cluster = test::TestCluster::load(&error);
        if (!m_cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        QVERIFY(m_home.isValid());
        // A new user's computer: an empty home whose ~/.ssh/config names the cluster, as the
        // centre's documentation tells users to write it.
        QVERIFY(QDir(m_home.path()).mkpath(QStringLiteral(".ssh")));
        QVERIFY(QFile::copy(m_cluster.config(), m_home.filePath(QStringLiteral(".ssh/config"))));
        qputenv("HOME", m_home.path().toUtf8());
        QStandardPaths::setTestModeEnabled(true);
    }

    void fromAnExample()
    {
        Settings settings(m_home.filePath(QStringLiteral("example.conf")));
        ui::MainWindow window(settings, nullptr, m_home.filePath(QStringLiteral("example.sqlite")));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.currentPageId(), QStringLiteral("runs"));
        m_actions = 0;
        QVERIFY(connectAndStartNewRun(window));
        // The gallery's first example (the MNIST CNN on the CPU) is chosen already.
        QCOMPARE(child<QRadioButton>(&window, "sourceExample")->isChecked(), true);
        QVERIFY(setUpAndSubmit(window));
        QVERIFY(plotTheLoss(window));
        std::printf("BEGINNER-PATH actions=%d (from an example)\n", m_actions);
        QVERIFY2(m_actions <= 10, qPrintable(QString::number(m_actions)));
    }

    void fromAFolderOfMyOwn()
    {
        // The user's own project: a training script with a helper module beside it.
        const QString project = m_home.filePath(QStringLiteral("my project"));
        QVERIFY(QDir().mkpath(project));
        // The MNIST CNN's script with the helper modules every example shares.
        for (const char *sub : {"/resources/examples/mnist-cnn", "/resources/examples/common"}) {
            const QString examples = QStringLiteral(SLIPWAY_SOURCE_DIR) + QLatin1String(sub);
            for (const QString &file :
                 QDir(examples).entryList({QStringLiteral("*.py")}, QDir::Files)) {
                QVERIFY(QFile::copy(examples + QLatin1Char('/') + file,
                                    project + QLatin1Char('/') + file));
            }
        }
        Settings settings(m_home.filePath(QStringLiteral("folder.conf")));
        ui::MainWindow window(settings, nullptr, m_home.filePath(QStringLiteral("folder.sqlite")));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        m_actions = 0;
        QVERIFY(connectAndStartNewRun(window));
        QVERIFY(click(&window, "sourceFolder"));
        QVERIFY(type(&window, "projectFolderEdit", project));
        auto *script = child<QComboBox>(&window, "projectEntryCombo");
        QVERIFY(script);
        QTRY_VERIFY_WITH_TIMEOUT(script->count() > 0,
                                 60000); // the folder is scanned off the GUI thread
        if (script->currentText() != QLatin1String("train.py")) {
            ++m_actions;
            script->setCurrentIndex(script->findText(QStringLiteral("train.py")));
        }
        QCOMPARE(script->currentText(), QStringLiteral("train.py"));
        QVERIFY(setUpAndSubmit(window));
        QVERIFY(plotTheLoss(window));
        std::printf("BEGINNER-PATH actions=%d (from a folder)\n", m_actions);
        QVERIFY2(m_actions <= 12, qPrintable(QString::number(m_actions)));
    }
};

QTEST_MAIN(TstBeginnerPath)
#include "tst_beginnerpath.moc"
