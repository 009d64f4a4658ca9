// Cache folders (storage.cache_redirects) on the real test cluster: a composed job script with
// the export lines is submitted with sbatch, and the job itself reports HF_HOME, TORCH_HOME,
// PIP_CACHE_DIR, TRITON_CACHE_DIR, XDG_CACHE_HOME and CONDA_PKGS_DIRS: as test-cluster-ws
// ships them, and as a hostile user profile names them (quotes, $(), backticks, spaces,
// non-ASCII), which must arrive exactly and run nothing.

#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "site/profileregistry.h"
#include "testcluster.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <QUuid>

using namespace slipway;

class TestCacheFolders : public QObject
{
    Q_OBJECT

private:
    test::TestCluster m_cluster;
    QString m_home;   // the test user's home on the cluster
    QString m_folder; // this run's own folder there, removed at the end

    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    // `script` run by a login shell on the cluster's login node.
    Result ssh(const QString &script, int timeoutMs = 120000)
    {
        QProcess p;
        p.start(QStringLiteral("ssh"), {QStringLiteral("-F"), m_cluster.config(), m_cluster.alias(),
                                        QStringLiteral("bash -l -s")});
        Result r;
        if (!p.waitForStarted(30000)) {
            r.err = p.errorString();
            return r;
        }
        p.write(script.toUtf8());
        p.closeWriteChannel();
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            r.err = QStringLiteral("timed out");
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out += QString::fromUtf8(p.readAllStandardOutput());
        r.err += QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    // Composes a CPU job for `profile` that prints the cache variables, submits it with
    // `sbatch --wait` (this job only, whatever else the shared queue holds) and returns what
    // the job printed.
    QJsonObject runJob(const site::SiteProfile &profile, const QString &name)
    {
        compose::JobSpec spec;
        spec.profile = profile.id;
        spec.jobName = QStringLiteral("slipway-cache-") + name;
        spec.parallelism = QStringLiteral("cpu");
        spec.entry = QStringLiteral("show_caches.py");
        spec.workdir = m_folder;
        spec.output = name + QStringLiteral("-%j.out");
        spec.environment.recipe = QStringLiteral("modules");
        spec.environment.modules = {QStringLiteral("PyTorch/1.13.1")};
        const compose::ComposedScript composed = compose::ScriptComposer::compose(spec, profile);
        if (composed.blocked() || composed.lines.isEmpty()) {
            qWarning() << "composition failed" << composed.findings.size();
            return {};
        }
        const QString script = m_folder + u'/' + name + QStringLiteral(".sh");
        const QString delimiter = QStringLiteral("SLIPWAY_SCRIPT_END");
        const Result r =
            ssh(QStringLiteral("set -e\ncd \"%1\"\ncat > \"%2\" <<'%3'\n%4%3\n"
                               "job=$(sbatch --parsable --wait \"%2\")\ncat \"%5-$job.out\"\n")
                    .arg(m_folder, script, delimiter, composed.text(), name),
                300000);
        if (r.exitCode != 0) {
            qWarning().noquote() << "exit" << r.exitCode << r.out << r.err;
            return {};
        }
        static const QRegularExpression json(QStringLiteral(R"(^\{"HF_HOME".*$)"),
                                             QRegularExpression::MultilineOption);
        return QJsonDocument::fromJson(json.match(r.out).captured(0).toUtf8()).object();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_cluster = test::TestCluster::load(&error);
        QVERIFY2(m_cluster.isValid(), qPrintable(error));
        const Result home = ssh(QStringLiteral("printf '%s' \"$HOME\""));
        QVERIFY2(home.exitCode == 0 && !home.out.isEmpty(), qPrintable(home.err));
        m_home = home.out;
        m_folder = m_home + QStringLiteral("/slipway-cache-it-") +
                   QUuid::createUuid().toString(QUuid::Id128).left(8);
        const Result mk =
            ssh(QStringLiteral("mkdir -p \"%1\" && cat > \"%1/show_caches.py\" <<'EOF'\n"
                               "import json, os\n"
                               "print(json.dumps({k: os.environ.get(k) for k in ['HF_HOME', "
                               "'TORCH_HOME', 'PIP_CACHE_DIR', 'TRITON_CACHE_DIR', "
                               "'XDG_CACHE_HOME', 'CONDA_PKGS_DIRS']}))\nEOF\n")
                    .arg(m_folder));
        QVERIFY2(mk.exitCode == 0, qPrintable(mk.err));
    }

    void cleanupTestCase()
    {
        if (!m_folder.isEmpty()) {
            ssh(QStringLiteral("rm -rf \"%1\"").arg(m_folder));
        }
    }

    void shippedProfileSetsTheCaches()
    {
        const site::ProfileRegistry registry;
        const site::SiteProfile *ws = registry.find(QStringLiteral("test-cluster-ws"));
        QVERIFY(ws);
        const QJsonObject seen = runJob(*ws, QStringLiteral("ws"));
        QVERIFY(!seen.isEmpty());
        const QString cache = m_home + QStringLiteral("/slipway-cache/");
        QCOMPARE(seen.value(QStringLiteral("HF_HOME")).toString(),
                 cache + QStringLiteral("huggingface"));
        QCOMPARE(seen.value(QStringLiteral("TORCH_HOME")).toString(),
                 cache + QStringLiteral("torch"));
        QCOMPARE(seen.value(QStringLiteral("PIP_CACHE_DIR")).toString(),
                 cache + QStringLiteral("pip"));
        QCOMPARE(seen.value(QStringLiteral("TRITON_CACHE_DIR")).toString(),
                 cache + QStringLiteral("triton"));
        QCOMPARE(seen.value(QStringLiteral("XDG_CACHE_HOME")).toString(),
                 cache + QStringLiteral("xdg"));
        QCOMPARE(seen.value(QStringLiteral("CONDA_PKGS_DIRS")).toString(),
                 cache + QStringLiteral("conda-pkgs"));
    }

    void hostileFoldersArriveExactly()
    {
        const site::ProfileRegistry registry;
        site::SiteProfile profile = *registry.find(QStringLiteral("test-cluster"));
        const QString relative = m_folder.mid(m_home.size() + 1);
        const QString marker = m_folder + QStringLiteral("/PWNED");
        const QString hostile =
            QStringLiteral("/dir 'q' \"dq\" $(touch %1) `touch %1` ü;x|y&z").arg(marker);
        profile.cacheRedirects = {
            {QStringLiteral("HF_HOME"), QStringLiteral("$HOME/") + relative + hostile},
            {QStringLiteral("TORCH_HOME"),
             QStringLiteral("~/") + relative + QStringLiteral("/t $USER")},
            {QStringLiteral("PIP_CACHE_DIR"), m_folder + QStringLiteral("/back\\slash/*")},
            {QStringLiteral("TRITON_CACHE_DIR"), QStringLiteral("${HOME}/") + relative},
            {QStringLiteral("XDG_CACHE_HOME"), m_folder + QStringLiteral("/数据 🚀")},
            {QStringLiteral("CONDA_PKGS_DIRS"),
             QStringLiteral("$HOME/") + relative + QStringLiteral("/$USER/pkgs")}};
        const QJsonObject seen = runJob(profile, QStringLiteral("hostile"));
        QVERIFY(!seen.isEmpty());
        QCOMPARE(seen.value(QStringLiteral("HF_HOME")).toString(), m_folder + hostile);
        QCOMPARE(seen.value(QStringLiteral("TORCH_HOME")).toString(),
                 m_folder + QStringLiteral("/t $USER"));
        QCOMPARE(seen.value(QStringLiteral("PIP_CACHE_DIR")).toString(),
                 m_folder + QStringLiteral("/back\\slash/*"));
        QCOMPARE(seen.value(QStringLiteral("TRITON_CACHE_DIR")).toString(), m_folder);
        QCOMPARE(seen.value(QStringLiteral("XDG_CACHE_HOME")).toString(),
                 m_folder + QStringLiteral("/数据 🚀"));
        QCOMPARE(seen.value(QStringLiteral("CONDA_PKGS_DIRS")).toString(),
                 m_folder + u'/' + m_cluster.user() + QStringLiteral("/pkgs"));
        const Result marked = ssh(QStringLiteral("test ! -e \"%1\"").arg(marker));
        QVERIFY2(marked.exitCode == 0, "a command hidden in a cache folder ran in the job");
    }
};

QTEST_GUILESS_MAIN(TestCacheFolders)
#include "tst_cachefolders.moc"
