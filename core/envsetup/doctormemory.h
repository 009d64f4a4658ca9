#pragma once

#include "compose/jobspec.h"
#include "envsetup/doctorreport.h"

#include <QString>

#include <optional>

namespace slipway::envsetup {

// The doctor's last result for each cluster, recipe and environment (and the GPUs, nodes and
// parallelism it was checked with), kept in one JSON file in the application data folder
// (doctor-results.json), written atomically. A change of any of these gives another key, so the
// wizard offers the doctor again.
class DoctorMemory final
{
public:
    // `file` empty: doctor-results.json in the application data folder.
    explicit DoctorMemory(QString file = {});

    // What a result is remembered under, from a resolved spec.
    static QString keyFor(const compose::JobSpec &resolved, int gpusPerNode, int nodes);

    std::optional<DoctorReport> find(const QString &key) const;
    // False with `error` set when the file could not be written.
    bool remember(const QString &key, const DoctorReport &report, QString *error = nullptr);

    QString fileName() const { return m_file; }

private:
    QString m_file;
};

} // namespace slipway::envsetup
