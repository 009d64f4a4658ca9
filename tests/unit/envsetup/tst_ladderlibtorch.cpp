// The smoke ladder's local rung on a computer without a Python that has torch: it runs the
// LibTorch smoke test of the project's exported model (model.pt, the real TorchScript files the
// local_test_models fixture exports) through core/localbridge, with its result and time like
// the other rungs; cancellable; a project without an exported model is skipped with what to do.

#include "../local/localtestmodels.h"

#include "envsetup/smokeladder.h"
#include "site/profileregistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace slipway;
using namespace slipway::envsetup;

class TestLadderLibTorch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tools.isValid());
        QVERIFY2(QFile::exists(test::testModel(QStringLiteral("cnn_scripted.pt"))),
                 "the local_test_models fixture did not run");
        // The Python the ladder is told to use lacks torch: Debian's python3 without its
        // site packages (-S), where torch is installed.
        m_noTorchPython = m_tools.filePath(QStringLiteral("python3"));
        QFile wrapper(m_noTorchPython);
        QVERIFY(wrapper.open(QIODevice::WriteOnly));
        wrapper.write("#!/bin/sh\nexec /usr/bin/python3 -S \"$@\"\n");
        wrapper.close();
        QVERIFY(wrapper.setPermissions(wrapper.permissions() | QFileDevice::ExeOwner));
        QCOMPARE(QProcess::execute(m_noTorchPython,
                                   {QStringLiteral("-c"), QStringLiteral("import torch")}),
                 1);
    }

    void noTorchPythonRunsTheExportedModel()
    {
        QTemporaryDir project;
        QVERIFY(QFile::copy(test::testModel(QStringLiteral("cnn_scripted.pt")),
                            project.filePath(QStringLiteral("model.pt"))));
        LadderRequest request = localOnly(project.path(), m_noTorchPython);
        SmokeLadder ladder(nullptr);
        QSignalSpy progress(&ladder, &SmokeLadder::progress);
        const LadderReport report = await(ladder, request);
        QCOMPARE(report.rungs.size(), 3);
        const LadderRung &local = report.rungs.first();
        QVERIFY2(local.status == LadderRung::Status::Passed, qPrintable(local.summary));
        QVERIFY(local.libtorch);
        QCOMPARE(local.steps, request.localModelSteps);
        QVERIFY(local.stepSeconds > 0 && local.stepSeconds < 10);
        QVERIFY(local.peakMemoryMb > 10);
        QVERIFY(local.seconds >= local.stepSeconds * (local.steps - 1));
        QVERIFY2(local.summary.contains(u"model.pt") && local.summary.contains(u"LibTorch"),
                 qPrintable(local.summary));
        QVERIFY(local.summary.contains(m_noTorchPython) ||
                progressText(progress).contains(m_noTorchPython));
        QCOMPARE(local.toJson().value(QStringLiteral("method")).toString(),
                 QStringLiteral("libtorch"));
        QVERIFY(progressText(progress).contains(u"step 20 of 20"));
        QVERIFY(report.passed());
        // LibTorch's step time is the model's on one fixed batch, not the script's: it is not
        // carried into the full run's time limit.
        QVERIFY(!report.measured());
        const LadderSuggestion suggestion = LadderSuggestion::from(report, 10000, 1);
        QVERIFY(suggestion.time.isEmpty() && suggestion.mem.isEmpty());
        QVERIFY(suggestion.notes.first().contains(u"not your script's"));
    }

    void pythonThatIsNotThereAndNoModelSaysWhatToDo()
    {
        QTemporaryDir project;
        const LadderRequest request =
            localOnly(project.path(), m_tools.filePath(QStringLiteral("no such dir/python3")));
        SmokeLadder ladder(nullptr);
        const LadderRung local = await(ladder, request).rungs.first();
        QCOMPARE(local.status, LadderRung::Status::Skipped);
        QVERIFY2(local.summary.contains(u"no such dir/python3") &&
                     local.summary.contains(u"torch.jit.script(model).save(\"model.pt\")") &&
                     local.summary.contains(project.filePath(QStringLiteral("model.pt"))),
                 qPrintable(local.summary));
    }

    void modelThatDoesNotTrainFailsWithTheReason()
    {
        QTemporaryDir project;
        // A hostile file name, named with the option as given.
        const QString name = QStringLiteral("it's $(touch PWNED) `x`.pt");
        QVERIFY(
            QFile::copy(test::testModel(QStringLiteral("shape_bug.pt")), project.filePath(name)));
        LadderRequest request = localOnly(project.path(), m_noTorchPython);
        request.localModel = name;
        SmokeLadder ladder(nullptr);
        const LadderReport report = await(ladder, request);
        const LadderRung &local = report.rungs.first();
        QCOMPARE(local.status, LadderRung::Status::Failed);
        QVERIFY2(local.summary.contains(name) && local.summary.contains(u"1x28x28"),
                 qPrintable(local.summary));
        QVERIFY(local.fix.contains(u"slipwayctl smoke --model"));
        QVERIFY(!report.passed());
        QVERIFY(!QFile::exists(project.filePath(QStringLiteral("PWNED"))));
        // A shape that cannot be read fails before LibTorch is asked.
        request.localModelInput = QStringLiteral("28xx28");
        const LadderRung shape = await(ladder, request).rungs.first();
        QCOMPARE(shape.status, LadderRung::Status::Failed);
        QVERIFY2(shape.summary.contains(u"input shape"), qPrintable(shape.summary));
    }

    void cancelStopsTheLibTorchRung()
    {
        QTemporaryDir project;
        QVERIFY(QFile::copy(test::testModel(QStringLiteral("cnn_scripted.pt")),
                            project.filePath(QStringLiteral("model.pt"))));
        LadderRequest request = localOnly(project.path(), m_noTorchPython);
        request.localModelSteps = 1000000;
        SmokeLadder ladder(nullptr);
        QSignalSpy progress(&ladder, &SmokeLadder::progress);
        QFuture<LadderReport> future = ladder.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(progressText(progress).contains(u"step 3 of"), 120000);
        ladder.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 60000);
        const LadderReport report = future.result();
        QCOMPARE(report.rungs.first().status, LadderRung::Status::Cancelled);
        QCOMPARE(report.rungs.at(1).status, LadderRung::Status::Cancelled);
        QVERIFY(!ladder.isRunning());
    }

    void commandLineNamesTheModel()
    {
        // slipwayctl ladder --model FILE: the same rung from the command line, and a number of
        // classes that cannot be is refused before anything runs.
        QTemporaryDir project;
        QVERIFY(QFile::copy(test::testModel(QStringLiteral("cnn_traced.pt")),
                            project.filePath(QStringLiteral("exported.pt"))));
        const QString spec = project.filePath(QStringLiteral("job.json"));
        QFile file(spec);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"profile": "test-cluster", "entry": "train.py", "parallelism": "cpu",
                      "environment": {"recipe": "none"}})");
        file.close();
        const QStringList common{QStringLiteral("ladder"),
                                 QStringLiteral("--spec"),
                                 spec,
                                 QStringLiteral("--project"),
                                 project.path(),
                                 QStringLiteral("--skip"),
                                 QStringLiteral("debug,ddp"),
                                 QStringLiteral("--python"),
                                 m_noTorchPython,
                                 QStringLiteral("--model"),
                                 QStringLiteral("exported.pt")};
        QProcess ctl;
        ctl.start(test::binDir() + QStringLiteral("/slipwayctl"),
                  common + QStringList{QStringLiteral("--json")});
        QVERIFY(ctl.waitForFinished(180000));
        QVERIFY2(ctl.exitCode() == 0, ctl.readAllStandardError().constData());
        const QJsonObject local = QJsonDocument::fromJson(ctl.readAllStandardOutput())
                                      .object()
                                      .value(QStringLiteral("rungs"))
                                      .toArray()
                                      .first()
                                      .toObject();
        QCOMPARE(local.value(QStringLiteral("status")).toString(), QStringLiteral("passed"));
        QCOMPARE(local.value(QStringLiteral("method")).toString(), QStringLiteral("libtorch"));
        const QString summary = local.value(QStringLiteral("summary")).toString();
        QVERIFY(summary.contains(u"exported.pt"));
        // English plural forms in the command line's English too: "20 steps", not "step(s)".
        QVERIFY2(summary.contains(u"20 steps") && !summary.contains(u"(s)"), qPrintable(summary));
        ctl.start(test::binDir() + QStringLiteral("/slipwayctl"),
                  common + QStringList{QStringLiteral("--model-classes"), QStringLiteral("1")});
        QVERIFY(ctl.waitForFinished(60000));
        QCOMPARE(ctl.exitCode(), 2);
        QVERIFY(ctl.readAllStandardError().contains("--model-classes must be a whole number"));
    }

private:
    static LadderRequest localOnly(const QString &project, const QString &python)
    {
        site::ProfileRegistry registry;
        LadderRequest request;
        request.profile = *registry.find(QStringLiteral("test-cluster"));
        request.spec.profile = request.profile.id;
        request.spec.entry = QStringLiteral("train.py");
        request.spec.parallelism = QStringLiteral("cpu");
        request.localProject = project;
        request.localPython = python;
        request.skip = {LadderRung::Kind::Debug, LadderRung::Kind::Ddp};
        return request;
    }

    static LadderReport await(SmokeLadder &ladder, const LadderRequest &request)
    {
        QFuture<LadderReport> future = ladder.start(request);
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 180000);
        }();
        return future.isFinished() && future.resultCount() > 0 ? future.result() : LadderReport{};
    }

    static QString progressText(const QSignalSpy &spy)
    {
        QStringList all;
        for (const QList<QVariant> &args : spy) {
            all << args.first().toString();
        }
        return all.join(u'\n');
    }

    QTemporaryDir m_tools;
    QString m_noTorchPython;
};

QTEST_GUILESS_MAIN(TestLadderLibTorch)
#include "tst_ladderlibtorch.moc"
