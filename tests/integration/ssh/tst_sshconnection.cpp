#include "clusterenv.h"
#include "testpaths.h"
#include "testprompter.h"

#include "common/shellquote.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"
#include "ssh/sshstream.h"
#include "ssh/sshtarget.h"
#include "ssh/sshtunnel.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QLoggingCategory>
#include <QMutex>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>

using namespace slipway;
using namespace slipway::ssh;

namespace {

CommandResult wait(QFuture<CommandResult> future, int timeoutMs = 60000)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, timeoutMs)) {
        CommandResult result;
        result.error = QStringLiteral("test: no result within %1 ms").arg(timeoutMs);
        return result;
    }
    return future.result();
}

QString explain(const CommandResult &r)
{
    return QStringLiteral("error=%1 exit=%2 stderr=%3")
        .arg(r.error)
        .arg(r.exitCode)
        .arg(QString::fromUtf8(r.standardError.left(2000)));
}

QByteArray allBytes(int repeat)
{
    QByteArray bytes;
    for (int r = 0; r < repeat; ++r) {
        for (int i = 0; i < 256; ++i) {
            bytes.append(static_cast<char>(i));
        }
    }
    return bytes;
}

} // namespace

class TstSshConnection : public QObject
{
    Q_OBJECT

private:
    QMap<QString, QString> m_env;
    QTemporaryDir m_dir;
    QString m_jumpConfig;

    SshTarget target(const QString &alias = QStringLiteral("slipway-test"))
    {
        QString error;
        std::optional<SshTarget> t = SshTarget::resolve(
            m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")) == QString() ? alias : alias,
            m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        if (!t) {
            qWarning("resolve: %s", qPrintable(error));
            return SshTarget();
        }
        return *t;
    }

    // A target whose known_hosts is a fresh file of the test's own.
    SshTarget targetWithKnownHosts(const QByteArray &content)
    {
        static int n = 0;
        const QString path = m_dir.filePath(QStringLiteral("known_hosts_%1").arg(++n));
        QFile file(path);
        if (!content.isNull() && file.open(QIODevice::WriteOnly)) {
            file.write(content);
            file.close();
        }
        SshTarget t = target();
        t.knownHostsFiles = {path};
        t.globalKnownHostsFiles = {QStringLiteral("/dev/null")};
        return t;
    }

    // Makes a key with ssh-keygen and appends its public half to the test user's
    // authorized_keys over an ordinary connection. The returned guard removes it again; it is
    // empty when something failed.
    std::shared_ptr<void> registerNewKey(const QString &type, const QString &bits,
                                         const QString &passphrase, const QString &marker,
                                         const QString &keyFile)
    {
        QStringList args{QStringLiteral("-q"),
                         QStringLiteral("-t"),
                         type,
                         QStringLiteral("-N"),
                         passphrase,
                         QStringLiteral("-C"),
                         marker,
                         QStringLiteral("-f"),
                         keyFile};
        if (!bits.isEmpty()) {
            args << QStringLiteral("-b") << bits;
        }
        QFile::remove(keyFile);
        QFile::remove(keyFile + QStringLiteral(".pub"));
        if (QProcess::execute(QStringLiteral("ssh-keygen"), args) != 0) {
            return {};
        }
        QFile pub(keyFile + QStringLiteral(".pub"));
        if (!pub.open(QIODevice::ReadOnly)) {
            return {};
        }
        const QString add = QStringLiteral("printf '%s\\n' %1 >> ~/.ssh/authorized_keys")
                                .arg(shellQuote(QString::fromUtf8(pub.readAll().trimmed())));
        auto admin = std::make_shared<SshConnection>(target(), nullptr);
        if (!wait(admin->run({add, {}, 0})).succeeded()) {
            return {};
        }
        return std::shared_ptr<void>(admin.get(), [admin, marker](void *) {
            wait(admin->run({QStringLiteral("sed -i %1 ~/.ssh/authorized_keys")
                                 .arg(shellQuote(QStringLiteral("/%1/d").arg(marker))),
                             {},
                             0}));
        });
    }

    static bool waitState(SshConnection &c, SshState state, int ms = 30000)
    {
        return QTest::qWaitFor([&] { return c.state() == state; }, ms);
    }

    static QString hostFingerprints()
    {
        QProcess keygen;
        QString all;
        for (const char *type : {"ed25519", "ecdsa", "rsa"}) {
            keygen.start(QStringLiteral("ssh-keygen"),
                         {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                          QStringLiteral("-f"),
                          QStringLiteral("/var/tmp/slipway-cluster/keys/ssh_host_%1_key.pub")
                              .arg(QLatin1String(type))});
            keygen.waitForFinished();
            all += QString::fromUtf8(keygen.readAllStandardOutput());
        }
        return all;
    }

    // The jump host's aliases, in a configuration of the test's own (with a known_hosts that
    // holds the jump host's key): the cluster's shared ssh_config and known_hosts are rewritten
    // by whichever tests/cluster/up ran last, and an older one leaves the jump host out.
    QString jumpConfig()
    {
        const QString keyFile = QStringLiteral("/var/tmp/slipway-cluster/keys/"
                                               "jump_host_ed25519_key.pub");
        QFile key(keyFile);
        QFile shared(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_KNOWN_HOSTS")));
        if (!key.open(QIODevice::ReadOnly) || !shared.open(QIODevice::ReadOnly)) {
            return QString();
        }
        const QByteArray port =
            m_env.value(QStringLiteral("SLIPWAY_TEST_JUMP_PORT"), QStringLiteral("22224")).toUtf8();
        const QByteArray keyLine = key.readAll().split(' ').mid(0, 2).join(' ');
        const QString knownHosts = m_dir.filePath(QStringLiteral("jump_cluster_known_hosts"));
        QFile known(knownHosts);
        if (!known.open(QIODevice::WriteOnly)) {
            return QString();
        }
        known.write(shared.readAll());
        known.write("[127.0.0.1]:" + port + ' ' + keyLine + '\n');
        known.close();
        const QByteArray common =
            "    User " + m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER")).toUtf8() +
            "\n    IdentityFile " + m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_KEY")).toUtf8() +
            "\n    IdentitiesOnly yes\n    UserKnownHostsFile " + knownHosts.toUtf8() +
            "\n    GlobalKnownHostsFile /dev/null\n";
        const QByteArray login = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")).toUtf8();
        const QString path = m_dir.filePath(QStringLiteral("jump_cluster_config"));
        QFile config(path);
        if (!config.open(QIODevice::WriteOnly)) {
            return QString();
        }
        config.write("Host slipway-test-jump\n    HostName 127.0.0.1\n    Port " + port + '\n' +
                     common);
        config.write("Host slipway-test\n    HostName 127.0.0.1\n    Port " + login + '\n' +
                     common);
        config.write("Host slipway-test-via-jump\n    HostName 127.0.0.1\n    Port " + login +
                     "\n    ProxyJump slipway-test-jump\n" + common);
        config.write("Host slipway-test-via-two-jumps\n    HostName 127.0.0.1\n    Port " + login +
                     "\n    ProxyJump slipway-test-jump,slipway-test\n" + common);
        return path;
    }

    bool haveJumpHost()
    {
        m_jumpConfig = jumpConfig();
        return !m_jumpConfig.isEmpty();
    }

    SshTarget aliasTarget(const char *alias)
    {
        QString error;
        std::optional<SshTarget> t =
            SshTarget::resolve(QString::fromLatin1(alias), m_jumpConfig, &error);
        if (!t) {
            qWarning("resolve %s: %s", alias, qPrintable(error));
            return SshTarget();
        }
        return *t;
    }

    static QString fingerprintOf(const QString &publicKeyFile)
    {
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                      QStringLiteral("-f"), publicKeyFile});
        keygen.waitForFinished();
        // "256 SHA256:... comment (ED25519)"
        return QString::fromUtf8(keygen.readAllStandardOutput()).section(QLatin1Char(' '), 1, 1);
    }

    static QString readPassword(const QMap<QString, QString> &env)
    {
        QFile file(env.value(QStringLiteral("SLIPWAY_TEST_PASSWORD_FILE")));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll().trimmed())
                                              : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_env = test::clusterEnv();
        REQUIRE_CLUSTER(m_env);
        QVERIFY(m_dir.isValid());
    }

    void keyAuthAndCommand()
    {
        SshConnection connection(target(), nullptr);
        QSignalSpy states(&connection, &SshConnection::stateChanged);
        connection.connectToHost();
        QVERIFY2(waitState(connection, SshState::Ready),
                 qPrintable(connection.lastError().message));
        // The state machine went through its stages in order.
        QList<SshState> seen;
        for (const auto &args : states) {
            seen << args.at(0).value<SshState>();
        }
        QCOMPARE(seen, (QList<SshState>{SshState::Connecting, SshState::VerifyingHost,
                                        SshState::Authenticating, SshState::Ready}));
        const CommandResult r =
            wait(connection.run({QStringLiteral("echo out; echo err >&2; exit 7"), {}, 0}));
        QVERIFY2(r.ran(), qPrintable(explain(r)));
        QCOMPARE(r.standardOutput, QByteArray("out\n"));
        QCOMPARE(r.standardError, QByteArray("err\n"));
        QCOMPARE(r.exitCode, 7);
    }

    // The first commands on a new connection over the slow link go out behind the shell's
    // start without waiting for it (one round trip saved on the `bash -l -s` request, one on
    // the set-up's answer): they still get exactly their own output, stdin and exit code, a
    // login-script function works, and a first command cancelled while the shell starts is
    // cancelled alone.
    void firstCommandsSentWithTheShellStart()
    {
        SshConnection connection(target(m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"))),
                                 nullptr);
        const QByteArray input("line one\n'quoted' $(id) `id`\nno newline at the end");
        QFuture<CommandResult> first =
            connection.run({QStringLiteral("cat; echo err >&2; exit 3"), input, 0});
        QFuture<CommandResult> second = connection.run(
            {QStringLiteral("module load PyTorch && echo \"$EBVERSIONPYTORCH\""), {}, 0});
        QFuture<CommandResult> third = connection.run({QStringLiteral("echo third"), {}, 0});
        const CommandResult r1 = wait(first);
        QVERIFY2(r1.ran(), qPrintable(explain(r1)));
        QCOMPARE(r1.standardOutput, input);
        QCOMPARE(r1.standardError, QByteArray("err\n"));
        QCOMPARE(r1.exitCode, 3);
        const CommandResult r2 = wait(second);
        QVERIFY2(r2.succeeded(), qPrintable(explain(r2)));
        QCOMPARE(r2.standardOutput, QByteArray("1.13.1\n"));
        QCOMPARE(wait(third).standardOutput, QByteArray("third\n"));

        SshConnection other(target(m_env.value(QStringLiteral("SLIPWAY_TEST_SLOW_ALIAS"))),
                            nullptr);
        QFuture<CommandResult> cancelled =
            other.run({QStringLiteral("sleep 30; echo late"), {}, 0});
        QFuture<CommandResult> after = other.run({QStringLiteral("echo after"), {}, 0});
        QVERIFY(QTest::qWaitFor([&] { return other.state() == SshState::Ready; }, 30000));
        cancelled.cancel();
        QVERIFY(QTest::qWaitFor([&] { return cancelled.isFinished(); }, 30000));
        const CommandResult a = wait(after);
        QVERIFY2(a.succeeded(), qPrintable(explain(a)));
        QCOMPARE(a.standardOutput, QByteArray("after\n"));
    }

    void loginShellHasModules()
    {
        SshConnection connection(target(), nullptr);
        const CommandResult r = wait(connection.run(
            {QStringLiteral("module load PyTorch && echo \"$EBVERSIONPYTORCH\""), {}, 0}));
        QVERIFY2(r.succeeded(), qPrintable(explain(r)));
        QCOMPARE(r.standardOutput, QByteArray("1.13.1\n"));
    }

    void hostileRoundTrip()
    {
        SshConnection connection(target(), nullptr);
        const QStringList words = {
            QStringLiteral("it's"),        QStringLiteral("\"double\""),
            QStringLiteral("back\\slash"), QStringLiteral("$(touch /tmp/slipway-pwned)"),
            QStringLiteral("`id`"),        QStringLiteral("$HOME"),
            QStringLiteral("a\nb"),        QStringLiteral(" lead"),
            QStringLiteral("ünïcödé"),     QStringLiteral("%s%%"),
            QStringLiteral(";|&><*?")};
        const CommandResult r =
            wait(connection.run({QStringLiteral("printf '%s\\0' ") + shellJoin(words), {}, 0}));
        QVERIFY2(r.succeeded(), qPrintable(explain(r)));
        QByteArray expected;
        for (const QString &w : words) {
            expected += w.toUtf8() + '\0';
        }
        QCOMPARE(r.standardOutput, expected);
        const CommandResult pwned = wait(connection.run(
            {QStringLiteral("test -e /tmp/slipway-pwned && echo yes || echo no"), {}, 0}));
        QCOMPARE(pwned.standardOutput, QByteArray("no\n"));

        // Every byte, both ways, on both streams; exit codes kept apart.
        const QByteArray bytes = allBytes(64);
        const CommandResult out = wait(connection.run({QStringLiteral("cat"), bytes, 0}));
        QVERIFY2(out.succeeded(), qPrintable(explain(out)));
        QCOMPARE(out.standardOutput, bytes);
        QVERIFY(out.standardError.isEmpty());
        const CommandResult err =
            wait(connection.run({QStringLiteral("cat >&2; exit 201"), bytes, 0}));
        QVERIFY2(err.ran(), qPrintable(explain(err)));
        QCOMPARE(err.standardError, bytes);
        QVERIFY(err.standardOutput.isEmpty());
        QCOMPARE(err.exitCode, 201);
        const CommandResult generated = wait(connection.run(
            {QStringLiteral("for i in $(seq 0 255); do printf \"\\\\$(printf %03o $i)\"; done"),
             {},
             0}));
        QCOMPARE(generated.standardOutput, allBytes(1));
    }

    void largeOutput()
    {
        SshConnection connection(target(), nullptr);
        const qint64 size = 50 * 1024 * 1024;
        const CommandResult r =
            wait(connection.run(
                     // The checksum is taken after the data, from a file: a process
                     // substitution could still be running when the command ends.
                     {QStringLiteral("f=$(mktemp) && head -c %1 /dev/urandom | tee \"$f\" && "
                                     "sha256sum < \"$f\" >&2; rm -f \"$f\"")
                          .arg(size),
                      {},
                      0}),
                 120000);
        QVERIFY2(r.succeeded(), qPrintable(explain(r)));
        QCOMPARE(r.standardOutput.size(), size);
        const QByteArray local =
            QCryptographicHash::hash(r.standardOutput, QCryptographicHash::Sha256).toHex();
        QVERIFY2(r.standardError.startsWith(local), r.standardError.constData());
    }

    void concurrentCommandsFromThreads()
    {
        SshConnection connection(target(), nullptr);
        SshCommandRunner runner(&connection);
        QList<QFuture<CommandResult>> futures;
        for (int i = 0; i < 12; ++i) {
            futures << QtConcurrent::run([&runner, i] {
                           return runner.run({QStringLiteral("echo %1").arg(i), {}, 0});
                       }).result();
        }
        for (int i = 0; i < futures.size(); ++i) {
            const CommandResult r = wait(futures[i]);
            QVERIFY2(r.succeeded(), qPrintable(explain(r)));
            QCOMPARE(r.standardOutput, QByteArray::number(i) + '\n');
        }
    }

    void timeoutAndCancel()
    {
        SshConnection connection(target(), nullptr);
        const CommandResult slow = wait(connection.run({QStringLiteral("sleep 20"), {}, 500}));
        QVERIFY(!slow.ran());
        QVERIFY2(slow.error.contains(QLatin1String("did not finish")), qPrintable(slow.error));
        QFuture<CommandResult> f = connection.run({QStringLiteral("sleep 20"), {}, 0});
        QTest::qWait(300);
        f.cancel();
        QVERIFY(QTest::qWaitFor([&] { return f.isFinished(); }, 5000));
        // The connection still works afterwards.
        const CommandResult after = wait(connection.run({QStringLiteral("echo ok"), {}, 0}));
        QVERIFY2(after.succeeded(), qPrintable(explain(after)));
    }

    void streamDeliversOutputAsItComes()
    {
        SshConnection connection(target(), nullptr);
        SshStream *stream = connection.openStream(
            QStringLiteral("for i in 1 2 3; do echo line$i; sleep 1; done; echo e >&2; exit 4"),
            &connection);
        QByteArray out;
        QByteArray err;
        int exitCode = -99;
        connect(stream, &SshStream::standardOutput, this, [&](const QByteArray &d) { out += d; });
        connect(stream, &SshStream::standardError, this, [&](const QByteArray &d) { err += d; });
        connect(stream, &SshStream::finished, this,
                [&](int code, const QString &) { exitCode = code; });
        QVERIFY(QTest::qWaitFor([&] { return out.contains("line1"); }, 20000));
        QVERIFY(!out.contains("line3")); // arrived before the command ended
        QVERIFY(QTest::qWaitFor([&] { return exitCode != -99; }, 20000));
        QCOMPARE(out, QByteArray("line1\nline2\nline3\n"));
        QCOMPARE(err, QByteArray("e\n"));
        QCOMPARE(exitCode, 4);
    }

    void unknownHostKeyAcceptedIsWrittenForOpenSsh()
    {
        SshTarget t = targetWithKnownHosts(QByteArray());
        TestPrompter prompter([](const SshPrompt &p, SshPromptReply reply) {
            if (p.kind == SshPrompt::Kind::UnknownHostKey) {
                reply.accept();
            } else {
                reply.reject();
            }
        });
        {
            SshConnection connection(t, &prompter);
            connection.connectToHost();
            QVERIFY2(waitState(connection, SshState::Ready),
                     qPrintable(connection.lastError().message));
        }
        QCOMPARE(prompter.asked.size(), 1);
        const SshPrompt asked = prompter.asked.first();
        QVERIFY(asked.fingerprint.startsWith(QLatin1String("SHA256:")));
        // Exactly what ssh-keygen prints for one of the server's keys.
        QVERIFY2(hostFingerprints().contains(asked.fingerprint), qPrintable(asked.fingerprint));
        QVERIFY(!asked.keyType.isEmpty());
        // OpenSSH itself finds the entry.
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-F"),
                      QStringLiteral("[127.0.0.1]:%1")
                          .arg(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT"))),
                      QStringLiteral("-f"), t.knownHostsFiles.first()});
        QVERIFY(keygen.waitForFinished());
        QCOMPARE(keygen.exitCode(), 0);
        // A second connection does not ask again.
        SshConnection again(t, &prompter);
        again.connectToHost();
        QVERIFY(waitState(again, SshState::Ready));
        QCOMPARE(prompter.asked.size(), 1);
    }

    void unknownHostKeyRejected()
    {
        TestPrompter prompter([](const SshPrompt &, SshPromptReply reply) { reply.reject(); });
        SshConnection connection(targetWithKnownHosts(QByteArray()), &prompter);
        connection.connectToHost();
        QVERIFY(waitState(connection, SshState::Failed));
        QCOMPARE(connection.lastError().kind, SshError::Kind::HostKeyRejected);
        // Commands on a failed connection answer with its error instead of waiting.
        const CommandResult r = wait(connection.run({QStringLiteral("true"), {}, 0}));
        QVERIFY(!r.ran());
        QVERIFY2(r.error.contains(QLatin1String("not trusted")), qPrintable(r.error));
    }

    // A prompt whose reply is dropped unanswered (the dialog that asked was destroyed with its
    // window): the login ends as a refusal with the reason, instead of waiting for ever.
    void droppedPromptIsARefusal()
    {
        TestPrompter prompter([](const SshPrompt &, SshPromptReply) {});
        SshConnection connection(targetWithKnownHosts(QByteArray()), &prompter);
        connection.connectToHost();
        QVERIFY(waitState(connection, SshState::Failed));
        QCOMPARE(connection.lastError().kind, SshError::Kind::HostKeyRejected);
        const CommandResult r = wait(connection.run({QStringLiteral("true"), {}, 0}));
        QVERIFY(!r.ran());
    }

    void unknownHostKeyWithoutPrompterIsAnError()
    {
        SshConnection connection(targetWithKnownHosts(QByteArray()), nullptr);
        connection.connectToHost();
        QVERIFY(waitState(connection, SshState::Failed));
        QCOMPARE(connection.lastError().kind, SshError::Kind::PromptUnavailable);
    }

    void hashedKnownHosts()
    {
        QFile cluster(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_KNOWN_HOSTS"),
                                  QStringLiteral("/var/tmp/slipway-cluster/known_hosts")));
        QVERIFY(cluster.open(QIODevice::ReadOnly));
        SshTarget t = targetWithKnownHosts(cluster.readAll());
        QCOMPARE(QProcess::execute(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-q"), QStringLiteral("-H"),
                                    QStringLiteral("-f"), t.knownHostsFiles.first()}),
                 0);
        QFile hashed(t.knownHostsFiles.first());
        QVERIFY(hashed.open(QIODevice::ReadOnly));
        QVERIFY(hashed.readAll().startsWith("|1|"));
        TestPrompter prompter([](const SshPrompt &, SshPromptReply reply) { reply.reject(); });
        SshConnection connection(t, &prompter);
        connection.connectToHost();
        QVERIFY2(waitState(connection, SshState::Ready),
                 qPrintable(connection.lastError().message));
        QVERIFY(prompter.asked.isEmpty());
    }

    void changedHostKeyIsRefused()
    {
        const QString key = m_dir.filePath(QStringLiteral("impostor"));
        QCOMPARE(QProcess::execute(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-q"), QStringLiteral("-t"),
                                    QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
                                    QStringLiteral("-f"), key}),
                 0);
        QFile pub(key + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const QByteArray keyPart = pub.readAll().split(' ').mid(0, 2).join(' ');
        const QByteArray port = m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")).toUtf8();
        SshTarget t =
            targetWithKnownHosts("# an old key\n[127.0.0.1]:" + port + " " + keyPart + "\n");
        TestPrompter prompter([](const SshPrompt &, SshPromptReply reply) { reply.accept(); });
        SshConnection connection(t, &prompter);
        connection.connectToHost();
        QVERIFY(waitState(connection, SshState::Failed));
        const SshError error = connection.lastError();
        QCOMPARE(error.kind, SshError::Kind::HostKeyChanged);
        QVERIFY(prompter.asked.isEmpty()); // no "accept anyway"
        QVERIFY2(error.message.contains(QStringLiteral("line 2 of ") + t.knownHostsFiles.first()),
                 qPrintable(error.message));
        QVERIFY2(error.message.contains(QLatin1String("SHA256:")), qPrintable(error.message));
        // The suggested command is quoted as the ones Slipway runs ('[' is a glob character).
        QVERIFY2(error.message.contains(QStringLiteral("ssh-keygen -R '[127.0.0.1]:") +
                                        QString::fromUtf8(port) + QStringLiteral("' -f ")),
                 qPrintable(error.message));
    }

    void plainErrors()
    {
        SshTarget refused = target();
        refused.port = 1;
        SshConnection a(refused, nullptr);
        a.connectToHost();
        QVERIFY(waitState(a, SshState::Failed));
        QCOMPARE(a.lastError().kind, SshError::Kind::Refused);
        QVERIFY2(a.lastError().message.contains(QLatin1String("refused")),
                 qPrintable(a.lastError().message));

        SshTarget unknown = target();
        unknown.hostName = QStringLiteral("no-such-host.invalid");
        SshConnection b(unknown, nullptr);
        b.connectToHost();
        QVERIFY(waitState(b, SshState::Failed));
        QCOMPARE(b.lastError().kind, SshError::Kind::NameNotFound);
        QVERIFY2(b.lastError().message.contains(QLatin1String("could not be found")),
                 qPrintable(b.lastError().message));
    }

    void noAcceptableAuthentication()
    {
        SshTarget t = target();
        t.identityFiles.clear();
        t.identitiesOnly = true;
        t.user = QStringLiteral("nobody-here");
        TestPrompter prompter([](const SshPrompt &p, SshPromptReply reply) {
            QList<QByteArray> wrong;
            for (int i = 0; i < p.fields.size(); ++i) {
                wrong << "wrong";
            }
            reply.answer(wrong);
        });
        SshConnection connection(t, &prompter);
        connection.connectToHost();
        QVERIFY(waitState(connection, SshState::Failed, 60000));
        const SshError e = connection.lastError();
        QVERIFY2(e.kind == SshError::Kind::NoAcceptableAuth ||
                     e.kind == SshError::Kind::ConnectionLost,
                 qPrintable(e.message));
        QVERIFY(!prompter.asked.isEmpty());
        QVERIFY(!prompter.asked.last().retryReason.isEmpty() || prompter.asked.size() == 1);
    }

    void passwordThroughKeyboardInteractive()
    {
        QFile passwordFile(m_env.value(QStringLiteral("SLIPWAY_TEST_PASSWORD_FILE")));
        QVERIFY(passwordFile.open(QIODevice::ReadOnly));
        const QByteArray password = passwordFile.readAll().trimmed();
        SshTarget t = target();
        t.identityFiles.clear();
        t.identitiesOnly = true;
        TestPrompter prompter([password](const SshPrompt &p, SshPromptReply reply) {
            if (p.fields.size() == 1 && !p.fields.first().echo) {
                reply.answer({password});
            } else {
                reply.reject();
            }
        });
        SshConnection connection(t, &prompter);
        connection.connectToHost();
        QVERIFY2(waitState(connection, SshState::Ready),
                 qPrintable(connection.lastError().message));
        QVERIFY(!prompter.asked.isEmpty());
        const SshPrompt::Kind kind = prompter.asked.first().kind;
        QVERIFY(kind == SshPrompt::Kind::KeyboardInteractive || kind == SshPrompt::Kind::Password);
    }

    void keyboardInteractiveWithOneTimePassword()
    {
        QFile passwordFile(m_env.value(QStringLiteral("SLIPWAY_TEST_PASSWORD_FILE")));
        QVERIFY(passwordFile.open(QIODevice::ReadOnly));
        const QByteArray password = passwordFile.readAll().trimmed();
        QFile secretFile(m_env.value(QStringLiteral("SLIPWAY_TEST_OTP_SECRET_FILE")));
        QVERIFY(secretFile.open(QIODevice::ReadOnly));
        const QString secret = QString::fromUtf8(secretFile.readAll().trimmed());
        QString error;
        std::optional<SshTarget> t =
            SshTarget::resolve(m_env.value(QStringLiteral("SLIPWAY_TEST_OTP_ALIAS")),
                               m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")), &error);
        QVERIFY2(t, qPrintable(error));
        TestPrompter prompter([password, secret](const SshPrompt &p, SshPromptReply reply) {
            QList<QByteArray> answers;
            for (const SshPrompt::Field &field : p.fields) {
                if (field.label.contains(QLatin1String("One-time"), Qt::CaseInsensitive)) {
                    QProcess oath;
                    oath.start(QStringLiteral("oathtool"), {QStringLiteral("--totp"), secret});
                    oath.waitForFinished();
                    answers << oath.readAllStandardOutput().trimmed();
                } else {
                    answers << password;
                }
            }
            reply.answer(answers);
        });
        SshConnection connection(*t, &prompter);
        connection.connectToHost();
        QVERIFY2(waitState(connection, SshState::Ready, 60000),
                 qPrintable(connection.lastError().message));
        QVERIFY2(prompter.asked.size() >= 2, "expected a password round and a code round");
        for (const SshPrompt &p : std::as_const(prompter.asked)) {
            QCOMPARE(p.kind, SshPrompt::Kind::KeyboardInteractive);
            for (const SshPrompt::Field &f : p.fields) {
                QVERIFY(!f.echo); // secrets are hidden as the server asks
            }
        }
        const CommandResult r = wait(connection.run({QStringLiteral("whoami"), {}, 0}));
        QCOMPARE(r.standardOutput.trimmed(),
                 m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER")).toUtf8());
    }

    void encryptedKeyAsksForPassphrase()
    {
        const QString key = m_dir.filePath(QStringLiteral("encrypted_ed25519"));
        QCOMPARE(QProcess::execute(
                     QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), QStringLiteral("correct horse"), QStringLiteral("-C"),
                      QStringLiteral("slipway-encrypted-test"), QStringLiteral("-f"), key}),
                 0);
        QFile pub(key + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const QByteArray publicKey = pub.readAll().trimmed();
        // Register it the way a user would: over an existing connection.
        SshConnection admin(target(), nullptr);
        const QString add = QStringLiteral("printf '%s\\n' %1 >> ~/.ssh/authorized_keys")
                                .arg(shellQuote(QString::fromUtf8(publicKey)));
        QVERIFY(wait(admin.run({add, {}, 0})).succeeded());
        auto removeKey = qScopeGuard([&] {
            wait(admin.run({QStringLiteral("sed -i '/slipway-encrypted-test/d' "
                                           "~/.ssh/authorized_keys"),
                            {},
                            0}));
        });
        // Remove the .pub so the passphrase is needed before the key can even be offered.
        QFile::remove(key + QStringLiteral(".pub"));

        SshTarget t = target();
        t.identityFiles = {key};
        t.identitiesOnly = true;
        int round = 0;
        TestPrompter prompter([&round](const SshPrompt &p, SshPromptReply reply) {
            if (p.kind != SshPrompt::Kind::Passphrase) {
                reply.reject();
                return;
            }
            reply.answer({++round == 1 ? QByteArray("wrong") : QByteArray("correct horse")});
        });
        SshConnection connection(t, &prompter);
        connection.connectToHost();
        QVERIFY2(waitState(connection, SshState::Ready),
                 qPrintable(connection.lastError().message));
        QCOMPARE(prompter.asked.size(), 2);
        QCOMPARE(prompter.asked.at(0).keyFile, key);
        QVERIFY(prompter.asked.at(0).retryReason.isEmpty());
        QVERIFY(prompter.asked.at(1).retryReason.contains(QLatin1String("Wrong passphrase")));

        // Three wrong answers: a plain "wrong passphrase" failure.
        TestPrompter wrong([](const SshPrompt &, SshPromptReply reply) { reply.answer({"nope"}); });
        SshConnection failing(t, &wrong);
        failing.connectToHost();
        QVERIFY(waitState(failing, SshState::Failed));
        QCOMPARE(failing.lastError().kind, SshError::Kind::WrongPassphrase);
        QCOMPARE(wrong.asked.size(), 3);
    }

    // ECDSA and RSA key files, each registered the way a user would and offered alone.
    void keyFileTypes_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("bits");
        QTest::newRow("ecdsa") << QStringLiteral("ecdsa") << QStringLiteral("256");
        QTest::newRow("rsa") << QStringLiteral("rsa") << QStringLiteral("3072");
    }

    void keyFileTypes()
    {
        QFETCH(QString, type);
        QFETCH(QString, bits);
        const QString marker = QStringLiteral("slipway-keytype-%1-test").arg(type);
        const QString key = m_dir.filePath(QStringLiteral("id_%1").arg(type));
        auto cleanup = registerNewKey(type, bits, QString(), marker, key);
        QVERIFY(cleanup);

        SshTarget t = target();
        t.identityFiles = {key};
        t.identitiesOnly = true;
        SshConnection connection(t, nullptr);
        connection.connectToHost();
        QVERIFY2(waitState(connection, SshState::Ready),
                 qPrintable(connection.lastError().message));
        const CommandResult r = wait(connection.run({QStringLiteral("echo ok"), {}, 0}));
        QCOMPARE(r.standardOutput, QByteArray("ok\n"));
    }

    // A key that exists only inside ssh-agent (its file is gone) logs in through the agent.
    void agentLogin()
    {
        const QString key = m_dir.filePath(QStringLiteral("agent_ed25519"));
        auto cleanup = registerNewKey(QStringLiteral("ed25519"), QString(), QString(),
                                      QStringLiteral("slipway-agent-test"), key);
        QVERIFY(cleanup);
        const QString socket = m_dir.filePath(QStringLiteral("agent.sock"));
        QProcess agent;
        agent.start(QStringLiteral("ssh-agent"),
                    {QStringLiteral("-D"), QStringLiteral("-a"), socket});
        QVERIFY(agent.waitForStarted());
        auto stopAgent = qScopeGuard([&agent] {
            agent.kill();
            agent.waitForFinished();
        });
        QVERIFY(QTest::qWaitFor([&socket] { return QFile::exists(socket); }, 10000));
        QProcess add;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
        add.setProcessEnvironment(env);
        add.start(QStringLiteral("ssh-add"), {QStringLiteral("-q"), key});
        QVERIFY(add.waitForFinished(10000));
        QCOMPARE(add.exitCode(), 0);
        QFile::remove(key);
        QFile::remove(key + QStringLiteral(".pub"));

        const QByteArray oldSocket = qgetenv("SSH_AUTH_SOCK");
        qputenv("SSH_AUTH_SOCK", socket.toLocal8Bit());
        auto restore = qScopeGuard([&oldSocket] {
            if (oldSocket.isNull()) {
                qunsetenv("SSH_AUTH_SOCK");
            } else {
                qputenv("SSH_AUTH_SOCK", oldSocket);
            }
        });
        SshTarget t = target();
        t.identityFiles.clear(); // only the agent can log in
        t.identitiesOnly = false;
        TestPrompter prompter([](const SshPrompt &, SshPromptReply reply) { reply.reject(); });
        SshConnection connection(t, &prompter);
        connection.connectToHost();
        QVERIFY2(waitState(connection, SshState::Ready),
                 qPrintable(connection.lastError().message));
        QVERIFY(prompter.asked.isEmpty());
        const CommandResult r = wait(connection.run({QStringLiteral("echo agent"), {}, 0}));
        QCOMPARE(r.standardOutput, QByteArray("agent\n"));
    }

    // A server that accepts the connection and then says nothing: a plain "did not answer".
    void silentServerTimesOut()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        QList<QTcpSocket *> held; // accepted and never answered
        connect(&silent, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *s = silent.nextPendingConnection()) {
                held << s;
            }
        });
        SshTarget t = target();
        t.hostName = QStringLiteral("127.0.0.1");
        t.port = silent.serverPort();
        t.connectTimeoutSeconds = 2;
        SshConnection connection(t, nullptr);
        QElapsedTimer clock;
        clock.start();
        connection.connectToHost();
        QVERIFY(waitState(connection, SshState::Failed, 30000));
        const SshError e = connection.lastError();
        QCOMPARE(e.kind, SshError::Kind::TimedOut);
        QVERIFY2(e.message.contains(QLatin1String("did not answer within 2 s")),
                 qPrintable(e.message));
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
        qDeleteAll(held);
    }

    // A tunnel on a connection that does not reconnect: when the link is lost for good the
    // tunnel closes and says why (it used to keep its port open, waiting for a session that
    // would never come).
    void tunnelClosesWhenTheConnectionFailsForGood()
    {
        SshConnection connection(target(), nullptr);
        connection.setAutoReconnect(false);
        const CommandResult pid = wait(connection.run({QStringLiteral("echo $PPID"), {}, 0}));
        QVERIFY2(pid.succeeded(), qPrintable(explain(pid)));
        SshTunnel *tunnel = connection.openTunnel(QStringLiteral("127.0.0.1"), 22, 0, this);
        QSignalSpy listening(tunnel, &SshTunnel::listening);
        QSignalSpy closed(tunnel, &SshTunnel::closed);
        QVERIFY(listening.wait(10000) || !listening.isEmpty());
        SshConnection other(target(), nullptr);
        const CommandResult kill = wait(other.run(
            {QStringLiteral("kill -9 %1").arg(QString::fromUtf8(pid.standardOutput.trimmed())),
             {},
             0}));
        QVERIFY2(kill.succeeded(), qPrintable(explain(kill)));
        QVERIFY(waitState(connection, SshState::Failed, 20000));
        QVERIFY(closed.wait(10000) || !closed.isEmpty());
        QVERIFY2(!closed.first().first().toString().isEmpty(), "the tunnel says why it closed");
        delete tunnel;
    }

    void killedServerProcessFailsCommandThenReconnects()
    {
        SshConnection connection(target(), nullptr);
        const CommandResult pid = wait(connection.run({QStringLiteral("echo $PPID"), {}, 0}));
        QVERIFY2(pid.succeeded(), qPrintable(explain(pid)));
        // Every state the connection passes through, in order: state() alone can still read
        // Ready while the news of the lost link is on its way to this thread.
        QList<SshState> states;
        connect(&connection, &SshConnection::stateChanged, this,
                [&states](SshState s) { states << s; });
        QFuture<CommandResult> running = connection.run({QStringLiteral("sleep 30"), {}, 0});
        QTest::qWait(500);
        // The per-connection sshd process (the login shell's parent), killed as the user could.
        SshConnection other(target(), nullptr);
        const CommandResult kill = wait(other.run(
            {QStringLiteral("kill -9 %1").arg(QString::fromUtf8(pid.standardOutput.trimmed())),
             {},
             0}));
        QVERIFY2(kill.succeeded(), qPrintable(explain(kill)));
        const CommandResult r = wait(running, 20000);
        QVERIFY(!r.ran());
        QVERIFY2(r.error.contains(QLatin1String("lost")), qPrintable(r.error));
        // Reconnecting first, then Ready again (after any failed attempts and their back-off).
        QVERIFY(QTest::qWaitFor([&] { return states.contains(SshState::Reconnecting); }, 5000));
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         const qsizetype down = states.indexOf(SshState::Reconnecting);
                         return states.indexOf(SshState::Ready, down) > down;
                     },
                     30000),
                 qPrintable(connection.lastError().message));
        QCOMPARE(connection.state(), SshState::Ready);
        const CommandResult after = wait(connection.run({QStringLiteral("echo back"), {}, 0}));
        QVERIFY2(after.succeeded(), qPrintable(explain(after)));
        QCOMPARE(after.standardOutput, QByteArray("back\n"));
    }

    // The whole server goes away (the listening sshd and the session): commands fail, the
    // connection keeps trying while the port refuses, and comes back once sshd runs again.
    void serverDownThenBackReconnects()
    {
        SshConnection connection(target(), nullptr);
        const CommandResult pid = wait(connection.run({QStringLiteral("echo $PPID"), {}, 0}));
        QVERIFY2(pid.succeeded(), qPrintable(explain(pid)));
        QFile pidFile(QStringLiteral("/var/tmp/slipway-cluster/run/sshd.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const QString listener = QString::fromUtf8(pidFile.readAll().trimmed());
        QVERIFY(!listener.isEmpty());
        const QString up = test::sourceDir() + QStringLiteral("/tests/cluster/up");
        // Whatever happens below, the cluster's sshd runs again afterwards.
        auto restart = qScopeGuard([&up] { QProcess::execute(up, {}); });
        QFuture<CommandResult> running = connection.run({QStringLiteral("sleep 30"), {}, 0});
        QTest::qWait(300);
        QCOMPARE(QProcess::execute(QStringLiteral("kill"), {QStringLiteral("-TERM"), listener}), 0);
        QCOMPARE(QProcess::execute(
                     QStringLiteral("kill"),
                     {QStringLiteral("-KILL"), QString::fromUtf8(pid.standardOutput.trimmed())}),
                 0);
        const CommandResult r = wait(running, 20000);
        QVERIFY(!r.ran());
        QVERIFY2(r.error.contains(QLatin1String("lost")), qPrintable(r.error));
        QVERIFY(
            QTest::qWaitFor([&] { return connection.state() == SshState::Reconnecting; }, 5000));
        // While nothing listens, it does not come back, and a new command fails instead of
        // hanging.
        QTest::qWait(3000);
        QCOMPARE(connection.state(), SshState::Reconnecting);
        const CommandResult meanwhile =
            wait(connection.run({QStringLiteral("echo no"), {}, 0}), 30000);
        QVERIFY(!meanwhile.ran());
        QVERIFY2(meanwhile.error.contains(QLatin1String("reconnecting"), Qt::CaseInsensitive) ||
                     meanwhile.error.contains(QLatin1String("Reconnecting to")),
                 qPrintable(meanwhile.error));

        QCOMPARE(QProcess::execute(up, {}), 0);
        restart.dismiss();
        QVERIFY2(waitState(connection, SshState::Ready, 60000),
                 qPrintable(connection.lastError().message));
        const CommandResult after = wait(connection.run({QStringLiteral("echo back"), {}, 0}));
        QVERIFY2(after.succeeded(), qPrintable(explain(after)));
        QCOMPARE(after.standardOutput, QByteArray("back\n"));
    }

    void shortServerAliveSettingsDoNotDropAnIdleLink()
    {
        // ServerAliveInterval 1 / ServerAliveCountMax 1, as some people set them: a silent but
        // healthy server must not be taken for a dead one.
        SshTarget t = target();
        t.serverAliveIntervalSeconds = 1;
        t.serverAliveCountMax = 1;
        SshConnection connection(t, nullptr);
        connection.connectToHost();
        QVERIFY2(waitState(connection, SshState::Ready),
                 qPrintable(connection.lastError().message));
        QSignalSpy states(&connection, &SshConnection::stateChanged);
        QTest::qWait(8000);
        QCOMPARE(states.count(), 0);
        const CommandResult r = wait(connection.run({QStringLiteral("echo still"), {}, 0}));
        QCOMPARE(r.standardOutput, QByteArray("still\n"));
    }

    void blackHoleIsDetectedWithinBudget()
    {
        SshConnection connection(target(), nullptr);
        const CommandResult pid = wait(connection.run({QStringLiteral("echo $PPID"), {}, 0}));
        QVERIFY2(pid.succeeded(), qPrintable(explain(pid)));
        const QString serverPid = QString::fromUtf8(pid.standardOutput.trimmed());
        QVERIFY(serverPid.toInt() > 1);

        // Idle for longer than the silence limit: the server answers the keepalives, so the
        // link is not mistaken for a dead one.
        QSignalSpy states(&connection, &SshConnection::stateChanged);
        QTest::qWait(12000);
        QCOMPARE(connection.state(), SshState::Ready);
        QCOMPARE(states.count(), 0);

        // A black hole: the per-connection sshd stops (SIGSTOP). Its kernel still acknowledges
        // every packet, so only the SSH-level keepalive can tell.
        SshConnection other(target(), nullptr);
        auto resume = qScopeGuard([&] {
            wait(other.run({QStringLiteral("kill -CONT %1; kill -9 %1").arg(serverPid), {}, 0}));
        });
        const CommandResult stop =
            wait(other.run({QStringLiteral("kill -STOP %1").arg(serverPid), {}, 0}));
        QVERIFY2(stop.succeeded(), qPrintable(explain(stop)));
        QElapsedTimer clock;
        clock.start();
        QFuture<CommandResult> inFlight = connection.run({QStringLiteral("echo hi"), {}, 0});
        QVERIFY(QTest::qWaitFor(
            [&] {
                return connection.state() == SshState::Reconnecting ||
                       connection.state() == SshState::Failed;
            },
            40000));
        const qint64 detectedMs = clock.elapsed();
        qInfo("dead link detected after %lld ms", static_cast<long long>(detectedMs));
        // The product requirement: a dead link is noticed within 15 s (plus scheduling slack).
        QVERIFY2(detectedMs <= 17000, qPrintable(QString::number(detectedMs)));
        const CommandResult r = wait(inFlight, 5000);
        QVERIFY(!r.ran());
        QVERIFY2(r.error.contains(QLatin1String("was lost")) &&
                     r.error.contains(QLatin1String("no answer")),
                 qPrintable(r.error));

        resume.dismiss();
        // Once continued, the process may see its closed socket and exit before the kill.
        const CommandResult killed = wait(other.run(
            {QStringLiteral("kill -CONT %1; kill -9 %1 2>/dev/null || true").arg(serverPid),
             {},
             0}));
        QVERIFY2(killed.succeeded(), qPrintable(explain(killed)));
        // The server itself is fine: the connection comes back on its own.
        QVERIFY2(waitState(connection, SshState::Ready, 30000),
                 qPrintable(connection.lastError().message));
        const CommandResult after = wait(connection.run({QStringLiteral("echo back"), {}, 0}));
        QCOMPARE(after.standardOutput, QByteArray("back\n"));
    }

    void proxyJumpThroughTheLoginNode()
    {
        // The login node is its own jump host: the inner session runs entirely inside a
        // direct-tcpip channel of the outer one, with no ssh binary involved.
        const QString config = m_dir.filePath(QStringLiteral("jump_config"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QFile base(m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")));
        QVERIFY(base.open(QIODevice::ReadOnly));
        file.write("Host via-jump\n"
                   "    HostName localhost\n"
                   "    ProxyJump slipway-test\n"
                   "    Port " +
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")).toUtf8() +
                   "\n"
                   "    User " +
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER")).toUtf8() +
                   "\n"
                   "    IdentityFile " +
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_KEY")).toUtf8() +
                   "\n"
                   "    UserKnownHostsFile " +
                   m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_KNOWN_HOSTS")).toUtf8() +
                   "\n"
                   "    GlobalKnownHostsFile /dev/null\n\n");
        file.write(base.readAll());
        file.close();
        QString error;
        std::optional<SshTarget> t = SshTarget::resolve(QStringLiteral("via-jump"), config, &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->jumps.size(), 1);
        SshConnection connection(*t, nullptr);
        const CommandResult r =
            wait(connection.run({QStringLiteral("echo jumped; echo $SSH_CONNECTION"), {}, 0}));
        QVERIFY2(r.succeeded(), qPrintable(explain(r) + connection.lastError().message));
        QVERIFY(r.standardOutput.startsWith("jumped\n"));
        const QByteArray big = allBytes(4096);
        const CommandResult echo = wait(connection.run({QStringLiteral("cat"), big, 0}));
        QCOMPARE(echo.standardOutput, big);

        // A jump host that cannot reach the next hop is named in the error.
        SshTarget broken = *t;
        broken.port = 1;
        SshConnection failing(broken, nullptr);
        failing.connectToHost();
        QVERIFY(waitState(failing, SshState::Failed));
        QVERIFY2(failing.lastError().message.contains(QLatin1String("Jump host")),
                 qPrintable(failing.lastError().message));
        QVERIFY(!failing.lastError().jumpHost.isEmpty());
    }
    void proxyJumpThroughASecondSshd()
    {
        QVERIFY2(haveJumpHost(), "The test cluster has no jump host: run this tree's "
                                 "tests/cluster/up (it adds one on port 22224).");
        // One hop: the jump host is a separate sshd (its own port and host key).
        SshTarget via = aliasTarget("slipway-test-via-jump");
        QCOMPARE(via.jumps.size(), 1);
        QCOMPARE(
            via.jumps.first().port,
            m_env.value(QStringLiteral("SLIPWAY_TEST_JUMP_PORT"), QStringLiteral("22224")).toInt());
        {
            SshConnection connection(via, nullptr);
            const CommandResult r = wait(connection.run({QStringLiteral("echo jumped"), {}, 0}));
            QVERIFY2(r.succeeded(), qPrintable(explain(r) + connection.lastError().message));
            QCOMPARE(r.standardOutput, QByteArray("jumped\n"));
            const QByteArray big = allBytes(4096);
            const CommandResult echo = wait(connection.run({QStringLiteral("cat"), big, 0}));
            QCOMPARE(echo.standardOutput, big);
        }

        // The first hop really is that sshd: with its key unknown, the question is about the
        // jump host and shows the jump host's own fingerprint, not the login node's.
        {
            SshTarget fresh = via;
            fresh.jumps[0].knownHostsFiles = {m_dir.filePath(QStringLiteral("jump_known_hosts"))};
            fresh.jumps[0].globalKnownHostsFiles = {QStringLiteral("/dev/null")};
            TestPrompter prompter([](const SshPrompt &p, SshPromptReply reply) {
                if (p.kind == SshPrompt::Kind::UnknownHostKey) {
                    reply.accept();
                } else {
                    reply.reject();
                }
            });
            SshConnection connection(fresh, &prompter);
            const CommandResult r = wait(connection.run({QStringLiteral("true"), {}, 0}));
            QVERIFY2(r.succeeded(), qPrintable(explain(r) + connection.lastError().message));
            QCOMPARE(prompter.asked.size(), 1);
            const SshPrompt &asked = prompter.asked.first();
            QCOMPARE(asked.kind, SshPrompt::Kind::UnknownHostKey);
            QVERIFY(asked.isJumpHost);
            QCOMPARE(asked.server, via.jumps.first().displayName());
            const QString jumpPrint = fingerprintOf(QStringLiteral("/var/tmp/slipway-cluster/keys/"
                                                                   "jump_host_ed25519_key.pub"));
            QVERIFY(jumpPrint.startsWith(QLatin1String("SHA256:")));
            QCOMPARE(asked.fingerprint, jumpPrint);
            QVERIFY(!hostFingerprints().contains(jumpPrint));
        }

        // Two hops: jump host, then the login node, then the target.
        SshTarget two = aliasTarget("slipway-test-via-two-jumps");
        QCOMPARE(two.jumps.size(), 2);
        {
            SshConnection connection(two, nullptr);
            const CommandResult r =
                wait(connection.run({QStringLiteral("printf '%s' \"$USER\""), {}, 0}));
            QVERIFY2(r.succeeded(), qPrintable(explain(r) + connection.lastError().message));
            QCOMPARE(r.standardOutput,
                     m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER")).toUtf8());
        }
    }

    void failingJumpHostIsNamed()
    {
        QVERIFY2(haveJumpHost(), "The test cluster has no jump host: run this tree's "
                                 "tests/cluster/up (it adds one on port 22224).");
        // The first hop cannot be reached at all.
        SshTarget via = aliasTarget("slipway-test-via-jump");
        QCOMPARE(via.jumps.size(), 1);
        SshTarget deadFirst = via;
        deadFirst.jumps[0].port = 1;
        SshConnection a(deadFirst, nullptr);
        a.connectToHost();
        QVERIFY(waitState(a, SshState::Failed));
        QCOMPARE(a.lastError().jumpHost, deadFirst.jumps[0].displayName());
        QVERIFY2(a.lastError().message.startsWith(
                     QStringLiteral("Jump host %1 failed").arg(deadFirst.jumps[0].displayName())),
                 qPrintable(a.lastError().message));
        QVERIFY2(a.lastError().message.contains(QLatin1String("refused")),
                 qPrintable(a.lastError().message));

        // In a chain of two, the second hop fails (its host key is not trusted): the error
        // names the second hop, not the first.
        SshTarget two = aliasTarget("slipway-test-via-two-jumps");
        QCOMPARE(two.jumps.size(), 2);
        two.jumps[1].knownHostsFiles = {m_dir.filePath(QStringLiteral("empty_known_hosts"))};
        two.jumps[1].globalKnownHostsFiles = {QStringLiteral("/dev/null")};
        TestPrompter rejecting([](const SshPrompt &, SshPromptReply reply) { reply.reject(); });
        SshConnection b(two, &rejecting);
        b.connectToHost();
        QVERIFY(waitState(b, SshState::Failed));
        QCOMPARE(rejecting.asked.size(), 1);
        QCOMPARE(rejecting.asked.first().server, two.jumps[1].displayName());
        QCOMPARE(b.lastError().jumpHost, two.jumps[1].displayName());
        QVERIFY2(b.lastError().message.startsWith(
                     QStringLiteral("Jump host %1 failed").arg(two.jumps[1].displayName())),
                 qPrintable(b.lastError().message));

        // The jump host is up but cannot reach the next hop.
        SshTarget noRoute = via;
        noRoute.port = 1;
        SshConnection c(noRoute, nullptr);
        c.connectToHost();
        QVERIFY(waitState(c, SshState::Failed));
        QCOMPARE(c.lastError().jumpHost, via.jumps[0].displayName());
        QVERIFY2(c.lastError().message.contains(QLatin1String("Jump host")),
                 qPrintable(c.lastError().message));
    }

    void passwordMethod()
    {
        QVERIFY2(haveJumpHost(), "The test cluster has no jump host: run this tree's "
                                 "tests/cluster/up (it adds one on port 22224).");
        // The jump host's sshd offers "password" but not keyboard-interactive, so this is the
        // SSH password method itself.
        SshTarget t = aliasTarget("slipway-test-jump");
        t.identityFiles.clear();
        t.identitiesOnly = true;
        const QByteArray password = readPassword(m_env).toUtf8();
        QVERIFY(!password.isEmpty());
        int round = 0;
        TestPrompter prompter([&round, password](const SshPrompt &p, SshPromptReply reply) {
            if (p.kind != SshPrompt::Kind::Password) {
                reply.reject();
                return;
            }
            reply.answer({++round == 1 ? QByteArray("not the password") : password});
        });
        SshConnection connection(t, &prompter);
        connection.connectToHost();
        QVERIFY2(waitState(connection, SshState::Ready, 60000),
                 qPrintable(connection.lastError().message));
        QCOMPARE(prompter.asked.size(), 2);
        for (const SshPrompt &p : std::as_const(prompter.asked)) {
            QCOMPARE(p.kind, SshPrompt::Kind::Password);
            QCOMPARE(p.fields.size(), 1);
            QVERIFY(!p.fields.first().echo);
        }
        QVERIFY(prompter.asked.first().retryReason.isEmpty());
        QVERIFY(!prompter.asked.at(1).retryReason.isEmpty());
        const CommandResult r = wait(connection.run({QStringLiteral("whoami"), {}, 0}));
        QVERIFY2(r.succeeded(), qPrintable(explain(r)));
        QCOMPARE(r.standardOutput.trimmed(),
                 m_env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER")).toUtf8());

        // Refusing to answer is a plain error, not a hang.
        TestPrompter refusing([](const SshPrompt &, SshPromptReply reply) { reply.reject(); });
        SshConnection refused(t, &refusing);
        refused.connectToHost();
        QVERIFY(waitState(refused, SshState::Failed));
        QCOMPARE(refused.lastError().kind, SshError::Kind::Cancelled);
        QVERIFY2(refused.lastError().message.contains(QLatin1String("password")),
                 qPrintable(refused.lastError().message));
    }

    // With every slipway.* category at every level, a password login logs its steps but
    // neither the wrong nor the right password.
    void passwordNeverLogged()
    {
        QVERIFY2(haveJumpHost(), "The test cluster has no jump host: run this tree's "
                                 "tests/cluster/up (it adds one on port 22224).");
        SshTarget t = aliasTarget("slipway-test-jump");
        t.identityFiles.clear();
        t.identitiesOnly = true;
        const QByteArray password = readPassword(m_env).toUtf8();
        QVERIFY(!password.isEmpty());
        const QByteArray wrong("wrong-$(secret)-'pass'");
        int round = 0;
        TestPrompter prompter([&round, password, wrong](const SshPrompt &p, SshPromptReply reply) {
            if (p.kind != SshPrompt::Kind::Password) {
                reply.reject();
                return;
            }
            reply.answer({++round == 1 ? wrong : password});
        });

        LogCapture capture;
        {
            SshConnection connection(t, &prompter);
            connection.connectToHost();
            QVERIFY2(waitState(connection, SshState::Ready, 60000),
                     qPrintable(connection.lastError().message));
            const CommandResult r = wait(connection.run({QStringLiteral("whoami"), {}, 0}));
            QVERIFY2(r.succeeded(), qPrintable(explain(r)));
        }
        const QStringList lines = capture.take();
        const QString all = lines.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("slipway.ssh: ")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("authentication by password denied")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("authentication by password accepted")),
                 qPrintable(all));
        QVERIFY2(all.contains(stateName(SshState::Ready)), qPrintable(all));
        QVERIFY2(!all.contains(QString::fromUtf8(password)), "the password was logged");
        QVERIFY2(!all.contains(QString::fromUtf8(wrong)), "the wrong password was logged");
    }

private:
    // Turns on every slipway.* category and keeps what they say, from any thread.
    class LogCapture
    {
    public:
        LogCapture()
        {
            QLoggingCategory::setFilterRules(QStringLiteral("slipway.*=true"));
            s_lines.clear();
            m_previous = qInstallMessageHandler(&LogCapture::handle);
        }
        ~LogCapture()
        {
            qInstallMessageHandler(m_previous);
            QLoggingCategory::setFilterRules(QString());
        }
        QStringList take()
        {
            QMutexLocker lock(&s_mutex);
            return std::exchange(s_lines, {});
        }

    private:
        static void handle(QtMsgType, const QMessageLogContext &context, const QString &text)
        {
            QMutexLocker lock(&s_mutex);
            s_lines << QString::fromLatin1(context.category ? context.category : "default") +
                           QStringLiteral(": ") + text;
        }
        static inline QMutex s_mutex;
        static inline QStringList s_lines;
        QtMessageHandler m_previous = nullptr;
    };
};

QTEST_GUILESS_MAIN(TstSshConnection)
#include "tst_sshconnection.moc"
