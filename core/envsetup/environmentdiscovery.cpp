#include "envsetup/environmentdiscovery.h"

#include "common/futures.h"
#include "common/shellquote.h"
#include "common/wordrules.h"
#include "compose/specwords.h"
#include "envsetup/condaparser.h"
#include "envsetup/moduleparser.h"
#include "envsetup/venvlistparser.h"

#include <QCoreApplication>
#include <QFutureInterface>
#include <QPromise>

#include <memory>

namespace slipway::envsetup {

namespace {

const QStringList steps = {QStringLiteral("modules"), QStringLiteral("conda"),
                           QStringLiteral("venvs")};

QString firstLine(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes).section(QLatin1Char('\n'), 0, 0).trimmed();
}

QString whyFailed(const CommandResult &r)
{
    if (!r.ran()) {
        return r.error;
    }
    const QString err = QString::fromUtf8(r.standardError).trimmed();
    return err.isEmpty() ? QStringLiteral("exit status %1").arg(r.exitCode)
                         : err.section(QLatin1Char('\n'), -1);
}

} // namespace

EnvironmentDiscovery::EnvironmentDiscovery(CommandRunner *runner, site::SiteProfile profile,
                                           QObject *parent)
    : QObject(parent)
    , m_runner(runner)
    , m_profile(std::move(profile))
{
    qRegisterMetaType<DiscoveredEnvironments>();
}

QString EnvironmentDiscovery::modulesCommand()
{
    return QStringLiteral(
        "if [ -n \"${LMOD_CMD:-}\" ]; then echo SLIPWAY-MODULES lmod; module -t avail 2>&1; "
        "elif type module >/dev/null 2>&1; then echo SLIPWAY-MODULES environment-modules; "
        "module avail -t 2>&1; else echo SLIPWAY-MODULES none; fi");
}

QString EnvironmentDiscovery::condaCommand()
{
    return QStringLiteral("if command -v conda >/dev/null 2>&1; then conda env list --json; "
                          "else echo SLIPWAY-NO-CONDA; fi");
}

QStringList EnvironmentDiscovery::venvRoots() const
{
    QStringList roots{QStringLiteral("$HOME")};
    const QString hint = m_profile.envLocationHint;
    if (!hint.isEmpty() && hint != QLatin1String("$HOME") && !hint.contains(QLatin1Char('<'))) {
        roots << hint;
    }
    return roots;
}

void EnvironmentDiscovery::start()
{
    cancel();
    m_running = true;
    m_moduleSystem.clear();
    ++m_generation;
    runStep(0);
}

void EnvironmentDiscovery::cancel()
{
    if (!m_running) {
        return;
    }
    ++m_generation;
    m_running = false;
    cancelIfRunning(m_current);
    Q_EMIT finished(true);
}

void EnvironmentDiscovery::runStep(int index)
{
    if (index >= steps.size()) {
        m_running = false;
        Q_EMIT finished(false);
        return;
    }
    const QString &step = steps.at(index);
    Q_EMIT progress(step, index, int(steps.size()));
    if (!m_runner) {
        Q_EMIT stepFailed(step,
                          QCoreApplication::translate("environmentdiscovery",
                                                      "There is no connection to the cluster."));
        m_running = false;
        Q_EMIT finished(false);
        return;
    }
    CommandRequest request;
    request.timeoutMs = 120000;
    if (step == QLatin1String("modules")) {
        request.command = modulesCommand();
    } else if (step == QLatin1String("conda")) {
        request.command = condaCommand();
    } else {
        request.command = VenvListParser::command(venvRoots(), 3);
    }
    const int generation = m_generation;
    m_current = m_runner->run(request);
    m_current.then(this, [this, generation, index, step](const CommandResult &r) {
        if (generation != m_generation) {
            return;
        }
        if (!r.ran() || (r.exitCode != 0 && r.standardOutput.isEmpty())) {
            Q_EMIT stepFailed(step, whyFailed(r));
        } else if (step == QLatin1String("modules")) {
            const QString head = firstLine(r.standardOutput);
            m_moduleSystem = head.section(QLatin1Char(' '), 1);
            if (m_moduleSystem != QLatin1String("none")) {
                Q_EMIT found(ModuleParser::parseTerseAvail(r.standardOutput));
            }
        } else if (step == QLatin1String("conda")) {
            if (firstLine(r.standardOutput) != QLatin1String("SLIPWAY-NO-CONDA")) {
                QString error;
                const DiscoveredEnvironments envs =
                    CondaParser::parseEnvList(r.standardOutput, &error);
                if (!error.isEmpty()) {
                    Q_EMIT stepFailed(step, error);
                } else {
                    Q_EMIT found(envs);
                }
            }
        } else {
            Q_EMIT found(VenvListParser::parse(r.standardOutput));
        }
        // The next step's then() is attached once this continuation has returned: attaching it
        // from inside one hung the wizard in Qt 6.4 (see common/futures.h).
        QMetaObject::invokeMethod(
            this,
            [this, generation, index] {
                if (generation == m_generation) {
                    runStep(index + 1);
                }
            },
            Qt::QueuedConnection);
    });
}

QFuture<QStringList> EnvironmentDiscovery::moduleVersions(const QString &name)
{
    // `module spider` parses the name again; a name outside the module rule is never sent.
    if (!m_runner || !wordrules::moduleName(name).isEmpty()) {
        return QtFuture::makeReadyFuture(QStringList());
    }
    CommandRequest request;
    request.timeoutMs = 120000;
    const bool lmod = m_moduleSystem != QLatin1String("environment-modules");
    request.command =
        (lmod ? QStringLiteral("module spider ") : QStringLiteral("module avail -t ")) +
        shellQuote(name) + QStringLiteral(" 2>&1");
    return m_runner->run(request).then([lmod, name](const CommandResult &r) {
        if (lmod) {
            return ModuleParser::parseSpiderVersions(r.standardOutput, name);
        }
        QStringList names;
        for (const DiscoveredEnvironment &e : ModuleParser::parseTerseAvail(r.standardOutput)) {
            names << e.name;
        }
        return names;
    });
}

QFuture<TorchInfo> EnvironmentDiscovery::checkTorch(const compose::JobEnvironment &environment)
{
    if (!m_runner) {
        TorchInfo info;
        info.error = QCoreApplication::translate("environmentdiscovery",
                                                 "There is no connection to the cluster.");
        return QtFuture::makeReadyFuture(info);
    }
    // Module names and conda environments are parsed again by the module tool and conda: a
    // word outside their rules is refused here, before anything runs on the cluster.
    const QList<compose::WordProblem> problems = environmentWordProblems(environment);
    if (!problems.isEmpty()) {
        TorchInfo info;
        info.error = describeForUser(problems.first());
        return QtFuture::makeReadyFuture(info);
    }
    CommandRequest request;
    request.timeoutMs = 180000;
    request.command = TorchProbe::command(environment);
    return m_runner->run(request).then([](const CommandResult &r) { return TorchProbe::parse(r); });
}

} // namespace slipway::envsetup
