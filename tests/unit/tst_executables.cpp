// The two executables as a user runs them: versions, the CLI's usage errors, and LibTorch
// staying out of both until a Local feature asks for it.

#include "common/appinfo.h"
#include "testpaths.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestExecutables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionLines_data();
    void versionLines();
    void neitherLinksLibTorch_data();
    void neitherLinksLibTorch();
    void unknownCommandIsUsageError();
    void smokeCheckLoadsLibTorch();
    void missingModuleIsReportedAndRestWorks();

private:
    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Result run(const QString &program, const QStringList &arguments,
                      const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
};

TestExecutables::Result TestExecutables::run(const QString &program, const QStringList &arguments,
                                             const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    Result result;
    if (!process.waitForStarted(10000) || !process.waitForFinished(60000)) {
        result.err = process.errorString();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

void TestExecutables::versionLines_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("slipway") << QStringLiteral("slipway");
    QTest::newRow("slipwayctl") << QStringLiteral("slipwayctl");
}

void TestExecutables::versionLines()
{
    QFETCH(QString, program);
    // No display at all: --version must not need one.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    const Result result = run(slipway::test::binDir() + QLatin1Char('/') + program,
                              {QStringLiteral("--version")}, env);
    QCOMPARE(result.exitCode, 0);
    const QRegularExpression expected(
        QStringLiteral("^%1 %2 \\(Qt 6\\.\\d+\\.\\d+, libssh 0\\.\\d+\\.\\d+\\)\n$")
            .arg(program, QRegularExpression::escape(slipway::appinfo::version())));
    QVERIFY2(expected.match(result.out).hasMatch(), qPrintable(result.out + result.err));
}

void TestExecutables::neitherLinksLibTorch_data()
{
    versionLines_data();
}

void TestExecutables::neitherLinksLibTorch()
{
    QFETCH(QString, program);
    // The dynamic section lists every library loaded at start; LibTorch must not be among them.
    const Result result =
        run(QStringLiteral("readelf"),
            {QStringLiteral("-d"), slipway::test::binDir() + QLatin1Char('/') + program});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.contains(QStringLiteral("libQt6Core")), qPrintable(result.out));
    QVERIFY2(!result.out.contains(QStringLiteral("libtorch")), qPrintable(result.out));
    QVERIFY2(!result.out.contains(QStringLiteral("libc10")), qPrintable(result.out));
}

void TestExecutables::unknownCommandIsUsageError()
{
    const Result result = run(slipway::test::binDir() + QStringLiteral("/slipwayctl"),
                              {QStringLiteral("frobnicate")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.err.contains(QStringLiteral("unknown command 'frobnicate'")));
    QVERIFY(result.err.contains(QStringLiteral("smoke")));
}

void TestExecutables::smokeCheckLoadsLibTorch()
{
    const Result result = run(slipway::test::binDir() + QStringLiteral("/slipwayctl"),
                              {QStringLiteral("smoke"), QStringLiteral("--check")});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY2(result.out.contains(QStringLiteral("LibTorch 1.13")), qPrintable(result.out));
    QVERIFY2(result.out.contains(QStringLiteral("self-check passed")), qPrintable(result.out));
}

void TestExecutables::missingModuleIsReportedAndRestWorks()
{
    // A copy of slipwayctl with no module beside it, as on a machine without LibTorch.
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("bin"))));
    const QString copy = dir.filePath(QStringLiteral("bin/slipwayctl"));
    QVERIFY(QFile::copy(slipway::test::binDir() + QStringLiteral("/slipwayctl"), copy));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("SLIPWAY_LOCAL_MODULE"));

    const Result smoke = run(copy, {QStringLiteral("smoke"), QStringLiteral("--check")}, env);
    QCOMPARE(smoke.exitCode, 1);
    QVERIFY2(smoke.err.contains(QStringLiteral("is not installed")), qPrintable(smoke.err));
    QVERIFY2(smoke.err.contains(QStringLiteral("Everything else works")), qPrintable(smoke.err));

    const Result version = run(copy, {QStringLiteral("--version")}, env);
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith(QStringLiteral("slipwayctl ")));
}

QTEST_GUILESS_MAIN(TestExecutables)
#include "tst_executables.moc"
