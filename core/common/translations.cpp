#include "common/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

namespace slipway::i18n {

QStringList offeredLanguages()
{
    // Add a code here once its .ts file has no unfinished entry (tools/translations-status).
    return {QStringLiteral("zh_CN"), QStringLiteral("de"), QStringLiteral("fr")};
}

QString nativeName(const QString &code)
{
    if (code == QLatin1String("en")) {
        return QStringLiteral("English");
    }
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (code == QLatin1String("zh_CN")) {
        name = QStringLiteral("简体中文");
    }
    if (!name.isEmpty()) {
        name[0] = name[0].toUpper();
    }
    return name.isEmpty() ? code : name;
}

QString translationsFolder()
{
    const QString overridden = qEnvironmentVariable("SLIPWAY_TRANSLATIONS_DIR");
    if (!overridden.isEmpty()) {
        return overridden;
    }
    return QDir::cleanPath(QCoreApplication::applicationDirPath() +
                           QStringLiteral("/../share/slipway/translations"));
}

QString resolveLanguage(const QString &choice, const QLocale &system)
{
    const QStringList offered = offeredLanguages();
    if (choice == QLatin1String("en") || offered.contains(choice)) {
        return choice;
    }
    // "zh-Hans-CN", "de-DE", "fr-CA": the first UI language with an offered translation.
    for (const QString &uiLanguage : system.uiLanguages()) {
        const QLocale locale(uiLanguage);
        if (locale.language() == QLocale::English) {
            return QStringLiteral("en");
        }
        for (const QString &code : offered) {
            const QLocale candidate(code);
            if (candidate.language() != locale.language()) {
                continue;
            }
            // Chinese: Simplified only; Traditional (Taiwan, Hong Kong) is another language.
            if (candidate.language() == QLocale::Chinese &&
                locale.script() == QLocale::TraditionalChineseScript) {
                continue;
            }
            return code;
        }
    }
    return QStringLiteral("en");
}

bool install(const QString &code, QString *error)
{
    auto *app = QCoreApplication::instance();
    auto *own = new QTranslator(app);
    const QString folder = translationsFolder();
    if (code == QLatin1String("en") || code.isEmpty()) {
        // English has only its plural forms to load ("%n node(s)" -> "1 node", "2 nodes"); without
        // them the texts are still English, so a missing file is no error.
        if (own->load(QStringLiteral("slipway_en"), folder)) {
            QCoreApplication::installTranslator(own);
        } else {
            delete own;
        }
        return true;
    }
    if (!own->load(QStringLiteral("slipway_") + code, folder)) {
        delete own;
        if (error) {
            *error = QStringLiteral("The %1 translation was not found in %2; Slipway stays in "
                                    "English.")
                         .arg(nativeName(code), QDir::toNativeSeparators(folder));
        }
        return false;
    }
    QCoreApplication::installTranslator(own);
    // Qt's own texts (OK, Cancel, the file dialog), from Debian's qt6-translations-l10n.
    auto *qt = new QTranslator(app);
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
    } else {
        delete qt;
    }
    return true;
}

} // namespace slipway::i18n
