#include "connections/connectionstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace slipway::ui {

ConnectionStore::ConnectionStore(QString path)
    : m_path(path.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                  QStringLiteral("/connections.json")
                            : std::move(path))
{}

QList<SavedConnection> ConnectionStore::load(QString *error) const
{
    QList<SavedConnection> connections;
    QFile file(m_path);
    if (!file.exists()) {
        return connections;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = QCoreApplication::translate("connectionstore", "Could not read %1: %2")
                         .arg(m_path, file.errorString());
        }
        return connections;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error) {
            *error = QCoreApplication::translate(
                         "connectionstore", "%1 is damaged (%2); saved connections are not shown.")
                         .arg(m_path, parseError.errorString());
        }
        return connections;
    }
    const QJsonArray array = document.object().value(QStringLiteral("connections")).toArray();
    for (const auto &value : array) {
        const QJsonObject object = value.toObject();
        SavedConnection connection;
        connection.name = object.value(QStringLiteral("name")).toString();
        connection.address = object.value(QStringLiteral("address")).toString();
        connection.identityFile = object.value(QStringLiteral("identityFile")).toString();
        if (!connection.name.isEmpty() && !connection.address.isEmpty()) {
            connections << connection;
        }
    }
    return connections;
}

bool ConnectionStore::save(const QList<SavedConnection> &connections, QString *error) const
{
    QJsonArray array;
    for (const SavedConnection &connection : connections) {
        array.append(QJsonObject{{QStringLiteral("name"), connection.name},
                                 {QStringLiteral("address"), connection.address},
                                 {QStringLiteral("identityFile"), connection.identityFile}});
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QCoreApplication::translate("connectionstore", "Could not write %1: %2")
                     .arg(m_path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("version"), 1},
                                         {QStringLiteral("connections"), array}})
                   .toJson());
    if (!file.commit()) {
        *error = QCoreApplication::translate("connectionstore", "Could not write %1: %2")
                     .arg(m_path, file.errorString());
        return false;
    }
    return true;
}

} // namespace slipway::ui
