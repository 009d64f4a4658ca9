#pragma once

#include "compose/finding.h"
#include "compose/jobspec.h"

#include <QList>
#include <QString>

namespace slipway::compose {

// One line of a generated script and what it does, for the UI to show beside it.
struct ScriptLine
{
    QString text;
    QString explanation; // one line; empty for blank lines
};

// What composition produced: the job script, the optional one-time set-up script to run on the
// login node first, and the findings.
struct ComposedScript
{
    QList<ScriptLine> lines;
    QList<ScriptLine> setupLines; // empty when the recipe needs no set-up
    Findings findings;
    QString schedulerKind; // slurm, pbspro, cobalt, local
    QString submitCommand; // sbatch, qsub, bash
    JobSpec resolvedSpec;  // the spec with the profile's defaults filled in
    int gpusPerNode = 0;
    int nodes = 0;
    int tasksPerNode = 0; // 0 when the job could not be resolved

    QString text() const;      // the job script, newline-terminated
    QString setupText() const; // the set-up script, or empty
    // The script with each explanation as a trailing comment, for people reading it on paper.
    QString annotatedText() const;
    bool blocked() const { return hasBlocking(findings); }
};

QString joinLines(const QList<ScriptLine> &lines);

} // namespace slipway::compose
