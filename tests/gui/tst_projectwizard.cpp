// The New run wizard's first screen, "What do you want to run?", offscreen: an example from the
// gallery fills the later steps and names its snapshot in the script; a folder lists its
// Python files; and an example submitted from the wizard is uploaded to the test cluster as a
// snapshot and runs there to COMPLETED with its event files.

#include "newrun/newrunpage.h"
#include "newrun/projectstep.h"

#include "common/commandrunner.h"
#include "common/settings.h"
#include "newrunharness.h"
#include "runs/runservice.h"
#include "runs/runstore.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "testcluster.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace slipway;
using slipway::ui::AppContext;
using slipway::ui::NewRunPage;

class TestProjectWizard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void opensOnWhatToRun();
    void exampleFillsTheWizard();
    void folderListsItsScripts();
    void submitsAnExampleToTheTestCluster();
    void folderSizeLimitAndStopSending();

private:
    // Picks the test cluster (host HOST of its ssh config) with its PyTorch module.
    void chooseTestCluster(const test::TestCluster &cluster, const QString &host)
    {
        m_h.page->goToStep(NewRunPage::Cluster);
        auto *profiles = child<QListWidget>("profileList");
        for (int i = 0; i < profiles->count(); ++i) {
            if (profiles->item(i)->data(Qt::UserRole).toString() == QLatin1String("test-cluster")) {
                profiles->setCurrentRow(i);
            }
        }
        child<QLineEdit>("hostEdit")->setText(host);
        child<QLineEdit>("sshConfigEdit")->setText(cluster.config());
        auto *recipe = child<QComboBox>("recipeCombo");
        recipe->setCurrentIndex(recipe->findData(QStringLiteral("modules")));
        child<QLineEdit>("modulesEdit")->setText(QStringLiteral("PyTorch/1.13.1"));
    }

    template<typename T>
    T *child(const char *name)
    {
        return m_h.child<T>(name);
    }
    void chooseExample(const QString &name)
    {
        child<QRadioButton>("sourceExample")->setChecked(true);
        auto *list = child<QListWidget>("exampleList");
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->data(Qt::UserRole).toString() == name) {
                list->setCurrentRow(i);
            }
        }
    }

    // With SLIPWAY_WIZARD_SHOTS=DIR the screen is saved as DIR/NAME.png (under Xvfb for fonts).
    void shot(const QString &name)
    {
        const QString dir = qEnvironmentVariable("SLIPWAY_WIZARD_SHOTS");
        if (!dir.isEmpty()) {
            QVERIFY(
                m_h.window->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
        }
    }

    QTemporaryDir m_dir;
    test::NewRunHarness m_h;
};

void TestProjectWizard::init()
{
    // Example copies go to the application's data folder: a private one for the test.
    qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    const QString opened = m_h.open(QDir(m_dir.path()), QSize(1100, 720));
    QVERIFY2(opened.isEmpty(), qPrintable(opened));
}

void TestProjectWizard::cleanup()
{
    m_h.close();
}

void TestProjectWizard::opensOnWhatToRun()
{
    QCOMPARE(m_h.page->currentStep(), int(NewRunPage::What));
    QVERIFY(child<QRadioButton>("sourceExample")->isChecked());
    QVERIFY(child<QListWidget>("exampleList")->count() >= 5);
}

void TestProjectWizard::exampleFillsTheWizard()
{
    chooseExample(QStringLiteral("ddp-srun"));
    QCOMPARE(child<QComboBox>("parallelismCombo")->currentData().toString(),
             QStringLiteral("ddp-srun"));
    QCOMPARE(child<QSpinBox>("gpusSpin")->value(), 2);
    QCOMPARE(child<QLineEdit>("memEdit")->text(), QStringLiteral("4G"));
    QCOMPARE(child<QLineEdit>("timeEdit")->text(), QStringLiteral("00:15:00"));
    const compose::JobSpec s = m_h.page->spec();
    QCOMPARE(s.entry, QStringLiteral("train.py"));
    QCOMPARE(s.logdir, QStringLiteral("runs"));
    QVERIFY2(s.project.endsWith(QLatin1String("/examples/ddp")), qPrintable(s.project));
    QVERIFY2(s.workdir.startsWith(QLatin1String("~/slipway-projects/ddp/")), qPrintable(s.workdir));
    QCOMPARE(s.projectSnapshot, s.workdir);
    // The script goes into the snapshot the upload will make.
    const QString snapshot = s.workdir.section(QLatin1Char('/'), -1);
    QVERIFY2(m_h.page->composed().text().contains(snapshot),
             qPrintable(m_h.page->composed().text()));

    chooseExample(QStringLiteral("mnist-cnn-cpu"));
    QCOMPARE(child<QComboBox>("parallelismCombo")->currentData().toString(), QStringLiteral("cpu"));
    shot(QStringLiteral("newrun-what-example"));
    QCOMPARE(child<QSpinBox>("gpusSpin")->value(), 0);
    QCOMPARE(child<QSpinBox>("cpusSpin")->value(), 2);
    // The Resources step shows what step 1 chose: the script read-only, the example's name as
    // the job name and its log folder.
    QVERIFY(child<QLineEdit>("entryEdit")->isReadOnly());
    QCOMPARE(child<QLineEdit>("entryEdit")->text(), QStringLiteral("train.py"));
    QCOMPARE(child<QLineEdit>("jobNameEdit")->text(), QStringLiteral("mnist-cnn-cpu"));
    QCOMPARE(child<QLineEdit>("logdirEdit")->text(), QStringLiteral("runs"));
    // Choosing (or connecting to) another cluster keeps the example's needs, not the profile's
    // defaults.
    m_h.page->useConnection(QStringLiteral("trillium.alliancecan.ca"), QString(), false);
    QCOMPARE(m_h.page->spec().profile, QStringLiteral("alliance-trillium"));
    QCOMPARE(child<QSpinBox>("cpusSpin")->value(), 2);
    QCOMPARE(child<QLineEdit>("memEdit")->text(), QStringLiteral("2G"));
    QCOMPARE(child<QLineEdit>("timeEdit")->text(), QStringLiteral("00:15:00"));

    // A script already on the cluster: the later steps name it, nothing is uploaded.
    child<QRadioButton>("sourceCluster")->setChecked(true);
    QVERIFY(m_h.page->spec().project.isEmpty());
    QCOMPARE(m_h.page->spec().entry, child<QLineEdit>("entryEdit")->text());
    QVERIFY(!child<QLineEdit>("entryEdit")->isReadOnly());
}

void TestProjectWizard::folderListsItsScripts()
{
    QTemporaryDir project;
    for (const QString &f :
         {QStringLiteral("util.py"), QStringLiteral("train.py"), QStringLiteral("models/net.py"),
          QStringLiteral(".venv/lib/x.py"), QStringLiteral("README.md")}) {
        const QString path = project.filePath(f);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    child<QRadioButton>("sourceFolder")->setChecked(true);
    child<QLineEdit>("projectFolderEdit")->setText(project.path());
    auto *entry = child<QComboBox>("projectEntryCombo");
    QTRY_COMPARE(entry->count(), 3);
    QCOMPARE(entry->itemText(0), QStringLiteral("train.py")); // likely entry points first
    child<QLineEdit>("projectArgsEdit")
        ->setText(QStringLiteral("--epochs 3  --lr 0.1 --name \"my run\""));
    const compose::JobSpec s = m_h.page->spec();
    QCOMPARE(s.entry, QStringLiteral("train.py"));
    // Read as a shell reads the line: a quoted value with a space is one argument.
    QCOMPARE(s.args, (QStringList{QStringLiteral("--epochs"), QStringLiteral("3"),
                                  QStringLiteral("--lr"), QStringLiteral("0.1"),
                                  QStringLiteral("--name"), QStringLiteral("my run")}));
    // The Resources step shows them in a line that reads back the same.
    QCOMPARE(child<QLineEdit>("argsEdit")->text(),
             QStringLiteral("--epochs 3 --lr 0.1 --name 'my run'"));
    QCOMPARE(s.project, project.path());
    shot(QStringLiteral("newrun-what-folder"));
    // Without a folder, Submit says what is missing.
    child<QLineEdit>("projectFolderEdit")->clear();
    QString why;
    QVERIFY(!m_h.page->canSubmit(&why));
}

void TestProjectWizard::submitsAnExampleToTheTestCluster()
{
    QString error;
    const test::TestCluster cluster = test::TestCluster::load(&error);
    if (!cluster.isValid()) {
        QFAIL(qPrintable(error));
    }
    chooseExample(QStringLiteral("mnist-cnn-cpu"));
    m_h.page->goToStep(NewRunPage::Cluster);
    auto *profiles = child<QListWidget>("profileList");
    for (int i = 0; i < profiles->count(); ++i) {
        if (profiles->item(i)->data(Qt::UserRole).toString() == QLatin1String("test-cluster")) {
            profiles->setCurrentRow(i);
        }
    }
    child<QLineEdit>("hostEdit")->setText(cluster.alias());
    child<QLineEdit>("sshConfigEdit")->setText(cluster.config());
    // The test cluster's PyTorch module (no venv to set up first).
    auto *recipe = child<QComboBox>("recipeCombo");
    recipe->setCurrentIndex(recipe->findData(QStringLiteral("modules")));
    child<QLineEdit>("modulesEdit")->setText(QStringLiteral("PyTorch/1.13.1"));
    const QString workdir = m_h.page->spec().workdir;
    QVERIFY(workdir.startsWith(QLatin1String("~/slipway-projects/mnist-cnn/")));

    m_h.page->goToStep(NewRunPage::Submit);
    auto *submit = child<QPushButton>("submitButton");
    QVERIFY2(submit->isEnabled(), qPrintable(submit->toolTip()));
    QSignalSpy submitted(m_h.page, &NewRunPage::runSubmitted);
    QSignalSpy finished(m_h.page, &NewRunPage::submitFinished);
    submit->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 180000);
    QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
    QCOMPARE(submitted.size(), 1);
    const qint64 runId = submitted.first().first().toLongLong();
    const auto run = m_h.runs->find(runId);
    QVERIFY(run);
    QVERIFY2(run->specJson.contains(QStringLiteral("\"project_snapshot\"")),
             qPrintable(run->specJson));
    // The next submission would make a snapshot of its own.
    QVERIFY(m_h.page->spec().workdir != workdir);

    CommandRunner *runner = m_h.pool->runner(cluster.alias(), cluster.config(), &error);
    QVERIFY2(runner, qPrintable(error));
    runs::RunService service(m_h.runs.get(), runner);
    const auto waitForEnd = [&](qint64 id) {
        QString state;
        (void)QTest::qWaitFor(
            [&] {
                auto f = service.refresh({id});
                if (!QTest::qWaitFor([&f] { return f.isFinished(); }, 60000)) {
                    return false;
                }
                state = runStateName(f.result().value(0).state);
                if (state == QLatin1String("COMPLETED") || state == QLatin1String("FAILED")) {
                    return true;
                }
                QTest::qWait(1000);
                return false;
            },
            300000);
        return state;
    };
    const auto remote = [&](const QString &command) {
        auto f = runner->run({command, {}, 60000});
        (void)QTest::qWaitFor([&f] { return f.isFinished(); }, 60000);
        return f.isFinished() ? f.result() : CommandResult{};
    };
    QCOMPARE(waitForEnd(runId), QStringLiteral("COMPLETED"));
    const QString snapshot =
        QString(workdir).replace(QStringLiteral("~/"), QStringLiteral("$HOME/"));
    QVERIFY(remote(QStringLiteral("ls %1/runs").arg(snapshot))
                .standardOutput.contains("events.out.tfevents"));

    // Resubmit runs the same snapshot again: the same script, and the example continues from
    // the checkpoint the first run left there.
    const site::ProfileRegistry registry;
    auto again = service.resubmit(runId, *registry.find(QStringLiteral("test-cluster")));
    QVERIFY(QTest::qWaitFor([&again] { return again.isFinished(); }, 180000));
    QVERIFY2(again.result().submitted, qPrintable(again.result().message));
    const qint64 secondId = again.result().runId;
    QCOMPARE(m_h.runs->find(secondId)->script, run->script);
    QCOMPARE(waitForEnd(secondId), QStringLiteral("COMPLETED"));
    const CommandResult log =
        remote(QStringLiteral("cat %1").arg(m_h.runs->find(secondId)->stdoutPath));
    QVERIFY2(log.standardOutput.contains("resuming after epoch 2"), log.standardOutput.constData());
    remote(QStringLiteral("rm -rf ~/slipway-projects/mnist-cnn"));
}

// A folder of one's own with a file over "Largest file to send" is refused before anything is
// sent, naming the file and the field; raised, the folder goes; "Stop sending" as soon as it
// shows submits nothing and records no run, and the next submission sends it and submits.
void TestProjectWizard::folderSizeLimitAndStopSending()
{
    QString error;
    const test::TestCluster cluster = test::TestCluster::load(&error);
    if (!cluster.isValid()) {
        QFAIL(qPrintable(error));
    }
    const QString slow = cluster.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"));
    QVERIFY2(!slow.isEmpty(), "the test cluster has no slow link: run tests/cluster/up");
    // A unique folder name: the project's folder on the cluster is named after it.
    QTemporaryDir parent;
    const QString name = QStringLiteral("stop-sending-%1").arg(QCoreApplication::applicationPid());
    const QString folder = parent.filePath(name);
    QVERIFY(QDir().mkpath(folder));
    {
        QFile train(folder + QStringLiteral("/train.py"));
        QVERIFY(train.open(QIODevice::WriteOnly));
        train.write("print('trained')\n");
        QFile big(folder + QStringLiteral("/weights.bin"));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QByteArray block(1024 * 1024, Qt::Uninitialized);
        quint32 x = 2463534242u;
        for (int mb = 0; mb < 40; ++mb) {
            for (qsizetype i = 0; i < block.size(); ++i) {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                block[i] = char(x);
            }
            QCOMPARE(big.write(block), block.size());
        }
    }
    // Runs of the other test functions stay in the history: count from here.
    const qsizetype runsBefore = m_h.runs->all().size();
    child<QRadioButton>("sourceFolder")->setChecked(true);
    child<QLineEdit>("projectFolderEdit")->setText(folder);
    QTRY_COMPARE(child<QComboBox>("projectEntryCombo")->count(), 1);
    auto *limit = child<QSpinBox>("projectMaxFileSize");
    QCOMPARE(limit->value(), 20);
    chooseTestCluster(cluster, slow);

    m_h.page->goToStep(NewRunPage::Submit);
    auto *submit = child<QPushButton>("submitButton");
    auto *result = child<QLabel>("submitResult");
    QSignalSpy finished(m_h.page, &NewRunPage::submitFinished);
    QVERIFY2(submit->isEnabled(), qPrintable(submit->toolTip()));
    submit->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);
    QVERIFY(!finished.last().at(0).toBool());
    QVERIFY2(result->text().contains(QLatin1String("weights.bin")) &&
                 result->text().contains(QLatin1String("Largest file to send")),
             qPrintable(result->text()));
    QCOMPARE(m_h.runs->all().size(), runsBefore);

    // Raised: it goes, until "Stop sending" is clicked half-way.
    m_h.page->goToStep(NewRunPage::What);
    limit->setValue(100);
    m_h.page->goToStep(NewRunPage::Submit);
    auto *stop = child<QPushButton>("uploadCancel");
    QVERIFY2(submit->isEnabled(), qPrintable(submit->toolTip()));
    submit->click();
    // Stopped as soon as it can be: while the folder is read or while it is sent.
    QTRY_VERIFY_WITH_TIMEOUT(stop->isVisible() && stop->isEnabled(), 120000);
    stop->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 120000);
    QVERIFY(!finished.last().at(0).toBool());
    QVERIFY2(result->text().contains(QLatin1String("Sending was stopped")),
             qPrintable(result->text()));
    QVERIFY(!stop->isVisible());
    QCOMPARE(m_h.runs->all().size(), runsBefore);

    // Choices changed while it sends: the rest is sent, and nothing is submitted for choices
    // that were not the ones checked and sent.
    QSignalSpy submitted(m_h.page, &NewRunPage::runSubmitted);
    auto *args = child<QLineEdit>("projectArgsEdit");
    QVERIFY2(submit->isEnabled(), qPrintable(submit->toolTip()));
    submit->click();
    QTRY_VERIFY_WITH_TIMEOUT(stop->isVisible(), 120000);
    args->setText(QStringLiteral("--epochs 2"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 240000);
    QVERIFY(!finished.last().at(0).toBool());
    QVERIFY2(result->text().contains(QLatin1String("choices changed")), qPrintable(result->text()));
    QCOMPARE(submitted.size(), 0);
    QCOMPARE(m_h.runs->all().size(), runsBefore);

    // The next submission (the project is all there) submits.
    QVERIFY2(submit->isEnabled(), qPrintable(submit->toolTip()));
    submit->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, 240000);
    QVERIFY2(finished.last().at(0).toBool(), qPrintable(finished.last().at(1).toString()));
    QCOMPARE(submitted.size(), 1);
    QCOMPARE(m_h.runs->all().size(), runsBefore + 1);

    CommandRunner *runner = m_h.pool->runner(cluster.alias(), cluster.config(), &error);
    QVERIFY2(runner, qPrintable(error));
    auto f = runner->run({QStringLiteral("rm -rf ~/slipway-projects/") + name, {}, 60000});
    QVERIFY(QTest::qWaitFor([&f] { return f.isFinished(); }, 60000));
}

QTEST_MAIN(TestProjectWizard)
#include "tst_projectwizard.moc"
