#include "runs/logfollower.h"

#include "common/shellquote.h"

namespace slipway::runs {

LogFollower::LogFollower(QString path, qint64 offset, qint64 chunkBytes)
    : m_path(std::move(path))
    , m_offset(offset)
    , m_chunk(chunkBytes)
{}

QString LogFollower::readCommand() const
{
    // First line: "missing" or the file's size; then the bytes from the offset.
    return QStringLiteral("f=") + shellQuote(m_path) +
           QStringLiteral("; if [ -f \"$f\" ]; then wc -c < \"$f\"; tail -c +%1 -- \"$f\" | "
                          "head -c %2; else echo missing; fi")
               .arg(m_offset + 1)
               .arg(m_chunk);
}

LogFollower::Update LogFollower::consume(const CommandResult &result)
{
    Update u;
    if (!result.ran() || result.exitCode != 0) {
        u.error = result.ran() ? QString::fromUtf8(result.standardError).trimmed() : result.error;
        return u;
    }
    const QByteArray &out = result.standardOutput;
    const qsizetype nl = out.indexOf('\n');
    const QByteArray first = nl >= 0 ? out.left(nl).trimmed() : out.trimmed();
    u.ok = true;
    if (first == "missing") {
        return u;
    }
    bool isNumber = false;
    const qint64 size = first.toLongLong(&isNumber);
    if (!isNumber) {
        u.ok = false;
        u.error = QStringLiteral("Unexpected answer while reading %1.").arg(m_path);
        return u;
    }
    u.exists = true;
    if (size < m_offset) {
        // Replaced or truncated: read it again from the start.
        m_offset = 0;
        m_buffer.finish();
        u.restarted = true;
        return u;
    }
    const QByteArray data = nl >= 0 ? out.mid(nl + 1) : QByteArray();
    m_offset += data.size();
    u.more = data.size() >= m_chunk;
    u.lines = m_buffer.append(data);
    return u;
}

} // namespace slipway::runs
