#include "scheduler/slurmscheduler.h"

#include "common/shellquote.h"
#include "scheduler/slurmparser.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace slipway::scheduler {

namespace {
const QByteArray kSacctMark = "@@SLIPWAY-SACCT@@";
const QByteArray kScontrolMark = "@@SLIPWAY-SCONTROL@@";
const QByteArray kForgottenMark = "@@SLIPWAY-NO-SUCH-JOB@@";
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
    return QStringLiteral("TZ=UTC sbatch --test-only -- ") + shellQuote(script);
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
    // Without accounting, the controller's record (scontrol) is all there is. A job it no
    // longer knows (it ended more than MinJobAge ago: "Invalid job id specified") is named on a
    // line of its own, told apart from a controller that did not answer; only where the
    // cluster has no accounting at all (sacct: "accounting storage is disabled", or no sacct),
    // not where accounting merely failed to answer this time, since it may know the outcome
    // later. Messages scontrol prints before a job's line are left out.
    const QString scontrol =
        QStringLiteral("printf '%s\\n' ") + QString::fromLatin1(kScontrolMark) +
        QStringLiteral("; for j in ") + shellJoin(ids) +
        QStringLiteral(
            "; do o=$(TZ=UTC scontrol show job -o \"$j\" 2>&1); case $o in "
            "*JobId=*) printf '%s\\n' \"$o\" | grep -e '^JobId=' ;; "
            "*'Invalid job id specified'*) if [ -n \"$nodb\" ]; then printf '%s %s\\n' ") +
        QString::fromLatin1(kForgottenMark) + QStringLiteral(" \"$j\"; fi ;; esac; done; :");
    QString command = QStringLiteral("squeue -u \"$USER\" --json 2>/dev/null || echo '{}'; ");
    if (m_accounting) {
        command += QStringLiteral("printf '\\n%s\\n' ") + QString::fromLatin1(kSacctMark) +
                   QStringLiteral("; if a=$(TZ=UTC sacct -X -n -P -j ") + shellQuote(list) +
                   QStringLiteral(" --format=") + slurm::sacctFormat() +
                   QStringLiteral(" 2>&1); then printf '%s\\n' \"$a\"; else case $a in "
                                  "*'accounting storage is disabled'*|*'command not found'*) "
                                  "nodb=1 ;; *) nodb= ;; esac; ") +
                   scontrol + QStringLiteral("; fi");
    } else {
        command += QStringLiteral("printf '\\n'; nodb=1; ") + scontrol;
    }
    return command;
}

QString SlurmScheduler::segmentsCommand(const QString &jobId) const
{
    if (!m_accounting || !isValidJobId(jobId)) {
        return {};
    }
    // --duplicates: every record of the job id, one per start, not only the newest.
    return QStringLiteral("TZ=UTC sacct --duplicates -X -n -P -j ") + shellQuote(jobId) +
           QStringLiteral(" --format=") + slurm::sacctFormat();
}

JobStatusList SlurmScheduler::parseSegments(const CommandResult &result, QString *error) const
{
    if (!result.ran()) {
        *error = result.error;
        return {};
    }
    if (result.exitCode != 0) {
        *error = QStringLiteral("sacct could not list the job's starts: %1")
                     .arg(QString::fromUtf8(result.standardError).trimmed());
        return {};
    }
    return slurm::parseSacct(result.standardOutput);
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
        for (const QByteArray &line : rest.mid(scontrolAt).split('\n')) {
            if (line.startsWith(kForgottenMark) && line.size() > kForgottenMark.size() &&
                line.at(kForgottenMark.size()) == ' ') {
                JobStatus s;
                s.jobId = QString::fromUtf8(line.mid(kForgottenMark.size() + 1).trimmed());
                s.forgotten = isValidJobId(s.jobId);
                if (s.forgotten) {
                    history << s;
                }
            }
        }
    }
    // Live data first (pending reasons, estimated starts), then history for what is gone.
    JobStatusList merged = active;
    for (const JobStatus &h : std::as_const(history)) {
        auto it = std::find_if(merged.begin(), merged.end(),
                               [&](const JobStatus &s) { return s.jobId == h.jobId; });
        if (it == merged.end()) {
            merged << h;
        } else if (h.forgotten) {
            continue; // the queue has it after all
        } else {
            // A running job's accounting says exit code 0 until it ends: only an ended record's
            // code is one (squeue may already say FAILED while sacct still says RUNNING 0:0).
            if (it->exitCode < 0 && isFinished(h.state)) {
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
                // NOLINTNEXTLINE(performance-unnecessary-copy-initialization): *it is overwritten
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

QString SlurmScheduler::submitArrayCommand(const QString &script, const QString &tag,
                                           const QString &array, const QStringList &args) const
{
    static const QRegularExpression arrayRe(QStringLiteral(R"(^\d+(-\d+)?(,\d+(-\d+)?)*(%\d+)?$)"));
    if (!arrayRe.match(array).hasMatch()) {
        return {};
    }
    const QString comment = isValidTag(tag)
                                ? QStringLiteral("--comment=") + shellQuote(tag) + QLatin1Char(' ')
                                : QString();
    QString command = QStringLiteral("sbatch --parsable ") + comment + QStringLiteral("--array=") +
                      shellQuote(array) + QStringLiteral(" -- ") + shellQuote(script);
    if (!args.isEmpty()) {
        command += QLatin1Char(' ') + shellJoin(args);
    }
    return command;
}

QString SlurmScheduler::arrayStatusCommand(const QStringList &arrayJobs) const
{
    QStringList ids;
    for (const QString &id : arrayJobs) {
        if (isValidJobId(id) && !ids.contains(id)) {
            ids << id;
        }
    }
    const QString list = ids.isEmpty() ? QStringLiteral("0") : ids.join(QLatin1Char(','));
    // The queue first (one line per task with -r), then accounting for the ended ones. Where
    // the cluster has no accounting (see statusCommand), the controller's record of each array:
    // its tasks' lines (those ended within MinJobAge among them), after a line naming the array
    // when the controller answered, so that a task it no longer lists is known to be forgotten.
    const QString scontrol =
        QStringLiteral("printf '%s\\n' ") + QString::fromLatin1(kScontrolMark) +
        QStringLiteral("; for j in ") + shellJoin(ids) +
        QStringLiteral("; do o=$(TZ=UTC scontrol show job -o \"$j\" 2>&1); case $o in *JobId=*) "
                       "printf '%s %s\\n' ") +
        QString::fromLatin1(kForgottenMark) +
        QStringLiteral(" \"$j\"; printf '%s\\n' \"$o\" | grep -e '^JobId=' ;; *'Invalid job id "
                       "specified'*) printf '%s %s\\n' ") +
        QString::fromLatin1(kForgottenMark) + QStringLiteral(" \"$j\" ;; esac; done; :");
    QString command = QStringLiteral("squeue -h -r -j ") + shellQuote(list) +
                      QStringLiteral(" -o '%i|%T|' 2>/dev/null; printf '%s\\n' ") +
                      QString::fromLatin1(kSacctMark);
    if (m_accounting) {
        command += QStringLiteral("; if a=$(sacct -X -n -P -j ") + shellQuote(list) +
                   QStringLiteral(" --format=JobID,State,ExitCode 2>&1); then printf '%s\\n' "
                                  "\"$a\"; else case $a in *'accounting storage is disabled'*|"
                                  "*'command not found'*) ") +
                   scontrol + QStringLiteral(" ;; esac; fi");
    } else {
        command += QStringLiteral("; ") + scontrol;
    }
    return command;
}

QMap<QString, JobStatus> SlurmScheduler::parseArrayStatus(const CommandResult &result,
                                                          QString *error) const
{
    QMap<QString, JobStatus> out;
    if (!result.ran()) {
        *error = result.error;
        return out;
    }
    const QString text = QString::fromUtf8(result.standardOutput);
    const qsizetype mark = text.indexOf(QString::fromLatin1(kSacctMark));
    if (mark < 0) {
        *error = QCoreApplication::translate(
            "slurmscheduler", "The scheduler's answer about the sweep could not be read.");
        return out;
    }
    // "1234_5" or, for tasks accounting has not started yet, "1234_[2-4,7%2]".
    static const QRegularExpression idRe(QStringLiteral(R"(^(\d+)_(\d+|\[([0-9,\-]+)(%\d+)?\])$)"));
    const auto take = [&](const QString &part, bool queue) {
        for (const QString &line : part.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QStringList f = line.trimmed().split(QLatin1Char('|'));
            if (f.size() < 3) {
                continue;
            }
            const auto m = idRe.match(f.at(0));
            if (!m.hasMatch()) {
                continue;
            }
            JobStatus s;
            s.rawState = f.at(1);
            s.state = jobStateFromName(f.at(1));
            const QString &code = f.at(2);
            if (!code.isEmpty()) {
                s.exitCode = code.section(QLatin1Char(':'), 0, 0).toInt();
                s.signal = code.section(QLatin1Char(':'), 1, 1).toInt();
            }
            QList<int> indices;
            if (m.captured(3).isEmpty()) {
                indices << m.captured(2).toInt();
            } else {
                for (const QString &r : m.captured(3).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                    const int a = r.section(QLatin1Char('-'), 0, 0).toInt();
                    const int b = r.contains(QLatin1Char('-'))
                                      ? r.section(QLatin1Char('-'), 1, 1).toInt()
                                      : a;
                    for (int i = a; i <= b && i - a < 100000; ++i) {
                        indices << i;
                    }
                }
            }
            for (int i : indices) {
                s.jobId = m.captured(1) + QLatin1Char('_') + QString::number(i);
                // The queue knows best about a task that is still in it; accounting about
                // how it ended (the queue shows no exit code).
                const auto known = out.constFind(s.jobId);
                if (known == out.cend()) {
                    out.insert(s.jobId, s);
                } else if (queue) {
                    JobStatus merged = s;
                    if (merged.exitCode < 0) {
                        merged.exitCode = known->exitCode;
                        merged.signal = known->signal;
                    }
                    out.insert(s.jobId, merged);
                }
            }
        }
    };
    const qsizetype controlAt = text.indexOf(QString::fromLatin1(kScontrolMark), mark);
    take(text.mid(mark + kSacctMark.size(),
                  controlAt < 0 ? -1 : controlAt - mark - qsizetype(kSacctMark.size())),
         false);
    if (controlAt >= 0) {
        // The controller's lines, as "array_task|state|exit code" for take(); an array it
        // answered for is recorded as forgotten-unless-listed under its own id.
        static const QRegularExpression arrayField(QStringLiteral(R"((?:^|\s)ArrayJobId=(\d+))"));
        static const QRegularExpression taskField(QStringLiteral(R"((?:^|\s)ArrayTaskId=(\S+))"));
        static const QRegularExpression stateField(QStringLiteral(R"((?:^|\s)JobState=(\S+))"));
        static const QRegularExpression codeField(QStringLiteral(R"((?:^|\s)ExitCode=(\S+))"));
        QStringList lines;
        const QString forgotten = QString::fromLatin1(kForgottenMark) + QLatin1Char(' ');
        for (const QString &line : text.mid(controlAt).split(QLatin1Char('\n'))) {
            if (line.startsWith(forgotten)) {
                JobStatus s;
                s.jobId = line.mid(forgotten.size()).trimmed();
                s.forgotten = true;
                if (isValidJobId(s.jobId)) {
                    out.insert(s.jobId, s);
                }
                continue;
            }
            const QString array = arrayField.match(line).captured(1);
            const QString task = taskField.match(line).captured(1);
            if (array.isEmpty() || task.isEmpty()) {
                continue;
            }
            const bool single = !task.contains(QRegularExpression(QStringLiteral("[^0-9]")));
            lines << array + QLatin1Char('_') +
                         (single ? task : QLatin1Char('[') + task + QLatin1Char(']')) +
                         QLatin1Char('|') + stateField.match(line).captured(1) + QLatin1Char('|') +
                         codeField.match(line).captured(1);
        }
        take(lines.join(QLatin1Char('\n')), false);
    }
    take(text.left(mark), true);
    return out;
}

QString SlurmScheduler::cancelTaskCommand(const QString &arrayJob, int index) const
{
    if (!isValidJobId(arrayJob)) {
        return {};
    }
    return QStringLiteral("scancel -- ") +
           shellQuote(index < 0 ? arrayJob : arrayJob + QLatin1Char('_') + QString::number(index));
}

bool SlurmScheduler::isValidJobId(const QString &jobId) const
{
    static const QRegularExpression re(QStringLiteral(R"(^\d+$)"));
    return re.match(jobId).hasMatch();
}

} // namespace slipway::scheduler

namespace slipway::scheduler {

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
        command += QStringLiteral("; TZ=UTC sacct -X -n -P -S ") +
                   shellQuote(since.toString(QStringLiteral("yyyy-MM-dd"))) +
                   QStringLiteral(" --format=JobIDRaw,JobID,Comment,SubmitLine 2>/dev/null && "
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
    // A job array's tasks are jobs of their own (JobId=1235 ArrayJobId=1234 ArrayTaskId=1;
    // sacct's JobID 1234_1): what was submitted is the array, 1234.
    static const QRegularExpression scontrolId(QStringLiteral(R"((?:^|\s)JobId=(\d+))"));
    static const QRegularExpression arrayId(QStringLiteral(R"((?:^|\s)ArrayJobId=(\d+))"));
    const auto take = [&](const QString &section, bool scontrol) {
        const QStringList lines = section.split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            QString jobId;
            if (scontrol) {
                const QString array = arrayId.match(line).captured(1);
                jobId = array.isEmpty() ? scontrolId.match(line).captured(1) : array;
            } else {
                const QString id = line.section(QLatin1Char('|'), 1, 1).trimmed();
                jobId = id.contains(QLatin1Char('_'))
                            ? id.section(QLatin1Char('_'), 0, 0)
                            : line.section(QLatin1Char('|'), 0, 0).trimmed();
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

} // namespace slipway::scheduler
