#pragma once

// Memory figures for the current process and the machine, read from /proc (Linux). Plain C++.

namespace slipway::local {

class ProcessMemory final
{
public:
    // Resets the peak resident set size (VmHWM) to the current one; false if the kernel refused.
    static bool resetPeak();
    static double peakRssMiB();    // VmHWM
    static double currentRssMiB(); // VmRSS
    static double availableMiB();  // MemAvailable from /proc/meminfo; 0 when unknown
};

} // namespace slipway::local
