#include "connections/connectionspage.h"
#include "connections/guiprompter.h"

#include "ssh/sshconnection.h"

#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using slipway::ui::ConnectionsPage;
using slipway::ui::GuiPrompter;

// The Connections page and its dialogs, driven by objectName as a person would.
class TstConnectionsPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    template<typename T = QDialog>
    static T *findDialog(QWidget *parent, const QString &name)
    {
        T *found = nullptr;
        // A dialog that never shows leaves `found` null or hidden; callers check what they get.
        (void)QTest::qWaitFor(
            [&] {
                found = parent->window()->findChild<T *>(name);
                return found && found->isVisible();
            },
            5000);
        return found;
    }

    QString writeConfig()
    {
        const QString path = m_dir.filePath(QStringLiteral("ssh_config"));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) {
            file.write("Host cluster-a\n  HostName 127.0.0.1\n  Port 1\n  User alice\n"
                       "Host *.wild\n  User nobody\n"
                       "Host cluster-b\n  HostName 127.0.0.1\n  ProxyJump cluster-a\n");
        }
        return path;
    }

private Q_SLOTS:
    void listsConfigHostsAndShowsRefusal()
    {
        QWidget window;
        auto *page = new ConnectionsPage(&window, writeConfig(),
                                         m_dir.filePath(QStringLiteral("store1.json")));
        window.resize(900, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *list = page->findChild<QListWidget *>(QStringLiteral("connectionList"));
        QVERIFY(list);
        QCOMPARE(list->count(), 2); // wildcards are not connections
        QVERIFY(list->item(0)->text().startsWith(QLatin1String("cluster-a")));
        auto *address = page->findChild<QLabel *>(QStringLiteral("addressLabel"));
        QCOMPARE(address->text(), QStringLiteral("alice@127.0.0.1:1"));
        list->setCurrentRow(1);
        QVERIFY2(address->text().contains(QLatin1String("via alice@127.0.0.1:1")),
                 qPrintable(address->text()));
        list->setCurrentRow(0);

        // Port 1 refuses: the state goes to failed and says why in plain words.
        QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("connectButton")),
                          Qt::LeftButton);
        auto *state = page->findChild<QLabel *>(QStringLiteral("stateLabel"));
        QTRY_VERIFY_WITH_TIMEOUT(state->text().contains(QLatin1String("Could not connect")), 20000);
        auto *error = page->findChild<QLabel *>(QStringLiteral("errorLabel"));
        QVERIFY2(error->text().contains(QLatin1String("refused")), qPrintable(error->text()));
        QVERIFY(page->findChild<QPushButton *>(QStringLiteral("connectButton"))->isEnabled());
        window.grab().save(m_dir.filePath(QStringLiteral("connections.png")));
        if (qEnvironmentVariableIsSet("SLIPWAY_SCREENSHOT_DIR")) {
            window.grab().save(qEnvironmentVariable("SLIPWAY_SCREENSHOT_DIR") +
                               QStringLiteral("/connections.png"));
        }
    }

    void addAndEditSavedConnection()
    {
        QWidget window;
        const QString store = m_dir.filePath(QStringLiteral("store2.json"));
        auto *page = new ConnectionsPage(&window, m_dir.filePath(QStringLiteral("none")), store);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("addButton")),
                          Qt::LeftButton);
        QDialog *dialog = findDialog(page, QStringLiteral("connectionEditDialog"));
        QVERIFY(dialog);
        auto *save = dialog->findChild<QPushButton *>(QStringLiteral("saveButton"));
        QVERIFY(!save->isEnabled());
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit")),
                         QStringLiteral("My cluster"));
        auto *addressEdit = dialog->findChild<QLineEdit *>(QStringLiteral("addressEdit"));
        QTest::keyClicks(addressEdit, QStringLiteral("bob@login.example.org:99999"));
        auto *problem = dialog->findChild<QLabel *>(QStringLiteral("problemLabel"));
        QVERIFY2(problem->text().contains(QLatin1String("port")), qPrintable(problem->text()));
        QVERIFY(!save->isEnabled());
        addressEdit->clear();
        QTest::keyClicks(addressEdit, QStringLiteral("bob@login.example.org:2222"));
        QVERIFY(save->isEnabled());
        QTest::mouseClick(save, Qt::LeftButton);
        auto *list = page->findChild<QListWidget *>(QStringLiteral("connectionList"));
        QTRY_COMPARE(list->count(), 1);
        QCOMPARE(list->currentItem()->text(), QStringLiteral("My cluster"));
        QCOMPARE(page->findChild<QLabel *>(QStringLiteral("addressLabel"))->text(),
                 QStringLiteral("bob@login.example.org:2222"));
        QFile file(store);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("bob@login.example.org:2222"));
    }

    void unknownHostKeyDialog()
    {
        QWidget window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GuiPrompter prompter(&window);
        ssh::SshPrompt prompt;
        prompt.kind = ssh::SshPrompt::Kind::UnknownHostKey;
        prompt.server = QStringLiteral("alice@login.example.org");
        prompt.keyType = QStringLiteral("ssh-ed25519");
        prompt.fingerprint = QStringLiteral("SHA256:1gCCtRR2tRL3WlnFpyJltgMbFqaKHU0voPIl5YP3tx8");
        prompt.knownHostsFile = QStringLiteral("/home/alice/.ssh/known_hosts");
        int accepted = -1;
        prompter.prompt(prompt, ssh::SshPromptReply([&](bool ok, QList<QByteArray>, QString) {
                            accepted = ok ? 1 : 0;
                        }));
        QDialog *dialog = findDialog(&window, QStringLiteral("hostKeyDialog"));
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLabel *>(QStringLiteral("fingerprintLabel"))->text(),
                 prompt.fingerprint);
        auto *trust = dialog->findChild<QPushButton *>(QStringLiteral("trustButton"));
        auto *expected = dialog->findChild<QLineEdit *>(QStringLiteral("expectedFingerprintEdit"));
        // A different published fingerprint disables trusting.
        QTest::keyClicks(expected, QStringLiteral("SHA256:AAAA"));
        QVERIFY(!trust->isEnabled());
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("fingerprintMatchLabel"))
                    ->text()
                    .contains(QLatin1String("differ")));
        window.grab().save(m_dir.filePath(QStringLiteral("hostkey.png")));
        if (qEnvironmentVariableIsSet("SLIPWAY_SCREENSHOT_DIR")) {
            dialog->grab().save(qEnvironmentVariable("SLIPWAY_SCREENSHOT_DIR") +
                                QStringLiteral("/hostkey.png"));
        }
        expected->clear();
        QTest::keyClicks(expected, QStringLiteral("1gCCtRR2tRL3WlnFpyJltgMbFqaKHU0voPIl5YP3tx8"));
        QVERIFY(trust->isEnabled());
        QTest::mouseClick(trust, Qt::LeftButton);
        QTRY_COMPARE(accepted, 1);
    }

    void keyboardInteractiveRound()
    {
        QWidget window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GuiPrompter prompter(&window);
        ssh::SshPrompt prompt;
        prompt.kind = ssh::SshPrompt::Kind::KeyboardInteractive;
        prompt.server = QStringLiteral("alice@login.example.org");
        prompt.name = QStringLiteral("Duo two-factor login");
        prompt.instruction = QStringLiteral("Enter a passcode or select one of the following "
                                            "options:\n\n 1. Duo Push to XXX-XXX-1234");
        prompt.fields = {{QStringLiteral("Passcode or option (1-1): "), true},
                         {QStringLiteral("PIN: "), false}};
        QList<QByteArray> answers;
        bool answered = false;
        prompter.prompt(prompt, ssh::SshPromptReply([&](bool ok, QList<QByteArray> a, QString) {
                            answered = ok;
                            answers = a;
                        }));
        QDialog *dialog = findDialog(&window, QStringLiteral("loginPromptDialog"));
        QVERIFY(dialog);
        QCOMPARE(dialog->windowTitle(), prompt.name);
        QCOMPARE(dialog->findChild<QLabel *>(QStringLiteral("instructionLabel"))->text(),
                 prompt.instruction);
        auto *code = dialog->findChild<QLineEdit *>(QStringLiteral("answerEdit0"));
        auto *pin = dialog->findChild<QLineEdit *>(QStringLiteral("answerEdit1"));
        QCOMPARE(code->echoMode(), QLineEdit::Normal);  // the server allows echo
        QCOMPARE(pin->echoMode(), QLineEdit::Password); // a secret
        QTest::keyClicks(code, QStringLiteral("1"));
        QTest::keyClicks(pin, QStringLiteral("4321"));
        if (qEnvironmentVariableIsSet("SLIPWAY_SCREENSHOT_DIR")) {
            dialog->grab().save(qEnvironmentVariable("SLIPWAY_SCREENSHOT_DIR") +
                                QStringLiteral("/kbdint.png"));
        }
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("okButton")),
                          Qt::LeftButton);
        QTRY_VERIFY(answered);
        QCOMPARE(answers, (QList<QByteArray>{"1", "4321"}));
    }

    void passphraseCancelled()
    {
        QWidget window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GuiPrompter prompter(&window);
        ssh::SshPrompt prompt;
        prompt.kind = ssh::SshPrompt::Kind::Passphrase;
        prompt.server = QStringLiteral("alice@login.example.org");
        prompt.keyFile = QStringLiteral("/home/alice/.ssh/id_ed25519");
        prompt.fields = {{QStringLiteral("Passphrase"), false}};
        prompt.retryReason = QStringLiteral("Wrong passphrase; try again.");
        int result = -1;
        prompter.prompt(prompt, ssh::SshPromptReply([&](bool ok, QList<QByteArray>, QString) {
                            result = ok ? 1 : 0;
                        }));
        QDialog *dialog = findDialog(&window, QStringLiteral("loginPromptDialog"));
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLabel *>(QStringLiteral("retryLabel"))->text(),
                 prompt.retryReason);
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("answerEdit0"))->echoMode(),
                 QLineEdit::Password);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("cancelButton")),
                          Qt::LeftButton);
        QTRY_COMPARE(result, 0);
    }
};

QTEST_MAIN(TstConnectionsPage)
#include "tst_connectionspage.moc"
