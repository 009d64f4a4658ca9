// libFuzzer target: any bytes read as a site profile: nothing may crash, hang or leak, and for a
// profile that is accepted, the scripts composed for a few typical specs (its defaults, DDP over
// two nodes, a conda and a container environment, TensorBoard in the job) must parse with
// `bash -n` and hold no word the rules in core/common/wordrules.h refuse. The dictionary
// (siteprofile.dict) holds the profile's keys and the hostile words of issue #18.

#include "compose/jobspec.h"
#include "compose/scriptcomposer.h"
#include "compose/specwords.h"
#include "fuzzscript.h"
#include "site/profileparser.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

QList<slipway::compose::JobSpec> typicalSpecs(const QString &profile)
{
    using slipway::compose::JobSpec;
    JobSpec plain;
    plain.profile = profile;
    plain.entry = QStringLiteral("train.py");
    JobSpec ddp = plain;
    ddp.parallelism = QStringLiteral("ddp-torchrun");
    ddp.nodes = 2;
    JobSpec srun = plain;
    srun.parallelism = QStringLiteral("ddp-srun");
    srun.tensorboard = true;
    JobSpec conda = plain;
    conda.environment.recipe = QStringLiteral("conda");
    conda.environment.path = QStringLiteral("torch");
    conda.environment.packages = {QStringLiteral("pytorch")};
    JobSpec container = plain;
    container.environment.recipe = QStringLiteral("container");
    container.environment.image = QStringLiteral("$HOME/torch.sif");
    JobSpec wheelhouse = plain;
    wheelhouse.environment.recipe = QStringLiteral("virtualenv-wheelhouse");
    wheelhouse.nodes = 2;
    wheelhouse.parallelism = QStringLiteral("horovod");
    return {plain, ddp, srun, conda, container, wheelhouse};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace slipway;
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    // The parser wants the file named after the id; name it so, whatever the id is.
    const QString id =
        QJsonDocument::fromJson(json).object().value(QStringLiteral("id")).toString();
    QStringList errors;
    const std::optional<site::SiteProfile> profile =
        site::ProfileParser::parse(json, id + QStringLiteral(".json"), &errors);
    if (!profile) {
        return 0;
    }
    for (const compose::JobSpec &spec : typicalSpecs(profile->id)) {
        const compose::ComposedScript composed = compose::ScriptComposer::compose(spec, *profile);
        if (!composed.lines.isEmpty() && !specWordProblems(composed.resolvedSpec).isEmpty()) {
            std::abort(); // a profile default the rules refuse got into a script
        }
        fuzz::requireBashSyntax(composed);
    }
    return 0;
}
