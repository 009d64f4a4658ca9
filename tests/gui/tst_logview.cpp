// The log view on real files through a real shell (ProcessRunner on this computer, the same
// byte-offset reads as over SSH): a file that does not exist yet, progress bars, invalid UTF-8,
// a very long line, an unfinished last line, the diagnosis banner and the search.

#include "runs/logview.h"

#include "common/commandrunner.h"

#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;
using slipway::ui::LogView;

class TestLogView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static bool append(const QString &path, const QByteArray &bytes)
    {
        QFile f(path);
        return f.open(QIODevice::Append) && f.write(bytes) == bytes.size();
    }

private Q_SLOTS:
    void followsAGrowingLog()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("job \"1\" $(id).out"));
        runs::RunRecord run;
        run.id = 7;
        run.jobId = QStringLiteral("1234");
        run.state = runs::RunState::Running;
        run.host = QStringLiteral("this computer");
        run.stdoutPath = path;
        run.stderrPath = path;
        ProcessRunner *shell = ProcessRunner::localShell(this);
        LogView view;
        view.resize(900, 600);
        view.show();
        view.open(run, shell);
        auto *status = view.findChild<QLabel *>(QStringLiteral("logStatus"));
        auto *progress = view.findChild<QLabel *>(QStringLiteral("logProgress"));
        auto *banner = view.findChild<QLabel *>(QStringLiteral("diagnosisBanner"));
        QVERIFY(status && progress && banner);
        QTRY_VERIFY_WITH_TIMEOUT(
            status->text().startsWith(QStringLiteral("Waiting for the job to start writing")),
            10000);
        QVERIFY(status->text().contains(path));
        QVERIFY(view.text().isEmpty());

        const QByteArray longLine(200 * 1024, 'x');
        QVERIFY(append(path, "line one\nprogress 1%\rprogress 2%\rprogress 100%\n"
                             "bad \xff\xfe bytes\n" +
                                 longLine + "\nepoch 3 lo"));
        QTRY_VERIFY_WITH_TIMEOUT(view.text().contains(QStringLiteral("bad \uFFFD")), 10000);
        QString text = view.text();
        QVERIFY2(text.startsWith(QStringLiteral("line one\nprogress 100%\nbad ")),
                 qPrintable(text.left(200)));
        QVERIFY(!text.contains(QStringLiteral("progress 2%")));
        // The long line is cut, not dropped and not allowed to grow without end.
        const QStringList lines = text.split(u'\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines.at(3).startsWith(QStringLiteral("xxxx")));
        QVERIFY2(lines.at(3).size() < longLine.size(),
                 qPrintable(QString::number(lines.at(3).size()) + lines.at(3).right(80)));
        // The unfinished line is shown as it is now, below the log.
        QTRY_VERIFY(progress->isVisible());
        QCOMPARE(progress->text(), QStringLiteral("epoch 3 lo"));
        QVERIFY(!banner->isVisible());

        QVERIFY(append(path, "ss 0.25\nModuleNotFoundError: No module named 'torch'\n"));
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), 10000);
        QVERIFY2(banner->text().contains(QStringLiteral("Python cannot find PyTorch")),
                 qPrintable(banner->text()));
        QCOMPARE(view.diagnoses().size(), 1);
        QCOMPARE(view.diagnoses().first().id, QStringLiteral("torch-missing"));

        // The job ends: a last read, then the unfinished line becomes a line; nothing twice.
        QVERIFY(append(path, "last words"));
        view.setJobActive(false);
        QTRY_VERIFY_WITH_TIMEOUT(view.text().endsWith(QStringLiteral("\nlast words")), 15000);
        text = view.text();
        QCOMPARE(text.count(QStringLiteral("line one")), 1);
        QCOMPARE(text.count(QStringLiteral("epoch 3 loss 0.25")), 1);
        QTRY_VERIFY(status->text().contains(QStringLiteral("the job has ended")));

        auto *search = view.findChild<QLineEdit *>(QStringLiteral("logSearch"));
        auto *info = view.findChild<QLabel *>(QStringLiteral("logSearchInfo"));
        auto *edit = view.findChild<QPlainTextEdit *>(QStringLiteral("logText"));
        auto *follow = view.findChild<QCheckBox *>(QStringLiteral("logFollow"));
        search->setText(QStringLiteral("PROGRESS"));
        QVERIFY(view.findNext());
        QCOMPARE(info->text(), QStringLiteral("line 2"));
        QVERIFY(!follow->isChecked()); // searching stops following
        QCOMPARE(edit->extraSelections().size(), 1);
        QVERIFY(view.findNext(true)); // wraps around
        QCOMPARE(info->text(), QStringLiteral("line 2"));
        search->setText(QStringLiteral("nowhere in the log"));
        QVERIFY(!view.findNext());
        QCOMPARE(info->text(), QStringLiteral("not found"));
        QVERIFY(edit->extraSelections().isEmpty());
    }

    void aRunWithoutLogSaysWhy()
    {
        runs::RunRecord run;
        run.id = 8;
        run.state = runs::RunState::Rejected;
        LogView view;
        view.open(run, ProcessRunner::localShell(this));
        auto *status = view.findChild<QLabel *>(QStringLiteral("logStatus"));
        QCOMPARE(status->text(), QStringLiteral("This run was never submitted, so it has no log."));
    }
};

QTEST_MAIN(TestLogView)
#include "tst_logview.moc"
