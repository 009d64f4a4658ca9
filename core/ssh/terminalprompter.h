#pragma once

#include "ssh/sshprompter.h"

namespace slipway::ssh {

// Asks on the controlling terminal (/dev/tty), as `ssh` does: secrets without echo, host keys
// as a yes/no question. Without a terminal every question is answered "no" at once with an
// explanation, so a script never hangs on a prompt. Reading happens on a worker thread; the
// thread that owns the prompter never blocks.
class TerminalPrompter final : public SshPrompter
{
    Q_OBJECT

public:
    using SshPrompter::SshPrompter;

    void prompt(const SshPrompt &prompt, SshPromptReply reply) override;

    // Whether a terminal can be opened for questions.
    static bool hasTerminal();
};

} // namespace slipway::ssh
