// TensorBoard in a real browser: Slipway's tunnel (slipwayctl tunnel for a server on the login
// node, slipwayctl tensorboard RUN for the one a job runs on its node) opened in headless
// Chromium, which runs TensorBoard's JavaScript app; the page it renders must list the run and
// its scalar tags. With SLIPWAY_BROWSER_SHOTS=DIR a screenshot of each is saved there.

#include "../ssh/clusterenv.h"

#include "common/shellquote.h"
#include "events/eventfilewriter.h"
#include "testpaths.h"
#include "testprocess.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <csignal>

using namespace slipway;

namespace {

const QString kSetup = QStringLiteral("module load TensorBoard/2.20.0");

// The text a person sees on the page Chromium rendered: scripts, styles and tags dropped.
QString visibleText(const QString &dom)
{
    QString text = dom;
    text.remove(QRegularExpression(QStringLiteral("<script.*?</script>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    text.remove(QRegularExpression(QStringLiteral("<style.*?</style>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    text.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral(" "));
    return text.simplified();
}

} // namespace

class TestTensorBoardBrowser : public QObject
{
    Q_OBJECT

private:
    QString m_alias;
    QString m_config;
    QString m_chromium;
    QString m_remoteDir; // under the test user's home
    QTemporaryDir m_local;

    test::ProcessResult ssh(const QString &command, const QByteArray &input = {})
    {
        return test::runProcess(QStringLiteral("ssh"),
                                {QStringLiteral("-F"), m_config, m_alias,
                                 QStringLiteral("bash -l -c ") + shellQuote(command)},
                                input, 120000);
    }

    // An event file with the scalar tags `loss` and `accuracy` in REMOTE/RUN.
    bool writeRun(const QString &remoteRun)
    {
        QTemporaryDir dir;
        events::EventFileWriter writer(dir.path());
        if (!writer.open()) {
            return false;
        }
        for (int step = 0; step < 40; ++step) {
            writer.addScalar(QStringLiteral("loss"), 2.0 / (step + 1), step);
            writer.addScalar(QStringLiteral("accuracy"), 1.0 - 1.0 / (step + 2), step);
        }
        writer.close();
        QFile file(writer.filePath());
        if (!file.open(QIODevice::ReadOnly)) {
            return false;
        }
        const QString remoteFile =
            remoteRun + QLatin1Char('/') + QFileInfo(writer.filePath()).fileName();
        return ssh(QStringLiteral("mkdir -p -- %1 && cat > %2")
                       .arg(shellQuote(remoteRun), shellQuote(remoteFile)),
                   file.readAll())
                   .exitCode == 0;
    }

    // Starts slipwayctl with `args`; returns the URL it prints on stdout once TensorBoard answers
    // through the tunnel, or an empty string (the reason in `why`).
    QString startTunnel(QProcess &ctl, const QStringList &args, QString *why)
    {
        ctl.start(test::binDir() + QStringLiteral("/slipwayctl"), args);
        if (!ctl.waitForStarted()) {
            *why = ctl.errorString();
            return {};
        }
        // The result is checked by what follows.
        (void)QTest::qWaitFor(
            [&] { return ctl.canReadLine() || ctl.state() == QProcess::NotRunning; }, 300000);
        const QString url = QString::fromUtf8(ctl.readLine()).trimmed();
        if (!url.startsWith(QLatin1String("http://127.0.0.1:"))) {
            *why = QString::fromUtf8(ctl.readAllStandardError());
            return {};
        }
        return url;
    }

    // What headless Chromium renders of TensorBoard's time series (scalars) dashboard at `url`,
    // as visible text; a screenshot goes to SLIPWAY_BROWSER_SHOTS/NAME.png when that is set.
    QString renderedScalars(const QString &url, const QString &name)
    {
        // TensorBoard answers before it has read the event files (in a thread of its own): the
        // page is rendered once it lists the run.
        (void)QTest::qWaitFor(
            [&] {
                return test::runProcess(QStringLiteral("curl"),
                                        {QStringLiteral("-s"), QStringLiteral("--noproxy"),
                                         QStringLiteral("*"), url + QStringLiteral("data/runs")},
                                        {}, 30000)
                    .out.contains(QLatin1String("first run"));
            },
            60000);
        const QString page = url + QStringLiteral("#timeseries");
        const QStringList common{
            QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
            QStringLiteral("--disable-gpu"), QStringLiteral("--enable-unsafe-swiftshader"),
            QStringLiteral("--no-first-run"), QStringLiteral("--no-proxy-server"),
            QStringLiteral("--user-data-dir=") + m_local.filePath(QStringLiteral("profile")),
            // Virtual time: the page's scripts and its data requests run to this budget.
            QStringLiteral("--virtual-time-budget=30000"),
            QStringLiteral("--window-size=1280,900")};
        const QString shots = qEnvironmentVariable("SLIPWAY_BROWSER_SHOTS");
        if (!shots.isEmpty()) {
            test::runProcess(m_chromium,
                             common +
                                 QStringList{QStringLiteral("--screenshot=") + shots +
                                                 QLatin1Char('/') + name + QStringLiteral(".png"),
                                             page},
                             {}, 120000);
        }
        const test::ProcessResult dom = test::runProcess(
            m_chromium, common + QStringList{QStringLiteral("--dump-dom"), page}, {}, 120000);
        if (dom.exitCode != 0) {
            qWarning().noquote() << dom.err.right(2000);
        }
        return visibleText(dom.out);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QMap<QString, QString> env = test::clusterEnv();
        REQUIRE_CLUSTER(env);
        m_alias = env.value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
        m_config = env.value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
        m_chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
        QVERIFY2(!m_chromium.isEmpty(),
                 "chromium is not installed: tools/setup --test installs it (Debian package "
                 "chromium, tests/cluster/packages.txt)");
        const test::ProcessResult dir = ssh(QStringLiteral("mktemp -d ~/slipway-browser.XXXXXX"));
        QVERIFY2(dir.exitCode == 0, dir.describe().constData());
        m_remoteDir = dir.out.trimmed();
        QVERIFY(writeRun(m_remoteDir + QStringLiteral("/logs/first run")));
    }

    void cleanupTestCase()
    {
        if (!m_remoteDir.isEmpty()) {
            ssh(QStringLiteral("rm -rf -- %1").arg(shellQuote(m_remoteDir)));
        }
    }

    void onTheLoginNode()
    {
        QProcess ctl;
        QString why;
        const QString url =
            startTunnel(ctl,
                        {QStringLiteral("tunnel"), QStringLiteral("-F"), m_config, m_alias,
                         QStringLiteral("--tensorboard"), m_remoteDir + QStringLiteral("/logs"),
                         QStringLiteral("--setup"), kSetup},
                        &why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        const QString text = renderedScalars(url, QStringLiteral("tensorboard-login-node"));
        ::kill(pid_t(ctl.processId()), SIGTERM);
        QVERIFY(ctl.waitForFinished(30000));
        QVERIFY2(text.contains(QLatin1String("first run")), qPrintable(text.left(3000)));
        QVERIFY2(text.contains(QLatin1String(" loss ")), qPrintable(text.left(3000)));
        QVERIFY2(text.contains(QLatin1String(" accuracy ")), qPrintable(text.left(3000)));
    }

    void insideAJob()
    {
        // A job that starts TensorBoard on its node for the log folder (spec "tensorboard") and
        // then waits; its script is plain Python, no environment needed.
        QVERIFY(ssh(QStringLiteral("cat > %1/wait.py").arg(shellQuote(m_remoteDir)),
                    "import time\nprint('waiting', flush=True)\ntime.sleep(300)\n")
                    .exitCode == 0);
        const QJsonObject spec{
            {QStringLiteral("profile"), QStringLiteral("test-cluster")},
            {QStringLiteral("workdir"), m_remoteDir},
            {QStringLiteral("entry"), QStringLiteral("wait.py")},
            {QStringLiteral("job_name"), QStringLiteral("browser test")},
            {QStringLiteral("time"), QStringLiteral("00:10:00")},
            {QStringLiteral("logdir"), QStringLiteral("logs")},
            {QStringLiteral("environment"),
             QJsonObject{{QStringLiteral("recipe"), QStringLiteral("none")}}},
            {QStringLiteral("tensorboard"), QJsonObject{{QStringLiteral("setup"), kSetup}}}};
        const QString specPath = m_local.filePath(QStringLiteral("spec.json"));
        QFile specFile(specPath);
        QVERIFY(specFile.open(QIODevice::WriteOnly));
        specFile.write(QJsonDocument(spec).toJson());
        specFile.close();
        const QString db = m_local.filePath(QStringLiteral("runs.sqlite"));
        const test::ProcessResult submitted = test::runProcess(
            test::binDir() + QStringLiteral("/slipwayctl"),
            {QStringLiteral("submit"), QStringLiteral("--spec"), specPath, QStringLiteral("--host"),
             m_alias, QStringLiteral("-F"), m_config, QStringLiteral("--db"), db});
        QVERIFY2(submitted.exitCode == 0, submitted.describe().constData());
        const QString id = QRegularExpression(QStringLiteral(R"(^run (\d+)$)"),
                                              QRegularExpression::MultilineOption)
                               .match(submitted.out)
                               .captured(1);
        QVERIFY2(!id.isEmpty(), submitted.describe().constData());
        auto cancel = qScopeGuard([&] {
            test::runProcess(test::binDir() + QStringLiteral("/slipwayctl"),
                             {QStringLiteral("cancel"), id, QStringLiteral("--host"), m_alias,
                              QStringLiteral("-F"), m_config, QStringLiteral("--db"), db});
        });

        QProcess ctl;
        QString why;
        const QString url = startTunnel(
            ctl,
            {QStringLiteral("tensorboard"), id, QStringLiteral("--wait"), QStringLiteral("--db"),
             db, QStringLiteral("--host"), m_alias, QStringLiteral("-F"), m_config},
            &why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        const QString text = renderedScalars(url, QStringLiteral("tensorboard-in-job"));
        ::kill(pid_t(ctl.processId()), SIGTERM);
        QVERIFY(ctl.waitForFinished(30000));
        QVERIFY2(text.contains(QLatin1String("first run")), qPrintable(text.left(3000)));
        QVERIFY2(text.contains(QLatin1String(" loss ")), qPrintable(text.left(3000)));
        QVERIFY2(text.contains(QLatin1String(" accuracy ")), qPrintable(text.left(3000)));
    }
};

QTEST_GUILESS_MAIN(TestTensorBoardBrowser)
#include "tst_tensorboardbrowser.moc"
