#include "fetch/downloaddialog.h"

#include "fetch/fashionmnist.h"
#include "ssh/sshconnection.h"
#include "widgets/statuscolours.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace slipway::ui {

DownloadDialog::DownloadDialog(Mode mode, ssh::SshConnection *connection, bool loginNodeInternet,
                               const QString &suggestedFolder, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_connection(connection)
    , m_internet(loginNodeInternet)
{
    setObjectName(QStringLiteral("downloadDialog"));
    setWindowTitle(mode == Mode::Archive ? tr("Download to the cluster")
                                         : tr("Get Fashion-MNIST onto the cluster"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(this);
    intro->setWordWrap(true);
    if (mode == Mode::Archive) {
        intro->setText(tr("Give the address of a zip or tar.gz archive (as your centre's "
                          "documentation hands out examples). It is unpacked into a new folder "
                          "on the cluster."));
    } else {
        intro->setText(tr("Fashion-MNIST: 70,000 small pictures of clothes in 10 classes "
                          "(4 files, 30 MB). The examples train on it when their Arguments "
                          "name its folder with --data."));
    }
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("downloadUrlEdit"));
    m_url->setPlaceholderText(QStringLiteral("https://example.org/pytorch-examples.zip"));
    m_sha = new QLineEdit(this);
    m_sha->setObjectName(QStringLiteral("downloadShaEdit"));
    m_sha->setPlaceholderText(tr("optional: the SHA-256 the page gives"));
    if (mode == Mode::Archive) {
        form->addRow(tr("Address (URL):"), m_url);
        form->addRow(tr("Checksum:"), m_sha);
    } else {
        m_url->hide();
        m_sha->hide();
    }
    m_folder = new QLineEdit(suggestedFolder, this);
    m_folder->setObjectName(QStringLiteral("downloadFolderEdit"));
    m_folder->setPlaceholderText(tr("a folder on the cluster, e.g. ~/data/examples"));
    form->addRow(tr("Folder on the cluster:"), m_folder);
    layout->addLayout(form);

    auto *who = new QLabel(this);
    who->setObjectName(QStringLiteral("downloadWhoLabel"));
    who->setWordWrap(true);
    if (m_internet) {
        who->setText(tr("The cluster's login node downloads it."));
    } else if (mode == Mode::FashionMnist && !fetch::FashionMnist::localCopy().isEmpty()) {
        who->setText(tr("The cluster's login node has no internet: Slipway uploads its own "
                        "copy from this computer."));
    } else {
        who->setText(tr("The cluster's login node has no internet: Slipway downloads it to "
                        "this computer first, then uploads it."));
    }
    layout->addWidget(who);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("downloadProblemLabel"));
    m_problem->setWordWrap(true);
    setStatusTone(m_problem, StatusTone::Error);
    m_problem->hide();
    layout->addWidget(m_problem);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("downloadProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    layout->addWidget(m_progress);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("downloadStatusLabel"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto *buttons = new QDialogButtonBox(this);
    m_start = buttons->addButton(tr("Download"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("downloadStartButton"));
    m_cancel = buttons->addButton(tr("Cancel download"), QDialogButtonBox::ActionRole);
    m_cancel->setObjectName(QStringLiteral("downloadCancelButton"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    m_close->setObjectName(QStringLiteral("downloadCloseButton"));
    layout->addWidget(buttons);
    // The buttons act themselves; the box must not close the dialog on Download.
    disconnect(buttons, nullptr, this, nullptr);
    connect(m_start, &QPushButton::clicked, this, &DownloadDialog::start);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    m_download = new fetch::RemoteDownload(connection, this);
    connect(m_cancel, &QPushButton::clicked, m_download, &fetch::RemoteDownload::cancel);
    connect(m_download, &fetch::RemoteDownload::statusChanged, m_status, &QLabel::setText);
    connect(m_download, &fetch::RemoteDownload::progress, this, [this](int permille) {
        if (permille < 0) {
            m_progress->setRange(0, 0); // busy
        } else {
            m_progress->setRange(0, 1000);
            m_progress->setValue(permille);
        }
    });
    connect(m_download, &fetch::RemoteDownload::finished, this, &DownloadDialog::onFinished);
    // The folder follows the archive's name until the user types one.
    connect(m_folder, &QLineEdit::textEdited, this, [this] { m_folderEdited = true; });
    connect(m_url, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!m_folderEdited && fetch::RemoteDownload::checkUrl(text).isEmpty()) {
            m_folder->setText(
                QStringLiteral("~/slipway-downloads/") +
                fetch::RemoteDownload::folderNameFromUrl(QUrl(text.trimmed(), QUrl::StrictMode)));
        }
    });
    setRunning(false);
    resize(560, sizeHint().height());
}

void DownloadDialog::reject()
{
    if (m_download->isRunning()) {
        m_download->cancel();
        return;
    }
    QDialog::reject();
}

void DownloadDialog::setProblem(const QString &text)
{
    m_blocked = !text.isEmpty();
    m_problem->setText(text);
    m_problem->setVisible(m_blocked);
    m_start->setEnabled(!m_blocked);
}

void DownloadDialog::setRunning(bool running)
{
    m_start->setEnabled(!running && !m_blocked);
    m_cancel->setEnabled(running);
    m_close->setEnabled(!running);
    m_url->setReadOnly(running);
    m_sha->setReadOnly(running);
    m_folder->setReadOnly(running);
}

void DownloadDialog::start()
{
    m_problem->hide();
    QString problem;
    fetch::DownloadRequest request;
    const QString folder = m_folder->text().trimmed();
    if (folder.isEmpty()) {
        problem = tr("Folder on the cluster: choose where to put it.");
    } else if (m_mode == Mode::Archive) {
        const QString url = m_url->text().trimmed();
        const QString sha = m_sha->text().trimmed();
        if (const QString why = fetch::RemoteDownload::checkUrl(url); !why.isEmpty()) {
            problem = tr("Address (URL): %1").arg(why);
        } else if (!sha.isEmpty() && !fetch::RemoteDownload::checkSha256(sha).isEmpty()) {
            problem = tr("Checksum: %1").arg(fetch::RemoteDownload::checkSha256(sha));
        } else {
            fetch::DownloadItem item;
            item.url = QUrl(url, QUrl::StrictMode);
            item.fileName = fetch::RemoteDownload::fileNameFromUrl(item.url);
            item.sha256 = sha.toLatin1();
            request.items = {item};
            request.unpack = true;
            request.targetFolder = folder;
            request.loginNodeInternet = m_internet;
        }
    } else {
        request = fetch::FashionMnist::request(folder, m_internet,
                                               qEnvironmentVariable("SLIPWAY_FASHION_MNIST_URL"));
    }
    if (problem.isEmpty() && !m_connection) {
        problem = tr("Connect to the cluster first.");
    }
    if (!problem.isEmpty()) {
        m_problem->setText(problem);
        m_problem->show();
        return;
    }
    setRunning(true);
    m_status->setText(tr("Starting…"));
    m_download->start(request);
}

void DownloadDialog::onFinished(const fetch::DownloadResult &result)
{
    setRunning(false);
    m_progress->setRange(0, 1000);
    if (result.cancelled) {
        m_progress->setValue(0);
        m_status->setText(tr("Cancelled. Nothing was left on the cluster."));
        return;
    }
    if (!result.ok) {
        m_progress->setValue(0);
        m_status->clear();
        m_problem->setText(result.error);
        m_problem->show();
        return;
    }
    m_progress->setValue(1000);
    m_targetPath = result.targetPath;
    m_status->setText(
        result.alreadyThere
            ? tr("Already in %1 on the cluster (the checksums match).").arg(result.targetPath)
            : tr("Done: %n file(s) in %1 on the cluster, checked by checksum.", nullptr,
                 result.files)
                  .arg(result.targetPath));
    m_start->setText(tr("Download again"));
    Q_EMIT downloaded(result.targetPath);
}

} // namespace slipway::ui
