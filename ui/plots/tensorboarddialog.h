#pragma once

#include "remote/tensorboardsession.h"

#include <QDialog>
#include <QPointer>
#include <QUrl>

#include <functional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace slipway::ui {

struct AppContext;

// TensorBoard for a folder on a cluster, in the browser: host, log folder and the command that
// makes `tensorboard` available (e.g. "module load TensorBoard"); Start launches it on the login
// node (or reuses the one Slipway already runs for that folder) and forwards a local port;
// Open in browser shows it; Stop (Cancel while starting) closes the tunnel and stops the
// server. Uses the shared connection of AppContext::connections, so no second login.
//
// Closing the dialog keeps TensorBoard running while the dialog object lives; destroying it
// (or stop()) stops what it started.
class TensorBoardDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit TensorBoardDialog(AppContext &context, QWidget *parent = nullptr);
    ~TensorBoardDialog() override;

    // Pre-fills the fields (e.g. from a run: its host and log folder). `configFile` is the ssh
    // configuration the host is resolved through (empty: ~/.ssh/config).
    void setHost(const QString &hostArg, const QString &configFile = QString());
    void setFolder(const QString &folder);
    void setSetupCommand(const QString &command);
    // Forwards the TensorBoard a run's job started on its compute node instead of starting one
    // (`addressFile`: RunRecord::tensorBoardFile), and starts at once. Stop then only closes
    // the tunnel: the server ends with the job.
    void attachToJob(const QString &hostArg, const QString &configFile, const QString &folder,
                     const QString &addressFile);

    bool isActive() const;
    QUrl url() const;

    // For tests: what "Open in browser" calls instead of QDesktopServices::openUrl.
    void setUrlOpener(std::function<bool(const QUrl &)> opener) { m_opener = std::move(opener); }

public Q_SLOTS:
    void start();
    // Closes the tunnel and stops the server (or cancels a start in progress).
    void stop();

Q_SIGNALS:
    void running(const QUrl &url);
    void stopped();

private:
    void onState(remote::TensorBoardSession::State state);
    void updateButtons();
    void showError(const QString &text);
    // Fills the environment command last used with `host`, if any (and nothing runs).
    void applyRememberedSetup(const QString &host);

    AppContext &m_context;
    QString m_configFile;
    QString m_configHost;
    QString m_startedHost;    // the host of the running session, as written
    QString m_jobAddressFile; // set: forwarding a job's TensorBoard (attachToJob)
    QLabel *m_note = nullptr;
    QFormLayout *m_form = nullptr;
    QComboBox *m_host = nullptr;
    QLineEdit *m_folder = nullptr;
    QLineEdit *m_setup = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_url = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_stop = nullptr;
    QPushButton *m_open = nullptr;
    QPointer<remote::TensorBoardSession> m_session;
    std::function<bool(const QUrl &)> m_opener;
};

} // namespace slipway::ui
