// libFuzzer target: any bytes, read as an event file through the framing, the decoder and the
// run data, whole and split in two reads (a growing file). Nothing may crash, hang or leak.
// Every payload is also decoded by FastEventDecoder alone and by the generated protobuf code
// alone: when the fast path accepts a payload, both results must be the same, bit for bit.

#include "events/eventdecoder.h"
#include "events/fasteventdecoder.h"
#include "events/logdirreader.h"
#include "events/recordframing.h"
#include "events/rundata.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace {

bool sameNumber(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

bool sameEvent(const slipway::events::DecodedEvent &a, const slipway::events::DecodedEvent &b)
{
    if (!sameNumber(a.wallTime, b.wallTime) || a.step != b.step || a.kind != b.kind ||
        a.fileVersion != b.fileVersion || a.sessionStatus != b.sessionStatus ||
        a.values.size() != b.values.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        const auto &x = a.values[i];
        const auto &y = b.values[i];
        if (x.tag != y.tag || x.kind != y.kind || x.hasMetadata != y.hasMetadata ||
            x.pluginName != y.pluginName || x.dataClass != y.dataClass ||
            x.numberKind != y.numberKind || !sameNumber(x.number, y.number)) {
            return false;
        }
    }
    return true;
}

// The fast path against the generated decoder on one payload.
void compareDecoders(const char *data, std::size_t size)
{
    using namespace slipway::events;
    DecodedEvent fast;
    if (!FastEventDecoder::decode(data, size, &fast)) {
        return; // left to the generated code
    }
    EventDecoder reference;
    DecodedEvent expected;
    if (!reference.decodeWithProtobuf(data, size, &expected) || !sameEvent(fast, expected)) {
        std::abort(); // the fast path disagrees with protobuf
    }
}

void decodeEveryFrame(const std::uint8_t *data, std::size_t size)
{
    using namespace slipway::events;
    const char *bytes = reinterpret_cast<const char *>(data);
    EventDecoder decoder;
    DecodedEvent event;
    RunData run;
    std::size_t pos = 0;
    while (pos < size) {
        const framing::Frame frame = framing::readFrame(bytes, size, pos);
        if (frame.status == framing::Status::Record ||
            frame.status == framing::Status::BadDataCrc) {
            // Decode even payloads whose CRC failed: the decoder must survive any bytes.
            compareDecoders(frame.data, std::size_t(frame.length));
            if (decoder.decode(frame.data, std::size_t(frame.length), &event)) {
                run.apply(event);
            }
            pos = frame.next;
        } else if (frame.status == framing::Status::NeedMore) {
            break;
        } else {
            std::size_t resume = 0;
            pos = framing::findNextRecord(bytes, size, pos + 1, &resume);
            if (pos >= size) {
                break;
            }
        }
    }
    // The payload alone, as if it were one record's contents.
    compareDecoders(bytes, size);
    if (decoder.decode(bytes, size, &event)) {
        run.apply(event);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    decodeEveryFrame(data, size);

    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("events.out.tfevents.fuzz"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return 0;
    }
    const qint64 half = qint64(size / 2);
    file.write(reinterpret_cast<const char *>(data), half);
    file.flush();
    slipway::events::LogDirReader reader(path);
    reader.update();
    file.write(reinterpret_cast<const char *>(data) + half, qint64(size) - half);
    file.close();
    reader.update();
    return 0;
}
