#pragma once

// The connection details of the test cluster (tests/cluster/up), for integration tests: from the
// environment when set, otherwise from the env file that `up` writes.

#include <QFile>
#include <QHash>
#include <QProcessEnvironment>
#include <QString>

namespace slipway::test {

class TestCluster
{
public:
    // Loads the details; on failure `error` says what is missing and how to start the cluster.
    static TestCluster load(QString *error)
    {
        TestCluster cluster;
        const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString dir = env.value(QStringLiteral("SLIPWAY_CLUSTER_DIR"),
                                      QStringLiteral("/var/tmp/slipway-cluster"));
        cluster.m_envFile = dir + QStringLiteral("/env");
        QFile file(cluster.m_envFile);
        if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            while (!file.atEnd()) {
                const QString line = QString::fromUtf8(file.readLine()).trimmed();
                const qsizetype eq = line.indexOf(QLatin1Char('='));
                if (line.startsWith(QLatin1String("SLIPWAY_")) && eq > 0) {
                    QString value = line.mid(eq + 1);
                    // `up` writes shell-quoted values; plain ones carry no quotes.
                    if (value.size() >= 2 && value.startsWith(QLatin1Char('\'')) &&
                        value.endsWith(QLatin1Char('\''))) {
                        value = value.mid(1, value.size() - 2);
                    }
                    cluster.m_values.insert(line.left(eq), value);
                }
            }
        }
        for (const QString &key : env.keys()) {
            if (key.startsWith(QLatin1String("SLIPWAY_TEST_"))) {
                cluster.m_values.insert(key, env.value(key));
            }
        }
        if (cluster.config().isEmpty() || cluster.alias().isEmpty()) {
            if (error) {
                *error = QStringLiteral("The test cluster is not running: SLIPWAY_TEST_SSH_CONFIG "
                                        "and SLIPWAY_TEST_SSH_ALIAS are not set and %1 does not "
                                        "exist. Start it (as root) with tests/cluster/up.")
                             .arg(cluster.m_envFile);
            }
        }
        return cluster;
    }

    bool isValid() const { return !config().isEmpty() && !alias().isEmpty(); }
    QString value(const QString &name) const { return m_values.value(name); }

    QString host() const { return value(QStringLiteral("SLIPWAY_TEST_SSH_HOST")); }
    int port() const { return value(QStringLiteral("SLIPWAY_TEST_SSH_PORT")).toInt(); }
    QString user() const { return value(QStringLiteral("SLIPWAY_TEST_SSH_USER")); }
    QString key() const { return value(QStringLiteral("SLIPWAY_TEST_SSH_KEY")); }
    QString config() const { return value(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG")); }
    QString alias() const { return value(QStringLiteral("SLIPWAY_TEST_SSH_ALIAS")); }

private:
    QString m_envFile;
    QHash<QString, QString> m_values;
};

} // namespace slipway::test
