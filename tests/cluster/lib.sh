# shellcheck shell=bash
# shellcheck disable=SC2034 # the settings are used by the scripts that source this file
# Shared settings and helpers for tests/cluster/{install,up,down,status}. Sourced, not run.
#
# Every setting can be overridden from the environment; the defaults are what the tests and
# docs/test-cluster.md assume.

# Where installed, read-only things go (modules, the TensorBoard venv). World-readable.
CLUSTER_PREFIX=${SLIPWAY_CLUSTER_PREFIX:-/opt/slipway-test-cluster}
# Where runtime state goes (keys, configs, pid files, logs, Slurm spool, MariaDB data).
CLUSTER_DIR=${SLIPWAY_CLUSTER_DIR:-/var/tmp/slipway-cluster}
# The cluster's one user, who logs in over SSH and submits jobs.
CLUSTER_USER=${SLIPWAY_CLUSTER_USER:-slipwaytest}
# Who gets to read the client's private key and the password file: the person who ran
# `sudo tests/cluster/install`, or root.
CLUSTER_OWNER=${SLIPWAY_CLUSTER_OWNER:-${SUDO_USER:-root}}

SSH_PORT=${SLIPWAY_CLUSTER_SSH_PORT:-22222}
OTP_PORT=${SLIPWAY_CLUSTER_OTP_PORT:-22223}
# A second sshd with a host key of its own: the jump host (ProxyJump) and the password-only
# (no keyboard-interactive) login.
JUMP_PORT=${SLIPWAY_CLUSTER_JUMP_PORT:-22224}
# A wide-area link in front of the login node's sshd (tests/cluster/slowlink.py): the same
# sshd, reached with a one-way delay each way and a bandwidth cap.
SLOW_PORT=${SLIPWAY_CLUSTER_SLOW_PORT:-22225}
SLOW_DELAY_MS=${SLIPWAY_CLUSTER_SLOW_DELAY_MS:-25}
SLOW_RATE_MBIT=${SLIPWAY_CLUSTER_SLOW_RATE_MBIT:-100}
SLURMCTLD_PORT=${SLIPWAY_CLUSTER_SLURMCTLD_PORT:-26817}
SLURMD_PORT=${SLIPWAY_CLUSTER_SLURMD_PORT:-26818}
SLURMDBD_PORT=${SLIPWAY_CLUSTER_SLURMDBD_PORT:-26819}
# Two more compute nodes, each a slurmd in a network (and host name) namespace of its own,
# joined to this machine by a bridge: NODE_PREFIX1 and NODE_PREFIX2 at NODE_NET.11 and .12,
# the controller at NODE_NET.1. Only this /24 and these names are created (and removed by down).
NODE_NET=${SLIPWAY_CLUSTER_NODE_NET:-10.77.0}
NODE_PREFIX=${SLIPWAY_CLUSTER_NODE_PREFIX:-swnode}
NODE_BRIDGE=${SLIPWAY_CLUSTER_NODE_BRIDGE:-swbr0}
NODE_COUNT=2
CTLD_ADDR=$NODE_NET.1
# The partition of the two namespaced nodes (multi-node jobs); cpu, gpu and debug stay on this
# machine's own node.
MULTI_PARTITION=multi
MARIADB_PORT=${SLIPWAY_CLUSTER_MARIADB_PORT:-23306}
# The stand-in for the internet (tests/cluster/httpserver.py), serving $WWW_DIR.
HTTP_PORT=${SLIPWAY_CLUSTER_HTTP_PORT:-28080}

SSH_ALIAS=slipway-test
OTP_ALIAS=slipway-test-otp
JUMP_ALIAS=slipway-test-jump
VIA_JUMP_ALIAS=slipway-test-via-jump
TWO_JUMPS_ALIAS=slipway-test-via-two-jumps
SLOW_ALIAS=slipway-test-slow
SLURM_CLUSTER_NAME=slipway-test
SLURM_ACCOUNT=slipway
DEBUG_MAXTIME=00:30:00

# Bump when install learns something new: up re-runs install when the stamp differs.
INSTALL_VERSION=3

KEYS_DIR=$CLUSTER_DIR/keys
ETC_DIR=$CLUSTER_DIR/etc
RUN_DIR=$CLUSTER_DIR/run
LOG_DIR=$CLUSTER_DIR/log
SLURM_DIR=$CLUSTER_DIR/slurm
DEV_DIR=$CLUSTER_DIR/dev
MARIADB_DIR=$CLUSTER_DIR/mariadb
WWW_DIR=$CLUSTER_DIR/www
# A small file system (tmpfs) the cluster's user can write to: a disk that fills up.
SMALL_DISK=$CLUSTER_DIR/smalldisk
SMALL_DISK_SIZE=${SLIPWAY_CLUSTER_SMALL_DISK_SIZE:-3m}
# Each node's node-local folders: a job's is NODE_TMP/NODE/jobID, its SLURM_TMPDIR.
NODE_TMP=$CLUSTER_DIR/nodetmp

CLIENT_KEY=$KEYS_DIR/id_ed25519
PASSWORD_FILE=$KEYS_DIR/password
OTP_SECRET_FILE=$KEYS_DIR/otp-secret
DB_PASSWORD_FILE=$KEYS_DIR/slurmdb-password
HOST_KEY_TYPES=(ed25519 ecdsa rsa)
JUMP_HOST_KEY=$KEYS_DIR/jump_host_ed25519_key

SSH_CONFIG=$CLUSTER_DIR/ssh_config
KNOWN_HOSTS=$CLUSTER_DIR/known_hosts
ENV_FILE=$CLUSTER_DIR/env
SLURM_CONF=$ETC_DIR/slurm.conf
export SLURM_CONF

MODULES_DIR=$CLUSTER_PREFIX/modules
TENSORBOARD_VENV=$CLUSTER_PREFIX/venvs/tensorboard
WHEELHOUSE_DIR=$CLUSTER_PREFIX/wheelhouse
# The container recipe's image (Charliecloud, a folder), built from Debian's packages by
# debimage.py; under /var/tmp so that it is built once and kept.
IMAGES_DIR=$CLUSTER_DIR/images
IMAGE_DIR=$IMAGES_DIR/debian-torch
TENSORBOARD_BIN=$CLUSTER_PREFIX/bin/tensorboard
OTP_SSHD=$CLUSTER_PREFIX/sbin/slipway-otp-sshd
INSTALL_STAMP=$CLUSTER_PREFIX/.installed
PROFILE_SCRIPT=${SLIPWAY_CLUSTER_PROFILE_SCRIPT:-/etc/profile.d/zz-slipway-test-cluster.sh}
OATH_USERS_FILE=/etc/slipway-test-cluster.oath
OTP_PAM_SERVICE=slipway-otp-sshd

log() { printf '[cluster] %s\n' "$*" >&2; }
die() { printf '[cluster] ERROR: %s\n' "$*" >&2; exit 1; }

require_root() {
    [[ $(id -u) -eq 0 ]] || die "$1 must run as root (try: sudo $0)"
}

node_name() { hostname -s; }

# The namespaced compute nodes: names, one a line; the address and namespace of node $1.
multi_nodes() {
    local i
    for ((i = 1; i <= NODE_COUNT; i++)); do printf '%s%s\n' "$NODE_PREFIX" "$i"; done
}
multi_node_addr() { printf '%s.%s\n' "$NODE_NET" "$((10 + ${1#"$NODE_PREFIX"}))"; }
multi_node_list() { printf '%s[1-%s]\n' "$NODE_PREFIX" "$NODE_COUNT"; }

# Serialises install/up/down (several test runs may call up at once). The lock is file
# descriptor 9; daemons must be started with `9>&-` so that they do not keep holding it.
# A script started by one that holds the lock (up runs install) does not take it again.
take_lock() {
    [[ -z ${SLIPWAY_CLUSTER_LOCK_HELD:-} ]] || return 0
    local lock=${CLUSTER_DIR%/}.lock
    exec 9>>"$lock"
    if ! flock -n 9; then
        log "waiting for another tests/cluster script to finish (lock $lock)"
        flock -w 900 9 || die "another tests/cluster script has held $lock for 15 minutes"
    fi
    export SLIPWAY_CLUSTER_LOCK_HELD=1
}

# Prints a value so that a POSIX shell reads it back unchanged, quoting only when needed.
shell_quote() {
    local value=$1
    if [[ $value =~ ^[A-Za-z0-9_./:@%+,=-]*$ ]]; then
        printf '%s' "$value"
    else
        printf "'%s'" "${value//\'/\'\\\'\'}"
    fi
}

# True while process $1 exists and is not a zombie (PID 1 here may be slow to reap).
pid_alive() {
    local stat
    stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
    stat=${stat##*) }
    [[ ${stat:0:1} != Z ]]
}

pid_file() { printf '%s/%s.pid\n' "$RUN_DIR" "$1"; }

# True when the pid file of daemon $1 names a live process whose executable name is $2.
is_running() {
    local file pid comm
    file=$(pid_file "$1")
    [[ -s $file ]] || return 1
    pid=$(tr -dc '0-9' <"$file")
    [[ -n $pid ]] || return 1
    pid_alive "$pid" || return 1
    comm=$(cat "/proc/$pid/comm" 2>/dev/null || true)
    # /proc/PID/comm is cut to 15 characters.
    [[ $comm == "${2:0:15}" ]]
}

running_pid() { tr -dc '0-9' <"$(pid_file "$1")"; }

# Waits up to $1 seconds for the command in the remaining arguments to succeed.
wait_for() {
    local timeout=$1 deadline
    shift
    deadline=$((SECONDS + timeout))
    until "$@" >/dev/null 2>&1; do
        ((SECONDS < deadline)) || return 1
        sleep 0.2
    done
}

port_open() { (: <"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Writes stdin to $1 (mode $2, 644 unless given) only when the content differs; returns 0 when
# the file changed.
write_if_changed() {
    local target=$1 mode=${2:-644} tmp
    tmp=$(mktemp "$target.XXXXXX")
    chmod "$mode" "$tmp"
    cat >"$tmp"
    if [[ -f $target ]] && cmp -s "$tmp" "$target"; then
        rm -f "$tmp"
        chmod "$mode" "$target"
        return 1
    fi
    mv -f "$tmp" "$target"
    return 0
}

# The jump host's own host key (so a hop is told apart by its key, as on a real site).
make_jump_host_key() {
    if [[ ! -s $JUMP_HOST_KEY || ! -s $JUMP_HOST_KEY.pub ]]; then
        rm -f "$JUMP_HOST_KEY" "$JUMP_HOST_KEY.pub"
        ssh-keygen -q -t ed25519 -N '' -C "slipway-test-cluster-jump" -f "$JUMP_HOST_KEY"
    fi
    chown root:root "$JUMP_HOST_KEY" "$JUMP_HOST_KEY.pub"
    chmod 600 "$JUMP_HOST_KEY"
    chmod 644 "$JUMP_HOST_KEY.pub"
}

# The profile snippet that gives login shells the site modules and this cluster's Slurm (unless
# the login set SLURM_CONF already: each sshd of the cluster sets it to its own cluster's).
write_profile_script() {
    write_if_changed "$PROFILE_SCRIPT" <<EOF || true
# Written by Slipway's tests/cluster (test cluster). Safe to delete when the cluster is gone.
export SLURM_CONF=\${SLURM_CONF:-$SLURM_CONF}
case ":\${MODULEPATH:-}:" in
    *":$MODULES_DIR/core:"*) ;;
    *) export MODULEPATH=$MODULES_DIR/core\${MODULEPATH:+:\$MODULEPATH} ;;
esac
EOF
    chmod 644 "$PROFILE_SCRIPT"
}
