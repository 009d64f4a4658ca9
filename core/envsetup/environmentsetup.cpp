#include "envsetup/environmentsetup.h"

#include "common/shellquote.h"
#include "compose/specwords.h"
#include "ssh/sshconnection.h"
#include "ssh/sshstream.h"

namespace slipway::envsetup {

namespace {

// "~/x" and "${HOME}/x" as "$HOME/x", so a prefix written one way matches a path written another.
QString normalised(QString path)
{
    if (path.startsWith(QLatin1String("~/")) || path == QLatin1String("~")) {
        path = QStringLiteral("$HOME") + path.mid(1);
    }
    if (path.startsWith(QLatin1String("${HOME}"))) {
        path = QStringLiteral("$HOME") + path.mid(7);
    }
    while (path.size() > 1 && path.endsWith(QLatin1Char('/'))) {
        path.chop(1);
    }
    return path;
}

} // namespace

EnvironmentSetup::EnvironmentSetup(ssh::SshConnection *connection, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
{}

EnvironmentSetup::~EnvironmentSetup()
{
    if (m_stream) {
        m_stream->disconnect(this);
        m_stream->close();
    }
}

QString EnvironmentSetup::refusal(const site::SiteProfile &profile,
                                  const compose::JobEnvironment &environment)
{
    // The script was composed from these words; one that the module tool or conda would parse
    // as shell code is refused even when the script reached here by another way.
    const QList<compose::WordProblem> problems = environmentWordProblems(environment);
    if (!problems.isEmpty()) {
        return describeForUser(problems.first());
    }
    const QString path = normalised(environment.path);
    if (path.isEmpty()) {
        return QStringLiteral("The environment has no folder; say where it should go.");
    }
    for (qsizetype i = 0; i < profile.unsuitableEnvPaths.size(); ++i) {
        const QString prefix = normalised(profile.unsuitableEnvPaths.at(i));
        if (path == prefix || path.startsWith(prefix + QLatin1Char('/'))) {
            const QString reason = profile.unsuitableEnvReasons.value(i);
            return QStringLiteral("Slipway will not create an environment in %1 on %2: %3. "
                                  "Choose another folder%4.")
                .arg(environment.path, profile.displayName,
                     reason.isEmpty() ? QStringLiteral("the site says it is unsuitable") : reason,
                     profile.envLocationHint.isEmpty()
                         ? QString()
                         : QStringLiteral(", such as %1").arg(profile.envLocationHint));
        }
    }
    return {};
}

QString EnvironmentSetup::command(const QString &script)
{
    return QStringLiteral("bash -l -c ") + shellQuote(script);
}

bool EnvironmentSetup::start(const QString &script, const site::SiteProfile &profile,
                             const compose::JobEnvironment &environment)
{
    if (m_stream) {
        return false;
    }
    m_cancelled = false;
    m_lastError.clear();
    m_pending[0].clear();
    m_pending[1].clear();
    if (script.trimmed().isEmpty()) {
        Q_EMIT finished(false,
                        QStringLiteral("This environment needs no set-up on the login node."));
        return false;
    }
    const QString refused = refusal(profile, environment);
    if (!refused.isEmpty()) {
        Q_EMIT finished(false, refused);
        return false;
    }
    if (!m_connection) {
        Q_EMIT finished(false, QStringLiteral("There is no connection to the cluster."));
        return false;
    }
    if (m_connection->state() != ssh::SshState::Ready) {
        m_connection->connectToHost();
    }
    m_stream = m_connection->openStream(command(script), this);
    connect(m_stream, &ssh::SshStream::standardOutput, this,
            [this](const QByteArray &d) { takeOutput(d, false); });
    connect(m_stream, &ssh::SshStream::standardError, this,
            [this](const QByteArray &d) { takeOutput(d, true); });
    connect(m_stream, &ssh::SshStream::finished, this, [this](int exitCode, const QString &error) {
        // Flush what came without a final line break.
        for (int i = 0; i < 2; ++i) {
            if (!m_pending[i].isEmpty()) {
                takeOutput(QByteArrayLiteral("\n"), i == 1);
            }
        }
        if (m_cancelled) {
            finish(false, QStringLiteral("The set-up was cancelled; the environment may be "
                                         "half made. Run the set-up again to finish it."));
        } else if (exitCode == 0) {
            finish(true, QStringLiteral("The environment is ready."));
        } else if (exitCode < 0) {
            finish(false, QStringLiteral("The set-up did not finish: %1").arg(error));
        } else {
            finish(false, QStringLiteral("The set-up failed (exit status %1)%2")
                              .arg(exitCode)
                              .arg(m_lastError.isEmpty() ? QStringLiteral(".")
                                                         : QStringLiteral(": ") + m_lastError));
        }
    });
    return true;
}

void EnvironmentSetup::cancel()
{
    if (!m_stream) {
        return;
    }
    m_cancelled = true;
    m_stream->close();
}

void EnvironmentSetup::takeOutput(const QByteArray &data, bool standardError)
{
    QByteArray &pending = m_pending[standardError ? 1 : 0];
    pending += data;
    qsizetype start = 0;
    for (qsizetype i = 0; i < pending.size(); ++i) {
        const char c = pending.at(i);
        if (c == '\n' || c == '\r') {
            const QString line = QString::fromUtf8(pending.mid(start, i - start));
            start = i + 1;
            if (line.isEmpty()) {
                continue;
            }
            if (standardError) {
                m_lastError = line;
            }
            Q_EMIT outputLine(line, standardError);
        }
    }
    pending.remove(0, start);
}

void EnvironmentSetup::finish(bool succeeded, const QString &message)
{
    if (m_stream) {
        m_stream->deleteLater();
        m_stream = nullptr;
    }
    Q_EMIT finished(succeeded, message);
}

} // namespace slipway::envsetup
