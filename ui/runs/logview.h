#pragma once

#include "runs/logdiagnoser.h"
#include "runs/logfollower.h"
#include "runs/runrecord.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTimer;

namespace slipway {
class CommandRunner;
}

namespace slipway::ui {

// A run's stdout and stderr, read over SSH by byte offset (LogFollower): nothing is repeated
// or lost when the connection drops and comes back. Progress bars ('\r') show as one line that
// changes, invalid UTF-8 and very long lines are made safe, a file that does not exist yet is
// shown as such, and known failures (LogDiagnoser) appear in a banner with their fix.
class LogView final : public QWidget
{
    Q_OBJECT

public:
    explicit LogView(QWidget *parent = nullptr);
    ~LogView() override;

    // Starts showing `run`'s log through `runner` (which must outlive this view or be a
    // QObject that this view may see destroyed). Clears what was shown before.
    void open(const runs::RunRecord &run, CommandRunner *runner);
    // Tells the view whether the job may still write (it stops reading after a last read).
    void setJobActive(bool active);
    qint64 runId() const { return m_run.id; }

    // Finds the next (or previous) match of the search text; false when there is none.
    bool findNext(bool backwards = false);

    QString text() const;
    QList<runs::Diagnosis> diagnoses() const { return m_diagnoser.found(); }

Q_SIGNALS:
    // New lines of the shown run's log, as they arrive (the progress forecast reads them).
    void linesAppended(qint64 runId, const QStringList &lines);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    struct Source
    {
        std::unique_ptr<runs::LogFollower> follower;
        bool isErr = false;
        bool exists = false;
    };

    void poll();
    void readSource(int index);
    void appendLines(const QStringList &lines, bool isErr);
    void showDiagnoses();
    void updateStatus();
    void highlightMatches();

    runs::RunRecord m_run;
    QPointer<CommandRunner> m_runner;
    std::vector<Source> m_sources;
    runs::LogDiagnoser m_diagnoser;
    quint64 m_generation = 0; // bumped by open(): late replies for an older log are dropped
    bool m_busy = false;
    bool m_active = false;
    bool m_finalRead = false;
    QString m_error;

    QLabel *m_path = nullptr;
    QLabel *m_banner = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QCheckBox *m_follow = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_searchInfo = nullptr;
    QTimer *m_timer = nullptr;
};

} // namespace slipway::ui
