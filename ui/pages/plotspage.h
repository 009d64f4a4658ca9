#pragma once

#include "appcontext.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QStringList>
#include <QVariantMap>
#include <QWidget>

class QLabel;
class QProgressBar;
class QStackedWidget;
class QToolBar;
class QToolButton;

namespace slipway::events {
class LogDirLoader;
class PlotModel;
struct PlotSeries;
} // namespace slipway::events

namespace slipway::ui {

class ChartGrid;
class ComparisonView;
struct RunLook;
class EmptyState;
class PlotControls;
class ScalarChart;
using events::LogDirLoader;
using events::PlotSeries;

// The Plots page: the scalar curves of a TensorBoard log folder. Runs (with their colours and
// visibility), tags (with a regular-expression filter), one chart per tag or all tags in one,
// TensorBoard's smoothing with the raw curve as a faded shadow, mean ± std and min/max bands
// across runs, x by step, relative or wall time, log-scale y, zoom and pan, hover details, and
// export as PNG, PDF or CSV. The folder is read on a worker thread and polled while the job
// writes to it; only new bytes are read, and repaints are coalesced.
//
// The page wires three parts: the controls (PlotControls, one options value), the widget-free
// model (events::PlotModel: runs, tags, series, refresh scheduling) and the charts (ChartGrid).
class PlotsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit PlotsPage(AppContext &context, QWidget *parent = nullptr);
    ~PlotsPage() override;

    // The page's tool bar (Open folder…, Export); the main window may add actions to it.
    QToolBar *toolBar() const { return m_toolBar; }

    // The folder shown, empty before one was opened.
    QString folder() const;
    // How often the folder is checked for new data (default 1500 ms).
    void setPollInterval(int milliseconds);
    const events::PlotModel &model() const { return *m_model; }
    // The reader behind the page (nullptr before a folder was opened); read under its lock.
    const LogDirLoader *loader() const;
    // The series of (run, tag) as drawn, or nullptr.
    const PlotSeries *series(const QString &run, const QString &tag) const;
    QList<ScalarChart *> charts() const;
    // The tags the charts show (filtered and ticked) and the runs they show (ticked).
    QStringList shownTags() const;
    QStringList visibleRuns() const;

    // Save what is shown. False with *error set when the file cannot be written.
    bool exportCsv(const QString &fileName, QString *error);
    bool exportPng(const QString &fileName, QString *error);
    bool exportPdf(const QString &fileName, QString *error);

public Q_SLOTS:
    // Shows the TensorBoard log folder (or event file) at `path` on this machine and follows it.
    void openLocalFolder(const QString &path);
    // The open folder has new bytes (a remote copy brought them): read them without waiting
    // for the next poll.
    void readFolderSoon();
    // Names the folder shown after the run it belongs to ("mnist-cnn #3 (job 1545)"): the runs
    // in the list and the curves' legends carry that name. Cleared by openLocalFolder().
    void setRunTitle(const QString &title);
    QString runTitle() const { return m_runTitle; }
    // Runs made of several jobs (requeued or resumed): for each, its segments' folders (relative
    // to the log folder) in the order the jobs ran. Each shows as one run whose curves are the
    // segments stitched together, the latest job winning each step, with every restart marked
    // by a dashed vertical line. Kept across openLocalFolder() until set again.
    void setRunSegments(const QMap<QString, QStringList> &segments);
    // The parameters of runs (e.g. from the arguments their script was given, see
    // events::parametersFromArguments), for the run table. A run without an entry takes those
    // written in its folder name ("lr=0.01,seed=3").
    void setRunParameters(const QMap<QString, QVariantMap> &parameters);
    QVariantMap runParameters(const QString &run) const;
    // Parameters of every run of the folder (the arguments of the job that wrote it); a run's own
    // parameters win. Cleared by openLocalFolder().
    void setFolderParameters(const QVariantMap &parameters);
    // The run table under the charts.
    ComparisonView *comparison() const { return m_comparison; }
    // The name a run of the folder is shown by in the list and the legends.
    QString runLabel(const QString &run) const;

Q_SIGNALS:
    // The charts were brought up to date with the data read so far.
    void refreshed();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildToolBar();
    void setFolderText(const QString &text, const QString &path);
    // Shortens the folder's name to the room the tool bar's other items leave.
    void fitFolderLabel();
    void chooseFolder();
    void chooseExportFile(const QString &format);
    void onRefreshed(bool structureChanged, bool dataChanged);
    // Shows the runs in the controls' list; returns how each run's curves look.
    QHash<QString, RunLook> updateRunList();
    void updateStatus();
    void updateNotice();
    // Each run's colour: by its place in the folder, or by its value of the parameter the
    // curves are coloured or grouped by.
    QHash<QString, QColor> runColors() const;
    void updateTable();
    void onRunChosen(const QString &run);

    AppContext &m_context;
    events::PlotModel *m_model = nullptr;
    QToolBar *m_toolBar = nullptr;
    QToolButton *m_openButton = nullptr;
    QToolButton *m_exportButton = nullptr;
    QLabel *m_folderLabel = nullptr;
    QString m_folderText; // the folder label's whole text
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_notice = nullptr;
    QStackedWidget *m_stack = nullptr;
    EmptyState *m_empty = nullptr;
    PlotControls *m_controls = nullptr;
    ChartGrid *m_grid = nullptr;
    ComparisonView *m_comparison = nullptr;
    QMap<QString, QVariantMap> m_runParameters;
    QVariantMap m_folderParameters;
    QString m_runTitle;
};

} // namespace slipway::ui
