#include "newrun/parallelismstep.h"

#include "compose/resolvedjob.h"
#include "newrun/findingsview.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace slipway::ui {

QString ParallelismStep::explanation(const QString &p)
{
    if (p == QLatin1String("cpu")) {
        return tr("One process on one CPU core. Right for a first test and for small models.");
    }
    if (p == QLatin1String("multi-cpu")) {
        return tr("One process that uses several CPU cores: torch's intra-op threads and "
                  "OMP_NUM_THREADS are set to the CPUs per task. Good for small models, which "
                  "often train as fast on CPUs as on a GPU.");
    }
    if (p == QLatin1String("gpu")) {
        return tr("One process on one GPU. Your script moves the model and data to 'cuda'.");
    }
    if (p == QLatin1String("data-parallel")) {
        return tr("torch.nn.DataParallel: one process drives all GPUs of one node. Easy to add "
                  "to a script, but slower than DDP; one node only.");
    }
    if (p == QLatin1String("ddp-srun")) {
        return tr("DistributedDataParallel started by srun: one process (task) per GPU, so "
                  "tasks per node = GPUs per node. Slurm sets RANK, LOCAL_RANK and WORLD_SIZE; "
                  "MASTER_ADDR is the first node. The usual way to use several GPUs or nodes.");
    }
    if (p == QLatin1String("ddp-torchrun")) {
        return tr("DistributedDataParallel started by torchrun: one task per node, and torchrun "
                  "starts one process per GPU on it (--nproc-per-node), meeting on the first "
                  "node (c10d rendezvous).");
    }
    if (p == QLatin1String("horovod")) {
        return tr("Horovod: one process per GPU, started by the site's MPI launcher. Only if "
                  "your script already uses Horovod.");
    }
    if (p == QLatin1String("model-parallel")) {
        return tr("The model is split over the GPUs of one node, in one process. Only for "
                  "models too big for one GPU: plain model parallelism gives no speed-up.");
    }
    if (p == QLatin1String("pipeline")) {
        return tr("Pipeline parallelism: the model's stages on different GPUs with "
                  "micro-batches, in one process. For very large models.");
    }
    return {};
}

ParallelismStep::ParallelismStep(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("parallelismCombo"));
    const QStringList titles = {tr("One CPU"),
                                tr("Several CPUs (threads)"),
                                tr("One GPU"),
                                tr("DataParallel (GPUs of one node)"),
                                tr("DDP, started by srun"),
                                tr("DDP, started by torchrun"),
                                tr("Horovod"),
                                tr("Model parallel"),
                                tr("Pipeline")};
    const QStringList names = {QStringLiteral("cpu"),      QStringLiteral("multi-cpu"),
                               QStringLiteral("gpu"),      QStringLiteral("data-parallel"),
                               QStringLiteral("ddp-srun"), QStringLiteral("ddp-torchrun"),
                               QStringLiteral("horovod"),  QStringLiteral("model-parallel"),
                               QStringLiteral("pipeline")};
    for (int i = 0; i < names.size(); ++i) {
        m_mode->addItem(titles.at(i), names.at(i));
    }
    form->addRow(tr("How the work is spread:"), m_mode);
    layout->addLayout(form);
    m_help = new QLabel(this);
    m_help->setObjectName(QStringLiteral("parallelismHelp"));
    m_help->setWordWrap(true);
    m_help->setContentsMargins(8, 0, 0, 8);
    layout->addWidget(m_help);
    form = new QFormLayout;
    m_tasks = new QSpinBox(this);
    m_tasks->setObjectName(QStringLiteral("tasksSpin"));
    m_tasks->setRange(0, 256);
    m_tasks->setSpecialValueText(tr("Automatic"));
    form->addRow(tr("Tasks per node:"), m_tasks);
    layout->addLayout(form);
    m_tasksHelp = new QLabel(this);
    m_tasksHelp->setObjectName(QStringLiteral("tasksHelp"));
    m_tasksHelp->setWordWrap(true);
    m_tasksHelp->setContentsMargins(8, 0, 0, 8);
    layout->addWidget(m_tasksHelp);
    m_findings = new FindingsView({}, this);
    m_findings->setObjectName(QStringLiteral("parallelismFindings"));
    layout->addWidget(m_findings);
    // Everything hangs from the top: a findings list that grows moves nothing above it.
    layout->addStretch(1);
    m_layout = layout;

    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        m_help->setText(explanation(m_mode->currentData().toString()));
        Q_EMIT changed();
    });
    connect(m_tasks, &QSpinBox::valueChanged, this, &ParallelismStep::changed);
    m_help->setText(explanation(m_mode->currentData().toString()));
}

void ParallelismStep::setProfile(const site::SiteProfile &profile)
{
    const int i = m_mode->findData(
        profile.defaultParallelism.isEmpty() ? QStringLiteral("cpu") : profile.defaultParallelism);
    m_mode->setCurrentIndex(std::max(0, i));
    m_tasks->setValue(0);
}

void ParallelismStep::fill(compose::JobSpec *spec) const
{
    spec->parallelism = m_mode->currentData().toString();
    spec->tasksPerNode = m_tasks->value();
}

void ParallelismStep::addAboveFindings(QWidget *widget)
{
    m_layout->insertWidget(m_layout->indexOf(m_findings), widget);
}

void ParallelismStep::setFindings(const compose::Findings &findings, int derivedTasksPerNode)
{
    m_findings->setFindings(findings);
    const QString what =
        tr("A task is one process that Slurm (or the site's launcher) starts on each node. "
           "For DDP through srun it must equal the GPUs per node, one process per GPU; for "
           "torchrun it is 1, and torchrun starts the GPU processes itself.");
    QString now;
    if (derivedTasksPerNode > 0) {
        now = tr("Automatic works it out from the choice above: %n task(s) per node now.", nullptr,
                 derivedTasksPerNode);
    } else {
        // No script could be put together, so there is no number to show: say why, briefly
        // (the problem itself is shown in full where it is).
        const bool sweepRefused =
            std::any_of(findings.cbegin(), findings.cend(), [](const compose::Finding &f) {
                return f.severity == compose::Finding::Severity::Blocking &&
                       f.field == QLatin1String("sweep");
            });
        now = sweepRefused ? tr("Automatic works it out once the sweep below is accepted.")
                           : tr("Automatic works it out once the problems listed below are "
                                "fixed.");
    }
    // The changing sentence on a line of its own: the explanation above it keeps its lines, so
    // the sweep field below does not move when the number gives way to a reason.
    m_tasksHelp->setText(what + QLatin1Char('\n') + now);
}

void ParallelismStep::select(const QString &parallelism)
{
    const int i = m_mode->findData(parallelism);
    if (i >= 0) {
        m_mode->setCurrentIndex(i);
    }
}

} // namespace slipway::ui
