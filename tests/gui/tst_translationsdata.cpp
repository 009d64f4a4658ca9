// The GUI in German and Chinese on pages that show data, which tst_translations (empty pages)
// cannot see: the Runs page with a run chosen, the Connections page connected to the test
// cluster with its storage shown, and every step of the New run wizard with a project folder on
// that cluster. Fails on text left in English and on a label cut off at the default size.

#include "mainwindow.h"
#include "newrun/newrunpage.h"

#include "common/settings.h"
#include "common/translations.h"
#include "runs/runstore.h"

#include "testcluster.h"
#include "translationcheck.h"

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using slipway::Settings;
using slipway::test::Catalogue;
using slipway::test::readCatalogue;
using slipway::ui::MainWindow;
using slipway::ui::NewRunPage;

class TestTranslationsData : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void pagesWithDataAreTranslated_data();
    void pagesWithDataAreTranslated();

private:
    QTemporaryDir m_dir;
    slipway::test::TestCluster m_cluster;
};

void TestTranslationsData::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QString error;
    m_cluster = slipway::test::TestCluster::load(&error);
    QVERIFY2(m_cluster.isValid(), qPrintable(error));
    qputenv("SLIPWAY_TRANSLATIONS_DIR", SLIPWAY_BINARY_DIR "/share/slipway/translations");
    // A home of its own whose ssh config knows the test cluster, as a user's would.
    qputenv("HOME", QFile::encodeName(m_dir.path()));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral(".ssh")));
    QVERIFY(QFile::copy(m_cluster.config(), m_dir.filePath(QStringLiteral(".ssh/config"))));
    // A project folder with a training script that takes arguments.
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("project")));
    QFile script(m_dir.filePath(QStringLiteral("project/train.py")));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("import argparse\nimport torch\np = argparse.ArgumentParser()\n"
                 "p.add_argument('--lr', type=float, default=0.01)\n"
                 "p.add_argument('--epochs', type=int, default=2)\nprint(p.parse_args())\n");
}

void TestTranslationsData::cleanup()
{
    slipway::test::removeTranslators();
}

void TestTranslationsData::pagesWithDataAreTranslated_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestTranslationsData::pagesWithDataAreTranslated()
{
    QFETCH(QString, code);
    QVERIFY(slipway::i18n::offeredLanguages().contains(code));
    const Catalogue catalogue =
        readCatalogue(QStringLiteral(SLIPWAY_SOURCE_DIR "/translations/slipway_%1.ts").arg(code));
    QString error;
    QVERIFY2(slipway::i18n::install(code, &error), qPrintable(error));
    const bool latinScript = QLocale(code).script() == QLocale::LatinScript;

    // A finished run of two nodes in the history.
    const QString runsPath = m_dir.filePath(code + QStringLiteral("-runs.sqlite"));
    {
        slipway::runs::RunStore store(runsPath);
        QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        slipway::runs::RunRecord run;
        run.createdAt = QDateTime::currentDateTimeUtc().addSecs(-7200);
        run.profile = QStringLiteral("test-cluster");
        run.host = m_cluster.alias();
        run.jobName = QStringLiteral("mnist");
        run.script = QStringLiteral("#!/bin/bash\n#SBATCH --nodes=2\nsrun python train.py\n");
        run.scheduler = QStringLiteral("slurm");
        run.jobId = QStringLiteral("4242");
        run.state = slipway::runs::runStateFromName(QStringLiteral("COMPLETED"));
        run.submittedAt = run.createdAt.addSecs(5);
        QVERIFY(store.insert(run) > 0);
    }

    Settings settings(m_dir.filePath(code + QStringLiteral(".conf")));
    MainWindow window(settings, nullptr, runsPath);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), QSize(1100, 720));
    QStringList english;
    QStringList cut;
    int textsSeen = 0;
    auto inspect = [&](const QString &place) {
        slipway::test::inspectWindow(&window, catalogue, latinScript, place, &english, &cut,
                                     &textsSeen);
    };

    // The Runs page with the run chosen: its details, script lines and log.
    window.showPage(QStringLiteral("runs"));
    auto *table = window.findChild<QTableView *>(QStringLiteral("runsTable"));
    QVERIFY(table);
    QTRY_COMPARE(table->model()->rowCount(), 1);
    table->selectRow(0);
    inspect(QStringLiteral("runs, a run chosen"));

    // The Connections page, connected, with the storage of the cluster.
    window.showPage(QStringLiteral("connections"));
    auto *list = window.findChild<QListWidget *>(QStringLiteral("connectionList"));
    QVERIFY(list);
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->text().startsWith(m_cluster.alias() + QLatin1Char(' '))) {
            list->setCurrentRow(i);
        }
    }
    QVERIFY(list->currentItem());
    auto *next = window.findChild<QPushButton *>(QStringLiteral("newRunHereButton"));
    QVERIFY(next);
    window.findChild<QPushButton *>(QStringLiteral("connectButton"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(next->isVisible(), 60000);
    auto *storage = window.findChild<QLabel *>(QStringLiteral("storageSummary"));
    QVERIFY(storage);
    QTRY_VERIFY_WITH_TIMEOUT(storage->text().contains(QLatin1String("200")), 60000);
    inspect(QStringLiteral("connections, connected"));

    // "New run on this cluster", with a project folder: every step of the wizard.
    next->click();
    QCOMPARE(window.currentPageId(), QStringLiteral("newrun"));
    auto *newRun = window.findChild<NewRunPage *>();
    QVERIFY(newRun);
    QCOMPARE(newRun->spec().profile, QStringLiteral("test-cluster"));
    newRun->goToStep(NewRunPage::What);
    window.findChild<QRadioButton *>(QStringLiteral("sourceFolder"))->setChecked(true);
    window.findChild<QLineEdit *>(QStringLiteral("projectFolderEdit"))
        ->setText(m_dir.filePath(QStringLiteral("project")));
    QTRY_VERIFY_WITH_TIMEOUT(newRun->spec().entry.endsWith(QLatin1String("train.py")), 30000);
    for (int step = 0; step < NewRunPage::StepCount; ++step) {
        newRun->goToStep(step);
        if (step == NewRunPage::Environment) {
            // What the login node offers (modules, environments), once it has been looked up.
            auto *found = window.findChild<QListWidget *>(QStringLiteral("envList"));
            auto *discover = window.findChild<QPushButton *>(QStringLiteral("discoverButton"));
            QVERIFY(found && discover);
            QTRY_VERIFY_WITH_TIMEOUT(found->count() > 0 && discover->isEnabled(), 120000);
        }
        inspect(QStringLiteral("newrun step %1").arg(step + 1));
    }
    QCOMPARE(window.size(), QSize(1100, 720));

    QVERIFY2(textsSeen > 200, qPrintable(QString::number(textsSeen)));
    english.removeDuplicates();
    cut.removeDuplicates();
    QVERIFY2(english.isEmpty(), qPrintable(QStringLiteral("%1 text(s) still in English:\n  %2")
                                               .arg(english.size())
                                               .arg(english.join(QStringLiteral("\n  ")))));
    QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("%1 text(s) cut off:\n  %2")
                                           .arg(cut.size())
                                           .arg(cut.join(QStringLiteral("\n  ")))));
}

QTEST_MAIN(TestTranslationsData)
#include "tst_translationsdata.moc"
