#include "remote/tensorboardscripts.h"

#include "common/shellquote.h"

#include <QList>

#include <algorithm>

namespace slipway::remote::tensorboardscripts {

namespace {

// Shared helpers: is `pid` alive and running with `port` as one of its arguments (so a pid
// reused by another program is never taken for the server), and does 127.0.0.1:port accept a
// connection (bash's /dev/tcp).
const char *const kHelpers =
    "slipway_tb_alive() {\n"
    "  kill -0 \"$1\" 2>/dev/null || return 1\n"
    "  if [ -r \"/proc/$1/cmdline\" ]; then\n"
    "    tr '\\000' '\\n' < \"/proc/$1/cmdline\" | grep -qx -- \"$2\" || return 1\n"
    "  fi\n"
    "  return 0\n"
    "}\n"
    "slipway_port_answers() { (exec 3<>\"/dev/tcp/127.0.0.1/$1\") 2>/dev/null; }\n"
    // The lease: the time (seconds since 1970) after which the watchdog stops the server.
    "slipway_lease() {\n"
    "  printf '%s\\n' \"$(( $(date +%s) + $2 ))\" > \"$1.lease.tmp\" && "
    "mv -f -- \"$1.lease.tmp\" \"$1.lease\"\n"
    "}\n";

// Runs detached next to the server (arguments: pid, port, state base, seconds between checks):
// once the lease has run out, because no Slipway renewed it (the app crashed, the laptop went
// away), it stops the server as the stop script does and removes its state. It ends with the
// server. No single quotes inside: the start script holds it in a single-quoted variable.
const char *const kWatchdog =
    "alive() {\n"
    "  kill -0 \"$1\" 2>/dev/null || return 1\n"
    "  if [ -r \"/proc/$1/cmdline\" ]; then\n"
    "    tr \"\\000\" \"\\n\" < \"/proc/$1/cmdline\" | grep -qx -- \"$2\" || return 1\n"
    "  fi\n"
    "}\n"
    "pid=$1; port=$2; state=$3; every=$4\n"
    "while alive \"$pid\" \"$port\"; do\n"
    "  sleep \"$every\"\n"
    "  until=$(cat -- \"$state.lease\" 2>/dev/null)\n"
    "  case $until in \"\"|*[!0-9]*) until=0 ;; esac\n"
    "  if [ \"$(date +%s)\" -gt \"$until\" ] && alive \"$pid\" \"$port\"; then\n"
    "    kill -TERM -- \"-$pid\" 2>/dev/null || kill -TERM \"$pid\" 2>/dev/null\n"
    "    i=0\n"
    "    while [ $i -lt 50 ] && kill -0 \"$pid\" 2>/dev/null; do sleep 0.1; i=$((i + 1)); done\n"
    "    kill -KILL -- \"-$pid\" 2>/dev/null || kill -KILL \"$pid\" 2>/dev/null\n"
    "    if [ \"$(head -n 1 -- \"$state.state\" 2>/dev/null)\" = \"$pid\" ]; then\n"
    "      rm -f -- \"$state.state\" \"$state.log\" \"$state.lease\"\n"
    "    fi\n"
    "    exit 0\n"
    "  fi\n"
    "done\n";

} // namespace

QString startScript(const QString &logDir, const QString &program, const QString &setupCommand,
                    int leaseSeconds)
{
    const int lease = std::max(1, leaseSeconds);
    const int every = std::clamp(lease / 4, 1, 30);
    return QString::fromLatin1(kHelpers) +
           QStringLiteral("lease=%1\nevery=%2\nwatchdog=%3\n")
               .arg(lease)
               .arg(every)
               .arg(shellQuote(QString::fromLatin1(kWatchdog))) +
           QStringLiteral(
               "logdir=%1\n"
               "tb=%2\n"
               "setup=%3\n"
               "case $logdir in \"~\") logdir=$HOME ;; \"~/\"*) logdir=$HOME/${logdir#\"~/\"} ;; "
               "esac\n"
               "if [ ! -d \"$logdir\" ]; then echo 'SLIPWAY_TB NOSUCH'; exit 0; fi\n"
               "abs=$(cd -- \"$logdir\" 2>/dev/null && pwd -P) || { echo 'SLIPWAY_TB NOACCESS'; "
               "exit 0; }\n"
               "dir=$HOME/.cache/slipway/tensorboard\n"
               "mkdir -p -- \"$dir\" && chmod 700 -- \"$dir\" || exit 1\n"
               "state=$dir/$(printf '%s' \"$abs\" | sha256sum | cut -c1-16)\n"
               "if [ -f \"$state.state\" ]; then\n"
               "  { read -r pid; read -r port; read -r folder; } < \"$state.state\"\n"
               "  if [ \"$folder\" = \"$abs\" ] && slipway_tb_alive \"$pid\" \"$port\"; then\n"
               "    slipway_lease \"$state\" \"$lease\"\n"
               "    printf 'SLIPWAY_TB REUSED %s %s\\n%s\\n%s\\n' \"$pid\" \"$port\" \"$abs\" "
               "\"$state\"\n"
               "    exit 0\n"
               "  fi\n"
               "  rm -f -- \"$state.state\"\n"
               "fi\n"
               "if [ -n \"$setup\" ]; then\n"
               "  eval \"$setup\" || { echo 'SLIPWAY_TB SETUPFAILED'; exit 0; }\n"
               "fi\n"
               "command -v -- \"$tb\" >/dev/null 2>&1 || { echo 'SLIPWAY_TB NOTFOUND'; exit 0; }\n"
               // The port comes from outside the range the kernel hands out to outgoing
               // connections, so that the login node's own clients (ssh, git, pip) do not hold
               // it; a port a listening or connected socket has as its local port is skipped
               // (a socket only bound shows nowhere; the session retries if one holds it).
               "read -r elo ehi < /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null\n"
               "case $elo$ehi in \"\"|*[!0-9]*) elo=32768 ehi=60999 ;; esac\n"
               "if [ \"$elo\" -gt 21024 ]; then lo=20000 hi=$((elo - 1))\n"
               "elif [ \"$ehi\" -lt 64511 ]; then lo=$((ehi + 1)) hi=65535\n"
               "else lo=20000 hi=60000; fi\n"
               "slipway_port_taken() {\n"
               "  slipway_port_answers \"$1\" && return 0\n"
               "  cat /proc/net/tcp /proc/net/tcp6 2>/dev/null | awk -v p=\"$(printf '%04X' "
               "\"$1\")\" '{ n = split($2, a, \":\"); if (a[n] == p) f = 1 } END { exit !f }'\n"
               "}\n"
               "port=\n"
               "for i in $(seq 1 100); do\n"
               "  p=$(( (RANDOM * 32768 + RANDOM) % (hi - lo + 1) + lo ))\n"
               "  slipway_port_taken \"$p\" || { port=$p; break; }\n"
               "done\n"
               "[ -n \"$port\" ] || { echo 'SLIPWAY_TB NOPORT'; exit 0; }\n"
               "nohup setsid \"$tb\" --logdir \"$abs\" --host 127.0.0.1 --port \"$port\" "
               "> \"$state.log\" 2>&1 < /dev/null &\n"
               "pid=$!\n"
               "printf '%s\\n%s\\n%s\\n' \"$pid\" \"$port\" \"$abs\" > \"$state.tmp\" && "
               "mv -f -- \"$state.tmp\" \"$state.state\"\n"
               "slipway_lease \"$state\" \"$lease\"\n"
               "nohup setsid bash -c \"$watchdog\" slipway-tb-watchdog \"$pid\" \"$port\" "
               "\"$state\" "
               "\"$every\" > /dev/null 2>&1 < /dev/null &\n"
               "printf 'SLIPWAY_TB STARTED %s %s\\n%s\\n%s\\n' \"$pid\" \"$port\" \"$abs\" "
               "\"$state\"\n")
               .arg(shellQuote(logDir), shellQuote(program), shellQuote(setupCommand));
}

StartAnswer parseStart(const QByteArray &output)
{
    StartAnswer answer;
    const qsizetype at = output.lastIndexOf("SLIPWAY_TB ");
    if (at < 0 || (at > 0 && output.at(at - 1) != '\n')) {
        return answer;
    }
    const QList<QByteArray> lines = output.mid(at).split('\n');
    const QList<QByteArray> words = lines.value(0).trimmed().split(' ');
    const QByteArray kind = words.value(1);
    if (kind == "NOSUCH") {
        answer.kind = StartAnswer::Kind::NoSuchFolder;
    } else if (kind == "NOACCESS") {
        answer.kind = StartAnswer::Kind::NoAccess;
    } else if (kind == "SETUPFAILED") {
        answer.kind = StartAnswer::Kind::SetupFailed;
    } else if (kind == "NOTFOUND") {
        answer.kind = StartAnswer::Kind::NotFound;
    } else if (kind == "NOPORT") {
        answer.kind = StartAnswer::Kind::NoPort;
    } else if (kind == "STARTED" || kind == "REUSED") {
        bool pidOk = false;
        bool portOk = false;
        answer.pid = words.value(2).toLongLong(&pidOk);
        answer.port = words.value(3).toInt(&portOk);
        answer.folder = QString::fromUtf8(lines.value(1));
        answer.stateBase = QString::fromUtf8(lines.value(2));
        if (pidOk && portOk && answer.pid > 1 && answer.port > 0 && answer.port < 65536 &&
            !answer.stateBase.isEmpty()) {
            answer.kind =
                kind == "STARTED" ? StartAnswer::Kind::Started : StartAnswer::Kind::Reused;
        }
    }
    return answer;
}

QString probeScript(qint64 pid, int port, const QString &stateBase)
{
    return QString::fromLatin1(kHelpers) +
           QStringLiteral("pid=%1\nport=%2\nstate=%3\n"
                          "if ! slipway_tb_alive \"$pid\" \"$port\"; then\n"
                          "  echo DEAD; tail -n 30 -- \"$state.log\" 2>/dev/null; exit 0\n"
                          "fi\n"
                          "if slipway_port_answers \"$port\"; then echo ANSWERS; else echo "
                          "WAITING; fi\n")
               .arg(pid)
               .arg(port)
               .arg(shellQuote(stateBase));
}

QString stopScript(qint64 pid, int port, const QString &stateBase)
{
    return QString::fromLatin1(kHelpers) +
           QStringLiteral(
               "pid=%1\nport=%2\nstate=%3\n"
               "result=GONE\n"
               "if slipway_tb_alive \"$pid\" \"$port\"; then\n"
               "  kill -TERM -- \"-$pid\" 2>/dev/null || kill -TERM \"$pid\" 2>/dev/null\n"
               "  for i in $(seq 1 50); do kill -0 \"$pid\" 2>/dev/null || break; sleep 0.1; "
               "done\n"
               "  if kill -0 \"$pid\" 2>/dev/null; then\n"
               "    kill -KILL -- \"-$pid\" 2>/dev/null || kill -KILL \"$pid\" 2>/dev/null\n"
               "  fi\n"
               "  result=STOPPED\n"
               "fi\n"
               "if [ -f \"$state.state\" ] && [ \"$(head -n 1 -- \"$state.state\")\" = \"$pid\" ]; "
               "then\n"
               "  rm -f -- \"$state.state\" \"$state.log\" \"$state.lease\"\n"
               "fi\n"
               "echo \"$result\"\n")
               .arg(pid)
               .arg(port)
               .arg(shellQuote(stateBase));
}

QString jobAddressScript(const QString &addressFile)
{
    return QStringLiteral(
               "f=%1\n"
               "case $f in \"~/\"*) f=$HOME/${f#\"~/\"} ;; esac\n"
               "[ -r \"$f\" ] || { echo NOFILE; exit 0; }\n"
               "read -r host port < \"$f\" || { echo NOFILE; exit 0; }\n"
               "case $port in \"\"|*[!0-9]*) echo NOFILE; exit 0 ;; esac\n"
               "case $host in \"\"|*[!A-Za-z0-9.-]*) echo NOFILE; exit 0 ;; esac\n"
               "printf 'ADDRESS %s %s\\n' \"$host\" \"$port\"\n"
               "if (exec 3<>\"/dev/tcp/$host/$port\") 2>/dev/null; then echo ANSWERS; else echo "
               "WAITING; fi\n")
        .arg(shellQuote(addressFile));
}

JobAddress parseJobAddress(const QByteArray &output)
{
    JobAddress address;
    const QList<QByteArray> lines = output.split('\n');
    const QList<QByteArray> words = lines.value(0).trimmed().split(' ');
    if (words.size() != 3 || words.at(0) != "ADDRESS") {
        return address;
    }
    bool ok = false;
    address.port = words.at(2).toInt(&ok);
    address.host = QString::fromLatin1(words.at(1));
    address.found = ok && address.port > 0 && address.port < 65536 && !address.host.isEmpty();
    address.answers = address.found && lines.value(1).trimmed() == "ANSWERS";
    return address;
}

QString renewScript(qint64 pid, const QString &stateBase, int seconds)
{
    return QString::fromLatin1(kHelpers) +
           QStringLiteral(
               "pid=%1\nstate=%2\n"
               "if [ \"$(head -n 1 -- \"$state.state\" 2>/dev/null)\" = \"$pid\" ]; then\n"
               "  slipway_lease \"$state\" %3 && echo RENEWED\n"
               "else\n"
               "  echo GONE\n"
               "fi\n")
               // One arg() for all three: text from the cluster (stateBase) may hold "%3".
               .arg(QString::number(pid), shellQuote(stateBase),
                    QString::number(std::max(1, seconds)));
}

} // namespace slipway::remote::tensorboardscripts
