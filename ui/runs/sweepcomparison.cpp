#include "runs/sweepcomparison.h"

#include "events/logdirreader.h"
#include "plots/comparisonview.h"
#include "remote/remoteeventsync.h"
#include "ssh/connectionpool.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QReadLocker>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

using slipway::compose::Sweep;
using slipway::compose::SweepTask;
using slipway::runs::RunRecord;

namespace slipway::ui {

SweepComparison::TaskStats SweepComparison::readFolder(const QString &localPath,
                                                       const std::atomic<bool> *cancel)
{
    TaskStats out;
    events::LogDirReader reader(localPath);
    reader.update(cancel);
    QReadLocker lock(&reader.lock());
    QSet<QString> tags;
    for (const auto &run : reader.runs()) {
        auto &byTag = out.byFolder[run->name()];
        for (const auto &tag : run->tags()) {
            const events::ScalarSeries &s = tag->series;
            if (s.size() == 0) {
                continue;
            }
            events::ComparisonTable::Stat stat;
            stat.present = true;
            stat.last = s.value(s.size() - 1);
            stat.min = stat.max = stat.last;
            for (qsizetype i = 0; i < s.size(); ++i) {
                stat.min = std::min(stat.min, s.value(i));
                stat.max = std::max(stat.max, s.value(i));
            }
            byTag.insert(tag->name, stat);
            tags.insert(tag->name);
        }
    }
    out.tags = QStringList(tags.cbegin(), tags.cend());
    out.tags.sort();
    return out;
}

SweepComparison::SweepComparison(ssh::ConnectionPool *connections, QWidget *parent)
    : QWidget(parent)
    , m_connections(connections)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Compare the tasks by:"), this));
    m_tag = new QComboBox(this);
    m_tag->setObjectName(QStringLiteral("sweepCompareTag"));
    m_tag->setMinimumWidth(160);
    m_tag->setToolTip(tr("The value each task logged under this name: its last, lowest and "
                         "highest."));
    bar->addWidget(m_tag);
    m_fetch = new QPushButton(tr("Read the event files"), this);
    m_fetch->setObjectName(QStringLiteral("sweepCompareFetch"));
    m_fetch->setToolTip(tr("Copies the tasks' event files from the cluster (only what is new) "
                           "and reads them on this computer."));
    bar->addWidget(m_fetch);
    m_plots = new QPushButton(tr("Show on the Plots page"), this);
    m_plots->setObjectName(QStringLiteral("sweepComparePlots"));
    bar->addWidget(m_plots);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("sweepCompareStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);
    m_view = new ComparisonView(this);
    m_view->setObjectName(QStringLiteral("sweepComparison"));
    layout->addWidget(m_view, 1);
    hide();

    connect(m_tag, &QComboBox::currentTextChanged, this, &SweepComparison::showRows);
    connect(m_fetch, &QPushButton::clicked, this, &SweepComparison::fetchFromCluster);
    connect(m_plots, &QPushButton::clicked, this, [this] { Q_EMIT plotsRequested(m_run.id); });
    connect(&m_reading, &QFutureWatcher<TaskStats>::finished, this, [this] {
        if (m_reading.future().resultCount() == 0 || m_readRunId != m_run.id) {
            return; // the run shown changed while it read
        }
        m_stats = m_reading.result();
        const QString chosen = m_tag->currentText();
        {
            const QSignalBlocker block(m_tag);
            m_tag->clear();
            m_tag->addItems(m_stats.tags);
            const qsizetype keep = m_stats.tags.indexOf(chosen);
            const qsizetype loss = m_stats.tags.indexOf(QStringLiteral("loss"));
            m_tag->setCurrentIndex(int(keep >= 0 ? keep : (loss >= 0 ? loss : 0)));
        }
        m_status->setText(
            m_stats.tags.isEmpty()
                ? tr("No task has written a value yet.")
                : tr("%n task(s) have written values.", nullptr,
                     int(std::count_if(m_stats.byFolder.cbegin(), m_stats.byFolder.cend(),
                                       [](const auto &t) { return !t.isEmpty(); }))));
        showRows();
        Q_EMIT statsRead();
        if (!m_pendingPath.isEmpty()) {
            const QString next = std::exchange(m_pendingPath, QString());
            readLocalFolder(next);
        }
    });
}

SweepComparison::~SweepComparison()
{
    stopSync();
    if (m_cancel) {
        m_cancel->store(true);
    }
    // The read owns what it reads and stops at its next chunk; nothing waits for it.
}

void SweepComparison::stopSync()
{
    if (m_sync) {
        m_sync->stop();
        m_sync->deleteLater();
        m_sync = nullptr;
    }
}

void SweepComparison::setRun(const RunRecord &run)
{
    if (run.id == m_run.id && run.sweepTable == m_run.sweepTable) {
        m_run = run;
        return;
    }
    stopSync();
    if (m_cancel) {
        m_cancel->store(true);
    }
    m_run = run;
    m_stats = {};
    m_pendingPath.clear();
    QString error;
    m_sweep = run.isSweep() ? Sweep::fromTable(run.sweepTable.toUtf8(), &error) : std::nullopt;
    setVisible(m_sweep.has_value());
    {
        const QSignalBlocker block(m_tag);
        m_tag->clear();
    }
    m_fetch->setEnabled(!run.host.isEmpty() && !run.eventFolder().isEmpty() && m_connections);
    m_status->setText(m_sweep ? tr("Read the event files to compare what the tasks reached.")
                              : error);
    showRows();
}

QString SweepComparison::tag() const
{
    return m_tag->currentText();
}

void SweepComparison::readLocalFolder(const QString &localPath)
{
    if (m_reading.isRunning() && m_readRunId == m_run.id) {
        m_pendingPath = localPath; // read again once this read ends
        return;
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_readRunId = m_run.id;
    m_status->setText(tr("Reading the tasks' event files…"));
    auto cancel = m_cancel;
    m_reading.setFuture(QtConcurrent::run(
        [localPath, cancel] { return SweepComparison::readFolder(localPath, cancel.get()); }));
}

void SweepComparison::fetchFromCluster()
{
    QString error;
    ssh::SshConnection *connection =
        m_connections ? m_connections->connection(m_run.host, m_run.sshConfig, &error) : nullptr;
    if (!connection) {
        m_status->setText(error.isEmpty() ? tr("No connection to the cluster.") : error);
        return;
    }
    stopSync();
    m_sync = new remote::RemoteEventSync(connection, m_run.eventFolder(), QString(), this);
    const qint64 runId = m_run.id;
    connect(m_sync, &remote::RemoteEventSync::newData, this,
            [this, runId](const QString &localPath, bool) {
                if (runId == m_run.id) {
                    readLocalFolder(localPath);
                }
            });
    connect(m_sync, &remote::RemoteEventSync::failed, this, [this](const QString &message) {
        m_status->setText(tr("The event files could not be copied: %1").arg(message));
    });
    m_status->setText(tr("Copying the tasks' event files from %1…").arg(m_run.host));
    m_sync->start();
}

void SweepComparison::showRows()
{
    std::vector<events::ComparisonTable::Row> rows;
    QStringList keys;
    const QString tag = m_tag->currentText();
    if (m_sweep) {
        for (const SweepTask &task : m_sweep->tasks()) {
            events::ComparisonTable::Row row;
            row.run = task.folder;
            row.label = tr("task %1").arg(task.index);
            for (const auto &[name, value] : task.params) {
                row.params.insert(name, value);
                if (!keys.contains(name)) {
                    keys << name;
                }
            }
            row.stats.push_back(tag.isEmpty() ? events::ComparisonTable::Stat{}
                                              : m_stats.byFolder.value(task.folder).value(tag));
            rows.push_back(std::move(row));
        }
    }
    m_view->setParameterKeys(keys);
    m_view->table()->setRows(std::move(rows), tag.isEmpty() ? QStringList{tr("(nothing read yet)")}
                                                            : QStringList{tag});
}

} // namespace slipway::ui
