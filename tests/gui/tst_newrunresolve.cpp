// The New run wizard resolves the spec once per change: one JobResolver run gives the script,
// the findings and the tasks per node that the steps show. Offscreen, on the local profile, so
// no cluster is needed.

#include "newrun/newrunpage.h"

#include "common/settings.h"
#include "compose/jobresolver.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"

#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace slipway;
using slipway::ui::AppContext;
using slipway::ui::NewRunPage;

class TestNewRunResolve : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneResolutionPerChange();

private:
    template<typename T>
    T *child(NewRunPage *page, const char *name)
    {
        T *w = page->findChild<T *>(QLatin1String(name));
        if (!w) {
            qFatal("no widget %s", name);
        }
        return w;
    }
};

void TestNewRunResolve::oneResolutionPerChange()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("slipway.conf")));
    runs::RunStore runs(dir.filePath(QStringLiteral("runs.sqlite")));
    ssh::ConnectionPool pool(nullptr);
    AppContext context;
    context.settings = &settings;
    context.runs = &runs;
    context.connections = &pool;
    QWidget window;
    auto *page = new NewRunPage(context, &window);
    (new QVBoxLayout(&window))->addWidget(page);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    child<QRadioButton>(page, "sourceCluster")->setChecked(true);
    page->goToStep(NewRunPage::Cluster);
    auto *list = child<QListWidget>(page, "profileList");
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("local")) {
            list->setCurrentRow(i);
        }
    }
    QCOMPARE(page->spec().profile, QStringLiteral("local"));
    child<QLineEdit>(page, "entryEdit")->setText(QStringLiteral("train.py"));

    // Each edit below is one change; each must cost exactly one resolution.
    const auto resolutionsFor = [](const std::function<void()> &change) {
        const quint64 before = compose::JobResolver::resolutions();
        change();
        return compose::JobResolver::resolutions() - before;
    };
    auto *cpus = child<QSpinBox>(page, "cpusSpin");
    QCOMPARE(resolutionsFor([&] { cpus->setValue(cpus->value() + 1); }), quint64(1));
    QCOMPARE(page->composed().resolvedSpec.cpusPerTask, cpus->value());
    QCOMPARE(resolutionsFor([&] {
                 child<QLineEdit>(page, "argsEdit")->setText(QStringLiteral("--epochs 3"));
             }),
             quint64(1));
    QCOMPARE(resolutionsFor(
                 [&] { child<QLineEdit>(page, "timeEdit")->setText(QStringLiteral("00:20:00")); }),
             quint64(1));
    // The tasks per node the Parallelism step shows come from that same resolution.
    QCOMPARE(page->composed().tasksPerNode, 1);
}

QTEST_MAIN(TestNewRunResolve)
#include "tst_newrunresolve.moc"
