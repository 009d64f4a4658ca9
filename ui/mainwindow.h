#pragma once

#include "appcontext.h"

#include <QMainWindow>

#include <memory>

class QListWidget;
class QStackedWidget;

namespace slipway {
class RunStore;
class Settings;
} // namespace slipway

namespace slipway::ui {

// The application window: a navigation list on the left (Runs, New run, Plots, Local,
// Connections) and the selected page on the right. It owns what the pages share (AppContext:
// the SSH connection pool, the run history) and wires the pages to each other; pages talk to
// core themselves.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // `runsPath`: the run history file (empty: RunStore::defaultPath()).
    explicit MainWindow(Settings &settings, QWidget *parent = nullptr,
                        const QString &runsPath = QString());
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
    std::unique_ptr<RunStore> m_runs;
    AppContext m_context;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_pages = nullptr;
};

} // namespace slipway::ui
