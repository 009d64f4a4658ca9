// The environment doctor on the New run wizard's Review step, offscreen, against the test
// cluster: not checked yet; "Check this environment on the cluster" runs a real doctor job with
// progress and Cancel, and lists what it found with a fix for the missing import (and a warning
// for more DataLoader workers than CPUs); the result is
// remembered and comes back with the same choices, and the doctor is offered again when the
// environment changes; Cancel stops a doctor job.

#include "newrun/newrunpage.h"

#include "common/commandrunner.h"
#include "newrunharness.h"
#include "testcluster.h"

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
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using slipway::ui::NewRunPage;

class TestDoctorPanel : public QObject
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
        m_unique = QStringLiteral("doctor-gui-%1-%2")
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

    void doctorFindsTheMissingImportAndRemembers()
    {
        const QString folder = m_projects.filePath(m_unique);
        QDir().mkpath(folder);
        QFile train(folder + QStringLiteral("/train.py"));
        QVERIFY(train.open(QIODevice::WriteOnly));
        train.write("import torch\nimport slipway_nowhere_pkg\n"
                    "loader = torch.utils.data.DataLoader([], num_workers=16)\n");
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

        auto *status = m_h.child<QLabel>("doctorStatus");
        auto *button = m_h.child<QPushButton>("doctorButton");
        auto *list = m_h.child<QListWidget>("doctorChecks");
        QVERIFY2(status->text().contains(u"Not checked on the cluster yet"),
                 qPrintable(status->text()));
        QVERIFY(button->isEnabled());
        QVERIFY(
            !m_h.child<QLabel>("doctorLoginNote")->isVisible()); // the test cluster's login node
        QElapsedTimer timer;
        timer.start();
        button->click();
        QVERIFY(m_h.child<QPushButton>("doctorCancel")->isVisible());
        QVERIFY(m_h.child<QProgressBar>("doctorProgress")->isVisible());
        QVERIFY(!button->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!m_h.child<QPushButton>("doctorCancel")->isVisible(), 240000);
        qInfo("doctor job reported after %lld ms", timer.elapsed());
        QVERIFY2(status->text().contains(u"1 problem"), qPrintable(status->text()));
        QVERIFY(list->isVisible());
        QString failed;
        QString warned;
        for (int i = 0; i < list->count(); ++i) {
            const QString state = list->item(i)->data(Qt::UserRole + 1).toString();
            if (state == QLatin1String("failed")) {
                failed += list->item(i)->text();
            } else if (state == QLatin1String("warning")) {
                warned += list->item(i)->text();
            }
        }
        // The script's 16 DataLoader workers against the job's CPUs per task.
        QVERIFY2(warned.contains(u"16 DataLoader worker") && warned.contains(u"CPUs per task"),
                 qPrintable(warned));
        QVERIFY2(failed.contains(u"slipway_nowhere_pkg") && failed.contains(u"Fix: "),
                 qPrintable(failed));
        m_h.shot(QStringLiteral("newrun-doctor-missing-import"));

        // Another environment: not checked yet. Back to the same one: the result is back.
        m_h.child<QLineEdit>("modulesEdit")
            ->setText(QStringLiteral("PyTorch/1.13.1 TensorBoard/2.20.0"));
        QVERIFY2(status->text().contains(u"Not checked on the cluster yet"),
                 qPrintable(status->text()));
        QVERIFY(!list->isVisible());
        m_h.child<QLineEdit>("modulesEdit")->setText(QStringLiteral("PyTorch/1.13.1"));
        QVERIFY2(status->text().contains(u"1 problem"), qPrintable(status->text()));
        const QString kept = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                             QStringLiteral("/doctor-results.json");
        QVERIFY2(kept.startsWith(m_dir.path()) && QFile::exists(kept), qPrintable(kept));

        // The doctor job ran in a snapshot of the project; when the project changes, the
        // remembered result is offered again.
        QCOMPARE(remote(QStringLiteral("ls -d ~/%1/slipway-projects/*/*/slipway-doctor/*/ | wc -l")
                            .arg(m_unique))
                     .standardOutput.trimmed(),
                 QByteArray("1"));
        QVERIFY(train.open(QIODevice::WriteOnly | QIODevice::Truncate));
        train.write("import torch\nprint('changed')\n");
        train.close();
        m_h.page->goToStep(NewRunPage::Resources);
        m_h.page->goToStep(NewRunPage::Review);
        QTRY_VERIFY2_WITH_TIMEOUT(status->text().contains(u"project has changed"),
                                  qPrintable(status->text()), 20000);
        QVERIFY(!list->isVisible());

        // Cancel stops the doctor job once it is submitted.
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"submitted") ||
                                     status->text().contains(u"queue") ||
                                     status->text().contains(u"running"),
                                 60000);
        m_h.child<QPushButton>("doctorCancel")->click();
        QTRY_VERIFY_WITH_TIMEOUT(!m_h.child<QPushButton>("doctorCancel")->isVisible(), 60000);
        QVERIFY2(status->text().contains(u"Cancelled"), qPrintable(status->text()));
        QVERIFY(button->isEnabled());
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

QTEST_MAIN(TestDoctorPanel)
#include "tst_doctorpanel.moc"
