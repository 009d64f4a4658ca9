// Steps for the time-limit forecast from real TensorBoard event files (tests/data/tfevents, see
// its SOURCES.md): each step once at the wall time it was written, a restarted run's rewritten
// steps at their new time, a file read again as it grows, an earlier run in the same folder left
// out, and a forecast made from them.
#include "events/logdirreader.h"
#include "monitor/forecast.h"
#include "remote/eventprogress.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace slipway;

class TstEventProgress : public QObject
{
    Q_OBJECT

    static QString fixture(const QString &folder, const QString &prefix)
    {
        const QDir dir(test::sourceDir() + QStringLiteral("/tests/data/tfevents/") + folder);
        const QStringList names = dir.entryList({prefix + QLatin1Char('*')}, QDir::Files);
        return names.isEmpty() ? QString() : dir.filePath(names.first());
    }

    // The fixture alone in a folder of its own, as a run's event folder holds it.
    static QString copyAlone(const QTemporaryDir &dir, const QString &file)
    {
        const QString target = dir.filePath(QFileInfo(file).fileName());
        return QFile::copy(file, target) ? dir.path() : QString();
    }

    static QList<monitor::StepPoint> read(const QString &path)
    {
        events::LogDirReader reader(path);
        if (!reader.update().ok) {
            return {};
        }
        return remote::stepPointsFromEvents(reader);
    }

    static bool inStepAndTimeOrder(const QList<monitor::StepPoint> &points)
    {
        for (qsizetype i = 1; i < points.size(); ++i) {
            if (points[i].step <= points[i - 1].step || points[i].when < points[i - 1].when) {
                return false;
            }
        }
        return true;
    }

private Q_SLOTS:
    void oneTagEveryFifthStep()
    {
        // strict_run_1: 100 values of one tag, steps 0..495 by 5, written on 2021-06-01.
        QTemporaryDir dir;
        const QString path = copyAlone(
            dir, fixture(QStringLiteral("torch-summarywriter"), QStringLiteral("strict")));
        QVERIFY(!path.isEmpty());
        const QList<monitor::StepPoint> points = read(path);
        QCOMPARE(points.size(), 100);
        QCOMPARE(points.first().step, 0);
        QCOMPARE(points.last().step, 495);
        for (qsizetype i = 0; i < points.size(); ++i) {
            QCOMPARE(points[i].step, qint64(i * 5));
        }
        QVERIFY(inStepAndTimeOrder(points));
        // The writer's file name carries the time it was opened; the values follow it.
        const QDateTime opened = QDateTime::fromSecsSinceEpoch(1622543341, Qt::UTC);
        QVERIFY(points.first().when >= opened.addSecs(-1));
        QVERIFY(points.last().when < opened.addSecs(3600));
    }

    void severalTagsGiveEachStepOnce()
    {
        // lax_run_2: three tags over steps 0..119: 120 steps, not 360.
        QTemporaryDir dir;
        const QString path =
            copyAlone(dir, fixture(QStringLiteral("torch-summarywriter"), QStringLiteral("lax")));
        const QList<monitor::StepPoint> points = read(path);
        QCOMPARE(points.size(), 120);
        QCOMPARE(points.last().step, 119);
        QVERIFY(inStepAndTimeOrder(points));
    }

    void restartedRunKeepsTheRewrittenSteps()
    {
        // duplicate_steps_run_1: steps 0..99, then the run went back to 90 and wrote 90..199.
        QTemporaryDir dir;
        const QString path = copyAlone(
            dir, fixture(QStringLiteral("torch-summarywriter"), QStringLiteral("duplicate")));
        const QList<monitor::StepPoint> points = read(path);
        QCOMPARE(points.size(), 200);
        QCOMPARE(points.last().step, 199);
        // Steps 90..99 count at the time they were written again, so time never goes back.
        QVERIFY(inStepAndTimeOrder(points));
    }

    void growingFileIsReadOnFromWhereItWas()
    {
        // A Lightning run's file, first cut short (mid-record) as a job still writing leaves it,
        // then whole: the second read adds the later steps.
        const QString file = fixture(QStringLiteral("lightning"), QStringLiteral("events"));
        QFile source(file);
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray bytes = source.readAll();
        QTemporaryDir dir;
        QFile copy(dir.filePath(QFileInfo(file).fileName()));
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(bytes.left(bytes.size() / 2 + 7));
        copy.flush();
        events::LogDirReader reader(dir.path());
        QVERIFY(reader.update().ok);
        const QList<monitor::StepPoint> half = remote::stepPointsFromEvents(reader);
        QVERIFY(!half.isEmpty());
        copy.write(bytes.mid(bytes.size() / 2 + 7));
        copy.close();
        const events::LogDirReader::UpdateResult second = reader.update();
        QVERIFY(second.ok);
        QCOMPARE(second.newBytes, qint64(bytes.size() - (bytes.size() / 2 + 7)));
        const QList<monitor::StepPoint> whole = remote::stepPointsFromEvents(reader);
        QVERIFY(whole.last().step > half.last().step);
        // 7,720 steps (49..384,597, as TensorBoard's own loader reads them): the last 2,000 kept.
        QCOMPARE(whole.size(), 2000);
        QCOMPARE(whole.last().step, 384597);
        QVERIFY(inStepAndTimeOrder(whole));
        // Reading the whole file at once gives the same points.
        const QList<monitor::StepPoint> once = read(dir.path());
        QCOMPARE(once.size(), whole.size());
        QCOMPARE(once.last().step, whole.last().step);
        QCOMPARE(once.last().when, whole.last().when);
    }

    void forecastFromEventSteps()
    {
        // The Lightning run's pace (about 86 steps a second over its last 15 minutes), as a
        // forecast made right after its last value for a run of 400,000 steps whose limit ends a
        // minute later: the limit comes first.
        QTemporaryDir dir;
        const QList<monitor::StepPoint> points =
            read(copyAlone(dir, fixture(QStringLiteral("lightning"), QStringLiteral("events"))));
        QVERIFY(points.size() >= 2);
        const QDateTime now = points.last().when;
        const auto oldestInWindow = std::find_if(
            points.cbegin(), points.cend(), [&now](auto &p) { return p.when.secsTo(now) <= 900; });
        const double expected = double(points.last().step - oldestInWindow->step) /
                                double(oldestInWindow->when.secsTo(now));
        const monitor::Forecast f = monitor::forecast(points, 400000, now.addSecs(60), now);
        QVERIFY(f.known);
        QCOMPARE(f.step, 384597);
        QVERIFY(qAbs(f.stepsPerSecond - expected) < 0.01 * expected);
        QVERIFY(f.stepsPerSecond > 10);
        QVERIFY(f.hitsLimit);
        QVERIFY2(
            f.message.contains(QStringLiteral(" of 400,000 when the time limit ends in 1 min")),
            qPrintable(f.message));
    }

    // Two runs started from one folder share its runs/ event folder (SummaryWriter gives each
    // run a subfolder). The earlier run (strict_run_1, 2021-06-01) reached the same steps as the
    // later one (duplicate_steps_run_1, 2021-06-06) days before: without `since` the earlier
    // times win; with the later run's start, its own points alone come back.
    void earlierRunInTheSameFolderIsLeftOut()
    {
        QTemporaryDir dir;
        const QString older = dir.filePath(QStringLiteral("runs/Jun01_older"));
        const QString later = dir.filePath(QStringLiteral("runs/Jun06_later"));
        QVERIFY(QDir().mkpath(older) && QDir().mkpath(later));
        const QString olderFile =
            fixture(QStringLiteral("torch-summarywriter"), QStringLiteral("strict"));
        const QString laterFile =
            fixture(QStringLiteral("torch-summarywriter"), QStringLiteral("duplicate"));
        QVERIFY(QFile::copy(olderFile, older + u'/' + QFileInfo(olderFile).fileName()));
        QVERIFY(QFile::copy(laterFile, later + u'/' + QFileInfo(laterFile).fileName()));
        const QList<monitor::StepPoint> alone = read(later);
        QVERIFY(alone.size() >= 2);
        const QDateTime started = QDateTime::fromSecsSinceEpoch(1622966509, Qt::UTC);
        QVERIFY(alone.first().when >= started.addSecs(-120));

        events::LogDirReader reader(dir.filePath(QStringLiteral("runs")));
        QVERIFY(reader.update().ok);
        const QList<monitor::StepPoint> mixed = remote::stepPointsFromEvents(reader);
        QVERIFY2(std::any_of(mixed.cbegin(), mixed.cend(),
                             [&](const monitor::StepPoint &p) { return p.when < started; }),
                 "the earlier run's times are in the mix without `since`");
        const QList<monitor::StepPoint> own = remote::stepPointsFromEvents(reader, started);
        QCOMPARE(own.size(), alone.size());
        for (qsizetype i = 0; i < own.size(); ++i) {
            QCOMPARE(own[i].step, alone[i].step);
            QCOMPARE(own[i].when, alone[i].when);
        }
    }

    void noEventFilesNoPoints()
    {
        QTemporaryDir dir;
        QVERIFY(read(dir.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstEventProgress)
#include "tst_eventprogress.moc"
