#include "site/profileparser.h"

#include "common/jsonkeys.h"
#include "common/wordrules.h"
#include "site/memoryamount.h"
#include "site/walltime.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

namespace slipway::site {

namespace {

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("true/false");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("text");
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

// Reads typed fields and records what is wrong with them, with the path of each field.
class Reader
{
public:
    Reader(QString file, QStringList *errors)
        : m_file(std::move(file))
        , m_errors(errors)
    {}

    void error(const QString &field, const QString &problem)
    {
        m_errors->append(QStringLiteral("%1: %2: %3").arg(m_file, field, problem));
    }

    static QString join(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }

    QJsonObject object(const QJsonObject &o, const QString &path, const QString &key, bool required)
    {
        touch(join(path, key));
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required) {
                error(join(path, key), QStringLiteral("is missing"));
            }
            return {};
        }
        if (!v.isObject()) {
            error(join(path, key), QStringLiteral("must be an object, found %1").arg(typeName(v)));
            return {};
        }
        return v.toObject();
    }

    QJsonArray array(const QJsonObject &o, const QString &path, const QString &key, bool required)
    {
        touch(join(path, key));
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required) {
                error(join(path, key), QStringLiteral("is missing"));
            }
            return {};
        }
        if (!v.isArray()) {
            error(join(path, key), QStringLiteral("must be a list, found %1").arg(typeName(v)));
            return {};
        }
        return v.toArray();
    }

    QString string(const QJsonObject &o, const QString &path, const QString &key, bool required)
    {
        touch(join(path, key));
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required) {
                error(join(path, key), QStringLiteral("is missing"));
            }
            return {};
        }
        if (!v.isString()) {
            error(join(path, key), QStringLiteral("must be text, found %1").arg(typeName(v)));
            return {};
        }
        if (required && v.toString().trimmed().isEmpty()) {
            error(join(path, key), QStringLiteral("must not be empty"));
        }
        return v.toString();
    }

    QString oneOf(const QJsonObject &o, const QString &path, const QString &key, bool required,
                  const QStringList &allowed)
    {
        const QString value = string(o, path, key, required);
        if (!value.isEmpty() && !allowed.contains(value)) {
            error(join(path, key), QStringLiteral("\"%1\" is not one of: %2")
                                       .arg(value, allowed.join(QStringLiteral(", "))));
            return {};
        }
        return value;
    }

    qint64 integer(const QJsonObject &o, const QString &path, const QString &key, bool required,
                   qint64 minimum = 0)
    {
        touch(join(path, key));
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required) {
                error(join(path, key), QStringLiteral("is missing"));
            }
            return 0;
        }
        if (!v.isDouble() || v.toDouble() != double(qint64(v.toDouble()))) {
            error(join(path, key),
                  QStringLiteral("must be a whole number, found %1").arg(typeName(v)));
            return 0;
        }
        const qint64 value = qint64(v.toDouble());
        if (value < minimum) {
            error(join(path, key),
                  QStringLiteral("must be at least %1, found %2").arg(minimum).arg(value));
            return 0;
        }
        return value;
    }

    bool boolean(const QJsonObject &o, const QString &path, const QString &key, bool fallback)
    {
        touch(join(path, key));
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            return fallback;
        }
        if (!v.isBool()) {
            error(join(path, key),
                  QStringLiteral("must be true or false, found %1").arg(typeName(v)));
            return fallback;
        }
        return v.toBool();
    }

    QStringList strings(const QJsonObject &o, const QString &path, const QString &key)
    {
        QStringList out;
        const QJsonArray a = array(o, path, key, false);
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a.at(i).isString()) {
                error(QStringLiteral("%1[%2]").arg(join(path, key)).arg(i),
                      QStringLiteral("must be text, found %1").arg(typeName(a.at(i))));
                continue;
            }
            out << a.at(i).toString();
        }
        return out;
    }

    qint64 time(const QJsonObject &o, const QString &path, const QString &key)
    {
        const QString text = string(o, path, key, false);
        if (text.isEmpty()) {
            return 0;
        }
        const auto seconds = walltime::parse(text);
        if (!seconds) {
            error(join(path, key),
                  QStringLiteral("\"%1\" is not a time such as 01:00:00 or 7-00:00:00").arg(text));
            return 0;
        }
        return *seconds;
    }

    QMap<QString, QString> stringMap(const QJsonObject &o, const QString &path, const QString &key)
    {
        QMap<QString, QString> out;
        const QJsonObject m = object(o, path, key, false);
        m_open.insert(join(path, key)); // its keys are the user's: names, not fields
        for (auto it = m.begin(); it != m.end(); ++it) {
            if (!it.value().isString()) {
                error(join(join(path, key), it.key()),
                      QStringLiteral("must be text, found %1").arg(typeName(it.value())));
                continue;
            }
            out.insert(it.key(), it.value().toString());
        }
        return out;
    }

    // Every field a profile may have was asked for by the readers above, present or not; a key
    // nobody asked for is a misspelling or a field of another Slipway, and is refused as the
    // top-level ones are. `path` is a top-level field.
    void checkUnknownFields(const QJsonValue &value, const QString &path)
    {
        if (m_open.contains(path)) {
            return;
        }
        if (value.isArray()) {
            const QJsonArray a = value.toArray();
            for (qsizetype i = 0; i < a.size(); ++i) {
                checkUnknownFields(a.at(i), QStringLiteral("%1[%2]").arg(path).arg(i));
            }
            return;
        }
        if (!value.isObject()) {
            return;
        }
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString field = join(path, it.key());
            if (m_known.contains(field)) {
                checkUnknownFields(it.value(), field);
                continue;
            }
            QStringList fields;
            for (const QString &known : std::as_const(m_known)) {
                if (known.startsWith(path + QLatin1Char('.'))) {
                    const QString name = known.mid(path.size() + 1);
                    if (!name.contains(QLatin1Char('.')) && !name.contains(QLatin1Char('['))) {
                        fields << name;
                    }
                }
            }
            fields.sort();
            error(join(path, wordrules::quoteForMessage(it.key())),
                  fields.isEmpty()
                      ? QStringLiteral("is not a field of %1 (misspelt?)").arg(path)
                      : QStringLiteral("is not a field of %1 (misspelt?); its fields are %2")
                            .arg(path, fields.join(QStringLiteral(", "))));
        }
    }

private:
    // A field asked for, and the objects and lists it lies in.
    void touch(const QString &field)
    {
        for (qsizetype i = 0; i < field.size(); ++i) {
            if (field.at(i) == QLatin1Char('.') || field.at(i) == QLatin1Char('[')) {
                m_known.insert(field.left(i));
            }
        }
        m_known.insert(field);
    }

    QString m_file;
    QStringList *m_errors;
    QSet<QString> m_known;
    QSet<QString> m_open;
};

const QStringList kRecipes{
    QStringLiteral("modules"), QStringLiteral("venv"),      QStringLiteral("virtualenv-wheelhouse"),
    QStringLiteral("conda"),   QStringLiteral("container"), QStringLiteral("none")};

const QStringList kParallelisms{QStringLiteral("cpu"),      QStringLiteral("multi-cpu"),
                                QStringLiteral("gpu"),      QStringLiteral("data-parallel"),
                                QStringLiteral("ddp-srun"), QStringLiteral("ddp-torchrun"),
                                QStringLiteral("horovod"),  QStringLiteral("model-parallel"),
                                QStringLiteral("pipeline")};

// Does `path` ("partitions[0].gpu.per_node") name something in `root`?
bool pathExists(const QJsonObject &root, const QString &path)
{
    static const QRegularExpression part(QStringLiteral(R"(^([A-Za-z0-9_]+)((?:\[\d+\])*)$)"));
    QJsonValue current = root;
    for (const QString &segment : path.split(QLatin1Char('.'))) {
        const auto m = part.match(segment);
        if (!m.hasMatch() || !current.isObject()) {
            return false;
        }
        current = current.toObject().value(m.captured(1));
        if (current.isUndefined()) {
            return false;
        }
        static const QRegularExpression index(QStringLiteral(R"(\[(\d+)\])"));
        auto it = index.globalMatch(m.captured(2));
        while (it.hasNext()) {
            const qsizetype i = it.next().captured(1).toLongLong();
            if (!current.isArray() || i >= current.toArray().size()) {
                return false;
            }
            current = current.toArray().at(i);
        }
    }
    return true;
}

// Every leaf below the fact sections, as "a.b[2].c".
void collectLeaves(const QJsonValue &value, const QString &path, QStringList *out)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            collectLeaves(it.value(), Reader::join(path, it.key()), out);
        }
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        if (a.isEmpty()) {
            return;
        }
        for (qsizetype i = 0; i < a.size(); ++i) {
            collectLeaves(a.at(i), QStringLiteral("%1[%2]").arg(path).arg(i), out);
        }
    } else if (!value.isNull()) {
        out->append(path);
    }
}

bool covers(const QString &ancestor, const QString &path)
{
    return path == ancestor || path.startsWith(ancestor + QLatin1Char('.')) ||
           path.startsWith(ancestor + QLatin1Char('['));
}

// The top-level fields of a profile (site-profiles/schema.json); anything else is a misspelling
// that would otherwise be ignored without a word.
const QStringList kTopLevelFields{
    QStringLiteral("schema_version"), QStringLiteral("id"),        QStringLiteral("display_name"),
    QStringLiteral("operator"),       QStringLiteral("country"),   QStringLiteral("lifecycle"),
    QStringLiteral("docs"),           QStringLiteral("access"),    QStringLiteral("scheduler"),
    QStringLiteral("partitions"),     QStringLiteral("storage"),   QStringLiteral("network"),
    QStringLiteral("software"),       QStringLiteral("defaults"),  QStringLiteral("pitfalls"),
    QStringLiteral("sources"),        QStringLiteral("provenance")};

void checkTopLevelFields(const QJsonObject &root, Reader &r)
{
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!kTopLevelFields.contains(it.key())) {
            r.error(wordrules::quoteForMessage(it.key()),
                    QStringLiteral("is not a profile field (misspelt?); the fields are %1")
                        .arg(kTopLevelFields.join(QStringLiteral(", "))));
        }
    }
}

using WordRule = QString (*)(const QString &);

void checkWord(Reader &r, const QString &field, const QString &value, WordRule rule)
{
    if (value.isEmpty()) {
        return;
    }
    const QString problem = rule(value);
    if (!problem.isEmpty()) {
        r.error(field, problem);
    }
}

void checkWords(Reader &r, const QString &field, const QStringList &values, WordRule rule)
{
    for (qsizetype i = 0; i < values.size(); ++i) {
        checkWord(r, QStringLiteral("%1[%2]").arg(field).arg(i), values.at(i), rule);
    }
}

// A shell variable's name (written as `export NAME=...` or "$NAME").
QString variableName(const QString &value)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re.match(value).hasMatch()
               ? QString()
               : QCoreApplication::translate(
                     "profileparser", "\"%1\" is not a shell variable name (letters, digits and _, "
                                      "not starting with a digit).")
                     .arg(wordrules::quoteForMessage(value));
}

// Text written as it is into a directive line (#PBS -l place=..., #COBALT --attrs ...).
QString directiveText(const QString &value)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.:=+,/-]*$"));
    return re.match(value).hasMatch() && !value.startsWith(QLatin1Char('-'))
               ? QString()
               : QCoreApplication::translate(
                     "profileparser", "\"%1\" may hold only letters, digits and _ . : = + , / - "
                                      "(it is written into the job script's directives as it is).")
                     .arg(wordrules::quoteForMessage(value));
}

// A host name or SSH alias, given to ssh as a word of its own.
QString hostName(const QString &value)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.-]*$"));
    return re.match(value).hasMatch()
               ? QString()
               : QCoreApplication::translate(
                     "profileparser",
                     "\"%1\" is not a host name (letters, digits and _ . -, starting "
                     "with a letter or digit).")
                     .arg(wordrules::quoteForMessage(value));
}

// Every word of the profile that reaches a shell, a module tool, conda or a directive line
// must follow the same rules as a JobSpec's (common/wordrules.h): a user's own profile is as
// untrusted as a spec.
void checkProfileWords(const SiteProfile &p, Reader &r)
{
    for (qsizetype i = 0; i < p.partitions.size(); ++i) {
        const Partition &part = p.partitions.at(i);
        const QString path = QStringLiteral("partitions[%1]").arg(i);
        checkWord(r, path + QStringLiteral(".name"), part.name, &wordrules::schedulerName);
        checkWord(r, path + QStringLiteral(".qos"), part.qos, &wordrules::schedulerName);
        if (part.gpu) {
            checkWord(r, path + QStringLiteral(".gpu.type_specifier"), part.gpu->typeSpecifier,
                      &wordrules::gpuType);
        }
    }
    for (qsizetype i = 0; i < p.loginHosts.size(); ++i) {
        checkWord(r, QStringLiteral("access.login_hosts[%1].host").arg(i), p.loginHosts.at(i).host,
                  &hostName);
    }
    checkWord(r, QStringLiteral("scheduler.pbs.select_suffix"), p.pbsSelectSuffix, &directiveText);
    checkWord(r, QStringLiteral("scheduler.pbs.place"), p.pbsPlace, &directiveText);
    checkWord(r, QStringLiteral("scheduler.pbs.filesystems"), p.pbsFilesystems, &directiveText);
    checkWord(r, QStringLiteral("scheduler.cobalt.attrs"), p.cobaltAttrs, &directiveText);
    checkWord(r, QStringLiteral("storage.node_local_env_var"), p.nodeLocalEnvVar, &variableName);
    checkWord(r, QStringLiteral("storage.env_location_hint"), p.envLocationHint,
              &wordrules::pathWord);
    checkWord(r, QStringLiteral("storage.scratch_path"), p.scratchPath, &wordrules::pathWord);
    checkWord(r, QStringLiteral("storage.project_path"), p.projectPath, &wordrules::pathWord);
    for (qsizetype i = 0; i < p.workspaceFilesystems.size(); ++i) {
        checkWord(r, QStringLiteral("storage.workspaces.filesystems[%1].name").arg(i),
                  p.workspaceFilesystems.at(i).name, &wordrules::schedulerName);
    }
    for (auto it = p.proxyEnv.cbegin(); it != p.proxyEnv.cend(); ++it) {
        checkWord(r, QStringLiteral("network.proxy_env"), it.key(), &variableName);
        checkWord(r, QStringLiteral("network.proxy_env.") + it.key(), it.value(),
                  &wordrules::plainText);
    }
    const QString sw = QStringLiteral("software.");
    checkWords(r, sw + QStringLiteral("module_use"), p.moduleUse, &wordrules::moduleFolder);
    checkWords(r, sw + QStringLiteral("python_modules"), p.pythonModules, &wordrules::moduleName);
    checkWords(r, sw + QStringLiteral("pytorch_modules"), p.pytorchModules, &wordrules::moduleName);
    checkWords(r, sw + QStringLiteral("conda_modules"), p.condaModules, &wordrules::moduleName);
    checkWords(r, sw + QStringLiteral("container_images"), p.containerImages,
               &wordrules::containerImage);
    checkWord(r, sw + QStringLiteral("venv_python"), p.venvPython, &wordrules::pathWord);
    const EnvironmentDefaults &e = p.defaultEnvironment;
    const QString env = QStringLiteral("defaults.environment.");
    checkWords(r, env + QStringLiteral("modules"), e.modules, &wordrules::moduleName);
    checkWord(r, env + QStringLiteral("path"), e.path,
              e.recipe == QLatin1String("conda") ? &wordrules::condaEnvironment
                                                 : &wordrules::pathWord);
    for (const auto &[index, problem] :
         wordrules::packageList(e.packages, e.recipe == QLatin1String("conda"))) {
        r.error(QStringLiteral("%1packages[%2]").arg(env).arg(index), problem);
    }
    checkWord(r, env + QStringLiteral("image"), e.image, &wordrules::containerImage);
    checkWord(r, env + QStringLiteral("python_version"), e.pythonVersion,
              &wordrules::pythonVersion);
    checkWord(r, QStringLiteral("defaults.mem"), p.defaultMem, &wordrules::plainText);
    if (!p.defaultMem.isEmpty() && !memoryamount::megabytes(p.defaultMem)) {
        r.error(QStringLiteral("defaults.mem"),
                QCoreApplication::translate("profileparser",
                                            "\"%1\" is not an amount of memory; write it like "
                                            "32000M or 8G.")
                    .arg(p.defaultMem));
    }
}

// The identity: schema version, id, names.
void readIdentity(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const qint64 version = r.integer(root, {}, QStringLiteral("schema_version"), true, 1);
    if (version != 0 && version != ProfileParser::kSchemaVersion) {
        r.error(QStringLiteral("schema_version"),
                QStringLiteral("is %1, but this Slipway reads version %2")
                    .arg(version)
                    .arg(ProfileParser::kSchemaVersion));
    }
    p.id = r.string(root, {}, QStringLiteral("id"), true);
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    if (!p.id.isEmpty()) {
        if (!idPattern.match(p.id).hasMatch()) {
            r.error(QStringLiteral("id"),
                    QStringLiteral("\"%1\" must be lower-case letters, digits and '-'").arg(p.id));
        } else if (QFileInfo(p.fileName).completeBaseName() != p.id) {
            r.error(QStringLiteral("id"),
                    QStringLiteral("\"%1\" differs from the file name; name the file %1.json")
                        .arg(p.id));
        }
    }
    p.displayName = r.string(root, {}, QStringLiteral("display_name"), true);
    p.operatorName = r.string(root, {}, QStringLiteral("operator"), true);
    p.country = r.string(root, {}, QStringLiteral("country"), false);
}

// Lifecycle: active or retired, and what replaces a retired cluster.
void readLifecycle(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const QJsonObject life = r.object(root, {}, QStringLiteral("lifecycle"), true);
    const QString lifePath = QStringLiteral("lifecycle");
    p.lifecycleState = r.oneOf(life, lifePath, QStringLiteral("state"), true,
                               {QStringLiteral("active"), QStringLiteral("retired"),
                                QStringLiteral("decommissioning"), QStringLiteral("preview")});
    p.retiredOn = r.string(life, lifePath, QStringLiteral("retired_on"), false);
    p.inServiceSince = r.string(life, lifePath, QStringLiteral("since"), false);
    p.successorIds = r.strings(life, lifePath, QStringLiteral("successor_ids"));
    p.lifecycleNote = r.string(life, lifePath, QStringLiteral("note"), false);
    if (p.isRetired() && p.successorIds.isEmpty()) {
        r.error(QStringLiteral("lifecycle.successor_ids"),
                QStringLiteral("a retired cluster must name at least one successor"));
    }
    if (p.isRetired() && p.retiredOn.isEmpty()) {
        r.error(QStringLiteral("lifecycle.retired_on"),
                QStringLiteral("a retired cluster must say when it was retired"));
    }
}

// Where people read about the cluster.
void readDocs(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const QJsonObject docs = r.object(root, {}, QStringLiteral("docs"), false);
    p.homeUrl = r.string(docs, QStringLiteral("docs"), QStringLiteral("home_url"), false);
    p.pytorchUrl = r.string(docs, QStringLiteral("docs"), QStringLiteral("pytorch_url"), false);
}

// Scheduler: kind, accounts, partitions or queues, GPU requests, memory, PBS and Cobalt.
void readScheduler(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const QString sPath = QStringLiteral("scheduler");
    const QJsonObject sched = r.object(root, {}, sPath, true);
    const QString kind = r.oneOf(sched, sPath, QStringLiteral("kind"), true,
                                 {QStringLiteral("slurm"), QStringLiteral("pbspro"),
                                  QStringLiteral("cobalt"), QStringLiteral("local")});
    if (kind == QLatin1String("pbspro")) {
        p.scheduler = SchedulerKind::PbsPro;
    } else if (kind == QLatin1String("cobalt")) {
        p.scheduler = SchedulerKind::Cobalt;
    } else if (kind == QLatin1String("local")) {
        p.scheduler = SchedulerKind::Local;
    }
    const bool local = p.scheduler == SchedulerKind::Local;
    p.accounting =
        r.oneOf(sched, sPath, QStringLiteral("accounting"), false,
                {QStringLiteral("sacct"), QStringLiteral("none"), QStringLiteral("unknown")});
    const QJsonObject account = r.object(sched, sPath, QStringLiteral("account"), !local);
    const QString aPath = sPath + QStringLiteral(".account");
    p.accountRequired =
        r.oneOf(account, aPath, QStringLiteral("required"), !local,
                {QStringLiteral("always"), QStringLiteral("if_multiple"), QStringLiteral("auto"),
                 QStringLiteral("never"), QStringLiteral("unknown")});
    p.accountFormatHint = r.string(account, aPath, QStringLiteral("format_hint"), false);
    p.partitionMode = r.oneOf(sched, sPath, QStringLiteral("partition_mode"), !local,
                              {QStringLiteral("explicit"), QStringLiteral("auto_routed"),
                               QStringLiteral("queue"), QStringLiteral("none")});
    const QJsonObject gpuReq = r.object(sched, sPath, QStringLiteral("gpu_request"), !local);
    const QString gPath = sPath + QStringLiteral(".gpu_request");
    p.gpuRequestStyle = r.oneOf(gpuReq, gPath, QStringLiteral("style"), !local,
                                {QStringLiteral("gres"), QStringLiteral("gpus_per_node_typed"),
                                 QStringLiteral("pbs_select_whole_node"), QStringLiteral("none")});
    p.gpuModelRequired = r.boolean(gpuReq, gPath, QStringLiteral("model_required"), false);
    const QString mPath = sPath + QStringLiteral(".gpu_monitor");
    const QJsonObject gpuMonitor = r.object(sched, sPath, QStringLiteral("gpu_monitor"), false);
    p.gpuMonitorRoute = r.oneOf(gpuMonitor, mPath, QStringLiteral("route"), false,
                                {QStringLiteral("srun"), QStringLiteral("ssh")});
    p.gpuMonitorTool =
        r.oneOf(gpuMonitor, mPath, QStringLiteral("tool"), false,
                {QStringLiteral("nvidia-smi"), QStringLiteral("rocm-smi"), QStringLiteral("none")});
    const QJsonArray counts = r.array(gpuReq, gPath, QStringLiteral("allowed_counts"), false);
    for (qsizetype i = 0; i < counts.size(); ++i) {
        const QJsonValue v = counts.at(i);
        if (!v.isDouble() || v.toInt() < 1) {
            r.error(QStringLiteral("%1.allowed_counts[%2]").arg(gPath).arg(i),
                    QStringLiteral("must be a whole number of GPUs, 1 or more"));
            continue;
        }
        p.allowedGpuCounts << v.toInt();
    }
    const QJsonObject mem = r.object(sched, sPath, QStringLiteral("memory"), false);
    p.memoryHonored =
        r.boolean(mem, sPath + QStringLiteral(".memory"), QStringLiteral("honored"), true);
    p.defaultMemPerCpuMb = int(r.integer(mem, sPath + QStringLiteral(".memory"),
                                         QStringLiteral("default_per_cpu_mb"), false));
    p.timeRequired = r.boolean(sched, sPath, QStringLiteral("time_required"), false);
    p.maxArraySize = int(std::min<qint64>(
        r.integer(sched, sPath, QStringLiteral("max_array_size"), false, 1), 1000000000));
    const QJsonObject pbs =
        r.object(sched, sPath, QStringLiteral("pbs"), p.scheduler == SchedulerKind::PbsPro);
    p.pbsSelectSuffix =
        r.string(pbs, sPath + QStringLiteral(".pbs"), QStringLiteral("select_suffix"), false);
    p.pbsPlace = r.string(pbs, sPath + QStringLiteral(".pbs"), QStringLiteral("place"), false);
    p.pbsFilesystems =
        r.string(pbs, sPath + QStringLiteral(".pbs"), QStringLiteral("filesystems"), false);
    const QJsonObject cobalt = r.object(sched, sPath, QStringLiteral("cobalt"), false);
    p.cobaltAttrs =
        r.string(cobalt, sPath + QStringLiteral(".cobalt"), QStringLiteral("attrs"), false);
}

// One partition or queue: its GPUs, CPUs, memory, per-GPU rules, walltimes and node counts.
// `names` collects the names seen so far, to find one listed twice.
Partition readPartition(const QJsonObject &o, const QString &path, bool gpuModelRequired,
                        QSet<QString> &names, Reader &r)
{
    Partition part;
    part.name = r.string(o, path, QStringLiteral("name"), true);
    if (!part.name.isEmpty() && names.contains(part.name)) {
        r.error(path + QStringLiteral(".name"),
                QStringLiteral("\"%1\" is listed twice").arg(part.name));
    }
    names.insert(part.name);
    part.purpose = r.oneOf(o, path, QStringLiteral("purpose"), true,
                           {QStringLiteral("gpu"), QStringLiteral("cpu"), QStringLiteral("debug"),
                            QStringLiteral("interactive"), QStringLiteral("preemptable")});
    part.isDefault = r.boolean(o, path, QStringLiteral("default"), false);
    const QJsonObject gpu = r.object(o, path, QStringLiteral("gpu"), false);
    if (!gpu.isEmpty()) {
        const QString gp = path + QStringLiteral(".gpu");
        PartitionGpu g;
        g.model = r.string(gpu, gp, QStringLiteral("model"), true);
        g.perNode = int(r.integer(gpu, gp, QStringLiteral("per_node"), true, 1));
        g.memGb = int(r.integer(gpu, gp, QStringLiteral("mem_gb"), false));
        g.typeSpecifier = r.string(gpu, gp, QStringLiteral("type_specifier"), false);
        if (gpuModelRequired && g.typeSpecifier.isEmpty()) {
            r.error(
                gp + QStringLiteral(".type_specifier"),
                QStringLiteral("is needed because scheduler.gpu_request.model_required is true"));
        }
        part.gpu = g;
    }
    const QJsonObject cpu = r.object(o, path, QStringLiteral("cpu"), false);
    part.cpuArch = r.oneOf(cpu, path + QStringLiteral(".cpu"), QStringLiteral("arch"), false,
                           {QStringLiteral("x86_64"), QStringLiteral("ppc64le"),
                            QStringLiteral("aarch64"), QStringLiteral("knl")});
    part.coresPerNode =
        int(r.integer(cpu, path + QStringLiteral(".cpu"), QStringLiteral("cores_per_node"), false));
    part.requestableCores = int(
        r.integer(cpu, path + QStringLiteral(".cpu"), QStringLiteral("requestable_cores"), false));
    if (cpu.contains(QStringLiteral("threads_per_core"))) {
        part.threadsPerCore = int(r.integer(cpu, path + QStringLiteral(".cpu"),
                                            QStringLiteral("threads_per_core"), false));
        if (part.threadsPerCore < 1) {
            r.error(path + QStringLiteral(".cpu.threads_per_core"),
                    QStringLiteral("must be at least 1"));
            part.threadsPerCore = 1;
        }
    }
    part.memPerNodeMb = r.integer(o, path, QStringLiteral("mem_per_node_mb"), false);
    const QJsonObject perGpu = r.object(o, path, QStringLiteral("per_gpu"), false);
    const QString pg = path + QStringLiteral(".per_gpu");
    part.perGpu.recommendedCpus =
        int(r.integer(perGpu, pg, QStringLiteral("recommended_cpus"), false));
    part.perGpu.recommendedMemMb =
        r.integer(perGpu, pg, QStringLiteral("recommended_mem_mb"), false);
    part.perGpu.maxCpus = int(r.integer(perGpu, pg, QStringLiteral("max_cpus"), false));
    part.perGpu.maxMemMb = r.integer(perGpu, pg, QStringLiteral("max_mem_mb"), false);
    part.perGpu.enforced = r.boolean(perGpu, pg, QStringLiteral("enforced"), false);
    if (part.perGpu.enforced && part.perGpu.maxCpus == 0 && part.perGpu.maxMemMb == 0) {
        r.error(pg + QStringLiteral(".enforced"),
                QStringLiteral("is true but neither max_cpus nor max_mem_mb is given"));
    }
    if (!perGpu.isEmpty() && !part.gpu) {
        r.error(pg, QStringLiteral("is given but the partition has no \"gpu\""));
    }
    const QJsonObject wall = r.object(o, path, QStringLiteral("walltime"), false);
    const QString wp = path + QStringLiteral(".walltime");
    part.defaultWalltime = r.time(wall, wp, QStringLiteral("default"));
    part.minWalltime = r.time(wall, wp, QStringLiteral("min"));
    part.maxWalltime = r.time(wall, wp, QStringLiteral("max"));
    if (part.maxWalltime > 0 && part.minWalltime > part.maxWalltime) {
        r.error(wp, QStringLiteral("min is longer than max"));
    }
    if (part.maxWalltime > 0 && part.defaultWalltime > part.maxWalltime) {
        r.error(wp, QStringLiteral("default is longer than max"));
    }
    const QJsonObject nodes = r.object(o, path, QStringLiteral("nodes"), false);
    part.minNodes =
        int(r.integer(nodes, path + QStringLiteral(".nodes"), QStringLiteral("min"), false));
    part.maxNodes =
        int(r.integer(nodes, path + QStringLiteral(".nodes"), QStringLiteral("max"), false));
    if (part.maxNodes > 0 && part.minNodes > part.maxNodes) {
        r.error(path + QStringLiteral(".nodes"), QStringLiteral("min is larger than max"));
    }
    part.wholeNodeOnly = r.boolean(o, path, QStringLiteral("whole_node_only"), false);
    part.qos = r.string(o, path, QStringLiteral("qos"), false);
    return part;
}

// Partitions or queues; exactly one is the default.
void readPartitions(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const bool local = p.scheduler == SchedulerKind::Local;
    const QJsonArray parts = r.array(root, {}, QStringLiteral("partitions"), !local);
    if (!local && parts.isEmpty() && root.value(QStringLiteral("partitions")).isArray()) {
        r.error(QStringLiteral("partitions"),
                QStringLiteral("must list at least one partition or queue"));
    }
    QSet<QString> names;
    int defaults = 0;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QString path = QStringLiteral("partitions[%1]").arg(i);
        if (!parts.at(i).isObject()) {
            r.error(path, QStringLiteral("must be an object, found %1").arg(typeName(parts.at(i))));
            continue;
        }
        const Partition part =
            readPartition(parts.at(i).toObject(), path, p.gpuModelRequired, names, r);
        defaults += part.isDefault ? 1 : 0;
        p.partitions << part;
    }
    if (!parts.isEmpty() && defaults != 1) {
        r.error(QStringLiteral("partitions"),
                QStringLiteral("exactly one partition must be marked \"default\": true (found %1)")
                    .arg(defaults));
    }
}

// Access: login hosts, network and second factor.
void readAccess(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const bool local = p.scheduler == SchedulerKind::Local;
    const QJsonObject access = r.object(root, {}, QStringLiteral("access"), !local);
    const QJsonArray hosts =
        r.array(access, QStringLiteral("access"), QStringLiteral("login_hosts"), !local);
    for (qsizetype i = 0; i < hosts.size(); ++i) {
        const QString path = QStringLiteral("access.login_hosts[%1]").arg(i);
        const QJsonObject h = hosts.at(i).toObject();
        LoginHost lh;
        lh.host = r.string(h, path, QStringLiteral("host"), true);
        lh.role =
            r.oneOf(h, path, QStringLiteral("role"), true,
                    {QStringLiteral("login"), QStringLiteral("gpu-login"), QStringLiteral("data"),
                     QStringLiteral("automation"), QStringLiteral("build")});
        p.loginHosts << lh;
    }
    p.networkRequirement =
        r.oneOf(access, QStringLiteral("access"), QStringLiteral("network_requirement"), false,
                {QStringLiteral("none"), QStringLiteral("campus_or_vpn"), QStringLiteral("vpn"),
                 QStringLiteral("unknown")});
    p.mfa = r.oneOf(access, QStringLiteral("access"), QStringLiteral("mfa"), false,
                    {QStringLiteral("always"), QStringLiteral("off_campus"),
                     QStringLiteral("never"), QStringLiteral("unknown")});
    p.accessNotes = r.strings(access, QStringLiteral("access"), QStringLiteral("notes"));
}

// What is wrong with `folder` as the place for the cache `variable`, or nothing.
QString cacheFolderProblem(const QString &variable, const QString &folder)
{
    if (!folder.startsWith(u'/') && !folder.startsWith(u'$') && !folder.startsWith(u'~')) {
        return QStringLiteral("\"%1\" must be a full path, starting with /, ~ or a variable such "
                              "as $SCRATCH")
            .arg(wordrules::quoteForMessage(folder));
    }
    if (const QString problem = wordrules::pathWord(folder); !problem.isEmpty()) {
        return problem;
    }
    if (variable == QLatin1String("CONDA_PKGS_DIRS") && folder.contains(u',')) {
        return QStringLiteral("must not contain a comma: conda reads it as a list of folders");
    }
    return {};
}

// storage.cache_redirects: known cache variables only, each a folder on one line.
void readCacheRedirects(const QJsonObject &storage, Reader &r, SiteProfile &p)
{
    const QString path = QStringLiteral("storage.cache_redirects");
    const QMap<QString, QString> redirects =
        r.stringMap(storage, QStringLiteral("storage"), QStringLiteral("cache_redirects"));
    for (auto it = redirects.cbegin(); it != redirects.cend(); ++it) {
        const QString field = Reader::join(path, wordrules::quoteForMessage(it.key()));
        if (!cacheVariableNames().contains(it.key())) {
            r.error(field, QStringLiteral("is not a cache Slipway knows; use %1")
                               .arg(cacheVariableNames().join(QStringLiteral(", "))));
        } else if (const QString problem = cacheFolderProblem(it.key(), it.value());
                   !problem.isEmpty()) {
            r.error(field, problem);
        } else {
            p.cacheRedirects.insert(it.key(), it.value());
        }
    }
}

// Storage: where environments, workspaces, scratch and projects go.
void readStorage(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const QJsonObject storage = r.object(root, {}, QStringLiteral("storage"), false);
    p.envLocationHint =
        r.string(storage, QStringLiteral("storage"), QStringLiteral("env_location_hint"), false);
    p.nodeLocalEnvVar =
        r.string(storage, QStringLiteral("storage"), QStringLiteral("node_local_env_var"), false);
    p.homeReadOnlyOnCompute = r.boolean(storage, QStringLiteral("storage"),
                                        QStringLiteral("home_read_only_on_compute"), false);
    const QJsonArray unsuitable =
        r.array(storage, QStringLiteral("storage"), QStringLiteral("unsuitable_for_envs"), false);
    for (qsizetype i = 0; i < unsuitable.size(); ++i) {
        const QString path = QStringLiteral("storage.unsuitable_for_envs[%1]").arg(i);
        const QJsonObject u = unsuitable.at(i).toObject();
        p.unsuitableEnvPaths << r.string(u, path, QStringLiteral("path_prefix"), true);
        p.unsuitableEnvReasons << r.string(u, path, QStringLiteral("reason"), true);
    }

    const QJsonObject ws =
        r.object(storage, QStringLiteral("storage"), QStringLiteral("workspaces"), false);
    if (!ws.isEmpty()) {
        const QString wsPath = QStringLiteral("storage.workspaces");
        p.workspaceTool =
            r.oneOf(ws, wsPath, QStringLiteral("tool"), true, {QStringLiteral("hpc-workspace")});
        const QJsonArray fss = r.array(ws, wsPath, QStringLiteral("filesystems"), false);
        for (qsizetype i = 0; i < fss.size(); ++i) {
            const QString path = QStringLiteral("storage.workspaces.filesystems[%1]").arg(i);
            const QJsonObject f = fss.at(i).toObject();
            WorkspaceFilesystem fs;
            fs.name = r.string(f, path, QStringLiteral("name"), true);
            fs.maxDays = int(r.integer(f, path, QStringLiteral("max_days"), true, 1));
            fs.extensions = int(r.integer(f, path, QStringLiteral("extensions"), false));
            p.workspaceFilesystems.append(fs);
        }
    }
    p.quotaTool = r.oneOf(
        storage, QStringLiteral("storage"), QStringLiteral("quota_tool"), false,
        {QStringLiteral("quota"), QStringLiteral("lfs"), QStringLiteral("diskusage_report")});
    p.scratchPath =
        r.string(storage, QStringLiteral("storage"), QStringLiteral("scratch_path"), false);
    p.projectPath =
        r.string(storage, QStringLiteral("storage"), QStringLiteral("project_path"), false);
    readCacheRedirects(storage, r, p);
}

// Network: the compute nodes' internet and proxy.
void readNetwork(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const QJsonObject network = r.object(root, {}, QStringLiteral("network"), false);
    p.computeInternet =
        r.oneOf(network, QStringLiteral("network"), QStringLiteral("compute_internet"), false,
                {QStringLiteral("full"), QStringLiteral("proxy"), QStringLiteral("none"),
                 QStringLiteral("on_request"), QStringLiteral("unknown")});
    p.proxyEnv = r.stringMap(network, QStringLiteral("network"), QStringLiteral("proxy_env"));
    p.loginNodeInternet =
        r.boolean(network, QStringLiteral("network"), QStringLiteral("login_node_internet"), true);
    if (p.computeInternet == QLatin1String("proxy") && p.proxyEnv.isEmpty()) {
        r.error(QStringLiteral("network.proxy_env"),
                QStringLiteral("is needed when compute_internet is \"proxy\""));
    }
}

// Software: modules, conda, containers, torch versions.
void readSoftware(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const QString swPath = QStringLiteral("software");
    const QJsonObject sw = r.object(root, {}, swPath, false);
    p.moduleSystem = r.oneOf(
        sw, swPath, QStringLiteral("module_system"), false,
        {QStringLiteral("lmod"), QStringLiteral("environment-modules"), QStringLiteral("none")});
    p.moduleUse = r.strings(sw, swPath, QStringLiteral("module_use"));
    p.pythonModules = r.strings(sw, swPath, QStringLiteral("python_modules"));
    p.pytorchModules = r.strings(sw, swPath, QStringLiteral("pytorch_modules"));
    p.condaModules = r.strings(sw, swPath, QStringLiteral("conda_modules"));
    p.containerRuntime = r.oneOf(sw, swPath, QStringLiteral("container_runtime"), false,
                                 {QStringLiteral("apptainer"), QStringLiteral("singularity"),
                                  QStringLiteral("charliecloud"), QStringLiteral("none")});
    p.containerImages = r.strings(sw, swPath, QStringLiteral("container_images"));
    p.minTorchForGpu = r.stringMap(sw, swPath, QStringLiteral("min_torch_for_gpu"));
    p.venvPython = r.string(sw, swPath, QStringLiteral("venv_python"), false);
    p.loginNodeUnlikeCompute =
        r.string(sw, swPath, QStringLiteral("login_node_unlike_compute"), false);
    if (p.venvPython.isEmpty()) {
        p.venvPython = QStringLiteral("python3");
    }
}

// Defaults for a JobSpec.
void readDefaults(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const bool local = p.scheduler == SchedulerKind::Local;
    const QString dPath = QStringLiteral("defaults");
    const QJsonObject defs = r.object(root, {}, dPath, true);
    const QJsonObject env = r.object(defs, dPath, QStringLiteral("environment"), true);
    const QString ePath = dPath + QStringLiteral(".environment");
    p.defaultEnvironment.recipe = r.oneOf(env, ePath, QStringLiteral("recipe"), true, kRecipes);
    p.defaultEnvironment.modules = r.strings(env, ePath, QStringLiteral("modules"));
    p.defaultEnvironment.path = r.string(env, ePath, QStringLiteral("path"), false);
    p.defaultEnvironment.packages = r.strings(env, ePath, QStringLiteral("packages"));
    p.defaultEnvironment.image = r.string(env, ePath, QStringLiteral("image"), false);
    p.defaultEnvironment.pythonVersion =
        r.string(env, ePath, QStringLiteral("python_version"), false);
    p.defaultParallelism = r.oneOf(defs, dPath, QStringLiteral("parallelism"), true, kParallelisms);
    p.defaultTime = r.time(defs, dPath, QStringLiteral("time"));
    if (p.defaultTime == 0 && !local) {
        r.error(dPath + QStringLiteral(".time"), QStringLiteral("is missing"));
    }
    p.defaultCpusPerTask = int(r.integer(defs, dPath, QStringLiteral("cpus_per_task"), false, 1));
    p.defaultMem = r.string(defs, dPath, QStringLiteral("mem"), false);
    p.defaultGpusPerNode = int(r.integer(defs, dPath, QStringLiteral("gpus_per_node"), false));
}

// Pitfalls the sites warn about.
void readPitfalls(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const QJsonArray pits = r.array(root, {}, QStringLiteral("pitfalls"), false);
    for (qsizetype i = 0; i < pits.size(); ++i) {
        const QString path = QStringLiteral("pitfalls[%1]").arg(i);
        const QJsonObject o = pits.at(i).toObject();
        ProfilePitfall pit;
        pit.id = r.string(o, path, QStringLiteral("id"), true);
        pit.severity =
            r.oneOf(o, path, QStringLiteral("severity"), true,
                    {QStringLiteral("info"), QStringLiteral("advice"), QStringLiteral("block")});
        pit.text = r.string(o, path, QStringLiteral("text"), true);
        pit.source = r.string(o, path, QStringLiteral("source"), true);
        p.pitfalls << pit;
    }
}

// Sources: every fact names where it comes from.
void readSources(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const QJsonObject sources = r.object(root, {}, QStringLiteral("sources"), true);
    for (auto it = sources.begin(); it != sources.end(); ++it) {
        const QString path = QStringLiteral("sources.") + it.key();
        const QJsonObject o = it.value().toObject();
        if (!it.value().isObject()) {
            r.error(path, QStringLiteral("must be an object with \"url\" and \"title\""));
            continue;
        }
        ProfileSource s;
        s.key = it.key();
        s.url = r.string(o, path, QStringLiteral("url"), true);
        s.title = r.string(o, path, QStringLiteral("title"), true);
        p.sources.insert(s.key, s);
    }
    for (const ProfilePitfall &pit : std::as_const(p.pitfalls)) {
        if (!pit.source.isEmpty() && !p.sources.contains(pit.source)) {
            r.error(QStringLiteral("pitfalls"),
                    QStringLiteral("\"%1\" cites source \"%2\", which \"sources\" does not list")
                        .arg(pit.id, pit.source));
        }
    }
}

// Provenance: which source says what, and how sure it is.
void readProvenance(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    const QJsonArray prov = r.array(root, {}, QStringLiteral("provenance"), true);
    const QStringList tags{QStringLiteral("C"),        QStringLiteral("C-hist"),
                           QStringLiteral("3P"),       QStringLiteral("UNCONFIRMED"),
                           QStringLiteral("CONFLICT"), QStringLiteral("LOCAL")};
    for (qsizetype i = 0; i < prov.size(); ++i) {
        const QString path = QStringLiteral("provenance[%1]").arg(i);
        const QJsonObject o = prov.at(i).toObject();
        ProfileProvenance pv;
        pv.field = r.string(o, path, QStringLiteral("field"), true);
        pv.source = r.string(o, path, QStringLiteral("source"), true);
        pv.tag = r.oneOf(o, path, QStringLiteral("tag"), true, tags);
        pv.note = r.string(o, path, QStringLiteral("note"), false);
        if (!pv.source.isEmpty() && !p.sources.contains(pv.source)) {
            r.error(path + QStringLiteral(".source"),
                    QStringLiteral("\"%1\" is not listed in \"sources\"").arg(pv.source));
        }
        if (!pv.field.isEmpty() && !pathExists(root, pv.field)) {
            r.error(path + QStringLiteral(".field"),
                    QStringLiteral("\"%1\" names nothing in this profile").arg(pv.field));
        }
        if ((pv.tag == QLatin1String("UNCONFIRMED") || pv.tag == QLatin1String("CONFLICT")) &&
            pv.note.isEmpty()) {
            r.error(path + QStringLiteral(".note"),
                    QStringLiteral("an %1 fact needs a note saying what is uncertain").arg(pv.tag));
        }
        p.provenance << pv;
    }
}

// Every leaf of the fact sections is covered by a provenance entry.
void checkEverythingSourced(const QJsonObject &root, Reader &r, SiteProfile &p)
{
    QStringList leaves;
    for (const QString &section :
         {QStringLiteral("access"), QStringLiteral("scheduler"), QStringLiteral("partitions"),
          QStringLiteral("storage"), QStringLiteral("network"), QStringLiteral("software"),
          QStringLiteral("lifecycle")}) {
        if (root.contains(section)) {
            collectLeaves(root.value(section), section, &leaves);
        }
    }
    for (const QString &leaf : std::as_const(leaves)) {
        const bool sourced = std::any_of(p.provenance.cbegin(), p.provenance.cend(),
                                         [&](const ProfileProvenance &pv) {
                                             return !pv.field.isEmpty() && covers(pv.field, leaf);
                                         });
        if (!sourced) {
            r.error(leaf, QStringLiteral("has no source: add a \"provenance\" entry for it or a "
                                         "section above it"));
        }
    }
}

// Checks across sections.
void checkCrossFields(Reader &r, const SiteProfile &p)
{
    const QString ePath = QStringLiteral("defaults.environment");
    if (!p.defaultEnvironment.recipe.isEmpty() &&
        p.defaultEnvironment.recipe != QLatin1String("none") &&
        p.defaultEnvironment.recipe != QLatin1String("modules") &&
        p.defaultEnvironment.recipe != QLatin1String("container") &&
        p.defaultEnvironment.recipe != QLatin1String("virtualenv-wheelhouse") &&
        p.defaultEnvironment.path.isEmpty()) {
        r.error(ePath + QStringLiteral(".path"),
                QStringLiteral("the \"%1\" recipe needs a path").arg(p.defaultEnvironment.recipe));
    }
}

} // namespace

std::optional<SiteProfile> ProfileParser::parse(const QByteArray &json, const QString &fileName,
                                                QStringList *errors)
{
    QStringList problems;
    const QString file = QFileInfo(fileName).fileName();
    Reader r(file, &problems);

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column = parseError.offset - (before.lastIndexOf('\n') + 1) + 1;
        errors->append(QCoreApplication::translate("profileparser",
                                                   "%1: line %2, column %3: not valid JSON (%4)")
                           .arg(file)
                           .arg(line)
                           .arg(column)
                           .arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!doc.isObject()) {
        errors->append(
            QCoreApplication::translate("profileparser", "%1: the file must hold one JSON object")
                .arg(file));
        return std::nullopt;
    }
    // JSON readers keep only the last of two equal keys; which one was meant is unknown.
    for (const QString &key : duplicateJsonKeys(json)) {
        r.error(key, QStringLiteral("is given more than once; keep one"));
    }
    const QJsonObject root = doc.object();
    checkTopLevelFields(root, r);
    SiteProfile p;
    p.fileName = fileName;
    p.json = root;

    for (const auto read : {readIdentity, readLifecycle, readDocs, readScheduler, readPartitions,
                            readAccess, readStorage, readNetwork, readSoftware, readDefaults,
                            readPitfalls, readSources, readProvenance, checkEverythingSourced}) {
        read(root, r, p);
    }
    checkProfileWords(p, r);
    checkCrossFields(r, p);
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (kTopLevelFields.contains(it.key())) {
            r.checkUnknownFields(it.value(), it.key());
        }
    }

    if (!problems.isEmpty()) {
        errors->append(problems);
        return std::nullopt;
    }
    return p;
}

} // namespace slipway::site
