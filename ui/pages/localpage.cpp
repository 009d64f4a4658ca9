#include "pages/localpage.h"

#include "widgets/emptystate.h"

#include "local/localengine.h"
#include "localbridge/localmodule.h"

#include <QFutureWatcher>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace slipway::ui {

LocalPage::LocalPage(QWidget *parent)
    : QWidget(parent)
    , m_state(new EmptyState(tr("Local smoke tests"),
                             tr("Slipway opens LibTorch only when you come here, so the rest of "
                                "the app starts fast."),
                             this))
    , m_progress(new QProgressBar(this))
{
    m_progress->setObjectName(QStringLiteral("localProgress"));
    m_progress->setRange(0, 0); // busy indicator: loading a library has no measurable steps
    m_progress->setMaximumWidth(320);
    m_progress->hide();

    m_checkButton = m_state->addAction(tr("Check LibTorch again"));
    m_checkButton->setObjectName(QStringLiteral("checkLibTorchButton"));
    connect(m_checkButton, &QPushButton::clicked, this, &LocalPage::checkLibTorch);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_state, 1);
    layout->addWidget(m_progress, 0, Qt::AlignHCenter);
}

bool LocalPage::isBusy() const
{
    return m_busy;
}

void LocalPage::setBusy(bool busy, const QString &what)
{
    m_busy = busy;
    m_progress->setVisible(busy);
    m_checkButton->setEnabled(!busy);
    if (busy) {
        m_state->setText(what);
    }
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
    if (m_busy) {
        return;
    }
    setBusy(true, tr("Opening LibTorch…"));

    struct Outcome
    {
        LocalModuleStatus status;
        bool checked = false;
        bool ok = false;
        QString checkMessage;
    };

    // Both the load and the self-check run on a pool thread; the watcher is parented to this
    // page, so a page that is gone never receives the result.
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher] {
        const Outcome outcome = watcher->result();
        watcher->deleteLater();
        setBusy(false);
        if (!outcome.status.isLoaded()) {
            m_state->setText(outcome.status.message);
            Q_EMIT checkFinished(false);
            return;
        }
        m_state->setText(outcome.status.message + QLatin1Char('\n') +
                         (outcome.ok ? tr("Self-check passed: %1.") : tr("Self-check FAILED: %1."))
                             .arg(outcome.checkMessage) +
                         QLatin1Char('\n') +
                         tr("Smoke-testing your own model is not available in this version yet."));
        Q_EMIT checkFinished(outcome.ok);
    });
    watcher->setFuture(QtConcurrent::run([] {
        Outcome outcome;
        outcome.status = LocalModule::instance().load();
        if (local::Engine *engine = LocalModule::instance().engine()) {
            const local::SelfCheckResult result = engine->selfCheck();
            outcome.checked = true;
            outcome.ok = result.ok;
            outcome.checkMessage = QString::fromStdString(result.message);
        }
        return outcome;
    }));
}

} // namespace slipway::ui
