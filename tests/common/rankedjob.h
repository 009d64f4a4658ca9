#pragma once

// A job of several ranks that `slipwayctl submit --wait --follow` runs in the background, and
// the check of what its ranks printed: shared by the tests that run the parallelism examples and
// the container recipe on the test cluster's two nodes.

#include "testcluster.h"
#include "testpaths.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace slipway::test {

struct RankedJob
{
    QString name;  // a row of the test; also its project folder's name
    int ranks = 1; // how many "rank R of N" lines
    int nodes = 1; // on how many different nodes
    QString outPath;
    QString errPath;
    std::unique_ptr<QProcess> process;

    // Submits the spec at `specPath` with the project `folder` into REMOTEROOT/NAME and follows
    // it to its end; its output goes to FOLDER.out and FOLDER.err.
    void start(const QString &specPath, const QString &folder, const QString &remoteRoot,
               const TestCluster &cluster, const QString &workingDirectory = {})
    {
        outPath = folder + QStringLiteral(".out");
        errPath = folder + QStringLiteral(".err");
        process = std::make_unique<QProcess>();
        if (!workingDirectory.isEmpty()) {
            process->setWorkingDirectory(workingDirectory);
        }
        process->setStandardOutputFile(outPath);
        process->setStandardErrorFile(errPath);
        process->start(binDir() + QStringLiteral("/slipwayctl"),
                       {QStringLiteral("submit"), QStringLiteral("--spec"), specPath,
                        QStringLiteral("--project"), folder, QStringLiteral("--project-remote"),
                        remoteRoot + QLatin1Char('/') + name, QStringLiteral("--wait"),
                        QStringLiteral("--follow"), QStringLiteral("--interval"),
                        QStringLiteral("2"), QStringLiteral("--db"),
                        folder + QStringLiteral(".sqlite"), QStringLiteral("--host"),
                        cluster.alias(), QStringLiteral("-F"), cluster.config()});
    }

    // Waits up to `timeoutMs` for the end, then says what is wrong (empty when nothing is): the
    // run reached COMPLETED, and every rank from 0 to ranks - 1 printed a line that `rankLine`
    // matches (captures: 1 the rank, 2 the size, 3 the node) and in which `lineProblem` finds
    // nothing wrong, on `nodes` different nodes. `hosts` gets the nodes seen.
    QString check(int timeoutMs, const QRegularExpression &rankLine,
                  const std::function<QString(const QRegularExpressionMatch &)> &lineProblem,
                  QStringList *hosts = nullptr)
    {
        if (!process->waitForFinished(timeoutMs)) {
            process->kill();
            process->waitForFinished();
        }
        QFile outFile(outPath);
        QFile errFile(errPath);
        const QString out =
            outFile.open(QIODevice::ReadOnly) ? QString::fromUtf8(outFile.readAll()) : QString();
        const QString err =
            errFile.open(QIODevice::ReadOnly) ? QString::fromUtf8(errFile.readAll()) : QString();
        const QString describe = out + QStringLiteral("\n--stderr--\n") + err;
        if (process->exitCode() != 0 || !out.contains(QStringLiteral("state COMPLETED"))) {
            return name + QStringLiteral(" did not reach COMPLETED:\n") + describe;
        }
        QSet<int> seenRanks;
        QSet<QString> seenHosts;
        for (auto it = rankLine.globalMatch(out); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (const QString problem = lineProblem(m); !problem.isEmpty()) {
                return name + QStringLiteral(": ") + problem + QStringLiteral(": ") + m.captured(0);
            }
            seenRanks.insert(m.captured(1).toInt());
            seenHosts.insert(m.captured(3));
        }
        for (int r = 0; r < ranks; ++r) {
            if (!seenRanks.contains(r)) {
                return name +
                       QStringLiteral(": rank %1 of %2 never took part:\n").arg(r).arg(ranks) +
                       describe;
            }
        }
        if (seenRanks.size() != ranks || seenHosts.size() != nodes) {
            return name +
                   QStringLiteral(": %1 rank(s) on %2 node(s), not %3 on %4:\n")
                       .arg(seenRanks.size())
                       .arg(seenHosts.size())
                       .arg(ranks)
                       .arg(nodes) +
                   describe;
        }
        if (hosts) {
            *hosts = seenHosts.values();
        }
        return {};
    }
};

} // namespace slipway::test
