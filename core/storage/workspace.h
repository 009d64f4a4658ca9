#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace slipway::storage {

// One hpc-workspace workspace, as `ws_list` prints it.
struct Workspace
{
    QString id;         // the name the user gave it ("mnist")
    QString path;       // "/data/horse/ws/alice-mnist"
    QString filesystem; // "horse"; empty when ws_list did not say (terse output)
    QString comment;
    bool expired = false;
    qint64 remainingHours = -1; // -1: expired or not reported
    int extensionsLeft = -1;    // -1: not reported
    QDateTime expiration;       // local time, when reported

    // "expires in 2 days", "expires in 5 hours", "has expired"; empty when more than
    // `warnDays` days are left.
    QString expiryWarning(int warnDays = 7) const;
    // "12 days left, 3 extensions left"
    QString status() const;
    // "mnist: 12 days left, 3 extensions left (/data/horse/ws/alice-mnist)"
    QString summary() const;
};

// What `ws_allocate` and `ws_extend` report: the path on stdout, the rest on stderr.
struct AllocateOutcome
{
    QString path;
    bool created = false;  // "Info: creating workspace."
    bool reused = false;   // "Info: reusing workspace."
    bool extended = false; // "Info: extending workspace."
    int extensionsLeft = -1;
    int daysLeft = -1;
    int cappedToDays = -1; // the tool shortened the duration to its maximum
};

// Parsers for hpc-workspace's output (version 1.x, github.com/holgerBerger/hpc-workspace).
namespace wsoutput {

// `ws_list` in its normal, terse (-t) or verbose (-v) form. Blocks start with "id: NAME".
QList<Workspace> parseList(const QByteArray &text);
// `ws_allocate NAME DAYS` or `ws_extend NAME DAYS`; nothing when stdout holds no path.
std::optional<AllocateOutcome> parseAllocate(const QByteArray &standardOutput,
                                             const QByteArray &standardError);
// The "Error: ..." lines of the tools' standard error, in plain words for a beginner.
QString plainError(const QByteArray &standardError);

} // namespace wsoutput

// Empty when `name` is a workspace name hpc-workspace accepts (a letter or digit, then letters,
// digits, '_', '.', '-'; at most 64 characters here), otherwise why not.
QString workspaceNameProblem(const QString &name);

} // namespace slipway::storage
