#include "connections/hostkeydialog.h"
#include "widgets/statuscolours.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace slipway::ui {

HostKeyDialog::HostKeyDialog(const ssh::SshPrompt &prompt, QWidget *parent)
    : QDialog(parent)
    , m_fingerprint(prompt.fingerprint)
{
    setObjectName(QStringLiteral("hostKeyDialog"));
    setWindowTitle(tr("New server: check its fingerprint"));
    setWindowModality(Qt::WindowModal);

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("<b>Slipway has not connected to %1 before.</b><br>Before you trust it, compare the "
           "fingerprint below with the one your computing centre publishes (often on its "
           "\"SSH fingerprints\" documentation page). If they differ, do not connect.")
            .arg(prompt.server.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto *server = new QLabel(prompt.server, this);
    server->setObjectName(QStringLiteral("serverLabel"));
    form->addRow(tr("Server:"), server);
    auto *type = new QLabel(prompt.keyType, this);
    type->setObjectName(QStringLiteral("keyTypeLabel"));
    form->addRow(tr("Key type:"), type);
    auto *fingerprint = new QLabel(prompt.fingerprint, this);
    fingerprint->setObjectName(QStringLiteral("fingerprintLabel"));
    fingerprint->setFont(fixed);
    fingerprint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Fingerprint:"), fingerprint);
    m_expected = new QLineEdit(this);
    m_expected->setObjectName(QStringLiteral("expectedFingerprintEdit"));
    m_expected->setFont(fixed);
    m_expected->setPlaceholderText(tr("Paste the published fingerprint to compare (optional)"));
    form->addRow(tr("Published:"), m_expected);
    m_match = new QLabel(this);
    m_match->setObjectName(QStringLiteral("fingerprintMatchLabel"));
    m_match->setWordWrap(true);
    form->addRow(QString(), m_match);
    if (!prompt.knownHostsFile.isEmpty()) {
        auto *file = new QLabel(prompt.knownHostsFile, this);
        file->setObjectName(QStringLiteral("knownHostsLabel"));
        form->addRow(tr("Saved to:"), file);
    }
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(this);
    m_trust = buttons->addButton(tr("Trust and connect"), QDialogButtonBox::AcceptRole);
    m_trust->setObjectName(QStringLiteral("trustButton"));
    QPushButton *cancel = buttons->addButton(tr("Do not connect"), QDialogButtonBox::RejectRole);
    cancel->setObjectName(QStringLiteral("rejectButton"));
    cancel->setDefault(true); // Enter must not trust a key by accident
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_expected, &QLineEdit::textChanged, this, &HostKeyDialog::compare);
    setMinimumWidth(620);
}

void HostKeyDialog::compare()
{
    QString expected = m_expected->text().trimmed();
    if (expected.isEmpty()) {
        m_match->clear();
        m_trust->setEnabled(true);
        return;
    }
    if (!expected.startsWith(QLatin1String("SHA256:"))) {
        expected.prepend(QStringLiteral("SHA256:"));
    }
    const bool same = expected == m_fingerprint;
    m_match->setText(same ? tr("✔ The fingerprints are identical.")
                          : tr("✘ The fingerprints differ: this may not be your cluster. Do not "
                               "connect."));
    if (same) {
        setStatusTone(m_match, StatusTone::Ok);
    } else {
        setStatusTone(m_match, StatusTone::Error, QStringLiteral("font-weight: bold;"));
    }
    m_trust->setEnabled(same);
}

} // namespace slipway::ui
