#pragma once

#include "localbridge/localrunresult.h"

#include <QVector>
#include <QWidget>

class QComboBox;
class QCPGraph;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace slipway::localbridge {
class LocalRun;
} // namespace slipway::localbridge

namespace slipway::ui {

// Local smoke tests: choose a built-in model or a TorchScript file, the input shape, task,
// data, batch size, steps and threads; Run trains on a worker thread and shows the live loss,
// then the report (forward, loss trend, gradients, speed, memory, and what to ask the cluster
// for). LibTorch is opened in the background the first time the page is shown.
class LocalPage final : public QWidget
{
    Q_OBJECT

public:
    explicit LocalPage(QWidget *parent = nullptr);
    ~LocalPage() override;

    // Starts loading the module in the background unless it is loaded or loading already.
    void checkLibTorch();

    // True while the module is being loaded or checked, or a run is going.
    bool isBusy() const;
    bool isRunning() const;

    // Starts a run with the values in the form; false (with the reason shown next to the form)
    // when the form does not make a valid request. Nothing typed is lost either way.
    bool run();
    void cancel();

    // The values of the last finished run, or nullptr before one.
    const localbridge::LocalRunResult *lastResult() const;

Q_SIGNALS:
    void checkFinished(bool ok);
    void runFinished(bool ok);
    // "Use these numbers": the suggested resources for the New run wizard. The button only
    // appears when something is connected to this signal.
    void useSuggestedResources(const slipway::localbridge::SuggestedResources &resources);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildForm();
    QWidget *buildResults();
    void updateFormState();
    void chooseFile();
    void showFormError(const QString &text);
    void onPhase(int phase);
    void onStep(int step, int totalSteps, double loss);
    void onFinished(const localbridge::LocalRunResult &result);
    void redrawPlot();

    // LibTorch status
    QLabel *m_status = nullptr;
    QPushButton *m_checkButton = nullptr;
    bool m_checking = false;
    bool m_checkedOnce = false;

    // The form
    QComboBox *m_model = nullptr;
    QLineEdit *m_modelPath = nullptr;
    QPushButton *m_browse = nullptr;
    QLineEdit *m_inputShape = nullptr;
    QComboBox *m_task = nullptr;
    QSpinBox *m_classes = nullptr;
    QComboBox *m_data = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_steps = nullptr;
    QSpinBox *m_threads = nullptr;
    QSpinBox *m_datasetSize = nullptr;
    QSpinBox *m_epochs = nullptr;
    QDoubleSpinBox *m_gpuFactor = nullptr;
    QLabel *m_formError = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;

    // The results
    QLabel *m_phase = nullptr;
    QProgressBar *m_progress = nullptr;
    QCustomPlot *m_plot = nullptr;
    QCPGraph *m_graph = nullptr;
    QTimer *m_redraw = nullptr;
    QVector<double> m_plotSteps;
    QVector<double> m_losses;
    QPlainTextEdit *m_report = nullptr;
    QPushButton *m_useButton = nullptr;
    QLabel *m_suggested = nullptr;

    localbridge::LocalRun *m_run = nullptr;
    std::unique_ptr<localbridge::LocalRunResult> m_lastResult;
};

} // namespace slipway::ui
