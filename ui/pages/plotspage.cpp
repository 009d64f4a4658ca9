#include "pages/plotspage.h"

#include "events/logdirloader.h"
#include "events/logdirreader.h"
#include "events/plotseries.h"
#include "plots/plotexport.h"
#include "plots/scalarchart.h"
#include "widgets/emptystate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QProgressBar>
#include <QPushButton>
#include <QReadLocker>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {

constexpr int kRefreshDelayMs = 40;
constexpr int kMaxCharts = 24;
constexpr int kMaxNoticeLines = 4;

// Tableau 10, the palette TensorBoard and matplotlib use.
const QColor kPalette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                           QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                           QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                           QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
                           QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf)};

const Qt::PenStyle kTagStyles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                   Qt::DashDotDotLine};

QIcon colorIcon(const QColor &color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(color);
    painter.setPen(color.darker(130));
    painter.drawRoundedRect(QRectF(1, 1, 12, 12), 3, 3);
    return QIcon(pixmap);
}

QLabel *sectionLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

PlotsPage::PlotsPage(AppContext &context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
    , m_tagRegex(QString(), QRegularExpression::CaseInsensitiveOption)
{
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshDelayMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &PlotsPage::refresh);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

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
    layout->addWidget(m_toolBar);

    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("readNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice->setStyleSheet(
        QStringLiteral("QLabel { background: #fff4ce; color: #4a3b00; border: 1px solid #e0c060;"
                       " border-radius: 4px; padding: 6px; margin: 0 6px; }"));
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
    QPushButton *emptyOpen = m_empty->addAction(tr("Open folder…"));
    emptyOpen->setObjectName(QStringLiteral("emptyOpenFolderButton"));
    connect(emptyOpen, &QPushButton::clicked, this, &PlotsPage::chooseFolder);
    m_stack->addWidget(m_empty);

    auto *splitter = new QSplitter(Qt::Horizontal, m_stack);
    splitter->setObjectName(QStringLiteral("plotsContent"));
    auto *sideScroll = new QScrollArea(splitter);
    sideScroll->setObjectName(QStringLiteral("plotsSidePanel"));
    sideScroll->setWidget(buildSidePanel());
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    splitter->addWidget(sideScroll);
    auto *right = new QWidget(splitter);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_chartNote = new QLabel(right);
    m_chartNote->setObjectName(QStringLiteral("chartNote"));
    m_chartNote->setWordWrap(true);
    m_chartNote->setContentsMargins(6, 6, 6, 6);
    m_chartNote->setVisible(false);
    rightLayout->addWidget(m_chartNote);
    m_chartArea = new QScrollArea(right);
    m_chartArea->setObjectName(QStringLiteral("chartArea"));
    m_chartArea->setWidgetResizable(true);
    m_chartArea->setFrameShape(QFrame::NoFrame);
    m_chartHost = new QWidget(m_chartArea);
    m_chartColumn = new QVBoxLayout(m_chartHost);
    m_chartColumn->setContentsMargins(4, 4, 4, 4);
    m_chartGrid = new QGridLayout;
    m_chartGrid->setSpacing(8);
    m_chartColumn->addLayout(m_chartGrid, 1);
    m_chartColumn->addStretch(0);
    m_chartArea->setWidget(m_chartHost);
    rightLayout->addWidget(m_chartArea, 1);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({270, 900});
    m_stack->addWidget(splitter);
    layout->addWidget(m_stack, 1);
    updateStatus();
}

PlotsPage::~PlotsPage() = default;

QWidget *PlotsPage::buildSidePanel()
{
    auto *panel = new QWidget(this);
    panel->setMinimumWidth(220);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(6, 6, 6, 6);

    layout->addWidget(sectionLabel(tr("Runs"), panel));
    m_runList = new QListWidget(panel);
    m_runList->setObjectName(QStringLiteral("runList"));
    m_runList->setToolTip(tr("Untick a run to hide it"));
    connect(m_runList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const QString run = item->data(Qt::UserRole).toString();
        if (item->checkState() == Qt::Checked) {
            m_hiddenRuns.remove(run);
        } else {
            m_hiddenRuns.insert(run);
        }
        scheduleRefresh(true);
    });
    m_runList->setMinimumHeight(70);
    layout->addWidget(m_runList, 2);

    layout->addWidget(sectionLabel(tr("Tags"), panel));
    m_tagFilter = new QLineEdit(panel);
    m_tagFilter->setObjectName(QStringLiteral("tagFilter"));
    m_tagFilter->setPlaceholderText(tr("Filter tags (regular expression), e.g. loss|acc"));
    m_tagFilter->setClearButtonEnabled(true);
    connect(m_tagFilter, &QLineEdit::textChanged, this, &PlotsPage::onTagFilterEdited);
    layout->addWidget(m_tagFilter);
    m_tagFilterError = new QLabel(panel);
    m_tagFilterError->setObjectName(QStringLiteral("tagFilterError"));
    m_tagFilterError->setWordWrap(true);
    m_tagFilterError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_tagFilterError->setVisible(false);
    layout->addWidget(m_tagFilterError);
    m_tagList = new QListWidget(panel);
    m_tagList->setObjectName(QStringLiteral("tagList"));
    connect(m_tagList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (item->checkState() == Qt::Checked) {
            m_untickedTags.remove(item->text());
        } else {
            m_untickedTags.insert(item->text());
        }
        scheduleRefresh(true);
    });
    m_tagList->setMinimumHeight(90);
    layout->addWidget(m_tagList, 3);

    layout->addWidget(sectionLabel(tr("Display"), panel));
    auto *smoothingRow = new QHBoxLayout;
    smoothingRow->addWidget(new QLabel(tr("Smoothing"), panel));
    m_smoothing = new QSlider(Qt::Horizontal, panel);
    m_smoothing->setObjectName(QStringLiteral("smoothingSlider"));
    m_smoothing->setRange(0, 99);
    m_smoothing->setValue(60); // TensorBoard's default weight, 0.6
    m_smoothing->setToolTip(tr("TensorBoard's smoothing (a debiased exponential moving "
                               "average); the raw curve stays as a faded shadow"));
    smoothingRow->addWidget(m_smoothing, 1);
    m_smoothingValue = new QLabel(panel);
    m_smoothingValue->setObjectName(QStringLiteral("smoothingValue"));
    m_smoothingValue->setMinimumWidth(32);
    smoothingRow->addWidget(m_smoothingValue);
    layout->addLayout(smoothingRow);
    m_smoothingMethod = new QComboBox(panel);
    m_smoothingMethod->setObjectName(QStringLiteral("smoothingMethod"));
    m_smoothingMethod->addItem(tr("TensorBoard (EMA)"),
                               int(events::smoothing::Method::TensorBoardEma));
    m_smoothingMethod->addItem(tr("Time-weighted EMA"),
                               int(events::smoothing::Method::TimeWeightedEma));
    m_smoothingMethod->addItem(tr("Centred average"),
                               int(events::smoothing::Method::CentredAverage));
    m_smoothingMethod->setItemData(
        0, tr("TensorBoard's smoothing: the same curve you see in TensorBoard"), Qt::ToolTipRole);
    m_smoothingMethod->setItemData(1,
                                   tr("Decays with the distance along the x axis, so runs that "
                                      "log at uneven intervals smooth alike"),
                                   Qt::ToolTipRole);
    m_smoothingMethod->setItemData(2,
                                   tr("The mean of a window centred on each point: no lag behind "
                                      "the raw curve"),
                                   Qt::ToolTipRole);
    layout->addWidget(m_smoothingMethod);
    connect(m_smoothingMethod, &QComboBox::currentIndexChanged, this,
            [this] { scheduleRefresh(true); });
    auto showWeight = [this]() {
        m_smoothingValue->setText(QString::number(smoothingWeight(), 'f', 2));
    };
    showWeight();
    connect(m_smoothing, &QSlider::valueChanged, this, [this, showWeight]() {
        showWeight();
        scheduleRefresh(true);
    });

    auto *axisRow = new QHBoxLayout;
    axisRow->addWidget(new QLabel(tr("X axis"), panel));
    m_xAxis = new QComboBox(panel);
    m_xAxis->setObjectName(QStringLiteral("xAxisChoice"));
    m_xAxis->addItem(tr("Step"), int(events::XAxis::Step));
    m_xAxis->addItem(tr("Relative time"), int(events::XAxis::RelativeTime));
    m_xAxis->addItem(tr("Wall time"), int(events::XAxis::WallTime));
    connect(m_xAxis, &QComboBox::currentIndexChanged, this, [this]() { scheduleRefresh(true); });
    axisRow->addWidget(m_xAxis, 1);
    layout->addLayout(axisRow);

    auto addCheck = [this, panel, layout](const char *name, const QString &text,
                                          const QString &tip) {
        auto *check = new QCheckBox(text, panel);
        check->setObjectName(QLatin1String(name));
        check->setToolTip(tip);
        connect(check, &QCheckBox::toggled, this, [this]() { scheduleRefresh(true); });
        layout->addWidget(check);
        return check;
    };
    m_logY = addCheck("logYCheck", tr("Logarithmic y axis"),
                      tr("Values at or below zero are left out on a log scale"));
    m_overlay = addCheck("overlayCheck", tr("All tags in one chart"),
                         tr("Draw every shown tag in one chart instead of one chart per tag"));
    m_stdBand = addCheck("stdBandCheck", tr("Band: mean ± std across runs"),
                         tr("Needs two or more visible runs of a tag"));
    m_minMaxBand = addCheck("minMaxBandCheck", tr("Band: min to max across runs"),
                            tr("Needs two or more visible runs of a tag"));
    auto *hint = new QLabel(tr("Drag to pan, wheel to zoom (over an axis: that axis only), "
                               "double-click to fit."),
                            panel);
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: palette(mid);"));
    layout->addWidget(hint);
    return panel;
}

QString PlotsPage::folder() const
{
    return m_loader ? m_loader->path() : QString();
}

void PlotsPage::setPollInterval(int milliseconds)
{
    m_pollInterval = milliseconds;
    if (m_loader) {
        m_loader->setPollInterval(milliseconds);
    }
}

const PlotSeries *PlotsPage::series(const QString &run, const QString &tag) const
{
    const auto runIt = m_series.find(run);
    if (runIt == m_series.end()) {
        return nullptr;
    }
    const auto tagIt = runIt->second.find(tag);
    return tagIt == runIt->second.end() ? nullptr : tagIt->second.get();
}

events::smoothing::Method PlotsPage::smoothingMethod() const
{
    return events::smoothing::Method(m_smoothingMethod->currentData().toInt());
}

double PlotsPage::smoothingWeight() const
{
    return m_smoothing->value() / 100.0;
}

events::XAxis PlotsPage::xAxisKind() const
{
    return events::XAxis(m_xAxis->currentData().toInt());
}

QString PlotsPage::runLabel(const QString &run) const
{
    if (!m_runTitle.isEmpty()) {
        // The folder is one run's: its name and job id, then the sub-folder SummaryWriter made.
        return run == QLatin1String(".") ? m_runTitle : m_runTitle + QStringLiteral(" / ") + run;
    }
    // A log folder that holds event files itself is the run ".": show the folder's name.
    if (run == QLatin1String(".") && m_loader) {
        const QFileInfo info(m_loader->path());
        const QString name = info.isDir() ? info.fileName() : info.dir().dirName();
        return name.isEmpty() ? run : name;
    }
    return run;
}

QColor PlotsPage::runColor(const QString &run) const
{
    const qsizetype index = std::max<qsizetype>(0, m_runs.indexOf(run));
    return kPalette[std::size_t(index) % std::size(kPalette)];
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
    dialog->setNameFilter(format.toUpper() + tr(" files (*.%1)").arg(format));
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
    if (m_loader) {
        const QString path = QDir::toNativeSeparators(m_loader->path());
        m_folderLabel->setText(title.isEmpty() ? path : title);
        m_folderLabel->setToolTip(path);
    }
    updateRunList();
    scheduleRefresh(true);
}

void PlotsPage::openLocalFolder(const QString &path)
{
    m_runTitle.clear();
    delete m_loader;
    m_loader = nullptr;
    m_series.clear();
    m_runs.clear();
    m_tags.clear();
    m_hiddenRuns.clear();
    m_untickedTags.clear();
    m_points = 0;
    m_failed = false;
    updateNotice({}, 0);

    m_loader = new LogDirLoader(path, this);
    m_loader->setPollInterval(m_pollInterval);
    connect(m_loader, &LogDirLoader::updated, this, [this]() {
        scheduleRefresh();
        updateStatus();
    });
    m_partialRefresh.invalidate();
    connect(m_loader, &LogDirLoader::progressed, this, [this]() {
        updateStatus();
        // A long read shows what it has so far, once a second.
        if (!m_partialRefresh.isValid() || m_partialRefresh.elapsed() >= 1000) {
            m_partialRefresh.start();
            scheduleRefresh();
        }
    });
    m_folderLabel->setText(QDir::toNativeSeparators(m_loader->path()));
    m_folderLabel->setToolTip(m_folderLabel->text());
    m_stack->setCurrentIndex(1);
    m_loader->start();
    scheduleRefresh(true);
    updateStatus();
}

void PlotsPage::readFolderSoon()
{
    if (m_loader) {
        m_loader->readSoon();
    }
}

void PlotsPage::onTagFilterEdited(const QString &text)
{
    QRegularExpression regex(text, QRegularExpression::CaseInsensitiveOption);
    if (!regex.isValid()) {
        m_tagFilterError->setText(tr("Not a valid regular expression: %1 (at character %2). "
                                     "The last valid filter still applies.")
                                      .arg(regex.errorString())
                                      .arg(regex.patternErrorOffset() + 1));
        m_tagFilterError->setVisible(true);
        return;
    }
    m_tagFilterError->setVisible(false);
    m_tagRegex = regex;
    scheduleRefresh(true);
}

void PlotsPage::scheduleRefresh(bool structureChanged)
{
    m_structureChanged = m_structureChanged || structureChanged;
    if (!m_refreshTimer.isActive()) {
        m_refreshTimer.start();
    }
}

void PlotsPage::refresh()
{
    if (!m_loader) {
        return;
    }
    const events::LogDirReader &reader = m_loader->reader();
    if (!reader.lock().tryLockForRead()) {
        m_refreshTimer.start(); // the worker is writing a chunk: try again in a moment
        return;
    }
    const events::XAxis axis = xAxisKind();
    const double weight = smoothingWeight();
    const events::smoothing::Method method = smoothingMethod();
    bool dataChanged = false;
    bool structureChanged = m_structureChanged;
    m_structureChanged = false;
    QStringList runs;
    QSet<QString> tags(m_tags.cbegin(), m_tags.cend());
    qint64 points = 0;
    for (const auto &run : reader.runs()) {
        runs.append(run->name());
        auto &byTag = m_series[run->name()];
        for (const auto &tag : run->tags()) {
            SeriesPtr &series = byTag[tag->name];
            if (!series) {
                series = std::make_shared<PlotSeries>();
                series->run = run->name();
                series->tag = tag->name;
                series->axis = axis;
                series->smoothingWeight = -1; // never smoothed yet
                structureChanged = true;
            }
            // Only what the charts show is copied; hidden series give their memory back.
            if (!m_hiddenRuns.contains(run->name()) && !m_untickedTags.contains(tag->name) &&
                m_tagRegex.match(tag->name).hasMatch()) {
                dataChanged = series->sync(tag->series, axis, weight, method) || dataChanged;
            } else {
                series->release();
            }
            points += tag->series.size();
            if (!tags.contains(tag->name)) {
                tags.insert(tag->name);
            }
        }
    }
    QStringList noticeLines;
    const QList<events::ReadIssue> issues = reader.allIssues();
    const QDir root(QFileInfo(reader.path()).isDir() ? reader.path()
                                                     : QFileInfo(reader.path()).absolutePath());
    for (const events::ReadIssue &issue : issues) {
        if (noticeLines.size() == kMaxNoticeLines) {
            break;
        }
        const QString file = QDir::toNativeSeparators(root.relativeFilePath(issue.file));
        noticeLines.append(
            issue.offset >= 0
                ? tr("%1, at byte %2: %3").arg(file).arg(issue.offset).arg(issue.message)
                : tr("%1: %2").arg(file, issue.message));
    }
    reader.lock().unlock();

    m_points = points;
    updateNotice(noticeLines, issues.size());
    const bool failed = m_loader->updateCount() > 0 && !m_loader->lastResult().ok;
    if (failed != m_failed) {
        m_failed = failed;
        structureChanged = true;
    }
    if (runs != m_runs) {
        m_runs = runs;
        structureChanged = true;
    }
    if (tags.size() != m_tags.size()) {
        m_tags = QStringList(tags.cbegin(), tags.cend());
        m_tags.sort();
        structureChanged = true;
    }
    if (structureChanged) {
        updateRunList();
        updateTagList();
        rebuildCharts();
    } else if (dataChanged) {
        for (ScalarChart *chart : std::as_const(m_charts)) {
            chart->dataChanged();
        }
    }
    updateStatus();
    Q_EMIT refreshed();
}

void PlotsPage::updateRunList()
{
    const QSignalBlocker blocker(m_runList);
    m_runList->clear();
    for (const QString &run : std::as_const(m_runs)) {
        qsizetype points = 0;
        for (const auto &[tag, series] : m_series[run]) {
            points += series->size();
        }
        auto *item = new QListWidgetItem(colorIcon(runColor(run)), runLabel(run), m_runList);
        item->setData(Qt::UserRole, run);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(m_hiddenRuns.contains(run) ? Qt::Unchecked : Qt::Checked);
        item->setToolTip(
            tr("%1: %2 scalar tags, %L3 points").arg(run).arg(m_series[run].size()).arg(points));
    }
}

void PlotsPage::updateTagList()
{
    const QSignalBlocker blocker(m_tagList);
    m_tagList->clear();
    for (const QString &tag : std::as_const(m_tags)) {
        if (!m_tagRegex.match(tag).hasMatch()) {
            continue;
        }
        auto *item = new QListWidgetItem(tag, m_tagList);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(m_untickedTags.contains(tag) ? Qt::Unchecked : Qt::Checked);
    }
}

QStringList PlotsPage::shownTags() const
{
    QStringList tags;
    for (const QString &tag : m_tags) {
        if (m_tagRegex.match(tag).hasMatch() && !m_untickedTags.contains(tag)) {
            tags.append(tag);
        }
    }
    return tags;
}

QStringList PlotsPage::visibleRuns() const
{
    QStringList runs;
    for (const QString &run : m_runs) {
        if (!m_hiddenRuns.contains(run)) {
            runs.append(run);
        }
    }
    return runs;
}

void PlotsPage::rebuildCharts()
{
    qDeleteAll(m_charts);
    m_charts.clear();
    const QStringList tags = shownTags();
    const QStringList runs = visibleRuns();
    const bool smoothing = smoothingWeight() > 0;
    const bool overlay = m_overlay->isChecked();
    const bool bandsPossible = runs.size() >= 2;
    m_stdBand->setEnabled(bandsPossible);
    m_minMaxBand->setEnabled(bandsPossible);
    const bool stdBand = bandsPossible && m_stdBand->isChecked();
    const bool minMaxBand = bandsPossible && m_minMaxBand->isChecked();

    auto makeChart = [&](const QString &title) {
        auto *chart = new ScalarChart(m_chartHost);
        chart->setObjectName(QStringLiteral("chart:") + title);
        chart->setTitle(title);
        chart->setXAxisKind(xAxisKind());
        chart->setLogY(m_logY->isChecked());
        chart->setSmoothingOn(smoothing);
        chart->setBands(stdBand, minMaxBand);
        m_charts.append(chart);
        return chart;
    };
    auto curvesFor = [&](const QString &tag, Qt::PenStyle style, bool labelWithTag) {
        std::vector<ChartCurve> curves;
        for (const QString &run : runs) {
            const auto runIt = m_series.find(run);
            if (runIt == m_series.end()) {
                continue;
            }
            const auto it = runIt->second.find(tag);
            if (it == runIt->second.end()) {
                continue;
            }
            curves.push_back(
                {it->second, runColor(run), style,
                 labelWithTag ? runLabel(run) + QStringLiteral(" / ") + tag : runLabel(run)});
        }
        return curves;
    };

    QString note;
    if (m_failed) {
        note = tr("%1 Slipway keeps checking every %2 s, so the curves appear once the folder "
                  "can be read (a job that has not started yet creates it later).")
                   .arg(m_loader->lastResult().error)
                   .arg(m_pollInterval / 1000.0);
    } else if (m_tags.isEmpty()) {
        note = m_loader && m_loader->updateCount() > 0
                   ? tr("No scalar values in this folder yet. Slipway checks for new data every "
                        "%1 s, so curves appear as soon as the training script logs them.")
                         .arg(m_pollInterval / 1000.0)
                   : tr("Reading the folder…");
    } else if (tags.isEmpty()) {
        note = tr("No tag is shown: the filter matches none of the %1 tags, or they are "
                  "unticked.")
                   .arg(m_tags.size());
    } else if (runs.isEmpty()) {
        note = tr("Every run is hidden: tick a run in the list to see its curves.");
    }
    if (note.isEmpty() && overlay) {
        ScalarChart *chart =
            makeChart(tags.size() == 1 ? tags.front() : tr("%1 tags").arg(tags.size()));
        std::vector<ChartCurve> curves;
        for (qsizetype i = 0; i < tags.size(); ++i) {
            std::vector<ChartCurve> more =
                curvesFor(tags[i], kTagStyles[std::size_t(i) % std::size(kTagStyles)], true);
            curves.insert(curves.end(), more.begin(), more.end());
        }
        chart->setLegendShown(true);
        chart->setCurves(std::move(curves));
    } else if (note.isEmpty()) {
        for (const QString &tag : tags) {
            if (m_charts.size() == kMaxCharts) {
                note = tr("Showing the first %1 of %2 tags; type a filter to see the others.")
                           .arg(kMaxCharts)
                           .arg(tags.size());
                break;
            }
            std::vector<ChartCurve> curves = curvesFor(tag, Qt::SolidLine, false);
            if (curves.empty()) {
                continue; // only hidden runs have this tag
            }
            ScalarChart *chart = makeChart(tag);
            chart->setLegendShown(stdBand || minMaxBand);
            chart->setCurves(std::move(curves));
        }
    }
    const int columns = m_charts.size() > 1 && m_chartArea->width() > 900 ? 2 : 1;
    for (qsizetype i = 0; i < m_charts.size(); ++i) {
        m_chartGrid->addWidget(m_charts[i], int(i) / columns, int(i) % columns);
    }
    // One or two charts share the height; more keep their natural height, top down.
    m_chartColumn->setStretch(0, m_charts.size() > 2 ? 0 : 1);
    m_chartColumn->setStretch(1, m_charts.size() > 2 ? 1 : 0);
    m_chartNote->setText(note);
    m_chartNote->setVisible(!note.isEmpty());
    m_exportButton->setEnabled(!m_charts.isEmpty());
}

void PlotsPage::updateStatus()
{
    if (!m_loader) {
        m_status->setText(QString());
        m_progress->setVisible(false);
        return;
    }
    const qint64 total = m_loader->progressTotal();
    const bool showProgress = m_loader->isReading() && total > (4 << 20);
    m_progress->setVisible(showProgress);
    if (showProgress) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(1000.0 * double(m_loader->progressDone()) / double(total)));
    }
    const events::LogDirReader::UpdateResult &result = m_loader->lastResult();
    if (m_loader->updateCount() == 0) {
        m_status->setText(tr("Reading…"));
    } else if (!result.ok) {
        m_status->setText(result.error);
    } else {
        m_status->setText((m_runs.size() == 1 ? tr("1 run") : tr("%1 runs").arg(m_runs.size())) +
                          QStringLiteral(" · ") +
                          (m_tags.size() == 1 ? tr("1 tag") : tr("%1 tags").arg(m_tags.size())) +
                          QStringLiteral(" · ") + tr("%L1 points").arg(m_points) +
                          QStringLiteral(" · ") + tr("live"));
        m_status->setToolTip(
            tr("The folder is checked for new data every %1 s.").arg(m_pollInterval / 1000.0));
    }
}

void PlotsPage::updateNotice(const QStringList &lines, qsizetype total)
{
    if (lines.isEmpty()) {
        m_notice->setVisible(false);
        m_notice->clear();
        return;
    }
    QString text = tr("Some records could not be read and were skipped; every good point is "
                      "shown.") +
                   QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    if (total > lines.size()) {
        text += QLatin1Char('\n') + tr("…and %1 more.").arg(total - lines.size());
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
    return plotexport::savePng(m_charts, fileName, error);
}

bool PlotsPage::exportPdf(const QString &fileName, QString *error)
{
    return plotexport::savePdf(m_charts, fileName, error);
}

} // namespace slipway::ui
