#include "runs/runtablemodel.h"

#include "runs/runstore.h"
#include "scheduler/pendingreason.h"
#include "widgets/statuscolours.h"

#include <QColor>
#include <QIcon>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <algorithm>

namespace slipway::ui {

namespace {

bool isState(runs::RunState state, std::initializer_list<runs::RunState> states)
{
    return std::find(states.begin(), states.end(), state) != states.end();
}

// A filled dot in the state's colour: queued ones hollow, running ones full, failed ones with
// a cross, unknown outcomes with a dash, so the state does not rest on colour alone.
QIcon stateIcon(runs::RunState state)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor color = RunTableModel::stateColor(state);
    p.setPen(QPen(color, 2));
    const QRectF r(2, 2, 10, 10);
    if (isState(state,
                {runs::RunState::Pending, runs::RunState::Preparing, runs::RunState::Submitting})) {
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
    } else if (isState(state, {runs::RunState::Completed})) {
        p.setBrush(color);
        p.drawEllipse(r);
    } else if (isState(state, {runs::RunState::Running, runs::RunState::Completing})) {
        p.setBrush(color);
        p.drawPie(r, 90 * 16, -270 * 16);
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
    } else if (isState(state, {runs::RunState::Ended, runs::RunState::Unknown})) {
        // Outcome not known: a hollow dot with a dash, neither a success nor a failure.
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
        p.drawLine(QPointF(4.5, 7), QPointF(9.5, 7));
    } else {
        p.drawLine(QPointF(3, 3), QPointF(11, 11));
        p.drawLine(QPointF(11, 3), QPointF(3, 11));
    }
    return QIcon(pixmap);
}

} // namespace

RunTableModel::RunTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

bool RunTableModel::reload(const runs::RunStore &store)
{
    beginResetModel();
    m_runs = store.isOpen() ? store.all() : QList<runs::RunRecord>();
    m_names = runs::RunNames(m_runs);
    endResetModel();
    return store.isOpen();
}

void RunTableModel::clear()
{
    beginResetModel();
    m_runs.clear();
    m_names = runs::RunNames();
    endResetModel();
}

void RunTableModel::updateRun(const runs::RunRecord &run)
{
    const int row = rowOf(run.id);
    if (row < 0) {
        beginInsertRows({}, 0, 0);
        m_runs.prepend(run);
        m_names = runs::RunNames(m_runs);
        endInsertRows();
        return;
    }
    m_runs[row] = run;
    m_names = runs::RunNames(m_runs);
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

const runs::RunRecord *RunTableModel::runAt(int row) const
{
    return row >= 0 && row < m_runs.size() ? &m_runs.at(row) : nullptr;
}

int RunTableModel::rowOf(qint64 runId) const
{
    for (int i = 0; i < m_runs.size(); ++i) {
        if (m_runs.at(i).id == runId) {
            return i;
        }
    }
    return -1;
}

void RunTableModel::setNow(const QDateTime &now)
{
    m_now = now;
}

void RunTableModel::tick()
{
    for (int i = 0; i < m_runs.size(); ++i) {
        if (m_runs.at(i).isActive()) {
            Q_EMIT dataChanged(index(i, Elapsed), index(i, Elapsed), {Qt::DisplayRole});
        }
    }
}

QDateTime RunTableModel::now() const
{
    return m_now.isValid() ? m_now : QDateTime::currentDateTimeUtc();
}

qint64 RunTableModel::elapsedSeconds(const runs::RunRecord &run) const
{
    if (run.state == runs::RunState::Running && run.startedAt.isValid()) {
        return std::max<qint64>(0, run.startedAt.secsTo(now()));
    }
    if (run.elapsedSeconds >= 0) {
        return run.elapsedSeconds;
    }
    if (run.startedAt.isValid() && run.endedAt.isValid()) {
        return run.startedAt.secsTo(run.endedAt);
    }
    return -1;
}

QString RunTableModel::formatDuration(qint64 seconds)
{
    if (seconds < 0) {
        return QStringLiteral("-");
    }
    if (seconds < 60) {
        return tr("%1 s").arg(seconds);
    }
    if (seconds < 3600) {
        return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    }
    if (seconds < 86400) {
        return tr("%1 h %2 min")
            .arg(seconds / 3600)
            .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'));
    }
    return tr("%1 d %2 h").arg(seconds / 86400).arg((seconds / 3600) % 24);
}

QString RunTableModel::detail(const runs::RunRecord &run)
{
    QStringList parts;
    if (!run.message.isEmpty()) {
        parts << run.message;
    }
    if (run.state == runs::RunState::Pending && !run.reason.isEmpty() &&
        run.reason != QLatin1String("None")) {
        const QString explained = scheduler::explainPendingReason(run.reason);
        if (!parts.contains(explained)) {
            parts << explained;
        }
    }
    if (!run.isActive() && run.startedAt.isValid() && run.endedAt.isValid()) {
        // As the scheduler's accounting recorded them.
        const QLocale locale;
        const qint64 ran =
            run.elapsedSeconds >= 0 ? run.elapsedSeconds : run.startedAt.secsTo(run.endedAt);
        parts << tr("Started %1, ended %2 (ran %3).")
                     .arg(locale.toString(run.startedAt.toLocalTime(), QLocale::ShortFormat),
                          locale.toString(run.endedAt.toLocalTime(), QLocale::ShortFormat),
                          formatDuration(ran));
    }
    if (parts.isEmpty()) {
        return tr("%1.").arg(runStateName(run.state));
    }
    return parts.join(QLatin1Char('\n'));
}

QColor RunTableModel::stateColor(runs::RunState state)
{
    if (isState(state, {runs::RunState::Completed})) {
        return statusColour(StatusTone::Ok);
    }
    if (isState(state, {runs::RunState::Running, runs::RunState::Completing})) {
        return statusColour(StatusTone::Info);
    }
    if (isState(state,
                {runs::RunState::Pending, runs::RunState::Preparing, runs::RunState::Submitting})) {
        return statusColour(StatusTone::Warning);
    }
    if (isState(state,
                {runs::RunState::Cancelled, runs::RunState::Unknown, runs::RunState::Ended})) {
        return statusColour(StatusTone::Muted);
    }
    return statusColour(StatusTone::Error);
}

int RunTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int RunTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunTableModel::data(const QModelIndex &index, int role) const
{
    const runs::RunRecord *run = index.isValid() ? runAt(index.row()) : nullptr;
    if (!run) {
        return {};
    }
    if (role == RunIdRole) {
        return run->id;
    }
    if (role == DetailRole || (role == Qt::ToolTipRole && index.column() == State)) {
        return detail(*run);
    }
    if (role == Qt::ToolTipRole && index.column() == Cluster) {
        return run->sshConfig.isEmpty() ? run->host
                                        : tr("%1 (through %2)").arg(run->host, run->sshConfig);
    }
    if (index.column() == State) {
        if (role == Qt::ForegroundRole) {
            return stateColor(run->state);
        }
        if (role == Qt::DecorationRole) {
            return stateIcon(run->state);
        }
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Gpus || index.column() == Elapsed)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (static_cast<Column>(index.column())) {
    case Name:
        return m_names.label(*run);
    case Cluster:
        return run->profile.isEmpty() ? run->host : tr("%1 @ %2").arg(run->profile, run->host);
    case State:
        return runStateName(run->state);
    case JobId:
        return run->jobId.isEmpty() ? QStringLiteral("-") : run->jobId;
    case Partition:
        return run->partition.isEmpty() ? QStringLiteral("-") : run->partition;
    case Gpus:
        return run->gpus;
    case Submitted: {
        const QDateTime when = run->submittedAt.isValid() ? run->submittedAt : run->createdAt;
        return when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)
                              : QStringLiteral("-");
    }
    case Elapsed:
        return formatDuration(elapsedSeconds(*run));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (static_cast<Column>(section)) {
    case Name:
        return tr("Name");
    case Cluster:
        return tr("Cluster / host");
    case State:
        return tr("State");
    case JobId:
        return tr("Job id");
    case Partition:
        return tr("Partition");
    case Gpus:
        return tr("GPUs");
    case Submitted:
        return tr("Submitted");
    case Elapsed:
        return tr("Elapsed");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace slipway::ui
