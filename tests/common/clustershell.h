#pragma once

// A connection to the test cluster's login node with a command runner on it, for integration
// tests that run their own set-up and checks there (tests that link slipway_ssh). Every test
// that needs such a connection opens it the same way: the details from TestCluster, the host
// key and identity from its ssh configuration.

#include "common/commandrunner.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "testcluster.h"

#include <QFuture>
#include <QTest>

#include <memory>

namespace slipway::test {

// Waits, with the event loop running, for `future` to finish: its result, or T{} when it did
// not finish within `timeoutMs`.
template<typename T>
T waitFor(QFuture<T> future, int timeoutMs = 120000)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, timeoutMs)) {
        return T{};
    }
    return future.result();
}

class ClusterShell
{
public:
    // Connects to the test cluster; on failure `error` says why (how to start the cluster, or
    // what the ssh configuration lacks).
    bool open(QString *error)
    {
        m_cluster = TestCluster::load(error);
        if (!m_cluster.isValid()) {
            return false;
        }
        const auto target = ssh::SshTarget::resolve(m_cluster.alias(), m_cluster.config(), error);
        if (!target) {
            return false;
        }
        m_connection = std::make_unique<ssh::SshConnection>(*target, nullptr);
        m_runner = std::make_unique<ssh::SshCommandRunner>(m_connection.get());
        return true;
    }

    bool isOpen() const { return m_runner != nullptr; }
    // Its host alias and ssh configuration, e.g. for `slipwayctl --host ALIAS -F CONFIG`.
    const TestCluster &cluster() const { return m_cluster; }
    ssh::SshConnection *connection() const { return m_connection.get(); }
    ssh::SshCommandRunner *runner() const { return m_runner.get(); }

    // Runs `command` on the login node and waits for it; an empty result (not succeeded) when
    // it did not finish within `timeoutMs`.
    CommandResult run(const QString &command, int timeoutMs = 120000)
    {
        return waitFor(m_runner->run({command, {}, timeoutMs}), timeoutMs);
    }

private:
    TestCluster m_cluster;
    std::unique_ptr<ssh::SshConnection> m_connection;
    std::unique_ptr<ssh::SshCommandRunner> m_runner;
};

} // namespace slipway::test
