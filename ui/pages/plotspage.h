#pragma once

#include "appcontext.h"

#include "events/smoothing.h"
#include "events/xaxis.h"

#include <QElapsedTimer>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <map>
#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QProgressBar;
class QScrollArea;
class QSlider;
class QStackedWidget;
class QToolBar;
class QToolButton;
class QVBoxLayout;

namespace slipway::events {
class LogDirLoader;
struct PlotSeries;
} // namespace slipway::events

namespace slipway::ui {

class EmptyState;
class ScalarChart;
using events::LogDirLoader;
using events::PlotSeries;

// The Plots page: the scalar curves of a TensorBoard log folder. Runs (with their colours and
// visibility), tags (with a regular-expression filter), one chart per tag or all tags in one,
// TensorBoard's smoothing with the raw curve as a faded shadow, mean ± std and min/max bands
// across runs, x by step, relative or wall time, log-scale y, zoom and pan, hover details, and
// export as PNG, PDF or CSV. The folder is read on a worker thread and polled while the job
// writes to it; only new bytes are read, and repaints are coalesced.
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
    // The reader behind the page (nullptr before a folder was opened); read under its lock.
    const LogDirLoader *loader() const { return m_loader; }
    // The series of (run, tag) as drawn, or nullptr.
    const PlotSeries *series(const QString &run, const QString &tag) const;
    QList<ScalarChart *> charts() const { return m_charts; }
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
    // The name a run of the folder is shown by in the list and the legends.
    QString runLabel(const QString &run) const;

Q_SIGNALS:
    // The charts were brought up to date with the data read so far.
    void refreshed();

private:
    using SeriesPtr = std::shared_ptr<PlotSeries>;

    QWidget *buildSidePanel();
    void chooseFolder();
    void chooseExportFile(const QString &format);
    void scheduleRefresh(bool structureChanged = false);
    void refresh();
    void updateRunList();
    void updateTagList();
    void rebuildCharts();
    void updateStatus();
    void updateNotice(const QStringList &lines, qsizetype total);
    void onTagFilterEdited(const QString &text);
    double smoothingWeight() const;
    events::smoothing::Method smoothingMethod() const;
    events::XAxis xAxisKind() const;
    QColor runColor(const QString &run) const;

    AppContext &m_context;
    QToolBar *m_toolBar = nullptr;
    QToolButton *m_openButton = nullptr;
    QToolButton *m_exportButton = nullptr;
    QLabel *m_folderLabel = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_notice = nullptr;
    QStackedWidget *m_stack = nullptr;
    EmptyState *m_empty = nullptr;

    QListWidget *m_runList = nullptr;
    QLineEdit *m_tagFilter = nullptr;
    QLabel *m_tagFilterError = nullptr;
    QListWidget *m_tagList = nullptr;
    QSlider *m_smoothing = nullptr;
    QComboBox *m_smoothingMethod = nullptr;
    QLabel *m_smoothingValue = nullptr;
    QComboBox *m_xAxis = nullptr;
    QCheckBox *m_logY = nullptr;
    QCheckBox *m_overlay = nullptr;
    QCheckBox *m_stdBand = nullptr;
    QCheckBox *m_minMaxBand = nullptr;

    QScrollArea *m_chartArea = nullptr;
    QWidget *m_chartHost = nullptr;
    QVBoxLayout *m_chartColumn = nullptr;
    QGridLayout *m_chartGrid = nullptr;
    QLabel *m_chartNote = nullptr;
    QList<ScalarChart *> m_charts;

    LogDirLoader *m_loader = nullptr;
    int m_pollInterval = 1500;
    QTimer m_refreshTimer;
    QElapsedTimer m_partialRefresh;
    bool m_structureChanged = false;
    // run -> tag -> series, GUI thread only
    std::map<QString, std::map<QString, SeriesPtr>> m_series;
    QStringList m_runs; // in the reader's order (by name)
    QStringList m_tags; // every scalar tag of any run, sorted
    QSet<QString> m_hiddenRuns;
    QSet<QString> m_untickedTags;
    QRegularExpression m_tagRegex;
    qint64 m_points = 0;
    QString m_runTitle;
    bool m_failed = false; // the last read could not read the folder at all
};

} // namespace slipway::ui
