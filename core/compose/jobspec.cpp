#include "compose/jobspec.h"

#include "common/jsonkeys.h"
#include "compose/specwords.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace slipway::compose {

namespace {

const QSet<QString> &knownFields()
{
    static const QSet<QString> fields{QStringLiteral("profile"),
                                      QStringLiteral("job_name"),
                                      QStringLiteral("partition"),
                                      QStringLiteral("nodes"),
                                      QStringLiteral("gpus_per_node"),
                                      QStringLiteral("gpu_type"),
                                      QStringLiteral("tasks_per_node"),
                                      QStringLiteral("cpus_per_task"),
                                      QStringLiteral("mem"),
                                      QStringLiteral("mem_per_cpu"),
                                      QStringLiteral("time"),
                                      QStringLiteral("account"),
                                      QStringLiteral("qos"),
                                      QStringLiteral("environment"),
                                      QStringLiteral("parallelism"),
                                      QStringLiteral("entry"),
                                      QStringLiteral("args"),
                                      QStringLiteral("sweep"),
                                      QStringLiteral("sweep_samples"),
                                      QStringLiteral("sweep_random_seed"),
                                      QStringLiteral("max_running"),
                                      QStringLiteral("workdir"),
                                      QStringLiteral("output"),
                                      QStringLiteral("error"),
                                      QStringLiteral("logdir"),
                                      QStringLiteral("tensorboard"),
                                      QStringLiteral("resumable"),
                                      QStringLiteral("mail"),
                                      QStringLiteral("project"),
                                      QStringLiteral("project_snapshot"),
                                      QStringLiteral("model_size"),
                                      QStringLiteral("torch_version")};
    return fields;
}

// "resumable": true, or {"checkpoints": "FOLDER", "warning_seconds": N}.
void readResumable(const QJsonValue &value, JobSpec *s, QStringList *problems)
{
    if (value.isBool()) {
        s->resumable = value.toBool();
        return;
    }
    if (value.isUndefined() || value.isNull()) {
        return;
    }
    if (!value.isObject()) {
        *problems << QStringLiteral("resumable: must be true, false or {\"checkpoints\": "
                                    "\"FOLDER\", \"warning_seconds\": N}");
        return;
    }
    const QJsonObject r = value.toObject();
    for (auto it = r.begin(); it != r.end(); ++it) {
        if (it.key() != QLatin1String("checkpoints") &&
            it.key() != QLatin1String("warning_seconds")) {
            *problems << QStringLiteral("resumable.%1: is not a field (only checkpoints and "
                                        "warning_seconds are)")
                             .arg(it.key());
        }
    }
    const QJsonValue checkpoints = r.value(QStringLiteral("checkpoints"));
    if (!checkpoints.isUndefined() && !checkpoints.isString()) {
        *problems << QStringLiteral("resumable.checkpoints: must be text (a folder)");
    }
    const QJsonValue warning = r.value(QStringLiteral("warning_seconds"));
    const double seconds = warning.toDouble(-1);
    if (!warning.isUndefined() &&
        (!warning.isDouble() || seconds != double(int(seconds)) || seconds < 1)) {
        *problems << QStringLiteral("resumable.warning_seconds: must be a whole number of "
                                    "seconds, 1 or more");
    }
    s->resumable = true;
    s->checkpointDir = checkpoints.toString();
    s->resumeWarningSeconds = warning.isDouble() && seconds >= 1 ? int(seconds) : 0;
}

class Fields
{
public:
    Fields(const QJsonObject &o, QStringList *errors)
        : m_o(o)
        , m_errors(errors)
    {}

    QString text(const QString &key, const QString &prefix = {})
    {
        const QJsonValue v = m_o.value(key);
        if (v.isUndefined() || v.isNull()) {
            return {};
        }
        if (!v.isString()) {
            m_errors->append(
                QCoreApplication::translate("jobspec", "%1%2: must be text").arg(prefix, key));
            return {};
        }
        return v.toString();
    }

    int number(const QString &key, int fallback, int minimum)
    {
        const QJsonValue v = m_o.value(key);
        if (v.isUndefined() || v.isNull()) {
            return fallback;
        }
        if (!v.isDouble() || v.toDouble() != double(int(v.toDouble()))) {
            m_errors->append(
                QCoreApplication::translate("jobspec", "%1: must be a whole number").arg(key));
            return fallback;
        }
        if (v.toInt() < minimum) {
            m_errors->append(QCoreApplication::translate("jobspec", "%1: must be at least %2")
                                 .arg(key)
                                 .arg(minimum));
            return fallback;
        }
        return v.toInt();
    }

    QStringList list(const QString &key, const QString &prefix = {})
    {
        const QJsonValue v = m_o.value(key);
        if (v.isUndefined() || v.isNull()) {
            return {};
        }
        if (!v.isArray()) {
            m_errors->append(QCoreApplication::translate("jobspec", "%1%2: must be a list of text")
                                 .arg(prefix, key));
            return {};
        }
        QStringList out;
        for (const QJsonValue item : v.toArray()) {
            if (!item.isString()) {
                m_errors->append(
                    QCoreApplication::translate("jobspec", "%1%2: must be a list of text")
                        .arg(prefix, key));
                return {};
            }
            out << item.toString();
        }
        return out;
    }

private:
    QJsonObject m_o;
    QStringList *m_errors;
};

void putText(QJsonObject &o, const QString &key, const QString &value)
{
    if (!value.isEmpty()) {
        o.insert(key, value);
    }
}

void putList(QJsonObject &o, const QString &key, const QStringList &value)
{
    if (!value.isEmpty()) {
        o.insert(key, QJsonArray::fromStringList(value));
    }
}

} // namespace

std::optional<JobSpec> JobSpec::fromJson(const QByteArray &json, QStringList *errors)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        errors->append(QStringLiteral("line %1, column %2: not valid JSON (%3)")
                           .arg(before.count('\n') + 1)
                           .arg(parseError.offset - (before.lastIndexOf('\n') + 1) + 1)
                           .arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!doc.isObject()) {
        errors->append(QStringLiteral("a job spec must be one JSON object"));
        return std::nullopt;
    }
    // JSON readers keep only the last of two equal keys; which one was meant is unknown.
    const QStringList duplicates = duplicateJsonKeys(json);
    for (const QString &key : duplicates) {
        errors->append(
            QCoreApplication::translate("jobspec", "%1: is given more than once; keep one.")
                .arg(key));
    }
    if (!duplicates.isEmpty()) {
        return std::nullopt;
    }
    return fromJsonObject(doc.object(), errors);
}

std::optional<JobSpec> JobSpec::fromJsonObject(const QJsonObject &o, QStringList *errors)
{
    QStringList problems;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!knownFields().contains(it.key())) {
            problems << QCoreApplication::translate("jobspec",
                                                    "%1: is not a job spec field (misspelt?)")
                            .arg(it.key());
        }
    }
    Fields f(o, &problems);
    JobSpec s;
    s.profile = f.text(QStringLiteral("profile"));
    s.jobName = f.text(QStringLiteral("job_name"));
    s.partition = f.text(QStringLiteral("partition"));
    s.nodes = f.number(QStringLiteral("nodes"), 0, 1);
    s.gpusPerNode = f.number(QStringLiteral("gpus_per_node"), -1, 0);
    s.gpuType = f.text(QStringLiteral("gpu_type"));
    s.tasksPerNode = f.number(QStringLiteral("tasks_per_node"), 0, 1);
    s.cpusPerTask = f.number(QStringLiteral("cpus_per_task"), 0, 1);
    s.mem = f.text(QStringLiteral("mem"));
    s.memPerCpu = f.text(QStringLiteral("mem_per_cpu"));
    s.time = f.text(QStringLiteral("time"));
    s.account = f.text(QStringLiteral("account"));
    s.qos = f.text(QStringLiteral("qos"));
    s.parallelism = f.text(QStringLiteral("parallelism"));
    s.entry = f.text(QStringLiteral("entry"));
    s.args = f.list(QStringLiteral("args"));
    s.sweep = f.list(QStringLiteral("sweep"));
    s.sweepSamples = f.number(QStringLiteral("sweep_samples"), 0, 0);
    s.sweepRandomSeed = f.number(QStringLiteral("sweep_random_seed"), 0, 0);
    s.maxRunning = f.number(QStringLiteral("max_running"), 0, 0);
    s.workdir = f.text(QStringLiteral("workdir"));
    s.output = f.text(QStringLiteral("output"));
    s.error = f.text(QStringLiteral("error"));
    s.logdir = f.text(QStringLiteral("logdir"));
    const QJsonValue tensorboard = o.value(QStringLiteral("tensorboard"));
    if (tensorboard.isBool()) {
        s.tensorboard = tensorboard.toBool();
    } else if (tensorboard.isObject()) {
        const QJsonObject t = tensorboard.toObject();
        for (auto it = t.begin(); it != t.end(); ++it) {
            if (it.key() != QLatin1String("setup")) {
                problems << QStringLiteral("tensorboard.%1: is not a field (only setup is)")
                                .arg(it.key());
            }
        }
        const QJsonValue setup = t.value(QStringLiteral("setup"));
        if (!setup.isUndefined() && !setup.isString()) {
            problems << QStringLiteral("tensorboard.setup: must be text");
        }
        s.tensorboard = true;
        s.tensorboardSetup = setup.toString();
    } else if (!tensorboard.isUndefined() && !tensorboard.isNull()) {
        problems << QStringLiteral("tensorboard: must be true, false or {\"setup\": \"...\"}");
    }
    readResumable(o.value(QStringLiteral("resumable")), &s, &problems);
    s.project = f.text(QStringLiteral("project"));
    s.projectSnapshot = f.text(QStringLiteral("project_snapshot"));
    s.modelSize = f.text(QStringLiteral("model_size"));
    s.torchVersion = f.text(QStringLiteral("torch_version"));

    const QJsonValue env = o.value(QStringLiteral("environment"));
    if (env.isObject()) {
        const QJsonObject e = env.toObject();
        const QSet<QString> envFields{QStringLiteral("recipe"), QStringLiteral("modules"),
                                      QStringLiteral("path"),   QStringLiteral("packages"),
                                      QStringLiteral("image"),  QStringLiteral("python_version"),
                                      QStringLiteral("runtime")};
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (!envFields.contains(it.key())) {
                problems
                    << QStringLiteral("environment.%1: is not an environment field").arg(it.key());
            }
        }
        Fields ef(e, &problems);
        const QString prefix = QStringLiteral("environment.");
        s.environment.recipe = ef.text(QStringLiteral("recipe"), prefix);
        s.environment.modules = ef.list(QStringLiteral("modules"), prefix);
        s.environment.path = ef.text(QStringLiteral("path"), prefix);
        s.environment.packages = ef.list(QStringLiteral("packages"), prefix);
        s.environment.image = ef.text(QStringLiteral("image"), prefix);
        s.environment.pythonVersion = ef.text(QStringLiteral("python_version"), prefix);
        s.environment.runtime = ef.text(QStringLiteral("runtime"), prefix);
    } else if (!env.isUndefined() && !env.isNull()) {
        problems << QStringLiteral("environment: must be an object such as {\"recipe\": \"venv\"}");
    }
    const QJsonValue mail = o.value(QStringLiteral("mail"));
    if (mail.isString()) {
        s.mailUser = mail.toString();
    } else if (mail.isObject()) {
        const QJsonObject m = mail.toObject();
        for (auto it = m.begin(); it != m.end(); ++it) {
            if (it.key() != QLatin1String("user") && it.key() != QLatin1String("type")) {
                problems << QStringLiteral("mail.%1: is not a field (only user and type are)")
                                .arg(it.key());
            }
        }
        Fields mf(m, &problems);
        s.mailUser = mf.text(QStringLiteral("user"), QStringLiteral("mail."));
        s.mailType = mf.text(QStringLiteral("type"), QStringLiteral("mail."));
    } else if (!mail.isUndefined() && !mail.isNull()) {
        problems << QStringLiteral("mail: must be an address or {\"user\": ..., \"type\": ...}");
    }
    // Words a program would parse again (module names, conda environments, scheduler names),
    // NUL bytes and broken characters are refused as soon as the spec is read.
    if (problems.isEmpty()) {
        for (const WordProblem &p : specWordProblems(s)) {
            problems << describe(p);
        }
    }
    if (!problems.isEmpty()) {
        errors->append(problems);
        return std::nullopt;
    }
    return s;
}

QJsonObject JobSpec::toJson() const
{
    QJsonObject o;
    putText(o, QStringLiteral("profile"), profile);
    putText(o, QStringLiteral("job_name"), jobName);
    putText(o, QStringLiteral("partition"), partition);
    if (nodes > 0) {
        o.insert(QStringLiteral("nodes"), nodes);
    }
    if (gpusPerNode >= 0) {
        o.insert(QStringLiteral("gpus_per_node"), gpusPerNode);
    }
    putText(o, QStringLiteral("gpu_type"), gpuType);
    if (tasksPerNode > 0) {
        o.insert(QStringLiteral("tasks_per_node"), tasksPerNode);
    }
    if (cpusPerTask > 0) {
        o.insert(QStringLiteral("cpus_per_task"), cpusPerTask);
    }
    putText(o, QStringLiteral("mem"), mem);
    putText(o, QStringLiteral("mem_per_cpu"), memPerCpu);
    putText(o, QStringLiteral("time"), time);
    putText(o, QStringLiteral("account"), account);
    putText(o, QStringLiteral("qos"), qos);
    QJsonObject env;
    putText(env, QStringLiteral("recipe"), environment.recipe);
    putList(env, QStringLiteral("modules"), environment.modules);
    putText(env, QStringLiteral("path"), environment.path);
    putList(env, QStringLiteral("packages"), environment.packages);
    putText(env, QStringLiteral("image"), environment.image);
    putText(env, QStringLiteral("python_version"), environment.pythonVersion);
    putText(env, QStringLiteral("runtime"), environment.runtime);
    if (!env.isEmpty()) {
        o.insert(QStringLiteral("environment"), env);
    }
    putText(o, QStringLiteral("parallelism"), parallelism);
    putText(o, QStringLiteral("entry"), entry);
    if (!args.isEmpty()) {
        o.insert(QStringLiteral("args"), QJsonArray::fromStringList(args));
    }
    if (!sweep.isEmpty()) {
        o.insert(QStringLiteral("sweep"), QJsonArray::fromStringList(sweep));
    }
    if (sweepSamples > 0) {
        o.insert(QStringLiteral("sweep_samples"), sweepSamples);
    }
    if (sweepRandomSeed > 0) {
        o.insert(QStringLiteral("sweep_random_seed"), sweepRandomSeed);
    }
    if (maxRunning > 0) {
        o.insert(QStringLiteral("max_running"), maxRunning);
    }
    putText(o, QStringLiteral("workdir"), workdir);
    putText(o, QStringLiteral("output"), output);
    putText(o, QStringLiteral("error"), error);
    putText(o, QStringLiteral("logdir"), logdir);
    if (tensorboard) {
        QJsonObject t;
        putText(t, QStringLiteral("setup"), tensorboardSetup);
        o.insert(QStringLiteral("tensorboard"), t);
    }
    if (resumable) {
        QJsonObject r;
        putText(r, QStringLiteral("checkpoints"), checkpointDir);
        if (resumeWarningSeconds > 0) {
            r.insert(QStringLiteral("warning_seconds"), resumeWarningSeconds);
        }
        o.insert(QStringLiteral("resumable"), r);
    }
    if (!mailUser.isEmpty()) {
        QJsonObject mail{{QStringLiteral("user"), mailUser}};
        putText(mail, QStringLiteral("type"), mailType);
        o.insert(QStringLiteral("mail"), mail);
    }
    putText(o, QStringLiteral("project"), project);
    putText(o, QStringLiteral("project_snapshot"), projectSnapshot);
    putText(o, QStringLiteral("model_size"), modelSize);
    putText(o, QStringLiteral("torch_version"), torchVersion);
    return o;
}

} // namespace slipway::compose
