// Remembering passphrases and passwords in the system keychain, against a real Secret Service
// (GNOME Keyring in a private D-Bus session: run through tests/gui/with-keyring) and, for the
// whole path, a real login to the test cluster's password-only sshd.
#include "connections/guiprompter.h"
#include "connections/loginpromptdialog.h"
#include "connections/secretstore.h"

#include "clusterenv.h"
#include "common/settings.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"

#include <QCheckBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <qt6keychain/keychain.h>

#include <memory>
#include <optional>

using namespace slipway;
using slipway::ssh::SshPrompt;
using slipway::ssh::SshPromptReply;
using slipway::ui::GuiPrompter;
using slipway::ui::LoginPromptDialog;
using slipway::ui::SecretStore;

namespace {

const QString kService = QStringLiteral("SlipwayTest");

struct Answer
{
    bool done = false;
    bool accepted = false;
    QList<QByteArray> answers;
};

// Asks `prompter` and collects the answer in `answer` (which must outlive the reply).
void ask(GuiPrompter &prompter, const SshPrompt &prompt, std::shared_ptr<Answer> answer)
{
    prompter.prompt(
        prompt, SshPromptReply([answer](bool accepted, QList<QByteArray> answers, const QString &) {
            answer->done = true;
            answer->accepted = accepted;
            answer->answers = answers;
        }));
}

SshPrompt secretPrompt(SshPrompt::Kind kind, const QString &what)
{
    SshPrompt p;
    p.kind = kind;
    if (kind == SshPrompt::Kind::Passphrase) {
        p.keyFile = what;
        p.server = QStringLiteral("alice@login.example.org");
        p.fields = {{QStringLiteral("Passphrase"), false}};
    } else {
        p.server = what;
        p.fields = {{QStringLiteral("Password"), false}};
    }
    return p;
}

// What the keychain itself holds for `entry`, read without Slipway's code.
std::optional<QByteArray> keychainValue(const QString &entry)
{
    QKeychain::ReadPasswordJob job(kService);
    job.setAutoDelete(false);
    job.setKey(entry);
    QSignalSpy spy(&job, &QKeychain::Job::finished);
    job.start();
    if (!spy.wait(15000) || job.error() != QKeychain::NoError) {
        return std::nullopt;
    }
    return job.binaryData();
}

bool fileTreeContains(const QString &folder, const QByteArray &needle)
{
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(needle)) {
            return true;
        }
    }
    return false;
}

} // namespace

class TstKeychain : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<QWidget> m_window;

    LoginPromptDialog *visibleDialog()
    {
        LoginPromptDialog *found = nullptr;
        (void)QTest::qWaitFor(
            [&] {
                found =
                    m_window->findChild<LoginPromptDialog *>(QStringLiteral("loginPromptDialog"));
                return found && found->isVisible();
            },
            10000);
        return found && found->isVisible() ? found : nullptr;
    }

    static void answerDialog(LoginPromptDialog *dialog, const QByteArray &text,
                             std::optional<bool> remember)
    {
        auto *check = dialog->findChild<QCheckBox *>(QStringLiteral("rememberCheck"));
        QVERIFY(check);
        if (remember) {
            QVERIFY(check->isVisible());
            check->setChecked(*remember);
        }
        auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("answerEdit0"));
        QVERIFY(edit);
        QCOMPARE(edit->echoMode(), QLineEdit::Password);
        edit->setText(QString::fromUtf8(text));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("okButton")),
                          Qt::LeftButton);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS") &&
                     !qEnvironmentVariableIsEmpty("SLIPWAY_KEYRING_INNER"),
                 "Run this test through tests/gui/with-keyring (a private Secret Service).");
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("slipway.conf")));
        m_window = std::make_unique<QWidget>();
        m_window->resize(600, 400);
        m_window->show();
    }

    void rememberedPassphraseIsGivenWithoutAsking()
    {
        SecretStore store(m_settings.get(), nullptr, kService);
        GuiPrompter prompter(m_window.get(), &store);
        const SshPrompt prompt = secretPrompt(SshPrompt::Kind::Passphrase,
                                              QStringLiteral("/home/alice/.ssh/id_ed25519"));
        const QString entry = SecretStore::entryFor(prompt);
        QCOMPARE(entry, QStringLiteral("passphrase:/home/alice/.ssh/id_ed25519"));
        const QByteArray secret("pass 'phrase' $(id) ü");

        auto first = std::make_shared<Answer>();
        ask(prompter, prompt, first);
        LoginPromptDialog *dialog = visibleDialog();
        QVERIFY(dialog);
        if (!qEnvironmentVariableIsEmpty("SLIPWAY_SHOTS")) {
            dialog->grab().save(qEnvironmentVariable("SLIPWAY_SHOTS") +
                                QStringLiteral("/passphrase-dialog.png"));
        }
        answerDialog(dialog, secret, true);
        QTRY_VERIFY(first->done);
        QVERIFY(first->accepted);
        QCOMPARE(first->answers, QList<QByteArray>{secret});

        // The keychain holds it; Slipway's settings hold only its name.
        QTRY_VERIFY_WITH_TIMEOUT(store.isRemembered(entry), 15000);
        QCOMPARE(keychainValue(entry), std::optional<QByteArray>(secret));
        QVERIFY(m_settings->sync());
        QVERIFY(Settings(m_settings->fileName()).rememberedSecrets().contains(entry));
        QVERIFY(!fileTreeContains(m_dir.path(), secret));
        QVERIFY(!fileTreeContains(qEnvironmentVariable("XDG_CONFIG_HOME"), secret));

        // A second login, with a new prompter and store as after a restart: no dialog.
        SecretStore store2(m_settings.get(), nullptr, kService);
        GuiPrompter prompter2(m_window.get(), &store2);
        auto second = std::make_shared<Answer>();
        ask(prompter2, prompt, second);
        QTRY_VERIFY_WITH_TIMEOUT(second->done, 15000);
        QVERIFY(second->accepted);
        QCOMPARE(second->answers, QList<QByteArray>{secret});
        QVERIFY(!m_window->findChild<LoginPromptDialog *>(QStringLiteral("loginPromptDialog")));

        // The server refuses it (the passphrase was changed): it is forgotten and asked for.
        SshPrompt retry = prompt;
        retry.retryReason = QStringLiteral("Wrong passphrase; try again.");
        auto third = std::make_shared<Answer>();
        ask(prompter2, retry, third);
        dialog = visibleDialog();
        QVERIFY2(dialog, "a refused remembered answer must lead to a question");
        auto *reason = dialog->findChild<QLabel *>(QStringLiteral("retryLabel"));
        QVERIFY(reason);
        QVERIFY2(reason->text().contains(QLatin1String("removed it from the keychain")),
                 qPrintable(reason->text()));
        QVERIFY(!store2.isRemembered(entry));
        QTRY_VERIFY_WITH_TIMEOUT(!keychainValue(entry).has_value(), 15000);
        answerDialog(dialog, QByteArrayLiteral("typed"), false);
        QTRY_VERIFY(third->done);
        QCOMPARE(third->answers, QList<QByteArray>{QByteArrayLiteral("typed")});
        QVERIFY(!store2.isRemembered(entry));
        QVERIFY(!keychainValue(entry).has_value());
    }

    void nothingIsStoredUnlessTicked()
    {
        SecretStore store(m_settings.get(), nullptr, kService);
        GuiPrompter prompter(m_window.get(), &store);
        const SshPrompt prompt =
            secretPrompt(SshPrompt::Kind::Password, QStringLiteral("bob@cluster.example:2222"));
        const QString entry = SecretStore::entryFor(prompt);
        auto answer = std::make_shared<Answer>();
        ask(prompter, prompt, answer);
        LoginPromptDialog *dialog = visibleDialog();
        QVERIFY(dialog);
        auto *check = dialog->findChild<QCheckBox *>(QStringLiteral("rememberCheck"));
        QVERIFY(check && check->isVisible());
        QVERIFY2(!check->isChecked(), "remembering must be the person's choice");
        answerDialog(dialog, QByteArrayLiteral("not kept"), std::nullopt);
        QTRY_VERIFY(answer->done);
        QVERIFY(answer->accepted);
        QTest::qWait(200);
        QVERIFY(!store.isRemembered(entry));
        QVERIFY(!keychainValue(entry).has_value());
    }

    void oneTimeCodesAreNeverOffered()
    {
        SecretStore store(m_settings.get(), nullptr, kService);
        GuiPrompter prompter(m_window.get(), &store);
        SshPrompt prompt;
        prompt.kind = SshPrompt::Kind::KeyboardInteractive;
        prompt.server = QStringLiteral("alice@login.example.org");
        prompt.fields = {{QStringLiteral("Verification code:"), false}};
        QVERIFY(SecretStore::entryFor(prompt).isEmpty());
        auto answer = std::make_shared<Answer>();
        ask(prompter, prompt, answer);
        LoginPromptDialog *dialog = visibleDialog();
        QVERIFY(dialog);
        auto *check = dialog->findChild<QCheckBox *>(QStringLiteral("rememberCheck"));
        QVERIFY(check);
        QVERIFY(!check->isVisible());
        answerDialog(dialog, QByteArrayLiteral("123456"), std::nullopt);
        QTRY_VERIFY(answer->done);
        QVERIFY(!dialog->rememberRequested());
    }

    void realLoginUsesTheKeychain()
    {
        // The test cluster's jump sshd takes the SSH "password" method only.
        const QMap<QString, QString> env = test::clusterEnv();
        REQUIRE_CLUSTER(env);
        QFile passwordFile(env.value(QStringLiteral("SLIPWAY_TEST_PASSWORD_FILE")));
        QVERIFY(passwordFile.open(QIODevice::ReadOnly));
        const QByteArray password = passwordFile.readAll().trimmed();
        QFile hostKey(QStringLiteral("/var/tmp/slipway-cluster/keys/jump_host_ed25519_key.pub"));
        QVERIFY2(hostKey.open(QIODevice::ReadOnly), "the test cluster has no jump sshd");
        const QString port =
            env.value(QStringLiteral("SLIPWAY_TEST_JUMP_PORT"), QStringLiteral("22224"));
        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        QFile known(knownHosts);
        QVERIFY(known.open(QIODevice::WriteOnly));
        known.write("[127.0.0.1]:" + port.toUtf8() + ' ' +
                    hostKey.readAll().split(' ').mid(0, 2).join(' ') + '\n');
        known.close();

        ssh::SshTarget target;
        target.alias = QStringLiteral("jump");
        target.hostName = QStringLiteral("127.0.0.1");
        target.port = port.toInt();
        target.user = env.value(QStringLiteral("SLIPWAY_TEST_SSH_USER"));
        target.identitiesOnly = true;
        target.knownHostsFiles = {knownHosts};
        target.globalKnownHostsFiles = {QStringLiteral("/dev/null")};

        SecretStore store(m_settings.get(), nullptr, kService);
        GuiPrompter prompter(m_window.get(), &store);
        {
            ssh::SshConnection connection(target, &prompter);
            connection.connectToHost();
            LoginPromptDialog *dialog = visibleDialog();
            QVERIFY2(dialog, qPrintable(connection.lastError().message));
            answerDialog(dialog, password, true);
            QTRY_VERIFY_WITH_TIMEOUT(connection.state() == ssh::SshState::Ready, 30000);
            QTRY_VERIFY_WITH_TIMEOUT(
                store.isRemembered(QStringLiteral("password:") + target.displayName()), 15000);
        }
        QTRY_VERIFY(!m_window->findChild<LoginPromptDialog *>(QStringLiteral("loginPromptDialog")));

        // Again, as after a restart: logs in without a question.
        SecretStore store2(m_settings.get(), nullptr, kService);
        GuiPrompter prompter2(m_window.get(), &store2);
        ssh::SshConnection again(target, &prompter2);
        again.connectToHost();
        QTRY_VERIFY_WITH_TIMEOUT(
            again.state() == ssh::SshState::Ready || again.state() == ssh::SshState::Failed, 30000);
        QVERIFY2(again.state() == ssh::SshState::Ready, qPrintable(again.lastError().message));
        QVERIFY(!m_window->findChild<LoginPromptDialog *>(QStringLiteral("loginPromptDialog")));
        QVERIFY(!fileTreeContains(m_dir.path(), password));
        store2.forget(QStringLiteral("password:") + target.displayName(), this, nullptr);
    }
};

QTEST_MAIN(TstKeychain)
#include "tst_keychain.moc"
