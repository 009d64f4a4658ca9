// The environment doctor on the New run wizard's Review step, offscreen, against the test
// cluster: not checked yet; "Check this environment on the cluster" runs a real doctor job with
// progress and Cancel, and lists what it found with a fix for the missing import (and a warning
// for more DataLoader workers than CPUs); the result is
// remembered and comes back with the same choices, and the doctor is offered again when the
// environment changes; Cancel stops a doctor job.

#include "newrun/newrunpage.h"

#include "common/commandrunner.h"
#include "common/settings.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"
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
#include <QVBoxLayout>

using namespace slipway;
using slipway::ui::AppContext;
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
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("slipway.conf")));
        m_runs = std::make_unique<runs::RunStore>(m_dir.filePath(QStringLiteral("runs.sqlite")));
        m_pool = std::make_unique<ssh::ConnectionPool>(nullptr);
        m_context.settings = m_settings.get();
        m_context.runs = m_runs.get();
        m_context.connections = m_pool.get();
        m_window = std::make_unique<QWidget>();
        m_window->resize(1100, 900);
        m_page = new NewRunPage(m_context, m_window.get());
        auto *l = new QVBoxLayout(m_window.get());
        l->addWidget(m_page);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QCOMPARE(remote(QStringLiteral("mkdir -p ~/%1 && echo ok").arg(m_unique)).standardOutput,
                 QByteArray("ok\n"));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        remote(QStringLiteral("rm -rf ~/%1").arg(m_unique));
        m_pool.reset();
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
        child<QRadioButton>("sourceFolder")->setChecked(true);
        child<QLineEdit>("projectFolderEdit")->setText(folder);
        auto *entry = child<QComboBox>("projectEntryCombo");
        QTRY_VERIFY_WITH_TIMEOUT(entry->count() > 0, 10000);
        entry->setCurrentIndex(entry->findText(QStringLiteral("train.py")));
        m_page->goToStep(NewRunPage::Cluster);
        auto *profiles = child<QListWidget>("profileList");
        for (int i = 0; i < profiles->count(); ++i) {
            if (profiles->item(i)->data(Qt::UserRole).toString() == QLatin1String("test-cluster")) {
                profiles->setCurrentRow(i);
            }
        }
        child<QLineEdit>("hostEdit")->setText(m_cluster.alias());
        child<QLineEdit>("sshConfigEdit")->setText(m_cluster.config());
        auto *recipe = child<QComboBox>("recipeCombo");
        recipe->setCurrentIndex(recipe->findData(QStringLiteral("modules")));
        child<QLineEdit>("modulesEdit")->setText(QStringLiteral("PyTorch/1.13.1"));
        child<QLineEdit>("workdirEdit")->setText(QStringLiteral("~/%1").arg(m_unique));
        m_page->goToStep(NewRunPage::Review);

        auto *status = child<QLabel>("doctorStatus");
        auto *button = child<QPushButton>("doctorButton");
        auto *list = child<QListWidget>("doctorChecks");
        QVERIFY2(status->text().contains(u"Not checked on the cluster yet"),
                 qPrintable(status->text()));
        QVERIFY(button->isEnabled());
        QVERIFY(!child<QLabel>("doctorLoginNote")->isVisible()); // the test cluster's login node
        QElapsedTimer timer;
        timer.start();
        button->click();
        QVERIFY(child<QPushButton>("doctorCancel")->isVisible());
        QVERIFY(child<QProgressBar>("doctorProgress")->isVisible());
        QVERIFY(!button->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!child<QPushButton>("doctorCancel")->isVisible(), 240000);
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
        shot(QStringLiteral("newrun-doctor-missing-import"));

        // Another environment: not checked yet. Back to the same one: the result is back.
        child<QLineEdit>("modulesEdit")
            ->setText(QStringLiteral("PyTorch/1.13.1 TensorBoard/2.20.0"));
        QVERIFY2(status->text().contains(u"Not checked on the cluster yet"),
                 qPrintable(status->text()));
        QVERIFY(!list->isVisible());
        child<QLineEdit>("modulesEdit")->setText(QStringLiteral("PyTorch/1.13.1"));
        QVERIFY2(status->text().contains(u"1 problem"), qPrintable(status->text()));
        const QString kept = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                             QStringLiteral("/doctor-results.json");
        QVERIFY2(kept.startsWith(m_dir.path()) && QFile::exists(kept), qPrintable(kept));

        // Cancel stops the doctor job once it is submitted.
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"submitted") ||
                                     status->text().contains(u"queue") ||
                                     status->text().contains(u"running"),
                                 60000);
        child<QPushButton>("doctorCancel")->click();
        QTRY_VERIFY_WITH_TIMEOUT(!child<QPushButton>("doctorCancel")->isVisible(), 60000);
        QVERIFY2(status->text().contains(u"Cancelled"), qPrintable(status->text()));
        QVERIFY(button->isEnabled());
    }

private:
    template<typename T>
    T *child(const char *name)
    {
        T *w = m_page->findChild<T *>(QLatin1String(name));
        if (!w) {
            qFatal("no widget %s", name);
        }
        return w;
    }
    void shot(const QString &name)
    {
        const QString dir = qEnvironmentVariable("SLIPWAY_WIZARD_SHOTS");
        if (!dir.isEmpty()) {
            QTest::qWait(200);
            QVERIFY(m_window->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
        }
    }
    CommandResult remote(const QString &command)
    {
        QString error;
        CommandRunner *runner = m_pool->runner(m_cluster.alias(), m_cluster.config(), &error);
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
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<runs::RunStore> m_runs;
    std::unique_ptr<ssh::ConnectionPool> m_pool;
    AppContext m_context;
    std::unique_ptr<QWidget> m_window;
    NewRunPage *m_page = nullptr;
};

QTEST_MAIN(TestDoctorPanel)
#include "tst_doctorpanel.moc"
