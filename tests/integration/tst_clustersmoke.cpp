// End-to-end check of the test cluster (tests/cluster/up) over a real SSH connection, using the
// system's ssh binary: login shell with Lmod, Slurm with GPU GRES, Debian's PyTorch in a venv,
// and accounting. It proves the cluster the other integration tests stand on.

#include <QDateTime>
#include <QDeadlineTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QUuid>

namespace {

struct RemoteResult
{
    int exitCode = -1;
    QString out;
    QString err;

    bool ok() const { return exitCode == 0; }
    QByteArray describe() const
    {
        return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
            .arg(exitCode)
            .arg(out.trimmed(), err.trimmed())
            .toUtf8();
    }
};

// Reads one value of a KEY=VALUE file written by tests/cluster/up. Values are either bare or
// single-quoted in shell style ('it'\''s').
QString unquoteShellValue(const QString &raw)
{
    if (!raw.startsWith(QLatin1Char('\'')))
        return raw;
    QString value;
    bool quoted = false;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (c == QLatin1Char('\''))
            quoted = !quoted;
        else if (!quoted && c == QLatin1Char('\\') && i + 1 < raw.size())
            value += raw.at(++i);
        else
            value += c;
    }
    return value;
}

QHash<QString, QString> readEnvFile(const QString &path)
{
    QHash<QString, QString> values;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return values;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (line.startsWith(QLatin1Char('#')) || eq <= 0)
            continue;
        values.insert(line.left(eq), unquoteShellValue(line.mid(eq + 1)));
    }
    return values;
}

// "KEY=value" fields of one `scontrol show ... -o` line.
QHash<QString, QString> scontrolFields(const QString &line)
{
    QHash<QString, QString> fields;
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        if (eq > 0)
            fields.insert(word.left(eq), word.mid(eq + 1));
    }
    return fields;
}

QString valueAfter(const QString &text, const QString &key)
{
    const QRegularExpression re(QStringLiteral("^%1=(.*)$").arg(QRegularExpression::escape(key)),
                                QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = re.match(text);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

} // namespace

class TestClusterSmoke : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void loginShellHasSiteModules();
    void partitionsAreConfigured();
    void squeueJsonListsJobs();
    void gpuJobRunsTorchInVenv();
    void accountingSeesFinishedJob();
    void cleanupTestCase();

private:
    // Runs `command` on the cluster through the user's shell; `input` goes to its stdin.
    RemoteResult ssh(const QString &command, const QByteArray &input = {},
                     int timeoutMs = 60000) const;
    // Runs a bash script in a login shell (so `module` and the site's MODULEPATH exist).
    RemoteResult loginScript(const QString &script, int timeoutMs = 60000) const;
    QString jobState(const QString &jobId) const;

    QString m_config;
    QString m_alias;
    QString m_debugMaxTime;
    QString m_accounting;
    QString m_multiNodes; // the two namespaced nodes, "A,B"
    QString m_since;      // when this test started, for sacct -S
    QString m_workDir;    // unique folder in the test user's home, removed at the end
    QString m_jobId;      // the GPU job, for the accounting check
    QStringList m_jobsToCancel;
};

RemoteResult TestClusterSmoke::ssh(const QString &command, const QByteArray &input,
                                   int timeoutMs) const
{
    QProcess process;
    process.setProgram(QStringLiteral("ssh"));
    process.setArguments({QStringLiteral("-F"), m_config, QStringLiteral("-o"),
                          QStringLiteral("BatchMode=yes"), QStringLiteral("-o"),
                          QStringLiteral("ConnectTimeout=15"), m_alias, command});
    process.start();
    RemoteResult result;
    if (!process.waitForStarted(10000)) {
        result.err = QStringLiteral("could not start ssh: ") + process.errorString();
        return result;
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        result.err = QStringLiteral("ssh timed out after %1 ms: %2").arg(timeoutMs).arg(command);
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

RemoteResult TestClusterSmoke::loginScript(const QString &script, int timeoutMs) const
{
    return ssh(QStringLiteral("bash -l -s"), script.toUtf8(), timeoutMs);
}

QString TestClusterSmoke::jobState(const QString &jobId) const
{
    const RemoteResult r = ssh(QStringLiteral("scontrol show job -o ") + jobId);
    if (r.ok()) {
        const QString state = scontrolFields(r.out.trimmed()).value(QStringLiteral("JobState"));
        if (!state.isEmpty())
            return state;
    }
    // Finished jobs leave scontrol after MinJobAge; accounting still knows them.
    const RemoteResult acct = ssh(QStringLiteral("sacct -n -X -P -o State -j ") + jobId);
    return acct.ok() ? acct.out.trimmed().section(QLatin1Char(' '), 0, 0) : QString();
}

void TestClusterSmoke::initTestCase()
{
    // The accounting database outlives the controller's job counter (down/up), so a job id
    // can appear again: look only at jobs since this test started (a minute of slack).
    m_since =
        QDateTime::currentDateTime().addSecs(-60).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString clusterDir = env.value(QStringLiteral("SLIPWAY_CLUSTER_DIR"),
                                         QStringLiteral("/var/tmp/slipway-cluster"));
    const QString envPath = clusterDir + QStringLiteral("/env");
    const QHash<QString, QString> fromFile = readEnvFile(envPath);
    auto setting = [&](const QString &name) {
        const QString value = env.value(name);
        return value.isEmpty() ? fromFile.value(name) : value;
    };

    m_config = setting(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"));
    m_alias = setting(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS"));
    m_debugMaxTime = setting(QStringLiteral("SLIPWAY_TEST_DEBUG_MAXTIME"));
    if (m_debugMaxTime.isEmpty())
        m_debugMaxTime = QStringLiteral("00:30:00");
    m_accounting = setting(QStringLiteral("SLIPWAY_TEST_SLURM_ACCOUNTING"));
    m_multiNodes = setting(QStringLiteral("SLIPWAY_TEST_MULTI_NODES"));
    if (m_config.isEmpty() || m_alias.isEmpty()) {
        const QString message =
            QStringLiteral("The test cluster is not running: neither SLIPWAY_TEST_SSH_CONFIG/"
                           "SLIPWAY_TEST_SSH_ALIAS nor %1 exist. Start it with (as root) "
                           "`tests/cluster/up`; see docs/test-cluster.md.")
                .arg(envPath);
        QFAIL(qPrintable(message));
    }
    QVERIFY2(QFile::exists(m_config),
             qPrintable(QStringLiteral("%1 is missing: run tests/cluster/up").arg(m_config)));

    const RemoteResult hello = ssh(QStringLiteral("echo slipway-hello"));
    QVERIFY2(hello.ok(), hello.describe()
                             .prepend("ssh to the test cluster failed (is "
                                      "tests/cluster/up running?): ")
                             .constData());
    QCOMPARE(hello.out.trimmed(), QStringLiteral("slipway-hello"));

    const RemoteResult dir = ssh(QStringLiteral("mktemp -d \"$HOME/slipway-smoke.XXXXXX\""));
    QVERIFY2(dir.ok(), dir.describe().constData());
    m_workDir = dir.out.trimmed();
    QVERIFY2(m_workDir.contains(QStringLiteral("/slipway-smoke.")), qPrintable(m_workDir));
}

void TestClusterSmoke::loginShellHasSiteModules()
{
    const RemoteResult avail = loginScript(QStringLiteral("module -t avail 2>&1\n"));
    QVERIFY2(avail.ok(), avail.describe().constData());
    const QStringList modules = avail.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(modules.contains(QStringLiteral("PyTorch/1.13.1")), qPrintable(avail.out));
    QVERIFY2(modules.contains(QStringLiteral("anaconda3/2023.07")), qPrintable(avail.out));
    QVERIFY2(modules.contains(QStringLiteral("modenv/ml")), qPrintable(avail.out));

    // `module load PyTorch` picks the default version and makes torch importable.
    const RemoteResult load = loginScript(QStringLiteral(
        "set -e\n"
        "module load PyTorch\n"
        "module -t list 2>&1\n"
        "python3 -c 'import torch; print(\"TORCH_VERSION=\" + torch.__version__)'\n"));
    QVERIFY2(load.ok(), load.describe().constData());
    QVERIFY2(load.out.contains(QStringLiteral("PyTorch/1.13.1")), qPrintable(load.out));
    QVERIFY2(
        valueAfter(load.out, QStringLiteral("TORCH_VERSION")).startsWith(QStringLiteral("1.13.")),
        qPrintable(load.out));

    // A plain (non-login) command still reaches this cluster's Slurm.
    const RemoteResult sinfo = ssh(QStringLiteral("sinfo -h -o %R | sort | tr '\\n' ' '"));
    QVERIFY2(sinfo.ok(), sinfo.describe().constData());
    QCOMPARE(sinfo.out.trimmed(), QStringLiteral("cpu debug gpu multi"));
}

void TestClusterSmoke::partitionsAreConfigured()
{
    const RemoteResult r = ssh(QStringLiteral("scontrol show partition -o"));
    QVERIFY2(r.ok(), r.describe().constData());
    QHash<QString, QHash<QString, QString>> partitions;
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const QHash<QString, QString> fields = scontrolFields(line);
        partitions.insert(fields.value(QStringLiteral("PartitionName")), fields);
    }
    const QStringList names = partitions.keys();
    QCOMPARE(QSet<QString>(names.begin(), names.end()),
             (QSet<QString>{QStringLiteral("cpu"), QStringLiteral("gpu"), QStringLiteral("debug"),
                            QStringLiteral("multi")}));
    QCOMPARE(partitions[QStringLiteral("cpu")].value(QStringLiteral("Default")),
             QStringLiteral("YES"));
    QCOMPARE(partitions[QStringLiteral("gpu")].value(QStringLiteral("Default")),
             QStringLiteral("NO"));
    QCOMPARE(partitions[QStringLiteral("debug")].value(QStringLiteral("MaxTime")), m_debugMaxTime);
    for (const QString &name : names) {
        QCOMPARE(partitions[name].value(QStringLiteral("State")), QStringLiteral("UP"));
        QCOMPARE(partitions[name].value(QStringLiteral("TotalNodes")),
                 name == QLatin1String("multi") ? QStringLiteral("2") : QStringLiteral("1"));
    }
    // The two namespaced nodes of multi have their own names and addresses.
    const QString multiNodes = m_multiNodes;
    QCOMPARE(multiNodes.count(QLatin1Char(',')), 1);
    const RemoteResult nodes = ssh(QStringLiteral("scontrol show node -o ") + multiNodes);
    QVERIFY2(nodes.ok(), nodes.describe().constData());
    QSet<QString> addresses;
    for (const QString &line : nodes.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QHash<QString, QString> fields = scontrolFields(line);
        QVERIFY2(
            multiNodes.split(QLatin1Char(',')).contains(fields.value(QStringLiteral("NodeName"))),
            qPrintable(line));
        QCOMPARE(fields.value(QStringLiteral("Partitions")), QStringLiteral("multi"));
        QCOMPARE(fields.value(QStringLiteral("Gres")), QStringLiteral("gpu:2"));
        addresses.insert(fields.value(QStringLiteral("NodeAddr")));
    }
    QCOMPARE(addresses.size(), 2);
    QVERIFY2(!addresses.contains(QStringLiteral("127.0.0.1")), qPrintable(nodes.out));

    // The node offers two GPUs to every partition.
    const RemoteResult gres = ssh(QStringLiteral("sinfo -h -p gpu -o %G"));
    QVERIFY2(gres.ok(), gres.describe().constData());
    QCOMPARE(gres.out.trimmed(), QStringLiteral("gpu:2"));
}

void TestClusterSmoke::squeueJsonListsJobs()
{
    // A job that waits, so it is certainly in the queue while we look.
    const RemoteResult submit = ssh(QStringLiteral(
        "sbatch --parsable -p debug -t 1 -J slipway-smoke-wait -o /dev/null --wrap 'sleep 60'"));
    QVERIFY2(submit.ok(), submit.describe().constData());
    const QString jobId = submit.out.trimmed().section(QLatin1Char(';'), 0, 0);
    QVERIFY2(!jobId.isEmpty() && jobId.toLongLong() > 0, qPrintable(submit.out));
    m_jobsToCancel << jobId;

    const RemoteResult r = ssh(QStringLiteral("squeue --json"));
    QVERIFY2(r.ok(), r.describe().constData());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(doc.isObject());
    const QJsonObject root = doc.object();
    QVERIFY2(root.value(QStringLiteral("jobs")).isArray(), qPrintable(r.out.left(500)));
    QVERIFY(root.value(QStringLiteral("errors")).toArray().isEmpty());
    const QJsonObject version = root.value(QStringLiteral("meta"))
                                    .toObject()
                                    .value(QStringLiteral("Slurm"))
                                    .toObject()
                                    .value(QStringLiteral("version"))
                                    .toObject();
    QCOMPARE(version.value(QStringLiteral("major")).toInt(), 22);

    QJsonObject job;
    const QJsonArray jobs = root.value(QStringLiteral("jobs")).toArray();
    for (const QJsonValue &value : jobs) {
        if (QString::number(value.toObject().value(QStringLiteral("job_id")).toInteger()) == jobId)
            job = value.toObject();
    }
    QVERIFY2(!job.isEmpty(), qPrintable(QStringLiteral("job %1 not in squeue --json").arg(jobId)));
    QCOMPARE(job.value(QStringLiteral("name")).toString(), QStringLiteral("slipway-smoke-wait"));
    QCOMPARE(job.value(QStringLiteral("partition")).toString(), QStringLiteral("debug"));
    QCOMPARE(job.value(QStringLiteral("time_limit")).toInteger(), qint64(1));
    const QString state = job.value(QStringLiteral("job_state")).toString();
    QVERIFY2(state == QStringLiteral("PENDING") || state == QStringLiteral("RUNNING"),
             qPrintable(state));

    const RemoteResult cancel = ssh(QStringLiteral("scancel ") + jobId);
    QVERIFY2(cancel.ok(), cancel.describe().constData());
}

void TestClusterSmoke::gpuJobRunsTorchInVenv()
{
    const QString venv = m_workDir + QStringLiteral("/venv");
    const RemoteResult made =
        ssh(QStringLiteral("/usr/bin/python3 -m venv --system-site-packages ") + venv, {}, 120000);
    QVERIFY2(made.ok(), made.describe().constData());

    const QString marker = QStringLiteral("SLIPWAY_SMOKE_MARKER=") +
                           QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString script =
        QStringLiteral(
            "#!/bin/bash\n"
            "#SBATCH --job-name=slipway-smoke-gpu\n"
            "#SBATCH --partition=gpu\n"
            "#SBATCH --gres=gpu:1\n"
            "#SBATCH --time=00:05:00\n"
            "#SBATCH --output=%1/job-%j.out\n"
            "module load PyTorch\n"
            "source %2/bin/activate\n"
            "python - <<'EOF'\n"
            "import os, sys, torch\n"
            "print('TORCH_VERSION=' + torch.__version__)\n"
            "print('PYTHON=' + sys.prefix)\n"
            "print('CUDA_VISIBLE_DEVICES=' + os.environ.get('CUDA_VISIBLE_DEVICES', 'unset'))\n"
            "print('EBVERSIONPYTORCH=' + os.environ.get('EBVERSIONPYTORCH', 'unset'))\n"
            "print('SUM=%g' % float(torch.ones(2, 3).sum()))\n"
            "EOF\n"
            "echo '%3'\n")
            .arg(m_workDir, venv, marker);
    const RemoteResult written =
        ssh(QStringLiteral("cat > ") + m_workDir + QStringLiteral("/job.sh"), script.toUtf8());
    QVERIFY2(written.ok(), written.describe().constData());

    const RemoteResult submit =
        loginScript(QStringLiteral("cd %1 && sbatch --parsable job.sh\n").arg(m_workDir));
    QVERIFY2(submit.ok(), submit.describe().constData());
    m_jobId = submit.out.trimmed().section(QLatin1Char(';'), 0, 0);
    QVERIFY2(m_jobId.toLongLong() > 0, qPrintable(submit.out));
    m_jobsToCancel << m_jobId;

    // Poll until the job is done: at most 180 s, which leaves room for a loaded machine.
    const QStringList finalStates{QStringLiteral("COMPLETED"), QStringLiteral("FAILED"),
                                  QStringLiteral("CANCELLED"), QStringLiteral("TIMEOUT"),
                                  QStringLiteral("NODE_FAIL"), QStringLiteral("OUT_OF_MEMORY"),
                                  QStringLiteral("BOOT_FAIL"), QStringLiteral("DEADLINE")};
    const QDeadlineTimer deadline(180000);
    QString state;
    while (!deadline.hasExpired()) {
        state = jobState(m_jobId);
        if (finalStates.contains(state))
            break;
        QTest::qWait(500);
    }
    const RemoteResult output = ssh(QStringLiteral("cat %1/job-%2.out").arg(m_workDir, m_jobId));
    QVERIFY2(state == QStringLiteral("COMPLETED"),
             qPrintable(QStringLiteral("job %1 ended as '%2'; output:\n%3%4")
                            .arg(m_jobId, state, output.out, output.err)));

    QVERIFY2(output.ok(), output.describe().constData());
    const QStringList lines = output.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.contains(marker), qPrintable(output.out));
    // Debian's python3-torch 1.13.1 reports itself as 1.13.0a0; the module carries 1.13.1.
    QVERIFY2(
        valueAfter(output.out, QStringLiteral("TORCH_VERSION")).startsWith(QStringLiteral("1.13.")),
        qPrintable(output.out));
    QCOMPARE(valueAfter(output.out, QStringLiteral("EBVERSIONPYTORCH")), QStringLiteral("1.13.1"));
    QCOMPARE(valueAfter(output.out, QStringLiteral("CUDA_VISIBLE_DEVICES")), QStringLiteral("0"));
    QCOMPARE(valueAfter(output.out, QStringLiteral("PYTHON")), venv);
    QCOMPARE(valueAfter(output.out, QStringLiteral("SUM")), QStringLiteral("6"));
}

void TestClusterSmoke::accountingSeesFinishedJob()
{
    QVERIFY2(!m_jobId.isEmpty(), "the GPU job did not run");
    if (m_accounting == QStringLiteral("none")) {
        const RemoteResult r = ssh(QStringLiteral("sacct"));
        QVERIFY2(r.err.contains(QStringLiteral("accounting storage is disabled")),
                 r.describe().constData());
        return;
    }
    // slurmctld sends the end record to slurmdbd shortly after the job ends.
    const QDeadlineTimer deadline(30000);
    QStringList fields;
    while (!deadline.hasExpired()) {
        const RemoteResult r = ssh(
            QStringLiteral("sacct -n -X -P -S %2 -j %1 -o JobID,JobName,Partition,State,ExitCode,"
                           "AllocTRES")
                .arg(m_jobId, m_since));
        QVERIFY2(r.ok(), r.describe().constData());
        fields = r.out.trimmed().split(QLatin1Char('|'));
        // slurmdbd may first hold a provisional record (named "allocation") for a job that
        // has just ended; wait for the final one.
        if (fields.size() == 6 && fields.at(3) == QStringLiteral("COMPLETED") &&
            fields.at(1) != QStringLiteral("allocation"))
            break;
        QTest::qWait(500);
    }
    QCOMPARE(fields.size(), 6);
    QCOMPARE(fields.at(0), m_jobId);
    QCOMPARE(fields.at(1), QStringLiteral("slipway-smoke-gpu"));
    QCOMPARE(fields.at(2), QStringLiteral("gpu"));
    QCOMPARE(fields.at(3), QStringLiteral("COMPLETED"));
    QCOMPARE(fields.at(4), QStringLiteral("0:0"));
    QVERIFY2(fields.at(5).contains(QStringLiteral("gres/gpu=1")), qPrintable(fields.at(5)));
}

void TestClusterSmoke::cleanupTestCase()
{
    if (m_config.isEmpty())
        return;
    if (!m_jobsToCancel.isEmpty())
        ssh(QStringLiteral("scancel ") + m_jobsToCancel.join(QLatin1Char(' ')));
    if (m_workDir.contains(QStringLiteral("/slipway-smoke."))) {
        const RemoteResult r = ssh(QStringLiteral("rm -rf -- ") + m_workDir);
        QVERIFY2(r.ok(), r.describe().constData());
    }
}

QTEST_GUILESS_MAIN(TestClusterSmoke)
#include "tst_clustersmoke.moc"
