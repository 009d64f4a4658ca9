#include "scheduler/slurmscheduler.h"

#include "common/shellquote.h"
#include "scheduler/slurmparser.h"

#include <QRegularExpression>

namespace slipway {

namespace {
const QByteArray kSacctMark = "@@SLIPWAY-SACCT@@";
const QByteArray kScontrolMark = "@@SLIPWAY-SCONTROL@@";
} // namespace

SlurmScheduler::SlurmScheduler(bool accounting)
    : m_accounting(accounting)
{}

QString SlurmScheduler::testCommand(const QString &script) const
{
    return QStringLiteral("sbatch --test-only -- ") + shellQuote(script);
}

Preflight SlurmScheduler::parseTest(const CommandResult &result) const
{
    Preflight p;
    p.supported = true;
    if (!result.ran()) {
        p.accepted = false;
        p.message = result.error;
        return p;
    }
    const slurm::TestOnlyResult t = slurm::parseTestOnly(result.exitCode, result.standardError);
    p.accepted = t.accepted;
    p.estimatedStart = t.estimatedStart;
    p.message = t.message;
    return p;
}

QString SlurmScheduler::submitCommand(const QString &script) const
{
    return QStringLiteral("sbatch --parsable -- ") + shellQuote(script);
}

std::optional<QString> SlurmScheduler::parseSubmit(const CommandResult &result,
                                                   QString *error) const
{
    if (!result.ran()) {
        *error = result.error;
        return std::nullopt;
    }
    const auto id =
        result.exitCode == 0 ? slurm::parseSbatchParsable(result.standardOutput) : std::nullopt;
    if (!id) {
        const slurm::TestOnlyResult t = slurm::parseTestOnly(1, result.standardError);
        *error = t.message;
    }
    return id;
}

QString SlurmScheduler::statusCommand(const QStringList &jobIds) const
{
    QStringList ids;
    for (const QString &id : jobIds) {
        if (isValidJobId(id)) {
            ids << id;
        }
    }
    const QString list = ids.isEmpty() ? QStringLiteral("0") : ids.join(QLatin1Char(','));
    const QString scontrol = QStringLiteral("printf '%s\\n' ") +
                             QString::fromLatin1(kScontrolMark) + QStringLiteral("; for j in ") +
                             shellJoin(ids) +
                             QStringLiteral("; do scontrol show job -o \"$j\" 2>/dev/null; done");
    QString command = QStringLiteral("squeue -u \"$USER\" --json 2>/dev/null || echo '{}'; ");
    if (m_accounting) {
        command += QStringLiteral("printf '\\n%s\\n' ") + QString::fromLatin1(kSacctMark) +
                   QStringLiteral("; sacct -X -n -P -j ") + shellQuote(list) +
                   QStringLiteral(" --format=") + slurm::sacctFormat() +
                   QStringLiteral(" 2>/dev/null || { ") + scontrol + QStringLiteral("; }");
    } else {
        command += QStringLiteral("printf '\\n'; ") + scontrol;
    }
    return command;
}

JobStatusList SlurmScheduler::parseStatus(const CommandResult &result, QString *error) const
{
    if (!result.ran()) {
        *error = result.error;
        return {};
    }
    const QByteArray &out = result.standardOutput;
    qsizetype split = out.indexOf(kSacctMark);
    const bool sacct = split >= 0;
    if (!sacct) {
        split = out.indexOf(kScontrolMark);
    }
    const QByteArray squeuePart = split >= 0 ? out.left(split) : out;
    const QByteArray rest = split >= 0 ? out.mid(split) : QByteArray();
    JobStatusList active = slurm::parseSqueueJson(squeuePart.trimmed(), nullptr);
    JobStatusList history;
    const qsizetype scontrolAt = rest.indexOf(kScontrolMark);
    if (sacct) {
        const QByteArray sacctPart =
            rest.mid(kSacctMark.size(), scontrolAt >= 0 ? scontrolAt - kSacctMark.size() : -1);
        history = slurm::parseSacct(sacctPart);
    }
    if (scontrolAt >= 0) {
        history << slurm::parseScontrol(rest.mid(scontrolAt));
    }
    // Live data first (pending reasons, estimated starts), then history for what is gone.
    JobStatusList merged = active;
    for (const JobStatus &h : std::as_const(history)) {
        auto it = std::find_if(merged.begin(), merged.end(),
                               [&](const JobStatus &s) { return s.jobId == h.jobId; });
        if (it == merged.end()) {
            merged << h;
        } else {
            if (it->exitCode < 0) {
                it->exitCode = h.exitCode;
            }
            if (it->stdoutPath.isEmpty()) {
                it->stdoutPath = h.stdoutPath;
                it->stderrPath = h.stderrPath;
            }
            if (isFinished(h.state) && !isFinished(it->state)) {
                *it = h;
            }
        }
    }
    if (merged.isEmpty() && result.exitCode != 0 && error) {
        *error = QString::fromUtf8(result.standardError).trimmed();
    }
    return merged;
}

QString SlurmScheduler::cancelCommand(const QString &jobId) const
{
    return QStringLiteral("scancel -- ") + shellQuote(jobId);
}

bool SlurmScheduler::isValidJobId(const QString &jobId) const
{
    static const QRegularExpression re(QStringLiteral(R"(^\d+$)"));
    return re.match(jobId).hasMatch();
}

} // namespace slipway
