// Time until the Plots page shows a remote log folder: the main window's "Cluster folder…"
// path (MainWindow::plotRemoteFolder: a new connection, the event mirror, the local reader, the
// charts), from the call to the moment the page has drawn the tag's series. Run by
// tests/bench/bench_remote_events against TensorBoard started on the login node; not a test.
//
//   bench_first_plot SSH_CONFIG HOST FOLDER TAG RUNS [REREADS]
//
// Prints on stdout, one per line:
//   first_ms=N  the first chart of TAG shows a series with points
//   all_ms=N    TAG's chart shows all RUNS runs with every point read (the first read is done)
//   points=N    TAG's points over all runs (TensorBoard must serve as many)
//   reread_ms=N,N,...  with REREADS: that many syncs with nothing new, one after the other, as
//               the page's timer starts them (the login shell is open by then), each from its
//               start until it ended
// Start it with an empty XDG_CACHE_HOME for a cold start (no copy yet) and
// QT_QPA_PLATFORM=offscreen. Exits 1 with a message on stderr after 10 minutes or on failure.

#include "common/settings.h"
#include "events/logdirloader.h"
#include "events/plotseries.h"
#include "mainwindow.h"
#include "pages/plotspage.h"
#include "remote/remoteeventsync.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <functional>

using namespace slipway;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 6 && args.size() != 7) {
        std::fprintf(stderr, "usage: bench_first_plot SSH_CONFIG HOST FOLDER TAG RUNS [REREADS]\n");
        return 2;
    }
    const QString config = args.at(1);
    const QString host = args.at(2);
    const QString folder = args.at(3);
    const QString tag = args.at(4);
    const int runs = args.at(5).toInt();
    const int rereads = args.size() > 6 ? args.at(6).toInt() : 0;
    QTemporaryDir dir;
    if (!dir.isValid()) {
        std::fprintf(stderr, "bench_first_plot: cannot make a temporary folder\n");
        return 1;
    }
    Settings settings(dir.filePath(QStringLiteral("slipway.conf")));
    ui::MainWindow window(settings, nullptr, dir.filePath(QStringLiteral("runs.sqlite")));
    window.resize(1280, 800);
    window.show();
    ui::PlotsPage *page = window.plotsPage();

    QElapsedTimer clock;
    qint64 firstMs = -1;
    int status = 1;
    // Syncs with nothing new, on the window's own sync object, once the folder is shown.
    QStringList rereadMs;
    QElapsedTimer rereadClock;
    std::function<void()> rereadNext = [&] {
        auto *sync = window.findChild<remote::RemoteEventSync *>();
        if (!sync) {
            std::fprintf(stderr, "bench_first_plot: the window has no cluster folder sync\n");
            status = 1;
            app.quit();
            return;
        }
        QObject::connect(
            sync, &remote::RemoteEventSync::synced, &app,
            [&, sync](const remote::EventMirror::Result &result) {
                if (!rereadClock.isValid()) {
                    return; // the sync of the first read
                }
                if (!result.ok || result.bytesFetched > 0) {
                    std::fprintf(stderr,
                                 "bench_first_plot: a re-read failed or found new data: %s\n",
                                 qPrintable(result.error));
                    status = 1;
                    app.quit();
                    return;
                }
                rereadMs << QString::number(rereadClock.elapsed());
                if (rereadMs.size() == rereads) {
                    std::printf("reread_ms=%s\n", qPrintable(rereadMs.join(QLatin1Char(','))));
                    app.quit();
                    return;
                }
                QTimer::singleShot(50, &app, [&, sync] {
                    rereadClock.start();
                    sync->syncNow();
                });
            });
        // The first sync may still be ending (the copy was shown from its first part).
        QTimer::singleShot(0, &app, [&, sync] {
            if (sync->mirror()->isSyncing()) {
                QObject::connect(
                    sync, &remote::RemoteEventSync::synced, &app,
                    [&, sync] {
                        QTimer::singleShot(50, &app, [&, sync] {
                            rereadClock.start();
                            sync->syncNow();
                        });
                    },
                    Qt::SingleShotConnection);
                return;
            }
            rereadClock.start();
            sync->syncNow();
        });
    };
    QObject::connect(page, &ui::PlotsPage::refreshed, &app, [&] {
        if (!page->shownTags().contains(tag)) {
            return;
        }
        const QStringList visible = page->visibleRuns();
        qint64 points = 0;
        int withPoints = 0;
        for (const QString &run : visible) {
            const ui::PlotSeries *series = page->series(run, tag);
            if (series && series->size() > 0) {
                ++withPoints;
                points += series->size();
            }
        }
        if (withPoints > 0 && firstMs < 0) {
            firstMs = clock.elapsed();
            std::printf("first_ms=%lld\n", firstMs);
            std::fflush(stdout);
        }
        const events::LogDirLoader *loader = page->loader();
        if (withPoints == runs && loader && loader->updateCount() > 0 && !loader->isReading()) {
            if (status == 0) {
                return; // a later refresh
            }
            std::printf("all_ms=%lld\npoints=%lld\n", clock.elapsed(), points);
            std::fflush(stdout);
            status = 0;
            if (rereads > 0) {
                QTimer::singleShot(0, &app, rereadNext);
            } else {
                app.quit();
            }
        }
    });
    // What the window says while it works, with the time (on stderr, to see where time goes).
    QObject::connect(window.statusBar(), &QStatusBar::messageChanged, &app,
                     [&clock](const QString &message) {
                         if (!message.isEmpty()) {
                             std::fprintf(stderr, "bench_first_plot: %6lld ms: %s\n",
                                          clock.elapsed(), qPrintable(message));
                         }
                     });
    QTimer::singleShot(600000, &app, [&] {
        std::fprintf(stderr, "bench_first_plot: %s:%s was not shown within 10 minutes\n",
                     qPrintable(host), qPrintable(folder));
        app.quit();
    });
    clock.start();
    window.plotRemoteFolder(host, config, folder);
    app.exec();
    return status;
}
