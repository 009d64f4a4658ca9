// CRC-32C and TFRecord framing: published test vectors, and the SSE4.2 and table paths giving
// identical results on every length and alignment.

#include "events/crc32c.h"
#include "events/recordframing.h"

#include <QRandomGenerator>
#include <QTest>

#include <string>

using namespace slipway::events;

class TestCrc32c : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vectors();
    void hardwareMatchesPortable();
    void extendInPieces();
    void frameRoundTrip();
};

void TestCrc32c::vectors()
{
    const std::string zeros(32, '\0');
    QCOMPARE(crc32c::value(zeros.data(), zeros.size()), 0x8a9136aau); // RFC 3720 B.4
    QCOMPARE(crc32c::extendPortable(0, zeros.data(), zeros.size()), 0x8a9136aau);
    const std::string text("\x1a\x11"
                           "CRC test, one two",
                           19);
    QCOMPARE(crc32c::masked(text.data(), text.size()), 0x5794d08au);
    const std::string length24("\x18\0\0\0\0\0\0\0", 8);
    QCOMPARE(crc32c::masked(length24.data(), length24.size()), 0x224b7fa3u);
    const std::string header("\x09\x00\x00\x80\x38\x99\xd6\xd7\x41\x1a\x0d"
                             "brain.Event:2",
                             24);
    QCOMPARE(crc32c::masked(header.data(), header.size()), 0xab364b12u);
    QCOMPARE(crc32c::value("123456789", 9), 0xe3069283u); // the CRC catalogue's check value
}

void TestCrc32c::hardwareMatchesPortable()
{
    if (!crc32c::hardwareAvailable()) {
        qInfo("This CPU has no SSE4.2: only the portable CRC-32C path runs here.");
        QCOMPARE(crc32c::value("123456789", 9), crc32c::extendPortable(0, "123456789", 9));
        return;
    }
    QRandomGenerator random(42);
    std::string data(4096 + 16, '\0');
    for (char &c : data) {
        c = char(random.bounded(256));
    }
    for (std::size_t offset = 0; offset < 8; ++offset) {
        for (std::size_t length = 0; length <= 4096; length += (length < 300 ? 1 : 97)) {
            const std::uint32_t hardware =
                crc32c::extendHardware(0x1234u, data.data() + offset, length);
            const std::uint32_t portable =
                crc32c::extendPortable(0x1234u, data.data() + offset, length);
            if (hardware != portable) {
                QFAIL(qPrintable(QStringLiteral("offset %1 length %2: %3 != %4")
                                     .arg(offset)
                                     .arg(length)
                                     .arg(hardware, 0, 16)
                                     .arg(portable, 0, 16)));
            }
        }
    }
}

void TestCrc32c::extendInPieces()
{
    const std::string data("The quick brown fox jumps over the lazy dog, twice over.");
    const std::uint32_t whole = crc32c::value(data.data(), data.size());
    for (std::size_t split = 0; split <= data.size(); ++split) {
        const std::uint32_t first = crc32c::value(data.data(), split);
        QCOMPARE(crc32c::extend(first, data.data() + split, data.size() - split), whole);
        QCOMPARE(crc32c::extendPortable(first, data.data() + split, data.size() - split), whole);
    }
}

void TestCrc32c::frameRoundTrip()
{
    const std::string payload("\x1a\x0d"
                              "brain.Event:2",
                              15);
    char header[framing::kHeaderSize];
    framing::appendFrameHeader(header, payload.size());
    std::string record(header, sizeof header);
    record += payload;
    const std::uint32_t crc = framing::dataCrc(payload.data(), payload.size());
    for (int i = 0; i < 4; ++i) {
        record += char(crc >> (8 * i));
    }
    const framing::Frame frame = framing::readFrame(record.data(), record.size(), 0);
    QVERIFY(frame.status == framing::Status::Record);
    QCOMPARE(frame.length, payload.size());
    QCOMPARE(std::string(frame.data, frame.length), payload);
    QCOMPARE(frame.next, record.size());
    // Every proper prefix is a partial record, never an error.
    for (std::size_t size = 0; size < record.size(); ++size) {
        QVERIFY(framing::readFrame(record.data(), size, 0).status == framing::Status::NeedMore);
    }
}

QTEST_GUILESS_MAIN(TestCrc32c)
#include "tst_crc32c.moc"
