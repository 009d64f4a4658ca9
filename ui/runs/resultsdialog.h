#pragma once

#include "project/resultpuller.h"
#include "runs/runrecord.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace slipway {
class CommandRunner;
class Settings;
} // namespace slipway

namespace slipway::ui {

// "Download results…" for one run: the files the run wrote on the cluster (checkpoints, CSVs,
// event files, logs) into a folder here, with progress and cancel, fetching only new bytes
// each time (project::ResultPuller). The folder is remembered per run, so the next download
// goes to the same place and only brings what is new.
class ResultsDialog final : public QDialog
{
    Q_OBJECT

public:
    // `settings` may be null (nothing is remembered).
    ResultsDialog(const runs::RunRecord &run, const QString &runLabel, CommandRunner *runner,
                  Settings *settings, QWidget *parent = nullptr);
    ~ResultsDialog() override;

    // The folder on the cluster the run's results are in: its project snapshot, else the
    // run's own folder. Empty when the run never reached the cluster.
    static QString remoteFolder(const runs::RunRecord &run);
    // Where they go when no folder was chosen before: Downloads/Slipway/<label as a file name>.
    static QString defaultLocalFolder(const QString &runLabel);

    QString localFolder() const;
    void setLocalFolder(const QString &folder);
    bool isRunning() const { return m_running; }
    // What the last download did (ok is false before one finished).
    project::PullResult lastResult() const { return m_last; }

public Q_SLOTS:
    void startDownload();
    void cancelDownload();

Q_SIGNALS:
    void downloadFinished(const slipway::project::PullResult &result);

protected:
    void reject() override;

private:
    void chooseFolder();
    void onFinished(const project::PullResult &result);
    void setRunning(bool running);
    QString runKey() const;

    runs::RunRecord m_run;
    QPointer<CommandRunner> m_runner;
    Settings *m_settings = nullptr;
    project::ResultPuller *m_puller = nullptr;
    project::PullResult m_last;
    bool m_running = false;

    QLineEdit *m_folder = nullptr;
    QPushButton *m_choose = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_download = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_openFolder = nullptr;
};

} // namespace slipway::ui
