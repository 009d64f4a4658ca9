#pragma once

#include "common/commandrunner.h"
#include "project/projectuploader.h"

#include <QString>

#include <functional>

class QCommandLineParser;

namespace slipway::ssh {
class SshConnection;
}

namespace slipway::ctl {

// --max-file-size, --git-committed and --project-remote, shared by `submit --project` and
// `project upload`.
void addProjectUploadOptions(QCommandLineParser &parser);

// --project-remote, else "~/slipway-projects/NAME", or below `workdir` when the spec names
// one; NAME comes from the folder's name, reduced to letters, digits, '-' and '_'.
QString projectRemoteRoot(const QCommandLineParser &parser, const QString &folder,
                          const QString &workdir);

// Scans `folder` (as the options say), checks that `entry` (when given) is one of its files,
// and uploads it into a new snapshot under the remote root, printing progress on stderr (one
// updating line on a terminal, plain lines otherwise). Ctrl+C cancels. The files go by SFTP
// over `sftp` when given (the runner's connection), else on the runner's commands. Returns
// the result; on failure the reason has been printed. `quotaTool` (a profile's
// storage.quota_tool) is checked with df before anything is sent, unless --quota-tool says
// otherwise. `beforeUpload`, when given, runs after the folder passed its own checks and before
// anything is sent; false stops it there.
project::UploadResult
uploadProjectWithProgress(CommandRunner &runner, const QCommandLineParser &parser,
                          const QString &folder, const QString &remoteRoot, const QString &entry,
                          ssh::SshConnection *sftp = nullptr, const QString &quotaTool = {},
                          const std::function<bool()> &beforeUpload = {});

// Progress on stderr: "\r"-updated on a terminal, one line per step otherwise.
class ProgressLine
{
public:
    ProgressLine();
    // "WHAT 1.2 MB of 3.4 MB (35%)"; a line each time when stderr is no terminal.
    void update(const QString &what, qint64 done, qint64 total);
    // "  35.0%" from thousandths; a line per tenth when stderr is no terminal.
    void percent(int permille);
    // A step's text on a line of its own.
    void note(const QString &text);
    void finish();

private:
    bool m_terminal = false;
    bool m_open = false;
    int m_lastTenth = -1;
};

} // namespace slipway::ctl
