// Counts in messages take the right plural form: "%n node(s)" reads "1 node" and "2 nodes" in
// English (translations/slipway_en.ts, plural forms only), "1 Knoten" and "2 Knoten" in German;
// and `tools/translations check`, which also checks the plural forms of every language, passes.

#include "common/translations.h"
#include "runs/sweepprogress.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTest>
#include <QTranslator>

class TestPlurals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void countsReadRight_data();
    void countsReadRight();
    void sweepSummaryCounts();
    void withoutTranslatorTheSourceStays();
    void translationCheckPasses();
};

namespace {

void removeTranslators()
{
    const auto translators = qApp->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly);
    for (QTranslator *translator : translators) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

} // namespace

void TestPlurals::initTestCase()
{
    qputenv("SLIPWAY_TRANSLATIONS_DIR", SLIPWAY_BINARY_DIR "/share/slipway/translations");
}

void TestPlurals::cleanup()
{
    removeTranslators();
}

void TestPlurals::countsReadRight_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const char *language, const char *context,
                        const char *source, int n, const QString &expected) {
        QTest::newRow(name) << QString::fromLatin1(language) << QString::fromLatin1(context)
                            << QString::fromUtf8(source) << n << expected;
    };
    // Core: the explanation beside a job script line, and a finding of the New run wizard.
    row("en node 1", "en", "scriptcomposer", "%n node(s).", 1, QStringLiteral("1 node."));
    row("en node 2", "en", "scriptcomposer", "%n node(s).", 2, QStringLiteral("2 nodes."));
    row("de node 1", "de", "scriptcomposer", "%n node(s).", 1, QStringLiteral("1 Knoten."));
    row("de node 2", "de", "scriptcomposer", "%n node(s).", 2, QStringLiteral("2 Knoten."));
    row("en gpu 1", "en", "QObject", "The job asked for %n GPU(s) but got none.", 1,
        QStringLiteral("The job asked for 1 GPU but got none."));
    row("en gpu 2", "en", "QObject", "The job asked for %n GPU(s) but got none.", 2,
        QStringLiteral("The job asked for 2 GPUs but got none."));
    row("de gpu 1", "de", "QObject", "The job asked for %n GPU(s) but got none.", 1,
        QStringLiteral("Der Job hat 1 GPU angefordert, aber keine bekommen."));
    row("de gpu 2", "de", "QObject", "The job asked for %n GPU(s) but got none.", 2,
        QStringLiteral("Der Job hat 2 GPUs angefordert, aber keine bekommen."));
    // The GUI: the example gallery's needs, and a sweep's tasks.
    row("en cpus 1", "en", "slipway::ui::ProjectStep", "%n CPU(s) per task", 1,
        QStringLiteral("1 CPU per task"));
    row("en cpus 2", "en", "slipway::ui::ProjectStep", "%n CPU(s) per task", 2,
        QStringLiteral("2 CPUs per task"));
    row("de tasks 1", "de", "slipway::ui::SweepComparison", "%n task(s) have written values.", 1,
        QStringLiteral("1 Task hat Werte geschrieben."));
    row("de tasks 2", "de", "slipway::ui::SweepComparison", "%n task(s) have written values.", 2,
        QStringLiteral("2 Tasks haben Werte geschrieben."));
    row("en tasks 1", "en", "slipway::ui::SweepComparison", "%n task(s) have written values.", 1,
        QStringLiteral("1 task has written values."));
    row("en tasks 2", "en", "slipway::ui::SweepComparison", "%n task(s) have written values.", 2,
        QStringLiteral("2 tasks have written values."));
}

void TestPlurals::countsReadRight()
{
    QFETCH(QString, language);
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(int, count);
    QFETCH(QString, expected);
    QString error;
    QVERIFY2(slipway::i18n::install(language, &error), qPrintable(error));
    // English loads its plural forms too: without them "1 node(s)." would come back.
    QVERIFY(!qApp->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly).isEmpty());
    const QByteArray contextBytes = context.toUtf8();
    const QByteArray sourceBytes = source.toUtf8();
    QCOMPARE(QCoreApplication::translate(contextBytes.constData(), sourceBytes.constData(), nullptr,
                                         count),
             expected);
}

void TestPlurals::sweepSummaryCounts()
{
    // The Runs page's line about a sweep's tasks, from the real summary.
    using slipway::runs::RunState;
    using slipway::runs::SweepProgress;
    using slipway::runs::SweepTaskRecord;
    SweepTaskRecord done;
    done.state = RunState::Completed;
    SweepTaskRecord failed;
    failed.state = RunState::Failed;
    QVERIFY(slipway::i18n::install(QStringLiteral("en")));
    QCOMPARE(SweepProgress::of({done}).summary(), QStringLiteral("1 task: 1 completed."));
    QCOMPARE(SweepProgress::of({done, failed}).summary(),
             QStringLiteral("2 tasks: 1 completed, 1 failed."));
    removeTranslators();
    QVERIFY(slipway::i18n::install(QStringLiteral("de")));
    QCOMPARE(SweepProgress::of({done}).summary(), QStringLiteral("1 Task: 1 abgeschlossen."));
    QCOMPARE(SweepProgress::of({done, failed}).summary(),
             QStringLiteral("2 Tasks: 1 abgeschlossen, 1 fehlgeschlagen."));
}

void TestPlurals::withoutTranslatorTheSourceStays()
{
    // slipwayctl installs no translator: its text is the source with the count filled in.
    QCOMPARE(QCoreApplication::translate("scriptcomposer", "%n node(s).", nullptr, 3),
             QStringLiteral("3 node(s)."));
}

void TestPlurals::translationCheckPasses()
{
    // Every %n entry has its English forms (a new one: tools/translations todo en).
    QProcess status;
    status.start(QStringLiteral("python3"),
                 {QStringLiteral(SLIPWAY_SOURCE_DIR "/tools/translations"),
                  QStringLiteral("status"), QStringLiteral("en")});
    QVERIFY(status.waitForFinished(60000));
    const QString counts = QString::fromUtf8(status.readAllStandardOutput()).trimmed();
    QVERIFY2(counts.startsWith(QLatin1String("en: ")) &&
                 counts.endsWith(QLatin1String(", 0 unfinished")),
             qPrintable(counts));

    QProcess check;
    check.setProcessChannelMode(QProcess::MergedChannels);
    check.start(
        QStringLiteral("python3"),
        {QStringLiteral(SLIPWAY_SOURCE_DIR "/tools/translations"), QStringLiteral("check")});
    QVERIFY(check.waitForFinished(60000));
    QVERIFY2(check.exitStatus() == QProcess::NormalExit && check.exitCode() == 0,
             check.readAll().constData());
}

QTEST_GUILESS_MAIN(TestPlurals)
#include "tst_plurals.moc"
