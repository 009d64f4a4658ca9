// The New run wizard's sweep field, offscreen and without a cluster: lists, ranges, log-ranges
// and seeds as a grid or as random samples, the number of tasks and the job array(s) it says
// it will submit (split arrays, PBS Pro, Cobalt refused), plain-language errors for bad input,
// and hostile values that stay text: they reach the job only through the parameters table.
// On the Parallelism step its rows keep their place when the findings grow, and a refused sweep
// gives the tasks help a reason instead of "0 tasks per node".

#include "newrun/parallelismstep.h"
#include "newrun/sweepfield.h"

#include "compose/scriptcomposer.h"
#include "compose/sweep.h"
#include "site/profileregistry.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace slipway;
using slipway::compose::ComposedScript;
using slipway::compose::JobSpec;
using slipway::compose::ScriptComposer;
using slipway::compose::Sweep;
using slipway::site::ProfileRegistry;
using slipway::site::SchedulerKind;
using slipway::site::SiteProfile;
using slipway::ui::ParallelismStep;
using slipway::ui::SweepField;

namespace {

SiteProfile profile(SchedulerKind kind, int maxArraySize = 0)
{
    SiteProfile p;
    p.id = QStringLiteral("somewhere");
    p.displayName = QStringLiteral("Somewhere");
    p.scheduler = kind;
    p.maxArraySize = maxArraySize;
    return p;
}

// The test cluster's profile, for what the composer makes of the field's spec.
std::optional<SiteProfile> testCluster()
{
    const ProfileRegistry registry;
    const SiteProfile *p = registry.find(QStringLiteral("test-cluster"));
    return p ? std::optional<SiteProfile>(*p) : std::nullopt;
}

void complete(JobSpec *spec, const SiteProfile &profile)
{
    spec->profile = profile.id;
    spec->jobName = QStringLiteral("sweep");
    spec->entry = QStringLiteral("train.py");
    spec->time = QStringLiteral("00:05:00");
}

QString text(SweepField &field, const char *name)
{
    auto *label = field.findChild<QLabel *>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("(no %1)").arg(QLatin1String(name));
}

} // namespace

class TestSweepField : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offUntilTicked()
    {
        SweepField field;
        field.setProfile(profile(SchedulerKind::Slurm));
        QVERIFY(!field.isChecked());
        QVERIFY(!field.isActive());
        JobSpec spec;
        field.fill(&spec);
        QVERIFY(spec.sweep.isEmpty());
        QVERIFY(field.problem().isEmpty());
        // Ticking it offers a first row; an empty row is not yet a sweep, and says so.
        field.setChecked(true);
        QVERIFY(field.findChild<QComboBox *>(QStringLiteral("sweepName0")));
        QVERIFY(!field.isActive());
        QVERIFY2(field.problem().contains(QLatin1String("Add an argument")),
                 qPrintable(field.problem()));
    }

    void gridTyped()
    {
        SweepField field;
        field.setProfile(profile(SchedulerKind::Slurm));
        field.setScriptArguments(QStringLiteral("--epochs 10 --lr 0.01 -b 8"));
        QSignalSpy changed(&field, &SweepField::changed);
        field.setChecked(true);
        // The script's own arguments are offered as names.
        auto *name = field.findChild<QComboBox *>(QStringLiteral("sweepName0"));
        QVERIFY(name);
        QCOMPARE(name->count(), 3);
        QCOMPARE(name->itemText(1), QStringLiteral("lr"));
        name->setCurrentText(QStringLiteral("--lr")); // dashes are dropped
        auto *kind = field.findChild<QComboBox *>(QStringLiteral("sweepKind0"));
        kind->setCurrentIndex(kind->findData(int(SweepField::Kind::LogRange)));
        QTest::keyClicks(field.findChild<QLineEdit *>(QStringLiteral("sweepValues0")),
                         QStringLiteral("1e-4:1e-2:3"));
        field.findChild<QPushButton *>(QStringLiteral("sweepAddButton"))->click();
        field.findChild<QComboBox *>(QStringLiteral("sweepName1"))
            ->setCurrentText(QStringLiteral("epochs"));
        auto *kind1 = field.findChild<QComboBox *>(QStringLiteral("sweepKind1"));
        kind1->setCurrentIndex(kind1->findData(int(SweepField::Kind::Range)));
        QTest::keyClicks(field.findChild<QLineEdit *>(QStringLiteral("sweepValues1")),
                         QStringLiteral("10:30:10"));
        QTest::keyClicks(field.findChild<QLineEdit *>(QStringLiteral("sweepSeeds")),
                         QStringLiteral("0:1"));
        field.findChild<QSpinBox *>(QStringLiteral("sweepMaxRunning"))->setValue(4);
        QVERIFY(changed.size() > 5);

        QVERIFY2(field.problem().isEmpty(), qPrintable(field.problem()));
        QCOMPARE(field.axes(),
                 (QStringList{QStringLiteral("lr=log:1e-4:1e-2:3"),
                              QStringLiteral("epochs=10:30:10"), QStringLiteral("seed=0:1")}));
        QCOMPARE(field.taskCount(), 3 * 3 * 2);
        const QString summary = text(field, "sweepSummary");
        QVERIFY2(summary.contains(QLatin1String("--lr: 0.0001, 0.001, 0.01")), qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String("--epochs: 10, 20, 30")), qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String("18 task(s) as one job array (--array=0-17%4), "
                                                "at most 4 running at once")),
                 qPrintable(summary));

        JobSpec spec;
        field.fill(&spec);
        QCOMPARE(spec.sweep, field.axes());
        QCOMPARE(spec.maxRunning, 4);
        QCOMPARE(spec.sweepSamples, 0);
        QCOMPARE(spec.sweepRandomSeed, 0);
        // The composer takes it: a Slurm job array in the script.
        const auto cluster = testCluster();
        QVERIFY(cluster);
        complete(&spec, *cluster);
        const ComposedScript composed = ScriptComposer::compose(spec, *cluster);
        QVERIFY2(!composed.blocked(), qPrintable(composed.text()));
        QVERIFY2(composed.text().contains(QLatin1String("#SBATCH --array=0-17%4")),
                 qPrintable(composed.text()));

        // Removing a row takes its axis out.
        field.findChild<QPushButton *>(QStringLiteral("sweepRemove1"))->click();
        QCOMPARE(field.taskCount(), 3 * 2);
    }

    void samplesKeepEverySeed()
    {
        SweepField field;
        field.setProfile(profile(SchedulerKind::Slurm));
        field.addAxis(QStringLiteral("lr"), SweepField::Kind::LogRange,
                      QStringLiteral("1e-5:1e-1:100"));
        field.addAxis(QStringLiteral("dropout"), SweepField::Kind::List,
                      QStringLiteral("0,0.1,0.2"));
        field.setSeeds(QStringLiteral("0:2"));
        field.setSamples(5);
        QCOMPARE(field.taskCount(), 5 * 3);
        QVERIFY2(text(field, "sweepSummary").startsWith(QLatin1String("5 random sample(s)")),
                 qPrintable(text(field, "sweepSummary")));
        JobSpec spec;
        field.fill(&spec);
        QCOMPARE(spec.sweepSamples, 5);
        QVERIFY(spec.sweepRandomSeed > 0); // recorded, so the same samples can be drawn again
        QString error;
        const auto again =
            Sweep::make(spec.sweep, spec.sweepSamples, quint32(spec.sweepRandomSeed), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->size(), 15);
    }

    void arraysSaidPlainly_data()
    {
        QTest::addColumn<int>("scheduler");
        QTest::addColumn<int>("maxArraySize");
        QTest::addColumn<int>("tasks");
        QTest::addColumn<int>("maxRunning");
        QTest::addColumn<QString>("expected");
        QTest::newRow("slurm one array")
            << int(SchedulerKind::Slurm) << 0 << 12 << 0
            << QStringLiteral("12 task(s) as one job array (--array=0-11).");
        QTest::newRow("slurm split")
            << int(SchedulerKind::Slurm) << 1000 << 2500 << 8
            << QStringLiteral("2500 tasks: Somewhere takes at most 1000 tasks in "
                              "one array, so Slipway submits 3 arrays, one after "
                              "the other: tasks 0–999, 1000–1999, 2000–2499 (each "
                              "--array=0-999%8, counted from its first task), at "
                              "most 8 running at once.");
        QTest::newRow("pbs array")
            << int(SchedulerKind::PbsPro) << 0 << 4 << 2
            << QStringLiteral("4 task(s) as one job array (-J 0-3 -W max_run_subjobs=2), at most "
                              "2 running at once.");
        QTest::newRow("pbs one task")
            << int(SchedulerKind::PbsPro) << 0 << 1 << 0
            << QStringLiteral(
                   "1 task: PBS Pro runs it as one plain job (an array needs two or more).");
        QTest::newRow("cobalt") << int(SchedulerKind::Cobalt) << 0 << 3 << 0
                                << QStringLiteral("Cobalt has no job arrays, so Somewhere cannot "
                                                  "run a sweep; choose a Slurm or PBS Pro cluster "
                                                  "(docs/schedulers.md says why).");
    }

    void arraysSaidPlainly()
    {
        QFETCH(int, scheduler);
        QFETCH(int, maxArraySize);
        QFETCH(int, tasks);
        QFETCH(int, maxRunning);
        QFETCH(QString, expected);
        QCOMPARE(SweepField::arrayPlan(tasks, maxRunning,
                                       profile(SchedulerKind(scheduler), maxArraySize)),
                 expected);
    }

    void splitArraysShownInTheField()
    {
        SweepField field;
        field.setProfile(profile(SchedulerKind::Slurm, 10));
        field.addAxis(QStringLiteral("width"), SweepField::Kind::Range, QStringLiteral("1:25"));
        QCOMPARE(field.taskCount(), 25);
        QVERIFY2(text(field, "sweepSummary").contains(QLatin1String("3 arrays")),
                 qPrintable(text(field, "sweepSummary")));
    }

    void badInputIsExplained_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("values");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no name") << QString() << int(SweepField::Kind::List)
                                 << QStringLiteral("1,2")
                                 << QStringLiteral("Row 1: say which argument of the script takes "
                                                   "the values 1,2.");
        QTest::newRow("no values") << QStringLiteral("lr") << int(SweepField::Kind::List)
                                   << QString() << QStringLiteral("Give the values for --lr.");
        QTest::newRow("range of words")
            << QStringLiteral("lr") << int(SweepField::Kind::Range) << QStringLiteral("a:b")
            << QStringLiteral("The range for --lr is written FIRST:LAST");
        QTest::newRow("backwards range")
            << QStringLiteral("n") << int(SweepField::Kind::Range) << QStringLiteral("5:1")
            << QStringLiteral("FIRST not above LAST");
        QTest::newRow("log of zero")
            << QStringLiteral("lr") << int(SweepField::Kind::LogRange) << QStringLiteral("0:1:3")
            << QStringLiteral("the ends of a log-range must be above 0.");
        QTest::newRow("empty value")
            << QStringLiteral("lr") << int(SweepField::Kind::List) << QStringLiteral("0.1,,0.2")
            << QStringLiteral("a value is empty");
        QTest::newRow("shell name") << QStringLiteral("lr;rm -rf ~") << int(SweepField::Kind::List)
                                    << QStringLiteral("1") << QStringLiteral("is not a sweep");
    }

    void badInputIsExplained()
    {
        QFETCH(QString, name);
        QFETCH(int, kind);
        QFETCH(QString, values);
        QFETCH(QString, expected);
        SweepField field;
        field.setProfile(profile(SchedulerKind::Slurm));
        field.setChecked(true);
        field.findChild<QComboBox *>(QStringLiteral("sweepName0"))->setCurrentText(name);
        auto *kinds = field.findChild<QComboBox *>(QStringLiteral("sweepKind0"));
        kinds->setCurrentIndex(kinds->findData(kind));
        auto *edit = field.findChild<QLineEdit *>(QStringLiteral("sweepValues0"));
        edit->setText(values);
        QVERIFY2(field.problem().contains(expected), qPrintable(field.problem()));
        QCOMPARE(text(field, "sweepProblem"), field.problem());
        QCOMPARE(field.taskCount(), 0);
        // What was typed is kept, to be corrected.
        QCOMPARE(edit->text(), values);
        QVERIFY(text(field, "sweepSummary").isEmpty());
    }

    void onTheParallelismStep()
    {
        const auto cluster = testCluster();
        QVERIFY(cluster);
        ParallelismStep step;
        auto *field = new SweepField;
        step.addAboveFindings(field);
        step.setProfile(*cluster);
        field->setProfile(*cluster);
        step.resize(900, 700);
        step.show();
        QVERIFY(QTest::qWaitForWindowExposed(&step));
        field->setChecked(true);
        field->findChild<QComboBox *>(QStringLiteral("sweepName0"))
            ->setCurrentText(QStringLiteral("lr"));
        auto *values = field->findChild<QLineEdit *>(QStringLiteral("sweepValues0"));
        values->setText(QStringLiteral("0.1,,0.3")); // refused: a value is empty
        QVERIFY(!field->problem().isEmpty());

        // What the wizard does: compose the spec, and show the step's findings.
        const auto composeNow = [&] {
            JobSpec spec;
            step.fill(&spec);
            field->fill(&spec);
            complete(&spec, *cluster);
            return ScriptComposer::compose(spec, *cluster);
        };
        ComposedScript composed = composeNow();
        QVERIFY(composed.blocked());
        QCOMPARE(composed.tasksPerNode, 0);
        step.setFindings(composed.findings, composed.tasksPerNode);
        auto *tasksHelp = step.findChild<QLabel *>(QStringLiteral("tasksHelp"));
        QVERIFY(tasksHelp);
        QVERIFY2(!tasksHelp->text().contains(QLatin1String("0 task")),
                 qPrintable(tasksHelp->text()));
        QVERIFY2(tasksHelp->text().contains(QLatin1String("once the sweep below is accepted")),
                 qPrintable(tasksHelp->text()));
        QTest::qWait(20);
        const int rowTop = values->mapTo(&step, QPoint(0, 0)).y();

        // Many findings below the field: its rows stay where they are.
        compose::Findings many = composed.findings;
        for (int i = 0; i < 6; ++i) {
            many.append({compose::Finding::Severity::Advice,
                         QStringLiteral("cpus_per_task"),
                         QStringLiteral("Advice number %1, long enough to take a line of its "
                                        "own in the list of findings below the sweep.")
                             .arg(i),
                         {}});
        }
        step.setFindings(many, 0);
        QTest::qWait(20);
        QCOMPARE(values->mapTo(&step, QPoint(0, 0)).y(), rowTop);
        auto *findings = step.findChild<QLabel *>(QStringLiteral("parallelismFindings"));
        QVERIFY(findings && findings->text().contains(QLatin1String("Advice number 5")));
        QVERIFY(findings->mapTo(&step, QPoint(0, 0)).y() > rowTop);

        // Corrected: the number comes back.
        values->setText(QStringLiteral("0.1,0.2,0.3"));
        composed = composeNow();
        QVERIFY2(!composed.blocked(), qPrintable(composed.text()));
        step.setFindings(composed.findings, composed.tasksPerNode);
        QVERIFY2(tasksHelp->text().contains(QLatin1String("1 task(s) per node now")),
                 qPrintable(tasksHelp->text()));
        // The summary of several lines replaced the one-line problem: the rows did not move.
        QVERIFY(text(*field, "sweepSummary").count(QLatin1Char('\n')) >= 2);
        QTest::qWait(20);
        QCOMPARE(values->mapTo(&step, QPoint(0, 0)).y(), rowTop);
    }

    void hostileValuesStayText()
    {
        const QString hostile = QStringLiteral("$(touch /tmp/pwned);`id`;'\"<b>x</b> ü");
        SweepField field;
        field.setProfile(profile(SchedulerKind::Slurm));
        field.addAxis(QStringLiteral("note"), SweepField::Kind::List,
                      QStringLiteral("plain,") + hostile);
        QVERIFY2(field.problem().isEmpty(), qPrintable(field.problem()));
        QCOMPARE(field.taskCount(), 2);
        // Shown as text, not as markup.
        QCOMPARE(field.findChild<QLabel *>(QStringLiteral("sweepSummary"))->textFormat(),
                 Qt::PlainText);
        QVERIFY(text(field, "sweepSummary").contains(hostile));
        JobSpec spec;
        field.fill(&spec);
        const auto cluster = testCluster();
        QVERIFY(cluster);
        complete(&spec, *cluster);
        const ComposedScript composed = ScriptComposer::compose(spec, *cluster);
        QVERIFY2(!composed.blocked(), qPrintable(composed.text()));
        QVERIFY(composed.text().contains(QLatin1String("#SBATCH --array=0-1")));
        // The value is in the parameters table only, never in the script.
        QVERIFY(!composed.text().contains(QLatin1String("pwned")));
        QString error;
        const auto sweep = Sweep::make(spec.sweep, 0, 0, &error);
        QVERIFY2(sweep, qPrintable(error));
        QVERIFY(QString::fromUtf8(sweep->table()).contains(hostile));
        // A tab or a line break would break the table's rows: refused in plain words.
        field.addAxis(QStringLiteral("other"), SweepField::Kind::List, QStringLiteral("a\tb"));
        QVERIFY2(!field.problem().isEmpty(), "a tab is refused");
        QVERIFY2(!field.problem().contains(QLatin1String("\\t")), qPrintable(field.problem()));
    }
};

QTEST_MAIN(TestSweepField)
#include "tst_sweepfield.moc"
