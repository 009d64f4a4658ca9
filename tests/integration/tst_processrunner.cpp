// ProcessRunner through the system's OpenSSH client to the test cluster's login node: hostile
// words must arrive intact through two shells (the user's login shell and `bash -lc`), and the
// login shell must give the site's environment (Lmod's `module`, Slurm's commands).

#include "common/commandrunner.h"
#include "common/shellquote.h"
#include "testcluster.h"

#include <QTest>

using slipway::CommandResult;
using slipway::ProcessRunner;
using slipway::shellQuote;

class TestProcessRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void hostileWordsSurviveTwoShells_data();
    void hostileWordsSurviveTwoShells();
    void binaryStdinAndOutputAreExact();
    void loginShellHasModulesAndSlurm();
    void remoteExitStatusAndStderrKeptApart();

private:
    CommandResult run(const QString &command, const QByteArray &input = {})
    {
        QFuture<CommandResult> future = m_runner->run({command, input, 60000});
        future.waitForFinished();
        return future.result();
    }

    std::unique_ptr<ProcessRunner> m_runner;
};

void TestProcessRunner::initTestCase()
{
    QString error;
    const auto cluster = slipway::test::TestCluster::load(&error);
    if (!cluster.isValid()) {
        QFAIL(qPrintable(error));
    }
    m_runner.reset(ProcessRunner::openSsh(cluster.config(), cluster.alias()));
    QCOMPARE(m_runner->description(), cluster.alias());
}

void TestProcessRunner::hostileWordsSurviveTwoShells_data()
{
    QTest::addColumn<QString>("word");
    QTest::newRow("quotes") << QStringLiteral("it's \"quoted\"");
    QTest::newRow("substitution") << QStringLiteral("$(touch ~/pwned) `touch ~/pwned2`");
    QTest::newRow("variables") << QStringLiteral("$HOME ${USER} $0 $$");
    QTest::newRow("newlines and tabs") << QStringLiteral("a\nb\tc\n");
    QTest::newRow("operators") << QStringLiteral("; exit 3 && || | > /tmp/x &");
    QTest::newRow("backslashes") << QStringLiteral("\\\\ \\' \\\" \\n");
    QTest::newRow("non-ascii") << QStringLiteral("Müller 训练 🚀");
    QTest::newRow("option-like") << QStringLiteral("-n -e --help");
}

void TestProcessRunner::hostileWordsSurviveTwoShells()
{
    QFETCH(QString, word);
    const CommandResult result = run(QStringLiteral("printf '%s' ") + shellQuote(word));
    QVERIFY2(result.succeeded(),
             qPrintable(result.error + QString::fromUtf8(result.standardError)));
    QCOMPARE(QString::fromUtf8(result.standardOutput), word);
    const CommandResult pwned = run(QStringLiteral("ls ~/pwned ~/pwned2 2>/dev/null | wc -l"));
    QCOMPARE(pwned.standardOutput.trimmed(), QByteArray("0"));
}

void TestProcessRunner::binaryStdinAndOutputAreExact()
{
    QByteArray input;
    for (int i = 0; i < 256; ++i) {
        input.append(char(i));
    }
    input = input.repeated(1024);
    const CommandResult result = run(QStringLiteral("cat"), input);
    QVERIFY2(result.succeeded(), qPrintable(result.error));
    QCOMPARE(result.standardOutput, input);
}

void TestProcessRunner::loginShellHasModulesAndSlurm()
{
    const CommandResult result = run(QStringLiteral(
        "module -t avail 2>&1 | grep -c '^PyTorch/'; command -v sbatch squeue sacct scontrol"));
    QVERIFY2(result.succeeded(), qPrintable(QString::fromUtf8(result.standardError)));
    const QList<QByteArray> lines = result.standardOutput.trimmed().split('\n');
    QVERIFY2(lines.size() == 5, result.standardOutput.constData());
    QVERIFY(lines.first().toInt() >= 1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QVERIFY2(lines.at(i).startsWith('/'), lines.at(i).constData());
    }
}

void TestProcessRunner::remoteExitStatusAndStderrKeptApart()
{
    const CommandResult result = run(QStringLiteral("echo to-out; echo to-err >&2; exit 42"));
    QVERIFY(result.ran());
    QCOMPARE(result.exitCode, 42);
    QCOMPARE(result.standardOutput, QByteArray("to-out\n"));
    QCOMPARE(result.standardError, QByteArray("to-err\n"));
}

QTEST_GUILESS_MAIN(TestProcessRunner)
#include "tst_processrunner.moc"
