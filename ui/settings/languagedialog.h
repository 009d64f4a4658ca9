#pragma once

#include <QDialog>

class QComboBox;

namespace slipway {
class Settings;
}

namespace slipway::ui {

// Settings > Language: the system's language, English, or one of the complete translations.
// The choice is saved at once and used from the next start; the dialog says so.
class LanguageDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit LanguageDialog(Settings &settings, QWidget *parent = nullptr);

    // The code chosen in the list: empty for the system's language, "en", "zh_CN", ...
    QString chosenLanguage() const;

    void accept() override;

private:
    Settings &m_settings;
    QComboBox *m_languages = nullptr;
};

} // namespace slipway::ui
