// The New run wizard, offscreen: defaults for the test-cluster profile walked step by step
// against the real test cluster (discovery, the login-node set-up, the torch check, submit),
// the submitted run checked in the SQLite history; a blocking problem disables Submit; the
// Local page's suggestion fills the resource fields. With SLIPWAY_WIZARD_SHOTS=DIR each step is
// saved as DIR/newrun-N.png (run under Xvfb for real fonts).

#include "newrun/findingsview.h"
#include "newrun/newrunpage.h"
#include "newrun/reviewstep.h"

#include "common/commandrunner.h"
#include "common/settings.h"
#include "localbridge/localrunresult.h"
#include "newrunharness.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"
#include "testcluster.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>
#include <QVBoxLayout>

using namespace slipway;
using slipway::ui::AppContext;
using slipway::ui::FindingsView;
using slipway::ui::NewRunPage;

class TestNewRunWizard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void blockingProblemDisablesSubmit();
    void editsSurviveAnEarlierChange();
    void suggestedResourcesFillFields();
    void gpuJobsUseTheGpuLoginHost();
    void startsOnTheConnectedCluster();
    void badConnectionIsExplained();
    void walksDefaultsAndSubmitsToTestCluster();
    void resumableAddsTheRequeueLines();

private:
    template<typename T>
    T *child(const char *name)
    {
        return m_h.child<T>(name);
    }
    void chooseTestCluster();
    void shot(int step);

    QTemporaryDir m_dir;
    test::NewRunHarness m_h;
    test::TestCluster m_cluster;
};

void TestNewRunWizard::init()
{
    const QString opened = m_h.open(QDir(m_dir.path()), QSize(1100, 720));
    QVERIFY2(opened.isEmpty(), qPrintable(opened));
    QString error;
    m_cluster = test::TestCluster::load(&error);
}

void TestNewRunWizard::cleanup()
{
    m_h.close();
}

void TestNewRunWizard::chooseTestCluster()
{
    // The wizard opens on "What do you want to run?"; these tests name the script themselves.
    child<QRadioButton>("sourceCluster")->setChecked(true);
    m_h.page->goToStep(NewRunPage::Cluster);
    auto *list = child<QListWidget>("profileList");
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("test-cluster")) {
            list->setCurrentRow(i);
        }
    }
    QCOMPARE(m_h.page->spec().profile, QStringLiteral("test-cluster"));
    // The profile's login host is the test cluster's alias; only the config file is added.
    QCOMPARE(child<QLineEdit>("hostEdit")->text(), QStringLiteral("slipway-test"));
    child<QLineEdit>("hostEdit")->setText(m_cluster.alias());
    child<QLineEdit>("sshConfigEdit")->setText(m_cluster.config());
}

void TestNewRunWizard::shot(int step)
{
    const QString dir = qEnvironmentVariable("SLIPWAY_WIZARD_SHOTS");
    if (!dir.isEmpty()) {
        QVERIFY(m_h.window->grab().save(dir + QStringLiteral("/newrun-%1.png").arg(step)));
    }
}

void TestNewRunWizard::blockingProblemDisablesSubmit()
{
    chooseTestCluster();
    m_h.page->goToStep(NewRunPage::Submit);
    auto *submit = child<QPushButton>("submitButton");
    QString why;
    QVERIFY2(m_h.page->canSubmit(&why), qPrintable(why));
    QVERIFY(submit->isEnabled());

    // Two GPUs on the CPU-only default partition is something the profile rejects.
    child<QSpinBox>("gpusSpin")->setMaximum(8);
    child<QSpinBox>("gpusSpin")->setValue(4);
    QVERIFY(m_h.page->composed().blocked());
    QVERIFY(!submit->isEnabled());
    QVERIFY(child<FindingsView>("submitFindings")->blockingCount() > 0);
    QVERIFY(
        child<FindingsView>("resourcesFindings")->text().contains(QLatin1String("Must be fixed")));
    QVERIFY(!m_h.page->canSubmit(&why));
    QVERIFY(!why.isEmpty());

    // Fixing it enables Submit again, and nothing else typed was lost.
    child<QLineEdit>("argsEdit")->setText(QStringLiteral("--epochs 2"));
    child<QSpinBox>("gpusSpin")->setValue(0);
    QVERIFY(!m_h.page->composed().blocked());
    QVERIFY(submit->isEnabled());
    QCOMPARE(m_h.page->spec().args, (QStringList{QStringLiteral("--epochs"), QStringLiteral("2")}));

    // An edit of the script that the scheduler would ignore blocks too.
    m_h.page->goToStep(NewRunPage::Review);
    auto *table = child<QTableWidget>("scriptTable");
    QVERIFY(table->rowCount() > 3);
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("#!/bin/bash"));
    table->item(table->rowCount() - 1, 0)
        ->setText(table->item(table->rowCount() - 1, 0)->text() + QStringLiteral("\n"));
    table->insertRow(table->rowCount());
    table->setItem(table->rowCount() - 1, 0, new QTableWidgetItem(QStringLiteral("#SBATCH -n 2")));
    QVERIFY(!submit->isEnabled());
    child<QPushButton>("resetScriptButton")->click();
    QVERIFY(submit->isEnabled());
}

// Editing the script, then going back and changing a resource: the edit of a line that is still
// generated stays; the edit of a line that changed is named, not dropped silently.
void TestNewRunWizard::editsSurviveAnEarlierChange()
{
    chooseTestCluster();
    child<QLineEdit>("timeEdit")->setText(QStringLiteral("00:10:00"));
    // TensorBoard in the job: the four lines appear, with the set-up command given.
    QVERIFY(!child<QLineEdit>("tensorboardSetupEdit")->isEnabled());
    child<QCheckBox>("tensorboardCheck")->setChecked(true);
    QVERIFY(child<QLineEdit>("tensorboardSetupEdit")->isEnabled());
    child<QLineEdit>("tensorboardSetupEdit")->setText(QStringLiteral("module load TensorBoard"));
    QVERIFY(m_h.page->spec().tensorboard);
    QVERIFY2(m_h.page->composed().text().contains(
                 QLatin1String("( module load TensorBoard && exec tensorboard --logdir runs")),
             qPrintable(m_h.page->composed().text()));
    child<QCheckBox>("tensorboardCheck")->setChecked(false);
    QVERIFY(!m_h.page->composed().text().contains(QLatin1String("tensorboard")));
    m_h.page->goToStep(NewRunPage::Review);
    auto *table = child<QTableWidget>("scriptTable");
    int setE = -1;
    int time = -1;
    for (int i = 0; i < table->rowCount(); ++i) {
        const QString t = table->item(i, 0)->text();
        if (t == QLatin1String("set -e")) {
            setE = i;
        } else if (t.startsWith(QLatin1String("#SBATCH --time="))) {
            time = i;
        }
    }
    QVERIFY(setE > 0 && time > 0);
    table->item(setE, 0)->setText(QStringLiteral("set -eu"));
    table->item(time, 0)->setText(QStringLiteral("#SBATCH --time=00:11:00"));
    auto *label = child<QLabel>("scriptEditedLabel");
    QVERIFY(label->text().contains(QLatin1String("You edited the script")));

    // Back to Resources: a different time limit changes the --time line.
    child<QLineEdit>("timeEdit")->setText(QStringLiteral("00:20:00"));
    m_h.page->goToStep(NewRunPage::Review);
    const QString script = m_h.page->findChild<ui::ReviewStep *>()->scriptText();
    QVERIFY2(script.contains(QLatin1String("\nset -eu\n")), qPrintable(script));
    QVERIFY2(script.contains(QLatin1String("#SBATCH --time=00:20:00")), qPrintable(script));
    QVERIFY(!script.contains(QLatin1String("00:11:00")));
    QVERIFY2(label->text().contains(QLatin1String("You edited the script")),
             qPrintable(label->text()));
    QVERIFY2(label->text().contains(QLatin1String("1 of your edits could not be kept")),
             qPrintable(label->text()));
    QVERIFY2(label->text().contains(QLatin1String("#SBATCH --time=00:11:00")),
             qPrintable(label->text()));
    child<QPushButton>("resetScriptButton")->click();
    QVERIFY(label->text().startsWith(QLatin1String("Generated by Slipway")));
}

void TestNewRunWizard::suggestedResourcesFillFields()
{
    chooseTestCluster();
    localbridge::SuggestedResources r;
    r.cpusPerTask = 3;
    r.gpus = 1;
    r.memoryGiB = 6;
    r.walltimeMinutes = 90;
    QMetaObject::invokeMethod(m_h.page, "applySuggestedResources", Qt::DirectConnection,
                              Q_ARG(slipway::localbridge::SuggestedResources, r));
    QCOMPARE(m_h.page->currentStep(), int(NewRunPage::Resources));
    QCOMPARE(child<QSpinBox>("cpusSpin")->value(), 3);
    QCOMPARE(child<QSpinBox>("gpusSpin")->value(), 1);
    QCOMPARE(child<QLineEdit>("memEdit")->text(), QStringLiteral("6G"));
    QCOMPARE(child<QLineEdit>("timeEdit")->text(), QStringLiteral("01:30:00"));
    const compose::JobSpec s = m_h.page->spec();
    QCOMPARE(s.cpusPerTask, 3);
    QCOMPARE(s.gpusPerNode, 1);
    QCOMPARE(s.mem, QStringLiteral("6G"));
    QCOMPARE(s.time, QStringLiteral("01:30:00"));
}

void TestNewRunWizard::badConnectionIsExplained()
{
    chooseTestCluster();
    child<QLineEdit>("sshConfigEdit")->setText(m_dir.filePath(QStringLiteral("no such config")));
    child<QPushButton>("nextButton")->click();
    auto *status = child<QLabel>("discoverStatus");
    QVERIFY2(status->text().contains(QLatin1String("no such config")), qPrintable(status->text()));
    // Nothing typed is lost: going back shows the same values.
    child<QPushButton>("backButton")->click();
    QCOMPARE(child<QLineEdit>("hostEdit")->text(), QStringLiteral("slipway-test"));
}

void TestNewRunWizard::gpuJobsUseTheGpuLoginHost()
{
    // A script already on the cluster takes the profile's default resources (a chosen example
    // would bring its own).
    child<QRadioButton>("sourceCluster")->setChecked(true);
    auto *list = child<QListWidget>("profileList");
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("alliance-trillium")) {
            list->setCurrentRow(i);
        }
    }
    QCOMPARE(m_h.page->spec().profile, QStringLiteral("alliance-trillium"));
    // Trillium's default is a one-GPU job, so its GPU login node is suggested.
    auto *host = child<QLineEdit>("hostEdit");
    QVERIFY(m_h.page->composed().gpusPerNode > 0);
    QCOMPARE(host->text(), QStringLiteral("trillium-gpu.alliancecan.ca"));
    // A CPU job goes through the ordinary login node.
    auto *mode = child<QComboBox>("parallelismCombo");
    mode->setCurrentIndex(mode->findData(QStringLiteral("multi-cpu")));
    child<QSpinBox>("gpusSpin")->setValue(0);
    QCOMPARE(m_h.page->composed().gpusPerNode, 0);
    QCOMPARE(host->text(), QStringLiteral("trillium.alliancecan.ca"));
    mode->setCurrentIndex(mode->findData(QStringLiteral("gpu")));
    child<QSpinBox>("gpusSpin")->setValue(1);
    QCOMPARE(host->text(), QStringLiteral("trillium-gpu.alliancecan.ca"));
    // A host the user typed is left alone.
    host->clear();
    QTest::keyClicks(host, QStringLiteral("my-alias"));
    mode->setCurrentIndex(mode->findData(QStringLiteral("multi-cpu")));
    child<QSpinBox>("gpusSpin")->setValue(0);
    QCOMPARE(host->text(), QStringLiteral("my-alias"));
}

void TestNewRunWizard::startsOnTheConnectedCluster()
{
    // A connection the user made picks the cluster whose login node it is, and its host.
    m_h.page->useConnection(QStringLiteral("someone@trillium.alliancecan.ca:22"), QString(), true);
    QCOMPARE(m_h.page->spec().profile, QStringLiteral("alliance-trillium"));
    auto *host = child<QLineEdit>("hostEdit");
    QCOMPARE(host->text(), QStringLiteral("someone@trillium.alliancecan.ca:22"));
    // A later connection does not take over a cluster already chosen...
    m_h.page->useConnection(QStringLiteral("slipway-test"), m_cluster.config(), true);
    QCOMPARE(m_h.page->spec().profile, QStringLiteral("alliance-trillium"));
    // ...unless the user asks for it ("New run on this cluster").
    m_h.page->useConnection(QStringLiteral("slipway-test"), m_cluster.config(), false);
    QCOMPARE(m_h.page->spec().profile, QStringLiteral("test-cluster"));
    QCOMPARE(host->text(), QStringLiteral("slipway-test"));
    QCOMPARE(child<QLineEdit>("sshConfigEdit")->text(), m_cluster.config());
    // An alias no profile names keeps the chosen profile and uses the alias.
    m_h.page->useConnection(QStringLiteral("my-own-alias"), QString(), false);
    QCOMPARE(m_h.page->spec().profile, QStringLiteral("test-cluster"));
    QCOMPARE(host->text(), QStringLiteral("my-own-alias"));
}

void TestNewRunWizard::walksDefaultsAndSubmitsToTestCluster()
{
    if (!m_cluster.isValid()) {
        QFAIL("The test cluster is not up: run tests/cluster/up (as root) first.");
    }
    // The job's script must exist on the cluster: put a tiny one in a fresh folder.
    const QString folder =
        QStringLiteral("slipway-gui-") + QUuid::createUuid().toString(QUuid::Id128).left(10);
    QString error;
    CommandRunner *runner = m_h.pool->runner(m_cluster.alias(), m_cluster.config(), &error);
    QVERIFY2(runner, qPrintable(error));
    CommandRequest prepare;
    prepare.command = QStringLiteral("mkdir -p ~/") + folder + QStringLiteral(" && cat > ~/") +
                      folder + QStringLiteral("/train.py");
    prepare.standardInput = "import torch\nprint('wizard job', torch.__version__)\n";
    auto prepared = runner->run(prepare);
    QTRY_VERIFY_WITH_TIMEOUT(prepared.isFinished(), 60000);
    QVERIFY2(prepared.result().succeeded(), prepared.result().standardError.constData());

    // 1 Cluster
    chooseTestCluster();
    shot(1);
    child<QPushButton>("nextButton")->click();

    // 2 Environment: discovery fills the list in the background.
    QCOMPARE(m_h.page->currentStep(), int(NewRunPage::Environment));
    auto *list = child<QListWidget>("envList");
    QTRY_VERIFY_WITH_TIMEOUT(
        !list->findItems(QStringLiteral("PyTorch/1.13.1"), Qt::MatchStartsWith).isEmpty(), 120000);
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>("discoverButton")->isEnabled(), 120000);
    child<QLineEdit>("envSearch")->setText(QStringLiteral("tensor"));
    int visible = 0;
    for (int i = 0; i < list->count(); ++i) {
        if (!list->item(i)->isHidden()) {
            ++visible;
            QVERIFY(list->item(i)->text().contains(QLatin1String("Tensor"), Qt::CaseInsensitive));
        }
    }
    QCOMPARE(visible, 1);
    child<QLineEdit>("envSearch")->clear();
    QCOMPARE(child<QComboBox>("recipeCombo")->currentData().toString(), QStringLiteral("venv"));
    QCOMPARE(child<QLineEdit>("modulesEdit")->text(), QStringLiteral("PyTorch/1.13.1"));

    // The profile's venv, made on the login node with the output streamed.
    auto *setup = child<QPushButton>("setupButton");
    QVERIFY(setup->isEnabled());
    setup->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        child<QLabel>("setupResult")->text().contains(QLatin1String("The environment is ready.")),
        300000);
    QVERIFY(!child<QPlainTextEdit>("setupOutput")->toPlainText().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>("checkTorchButton")->isEnabled(), 10000);
    child<QPushButton>("checkTorchButton")->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        child<QLabel>("torchResult")->text().startsWith(QLatin1String("torch 1.13.")), 180000);
    QVERIFY(child<QLabel>("torchResult")->text().contains(QLatin1String("without CUDA")));
    shot(2);
    child<QPushButton>("nextButton")->click();

    // 3 Resources: the defaults, plus where the script is.
    QCOMPARE(child<QLineEdit>("entryEdit")->text(), QStringLiteral("train.py"));
    QCOMPARE(child<QLineEdit>("timeEdit")->text(), QStringLiteral("00:10:00"));
    child<QLineEdit>("workdirEdit")->setText(QStringLiteral("~/") + folder);
    child<QLineEdit>("jobNameEdit")->setText(QStringLiteral("wizard test"));
    child<QLineEdit>("logdirEdit")->setText(QStringLiteral("runs"));
    shot(3);
    child<QPushButton>("nextButton")->click();
    // 4 Parallelism
    QCOMPARE(child<QComboBox>("parallelismCombo")->currentData().toString(), QStringLiteral("cpu"));
    QVERIFY(child<QLabel>("tasksHelp")->text().contains(QLatin1String("1 task(s) per node")));
    shot(4);
    child<QPushButton>("nextButton")->click();
    // 5 Review
    auto *table = child<QTableWidget>("scriptTable");
    QVERIFY(table->rowCount() > 5);
    for (int i = 0; i < table->rowCount(); ++i) {
        if (!table->item(i, 0)->text().isEmpty()) {
            QVERIFY2(!table->item(i, 1)->text().isEmpty(), qPrintable(table->item(i, 0)->text()));
        }
    }
    shot(5);
    child<QPushButton>("nextButton")->click();
    // 6 Submit
    QCOMPARE(m_h.page->currentStep(), int(NewRunPage::Submit));
    auto *submit = child<QPushButton>("submitButton");
    QVERIFY(submit->isEnabled());
    QSignalSpy submitted(m_h.page, &NewRunPage::runSubmitted);
    QSignalSpy finished(m_h.page, &NewRunPage::submitFinished);
    submit->click();
    QVERIFY(!submit->isEnabled()); // no second click while it goes
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 180000);
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
    QCOMPARE(submitted.size(), 1);
    shot(6);

    const qint64 runId = submitted.at(0).at(0).toLongLong();
    const auto run = m_h.runs->find(runId);
    QVERIFY(run);
    QVERIFY(!run->jobId.isEmpty());
    QCOMPARE(run->profile, QStringLiteral("test-cluster"));
    QCOMPARE(run->host, m_cluster.alias());
    QCOMPARE(run->sshConfig, m_cluster.config());
    QCOMPARE(run->jobName, QStringLiteral("wizard test"));
    QVERIFY(run->script.contains(QLatin1String("#SBATCH")));
    QVERIFY(run->environmentJson.contains(QLatin1String("slipway-envs/torch")));
    QVERIFY(child<QLabel>("submitResult")->text().contains(run->jobId));
    // Plots of this run show the log folder under the folder the job ran in.
    QVERIFY2(run->eventFolder().endsWith(folder + QStringLiteral("/runs")),
             qPrintable(run->eventFolder()));
    QVERIFY(run->eventFolder().startsWith(QLatin1Char('/')));
    // The next New run starts on this cluster.
    QCOMPARE(m_h.settings->lastProfile(), QStringLiteral("test-cluster"));
    QCOMPARE(m_h.settings->lastHost(), m_cluster.alias());
    QCOMPARE(m_h.settings->lastSshConfig(), m_cluster.config());
}

// "Resume after a requeue" on the resources step: the spec is resumable and the script gets the
// requeue directives, the resume path and the trap; unticked, they are gone again.
void TestNewRunWizard::resumableAddsTheRequeueLines()
{
    chooseTestCluster();
    child<QLineEdit>("timeEdit")->setText(QStringLiteral("00:30:00"));
    auto *resumable = child<QCheckBox>("resumableCheck");
    QVERIFY(!resumable->isChecked());
    QVERIFY(!m_h.page->composed().text().contains(QLatin1String("--requeue")));
    resumable->setChecked(true);
    QVERIFY(m_h.page->spec().resumable);
    const QString text = m_h.page->composed().text();
    QVERIFY2(text.contains(QLatin1String("#SBATCH --requeue\n")) &&
                 text.contains(QLatin1String("#SBATCH --signal=B:USR1@120\n")) &&
                 text.contains(QLatin1String("export SLIPWAY_RESUME_FROM\n")) &&
                 text.contains(QLatin1String("trap slipway_requeue USR1\n")),
             qPrintable(text));
    QVERIFY(!m_h.page->composed().blocked());
    resumable->setChecked(false);
    QVERIFY(!m_h.page->spec().resumable);
    QVERIFY(!m_h.page->composed().text().contains(QLatin1String("requeue")));
}

QTEST_MAIN(TestNewRunWizard)
#include "tst_newrunwizard.moc"
