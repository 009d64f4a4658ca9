#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace slipway::project {

// One runnable example of the gallery: a small project (resources/examples/FOLDER, compiled
// into Slipway) with a README and an `example.json` that names, per variant, the parallelism
// and the resources it needs. Several variants may share a folder (the MNIST CNN on the CPU
// and on one GPU).
struct Example
{
    QString name;   // "mnist-cnn-cpu"
    QString folder; // "mnist-cnn"
    QString title;
    QString description;
    QString parallelism;
    QString entry;
    QStringList args;
    QString logdir;
    QString checkpoint;
    QString data;
    QJsonObject resources; // JobSpec fields: nodes, gpus_per_node, cpus_per_task, mem, time
    int order = 1000;      // place in the gallery: the simplest example first

    // A JobSpec (JSON) for `profile` that runs this example from its project folder.
    QJsonObject jobSpec(const QString &profile) const;
    QJsonObject toJson() const;
};

class ExampleGallery
{
public:
    static QList<Example> all();
    static std::optional<Example> find(const QString &name);
    // The files of an example: those of resources/examples/common (shared by all examples)
    // and of its own folder, path relative to the folder -> content.
    static QMap<QString, QByteArray> files(const Example &example);
    // Writes the example's files into `folder` (made when missing); false with `error` set
    // when a file cannot be written. Existing files of the same name are replaced.
    static bool writeTo(const Example &example, const QString &folder, QString *error);
};

} // namespace slipway::project
