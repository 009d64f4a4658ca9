#include "ssh/sshprompter.h"

#include <QCoreApplication>
#include <QMutex>

namespace slipway::ssh {

struct SshPromptReply::State
{
    QMutex mutex;
    Handler handler;

    // The last copy of a reply went away unanswered (the dialog or window that asked was
    // destroyed, or the queued prompt was dropped with its prompter): the login hears "no"
    // instead of waiting for ever.
    ~State()
    {
        if (handler) {
            handler(false, {},
                    QCoreApplication::translate("sshprompter",
                                                "Nobody answered: the window that asked was "
                                                "closed."));
        }
    }
};

SshPromptReply::SshPromptReply(Handler handler)
    : m_state(std::make_shared<State>())
{
    m_state->handler = std::move(handler);
}

namespace {

SshPromptReply::Handler takeHandler(QMutex &mutex, SshPromptReply::Handler &handler)
{
    QMutexLocker lock(&mutex);
    return std::exchange(handler, nullptr);
}

} // namespace

void SshPromptReply::accept()
{
    if (m_state) {
        if (Handler handler = takeHandler(m_state->mutex, m_state->handler)) {
            handler(true, {}, QString());
        }
    }
}

void SshPromptReply::answer(const QList<QByteArray> &answers)
{
    if (m_state) {
        if (Handler handler = takeHandler(m_state->mutex, m_state->handler)) {
            handler(true, answers, QString());
        }
    }
}

void SshPromptReply::reject(const QString &reason)
{
    if (m_state) {
        if (Handler handler = takeHandler(m_state->mutex, m_state->handler)) {
            handler(false, {}, reason);
        }
    }
}

QString SshPrompt::title() const
{
    switch (kind) {
    case Kind::UnknownHostKey:
        return QCoreApplication::translate("sshprompter", "Unknown host key for %1").arg(server);
    case Kind::Passphrase:
        return QCoreApplication::translate("sshprompter", "Passphrase for key %1").arg(keyFile);
    case Kind::Password:
        return QStringLiteral("Password for %1").arg(server);
    case Kind::KeyboardInteractive:
        return name.isEmpty()
                   ? QCoreApplication::translate("sshprompter", "Login questions from %1")
                         .arg(server)
                   : name;
    }
    return QString();
}

QString sanitizeServerText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        // Line breaks and tabs stay; carriage returns and other control or format characters
        // (which could redraw the dialog's text) go.
        const bool dropped = c == QLatin1Char('\r') || c.category() == QChar::Other_Control ||
                             c.category() == QChar::Other_Format;
        if (c == QLatin1Char('\n') || c == QLatin1Char('\t') || !dropped) {
            out += c;
        }
    }
    return out;
}

} // namespace slipway::ssh
