// SSH over a wide-area link (issue 12): the test cluster's slow link (tests/cluster/slowlink.py,
// 25 ms each way, 100 Mbit/s) and one at 75 ms each way that this program starts itself.
//   1. a 200 MB download with Slipway (SshConnection::download) against `scp` and
//      `sftp -R 64` over OpenSSH, at 50 and 150 ms round trip; the copies are compared by SHA-256
//      with the file on the cluster;
//   3. a 200 MB upload with Slipway (SshConnection::upload) against `scp` and `sftp -R 64`
//      (`put`), at 50 and 150 ms, every copy checked by SHA-256 on the cluster;
//   2. a status poll of 50 Slurm jobs (RunService::refresh's command) and one line of a followed
//      log (`tail -F` on a stream, from the moment it is written on the cluster), against OpenSSH
//      through a ControlMaster that is already connected; the poll's INFO line also gives its
//      network round trips (time less the command's own time on the cluster, over the link's
//      round trip).
// Prints `BENCH <name> <metric> slipway=<v> <peer>=<v> ratio=<x>` (ratio > 1: Slipway better).
// BENCH_WAN_MB sets the file's size (default 200), BENCH_WAN_150=0 skips the 150 ms link,
// BENCH_WAN_UPLOAD=0 the uploads, BENCH_WAN_TRANSFERS=0 the downloads and uploads.

#include "clusterenv.h"

#include "scheduler/slurmscheduler.h"
#include "ssh/sshconnection.h"
#include "ssh/sshstream.h"
#include "ssh/sshtarget.h"
#include "ssh/sshtransfer.h"
#include "ssh/sshtunnel.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace slipway;
using namespace slipway::ssh;

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

template<typename Predicate>
bool spin(Predicate done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    }
    return true;
}

double runProcessSeconds(const QString &program, const QStringList &args,
                         const QByteArray &input = QByteArray())
{
    QElapsedTimer timer;
    timer.start();
    QProcess p;
    p.start(program, args);
    if (!input.isEmpty()) {
        p.write(input);
    }
    p.closeWriteChannel();
    p.waitForFinished(900000);
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        fprintf(stderr, "%s failed: %s\n", qPrintable(program),
                p.readAllStandardError().constData());
        return -1;
    }
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

QByteArray sha256Of(const QString &path)
{
    QFile f(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!f.open(QIODevice::ReadOnly) || !hash.addData(&f)) {
        return QByteArray();
    }
    return hash.result().toHex();
}

void line(const QString &name, const char *metric, double slipway, const char *peer, double value,
          bool higherIsBetter)
{
    const double ratio = higherIsBetter ? slipway / value : value / slipway;
    printf("BENCH %s %s slipway=%.2f %s=%.2f ratio=%.2f\n", qPrintable(name), metric, slipway, peer,
           value, ratio);
    fflush(stdout);
}

CommandResult runWait(SshConnection &c, const QString &command)
{
    QFuture<CommandResult> f = c.run({command, {}, 0});
    spin([&] { return f.isFinished(); }, 600000);
    return f.isFinished() ? f.result() : CommandResult{};
}

// How many of `jobIds` the status poll's answer gives a state for, parsed as RunService does.
qsizetype statusesFound(const CommandResult &result, const QStringList &jobIds)
{
    QString error;
    const scheduler::JobStatusList statuses =
        scheduler::SlurmScheduler().parseStatus(result, &error);
    return std::count_if(jobIds.cbegin(), jobIds.cend(), [&](const QString &id) {
        return std::any_of(statuses.cbegin(), statuses.cend(),
                           [&](const scheduler::JobStatus &s) { return s.jobId == id; });
    });
}

// Fetches every path at once, each on its own connection to 127.0.0.1:`port`, as a browser
// loading a page does. Returns the milliseconds until the last body was in, or -1 when a reply
// was missing or differed from `expected`.
double pageLoadMs(int port, const QStringList &paths, const QMap<QString, QByteArray> &expected)
{
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    QList<QByteArray> replies(paths.size());
    QList<bool> closed(paths.size(), false);
    QElapsedTimer timer;
    timer.start();
    for (qsizetype i = 0; i < paths.size(); ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        QTcpSocket *s = socket.get();
        const QByteArray request =
            "GET /" + paths.at(i).toUtf8() + " HTTP/1.0\r\nHost: localhost\r\n\r\n";
        QObject::connect(s, &QTcpSocket::connected, s, [s, request] { s->write(request); });
        QObject::connect(s, &QTcpSocket::readyRead, s,
                         [s, &replies, i] { replies[i] += s->readAll(); });
        QObject::connect(s, &QTcpSocket::disconnected, s, [&closed, i] { closed[i] = true; });
        s->connectToHost(QHostAddress::LocalHost, static_cast<quint16>(port));
        sockets.push_back(std::move(socket));
    }
    const bool all = spin([&] { return !closed.contains(false); }, 60000);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (!all) {
        return -1;
    }
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const qsizetype bodyStart = replies.at(i).indexOf("\r\n\r\n");
        if (!replies.at(i).startsWith("HTTP/1.0 200") ||
            replies.at(i).mid(bodyStart + 4) != expected.value(paths.at(i))) {
            return -1;
        }
    }
    return ms;
}

int freeLocalPort()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost, 0);
    return server.serverPort();
}

struct Link
{
    QString label;  // "50ms"
    QString config; // ssh config file with `alias`
    QString alias;
    int rttMs = 0;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QMap<QString, QString> env = test::clusterEnv();
    const QString config = env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
    if (config.isEmpty() || env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS")).isEmpty()) {
        fprintf(stderr, "The test cluster (with its slow link) is not up: run tests/cluster/up.\n");
        return 1;
    }
    QTemporaryDir dir(QStringLiteral("/var/tmp/slipway-bench-wan.XXXXXX"));
    QList<Link> links;
    links.append({QStringLiteral("%1ms").arg(
                      2 * env.value(QStringLiteral("SLIPWAY_TEST_SLOW_DELAY_MS")).toInt()),
                  config, env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS")),
                  2 * env.value(QStringLiteral("SLIPWAY_TEST_SLOW_DELAY_MS")).toInt()});

    // A 150 ms link of our own, in front of the same sshd.
    QProcess proxy;
    if (qEnvironmentVariable("BENCH_WAN_150") != QLatin1String("0")) {
        const int port = 22227;
        proxy.start(
            QStringLiteral("python3"),
            {env.value(QStringLiteral("SLIPWAY_TEST_SLOWLINK")), QStringLiteral("--listen"),
             QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--target"),
             QStringLiteral("127.0.0.1:") + env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")),
             QStringLiteral("--delay-ms"), QStringLiteral("75"), QStringLiteral("--rate-mbit"),
             env.value(QStringLiteral("SLIPWAY_TEST_SLOW_RATE_MBIT"))});
        bool listening = false;
        for (int i = 0; i < 100 && !listening; ++i) {
            QTcpSocket probe;
            probe.connectToHost(QStringLiteral("127.0.0.1"), port);
            listening = probe.waitForConnected(100);
            if (!listening) {
                QThread::msleep(100);
            }
        }
        // libssh 0.10 has no HostKeyAlias: the login node's keys under the proxy's port.
        QFile known(env.value(QStringLiteral("SLIPWAY_TEST_SSH_KNOWN_HOSTS")));
        known.open(QIODevice::ReadOnly);
        QByteArray keys = known.readAll();
        const QByteArray from = QByteArray("[127.0.0.1]:") +
                                env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")).toUtf8() + ',';
        const QByteArray to = QByteArray("[127.0.0.1]:") + QByteArray::number(port) + ',';
        keys.replace(from, to);
        QFile knownCopy(dir.filePath(QStringLiteral("known_hosts")));
        knownCopy.open(QIODevice::WriteOnly);
        knownCopy.write(keys);
        knownCopy.close();
        QFile cfg(dir.filePath(QStringLiteral("ssh_config")));
        cfg.open(QIODevice::WriteOnly);
        cfg.write(QStringLiteral("Host slipway-test-150ms\n    HostName 127.0.0.1\n    Port %1\n"
                                 "    User %2\n    IdentityFile %3\n    IdentitiesOnly yes\n"
                                 "    PreferredAuthentications publickey\n    BatchMode yes\n"
                                 "    UserKnownHostsFile %4\n    GlobalKnownHostsFile /dev/null\n"
                                 "    StrictHostKeyChecking yes\n    LogLevel ERROR\n")
                      .arg(port)
                      .arg(env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER")),
                           env.value(QStringLiteral("SLIPWAY_TEST_SSH_KEY")), knownCopy.fileName())
                      .toUtf8());
        cfg.close();
        if (listening) {
            links.append({QStringLiteral("150ms"), cfg.fileName(),
                          QStringLiteral("slipway-test-150ms"), 150});
        } else {
            fprintf(stderr, "the 150 ms link did not start\n");
        }
    }

    // The file, made on the cluster through the fast alias.
    QString error;
    const std::optional<SshTarget> fastTarget =
        SshTarget::resolve(env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")), config, &error);
    if (!fastTarget) {
        fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    SshConnection fast(*fastTarget, nullptr);
    const int mb = qEnvironmentVariableIntValue("BENCH_WAN_MB") > 0
                       ? qEnvironmentVariableIntValue("BENCH_WAN_MB")
                       : 200;
    const CommandResult made = runWait(
        fast, QStringLiteral("d=$(mktemp -d ~/slipway-wan.XXXXXX) && head -c %1M /dev/urandom "
                             "> \"$d/big.bin\" && echo \"$d\" && sha256sum < \"$d/big.bin\"")
                  .arg(mb));
    if (!made.succeeded()) {
        fprintf(stderr, "could not make the file: %s%s\n", qPrintable(made.error),
                made.standardError.constData());
        return 1;
    }
    const QList<QByteArray> lines = made.standardOutput.split('\n');
    const QString remoteDir = QString::fromUtf8(lines.value(0));
    const QString remote = remoteDir + QStringLiteral("/big.bin");
    const QByteArray remoteHash = lines.value(1).left(64);
    int status = 0;

    // 50 jobs that sleep, for the status poll; its command is the one RunService::refresh sends.
    const QString pollName = QStringLiteral("slipway-wan-poll");
    const CommandResult jobs = runWait(
        fast, QStringLiteral("for i in $(seq 50); do sbatch --parsable -J %1 -t 10 -o /dev/null "
                             "--wrap 'sleep 600' || exit 1; done")
                  .arg(pollName));
    QStringList jobIds;
    for (const QByteArray &l : jobs.standardOutput.split('\n')) {
        if (!l.trimmed().isEmpty()) {
            jobIds << QString::fromUtf8(l.split(';').value(0).trimmed());
        }
    }
    const QString pollCommand = scheduler::SlurmScheduler().statusCommand(jobIds);
    // The command's own time on the cluster (through loopback, where a round trip is ~0).
    QList<double> own;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        const CommandResult r = runWait(fast, pollCommand);
        own << double(t.nsecsElapsed()) / 1e6;
        if (i == 0 && statusesFound(r, jobIds) < jobIds.size()) {
            fprintf(stderr, "the status poll did not list the %lld jobs\n",
                    static_cast<long long>(jobIds.size()));
        }
    }

    // 4. An HTTP server on the login node with a page's worth of small files.
    const QString pageDir = remoteDir + QStringLiteral("/page");
    // A threaded server with a listen backlog of 128 (TensorBoard's has as many), not
    // `python3 -m http.server`, whose backlog of 5 makes connections beyond it wait a second.
    const CommandResult pagePort = runWait(fast, QStringLiteral(R"(mkdir -p '%1' && cd '%1' &&
cat > serve.py <<'EOF'
import functools, http.server, socket, sys
class Server(http.server.ThreadingHTTPServer):
    request_queue_size = 128
if len(sys.argv) == 1:
    for i in range(24):
        open("p%d.js" % i, "wb").write((b"page %d " % i) * 2000)
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    print(s.getsockname()[1])
else:
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=".")
    Server(("127.0.0.1", int(sys.argv[1])), handler).serve_forever()
EOF
python3 serve.py)")
                                                     .arg(pageDir));
    const int httpPort = pagePort.standardOutput.trimmed().toInt();
    QStringList pagePaths;
    QMap<QString, QByteArray> pageBodies;
    for (int i = 0; i < 24; ++i) {
        pagePaths << QStringLiteral("p%1.js").arg(i);
        pageBodies.insert(
            pagePaths.last(),
            QByteArray(QByteArray("page ") + QByteArray::number(i) + ' ').repeated(2000));
    }
    SshStream *httpServer = fast.openStream(
        QStringLiteral("cd '%1' && exec python3 serve.py %2").arg(pageDir).arg(httpPort));
    const bool httpUp =
        httpPort > 0 && spin(
                            [&] {
                                return runWait(fast, QStringLiteral("python3 -c 'import "
                                                                    "urllib.request as u; "
                                                                    "u.urlopen(\"http://"
                                                                    "127.0.0.1:%1/p0.js\")'")
                                                         .arg(httpPort))
                                    .succeeded();
                            },
                            20000);
    if (!httpUp) {
        fprintf(stderr, "the HTTP server on the cluster did not start\n");
        status = 1;
    }

    for (const Link &link : std::as_const(links)) {
        const std::optional<SshTarget> target = SshTarget::resolve(link.alias, link.config, &error);
        if (!target) {
            fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        SshConnection connection(*target, nullptr);
        if (!runWait(connection, QStringLiteral("true")).succeeded()) {
            fprintf(stderr, "Slipway could not connect over %s\n", qPrintable(link.label));
            return 1;
        }

        // 2. Round trips: a command on a ready connection, one followed line.
        QList<double> command;
        for (int i = 0; i < 10; ++i) {
            QElapsedTimer t;
            t.start();
            runWait(connection, QStringLiteral("squeue --me -h -o %i >/dev/null 2>&1; true"));
            command << double(t.nsecsElapsed()) / 1e6;
        }
        const QString log = remoteDir + QStringLiteral("/follow.log");
        runWait(fast, QStringLiteral(": > '%1'").arg(log));
        SshStream *stream = connection.openStream(QStringLiteral("tail -n 0 -F '%1'").arg(log));
        QByteArray seen;
        QObject::connect(stream, &SshStream::standardOutput, stream,
                         [&seen](const QByteArray &d) { seen += d; });
        QThread::msleep(1500); // tail has started on the far side
        QCoreApplication::processEvents();
        QList<double> follow;
        for (int i = 0; i < 5; ++i) {
            const QByteArray marker = "line-" + QByteArray::number(i) + '\n';
            // Written on the cluster through the fast link, then timed until it arrives here
            // over the slow one: one way of the link plus tail's own poll (1 s for tail -F
            // without inotify, at once with it).
            runWait(fast, QStringLiteral("printf 'line-%1\\n' >> '%2'").arg(i).arg(log));
            QElapsedTimer t;
            t.start();
            spin([&] { return seen.contains(marker); }, 10000);
            follow << double(t.nsecsElapsed()) / 1e6;
        }
        stream->close();

        // The same two with OpenSSH through a ControlMaster (its connection already up).
        const QString controlPath = dir.filePath(QStringLiteral("cm-") + link.label);
        const QStringList cm = {QStringLiteral("-F"), link.config, QStringLiteral("-o"),
                                QStringLiteral("ControlPath=") + controlPath};
        runProcessSeconds(
            QStringLiteral("ssh"),
            cm + QStringList{QStringLiteral("-o"), QStringLiteral("ControlMaster=yes"),
                             QStringLiteral("-o"), QStringLiteral("ControlPersist=600"),
                             QStringLiteral("-fN"), link.alias});
        QList<double> pollSlipway;
        QList<double> pollOpenSsh;
        for (int i = 0; i < 5; ++i) {
            QElapsedTimer t;
            t.start();
            const CommandResult r = runWait(connection, pollCommand);
            pollSlipway << double(t.nsecsElapsed()) / 1e6;
            if (statusesFound(r, jobIds) < jobIds.size()) {
                fprintf(stderr, "Slipway's status poll did not list the jobs\n");
                status = 1;
            }
            pollOpenSsh << 1000 * runProcessSeconds(QStringLiteral("ssh"),
                                                    cm + QStringList{link.alias, pollCommand});
        }
        QProcess tail;
        tail.start(QStringLiteral("ssh"),
                   cm + QStringList{link.alias, QStringLiteral("tail -n 0 -F '%1'").arg(log)});
        QByteArray tailSeen;
        QObject::connect(&tail, &QProcess::readyReadStandardOutput, &tail,
                         [&] { tailSeen += tail.readAllStandardOutput(); });
        QThread::msleep(1500);
        QCoreApplication::processEvents();
        QList<double> followOpenSsh;
        for (int i = 0; i < 5; ++i) {
            const QByteArray marker = "ssh-line-" + QByteArray::number(i) + '\n';
            runWait(fast, QStringLiteral("printf 'ssh-line-%1\\n' >> '%2'").arg(i).arg(log));
            QElapsedTimer t;
            t.start();
            spin([&] { return tailSeen.contains(marker); }, 10000);
            followOpenSsh << double(t.nsecsElapsed()) / 1e6;
        }
        tail.kill();
        tail.waitForFinished(5000);
        runProcessSeconds(
            QStringLiteral("ssh"),
            cm + QStringList{QStringLiteral("-O"), QStringLiteral("exit"), link.alias});
        printf("INFO wan_%s status_poll_50_runs median_ms=%.1f own_ms_on_cluster=%.1f "
               "network_round_trips=%.2f\n",
               qPrintable(link.label), median(pollSlipway), median(own),
               (median(pollSlipway) - median(own)) / link.rttMs);
        line(QStringLiteral("wan_%1_status_poll_50_runs").arg(link.label), "median_ms",
             median(pollSlipway), "ssh_controlmaster", median(pollOpenSsh), false);
        line(QStringLiteral("wan_%1_followed_log_line").arg(link.label), "median_ms",
             median(follow), "ssh_controlmaster_tail", median(followOpenSsh), false);
        printf("INFO wan_%s command_on_ready_connection median_ms=%.1f round_trips=%.2f\n",
               qPrintable(link.label), median(command), median(command) / link.rttMs);
        printf(
            "INFO wan_%s followed_log_line median_ms=%.1f round_trips=%.2f (from the write on the "
            "cluster)\n",
            qPrintable(link.label), median(follow), median(follow) / link.rttMs);
        fflush(stdout);

        // 4. A page load through a tunnel, Slipway's and OpenSSH's.
        if (httpUp) {
            SshTunnel *tunnel =
                connection.openTunnel(QStringLiteral("127.0.0.1"), httpPort, 0, &connection);
            spin([&] { return tunnel->isListening(); }, 20000);
            QList<double> pageSlipway;
            for (int i = 0; i < 6; ++i) {
                const double ms = pageLoadMs(tunnel->localPort(), pagePaths, pageBodies);
                if (ms < 0) {
                    fprintf(stderr, "a page through Slipway's tunnel was missing or differed\n");
                    status = 1;
                }
                if (i > 0) { // the first one warms the server up
                    pageSlipway << ms;
                }
            }
            tunnel->close();
            const int sshPort = freeLocalPort();
            QProcess forward;
            forward.start(QStringLiteral("ssh"),
                          {QStringLiteral("-F"), link.config, QStringLiteral("-N"),
                           QStringLiteral("-o"), QStringLiteral("ExitOnForwardFailure=yes"),
                           QStringLiteral("-L"),
                           QStringLiteral("127.0.0.1:%1:127.0.0.1:%2").arg(sshPort).arg(httpPort),
                           link.alias});
            const bool forwarding = spin(
                [&] {
                    QTcpSocket probe;
                    probe.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(sshPort));
                    return probe.waitForConnected(100);
                },
                20000);
            QList<double> pageOpenSsh;
            for (int i = 0; forwarding && i < 6; ++i) {
                const double ms = pageLoadMs(sshPort, pagePaths, pageBodies);
                if (ms < 0) {
                    fprintf(stderr, "a page through ssh -L was missing or differed\n");
                }
                if (i > 0) {
                    pageOpenSsh << ms;
                }
            }
            forward.terminate();
            forward.waitForFinished(5000);
            if (forwarding) {
                line(QStringLiteral("wan_%1_tunnel_page_24_files").arg(link.label), "median_ms",
                     median(pageSlipway), "ssh_L", median(pageOpenSsh), false);
            } else {
                fprintf(stderr, "ssh -L did not start\n");
            }
        }

        if (qEnvironmentVariable("BENCH_WAN_TRANSFERS") == QLatin1String("0")) {
            continue;
        }

        // 1. The download.
        const QString mine = dir.filePath(QStringLiteral("slipway.bin"));
        SshTransfer *t = connection.download(remote, mine);
        bool done = false;
        QString failure;
        QObject::connect(t, &SshTransfer::finished, t, [&](const QString &e) {
            failure = e;
            done = true;
        });
        QElapsedTimer timer;
        timer.start();
        spin([&] { return done; }, 900000);
        const double slipwaySeconds = double(timer.nsecsElapsed()) / 1e9;
        if (!failure.isEmpty() || sha256Of(mine) != remoteHash) {
            fprintf(stderr, "Slipway's download failed or differs: %s\n", qPrintable(failure));
            status = 1;
        }
        QFile::remove(mine);
        const QString scpCopy = dir.filePath(QStringLiteral("scp.bin"));
        const double scpSeconds = runProcessSeconds(
            QStringLiteral("scp"), {QStringLiteral("-q"), QStringLiteral("-F"), link.config,
                                    link.alias + QLatin1Char(':') + remote, scpCopy});
        if (sha256Of(scpCopy) != remoteHash) {
            fprintf(stderr, "scp's copy differs\n");
        }
        QFile::remove(scpCopy);
        const QString sftpCopy = dir.filePath(QStringLiteral("sftp.bin"));
        const double sftpSeconds = runProcessSeconds(
            QStringLiteral("sftp"),
            {QStringLiteral("-q"), QStringLiteral("-R"), QStringLiteral("64"), QStringLiteral("-F"),
             link.config, QStringLiteral("-b"), QStringLiteral("-"), link.alias},
            QStringLiteral("get \"%1\" \"%2\"\n").arg(remote, sftpCopy).toUtf8());
        if (sha256Of(sftpCopy) != remoteHash) {
            fprintf(stderr, "sftp's copy differs\n");
        }
        QFile::remove(sftpCopy);
        const QString name = QStringLiteral("ssh_download_%1MB_%2").arg(mb).arg(link.label);
        printf("INFO %s seconds slipway=%.2f scp=%.2f sftp_R64=%.2f\n", qPrintable(name),
               slipwaySeconds, scpSeconds, sftpSeconds);
        line(name, "MB_per_s", mb / slipwaySeconds, "scp", mb / scpSeconds, true);
        line(name, "MB_per_s", mb / slipwaySeconds, "sftp_R64", mb / sftpSeconds, true);

        // 3. The upload of the same file (made here from a copy), checked the same way.
        if (qEnvironmentVariable("BENCH_WAN_UPLOAD") != QLatin1String("0")) {
            const QString source = dir.filePath(QStringLiteral("source.bin"));
            if (!QFile::exists(source)) {
                runProcessSeconds(QStringLiteral("scp"),
                                  {QStringLiteral("-q"), QStringLiteral("-F"), config,
                                   env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")) +
                                       QLatin1Char(':') + remote,
                                   source});
            }
            const QString upMine = remoteDir + QStringLiteral("/up-slipway.bin");
            SshTransfer *u = connection.upload(source, upMine);
            bool upDone = false;
            QString upFailure;
            QObject::connect(u, &SshTransfer::finished, u, [&](const QString &e) {
                upFailure = e;
                upDone = true;
            });
            QElapsedTimer upTimer;
            upTimer.start();
            spin([&] { return upDone; }, 900000);
            const double upSlipway = double(upTimer.nsecsElapsed()) / 1e9;
            const QString upScp = remoteDir + QStringLiteral("/up-scp.bin");
            const double upScpSeconds = runProcessSeconds(
                QStringLiteral("scp"), {QStringLiteral("-q"), QStringLiteral("-F"), link.config,
                                        source, link.alias + QLatin1Char(':') + upScp});
            const QString upSftp = remoteDir + QStringLiteral("/up-sftp.bin");
            const double upSftpSeconds = runProcessSeconds(
                QStringLiteral("sftp"),
                {QStringLiteral("-q"), QStringLiteral("-R"), QStringLiteral("64"),
                 QStringLiteral("-F"), link.config, QStringLiteral("-b"), QStringLiteral("-"),
                 link.alias},
                QStringLiteral("put \"%1\" \"%2\"\n").arg(source, upSftp).toUtf8());
            const CommandResult sums = runWait(
                fast, QStringLiteral("cd '%1' && sha256sum up-slipway.bin up-scp.bin up-sftp.bin; "
                                     "rm -f up-*.bin")
                          .arg(remoteDir));
            const QList<QByteArray> sumLines = sums.standardOutput.split('\n');
            if (!upFailure.isEmpty() || sumLines.value(0).left(64) != remoteHash) {
                fprintf(stderr, "Slipway's upload failed or differs: %s\n", qPrintable(upFailure));
                status = 1;
            }
            if (sumLines.value(1).left(64) != remoteHash ||
                sumLines.value(2).left(64) != remoteHash) {
                fprintf(stderr, "scp's or sftp's upload differs\n");
            }
            const QString upName = QStringLiteral("ssh_upload_%1MB_%2").arg(mb).arg(link.label);
            printf("INFO %s seconds slipway=%.2f scp=%.2f sftp_R64=%.2f\n", qPrintable(upName),
                   upSlipway, upScpSeconds, upSftpSeconds);
            line(upName, "MB_per_s", mb / upSlipway, "scp", mb / upScpSeconds, true);
            line(upName, "MB_per_s", mb / upSlipway, "sftp_R64", mb / upSftpSeconds, true);
        }
    }
    httpServer->close();
    runWait(fast,
            QStringLiteral("scancel -n %1 -u \"$USER\"; rm -rf '%2'").arg(pollName, remoteDir));
    proxy.terminate();
    proxy.waitForFinished(5000);
    return status;
}
