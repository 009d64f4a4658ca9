#include "plots/tensorboarddialog.h"

#include "appcontext.h"
#include "common/settings.h"

#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"
#include "ssh/sshtarget.h"
#include "widgets/statuscolours.h"

#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace slipway::ui {

using remote::TensorBoardSession;

TensorBoardDialog::TensorBoardDialog(AppContext &context, QWidget *parent)
    : QDialog(parent)
    , m_context(context)
{
    setWindowTitle(tr("TensorBoard on a cluster"));
    setObjectName(QStringLiteral("tensorBoardDialog"));

    m_host = new QComboBox(this);
    m_host->setObjectName(QStringLiteral("host"));
    m_host->setEditable(true);
    m_host->setToolTip(tr("A Host alias of your ssh configuration, or user@host[:port]."));
    QStringList hosts;
    if (m_context.connections) {
        const QStringList keys = m_context.connections->keys();
        for (const QString &key : keys) {
            // Keys of connections made through another config file carry it in brackets.
            if (!key.contains(QLatin1String(" ("))) {
                hosts << key;
            }
        }
    }
    for (const QString &alias : ssh::SshTarget::configuredAliases()) {
        if (!hosts.contains(alias)) {
            hosts << alias;
        }
    }
    m_host->addItems(hosts);
    // A config file given with setHost() belongs to that host only.
    connect(m_host, &QComboBox::currentTextChanged, this, [this](const QString &text) {
        if (text != m_configHost) {
            m_configFile.clear();
        }
        applyRememberedSetup(text);
    });

    m_folder = new QLineEdit(this);
    m_folder->setObjectName(QStringLiteral("folder"));
    m_folder->setPlaceholderText(tr("e.g. ~/runs or /scratch/me/experiment/logs"));
    m_setup = new QLineEdit(this);
    m_setup->setObjectName(QStringLiteral("setupCommand"));
    m_setup->setPlaceholderText(tr("e.g. module load TensorBoard, or source ~/venv/bin/activate"));
    m_setup->setToolTip(tr("Runs in your login shell on the cluster before tensorboard; leave "
                           "empty if tensorboard is already on your PATH there."));

    auto *form = new QFormLayout;
    m_form = form;
    form->addRow(tr("&Cluster:"), m_host);
    form->addRow(tr("&Log folder:"), m_folder);
    form->addRow(tr("&Environment:"), m_setup);
    applyRememberedSetup(m_host->currentText());

    auto *note = new QLabel(
        tr("<b>TensorBoard has no password.</b> It listens on 127.0.0.1 of the login node, and "
           "every other user logged in to that node can open it there while it runs. On this "
           "computer only 127.0.0.1 is forwarded. Stop it when you are done."),
        this);
    note->setObjectName(QStringLiteral("securityNote"));
    note->setWordWrap(true);
    m_note = note;

    m_status = new QLabel(tr("Not running."), this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setRange(0, 0); // busy: the steps have no measurable size
    m_progress->setTextVisible(false);
    m_progress->setVisible(false);
    m_url = new QLabel(this);
    m_url->setObjectName(QStringLiteral("url"));
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_start = new QPushButton(tr("&Start"), this);
    m_start->setObjectName(QStringLiteral("startButton"));
    m_start->setDefault(true);
    m_stop = new QPushButton(tr("S&top"), this);
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_open = new QPushButton(tr("&Open in browser"), this);
    m_open->setObjectName(QStringLiteral("openButton"));
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_start);
    actions->addWidget(m_stop);
    actions->addStretch(1);
    actions->addWidget(m_open);

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addLayout(actions);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_url);
    layout->addStretch(1);
    layout->addWidget(close);

    connect(m_start, &QPushButton::clicked, this, &TensorBoardDialog::start);
    connect(m_stop, &QPushButton::clicked, this, &TensorBoardDialog::stop);
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QUrl target = url();
        if (!target.isValid()) {
            return;
        }
        const bool opened = m_opener ? m_opener(target) : QDesktopServices::openUrl(target);
        if (!opened) {
            showError(tr("No browser could be opened. Open %1 yourself.").arg(target.toString()));
        }
    });
    connect(m_folder, &QLineEdit::returnPressed, this, &TensorBoardDialog::start);
    resize(560, sizeHint().height());
    updateButtons();
}

TensorBoardDialog::~TensorBoardDialog() = default; // the session's destructor stops the server

void TensorBoardDialog::setHost(const QString &hostArg, const QString &configFile)
{
    m_configHost = hostArg;
    m_host->setCurrentText(hostArg);
    m_configFile = configFile;
}

void TensorBoardDialog::applyRememberedSetup(const QString &host)
{
    if (!m_setup || !m_context.settings || isActive()) {
        return;
    }
    const QString remembered = m_context.settings->tensorBoardSetup(host.trimmed());
    if (!remembered.isEmpty()) {
        m_setup->setText(remembered);
    }
}

void TensorBoardDialog::attachToJob(const QString &hostArg, const QString &configFile,
                                    const QString &folder, const QString &addressFile)
{
    if (isActive()) {
        return;
    }
    setWindowTitle(tr("TensorBoard of the job"));
    setHost(hostArg, configFile);
    m_folder->setText(folder);
    m_setup->clear();
    m_form->setRowVisible(m_setup, false); // the job's environment is the job's business
    m_jobAddressFile = addressFile;
    m_note->setText(tr("<b>TensorBoard has no password.</b> The job runs it on its compute node, "
                       "where other users of the cluster can reach its port while the job "
                       "runs. On this computer only 127.0.0.1 is forwarded. It ends with the "
                       "job."));
    start();
}

void TensorBoardDialog::setFolder(const QString &folder)
{
    m_folder->setText(folder);
}

void TensorBoardDialog::setSetupCommand(const QString &command)
{
    m_setup->setText(command);
}

bool TensorBoardDialog::isActive() const
{
    return m_session && m_session->isActive();
}

QUrl TensorBoardDialog::url() const
{
    return m_session && m_session->state() == TensorBoardSession::State::Running ? m_session->url()
                                                                                 : QUrl();
}

void TensorBoardDialog::start()
{
    if (isActive()) {
        return;
    }
    const QString host = m_host->currentText().trimmed();
    const QString folder = m_folder->text().trimmed();
    if (host.isEmpty()) {
        showError(tr("Choose the cluster (a Host alias or user@host) first."));
        return;
    }
    if (folder.isEmpty()) {
        showError(tr("Give the log folder on the cluster, e.g. ~/runs."));
        return;
    }
    if (!m_context.connections) {
        showError(tr("No connections are available."));
        return;
    }
    QString error;
    ssh::SshConnection *connection = m_context.connections->connection(host, m_configFile, &error);
    if (!connection) {
        showError(error);
        return;
    }
    if (m_session) {
        m_session->deleteLater();
    }
    TensorBoardSession::Options options;
    options.setupCommand = m_setup->text().trimmed();
    options.jobAddressFile = m_jobAddressFile;
    options.waitForJob = true; // the dialog shows it waiting, with Cancel
    m_startedHost = host;
    m_session = new TensorBoardSession(connection, folder, options, this);
    connect(m_session, &TensorBoardSession::stateChanged, this, &TensorBoardDialog::onState);
    connect(m_session, &TensorBoardSession::statusChanged, this,
            [this](const QString &text) { m_status->setText(text); });
    m_url->clear();
    m_session->start();
    updateButtons();
}

void TensorBoardDialog::stop()
{
    if (m_session) {
        m_session->stop();
    }
    updateButtons();
}

void TensorBoardDialog::onState(TensorBoardSession::State state)
{
    switch (state) {
    case TensorBoardSession::State::Running: {
        const QUrl target = m_session->url();
        const QString where =
            m_jobAddressFile.isEmpty()
                ? tr("port %1 on the login node%2")
                      .arg(m_session->remotePort())
                      .arg(m_session->reusedServer() ? tr(", already running") : QString())
                : tr("port %1 on %2, the job's node")
                      .arg(m_session->remotePort())
                      .arg(m_session->remoteHost().toHtmlEscaped());
        m_url->setText(tr("Forwarded to <a href=\"%1\">%1</a> (%2).")
                           .arg(target.toString().toHtmlEscaped(), where));
        m_url->setTextFormat(Qt::RichText);
        m_url->setOpenExternalLinks(!m_opener);
        // It worked: the next time this cluster is chosen, the same command is filled in.
        if (m_context.settings && m_jobAddressFile.isEmpty()) {
            m_context.settings->setTensorBoardSetup(m_startedHost, m_setup->text().trimmed());
            m_context.settings->sync();
        }
        Q_EMIT running(target);
        break;
    }
    case TensorBoardSession::State::Failed:
        showError(m_session->error());
        m_url->clear();
        break;
    case TensorBoardSession::State::Stopped:
        m_url->clear();
        Q_EMIT stopped();
        break;
    default:
        break;
    }
    updateButtons();
}

void TensorBoardDialog::showError(const QString &text)
{
    m_status->setText(text);
    setStatusTone(m_status, StatusTone::Error);
}

void TensorBoardDialog::updateButtons()
{
    using State = TensorBoardSession::State;
    const State state = m_session ? m_session->state() : State::Idle;
    const bool busy = state == State::Starting || state == State::Waiting ||
                      state == State::Forwarding || state == State::Stopping;
    const bool active = isActive();
    if (state != State::Failed) {
        clearStatusTone(m_status);
    }
    m_start->setEnabled(!active);
    m_stop->setEnabled(active && state != State::Stopping);
    m_stop->setText(state == State::Running ? tr("S&top") : tr("&Cancel"));
    if (!active) {
        m_stop->setText(tr("S&top"));
    }
    m_open->setEnabled(state == State::Running);
    const bool ownServer = m_jobAddressFile.isEmpty(); // a job's server is the job's business
    m_host->setEnabled(!active && ownServer);
    m_folder->setEnabled(!active && ownServer);
    m_setup->setEnabled(!active && ownServer);
    m_progress->setVisible(busy);
}

} // namespace slipway::ui
