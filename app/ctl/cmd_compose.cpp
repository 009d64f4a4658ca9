// slipwayctl profiles, compose: site profiles (core/site) and job scripts (core/compose).
// submit, status, cancel and logs live in cmd_runs.cpp.

#include "command.h"
#include "envcheckcli.h"
#include "specfile.h"

#include "common/terminaltext.h"
#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "site/profileregistry.h"
#include "site/walltime.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace slipway::ctl {
namespace {

QJsonObject summary(const site::SiteProfile &p)
{
    QJsonArray partitions;
    for (const site::Partition &part : p.partitions) {
        QJsonObject o{{QStringLiteral("name"), part.name},
                      {QStringLiteral("purpose"), part.purpose},
                      {QStringLiteral("default"), part.isDefault}};
        if (part.gpu) {
            o.insert(QStringLiteral("gpus_per_node"), part.gpu->perNode);
            o.insert(QStringLiteral("gpu_model"), part.gpu->model);
        }
        if (part.maxWalltime > 0) {
            o.insert(QStringLiteral("max_time"), site::walltime::formatSlurm(part.maxWalltime));
        }
        partitions.append(o);
    }
    QJsonArray unconfirmed;
    for (const site::ProfileProvenance &pv : p.provenance) {
        if (pv.tag == QLatin1String("UNCONFIRMED") || pv.tag == QLatin1String("CONFLICT") ||
            pv.tag == QLatin1String("3P")) {
            unconfirmed.append(QJsonObject{{QStringLiteral("field"), pv.field},
                                           {QStringLiteral("tag"), pv.tag},
                                           {QStringLiteral("note"), pv.note}});
        }
    }
    return {{QStringLiteral("id"), p.id},
            {QStringLiteral("display_name"), p.displayName},
            {QStringLiteral("scheduler"), schedulerKindName(p.scheduler)},
            {QStringLiteral("state"), p.lifecycleState},
            {QStringLiteral("successor_ids"), QJsonArray::fromStringList(p.successorIds)},
            {QStringLiteral("login_host"), p.primaryLoginHost()},
            {QStringLiteral("partitions"), partitions},
            {QStringLiteral("unconfirmed"), unconfirmed},
            {QStringLiteral("file"), p.fileName},
            {QStringLiteral("user_override"), p.userOverride}};
}

int runProfiles(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("List the clusters Slipway knows (built-in profiles plus those in %1), or "
                       "show one in full.")
            .arg(site::ProfileRegistry::defaultUserFolder()));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("A profile to show."),
                                 QStringLiteral("[ID]"));
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    const site::ProfileRegistry registry({site::ProfileRegistry::defaultUserFolder()});
    for (const QString &error : registry.errors()) {
        printErr(QStringLiteral("warning: ") + printableText(error));
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    const QStringList ids = parser.positionalArguments();
    if (!ids.isEmpty()) {
        const site::SiteProfile *p = registry.find(ids.first());
        if (!p) {
            printErr(
                QStringLiteral("slipwayctl profiles: no profile \"%1\". Known: %2")
                    .arg(printableText(ids.first()), registry.ids().join(QStringLiteral(", "))));
            return 1;
        }
        if (json) {
            printOut(QString::fromUtf8(QJsonDocument(p->json).toJson(QJsonDocument::Indented)));
            return 0;
        }
        const QJsonObject s = summary(*p);
        printOut(printableText(QStringLiteral("%1 — %2").arg(p->id, p->displayName)));
        printOut(QStringLiteral("scheduler: %1; state: %2%3")
                     .arg(schedulerKindName(p->scheduler), p->lifecycleState,
                          p->successorIds.isEmpty()
                              ? QString()
                              : QStringLiteral(" (successor: %1)")
                                    .arg(p->successorIds.join(QStringLiteral(", ")))));
        if (!p->primaryLoginHost().isEmpty()) {
            printOut(QStringLiteral("login: %1").arg(p->primaryLoginHost()));
        }
        for (const site::Partition &part : p->partitions) {
            printOut(printableText(
                QStringLiteral("  partition %1 (%2)%3%4%5")
                    .arg(part.name, part.purpose,
                         part.isDefault ? QStringLiteral(", default") : QString(),
                         part.gpu ? QStringLiteral(", %1 × %2")
                                        .arg(part.gpu->perNode)
                                        .arg(part.gpu->model)
                                  : QString(),
                         part.maxWalltime > 0 ? QStringLiteral(", max %1")
                                                    .arg(site::walltime::describe(part.maxWalltime))
                                              : QString())));
        }
        for (const site::ProfilePitfall &pit : p->pitfalls) {
            printOut(printableText(QStringLiteral("  %1: %2").arg(pit.severity, pit.text)));
        }
        for (const auto v : s.value(QStringLiteral("unconfirmed")).toArray()) {
            const QJsonObject o = v.toObject();
            printOut(QStringLiteral("  unconfirmed: %1 — %2")
                         .arg(o.value(QStringLiteral("field")).toString(),
                              o.value(QStringLiteral("note")).toString()));
        }
        return 0;
    }
    if (json) {
        QJsonArray all;
        for (const site::SiteProfile &p : registry.profiles()) {
            all.append(summary(p));
        }
        QJsonObject root{{QStringLiteral("profiles"), all},
                         {QStringLiteral("errors"), QJsonArray::fromStringList(registry.errors())}};
        printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
        return 0;
    }
    for (const site::SiteProfile &p : registry.profiles()) {
        QString state = p.lifecycleState;
        if (p.isRetired()) {
            state += QStringLiteral(" → ") + p.successorIds.join(QLatin1Char(','));
        }
        printOut(QStringLiteral("%1 %2 %3 %4")
                     .arg(p.id.leftJustified(18), schedulerKindName(p.scheduler).leftJustified(7),
                          printableText(state).leftJustified(34), printableText(p.displayName)));
    }
    return 0;
}

int runCompose(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write the job script for a JobSpec (JSON; see docs/compose.md). The script goes to "
        "stdout, problems and advice to stderr; the exit status is 1 when a problem blocks "
        "submission."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("spec"), QStringLiteral("The JobSpec file ('-' for stdin)."),
                      QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("explain"), QStringLiteral("Add each line's explanation as a comment.")});
    parser.addOption({QStringLiteral("setup"),
                      QStringLiteral("Print the one-time login-node set-up script instead.")});
    parser.addOption({QStringLiteral("json"),
                      QStringLiteral("Print script, set-up script, explanations and findings as "
                                     "JSON.")});
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    int exitCode = 0;
    const std::optional<LoadedSpec> loaded =
        loadSpecOption(parser, QStringLiteral("compose"), exitCode);
    if (!loaded) {
        return exitCode;
    }
    const compose::JobSpec &spec = loaded->spec;
    const site::SiteProfile *profile = &loaded->profile;
    const compose::ComposedScript script = compose::ScriptComposer::compose(spec, *profile);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray lines;
        for (const compose::ScriptLine &l : script.lines) {
            lines.append(QJsonObject{{QStringLiteral("text"), l.text},
                                     {QStringLiteral("explanation"), l.explanation}});
        }
        QJsonArray findings;
        for (const compose::Finding &f : script.findings) {
            findings.append(QJsonObject{
                {QStringLiteral("severity"), compose::Finding::severityName(f.severity)},
                {QStringLiteral("field"), f.field},
                {QStringLiteral("message"), f.message},
                {QStringLiteral("source"), f.source}});
        }
        printOut(QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("script"), script.text()},
                                      {QStringLiteral("setup_script"), script.setupText()},
                                      {QStringLiteral("lines"), lines},
                                      {QStringLiteral("findings"), findings},
                                      {QStringLiteral("blocked"), script.blocked()}})
                .toJson(QJsonDocument::Indented)));
        return script.blocked() ? 1 : 0;
    }
    for (const compose::Finding &f : script.findings) {
        printErr(findingLine(f));
    }
    if (parser.isSet(QStringLiteral("setup"))) {
        if (script.setupLines.isEmpty()) {
            printErr(QStringLiteral("The %1 recipe needs no set-up on the login node.")
                         .arg(spec.environment.recipe.isEmpty() ? profile->defaultEnvironment.recipe
                                                                : spec.environment.recipe));
        } else {
            QString text = script.setupText();
            text.chop(1);
            printOut(text);
        }
    } else if (!script.lines.isEmpty()) {
        QString text =
            parser.isSet(QStringLiteral("explain")) ? script.annotatedText() : script.text();
        text.chop(1);
        printOut(text);
    }
    return script.blocked() ? 1 : 0;
}

const CommandRegistration profilesCommand{
    {"profiles", "List the clusters Slipway knows, or show one (--json)", &runProfiles}};
const CommandRegistration composeCommand{
    {"compose", "Write the job script for a JobSpec (--spec FILE)", &runCompose}};

} // namespace
} // namespace slipway::ctl
