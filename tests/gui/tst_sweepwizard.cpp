// The New run wizard to a sweep on the real test cluster (tests/cluster/up): a script already
// on the cluster, the sweep typed into the Parallelism step's field (a list with a hostile
// value, two seeds, at most two running), the Review step saying which array it writes, and
// Submit. The run is recorded as a sweep with its four tasks, and each task receives its
// values exactly (the hostile one as text, never run), in an event folder of its own.

#include "newrun/newrunpage.h"
#include "newrun/sweepfield.h"

#include "common/commandrunner.h"
#include "common/shellquote.h"
#include "newrunharness.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"
#include "testcluster.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace slipway;
using slipway::runs::SweepTaskRecord;
using slipway::ui::NewRunPage;

namespace {

// Writes the task's own arguments into its event folder.
const char kTrain[] = R"(import os, sys
args = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--") and "=" in a)
os.makedirs(args["logdir"], exist_ok=True)
with open(os.path.join(args["logdir"], "params.txt"), "w") as f:
    f.write("note=%s|seed=%s|epochs=%s\n" % (args["note"], args["seed"], sys.argv[2]))
)";

} // namespace

class TestSweepWizard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void typesASweepAndSubmitsIt();

private:
    template<typename T>
    T *child(const char *name)
    {
        return m_h.child<T>(name);
    }
    CommandResult remote(const QString &command, const QByteArray &input = {});

    QTemporaryDir m_dir;
    test::NewRunHarness m_h;
    test::TestCluster m_cluster;
    QString m_folder;
    QString m_jobName;
};

void TestSweepWizard::init()
{
    const QString opened = m_h.open(QDir(m_dir.path()), QSize(1100, 820));
    QVERIFY2(opened.isEmpty(), qPrintable(opened));
    QString error;
    m_cluster = test::TestCluster::load(&error);
}

void TestSweepWizard::cleanup()
{
    if (!m_jobName.isEmpty()) {
        remote(QStringLiteral("scancel -u \"$USER\" --name=") + shellQuote(m_jobName));
    }
    if (!m_folder.isEmpty()) {
        remote(QStringLiteral("rm -rf -- ~/") + shellQuote(m_folder));
    }
    m_h.close();
}

CommandResult TestSweepWizard::remote(const QString &command, const QByteArray &input)
{
    QString error;
    CommandRunner *runner = m_h.pool->runner(m_cluster.alias(), m_cluster.config(), &error);
    if (!runner) {
        CommandResult failed;
        failed.error = error;
        return failed;
    }
    CommandRequest request;
    request.command = command;
    request.standardInput = input;
    auto future = runner->run(request);
    QElapsedTimer clock;
    clock.start();
    while (!future.isFinished() && clock.elapsed() < 60000) {
        QTest::qWait(50);
    }
    return future.isFinished() ? future.result() : CommandResult{};
}

void TestSweepWizard::typesASweepAndSubmitsIt()
{
    if (!m_cluster.isValid()) {
        QFAIL("The test cluster is not up: run tests/cluster/up (as root) first.");
    }
    const QString id = QUuid::createUuid().toString(QUuid::Id128).left(10);
    m_folder = QStringLiteral("slipway-sweepgui-") + id;
    m_jobName = QStringLiteral("sweepgui-") + id;
    const CommandResult prepared =
        remote(QStringLiteral("mkdir -p ~/") + m_folder + QStringLiteral(" && cat > ~/") +
                   m_folder + QStringLiteral("/train.py"),
               QByteArray(kTrain));
    QVERIFY2(prepared.succeeded(), prepared.standardError.constData());

    // What: a script already on the cluster. Cluster: the test cluster.
    child<QRadioButton>("sourceCluster")->setChecked(true);
    m_h.page->goToStep(NewRunPage::Cluster);
    auto *profiles = child<QListWidget>("profileList");
    for (int i = 0; i < profiles->count(); ++i) {
        if (profiles->item(i)->data(Qt::UserRole).toString() == QLatin1String("test-cluster")) {
            profiles->setCurrentRow(i);
        }
    }
    child<QLineEdit>("hostEdit")->setText(m_cluster.alias());
    child<QLineEdit>("sshConfigEdit")->setText(m_cluster.config());

    // Environment: the profile's venv, set up on the login node (quick when it exists).
    m_h.page->goToStep(NewRunPage::Environment);
    QCOMPARE(child<QComboBox>("recipeCombo")->currentData().toString(), QStringLiteral("venv"));
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>("setupButton")->isEnabled(), 120000);
    child<QPushButton>("setupButton")->click();
    QTRY_VERIFY_WITH_TIMEOUT(
        child<QLabel>("setupResult")->text().contains(QLatin1String("The environment is ready.")),
        300000);

    // Resources: the script, its folder and its own argument.
    child<QPushButton>("nextButton")->click();
    QCOMPARE(m_h.page->currentStep(), int(NewRunPage::Resources));
    child<QLineEdit>("entryEdit")->setText(QStringLiteral("train.py"));
    child<QLineEdit>("argsEdit")->setText(QStringLiteral("--epochs 2"));
    child<QLineEdit>("workdirEdit")->setText(QStringLiteral("~/") + m_folder);
    child<QLineEdit>("jobNameEdit")->setText(m_jobName);
    child<QLineEdit>("logdirEdit")->setText(QStringLiteral("runs"));

    // Parallelism: the sweep, typed as a user does.
    child<QPushButton>("nextButton")->click();
    QCOMPARE(m_h.page->currentStep(), int(NewRunPage::Parallelism));
    auto *box = child<ui::SweepField>("sweepBox");
    QVERIFY(!box->isChecked());
    box->setChecked(true);
    // "epochs" comes from the script's arguments; "note" is typed.
    QVERIFY(child<QComboBox>("sweepName0")->findText(QStringLiteral("epochs")) >= 0);
    QTest::keyClicks(child<QComboBox>("sweepName0")->lineEdit(), QStringLiteral("note"));
    const QString hostile = QStringLiteral("$(touch pwned) `touch pwned` it's \"q\" ü;|&");
    QTest::keyClicks(child<QLineEdit>("sweepValues0"), QStringLiteral("plain,"));
    child<QLineEdit>("sweepValues0")->insert(hostile); // keyClicks types ASCII only
    QTest::keyClicks(child<QLineEdit>("sweepSeeds"), QStringLiteral("0:1"));
    child<QSpinBox>("sweepMaxRunning")->setValue(2);
    QVERIFY2(child<QLabel>("sweepProblem")->text().isEmpty(),
             qPrintable(child<QLabel>("sweepProblem")->text()));
    QVERIFY2(child<QLabel>("sweepSummary")->text().contains(QLatin1String("--array=0-3%2")),
             qPrintable(child<QLabel>("sweepSummary")->text()));

    // Review: the sweep is shown with the script, which holds the array directive.
    child<QPushButton>("nextButton")->click();
    QCOMPARE(m_h.page->currentStep(), int(NewRunPage::Review));
    const QString review = child<QLabel>("reviewSweep")->text();
    QVERIFY2(review.contains(QLatin1String("4 task(s) as one job array (--array=0-3%2)")),
             qPrintable(review));
    QVERIFY(m_h.page->composed().text().contains(QLatin1String("#SBATCH --array=0-3%2")));
    QVERIFY(!m_h.page->composed().text().contains(QLatin1String("pwned")));

    // Submit.
    child<QPushButton>("nextButton")->click();
    QCOMPARE(m_h.page->currentStep(), int(NewRunPage::Submit));
    auto *submit = child<QPushButton>("submitButton");
    QTRY_VERIFY_WITH_TIMEOUT(submit->isEnabled(), 30000);
    QSignalSpy submitted(m_h.page, &NewRunPage::runSubmitted);
    QSignalSpy finished(m_h.page, &NewRunPage::submitFinished);
    submit->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 180000);
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
    QCOMPARE(submitted.size(), 1);
    const qint64 runId = submitted.at(0).at(0).toLongLong();
    const auto run = m_h.runs->find(runId);
    QVERIFY(run);
    QVERIFY(run->isSweep());
    QVERIFY(run->sweepTable.contains(hostile));
    const QList<SweepTaskRecord> tasks = m_h.runs->sweepTasks(runId);
    QCOMPARE(tasks.size(), 4);
    for (const SweepTaskRecord &t : tasks) {
        QVERIFY(!t.arrayJob.isEmpty());
        QCOMPARE(t.arrayJob, tasks.first().arrayJob); // one array
    }

    // Wait for this sweep's own tasks to end (the shared queue may hold others' jobs).
    QElapsedTimer clock;
    clock.start();
    const QString states = QStringLiteral("sacct -X -n -P -o State -j ") +
                           shellQuote(tasks.first().arrayJob) +
                           QStringLiteral(" | grep -cvE 'PENDING|RUNNING|REQUEUED|RESIZING'");
    while (clock.elapsed() < 480000) {
        if (remote(states).standardOutput.trimmed() == "4") {
            break;
        }
        QTest::qWait(3000);
    }
    // Each task got its values exactly, in its own folder; the hostile one never ran.
    const QString read = QStringLiteral("cd ~/") + m_folder +
                         QStringLiteral(" && cat runs/*/params.txt 2>/dev/null | LC_ALL=C sort; "
                                        "ls runs | wc -l; test -e pwned && echo RAN; cat *.out "
                                        "slipway-runs/*/*.out 2>/dev/null | tail -n 20 >&2");
    const CommandResult out = remote(read);
    const QString got = QString::fromUtf8(out.standardOutput);
    const QString expected = QStringLiteral("note=%1|seed=0|epochs=2\nnote=%1|seed=1|epochs=2\n"
                                            "note=plain|seed=0|epochs=2\n"
                                            "note=plain|seed=1|epochs=2\n4\n")
                                 .arg(hostile);
    QVERIFY2(got == expected,
             qPrintable(got + QStringLiteral("\nlogs:\n") + QString::fromUtf8(out.standardError)));
}

QTEST_MAIN(TestSweepWizard)
#include "tst_sweepwizard.moc"
