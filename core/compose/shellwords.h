#pragma once

#include <QString>
#include <QStringList>

namespace slipway::compose::shellwords {

// A path for a script, quoted so the shell takes it literally except for a few well-known
// variables at the start of the path ($HOME, $USER, $SCRATCH, $PROJECT, $SLURM_TMPDIR, $TMPDIR,
// $PBS_O_WORKDIR, $SLURM_SUBMIT_DIR, also as ${NAME}) and a leading "~/", which are left for the
// shell to expand, inside double quotes. Everything else goes through shellQuote.
QString pathWord(const QString &path);

// Whether `value` can be written into a scheduler directive line at all: no line breaks and no
// other control characters (a line break would end the directive and start a shell command).
bool isDirectiveSafe(const QString &value);

// A value for an #SBATCH / #PBS / #COBALT line. Plain values are written as they are; others are
// put in double quotes with '"' and '\' escaped by a backslash, which sbatch's directive parser
// understands. Only call it for directive-safe values.
QString directiveValue(const QString &value);

// The script's arguments as a person types them in one line, read the way a shell reads them:
// words part at spaces; 'single quotes' keep everything; "double quotes" keep everything but \"
// and \\; a backslash outside quotes keeps the next character. Nothing is expanded ($, ~, *).
// A quote left open runs to the end of the line. `--name "my run"` is two arguments.
QStringList splitArguments(const QString &line);

// The inverse, for showing arguments in one line: each plain word as it is, others in single
// quotes (shellQuote), so splitArguments(joinArguments(a)) == a.
QString joinArguments(const QStringList &args);

} // namespace slipway::compose::shellwords
