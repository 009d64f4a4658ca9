#pragma once

#include <QMainWindow>

class QListWidget;
class QStackedWidget;

namespace slipway {
class Settings;
}

namespace slipway::ui {

// The application window: a navigation list on the left (Runs, New run, Plots, Local) and the
// selected page on the right. Owns nothing but the widgets; pages talk to core themselves.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(Settings &settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Page ids, stable across versions (they are saved in the settings).
    static QStringList pageIds();

    QString currentPageId() const;
    void showPage(const QString &id);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void addPage(const QString &id, const QString &title, const QIcon &icon, QWidget *page);

    Settings &m_settings;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_pages = nullptr;
};

} // namespace slipway::ui
