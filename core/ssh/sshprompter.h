#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace slipway::ssh {

// A question a connection needs a person to answer. Everything the server controls (name,
// instruction, prompt texts) has its control characters removed before it gets here.
struct SshPrompt
{
    enum class Kind {
        UnknownHostKey,      // trust this server's key? answer: accept() or reject()
        Passphrase,          // the passphrase of `keyFile`; one field, hidden
        Password,            // the password of `server`; one field, hidden
        KeyboardInteractive, // one round of questions from the server (MFA codes and the like)
    };
    struct Field
    {
        QString label;
        bool echo = false; // false: hide what is typed (a secret)
    };

    Kind kind = Kind::Password;
    QString server; // "alice@login.example.org:2222" (the hop, for jump hosts)
    bool isJumpHost = false;
    // UnknownHostKey
    QString keyType;        // "ssh-ed25519"
    QString fingerprint;    // "SHA256:..." exactly as `ssh` prints it
    QString knownHostsFile; // where an accepted key is written
    // Passphrase
    QString keyFile;
    // KeyboardInteractive: the server's name and instruction (may be empty or many lines)
    QString name;
    QString instruction;
    QList<Field> fields;
    // Set when the previous answer to the same question was wrong.
    QString retryReason;

    // One-line summary for logs and terminals: "Password for alice@host".
    QString title() const;
};

// The answer channel of one prompt. Copyable; safe to use from any thread; only the first
// answer counts. Answers are moved into the connection's thread and wiped there after use.
class SshPromptReply
{
public:
    using Handler = std::function<void(bool accepted, QList<QByteArray> answers, QString reason)>;

    SshPromptReply() = default;
    explicit SshPromptReply(Handler handler);

    void accept();                                  // UnknownHostKey: trust and remember the key
    void answer(const QList<QByteArray> &answers);  // one per field (none for zero fields)
    void reject(const QString &reason = QString()); // the person declined or could not answer

private:
    struct State;
    std::shared_ptr<State> m_state;
};

// Asks a person. The UI and the CLI each implement it; prompt() is called in the prompter's
// thread and must return at once, answering later through `reply`.
class SshPrompter : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual void prompt(const SshPrompt &prompt, SshPromptReply reply) = 0;
};

// Removes control characters (terminal escapes and the like) from server-controlled text,
// keeping newlines and tabs.
QString sanitizeServerText(const QString &text);

} // namespace slipway::ssh
