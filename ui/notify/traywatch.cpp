#include "notify/traywatch.h"

#include "common/appinfo.h"

#include <QAction>
#include <QIcon>
#include <QMenu>
#include <QSystemTrayIcon>

namespace slipway::ui {

TrayWatch::TrayWatch(QObject *parent)
    : QObject(parent)
    , m_menu(new QMenu)
    , m_icon(new QSystemTrayIcon(QIcon(QStringLiteral(":/icons/slipway.svg")), this))
{
    setObjectName(QStringLiteral("trayWatch"));
    m_menu->setObjectName(QStringLiteral("trayMenu"));
    m_show = m_menu->addAction(tr("Show Slipway"));
    m_show->setObjectName(QStringLiteral("trayShow"));
    m_quit = m_menu->addAction(tr("Quit"));
    m_quit->setObjectName(QStringLiteral("trayQuit"));
    m_icon->setContextMenu(m_menu);
    m_icon->setToolTip(tr("%1 is watching your jobs").arg(appinfo::applicationName()));
    connect(m_show, &QAction::triggered, this, &TrayWatch::showRequested);
    connect(m_quit, &QAction::triggered, this, &TrayWatch::quitRequested);
    connect(m_icon, &QSystemTrayIcon::activated, this,
            [this](QSystemTrayIcon::ActivationReason reason) {
                if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick) {
                    Q_EMIT showRequested();
                }
            });
}

TrayWatch::~TrayWatch()
{
    delete m_menu; // a context menu has no parent (QSystemTrayIcon does not own it)
}

bool TrayWatch::available()
{
    return QSystemTrayIcon::isSystemTrayAvailable();
}

void TrayWatch::show()
{
    m_icon->show();
}

void TrayWatch::hide()
{
    m_icon->hide();
}

bool TrayWatch::isShown() const
{
    return m_icon->isVisible();
}

} // namespace slipway::ui
