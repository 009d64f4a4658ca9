#include "mainwindow.h"

#include "connections/connectionspage.h"
#include "connections/guiprompter.h"
#include "pages/localpage.h"
#include "pages/newrunpage.h"
#include "pages/plotspage.h"
#include "pages/runspage.h"

#include "common/appinfo.h"
#include "common/settings.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"

#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>

namespace slipway::ui {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
}

MainWindow::MainWindow(Settings &settings, QWidget *parent, const QString &runsPath)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_runs(std::make_unique<RunStore>(runsPath))
    , m_navigation(new QListWidget(this))
    , m_pages(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(appinfo::applicationName());
    setWindowIcon(QIcon(QStringLiteral(":/icons/slipway.svg")));

    m_context.settings = &m_settings;
    m_context.runs = m_runs.get();
    m_context.prompter = new GuiPrompter(this);
    m_context.connections = new ssh::ConnectionPool(m_context.prompter, this);

    m_navigation->setObjectName(QStringLiteral("navigation"));
    m_navigation->setIconSize(QSize(24, 24));
    m_navigation->setSpacing(2);
    m_navigation->setFixedWidth(168);
    m_navigation->setFrameShape(QFrame::NoFrame);
    m_pages->setObjectName(QStringLiteral("pages"));

    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_navigation);
    auto *separator = new QFrame(central);
    separator->setFrameShape(QFrame::VLine);
    separator->setFrameShadow(QFrame::Sunken);
    layout->addWidget(separator);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    QStyle *s = style();
    addPage(QStringLiteral("runs"), tr("Runs"), s->standardIcon(QStyle::SP_FileDialogDetailedView),
            new RunsPage(m_context, this));
    addPage(QStringLiteral("newrun"), tr("New run"),
            s->standardIcon(QStyle::SP_FileDialogNewFolder), new NewRunPage(m_context, this));
    addPage(QStringLiteral("plots"), tr("Plots"),
            s->standardIcon(QStyle::SP_FileDialogContentsView), new PlotsPage(m_context, this));
    addPage(QStringLiteral("local"), tr("Local"), s->standardIcon(QStyle::SP_ComputerIcon),
            new LocalPage(this));
    addPage(QStringLiteral("connections"), tr("Connections"),
            s->standardIcon(QStyle::SP_DriveNetIcon),
            new ConnectionsPage(this, QString(), QString(), m_context.connections));

    connect(m_navigation, &QListWidget::currentRowChanged, m_pages,
            &QStackedWidget::setCurrentIndex);

    auto *version =
        new QLabel(appinfo::applicationName() + QLatin1Char(' ') + appinfo::version(), this);
    version->setObjectName(QStringLiteral("versionLabel"));
    statusBar()->addPermanentWidget(version);

    if (!restoreGeometry(m_settings.mainWindowGeometry())) {
        resize(1100, 720);
    }
    showPage(m_settings.lastPage());
    if (m_navigation->currentRow() < 0) {
        m_navigation->setCurrentRow(0);
    }
}

MainWindow::~MainWindow()
{
    // Connections go before the prompter they ask and the pages that use them.
    delete m_context.connections;
    m_context.connections = nullptr;
}

QStringList MainWindow::pageIds()
{
    return {QStringLiteral("runs"), QStringLiteral("newrun"), QStringLiteral("plots"),
            QStringLiteral("local"), QStringLiteral("connections")};
}

void MainWindow::addPage(const QString &id, const QString &title, const QIcon &icon, QWidget *page)
{
    page->setObjectName(id + QStringLiteral("Page"));
    auto *item = new QListWidgetItem(icon, title, m_navigation);
    item->setData(kIdRole, id);
    item->setSizeHint(QSize(0, 40));
    m_pages->addWidget(page);
}

QString MainWindow::currentPageId() const
{
    const QListWidgetItem *item = m_navigation->currentItem();
    return item ? item->data(kIdRole).toString() : QString();
}

void MainWindow::showPage(const QString &id)
{
    for (int row = 0; row < m_navigation->count(); ++row) {
        if (m_navigation->item(row)->data(kIdRole).toString() == id) {
            m_navigation->setCurrentRow(row);
            return;
        }
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings.setMainWindowGeometry(saveGeometry());
    m_settings.setLastPage(currentPageId());
    QString error;
    if (!m_settings.sync(&error)) {
        statusBar()->showMessage(error);
    }
    QMainWindow::closeEvent(event);
}

} // namespace slipway::ui
