#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

// The languages Slipway speaks besides English, and the loading of their translations
// (docs/translations.md). QtCore only: the GUI installs them; slipwayctl stays English and
// installs only English's plural forms.
namespace slipway::i18n {

// Language codes with a complete translation, as in the file names (slipway_zh_CN.qm). Only
// these are offered in the settings and picked from the system locale; a language whose
// translation is unfinished is left out, so no screen mixes two languages.
QStringList offeredLanguages();

// The name a speaker of the language uses for it ("Deutsch"); "English" for "en".
QString nativeName(const QString &code);

// Where the .qm files are: ../share/slipway/translations beside the executable, in the build
// folder as once installed. SLIPWAY_TRANSLATIONS_DIR overrides it.
QString translationsFolder();

// The language to show: `choice` from the settings when it is offered ("en" for English), else
// the first offered language among the system's UI languages, else "en".
QString resolveLanguage(const QString &choice, const QLocale &system = QLocale::system());

// Installs Slipway's and Qt's own translators for `code` on the running application (for "en"
// only the English plural forms, "1 node" and "2 nodes"). Returns false, with a plain-language
// reason, when Slipway's file for another language cannot be loaded.
bool install(const QString &code, QString *error = nullptr);

} // namespace slipway::i18n
