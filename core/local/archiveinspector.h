#pragma once

// Looks inside a model file before LibTorch does, so the common mistakes get a plain answer
// (a state_dict instead of TorchScript, a file from a newer PyTorch) instead of a stack trace.
// Plain C++: no torch, no Qt.

#include <cstdint>
#include <string>
#include <vector>

namespace slipway::local {

struct ArchiveInfo
{
    enum class Kind {
        Unreadable,   // missing, a folder, or no permission
        NotZip,       // neither a zip archive nor a pickle
        LegacyPickle, // torch.save(..., _use_new_zipfile_serialization=False) or plain pickle
        Checkpoint,   // a torch.save zip (state_dict or pickled nn.Module): no TorchScript code
        TorchScript,  // has code/ and constants.pkl
        CorruptZip,   // starts like a zip but its directory cannot be read
    };

    Kind kind = Kind::Unreadable;
    std::string error;         // why it is Unreadable or CorruptZip
    std::string prefix;        // the archive's top folder, e.g. "archive" or the file's stem
    std::int64_t version = -1; // the `version` record (file format version), -1 when absent
    // `.data/serialization_id`: written by PyTorch 2.1 and later (docs/local.md).
    bool hasSerializationId = false;
    std::vector<std::string> entries;
};

class ArchiveInspector final
{
public:
    static ArchiveInfo inspect(const std::string &path);
};

} // namespace slipway::local
