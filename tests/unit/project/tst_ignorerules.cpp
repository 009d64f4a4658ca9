#include "project/ignorerules.h"

#include <QTest>

using namespace slipway::project;

class TestIgnoreRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void glob_data()
    {
        QTest::addColumn<QByteArray>("pattern");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("match");
        QTest::newRow("star") << QByteArray("*.pt") << QByteArray("model.pt") << true;
        QTest::newRow("star no slash") << QByteArray("*.pt") << QByteArray("a/model.pt") << false;
        QTest::newRow("question") << QByteArray("run?.log") << QByteArray("run1.log") << true;
        QTest::newRow("class") << QByteArray("v[0-9].txt") << QByteArray("v7.txt") << true;
        QTest::newRow("negated class")
            << QByteArray("v[!0-9].txt") << QByteArray("v7.txt") << false;
        QTest::newRow("double star prefix")
            << QByteArray("**/cache") << QByteArray("a/b/cache") << true;
        QTest::newRow("double star prefix top")
            << QByteArray("**/cache") << QByteArray("cache") << true;
        QTest::newRow("double star middle")
            << QByteArray("a/**/b") << QByteArray("a/x/y/b") << true;
        QTest::newRow("double star middle zero")
            << QByteArray("a/**/b") << QByteArray("a/b") << true;
        QTest::newRow("double star suffix")
            << QByteArray("data/**") << QByteArray("data/x/y") << true;
        QTest::newRow("escaped star") << QByteArray("a\\*") << QByteArray("a*") << true;
        QTest::newRow("escaped star literal") << QByteArray("a\\*") << QByteArray("ab") << false;
        QTest::newRow("non-utf8 byte")
            << QByteArray("caf\xe9*") << QByteArray("caf\xe9.txt") << true;
    }

    void glob()
    {
        QFETCH(QByteArray, pattern);
        QFETCH(QByteArray, text);
        QFETCH(bool, match);
        QCOMPARE(globMatch(pattern, text), match);
    }

    void gitignoreSemantics()
    {
        const IgnoreFile root = IgnoreFile::parse("# comment\n"
                                                  "*.ckpt\n"
                                                  "!keep.ckpt\n"
                                                  "/build\n"
                                                  "logs/\n"
                                                  "docs/*.html\n"
                                                  "\\#hash\n"
                                                  "trailing   \n",
                                                  {});
        IgnoreStack stack;
        stack.push(root);
        QVERIFY(stack.isIgnored("model.ckpt", false));
        QVERIFY(stack.isIgnored("deep/down/model.ckpt", false));
        QVERIFY(!stack.isIgnored("keep.ckpt", false)); // negation
        QVERIFY(stack.isIgnored("build", true));       // anchored
        QVERIFY(!stack.isIgnored("src/build", true));  // anchored: only at the root
        QVERIFY(stack.isIgnored("logs", true));        // directory only
        QVERIFY(!stack.isIgnored("logs", false));      // a file named logs is kept
        QVERIFY(stack.isIgnored("src/logs", true));    // unanchored directory pattern
        QVERIFY(stack.isIgnored("docs/a.html", false));
        QVERIFY(!stack.isIgnored("other/docs/a.html", false)); // a slash anchors
        QVERIFY(stack.isIgnored("#hash", false));
        QVERIFY(stack.isIgnored("trailing", false));
        QVERIFY(!stack.isIgnored("train.py", false));

        // A nested file applies below its folder and wins over its parent.
        stack.push(IgnoreFile::parse("!*.ckpt\n/local.txt\n", "sub"));
        QVERIFY(!stack.isIgnored("sub/model.ckpt", false));
        QVERIFY(stack.isIgnored("sub/local.txt", false));
        QVERIFY(!stack.isIgnored("local.txt", false));
        QVERIFY(!stack.isIgnored("sub/x/local.txt", false)); // anchored to sub/
        stack.pop();
        QVERIFY(stack.isIgnored("sub/model.ckpt", false));
    }
};

QTEST_GUILESS_MAIN(TestIgnoreRules)
#include "tst_ignorerules.moc"
