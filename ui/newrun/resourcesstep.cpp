#include "newrun/resourcesstep.h"

#include "compose/shellwords.h"
#include "localbridge/localrunresult.h"
#include "newrun/findingsview.h"
#include "site/walltime.h"
#include "widgets/accessibility.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {

QWidget *withHelp(QWidget *field, const QString &help)
{
    auto *box = new QWidget;
    auto *l = new QVBoxLayout(box);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(2);
    l->addWidget(field);
    field->setAccessibleDescription(help);
    auto *label = new QLabel(help, box);
    label->setWordWrap(true);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    label->setFont(f);
    label->setForegroundRole(QPalette::PlaceholderText);
    l->addWidget(label);
    return box;
}

} // namespace

ResourcesStep::ResourcesStep(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    auto *columns = new QHBoxLayout;
    auto *runBox = new QGroupBox(tr("What to run"), this);
    auto *askBox = new QGroupBox(tr("What to ask the scheduler for"), this);
    columns->addWidget(runBox, 1);
    columns->addWidget(askBox, 1);
    outer->addLayout(columns);
    QWidget *inner = runBox;
    auto *form = new QFormLayout(runBox);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_entry = new QLineEdit(inner);
    m_entry->setObjectName(QStringLiteral("entryEdit"));
    m_entry->setText(QStringLiteral("train.py"));
    QWidget *entryBox =
        withHelp(m_entry, tr("The Python file on the cluster, relative to the working "
                             "folder. It must already be there."));
    m_entryHelp = entryBox->findChild<QLabel *>();
    form->addRow(tr("Training script:"), entryBox);
    m_args = new QLineEdit(inner);
    m_args->setObjectName(QStringLiteral("argsEdit"));
    form->addRow(
        tr("Arguments:"),
        withHelp(m_args, tr("Passed to the script, split at spaces; quote a value with spaces "
                            "(--epochs 10 --name \"my run\").")));
    m_workdir = new QLineEdit(inner);
    m_workdir->setObjectName(QStringLiteral("workdirEdit"));
    m_workdir->setPlaceholderText(tr("your home folder"));
    form->addRow(tr("Working folder:"),
                 withHelp(m_workdir, tr("Where the job starts and its log goes.")));
    m_logdir = new QLineEdit(inner);
    m_logdir->setObjectName(QStringLiteral("logdirEdit"));
    m_logdir->setPlaceholderText(tr("anywhere under the working folder"));
    form->addRow(tr("TensorBoard logs:"),
                 withHelp(m_logdir, tr("Where your script writes event files, relative to the "
                                       "working folder (SummaryWriter() uses runs). Plots on "
                                       "the Runs page shows this folder.")));
    m_tensorBoard = new QCheckBox(tr("Start TensorBoard in the job"), inner);
    m_tensorBoard->setObjectName(QStringLiteral("tensorboardCheck"));
    m_tensorBoardSetup = new QLineEdit(inner);
    m_tensorBoardSetup->setObjectName(QStringLiteral("tensorboardSetupEdit"));
    m_tensorBoardSetup->setPlaceholderText(tr("e.g. module load TensorBoard"));
    m_tensorBoardSetup->setEnabled(false);
    form->addRow(QString(),
                 withHelp(m_tensorBoard, tr("On the job's node, for the logs folder, as the "
                                            "centres recommend; Runs → TensorBoard forwards it "
                                            "to your computer while the job runs.")));
    form->addRow(tr("TensorBoard from:"),
                 withHelp(m_tensorBoardSetup, tr("A command that makes tensorboard available "
                                                 "in the job, if the environment lacks it.")));
    connect(m_tensorBoard, &QCheckBox::toggled, m_tensorBoardSetup, &QWidget::setEnabled);
    m_jobName = new QLineEdit(inner);
    m_jobName->setObjectName(QStringLiteral("jobNameEdit"));
    m_jobName->setText(QStringLiteral("train"));
    connect(m_jobName, &QLineEdit::textEdited, this, [this] { m_jobNameTyped = true; });
    form->addRow(tr("Job name:"), withHelp(m_jobName, tr("How the job shows in the queue.")));
    nameFieldsAfterLabels(form);

    inner = askBox;
    form = new QFormLayout(askBox);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_partition = new QComboBox(inner);
    m_partition->setObjectName(QStringLiteral("partitionCombo"));
    form->addRow(tr("Partition:"),
                 withHelp(m_partition, tr("The group of nodes the job runs on: GPU nodes, CPU "
                                          "nodes, or a short debug queue.")));
    m_nodes = new QSpinBox(inner);
    m_nodes->setObjectName(QStringLiteral("nodesSpin"));
    m_nodes->setRange(1, 10000);
    form->addRow(tr("Nodes:"), withHelp(m_nodes, tr("Whole computers. Start with 1; more only "
                                                    "for distributed training.")));
    m_gpus = new QSpinBox(inner);
    m_gpus->setObjectName(QStringLiteral("gpusSpin"));
    m_gpus->setRange(0, 16);
    form->addRow(tr("GPUs per node:"),
                 withHelp(m_gpus, tr("0 runs on CPUs. A small model is often faster on CPUs.")));
    m_cpus = new QSpinBox(inner);
    m_cpus->setObjectName(QStringLiteral("cpusSpin"));
    m_cpus->setRange(1, 1024);
    form->addRow(tr("CPUs per task:"),
                 withHelp(m_cpus, tr("CPU cores for each process; also the DataLoader's "
                                     "num_workers.")));
    m_mem = new QLineEdit(inner);
    m_mem->setObjectName(QStringLiteral("memEdit"));
    form->addRow(tr("Memory per node:"),
                 withHelp(m_mem, tr("With a unit: 8G, 32000M. Empty takes the site's "
                                    "default.")));
    m_time = new QLineEdit(inner);
    m_time->setObjectName(QStringLiteral("timeEdit"));
    form->addRow(tr("Time limit:"),
                 withHelp(m_time, tr("HH:MM:SS or D-HH:MM:SS. The job is stopped when it runs "
                                     "out; shorter jobs usually start sooner.")));
    m_resumable = new QCheckBox(tr("Resume after a requeue"), inner);
    m_resumable->setObjectName(QStringLiteral("resumableCheck"));
    form->addRow(QString(),
                 withHelp(m_resumable, tr("If the cluster stops the job (time limit, "
                                          "preemption, a failed node), it is queued again and "
                                          "your script is told the newest checkpoint in "
                                          "checkpoints/ (SLIPWAY_RESUME_FROM). Your script "
                                          "must save checkpoints there; the examples show how.")));
    m_account = new QLineEdit(inner);
    m_account->setObjectName(QStringLiteral("accountEdit"));
    form->addRow(tr("Account:"), withHelp(m_account, tr("The project the time is billed to.")));
    nameFieldsAfterLabels(form);

    m_findings = new FindingsView({}, this);
    m_findings->setObjectName(QStringLiteral("resourcesFindings"));
    outer->addWidget(m_findings);
    outer->addStretch(1);

    const auto emitChanged = [this] {
        if (!m_loading) {
            Q_EMIT changed();
        }
    };
    connect(m_tensorBoard, &QCheckBox::toggled, this, emitChanged);
    connect(m_resumable, &QCheckBox::toggled, this, emitChanged);
    for (QLineEdit *e : {m_jobName, m_entry, m_args, m_workdir, m_logdir, m_tensorBoardSetup, m_mem,
                         m_time, m_account}) {
        connect(e, &QLineEdit::textChanged, this, emitChanged);
    }
    for (QSpinBox *s : {m_nodes, m_gpus, m_cpus}) {
        connect(s, &QSpinBox::valueChanged, this, emitChanged);
    }
    connect(m_partition, &QComboBox::currentIndexChanged, this, [this, emitChanged] {
        onPartitionChanged();
        emitChanged();
    });
}

// A partition's purpose from its profile ("gpu", "debug"), said plainly.
QString ResourcesStep::purposeName(const QString &purpose)
{
    if (purpose == QLatin1String("gpu")) {
        return tr("for GPU jobs");
    }
    if (purpose == QLatin1String("cpu")) {
        return tr("for CPU jobs");
    }
    if (purpose == QLatin1String("debug")) {
        return tr("for short tests");
    }
    if (purpose == QLatin1String("interactive")) {
        return tr("for interactive work");
    }
    if (purpose == QLatin1String("preemptable")) {
        //: a partition whose jobs may be stopped to make room for others
        return tr("jobs may be stopped early");
    }
    return purpose;
}

void ResourcesStep::setProfile(const site::SiteProfile &profile)
{
    m_loading = true;
    m_profile = profile;
    m_partition->clear();
    for (const site::Partition &p : profile.partitions) {
        QString text = p.name;
        if (!p.purpose.isEmpty()) {
            text +=
                QStringLiteral("  (%1%2)")
                    .arg(purposeName(p.purpose),
                         p.gpu ? QStringLiteral(", %1× %2").arg(p.gpu->perNode).arg(p.gpu->model)
                               : QString());
        }
        m_partition->addItem(text, p.name);
    }
    m_partition->setEnabled(!profile.partitions.isEmpty());
    if (const site::Partition *d = profile.defaultPartition()) {
        m_partition->setCurrentIndex(m_partition->findData(d->name));
    }
    m_nodes->setValue(1);
    m_gpus->setValue(std::max(0, profile.defaultGpusPerNode));
    m_cpus->setValue(std::max(1, profile.defaultCpusPerTask));
    m_mem->setText(profile.defaultMem);
    m_time->setText(profile.defaultTime > 0 ? site::walltime::formatSlurm(profile.defaultTime)
                                            : QString());
    m_account->clear();
    m_account->setPlaceholderText(profile.accountFormatHint);
    onPartitionChanged();
    m_loading = false;
    Q_EMIT changed();
}

void ResourcesStep::onPartitionChanged()
{
    const site::Partition *p = m_profile.partition(m_partition->currentData().toString());
    m_gpus->setMaximum(p && p->gpu && p->gpu->perNode > 0 ? p->gpu->perNode : 16);
    if (p && p->maxNodes > 0) {
        m_nodes->setMaximum(p->maxNodes);
    } else {
        m_nodes->setMaximum(10000);
    }
}

void ResourcesStep::fill(compose::JobSpec *spec) const
{
    spec->jobName = m_jobName->text().trimmed();
    spec->entry = m_entry->text().trimmed();
    spec->args = compose::shellwords::splitArguments(m_args->text());
    spec->workdir = m_workdir->text().trimmed();
    spec->logdir = m_logdir->text().trimmed();
    spec->tensorboard = m_tensorBoard->isChecked();
    spec->tensorboardSetup = spec->tensorboard ? m_tensorBoardSetup->text().trimmed() : QString();
    spec->partition = m_partition->currentData().toString();
    spec->nodes = m_nodes->value();
    spec->gpusPerNode = m_gpus->value();
    spec->cpusPerTask = m_cpus->value();
    spec->mem = m_mem->text().trimmed();
    spec->time = m_time->text().trimmed();
    spec->account = m_account->text().trimmed();
    spec->resumable = m_resumable->isChecked();
}

void ResourcesStep::setFindings(const compose::Findings &findings)
{
    m_findings->setFindings(findings);
}

void ResourcesStep::applySuggested(const localbridge::SuggestedResources &resources)
{
    m_loading = true;
    m_cpus->setValue(std::max(1, resources.cpusPerTask));
    if (resources.gpus > m_gpus->maximum()) {
        m_gpus->setMaximum(resources.gpus); // the composer then says the partition has fewer
    }
    m_gpus->setValue(std::max(0, resources.gpus));
    m_mem->setText(QStringLiteral("%1G").arg(std::max(1, resources.memoryGiB)));
    m_time->setText(
        site::walltime::formatSlurm(qint64(std::max(1, resources.walltimeMinutes)) * 60));
    m_loading = false;
    Q_EMIT changed();
}

void ResourcesStep::applyMeasured(const QString &time, const QString &mem)
{
    m_loading = true;
    if (!time.isEmpty()) {
        m_time->setText(time);
    }
    if (!mem.isEmpty()) {
        m_mem->setText(mem);
    }
    m_loading = false;
    Q_EMIT changed();
}

void ResourcesStep::showProject(bool fromProject, const QString &entry, const QString &args,
                                const QString &jobName, const QString &logdir)
{
    m_loading = true;
    m_entry->setReadOnly(fromProject);
    m_args->setReadOnly(fromProject);
    if (fromProject) {
        m_entry->setText(entry);
        m_args->setText(args);
    }
    if (m_entryHelp) {
        m_entryHelp->setText(
            fromProject ? tr("Chosen in step 1 (What). Slipway copies it to the cluster with the "
                             "rest of the project when you submit.")
                        : tr("The Python file on the cluster, relative to the working folder. It "
                             "must already be there."));
    }
    if (!m_jobNameTyped && !jobName.isEmpty()) {
        m_jobName->setText(jobName);
    }
    if (m_logdir->text().isEmpty() && !logdir.isEmpty()) {
        m_logdir->setText(logdir);
    }
    m_loading = false;
}

} // namespace slipway::ui
