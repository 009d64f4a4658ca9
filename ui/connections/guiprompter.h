#pragma once

#include "ssh/sshprompter.h"

#include <QPointer>

class QWidget;

namespace slipway::ui {

// Answers a connection's questions with dialogs: the unknown host key, passphrases, passwords
// and each keyboard-interactive round. Dialogs open window-modal with open() (no nested event
// loop); the answer goes back when the person closes them.
class GuiPrompter final : public ssh::SshPrompter
{
    Q_OBJECT

public:
    explicit GuiPrompter(QWidget *parentWindow);

    void prompt(const ssh::SshPrompt &prompt, ssh::SshPromptReply reply) override;

private:
    QPointer<QWidget> m_parentWindow;
};

} // namespace slipway::ui
