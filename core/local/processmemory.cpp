#include "local/processmemory.h"

#include <fstream>
#include <sstream>
#include <string>

namespace slipway::local {
namespace {

// Reads a "Key:   1234 kB" line from a /proc file, in MiB.
double readKiBField(const char *path, const std::string &key)
{
    std::ifstream file(path);
    std::string line;
    while (std::getline(file, line)) {
        if (line.compare(0, key.size(), key) == 0 && line.size() > key.size() &&
            line[key.size()] == ':') {
            std::istringstream fields(line.substr(key.size() + 1));
            double kib = 0.0;
            fields >> kib;
            return kib / 1024.0;
        }
    }
    return 0.0;
}

} // namespace

bool ProcessMemory::resetPeak()
{
    // "5" resets the peak RSS (Linux 4.0 and later; see proc(5), /proc/pid/clear_refs).
    std::ofstream file("/proc/self/clear_refs");
    file << "5";
    file.flush();
    return bool(file);
}

double ProcessMemory::peakRssMiB()
{
    return readKiBField("/proc/self/status", "VmHWM");
}

double ProcessMemory::currentRssMiB()
{
    return readKiBField("/proc/self/status", "VmRSS");
}

double ProcessMemory::availableMiB()
{
    return readKiBField("/proc/meminfo", "MemAvailable");
}

} // namespace slipway::local
