#include "project/examplegallery.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>

namespace slipway::project {

namespace {

const QString kRoot = QStringLiteral(":/examples");
// Files every example uses (the model, the data loader, the event writer), kept once here and
// added to each example's files; an example's own file of the same name wins.
const QString kCommon = QStringLiteral("common");

void readFolder(const QString &base, QMap<QString, QByteArray> *out)
{
    QDirIterator it(base, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            out->insert(path.mid(base.size() + 1), file.readAll());
        }
    }
}

} // namespace

QJsonObject Example::jobSpec(const QString &profile) const
{
    QJsonObject spec = resources;
    spec.insert(QStringLiteral("profile"), profile);
    spec.insert(QStringLiteral("job_name"), name);
    spec.insert(QStringLiteral("parallelism"), parallelism);
    spec.insert(QStringLiteral("entry"), entry);
    if (!args.isEmpty()) {
        spec.insert(QStringLiteral("args"), QJsonArray::fromStringList(args));
    }
    if (!logdir.isEmpty()) {
        spec.insert(QStringLiteral("logdir"), logdir);
    }
    return spec;
}

QJsonObject Example::toJson() const
{
    return QJsonObject{{QStringLiteral("name"), name},
                       {QStringLiteral("folder"), folder},
                       {QStringLiteral("title"), title},
                       {QStringLiteral("description"), description},
                       {QStringLiteral("parallelism"), parallelism},
                       {QStringLiteral("entry"), entry},
                       {QStringLiteral("args"), QJsonArray::fromStringList(args)},
                       {QStringLiteral("logdir"), logdir},
                       {QStringLiteral("checkpoint"), checkpoint},
                       {QStringLiteral("data"), data},
                       {QStringLiteral("resources"), resources}};
}

QList<Example> ExampleGallery::all()
{
    // Titles and descriptions in the person's language (translations/examplestrings.cpp).
    const auto shown = [](const QString &text) {
        return text.isEmpty() ? text
                              : QCoreApplication::translate("examples", text.toUtf8().constData());
    };
    QList<Example> examples;
    const QStringList folders =
        QDir(kRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &folder : folders) {
        QFile file(kRoot + QLatin1Char('/') + folder + QStringLiteral("/example.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            continue;
        }
        const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonArray variants = o.value(QStringLiteral("variants")).toArray();
        for (const auto &v : variants) {
            const QJsonObject variant = v.toObject();
            Example e;
            e.folder = folder;
            e.name = variant.value(QStringLiteral("name")).toString();
            e.title = shown(variant.value(QStringLiteral("title"))
                                .toString(o.value(QStringLiteral("title")).toString()));
            e.description = shown(o.value(QStringLiteral("description")).toString());
            e.parallelism = variant.value(QStringLiteral("parallelism")).toString();
            e.entry = o.value(QStringLiteral("entry")).toString();
            for (const auto &a : o.value(QStringLiteral("args")).toArray()) {
                e.args << a.toString();
            }
            e.logdir = o.value(QStringLiteral("logdir")).toString();
            e.checkpoint = o.value(QStringLiteral("checkpoint")).toString();
            e.data = shown(o.value(QStringLiteral("data")).toString());
            e.resources = variant.value(QStringLiteral("resources")).toObject();
            e.order = o.value(QStringLiteral("order")).toInt(1000);
            if (!e.name.isEmpty()) {
                examples << e;
            }
        }
    }
    // Simplest first: a beginner's first pick is the top of the list, not what sorts first.
    std::stable_sort(examples.begin(), examples.end(),
                     [](const Example &a, const Example &b) { return a.order < b.order; });
    return examples;
}

std::optional<Example> ExampleGallery::find(const QString &name)
{
    const QList<Example> examples = all();
    for (const Example &e : examples) {
        if (e.name == name) {
            return e;
        }
    }
    return std::nullopt;
}

QMap<QString, QByteArray> ExampleGallery::files(const Example &example)
{
    QMap<QString, QByteArray> out;
    readFolder(kRoot + QLatin1Char('/') + kCommon, &out);
    readFolder(kRoot + QLatin1Char('/') + example.folder, &out);
    return out;
}

bool ExampleGallery::writeTo(const Example &example, const QString &folder, QString *error)
{
    const QMap<QString, QByteArray> content = files(example);
    for (auto it = content.cbegin(); it != content.cend(); ++it) {
        const QString path = QDir(folder).filePath(it.key());
        QDir().mkpath(QFileInfo(path).absolutePath());
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(it.value()) != it.value().size() ||
            !file.commit()) {
            if (error) {
                *error = QCoreApplication::translate("examplegallery", "Could not write %1: %2")
                             .arg(path, file.errorString());
            }
            return false;
        }
        if (it.key().endsWith(QLatin1String(".py"))) {
            QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner);
        }
    }
    return true;
}

} // namespace slipway::project
