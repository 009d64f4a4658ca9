#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace slipway::ui {

// Asks which cluster folder to plot: the SSH host (a config alias, a saved connection or
// user@host:port) and the log folder on it. The folder's event files are then copied into a
// local cache, only new bytes each time, and plotted from there.
class RemoteFolderDialog final : public QDialog
{
    Q_OBJECT

public:
    // `hosts`: what to offer in the host list (the person may type another).
    RemoteFolderDialog(const QStringList &hosts, QWidget *parent = nullptr);

    void setHost(const QString &hostArg);
    void setFolder(const QString &folder);

    QString host() const;
    QString folder() const;

private:
    void validate();

    QComboBox *m_host = nullptr;
    QLineEdit *m_folder = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace slipway::ui
