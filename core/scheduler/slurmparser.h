#pragma once

#include "scheduler/jobstatus.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace slipway::scheduler::slurm {

// The job id from `sbatch --parsable` ("1234" or "1234;cluster").
std::optional<QString> parseSbatchParsable(const QByteArray &stdoutBytes);

// What `sbatch --test-only` said: accepted with an estimated start, or refused with Slurm's
// own message turned into plain language.
struct TestOnlyResult
{
    bool accepted = false;
    QDateTime estimatedStart;
    QString nodes;
    QString partition;
    QString message; // plain language, for either outcome
};
TestOnlyResult parseTestOnly(int exitCode, const QByteArray &stderrBytes);

// `squeue --json` (OpenAPI data, Slurm 21.08 to 23.02 field names).
JobStatusList parseSqueueJson(const QByteArray &json, QString *error);

// The sacct fields Slipway asks for, in this order; JobName is last because it may hold '|'.
QString sacctFormat();
JobStatusList parseSacct(const QByteArray &text);

// `scontrol show job -o ID` lines (one job per line).
JobStatusList parseScontrol(const QByteArray &text);

// Slurm's "ExitCode" field "2:0" -> exit 2, signal 0.
void parseExitCode(const QString &text, int *exitCode, int *signal);

} // namespace slipway::scheduler::slurm
