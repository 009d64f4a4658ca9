#include "compose/composedscript.h"

#include "common/terminaltext.h"

namespace slipway::compose {

QString Finding::severityName(Severity s)
{
    switch (s) {
    case Severity::Blocking:
        return QStringLiteral("error");
    case Severity::Advice:
        return QStringLiteral("advice");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

QString Finding::fieldLabel(const QString &field)
{
    static const std::pair<const char *, const char *> labels[] = {
        {"entry", "Training script"},
        {"args", "Arguments"},
        {"workdir", "Working folder"},
        {"logdir", "TensorBoard logs"},
        {"tensorboard.setup", "TensorBoard from"},
        {"tensorboard", "Start TensorBoard in the job"},
        {"resumable.checkpoints", "Checkpoint folder"},
        {"resumable", "Resume after a requeue"},
        {"job_name", "Job name"},
        {"partition", "Partition"},
        {"nodes", "Nodes"},
        {"gpus_per_node", "GPUs per node"},
        {"gpu_type", "GPU type"},
        {"cpus_per_task", "CPUs per task"},
        {"tasks_per_node", "Tasks per node"},
        {"mem_per_cpu", "Memory per CPU"},
        {"mem", "Memory per node"},
        {"time", "Time limit"},
        {"account", "Account"},
        {"parallelism", "How the work is spread"},
        {"environment.recipe", "Environment"},
        {"environment.modules", "Modules to load"},
        {"environment.path", "Environment folder"},
        {"environment.packages", "Packages"},
        {"environment.image", "Container image"},
        {"environment.python_version", "Python version"},
        {"project", "Folder"},
    };
    // "environment.modules[0]" is the modules field
    const QString base = field.section(QLatin1Char('['), 0, 0);
    for (const auto &[key, label] : labels) {
        if (base == QLatin1String(key)) {
            return QString::fromUtf8(label);
        }
    }
    return field;
}

bool hasBlocking(const Findings &findings)
{
    for (const Finding &f : findings) {
        if (f.severity == Finding::Severity::Blocking) {
            return true;
        }
    }
    return false;
}

QString joinLines(const QList<ScriptLine> &lines)
{
    QString out;
    for (const ScriptLine &line : lines) {
        out += line.text + QLatin1Char('\n');
    }
    return out;
}

QString ComposedScript::text() const
{
    return joinLines(lines);
}

QString ComposedScript::setupText() const
{
    return joinLines(setupLines);
}

QString ComposedScript::annotatedText() const
{
    int width = 0;
    for (const ScriptLine &line : lines) {
        width = std::max(width, int(line.text.size()));
    }
    width = std::min(width, 60);
    QString out;
    for (const ScriptLine &line : lines) {
        if (line.explanation.isEmpty() || line.text.contains(QLatin1Char('\n'))) {
            out += line.text + QLatin1Char('\n');
        } else {
            // The explanation may quote a profile's or a spec's text: a line break in it would
            // end the comment and start a command.
            out += line.text.leftJustified(width) + QStringLiteral("  # ") +
                   printableText(line.explanation) + QLatin1Char('\n');
        }
    }
    return out;
}

} // namespace slipway::compose
