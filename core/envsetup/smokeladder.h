#pragma once

#include "common/commandrunner.h"
#include "compose/jobspec.h"
#include "site/siteprofile.h"

#include <QFuture>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>

namespace slipway::scheduler {
class Scheduler;
} // namespace slipway::scheduler

namespace slipway::localbridge {
class LocalRun;
struct LocalRunResult;
} // namespace slipway::localbridge

namespace slipway::envsetup {

// One rung of the smoke ladder and what it measured.
struct LadderRung
{
    enum class Kind { Local, Debug, Ddp };
    enum class Status { Passed, Failed, Skipped, Cancelled };

    Kind kind = Kind::Local;
    Status status = Status::Skipped;
    QString summary;             // what happened, in plain words
    QString fix;                 // what to do when it failed
    double seconds = 0;          // the rung's own time, start to end
    int steps = 0;               // finished steps seen
    double stepSeconds = -1;     // median time of one step; -1: not measured
    double peakMemoryMb = -1;    // the script's largest resident memory (one process)
    double peakGpuMemoryMb = -1; // torch.cuda.max_memory_allocated; -1: no GPU in use
    QString jobId;               // for the job rungs
    QString where;               // "this computer", the node
    // The local rung ran the LibTorch smoke test of the exported model, not the script: its
    // step time and memory are LibTorch's on one fixed batch, so they are shown but not carried
    // into the full run's resources.
    bool libtorch = false;

    static QString kindName(Kind kind); // "local", "debug", "ddp"
    static std::optional<Kind> kindFromName(const QString &name);
    static QString title(Kind kind);          // "On this computer", ...
    static QString statusName(Status status); // "passed", "failed", "skipped", "cancelled"
    QJsonObject toJson() const;
};

struct LadderReport
{
    QList<LadderRung> rungs;

    bool passed() const; // nothing failed or was cancelled
    // The rung whose step time the full run should be planned with: the last one that measured.
    const LadderRung *measured() const;
    QJsonObject toJson() const;
};

// What the ladder carries into the full run's resources: a time limit from steps × step time
// with a margin, and memory from the peak it saw, each with a sentence that says how.
struct LadderSuggestion
{
    QString time; // "HH:MM:SS"; empty when no step time was measured or no steps were given
    QString mem;  // "NNNNM" per node; empty when no memory was measured
    QStringList notes;

    static LadderSuggestion from(const LadderReport &report, qint64 fullSteps,
                                 int processesPerNode);
    void applyTo(compose::JobSpec *spec) const;
};

// The smoke ladder's request: the run as the user set it up.
struct LadderRequest
{
    compose::JobSpec spec; // as written; the profile's defaults are filled in by composing it
    site::SiteProfile profile;
    // The project snapshot on the cluster that the jobs work in (as the run will); empty: the
    // spec's working folder, where the entry script must already be.
    QString snapshot;
    // The project folder on this computer, for the local rung; empty: no local rung.
    QString localProject;
    // A Python with torch, tried first. Left at "python3", the usual other places are tried
    // after it (SmokeLadder::localPythonCandidates): the active conda environment, the
    // common conda installs in the home folder and the system's Python.
    QString localPython = QStringLiteral("python3");
    // Without such a Python: the project's exported TorchScript model for the LibTorch smoke
    // test, relative to localProject (or absolute); empty: model.pt in the project folder.
    QString localModel;
    QString localModelInput = QStringLiteral("1x28x28"); // one sample's shape, no batch dimension
    int localModelClasses = 10;                          // classification with this many classes
    int localModelSteps = 20;                            // steps of the LibTorch smoke test
    QSet<LadderRung::Kind> skip;
    int steps = 5;           // finished steps each rung waits for
    int localSeconds = 120;  // the local rung's time limit
    qint64 jobSeconds = 300; // each job's time limit (less where the partition's maximum is)
};

// Three rungs before a long run, each skippable and cancellable: (1) the user's entry script for
// a few steps on this computer when a Python with torch is found, else the LibTorch smoke test
// of the project's exported model (through core/localbridge, on a worker thread), (2) one short job
// on one GPU (or CPU) on the profile's debug partition running the script, (3) a two-rank DDP job
// when the run is distributed. Each reports its result and time; the script runs through
// smoke_run.py, which stops it after a few steps and reports the step time and peak memory. Results
// arrive in this object's thread.
class SmokeLadder final : public QObject
{
    Q_OBJECT

public:
    explicit SmokeLadder(CommandRunner *runner, QObject *parent = nullptr);
    ~SmokeLadder() override;

    static QString runnerSource(); // smoke_run.py
    // The job of a rung, composed from the run's spec; nothing (with `why`) when the rung does
    // not apply or cannot be composed. `note` says where it runs.
    static std::optional<compose::JobSpec> jobSpecFor(LadderRung::Kind kind,
                                                      const LadderRequest &request,
                                                      const QString &folder, QString *why,
                                                      QString *note = nullptr);
    // The measurement in a log of smoke_run.py (rank 0's, or the first), if any.
    static std::optional<LadderRung> parseRunnerOutput(const QByteArray &log);
    // Where the local rung looks for a Python with torch, in order: `localPython` alone when
    // it was set to something else than "python3"; otherwise python3 from PATH, the active
    // conda environment's, conda's usual installs in `home` and the system's /usr/bin/python3,
    // each once. `condaPrefix`: $CONDA_PREFIX.
    static QStringList localPythonCandidates(const QString &localPython, const QString &condaPrefix,
                                             const QString &home);

    QFuture<LadderReport> start(const LadderRequest &request);
    void cancel(); // stops the local script, or cancels the rung's job (scancel/qdel)
    bool isRunning() const { return m_promise != nullptr; }
    void setPollInterval(int ms) { m_pollMs = ms; }

Q_SIGNALS:
    void rungStarted(slipway::envsetup::LadderRung::Kind kind);
    void rungFinished(const slipway::envsetup::LadderRung &rung);
    void progress(const QString &message);
    void jobSubmitted(const QString &jobId);

private:
    void nextRung();
    void runLocal();
    void probeLocalPython(int candidate);
    void runLocalScript(int torchrunPort); // 0: no torch.distributed, one process
    void stopProcessGroup();               // the local script's group, all of it
    void runLibTorch(const QString &noPython);
    void finishLibTorch(const localbridge::LocalRunResult &result, const QString &model);
    void runJob(LadderRung::Kind kind);
    void submitJob(const QString &absoluteDir, const QString &folder);
    void pollJob(const QString &absoluteDir, const QString &folder);
    void readJobLog(const QString &absoluteDir, const QString &folder, const QString &state);
    void finishRung(LadderRung rung);
    void skipRung(LadderRung::Kind kind, const QString &why);
    void finishLadder();

    CommandRunner *m_runner;
    std::unique_ptr<scheduler::Scheduler> m_scheduler;
    std::shared_ptr<QPromise<LadderReport>> m_promise;
    LadderRequest m_request;
    LadderReport m_report;
    QList<LadderRung::Kind> m_todo;
    LadderRung::Kind m_current = LadderRung::Kind::Local;
    QPointer<QProcess> m_process;
    qint64 m_processGroup = 0; // the local script's process group (its leader's id)
    QPointer<localbridge::LocalRun> m_localRun;
    QByteArray m_localOutput;
    QString m_jobId;
    QStringList m_pythons; // where the local rung looks for a Python with torch, in order
    QString m_python;      // the one it found
    qint64 m_rungStartMs = 0;
    int m_pollMs = 3000;
    bool m_cancelled = false;
    quint64 m_generation = 0;
};

} // namespace slipway::envsetup
