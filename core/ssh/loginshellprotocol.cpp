#include "ssh/loginshellprotocol.h"

#include "common/shellquote.h"

#include <QRandomGenerator>

namespace slipway::ssh {

QByteArray LoginShellProtocol::shellCommand()
{
    // bash explicitly, as a login shell: the user's login shell may be tcsh, and `module` and
    // conda come from the login scripts. -s: read the commands from the channel's stdin.
    return QByteArrayLiteral("exec bash -l -s");
}

QByteArray LoginShellProtocol::setupScript(const QByteArray &readyId)
{
    QByteArray script = QByteArrayLiteral(
        "_slipway_run() {\n"
        "    if [ -n \"$3\" ]; then\n"
        "        printf \"$3\" | ( _slipway_c=$2; set --; eval \"$_slipway_c\" )\n"
        "    else\n"
        "        ( _slipway_c=$2; set --; eval \"$_slipway_c\" ) </dev/null\n"
        "    fi\n"
        "    _slipway_rc=$?\n"
        "    printf '\\n%s %d\\n' \"$1\" \"$_slipway_rc\"\n"
        "    printf '\\n%s\\n' \"$1\" >&2\n"
        "}\n");
    script += request(readyId, QStringLiteral(":"), QByteArray());
    return script;
}

QByteArray LoginShellProtocol::request(const QByteArray &id, const QString &command,
                                       const QByteArray &standardInput)
{
    QByteArray line = QByteArrayLiteral("_slipway_run ") + id + ' ' + shellQuote(command).toUtf8() +
                      ' ' + printfFormat(standardInput) + '\n';
    return line;
}

QByteArray LoginShellProtocol::newId()
{
    quint64 words[2];
    QRandomGenerator::system()->generate(std::begin(words), std::end(words));
    return QByteArrayLiteral("SLIPWAY") +
           QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex();
}

QByteArray LoginShellProtocol::printfFormat(const QByteArray &bytes)
{
    QByteArray out;
    out.reserve(bytes.size() + 2);
    out += '\'';
    for (const char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                           (c >= '0' && c <= '9') || c == ' ' || c == '_' || c == '-' || c == '.' ||
                           c == '/' || c == ',' || c == ':' || c == '=' || c == '+';
        if (plain) {
            out += ch;
        } else {
            // An octal escape: printf turns it back into the byte, even NUL, '%' and '\''.
            out += '\\';
            out += char('0' + ((c >> 6) & 7));
            out += char('0' + ((c >> 3) & 7));
            out += char('0' + (c & 7));
        }
    }
    out += '\'';
    return out;
}

void LoginShellProtocol::Parser::expect(const QByteArray &id)
{
    m_id = id;
    m_outDone = false;
    m_errDone = false;
    m_outScan = 0;
    m_errScan = 0;
    m_exitCode = -1;
    scanStdout();
    scanStderr();
}

void LoginShellProtocol::Parser::addStdout(const QByteArray &data)
{
    m_out += data;
    scanStdout();
}

void LoginShellProtocol::Parser::addStderr(const QByteArray &data)
{
    m_err += data;
    scanStderr();
}

void LoginShellProtocol::Parser::scanStdout()
{
    if (m_outDone || m_id.isEmpty()) {
        return;
    }
    const QByteArray marker = '\n' + m_id + ' ';
    const qsizetype from = qMax<qsizetype>(0, m_outScan - marker.size());
    const qsizetype at = m_out.indexOf(marker, from);
    if (at < 0) {
        m_outScan = m_out.size();
        return;
    }
    const qsizetype statusStart = at + marker.size();
    const qsizetype lineEnd = m_out.indexOf('\n', statusStart);
    if (lineEnd < 0) {
        m_outScan = at; // the status line is not complete yet; look here again
        return;
    }
    bool ok = false;
    m_exitCode = m_out.mid(statusStart, lineEnd - statusStart).toInt(&ok);
    if (!ok) {
        m_exitCode = -1;
    }
    m_outEnd = at;
    m_outNext = lineEnd + 1;
    m_outDone = true;
}

void LoginShellProtocol::Parser::scanStderr()
{
    if (m_errDone || m_id.isEmpty()) {
        return;
    }
    const QByteArray marker = '\n' + m_id + '\n';
    const qsizetype from = qMax<qsizetype>(0, m_errScan - marker.size());
    const qsizetype at = m_err.indexOf(marker, from);
    if (at < 0) {
        m_errScan = m_err.size();
        return;
    }
    m_errEnd = at;
    m_errNext = at + marker.size();
    m_errDone = true;
}

std::optional<LoginShellProtocol::Parser::Frame> LoginShellProtocol::Parser::take()
{
    if (!isComplete()) {
        return std::nullopt;
    }
    Frame frame;
    frame.standardOutput = m_out.left(m_outEnd);
    frame.standardError = m_err.left(m_errEnd);
    frame.exitCode = m_exitCode;
    m_out.remove(0, m_outNext);
    m_err.remove(0, m_errNext);
    m_id.clear();
    m_outDone = false;
    m_errDone = false;
    m_outScan = 0;
    m_errScan = 0;
    return frame;
}

} // namespace slipway::ssh
