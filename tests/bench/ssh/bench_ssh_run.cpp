// Benchmarks of Slipway's SSH core against OpenSSH on the same machine and the same server (the
// test cluster's login node):
//   1. median round trip of a trivial command on a ready connection, against `ssh HOST true`
//      (a new OpenSSH connection each time), against OpenSSH with a ControlMaster running `true`
//      (no login environment), and against a ControlMaster running `bash -l -c true` (the same
//      login environment Slipway's commands get);
//   2. SFTP throughput of a 200 MB file, up and down, against scp.
// Prints `BENCH <name> <metric> slipway=<v> <peer>=<v> ratio=<x>` (ratio > 1: Slipway better).

#include "clusterenv.h"

#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "ssh/sshtransfer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace slipway;
using namespace slipway::ssh;

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

// Runs the event loop until `done` (the program's only loop; not nested).
template<typename Predicate>
bool spin(Predicate done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    return true;
}

double runProcessMs(const QString &program, const QStringList &args)
{
    QElapsedTimer timer;
    timer.start();
    QProcess p;
    p.start(program, args);
    p.waitForFinished(120000);
    if (p.exitCode() != 0) {
        fprintf(stderr, "%s failed: %s\n", qPrintable(program),
                p.readAllStandardError().constData());
        return -1;
    }
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

void line(const char *name, const char *metric, double slipway, const char *peer, double value,
          bool higherIsBetter)
{
    const double ratio = higherIsBetter ? slipway / value : value / slipway;
    printf("BENCH %s %s slipway=%.2f %s=%.2f ratio=%.2f\n", name, metric, slipway, peer, value,
           ratio);
    fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QMap<QString, QString> env = test::clusterEnv();
    const QString config = env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
    const QString alias = env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
    if (config.isEmpty()) {
        fprintf(stderr, "The test cluster is not up: run tests/cluster/up first.\n");
        return 1;
    }
    QString error;
    const std::optional<SshTarget> target = SshTarget::resolve(alias, config, &error);
    if (!target) {
        fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    SshConnection connection(*target, nullptr);
    auto runOnce = [&](const QString &command) {
        QFuture<CommandResult> f = connection.run({command, {}, 0});
        // This program has no window: wait on the future itself, so the measurement is the
        // round trip and not the polling interval of an event loop.
        f.waitForFinished();
        return f.result();
    };
    if (!runOnce(QStringLiteral("true")).succeeded()) {
        fprintf(stderr, "Slipway could not connect: %s\n",
                qPrintable(connection.lastError().message));
        return 1;
    }

    // 1. Round trips.
    const int rounds = qEnvironmentVariableIntValue("BENCH_SSH_ROUNDS") > 0
                           ? qEnvironmentVariableIntValue("BENCH_SSH_ROUNDS")
                           : 30;
    QList<double> slipway;
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer timer;
        timer.start();
        const CommandResult r = runOnce(QStringLiteral("true"));
        slipway << static_cast<double>(timer.nsecsElapsed()) / 1e6;
        if (!r.succeeded()) { // a frame with status 0 came back, marked with the request's id
            fprintf(stderr, "round trip %d failed: %s\n", i, qPrintable(r.error));
            return 1;
        }
    }
    // For information: a command that might change the shell (`cd`) runs in a subshell.
    QList<double> subshell;
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer timer;
        timer.start();
        runOnce(QStringLiteral("cd . && true"));
        subshell << static_cast<double>(timer.nsecsElapsed()) / 1e6;
    }
    printf("INFO ssh_command_roundtrip median_ms in_place=%.2f subshell=%.2f\n", median(slipway),
           median(subshell));
    QList<double> fresh;
    for (int i = 0; i < qMin(rounds, 10); ++i) {
        fresh << runProcessMs(QStringLiteral("ssh"),
                              {QStringLiteral("-F"), config, alias, QStringLiteral("true")});
    }
    QTemporaryDir dir;
    const QString controlPath = dir.filePath(QStringLiteral("cm"));
    const QStringList cmOptions = {QStringLiteral("-F"), config, QStringLiteral("-o"),
                                   QStringLiteral("ControlPath=") + controlPath};
    runProcessMs(QStringLiteral("ssh"),
                 cmOptions + QStringList{QStringLiteral("-o"), QStringLiteral("ControlMaster=yes"),
                                         QStringLiteral("-o"), QStringLiteral("ControlPersist=120"),
                                         QStringLiteral("-fN"), alias});
    QList<double> master;
    for (int i = 0; i < rounds; ++i) {
        master << runProcessMs(QStringLiteral("ssh"),
                               cmOptions + QStringList{alias, QStringLiteral("true")});
    }
    // The same work as Slipway's (a command in the login environment, `module` included):
    // OpenSSH needs a login shell for each command.
    QList<double> masterLogin;
    for (int i = 0; i < qMin(rounds, 10); ++i) {
        masterLogin << runProcessMs(QStringLiteral("ssh"),
                                    cmOptions +
                                        QStringList{alias, QStringLiteral("bash -l -c true")});
    }
    runProcessMs(QStringLiteral("ssh"),
                 cmOptions + QStringList{QStringLiteral("-O"), QStringLiteral("exit"), alias});
    line("ssh_command_roundtrip", "median_ms", median(slipway), "ssh_new_connection", median(fresh),
         false);
    line("ssh_command_roundtrip", "median_ms", median(slipway), "ssh_controlmaster", median(master),
         false);
    line("ssh_command_roundtrip", "median_ms", median(slipway), "ssh_controlmaster_login_shell",
         median(masterLogin), false);

    // 2. SFTP throughput, 200 MB.
    const qint64 size = 200LL * 1024 * 1024;
    const QString local = dir.filePath(QStringLiteral("bench.bin"));
    {
        QFile file(local);
        QFile random(QStringLiteral("/dev/urandom"));
        if (!file.open(QIODevice::WriteOnly) || !random.open(QIODevice::ReadOnly)) {
            return 1;
        }
        for (int i = 0; i < 200; ++i) {
            file.write(random.read(1024 * 1024));
        }
    }
    const CommandResult tmp = runOnce(QStringLiteral("mktemp -d ~/slipway-bench.XXXXXX"));
    const QString remoteDir = QString::fromUtf8(tmp.standardOutput.trimmed());
    const QString remote = remoteDir + QStringLiteral("/bench.bin");
    auto transfer = [&](SshTransfer *t) {
        bool done = false;
        QString failure;
        QObject::connect(t, &SshTransfer::finished, t, [&](const QString &e) {
            failure = e;
            done = true;
        });
        QElapsedTimer timer;
        timer.start();
        spin([&] { return done; }, 600000);
        if (!failure.isEmpty()) {
            fprintf(stderr, "transfer failed: %s\n", qPrintable(failure));
        }
        return static_cast<double>(timer.nsecsElapsed()) / 1e9;
    };
    const double upSeconds = transfer(connection.upload(local, remote));
    const double downSeconds =
        transfer(connection.download(remote, dir.filePath(QStringLiteral("back.bin"))));
    const QString scpTarget = alias + QLatin1Char(':') + remoteDir + QStringLiteral("/scp.bin");
    const double scpUp =
        runProcessMs(QStringLiteral("scp"),
                     {QStringLiteral("-q"), QStringLiteral("-F"), config, local, scpTarget}) /
        1000.0;
    const double scpDown =
        runProcessMs(QStringLiteral("scp"), {QStringLiteral("-q"), QStringLiteral("-F"), config,
                                             scpTarget, dir.filePath(QStringLiteral("scp.bin"))}) /
        1000.0;
    runOnce(QStringLiteral("rm -rf '%1'").arg(remoteDir));
    const double mb = static_cast<double>(size) / (1024 * 1024);
    line("sftp_upload_200MB", "MB_per_s", mb / upSeconds, "scp", mb / scpUp, true);
    line("sftp_download_200MB", "MB_per_s", mb / downSeconds, "scp", mb / scpDown, true);
    return 0;
}
