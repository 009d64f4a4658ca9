#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace slipway::monitor {

// One GPU (or one MIG slice) as nvidia-smi or rocm-smi reports it at one moment. A figure the
// tool did not give ("[N/A]", "[Not Supported]") is -1.
struct GpuUse
{
    QString host;            // the node, where the probe labels its lines; may be empty
    int index = -1;          // the GPU's index on its node (for a MIG slice: the parent GPU)
    QString name;            // "NVIDIA H200"; "MIG 1g.10gb" style names stay as printed
    double utilisation = -1; // percent of the time a kernel ran over the tool's last period
    double memoryUsedMiB = -1;
    double memoryTotalMiB = -1;
    bool migSlice = false; // a MIG device: the tool reports memory but no utilisation
};

// The fields Slipway asks nvidia-smi for, in this order (--query-gpu=...).
QString nvidiaQueryFields(); // "index,name,utilization.gpu,memory.used,memory.total"
// The words after `rocm-smi` that parseRocmCsv() reads.
QString rocmArguments();

namespace gpuoutput {

// `nvidia-smi --query-gpu=FIELDS --format=csv[,noheader][,nounits]` for any FIELDS list that
// includes index, utilization.gpu and memory.used (the header names the columns; without a
// header the columns are taken to be nvidiaQueryFields()).
QList<GpuUse> parseNvidiaCsv(const QByteArray &text);

// nvidia-smi's default table (what a user pastes): the GPU rows of its first box, and the
// "MIG devices" box when there is one (each slice's memory; the parent's utilisation is N/A).
QList<GpuUse> parseNvidiaTable(const QByteArray &text);

// `rocm-smi --showproductname --showuse --showmeminfo vram --csv`: a header line
// ("device,GPU use (%),VRAM Total Memory (B),VRAM Total Used Memory (B),Card Series,...") and
// one line per card ("card0,0,21458059264,27856896,Radeon RX 7900 XT,...").
QList<GpuUse> parseRocmCsv(const QByteArray &text);

// Whichever of the three `text` is.
QList<GpuUse> parse(const QByteArray &text);

} // namespace gpuoutput
} // namespace slipway::monitor
