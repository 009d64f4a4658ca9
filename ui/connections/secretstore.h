#pragma once

#include "ssh/sshprompter.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace slipway {
class Settings;
}

namespace slipway::ui {

// Key passphrases and passwords that the person asked Slipway to remember, kept in the
// operating system's keychain (the Secret Service on Linux, through QtKeychain) and nowhere
// else. Slipway writes only the names of what it remembered to its settings (a key file path or
// "user@host:port"), never the secret, so it asks the keychain only for those: a person who
// never ticks "Remember" never meets a keychain prompt. One-time codes (keyboard-interactive
// rounds) are never stored.
//
// All calls return at once; the keychain answers later in this object's thread, and a callback
// runs only while its context object lives.
class SecretStore final : public QObject
{
    Q_OBJECT

public:
    // `settings` may be null (nothing is remembered across starts then); `service` names this
    // application's entries in the keychain.
    explicit SecretStore(Settings *settings, QObject *parent = nullptr,
                         const QString &service = QStringLiteral("Slipway"));

    // The entry name for a prompt, or empty when it must never be stored.
    static QString entryFor(const ssh::SshPrompt &prompt);

    bool isRemembered(const QString &entry) const;
    QStringList rememberedEntries() const;

    using ReadHandler = std::function<void(std::optional<QByteArray> secret, QString error)>;
    using DoneHandler = std::function<void(QString error)>; // empty error: done

    void read(const QString &entry, QObject *context, ReadHandler handler);
    void write(const QString &entry, const QByteArray &secret, QObject *context,
               DoneHandler handler);
    void forget(const QString &entry, QObject *context, DoneHandler handler);

Q_SIGNALS:
    // A keychain operation failed; plain language, never containing a secret.
    void problem(const QString &message);

private:
    void setRemembered(const QString &entry, bool remembered);

    Settings *m_settings = nullptr;
    QString m_service;
    QStringList m_remembered; // when there are no settings
};

} // namespace slipway::ui
