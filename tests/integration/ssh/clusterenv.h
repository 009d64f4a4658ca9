#pragma once

#include <QFile>
#include <QMap>
#include <QProcessEnvironment>
#include <QString>

// The test cluster's connection details: SLIPWAY_TEST_* from the environment, else from the
// file tests/cluster/up writes. Empty when neither exists (the caller then fails the test).
namespace slipway::test {

inline QString clusterEnvFile()
{
    return QStringLiteral("/var/tmp/slipway-cluster/env");
}

inline QMap<QString, QString> clusterEnv()
{
    QMap<QString, QString> values;
    QFile file(clusterEnvFile());
    if (file.open(QIODevice::ReadOnly)) {
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            const qsizetype eq = line.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                continue;
            }
            QString value = line.mid(eq + 1);
            if (value.size() >= 2 && value.startsWith(QLatin1Char('\'')) &&
                value.endsWith(QLatin1Char('\''))) {
                value = value.mid(1, value.size() - 2);
            }
            values.insert(line.left(eq), value);
        }
    }
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QStringList keys = env.keys();
    for (const QString &key : keys) {
        if (key.startsWith(QLatin1String("SLIPWAY_TEST_"))) {
            values.insert(key, env.value(key));
        }
    }
    return values;
}

} // namespace slipway::test

#define REQUIRE_CLUSTER(env)                                                                       \
    do {                                                                                           \
        if (!(env).contains(QStringLiteral("SLIPWAY_TEST_SSH_CONFIG"))) {                          \
            QFAIL("The test cluster is not up: run tests/cluster/up (as root) first; it writes "   \
                  "/var/tmp/slipway-cluster/env.");                                                \
        }                                                                                          \
    } while (false)
