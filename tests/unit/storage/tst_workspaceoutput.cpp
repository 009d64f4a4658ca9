// hpc-workspace's output read into workspaces, on output recorded from the real tools
// (holgerBerger/hpc-workspace 1.6: bin/ws_list's printentry and testing/tests/*/*.ref), and the
// command lines built for ws_allocate/ws_extend with hostile names, which are refused before
// anything runs.
#include "common/shellquote.h"
#include "storage/workspace.h"
#include "storage/workspaceservice.h"

#include <QProcess>
#include <QTest>

using namespace slipway;
using namespace slipway::storage;

class TstWorkspaceOutput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listNormal()
    {
        // ws_list without options (time.ctime() dates, a comment, a second block expired).
        const QByteArray text = "id: mnist\n"
                                "     workspace directory  : /data/horse/ws/alice-mnist\n"
                                "     remaining time       : 1 days 22 hours\n"
                                "     comment              : Fashion-MNIST runs\n"
                                "     creation time        : Mon Nov 23 20:17:50 2026\n"
                                "     expiration date      : Fri Nov 27 18:17:50 2026\n"
                                "     filesystem name      : horse\n"
                                "     available extensions : 10\n"
                                "id: old\n"
                                "     workspace directory  : /data/walrus/ws/alice-old\n"
                                "     remaining time       : expired\n"
                                "     creation time        : Sun Jan  4 10:00:00 2026\n"
                                "     expiration date      : Mon Jan  5 10:00:00 2026\n"
                                "     filesystem name      : walrus\n"
                                "     available extensions : 0\n";
        const QList<Workspace> list = wsoutput::parseList(text);
        QCOMPARE(list.size(), 2);
        QCOMPARE(list[0].id, QStringLiteral("mnist"));
        QCOMPARE(list[0].path, QStringLiteral("/data/horse/ws/alice-mnist"));
        QCOMPARE(list[0].remainingHours, 46);
        QCOMPARE(list[0].filesystem, QStringLiteral("horse"));
        QCOMPARE(list[0].comment, QStringLiteral("Fashion-MNIST runs"));
        QCOMPARE(list[0].extensionsLeft, 10);
        QCOMPARE(list[0].expiration, QDateTime(QDate(2026, 11, 27), QTime(18, 17, 50)));
        QCOMPARE(list[0].expiryWarning(), QStringLiteral("expires in 2 days"));
        QCOMPARE(list[1].expiration, QDateTime(QDate(2026, 1, 5), QTime(10, 0, 0)));
        QVERIFY(list[1].expired);
        QCOMPARE(list[1].expiryWarning(), QStringLiteral("has expired"));
        QCOMPARE(list[1].summary(),
                 QStringLiteral("old: expired, 0 extensions left (/data/walrus/ws/alice-old)"));
    }

    void listTerse()
    {
        // testing/tests/08-list/out.ref (ws_list -t)
        const QByteArray text = "id: workspace1\n"
                                "     workspace directory  : /tmp/ws/ws1/usera-workspace1\n"
                                "     remaining time       : 9 days 23 hours\n"
                                "     available extensions : 3\n";
        const QList<Workspace> list = wsoutput::parseList(text);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].remainingHours, 9 * 24 + 23);
        QCOMPARE(list[0].extensionsLeft, 3);
        QVERIFY(list[0].filesystem.isEmpty());
        QVERIFY(list[0].expiryWarning().isEmpty());
        QCOMPARE(list[0].expiryWarning(14), QStringLiteral("expires in 10 days"));
        QCOMPARE(list[0].summary(), QStringLiteral("workspace1: 10 days left, 3 extensions left "
                                                   "(/tmp/ws/ws1/usera-workspace1)"));
    }

    void listDamaged()
    {
        QVERIFY(wsoutput::parseList(QByteArray()).isEmpty());
        // A warning first, a block cut off before its directory, a hostile id kept as text.
        const QByteArray text = "Warning: Invalid pythonpath in ws.conf\n"
                                "id: cut\n"
                                "id: $(reboot)\n"
                                "     workspace directory  : /data/horse/ws/a-$(reboot)\n"
                                "     remaining time       : 0 days 5 hours\n";
        const QList<Workspace> list = wsoutput::parseList(text);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].id, QStringLiteral("$(reboot)"));
        QCOMPARE(list[0].expiryWarning(), QStringLiteral("expires in 5 hours"));
    }

    void allocateCreated()
    {
        // testing/tests/00-basic/out.ref and err.ref
        const auto out = wsoutput::parseAllocate("/tmp/ws/ws1/usera-workspace1\n",
                                                 "Info: creating workspace.\n"
                                                 "remaining extensions  : 3\n"
                                                 "remaining time in days: 10\n");
        QVERIFY(out);
        QCOMPARE(out->path, QStringLiteral("/tmp/ws/ws1/usera-workspace1"));
        QVERIFY(out->created);
        QCOMPARE(out->extensionsLeft, 3);
        QCOMPARE(out->daysLeft, 10);
        QCOMPARE(out->cappedToDays, -1);
    }

    void allocateExtendedAndCapped()
    {
        // 02-extend, and the duration message of src/ws.cpp
        const auto out = wsoutput::parseAllocate(
            "/tmp/ws/ws1/usera-workspace1\n",
            "Error: Duration longer than allowed for this workspace\n"
            "       setting to allowed maximum of 30\n"
            "Info: extending workspace.\nremaining extensions  : 2\nremaining time in days: 29\n");
        QVERIFY(out);
        QVERIFY(out->extended);
        QCOMPARE(out->cappedToDays, 30);
        QCOMPARE(out->extensionsLeft, 2);
        QVERIFY(!wsoutput::parseAllocate("", "Info: extending workspace.\n"
                                             "Error: no more extensions.\n"));
    }

    void plainErrors()
    {
        QVERIFY(wsoutput::plainError("Info: extending workspace.\nError: no more extensions.\n")
                    .contains(QStringLiteral("cannot be extended any more")));
        QCOMPARE(wsoutput::plainError("Info: creating workspace.\n"), QString());
        const QString unknown = wsoutput::plainError("Error: \x1b[31mstrange\n");
        QVERIFY(unknown.startsWith(QStringLiteral("The workspace tool said:")));
        QVERIFY(!unknown.contains(QChar(0x1b)));
    }

    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("ok");
        QTest::newRow("plain") << QStringLiteral("mnist") << true;
        QTest::newRow("dots") << QStringLiteral("run_1.v-2") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("space") << QStringLiteral("my data") << false;
        QTest::newRow("dash first") << QStringLiteral("-F") << false;
        QTest::newRow("dot first") << QStringLiteral(".hidden") << false;
        QTest::newRow("subst") << QStringLiteral("$(touch PWNED)") << false;
        QTest::newRow("backtick") << QStringLiteral("a`id`") << false;
        QTest::newRow("quote") << QStringLiteral("a'b") << false;
        QTest::newRow("newline") << QStringLiteral("a\nb") << false;
        QTest::newRow("slash") << QStringLiteral("../etc") << false;
        QTest::newRow("semicolon") << QStringLiteral("a;rm -rf ~") << false;
        QTest::newRow("non-ascii") << QStringLiteral("d\u00e4ten") << false;
        QTest::newRow("long") << QString(65, QLatin1Char('a')) << false;
    }

    void names()
    {
        QFETCH(QString, name);
        QFETCH(bool, ok);
        QCOMPARE(workspaceNameProblem(name).isEmpty(), ok);
        QString problem;
        const QString command = WorkspaceService::allocateCommand(name, 5, {}, false, &problem);
        QCOMPARE(command.isEmpty(), !ok);
        QCOMPARE(problem.isEmpty(), ok);
        if (ok) {
            // What bash runs is exactly the tool, the name and the days, word for word.
            QProcess bash;
            bash.start(QStringLiteral("bash"),
                       {QStringLiteral("-c"),
                        QStringLiteral("ws_allocate() { printf '%s\\n' \"$@\"; }; ") + command});
            QVERIFY(bash.waitForFinished());
            QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()),
                     name + QStringLiteral("\n5\n"));
        } else {
            QVERIFY(!problem.contains(QLatin1Char('\n')));
        }
    }

    void daysAndFilesystem()
    {
        QString problem;
        QVERIFY(WorkspaceService::allocateCommand(QStringLiteral("a"), 0, {}, false, &problem)
                    .isEmpty());
        QVERIFY(problem.contains(QStringLiteral("days")));
        problem.clear();
        QVERIFY(WorkspaceService::allocateCommand(QStringLiteral("a"), 3, QStringLiteral("x y"),
                                                  true, &problem)
                    .isEmpty());
        QVERIFY(problem.contains(QStringLiteral("file system")));
        QCOMPARE(WorkspaceService::allocateCommand(QStringLiteral("a"), 3, QStringLiteral("horse"),
                                                   true, nullptr),
                 QStringLiteral("ws_extend -F horse a 3"));
    }
};

QTEST_GUILESS_MAIN(TstWorkspaceOutput)
#include "tst_workspaceoutput.moc"
