#include "connections/connectionspage.h"

#include "connections/connectioneditdialog.h"
#include "connections/guiprompter.h"
#include "connections/storagesummary.h"
#include "site/profileregistry.h"

#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "widgets/statuscolours.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {

constexpr int kNameRole = Qt::UserRole + 1;

QString stateText(ssh::SshState state)
{
    switch (state) {
    case ssh::SshState::Disconnected:
        return QObject::tr("Not connected");
    case ssh::SshState::Connecting:
        return QObject::tr("Connecting…");
    case ssh::SshState::VerifyingHost:
        return QObject::tr("Checking the server's identity…");
    case ssh::SshState::Authenticating:
        return QObject::tr("Logging in…");
    case ssh::SshState::Ready:
        return QObject::tr("Connected");
    case ssh::SshState::Reconnecting:
        return QObject::tr("Connection lost; reconnecting…");
    case ssh::SshState::Failed:
        return QObject::tr("Could not connect");
    }
    return QString();
}

QString stateColour(ssh::SshState state)
{
    switch (state) {
    case ssh::SshState::Ready:
        return statusColourName(StatusTone::Ok);
    case ssh::SshState::Failed:
        return statusColourName(StatusTone::Error);
    case ssh::SshState::Disconnected:
        return statusColourName(StatusTone::Muted);
    default:
        return statusColourName(StatusTone::Warning);
    }
}

} // namespace

ConnectionsPage::ConnectionsPage(QWidget *parent, const QString &configFile,
                                 const QString &storePath, ssh::ConnectionPool *pool)
    : QWidget(parent)
    , m_configFile(configFile)
    , m_store(storePath)
    , m_pool(pool)
{
    if (!m_pool) {
        m_prompter = new GuiPrompter(this);
        m_pool = new ssh::ConnectionPool(m_prompter, this);
    }
    connect(m_pool, &ssh::ConnectionPool::stateChanged, this,
            [this](const QString &hostArg, const QString &changedConfig, ssh::SshState state) {
                if (changedConfig != m_configFile) {
                    return;
                }
                for (const Entry &entry : std::as_const(m_entries)) {
                    if (this->hostArg(entry) == hostArg) {
                        onStateChanged(entry.name, state);
                    }
                }
            });
    auto *layout = new QHBoxLayout(this);

    auto *left = new QVBoxLayout;
    auto *heading = new QLabel(tr("<b>Clusters</b>"), this);
    left->addWidget(heading);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("connectionList"));
    m_list->setAccessibleName(tr("Clusters"));
    m_list->setMinimumWidth(240);
    left->addWidget(m_list, 1);
    auto *listButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add…"), this);
    add->setObjectName(QStringLiteral("addButton"));
    m_edit = new QPushButton(tr("Edit…"), this);
    m_edit->setObjectName(QStringLiteral("editButton"));
    listButtons->addWidget(add);
    listButtons->addWidget(m_edit);
    listButtons->addStretch(1);
    left->addLayout(listButtons);
    layout->addLayout(left);

    auto *right = new QVBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("titleLabel"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    right->addWidget(m_title);
    m_address = new QLabel(this);
    m_address->setObjectName(QStringLiteral("addressLabel"));
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse);
    right->addWidget(m_address);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("stateLabel"));
    right->addWidget(m_state);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    right->addWidget(m_error);
    auto *buttons = new QHBoxLayout;
    m_connect = new QPushButton(tr("Connect"), this);
    m_connect->setObjectName(QStringLiteral("connectButton"));
    m_disconnect = new QPushButton(tr("Disconnect"), this);
    m_disconnect->setObjectName(QStringLiteral("disconnectButton"));
    // Once connected, the next step is one click away.
    m_newRun = new QPushButton(tr("New run on this cluster…"), this);
    m_newRun->setObjectName(QStringLiteral("newRunHereButton"));
    m_newRun->setToolTip(tr("Start the New run wizard on this connection."));
    m_newRun->hide();
    buttons->addWidget(m_connect);
    buttons->addWidget(m_disconnect);
    buttons->addWidget(m_newRun);
    buttons->addStretch(1);
    right->addLayout(buttons);
    m_storage = new StorageSummary(this);
    right->addWidget(m_storage);
    right->addStretch(1);
    layout->addLayout(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &ConnectionsPage::showSelected);
    connect(m_connect, &QPushButton::clicked, this, &ConnectionsPage::connectSelected);
    connect(m_disconnect, &QPushButton::clicked, this, &ConnectionsPage::disconnectSelected);
    connect(m_newRun, &QPushButton::clicked, this, [this] {
        if (const Entry *entry = selectedEntry()) {
            Q_EMIT newRunRequested(hostArg(*entry), m_configFile);
        }
    });
    connect(add, &QPushButton::clicked, this, &ConnectionsPage::addConnection);
    connect(m_edit, &QPushButton::clicked, this, &ConnectionsPage::editConnection);
    reload();
}

ConnectionsPage::~ConnectionsPage()
{
    if (m_prompter) {
        // Our own pool goes before the prompter its connections ask.
        delete m_pool;
    }
}

const ConnectionsPage::Entry *ConnectionsPage::entryNamed(const QString &name) const
{
    for (const Entry &entry : m_entries) {
        if (entry.name == name) {
            return &entry;
        }
    }
    return nullptr;
}

QString ConnectionsPage::hostArg(const Entry &entry) const
{
    return entry.fromConfig ? entry.name : entry.saved.address;
}

ssh::SshConnection *ConnectionsPage::connection(const QString &name) const
{
    const Entry *entry = entryNamed(name);
    return entry ? m_pool->find(hostArg(*entry), m_configFile) : nullptr;
}

void ConnectionsPage::reload()
{
    const QString selected = selectedEntry() ? selectedEntry()->name : QString();
    m_entries.clear();
    m_list->clear();
    const QStringList aliases = ssh::SshTarget::configuredAliases(m_configFile);
    for (const QString &alias : aliases) {
        m_entries.append(Entry{alias, true, {}});
    }
    QString error;
    const QList<SavedConnection> saved = m_store.load(&error);
    for (const SavedConnection &connection : saved) {
        if (!aliases.contains(connection.name)) {
            m_entries.append(Entry{connection.name, false, connection});
        }
    }
    for (const Entry &entry : std::as_const(m_entries)) {
        auto *item = new QListWidgetItem(
            entry.fromConfig ? tr("%1  (ssh config)").arg(entry.name) : entry.name, m_list);
        item->setData(kNameRole, entry.name);
    }
    if (!error.isEmpty()) {
        m_error->setText(error);
    }
    int row = 0;
    for (int i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).name == selected) {
            row = i;
        }
    }
    if (!m_entries.isEmpty()) {
        m_list->setCurrentRow(row);
    }
    showSelected();
}

const ConnectionsPage::Entry *ConnectionsPage::selectedEntry() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_entries.size() ? &m_entries.at(row) : nullptr;
}

void ConnectionsPage::showSelected()
{
    const Entry *entry = selectedEntry();
    m_connect->setEnabled(entry != nullptr);
    m_edit->setEnabled(entry && !entry->fromConfig);
    if (!entry) {
        m_title->setText(tr("No clusters yet"));
        m_address->setText(tr("Add one with “Add…”, or add a Host to ~/.ssh/config."));
        m_state->clear();
        m_disconnect->setEnabled(false);
        return;
    }
    m_title->setText(entry->name);
    QString error;
    const std::optional<ssh::SshTarget> target =
        ssh::SshTarget::resolve(entry->fromConfig ? entry->name : entry->saved.address,
                                entry->fromConfig ? m_configFile : QString(), &error);
    if (target) {
        QString address = target->displayName();
        for (const ssh::SshTarget &jump : target->jumps) {
            //: %1 is the address so far, %2 a jump host it goes through
            address = tr("%1 via %2").arg(address, jump.displayName());
        }
        m_address->setText(address);
    } else {
        m_address->setText(error);
    }
    ssh::SshConnection *connection = m_pool->find(hostArg(*entry), m_configFile);
    const ssh::SshState state = connection ? connection->state() : ssh::SshState::Disconnected;
    const QString stateLine =
        state == ssh::SshState::Ready
            ? tr("%1 — next: choose what to run here with “New run on this cluster”.")
                  .arg(stateText(state))
            : stateText(state);
    m_state->setText(
        QStringLiteral("<span style=\"color:%1\">●</span> %2").arg(stateColour(state), stateLine));
    m_state->setProperty("sshState", static_cast<int>(state));
    const bool busy = state != ssh::SshState::Disconnected && state != ssh::SshState::Failed;
    m_connect->setEnabled(!busy && target.has_value());
    m_disconnect->setEnabled(busy);
    m_newRun->setVisible(state == ssh::SshState::Ready);
    m_error->setText(connection && state != ssh::SshState::Ready ? connection->lastError().message
                                                                 : QString());
    if (state != ssh::SshState::Ready) {
        m_storage->clearSummary();
        m_storageFor.clear();
    } else if (m_storageFor != entry->name) {
        checkStorage(*entry);
    }
}

void ConnectionsPage::checkStorage(const Entry &entry)
{
    m_storageFor = entry.name;
    QString error;
    CommandRunner *runner = m_pool->runner(hostArg(entry), m_configFile, &error);
    // The profile of this cluster names its quota tool and its project and scratch folders;
    // a cluster no profile knows gets the tools its login node has, $PROJECT and $SCRATCH.
    const std::optional<ssh::SshTarget> target = ssh::SshTarget::resolve(
        hostArg(entry), entry.fromConfig ? m_configFile : QString(), &error);
    const site::ProfileRegistry registry({site::ProfileRegistry::defaultUserFolder()});
    for (const site::SiteProfile &profile : registry.profiles()) {
        for (const site::LoginHost &login : profile.loginHosts) {
            if (target && login.host == target->hostName && !profile.quotaTool.isEmpty()) {
                m_storage->refresh(runner, profile.quotaTool, profile.projectPath,
                                   profile.scratchPath);
                return;
            }
        }
    }
    m_storage->refresh(runner, QStringLiteral("auto"), QStringLiteral("$PROJECT"),
                       QStringLiteral("$SCRATCH"));
}

void ConnectionsPage::connectSelected()
{
    const Entry *entry = selectedEntry();
    if (!entry) {
        return;
    }
    QString error;
    std::optional<ssh::SshTarget> target =
        ssh::SshTarget::resolve(entry->fromConfig ? entry->name : entry->saved.address,
                                entry->fromConfig ? m_configFile : QString(), &error);
    if (!target) {
        m_error->setText(error);
        return;
    }
    if (!entry->fromConfig && !entry->saved.identityFile.isEmpty()) {
        QString key = entry->saved.identityFile;
        if (key.startsWith(QLatin1String("~/"))) {
            key = QDir::homePath() + key.mid(1);
        }
        target->identityFiles.prepend(key);
    }
    ssh::SshConnection *connection = m_pool->connection(hostArg(*entry), m_configFile, *target);
    connection->connectToHost();
    showSelected();
}

void ConnectionsPage::disconnectSelected()
{
    const Entry *entry = selectedEntry();
    if (!entry) {
        return;
    }
    if (ssh::SshConnection *connection = m_pool->find(hostArg(*entry), m_configFile)) {
        connection->disconnectFromHost();
    }
}

void ConnectionsPage::onStateChanged(const QString &name, ssh::SshState state)
{
    const Entry *entry = selectedEntry();
    if (entry && entry->name == name) {
        showSelected();
    }
    ssh::SshConnection *connection = this->connection(name);
    if (state == ssh::SshState::Failed && connection &&
        connection->lastError().kind == ssh::SshError::Kind::HostKeyChanged) {
        // A refusal, not a question: the only button closes it.
        auto *box = new QMessageBox(QMessageBox::Critical, tr("Server identity changed"),
                                    tr("Slipway refused to connect to %1.").arg(name),
                                    QMessageBox::Close, this);
        box->setObjectName(QStringLiteral("changedHostKeyDialog"));
        box->setInformativeText(connection->lastError().message);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
    }
}

void ConnectionsPage::addConnection()
{
    auto *dialog = new ConnectionEditDialog(SavedConnection{}, this);
    connect(dialog, &QDialog::finished, this, [this, dialog](int result) {
        dialog->deleteLater();
        if (result != QDialog::Accepted) {
            return;
        }
        QString error;
        QList<SavedConnection> saved = m_store.load(&error);
        const SavedConnection added = dialog->connection();
        saved.erase(std::remove_if(saved.begin(), saved.end(),
                                   [&](const SavedConnection &c) { return c.name == added.name; }),
                    saved.end());
        saved << added;
        if (!m_store.save(saved, &error)) {
            m_error->setText(error);
            return;
        }
        reload();
        for (int i = 0; i < m_entries.size(); ++i) {
            if (m_entries.at(i).name == added.name) {
                m_list->setCurrentRow(i);
            }
        }
    });
    dialog->open();
}

void ConnectionsPage::editConnection()
{
    const Entry *entry = selectedEntry();
    if (!entry || entry->fromConfig) {
        return;
    }
    const QString oldName = entry->name;
    auto *dialog = new ConnectionEditDialog(entry->saved, this);
    connect(dialog, &QDialog::finished, this, [this, dialog, oldName](int result) {
        dialog->deleteLater();
        if (result != QDialog::Accepted) {
            return;
        }
        QString error;
        QList<SavedConnection> saved = m_store.load(&error);
        for (SavedConnection &c : saved) {
            if (c.name == oldName) {
                c = dialog->connection();
            }
        }
        if (!m_store.save(saved, &error)) {
            m_error->setText(error);
            return;
        }
        reload();
    });
    dialog->open();
}

} // namespace slipway::ui
