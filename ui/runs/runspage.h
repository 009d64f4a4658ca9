#pragma once

#include "appcontext.h"

#include <QSet>
#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTimer;

namespace slipway::monitor {
struct Suggestion;
}
namespace slipway::runs {
class RunService;
struct RunRecord;
} // namespace slipway::runs

namespace slipway::ui {

class EmptyState;
class LogView;
class ResultsDialog;
class RunTableModel;
class UsagePanel;
class DesktopNotifier;
class SweepComparison;
class SweepTaskView;

// The run history with live state: a table of every run, polled through the shared SSH
// connections (one command per host per poll, every 10 s while the page is visible, and on
// demand), with cancel, resubmit, the job script, the log and the run's plots.
class RunsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit RunsPage(AppContext &context, QWidget *parent = nullptr);
    ~RunsPage() override;

    RunTableModel *model() const { return m_model; }
    LogView *logView() const { return m_log; }
    // The run selected in the table, 0 when none.
    qint64 selectedRunId() const;

public Q_SLOTS:
    // Re-reads the history and selects the run (e.g. one the wizard just submitted).
    void showRun(qint64 runId);
    // Asks every host with active runs for their state (one command per host).
    void refreshNow();
    // Re-reads the history from the file.
    void reload();
    // Keeps polling (and so notifying) while the page or its window is hidden, e.g. while
    // Slipway watches from the system tray; off: polls only while shown.
    void setWatchingInBackground(bool on);
    // Opens the notification settings; the page uses them once they are saved.
    void editNotificationSettings();

Q_SIGNALS:
    void openPlotsRequested(qint64 runId);
    // The run's job started TensorBoard on its node (spec "tensorboard"): forward it.
    void openJobTensorBoardRequested(qint64 runId);
    // The first-start guide asks for another page ("connections", "newrun").
    void pageRequested(const QString &page);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void connectNotify(const QMetaMethod &signal) override;

private:
    const runs::RunRecord *selectedRun() const;
    // A run service over the shared connection for the run's host, deleted with its reply.
    runs::RunService *serviceFor(const runs::RunRecord &run, QString *error);
    // Asks for the starts of a resumable run (sacct --duplicates) and shows them when they come.
    void refreshSegments(const runs::RunRecord &run);
    void updateActions();
    void updateEmptyState();
    void updateGuide();
    void setStatus(const QString &text);
    void confirmCancel();
    void cancelRun(qint64 runId);
    void resubmit();
    void wireUsage();
    // The notification settings: which events notify, the idle-GPU rule.
    void applyNotificationSettings();
    // "Use these numbers for the next run": the run again with the efficiency suggestion.
    void resubmitWithNumbers(qint64 runId, const slipway::monitor::Suggestion &suggestion);
    // A sweep's tasks: exactly these again, in the same run; one task cancelled.
    void resubmitTasks(qint64 runId, const QList<int> &tasks);
    void cancelTask(qint64 runId, int task);
    void openLog();
    void showScript();
    void copyScript();
    void downloadResults();
    // A newly selected run shows its own log at once (never the previous run's).
    void showSelectedLog();

    AppContext &m_context;
    RunTableModel *m_model = nullptr;
    QStackedWidget *m_stack = nullptr;
    EmptyState *m_empty = nullptr;
    QString m_readyHost; // a cluster the user is connected to, for the first-start guide
    QTableView *m_table = nullptr;
    QLabel *m_detail = nullptr;
    SweepTaskView *m_sweep = nullptr;
    SweepComparison *m_sweepComparison = nullptr; // what each task of the sweep reached
    QLabel *m_status = nullptr;
    LogView *m_log = nullptr;
    UsagePanel *m_usage = nullptr;
    DesktopNotifier *m_notifier = nullptr;
    QTimer *m_pollTimer = nullptr;
    QTimer *m_tickTimer = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_resubmit = nullptr;
    QPushButton *m_openLog = nullptr;
    QPushButton *m_showScript = nullptr;
    QPushButton *m_copyScript = nullptr;
    QPushButton *m_plots = nullptr;
    QPushButton *m_download = nullptr;
    QPushButton *m_jobTensorBoard = nullptr;
    bool m_background = false; // polls while hidden (setWatchingInBackground)
    QSet<QString> m_polling;   // ConnectionPool keys with a status command in flight
    // Runs whose interrupted submission was already looked up in this session.
    QSet<qint64> m_reconciled;
};

} // namespace slipway::ui
