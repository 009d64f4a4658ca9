// slipwayctl smoke and train-example, run as a user would.

#include "localtestmodels.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

class TestLocalCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void smokeJsonForAGoodModel();
    void smokeTextForAShapeBug();
    void smokeRefusesBadArguments_data();
    void smokeRefusesBadArguments();
    void smokeCheckStillWorks();
    void trainExampleWritesEventFiles();
    void cancelledBySignal_data();
    void cancelledBySignal();

private:
    struct Outcome
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Outcome ctl(const QStringList &arguments);
    static QProcessEnvironment environment();
};

QProcessEnvironment TestLocalCli::environment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SLIPWAY_LOCAL_MODULE"), slipway::test::builtLocalModule());
    return env;
}

TestLocalCli::Outcome TestLocalCli::ctl(const QStringList &arguments)
{
    QProcess process;
    process.setProcessEnvironment(environment());
    process.start(slipway::test::binDir() + QStringLiteral("/slipwayctl"), arguments);
    Outcome outcome;
    if (!process.waitForFinished(180000)) {
        process.kill();
        process.waitForFinished();
        return outcome;
    }
    outcome.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    outcome.out = QString::fromUtf8(process.readAllStandardOutput());
    outcome.err = QString::fromUtf8(process.readAllStandardError());
    return outcome;
}

void TestLocalCli::smokeJsonForAGoodModel()
{
    const Outcome o =
        ctl({QStringLiteral("smoke"), QStringLiteral("--model"),
             slipway::test::testModel(QStringLiteral("cnn_scripted.pt")), QStringLiteral("--input"),
             QStringLiteral("1x28x28"), QStringLiteral("--classes"), QStringLiteral("10"),
             QStringLiteral("--steps"), QStringLiteral("20"), QStringLiteral("--batch"),
             QStringLiteral("64"), QStringLiteral("--threads"), QStringLiteral("1"),
             QStringLiteral("--json")});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err + o.out));
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json.value(QStringLiteral("ok")).toBool(), true);
    QCOMPARE(json.value(QStringLiteral("error")).toString(), QStringLiteral("none"));
    QCOMPARE(json.value(QStringLiteral("stepsRun")).toInt(), 20);
    QCOMPARE(json.value(QStringLiteral("threads")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("parameterCount")).toInt(), 21840);
    QCOMPARE(json.value(QStringLiteral("outputShape")).toArray(), (QJsonArray{64, 10}));
    QVERIFY(json.value(QStringLiteral("stepsPerSecond")).toDouble() > 0.0);
    QVERIFY(json.value(QStringLiteral("estimate"))
                .toObject()
                .value(QStringLiteral("preferCpu"))
                .toBool());
}

void TestLocalCli::smokeTextForAShapeBug()
{
    const Outcome o = ctl({QStringLiteral("smoke"), QStringLiteral("--model"),
                           slipway::test::testModel(QStringLiteral("shape_bug.pt")),
                           QStringLiteral("--steps"), QStringLiteral("5")});
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.out.contains(QStringLiteral("FAILED: forward() failed for input [64, 1, 28, 28]")),
             qPrintable(o.out));
    QVERIFY(o.out.contains(QStringLiteral("64x320 and 300x50")));
    QVERIFY(o.out.trimmed().endsWith(QStringLiteral("Result: FAILED")));
}

void TestLocalCli::smokeRefusesBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    const QString model = slipway::test::testModel(QStringLiteral("cnn_scripted.pt"));
    QTest::newRow("no model") << QStringList{QStringLiteral("smoke")}
                              << "give a model with --model";
    QTest::newRow("bad shape") << QStringList{QStringLiteral("smoke"), QStringLiteral("--model"),
                                              model, QStringLiteral("--input"),
                                              QStringLiteral("1x$(id)")}
                               << "\"$(id)\" in the input shape";
    QTest::newRow("zero batch") << QStringList{QStringLiteral("smoke"), QStringLiteral("--model"),
                                               model, QStringLiteral("--batch"),
                                               QStringLiteral("0")}
                                << "--batch must be a whole number";
    QTest::newRow("bad data") << QStringList{QStringLiteral("smoke"), QStringLiteral("--model"),
                                             model, QStringLiteral("--data"),
                                             QStringLiteral("imagenet")}
                              << "--data must be synthetic or fashion-mnist";
    QTest::newRow("both tasks") << QStringList{QStringLiteral("smoke"),
                                               QStringLiteral("--model"),
                                               model,
                                               QStringLiteral("--regression"),
                                               QStringLiteral("--classes"),
                                               QStringLiteral("3")}
                                << "exclude each other";
    QTest::newRow("no logdir") << QStringList{QStringLiteral("train-example")}
                               << "with --logdir DIR";
    QTest::newRow("unknown example")
        << QStringList{QStringLiteral("train-example"), QStringLiteral("--model"),
                       QStringLiteral("resnet"), QStringLiteral("--logdir"),
                       QStringLiteral("/tmp/x")}
        << "unknown model \"resnet\"";
}

void TestLocalCli::smokeRefusesBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const Outcome o = ctl(arguments);
    QCOMPARE(o.exitCode, 2);
    QVERIFY2(o.err.contains(says), qPrintable(o.err));
}

void TestLocalCli::smokeCheckStillWorks()
{
    const Outcome o = ctl({QStringLiteral("smoke"), QStringLiteral("--check")});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QVERIFY(o.out.contains(QStringLiteral("self-check passed")));
}

void TestLocalCli::trainExampleWritesEventFiles()
{
    QTemporaryDir dir;
    const QString logDir = dir.filePath(QStringLiteral("run 1"));
    const Outcome o =
        ctl({QStringLiteral("train-example"), QStringLiteral("--model"),
             QStringLiteral("mnist-cnn"), QStringLiteral("--epochs"), QStringLiteral("1"),
             QStringLiteral("--logdir"), logDir, QStringLiteral("--max-steps"),
             QStringLiteral("120"), QStringLiteral("--threads"), QStringLiteral("1")});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err + o.out));
    QVERIFY(o.out.contains(QStringLiteral("over 120 steps")));
    QStringList files;
    QDirIterator it(logDir, QDir::Files);
    while (it.hasNext()) {
        files << it.next();
    }
    QCOMPARE(files.size(), 1);
    QVERIFY(files.first().contains(QStringLiteral("tfevents")));
    QVERIFY(o.out.contains(QStringLiteral("Event file: ") + files.first()));
}

void TestLocalCli::cancelledBySignal_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("signalNumber");
    // Far more steps than can run before the signal: only the signal ends these runs.
    QTest::newRow("train-example, Ctrl+C")
        << QStringList{QStringLiteral("train-example"), QStringLiteral("--epochs"),
                       QStringLiteral("50"), QStringLiteral("--threads"), QStringLiteral("1")}
        << SIGINT;
    QTest::newRow("smoke, SIGTERM")
        << QStringList{QStringLiteral("smoke"),     QStringLiteral("--model"),
                       QStringLiteral("mnist-cnn"), QStringLiteral("--steps"),
                       QStringLiteral("1000000"),   QStringLiteral("--threads"),
                       QStringLiteral("1")}
        << SIGTERM;
}

void TestLocalCli::cancelledBySignal()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, signalNumber);
    QTemporaryDir dir;
    const QString logDir = dir.filePath(QStringLiteral("cancelled run"));
    QProcess process;
    process.setProcessEnvironment(environment());
    process.start(slipway::test::binDir() + QStringLiteral("/slipwayctl"),
                  arguments << QStringLiteral("--logdir") << logDir);
    QVERIFY(process.waitForStarted());

    // Signal once the run prints a progress line past its first step, as a user would.
    QString err;
    static const QRegularExpression progress(QStringLiteral(R"(^step ([1-9]\d+)/)"),
                                             QRegularExpression::MultilineOption);
    QDeadlineTimer deadline(120000);
    while (!progress.match(err).hasMatch() && !deadline.hasExpired() &&
           process.state() == QProcess::Running) {
        process.waitForReadyRead(1000);
        err += QString::fromUtf8(process.readAllStandardError());
    }
    QVERIFY2(progress.match(err).hasMatch(), qPrintable(err));
    QCOMPARE(::kill(pid_t(process.processId()), signalNumber), 0);
    QVERIFY(process.waitForFinished(60000));
    err += QString::fromUtf8(process.readAllStandardError());
    const QString out = QString::fromUtf8(process.readAllStandardOutput());

    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    QVERIFY2(err.contains(QStringLiteral("Cancelling at the next step")), qPrintable(err));
    QVERIFY2(out.trimmed().endsWith(QStringLiteral("Result: CANCELLED")), qPrintable(out));
    QVERIFY2(!out.contains(QStringLiteral("[FAIL]")), qPrintable(out));
    static const QRegularExpression cancelledAfter(QStringLiteral(R"(Cancelled after (\d+) step)"));
    const QRegularExpressionMatch steps = cancelledAfter.match(out);
    QVERIFY2(steps.hasMatch(), qPrintable(out));
    const int stepsRun = steps.captured(1).toInt();
    QVERIFY(stepsRun >= 10);

    // The event file is complete: every step that ran is in it, and nothing is cut off.
    const Outcome summary = ctl({QStringLiteral("events"), QStringLiteral("summary"), logDir});
    QVERIFY2(summary.exitCode == 0, qPrintable(summary.err + summary.out));
    const QRegularExpression lossLine(
        QStringLiteral(R"(train/loss\s+%1\s+1 \.\. %1\n)").arg(stepsRun));
    QVERIFY2(lossLine.match(summary.out).hasMatch(), qPrintable(summary.out));
    QVERIFY2(summary.out.contains(QStringLiteral("0 corrupt, 0 byte(s) skipped")),
             qPrintable(summary.out));
    QVERIFY2(!summary.out.contains(QStringLiteral("waiting:")), qPrintable(summary.out));
}

QTEST_GUILESS_MAIN(TestLocalCli)
#include "tst_localcli.moc"
