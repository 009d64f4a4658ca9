#include "envsetup/doctormemory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace slipway::envsetup {

namespace {

constexpr int kFormat = 1;
constexpr int kMaxEntries = 200;

QJsonObject readAll(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    if (root.value(QStringLiteral("format")).toInt() != kFormat) {
        return {};
    }
    return root.value(QStringLiteral("results")).toObject();
}

} // namespace

DoctorMemory::DoctorMemory(QString file)
    : m_file(std::move(file))
{
    if (m_file.isEmpty()) {
        m_file = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                     .filePath(QStringLiteral("doctor-results.json"));
    }
}

QString DoctorMemory::keyFor(const compose::JobSpec &resolved, int gpusPerNode, int nodes)
{
    const compose::JobEnvironment &e = resolved.environment;
    const QJsonObject key{{QStringLiteral("profile"), resolved.profile},
                          {QStringLiteral("recipe"), e.recipe},
                          {QStringLiteral("modules"), QJsonArray::fromStringList(e.modules)},
                          {QStringLiteral("path"), e.path},
                          {QStringLiteral("packages"), QJsonArray::fromStringList(e.packages)},
                          {QStringLiteral("image"), e.image},
                          {QStringLiteral("python"), e.pythonVersion},
                          {QStringLiteral("parallelism"), resolved.parallelism},
                          {QStringLiteral("gpus_per_node"), gpusPerNode},
                          {QStringLiteral("nodes"), nodes}};
    return QString::fromUtf8(QJsonDocument(key).toJson(QJsonDocument::Compact));
}

std::optional<DoctorReport> DoctorMemory::find(const QString &key) const
{
    const QJsonValue v = readAll(m_file).value(key);
    if (!v.isObject()) {
        return std::nullopt;
    }
    return DoctorReport::fromJson(v.toObject());
}

bool DoctorMemory::remember(const QString &key, const DoctorReport &report, QString *error)
{
    QJsonObject results = readAll(m_file);
    results.insert(key, report.toJson());
    while (results.size() > kMaxEntries) {
        // The oldest result goes first.
        QString oldest;
        QString oldestAt;
        for (auto it = results.begin(); it != results.end(); ++it) {
            const QString at = it.value().toObject().value(QStringLiteral("checked_at")).toString();
            if (oldest.isEmpty() || at < oldestAt) {
                oldest = it.key();
                oldestAt = at;
            }
        }
        results.remove(oldest);
    }
    QDir().mkpath(QFileInfo(m_file).absolutePath());
    QSaveFile f(m_file);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error) {
            *error = f.errorString();
        }
        return false;
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("results"), results}};
    f.write(QJsonDocument(root).toJson());
    if (!f.commit()) {
        if (error) {
            *error = f.errorString();
        }
        return false;
    }
    return true;
}

} // namespace slipway::envsetup
