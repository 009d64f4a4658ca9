// slipwayctl download, data: files from the internet into a folder on the cluster, fetched by
// the login node or here and uploaded, checked by SHA-256, archives unpacked (core/fetch).

#include "command.h"
#include "projectcli.h"
#include "signalcatcher.h"

#include "fetch/fashionmnist.h"
#include "fetch/remotedownload.h"
#include "remote/remotepath.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "ssh/terminalprompter.h"

#include <QCommandLineParser>
#include <QEventLoop>

namespace slipway::ctl {
namespace {

void addCommonOptions(QCommandLineParser &parser)
{
    parser.addHelpOption();
    parser.addOption({{QStringLiteral("F"), QStringLiteral("ssh-config")},
                      QStringLiteral("OpenSSH config file to use."),
                      QStringLiteral("CONFIG")});
    parser.addOption({QStringLiteral("profile"),
                      QStringLiteral("The cluster's profile: says whether its login node has "
                                     "internet."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("offline"),
                      QStringLiteral("Download on this computer and upload, as for a login node "
                                     "without internet.")});
}

// Whether the login node fetches; nullopt after printing why the options are wrong.
std::optional<bool> loginNodeInternet(const QCommandLineParser &parser, const QString &prefix)
{
    if (parser.isSet(QStringLiteral("offline"))) {
        return false;
    }
    if (!parser.isSet(QStringLiteral("profile"))) {
        return true;
    }
    const site::ProfileRegistry registry({site::ProfileRegistry::defaultUserFolder()});
    const site::SiteProfile *profile = registry.find(parser.value(QStringLiteral("profile")));
    if (!profile) {
        printErr(prefix + QStringLiteral("there is no profile \"%1\" (see: slipwayctl profiles).")
                              .arg(parser.value(QStringLiteral("profile"))));
        return std::nullopt;
    }
    return profile->loginNodeInternet;
}

// Runs the download with progress on stderr; Ctrl+C cancels. Returns the exit status.
int runDownload(const QString &hostArg, const QString &config, const fetch::DownloadRequest &req,
                const QString &what)
{
    ssh::TerminalPrompter prompter;
    ssh::ConnectionPool pool(&prompter);
    QString error;
    ssh::SshConnection *connection = pool.connection(hostArg, config, &error);
    if (!connection) {
        printErr(QStringLiteral("Cannot connect to %1: %2").arg(hostArg, error));
        return 1;
    }
    fetch::RemoteDownload download(connection);
    ProgressLine line;
    QObject::connect(&download, &fetch::RemoteDownload::statusChanged, &download,
                     [&](const QString &text) { line.note(text); });
    QObject::connect(&download, &fetch::RemoteDownload::progress, &download, [&](int permille) {
        if (permille >= 0) {
            line.percent(permille);
        }
    });
    fetch::DownloadResult result;
    QEventLoop loop;
    QObject::connect(&download, &fetch::RemoteDownload::finished, &loop,
                     [&](const fetch::DownloadResult &r) {
                         result = r;
                         loop.quit();
                     });
    SignalCatcher catcher([&](int) { download.cancel(); });
    download.start(req);
    if (download.isRunning()) {
        loop.exec();
    }
    line.finish();
    if (result.cancelled) {
        printErr(QStringLiteral("Cancelled; nothing was left on the cluster."));
        return 130;
    }
    if (!result.ok) {
        printErr(result.error);
        return 1;
    }
    if (result.alreadyThere) {
        printOut(QStringLiteral("%1 is already in %2:%3 (checksums match); nothing downloaded.")
                     .arg(what, hostArg, result.targetPath));
        return 0;
    }
    printOut(QStringLiteral("%1 -> %2:%3 (%4 files, %5 bytes, fetched by %6)")
                 .arg(what, hostArg, result.targetPath)
                 .arg(result.files)
                 .arg(result.bytes)
                 .arg(result.fetchedBy));
    return 0;
}

int runDownloadCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Download an archive (zip, tar.gz) into a new folder on the cluster and unpack it:\n"
        "  slipwayctl download URL HOST:DIR [--sha256 HEX] [--profile ID | --offline]\n"
        "The login node fetches it with curl or wget when it has internet (the profile says; "
        "default yes); otherwise it is downloaded here and uploaded. DIR must not exist or be "
        "empty. A bad checksum, a missing file, too little space or an archive with absolute "
        "or '..' paths is refused and leaves nothing behind."));
    parser.addPositionalArgument(QStringLiteral("URL"), QStringLiteral("http:// or https://"));
    parser.addPositionalArgument(QStringLiteral("HOST:DIR"),
                                 QStringLiteral("Where to unpack it on the cluster."));
    parser.addOption({QStringLiteral("sha256"),
                      QStringLiteral("The archive's SHA-256 checksum, as sha256sum prints it."),
                      QStringLiteral("HEX")});
    addCommonOptions(parser);
    const QString prefix = QStringLiteral("slipwayctl download: ");
    if (const std::optional<int> done = parseCommandLine(parser, arguments, prefix)) {
        return *done;
    }
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2) {
        printErr(prefix + QStringLiteral("give the URL and HOST:DIR (see --help)."));
        return 2;
    }
    if (const QString why = fetch::RemoteDownload::checkUrl(args[0]); !why.isEmpty()) {
        printErr(prefix + why);
        return 2;
    }
    const QString sha = parser.value(QStringLiteral("sha256")).trimmed();
    if (!sha.isEmpty()) {
        if (const QString why = fetch::RemoteDownload::checkSha256(sha); !why.isEmpty()) {
            printErr(prefix + why);
            return 2;
        }
    }
    const auto remote = remote::RemotePath::parse(args[1]);
    if (!remote) {
        printErr(prefix + QStringLiteral("the target must be HOST:DIR, a folder on a cluster."));
        return 2;
    }
    const std::optional<bool> internet = loginNodeInternet(parser, prefix);
    if (!internet) {
        return 2;
    }
    const QUrl url(args[0].trimmed(), QUrl::StrictMode);
    fetch::DownloadItem item;
    item.url = url;
    item.fileName = fetch::RemoteDownload::fileNameFromUrl(url);
    item.sha256 = sha.toLatin1();
    fetch::DownloadRequest request;
    request.items = {item};
    request.targetFolder = remote->path;
    request.unpack = true;
    request.loginNodeInternet = *internet;
    return runDownload(remote->host, parser.value(QStringLiteral("F")), request, item.fileName);
}

int runData(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Data sets the gallery's examples read with --data DIR:\n"
        "  slipwayctl data\n"
        "  slipwayctl data get fashion-mnist HOST:DIR [--profile ID | --offline] [--mirror URL]\n"
        "The login node downloads it when it has internet; otherwise Slipway uploads its own "
        "copy (Debian's dataset-fashion-mnist) or downloads it here. Every file is checked by "
        "SHA-256 on the cluster."));
    parser.addPositionalArgument(QStringLiteral("get"), QStringLiteral("Put a data set there."),
                                 QStringLiteral("[get NAME HOST:DIR]"));
    parser.addOption({QStringLiteral("mirror"),
                      QStringLiteral("Fetch from this folder URL instead of the upstream one."),
                      QStringLiteral("URL")});
    addCommonOptions(parser);
    const QString prefix = QStringLiteral("slipwayctl data: ");
    if (const std::optional<int> done = parseCommandLine(parser, arguments, prefix)) {
        return *done;
    }
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        const QString local = fetch::FashionMnist::localCopy();
        printOut(QStringLiteral("fashion-mnist   Fashion-MNIST, 70,000 28x28 clothing images in "
                                "10 classes (4 files, 30 MB)%1")
                     .arg(local.isEmpty() ? QString() : QStringLiteral("; copy here: ") + local));
        return 0;
    }
    if (args.size() != 3 || args[0] != QLatin1String("get")) {
        printErr(prefix + QStringLiteral("use 'data' or 'data get fashion-mnist HOST:DIR'."));
        return 2;
    }
    if (args[1] != QLatin1String("fashion-mnist")) {
        printErr(
            prefix +
            QStringLiteral("there is no data set \"%1\"; there is: fashion-mnist.").arg(args[1]));
        return 2;
    }
    const QString mirror = parser.value(QStringLiteral("mirror"));
    if (!mirror.isEmpty()) {
        if (const QString why = fetch::RemoteDownload::checkUrl(mirror); !why.isEmpty()) {
            printErr(prefix + why);
            return 2;
        }
    }
    const auto remote = remote::RemotePath::parse(args[2]);
    if (!remote) {
        printErr(prefix + QStringLiteral("the target must be HOST:DIR, a folder on a cluster."));
        return 2;
    }
    const std::optional<bool> internet = loginNodeInternet(parser, prefix);
    if (!internet) {
        return 2;
    }
    const fetch::DownloadRequest request =
        fetch::FashionMnist::request(remote->path, *internet, mirror);
    return runDownload(remote->host, parser.value(QStringLiteral("F")), request,
                       QStringLiteral("fashion-mnist"));
}

const CommandRegistration downloadCommand{
    {"download", "Download an archive (zip, tar.gz) into a folder on the cluster and unpack it",
     &runDownloadCommand}};
const CommandRegistration dataCommand{
    {"data", "List data sets; 'data get fashion-mnist HOST:DIR' puts one on the cluster",
     &runData}};

} // namespace
} // namespace slipway::ctl
