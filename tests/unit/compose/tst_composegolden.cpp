// The recipes of the seed documents, composed from JobSpecs and compared with reviewed golden
// scripts (tests/data/golden, reviewed line by line in its README.md); every generated script
// passes shellcheck. Set SLIPWAY_UPDATE_GOLDEN=1 to rewrite the golden files after a reviewed
// change.

#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "composetesthelpers.h"
#include "site/profileregistry.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace slipway;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString goldenDir()
{
    return test::sourceDir() + QStringLiteral("/tests/data/golden");
}

} // namespace

class TestComposeGolden : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList specs =
            QDir(goldenDir()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(specs.size() >= 6);
        for (const QString &s : specs) {
            const QString name = s.chopped(5);
            QTest::newRow(qPrintable(name)) << name;
        }
    }

    void golden()
    {
        QFETCH(QString, name);
        QStringList errors;
        const auto spec = compose::JobSpec::fromJson(
            readAll(goldenDir() + u'/' + name + QStringLiteral(".json")), &errors);
        QVERIFY2(spec, qPrintable(errors.join(u'\n')));
        const site::ProfileRegistry registry;
        const site::SiteProfile *profile = registry.find(spec->profile);
        QVERIFY(profile);
        const compose::ComposedScript script = compose::ScriptComposer::compose(*spec, *profile);
        QVERIFY2(
            !script.blocked(),
            qPrintable(script.findings.isEmpty() ? QString() : script.findings.first().message));

        const QString scriptPath = goldenDir() + u'/' + name + QStringLiteral(".sh");
        const QString setupPath = goldenDir() + u'/' + name + QStringLiteral(".setup.sh");
        if (qEnvironmentVariableIsSet("SLIPWAY_UPDATE_GOLDEN")) {
            QFile out(scriptPath);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(script.text().toUtf8());
            if (!script.setupLines.isEmpty()) {
                QFile setup(setupPath);
                QVERIFY(setup.open(QIODevice::WriteOnly));
                setup.write(script.setupText().toUtf8());
            }
        }
        QCOMPARE(script.text(), QString::fromUtf8(readAll(scriptPath)));
        if (QFile::exists(setupPath)) {
            QCOMPARE(script.setupText(), QString::fromUtf8(readAll(setupPath)));
        } else {
            QVERIFY2(script.setupLines.isEmpty(), "a set-up script appeared; review it and add it");
        }

        // Every line, directives and blank lines aside, says what it does.
        for (const compose::ScriptLine &line : script.lines) {
            if (!line.text.isEmpty()) {
                QVERIFY2(!line.explanation.isEmpty(), qPrintable(line.text));
                QVERIFY2(!line.explanation.contains(u'\n'), qPrintable(line.explanation));
            }
        }
        const QString problems = shellcheckProblems(script.text());
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        if (!script.setupLines.isEmpty()) {
            const QString setupProblems = shellcheckProblems(script.setupText());
            QVERIFY2(setupProblems.isEmpty(), qPrintable(setupProblems));
        }
    }
};

QTEST_GUILESS_MAIN(TestComposeGolden)
#include "tst_composegolden.moc"
