#include "monitor/usageprobe.h"

#include "common/shellquote.h"
#include "monitor/nodelist.h"
#include "site/siteprofile.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace slipway::monitor {
namespace {

constexpr auto sstatMarker = "@@slipway-sstat";
constexpr auto gpuMarker = "@@slipway-gpu ";
constexpr auto hostMarker = "@@slipway-host ";

// "0: text" (srun --label) -> ("0", "text"); lines without a label keep an empty one.
QPair<QString, QString> splitLabel(const QString &line)
{
    static const QRegularExpression label(QStringLiteral("^\\s*(\\d+): (.*)$"));
    const QRegularExpressionMatch m = label.match(line);
    if (m.hasMatch()) {
        return {m.captured(1), m.captured(2)};
    }
    return {QString(), line};
}

// The GPU part of one job's answer: blocks per task (srun) or per host (ssh), each starting
// with a host line.
void parseGpuBlock(const QStringList &lines, GpuTool tool, JobUsage *usage)
{
    QMap<QString, QString> hostOfLabel;
    QMap<QString, QByteArray> textOfHost;
    QStringList hostsInOrder;
    QString currentHost; // for ssh answers, which carry no labels
    QStringList complaints;
    for (const QString &raw : lines) {
        const auto [label, line] = splitLabel(raw);
        if (line.startsWith(QLatin1String(hostMarker))) {
            const QString host = line.mid(qsizetype(qstrlen(hostMarker))).trimmed();
            hostOfLabel.insert(label, host);
            currentHost = host;
            if (!hostsInOrder.contains(host)) {
                hostsInOrder << host;
            }
            continue;
        }
        const QString host = label.isEmpty() ? currentHost : hostOfLabel.value(label);
        if (host.isEmpty()) {
            if (!line.trimmed().isEmpty()) {
                complaints << line.trimmed(); // srun's own errors come before any host line
            }
            continue;
        }
        textOfHost[host] += line.toUtf8() + '\n';
    }
    for (const QString &host : std::as_const(hostsInOrder)) {
        const QByteArray text = textOfHost.value(host);
        QList<GpuUse> gpus = tool == GpuTool::RocmSmi ? gpuoutput::parseRocmCsv(text)
                                                      : gpuoutput::parseNvidiaCsv(text);
        if (gpus.isEmpty() && !text.trimmed().isEmpty()) {
            complaints << QString::fromUtf8(text).trimmed().section(QLatin1Char('\n'), 0, 0);
        }
        for (GpuUse &gpu : gpus) {
            gpu.host = host;
            usage->gpus << gpu;
        }
    }
    if (usage->gpus.isEmpty()) {
        usage->gpuError =
            complaints.isEmpty()
                ? QCoreApplication::translate("usageprobe",
                                              "The GPU tool printed nothing on the job's nodes.")
                : QCoreApplication::translate("usageprobe", "The GPUs could not be read: %1")
                      .arg(complaints.first());
    }
}

} // namespace

std::optional<GpuTool> gpuToolFromName(const QString &name)
{
    if (name == QLatin1String("nvidia-smi")) {
        return GpuTool::NvidiaSmi;
    }
    if (name == QLatin1String("rocm-smi")) {
        return GpuTool::RocmSmi;
    }
    if (name == QLatin1String("none")) {
        return GpuTool::None;
    }
    return std::nullopt;
}

std::optional<GpuRoute> gpuRouteFromName(const QString &name)
{
    if (name == QLatin1String("srun")) {
        return GpuRoute::Srun;
    }
    if (name == QLatin1String("ssh")) {
        return GpuRoute::Ssh;
    }
    return std::nullopt;
}

UsageProbe::UsageProbe(GpuTool tool, GpuRoute route, int gpuTimeoutSeconds)
    : m_tool(tool)
    , m_route(route)
    , m_gpuTimeoutSeconds(gpuTimeoutSeconds)
{}

UsageProbe UsageProbe::forProfile(const site::SiteProfile &profile)
{
    return UsageProbe(gpuToolFromName(profile.gpuMonitorTool).value_or(GpuTool::NvidiaSmi),
                      gpuRouteFromName(profile.gpuMonitorRoute).value_or(GpuRoute::Srun));
}

bool UsageProbe::isValidJobId(const QString &jobId)
{
    static const QRegularExpression form(QStringLiteral("^\\d{1,12}([_+]\\d{1,9})?$"));
    return form.match(jobId).hasMatch();
}

QString UsageProbe::gpuCommand() const
{
    if (m_tool == GpuTool::RocmSmi) {
        return QStringLiteral("rocm-smi ") + rocmArguments() + QStringLiteral(" 2>&1");
    }
    return QStringLiteral("nvidia-smi --query-gpu=") + nvidiaQueryFields() +
           QStringLiteral(" --format=csv,noheader,nounits 2>&1");
}

QString UsageProbe::command(const QList<ProbeJob> &jobs) const
{
    QStringList ids;
    QStringList parts;
    for (const ProbeJob &job : jobs) {
        if (isValidJobId(job.jobId)) {
            ids << job.jobId;
        }
    }
    if (ids.isEmpty()) {
        return {};
    }
    parts << QStringLiteral("echo %1; sstat -n -P -a -j %2 --format=JobID,TRESUsageInTot "
                            "2>/dev/null")
                 .arg(QLatin1String(sstatMarker), ids.join(QLatin1Char(',')));
    if (m_tool == GpuTool::None) {
        return parts.join(QStringLiteral("; "));
    }
    // Every task prints its host first, so the answers of a multi-node job can be told apart.
    const QString onNode =
        QStringLiteral("echo \"%1$(hostname)\"; ").arg(QLatin1String(hostMarker)) + gpuCommand();
    const QString timeout = QStringLiteral("timeout %1 ").arg(m_gpuTimeoutSeconds);
    for (const ProbeJob &job : jobs) {
        if (!job.hasGpus || !isValidJobId(job.jobId)) {
            continue;
        }
        const int nodes = qMax(1, job.nodes);
        parts << QStringLiteral("echo %1%2").arg(QLatin1String(gpuMarker), job.jobId);
        if (m_route == GpuRoute::Srun) {
            parts << timeout +
                         QStringLiteral("srun --overlap --jobid=%1 --nodes=%2 --ntasks=%2 "
                                        "--ntasks-per-node=1 --label bash -c %3 2>&1 </dev/null")
                             .arg(job.jobId)
                             .arg(nodes)
                             .arg(shellQuote(onNode));
        } else {
            // The nodes come from the status poll; each name is checked here, so nothing but a
            // node name reaches ssh.
            QStringList rejected;
            const QStringList nodeNames = expandNodeList(job.nodeList, &rejected);
            for (const QString &problem : std::as_const(rejected)) {
                parts << QStringLiteral("echo ") +
                             shellQuote(QCoreApplication::translate("usageprobe",
                                                                    "A node was left out: ") +
                                        problem);
            }
            if (nodeNames.isEmpty() && rejected.isEmpty()) {
                parts << QStringLiteral("echo ") +
                             shellQuote(QCoreApplication::translate(
                                 "usageprobe", "The job's nodes are not known yet."));
            }
            for (const QString &node : nodeNames) {
                parts << timeout + QStringLiteral("ssh -o BatchMode=yes -o ConnectTimeout=10 %1 %2 "
                                                  "2>&1 </dev/null")
                                       .arg(shellQuote(node), shellQuote(onNode));
            }
        }
    }
    return parts.join(QStringLiteral("; "));
}

QMap<QString, JobUsage> UsageProbe::parseSstat(const QByteArray &text)
{
    QMap<QString, JobUsage> jobs;
    for (const QString &line : QString::fromUtf8(text).split(QLatin1Char('\n'))) {
        const QStringList cells = line.trimmed().split(QLatin1Char('|'));
        if (cells.size() < 2 || cells.at(0).isEmpty()) {
            continue;
        }
        const QString jobId = cells.at(0).section(QLatin1Char('.'), 0, 0);
        if (!isValidJobId(jobId)) {
            continue;
        }
        JobUsage &usage = jobs[jobId];
        usage.jobId = jobId;
        for (const QString &pair : cells.at(1).split(QLatin1Char(','))) {
            const QString key = pair.section(QLatin1Char('='), 0, 0);
            const QString value = pair.section(QLatin1Char('='), 1);
            if (key == QLatin1String("cpu")) {
                if (const auto seconds = parseDuration(value)) {
                    usage.cpuSeconds = qMax(0.0, usage.cpuSeconds) + *seconds;
                }
            } else if (key == QLatin1String("mem")) {
                if (const auto bytes = parseMemory(value)) {
                    usage.memoryBytes = qMax<qint64>(0, usage.memoryBytes) + *bytes;
                }
            }
        }
    }
    return jobs;
}

QMap<QString, JobUsage> UsageProbe::parse(const QByteArray &output, const QDateTime &when) const
{
    // Split the answer at the markers: the sstat part, then one part per GPU job.
    QByteArray sstatText;
    QMap<QString, QStringList> gpuLines;
    QString section;
    for (const QString &line : QString::fromUtf8(output).split(QLatin1Char('\n'))) {
        if (line == QLatin1String(sstatMarker)) {
            section = QStringLiteral("sstat");
            continue;
        }
        if (line.startsWith(QLatin1String(gpuMarker))) {
            section = line.mid(qsizetype(qstrlen(gpuMarker))).trimmed();
            gpuLines[section];
            continue;
        }
        if (section == QLatin1String("sstat")) {
            sstatText += line.toUtf8() + '\n';
        } else if (!section.isEmpty()) {
            gpuLines[section] << line;
        }
    }
    QMap<QString, JobUsage> jobs = parseSstat(sstatText);
    for (auto it = gpuLines.cbegin(); it != gpuLines.cend(); ++it) {
        if (!jobs.contains(it.key())) {
            continue; // ended meanwhile
        }
        parseGpuBlock(it.value(), m_tool, &jobs[it.key()]);
    }
    for (JobUsage &usage : jobs) {
        usage.when = when;
    }
    return jobs;
}

} // namespace slipway::monitor
