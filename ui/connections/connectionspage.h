#pragma once

#include "connections/connectionstore.h"

#include "ssh/sshstatus.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace slipway::ssh {
class ConnectionPool;
class SshConnection;
} // namespace slipway::ssh

namespace slipway::ui {

class GuiPrompter;
class StorageSummary;

// The clusters one can connect to: the Host aliases of ~/.ssh/config and the connections saved
// in Slipway, each with connect/disconnect and a state indicator. Connecting runs entirely on
// the connection's thread; questions (host key, passphrase, MFA codes) come up as dialogs.
class ConnectionsPage final : public QWidget
{
    Q_OBJECT

public:
    // `configFile` empty: ~/.ssh/config. `storePath` empty: the application data folder.
    // `pool` holds the connections the rest of the app shares; null: the page makes its own.
    explicit ConnectionsPage(QWidget *parent = nullptr, const QString &configFile = QString(),
                             const QString &storePath = QString(),
                             ssh::ConnectionPool *pool = nullptr);
    ~ConnectionsPage() override;

    // The connection of the entry named `name`, if one was made.
    ssh::SshConnection *connection(const QString &name) const;

Q_SIGNALS:
    // "New run on this cluster": the wizard should start on this connection.
    void newRunRequested(const QString &hostArg, const QString &configFile);

private:
    struct Entry
    {
        QString name;
        bool fromConfig = false;
        SavedConnection saved;
    };

    void reload();
    void showSelected();
    void connectSelected();
    void disconnectSelected();
    void addConnection();
    void editConnection();
    void onStateChanged(const QString &name, ssh::SshState state);
    const Entry *selectedEntry() const;
    // What the pool knows the entry by: the config alias, or the saved address.
    QString hostArg(const Entry &entry) const;
    const Entry *entryNamed(const QString &name) const;
    // Home, project and scratch against the quota, asked once connected.
    void checkStorage(const Entry &entry);

    QString m_configFile;
    ConnectionStore m_store;
    QList<Entry> m_entries;
    GuiPrompter *m_prompter = nullptr;
    ssh::ConnectionPool *m_pool = nullptr;

    QListWidget *m_list = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_address = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_connect = nullptr;
    QPushButton *m_disconnect = nullptr;
    QPushButton *m_newRun = nullptr;
    QPushButton *m_edit = nullptr;
    StorageSummary *m_storage = nullptr;
    QString m_storageFor; // the entry m_storage shows
};

} // namespace slipway::ui
