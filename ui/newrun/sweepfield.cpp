#include "newrun/sweepfield.h"

#include "compose/sweeplines.h"
#include "widgets/statuscolours.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

using slipway::compose::JobSpec;
using slipway::compose::Sweep;
using slipway::compose::SweepAxis;
using slipway::site::SchedulerKind;
using slipway::site::SiteProfile;
namespace sweeplines = slipway::compose::sweeplines;

namespace slipway::ui {

namespace {

QString placeholder(SweepField::Kind kind)
{
    switch (kind) {
    case SweepField::Kind::List:
        return SweepField::tr("values separated by commas, e.g. 1e-4,1e-3,1e-2");
    case SweepField::Kind::Range:
        return SweepField::tr("FIRST:LAST or FIRST:LAST:STEP, whole numbers, e.g. 16:64:16");
    case SweepField::Kind::LogRange:
        return SweepField::tr("LOW:HIGH:COUNT on a log scale, e.g. 1e-5:1e-2:4");
    }
    return {};
}

// "--lr", "-lr", "lr" -> "lr".
QString bareName(const QString &typed)
{
    QString name = typed.trimmed();
    while (name.startsWith(QLatin1Char('-'))) {
        name.remove(0, 1);
    }
    return name;
}

bool isRangeText(const QString &values)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*-?\d+\s*:\s*-?\d+\s*(:\s*\d+\s*)?$)"));
    return re.match(values).hasMatch();
}

} // namespace

SweepField::SweepField(QWidget *parent)
    : QGroupBox(tr("Run several versions of this script (a sweep)"), parent)
    , m_randomSeed(QRandomGenerator::global()->bounded(1u, 1u << 30))
{
    setObjectName(QStringLiteral("sweepBox"));
    setCheckable(true);
    setChecked(false);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Each argument below takes several values; every combination "
                                "runs as one task of a job array, with its own log and its own "
                                "event-file folder. A task gets --NAME=VALUE after the script's "
                                "own arguments, so the value here wins over one given there."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_rowsLayout = new QVBoxLayout;
    layout->addLayout(m_rowsLayout);
    auto *addRowLine = new QHBoxLayout;
    m_add = new QPushButton(tr("Add an argument"), this);
    m_add->setObjectName(QStringLiteral("sweepAddButton"));
    addRowLine->addWidget(m_add);
    addRowLine->addStretch(1);
    layout->addLayout(addRowLine);
    layout->addWidget(buildOptions());
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("sweepSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    layout->addWidget(m_summary);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("sweepProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    setStatusTone(m_problem, StatusTone::Error);
    layout->addWidget(m_problem);

    connect(m_add, &QPushButton::clicked, this, [this] {
        addRow();
        m_rows.last().name->setFocus();
        update();
    });
    connect(this, &QGroupBox::toggled, this, [this](bool on) {
        if (on && m_rows.isEmpty()) {
            addRow();
        }
        update();
    });
    update();
}

QWidget *SweepField::buildOptions()
{
    auto *options = new QWidget(this);
    auto *form = new QFormLayout(options);
    form->setContentsMargins(0, 0, 0, 0);
    m_seeds = new QLineEdit(options);
    m_seeds->setObjectName(QStringLiteral("sweepSeeds"));
    m_seeds->setPlaceholderText(tr("e.g. 0:2 for three seeds; empty: no seed axis"));
    m_seeds->setToolTip(tr("Runs every combination once per seed, as --seed=VALUE. Random "
                           "samples never pick among the seeds: each sample runs with all."));
    form->addRow(tr("Seeds:"), m_seeds);
    m_samples = new QSpinBox(options);
    m_samples->setObjectName(QStringLiteral("sweepSamples"));
    m_samples->setRange(0, Sweep::kMaxTasks);
    m_samples->setSpecialValueText(tr("every combination"));
    m_samples->setToolTip(tr("Instead of every combination, this many random points: a list "
                             "gives one of its values, a range a whole number in it, a log-range "
                             "a value drawn on the log scale."));
    form->addRow(tr("Random samples:"), m_samples);
    m_maxRunning = new QSpinBox(options);
    m_maxRunning->setObjectName(QStringLiteral("sweepMaxRunning"));
    m_maxRunning->setRange(0, Sweep::kMaxTasks);
    m_maxRunning->setSpecialValueText(tr("no limit"));
    m_maxRunning->setToolTip(tr("At most this many tasks run at the same time; the others "
                                "wait. Leaves room in the queue for other work."));
    form->addRow(tr("At most running at once:"), m_maxRunning);
    connect(m_seeds, &QLineEdit::textChanged, this, &SweepField::update);
    connect(m_samples, &QSpinBox::valueChanged, this, &SweepField::update);
    connect(m_maxRunning, &QSpinBox::valueChanged, this, &SweepField::update);
    return options;
}

void SweepField::addRow()
{
    Row row;
    const int n = int(m_rows.size());
    row.widget = new QWidget(this);
    auto *line = new QHBoxLayout(row.widget);
    line->setContentsMargins(0, 0, 0, 0);
    row.name = new QComboBox(row.widget);
    row.name->setObjectName(QStringLiteral("sweepName%1").arg(n));
    row.name->setEditable(true);
    row.name->addItems(m_argumentNames);
    row.name->setCurrentText(QString());
    row.name->lineEdit()->setPlaceholderText(tr("argument, e.g. lr"));
    row.name->setToolTip(tr("The script's argument without its dashes: lr for --lr."));
    row.name->setMinimumWidth(140);
    row.kind = new QComboBox(row.widget);
    row.kind->setObjectName(QStringLiteral("sweepKind%1").arg(n));
    row.kind->addItem(tr("a list of values"), int(Kind::List));
    row.kind->addItem(tr("a range of whole numbers"), int(Kind::Range));
    row.kind->addItem(tr("a log-range"), int(Kind::LogRange));
    row.values = new QLineEdit(row.widget);
    row.values->setObjectName(QStringLiteral("sweepValues%1").arg(n));
    row.values->setPlaceholderText(placeholder(Kind::List));
    auto *remove = new QPushButton(tr("Remove"), row.widget);
    remove->setObjectName(QStringLiteral("sweepRemove%1").arg(n));
    line->addWidget(row.name);
    line->addWidget(row.kind);
    line->addWidget(row.values, 1);
    line->addWidget(remove);
    m_rowsLayout->addWidget(row.widget);
    m_rows << row;

    QWidget *widget = row.widget;
    QComboBox *kind = row.kind;
    QLineEdit *values = row.values;
    connect(row.name, &QComboBox::currentTextChanged, this, &SweepField::update);
    connect(row.kind, &QComboBox::currentIndexChanged, this, [this, kind, values] {
        values->setPlaceholderText(placeholder(Kind(kind->currentData().toInt())));
        update();
    });
    connect(row.values, &QLineEdit::textChanged, this, &SweepField::update);
    connect(remove, &QPushButton::clicked, this, [this, widget] { removeRow(widget); });
}

void SweepField::removeRow(QWidget *widget)
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).widget == widget) {
            m_rows.removeAt(i);
            break;
        }
    }
    widget->hide();
    widget->deleteLater();
    update();
}

void SweepField::setProfile(const SiteProfile &profile)
{
    m_profile = profile;
    update();
}

void SweepField::setScriptArguments(const QString &args)
{
    QStringList names;
    static const QRegularExpression re(QStringLiteral(R"((?:^|\s)--?([A-Za-z_][A-Za-z0-9_-]*))"));
    auto it = re.globalMatch(args);
    while (it.hasNext()) {
        const QString name = it.next().captured(1);
        if (!names.contains(name)) {
            names << name;
        }
    }
    if (names == m_argumentNames) {
        return;
    }
    m_argumentNames = names;
    for (const Row &row : std::as_const(m_rows)) {
        const QString typed = row.name->currentText();
        const QSignalBlocker block(row.name);
        row.name->clear();
        row.name->addItems(names);
        row.name->setCurrentText(typed);
    }
}

void SweepField::addAxis(const QString &name, Kind kind, const QString &values)
{
    setChecked(true);
    Row *row = nullptr;
    for (Row &r : m_rows) {
        if (r.name->currentText().trimmed().isEmpty() && r.values->text().trimmed().isEmpty()) {
            row = &r;
            break;
        }
    }
    if (!row) {
        addRow();
        row = &m_rows.last();
    }
    row->name->setCurrentText(name);
    row->kind->setCurrentIndex(row->kind->findData(int(kind)));
    row->values->setText(values);
    update();
}

void SweepField::setSeeds(const QString &values)
{
    m_seeds->setText(values);
}

void SweepField::setSamples(int samples)
{
    m_samples->setValue(samples);
}

void SweepField::setMaxRunning(int maxRunning)
{
    m_maxRunning->setValue(maxRunning);
}

QString SweepField::axisText(const QString &name, Kind kind, const QString &values)
{
    const QString bare = bareName(name);
    switch (kind) {
    case Kind::List:
    case Kind::Range:
        return bare + QLatin1Char('=') + values.trimmed();
    case Kind::LogRange:
        return bare + QStringLiteral("=log:") + values.trimmed();
    }
    return {};
}

bool SweepField::isActive() const
{
    return isChecked() && !axes().isEmpty();
}

QStringList SweepField::axes() const
{
    QStringList out;
    if (!isChecked()) {
        return out;
    }
    for (const Row &row : m_rows) {
        const QString name = row.name->currentText().trimmed();
        const QString values = row.values->text();
        if (name.isEmpty() && values.trimmed().isEmpty()) {
            continue; // an empty row is no axis
        }
        out << axisText(name, Kind(row.kind->currentData().toInt()), values);
    }
    if (!m_seeds->text().trimmed().isEmpty()) {
        out << QStringLiteral("seed=") + m_seeds->text().trimmed();
    }
    return out;
}

std::optional<Sweep> SweepField::make(QString *error) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        const QString name = bareName(row.name->currentText());
        const QString values = row.values->text().trimmed();
        if (name.isEmpty() && values.isEmpty()) {
            continue;
        }
        if (name.isEmpty()) {
            *error = tr("Row %1: say which argument of the script takes the values %2.")
                         .arg(i + 1)
                         .arg(values);
            return std::nullopt;
        }
        if (values.isEmpty()) {
            *error = tr("Give the values for --%1.").arg(name);
            return std::nullopt;
        }
        if (Kind(row.kind->currentData().toInt()) == Kind::Range && !isRangeText(values)) {
            *error = tr("The range for --%1 is written FIRST:LAST or FIRST:LAST:STEP with whole "
                        "numbers, for example 0:3 or 16:64:16 (not \"%2\"). For other values "
                        "choose \"a list of values\" or \"a log-range\".")
                         .arg(name, values);
            return std::nullopt;
        }
        if (name == QLatin1String("seed") && !m_seeds->text().trimmed().isEmpty()) {
            *error = tr("--seed is both an argument row and the seeds field: keep one.");
            return std::nullopt;
        }
    }
    const QStringList list = axes();
    if (list.isEmpty()) {
        *error = tr("Add an argument and its values, or untick the sweep.");
        return std::nullopt;
    }
    return Sweep::make(list, m_samples->value(), m_randomSeed, error);
}

QString SweepField::problem() const
{
    if (!isChecked()) {
        return {};
    }
    QString error;
    return make(&error) ? QString() : error;
}

int SweepField::taskCount() const
{
    if (!isChecked()) {
        return 0;
    }
    QString error;
    const auto sweep = make(&error);
    return sweep ? sweep->size() : 0;
}

void SweepField::fill(JobSpec *spec) const
{
    spec->sweep = axes();
    if (spec->sweep.isEmpty()) {
        return;
    }
    spec->sweepSamples = m_samples->value();
    spec->sweepRandomSeed = m_samples->value() > 0 ? int(m_randomSeed) : 0;
    spec->maxRunning = m_maxRunning->value();
}

QString SweepField::arrayPlan(int tasks, int maxRunning, const SiteProfile &profile)
{
    if (tasks <= 0) {
        return {};
    }
    const QString limit =
        maxRunning > 0 ? tr(", at most %1 running at once").arg(maxRunning) : QString();
    switch (profile.scheduler) {
    case SchedulerKind::Local:
        return tr("The local profile has no scheduler: a sweep needs a Slurm or PBS Pro "
                  "cluster.");
    case SchedulerKind::Cobalt:
        return tr("Cobalt has no job arrays, so %1 cannot run a sweep; choose a Slurm or PBS "
                  "Pro cluster (docs/schedulers.md says why).")
            .arg(profile.displayName);
    case SchedulerKind::Slurm:
    case SchedulerKind::PbsPro:
        break;
    }
    const bool slurm = profile.scheduler == SchedulerKind::Slurm;
    const auto arrayOf = [&](int count) -> QString {
        return slurm
                   ? QStringLiteral("--array=") + sweeplines::slurmArray(count, maxRunning)
                   : QStringLiteral("-J 0-%1").arg(count - 1) +
                         (maxRunning > 0 ? QStringLiteral(" -W max_run_subjobs=%1").arg(maxRunning)
                                         : QString());
    };
    const auto parts = sweeplines::chunks(tasks, profile.maxArraySize);
    if (parts.size() <= 1) {
        if (!slurm && tasks == 1) {
            return tr("1 task: PBS Pro runs it as one plain job (an array needs two or more).");
        }
        return tr("%n task(s) as one job array (%1)%2.", nullptr, tasks).arg(arrayOf(tasks), limit);
    }
    QStringList ranges;
    for (const auto &[first, count] : parts) {
        ranges << QStringLiteral("%1–%2").arg(first).arg(first + count - 1);
    }
    return tr("%1 tasks: %2 takes at most %3 tasks in one array, so Slipway submits %4 arrays, "
              "one after the other: tasks %5 (each %6, counted from its first task)%7.")
        .arg(tasks)
        .arg(profile.displayName)
        .arg(parts.first().second)
        .arg(parts.size())
        .arg(ranges.join(QStringLiteral(", ")), arrayOf(parts.first().second), limit);
}

void SweepField::update()
{
    for (const Row &row : std::as_const(m_rows)) {
        row.widget->setEnabled(isChecked());
    }
    QString error;
    const auto sweep = isChecked() ? make(&error) : std::nullopt;
    if (!isChecked()) {
        m_summary->clear();
        m_problem->clear();
    } else if (!sweep) {
        m_summary->clear();
        m_problem->setText(error);
    } else {
        QStringList axes;
        for (const SweepAxis &axis : sweep->axes()) {
            axes << QStringLiteral("--%1: %2")
                        .arg(axis.name,
                             axis.values.size() > 6
                                 ? axis.values.mid(0, 5).join(QStringLiteral(", ")) +
                                       QStringLiteral(", … (%1 values)").arg(axis.values.size())
                                 : axis.values.join(QStringLiteral(", ")));
        }
        const QString how = m_samples->value() > 0
                                ? tr("%n random sample(s) of these", nullptr, m_samples->value())
                                : tr("Every combination of these");
        m_summary->setText(how + QStringLiteral(":\n") + axes.join(QLatin1Char('\n')) +
                           QStringLiteral("\n") +
                           arrayPlan(sweep->size(), m_maxRunning->value(), m_profile));
        m_problem->clear();
    }
    Q_EMIT changed();
}

} // namespace slipway::ui
