#include "connections/guiprompter.h"

#include "connections/hostkeydialog.h"
#include "connections/loginpromptdialog.h"

#include <QWidget>

namespace slipway::ui {

GuiPrompter::GuiPrompter(QWidget *parentWindow)
    : ssh::SshPrompter(parentWindow)
    , m_parentWindow(parentWindow)
{}

void GuiPrompter::prompt(const ssh::SshPrompt &prompt, ssh::SshPromptReply reply)
{
    QWidget *parent = m_parentWindow.data();
    if (!parent) {
        reply.reject(QStringLiteral("The window that would ask was closed."));
        return;
    }
    if (prompt.kind == ssh::SshPrompt::Kind::UnknownHostKey) {
        auto *dialog = new HostKeyDialog(prompt, parent);
        connect(dialog, &QDialog::finished, dialog, [dialog, reply](int result) mutable {
            if (result == QDialog::Accepted) {
                reply.accept();
            } else {
                reply.reject();
            }
            dialog->deleteLater();
        });
        dialog->open();
        return;
    }
    auto *dialog = new LoginPromptDialog(prompt, parent);
    connect(dialog, &QDialog::finished, dialog, [dialog, reply](int result) mutable {
        if (result == QDialog::Accepted) {
            QList<QByteArray> answers = dialog->takeAnswers();
            reply.answer(answers);
            for (QByteArray &answer : answers) {
                answer.fill('\0');
            }
        } else {
            reply.reject();
        }
        dialog->deleteLater();
    });
    dialog->open();
}

} // namespace slipway::ui
