#pragma once

#include <QObject>

class QAction;
class QMenu;
class QSystemTrayIcon;

namespace slipway::ui {

// The system tray icon that stands for Slipway while it keeps watching jobs with its window
// closed: a click or "Show Slipway" asks for the window again, "Quit" ends Slipway. Made only
// where the desktop has a tray (available()).
class TrayWatch final : public QObject
{
    Q_OBJECT

public:
    explicit TrayWatch(QObject *parent = nullptr);
    ~TrayWatch() override;

    // Whether the desktop shows tray icons (QSystemTrayIcon::isSystemTrayAvailable()).
    static bool available();

    void show();
    void hide();
    bool isShown() const;

    QSystemTrayIcon *icon() const { return m_icon; }
    QAction *showAction() const { return m_show; }
    QAction *quitAction() const { return m_quit; }

Q_SIGNALS:
    void showRequested();
    void quitRequested();

private:
    QMenu *m_menu = nullptr;
    QSystemTrayIcon *m_icon = nullptr;
    QAction *m_show = nullptr;
    QAction *m_quit = nullptr;
};

} // namespace slipway::ui
