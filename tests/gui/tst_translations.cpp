// The GUI in every language Slipway offers: each page and each step of the New run wizard is
// shown at the default window size, and the test fails on any visible English text that has a
// translation (the translator was not applied, or a string skipped tr()), on any entry of the
// language's .ts file left unfinished, and on any label or button whose text is wider than the
// widget showing it.

#include "mainwindow.h"
#include "newrun/newrunpage.h"
#include "settings/languagedialog.h"

#include "common/settings.h"
#include "common/translations.h"

#include "translationcheck.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolBar>
#include <QTranslator>
#include <QXmlStreamReader>

using slipway::Settings;
using slipway::test::Catalogue;
using slipway::test::readCatalogue;
using slipway::test::removeTranslators;
using slipway::test::Shown;
using slipway::test::visibleTexts;
using slipway::ui::LanguageDialog;
using slipway::ui::MainWindow;
using slipway::ui::NewRunPage;

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void languagesAreOfferedOnlyWhenComplete();
    void systemLocalePicksTheLanguage();
    void everyPageIsTranslated_data();
    void everyPageIsTranslated();

private:
    QTemporaryDir m_dir;
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    qputenv("SLIPWAY_TRANSLATIONS_DIR", SLIPWAY_BINARY_DIR "/share/slipway/translations");
    // A fresh home: no ssh aliases or saved connections of whoever runs the test.
    qputenv("HOME", QFile::encodeName(m_dir.path()));
}

void TestTranslations::cleanup()
{
    removeTranslators();
}

void TestTranslations::languagesAreOfferedOnlyWhenComplete()
{
    const QStringList offered = slipway::i18n::offeredLanguages();
    QVERIFY(!offered.isEmpty());
    for (const QString &code : offered) {
        const Catalogue catalogue = readCatalogue(
            QStringLiteral(SLIPWAY_SOURCE_DIR "/translations/slipway_%1.ts").arg(code));
        if (!catalogue.unfinished.isEmpty()) {
            QFAIL(qPrintable(QStringLiteral("%1 is offered but has %2 unfinished entries, "
                                            "e.g. \"%3\" (tools/translations todo %1)")
                                 .arg(code)
                                 .arg(catalogue.unfinished.size())
                                 .arg(catalogue.unfinished.constFirst())));
        }
        QVERIFY2(catalogue.translatedSources.size() > 1000, qPrintable(code));
    }
    // The language list in the settings: the system's language, English, and the offered ones.
    Settings settings(m_dir.filePath(QStringLiteral("choice.conf")));
    settings.setLanguage(offered.constFirst());
    LanguageDialog dialog(settings);
    auto *choice = dialog.findChild<QComboBox *>(QStringLiteral("languageChoice"));
    QVERIFY(choice);
    QCOMPARE(choice->count(), offered.size() + 2);
    QCOMPARE(choice->currentData().toString(), offered.constFirst());
    // Without a translator the dialog is English, and the catalogue knows its texts: the check
    // in everyPageIsTranslated would see them.
    const Catalogue catalogue = readCatalogue(
        QStringLiteral(SLIPWAY_SOURCE_DIR "/translations/slipway_%1.ts").arg(offered.constFirst()));
    int englishSeen = 0;
    const QList<Shown> shown = visibleTexts(&dialog);
    for (const Shown &s : shown) {
        englishSeen += catalogue.translatedSources.contains(s.text) ? 1 : 0;
    }
    QVERIFY(englishSeen >= 3);
    choice->setCurrentIndex(1);
    dialog.accept();
    QCOMPARE(settings.language(), QStringLiteral("en"));
}

void TestTranslations::systemLocalePicksTheLanguage()
{
    using slipway::i18n::resolveLanguage;
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("zh_SG"))), QStringLiteral("zh_CN"));
    // Traditional Chinese is another language, which Slipway does not have: English.
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("zh_TW"))), QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("en_GB"))), QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("sw_KE"))), QStringLiteral("en"));
    // A choice in the settings wins over the system; an unknown or unfinished one does not.
    QCOMPARE(resolveLanguage(QStringLiteral("en"), QLocale(QStringLiteral("zh_CN"))),
             QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QStringLiteral("xx"), QLocale(QStringLiteral("en_US"))),
             QStringLiteral("en"));
}

void TestTranslations::everyPageIsTranslated_data()
{
    QTest::addColumn<QString>("code");
    const QStringList offered = slipway::i18n::offeredLanguages();
    for (const QString &code : offered) {
        QTest::newRow(qPrintable(code)) << code;
    }
}

void TestTranslations::everyPageIsTranslated()
{
    QFETCH(QString, code);
    const Catalogue catalogue =
        readCatalogue(QStringLiteral(SLIPWAY_SOURCE_DIR "/translations/slipway_%1.ts").arg(code));
    QString error;
    QVERIFY2(slipway::i18n::install(code, &error), qPrintable(error));
    QVERIFY(!qApp->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly).isEmpty());

    Settings settings(m_dir.filePath(code + QStringLiteral(".conf")));
    MainWindow window(settings, nullptr, m_dir.filePath(code + QStringLiteral("-runs.sqlite")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The default size, which is what is checked. A page whose translated labels need more
    // room makes the window grow: say which.
    if (window.size() != QSize(1100, 720)) {
        QStringList widths;
        const auto pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
        for (int i = 0; pages && i < pages->count(); ++i) {
            widths << QStringLiteral("%1 needs %2 px")
                          .arg(pages->widget(i)->objectName())
                          .arg(pages->widget(i)->minimumSizeHint().width());
        }
        QFAIL(qPrintable(QStringLiteral("The window grew to %1x%2 px: %3")
                             .arg(window.width())
                             .arg(window.height())
                             .arg(widths.join(QStringLiteral(", ")))));
    }

    const bool latinScript = QLocale(code).script() == QLocale::LatinScript;
    QStringList english;
    QStringList cut;
    int textsSeen = 0;
    auto inspect = [&](const QString &place) {
        slipway::test::inspectWindow(&window, catalogue, latinScript, place, &english, &cut,
                                     &textsSeen);
    };

    auto *newRun = window.findChild<NewRunPage *>();
    QVERIFY(newRun);
    const QStringList pages = MainWindow::pageIds();
    for (const QString &page : pages) {
        window.showPage(page);
        QCOMPARE(window.currentPageId(), page);
        if (page != QLatin1String("newrun")) {
            inspect(page);
            continue;
        }
        for (int step = 0; step < NewRunPage::StepCount; ++step) {
            newRun->goToStep(step);
            QCOMPARE(newRun->currentStep(), step);
            inspect(QStringLiteral("newrun step %1").arg(step + 1));
        }
    }
    auto *dialog = new LanguageDialog(settings, &window);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const QList<Shown> shown = visibleTexts(dialog);
    for (const Shown &s : shown) {
        if (catalogue.translatedSources.contains(s.text)) {
            english << QStringLiteral("language dialog, %1: \"%2\"").arg(s.where, s.text);
        }
    }
    delete dialog;

    QVERIFY2(textsSeen > 200, qPrintable(QString::number(textsSeen)));
    english.removeDuplicates();
    cut.removeDuplicates();
    for (const QString &line : std::as_const(english)) {
        qWarning("still in English: %s", qPrintable(line));
    }
    for (const QString &line : std::as_const(cut)) {
        qWarning("cut off: %s", qPrintable(line));
    }
    QVERIFY2(english.isEmpty(), qPrintable(QStringLiteral("%1 text(s) still in English:\n  %2")
                                               .arg(english.size())
                                               .arg(english.join(QStringLiteral("\n  ")))));
    QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("%1 text(s) cut off:\n  %2")
                                           .arg(cut.size())
                                           .arg(cut.join(QStringLiteral("\n  ")))));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
