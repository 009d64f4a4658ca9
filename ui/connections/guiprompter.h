#pragma once

#include "ssh/sshprompter.h"

#include <QPointer>
#include <QSet>

class QWidget;

namespace slipway::ui {

class SecretStore;

// Answers a connection's questions with dialogs: the unknown host key, passphrases, passwords
// and each keyboard-interactive round. Dialogs open window-modal with open() (no nested event
// loop); the answer goes back when the person closes them.
class GuiPrompter final : public ssh::SshPrompter
{
    Q_OBJECT

public:
    // With `secrets`, passphrase and password dialogs offer to remember the answer in the
    // system keychain, and remembered answers are given without asking. A remembered answer
    // that the server refuses is removed from the keychain and the person is asked again.
    explicit GuiPrompter(QWidget *parentWindow, SecretStore *secrets = nullptr);

    void prompt(const ssh::SshPrompt &prompt, ssh::SshPromptReply reply) override;

private:
    void ask(const ssh::SshPrompt &prompt, ssh::SshPromptReply reply, const QString &entry);

    QPointer<QWidget> m_parentWindow;
    QPointer<SecretStore> m_secrets;
    QSet<QString> m_answeredFromKeychain; // entries whose last answer came from the keychain
};

} // namespace slipway::ui
