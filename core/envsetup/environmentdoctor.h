#pragma once

#include "common/commandrunner.h"
#include "compose/composedscript.h"
#include "compose/jobspec.h"
#include "envsetup/doctorreport.h"
#include "site/siteprofile.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace slipway::scheduler {
class Scheduler;
} // namespace slipway::scheduler

namespace slipway::envsetup {

// What the doctor checks: the job as the user set it up.
struct DoctorRequest
{
    compose::JobSpec spec; // as written (the profile's defaults are filled in by composing it)
    site::SiteProfile profile;
    // The modules the project's entry script imports, read on this computer (ImportScanner).
    // When empty and the project is not uploaded, the probe reads the entry script on the
    // cluster instead.
    QStringList imports;
    bool readRemoteScript = false;
    int workers = -1;           // DataLoader workers the entry script starts (-1: not known)
    QStringList offeredModules; // the module system's list, for fixes of missing imports
};

// The doctor job, composed: a short job on the profile's debug partition (or QOS) with the
// run's recipe, resources and parallelism, whose program is the probe (doctor_probe.py).
struct DoctorPlan
{
    site::SiteProfile profile;
    compose::JobSpec spec;            // the doctor job's spec
    compose::ComposedScript composed; // its script; blocked() when no doctor job can be made
    QString folder;                   // relative to the working folder: slipway-doctor/<name>
    QString workdir;                  // as given ("~" when empty)
    QString partitionNote;            // which partition, and why, in plain words
    DoctorExpectations expect;
    QString error; // why no doctor job can be made, in plain words; empty when it can

    QString logPath(const QString &jobId) const; // relative to the working folder
};

// The environment doctor: submits the doctor job over a CommandRunner, follows it, reads its
// log and reports. One run at a time per object; results arrive in this object's thread.
class EnvironmentDoctor final : public QObject
{
    Q_OBJECT

public:
    explicit EnvironmentDoctor(CommandRunner *runner, QObject *parent = nullptr);
    ~EnvironmentDoctor() override;

    static DoctorPlan plan(const DoctorRequest &request, const QString &folderName);
    static QString newFolderName(); // "20261125-231502-k3f9q2"
    static QString probeSource();   // doctor_probe.py
    // The largest literal `num_workers=N` in a Python source, or -1.
    static int dataLoaderWorkers(const QString &source);
    // The probe's arguments for a composed job.
    static QStringList probeArguments(const compose::JobSpec &resolved, int gpusPerNode,
                                      bool distributed, const QStringList &imports,
                                      bool readRemoteScript, int workers = -1);

    QFuture<DoctorReport> start(const DoctorPlan &plan);
    // Cancels the doctor job (scancel/qdel) or stops before submitting it.
    void cancel();
    bool isRunning() const;

    void setPollInterval(int ms) { m_pollMs = ms; }

Q_SIGNALS:
    void progress(const QString &message); // plain words: "Waiting in the queue (Priority)…"
    void jobSubmitted(const QString &jobId);

private:
    void prepare();
    void submit();
    void poll();
    void readLog();
    void finish(DoctorReport report);
    void fail(const QString &message);

    CommandRunner *m_runner;
    std::unique_ptr<scheduler::Scheduler> m_scheduler;
    std::shared_ptr<QPromise<DoctorReport>> m_promise;
    DoctorPlan m_plan;
    QString m_absoluteDir; // the working folder, as the cluster resolves it
    QString m_jobId;
    QString m_lastState;
    qint64 m_startedMs = 0;
    int m_pollMs = 3000;
    bool m_cancelled = false;
    quint64 m_generation = 0; // replies of an earlier run are ignored
};

} // namespace slipway::envsetup
