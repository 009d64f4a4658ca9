#include "common/commandrunner.h"
#include "common/shellquote.h"

#include <QFutureWatcher>
#include <QSignalSpy>
#include <QTest>

using slipway::CommandRequest;
using slipway::CommandResult;
using slipway::ProcessRunner;

class TestCommandRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void separatesOutputErrorAndStatus();
    void feedsStandardInput();
    void hostileArgumentsReachTheCommandIntact();
    void timeoutStopsTheCommand();
    void cancelStopsTheCommand();
    void missingProgramIsExplained();
    void remoteCommandLineIsOneQuotedWord();

private:
    static CommandResult wait(QFuture<CommandResult> future)
    {
        future.waitForFinished();
        return future.result();
    }
};

void TestCommandRunner::separatesOutputErrorAndStatus()
{
    std::unique_ptr<ProcessRunner> runner(ProcessRunner::localShell());
    const CommandResult result =
        wait(runner->run({QStringLiteral("printf out; printf err >&2; exit 7"), {}, 0}));
    QVERIFY(result.ran());
    QCOMPARE(result.exitCode, 7);
    QCOMPARE(result.standardOutput, QByteArray("out"));
    QCOMPARE(result.standardError, QByteArray("err"));
    QVERIFY(!result.succeeded());
}

void TestCommandRunner::feedsStandardInput()
{
    std::unique_ptr<ProcessRunner> runner(ProcessRunner::localShell());
    QByteArray input;
    for (int i = 0; i < 256; ++i) {
        input.append(char(i));
    }
    input = input.repeated(4096); // 1 MiB with every byte value, NUL included
    const CommandResult result = wait(runner->run({QStringLiteral("cat"), input, 0}));
    QVERIFY(result.succeeded());
    QCOMPARE(result.standardOutput.size(), input.size());
    QCOMPARE(result.standardOutput, input);
}

void TestCommandRunner::hostileArgumentsReachTheCommandIntact()
{
    std::unique_ptr<ProcessRunner> runner(ProcessRunner::localShell());
    const QString hostile = QStringLiteral("a'b\"c $(id) `id` \n é 训练 \\ ; rm -rf /");
    const CommandResult result =
        wait(runner->run({QStringLiteral("printf '%s' ") + slipway::shellQuote(hostile), {}, 0}));
    QVERIFY(result.succeeded());
    QCOMPARE(QString::fromUtf8(result.standardOutput), hostile);
}

void TestCommandRunner::timeoutStopsTheCommand()
{
    std::unique_ptr<ProcessRunner> runner(ProcessRunner::localShell());
    // The limit leaves the login shell ample time to start and print, even on a loaded machine;
    // the sleep would outlast it tenfold.
    const CommandResult result =
        wait(runner->run({QStringLiteral("echo started; exec sleep 60"), {}, 6000}));
    QVERIFY(!result.ran());
    QVERIFY2(result.error.contains(QStringLiteral("did not finish within 6 s")),
             qPrintable(result.error));
    QCOMPARE(result.standardOutput, QByteArray("started\n"));
}

void TestCommandRunner::cancelStopsTheCommand()
{
    std::unique_ptr<ProcessRunner> runner(ProcessRunner::localShell());
    QFuture<CommandResult> future = runner->run({QStringLiteral("exec sleep 30"), {}, 0});
    QFutureWatcher<CommandResult> watcher;
    QSignalSpy finished(&watcher, &QFutureWatcher<CommandResult>::finished);
    watcher.setFuture(future);
    QTest::qWait(200);
    future.cancel();
    // Thirty seconds of sleep would exceed this wait; a cancelled command ends in well under it.
    QVERIFY(finished.wait(10000));
    QVERIFY(future.isCanceled());
}

void TestCommandRunner::missingProgramIsExplained()
{
    ProcessRunner runner({QStringLiteral("/nonexistent/ssh")}, true, QStringLiteral("nowhere"));
    const CommandResult result = wait(runner.run({QStringLiteral("true"), {}, 0}));
    QVERIFY(!result.ran());
    QVERIFY2(result.error.contains(QStringLiteral("Could not start /nonexistent/ssh")),
             qPrintable(result.error));
}

void TestCommandRunner::remoteCommandLineIsOneQuotedWord()
{
    std::unique_ptr<ProcessRunner> runner(ProcessRunner::openSsh(
        QStringLiteral("/tmp/my config"), QStringLiteral("-oProxyCommand=x")));
    const QStringList line = runner->commandLine(QStringLiteral("echo 'hi' $(id)"));
    QCOMPARE(line.first(), QStringLiteral("ssh"));
    QVERIFY(line.contains(QStringLiteral("BatchMode=yes")));
    // The host comes after `--`, so a hostile alias cannot become an ssh option.
    QCOMPARE(line.indexOf(QStringLiteral("--")) + 1,
             line.indexOf(QStringLiteral("-oProxyCommand=x")));
    QCOMPARE(line.last(), QStringLiteral("bash -lc 'echo '\\''hi'\\'' $(id)'"));
}

QTEST_GUILESS_MAIN(TestCommandRunner)
#include "tst_commandrunner.moc"
