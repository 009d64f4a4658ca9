#include "localbridge/localrun.h"

#include "events/eventfilewriter.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace slipway::localbridge {

// What the worker hands to the GUI thread: a phase change, a step, an evaluation, or the end.
struct LocalRunEvent
{
    enum class Kind { Phase, Step, Evaluation, Finished };
    Kind kind = Kind::Phase;
    LocalRun::Phase phase = LocalRun::Phase::Idle;
    int step = 0;
    int totalSteps = 0;
    int epoch = 0;
    double loss = 0.0;
    double accuracy = 0.0;
    double elapsed = 0.0;
    std::shared_ptr<LocalRunResult> result;
};

namespace {

LocalRun::Phase phaseOf(local::Stage stage)
{
    switch (stage) {
    case local::Stage::LoadingModel:
        return LocalRun::Phase::LoadingModel;
    case local::Stage::CheckingForward:
        return LocalRun::Phase::CheckingForward;
    case local::Stage::Training:
        return LocalRun::Phase::Training;
    case local::Stage::Evaluating:
        return LocalRun::Phase::Evaluating;
    }
    return LocalRun::Phase::Training;
}

void work(QPromise<LocalRunEvent> &promise, LocalModule *module,
          const local::SmokeTestRequest &request, const QString &logDir,
          std::shared_ptr<std::atomic<bool>> cancel, QElapsedTimer clock)
{
    auto result = std::make_shared<LocalRunResult>();
    auto phase = [&](LocalRun::Phase value) {
        LocalRunEvent event;
        event.kind = LocalRunEvent::Kind::Phase;
        event.phase = value;
        promise.addResult(std::move(event));
    };

    const bool wasLoaded = module->status().isLoaded();
    if (!wasLoaded) {
        phase(LocalRun::Phase::LoadingModule);
    }
    const qint64 loadStart = clock.elapsed();
    result->module = module->load();
    if (!wasLoaded) {
        result->moduleLoadSeconds = double(clock.elapsed() - loadStart) / 1000.0;
    }
    local::Engine *engine = module->engine();
    if (!result->module.isLoaded() || !engine) {
        LocalRunEvent event;
        event.kind = LocalRunEvent::Kind::Finished;
        event.result = result;
        promise.addResult(std::move(event));
        return;
    }
    const local::EngineInfo info = engine->info();
    result->libtorchVersion = QString::fromStdString(info.libtorchVersion);
    result->maxArchiveVersion = info.maxArchiveVersion;

    std::unique_ptr<events::EventFileWriter> writer;
    if (!logDir.isEmpty()) {
        writer = std::make_unique<events::EventFileWriter>(logDir);
        QString error;
        if (!writer->open(&error)) {
            result->eventError =
                QStringLiteral("No event file could be written in %1: %2").arg(logDir, error);
            writer.reset();
        } else {
            result->eventFile = writer->filePath();
        }
    }
    QElapsedTimer sinceFlush;
    sinceFlush.start();

    // Every step that ran is delivered, the one during which cancel was pressed too.
    const auto progress = [&](const local::Progress &p) {
        LocalRunEvent event;
        event.phase = phaseOf(p.stage);
        event.step = p.step;
        event.totalSteps = p.totalSteps;
        event.epoch = p.epoch;
        event.loss = p.loss;
        event.elapsed = p.elapsedSeconds;
        if (p.step == 0) {
            event.kind = LocalRunEvent::Kind::Phase;
        } else if (p.stage == local::Stage::Evaluating) {
            if (p.accuracy < 0.0) {
                return !cancel->load();
            }
            event.kind = LocalRunEvent::Kind::Evaluation;
            event.accuracy = p.accuracy;
            if (writer) {
                writer->addScalar(QStringLiteral("test/accuracy"), p.accuracy, p.step);
                writer->flush();
            }
        } else {
            event.kind = LocalRunEvent::Kind::Step;
            if (p.step == 1) {
                result->firstStepSinceStartSeconds = double(clock.nsecsElapsed()) / 1e9;
            }
            if (writer) {
                writer->addScalar(QStringLiteral("train/loss"), p.loss, p.step);
                // Often enough for the Plot view to follow, rarely enough to cost nothing.
                if (sinceFlush.elapsed() >= 500) {
                    writer->flush();
                    sinceFlush.restart();
                }
            }
        }
        promise.addResult(std::move(event));
        return !cancel->load();
    };

    result->report = engine->runSmokeTest(request, progress);
    if (writer) {
        if (!writer->flush()) {
            result->eventError = QStringLiteral("Writing the event file %1 failed: %2")
                                     .arg(writer->filePath(), writer->errorString());
        }
        writer->close();
    }
    LocalRunEvent event;
    event.kind = LocalRunEvent::Kind::Finished;
    event.result = result;
    promise.addResult(std::move(event));
}

} // namespace

LocalRun::LocalRun(QObject *parent)
    : QObject(parent)
    , m_module(&LocalModule::instance())
{
    qRegisterMetaType<LocalRunResult>();
    qRegisterMetaType<SuggestedResources>();
}

LocalRun::~LocalRun()
{
    // The worker stops at its next step; the watcher dies with us, so nothing is delivered.
    if (m_cancel) {
        m_cancel->store(true);
    }
}

void LocalRun::setModule(LocalModule *module)
{
    m_module = module;
}

QString LocalRun::defaultFashionMnistDir()
{
    return QStringLiteral("/usr/share/datasets/fashion-mnist");
}

bool LocalRun::fashionMnistAvailable(const QString &dir)
{
    return QFileInfo::exists(dir + QStringLiteral("/train-images-idx3-ubyte.gz")) &&
           QFileInfo::exists(dir + QStringLiteral("/train-labels-idx1-ubyte.gz"));
}

SuggestedResources LocalRun::suggestedResources(const local::SmokeTestReport &report)
{
    SuggestedResources resources;
    resources.cpusPerTask = report.estimate.suggestedCpus;
    resources.gpus = report.estimate.suggestedGpus;
    resources.memoryGiB = report.estimate.suggestedMemoryGiB;
    resources.walltimeMinutes = report.estimate.suggestedWalltimeMinutes;
    resources.advice = QString::fromStdString(report.estimate.advice);
    return resources;
}

bool LocalRun::start(const local::SmokeTestRequest &request, const QString &logDir)
{
    if (m_running) {
        return false;
    }
    if (m_cancel) {
        m_cancel->store(true); // a previous worker still finishing after cancel
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    delete m_watcher;
    m_watcher = new QFutureWatcher<LocalRunEvent>(this);
    connect(m_watcher, &QFutureWatcher<LocalRunEvent>::resultsReadyAt, this,
            [this, watcher = m_watcher](int begin, int end) { deliver(watcher, begin, end); });
    m_running = true;
    QElapsedTimer clock;
    clock.start();
    m_watcher->setFuture(QtConcurrent::run(work, m_module, request, logDir, m_cancel, clock));
    return true;
}

void LocalRun::cancel()
{
    if (m_cancel) {
        m_cancel->store(true);
    }
}

void LocalRun::deliver(QFutureWatcher<LocalRunEvent> *watcher, int begin, int end)
{
    if (watcher != m_watcher) {
        return; // a superseded run
    }
    for (int i = begin; i < end; ++i) {
        const LocalRunEvent event = watcher->resultAt(i);
        switch (event.kind) {
        case LocalRunEvent::Kind::Phase:
            if (event.phase != m_phase) {
                m_phase = event.phase;
                Q_EMIT phaseChanged(m_phase);
            }
            break;
        case LocalRunEvent::Kind::Step:
            if (m_phase != Phase::Training) {
                m_phase = Phase::Training;
                Q_EMIT phaseChanged(m_phase);
            }
            Q_EMIT stepFinished(event.step, event.totalSteps, event.loss, event.elapsed);
            break;
        case LocalRunEvent::Kind::Evaluation:
            Q_EMIT evaluated(event.epoch, event.accuracy);
            break;
        case LocalRunEvent::Kind::Finished:
            m_running = false;
            m_phase = Phase::Idle;
            Q_EMIT phaseChanged(m_phase);
            Q_EMIT finished(*event.result);
            break;
        }
    }
}

} // namespace slipway::localbridge
