// The wizard's "Where your project goes on the cluster" against the test cluster's hpc-workspace
// stand-in, driven as a user would: look up, make a workspace (it is then chosen, with its
// expiry warning), extend it (the warning goes), a hostile name refused before anything runs,
// and a profile without workspaces that offers its folders.
#include "common/shellquote.h"
#include "newrun/storagetarget.h"
#include "site/profileregistry.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "testcluster.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTest>

using namespace slipway;
using namespace slipway::ui;

class TstStorageTarget : public QObject
{
    Q_OBJECT

    std::unique_ptr<ssh::SshConnection> m_connection;
    std::unique_ptr<ssh::SshCommandRunner> m_runner;
    site::ProfileRegistry m_registry;
    QString m_name;
    int m_commands = 0;

    template<typename T>
    T *child(QWidget *root, const char *name)
    {
        return root->findChild<T *>(QLatin1String(name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        const test::TestCluster cluster = test::TestCluster::load(&error);
        if (!cluster.isValid()) {
            QFAIL(qPrintable(error));
        }
        const auto target = ssh::SshTarget::resolve(cluster.alias(), cluster.config(), &error);
        QVERIFY2(target, qPrintable(error));
        m_connection = std::make_unique<ssh::SshConnection>(*target, nullptr);
        m_runner = std::make_unique<ssh::SshCommandRunner>(m_connection.get());
        m_name = QStringLiteral("gui-%1").arg(QRandomGenerator::global()->generate(), 0, 16);
    }

    void cleanupTestCase()
    {
        if (m_runner) {
            auto f =
                m_runner->run({QStringLiteral("ws_release %1").arg(shellQuote(m_name)), {}, 60000});
            QTest::qWaitFor([&f] { return f.isFinished(); }, 60000);
        }
    }

    void makeAndExtendAWorkspace()
    {
        StorageTargetView view;
        view.setRunnerSource([this](QString *) {
            ++m_commands;
            return m_runner.get();
        });
        view.setProfile(m_registry.find(QStringLiteral("test-cluster-ws")));
        view.resize(900, 300);
        view.show();
        auto *target = child<QComboBox>(&view, "storageTarget");
        auto *status = child<QLabel>(&view, "workspaceStatus");
        auto *busy = child<QProgressBar>(&view, "workspaceBusy");
        QVERIFY(child<QPushButton>(&view, "workspaceLookUp")->isVisible());
        QCOMPARE(view.baseFolder(), QString()); // the home folder until something is chosen

        // A hostile name: refused in plain words, no command.
        child<QLineEdit>(&view, "workspaceName")->setText(QStringLiteral("$(touch x)"));
        QTest::mouseClick(child<QPushButton>(&view, "workspaceAllocate"), Qt::LeftButton);
        QVERIFY(status->text().contains(QStringLiteral("cannot name a workspace")));
        QCOMPARE(m_commands, 0);

        // Days are limited to the file system's maximum (horse: 100).
        auto *days = child<QSpinBox>(&view, "workspaceDays");
        QCOMPARE(days->maximum(), 100);
        days->setValue(2);
        auto *fs = child<QComboBox>(&view, "workspaceFilesystem");
        fs->setCurrentIndex(fs->findText(QStringLiteral("horse")));
        QLineEdit *name = child<QLineEdit>(&view, "workspaceName");
        name->clear();
        QTest::keyClicks(name, m_name);
        QTest::mouseClick(child<QPushButton>(&view, "workspaceAllocate"), Qt::LeftButton);
        QVERIFY(busy->isVisible()); // the GUI went on; the cluster answers later
        QTRY_VERIFY_WITH_TIMEOUT(!busy->isVisible() && view.baseFolder().contains(m_name), 60000);
        QVERIFY2(target->currentText().contains(QStringLiteral("expires in 2 days")),
                 qPrintable(target->currentText()));
        QVERIFY2(status->text().contains(QStringLiteral("expires in 2 days")),
                 qPrintable(status->text()));
        const QString path = view.baseFolder();
        QVERIFY(path.startsWith(QLatin1Char('/')));

        child<QSpinBox>(&view, "workspaceExtendDays")->setValue(30);
        QTest::mouseClick(child<QPushButton>(&view, "workspaceExtend"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            !busy->isVisible() && status->text().contains(QStringLiteral("30 days")), 60000);
        QCOMPARE(view.baseFolder(), path);
        QVERIFY2(!target->currentText().contains(QStringLiteral("expires")),
                 qPrintable(target->currentText()));

        // Cancel: the busy bar goes at once and a late answer changes nothing.
        QTest::mouseClick(child<QPushButton>(&view, "workspaceLookUp"), Qt::LeftButton);
        QVERIFY(busy->isVisible());
        QTest::mouseClick(child<QPushButton>(&view, "workspaceCancel"), Qt::LeftButton);
        QVERIFY(!busy->isVisible());
        QCOMPARE(status->text(), QStringLiteral("Cancelled."));
        QTest::qWait(500);
        QCOMPARE(status->text(), QStringLiteral("Cancelled."));
    }

    void foldersWithoutWorkspaces()
    {
        StorageTargetView view;
        view.setProfile(m_registry.find(QStringLiteral("alliance-fir")));
        auto *target = child<QComboBox>(&view, "storageTarget");
        QVERIFY(!child<QPushButton>(&view, "workspaceLookUp")->isVisibleTo(&view));
        QCOMPARE(target->count(), 3);
        target->setCurrentIndex(1);
        QCOMPARE(view.baseFolder(), QStringLiteral("$SCRATCH"));
        QVERIFY(child<QLabel>(&view, "storageNote")->text().contains(QStringLiteral("scratch")));
        // This computer: nothing to choose, so the box is not shown.
        view.show();
        view.setProfile(m_registry.find(QStringLiteral("local")));
        QVERIFY(view.isHidden());
        view.setProfile(m_registry.find(QStringLiteral("alliance-fir")));
        QVERIFY(!view.isHidden());
    }
};

QTEST_MAIN(TstStorageTarget)
#include "tst_storagetarget.moc"
