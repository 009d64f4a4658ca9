// The New run page alone in a window, with a settings file, a run history and a connection
// pool of its own: what each wizard test sets up before it starts and drops after it ends.
#pragma once

#include "appcontext.h"
#include "common/settings.h"
#include "newrun/newrunpage.h"
#include "runs/runstore.h"
#include "ssh/connectionpool.h"

#include <QDir>
#include <QListWidget>
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

    // The page's widget with this object name; the test stops when there is none.
    template<typename T>
    T *child(const char *name) const
    {
        T *w = page->findChild<T *>(QLatin1String(name));
        if (!w) {
            qFatal("no widget %s", name);
        }
        return w;
    }

    // Picks the profile with this id in the Cluster step's list.
    void chooseProfile(const QString &id) const
    {
        auto *profiles = child<QListWidget>("profileList");
        for (int i = 0; i < profiles->count(); ++i) {
            if (profiles->item(i)->data(Qt::UserRole).toString() == id) {
                profiles->setCurrentRow(i);
            }
        }
    }

    // With SLIPWAY_WIZARD_SHOTS=DIR the window is saved as DIR/NAME.png (under Xvfb for fonts).
    void shot(const QString &name) const
    {
        const QString dir = qEnvironmentVariable("SLIPWAY_WIZARD_SHOTS");
        if (!dir.isEmpty()) {
            QTest::qWait(200); // let the layout follow the texts that just changed
            QVERIFY(window->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
        }
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
