#include "mainwindow.h"
#include "pages/plotspage.h"

#include "common/appinfo.h"
#include "common/settings.h"
#include "localbridge/localmodule.h"
#include "ssh/sshlibrary.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEvent>
#include <QFutureWatcher>

#include <cstdio>
#include <cstring>

namespace {

// --page ID opens the app on one page (runs, newrun, plots, local), e.g. for screenshots.
QCommandLineOption pageOption()
{
    return QCommandLineOption(
        QStringLiteral("page"),
        QStringLiteral("Open on page ID (%1).")
            .arg(slipway::ui::MainWindow::pageIds().join(QStringLiteral(", "))),
        QStringLiteral("ID"));
}

QCommandLineOption quitAfterStartOption()
{
    return QCommandLineOption(QStringLiteral("quit-after-start"),
                              QStringLiteral("Quit as soon as the window is shown (with --page "
                                             "local: once LibTorch is loaded), for start-up "
                                             "benchmarks."));
}

// --open-folder PATH shows a TensorBoard log folder on the Plots page.
QCommandLineOption openFolderOption()
{
    return QCommandLineOption(
        QStringLiteral("open-folder"),
        QStringLiteral("Show the TensorBoard log folder PATH on the Plots page."),
        QStringLiteral("PATH"));
}

// `--version` and `--help` must work without a display, so they are answered before any
// QApplication (which needs a windowing system) exists.
int answerWithoutGui(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    slipway::appinfo::applyToApplication();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Slipway: train PyTorch models on HPC clusters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(pageOption());
    parser.addOption(quitAfterStartOption());
    parser.addOption(openFolderOption());
    parser.process(app); // prints and exits for --help and --version
    return 0;
}

// --quit-after-start: quits once the main window has painted for the first time (and, on the
// Local page, once the LibTorch module it opens is loaded), so a benchmark can time the start.
class QuitAfterFirstPaint final : public QObject
{
public:
    explicit QuitAfterFirstPaint(bool waitForLocalModule)
        : m_waitForLocalModule(waitForLocalModule)
    {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            if (!m_waitForLocalModule) {
                QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
            } else {
                auto *watcher = new QFutureWatcher<slipway::localbridge::LocalModuleStatus>(this);
                connect(watcher, &QFutureWatcher<slipway::localbridge::LocalModuleStatus>::finished,
                        qApp, &QCoreApplication::quit);
                watcher->setFuture(slipway::localbridge::LocalModule::instance().loadAsync());
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_waitForLocalModule = false;
    bool m_painted = false;
};

} // namespace

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            QCoreApplication app(argc, argv);
            std::printf("%s\n", qPrintable(slipway::appinfo::versionLine(
                                    QStringLiteral("slipway"), slipway::ssh::libraryVersion())));
            return 0;
        }
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            return answerWithoutGui(argc, argv);
        }
    }

    QApplication app(argc, argv);
    slipway::appinfo::applyToApplication();
    QApplication::setDesktopFileName(QStringLiteral("org.slipway.Slipway"));

    slipway::Settings settings;
    slipway::localbridge::LocalModule::instance().setExplicitPath(settings.localModulePath());

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption page = pageOption();
    const QCommandLineOption quitAfterStart = quitAfterStartOption();
    parser.addOption(page);
    parser.addOption(quitAfterStart);
    const QCommandLineOption openFolder = openFolderOption();
    parser.addOption(openFolder);
    parser.process(app);

    slipway::ui::MainWindow window(settings);
    if (parser.isSet(openFolder)) {
        window.plotsPage()->openLocalFolder(parser.value(openFolder));
        window.showPage(QStringLiteral("plots"));
    }
    if (parser.isSet(page)) {
        window.showPage(parser.value(page));
    }
    QuitAfterFirstPaint quitter(parser.value(page) == QLatin1String("local"));
    if (parser.isSet(quitAfterStart)) {
        window.installEventFilter(&quitter);
    }
    window.show();
    return QApplication::exec();
}
