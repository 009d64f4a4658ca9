#pragma once

#include "compose/jobspec.h"
#include "envsetup/discoveredenvironment.h"
#include "envsetup/torchprobe.h"
#include "site/siteprofile.h"

#include <QFuture>
#include <QPointer>
#include <QWidget>

#include <functional>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QVBoxLayout;

namespace slipway {
class CommandRunner;
namespace ssh {
class SshConnection;
}
} // namespace slipway

namespace slipway::envsetup {
class EnvironmentDiscovery;
class EnvironmentSetup;
} // namespace slipway::envsetup

namespace slipway::ui {

// Step 2: how the job gets Python and torch. A recipe with a plain explanation; what the
// cluster offers (modules, conda environments, venvs), found in the background with a search
// box; a torch/CUDA check; and the one-time set-up on the login node with its output streamed.
class EnvironmentStep final : public QWidget
{
    Q_OBJECT

public:
    explicit EnvironmentStep(QWidget *parent = nullptr);
    ~EnvironmentStep() override;

    void setProfile(const site::SiteProfile &profile);
    // Where discovery, the torch check and the set-up run. Either may be null (no connection).
    void setConnection(CommandRunner *runner, ssh::SshConnection *connection);
    // The set-up script for the current choices (from the composer), or empty.
    void setSetupScriptProvider(std::function<QString()> provider);

    compose::JobEnvironment environment() const;

    // Starts discovery unless it ran (or runs) for this connection already.
    void discoverIfNeeded();
    // Why there is no connection (shown where the discovered environments would be).
    void showConnectionProblem(const QString &message);
    void discover();
    void cancelAll();

    // The current setup script changed (the page recomposed); enables the set-up button.
    void setSetupAvailable(bool available);

    // The one-time set-up on the login node (what "Set up on the login node" does); its output
    // comes as setupOutput() and its end as setupFinished().
    void startSetup();
    void cancelSetup();
    bool isSettingUp() const;

Q_SIGNALS:
    void changed();
    // A set-up finished: succeeded or not, and the message shown.
    void setupFinished(bool succeeded, const QString &message);
    void setupOutput(const QString &line);
    void discoveryFinished();

private:
    // The constructor's parts.
    void buildRecipeForms(QVBoxLayout *layout);
    QGroupBox *buildOfferedBox();
    QGroupBox *buildTorchBox();
    QGroupBox *buildSetupBox();
    void connectControls();

    void onRecipeChanged();
    void addFound(const envsetup::DiscoveredEnvironments &environments);
    void filterList();
    void useSelected();
    void showVersions();
    void checkTorch();
    void showTorch(const envsetup::TorchInfo &info);
    void updateButtons();

    site::SiteProfile m_profile;
    QPointer<CommandRunner> m_runner;
    QPointer<ssh::SshConnection> m_connection;
    envsetup::EnvironmentDiscovery *m_discovery = nullptr;
    envsetup::EnvironmentSetup *m_setup = nullptr;
    std::function<QString()> m_setupScript;
    bool m_discovered = false;
    bool m_discoveryFailed = false; // a listing failed; its message stays in the status line
    bool m_setupAvailable = false;
    QFuture<envsetup::TorchInfo> m_torch;
    QFuture<QStringList> m_versions;
    int m_torchGeneration = 0;

    QComboBox *m_recipe = nullptr;
    QLabel *m_recipeHelp = nullptr;
    QLineEdit *m_modules = nullptr;
    QLineEdit *m_path = nullptr;
    QLineEdit *m_packages = nullptr;
    QLineEdit *m_image = nullptr;

    QLineEdit *m_search = nullptr;
    QListWidget *m_list = nullptr;
    QProgressBar *m_discoverProgress = nullptr;
    QLabel *m_discoverStatus = nullptr;
    QPushButton *m_discoverButton = nullptr;
    QPushButton *m_discoverCancel = nullptr;
    QPushButton *m_useButton = nullptr;
    QPushButton *m_versionsButton = nullptr;

    QPushButton *m_torchButton = nullptr;
    QPushButton *m_torchCancel = nullptr;
    QLabel *m_torchResult = nullptr;

    QPushButton *m_setupButton = nullptr;
    QPushButton *m_setupCancel = nullptr;
    QPlainTextEdit *m_setupOutput = nullptr;
    QLabel *m_setupResult = nullptr;
};

} // namespace slipway::ui
