#include "runs/logbuffer.h"

namespace slipway {

LogBuffer::LogBuffer(qsizetype maxLineBytes)
    : m_maxLineBytes(maxLineBytes)
{}

QString LogBuffer::render(const QByteArray &lineIn) const
{
    QByteArray line = lineIn;
    if (line.endsWith('\r')) {
        line.chop(1); // "\r\n"
    }
    const qsizetype cr = line.lastIndexOf('\r');
    if (cr >= 0) {
        line = line.mid(cr + 1);
    }
    return QString::fromUtf8(line);
}

QStringList LogBuffer::append(const QByteArray &bytes)
{
    QStringList lines;
    m_pending += bytes;
    qsizetype start = 0;
    while (true) {
        const qsizetype nl = m_pending.indexOf('\n', start);
        if (nl < 0) {
            break;
        }
        if (m_cutting) {
            m_cutting = false;
        } else {
            lines << render(m_pending.mid(start, nl - start));
            ++m_lines;
        }
        start = nl + 1;
    }
    m_pending.remove(0, start);
    if (m_pending.size() > m_maxLineBytes) {
        if (!m_cutting) {
            // Cut at a character boundary: never inside a UTF-8 sequence.
            qsizetype cut = m_maxLineBytes;
            while (cut > 0 && (uchar(m_pending.at(cut)) & 0xC0) == 0x80) {
                --cut;
            }
            lines << render(m_pending.left(cut)) +
                         QStringLiteral(" … [line cut: longer than %1 KiB]")
                             .arg(m_maxLineBytes / 1024);
            ++m_lines;
            m_cutting = true;
        }
        m_pending.clear();
    }
    return lines;
}

QString LogBuffer::partialLine() const
{
    return m_cutting ? QString() : render(m_pending);
}

QStringList LogBuffer::finish()
{
    QStringList lines;
    if (!m_pending.isEmpty() && !m_cutting) {
        lines << render(m_pending);
        ++m_lines;
    }
    m_pending.clear();
    m_cutting = false;
    return lines;
}

} // namespace slipway
