#include "scheduler/slurmscheduler.h"

#include "common/shellquote.h"
#include "scheduler/slurmparser.h"

#include <QRegularExpression>

namespace slipway {

namespace {
const QByteArray kSacctMark = "@@SLIPWAY-SACCT@@";
const QByteArray kScontrolMark = "@@SLIPWAY-SCONTROL@@";
const QByteArray kQueueMark = "@@SLIPWAY-SQUEUE@@";
const QByteArray kHistoryMark = "@@SLIPWAY-HISTORY@@";
const QByteArray kHistoryDone = "@@SLIPWAY-HISTORY-OK@@";

// Every tag in `text`, in order.
QStringList tagsIn(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral(R"(slipway-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        out << it.next().captured(0);
    }
    return out;
}
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

QString SlurmScheduler::submitCommand(const QString &script, const QString &tag) const
{
    const QString comment = isValidTag(tag)
                                ? QStringLiteral("--comment=") + shellQuote(tag) + QLatin1Char(' ')
                                : QString();
    return QStringLiteral("sbatch --parsable ") + comment + QStringLiteral("-- ") +
           shellQuote(script);
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
            if (isFinished(h.state)) {
                // The accounting's record of an ended job is the one to trust: its state, exit
                // code, elapsed and end times (squeue may still list the job for a while with
                // none of them).
                const JobStatus live = *it;
                *it = h;
                if (it->stdoutPath.isEmpty()) {
                    it->stdoutPath = live.stdoutPath;
                    it->stderrPath = live.stderrPath;
                }
                if (it->gpus < 0) {
                    it->gpus = live.gpus;
                }
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

namespace slipway {

QString SlurmScheduler::findTaggedCommand(const QStringList &tags, const QDate &since) const
{
    // The controller's jobs (queued, running, and ended within MinJobAge) with their comment,
    // then accounting for what has ended: sacct's SubmitLine keeps the --comment even where the
    // comment itself is not stored (AccountingStoreFlags without job_comment). Accounting lags
    // the controller by a few seconds, which the controller's list covers. Without accounting
    // the search is not complete.
    QString command = waitForSubmissionsCommand(tags) + QStringLiteral("id -un; printf '%s\\n' ") +
                      QString::fromLatin1(kQueueMark) +
                      QStringLiteral("; scontrol -o show job 2>/dev/null | grep -F -e "
                                     "'Comment=slipway-'; printf '%s\\n' ") +
                      QString::fromLatin1(kHistoryMark);
    if (m_accounting) {
        command += QStringLiteral("; sacct -X -n -P -S ") +
                   shellQuote(since.toString(QStringLiteral("yyyy-MM-dd"))) +
                   QStringLiteral(" --format=JobIDRaw,Comment,SubmitLine 2>/dev/null && "
                                  "printf '%s\\n' ") +
                   QString::fromLatin1(kHistoryDone);
    }
    return command;
}

TaggedJobs SlurmScheduler::parseTagged(const CommandResult &result) const
{
    TaggedJobs found;
    if (!result.ran()) {
        found.error = result.error;
        return found;
    }
    const QString out = QString::fromUtf8(result.standardOutput);
    const qsizetype queueAt = out.indexOf(QString::fromLatin1(kQueueMark));
    const qsizetype historyAt = out.indexOf(QString::fromLatin1(kHistoryMark));
    if (queueAt < 0 || historyAt < queueAt) {
        found.error = QStringLiteral("the login node's answer was cut short (%1)")
                          .arg(QString::fromUtf8(result.standardError).trimmed());
        return found;
    }
    found.searched = true;
    found.user = out.left(queueAt).trimmed().section(QLatin1Char('\n'), -1).trimmed();
    found.complete = m_accounting && out.contains(QString::fromLatin1(kHistoryDone));
    static const QRegularExpression scontrolId(QStringLiteral(R"((?:^|\s)JobId=(\d+))"));
    const auto take = [&](const QString &section, bool scontrol) {
        const QStringList lines = section.split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            QString jobId;
            if (scontrol) {
                jobId = scontrolId.match(line).captured(1);
            } else {
                jobId = line.section(QLatin1Char('|'), 0, 0).trimmed();
            }
            if (!isValidJobId(jobId)) {
                continue;
            }
            for (const QString &tag : tagsIn(line.section(QLatin1Char('|'), scontrol ? 0 : 1))) {
                if (!found.jobIds.contains(tag)) {
                    found.jobIds.insert(tag, jobId);
                }
            }
        }
    };
    take(out.mid(queueAt, historyAt - queueAt).mid(kQueueMark.size()), true);
    take(out.mid(historyAt + kHistoryMark.size()), false);
    return found;
}

} // namespace slipway
