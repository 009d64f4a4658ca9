#include "newrun/storagetarget.h"

#include "common/commandrunner.h"
#include "common/futures.h"
#include "storage/workspaceservice.h"
#include "widgets/statuscolours.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {
constexpr int kWarnDays = 7;
}

StorageTargetView::StorageTargetView(QWidget *parent)
    : QGroupBox(tr("Where your project goes on the cluster"), parent)
{
    setObjectName(QStringLiteral("storageTargetView"));
    auto *layout = new QVBoxLayout(this);

    auto *targetRow = new QHBoxLayout;
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("storageTarget"));
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    targetRow->addWidget(new QLabel(tr("Folder:"), this));
    targetRow->addWidget(m_target, 1);
    m_lookUp = new QPushButton(tr("Look up my workspaces"), this);
    m_lookUp->setObjectName(QStringLiteral("workspaceLookUp"));
    targetRow->addWidget(m_lookUp);
    layout->addLayout(targetRow);

    m_workspaceRows = new QWidget(this);
    auto *form = new QFormLayout(m_workspaceRows);
    form->setContentsMargins(0, 0, 0, 0);
    auto *newRow = new QHBoxLayout;
    m_name = new QLineEdit(m_workspaceRows);
    m_name->setObjectName(QStringLiteral("workspaceName"));
    m_name->setPlaceholderText(tr("name, e.g. mnist"));
    m_days = new QSpinBox(m_workspaceRows);
    m_days->setObjectName(QStringLiteral("workspaceDays"));
    m_days->setSuffix(tr(" days"));
    m_days->setRange(1, 30);
    m_days->setValue(30);
    m_filesystem = new QComboBox(m_workspaceRows);
    m_filesystem->setObjectName(QStringLiteral("workspaceFilesystem"));
    m_filesystem->setToolTip(tr("The file system the workspace is made on"));
    m_allocate = new QPushButton(tr("Make workspace"), m_workspaceRows);
    m_allocate->setObjectName(QStringLiteral("workspaceAllocate"));
    newRow->addWidget(m_name, 1);
    newRow->addWidget(m_days);
    newRow->addWidget(m_filesystem);
    newRow->addWidget(m_allocate);
    form->addRow(tr("New workspace:"), newRow);
    auto *extendRow = new QHBoxLayout;
    m_extendDays = new QSpinBox(m_workspaceRows);
    m_extendDays->setObjectName(QStringLiteral("workspaceExtendDays"));
    m_extendDays->setSuffix(tr(" days from now"));
    m_extendDays->setRange(1, 30);
    m_extendDays->setValue(30);
    m_extend = new QPushButton(tr("Extend"), m_workspaceRows);
    m_extend->setObjectName(QStringLiteral("workspaceExtend"));
    extendRow->addWidget(m_extendDays);
    extendRow->addWidget(m_extend);
    extendRow->addStretch(1);
    form->addRow(tr("Keep the chosen workspace until:"), extendRow);
    layout->addWidget(m_workspaceRows);

    auto *busyRow = new QHBoxLayout;
    m_busy = new QProgressBar(this);
    m_busy->setObjectName(QStringLiteral("workspaceBusy"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(160);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("workspaceCancel"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("workspaceStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    busyRow->addWidget(m_busy);
    busyRow->addWidget(m_cancel);
    busyRow->addWidget(m_status, 1);
    layout->addLayout(busyRow);
    m_busy->hide();
    m_cancel->hide();

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("storageNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    connect(m_target, &QComboBox::currentIndexChanged, this, &StorageTargetView::onTargetChanged);
    connect(m_lookUp, &QPushButton::clicked, this, &StorageTargetView::lookUp);
    connect(m_allocate, &QPushButton::clicked, this, &StorageTargetView::allocate);
    connect(m_name, &QLineEdit::returnPressed, this, &StorageTargetView::allocate);
    connect(m_extend, &QPushButton::clicked, this, &StorageTargetView::extend);
    connect(m_filesystem, &QComboBox::currentIndexChanged, this,
            &StorageTargetView::updateFilesystemLimits);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        ++m_generation;
        cancelIfRunning(m_pending);
        setBusy({});
        setStatus(tr("Cancelled."), false);
    });
    setProfile(nullptr);
}

StorageTargetView::~StorageTargetView()
{
    ++m_generation;
    cancelIfRunning(m_pending);
}

void StorageTargetView::setRunnerSource(std::function<CommandRunner *(QString *)> source)
{
    m_runnerSource = std::move(source);
}

void StorageTargetView::setProfile(const site::SiteProfile *profile)
{
    // Also called when the connection changes: what was looked up may belong to another host.
    ++m_generation;
    cancelIfRunning(m_pending);
    setBusy({});
    m_profile = profile;
    m_workspaces.clear();
    // This computer has no cluster folder to choose.
    const bool local = profile && profile->scheduler == site::SchedulerKind::Local;
    if (local != m_hiddenForLocal) {
        setVisible(!local);
        m_hiddenForLocal = local;
    }
    const bool workspaces = profile && profile->workspaceTool == QLatin1String("hpc-workspace");
    m_workspaceRows->setVisible(workspaces);
    m_lookUp->setVisible(workspaces);
    m_filesystem->clear();
    if (workspaces) {
        for (const site::WorkspaceFilesystem &fs : profile->workspaceFilesystems) {
            m_filesystem->addItem(fs.name, fs.maxDays);
        }
        m_filesystem->setVisible(m_filesystem->count() > 1);
        m_note->setText(tr("%1 keeps data in workspaces that expire: look up yours, or make "
                           "one, and Slipway sends the project into it.")
                            .arg(profile->displayName));
    } else if (profile) {
        m_note->setText(
            profile->scratchPath.isEmpty() && profile->projectPath.isEmpty()
                ? tr("Projects go into slipway-projects in your home folder on the cluster.")
                : tr("%1 does not use workspaces: choose your home, scratch or project folder.")
                      .arg(profile->displayName));
    } else {
        m_note->setText(tr("Choose the cluster first."));
    }
    updateFilesystemLimits();
    setStatus({}, false);
    rebuildTargets({});
}

QString StorageTargetView::baseFolder() const
{
    return m_target->currentData().toString();
}

void StorageTargetView::rebuildTargets(const QString &keep)
{
    const QSignalBlocker block(m_target);
    const QString before = keep.isEmpty() ? baseFolder() : keep;
    m_target->clear();
    m_target->addItem(tr("Home folder (~/slipway-projects)"), QString());
    if (m_profile && !m_profile->scratchPath.isEmpty()) {
        m_target->addItem(tr("Scratch folder (%1)").arg(m_profile->scratchPath),
                          m_profile->scratchPath);
    }
    if (m_profile && !m_profile->projectPath.isEmpty()) {
        m_target->addItem(tr("Project folder (%1)").arg(m_profile->projectPath),
                          m_profile->projectPath);
    }
    for (const storage::Workspace &w : m_workspaces) {
        // The warning first, so a narrow list still shows it; the folder in the tooltip.
        QString label = tr("Workspace %1").arg(w.id);
        if (const QString warning = w.expiryWarning(kWarnDays); !warning.isEmpty()) {
            label += QStringLiteral(" — ") + warning;
        }
        label += QStringLiteral(" (%1)").arg(w.status());
        m_target->addItem(label, w.path);
        m_target->setItemData(m_target->count() - 1, w.path, Qt::ToolTipRole);
    }
    const int index = m_target->findData(before);
    m_target->setCurrentIndex(index >= 0 ? index : 0);
    onTargetChanged();
}

std::optional<storage::Workspace> StorageTargetView::chosenWorkspace() const
{
    for (const storage::Workspace &w : m_workspaces) {
        if (w.path == baseFolder()) {
            return w;
        }
    }
    return std::nullopt;
}

void StorageTargetView::onTargetChanged()
{
    const auto ws = chosenWorkspace();
    m_extend->setEnabled(ws.has_value() && !m_busy->isVisible());
    m_extendDays->setEnabled(ws.has_value());
    if (ws) {
        const QString warning = ws->expiryWarning(kWarnDays);
        if (ws->expired) {
            setStatus(tr("Workspace %1 has expired: its files may be deleted. Choose or make "
                         "another one.")
                          .arg(ws->id),
                      true);
        } else if (!warning.isEmpty()) {
            setStatus(tr("Workspace %1 %2. Extend it before then, or its files are deleted.")
                          .arg(ws->id, warning),
                      true);
        } else {
            setStatus({}, false);
        }
    }
    // Only a different folder changes the job (the wizard recomposes on this signal).
    if (baseFolder() != m_emittedBase) {
        m_emittedBase = baseFolder();
        Q_EMIT changed();
    }
}

void StorageTargetView::updateFilesystemLimits()
{
    int max = 30;
    if (m_filesystem->count() > 0) {
        max = m_filesystem->currentData().toInt();
    }
    m_days->setRange(1, std::max(1, max));
    m_days->setToolTip(tr("At most %1 days on this file system").arg(max));
    m_extendDays->setRange(1, std::max(1, max));
}

void StorageTargetView::setBusy(const QString &what)
{
    const bool busy = !what.isEmpty();
    m_busy->setVisible(busy);
    m_cancel->setVisible(busy);
    m_lookUp->setEnabled(!busy);
    m_allocate->setEnabled(!busy);
    m_extend->setEnabled(!busy && chosenWorkspace().has_value());
    if (busy) {
        setStatus(what, false);
    }
}

void StorageTargetView::setStatus(const QString &text, bool warning)
{
    m_status->setText(text);
    if (warning) {
        setStatusTone(m_status, StatusTone::Error);
    } else {
        clearStatusTone(m_status);
    }
}

storage::WorkspaceService *StorageTargetView::service(QString *error)
{
    if (!m_runnerSource) {
        *error = tr("There is no connection to the cluster.");
        return nullptr;
    }
    CommandRunner *runner = m_runnerSource(error);
    if (!runner) {
        return nullptr;
    }
    if (runner != m_serviceRunner || !m_service) {
        delete m_service;
        m_service = new storage::WorkspaceService(runner, this);
        m_serviceRunner = runner;
    }
    return m_service;
}

// A new request: the service to ask, with the view busy saying `what` and replies to earlier
// requests ignored from now on (`generation` is this one's); or nullptr, with the reason shown.
storage::WorkspaceService *StorageTargetView::begin(const QString &what, int *generation)
{
    QString error;
    storage::WorkspaceService *s = service(&error);
    if (!s) {
        setStatus(error, true);
        return nullptr;
    }
    *generation = ++m_generation;
    setBusy(what);
    return s;
}

// Whether the reply to request `generation` is still wanted and brought no error: a reply that a
// later request replaced is dropped; otherwise the view is no longer busy, and an error is shown.
bool StorageTargetView::wanted(int generation, const QString &error)
{
    if (generation != m_generation) {
        return false;
    }
    setBusy({});
    if (!error.isEmpty()) {
        setStatus(error, true);
        return false;
    }
    return true;
}

void StorageTargetView::lookUp()
{
    int generation = 0;
    storage::WorkspaceService *s =
        begin(tr("Asking the cluster for your workspaces…"), &generation);
    if (!s) {
        return;
    }
    QFuture<storage::WorkspaceListResult> f = s->list();
    m_pending = f.then(this, [this, generation](const storage::WorkspaceListResult &r) {
        if (!wanted(generation, r.error)) {
            return;
        }
        m_workspaces = r.workspaces;
        rebuildTargets({});
        if (m_workspaces.isEmpty()) {
            setStatus(tr("You have no workspaces yet: give a name and make one."), false);
        } else if (!chosenWorkspace()) {
            setStatus(tr("Found %n workspace(s); choose one in the list.", nullptr,
                         int(m_workspaces.size())),
                      false);
        }
    });
}

void StorageTargetView::allocate()
{
    const QString name = m_name->text().trimmed();
    if (const QString problem = storage::workspaceNameProblem(name); !problem.isEmpty()) {
        setStatus(problem, true);
        m_name->setFocus();
        return;
    }
    int generation = 0;
    storage::WorkspaceService *s = begin(tr("Making workspace %1…").arg(name), &generation);
    if (!s) {
        return;
    }
    const QString fs = m_filesystem->count() > 1 ? m_filesystem->currentText() : QString();
    selectWhenChanged(generation, s->allocate(name, m_days->value(), fs),
                      [this](const storage::WorkspaceChangeResult &r) {
                          m_name->clear();
                          return r.outcome.path;
                      });
}

void StorageTargetView::extend()
{
    const auto ws = chosenWorkspace();
    if (!ws) {
        return;
    }
    int generation = 0;
    storage::WorkspaceService *s = begin(tr("Extending workspace %1…").arg(ws->id), &generation);
    if (!s) {
        return;
    }
    selectWhenChanged(generation, s->extend(ws->id, m_extendDays->value(), ws->filesystem),
                      [path = ws->path](const storage::WorkspaceChangeResult &) { return path; });
}

// A workspace made or extended: on success the workspaces are listed again, so the changed one
// shows with its new expiry, and the one at `pathOnSuccess`'s answer is picked.
void StorageTargetView::selectWhenChanged(
    int generation, QFuture<storage::WorkspaceChangeResult> change,
    std::function<QString(const storage::WorkspaceChangeResult &)> pathOnSuccess)
{
    m_pending = change.then(this, [this, generation, pathOnSuccess = std::move(pathOnSuccess)](
                                      const storage::WorkspaceChangeResult &r) {
        if (!wanted(generation, r.error)) {
            return;
        }
        const QString message = r.message;
        const QString path = pathOnSuccess(r);
        lookUpThenSelect(path, message);
    });
}

void StorageTargetView::lookUpThenSelect(const QString &path, const QString &message)
{
    QString error;
    storage::WorkspaceService *s = service(&error);
    if (!s) {
        setStatus(message, false);
        return;
    }
    const int generation = ++m_generation;
    setBusy(tr("Asking the cluster for your workspaces…"));
    m_pending = s->list().then(
        this, [this, generation, path, message](const storage::WorkspaceListResult &r) {
            if (generation != m_generation) {
                return;
            }
            setBusy({});
            if (r.error.isEmpty()) {
                m_workspaces = r.workspaces;
            }
            rebuildTargets(path);
            if (chosenWorkspace() && !chosenWorkspace()->expiryWarning(kWarnDays).isEmpty()) {
                return; // onTargetChanged showed the warning
            }
            setStatus(message, false);
        });
}

} // namespace slipway::ui
