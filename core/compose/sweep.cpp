#include "compose/sweep.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace slipway::compose {

namespace {

bool isValidName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z_][A-Za-z0-9_-]{0,63}$)"));
    return re.match(name).hasMatch();
}

std::optional<double> number(const QString &text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        return std::nullopt;
    }
    return v;
}

std::optional<qint64> whole(const QString &text)
{
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

QString formatNumber(double v)
{
    return QString::number(v, 'g', 6);
}

constexpr int kMaxValues = 1000;

} // namespace

bool SweepAxis::isSeed() const
{
    return name == QLatin1String("seed") || name == QLatin1String("seeds");
}

std::optional<SweepAxis> SweepAxis::parse(const QString &text, QString *error)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    SweepAxis axis;
    axis.text = text;
    axis.name = text.left(eq).trimmed();
    const QString spec = eq < 0 ? QString() : text.mid(eq + 1);
    if (eq < 0 || !isValidName(axis.name)) {
        *error = QStringLiteral("\"%1\" is not a sweep: write NAME=VALUES, where NAME is the "
                                "script's argument without its dashes (letters, digits, _ and -), "
                                "for example lr=1e-4,1e-3 or seed=0:3.")
                     .arg(text);
        return std::nullopt;
    }
    const auto badRange = [&](const QString &why) {
        *error = QStringLiteral("The sweep \"%1\": %2").arg(text, why);
        return std::nullopt;
    };
    if (spec.startsWith(QLatin1String("log:"))) {
        const QStringList parts = spec.mid(4).split(QLatin1Char(':'));
        const auto low = number(parts.value(0));
        const auto high = number(parts.value(1));
        const auto count = parts.size() > 2 ? whole(parts.value(2)) : std::optional<qint64>(4);
        if (parts.size() < 2 || parts.size() > 3 || !low || !high || !count) {
            return badRange(QStringLiteral("a log-range is log:LOW:HIGH:COUNT, for example "
                                           "log:1e-4:1e-1:4."));
        }
        if (*low <= 0 || *high <= 0) {
            return badRange(QStringLiteral("the ends of a log-range must be above 0."));
        }
        if (*count < 1 || *count > kMaxValues) {
            return badRange(QStringLiteral("the count must be between 1 and %1.").arg(kMaxValues));
        }
        axis.kind = Kind::LogRange;
        axis.low = std::min(*low, *high);
        axis.high = std::max(*low, *high);
        for (qint64 i = 0; i < *count; ++i) {
            const double t = *count == 1 ? 0.0 : double(i) / double(*count - 1);
            const double v = std::exp(std::log(*low) + t * (std::log(*high) - std::log(*low)));
            axis.values << formatNumber(v);
        }
        return axis;
    }
    static const QRegularExpression rangeRe(
        QStringLiteral(R"(^\s*-?\d+\s*:\s*-?\d+\s*(:\s*\d+\s*)?$)"));
    if (rangeRe.match(spec).hasMatch()) {
        const QStringList parts = spec.split(QLatin1Char(':'));
        const qint64 first = whole(parts.value(0)).value_or(0);
        const qint64 last = whole(parts.value(1)).value_or(0);
        const qint64 step = parts.size() > 2 ? whole(parts.value(2)).value_or(0) : 1;
        if (step < 1) {
            return badRange(QStringLiteral("the step must be 1 or more."));
        }
        if (last < first) {
            return badRange(QStringLiteral("a range is FIRST:LAST with FIRST not above LAST."));
        }
        if ((last - first) / step + 1 > kMaxValues) {
            return badRange(QStringLiteral("a range may have at most %1 values.").arg(kMaxValues));
        }
        axis.kind = Kind::Range;
        axis.low = double(first);
        axis.high = double(last);
        for (qint64 v = first; v <= last; v += step) {
            axis.values << QString::number(v);
        }
        return axis;
    }
    axis.kind = Kind::List;
    QSet<QString> seen;
    for (const QString &value : spec.split(QLatin1Char(','))) {
        const QString problem = Sweep::valueProblem(value);
        if (!problem.isEmpty()) {
            return badRange(problem);
        }
        if (!seen.contains(value)) {
            seen.insert(value);
            axis.values << value;
        }
    }
    if (axis.values.size() > kMaxValues) {
        return badRange(QStringLiteral("a list may have at most %1 values.").arg(kMaxValues));
    }
    return axis;
}

QString Sweep::valueProblem(const QString &value)
{
    if (value.isEmpty()) {
        return QStringLiteral("a value is empty (two commas in a row, or one at an end).");
    }
    if (value.size() > 1000) {
        return QStringLiteral("a value is longer than 1000 characters.");
    }
    for (const QChar c : value) {
        if (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r') ||
            c == QChar(0)) {
            return QStringLiteral("a value holds a tab, a line break or a NUL character, which "
                                  "the parameters table cannot carry.");
        }
    }
    return {};
}

QString Sweep::folderName(const QList<QPair<QString, QString>> &params)
{
    QStringList parts;
    for (const auto &[name, value] : params) {
        QString safe;
        for (const QChar c : value) {
            const bool ok = (c.unicode() < 128 && c.isLetterOrNumber()) || c == QLatin1Char('.') ||
                            c == QLatin1Char('-') || c == QLatin1Char('+') || c == QLatin1Char('_');
            safe += ok ? c : QLatin1Char('_');
        }
        parts << name + QLatin1Char('=') + safe.left(40);
    }
    return parts.join(QLatin1Char(','));
}

std::optional<Sweep> Sweep::make(const QStringList &axisTexts, int samples, quint32 randomSeed,
                                 QString *error)
{
    Sweep sweep;
    QSet<QString> names;
    for (const QString &text : axisTexts) {
        auto axis = SweepAxis::parse(text, error);
        if (!axis) {
            return std::nullopt;
        }
        if (names.contains(axis->name)) {
            *error = QStringLiteral("\"%1\" is swept twice; give all its values in one sweep.")
                         .arg(axis->name);
            return std::nullopt;
        }
        names.insert(axis->name);
        sweep.m_axes << *axis;
    }
    if (sweep.m_axes.isEmpty()) {
        return sweep;
    }
    if (samples < 0) {
        *error = QStringLiteral("The number of random samples cannot be below 0.");
        return std::nullopt;
    }
    // The grid of the axes that are not sampled; with samples, each sample is crossed with it.
    qint64 gridSize = 1;
    for (const SweepAxis &a : std::as_const(sweep.m_axes)) {
        if (samples == 0 || a.isSeed()) {
            gridSize *= a.values.size();
        }
        if (gridSize * std::max(1, samples) > kMaxTasks) {
            *error = QStringLiteral("The sweep would make more than %1 tasks; sweep fewer values.")
                         .arg(kMaxTasks);
            return std::nullopt;
        }
    }
    QRandomGenerator random(randomSeed);
    const int rounds = std::max(1, samples);
    for (int s = 0; s < rounds; ++s) {
        QHash<QString, QString> drawn;
        if (samples > 0) {
            for (const SweepAxis &a : std::as_const(sweep.m_axes)) {
                if (a.isSeed()) {
                    continue;
                }
                if (a.kind == SweepAxis::Kind::List) {
                    drawn.insert(a.name, a.values.at(random.bounded(int(a.values.size()))));
                } else if (a.kind == SweepAxis::Kind::Range) {
                    const qint64 span = qint64(a.high) - qint64(a.low) + 1;
                    drawn.insert(a.name, QString::number(qint64(a.low) +
                                                         qint64(random.bounded(double(span)))));
                } else {
                    const double t = random.generateDouble();
                    drawn.insert(a.name,
                                 formatNumber(std::exp(std::log(a.low) +
                                                       t * (std::log(a.high) - std::log(a.low)))));
                }
            }
        }
        // Odometer over the grid axes, the last axis fastest.
        QList<int> at(sweep.m_axes.size(), 0);
        while (true) {
            SweepTask task;
            task.index = int(sweep.m_tasks.size());
            for (qsizetype i = 0; i < sweep.m_axes.size(); ++i) {
                const SweepAxis &a = sweep.m_axes.at(i);
                const bool grid = samples == 0 || a.isSeed();
                task.params << qMakePair(a.name,
                                         grid ? a.values.at(at.at(i)) : drawn.value(a.name));
            }
            sweep.m_tasks << task;
            qsizetype i = sweep.m_axes.size() - 1;
            for (; i >= 0; --i) {
                const SweepAxis &a = sweep.m_axes.at(i);
                if (!(samples == 0 || a.isSeed())) {
                    continue;
                }
                if (++at[i] < a.values.size()) {
                    break;
                }
                at[i] = 0;
            }
            if (i < 0) {
                break;
            }
        }
    }
    // Folder names: by the parameters, with the task number where two would be the same.
    QHash<QString, int> count;
    for (const SweepTask &t : std::as_const(sweep.m_tasks)) {
        ++count[folderName(t.params)];
    }
    for (SweepTask &t : sweep.m_tasks) {
        const QString name = folderName(t.params);
        t.folder = count.value(name) > 1 ? name + QStringLiteral(",task=%1").arg(t.index) : name;
    }
    return sweep;
}

QByteArray Sweep::table() const
{
    QStringList header{QStringLiteral("task"), QStringLiteral("folder")};
    for (const SweepAxis &a : m_axes) {
        header << a.name;
    }
    QByteArray out = header.join(QLatin1Char('\t')).toUtf8() + '\n';
    for (const SweepTask &t : m_tasks) {
        QStringList row{QString::number(t.index), t.folder};
        for (const auto &p : t.params) {
            row << p.second;
        }
        out += row.join(QLatin1Char('\t')).toUtf8() + '\n';
    }
    return out;
}

std::optional<Sweep> Sweep::fromTable(const QByteArray &table, QString *error)
{
    const QStringList lines = QString::fromUtf8(table).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty()) {
        *error = QStringLiteral("the parameters table is empty");
        return std::nullopt;
    }
    const QStringList header = lines.first().split(QLatin1Char('\t'));
    if (header.size() < 3 || header.at(0) != QLatin1String("task") ||
        header.at(1) != QLatin1String("folder")) {
        *error = QStringLiteral("the parameters table has no task and folder columns");
        return std::nullopt;
    }
    Sweep sweep;
    for (qsizetype i = 2; i < header.size(); ++i) {
        SweepAxis a;
        a.name = header.at(i);
        sweep.m_axes << a;
    }
    for (qsizetype l = 1; l < lines.size(); ++l) {
        const QStringList row = lines.at(l).split(QLatin1Char('\t'));
        bool ok = false;
        SweepTask t;
        t.index = row.value(0).toInt(&ok);
        if (!ok || row.size() != header.size()) {
            *error = QStringLiteral("line %1 of the parameters table cannot be read").arg(l + 1);
            return std::nullopt;
        }
        t.folder = row.at(1);
        for (qsizetype i = 2; i < row.size(); ++i) {
            t.params << qMakePair(header.at(i), row.at(i));
            SweepAxis &a = sweep.m_axes[i - 2];
            if (!a.values.contains(row.at(i))) {
                a.values << row.at(i);
            }
        }
        sweep.m_tasks << t;
    }
    return sweep;
}

} // namespace slipway::compose
