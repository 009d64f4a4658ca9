#include "connections/connectioneditdialog.h"

#include "ssh/sshtarget.h"
#include "widgets/statuscolours.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace slipway::ui {

ConnectionEditDialog::ConnectionEditDialog(const SavedConnection &connection, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("connectionEditDialog"));
    setWindowTitle(connection.name.isEmpty() ? tr("Add a connection") : tr("Edit connection"));
    setWindowModality(Qt::WindowModal);
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name = new QLineEdit(connection.name, this);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setPlaceholderText(tr("My cluster"));
    form->addRow(tr("Name:"), m_name);
    m_address = new QLineEdit(connection.address, this);
    m_address->setObjectName(QStringLiteral("addressEdit"));
    m_address->setPlaceholderText(tr("user@login.cluster.example.org:22"));
    form->addRow(tr("Address:"), m_address);
    m_identity = new QLineEdit(connection.identityFile, this);
    m_identity->setObjectName(QStringLiteral("identityEdit"));
    m_identity->setPlaceholderText(tr("~/.ssh/id_ed25519 (optional)"));
    form->addRow(tr("Key file:"), m_identity);
    layout->addLayout(form);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    setStatusTone(m_problem, StatusTone::Error);
    layout->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Save);
    m_ok->setObjectName(QStringLiteral("saveButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_name, &QLineEdit::textChanged, this, &ConnectionEditDialog::validate);
    connect(m_address, &QLineEdit::textChanged, this, &ConnectionEditDialog::validate);
    connect(m_identity, &QLineEdit::textChanged, this, &ConnectionEditDialog::validate);
    setMinimumWidth(460);
    validate();
}

void ConnectionEditDialog::validate()
{
    QString problem;
    if (m_name->text().trimmed().isEmpty()) {
        problem = tr("Give the connection a name.");
    } else if (m_address->text().trimmed().isEmpty()) {
        problem = tr("Enter the address, e.g. alice@login.cluster.example.org.");
    } else {
        // The same parsing as connecting, without reading any configuration file.
        QString error;
        if (!ssh::SshTarget::resolve(m_address->text().trimmed(), QStringLiteral("/dev/null"),
                                     &error)) {
            problem = error;
        }
    }
    const QString identity = m_identity->text().trimmed();
    if (problem.isEmpty() && !identity.isEmpty()) {
        QString path = identity;
        if (path.startsWith(QLatin1String("~/"))) {
            path = QDir::homePath() + path.mid(1);
        }
        if (!QFileInfo::exists(path)) {
            problem = tr("The key file %1 does not exist.").arg(identity);
        }
    }
    m_problem->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
}

SavedConnection ConnectionEditDialog::connection() const
{
    return SavedConnection{m_name->text().trimmed(), m_address->text().trimmed(),
                           m_identity->text().trimmed()};
}

} // namespace slipway::ui
