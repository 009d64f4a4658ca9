#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace slipway::runs {

// A known failure found in a job log, with what to do about it.
struct Diagnosis
{
    QString id;       // cuda-oom, nccl-timeout, torch-missing, ddp-rank-gpu, time-limit, oom-kill,
                      // offline-download, illegal-instruction, module-missing
    QString title;    // one line
    QString fix;      // what to do, in plain language
    qint64 line = -1; // 0-based line number where it was seen
    QString text;     // the line
};

// Scans log lines for known failures. Feed lines as they arrive; each kind is reported once.
class LogDiagnoser final
{
public:
    // Returns the diagnoses this line triggers (new kinds only).
    QList<Diagnosis> feed(const QString &line);
    QList<Diagnosis> feedAll(const QStringList &lines);
    const QList<Diagnosis> &found() const { return m_found; }

private:
    QList<Diagnosis> m_found;
    qint64 m_lineNumber = 0;
};

} // namespace slipway::runs
