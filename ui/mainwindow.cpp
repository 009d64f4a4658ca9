#include "mainwindow.h"

#include "connections/connectionspage.h"
#include "connections/guiprompter.h"
#include "connections/secretstore.h"
#include "newrun/newrunpage.h"
#include "notify/traywatch.h"
#include "pages/localpage.h"
#include "pages/plotspage.h"
#include "plots/remotefolderdialog.h"
#include "plots/tensorboarddialog.h"
#include "runs/runnames.h"
#include "runs/runspage.h"
#include "settings/languagedialog.h"
#include "widgets/theme.h"

#include "common/appinfo.h"
#include "common/settings.h"
#include "events/runparameters.h"
#include "remote/remoteeventsync.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"
#include "ssh/sshtarget.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

// The icons and examples are compiled into the static slipway_ui library, whose resources are
// registered only when asked for by name (outside any namespace).
static void initSlipwayResources()
{
    Q_INIT_RESOURCE(slipway);
}

namespace slipway::ui {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
}

MainWindow::MainWindow(Settings &settings, QWidget *parent, const QString &runsPath)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_runs(std::make_unique<runs::RunStore>(runsPath))
    , m_navigation(new QListWidget(this))
    , m_pages(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(appinfo::applicationName());
    initSlipwayResources();
    setWindowIcon(QIcon(QStringLiteral(":/icons/slipway.svg")));

    m_context.settings = &m_settings;
    m_context.runs = m_runs.get();
    m_secrets = new SecretStore(&m_settings, this);
    connect(m_secrets, &SecretStore::problem, this,
            [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    m_context.prompter = new GuiPrompter(this, m_secrets);
    m_context.connections = new ssh::ConnectionPool(m_context.prompter, this);

    m_navigation->setObjectName(QStringLiteral("navigation"));
    m_navigation->setIconSize(QSize(24, 24));
    m_navigation->setSpacing(2);
    m_navigation->setFixedWidth(168);
    m_navigation->setFrameShape(QFrame::NoFrame);
    m_navigation->setAccessibleName(tr("Pages"));
    m_navigation->setAccessibleDescription(tr("Ctrl+1 to Ctrl+5 go straight to a page"));
    m_pages->setObjectName(QStringLiteral("pages"));

    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(navigationColumn());
    auto *separator = new QFrame(central);
    separator->setFrameShape(QFrame::VLine);
    separator->setFrameShadow(QFrame::Sunken);
    layout->addWidget(separator);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    QStyle *s = style();
    m_runsPage = new RunsPage(m_context, this);
    m_newRun = new NewRunPage(m_context, this);
    m_plots = new PlotsPage(m_context, this);
    m_local = new LocalPage(this);
    addPage(QStringLiteral("runs"), tr("Runs"), s->standardIcon(QStyle::SP_FileDialogDetailedView),
            m_runsPage);
    addPage(QStringLiteral("newrun"), tr("New run"),
            s->standardIcon(QStyle::SP_FileDialogNewFolder), m_newRun);
    addPage(QStringLiteral("plots"), tr("Plots"),
            s->standardIcon(QStyle::SP_FileDialogContentsView), m_plots);
    addPage(QStringLiteral("local"), tr("Local"), s->standardIcon(QStyle::SP_ComputerIcon),
            m_local);
    auto *connectionsPage = new ConnectionsPage(this, QString(), QString(), m_context.connections);
    addPage(QStringLiteral("connections"), tr("Connections"),
            s->standardIcon(QStyle::SP_DriveNetIcon), connectionsPage);
    // The wizard starts on the cluster the user just connected to (unless they chose one), and
    // "New run on this cluster" goes there at once.
    connect(connectionsPage, &ConnectionsPage::newRunRequested, this,
            [this](const QString &hostArg, const QString &configFile) {
                m_newRun->useConnection(hostArg, configFile, false);
                showPage(QStringLiteral("newrun"));
            });
    if (m_context.connections) {
        connect(m_context.connections, &ssh::ConnectionPool::stateChanged, this,
                [this](const QString &hostArg, const QString &configFile, ssh::SshState state) {
                    if (state == ssh::SshState::Ready) {
                        m_newRun->useConnection(hostArg, configFile, true);
                    }
                });
    }

    connect(m_navigation, &QListWidget::currentRowChanged, m_pages,
            &QStackedWidget::setCurrentIndex);

    // "Use these numbers" on the Local page fills the wizard's resources.
    connect(m_local, &LocalPage::useSuggestedResources, this,
            [this](const localbridge::SuggestedResources &resources) {
                m_newRun->applySuggestedResources(resources);
                showPage(QStringLiteral("newrun"));
            });
    connect(m_runsPage, &RunsPage::pageRequested, this, &MainWindow::showPage);
    connect(m_newRun, &NewRunPage::runSubmitted, this, [this](qint64 runId) {
        m_runsPage->showRun(runId);
        showPage(QStringLiteral("runs"));
    });
    // "Plots" on a run: the spec's logdir, else the folder the job ran in (only *tfevents*
    // files are copied; see RunRecord::eventFolder).
    connect(m_runsPage, &RunsPage::openPlotsRequested, this, [this](qint64 runId) {
        const std::optional<runs::RunRecord> run = m_runs->find(runId);
        if (!run) {
            statusBar()->showMessage(tr("That run is no longer in the history."), 15000);
            return;
        }
        const QString folder = run->eventFolder();
        if (folder.isEmpty() || run->host.isEmpty()) {
            statusBar()->showMessage(tr("This run has no working folder on a cluster to plot."),
                                     15000);
            return;
        }
        plotRemoteFolder(run->host, run->sshConfig, folder,
                         runs::RunNames(m_runs->all()).labelWithJob(*run));
        // The arguments the run's script was given are its parameters in the run table.
        QStringList arguments;
        const QJsonArray args =
            QJsonDocument::fromJson(run->specJson.toUtf8()).object().value(u"args").toArray();
        for (const auto &argument : args) {
            arguments.append(argument.toString());
        }
        m_remoteParameters = events::parametersFromArguments(arguments);
    });
    // "TensorBoard" on a run whose job started one on its node: forwarded in a dialog of its own.
    connect(m_runsPage, &RunsPage::openJobTensorBoardRequested, this, [this](qint64 runId) {
        const std::optional<runs::RunRecord> run = m_runs->find(runId);
        if (!run || !run->hasJobTensorBoard() || run->jobId.isEmpty()) {
            statusBar()->showMessage(tr("That run has no TensorBoard in its job."), 15000);
            return;
        }
        auto *dialog = new TensorBoardDialog(m_context, this);
        dialog->setObjectName(QStringLiteral("jobTensorBoardDialog"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        const QString file = run->tensorBoardFile();
        dialog->attachToJob(run->host, run->sshConfig, file.section(QLatin1Char('/'), 0, -2), file);
    });
    wirePlots();

    auto *version =
        new QLabel(appinfo::applicationName() + QLatin1Char(' ') + appinfo::version(), this);
    version->setObjectName(QStringLiteral("versionLabel"));
    statusBar()->addPermanentWidget(version);

    addColorSchemeChoice();

    if (!restoreGeometry(m_settings.mainWindowGeometry())) {
        resize(1100, 720);
    }
    restoreViewStates();
    showPage(m_settings.lastPage());
    if (m_navigation->currentRow() < 0) {
        m_navigation->setCurrentRow(0);
    }
    // A damaged history was kept aside and what could be read recovered: say so once, without
    // blocking the window.
    const QString notice = m_runs->isOpen() ? m_runs->notice() : m_runs->errorString();
    if (!notice.isEmpty()) {
        auto *box =
            new QMessageBox(QMessageBox::Warning, tr("Run history"), notice, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("historyNoticeDialog"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        QTimer::singleShot(0, box, [box] { box->open(); });
    }
}

MainWindow::~MainWindow()
{
    // Connections go before the prompter they ask and the pages that use them.
    delete m_context.connections;
    m_context.connections = nullptr;
}

QStringList MainWindow::pageIds()
{
    return {QStringLiteral("runs"), QStringLiteral("newrun"), QStringLiteral("plots"),
            QStringLiteral("local"), QStringLiteral("connections")};
}

void MainWindow::addPage(const QString &id, const QString &title, const QIcon &icon, QWidget *page)
{
    page->setObjectName(id + QStringLiteral("Page"));
    auto *item = new QListWidgetItem(icon, title, m_navigation);
    item->setData(kIdRole, id);
    item->setSizeHint(QSize(0, 40));
    m_pages->addWidget(page);
    // Ctrl+1, Ctrl+2, ... go to the page and put the focus on its first control.
    const int number = m_pages->count();
    if (number <= 9) {
        auto *go = new QAction(title, this);
        go->setObjectName(id + QStringLiteral("PageAction"));
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + number)));
        go->setShortcutContext(Qt::WindowShortcut);
        addAction(go);
        item->setToolTip(
            tr("%1 (%2)").arg(title, go->shortcut().toString(QKeySequence::NativeText)));
        connect(go, &QAction::triggered, this, [this, id, page] {
            showPage(id);
            QWidget *first = page->nextInFocusChain();
            while (first && first != page && page->isAncestorOf(first) &&
                   !(first->isVisible() && first->isEnabled() &&
                     (first->focusPolicy() & Qt::TabFocus))) {
                first = first->nextInFocusChain();
            }
            if (first && page->isAncestorOf(first)) {
                first->setFocus(Qt::ShortcutFocusReason);
            } else {
                page->setFocus(Qt::ShortcutFocusReason);
            }
        });
    }
}

QString MainWindow::currentPageId() const
{
    const QListWidgetItem *item = m_navigation->currentItem();
    return item ? item->data(kIdRole).toString() : QString();
}

QLayout *MainWindow::navigationColumn()
{
    // The page list, and below it the one setting that is not part of a page: the language.
    auto *column = new QVBoxLayout;
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_navigation, 1);
    auto *language = new QPushButton(tr("Language…"), this);
    language->setObjectName(QStringLiteral("languageButton"));
    language->setFlat(true);
    language->setMaximumWidth(m_navigation->maximumWidth());
    language->setToolTip(tr("Choose the language of Slipway's windows"));
    connect(language, &QPushButton::clicked, this, &MainWindow::chooseLanguage);
    column->addWidget(language);
    auto *notifications = new QPushButton(tr("Notifications…"), this);
    notifications->setObjectName(QStringLiteral("notificationsButton"));
    notifications->setFlat(true);
    notifications->setMaximumWidth(m_navigation->maximumWidth());
    notifications->setToolTip(tr("Choose what Slipway tells you about your jobs, and whether it "
                                 "keeps watching them when its window is closed"));
    connect(notifications, &QPushButton::clicked, this,
            [this] { m_runsPage->editNotificationSettings(); });
    column->addWidget(notifications);
    return column;
}

void MainWindow::chooseLanguage()
{
    auto *dialog = new LanguageDialog(m_settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        statusBar()->showMessage(tr("The language changes the next time Slipway starts."), 15000);
    });
    dialog->open();
}

void MainWindow::showPage(const QString &id)
{
    for (int row = 0; row < m_navigation->count(); ++row) {
        if (m_navigation->item(row)->data(kIdRole).toString() == id) {
            m_navigation->setCurrentRow(row);
            return;
        }
    }
}

void MainWindow::wirePlots()
{
    QToolBar *bar = m_plots->toolBar();
    if (!bar) {
        return;
    }
    // Beside "Open folder…": the first action of the page's tool bar.
    QAction *after = bar->actions().value(1);
    auto *remote = new QAction(tr("Cluster folder…"), bar);
    bar->insertAction(after, remote);
    remote->setObjectName(QStringLiteral("plotClusterFolderAction"));
    remote->setToolTip(tr("Plot the event files of a folder on a cluster, live while the job "
                          "writes them"));
    remote->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(remote, &QAction::triggered, this, &MainWindow::askForRemoteFolder);
    auto *tensorBoard = new QAction(tr("TensorBoard…"), bar);
    bar->insertAction(after, tensorBoard);
    tensorBoard->setObjectName(QStringLiteral("tensorBoardAction"));
    tensorBoard->setToolTip(tr("Start TensorBoard on a cluster's login node and open it here "
                               "through a private tunnel"));
    tensorBoard->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(tensorBoard, &QAction::triggered, this, &MainWindow::showTensorBoard);
    // Tool bar buttons made for actions take no focus by default: Tab reaches these too.
    for (QAction *action : {remote, tensorBoard}) {
        if (QWidget *button = bar->widgetForAction(action)) {
            button->setFocusPolicy(Qt::TabFocus);
        }
    }
}

void MainWindow::askForRemoteFolder()
{
    QStringList hosts = m_context.connections->keys();
    const QStringList aliases = ssh::SshTarget::configuredAliases();
    for (const QString &alias : aliases) {
        if (!hosts.contains(alias)) {
            hosts << alias;
        }
    }
    auto *dialog = new RemoteFolderDialog(hosts, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_remoteSync) {
        dialog->setFolder(m_remoteSync->remotePath());
    }
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { plotRemoteFolder(dialog->host(), QString(), dialog->folder()); });
    dialog->open();
}

void MainWindow::plotRemoteFolder(const QString &hostArg, const QString &configFile,
                                  const QString &folder, const QString &title)
{
    QString error;
    ssh::SshConnection *connection = m_context.connections->connection(hostArg, configFile, &error);
    if (!connection) {
        statusBar()->showMessage(error, 15000);
        return;
    }
    if (m_remoteSync) {
        m_remoteSync->stop();
        m_remoteSync->deleteLater();
    }
    m_remoteSync = new remote::RemoteEventSync(connection, folder, QString(), this);
    m_remoteHost = hostArg;
    m_remoteConfig = configFile;
    m_remoteTitle = title;
    m_remoteParameters.clear();
    auto *sync = m_remoteSync;
    connect(sync, &remote::RemoteEventSync::newData, this,
            [this, sync, opened = false](const QString &localPath, bool reopen) mutable {
                if (sync != m_remoteSync) {
                    return;
                }
                if (!opened || reopen) {
                    opened = true;
                    m_plots->openLocalFolder(localPath);
                    m_plots->setRunTitle(m_remoteTitle);
                    m_plots->setFolderParameters(m_remoteParameters);
                } else {
                    m_plots->readFolderSoon();
                }
                statusBar()->showMessage(tr("Copied new event data from the cluster."), 5000);
            });
    connect(sync, &remote::RemoteEventSync::failed, this, [this, sync](const QString &message) {
        if (sync == m_remoteSync) {
            statusBar()->showMessage(message, 15000);
        }
    });
    statusBar()->showMessage(tr("Copying event files from %1:%2 …").arg(hostArg, folder));
    showPage(QStringLiteral("plots"));
    sync->start();
}

void MainWindow::showTensorBoard()
{
    if (!m_tensorBoard) {
        m_tensorBoard = new TensorBoardDialog(m_context, this);
    }
    // The cluster folder plotted last is the likely one, else the log folder of the run
    // selected on the Runs page (never the whole home folder); a running server keeps its own.
    if (!m_tensorBoard->isActive()) {
        const std::optional<runs::RunRecord> run =
            m_runs->isOpen() ? m_runs->find(m_runsPage->selectedRunId()) : std::nullopt;
        if (m_remoteSync) {
            m_tensorBoard->setHost(m_remoteHost, m_remoteConfig);
            m_tensorBoard->setFolder(m_remoteSync->remotePath());
        } else if (run && !run->host.isEmpty() && !run->eventFolder().isEmpty()) {
            m_tensorBoard->setHost(run->host, run->sshConfig);
            m_tensorBoard->setFolder(run->eventFolder());
        }
    }
    m_tensorBoard->show();
    m_tensorBoard->raise();
    m_tensorBoard->activateWindow();
}

namespace {

// "runsTable/columns" for a table's horizontal header; empty for anything without a name.
QString viewStateKey(const QWidget *widget)
{
    if (const auto *header = qobject_cast<const QHeaderView *>(widget)) {
        const QWidget *table = header->parentWidget();
        if (header->orientation() != Qt::Horizontal || !table || table->objectName().isEmpty()) {
            return {};
        }
        return table->objectName() + QStringLiteral("/columns");
    }
    return widget->objectName();
}

} // namespace

void MainWindow::saveViewStates()
{
    for (QSplitter *splitter : findChildren<QSplitter *>()) {
        const QString key = viewStateKey(splitter);
        if (!key.isEmpty()) {
            m_settings.setViewState(key, splitter->saveState());
        }
    }
    for (QHeaderView *header : findChildren<QHeaderView *>()) {
        const QString key = viewStateKey(header);
        if (!key.isEmpty()) {
            m_settings.setViewState(key, header->saveState());
        }
    }
}

void MainWindow::restoreViewStates()
{
    for (QSplitter *splitter : findChildren<QSplitter *>()) {
        const QByteArray state = m_settings.viewState(viewStateKey(splitter));
        if (!state.isEmpty()) {
            splitter->restoreState(state);
        }
    }
    for (QHeaderView *header : findChildren<QHeaderView *>()) {
        const QString key = viewStateKey(header);
        const QByteArray state = key.isEmpty() ? QByteArray() : m_settings.viewState(key);
        if (!state.isEmpty()) {
            header->restoreState(state);
        }
    }
}

void MainWindow::addColorSchemeChoice()
{
    auto *scheme = new QComboBox(this);
    scheme->setObjectName(QStringLiteral("colorSchemeCombo"));
    scheme->setAccessibleName(tr("Colours"));
    scheme->setToolTip(tr("The app's colours: as the desktop has them, light or dark"));
    scheme->addItem(tr("Colours: follow system"), QStringLiteral("system"));
    scheme->addItem(tr("Colours: light"), QStringLiteral("light"));
    scheme->addItem(tr("Colours: dark"), QStringLiteral("dark"));
    scheme->setCurrentIndex(qMax(0, scheme->findData(m_settings.colorScheme())));
    applyColorScheme(m_settings.colorScheme());
    connect(scheme, &QComboBox::currentIndexChanged, this, [this, scheme] {
        const QString chosen = scheme->currentData().toString();
        m_settings.setColorScheme(chosen);
        applyColorScheme(chosen);
    });
    statusBar()->addPermanentWidget(scheme);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_quitting && !m_closing && !closeKeepsWatching()) {
        event->ignore();
        return;
    }
    // A TensorBoard server Slipway started is stopped before the window goes, so it does not
    // keep running on the login node; if the cluster does not answer, quit anyway after 10 s.
    if (m_tensorBoard && m_tensorBoard->isActive() && !m_closing) {
        m_closing = true;
        event->ignore();
        setEnabled(false);
        statusBar()->showMessage(tr("Stopping TensorBoard on the cluster before quitting…"));
        connect(m_tensorBoard, &TensorBoardDialog::stopped, this, &QWidget::close,
                Qt::SingleShotConnection);
        QTimer::singleShot(10000, this, &QWidget::close);
        m_tensorBoard->stop();
        return;
    }
    if (m_remoteSync) {
        m_remoteSync->stop();
    }
    saveWindowState();
    QMainWindow::closeEvent(event);
    if (m_tray) {
        // Quit from the tray: the window was hidden already, so closing it ends nothing itself.
        m_tray->hide();
        m_runsPage->setWatchingInBackground(false);
        QApplication::setQuitOnLastWindowClosed(true);
        QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    }
}

void MainWindow::saveWindowState()
{
    m_settings.setMainWindowGeometry(saveGeometry());
    saveViewStates();
    m_settings.setLastPage(currentPageId());
    QString error;
    if (!m_settings.sync(&error)) {
        statusBar()->showMessage(error);
    }
}

bool MainWindow::closeKeepsWatching()
{
    if (!m_settings.notificationSettings().keepWatchingWhenClosed) {
        return true;
    }
    if (TrayWatch::available()) {
        saveWindowState();
        if (!m_tray) {
            m_tray = new TrayWatch(this);
            connect(m_tray, &TrayWatch::showRequested, this, &MainWindow::showFromTray);
            connect(m_tray, &TrayWatch::quitRequested, this, &MainWindow::quitFromTray);
        }
        // Hidden, not closed: the Runs page keeps polling and its notifier keeps telling.
        QApplication::setQuitOnLastWindowClosed(false);
        m_runsPage->setWatchingInBackground(true);
        m_tray->show();
        hide();
        return false;
    }
    // No tray to stay in: never a hidden process the person cannot see; ask instead (once).
    if (auto *asking = findChild<QMessageBox *>(QStringLiteral("quitStopsWatchingDialog"))) {
        asking->raise();
        return false;
    }
    auto *box = new QMessageBox(
        QMessageBox::Question, tr("Quit Slipway?"),
        tr("This desktop has no system tray, so Slipway cannot keep watching your jobs with its "
           "window closed. If you quit, you get no notifications until you open Slipway again; "
           "your jobs keep running on the cluster."),
        QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("quitStopsWatchingDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *quit = box->addButton(tr("Quit"), QMessageBox::AcceptRole);
    quit->setObjectName(QStringLiteral("quitAnyway"));
    QPushButton *stay = box->addButton(tr("Keep the window open"), QMessageBox::RejectRole);
    stay->setObjectName(QStringLiteral("keepWindowOpen"));
    box->setDefaultButton(stay);
    connect(quit, &QPushButton::clicked, this, [this] {
        m_quitting = true;
        QTimer::singleShot(0, this, &QWidget::close);
    });
    box->open();
    return false;
}

void MainWindow::showFromTray()
{
    m_tray->hide();
    QApplication::setQuitOnLastWindowClosed(true);
    show();
    raise();
    activateWindow();
    m_runsPage->setWatchingInBackground(false);
}

void MainWindow::quitFromTray()
{
    m_quitting = true;
    close();
}

} // namespace slipway::ui
