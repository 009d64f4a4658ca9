#include "settings/languagedialog.h"

#include "common/settings.h"
#include "common/translations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace slipway::ui {

LanguageDialog::LanguageDialog(Settings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_languages(new QComboBox(this))
{
    setObjectName(QStringLiteral("languageDialog"));
    setWindowTitle(tr("Language"));
    m_languages->setObjectName(QStringLiteral("languageChoice"));

    const QString system = i18n::resolveLanguage(QString());
    //: %1 is the name of a language in that language, e.g. "Deutsch"
    m_languages->addItem(tr("The system's language (%1)").arg(i18n::nativeName(system)), QString());
    m_languages->addItem(i18n::nativeName(QStringLiteral("en")), QStringLiteral("en"));
    const QStringList offered = i18n::offeredLanguages();
    for (const QString &code : offered) {
        m_languages->addItem(i18n::nativeName(code), code);
    }
    const int current = m_languages->findData(settings.language());
    m_languages->setCurrentIndex(current < 0 ? 0 : current);

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_languages);
    auto *note = new QLabel(tr("Slipway shows the new language the next time it starts. Job "
                               "scripts and the commands they run stay in English, as schedulers "
                               "and support staff expect."),
                            this);
    note->setObjectName(QStringLiteral("languageNote"));
    note->setWordWrap(true);

    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, Qt::Horizontal, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

QString LanguageDialog::chosenLanguage() const
{
    return m_languages->currentData().toString();
}

void LanguageDialog::accept()
{
    m_settings.setLanguage(chosenLanguage());
    m_settings.sync();
    QDialog::accept();
}

} // namespace slipway::ui
