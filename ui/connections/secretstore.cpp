#include "connections/secretstore.h"

#include "common/settings.h"

#include <qt6keychain/keychain.h>

namespace slipway::ui {

namespace {

QString describe(const QKeychain::Job &job)
{
    switch (job.error()) {
    case QKeychain::NoBackendAvailable:
        return SecretStore::tr("No system keychain is available (on Linux Slipway uses the "
                               "Secret Service, for example GNOME Keyring or KWallet).");
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        return SecretStore::tr("The system keychain refused access.");
    default:
        return SecretStore::tr("The system keychain reported a problem: %1").arg(job.errorString());
    }
}

} // namespace

SecretStore::SecretStore(Settings *settings, QObject *parent, const QString &service)
    : QObject(parent)
    , m_settings(settings)
    , m_service(service)
{}

QString SecretStore::entryFor(const ssh::SshPrompt &prompt)
{
    switch (prompt.kind) {
    case ssh::SshPrompt::Kind::Passphrase:
        return prompt.keyFile.isEmpty() ? QString()
                                        : QStringLiteral("passphrase:") + prompt.keyFile;
    case ssh::SshPrompt::Kind::Password:
        return prompt.server.isEmpty() ? QString() : QStringLiteral("password:") + prompt.server;
    default:
        return QString();
    }
}

QStringList SecretStore::rememberedEntries() const
{
    return m_settings ? m_settings->rememberedSecrets() : m_remembered;
}

bool SecretStore::isRemembered(const QString &entry) const
{
    return !entry.isEmpty() && rememberedEntries().contains(entry);
}

void SecretStore::setRemembered(const QString &entry, bool remembered)
{
    QStringList entries = rememberedEntries();
    entries.removeAll(entry);
    if (remembered) {
        entries << entry;
    }
    if (m_settings) {
        m_settings->setRememberedSecrets(entries);
        m_settings->sync();
    } else {
        m_remembered = entries;
    }
}

void SecretStore::read(const QString &entry, QObject *context, ReadHandler handler)
{
    auto *job = new QKeychain::ReadPasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(entry);
    QPointer<QObject> guard(context);
    connect(job, &QKeychain::Job::finished, this,
            [this, job, entry, guard, handler = std::move(handler)](QKeychain::Job *) {
                std::optional<QByteArray> secret;
                QString error;
                if (job->error() == QKeychain::NoError) {
                    secret = job->binaryData();
                } else if (job->error() == QKeychain::EntryNotFound) {
                    // Removed behind our back: stop asking for it.
                    setRemembered(entry, false);
                } else {
                    error = describe(*job);
                    Q_EMIT problem(error);
                }
                if (guard) {
                    handler(std::move(secret), error);
                }
            });
    job->start();
}

void SecretStore::write(const QString &entry, const QByteArray &secret, QObject *context,
                        DoneHandler handler)
{
    auto *job = new QKeychain::WritePasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(entry);
    job->setBinaryData(secret);
    QPointer<QObject> guard(context);
    connect(job, &QKeychain::Job::finished, this,
            [this, job, entry, guard, handler = std::move(handler)](QKeychain::Job *) {
                QString error;
                if (job->error() == QKeychain::NoError) {
                    setRemembered(entry, true);
                } else {
                    error = describe(*job);
                    Q_EMIT problem(tr("Could not remember the secret: %1").arg(error));
                }
                if (guard && handler) {
                    handler(error);
                }
            });
    job->start();
}

void SecretStore::forget(const QString &entry, QObject *context, DoneHandler handler)
{
    setRemembered(entry, false);
    auto *job = new QKeychain::DeletePasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(entry);
    QPointer<QObject> guard(context);
    connect(job, &QKeychain::Job::finished, this,
            [this, job, guard, handler = std::move(handler)](QKeychain::Job *) {
                QString error;
                if (job->error() != QKeychain::NoError &&
                    job->error() != QKeychain::EntryNotFound) {
                    error = describe(*job);
                    Q_EMIT problem(tr("Could not remove a saved secret: %1").arg(error));
                }
                if (guard && handler) {
                    handler(error);
                }
            });
    job->start();
}

} // namespace slipway::ui
