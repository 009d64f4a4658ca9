#pragma once

#include <QList>
#include <QString>

namespace slipway::ui {

// A connection the user added in Slipway (as opposed to one from ~/.ssh/config).
struct SavedConnection
{
    QString name;         // shown in the list; unique
    QString address;      // user@host:port, or a config alias
    QString identityFile; // optional private key
};

// The saved connections, as a small JSON file in the application data folder, written
// atomically. No secret is ever stored here.
class ConnectionStore final
{
public:
    // `path` empty: <app data>/connections.json
    explicit ConnectionStore(QString path = QString());

    QList<SavedConnection> load(QString *error = nullptr) const;
    bool save(const QList<SavedConnection> &connections, QString *error) const;
    QString path() const { return m_path; }

private:
    QString m_path;
};

} // namespace slipway::ui
