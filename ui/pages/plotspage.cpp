#include "pages/plotspage.h"

#include "events/comparisontable.h"
#include "events/logdirloader.h"
#include "events/plotmodel.h"
#include "events/plotseries.h"
#include "events/runparameters.h"
#include "plots/chartgrid.h"
#include "plots/comparisonview.h"
#include "plots/plotcontrols.h"
#include "plots/plotexport.h"
#include "plots/scalarchart.h"
#include "widgets/emptystate.h"
#include "widgets/statuscolours.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace slipway::ui {

namespace {

constexpr int kFolderLabelMinWidth = 80;  // pixels
constexpr int kFolderLabelMaxWidth = 600; // pixels

// Tableau 10, the palette TensorBoard and matplotlib use.
const QColor kPalette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                           QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                           QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                           QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
                           QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf)};

} // namespace

PlotsPage::PlotsPage(AppContext &context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
    , m_model(new events::PlotModel(this))
{
    connect(m_model, &events::PlotModel::refreshed, this, &PlotsPage::onRefreshed);
    connect(m_model, &events::PlotModel::readStateChanged, this, &PlotsPage::updateStatus);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    buildToolBar();
    layout->addWidget(m_toolBar);

    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("readNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setBannerTone(m_notice, StatusTone::Warning,
                  QStringLiteral("border-radius: 4px; padding: 6px; margin: 0 6px;"));
    m_notice->setVisible(false);
    layout->addWidget(m_notice);

    m_stack = new QStackedWidget(this);
    m_empty = new EmptyState(
        tr("No training curves yet"),
        tr("Open the folder your training script logs to, the one given to "
           "SummaryWriter(log_dir=…) or to \"tensorboard --logdir\" (often \"runs\" or "
           "\"lightning_logs\"). Every folder inside it that holds event files is shown as one "
           "run, and the curves grow while the job is still writing."),
        m_stack);
    m_empty->setObjectName(QStringLiteral("plotsEmptyState"));
    QPushButton *emptyOpen = m_empty->addButton(tr("Open folder…"));
    emptyOpen->setObjectName(QStringLiteral("emptyOpenFolderButton"));
    connect(emptyOpen, &QPushButton::clicked, this, &PlotsPage::chooseFolder);
    m_stack->addWidget(m_empty);

    auto *splitter = new QSplitter(Qt::Horizontal, m_stack);
    splitter->setObjectName(QStringLiteral("plotsContent"));
    auto *sideScroll = new QScrollArea(splitter);
    sideScroll->setObjectName(QStringLiteral("plotsSidePanel"));
    m_controls = new PlotControls(sideScroll);
    connect(m_controls, &PlotControls::optionsChanged, m_model, &events::PlotModel::setOptions);
    m_model->setOptions(m_controls->options());
    sideScroll->setWidget(m_controls);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    splitter->addWidget(sideScroll);
    auto *right = new QSplitter(Qt::Vertical, splitter);
    right->setObjectName(QStringLiteral("plotsRightSplitter"));
    m_grid = new ChartGrid(right);
    connect(m_grid, &ChartGrid::runClicked, this, &PlotsPage::onRunChosen);
    right->addWidget(m_grid);
    m_comparison = new ComparisonView(right);
    m_comparison->setObjectName(QStringLiteral("comparisonView"));
    connect(m_comparison, &ComparisonView::runSelected, this, &PlotsPage::onRunChosen);
    connect(m_comparison, &ComparisonView::lookChanged, this,
            [this]() { m_model->scheduleRefresh(true); });
    right->addWidget(m_comparison);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);
    right->setSizes({600, 200});
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({270, 900});
    m_stack->addWidget(splitter);
    layout->addWidget(m_stack, 1);
    updateStatus();
}

PlotsPage::~PlotsPage() = default;

void PlotsPage::buildToolBar()
{
    m_toolBar = new QToolBar(tr("Plots"), this);
    m_toolBar->setObjectName(QStringLiteral("plotsToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_openButton = new QToolButton(m_toolBar);
    m_openButton->setObjectName(QStringLiteral("openFolderButton"));
    m_openButton->setText(tr("Open folder…"));
    m_openButton->setToolTip(tr("Choose a TensorBoard log folder on this computer"));
    m_openButton->setIcon(style()->standardIcon(QStyle::SP_DirOpenIcon));
    m_openButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_openButton, &QToolButton::clicked, this, &PlotsPage::chooseFolder);
    m_toolBar->addWidget(m_openButton);

    m_exportButton = new QToolButton(m_toolBar);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_exportButton->setText(tr("Export"));
    m_exportButton->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_exportButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(m_exportButton);
    exportMenu->addAction(tr("Picture (PNG)…"), this,
                          [this]() { chooseExportFile(QStringLiteral("png")); });
    exportMenu->addAction(tr("Document (PDF)…"), this,
                          [this]() { chooseExportFile(QStringLiteral("pdf")); });
    exportMenu->addAction(tr("Data, raw and smoothed (CSV)…"), this,
                          [this]() { chooseExportFile(QStringLiteral("csv")); });
    m_exportButton->setMenu(exportMenu);
    m_exportButton->setEnabled(false);
    m_toolBar->addWidget(m_exportButton);
    m_toolBar->addSeparator();

    m_folderLabel = new QLabel(m_toolBar);
    m_folderLabel->setObjectName(QStringLiteral("folderLabel"));
    m_folderLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_toolBar->addWidget(m_folderLabel);
    auto *spacer = new QWidget(m_toolBar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_toolBar->addWidget(spacer);
    m_progress = new QProgressBar(m_toolBar);
    m_progress->setObjectName(QStringLiteral("readProgress"));
    m_progress->setMaximumWidth(160);
    m_progress->setVisible(false);
    m_toolBar->addWidget(m_progress)->setObjectName(QStringLiteral("readProgressAction"));
    m_status = new QLabel(m_toolBar);
    m_status->setObjectName(QStringLiteral("plotsStatus"));
    m_toolBar->addWidget(m_status);
}

void PlotsPage::setFolderText(const QString &text, const QString &path)
{
    m_folderText = text;
    m_folderLabel->setToolTip(path);
    m_folderLabel->setAccessibleName(tr("Folder: %1").arg(path));
    fitFolderLabel();
}

void PlotsPage::fitFolderLabel()
{
    // A long path is shortened in the middle to what the buttons (the main window adds its
    // own) and the read status leave, so the status at the right end stays in view; the whole
    // path is in the tooltip.
    const int spacing =
        m_toolBar->style()->pixelMetric(QStyle::PM_ToolBarItemSpacing, nullptr, m_toolBar) + 1;
    int used =
        2 * m_toolBar->style()->pixelMetric(QStyle::PM_ToolBarFrameWidth, nullptr, m_toolBar) +
        m_toolBar->style()->pixelMetric(QStyle::PM_ToolBarHandleExtent, nullptr, m_toolBar) +
        m_toolBar->style()->pixelMetric(QStyle::PM_ToolBarExtensionExtent, nullptr, m_toolBar);
    for (QAction *action : m_toolBar->actions()) {
        QWidget *item = m_toolBar->widgetForAction(action);
        if (item && item != m_folderLabel && action->isVisible() &&
            (item != m_progress || m_progress->isVisibleTo(m_toolBar))) {
            used += item->sizeHint().width() + spacing;
        }
    }
    const int room =
        std::clamp(m_toolBar->width() - used, kFolderLabelMinWidth, kFolderLabelMaxWidth);
    m_folderLabel->setText(
        m_folderLabel->fontMetrics().elidedText(m_folderText, Qt::ElideMiddle, room));
}

void PlotsPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitFolderLabel();
}

QString PlotsPage::folder() const
{
    return m_model->path();
}

void PlotsPage::setPollInterval(int milliseconds)
{
    m_model->setPollInterval(milliseconds);
}

const LogDirLoader *PlotsPage::loader() const
{
    return m_model->loader();
}

const PlotSeries *PlotsPage::series(const QString &run, const QString &tag) const
{
    return m_model->series(run, tag);
}

QList<ScalarChart *> PlotsPage::charts() const
{
    return m_grid->charts();
}

QStringList PlotsPage::shownTags() const
{
    return m_model->shownTags();
}

QStringList PlotsPage::visibleRuns() const
{
    return m_model->visibleRuns();
}

QString PlotsPage::runLabel(const QString &run) const
{
    if (!m_runTitle.isEmpty()) {
        // The folder is one run's: its name and job id, then the sub-folder SummaryWriter made.
        return run == QLatin1String(".") ? m_runTitle : m_runTitle + QStringLiteral(" / ") + run;
    }
    // A log folder that holds event files itself is the run ".": show the folder's name.
    if (run == QLatin1String(".") && m_model->loader()) {
        const QFileInfo info(m_model->path());
        const QString name = info.isDir() ? info.fileName() : info.dir().dirName();
        return name.isEmpty() ? run : name;
    }
    return run;
}

QVariantMap PlotsPage::runParameters(const QString &run) const
{
    const auto it = m_runParameters.constFind(run);
    QVariantMap parameters = m_folderParameters;
    parameters.insert(it != m_runParameters.cend() ? *it : events::parametersFromRunName(run));
    return parameters;
}

void PlotsPage::setFolderParameters(const QVariantMap &parameters)
{
    m_folderParameters = parameters;
    m_model->scheduleRefresh(true);
}

void PlotsPage::setRunParameters(const QMap<QString, QVariantMap> &parameters)
{
    m_runParameters = parameters;
    m_model->scheduleRefresh(true);
}

QHash<QString, QColor> PlotsPage::runColors() const
{
    QHash<QString, QColor> colors;
    const QStringList &runs = m_model->runs();
    const QString key =
        m_comparison->groupBy().isEmpty() ? m_comparison->colourBy() : m_comparison->groupBy();
    if (key.isEmpty()) {
        for (qsizetype i = 0; i < runs.size(); ++i) {
            colors.insert(runs[i], kPalette[std::size_t(i) % std::size(kPalette)]);
        }
        return colors;
    }
    // By the rank of the run's value among the values of the parameter, numbers in numeric
    // order; runs without the parameter are grey.
    QList<QVariant> values;
    QHash<QString, QVariant> valueOf;
    for (const QString &run : runs) {
        const QVariant v = runParameters(run).value(key);
        valueOf.insert(run, v);
        if (v.isValid() && !values.contains(v)) {
            values.append(v);
        }
    }
    std::sort(values.begin(), values.end(), [](const QVariant &a, const QVariant &b) {
        const bool an = a.typeId() == QMetaType::Double;
        const bool bn = b.typeId() == QMetaType::Double;
        if (an != bn) {
            return an;
        }
        return an ? a.toDouble() < b.toDouble() : a.toString() < b.toString();
    });
    for (const QString &run : runs) {
        const qsizetype index = values.indexOf(valueOf.value(run));
        colors.insert(run, index < 0 ? QColor(0xb0, 0xb0, 0xb0)
                                     : kPalette[std::size_t(index) % std::size(kPalette)]);
    }
    return colors;
}

void PlotsPage::chooseFolder()
{
    auto *dialog = new QFileDialog(this, tr("Open a TensorBoard log folder"),
                                   folder().isEmpty() ? QDir::homePath() : folder());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    connect(dialog, &QFileDialog::fileSelected, this, &PlotsPage::openLocalFolder);
    dialog->open();
}

void PlotsPage::chooseExportFile(const QString &format)
{
    const QString base = QFileInfo(folder()).fileName().isEmpty() ? QStringLiteral("plots")
                                                                  : QFileInfo(folder()).fileName();
    auto *dialog = new QFileDialog(this, tr("Export the plots"),
                                   QDir::home().filePath(base + QLatin1Char('.') + format));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(format);
    dialog->setNameFilter(tr("%1 files (*.%2)").arg(format.toUpper(), format));
    connect(dialog, &QFileDialog::fileSelected, this, [this, format](const QString &file) {
        QString error;
        bool ok = false;
        if (format == QLatin1String("png")) {
            ok = exportPng(file, &error);
        } else if (format == QLatin1String("pdf")) {
            ok = exportPdf(file, &error);
        } else {
            ok = exportCsv(file, &error);
        }
        if (!ok) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Export failed"), error,
                                        QMessageBox::Ok, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
    });
    dialog->open();
}

void PlotsPage::setRunTitle(const QString &title)
{
    m_runTitle = title;
    if (m_model->loader()) {
        const QString path = QDir::toNativeSeparators(m_model->path());
        setFolderText(title.isEmpty() ? path : title, path);
    }
    updateRunList();
    m_model->scheduleRefresh(true);
}

void PlotsPage::openLocalFolder(const QString &path)
{
    m_runTitle.clear();
    m_folderParameters.clear();
    m_controls->resetTicks();
    m_model->open(path);
    updateNotice();
    setFolderText(QDir::toNativeSeparators(m_model->path()),
                  QDir::toNativeSeparators(m_model->path()));
    m_stack->setCurrentIndex(1);
    updateStatus();
}

void PlotsPage::setRunSegments(const QMap<QString, QStringList> &segments)
{
    m_model->setSegments(segments);
}

void PlotsPage::readFolderSoon()
{
    m_model->readSoon();
}

QHash<QString, RunLook> PlotsPage::updateRunList()
{
    QList<PlotControls::RunEntry> entries;
    QHash<QString, RunLook> looks;
    const QString groupKey = m_comparison->groupBy();
    const QHash<QString, QColor> colors = runColors();
    for (const QString &run : m_model->runs()) {
        RunLook look{colors.value(run), runLabel(run), QString()};
        if (!groupKey.isEmpty()) {
            // A run without the parameter stays on its own, in grey.
            const QVariant value = runParameters(run).value(groupKey);
            if (value.isValid()) {
                look.group = groupKey + QLatin1Char('=') + value.toString();
            }
        }
        looks.insert(run, look);
        entries.append({run, look.label, look.color,
                        tr("%1: %2 scalar tags, %L3 points")
                            .arg(run)
                            .arg(m_model->tagCount(run))
                            .arg(m_model->shownPointCount(run))});
    }
    m_controls->setRuns(entries);
    return looks;
}

void PlotsPage::onRefreshed(bool structureChanged, bool dataChanged)
{
    updateNotice();
    if (structureChanged) {
        const QHash<QString, RunLook> looks = updateRunList();
        m_controls->setTags(m_model->tags());
        m_controls->setBandsPossible(m_model->visibleRuns().size() >= 2);
        m_grid->rebuild(*m_model, looks);
        m_exportButton->setEnabled(!m_grid->charts().isEmpty());
    } else if (dataChanged) {
        m_grid->dataChanged();
    }
    if (structureChanged || dataChanged) {
        updateTable();
    }
    updateStatus();
    Q_EMIT refreshed();
}

void PlotsPage::updateTable()
{
    const QStringList tags = m_model->shownTags();
    std::vector<events::ComparisonTable::Row> rows;
    rows.reserve(std::size_t(m_model->runs().size()));
    QSet<QString> keys;
    for (const QString &run : m_model->runs()) {
        events::ComparisonTable::Row row;
        row.run = run;
        row.label = runLabel(run);
        row.params = runParameters(run);
        for (auto it = row.params.cbegin(); it != row.params.cend(); ++it) {
            keys.insert(it.key());
        }
        row.stats.reserve(std::size_t(tags.size()));
        for (const QString &tag : tags) {
            const events::PlotModel::Summary s = m_model->summary(run, tag);
            row.stats.push_back({s.last, s.min, s.max, s.count > 0});
        }
        rows.push_back(std::move(row));
    }
    QStringList sortedKeys(keys.cbegin(), keys.cend());
    sortedKeys.sort();
    m_comparison->setParameterKeys(sortedKeys);
    m_comparison->table()->setRows(std::move(rows), tags);
}

void PlotsPage::onRunChosen(const QString &run)
{
    m_grid->setHighlightedRun(run);
    if (m_comparison->selectedRun() != run) {
        m_comparison->selectRun(run);
    }
}

void PlotsPage::updateStatus()
{
    const LogDirLoader *loader = m_model->loader();
    if (!loader) {
        m_status->setText(QString());
        m_progress->setVisible(false);
        return;
    }
    const qint64 total = loader->progressTotal();
    const bool showProgress = loader->isReading() && total > (4 << 20);
    m_progress->setVisible(showProgress);
    if (showProgress) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(1000.0 * double(loader->progressDone()) / double(total)));
    }
    const events::LogDirReader::UpdateResult &result = loader->lastResult();
    const qsizetype runs = m_model->runs().size();
    const qsizetype tags = m_model->tags().size();
    if (loader->updateCount() == 0) {
        m_status->setText(tr("Reading…"));
    } else if (!result.ok) {
        m_status->setText(result.error);
    } else {
        m_status->setText(
            tr("%n run(s)", nullptr, int(runs)) + QStringLiteral(" · ") +
            tr("%n tag(s)", nullptr, int(tags)) + QStringLiteral(" · ") +
            tr("%Ln point(s)", nullptr, int(std::min<qint64>(m_model->points(), INT_MAX))) +
            QStringLiteral(" · ") + tr("live"));
        m_status->setToolTip(tr("The folder is checked for new data every %1 s.")
                                 .arg(m_model->pollInterval() / 1000.0));
    }
    fitFolderLabel();
}

void PlotsPage::updateNotice()
{
    const QStringList &lines = m_model->noticeLines();
    if (lines.isEmpty()) {
        m_notice->setVisible(false);
        m_notice->clear();
        return;
    }
    QString text = tr("Some records could not be read and were skipped; every good point is "
                      "shown.") +
                   QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    if (m_model->issueCount() > lines.size()) {
        text += QLatin1Char('\n') + tr("…and %1 more.").arg(m_model->issueCount() - lines.size());
    }
    m_notice->setText(text);
    m_notice->setVisible(true);
}

bool PlotsPage::exportCsv(const QString &fileName, QString *error)
{
    std::vector<const PlotSeries *> list;
    const QStringList tags = shownTags();
    for (const QString &run : visibleRuns()) {
        for (const QString &tag : tags) {
            if (const PlotSeries *s = series(run, tag)) {
                list.push_back(s);
            }
        }
    }
    return plotexport::saveCsv(list, fileName, error);
}

bool PlotsPage::exportPng(const QString &fileName, QString *error)
{
    return plotexport::savePng(m_grid->charts(), fileName, error);
}

bool PlotsPage::exportPdf(const QString &fileName, QString *error)
{
    return plotexport::savePdf(m_grid->charts(), fileName, error);
}

} // namespace slipway::ui
