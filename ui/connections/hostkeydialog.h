#pragma once

#include "ssh/sshprompter.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace slipway::ui {

// "Is this really your cluster?" for a host key Slipway has never seen: host, key type and the
// SHA256 fingerprint as `ssh` prints it, and a field to paste the fingerprint the centre
// publishes, compared exactly. Accepting writes the key to known_hosts (OpenSSH format).
class HostKeyDialog final : public QDialog
{
    Q_OBJECT

public:
    HostKeyDialog(const ssh::SshPrompt &prompt, QWidget *parent = nullptr);

private:
    void compare();

    QString m_fingerprint;
    QLineEdit *m_expected = nullptr;
    QLabel *m_match = nullptr;
    QPushButton *m_trust = nullptr;
};

} // namespace slipway::ui
