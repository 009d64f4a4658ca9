// The New run wizard's check on the login node, offscreen, against the test cluster: a venv
// whose one-time set-up never ran is a blocking problem with "Set it up now" (which sets it up
// and checks again); a script importing a package the environment lacks names the module that
// provides it; "Start TensorBoard in the job" without tensorboard is a problem; results go when
// their inputs change; and a refused submission uploads nothing.

#include "newrun/newrunpage.h"

#include "common/commandrunner.h"
#include "common/settings.h"
#include "newrunharness.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"
#include "testcluster.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace slipway;
using slipway::ui::AppContext;
using slipway::ui::NewRunPage;

class TestWizardChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();
    void venvNeverSetUpIsBlockingUntilSetUpNow();
    void missingImportNamesTheModule();
    void tensorboardMissingIsAProblem();
    void refusedSubmissionUploadsNothing();
    void scriptOnTheClusterIsReadThere();

private:
    template<typename T>
    T *child(const char *name)
    {
        return m_h.child<T>(name);
    }
    QString findingsText() { return child<QLabel>("submitFindings")->text(); }
    void shot(const QString &name) const { m_h.shot(name); }
    // A project folder of its own, named uniquely (its snapshots go to
    // ~/slipway-projects/NAME on the cluster).
    QString makeProject(const QByteArray &trainPy);
    void useTestCluster(const QString &recipe, const QString &modules, const QString &path = {});
    // Runs the check from the Submit step and waits for its end.
    bool check(int timeoutMs = 180000);
    CommandResult remote(const QString &command);

    test::TestCluster m_cluster;
    QString m_unique;
    QTemporaryDir m_dir;
    std::unique_ptr<QTemporaryDir> m_projectParent;
    test::NewRunHarness m_h;
};

void TestWizardChecks::initTestCase()
{
    QString error;
    m_cluster = test::TestCluster::load(&error);
    if (!m_cluster.isValid()) {
        QFAIL(qPrintable(error));
    }
    m_unique = QStringLiteral("checks-%1-%2")
                   .arg(QDateTime::currentMSecsSinceEpoch())
                   .arg(QRandomGenerator::global()->bounded(100000));
}

void TestWizardChecks::init()
{
    qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    const QString opened = m_h.open(QDir(m_dir.path()), QSize(1100, 760));
    QVERIFY2(opened.isEmpty(), qPrintable(opened));
}

void TestWizardChecks::cleanup()
{
    m_h.close();
}

void TestWizardChecks::cleanupTestCase()
{
    m_h.pool = std::make_unique<ssh::ConnectionPool>(nullptr);
    remote(QStringLiteral("rm -rf ~/%1 ~/slipway-projects/%1-*").arg(m_unique));
    m_h.pool.reset();
}

CommandResult TestWizardChecks::remote(const QString &command)
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

QString TestWizardChecks::makeProject(const QByteArray &trainPy)
{
    m_projectParent = std::make_unique<QTemporaryDir>();
    const QString folder = m_projectParent->filePath(m_unique + QLatin1Char('-') +
                                                     QLatin1String(QTest::currentTestFunction()));
    QDir().mkpath(folder);
    QFile train(folder + QStringLiteral("/train.py"));
    if (train.open(QIODevice::WriteOnly)) {
        train.write(trainPy);
    }
    QFile own(folder + QStringLiteral("/helpers.py"));
    if (own.open(QIODevice::WriteOnly)) {
        own.write("import torch\n");
    }
    child<QRadioButton>("sourceFolder")->setChecked(true);
    child<QLineEdit>("projectFolderEdit")->setText(folder);
    auto *entry = child<QComboBox>("projectEntryCombo");
    (void)QTest::qWaitFor([entry] { return entry->count() > 0; }, 10000);
    entry->setCurrentIndex(entry->findText(QStringLiteral("train.py")));
    return folder;
}

void TestWizardChecks::useTestCluster(const QString &recipe, const QString &modules,
                                      const QString &path)
{
    m_h.page->goToStep(NewRunPage::Cluster);
    auto *profiles = child<QListWidget>("profileList");
    for (int i = 0; i < profiles->count(); ++i) {
        if (profiles->item(i)->data(Qt::UserRole).toString() == QLatin1String("test-cluster")) {
            profiles->setCurrentRow(i);
        }
    }
    child<QLineEdit>("hostEdit")->setText(m_cluster.alias());
    child<QLineEdit>("sshConfigEdit")->setText(m_cluster.config());
    auto *combo = child<QComboBox>("recipeCombo");
    combo->setCurrentIndex(combo->findData(recipe));
    child<QLineEdit>("modulesEdit")->setText(modules);
    child<QLineEdit>("envPathEdit")->setText(path);
    child<QLineEdit>("packagesEdit")->clear();
}

bool TestWizardChecks::check(int timeoutMs)
{
    m_h.page->goToStep(NewRunPage::Submit);
    QSignalSpy done(m_h.page, &NewRunPage::clusterCheckFinished);
    auto *button = child<QPushButton>("clusterCheckButton");
    if (button->isEnabled()) {
        button->click();
    }
    return done.wait(timeoutMs) || done.size() > 0;
}

void TestWizardChecks::venvNeverSetUpIsBlockingUntilSetUpNow()
{
    makeProject("import torch\nimport helpers\nprint(torch.__version__)\n");
    const QString venv = QStringLiteral("~/%1/venv").arg(m_unique);
    useTestCluster(QStringLiteral("venv"), QStringLiteral("PyTorch/1.13.1"), venv);
    QVERIFY(check());
    QVERIFY2(findingsText().contains(QStringLiteral("has not been set up on the cluster yet")),
             qPrintable(findingsText()));
    QVERIFY(!findingsText().contains(QStringLiteral("No problems found")));
    QVERIFY(!child<QPushButton>("submitButton")->isEnabled());
    auto *setUp = child<QPushButton>("setupNowButton");
    QVERIFY(setUp->isVisible());
    shot(QStringLiteral("newrun-check-venv-not-set-up"));

    // "Set it up now": the set-up runs with progress and a cancel button, then the check again.
    QSignalSpy checked(m_h.page, &NewRunPage::clusterCheckFinished);
    setUp->click();
    QVERIFY(child<QPushButton>("setupNowCancel")->isVisible());
    QTest::qWait(300);
    shot(QStringLiteral("newrun-check-setting-up"));
    QVERIFY(checked.wait(600000) || checked.size() > 0);
    QVERIFY2(!findingsText().contains(QStringLiteral("has not been set up")),
             qPrintable(findingsText() + child<QLabel>("clusterCheckStatus")->text()));
    QVERIFY2(findingsText().contains(QStringLiteral("No problems found")),
             qPrintable(findingsText()));
    QVERIFY(!setUp->isVisible());
    shot(QStringLiteral("newrun-check-set-up"));
    QVERIFY2(child<QPushButton>("submitButton")->isEnabled(),
             qPrintable(child<QPushButton>("submitButton")->toolTip()));
    QCOMPARE(remote(QStringLiteral("test -f %1/bin/activate && echo yes")
                        .arg(QString(venv).replace(QStringLiteral("~/"), QStringLiteral("$HOME/"))))
                 .standardOutput.trimmed(),
             QByteArray("yes"));
}

void TestWizardChecks::missingImportNamesTheModule()
{
    makeProject("import torch\nfrom torch.utils.tensorboard import SummaryWriter\n"
                "import tensorboard\nimport helpers\nimport slipway_nowhere_pkg\n");
    useTestCluster(QStringLiteral("modules"), QStringLiteral("PyTorch/1.13.1"));
    QVERIFY(check());
    const QString text = findingsText();
    QVERIFY2(text.contains(QStringLiteral("imports tensorboard")) &&
                 text.contains(QStringLiteral("TensorBoard/2.20.0")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("imports slipway_nowhere_pkg")) &&
                 text.contains(QStringLiteral("pip package slipway_nowhere_pkg")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("imports torch,")) &&
                 !text.contains(QStringLiteral("imports helpers")),
             qPrintable(text));
    QVERIFY(!child<QPushButton>("submitButton")->isEnabled());
    shot(QStringLiteral("newrun-check-missing-import"));

    // Changing the modules makes the result stale: it goes at once, and the check finds the
    // module's tensorboard.
    child<QLineEdit>("modulesEdit")->setText(QStringLiteral("PyTorch/1.13.1 TensorBoard/2.20.0"));
    QVERIFY2(!findingsText().contains(QStringLiteral("imports tensorboard")),
             qPrintable(findingsText()));
    QVERIFY(check());
    QVERIFY2(!findingsText().contains(QStringLiteral("imports tensorboard")),
             qPrintable(findingsText()));
    QVERIFY2(findingsText().contains(QStringLiteral("imports slipway_nowhere_pkg")),
             qPrintable(findingsText()));
}

void TestWizardChecks::tensorboardMissingIsAProblem()
{
    makeProject("import torch\n");
    useTestCluster(QStringLiteral("modules"), QStringLiteral("PyTorch/1.13.1"));
    child<QCheckBox>("tensorboardCheck")->setChecked(true);
    QVERIFY(check());
    QVERIFY2(findingsText().contains(QStringLiteral("Start TensorBoard in the job")) &&
                 findingsText().contains(QStringLiteral("TensorBoard/2.20.0")),
             qPrintable(findingsText()));
    QVERIFY(!child<QPushButton>("submitButton")->isEnabled());
    child<QLineEdit>("tensorboardSetupEdit")->setText(QStringLiteral("module load TensorBoard"));
    QVERIFY(check());
    QVERIFY2(!findingsText().contains(QStringLiteral("Start TensorBoard in the job")),
             qPrintable(findingsText()));
    QVERIFY2(findingsText().contains(QStringLiteral("No problems found")),
             qPrintable(findingsText()));
}

void TestWizardChecks::refusedSubmissionUploadsNothing()
{
    const QString folder = makeProject("import torch\nimport slipway_nowhere_pkg\n");
    useTestCluster(QStringLiteral("modules"), QStringLiteral("PyTorch/1.13.1"));
    // Submitted straight from the Review step: the check runs first and refuses.
    m_h.page->goToStep(NewRunPage::Review);
    QString why;
    QVERIFY2(m_h.page->canSubmit(&why), qPrintable(why));
    QSignalSpy finished(m_h.page, &NewRunPage::submitFinished);
    m_h.page->submit();
    QVERIFY(finished.wait(180000) || finished.size() > 0);
    QCOMPARE(finished.first().at(0).toBool(), false);
    QVERIFY2(finished.first().at(1).toString().contains(QStringLiteral("Nothing was uploaded")),
             qPrintable(finished.first().at(1).toString()));
    QVERIFY(m_h.runs->all().isEmpty());
    const QString remoteRoot =
        QStringLiteral("$HOME/slipway-projects/") + QFileInfo(folder).fileName();
    const CommandResult ls = remote(QStringLiteral("if [ -e %1 ]; then echo exists; else echo "
                                                   "absent; fi")
                                        .arg(remoteRoot));
    QCOMPARE(ls.standardOutput.trimmed(), QByteArray("absent"));
    m_h.page->goToStep(NewRunPage::Submit);
    QVERIFY(!findingsText().contains(QStringLiteral("No problems found")));
    QVERIFY(findingsText().contains(QStringLiteral("slipway_nowhere_pkg")));
    shot(QStringLiteral("newrun-check-refused"));
    auto *result = child<QLabel>("submitResult");
    QVERIFY2(result->text().contains(QStringLiteral("Not submitted")), qPrintable(result->text()));
    // The outcome belongs to the choices it was for: any change clears it. The check's
    // findings stay, since the arguments are not among its inputs.
    child<QLineEdit>("projectArgsEdit")->setText(QStringLiteral("--epochs 1"));
    QVERIFY2(result->text().isEmpty(), qPrintable(result->text()));
    QVERIFY(findingsText().contains(QStringLiteral("slipway_nowhere_pkg")));
    QCOMPARE(child<QPushButton>("submitButton")->text(), QStringLiteral("Submit"));
}

// "A script that is already on the cluster": its imports are read on the login node.
void TestWizardChecks::scriptOnTheClusterIsReadThere()
{
    const QString folder = QStringLiteral("~/%1/on cluster").arg(m_unique);
    const CommandResult put =
        remote(QStringLiteral("mkdir -p \"$HOME/%1/on cluster\" && printf 'import torch\\nimport "
                              "tensorboard\\n' > \"$HOME/%1/on cluster/train.py\" && echo ok")
                   .arg(m_unique));
    QCOMPARE(put.standardOutput, QByteArray("ok\n"));
    child<QRadioButton>("sourceCluster")->setChecked(true);
    useTestCluster(QStringLiteral("modules"), QStringLiteral("PyTorch/1.13.1"));
    child<QLineEdit>("entryEdit")->setText(QStringLiteral("train.py"));
    child<QLineEdit>("workdirEdit")->setText(folder);
    QVERIFY(check());
    QVERIFY2(findingsText().contains(QStringLiteral("imports tensorboard")) &&
                 findingsText().contains(QStringLiteral("TensorBoard/2.20.0")),
             qPrintable(findingsText()));
    QVERIFY2(!findingsText().contains(QStringLiteral("imports torch")), qPrintable(findingsText()));
}

QTEST_MAIN(TestWizardChecks)
#include "tst_wizardchecks.moc"
