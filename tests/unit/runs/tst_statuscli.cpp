// `slipwayctl status` when a run's cluster cannot be reached (the login node refuses the
// connection): the runs are listed with their last known state, stderr names the host, and
// the exit status is 3, so a script can tell a stale answer from a current one. The same run
// with --offline is not an error.

#include "runs/runstore.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

class TestStatusCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QString m_config;

    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Result ctl(const QStringList &arguments)
    {
        QProcess p;
        p.start(test::binDir() + QStringLiteral("/slipwayctl"), arguments);
        Result r;
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A port on this machine that nothing listens on: taken, then released.
        quint16 port = 0;
        {
            QTcpServer server;
            QVERIFY(server.listen(QHostAddress::LocalHost));
            port = server.serverPort();
        }
        m_config = m_dir.filePath(QStringLiteral("ssh_config"));
        QFile config(m_config);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(QStringLiteral("Host gone-cluster\n  HostName 127.0.0.1\n  Port %1\n"
                                    "  User nobody\n  ConnectTimeout 5\n")
                         .arg(port)
                         .toUtf8());
        config.close();
        m_db = m_dir.filePath(QStringLiteral("runs.sqlite"));
        runs::RunStore store(m_db);
        runs::RunRecord r;
        r.profile = QStringLiteral("test-cluster");
        r.host = QStringLiteral("gone-cluster");
        r.sshConfig = m_config;
        r.jobName = QStringLiteral("still-running");
        r.specJson = QStringLiteral("{}");
        r.script = QStringLiteral("#!/bin/bash\necho hi\n");
        r.scheduler = QStringLiteral("slurm");
        r.state = runs::RunState::Running;
        r.jobId = QStringLiteral("4242");
        QVERIFY(store.insert(r) > 0);
    }

    void unreachableClusterExitsThree()
    {
        const Result r = ctl({QStringLiteral("status"), QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains(QStringLiteral("RUNNING")) &&
                     r.out.contains(QStringLiteral("still-running")),
                 qPrintable(r.out));
        QVERIFY2(r.err.contains(
                     QStringLiteral("gone-cluster: Could not ask the scheduler: 127.0.0.1 refused "
                                    "the connection")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("gone-cluster could not be asked: the states of "
                                               "the runs there are the last known ones")),
                 qPrintable(r.err));
    }

    void unreachableClusterJsonSaysNotCurrent()
    {
        const Result r =
            ctl({QStringLiteral("status"), QStringLiteral("--json"), QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 3);
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8());
        const QJsonArray runs =
            doc.isArray() ? doc.array() : doc.object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().toObject().value(QStringLiteral("current")).toBool(true), false);
        QCOMPARE(runs.first().toObject().value(QStringLiteral("state")).toString(),
                 QStringLiteral("RUNNING"));
    }

    void offlineIsNotAnError()
    {
        const Result r = ctl(
            {QStringLiteral("status"), QStringLiteral("--offline"), QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("still-running")), qPrintable(r.out));
        QVERIFY2(!r.err.contains(QStringLiteral("could not be asked")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestStatusCli)
#include "tst_statuscli.moc"
