#include "pages/localpage.h"
#include "widgets/theme.h"

#include "localbridge/inputshapeparser.h"
#include "localbridge/localmodule.h"
#include "localbridge/localrun.h"
#include "localbridge/smokereportformat.h"

#include "site/walltime.h"

#include "widgets/qcustomplotheader.h"
#include "widgets/statuscolours.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMetaMethod>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>

namespace slipway::ui {

namespace {

enum ModelChoice { MnistCnn, Mlp, TorchScriptFile };
enum DataChoice { FashionMnist, Synthetic };

} // namespace

LocalPage::LocalPage(QWidget *parent)
    : QWidget(parent)
    , m_run(new localbridge::LocalRun(this))
{
    auto *title = new QLabel(tr("Local smoke test"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    title->setFont(titleFont);

    auto *intro = new QLabel(tr("Train your model for a few steps on this computer before the "
                                "queue does: does forward work, does the loss fall, does every "
                                "parameter get a gradient, how fast and how big is it, and what "
                                "should you ask the cluster for?"),
                             this);
    intro->setWordWrap(true);

    m_status = new QLabel(tr("LibTorch is opened when this page is first shown."), this);
    m_status->setObjectName(QStringLiteral("libtorchStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_checkButton = new QPushButton(tr("Check LibTorch again"), this);
    m_checkButton->setObjectName(QStringLiteral("checkLibTorchButton"));
    connect(m_checkButton, &QPushButton::clicked, this, &LocalPage::checkLibTorch);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_checkButton);

    auto *columns = new QHBoxLayout;
    columns->addWidget(buildForm(), 0);
    columns->addWidget(buildResults(), 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addLayout(statusRow);
    layout->addLayout(columns, 1);

    m_redraw = new QTimer(this);
    m_redraw->setSingleShot(true);
    m_redraw->setInterval(40); // coalesce redraws: steps can arrive hundreds of times a second
    connect(m_redraw, &QTimer::timeout, this, &LocalPage::redrawPlot);

    connect(m_run, &localbridge::LocalRun::phaseChanged, this,
            [this](localbridge::LocalRun::Phase phase) { onPhase(int(phase)); });
    connect(m_run, &localbridge::LocalRun::stepFinished, this,
            [this](int step, int total, double loss) { onStep(step, total, loss); });
    connect(m_run, &localbridge::LocalRun::finished, this, &LocalPage::onFinished);
    updateFormState();
}

LocalPage::~LocalPage() = default;

QWidget *LocalPage::buildForm()
{
    auto *box = new QGroupBox(tr("What to test"), this);
    auto *form = new QFormLayout(box);

    m_model = new QComboBox(box);
    m_model->setObjectName(QStringLiteral("modelChoice"));
    // Named by what they train on (Data below), so nobody expects handwritten digits.
    m_model->addItem(tr("CNN on Fashion-MNIST (built-in)"));
    m_model->setItemData(0,
                         tr("The small CNN of PyTorch's MNIST example. With Data: Fashion-MNIST "
                            "it learns to tell 10 kinds of clothing apart from Debian's "
                            "dataset-fashion-mnist; with synthetic data it checks that training "
                            "runs at all."),
                         Qt::ToolTipRole);
    m_model->addItem(tr("MLP on Fashion-MNIST (built-in)"));
    m_model->addItem(tr("TorchScript file (.pt)"));
    form->addRow(tr("&Model:"), m_model);

    m_modelPath = new QLineEdit(box);
    m_modelPath->setObjectName(QStringLiteral("modelPath"));
    m_modelPath->setPlaceholderText(tr("saved with torch.jit.script or torch.jit.trace"));
    m_browse = new QPushButton(tr("Browse…"), box);
    m_browse->setObjectName(QStringLiteral("browseModel"));
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_modelPath, 1);
    fileRow->addWidget(m_browse);
    form->addRow(tr("File:"), fileRow);

    m_inputShape = new QLineEdit(QStringLiteral("1x28x28"), box);
    m_inputShape->setObjectName(QStringLiteral("inputShape"));
    m_inputShape->setToolTip(tr("One sample, without the batch dimension: 1x28x28 for a grey "
                                "28x28 image, 3x224x224 for a colour one. Several inputs: "
                                "separate them with commas."));
    form->addRow(tr("&Input shape:"), m_inputShape);

    m_task = new QComboBox(box);
    m_task->setObjectName(QStringLiteral("task"));
    m_task->addItem(tr("Classification"));
    m_task->addItem(tr("Regression"));
    m_classes = new QSpinBox(box);
    m_classes->setObjectName(QStringLiteral("classes"));
    m_classes->setRange(2, 1000000);
    m_classes->setValue(10);
    m_classes->setSuffix(tr(" classes"));
    auto *taskRow = new QHBoxLayout;
    taskRow->addWidget(m_task, 1);
    taskRow->addWidget(m_classes);
    form->addRow(tr("Task:"), taskRow);

    m_data = new QComboBox(box);
    m_data->setObjectName(QStringLiteral("dataChoice"));
    const bool fashion = localbridge::LocalRun::fashionMnistAvailable();
    m_data->addItem(fashion ? tr("Fashion-MNIST (installed)")
                            : tr("Fashion-MNIST (not installed)"));
    m_data->addItem(tr("Synthetic (random)"));
    m_data->setCurrentIndex(fashion ? FashionMnist : Synthetic);
    form->addRow(tr("&Data:"), m_data);

    m_batch = new QSpinBox(box);
    m_batch->setObjectName(QStringLiteral("batchSize"));
    m_batch->setRange(1, 65536);
    m_batch->setValue(64);
    form->addRow(tr("&Batch size:"), m_batch);

    m_steps = new QSpinBox(box);
    m_steps->setObjectName(QStringLiteral("steps"));
    m_steps->setRange(2, 100000);
    m_steps->setValue(50);
    m_steps->setToolTip(tr("Training steps on one fixed batch: a model that can learn at all "
                           "over-fits it, so its loss must fall."));
    form->addRow(tr("&Steps:"), m_steps);

    m_threads = new QSpinBox(box);
    m_threads->setObjectName(QStringLiteral("threads"));
    m_threads->setRange(0, 256);
    m_threads->setSpecialValueText(tr("LibTorch default"));
    form->addRow(tr("T&hreads:"), m_threads);

    auto *estimateTitle = new QLabel(tr("<b>For the estimate of the real run</b>"), box);
    form->addRow(estimateTitle);
    m_datasetSize = new QSpinBox(box);
    m_datasetSize->setObjectName(QStringLiteral("datasetSize"));
    m_datasetSize->setRange(1, 2000000000);
    m_datasetSize->setValue(60000);
    m_datasetSize->setSuffix(tr(" samples"));
    form->addRow(tr("Training set:"), m_datasetSize);
    m_epochs = new QSpinBox(box);
    m_epochs->setObjectName(QStringLiteral("epochs"));
    m_epochs->setRange(1, 100000);
    m_epochs->setValue(10);
    form->addRow(tr("Epochs:"), m_epochs);
    m_gpuFactor = new QDoubleSpinBox(box);
    m_gpuFactor->setObjectName(QStringLiteral("gpuFactor"));
    m_gpuFactor->setRange(1.0, 1000.0);
    m_gpuFactor->setValue(10.0);
    m_gpuFactor->setSuffix(QStringLiteral("×"));
    m_gpuFactor->setToolTip(tr("An assumption, not a measurement: how much faster one GPU is "
                               "than the CPU threads measured here."));
    form->addRow(tr("Assumed GPU speed-up:"), m_gpuFactor);

    m_formError = new QLabel(box);
    m_formError->setObjectName(QStringLiteral("formError"));
    m_formError->setWordWrap(true);
    setStatusTone(m_formError, StatusTone::Error);
    m_formError->hide();
    form->addRow(m_formError);

    m_runButton = new QPushButton(tr("Run"), box);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_runButton->setDefault(true);
    m_cancelButton = new QPushButton(tr("Cancel"), box);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_runButton);
    form->addRow(buttons);

    connect(m_model, &QComboBox::currentIndexChanged, this, &LocalPage::updateFormState);
    connect(m_task, &QComboBox::currentIndexChanged, this, &LocalPage::updateFormState);
    connect(m_data, &QComboBox::currentIndexChanged, this, &LocalPage::updateFormState);
    connect(m_browse, &QPushButton::clicked, this, &LocalPage::chooseFile);
    connect(m_runButton, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancelButton, &QPushButton::clicked, this, &LocalPage::cancel);

    box->setMinimumWidth(360);
    box->setMaximumWidth(440);
    return box;
}

QWidget *LocalPage::buildResults()
{
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);

    m_phase = new QLabel(tr("Choose a model and press Run."), panel);
    m_phase->setObjectName(QStringLiteral("runPhase"));
    m_progress = new QProgressBar(panel);
    m_progress->setObjectName(QStringLiteral("localProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);

    m_plot = new QCustomPlot(panel);
    m_plot->setObjectName(QStringLiteral("lossPlot"));
    m_plot->setMinimumHeight(220);
    m_graph = m_plot->addGraph();
    m_graph->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 2));
    m_plot->xAxis->setLabel(tr("step"));
    m_plot->yAxis->setLabel(tr("loss"));
    followPalette(m_plot);
    m_plot->xAxis->setRange(0, 50);
    m_plot->yAxis->setRange(0, 3);

    m_report = new QPlainTextEdit(panel);
    m_report->setObjectName(QStringLiteral("report"));
    m_report->setAccessibleName(tr("Smoke test report"));
    m_report->setReadOnly(true);
    m_report->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_report->setPlaceholderText(tr("The report appears here when the run ends."));

    // The suggestion as the New run wizard's fields it fills, not as scheduler options.
    m_suggested = new QLabel(panel);
    m_suggested->setObjectName(QStringLiteral("suggestedFields"));
    m_suggested->setWordWrap(true);
    m_suggested->hide();
    m_useButton = new QPushButton(tr("Fill these into a new run"), panel);
    m_useButton->setObjectName(QStringLiteral("useNumbersButton"));
    m_useButton->hide();
    connect(m_useButton, &QPushButton::clicked, this, [this] {
        if (m_lastResult) {
            Q_EMIT useSuggestedResources(
                localbridge::LocalRun::suggestedResources(m_lastResult->report));
        }
    });

    layout->addWidget(m_phase);
    layout->addWidget(m_progress);
    layout->addWidget(m_plot, 2);
    layout->addWidget(m_report, 3);
    layout->addWidget(m_suggested);
    layout->addWidget(m_useButton, 0, Qt::AlignRight);
    return panel;
}

void LocalPage::updateFormState()
{
    const bool file = m_model->currentIndex() == TorchScriptFile;
    const bool running = m_run->isRunning();
    m_modelPath->setEnabled(file && !running);
    m_browse->setEnabled(file && !running);
    m_classes->setEnabled(m_task->currentIndex() == 0 && !running);
    for (QWidget *w : {static_cast<QWidget *>(m_model), static_cast<QWidget *>(m_inputShape),
                       static_cast<QWidget *>(m_task), static_cast<QWidget *>(m_data),
                       static_cast<QWidget *>(m_batch), static_cast<QWidget *>(m_steps),
                       static_cast<QWidget *>(m_threads), static_cast<QWidget *>(m_datasetSize),
                       static_cast<QWidget *>(m_epochs), static_cast<QWidget *>(m_gpuFactor)}) {
        w->setEnabled(!running);
    }
    m_runButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
}

void LocalPage::chooseFile()
{
    // Window-modal and asynchronous: no nested event loop.
    auto *dialog =
        new QFileDialog(this, tr("Choose a TorchScript model"), QDir::homePath(),
                        tr("TorchScript models (*.pt *.pth *.ptc *.zip);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    connect(dialog, &QFileDialog::fileSelected, this,
            [this](const QString &path) { m_modelPath->setText(path); });
    dialog->open();
}

void LocalPage::showFormError(const QString &text)
{
    m_formError->setText(text);
    m_formError->setVisible(!text.isEmpty());
}

bool LocalPage::isBusy() const
{
    return m_checking || m_run->isRunning();
}

bool LocalPage::isRunning() const
{
    return m_run->isRunning();
}

const localbridge::LocalRunResult *LocalPage::lastResult() const
{
    return m_lastResult.get();
}

bool LocalPage::run()
{
    if (m_run->isRunning()) {
        return false;
    }
    local::SmokeTestRequest request;
    switch (m_model->currentIndex()) {
    case MnistCnn:
        request.builtin = local::BuiltinModel::MnistCnn;
        break;
    case Mlp:
        request.builtin = local::BuiltinModel::Mlp;
        break;
    default:
        if (m_modelPath->text().trimmed().isEmpty()) {
            showFormError(tr("Choose the model file first (Browse…), or pick a built-in model."));
            return false;
        }
        request.modelPath = m_modelPath->text().trimmed().toStdString();
        break;
    }
    localbridge::InputShapeParser::Shapes shapes;
    QString error;
    if (!localbridge::InputShapeParser::parse(m_inputShape->text(), shapes, error)) {
        showFormError(error);
        m_inputShape->setFocus();
        return false;
    }
    request.inputShapes = shapes;
    request.task =
        m_task->currentIndex() == 0 ? local::Task::Classification : local::Task::Regression;
    request.classes = m_classes->value();
    if (m_data->currentIndex() == FashionMnist) {
        if (!localbridge::LocalRun::fashionMnistAvailable()) {
            showFormError(tr("Fashion-MNIST is not installed (on Debian: apt install "
                             "dataset-fashion-mnist). Choose synthetic data instead."));
            return false;
        }
        request.data = local::DataSource::FashionMnist;
        request.dataDir = localbridge::LocalRun::defaultFashionMnistDir().toStdString();
    }
    request.batchSize = m_batch->value();
    request.steps = m_steps->value();
    request.threads = m_threads->value();
    request.datasetSize = m_datasetSize->value();
    request.plannedEpochs = m_epochs->value();
    request.cpuToGpuFactor = m_gpuFactor->value();
    showFormError({});

    // Event files for the Plot view, one folder per run.
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    const QString logDir =
        base.isEmpty()
            ? QString()
            : base + QStringLiteral("/local-runs/") +
                  QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));

    m_plotSteps.clear();
    m_losses.clear();
    m_graph->data()->clear();
    m_plot->xAxis->setRange(0, request.steps);
    m_plot->replot();
    m_report->clear();
    m_useButton->hide();
    m_suggested->hide();
    m_progress->setRange(0, 0);
    m_phase->setText(tr("Starting…"));
    m_run->start(request, logDir);
    updateFormState();
    return true;
}

void LocalPage::cancel()
{
    if (m_run->isRunning()) {
        m_run->cancel();
        m_phase->setText(tr("Cancelling…"));
    }
}

void LocalPage::onPhase(int phase)
{
    switch (localbridge::LocalRun::Phase(phase)) {
    case localbridge::LocalRun::Phase::LoadingModule:
        m_phase->setText(tr("Opening LibTorch…"));
        break;
    case localbridge::LocalRun::Phase::LoadingModel:
        m_phase->setText(tr("Loading the model…"));
        break;
    case localbridge::LocalRun::Phase::CheckingForward:
        m_phase->setText(tr("Checking forward() with the input shape…"));
        break;
    case localbridge::LocalRun::Phase::Training:
        m_phase->setText(tr("Training…"));
        break;
    case localbridge::LocalRun::Phase::Evaluating:
        m_phase->setText(tr("Evaluating…"));
        break;
    case localbridge::LocalRun::Phase::Idle:
        break;
    }
}

void LocalPage::onStep(int step, int totalSteps, double loss)
{
    if (m_progress->maximum() != totalSteps) {
        m_progress->setRange(0, totalSteps);
    }
    m_progress->setValue(step);
    m_phase->setText(
        tr("Training: step %1 of %2, loss %3").arg(step).arg(totalSteps).arg(loss, 0, 'f', 4));
    m_plotSteps.append(step);
    m_losses.append(loss);
    if (!m_redraw->isActive()) {
        m_redraw->start();
    }
}

void LocalPage::redrawPlot()
{
    m_graph->setData(m_plotSteps, m_losses, true);
    if (!m_losses.isEmpty()) {
        double high = 0.0;
        double low = m_losses.first();
        for (const double value : std::as_const(m_losses)) {
            high = std::max(high, value);
            low = std::min(low, value);
        }
        m_plot->yAxis->setRange(std::min(0.0, low), high * 1.05 + 1e-6);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void LocalPage::onFinished(const localbridge::LocalRunResult &result)
{
    m_redraw->stop();
    redrawPlot();
    m_lastResult = std::make_unique<localbridge::LocalRunResult>(result);
    m_progress->setRange(0, 1);
    m_progress->setValue(
        result.report.error == local::ErrorKind::None && !result.report.cancelled ? 1 : 0);
    m_report->setPlainText(localbridge::SmokeReportFormat::text(result));
    const auto &report = result.report;
    m_phase->setText(report.cancelled                         ? tr("Cancelled.")
                     : !result.module.isLoaded()              ? tr("LibTorch is unavailable.")
                     : report.error != local::ErrorKind::None ? tr("The smoke test found a "
                                                                   "problem: see the report.")
                     : result.ok()                            ? tr("Passed: the model trains.")
                                   : tr("Finished with problems: see the report."));
    const bool haveEstimate = report.estimate.suggestedWalltimeMinutes > 0;
    const bool someoneListens =
        isSignalConnected(QMetaMethod::fromSignal(&LocalPage::useSuggestedResources));
    m_useButton->setVisible(haveEstimate && someoneListens);
    m_suggested->setVisible(haveEstimate);
    if (haveEstimate) {
        const localbridge::SuggestedResources r = localbridge::LocalRun::suggestedResources(report);
        const QString row = QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>");
        m_suggested->setText(
            tr("<p>Suggested for a run on a cluster: the New run wizard's <i>Resources</i> step "
               "gets</p>") +
            QStringLiteral("<table cellspacing=\"2\">") +
            row.arg(tr("CPUs per task:")).arg(std::max(1, r.cpusPerTask)) +
            row.arg(tr("GPUs per node:")).arg(std::max(0, r.gpus)) +
            row.arg(tr("Memory per node:"), QStringLiteral("%1G").arg(std::max(1, r.memoryGiB))) +
            row.arg(tr("Time limit:"),
                    site::walltime::formatSlurm(qint64(std::max(1, r.walltimeMinutes)) * 60)) +
            QStringLiteral("</table>"));
    }
    updateFormState();
    Q_EMIT runFinished(result.ok());
}

void LocalPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_checkedOnce) {
        m_checkedOnce = true;
        checkLibTorch();
    }
}

void LocalPage::checkLibTorch()
{
    if (m_checking) {
        return;
    }
    m_checking = true;
    m_checkButton->setEnabled(false);
    m_status->setText(tr("Opening LibTorch…"));

    struct Outcome
    {
        localbridge::LocalModuleStatus status;
        bool ok = false;
        QString checkMessage;
    };

    // Both the load and the self-check run on a pool thread; the watcher is parented to this
    // page, so a page that is gone never receives the result.
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher] {
        const Outcome outcome = watcher->result();
        watcher->deleteLater();
        m_checking = false;
        m_checkButton->setEnabled(true);
        if (!outcome.status.isLoaded()) {
            m_status->setText(outcome.status.message);
            m_runButton->setEnabled(false);
            m_runButton->setToolTip(outcome.status.message);
            Q_EMIT checkFinished(false);
            return;
        }
        m_status->setText(outcome.status.message + QLatin1Char(' ') +
                          (outcome.ok ? tr("Self-check passed: %1.") : tr("Self-check FAILED: %1."))
                              .arg(outcome.checkMessage));
        Q_EMIT checkFinished(outcome.ok);
    });
    watcher->setFuture(QtConcurrent::run([] {
        Outcome outcome;
        outcome.status = localbridge::LocalModule::instance().load();
        const localbridge::LocalSelfCheck check = localbridge::LocalModule::instance().selfCheck();
        if (check.ran) {
            outcome.ok = check.ok;
            outcome.checkMessage = check.message;
        }
        return outcome;
    }));
}

} // namespace slipway::ui
