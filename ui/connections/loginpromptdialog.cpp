#include "connections/loginpromptdialog.h"
#include "widgets/statuscolours.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace slipway::ui {

LoginPromptDialog::LoginPromptDialog(const ssh::SshPrompt &prompt, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("loginPromptDialog"));
    setWindowModality(Qt::WindowModal);
    auto *layout = new QVBoxLayout(this);

    QString heading;
    switch (prompt.kind) {
    case ssh::SshPrompt::Kind::Passphrase:
        setWindowTitle(tr("Key passphrase"));
        heading = tr("Enter the passphrase of your key <b>%1</b> to log in to %2.")
                      .arg(prompt.keyFile.toHtmlEscaped(), prompt.server.toHtmlEscaped());
        break;
    case ssh::SshPrompt::Kind::Password:
        setWindowTitle(tr("Password"));
        heading = tr("Enter your password for <b>%1</b>.").arg(prompt.server.toHtmlEscaped());
        break;
    default:
        setWindowTitle(prompt.name.isEmpty() ? tr("Login") : prompt.name);
        heading = tr("<b>%1</b> asks:").arg(prompt.server.toHtmlEscaped());
        break;
    }
    if (prompt.isJumpHost) {
        heading += tr("<br>(This is the jump host on the way to your cluster.)");
    }
    auto *headingLabel = new QLabel(heading, this);
    headingLabel->setWordWrap(true);
    layout->addWidget(headingLabel);
    if (!prompt.instruction.isEmpty()) {
        // Server text, shown as plain text: it may contain anything.
        auto *instruction = new QLabel(prompt.instruction, this);
        instruction->setObjectName(QStringLiteral("instructionLabel"));
        instruction->setTextFormat(Qt::PlainText);
        instruction->setWordWrap(true);
        layout->addWidget(instruction);
    }
    if (!prompt.retryReason.isEmpty()) {
        auto *retry = new QLabel(prompt.retryReason, this);
        retry->setObjectName(QStringLiteral("retryLabel"));
        retry->setTextFormat(Qt::PlainText);
        setStatusTone(retry, StatusTone::Error);
        layout->addWidget(retry);
    }
    auto *form = new QFormLayout;
    for (int i = 0; i < prompt.fields.size(); ++i) {
        const ssh::SshPrompt::Field &field = prompt.fields.at(i);
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QStringLiteral("answerEdit%1").arg(i));
        edit->setEchoMode(field.echo ? QLineEdit::Normal : QLineEdit::Password);
        auto *label = new QLabel(field.label.trimmed(), this);
        label->setTextFormat(Qt::PlainText);
        form->addRow(label, edit);
        m_fields << edit;
    }
    layout->addLayout(form);
    m_remember = new QCheckBox(tr("Remember in the system keychain"), this);
    m_remember->setObjectName(QStringLiteral("rememberCheck"));
    m_remember->setToolTip(tr("Kept by your operating system's keychain, never in Slipway's own "
                              "files. Next time Slipway logs in without asking."));
    m_remember->setVisible(false);
    layout->addWidget(m_remember);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("okButton"));
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Log in"));
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(420);
}

LoginPromptDialog::~LoginPromptDialog()
{
    for (QLineEdit *field : std::as_const(m_fields)) {
        field->clear();
    }
}

void LoginPromptDialog::offerToRemember(bool checked)
{
    m_remember->setChecked(checked);
    m_remember->setVisible(true);
}

bool LoginPromptDialog::rememberRequested() const
{
    return !m_remember->isHidden() && m_remember->isChecked();
}

QList<QByteArray> LoginPromptDialog::takeAnswers()
{
    QList<QByteArray> answers;
    for (QLineEdit *field : std::as_const(m_fields)) {
        answers << field->text().toUtf8();
        field->clear();
    }
    return answers;
}

} // namespace slipway::ui
