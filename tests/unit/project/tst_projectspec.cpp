// The JobSpec fields a project adds: read, written, and kept in the run's record.
#include "compose/jobspec.h"

#include <QJsonDocument>
#include <QTest>

using namespace slipway;

class TestProjectSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void projectFieldsRoundTrip()
    {
        QStringList errors;
        const auto spec = compose::JobSpec::fromJson(
            R"({"profile": "test-cluster", "entry": "train.py", "project": "../code",
                "project_snapshot": "~/slipway-projects/code/20261125-120000-0badcafe"})",
            &errors);
        QVERIFY2(spec, qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(spec->project, QStringLiteral("../code"));
        QCOMPARE(spec->projectSnapshot,
                 QStringLiteral("~/slipway-projects/code/20261125-120000-0badcafe"));
        const QJsonObject o = spec->toJson();
        QCOMPARE(o.value(QStringLiteral("project")).toString(), QStringLiteral("../code"));
        const auto back = compose::JobSpec::fromJsonObject(o, &errors);
        QVERIFY(back);
        QCOMPARE(back->projectSnapshot, spec->projectSnapshot);
        // Without a project nothing is written.
        compose::JobSpec plain;
        QVERIFY(!plain.toJson().contains(QStringLiteral("project")));
        // Still text only.
        QVERIFY(!compose::JobSpec::fromJson(R"({"project": 5})", &errors));
        QVERIFY(errors.join(QLatin1Char(' ')).contains(QStringLiteral("project: must be text")));
    }
};

QTEST_GUILESS_MAIN(TestProjectSpec)
#include "tst_projectspec.moc"
