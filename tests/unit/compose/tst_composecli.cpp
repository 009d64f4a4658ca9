// `slipwayctl profiles` and `slipwayctl compose` as a script would use them: what goes to stdout,
// what to stderr, and the exit status. The scripts are the reviewed golden ones.
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

class TstComposeCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home; // XDG_CONFIG_HOME of the runs: the user's profile folder lives there

    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    Result ctl(const QStringList &args, const QByteArray &input = QByteArray())
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        p.start(test::binDir() + QStringLiteral("/slipwayctl"), args);
        Result r;
        if (!p.waitForStarted()) {
            return r;
        }
        p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(60000)) {
            p.kill();
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static QString golden(const QString &name)
    {
        return test::sourceDir() + QStringLiteral("/tests/data/golden/") + name;
    }

    QString userProfileFolder() const
    {
        return m_home.filePath(QStringLiteral("config/Slipway/slipway/site-profiles"));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void profilesListsEveryCluster()
    {
        const Result r = ctl({QStringLiteral("profiles")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QStringList ids = QDir(test::sourceDir() + QStringLiteral("/site-profiles"))
                                    .entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(r.out.count('\n'), ids.size() - 1); // one line a profile; schema.json is none
        QVERIFY(r.out.contains("taurus-ml"));
        QVERIFY(r.out.contains("retired"));
    }

    void profilesJson()
    {
        const Result r = ctl({QStringLiteral("profiles"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(root.value(QStringLiteral("errors")).toArray().isEmpty());
        QHash<QString, QJsonObject> byId;
        for (const auto v : root.value(QStringLiteral("profiles")).toArray()) {
            byId.insert(v.toObject().value(QStringLiteral("id")).toString(), v.toObject());
        }
        // Every built-in profile: the files in site-profiles/ except the schema.
        const QStringList files = QDir(test::sourceDir() + QStringLiteral("/site-profiles"))
                                      .entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(byId.size(), files.size() - 1);
        QVERIFY(byId.size() >= 19);
        const QJsonObject theta = byId.value(QStringLiteral("theta"));
        QCOMPARE(theta.value(QStringLiteral("scheduler")).toString(), QStringLiteral("cobalt"));
        QCOMPARE(theta.value(QStringLiteral("state")).toString(), QStringLiteral("retired"));
        QVERIFY(theta.value(QStringLiteral("successor_ids"))
                    .toArray()
                    .contains(QJsonValue(QStringLiteral("alcf-polaris"))));
        QCOMPARE(byId.value(QStringLiteral("alcf-polaris")).value(QStringLiteral("scheduler")),
                 QJsonValue(QStringLiteral("pbspro")));
        QCOMPARE(byId.value(QStringLiteral("local")).value(QStringLiteral("user_override")),
                 QJsonValue(false));
    }

    void unknownProfileIsAnError()
    {
        const Result r = ctl({QStringLiteral("profiles"), QStringLiteral("no-such-cluster")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("no profile \"no-such-cluster\""), r.err.constData());
        QVERIFY2(r.err.contains("alliance-fir"), r.err.constData()); // names the known ones
    }

    // The script on stdout is exactly the reviewed golden script; advice goes to stderr.
    void composePrintsTheGoldenScript_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("alliance-single-gpu") << QStringLiteral("alliance-single-gpu");
        QTest::newRow("theta-horovod") << QStringLiteral("theta-horovod");
        QTest::newRow("polaris-ddp") << QStringLiteral("polaris-ddp");
    }

    void composePrintsTheGoldenScript()
    {
        QFETCH(QString, name);
        const Result r = ctl({QStringLiteral("compose"), QStringLiteral("--spec"),
                              golden(name + QStringLiteral(".json"))});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, readAll(golden(name + QStringLiteral(".sh"))));
        QVERIFY2(!r.err.contains("error:"), r.err.constData());
    }

    void composeSetupAndStdin()
    {
        const QByteArray spec = readAll(golden(QStringLiteral("polaris-ddp.json")));
        QVERIFY(!spec.isEmpty());
        const Result r = ctl({QStringLiteral("compose"), QStringLiteral("--spec"),
                              QStringLiteral("-"), QStringLiteral("--setup")},
                             spec);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, readAll(golden(QStringLiteral("polaris-ddp.setup.sh"))));
    }

    // A blocking problem: advice and the problem on stderr, exit status 1.
    void blockingProblemExitsOne()
    {
        QJsonObject spec =
            QJsonDocument::fromJson(readAll(golden(QStringLiteral("alliance-single-gpu.json"))))
                .object();
        spec.insert(QStringLiteral("mem_per_cpu"), QStringLiteral("4G")); // with mem: both
        const Result r =
            ctl({QStringLiteral("compose"), QStringLiteral("--spec"), QStringLiteral("-")},
                QJsonDocument(spec).toJson());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("error: "), r.err.constData());
        QVERIFY2(r.err.contains("not both"), r.err.constData());

        const Result json = ctl({QStringLiteral("compose"), QStringLiteral("--spec"),
                                 QStringLiteral("-"), QStringLiteral("--json")},
                                QJsonDocument(spec).toJson());
        QCOMPARE(json.exitCode, 1);
        const QJsonObject out = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(out.value(QStringLiteral("blocked")), QJsonValue(true));
        QVERIFY(!out.value(QStringLiteral("findings")).toArray().isEmpty());
    }

    void malformedSpecIsAPlainError()
    {
        const Result r =
            ctl({QStringLiteral("compose"), QStringLiteral("--spec"), QStringLiteral("-")},
                QByteArray("{\"profile\": \"alliance-fir\", \"nodes\": \"two\""));
        QVERIFY(r.exitCode != 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
        QVERIFY2(!r.err.contains("Segmentation"), r.err.constData());
    }

    // Control characters from a spec or a profile reach the terminal escaped (\x1b, \r, \0),
    // never as the bytes a terminal would act on.
    void controlCharactersArePrintedEscaped()
    {
        const auto hasRawControl = [](const QByteArray &bytes) {
            for (const char c : bytes) {
                if ((c >= 0 && c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) {
                    return true;
                }
            }
            return false;
        };
        const Result spec =
            ctl({QStringLiteral("compose"), QStringLiteral("--spec"), QStringLiteral("-")},
                QByteArray(R"({"profile":"test-cluster","entry":"t.py","\u001b[2J\rx\u0000":1})"));
        QCOMPARE(spec.exitCode, 1);
        QVERIFY2(spec.err.contains("error: -: \\x1b[2J\\rx\\0: is not a job spec field"),
                 spec.err.constData());
        QVERIFY2(!hasRawControl(spec.err), spec.err.toHex().constData());

        const Result profile =
            ctl({QStringLiteral("compose"), QStringLiteral("--spec"), QStringLiteral("-")},
                QByteArray(R"({"profile":"\u001b]0;title\u0007","entry":"t.py"})"));
        QCOMPARE(profile.exitCode, 1);
        QVERIFY2(profile.err.contains("no profile \"\\x1b]0;title\\x07\""),
                 profile.err.constData());
        QVERIFY2(!hasRawControl(profile.err), profile.err.toHex().constData());

        QJsonObject own =
            QJsonDocument::fromJson(
                readAll(test::sourceDir() + QStringLiteral("/site-profiles/test-cluster.json")))
                .object();
        own.insert(QStringLiteral("display_name"), QStringLiteral("Mine\x1b[31m red\r"));
        QVERIFY(QDir().mkpath(userProfileFolder()));
        QFile file(userProfileFolder() + QStringLiteral("/test-cluster.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(own).toJson());
        file.close();
        auto cleanup = qScopeGuard([this] { QDir(userProfileFolder()).removeRecursively(); });
        for (const QStringList &args :
             {QStringList{QStringLiteral("profiles")},
              QStringList{QStringLiteral("profiles"), QStringLiteral("test-cluster")}}) {
            const Result r = ctl(args);
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.contains("Mine\\x1b[31m red\\r"), r.out.constData());
            QVERIFY2(!hasRawControl(r.out), r.out.toHex().constData());
        }
    }

    // A spec without a profile is composed for this computer, and says so.
    void specWithoutProfileSaysSo()
    {
        const Result r =
            ctl({QStringLiteral("compose"), QStringLiteral("--spec"), QStringLiteral("-")},
                QByteArray(R"({"entry":"t.py"})"));
        QVERIFY2(r.err.startsWith("advice: profile: The spec names no profile, so the script is "
                                  "written for local"),
                 r.err.constData());
    }

    // A profile in the user's folder overrides the built-in one of the same id.
    void userProfileOverridesTheBuiltInOne()
    {
        QJsonObject profile =
            QJsonDocument::fromJson(
                readAll(test::sourceDir() + QStringLiteral("/site-profiles/test-cluster.json")))
                .object();
        QVERIFY(!profile.isEmpty());
        profile.insert(QStringLiteral("display_name"), QStringLiteral("My own test cluster"));
        QVERIFY(QDir().mkpath(userProfileFolder()));
        QFile file(userProfileFolder() + QStringLiteral("/test-cluster.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(profile).toJson());
        file.close();
        auto cleanup = qScopeGuard([this] { QDir(userProfileFolder()).removeRecursively(); });

        const Result r = ctl({QStringLiteral("profiles"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        bool found = false;
        for (const auto v :
             QJsonDocument::fromJson(r.out).object().value(QStringLiteral("profiles")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("id")).toString() == QLatin1String("test-cluster")) {
                QCOMPARE(o.value(QStringLiteral("display_name")).toString(),
                         QStringLiteral("My own test cluster"));
                QCOMPARE(o.value(QStringLiteral("user_override")), QJsonValue(true));
                found = true;
            }
        }
        QVERIFY(found);

        // A broken user profile is named with its file and problem; the others still load.
        QFile broken(userProfileFolder() + QStringLiteral("/broken.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"schema_version\": 1, \"id\": ");
        broken.close();
        const Result again = ctl({QStringLiteral("profiles")});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.err.contains("broken.json"), again.err.constData());
        QVERIFY(again.out.contains("alliance-fir"));
    }
};

QTEST_GUILESS_MAIN(TstComposeCli)
#include "tst_composecli.moc"
