#include "ssh/sshcommandrunner.h"

#include "ssh/sshconnection.h"

#include <QCoreApplication>
#include <QFutureInterface>

namespace slipway::ssh {

SshCommandRunner::SshCommandRunner(SshConnection *connection, QObject *parent)
    : CommandRunner(parent)
    , m_connection(connection)
    , m_description(connection ? connection->target().displayName() : QString())
{}

SshCommandRunner *SshCommandRunner::create(const QString &hostArg, const QString &configFile,
                                           SshPrompter *prompter, QString *error, QObject *parent)
{
    std::optional<SshTarget> target = SshTarget::resolve(hostArg, configFile, error);
    if (!target) {
        return nullptr;
    }
    auto *runner = new SshCommandRunner(nullptr, parent);
    auto *connection = new SshConnection(*target, prompter, runner);
    runner->m_connection = connection;
    runner->m_description = target->displayName();
    return runner;
}

QFuture<CommandResult> SshCommandRunner::run(const CommandRequest &request)
{
    if (SshConnection *connection = m_connection.data()) {
        return connection->run(request);
    }
    CommandResult result;
    result.error =
        QCoreApplication::translate("sshcommandrunner", "The connection to %1 is closed.")
            .arg(m_description);
    return QtFuture::makeReadyFuture(result);
}

QString SshCommandRunner::description() const
{
    return m_description;
}

} // namespace slipway::ssh
