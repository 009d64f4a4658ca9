#include "localbridge/localmodule.h"

#include "common/logging.h"
#include "local/localengine.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QMutexLocker>
#include <QtConcurrent/QtConcurrentRun>

namespace slipway::localbridge {

LocalModule &LocalModule::instance()
{
    // Never destroyed: LibTorch's own static destructors run at exit, and a module unloaded
    // before them crashes. The process exit frees everything.
    static auto *module = new LocalModule();
    return *module;
}

LocalModule::LocalModule(QStringList fixedPaths)
    : m_fixedPaths(std::move(fixedPaths))
{}

LocalModule::~LocalModule()
{
    // Only instances other than instance() (tests) are destroyed. The engine goes back to the
    // module that made it; the library stays mapped (QLibrary does not unload on destruction).
    if (m_engine && m_destroy) {
        m_destroy(m_engine);
    }
}

QString LocalModule::moduleFileName()
{
    return QStringLiteral("slipway_local.so");
}

void LocalModule::setExplicitPath(const QString &path)
{
    QMutexLocker lock(&m_mutex);
    m_explicitPath = path;
}

QStringList LocalModule::searchPaths() const
{
    QMutexLocker lock(&m_mutex);
    if (!m_fixedPaths.isEmpty()) {
        return m_fixedPaths;
    }
    QStringList paths;
    if (!m_explicitPath.isEmpty()) {
        paths << m_explicitPath;
    }
    const QString fromEnv = qEnvironmentVariable("SLIPWAY_LOCAL_MODULE");
    if (!fromEnv.isEmpty()) {
        paths << fromEnv;
    }
    const QString appDir = QCoreApplication::applicationDirPath();
    if (!appDir.isEmpty()) {
        // Build tree: bin/slipway and lib/slipway_local.so. Installed: bin/ and lib/slipway/.
        paths << QDir::cleanPath(appDir + QStringLiteral("/../lib/") + moduleFileName());
        paths << QDir::cleanPath(appDir + QStringLiteral("/../lib/slipway/") + moduleFileName());
    }
    paths << QStringLiteral(SLIPWAY_MODULE_INSTALL_DIR "/") + moduleFileName();
    paths.removeDuplicates();
    return paths;
}

LocalModuleStatus LocalModule::load()
{
    // Search paths are computed before taking the lock: searchPaths() locks too.
    QMutexLocker lock(&m_mutex);
    if (m_status.state != LocalModuleStatus::State::NotLoaded) {
        return m_status;
    }
    lock.unlock();
    const QStringList paths = searchPaths();
    lock.relock();
    if (m_status.state != LocalModuleStatus::State::NotLoaded) {
        return m_status; // another thread finished first
    }

    QString found;
    qCDebug(lcLocal).noquote() << "looking for the LibTorch module in"
                               << paths.join(QStringLiteral(", "));
    for (const QString &path : paths) {
        if (QFileInfo::exists(path)) {
            found = path;
            break;
        }
    }
    LocalModuleStatus status;
    if (found.isEmpty()) {
        status.state = LocalModuleStatus::State::Missing;
        status.message = QStringLiteral("The LibTorch module (%1) is not installed, so local smoke "
                                        "tests are unavailable. Everything else works. "
                                        "To get them, install the slipway-local package "
                                        "(sudo apt-get install slipway-local). Looked in: %2")
                             .arg(moduleFileName(), paths.join(QStringLiteral(", ")));
        m_status = status;
        qCInfo(lcLocal).noquote() << m_status.message;
        return m_status;
    }

    status.path = found;
    auto library = std::make_unique<QLibrary>(found);
    library->setLoadHints(QLibrary::ResolveAllSymbolsHint);
    if (!library->load()) {
        const QString reason = library->errorString();
        status.state = LocalModuleStatus::State::Broken;
        status.message =
            reason.contains(QLatin1String("libtorch")) || reason.contains(QLatin1String("libc10"))
                ? QStringLiteral("LibTorch is not installed, so local smoke tests are unavailable "
                                 "(on Debian: apt install libtorch1.13). Everything else works. "
                                 "Details: %1")
                      .arg(reason)
                : QStringLiteral("The LibTorch module %1 could not be opened: %2")
                      .arg(found, reason);
        m_status = status;
        qCInfo(lcLocal).noquote() << m_status.message;
        return m_status;
    }

    const auto apiVersion = reinterpret_cast<SlipwayLocalApiVersionFn>(
        library->resolve(SLIPWAY_LOCAL_API_VERSION_SYMBOL));
    const auto create =
        reinterpret_cast<SlipwayLocalCreateFn>(library->resolve(SLIPWAY_LOCAL_CREATE_SYMBOL));
    if (!apiVersion || !create || apiVersion() != local::kApiVersion) {
        status.state = LocalModuleStatus::State::Incompatible;
        status.message =
            QStringLiteral(
                "%1 is not a Slipway LibTorch module or belongs to another version (module "
                "interface %2, this program needs %3). Reinstall Slipway.")
                .arg(found)
                .arg(apiVersion ? apiVersion() : -1)
                .arg(local::kApiVersion);
        m_status = status;
        qCInfo(lcLocal).noquote() << m_status.message;
        return m_status;
    }

    m_destroy =
        reinterpret_cast<SlipwayLocalDestroyFn>(library->resolve(SLIPWAY_LOCAL_DESTROY_SYMBOL));
    m_engine = create(local::kApiVersion);
    if (!m_engine) {
        status.state = LocalModuleStatus::State::Broken;
        status.message = QStringLiteral("The LibTorch module %1 failed to start.").arg(found);
        m_status = status;
        qCInfo(lcLocal).noquote() << m_status.message;
        return m_status;
    }
    const local::EngineInfo info = m_engine->info();
    status.state = LocalModuleStatus::State::Loaded;
    status.libtorchVersion = QString::fromStdString(info.libtorchVersion);
    status.intraOpThreads = info.intraOpThreads;
    status.message = QStringLiteral("LibTorch %1 ready (%2 CPU thread%3%4).")
                         .arg(status.libtorchVersion)
                         .arg(info.intraOpThreads)
                         .arg(info.intraOpThreads == 1 ? QString() : QStringLiteral("s"))
                         .arg(info.cudaAvailable ? QStringLiteral(", CUDA available")
                                                 : QStringLiteral(", CPU only"));
    m_library = std::move(library);
    m_status = status;
    qCInfo(lcLocal).noquote() << found << "loaded:" << m_status.message;
    return m_status;
}

QFuture<LocalModuleStatus> LocalModule::loadAsync()
{
    return QtConcurrent::run([this] { return load(); });
}

LocalModuleStatus LocalModule::status() const
{
    QMutexLocker lock(&m_mutex);
    return m_status;
}

local::Engine *LocalModule::engine() const
{
    QMutexLocker lock(&m_mutex);
    return m_engine;
}

LocalSelfCheck LocalModule::selfCheck() const
{
    LocalSelfCheck check;
    if (local::Engine *loaded = engine()) {
        const local::SelfCheckResult result = loaded->selfCheck();
        check.ran = true;
        check.ok = result.ok;
        check.message = QString::fromStdString(result.message);
    }
    return check;
}

} // namespace slipway::localbridge
