#pragma once

#include "ssh/sshprompter.h"

#include <QList>
#include <functional>

// A prompter for tests: it answers like a person would, from a function the test gives, and
// records every question it was asked.
class TestPrompter final : public slipway::ssh::SshPrompter
{
    Q_OBJECT

public:
    using Answer =
        std::function<void(const slipway::ssh::SshPrompt &, slipway::ssh::SshPromptReply)>;

    explicit TestPrompter(Answer answer, QObject *parent = nullptr)
        : SshPrompter(parent)
        , m_answer(std::move(answer))
    {}

    void prompt(const slipway::ssh::SshPrompt &prompt, slipway::ssh::SshPromptReply reply) override
    {
        asked.append(prompt);
        m_answer(prompt, reply);
    }

    QList<slipway::ssh::SshPrompt> asked;

private:
    Answer m_answer;
};
