// Work folded into the status poll (core/runs/pollpassenger.h): the combined command is one
// bash command line whose answer splits back into the status command's part, with its exit
// status, and the passenger's part, with its stderr; hostile output cannot move the split.
#include "runs/pollpassenger.h"

#include <QProcess>
#include <QTest>

using namespace slipway;
using namespace slipway::runs;

class TstPollFold : public QObject
{
    Q_OBJECT

    static CommandResult runBash(const QString &command)
    {
        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), command});
        bash.waitForFinished();
        CommandResult r;
        r.exitCode = bash.exitCode();
        r.standardOutput = bash.readAllStandardOutput();
        r.standardError = bash.readAllStandardError();
        return r;
    }

private Q_SLOTS:
    void splitsAndKeepsTheStatusExit_data()
    {
        QTest::addColumn<QString>("status");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("succeeds") << QStringLiteral("printf '{\"jobs\": []}\\n'") << 0;
        QTest::newRow("fails") << QStringLiteral("printf '{\"jobs\": []}\\n'; false") << 1;
        QTest::newRow("ends in a comment") << QStringLiteral("printf '{\"jobs\": []}\\n' # x") << 0;
        QTest::newRow("ends with ||") << QStringLiteral("false || printf '{\"jobs\": []}\\n'") << 0;
    }
    void splitsAndKeepsTheStatusExit()
    {
        QFETCH(QString, status);
        QFETCH(int, exitCode);
        const QString extra = QStringLiteral("echo @@slipway-sstat; echo to-stderr >&2; exit 7");
        const CommandResult answer = runBash(pollfold::combine(status, extra));
        const auto [statusPart, extraPart] = pollfold::split(answer);
        QCOMPARE(statusPart.exitCode, exitCode);
        QCOMPARE(statusPart.standardOutput.trimmed(), QByteArray("{\"jobs\": []}"));
        QCOMPARE(extraPart.standardOutput, QByteArray("@@slipway-sstat\nto-stderr\n"));
        QVERIFY(answer.standardError.isEmpty());
    }

    void statusAloneWhenTheMarkerIsMissing()
    {
        CommandResult cut;
        cut.exitCode = -1;
        cut.error = QStringLiteral("The connection was lost.");
        cut.standardOutput = "{\"jobs\": [";
        const auto [statusPart, extraPart] = pollfold::split(cut);
        QCOMPARE(statusPart.standardOutput, cut.standardOutput);
        QVERIFY(extraPart.standardOutput.isEmpty());
        QCOMPARE(extraPart.error, cut.error);
    }

    void jobNamesCannotMoveTheSplit()
    {
        // A job named like the marker, even where sacct prints the name on a line of its own,
        // comes before the real marker: the split is at the last one.
        const QString status = QStringLiteral(
            "printf '%s\\n' '1|@@slipway-poll-passenger|' '@@slipway-poll-passenger' '2|x|'");
        const CommandResult answer = runBash(pollfold::combine(status, QStringLiteral("echo ok")));
        const auto [statusPart, extraPart] = pollfold::split(answer);
        QVERIFY(statusPart.standardOutput.contains("2|x|"));
        QCOMPARE(extraPart.standardOutput, QByteArray("ok\n"));
    }
};

QTEST_GUILESS_MAIN(TstPollFold)
#include "tst_pollfold.moc"
