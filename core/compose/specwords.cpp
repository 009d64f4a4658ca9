#include "compose/specwords.h"

#include <QCoreApplication>

#include "compose/finding.h"

#include "common/wordrules.h"

namespace slipway::compose {

namespace {

using Rule = QString (*)(const QString &);

void check(QList<WordProblem> *out, const QString &field, const QString &value, Rule rule)
{
    if (value.isEmpty()) {
        return;
    }
    const QString message = rule(value);
    if (!message.isEmpty()) {
        out->append({field, message});
    }
}

void checkEach(QList<WordProblem> *out, const QString &field, const QStringList &values, Rule rule)
{
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QString name = QStringLiteral("%1[%2]").arg(field).arg(i);
        if (values.at(i).isEmpty() && rule != &wordrules::plainText) {
            out->append({name, QCoreApplication::translate(
                                   "specwords", "It is empty; remove it or fill it in.")});
            continue;
        }
        check(out, name, values.at(i), rule);
    }
}

} // namespace

QList<WordProblem> environmentWordProblems(const JobEnvironment &e)
{
    QList<WordProblem> out;
    check(&out, QStringLiteral("environment.recipe"), e.recipe, &wordrules::plainText);
    checkEach(&out, QStringLiteral("environment.modules"), e.modules, &wordrules::moduleName);
    check(&out, QStringLiteral("environment.path"), e.path,
          e.recipe == QLatin1String("conda") ? &wordrules::condaEnvironment : &wordrules::pathWord);
    const auto packages = wordrules::packageList(e.packages, e.recipe == QLatin1String("conda"));
    for (const auto &[index, message] : packages) {
        out.append({QStringLiteral("environment.packages[%1]").arg(index), message});
    }
    check(&out, QStringLiteral("environment.image"), e.image, &wordrules::containerImage);
    check(&out, QStringLiteral("environment.python_version"), e.pythonVersion,
          &wordrules::pythonVersion);
    return out;
}

QList<WordProblem> specWordProblems(const JobSpec &s)
{
    QList<WordProblem> out = environmentWordProblems(s.environment);
    check(&out, QStringLiteral("partition"), s.partition, &wordrules::schedulerName);
    check(&out, QStringLiteral("qos"), s.qos, &wordrules::schedulerName);
    check(&out, QStringLiteral("account"), s.account, &wordrules::schedulerName);
    check(&out, QStringLiteral("gpu_type"), s.gpuType, &wordrules::gpuType);
    check(&out, QStringLiteral("entry"), s.entry, &wordrules::pathWord);
    check(&out, QStringLiteral("workdir"), s.workdir, &wordrules::pathWord);
    check(&out, QStringLiteral("logdir"), s.logdir, &wordrules::pathWord);
    check(&out, QStringLiteral("resumable.checkpoints"), s.checkpointDir, &wordrules::pathWord);
    const std::pair<QString, QString> texts[] = {
        {QStringLiteral("profile"), s.profile},
        {QStringLiteral("job_name"), s.jobName},
        {QStringLiteral("mem"), s.mem},
        {QStringLiteral("mem_per_cpu"), s.memPerCpu},
        {QStringLiteral("time"), s.time},
        {QStringLiteral("parallelism"), s.parallelism},
        {QStringLiteral("output"), s.output},
        {QStringLiteral("error"), s.error},
        {QStringLiteral("mail.user"), s.mailUser},
        {QStringLiteral("mail.type"), s.mailType},
        {QStringLiteral("tensorboard.setup"), s.tensorboardSetup},
        {QStringLiteral("model_size"), s.modelSize},
        {QStringLiteral("torch_version"), s.torchVersion}};
    for (const auto &[field, value] : texts) {
        check(&out, field, value, &wordrules::plainText);
    }
    checkEach(&out, QStringLiteral("args"), s.args, &wordrules::plainText);
    return out;
}

QString describe(const WordProblem &problem)
{
    return problem.field + QStringLiteral(": ") + problem.message;
}

QString describeForUser(const WordProblem &problem)
{
    // The field as the wizard names it; a list's entry by its position ("Modules to load",
    // word 2).
    QString where = QStringLiteral("“%1”").arg(Finding::fieldLabel(problem.field));
    const qsizetype bracket = problem.field.indexOf(QLatin1Char('['));
    if (bracket >= 0) {
        where +=
            QStringLiteral(", word %1").arg(problem.field.mid(bracket + 1).chopped(1).toInt() + 1);
    }
    return where + QStringLiteral(": ") + problem.message;
}

} // namespace slipway::compose
