#pragma once

// Plain-language answers for a model file that LibTorch cannot load, and the essential line of
// LibTorch's own error texts. Needs only LibTorch's light headers (format versions, c10's
// exception), not torch/torch.h, so it builds in a fraction of the time of the runner.

#include "local/archiveinspector.h"
#include "local/runfailure.h"

#include <exception>
#include <string>

namespace slipway::local {

// LibTorch's messages carry a TorchScript traceback and a C++ backtrace; the line a person
// needs is the last "SomethingError: ..." line, or else the first line.
std::string essentialMessage(const std::string &what);

// An exception's message, without c10's backtrace.
std::string errorText(const std::exception &error);

// Whether LibTorch's error says an allocation failed, and how many bytes it asked for (0 when
// the text does not say).
bool isAllocationFailure(const std::string &text);
double requestedBytes(const std::string &text);

class LoadDiagnostics final
{
public:
    // Looks inside the model file before LibTorch does: throws a RunFailure with a plain answer
    // for a file that cannot be read, is not TorchScript, is damaged or is too new; otherwise
    // returns what it found.
    static ArchiveInfo inspect(const std::string &path);

    // The failure to report when LibTorch refused the file at `path` with the error `text`.
    static RunFailure loadFailure(const std::string &path, const ArchiveInfo &info,
                                  const std::string &text);

private:
    static std::string writerEvidence(const ArchiveInfo &info);
    static std::string readableFormats();
    static std::string saveAgain();
    static std::string tooNewMessage(const std::string &path, const ArchiveInfo &info);
    static std::string newerWriterHint(const ArchiveInfo &info);
    static std::string unknownOperator(const std::string &text);
    static RunFailure unknownOperatorFailure(const std::string &path, const std::string &op,
                                             const ArchiveInfo &info, const std::string &text);
};

} // namespace slipway::local
