#pragma once

#include "compose/jobspec.h"

#include <QList>
#include <QString>

namespace slipway::compose {

// A word of a JobSpec that would reach a program which parses it again (module, conda, pip,
// apptainer, sbatch) and does not match that program's rule (common/wordrules.h).
struct WordProblem
{
    QString field;   // as the user sees it: "environment.modules[0]", "qos"
    QString message; // why, in plain words
};

// The environment's words: modules, the venv folder or conda environment, packages, image,
// python_version. Used by the resolver and, before anything runs, by the torch check and the
// set-up on the login node.
QList<WordProblem> environmentWordProblems(const JobEnvironment &environment);

// Every word of the spec: the environment's, the scheduler names (partition, qos, account,
// gpu_type), the paths given to programs (entry, workdir, logdir, output, error), and NUL bytes
// or broken characters in any text (job_name, args, mail, ...).
QList<WordProblem> specWordProblems(const JobSpec &spec);

// "environment.modules[0]: \"x'; ...\" cannot be a module name: ..." for messages of one line.
QString describe(const WordProblem &problem);
// The same with the field as the New run wizard names it ("“Modules to load”, word 1: ..."),
// for messages that reach the app's user.
QString describeForUser(const WordProblem &problem);

} // namespace slipway::compose
