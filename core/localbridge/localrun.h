#pragma once

#include "localbridge/localrunresult.h"

#include "local/localengine.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

template<typename T>
class QFutureWatcher;

namespace slipway::localbridge {

struct LocalRunEvent;

// Runs a smoke test (or a local training run) of the LibTorch module on a pool thread and turns
// its progress callbacks into signals on this object's thread. Opens the module first if
// needed. Cancel works at any step; a LocalRun that is destroyed cancels its run, and no signal
// reaches anyone after that. When a log folder is given, the run writes the loss (and the test
// accuracy) to a TensorBoard event file there as it goes.
class LocalRun final : public QObject
{
    Q_OBJECT

public:
    enum class Phase { Idle, LoadingModule, LoadingModel, CheckingForward, Training, Evaluating };
    Q_ENUM(Phase)

    explicit LocalRun(QObject *parent = nullptr);
    ~LocalRun() override;

    // For tests: use this module instead of LocalModule::instance(). Not owned.
    void setModule(LocalModule *module);

    // Starts the run; false if one is running already.
    bool start(const local::SmokeTestRequest &request, const QString &logDir = {});
    void cancel();
    bool isRunning() const { return m_running; }
    Phase phase() const { return m_phase; }

    // The folder Debian's dataset-fashion-mnist installs into.
    static QString defaultFashionMnistDir();
    static bool fashionMnistAvailable(const QString &dir = defaultFashionMnistDir());
    static SuggestedResources suggestedResources(const local::SmokeTestReport &report);

Q_SIGNALS:
    void phaseChanged(slipway::localbridge::LocalRun::Phase phase);
    void stepFinished(int step, int totalSteps, double loss, double elapsedSeconds);
    void evaluated(int epoch, double accuracy);
    void finished(const slipway::localbridge::LocalRunResult &result);

private:
    void deliver(QFutureWatcher<LocalRunEvent> *watcher, int begin, int end);

    LocalModule *m_module = nullptr;
    QFutureWatcher<LocalRunEvent> *m_watcher = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_running = false;
    Phase m_phase = Phase::Idle;
};

} // namespace slipway::localbridge
