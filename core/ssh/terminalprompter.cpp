#include "ssh/terminalprompter.h"

#include <QtConcurrent/QtConcurrentRun>

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace slipway::ssh {

namespace {

class Tty
{
public:
    Tty()
        : m_fd(::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC))
    {}
    ~Tty()
    {
        if (m_fd >= 0) {
            ::close(m_fd);
        }
    }
    bool isOpen() const { return m_fd >= 0; }

    void write(const QString &text)
    {
        const QByteArray bytes = text.toLocal8Bit();
        qsizetype done = 0;
        while (done < bytes.size()) {
            const ssize_t n =
                ::write(m_fd, bytes.constData() + done, static_cast<size_t>(bytes.size() - done));
            if (n <= 0) {
                if (errno == EINTR) {
                    continue;
                }
                return;
            }
            done += n;
        }
    }

    // One line without its newline; nullopt on end of input.
    std::optional<QByteArray> readLine(bool echo)
    {
        termios saved{};
        const bool haveTermios = tcgetattr(m_fd, &saved) == 0;
        if (!echo && haveTermios) {
            termios quiet = saved;
            quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
            quiet.c_lflag |= ECHONL;
            tcsetattr(m_fd, TCSAFLUSH, &quiet);
        }
        QByteArray line;
        bool ended = false;
        for (;;) {
            char c = 0;
            const ssize_t n = ::read(m_fd, &c, 1);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                ended = true;
                break;
            }
            if (c == '\n') {
                break;
            }
            line.append(c);
        }
        if (!echo && haveTermios) {
            tcsetattr(m_fd, TCSAFLUSH, &saved);
        }
        if (ended && line.isEmpty()) {
            return std::nullopt;
        }
        if (line.endsWith('\r')) {
            line.chop(1);
        }
        return line;
    }

private:
    int m_fd = -1;
};

void askOnTerminal(const SshPrompt &prompt, SshPromptReply reply)
{
    Tty tty;
    if (!tty.isOpen()) {
        reply.reject(QStringLiteral("%2 (%1) cannot be asked: there is no terminal to ask "
                                    "on. Run it from a terminal, or set up a key without a "
                                    "passphrase, an ssh-agent, or trust the host key first.")
                         .arg(prompt.server, prompt.title()));
        return;
    }
    if (!prompt.retryReason.isEmpty()) {
        tty.write(prompt.retryReason + QLatin1Char('\n'));
    }
    switch (prompt.kind) {
    case SshPrompt::Kind::UnknownHostKey: {
        tty.write(QStringLiteral("The authenticity of host '%1' can't be established.\n"
                                 "%2 key fingerprint is %3.\n"
                                 "Compare it with the fingerprint your centre publishes.\n"
                                 "Are you sure you want to continue connecting (yes/no)? ")
                      .arg(prompt.server, prompt.keyType.section(QLatin1Char('-'), -1).toUpper(),
                           prompt.fingerprint));
        for (;;) {
            const std::optional<QByteArray> line = tty.readLine(true);
            if (!line) {
                reply.reject();
                return;
            }
            const QByteArray answer = line->trimmed().toLower();
            if (answer == "yes") {
                tty.write(QStringLiteral("Adding the key to %1.\n").arg(prompt.knownHostsFile));
                reply.accept();
                return;
            }
            if (answer == "no") {
                reply.reject();
                return;
            }
            tty.write(QStringLiteral("Please type 'yes' or 'no': "));
        }
    }
    case SshPrompt::Kind::Passphrase:
    case SshPrompt::Kind::Password:
    case SshPrompt::Kind::KeyboardInteractive: {
        if (!prompt.name.isEmpty()) {
            tty.write(prompt.name + QLatin1Char('\n'));
        }
        if (!prompt.instruction.isEmpty()) {
            tty.write(prompt.instruction + QLatin1Char('\n'));
        }
        QList<QByteArray> answers;
        for (const SshPrompt::Field &field : prompt.fields) {
            QString label = field.label;
            if (prompt.kind != SshPrompt::Kind::KeyboardInteractive) {
                label += QStringLiteral(": ");
            }
            tty.write(label);
            std::optional<QByteArray> line = tty.readLine(field.echo);
            if (!line) {
                for (QByteArray &answer : answers) {
                    answer.fill('\0');
                }
                reply.reject(QStringLiteral("No answer was typed for \"%1\".").arg(field.label));
                return;
            }
            answers << *line;
            line->fill('\0');
        }
        reply.answer(answers);
        for (QByteArray &answer : answers) {
            answer.fill('\0');
        }
        return;
    }
    }
}

} // namespace

bool TerminalPrompter::hasTerminal()
{
    return Tty().isOpen();
}

void TerminalPrompter::prompt(const SshPrompt &prompt, SshPromptReply reply)
{
    // The terminal read blocks; it gets a pool thread so this thread's event loop runs on.
    (void)QtConcurrent::run([prompt, reply] { askOnTerminal(prompt, reply); });
}

} // namespace slipway::ssh
