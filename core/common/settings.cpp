#include "common/settings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace slipway {

namespace {

constexpr auto kVersionKey = "settingsVersion";
constexpr auto kLastPageKey = "ui/lastPage";
constexpr auto kGeometryKey = "ui/mainWindowGeometry";
constexpr auto kViewStateGroup = "ui/viewState/";
constexpr auto kColorSchemeKey = "ui/colorScheme";
constexpr auto kLanguageKey = "ui/language";
constexpr auto kLocalModuleKey = "local/modulePath";
constexpr auto kRememberedSecretsKey = "ssh/rememberedSecrets";
constexpr auto kLastProfileKey = "newrun/lastProfile";
constexpr auto kLastHostKey = "newrun/lastHost";
constexpr auto kLastSshConfigKey = "newrun/lastSshConfig";
constexpr auto kTensorBoardSetupKey = "tensorboard/setupCommands";
constexpr auto kResultsFoldersKey = "runs/resultsFolders";
constexpr auto kMutedKindsKey = "notifications/mutedKinds";
constexpr auto kIdlePercentKey = "notifications/idleGpuPercent";
constexpr auto kIdleMinutesKey = "notifications/idleGpuMinutes";
constexpr auto kAutoCancelIdleKey = "notifications/autoCancelIdleJobs";
constexpr auto kKeepWatchingKey = "notifications/keepWatchingWhenClosed";

QString defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) +
           QStringLiteral("/slipway.conf");
}

} // namespace

Settings::Settings(const QString &path)
    : m_settings(
          std::make_unique<QSettings>(path.isEmpty() ? defaultPath() : path, QSettings::IniFormat))
{
    m_fileVersion = m_settings->value(QLatin1String(kVersionKey), 0).toInt();
    migrate();
}

Settings::~Settings()
{
    if (!isReadOnly()) {
        m_settings->sync();
    }
}

QString Settings::fileName() const
{
    return m_settings->fileName();
}

int Settings::fileVersion() const
{
    return m_fileVersion;
}

bool Settings::isReadOnly() const
{
    return m_fileVersion > kCurrentVersion;
}

void Settings::migrate()
{
    if (isReadOnly()) {
        return;
    }
    // Version 0 is a new file. Later versions add their steps here, one `if` per version, so a
    // file from any older Slipway walks up to the current shape.
    if (m_fileVersion < kCurrentVersion) {
        m_settings->setValue(QLatin1String(kVersionKey), kCurrentVersion);
    }
}

void Settings::setValue(const char *key, const QVariant &value)
{
    if (!isReadOnly()) {
        m_settings->setValue(QLatin1String(key), value);
    }
}

QString Settings::lastPage() const
{
    return m_settings->value(QLatin1String(kLastPageKey), QStringLiteral("runs")).toString();
}

void Settings::setLastPage(const QString &page)
{
    setValue(kLastPageKey, page);
}

QByteArray Settings::mainWindowGeometry() const
{
    return m_settings->value(QLatin1String(kGeometryKey)).toByteArray();
}

void Settings::setMainWindowGeometry(const QByteArray &geometry)
{
    setValue(kGeometryKey, geometry);
}

QByteArray Settings::viewState(const QString &name) const
{
    return m_settings->value(QLatin1String(kViewStateGroup) + name).toByteArray();
}

void Settings::setViewState(const QString &name, const QByteArray &state)
{
    if (!isReadOnly()) {
        m_settings->setValue(QLatin1String(kViewStateGroup) + name, state);
    }
}

QString Settings::colorScheme() const
{
    const QString scheme =
        m_settings->value(QLatin1String(kColorSchemeKey), QStringLiteral("system")).toString();
    if (scheme == QLatin1String("light") || scheme == QLatin1String("dark")) {
        return scheme;
    }
    return QStringLiteral("system");
}

void Settings::setColorScheme(const QString &scheme)
{
    setValue(kColorSchemeKey, scheme);
}

QString Settings::language() const
{
    return m_settings->value(QLatin1String(kLanguageKey)).toString();
}

void Settings::setLanguage(const QString &code)
{
    setValue(kLanguageKey, code);
}

QString Settings::localModulePath() const
{
    return m_settings->value(QLatin1String(kLocalModuleKey)).toString();
}

void Settings::setLocalModulePath(const QString &path)
{
    setValue(kLocalModuleKey, path);
}

QString Settings::lastProfile() const
{
    return m_settings->value(QLatin1String(kLastProfileKey)).toString();
}

QString Settings::lastHost() const
{
    return m_settings->value(QLatin1String(kLastHostKey)).toString();
}

QString Settings::lastSshConfig() const
{
    return m_settings->value(QLatin1String(kLastSshConfigKey)).toString();
}

QString Settings::tensorBoardSetup(const QString &host) const
{
    return m_settings->value(QLatin1String(kTensorBoardSetupKey)).toMap().value(host).toString();
}

void Settings::setTensorBoardSetup(const QString &host, const QString &command)
{
    QVariantMap commands = m_settings->value(QLatin1String(kTensorBoardSetupKey)).toMap();
    if (command.isEmpty()) {
        commands.remove(host);
    } else {
        commands.insert(host, command);
    }
    setValue(kTensorBoardSetupKey, commands);
}

QString Settings::resultsFolder(const QString &runKey) const
{
    return m_settings->value(QLatin1String(kResultsFoldersKey)).toMap().value(runKey).toString();
}

void Settings::setResultsFolder(const QString &runKey, const QString &folder)
{
    QVariantMap folders = m_settings->value(QLatin1String(kResultsFoldersKey)).toMap();
    if (folder.isEmpty()) {
        folders.remove(runKey);
    } else {
        folders.insert(runKey, folder);
    }
    setValue(kResultsFoldersKey, folders);
}

void Settings::setLastCluster(const QString &profile, const QString &host, const QString &sshConfig)
{
    setValue(kLastProfileKey, profile);
    setValue(kLastHostKey, host);
    setValue(kLastSshConfigKey, sshConfig);
}

NotificationSettings Settings::notificationSettings() const
{
    NotificationSettings n;
    n.mutedKinds = m_settings->value(QLatin1String(kMutedKindsKey)).toStringList();
    bool ok = false;
    const double percent = m_settings->value(QLatin1String(kIdlePercentKey)).toDouble(&ok);
    if (ok) {
        n.idleGpuPercent = std::clamp(percent, 1.0, 100.0);
    }
    const int minutes = m_settings->value(QLatin1String(kIdleMinutesKey)).toInt(&ok);
    if (ok) {
        n.idleGpuMinutes = std::clamp(minutes, 1, 1440);
    }
    n.autoCancelIdleJobs = m_settings->value(QLatin1String(kAutoCancelIdleKey), false).toBool();
    n.keepWatchingWhenClosed = m_settings->value(QLatin1String(kKeepWatchingKey), false).toBool();
    return n;
}

void Settings::setNotificationSettings(const NotificationSettings &n)
{
    setValue(kMutedKindsKey, n.mutedKinds);
    setValue(kIdlePercentKey, std::clamp(n.idleGpuPercent, 1.0, 100.0));
    setValue(kIdleMinutesKey, std::clamp(n.idleGpuMinutes, 1, 1440));
    setValue(kAutoCancelIdleKey, n.autoCancelIdleJobs);
    setValue(kKeepWatchingKey, n.keepWatchingWhenClosed);
}

QStringList Settings::rememberedSecrets() const
{
    return m_settings->value(QLatin1String(kRememberedSecretsKey)).toStringList();
}

void Settings::setRememberedSecrets(const QStringList &entries)
{
    setValue(kRememberedSecretsKey, entries);
}

bool Settings::sync(QString *error)
{
    if (isReadOnly()) {
        if (error) {
            *error = QCoreApplication::translate(
                         "settings", "%1 was written by a newer Slipway (settings version %2); "
                                     "it is left unchanged.")
                         .arg(fileName())
                         .arg(m_fileVersion);
        }
        return false;
    }
    m_settings->sync();
    if (m_settings->status() != QSettings::NoError) {
        if (error) {
            *error =
                m_settings->status() == QSettings::AccessError
                    ? QCoreApplication::translate("settings", "Cannot write %1: permission denied.")
                          .arg(fileName())
                    : QCoreApplication::translate("settings",
                                                  "Cannot read %1: the file is malformed.")
                          .arg(fileName());
        }
        return false;
    }
    return true;
}

} // namespace slipway
