#pragma once

#include <QList>
#include <QString>

namespace slipway::compose {

// One thing Slipway has to say about a job before it runs: a problem that stops submission, a
// piece of advice, or information. Messages are plain language and end with what to do.
struct Finding
{
    enum class Severity { Blocking, Advice, Info };

    Severity severity = Severity::Advice;
    QString field;   // the JobSpec field it is about ("cpus_per_task"), or empty
    QString message; // one or two sentences
    QString source;  // where the rule comes from (a profile source key or a document), or empty

    static QString severityName(Severity s); // "error", "advice", "info"
    // The name a JobSpec field has where the user sets it in the New run wizard ("entry" ->
    // "Training script", "environment.modules[1]" -> "Modules to load"), for messages; a field
    // the wizard does not show keeps its spec name.
    static QString fieldLabel(const QString &field);
};

using Findings = QList<Finding>;

bool hasBlocking(const Findings &findings);

} // namespace slipway::compose
