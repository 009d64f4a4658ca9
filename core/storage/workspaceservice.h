#pragma once

#include "common/commandrunner.h"
#include "storage/workspace.h"

#include <QFuture>
#include <QPointer>

namespace slipway::storage {

struct WorkspaceListResult
{
    QString error; // empty on success
    QList<Workspace> workspaces;
};

struct WorkspaceChangeResult
{
    QString error; // empty on success
    AllocateOutcome outcome;
    QString message; // what happened, in plain words
};

// hpc-workspace on a cluster's login node (ws_list, ws_allocate, ws_extend), through any
// CommandRunner. Names and file systems are checked before anything runs and quoted for the
// shell; days must be 1 to 3650 (the tool itself shortens a duration over its site's maximum,
// and the result says so).
class WorkspaceService final : public QObject
{
    Q_OBJECT

public:
    explicit WorkspaceService(CommandRunner *runner, QObject *parent = nullptr);

    QFuture<WorkspaceListResult> list();
    // A new workspace, or the existing one of that name (hpc-workspace reuses it).
    QFuture<WorkspaceChangeResult> allocate(const QString &name, int days,
                                            const QString &filesystem = {});
    // Sets the workspace to expire `days` from now; uses one of its extensions.
    QFuture<WorkspaceChangeResult> extend(const QString &name, int days,
                                          const QString &filesystem = {});

    // The command lines, exposed for tests; empty with `*problem` set when the input is bad.
    static QString allocateCommand(const QString &name, int days, const QString &filesystem,
                                   bool extend, QString *problem);

private:
    QFuture<WorkspaceChangeResult> change(const QString &name, int days, const QString &filesystem,
                                          bool extend);

    QPointer<CommandRunner> m_runner;
};

} // namespace slipway::storage
