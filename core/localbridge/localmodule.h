#pragma once

#include <QFuture>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <memory>

class QLibrary;

namespace slipway::local {
class Engine;
} // namespace slipway::local

namespace slipway::localbridge {

// What became of an attempt to open the LibTorch module.
struct LocalModuleStatus
{
    enum class State {
        NotLoaded,    // nobody asked yet
        Loaded,       // ready: engine() works
        Missing,      // no module file in any of the places searched
        Broken,       // the file is there but the dynamic loader refused it (LibTorch missing?)
        Incompatible, // a module from another Slipway version
    };

    State state = State::NotLoaded;
    QString path;            // the module file that was tried, when one was found
    QString message;         // plain-language explanation, suitable for the UI and the CLI
    QString libtorchVersion; // when loaded
    int intraOpThreads = 0;  // when loaded

    bool isLoaded() const { return state == State::Loaded; }
};

// The module's self-check: a tiny forward and backward pass through LibTorch.
struct LocalSelfCheck
{
    bool ran = false; // false when the module is not loaded
    bool ok = false;
    QString message; // what was computed, or what went wrong
};

// Opens slipway_local (LibTorch) only when a Local feature needs it, so neither executable pays
// LibTorch's start-up cost otherwise. Thread-safe; loading happens at most once per process.
class LocalModule final
{
public:
    static LocalModule &instance();

    // The file name of the module on this platform, e.g. "slipway_local.so".
    static QString moduleFileName();

    // Where the module is looked for, in order. An explicit path (from the settings or from
    // SLIPWAY_LOCAL_MODULE in the environment) comes first.
    QStringList searchPaths() const;
    void setExplicitPath(const QString &path);

    // Loads the module (blocking: half a second or more). Call it from a worker thread, or use
    // loadAsync(). Later calls return the first result at once.
    LocalModuleStatus load();
    QFuture<LocalModuleStatus> loadAsync();

    LocalModuleStatus status() const;

    // The engine, or nullptr unless load() succeeded.
    local::Engine *engine() const;

    // Runs the engine's self-check (blocking, a fraction of a second); ran is false unless
    // load() succeeded. The UI and the CLI use this rather than the engine itself.
    LocalSelfCheck selfCheck() const;

    // For tests: a module object that searches only `paths` and keeps its own state.
    explicit LocalModule(QStringList fixedPaths = {});
    ~LocalModule();

    LocalModule(const LocalModule &) = delete;
    LocalModule &operator=(const LocalModule &) = delete;

private:
    mutable QMutex m_mutex;
    QStringList m_fixedPaths;
    QString m_explicitPath;
    LocalModuleStatus m_status;
    std::unique_ptr<QLibrary> m_library;
    local::Engine *m_engine = nullptr;
    void (*m_destroy)(local::Engine *) = nullptr;
};

} // namespace slipway::localbridge
