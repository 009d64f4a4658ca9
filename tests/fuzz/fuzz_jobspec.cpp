// libFuzzer target: any bytes read as a JobSpec (JSON) and composed for the profile it names (or
// one chosen by the input's size): nothing may crash, hang or leak; every script and set-up
// script that is written must parse with `bash -n`; and a spec that composes may hold no word
// that a second program would parse again (module names, conda environments, ...), which the
// rules in core/common/wordrules.h refuse. The dictionary (jobspec.dict) holds the spec's keys
// and the hostile words of issue #18.

#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "compose/specwords.h"
#include "fuzzscript.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace slipway;
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    QStringList errors;
    const std::optional<compose::JobSpec> spec = compose::JobSpec::fromJson(json, &errors);
    if (!spec) {
        return 0;
    }
    // What was read passes the word rules: fromJson refuses the others.
    if (!specWordProblems(*spec).isEmpty()) {
        std::abort();
    }
    const QList<site::SiteProfile> &profiles = fuzz::builtInProfiles();
    const site::SiteProfile *profile = &profiles.at(qsizetype(size % std::size_t(profiles.size())));
    for (const site::SiteProfile &p : profiles) {
        if (p.id == spec->profile) {
            profile = &p;
        }
    }
    const compose::ComposedScript composed = compose::ScriptComposer::compose(*spec, *profile);
    if (!composed.lines.isEmpty() && !specWordProblems(composed.resolvedSpec).isEmpty()) {
        std::abort(); // the profile's defaults brought in a word the rules refuse
    }
    fuzz::requireBashSyntax(composed);
    // The JSON written back reads again as the same spec.
    QStringList again;
    if (!compose::JobSpec::fromJsonObject(spec->toJson(), &again)) {
        std::fprintf(stderr, "a spec that was read cannot be read back: %s\n",
                     qPrintable(again.join(QLatin1Char('\n'))));
        std::abort();
    }
    return 0;
}
