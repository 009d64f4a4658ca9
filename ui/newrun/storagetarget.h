#pragma once

#include "site/siteprofile.h"
#include "storage/workspace.h"

#include <QFuture>
#include <QGroupBox>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QWidget;

namespace slipway {
class CommandRunner;
namespace storage {
class WorkspaceService;
struct WorkspaceChangeResult;
} // namespace storage
} // namespace slipway

namespace slipway::ui {

// "Where your project goes on the cluster": the home folder (the default), the profile's
// scratch and project folders, or, where the site uses hpc-workspace, one of the user's
// workspaces, which can be looked up, allocated (name, days, file system) and extended here,
// with a warning when one expires soon. Every cluster command runs in the background, shows
// that it is busy and can be cancelled.
class StorageTargetView final : public QGroupBox
{
    Q_OBJECT

public:
    explicit StorageTargetView(QWidget *parent = nullptr);
    ~StorageTargetView() override;

    // The cluster's profile (nullptr: none chosen) and how to reach its login node.
    void setProfile(const site::SiteProfile *profile);
    void setRunnerSource(std::function<CommandRunner *(QString *error)> source);

    // The folder the project's snapshots go below ("$SCRATCH", a workspace's path); empty for
    // the home folder.
    QString baseFolder() const;

Q_SIGNALS:
    void changed();

private:
    void rebuildTargets(const QString &keep);
    void lookUp();
    void allocate();
    void extend();
    void lookUpThenSelect(const QString &path, const QString &message);
    void
    selectWhenChanged(int generation, QFuture<storage::WorkspaceChangeResult> change,
                      std::function<QString(const storage::WorkspaceChangeResult &)> pathOnSuccess);
    void onTargetChanged();
    void updateFilesystemLimits();
    void setBusy(const QString &what);
    void setStatus(const QString &text, bool warning);
    storage::WorkspaceService *service(QString *error);
    storage::WorkspaceService *begin(const QString &what, int *generation);
    bool wanted(int generation, const QString &error);
    std::optional<storage::Workspace> chosenWorkspace() const;

    const site::SiteProfile *m_profile = nullptr;
    std::function<CommandRunner *(QString *)> m_runnerSource;
    storage::WorkspaceService *m_service = nullptr;
    CommandRunner *m_serviceRunner = nullptr;
    QList<storage::Workspace> m_workspaces;
    QFuture<void> m_pending;
    bool m_hiddenForLocal = false;
    QString m_emittedBase; // the folder last announced with changed()
    int m_generation = 0;  // replies of an earlier profile or cancelled request are ignored

    QComboBox *m_target = nullptr;
    QWidget *m_workspaceRows = nullptr;
    QPushButton *m_lookUp = nullptr;
    QLineEdit *m_name = nullptr;
    QSpinBox *m_days = nullptr;
    QComboBox *m_filesystem = nullptr;
    QPushButton *m_allocate = nullptr;
    QSpinBox *m_extendDays = nullptr;
    QPushButton *m_extend = nullptr;
    QProgressBar *m_busy = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace slipway::ui
