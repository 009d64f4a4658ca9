#include "local/loaddiagnostics.h"

#include <c10/util/Exception.h>
#include <caffe2/serialize/versions.h>
#include <torch/version.h>

#include <cstdint>
#include <regex>
#include <sstream>

namespace slipway::local {

std::string essentialMessage(const std::string &what)
{
    std::istringstream lines(what);
    std::string line;
    std::string first;
    std::string lastError;
    static const std::regex errorLine(R"(^\s*(\w+Error|Exception): (.*)$)");
    while (std::getline(lines, line)) {
        if (first.empty() && !line.empty()) {
            first = line;
        }
        std::smatch match;
        if (std::regex_match(line, match, errorLine)) {
            lastError = match[2].str();
        }
    }
    std::string result = lastError.empty() ? first : lastError;
    const auto backtrace = result.find("Exception raised from");
    if (backtrace != std::string::npos) {
        result.erase(backtrace);
    }
    while (!result.empty() && (result.back() == ' ' || result.back() == '\n')) {
        result.pop_back();
    }
    return result;
}

std::string errorText(const std::exception &error)
{
    if (const auto *c10Error = dynamic_cast<const c10::Error *>(&error)) {
        return c10Error->what_without_backtrace();
    }
    return error.what();
}

bool isAllocationFailure(const std::string &text)
{
    return text.find("not enough memory") != std::string::npos ||
           text.find("can't allocate memory") != std::string::npos ||
           text.find("std::bad_alloc") != std::string::npos;
}

double requestedBytes(const std::string &text)
{
    static const std::regex allocate(R"(allocate (\d+) bytes)");
    std::smatch match;
    if (std::regex_search(text, match, allocate)) {
        return std::stod(match[1].str());
    }
    return 0.0;
}

// What the archive says about the PyTorch that wrote it; the table behind it is in
// docs/local.md ("Which PyTorch wrote a model file").
std::string LoadDiagnostics::writerEvidence(const ArchiveInfo &info)
{
    std::string evidence =
        info.version >= 0 ? "archive format " + std::to_string(info.version) : std::string();
    if (info.hasSerializationId) {
        evidence +=
            (evidence.empty() ? "" : ", with ") + std::string("a `.data/serialization_id` record");
    }
    return evidence;
}

std::string LoadDiagnostics::readableFormats()
{
    return "Slipway's LibTorch " TORCH_VERSION " reads archive formats " +
           std::to_string(caffe2::serialize::kMinSupportedFileFormatVersion) + " to " +
           std::to_string(caffe2::serialize::kMaxSupportedFileFormatVersion) +
           ", as written by PyTorch up to 1.13";
}

std::string LoadDiagnostics::saveAgain()
{
    return "Save it again with PyTorch 1.13 (e.g. Debian's python3-torch), or use a Slipway "
           "built with a newer LibTorch.";
}

std::string LoadDiagnostics::tooNewMessage(const std::string &path, const ArchiveInfo &info)
{
    const auto newest = std::int64_t(caffe2::serialize::kMaxSupportedFileFormatVersion);
    const std::string evidence = writerEvidence(info);
    std::string text = path;
    if (info.hasSerializationId) {
        text += " was saved by PyTorch 2.1 or newer (" + evidence + "); ";
    } else if (!evidence.empty()) {
        text +=
            " was saved by a newer PyTorch than Slipway's LibTorch can read (" + evidence + "); ";
    } else {
        text += " was saved by a newer PyTorch than Slipway's LibTorch can read (its archive "
                "format is newer than this build understands); ";
    }
    text += readableFormats() + ".";
    if (info.version > newest) {
        text += " No PyTorch release Slipway knows of writes archive format " +
                std::to_string(info.version) +
                " (the newest in the PyTorch sources Slipway's table was checked against, 1.13 "
                "and 2.x, is " +
                std::to_string(newest) + "), so the exact release is unknown.";
    }
    return text + " " + saveAgain();
}

// For a file LibTorch could read by its format number but still refused.
std::string LoadDiagnostics::newerWriterHint(const ArchiveInfo &info)
{
    if (!info.hasSerializationId) {
        return {};
    }
    return "The file was saved by PyTorch 2.1 or newer (" + writerEvidence(info) +
           "), which is the likely reason. " + saveAgain();
}

// "Unknown builtin op: aten::rms_norm." -> "aten::rms_norm"
std::string LoadDiagnostics::unknownOperator(const std::string &text)
{
    static const std::regex pattern(R"(Unknown builtin op: ([A-Za-z_][\w]*::[\w.]+?)\.?\s)");
    std::smatch match;
    if (std::regex_search(text, match, pattern)) {
        return match[1].str();
    }
    return {};
}

RunFailure LoadDiagnostics::unknownOperatorFailure(const std::string &path, const std::string &op,
                                                   const ArchiveInfo &info, const std::string &text)
{
    const std::string ns = op.substr(0, op.find("::"));
    if (ns == "aten" || ns == "prim") {
        return RunFailure{
            ErrorKind::TooNew,
            path + " uses the operator " + op +
                ", which LibTorch " TORCH_VERSION
                " does not have: it was added to PyTorch after 1.13, so the model was saved "
                "by a newer PyTorch" +
                (info.hasSerializationId ? " (its `.data/serialization_id` record says "
                                           "PyTorch 2.1 or newer)"
                                         : "") +
                ". Save it again with PyTorch 1.13 without " + op +
                ", or use a Slipway built with a newer LibTorch.",
            text};
    }
    return RunFailure{ErrorKind::LoadFailed,
                      path + " uses the operator " + op +
                          ", which is not part of PyTorch: it comes from an extension "
                          "library (the `" +
                          ns +
                          "` namespace, e.g. torchvision's or a custom C++ operator), and "
                          "Slipway's LibTorch loads no extension libraries. Save the model "
                          "without it to smoke-test it here.",
                      text};
}

ArchiveInfo LoadDiagnostics::inspect(const std::string &path)
{
    const ArchiveInfo info = ArchiveInspector::inspect(path);
    const std::string howTo =
        " Save the model as TorchScript: torch.jit.script(model).save(\"model.pt\") (or "
        "torch.jit.trace(model, example).save(...)).";
    switch (info.kind) {
    case ArchiveInfo::Kind::Unreadable:
        throw RunFailure{ErrorKind::FileNotFound,
                         "The model file " + path + " cannot be read: " + info.error + ".",
                         {}};
    case ArchiveInfo::Kind::NotZip:
        throw RunFailure{ErrorKind::NotTorchScript,
                         path +
                             " is not a TorchScript archive (it is not a zip archive with "
                             "PyTorch records)." +
                             howTo,
                         info.error};
    case ArchiveInfo::Kind::LegacyPickle:
        throw RunFailure{ErrorKind::NotTorchScript,
                         path +
                             " was written with torch.save in the old pickle format: it "
                             "holds Python objects, not a model LibTorch can run." +
                             howTo,
                         {}};
    case ArchiveInfo::Kind::Checkpoint:
        throw RunFailure{ErrorKind::NotTorchScript,
                         path +
                             " was written with torch.save (a state_dict or a pickled "
                             "model): it has the weights but not the model's code, which "
                             "LibTorch needs." +
                             howTo,
                         {}};
    case ArchiveInfo::Kind::CorruptZip:
        throw RunFailure{ErrorKind::NotTorchScript,
                         path + " starts like a TorchScript archive but is damaged: " + info.error +
                             ". Was the file copied completely?",
                         info.error};
    case ArchiveInfo::Kind::TorchScript:
        break;
    }
    if (info.version > std::int64_t(caffe2::serialize::kMaxSupportedFileFormatVersion)) {
        throw RunFailure{ErrorKind::TooNew, tooNewMessage(path, info), {}};
    }
    return info;
}

RunFailure LoadDiagnostics::loadFailure(const std::string &path, const ArchiveInfo &info,
                                        const std::string &text)
{
    if (text.find("maximum supported version") != std::string::npos) {
        return RunFailure{ErrorKind::TooNew, tooNewMessage(path, info), text};
    }
    if (const std::string op = unknownOperator(text); !op.empty()) {
        return unknownOperatorFailure(path, op, info, text);
    }
    std::string reason = essentialMessage(text);
    if (const std::string hint = newerWriterHint(info); !hint.empty()) {
        reason += (!reason.empty() && reason.back() == '.' ? " " : ". ") + hint;
    }
    return RunFailure{ErrorKind::LoadFailed,
                      "LibTorch " TORCH_VERSION " could not load " + path + ": " + reason, text};
}

} // namespace slipway::local
