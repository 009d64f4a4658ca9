// The smoke ladder on the New run wizard's Review step, offscreen, against the test cluster: a
// project in a folder with a hostile name runs for a few steps on this computer and in one debug
// job, each rung with its result and time (the DDP rung is off for a CPU run); the measured step
// time becomes the Resources step's time limit with the reason stated; Cancel stops the debug
// job.

#include "newrun/ladderpanel.h"
#include "newrun/newrunpage.h"

#include "common/commandrunner.h"
#include "newrunharness.h"
#include "testcluster.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using slipway::ui::NewRunPage;

class TestLadderPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_cluster = test::TestCluster::load(&error);
        if (!m_cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        m_unique = QStringLiteral("ladder-gui-%1-%2")
                       .arg(QDateTime::currentMSecsSinceEpoch())
                       .arg(QRandomGenerator::global()->bounded(100000));
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        const QString opened = m_h.open(QDir(m_dir.path()), QSize(1100, 900));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        QCOMPARE(remote(QStringLiteral("mkdir -p ~/%1 && echo ok").arg(m_unique)).standardOutput,
                 QByteArray("ok\n"));
    }

    void cleanupTestCase()
    {
        m_h.page = nullptr;
        m_h.window.reset();
        remote(QStringLiteral("rm -rf ~/%1").arg(m_unique));
        m_h.close();
    }

    void ladderRunsMeasuresAndCancels()
    {
        const QString folder =
            m_projects.filePath(m_unique + QStringLiteral(" it's $(touch PWNED) `x` \"y\""));
        QVERIFY(QDir().mkpath(folder));
        QFile train(folder + QStringLiteral("/train.py"));
        QVERIFY(train.open(QIODevice::WriteOnly));
        train.write("import time\nfor step in range(1, 1000):\n    time.sleep(0.05)\n"
                    "    print('step %d loss %.3f' % (step, 1.0 / step), flush=True)\n");
        train.close();
        m_h.child<QRadioButton>("sourceFolder")->setChecked(true);
        m_h.child<QLineEdit>("projectFolderEdit")->setText(folder);
        auto *entry = m_h.child<QComboBox>("projectEntryCombo");
        QTRY_VERIFY_WITH_TIMEOUT(entry->count() > 0, 10000);
        entry->setCurrentIndex(entry->findText(QStringLiteral("train.py")));
        m_h.page->goToStep(NewRunPage::Cluster);
        m_h.chooseProfile(QStringLiteral("test-cluster"));
        m_h.child<QLineEdit>("hostEdit")->setText(m_cluster.alias());
        m_h.child<QLineEdit>("sshConfigEdit")->setText(m_cluster.config());
        auto *recipe = m_h.child<QComboBox>("recipeCombo");
        recipe->setCurrentIndex(recipe->findData(QStringLiteral("modules")));
        m_h.child<QLineEdit>("modulesEdit")->setText(QStringLiteral("PyTorch/1.13.1"));
        m_h.child<QLineEdit>("workdirEdit")->setText(QStringLiteral("~/%1").arg(m_unique));
        m_h.page->goToStep(NewRunPage::Review);
        m_h.child<ui::LadderPanel>("ladderPanel")
            ->setLocalPython(QStringLiteral("/usr/bin/python3"));

        auto *status = m_h.child<QLabel>("ladderStatus");
        auto *button = m_h.child<QPushButton>("ladderButton");
        auto *rungs = m_h.child<QListWidget>("ladderRungs");
        QVERIFY(button->isEnabled());
        QVERIFY(!m_h.child<QCheckBox>("ladderDdp")->isEnabled()); // a CPU run has no DDP rung
        button->click();
        QVERIFY(m_h.child<QPushButton>("ladderCancel")->isVisible());
        QVERIFY(m_h.child<QProgressBar>("ladderProgress")->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!m_h.child<QPushButton>("ladderCancel")->isVisible(), 240000);
        QVERIFY2(status->text().contains(u"passed"), qPrintable(status->text()));
        QCOMPARE(rungs->count(), 3);
        const QStringList expected{QStringLiteral("passed"), QStringLiteral("passed"),
                                   QStringLiteral("skipped")};
        for (int i = 0; i < 3; ++i) {
            QVERIFY2(rungs->item(i)->data(Qt::UserRole + 1).toString() == expected.at(i),
                     qPrintable(rungs->item(i)->text()));
        }
        QVERIFY2(rungs->item(1)->text().contains(u"5 step(s) in job") &&
                     rungs->item(1)->text().contains(u" s per step"),
                 qPrintable(rungs->item(1)->text()));
        m_h.shot(QStringLiteral("newrun-ladder"));

        // The full run's steps give a time limit, stated, that goes to the Resources step.
        m_h.child<QSpinBox>("ladderFullSteps")->setValue(1000);
        auto *suggestion = m_h.child<QLabel>("ladderSuggestion");
        QVERIFY2(suggestion->text().contains(u"1000 steps"), qPrintable(suggestion->text()));
        m_h.child<QPushButton>("ladderApply")->click();
        const QString time = m_h.child<QLineEdit>("timeEdit")->text();
        QVERIFY2(suggestion->text().contains(QStringLiteral("Time limit ") + time),
                 qPrintable(time + QLatin1Char(' ') + suggestion->text()));
        QVERIFY(!m_h.child<QLineEdit>("memEdit")->text().isEmpty());

        // Cancel: a script that never finishes a step; the debug job is stopped with scancel.
        QVERIFY(train.open(QIODevice::WriteOnly | QIODevice::Truncate));
        train.write("import time\ntime.sleep(600)\n");
        train.close();
        m_h.child<QCheckBox>("ladderLocal")->setChecked(false);
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"submitted") ||
                                     status->text().contains(u"queue") ||
                                     status->text().contains(u"running"),
                                 120000);
        m_h.child<QPushButton>("ladderCancel")->click();
        QTRY_VERIFY_WITH_TIMEOUT(!m_h.child<QPushButton>("ladderCancel")->isVisible(), 60000);
        QCOMPARE(rungs->item(0)->data(Qt::UserRole + 1).toString(), QStringLiteral("skipped"));
        QVERIFY2(rungs->item(1)->data(Qt::UserRole + 1).toString() == QLatin1String("cancelled") &&
                     rungs->item(1)->text().contains(u"was stopped"),
                 qPrintable(rungs->item(1)->text()));
        QVERIFY(button->isEnabled());
        QVERIFY(!QFile::exists(QDir::current().filePath(QStringLiteral("PWNED"))));
    }

    // On "This computer (no scheduler)" the local rung runs; the job rungs say why they cannot.
    void ladderOnThisComputerRunsTheLocalRung()
    {
        const QString folder =
            m_projects.filePath(m_unique + QStringLiteral(" local $(touch PWNED) 'q'"));
        QVERIFY(QDir().mkpath(folder));
        QFile train(folder + QStringLiteral("/train.py"));
        QVERIFY(train.open(QIODevice::WriteOnly));
        train.write("import time\nfor step in range(1, 1000):\n    time.sleep(0.05)\n"
                    "    print('step %d loss %.3f' % (step, 1.0 / step), flush=True)\n");
        train.close();
        m_h.page->goToStep(NewRunPage::What);
        m_h.child<QRadioButton>("sourceFolder")->setChecked(true);
        m_h.child<QLineEdit>("projectFolderEdit")->setText(folder);
        auto *entry = m_h.child<QComboBox>("projectEntryCombo");
        QTRY_VERIFY_WITH_TIMEOUT(entry->findText(QStringLiteral("train.py")) >= 0, 10000);
        entry->setCurrentIndex(entry->findText(QStringLiteral("train.py")));
        m_h.page->goToStep(NewRunPage::Cluster);
        m_h.chooseProfile(QStringLiteral("local"));
        m_h.page->goToStep(NewRunPage::Review);
        auto *ladder = m_h.child<ui::LadderPanel>("ladderPanel");
        ladder->setLocalPython(QStringLiteral("/usr/bin/python3"));
        auto *status = m_h.child<QLabel>("ladderStatus");
        auto *button = m_h.child<QPushButton>("ladderButton");
        auto *debug = m_h.child<QCheckBox>("ladderDebug");
        QVERIFY2(button->isEnabled(), qPrintable(status->text()));
        QVERIFY(!status->text().contains(u"errors"));
        QVERIFY(!debug->isEnabled());
        QVERIFY2(debug->toolTip().contains(u"no batch scheduler"), qPrintable(debug->toolTip()));
        QVERIFY(!m_h.child<QCheckBox>("ladderDdp")->isEnabled());
        m_h.child<QCheckBox>("ladderLocal")->setChecked(true);
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(!m_h.child<QPushButton>("ladderCancel")->isVisible(), 120000);
        auto *rungs = m_h.child<QListWidget>("ladderRungs");
        QCOMPARE(rungs->count(), 3);
        const QStringList expected{QStringLiteral("passed"), QStringLiteral("skipped"),
                                   QStringLiteral("skipped")};
        for (int i = 0; i < 3; ++i) {
            QVERIFY2(rungs->item(i)->data(Qt::UserRole + 1).toString() == expected.at(i),
                     qPrintable(rungs->item(i)->text()));
        }
        QVERIFY2(rungs->item(1)->text().contains(u"no batch scheduler"),
                 qPrintable(rungs->item(1)->text()));
        QVERIFY2(status->text().contains(u"passed"), qPrintable(status->text()));
        // The doctor says why it cannot run here, not that the script has errors.
        const QString doctor = m_h.child<QLabel>("doctorStatus")->text();
        QVERIFY2(doctor.contains(u"no batch scheduler"), qPrintable(doctor));
        QVERIFY(!m_h.child<QPushButton>("doctorButton")->isEnabled());

        // With every step unticked nothing runs, and the panel does not call that a pass.
        m_h.child<QCheckBox>("ladderLocal")->setChecked(false);
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(!m_h.child<QPushButton>("ladderCancel")->isVisible(), 30000);
        QVERIFY2(status->text().contains(u"Nothing ran"), qPrintable(status->text()));

        // A gallery example is written out of the app before its local rung runs in it.
        m_h.page->goToStep(NewRunPage::What);
        m_h.child<QRadioButton>("sourceExample")->setChecked(true);
        m_h.child<QListWidget>("exampleList")->setCurrentRow(0); // MNIST CNN on the CPU
        m_h.page->goToStep(NewRunPage::Review);
        m_h.child<QCheckBox>("ladderLocal")->setChecked(true);
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(!m_h.child<QPushButton>("ladderCancel")->isVisible(), 180000);
        QVERIFY2(rungs->item(0)->data(Qt::UserRole + 1).toString() == QLatin1String("passed"),
                 qPrintable(rungs->item(0)->text()));
        m_h.page->goToStep(NewRunPage::What);
        m_h.child<QRadioButton>("sourceFolder")->setChecked(true);

        // The debug box keeps its tick, and is enabled again once a cluster is chosen.
        m_h.page->goToStep(NewRunPage::Cluster);
        m_h.chooseProfile(QStringLiteral("test-cluster"));
        m_h.page->goToStep(NewRunPage::Review);
        QVERIFY(debug->isEnabled());
        QVERIFY(!QFile::exists(QDir::current().filePath(QStringLiteral("PWNED"))));
    }

private:
    CommandResult remote(const QString &command)
    {
        QString error;
        CommandRunner *runner = m_h.pool->runner(m_cluster.alias(), m_cluster.config(), &error);
        if (!runner) {
            return {};
        }
        auto f = runner->run({command, {}, 120000});
        (void)QTest::qWaitFor([&f] { return f.isFinished(); }, 120000);
        return f.isFinished() ? f.result() : CommandResult{};
    }

    test::TestCluster m_cluster;
    QString m_unique;
    QTemporaryDir m_dir;
    QTemporaryDir m_projects;
    test::NewRunHarness m_h;
};

QTEST_MAIN(TestLadderPanel)
#include "tst_ladderpanel.moc"
