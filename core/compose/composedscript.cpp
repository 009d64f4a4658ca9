#include "compose/composedscript.h"

#include "common/terminaltext.h"

namespace slipway {

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

} // namespace slipway
