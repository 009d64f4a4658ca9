#pragma once

#include "fetch/remotedownload.h"

#include <QDialog>
#include <QPointer>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace slipway::ssh {
class SshConnection;
}

namespace slipway::ui {

// "Download to the cluster…": the URL of an archive (zip, tar.gz) with an optional SHA-256 and
// the folder to unpack it into; or, in the Fashion-MNIST mode, only the folder. The work is a
// fetch::RemoteDownload (the login node fetches when the profile says it has internet, else
// Slipway downloads here and uploads); progress in the bar, Cancel stops it and removes what was
// fetched. The dialog never blocks.
class DownloadDialog final : public QDialog
{
    Q_OBJECT

public:
    enum class Mode { Archive, FashionMnist };

    DownloadDialog(Mode mode, ssh::SshConnection *connection, bool loginNodeInternet,
                   const QString &suggestedFolder, QWidget *parent = nullptr);

    // Shown at once, e.g. "choose your cluster first"; Download stays off while it holds.
    void setProblem(const QString &text);
    // After success: the folder on the cluster (absolute).
    QString targetPath() const { return m_targetPath; }

    // Closing the window while a download runs cancels it first (which cleans up on the
    // cluster); the window then stays open to show that it was cancelled.
    void reject() override;

Q_SIGNALS:
    void downloaded(const QString &targetPath);

private:
    void start();
    void onFinished(const fetch::DownloadResult &result);
    void setRunning(bool running);

    Mode m_mode;
    QPointer<ssh::SshConnection> m_connection;
    bool m_internet = true;
    fetch::RemoteDownload *m_download = nullptr;
    QLineEdit *m_url = nullptr;
    QLineEdit *m_sha = nullptr;
    QLineEdit *m_folder = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_close = nullptr;
    QString m_targetPath;
    bool m_folderEdited = false;
    bool m_blocked = false;
};

} // namespace slipway::ui
