#pragma once

#include "connections/connectionstore.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace slipway::ui {

// Adds or edits a saved connection: a name, user@host:port, and optionally a key file. The
// address is checked as it is typed, with the same rules as connecting.
class ConnectionEditDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectionEditDialog(const SavedConnection &connection, QWidget *parent = nullptr);

    SavedConnection connection() const;

private:
    void validate();

    QLineEdit *m_name = nullptr;
    QLineEdit *m_address = nullptr;
    QLineEdit *m_identity = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace slipway::ui
