#include "connections/guiprompter.h"

#include "connections/hostkeydialog.h"
#include "connections/loginpromptdialog.h"
#include "connections/secretstore.h"

#include <QCoreApplication>
#include <QWidget>

namespace slipway::ui {

GuiPrompter::GuiPrompter(QWidget *parentWindow, SecretStore *secrets)
    : ssh::SshPrompter(parentWindow)
    , m_parentWindow(parentWindow)
    , m_secrets(secrets)
{}

void GuiPrompter::prompt(const ssh::SshPrompt &prompt, ssh::SshPromptReply reply)
{
    QWidget *parent = m_parentWindow.data();
    if (!parent) {
        reply.reject(
            QCoreApplication::translate("guiprompter", "The window that would ask was closed."));
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
    const QString entry = m_secrets ? SecretStore::entryFor(prompt) : QString();
    if (entry.isEmpty() || !m_secrets->isRemembered(entry)) {
        ask(prompt, reply, entry);
        return;
    }
    if (m_answeredFromKeychain.contains(entry) && !prompt.retryReason.isEmpty()) {
        // The remembered answer was refused: it is out of date. Forget it and ask.
        m_answeredFromKeychain.remove(entry);
        m_secrets->forget(entry, this, nullptr);
        ssh::SshPrompt again = prompt;
        again.retryReason = tr("The remembered answer was refused, so Slipway removed it from "
                               "the keychain. %1")
                                .arg(prompt.retryReason);
        ask(again, reply, entry);
        return;
    }
    m_secrets->read(
        entry, this,
        [this, prompt, reply, entry](std::optional<QByteArray> secret, const QString &) mutable {
            if (!secret || prompt.fields.size() != 1) {
                ask(prompt, reply, entry);
                return;
            }
            m_answeredFromKeychain.insert(entry);
            reply.answer({*secret});
            secret->fill('\0');
        });
}

void GuiPrompter::ask(const ssh::SshPrompt &prompt, ssh::SshPromptReply reply, const QString &entry)
{
    QWidget *parent = m_parentWindow.data();
    if (!parent) {
        reply.reject(
            QCoreApplication::translate("guiprompter", "The window that would ask was closed."));
        return;
    }
    m_answeredFromKeychain.remove(entry);
    auto *dialog = new LoginPromptDialog(prompt, parent);
    if (!entry.isEmpty() && prompt.fields.size() == 1) {
        dialog->offerToRemember(m_secrets->isRemembered(entry));
    }
    connect(dialog, &QDialog::finished, dialog, [this, dialog, reply, entry](int result) mutable {
        if (result == QDialog::Accepted) {
            const bool remember = dialog->rememberRequested();
            QList<QByteArray> answers = dialog->takeAnswers();
            if (m_secrets && !entry.isEmpty()) {
                if (remember && answers.size() == 1) {
                    m_secrets->write(entry, answers.first(), this, nullptr);
                } else if (!remember && m_secrets->isRemembered(entry)) {
                    m_secrets->forget(entry, this, nullptr);
                }
            }
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
