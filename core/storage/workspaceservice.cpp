#include "storage/workspaceservice.h"

#include "common/shellquote.h"
#include "common/wordrules.h"

#include <QCoreApplication>
#include <QFuture>

namespace slipway::storage {

namespace {

constexpr int kTimeoutMs = 60000;
constexpr int kMaxDays = 3650;

QString ranError(const CommandResult &r, const QString &tool, const QString &where)
{
    if (!r.ran()) {
        return r.error;
    }
    if (r.exitCode == 127) {
        return QCoreApplication::translate(
                   "workspaceservice",
                   "%1 has no %2: this cluster does not use hpc-workspace. Use your "
                   "scratch or project folder instead.")
            .arg(where, tool);
    }
    const QString plain = wsoutput::plainError(r.standardError);
    if (!plain.isEmpty()) {
        return plain;
    }
    return QCoreApplication::translate("workspaceservice", "%1 failed on %2 (exit status %3).")
        .arg(tool, where)
        .arg(r.exitCode);
}

} // namespace

WorkspaceService::WorkspaceService(CommandRunner *runner, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
{}

QFuture<WorkspaceListResult> WorkspaceService::list()
{
    if (!m_runner) {
        return QtFuture::makeReadyFuture(WorkspaceListResult{
            QCoreApplication::translate("workspaceservice", "Not connected."), {}});
    }
    CommandRequest request;
    request.command = QStringLiteral("ws_list");
    request.timeoutMs = kTimeoutMs;
    const QString where = m_runner->description();
    return m_runner->run(request).then(this, [where](const CommandResult &r) {
        WorkspaceListResult result;
        if (!r.succeeded()) {
            result.error = ranError(r, QStringLiteral("ws_list"), where);
            return result;
        }
        result.workspaces = wsoutput::parseList(r.standardOutput);
        return result;
    });
}

QString WorkspaceService::allocateCommand(const QString &name, int days, const QString &filesystem,
                                          bool extend, QString *problem)
{
    QString why = workspaceNameProblem(name);
    if (why.isEmpty() && (days < 1 || days > kMaxDays)) {
        why = QCoreApplication::translate("workspaceservice",
                                          "The number of days must be between 1 and %1.")
                  .arg(kMaxDays);
    }
    if (why.isEmpty() && !filesystem.isEmpty() && !workspaceNameProblem(filesystem).isEmpty()) {
        why = QCoreApplication::translate("workspaceservice",
                                          "\"%1\" cannot name a workspace file system.")
                  .arg(wordrules::quoteForMessage(filesystem));
    }
    if (!why.isEmpty()) {
        if (problem) {
            *problem = why;
        }
        return {};
    }
    QStringList words{extend ? QStringLiteral("ws_extend") : QStringLiteral("ws_allocate")};
    if (!filesystem.isEmpty()) {
        words << QStringLiteral("-F") << filesystem;
    }
    words << name << QString::number(days);
    return shellJoin(words);
}

QFuture<WorkspaceChangeResult> WorkspaceService::allocate(const QString &name, int days,
                                                          const QString &filesystem)
{
    return change(name, days, filesystem, false);
}

QFuture<WorkspaceChangeResult> WorkspaceService::extend(const QString &name, int days,
                                                        const QString &filesystem)
{
    return change(name, days, filesystem, true);
}

QFuture<WorkspaceChangeResult> WorkspaceService::change(const QString &name, int days,
                                                        const QString &filesystem, bool extend)
{
    WorkspaceChangeResult bad;
    const QString command = allocateCommand(name, days, filesystem, extend, &bad.error);
    if (command.isEmpty()) {
        return QtFuture::makeReadyFuture(bad);
    }
    if (!m_runner) {
        bad.error = QCoreApplication::translate("workspaceservice", "Not connected.");
        return QtFuture::makeReadyFuture(bad);
    }
    CommandRequest request;
    request.command = command;
    request.timeoutMs = kTimeoutMs;
    const QString where = m_runner->description();
    const QString tool = extend ? QStringLiteral("ws_extend") : QStringLiteral("ws_allocate");
    return m_runner->run(request).then(this, [where, tool, name, days,
                                              extend](const CommandResult &r) {
        WorkspaceChangeResult result;
        const auto outcome = wsoutput::parseAllocate(r.standardOutput, r.standardError);
        if (!r.succeeded() || !outcome) {
            result.error = ranError(r, tool, where);
            return result;
        }
        result.outcome = *outcome;
        QString text = extend ? QCoreApplication::translate("workspaceservice",
                                                            "Workspace %1 now expires in %2 days")
                       : outcome->reused
                           ? QCoreApplication::translate("workspaceservice",
                                                         "Workspace %1 already existed; it "
                                                         "expires in %2 days")
                           : QCoreApplication::translate("workspaceservice",
                                                         "Workspace %1 is ready for %2 days");
        text = text.arg(name).arg(outcome->daysLeft >= 0 ? outcome->daysLeft : days);
        if (outcome->extensionsLeft >= 0) {
            text += QStringLiteral(" (%1 extensions left)").arg(outcome->extensionsLeft);
        }
        text += QStringLiteral(": %1.").arg(outcome->path);
        if (outcome->cappedToDays >= 0) {
            text +=
                QCoreApplication::translate(
                    "workspaceservice", " The cluster allows at most %1 days, so it shortened the "
                                        "time you asked for.")
                    .arg(outcome->cappedToDays);
        }
        result.message = text;
        return result;
    });
}

} // namespace slipway::storage
