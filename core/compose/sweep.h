#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace slipway::compose {

// One argument of the entry script that takes several values, as typed:
//   "lr=1e-4,1e-3,1e-2"      a list
//   "seed=0:3"               whole numbers from 0 to 3, both included (a step: "0:12:4")
//   "lr=log:1e-4:1e-1:4"     4 values evenly spaced on a log scale, both ends included
// The task gets it as "--NAME=VALUE". With random samples (Sweep::samples), a list gives one of
// its values at random, a range a whole number in it, a log-range a value drawn log-uniformly;
// an axis named "seed" (or "seeds") is never sampled: every sample runs with every seed.
struct SweepAxis
{
    enum class Kind { List, Range, LogRange };
    QString text; // as typed
    QString name;
    Kind kind = Kind::List;
    QStringList values; // the grid values
    double low = 0;     // ranges: the ends, for sampling
    double high = 0;

    bool isSeed() const;
    static std::optional<SweepAxis> parse(const QString &text, QString *error);
};

// One task of a sweep: its index in the job array, its parameters in axis order, and the
// folder its event files go to, named by the parameters.
struct SweepTask
{
    int index = 0;
    QList<QPair<QString, QString>> params;
    QString folder;
};

// A sweep over the entry script's arguments: the grid of all axes, or `samples` random points
// (crossed with the seed axis). Values are hostile input: they reach the job only through the
// parameters table, never through the shell, and may hold anything but tabs, line breaks and
// NUL; names are [A-Za-z_][A-Za-z0-9_-]*.
class Sweep
{
public:
    static constexpr int kMaxTasks = 10000;

    // Empty axes: no sweep (a sweep with no axis is not an error: isEmpty()).
    static std::optional<Sweep> make(const QStringList &axes, int samples, quint32 randomSeed,
                                     QString *error);

    bool isEmpty() const { return m_axes.isEmpty(); }
    const QList<SweepAxis> &axes() const { return m_axes; }
    const QList<SweepTask> &tasks() const { return m_tasks; }
    int size() const { return int(m_tasks.size()); }

    // The parameters table each task reads by its array index: a header line
    // "task<TAB>folder<TAB>NAME..." and one line per task.
    QByteArray table() const;
    // Reads a table written by table() back (for the run history and the CLI).
    static std::optional<Sweep> fromTable(const QByteArray &table, QString *error);

    // A folder name for these parameters: "lr=0.001,seed=1", unsafe characters as "_".
    static QString folderName(const QList<QPair<QString, QString>> &params);
    // Whether `value` can be a sweep value; else why not, in plain words.
    static QString valueProblem(const QString &value);

private:
    QList<SweepAxis> m_axes;
    QList<SweepTask> m_tasks;
};

} // namespace slipway::compose
