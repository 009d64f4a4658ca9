#include "runs/logbuffer.h"

namespace slipway::runs {

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
            lines << renderLine(m_pending.mid(start, nl - start));
            ++m_lines;
        }
        start = nl + 1;
    }
    m_pending.remove(0, start);
    // A progress bar redraws its line with '\r' without ever ending it: only what follows the
    // last '\r' can still be shown, so the rest is let go (a '\r' at the very end may be the
    // first half of "\r\n" and stays).
    const qsizetype cr =
        m_pending.size() > 1 ? m_pending.lastIndexOf('\r', m_pending.size() - 2) : -1;
    if (cr >= 0) {
        m_pending.remove(0, cr + 1);
    }
    if (m_pending.size() > m_maxLineBytes) {
        if (!m_cutting) {
            lines << renderLine(m_pending);
            ++m_lines;
            m_cutting = true;
        }
        m_pending.clear();
    }
    return lines;
}

QString LogBuffer::renderLine(const QByteArray &line) const
{
    // What a terminal would show: the text after the last '\r' (a "\r\n" ending aside).
    QByteArray shown = line;
    if (shown.endsWith('\r')) {
        shown.chop(1);
    }
    const qsizetype cr = shown.lastIndexOf('\r');
    if (cr >= 0) {
        shown.remove(0, cr + 1);
    }
    if (shown.size() <= m_maxLineBytes) {
        return render(shown);
    }
    // Cut at a character boundary: never inside a UTF-8 sequence.
    qsizetype cut = m_maxLineBytes;
    while (cut > 0 && (uchar(shown.at(cut)) & 0xC0) == 0x80) {
        --cut;
    }
    return render(shown.left(cut)) +
           QStringLiteral(" … [line cut: longer than %1 KiB]").arg(m_maxLineBytes / 1024);
}

QString LogBuffer::partialLine() const
{
    return m_cutting ? QString() : render(m_pending);
}

QStringList LogBuffer::finish()
{
    QStringList lines;
    if (!m_pending.isEmpty() && !m_cutting) {
        lines << renderLine(m_pending);
        ++m_lines;
    }
    m_pending.clear();
    m_cutting = false;
    return lines;
}

} // namespace slipway::runs
