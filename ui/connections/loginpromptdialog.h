#pragma once

#include "ssh/sshprompter.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QLineEdit;

namespace slipway::ui {

// One question round: a key's passphrase, a password, or one keyboard-interactive round with
// the server's instruction text (how MFA codes and Duo choices reach the person). Fields the
// server marks as secret are masked.
class LoginPromptDialog final : public QDialog
{
    Q_OBJECT

public:
    LoginPromptDialog(const ssh::SshPrompt &prompt, QWidget *parent = nullptr);
    ~LoginPromptDialog() override;

    // The typed answers, one per field; the fields are cleared.
    QList<QByteArray> takeAnswers();

    // Shows "Remember in the system keychain" (passphrases and passwords only), ticked or not.
    void offerToRemember(bool checked);
    bool rememberRequested() const;

private:
    QList<QLineEdit *> m_fields;
    QCheckBox *m_remember = nullptr;
};

} // namespace slipway::ui
