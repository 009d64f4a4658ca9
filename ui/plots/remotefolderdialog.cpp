#include "plots/remotefolderdialog.h"
#include "widgets/statuscolours.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace slipway::ui {

RemoteFolderDialog::RemoteFolderDialog(const QStringList &hosts, QWidget *parent)
    : QDialog(parent)
    , m_host(new QComboBox(this))
    , m_folder(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("remoteFolderDialog"));
    setWindowTitle(tr("Plot a folder on a cluster"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Slipway copies the TensorBoard event files of this folder (and "
                                "its sub-folders) to this computer, fetching only what is new, "
                                "and keeps the plots up to date while the job writes."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_host->setObjectName(QStringLiteral("hostCombo"));
    m_host->setEditable(true);
    m_host->addItems(hosts);
    m_host->setToolTip(tr("An alias from your SSH config, or user@host:port."));
    m_folder->setObjectName(QStringLiteral("folderEdit"));
    m_folder->setPlaceholderText(tr("/home/you/project/runs  or  ~/project/runs"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Cluster:"), m_host);
    form->addRow(tr("&Log folder:"), m_folder);
    layout->addLayout(form);

    m_problem->setObjectName(QStringLiteral("problemLabel"));
    setStatusTone(m_problem, StatusTone::Error);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(QStringLiteral("okButton"));
    m_ok->setText(tr("Plot"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_host, &QComboBox::editTextChanged, this, &RemoteFolderDialog::validate);
    connect(m_folder, &QLineEdit::textChanged, this, &RemoteFolderDialog::validate);
    setMinimumWidth(480);
    validate();
}

void RemoteFolderDialog::setHost(const QString &hostArg)
{
    m_host->setEditText(hostArg);
}

void RemoteFolderDialog::setFolder(const QString &folder)
{
    m_folder->setText(folder);
}

QString RemoteFolderDialog::host() const
{
    return m_host->currentText().trimmed();
}

QString RemoteFolderDialog::folder() const
{
    return m_folder->text().trimmed();
}

void RemoteFolderDialog::validate()
{
    QString problem;
    if (host().isEmpty()) {
        problem = tr("Choose the cluster.");
    } else if (folder().isEmpty()) {
        problem = tr("Type the folder your training script writes its event files to.");
    } else if (folder().contains(QLatin1Char('\n')) || folder().contains(QChar(0))) {
        problem = tr("A folder name cannot contain a line break.");
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace slipway::ui
