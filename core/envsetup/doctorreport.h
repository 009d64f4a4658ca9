#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace slipway::envsetup {

// One thing the environment doctor checked on the machine the job uses, in plain words, with
// what to do when it failed.
struct DoctorCheck
{
    enum class Status { Passed, Failed, Warning, Skipped };

    QString id; // job, modules, python, torch, gpus, distributed, imports, writable, space, cpus
    Status status = Status::Passed;
    QString summary; // what was found
    QString fix;     // what to do; empty when it passed

    static QString statusName(Status status); // "passed", "failed", "warning", "skipped"
};

// What the doctor was asked to see, to judge what the probe found.
struct DoctorExpectations
{
    QString recipe;
    QStringList modules; // "Modules to load"
    QString envPath;     // venv folder or conda environment
    int gpus = 0;        // GPUs per node asked for
    bool distributed = false;
    int cpusPerTask = 0;
    QStringList offeredModules; // what the module system lists, for fixes of missing imports
};

// The doctor's result: read from the doctor job's log (the probe's SLIPWAY-DOCTOR lines and,
// when the job stopped before the probe ran, the shell's and the module system's errors).
struct DoctorReport
{
    bool reported = false; // the probe ran to its end and reported
    QString error;         // why there is no full report, in plain words
    QString jobId;
    QString node;
    QString cluster; // the profile's name, for messages
    QDateTime checkedAt;
    qint64 seconds = 0; // from submission to the report
    QList<DoctorCheck> checks;

    bool passed() const; // reported and nothing failed
    int failures() const;
    const DoctorCheck *check(const QString &id) const;

    QJsonObject toJson() const;
    static DoctorReport fromJson(const QJsonObject &object);

    // Reads the log of a doctor job.
    static DoctorReport parseLog(const QByteArray &log, const DoctorExpectations &expect);
};

} // namespace slipway::envsetup
