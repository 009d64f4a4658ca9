#include "runs/resultsdialog.h"

#include "common/commandrunner.h"
#include "common/settings.h"
#include "project/projectscanner.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUrl>
#include <QVBoxLayout>

namespace slipway::ui {

ResultsDialog::ResultsDialog(const runs::RunRecord &run, const QString &runLabel,
                             CommandRunner *runner, Settings *settings, QWidget *parent)
    : QDialog(parent)
    , m_run(run)
    , m_runner(runner)
    , m_settings(settings)
{
    setObjectName(QStringLiteral("resultsDialog"));
    setWindowTitle(tr("Download results of %1").arg(runLabel));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Copies the files this run wrote on the cluster (checkpoints, CSV files, plots, event "
           "files, logs) into a folder on this computer. Your project's own files are left "
           "out. Downloading again later only brings what is new or has grown."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    auto *from = new QLabel(run.host + QLatin1Char(':') + remoteFolder(run), this);
    from->setObjectName(QStringLiteral("resultsFrom"));
    from->setTextFormat(Qt::PlainText);
    from->setTextInteractionFlags(Qt::TextSelectableByMouse);
    from->setWordWrap(true);
    form->addRow(tr("From the cluster:"), from);
    auto *row = new QHBoxLayout;
    m_folder = new QLineEdit(this);
    m_folder->setObjectName(QStringLiteral("resultsFolder"));
    const QString remembered = m_settings ? m_settings->resultsFolder(runKey()) : QString();
    m_folder->setText(remembered.isEmpty() ? defaultLocalFolder(runLabel) : remembered);
    row->addWidget(m_folder, 1);
    m_choose = new QPushButton(tr("Choose…"), this);
    m_choose->setObjectName(QStringLiteral("chooseResultsFolder"));
    row->addWidget(m_choose);
    form->addRow(tr("To this folder:"), row);
    layout->addLayout(form);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("resultsProgress"));
    m_progress->setVisible(false);
    layout->addWidget(m_progress);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("resultsStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    layout->addStretch(1);

    auto *buttons = new QDialogButtonBox(this);
    m_download = buttons->addButton(tr("Download"), QDialogButtonBox::AcceptRole);
    m_download->setObjectName(QStringLiteral("startDownload"));
    m_openFolder = buttons->addButton(tr("Open folder"), QDialogButtonBox::ActionRole);
    m_openFolder->setObjectName(QStringLiteral("openResultsFolder"));
    m_openFolder->setEnabled(false);
    m_cancel = buttons->addButton(QDialogButtonBox::Close);
    m_cancel->setObjectName(QStringLiteral("cancelDownload"));
    layout->addWidget(buttons);

    m_puller = new project::ResultPuller(runner, this);
    connect(m_puller, &project::ResultPuller::statusChanged, this,
            [this](const QString &text) { m_status->setText(text); });
    connect(m_puller, &project::ResultPuller::progress, this, [this](qint64 done, qint64 total) {
        // Scaled to kilobytes so that large results fit the bar's int range.
        m_progress->setRange(0, int(std::max<qint64>(1, total / 1024)));
        m_progress->setValue(int(done / 1024));
        m_progress->setFormat(tr("%1 of %2")
                                  .arg(project::ProjectScanner::formatBytes(done),
                                       project::ProjectScanner::formatBytes(total)));
    });
    connect(m_puller, &project::ResultPuller::finished, this, &ResultsDialog::onFinished);
    // Clicks only: the dialog never closes by itself when the download is started.
    disconnect(buttons, nullptr, this, nullptr);
    connect(m_download, &QPushButton::clicked, this, &ResultsDialog::startDownload);
    connect(m_cancel, &QPushButton::clicked, this, &ResultsDialog::reject);
    connect(m_choose, &QPushButton::clicked, this, &ResultsDialog::chooseFolder);
    connect(m_openFolder, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(localFolder())); });
    if (remoteFolder(run).isEmpty()) {
        m_status->setText(tr("This run never reached the cluster, so it has no results there."));
        m_download->setEnabled(false);
    }
    resize(620, sizeHint().height());
}

ResultsDialog::~ResultsDialog()
{
    if (m_running) {
        m_puller->cancel();
    }
}

QString ResultsDialog::remoteFolder(const runs::RunRecord &run)
{
    const QJsonObject spec = QJsonDocument::fromJson(run.specJson.toUtf8()).object();
    const QString snapshot = spec.value(QStringLiteral("project_snapshot")).toString();
    return snapshot.isEmpty() ? run.remoteDir : snapshot;
}

QString ResultsDialog::defaultLocalFolder(const QString &runLabel)
{
    QString base = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    if (base.isEmpty()) {
        base = QDir::homePath();
    }
    // "mnist-cnn #3" -> "mnist-cnn-3": no characters that file managers or shells trip on.
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    QString name = runLabel;
    name.replace(unsafe, QStringLiteral("-"));
    while (name.startsWith(QLatin1Char('-')) || name.startsWith(QLatin1Char('.'))) {
        name.remove(0, 1);
    }
    while (name.endsWith(QLatin1Char('-'))) {
        name.chop(1);
    }
    if (name.isEmpty()) {
        name = QStringLiteral("run");
    }
    return QDir(base).filePath(QStringLiteral("Slipway/") + name);
}

QString ResultsDialog::localFolder() const
{
    return m_folder->text().trimmed();
}

void ResultsDialog::setLocalFolder(const QString &folder)
{
    m_folder->setText(folder);
}

QString ResultsDialog::runKey() const
{
    return m_run.host + QLatin1Char(':') + remoteFolder(m_run);
}

void ResultsDialog::chooseFolder()
{
    auto *dialog = new QFileDialog(this, tr("Download the results into"), localFolder());
    dialog->setObjectName(QStringLiteral("resultsFolderDialog"));
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this,
            [this](const QString &folder) { m_folder->setText(QDir::toNativeSeparators(folder)); });
    dialog->open();
}

void ResultsDialog::startDownload()
{
    if (m_running) {
        return;
    }
    const QString folder = localFolder();
    if (folder.isEmpty()) {
        m_status->setText(tr("Say which folder on this computer the results go to."));
        return;
    }
    if (!QDir::isAbsolutePath(QDir::fromNativeSeparators(folder))) {
        m_status->setText(tr("\"%1\" is not a full path. Give the whole path of the folder, "
                             "for example %2.")
                              .arg(folder, defaultLocalFolder(QStringLiteral("run"))));
        return;
    }
    if (!m_runner) {
        m_status->setText(
            tr("The connection to %1 is gone. Close this window and try again.").arg(m_run.host));
        return;
    }
    if (m_settings) {
        m_settings->setResultsFolder(runKey(), folder);
        m_settings->sync();
    }
    setRunning(true);
    m_progress->setRange(0, 0);
    m_progress->setFormat(QString());
    m_status->setText(tr("Looking at the run's folder on %1…").arg(m_run.host));
    project::PullOptions options;
    options.remoteFolder = remoteFolder(m_run);
    options.localFolder = QDir::fromNativeSeparators(folder);
    m_puller->start(options);
}

void ResultsDialog::cancelDownload()
{
    if (m_running) {
        m_status->setText(tr("Stopping…"));
        m_puller->cancel();
    }
}

void ResultsDialog::reject()
{
    if (m_running) {
        cancelDownload(); // "Cancel" while downloading stops the download, not the dialog
        return;
    }
    QDialog::reject();
}

void ResultsDialog::onFinished(const project::PullResult &result)
{
    setRunning(false);
    m_last = result;
    m_progress->setVisible(result.ok);
    if (result.ok) {
        m_progress->setRange(0, 1);
        m_progress->setValue(1);
        m_progress->setFormat(project::ProjectScanner::formatBytes(result.bytesReceived));
        const int changed = result.filesNew + result.filesAppended;
        m_status->setText(
            changed == 0
                ? tr("Up to date: the %n result file(s) here match the cluster; nothing was "
                     "downloaded.",
                     nullptr, result.files)
                : tr("Done: %1 of %2 result files brought here (%3 new, %4 grown by their new "
                     "part only), %5 received.")
                      .arg(changed)
                      .arg(result.files)
                      .arg(result.filesNew)
                      .arg(result.filesAppended)
                      .arg(project::ProjectScanner::formatBytes(result.bytesReceived)));
    } else if (result.cancelled) {
        m_status->setText(tr("Stopped. What was complete is kept; downloading again carries "
                             "on from there."));
    } else {
        m_status->setText(tr("The download did not finish: %1").arg(result.error));
    }
    m_openFolder->setEnabled(QDir(localFolder()).exists());
    Q_EMIT downloadFinished(result);
}

void ResultsDialog::setRunning(bool running)
{
    m_running = running;
    m_progress->setVisible(running || m_progress->isVisible());
    m_download->setEnabled(!running);
    m_folder->setEnabled(!running);
    m_choose->setEnabled(!running);
    m_cancel->setText(running ? tr("Cancel") : tr("Close"));
}

} // namespace slipway::ui
