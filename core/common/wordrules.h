#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

// Rules for words that Slipway hands to a tool which parses them again after the shell has:
// Lmod and Environment Modules turn `module load NAME` into shell code that is evaluated, conda
// does the same for `conda activate NAME`, sbatch reads directive values, pip and apptainer read
// a leading '-' as an option. Quoting a word for the shell cannot protect it from that second
// parser, so these words must match a strict pattern of what the tools accept.
//
// Each function returns an empty string when `value` is acceptable, else a plain-language reason
// (one or two sentences, without the field's name: the caller says which field it is, as the
// user sees it, e.g. "environment.modules[0]"). docs/compose.md lists which rule guards which
// word.
namespace slipway::wordrules {

// A module name as `module load` takes it: letters, digits and _ . + - /, starting with a letter,
// digit or '_' ("PyTorch/2.1.2-foss-2023a-CUDA-12.1.1", "python/3.11", "StdEnv/2023").
QString moduleName(const QString &value);

// A folder for `module use`: letters, digits and _ . + - /, with the variables that
// shellwords::pathWord expands ($HOME, $USER, ...) at the start of a component, or "~/".
QString moduleFolder(const QString &value);

// A conda environment: a name (letters, digits, _ . + -) or a prefix folder (letters, digits
// and _ . + - / @ = , %, with $HOME, $USER, ... at the start of a component).
QString condaEnvironment(const QString &value);

// A container image: a file or a URI such as docker://nvcr.io/nvidia/pytorch:23.10-py3; letters,
// digits and _ . + - / : @ = , % ~ (and $HOME, $USER, ... at the start of a component).
QString containerImage(const QString &value);

// A scheduler name (partition, queue, QOS, account, reservation): letters, digits, _ . + -,
// starting with a letter, digit or '_'.
QString schedulerName(const QString &value);

// A GPU type for --gpus-per-node=TYPE:N or gres: letters, digits, _ . -.
QString gpuType(const QString &value);

// A compute node's name as `ssh NODE` takes it: letters, digits and _ . -, starting with a letter
// or digit, at most 253 characters ("node-001", "gpu12.cluster.example.org").
QString hostName(const QString &value);

// A package for pip or conda ("torch==2.4.0", "numpy>=1.24,<2", "torch[opt]", a wheel file):
// no option (leading '-'), no control characters, no quotes, no shell characters.
QString packageSpec(const QString &value);

// A conda channel after `-c`: a name ("pytorch", "conda-forge") or an address
// ("https://conda.example.org/channel"); letters, digits and _ . + - / : @.
QString condaChannel(const QString &value);

// The problems of a list of packages, each with its index: every word a packageSpec, except
// that conda's list may name a channel the way the sites' documentation does ("-c", "pytorch"
// or "--channel", "conda-forge"), and no other option.
QList<std::pair<qsizetype, QString>> packageList(const QStringList &packages, bool conda);

// A Python version for `conda create python=VERSION`: "3.11", "3.9.0", "3.10.*".
QString pythonVersion(const QString &value);

// A path that is given to a program as a word of its own (venv folder, working folder, entry
// script): not an option (leading '-'), no control characters.
QString pathWord(const QString &value);

// Text that may not hold a NUL byte or a lone UTF-16 surrogate (which cannot be written as
// UTF-8 and would silently become '?').
QString plainText(const QString &value);

// The whole value as it would be shown to the user inside a message: control characters
// escaped (see terminaltext.h), cut at 80 characters.
QString quoteForMessage(const QString &value);

} // namespace slipway::wordrules
