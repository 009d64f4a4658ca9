#include "mainwindow.h"

#include "common/appinfo.h"
#include "common/settings.h"
#include "localbridge/localmodule.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>
#include <cstring>

namespace {

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
    parser.process(app); // prints and exits for --help and --version
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            QCoreApplication app(argc, argv);
            std::printf("%s\n",
                        qPrintable(slipway::appinfo::versionLine(QStringLiteral("slipway"))));
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
    slipway::LocalModule::instance().setExplicitPath(settings.localModulePath());

    // --page ID opens the app on one page (runs, newrun, plots, local), e.g. for screenshots.
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        QStringLiteral("Open on page ID (%1).")
            .arg(slipway::ui::MainWindow::pageIds().join(QStringLiteral(", "))),
        QStringLiteral("ID"));
    parser.addOption(pageOption);
    parser.process(app);

    slipway::ui::MainWindow window(settings);
    if (parser.isSet(pageOption)) {
        window.showPage(parser.value(pageOption));
    }
    window.show();
    return QApplication::exec();
}
