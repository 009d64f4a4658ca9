#pragma once

namespace slipway {
class Settings;
namespace ssh {
class ConnectionPool;
}
} // namespace slipway

namespace slipway::runs {
class RunStore;
} // namespace slipway::runs

namespace slipway::ui {

class GuiPrompter;

// What the pages share, made once by the main window (or by a test) and outliving every page:
// the settings, the SSH connections (one per cluster, so a user logs in once), and the run
// history. Pages keep a reference; none of them owns any of it.
struct AppContext
{
    Settings *settings = nullptr;
    ssh::ConnectionPool *connections = nullptr;
    runs::RunStore *runs = nullptr; // open, or read-only, or failed: check RunStore::isOpen()
    GuiPrompter *prompter = nullptr;
};

} // namespace slipway::ui
