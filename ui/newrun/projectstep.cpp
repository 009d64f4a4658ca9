#include "newrun/projectstep.h"

#include "compose/shellwords.h"
#include "project/projectscanner.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace slipway::ui {

namespace {

// The .py files of a folder, at most three levels deep and 500 of them, skipping hidden
// folders, virtual environments and caches (which hold thousands of files nobody runs).
QStringList pythonFiles(const QString &folder)
{
    QStringList out;
    const QDir root(folder);
    QDirIterator it(folder, {QStringLiteral("*.py")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext() && out.size() < 500) {
        const QString rel = root.relativeFilePath(it.next());
        const QStringList parts = rel.split(QLatin1Char('/'));
        bool skip = parts.size() > 3;
        for (qsizetype i = 0; i + 1 < parts.size() && !skip; ++i) {
            skip = parts[i].startsWith(QLatin1Char('.')) || parts[i] == QLatin1String("venv") ||
                   parts[i] == QLatin1String("__pycache__") ||
                   parts[i] == QLatin1String("site-packages");
        }
        if (!skip) {
            out << rel;
        }
    }
    // Likely entry points first: train*.py and main.py near the top.
    std::sort(out.begin(), out.end(), [](const QString &a, const QString &b) {
        const auto rank = [](const QString &p) {
            const QString name = p.section(QLatin1Char('/'), -1);
            return int(p.count(QLatin1Char('/'))) * 2 +
                   (name.startsWith(QLatin1String("train")) || name == QLatin1String("main.py")
                        ? 0
                        : 1);
        };
        return rank(a) != rank(b) ? rank(a) < rank(b) : a < b;
    });
    return out;
}

} // namespace

ProjectStep::ProjectStep(QWidget *parent)
    : QWidget(parent)
    , m_gallery(project::ExampleGallery::all())
{
    auto *layout = new QVBoxLayout(this);
    m_fromExample = new QRadioButton(tr("An example from the gallery"), this);
    m_fromExample->setObjectName(QStringLiteral("sourceExample"));
    m_fromFolder = new QRadioButton(tr("A folder on this computer"), this);
    m_fromFolder->setObjectName(QStringLiteral("sourceFolder"));
    m_onCluster = new QRadioButton(tr("A script that is already on the cluster"), this);
    m_onCluster->setObjectName(QStringLiteral("sourceCluster"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_fromExample);
    group->addButton(m_fromFolder);
    group->addButton(m_onCluster);

    layout->addWidget(m_fromExample);
    layout->addWidget(buildExamplePane(), 1);
    // Data sets and archives onto the cluster (docs/fetch.md).
    layout->addWidget(buildDataRow());
    layout->addWidget(m_fromFolder);
    layout->addWidget(buildFolderPane());
    layout->addWidget(m_onCluster);
    layout->addLayout(buildDownloadRow());
    connectControls(group);

    m_fromExample->setChecked(true);
    if (m_examples->count() > 0) {
        m_examples->setCurrentRow(0);
    }
    updateVisibility();
}

QWidget *ProjectStep::buildExamplePane()
{
    m_examplePane = new QWidget(this);
    auto *el = new QHBoxLayout(m_examplePane);
    el->setContentsMargins(24, 0, 0, 0);
    m_examples = new QListWidget(m_examplePane);
    m_examples->setObjectName(QStringLiteral("exampleList"));
    m_examples->setAccessibleName(tr("Examples"));
    for (const project::Example &e : std::as_const(m_gallery)) {
        auto *item = new QListWidgetItem(e.title, m_examples);
        item->setData(Qt::UserRole, e.name);
        item->setToolTip(e.name);
    }
    m_examples->setMaximumWidth(320);
    el->addWidget(m_examples);
    m_exampleDetails = new QTextBrowser(m_examplePane);
    m_exampleDetails->setObjectName(QStringLiteral("exampleDetails"));
    m_exampleDetails->setAccessibleName(tr("About the chosen example"));
    el->addWidget(m_exampleDetails, 1);
    return m_examplePane;
}

QWidget *ProjectStep::buildDataRow()
{
    m_dataRow = new QWidget(this);
    auto *dl = new QHBoxLayout(m_dataRow);
    dl->setContentsMargins(24, 0, 0, 0);
    auto *getData = new QPushButton(tr("Get Fashion-MNIST onto the cluster…"), m_dataRow);
    getData->setObjectName(QStringLiteral("getFashionMnistButton"));
    m_dataStatus =
        new QLabel(tr("Without it the example trains on synthetic pictures."), m_dataRow);
    m_dataStatus->setObjectName(QStringLiteral("dataFolderLabel"));
    m_dataStatus->setWordWrap(true);
    dl->addWidget(getData);
    dl->addWidget(m_dataStatus, 1);
    connect(getData, &QPushButton::clicked, this, &ProjectStep::getDataRequested);
    return m_dataRow;
}

QWidget *ProjectStep::buildFolderPane()
{
    m_folderPane = new QWidget(this);
    auto *form = new QFormLayout(m_folderPane);
    form->setContentsMargins(24, 0, 0, 0);
    auto *folderRow = new QHBoxLayout;
    m_folder = new QLineEdit(m_folderPane);
    m_folder->setObjectName(QStringLiteral("projectFolderEdit"));
    m_folder->setAccessibleName(tr("Project folder"));
    m_folder->setPlaceholderText(tr("the folder with your training code"));
    auto *browse = new QPushButton(tr("Choose…"), m_folderPane);
    browse->setObjectName(QStringLiteral("projectFolderButton"));
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    form->addRow(tr("Folder:"), folderRow);
    m_entry = new QComboBox(m_folderPane);
    m_entry->setObjectName(QStringLiteral("projectEntryCombo"));
    m_entry->setEditable(true);
    form->addRow(tr("Training script:"), m_entry);
    m_args = new QLineEdit(m_folderPane);
    m_args->setObjectName(QStringLiteral("projectArgsEdit"));
    m_args->setPlaceholderText(tr("--epochs 10 --lr 0.01"));
    form->addRow(tr("Arguments:"), m_args);
    m_folderStatus = new QLabel(m_folderPane);
    m_folderStatus->setObjectName(QStringLiteral("projectFolderStatus"));
    m_folderStatus->setWordWrap(true);
    form->addRow(QString(), m_folderStatus);
    m_maxFileMb = new QSpinBox(m_folderPane);
    m_maxFileMb->setObjectName(QStringLiteral("projectMaxFileSize"));
    m_maxFileMb->setRange(1, 100000);
    m_maxFileMb->setSuffix(tr(" MB"));
    m_maxFileMb->setMaximumWidth(140);
    m_maxFileMb->setValue(int(project::ScanOptions::kDefaultMaxFileBytes / (1024 * 1024)));
    m_maxFileMb->setToolTip(tr("A file larger than this stops the upload with a message that "
                               "names it. Data sets and checkpoints belong in your scratch or "
                               "workspace folder, not in the project."));
    form->addRow(tr("Largest file to send:"), m_maxFileMb);
    m_gitCommitted = new QCheckBox(tr("Send only what git has committed"), m_folderPane);
    m_gitCommitted->setObjectName(QStringLiteral("projectGitCommitted"));
    m_gitCommitted->setToolTip(tr("For a git working tree: send the last commit, so the run "
                                  "records exactly which code ran. Uncommitted changes are "
                                  "left out, and Slipway says how many there are."));
    form->addRow(QString(), m_gitCommitted);
    auto *note = new QLabel(tr("The folder is sent to the cluster when you submit: only files "
                               "that changed since the last time, without what .gitignore or "
                               ".slipwayignore leave out and without files over the size above "
                               "(data sets and checkpoints belong in your scratch or workspace "
                               "folder)."),
                            m_folderPane);
    note->setWordWrap(true);
    form->addRow(QString(), note);
    connect(browse, &QPushButton::clicked, this, [this] {
        auto *dialog =
            new QFileDialog(this, tr("The folder with your training code"), m_folder->text());
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QFileDialog::fileSelected, this,
                [this](const QString &dir) { m_folder->setText(dir); });
        dialog->open();
    });
    return m_folderPane;
}

QHBoxLayout *ProjectStep::buildDownloadRow()
{
    auto *download = new QPushButton(tr("Download to the cluster…"), this);
    download->setObjectName(QStringLiteral("downloadToClusterButton"));
    download->setToolTip(tr("Put an archive (zip, tar.gz) from a web address into a folder on "
                            "the cluster"));
    auto *downloadRow = new QHBoxLayout;
    downloadRow->addWidget(download);
    downloadRow->addStretch(1);
    connect(download, &QPushButton::clicked, this, &ProjectStep::downloadRequested);
    return downloadRow;
}

void ProjectStep::connectControls(QButtonGroup *group)
{
    connect(group, &QButtonGroup::buttonToggled, this, [this](QAbstractButton *, bool on) {
        if (on) {
            updateVisibility();
            if (m_fromExample->isChecked()) {
                showExample();
            }
            Q_EMIT changed();
        }
    });
    connect(m_examples, &QListWidget::currentRowChanged, this, [this] {
        showExample();
        Q_EMIT changed();
    });
    connect(m_folder, &QLineEdit::textChanged, this, &ProjectStep::listScripts);
    connect(&m_scripts, &QFutureWatcher<QStringList>::finished, this, [this] {
        const QStringList files = m_scripts.result();
        const QString typed = m_entry->currentText();
        m_entry->clear();
        m_entry->addItems(files);
        if (!typed.isEmpty() && files.contains(typed)) {
            m_entry->setCurrentText(typed);
        }
        m_folderStatus->setText(files.isEmpty()
                                    ? tr("No Python files in this folder.")
                                    : tr("%n Python file(s).", nullptr, int(files.size())));
        Q_EMIT changed();
    });
    connect(m_entry, &QComboBox::currentTextChanged, this, &ProjectStep::changed);
    connect(m_args, &QLineEdit::textChanged, this, &ProjectStep::changed);
    connect(m_maxFileMb, &QSpinBox::valueChanged, this, &ProjectStep::changed);
    connect(m_gitCommitted, &QCheckBox::toggled, this, &ProjectStep::changed);
}

ProjectStep::Source ProjectStep::source() const
{
    if (m_fromExample->isChecked()) {
        return Source::Example;
    }
    return m_fromFolder->isChecked() ? Source::Folder : Source::OnCluster;
}

std::optional<project::Example> ProjectStep::example() const
{
    const int row = m_examples->currentRow();
    if (source() != Source::Example || row < 0 || row >= m_gallery.size()) {
        return std::nullopt;
    }
    return m_gallery.at(row);
}

QString ProjectStep::exampleFolder(const QString &name)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
           QStringLiteral("/examples/") + name;
}

qint64 ProjectStep::maxFileBytes() const
{
    if (source() != Source::Folder) {
        return project::ScanOptions::kDefaultMaxFileBytes;
    }
    return qint64(m_maxFileMb->value()) * 1024 * 1024;
}

bool ProjectStep::gitCommitted() const
{
    return source() == Source::Folder && m_gitCommitted->isChecked();
}

QString ProjectStep::folder() const
{
    switch (source()) {
    case Source::Example:
        if (const auto e = example()) {
            return exampleFolder(e->folder);
        }
        return {};
    case Source::Folder:
        return m_folder->text().trimmed();
    case Source::OnCluster:
        break;
    }
    return {};
}

QString ProjectStep::entry() const
{
    if (const auto e = example()) {
        return e->entry;
    }
    return source() == Source::Folder ? m_entry->currentText().trimmed() : QString();
}

void ProjectStep::setDataFolder(const QString &folder)
{
    m_dataFolder = folder;
    m_dataStatus->setText(
        folder.isEmpty() ? tr("Without it the example trains on synthetic pictures.")
                         : tr("On the cluster in %1; the example reads it (--data).").arg(folder));
    Q_EMIT changed();
}

QStringList ProjectStep::args() const
{
    if (const auto e = example()) {
        QStringList args = e->args;
        if (!m_dataFolder.isEmpty() && e->data.contains(QLatin1String("--data"))) {
            args << QStringLiteral("--data") << m_dataFolder;
        }
        return args;
    }
    if (source() != Source::Folder) {
        return {};
    }
    // As on the Resources step: read as a shell reads a line ("my run" is one argument).
    return compose::shellwords::splitArguments(m_args->text());
}

bool ProjectStep::prepareFolder(QString *error)
{
    const auto e = example();
    if (!e) {
        return true;
    }
    return project::ExampleGallery::writeTo(*e, exampleFolder(e->folder), error);
}

void ProjectStep::updateVisibility()
{
    m_examplePane->setEnabled(m_fromExample->isChecked());
    const auto e = example();
    m_dataRow->setVisible(e && e->data.contains(QLatin1String("Fashion-MNIST")));
    m_folderPane->setEnabled(m_fromFolder->isChecked());
}

void ProjectStep::showExample()
{
    const auto e = example();
    m_dataRow->setVisible(e && e->data.contains(QLatin1String("Fashion-MNIST")));
    if (!e) {
        m_exampleDetails->clear();
        return;
    }
    const QJsonObject r = e->resources;
    m_exampleDetails->setHtml(
        //: %4 is "2 nodes", %5 "1 GPU per node", %6 "4 CPUs per task"
        tr("<h3>%1</h3><p>%2</p><p><b>Parallelism:</b> %3<br><b>Needs:</b> %4, %5, %6, %7 "
           "memory, %8</p><p><b>Data:</b> %9</p>"
           "<p>Writes TensorBoard event files into <tt>%10/</tt> and a checkpoint it resumes "
           "from.</p>")
            .arg(e->title.toHtmlEscaped(), e->description.toHtmlEscaped(),
                 e->parallelism.toHtmlEscaped())
            .arg(tr("%n node(s)", nullptr, r.value(QStringLiteral("nodes")).toInt(1)),
                 tr("%n GPU(s) per node", nullptr,
                    r.value(QStringLiteral("gpus_per_node")).toInt(0)),
                 tr("%n CPU(s) per task", nullptr,
                    r.value(QStringLiteral("cpus_per_task")).toInt(1)))
            .arg(r.value(QStringLiteral("mem")).toString().toHtmlEscaped(),
                 r.value(QStringLiteral("time")).toString().toHtmlEscaped(),
                 e->data.toHtmlEscaped(), e->logdir.toHtmlEscaped()));
    Q_EMIT exampleChosen(*e);
}

void ProjectStep::listScripts()
{
    const QString folder = m_folder->text().trimmed();
    if (folder.isEmpty() || !QDir(folder).exists()) {
        m_entry->clear();
        m_folderStatus->setText(folder.isEmpty() ? QString()
                                                 : tr("There is no folder %1.").arg(folder));
        Q_EMIT changed();
        return;
    }
    m_folderStatus->setText(tr("Looking for Python files…"));
    m_scripts.setFuture(QtConcurrent::run(pythonFiles, folder));
}

} // namespace slipway::ui
