#include "project/tarwriter.h"

#include <cstring>
#include <utility>
#include <zlib.h>

namespace slipway::project {

namespace {

void putOctal(char *field, int width, qint64 value)
{
    // width - 1 digits and a NUL, as tar expects.
    const QByteArray digits = QByteArray::number(value, 8).rightJustified(width - 1, '0');
    std::memcpy(field, digits.constData(), size_t(width - 1));
    field[width - 1] = '\0';
}

} // namespace

void TarWriter::addHeader(const QByteArray &name, qint64 size, char type, int mode)
{
    char header[512];
    std::memset(header, 0, sizeof header);
    std::memcpy(header, name.constData(), size_t(std::min<qsizetype>(name.size(), 100)));
    putOctal(header + 100, 8, mode);
    putOctal(header + 108, 8, 0);
    putOctal(header + 116, 8, 0);
    putOctal(header + 124, 12, size);
    putOctal(header + 136, 12, m_mtime);
    header[156] = type;
    std::memcpy(header + 257, "ustar  ", 8); // GNU magic and version
    std::memset(header + 148, ' ', 8);
    unsigned int sum = 0;
    for (const char c : header) {
        sum += static_cast<unsigned char>(c);
    }
    putOctal(header + 148, 7, sum);
    header[155] = ' ';
    m_data.append(header, sizeof header);
}

void TarWriter::addPadded(const QByteArray &content)
{
    m_data += content;
    const qsizetype rest = content.size() % 512;
    if (rest != 0) {
        m_data.append(512 - rest, '\0');
    }
}

void TarWriter::addFileHeader(const QByteArray &path, qint64 size, int mode)
{
    if (path.size() >= 100) {
        const QByteArray longName = QByteArray(path).append('\0');
        addHeader(QByteArrayLiteral("././@LongLink"), longName.size(), 'L', 0644);
        addPadded(longName);
    }
    addHeader(path.left(99), size, '0', mode);
}

void TarWriter::addFile(const QByteArray &path, const QByteArray &content, int mode)
{
    addFileHeader(path, content.size(), mode);
    addPadded(content);
}

QByteArray TarWriter::take()
{
    return std::exchange(m_data, QByteArray());
}

QByteArray TarWriter::finish()
{
    QByteArray out = m_data;
    out.append(1024, '\0');
    return out;
}

QByteArray gzipCompress(const QByteArray &data, int level)
{
    z_stream stream{};
    // 15 + 16: a gzip header and trailer around the deflate stream.
    if (deflateInit2(&stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        return {};
    }
    QByteArray out;
    out.resize(qsizetype(deflateBound(&stream, uLong(data.size()))) + 64);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = uInt(out.size());
    const int rc = deflate(&stream, Z_FINISH);
    const qsizetype produced = qsizetype(stream.total_out);
    deflateEnd(&stream);
    if (rc != Z_STREAM_END) {
        return {};
    }
    out.resize(produced);
    return out;
}

} // namespace slipway::project
