#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>

class QSettings;

namespace slipway {

// What tells the person about their jobs: which run events become desktop notifications
// (kinds as monitor::runEventKindName spells them: "started", "ended", "failed", "forecast",
// "gpus-idle"; all on by default), the idle-GPU rule (every GPU below `idleGpuPercent` % for
// `idleGpuMinutes` minutes: 10 % and 15 minutes), whether such a job is cancelled without
// asking (off by default), and whether Slipway keeps watching jobs from the system tray when its
// window is closed (off by default).
struct NotificationSettings
{
    QStringList mutedKinds;
    double idleGpuPercent = 10;
    int idleGpuMinutes = 15;
    bool autoCancelIdleJobs = false;
    bool keepWatchingWhenClosed = false;

    bool notifies(const QString &kind) const { return !mutedKinds.contains(kind); }
};

// The one typed facade over the settings file. Callers never touch QSettings directly: every
// key, its type and its default live here. The file carries a version; a file written by a newer
// Slipway is read but never rewritten in an older format.
class Settings final
{
public:
    static constexpr int kCurrentVersion = 1;

    // Opens the settings file at `path`, or the user's default settings file when empty.
    explicit Settings(const QString &path = {});
    ~Settings();

    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    QString fileName() const;
    int fileVersion() const; // version found in the file (0 when the file is new)
    bool isReadOnly() const; // true when the file comes from a newer Slipway

    QString lastPage() const;
    void setLastPage(const QString &page);

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray &geometry);

    // The saved state of a splitter or a table's columns, by the widget's name (empty: none).
    QByteArray viewState(const QString &name) const;
    void setViewState(const QString &name, const QByteArray &state);

    // "system" (the desktop's colours, the default), "light" or "dark".
    QString colorScheme() const;
    void setColorScheme(const QString &scheme);
    // The language chosen in the settings: a code such as "zh_CN", "en" for English, or empty
    // to follow the system's language. It takes effect at the next start.
    QString language() const;
    void setLanguage(const QString &code);

    // Overrides where the LibTorch module is looked for (empty: the default places).
    QString localModulePath() const;
    void setLocalModulePath(const QString &path);

    // The cluster of the last submitted run: the New run wizard starts there next time.
    QString lastProfile() const;
    QString lastHost() const;
    QString lastSshConfig() const;
    void setLastCluster(const QString &profile, const QString &host, const QString &sshConfig);

    // The environment command the TensorBoard dialog last used on each cluster ("module load
    // TensorBoard"), keyed by the host as the person wrote it. Empty when none was used.
    QString tensorBoardSetup(const QString &host) const;
    void setTensorBoardSetup(const QString &host, const QString &command);

    // The local folder a run's results were last downloaded into, keyed by the run's folder on
    // its cluster ("host:folder"). Empty when they never were.
    QString resultsFolder(const QString &runKey) const;
    void setResultsFolder(const QString &runKey, const QString &folder);

    // The names (never the values) of the passphrases and passwords kept in the system keychain
    // at the person's request: "passphrase:KEYFILE" or "password:user@host:port".
    QStringList rememberedSecrets() const;
    void setRememberedSecrets(const QStringList &entries);

    // Values out of range in a hand-edited file are brought into range (1 to 100 %, 1 to
    // 1,440 minutes).
    NotificationSettings notificationSettings() const;
    void setNotificationSettings(const NotificationSettings &notifications);

    // Writes pending changes to disk; returns false with a reason on failure.
    bool sync(QString *error = nullptr);

private:
    void setValue(const char *key, const QVariant &value);
    void migrate();

    std::unique_ptr<QSettings> m_settings;
    int m_fileVersion = 0;
};

} // namespace slipway
