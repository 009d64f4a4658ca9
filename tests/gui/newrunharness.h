// The New run page alone in a window, with a settings file, a run history and a connection
// pool of its own: what each wizard test sets up before it starts and drops after it ends.
#pragma once

#include "appcontext.h"
#include "common/settings.h"
#include "newrun/newrunpage.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"

#include <QDir>
#include <QSize>
#include <QString>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

#include <memory>

namespace slipway::test {

struct NewRunHarness
{
    std::unique_ptr<Settings> settings;
    std::unique_ptr<runs::RunStore> runs;
    std::unique_ptr<ssh::ConnectionPool> pool;
    ui::AppContext context;
    std::unique_ptr<QWidget> window;
    ui::NewRunPage *page = nullptr;

    // Shows the page in a window of the given size, its files kept in `dir`. Returns what
    // went wrong, or an empty string.
    QString open(const QDir &dir, const QSize &size)
    {
        settings = std::make_unique<Settings>(dir.filePath(QStringLiteral("slipway.conf")));
        runs = std::make_unique<runs::RunStore>(dir.filePath(QStringLiteral("runs.sqlite")));
        if (!runs->isOpen()) {
            return runs->errorString();
        }
        pool = std::make_unique<ssh::ConnectionPool>(nullptr);
        context.settings = settings.get();
        context.runs = runs.get();
        context.connections = pool.get();
        window = std::make_unique<QWidget>();
        window->resize(size);
        page = new ui::NewRunPage(context, window.get());
        auto *layout = new QVBoxLayout(window.get());
        layout->addWidget(page);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get())) {
            return QStringLiteral("the window was never shown");
        }
        return {};
    }

    void close()
    {
        page = nullptr;
        window.reset();
        pool.reset();
        runs.reset();
        settings.reset();
    }
};

} // namespace slipway::test
