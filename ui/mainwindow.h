#pragma once

#include "appcontext.h"

#include <QMainWindow>
#include <QVariantMap>

#include <memory>

class QLayout;
class QListWidget;
class QStackedWidget;

namespace slipway {
class Settings;
} // namespace slipway

namespace slipway::runs {
class RunStore;
} // namespace slipway::runs

namespace slipway::remote {
class RemoteEventSync;
}

namespace slipway::ui {

class LocalPage;
class NewRunPage;
class PlotsPage;
class RunsPage;
class SecretStore;
class TensorBoardDialog;
class TrayWatch;

// The application window: a navigation list on the left (Runs, New run, Plots, Local,
// Connections) and the selected page on the right. It owns what the pages share (AppContext:
// the SSH connection pool, the run history) and wires the pages to each other; pages talk to
// core themselves.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // `runsPath`: the run history file (empty: RunStore::defaultPath()).
    explicit MainWindow(Settings &settings, QWidget *parent = nullptr,
                        const QString &runsPath = QString());
    ~MainWindow() override;

    // Page ids, stable across versions (they are saved in the settings).
    static QStringList pageIds();

    QString currentPageId() const;
    void showPage(const QString &id);

    PlotsPage *plotsPage() const { return m_plots; }
    RunsPage *runsPage() const { return m_runsPage; }
    // The tray icon while Slipway watches jobs with its window closed; null otherwise.
    TrayWatch *trayWatch() const { return m_tray; }

    // Plots a log folder on a cluster: its event files are mirrored into the local cache (only
    // new bytes) and the Plots page follows the copy while the job writes.
    // `title`: the run the folder belongs to ("mnist-cnn #3 (job 1545)"), empty for none.
    void plotRemoteFolder(const QString &hostArg, const QString &configFile, const QString &folder,
                          const QString &title = QString());

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // Splitter positions and table columns, by object name, to and from the settings.
    void saveViewStates();
    void restoreViewStates();
    void addColorSchemeChoice();
    void addPage(const QString &id, const QString &title, const QIcon &icon, QWidget *page);
    QLayout *navigationColumn();
    void chooseLanguage();
    // Closing with "keep watching" on: to the tray where there is one, else ask before quitting.
    // Returns whether the close goes ahead.
    bool closeKeepsWatching();
    void showFromTray();
    void quitFromTray();
    void saveWindowState();
    void wirePlots();
    void askForRemoteFolder();
    void showTensorBoard();

    Settings &m_settings;
    std::unique_ptr<runs::RunStore> m_runs;
    AppContext m_context;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_pages = nullptr;
    SecretStore *m_secrets = nullptr;
    LocalPage *m_local = nullptr;
    NewRunPage *m_newRun = nullptr;
    PlotsPage *m_plots = nullptr;
    RunsPage *m_runsPage = nullptr;
    TensorBoardDialog *m_tensorBoard = nullptr;
    remote::RemoteEventSync *m_remoteSync = nullptr;
    QString m_remoteHost; // where m_remoteSync copies from: host argument and ssh config
    QString m_remoteConfig;
    QString m_remoteTitle; // the run the folder belongs to, as Plots names it; empty for none
    QVariantMap m_remoteParameters; // that run's script arguments, for the Plots run table
    bool m_closing = false;
    bool m_quitting = false; // the person chose Quit: no tray, no question
    TrayWatch *m_tray = nullptr;
};

} // namespace slipway::ui
