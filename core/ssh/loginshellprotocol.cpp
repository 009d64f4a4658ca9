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
        "}\n"
        "_slipway_here() {\n"
        "    _slipway_i=$1 _slipway_c=$2\n"
        "    set --\n"
        "    { eval \"$_slipway_c\"; } </dev/null\n"
        "    _slipway_rc=$?\n"
        "    printf '\\n%s %d\\n' \"$_slipway_i\" \"$_slipway_rc\"\n"
        "    printf '\\n%s\\n' \"$_slipway_i\" >&2\n"
        "}\n");
    script += request(readyId,
                      QStringLiteral("printf '\\n%s\\n' ") + QString::fromLatin1(readyId) +
                          QStringLiteral("-functions; compgen -A function"),
                      QByteArray());
    return script;
}

QSet<QString> LoginShellProtocol::functionNames(const QByteArray &readyStdout,
                                                const QByteArray &readyId)
{
    QSet<QString> names;
    const QByteArray marker = '\n' + readyId + "-functions\n";
    const qsizetype at = readyStdout.lastIndexOf(marker);
    if (at < 0) {
        return names;
    }
    const QList<QByteArray> lines = readyStdout.mid(at + marker.size()).split('\n');
    for (const QByteArray &line : lines) {
        if (!line.isEmpty()) {
            names.insert(QString::fromUtf8(line));
        }
    }
    return names;
}

QByteArray LoginShellProtocol::request(const QByteArray &id, const QString &command,
                                       const QByteArray &standardInput, bool inPlace)
{
    if (inPlace && standardInput.isEmpty()) {
        return QByteArrayLiteral("_slipway_here ") + id + ' ' + shellQuote(command).toUtf8() + '\n';
    }
    QByteArray line = QByteArrayLiteral("_slipway_run ") + id + ' ' + shellQuote(command).toUtf8() +
                      ' ' + printfFormat(standardInput) + '\n';
    return line;
}

bool LoginShellProtocol::canRunInPlace(const QString &command, const QSet<QString> &functions)
{
    // Builtins and keywords that change the shell (or might: `command cd`, `builtin set`).
    static const QSet<QString> kStateful = {
        QStringLiteral("."),         QStringLiteral("source"),   QStringLiteral("exit"),
        QStringLiteral("logout"),    QStringLiteral("exec"),     QStringLiteral("return"),
        QStringLiteral("cd"),        QStringLiteral("pushd"),    QStringLiteral("popd"),
        QStringLiteral("dirs"),      QStringLiteral("set"),      QStringLiteral("shopt"),
        QStringLiteral("export"),    QStringLiteral("declare"),  QStringLiteral("typeset"),
        QStringLiteral("local"),     QStringLiteral("readonly"), QStringLiteral("unset"),
        QStringLiteral("alias"),     QStringLiteral("unalias"),  QStringLiteral("trap"),
        QStringLiteral("umask"),     QStringLiteral("ulimit"),   QStringLiteral("eval"),
        QStringLiteral("enable"),    QStringLiteral("builtin"),  QStringLiteral("command"),
        QStringLiteral("hash"),      QStringLiteral("read"),     QStringLiteral("mapfile"),
        QStringLiteral("readarray"), QStringLiteral("let"),      QStringLiteral("shift"),
        QStringLiteral("getopts"),   QStringLiteral("function"), QStringLiteral("coproc"),
        QStringLiteral("disown"),    QStringLiteral("wait"),     QStringLiteral("jobs"),
        QStringLiteral("fg"),        QStringLiteral("bg"),       QStringLiteral("suspend"),
        QStringLiteral("bind"),      QStringLiteral("complete"), QStringLiteral("compopt"),
        QStringLiteral("history"),   QStringLiteral("fc"),       QStringLiteral("caller"),
        QStringLiteral("times"),     QStringLiteral("-v"),       QStringLiteral("select"),
        QStringLiteral("time"),      QStringLiteral("break"),    QStringLiteral("continue"),
        QStringLiteral("for")}; // `for x in ...` leaves x set
    QString text = command;
    // A command substitution runs in a subshell of its own; an arithmetic one `$((` does not.
    for (qsizetype at = text.indexOf(QLatin1String("$(")); at >= 0;
         at = text.indexOf(QLatin1String("$("), at)) {
        if (text.mid(at + 2, 1) == QLatin1String("(")) {
            return false;
        }
        text.replace(at, 2, QStringLiteral("  "));
    }
    QChar quote;
    for (const QChar c : std::as_const(text)) {
        // Assignments, arithmetic, subshells/functions, and anything outside plain ASCII.
        if (c == QLatin1Char('=') || c == QLatin1Char('(') || c.unicode() > 0x7e) {
            return false;
        }
        // A backslash outside quotes can spell a builtin (`e\xit`); inside them it cannot.
        if (quote.isNull() && c == QLatin1Char('\\')) {
            return false;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            if (quote.isNull()) {
                quote = c;
            } else if (quote == c) {
                quote = QChar();
            }
        }
    }
    if (text.contains(QLatin1String("++"))) {
        return false;
    }
    // A single '&' (a background job), as opposed to '&&' and redirections like '2>&1'.
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&')) {
            continue;
        }
        const bool pair = (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('&')) ||
                          (i > 0 && text.at(i - 1) == QLatin1Char('&'));
        const bool redirect =
            (i > 0 && (text.at(i - 1) == QLatin1Char('>') || text.at(i - 1) == QLatin1Char('<'))) ||
            (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('>'));
        if (!pair && !redirect) {
            return false;
        }
    }
    // Quotes join what they touch (`e'x'it` is `exit`): drop them, then look at every word,
    // wherever it is (quoted or not). A doubt costs only a subshell.
    text.remove(QLatin1Char('\'')).remove(QLatin1Char('"'));
    // A command word that is an expansion (`$cmd args`) could be anything.
    static const QSet<QString> kLeadsToCommand = {QStringLiteral("if"),    QStringLiteral("then"),
                                                  QStringLiteral("else"),  QStringLiteral("elif"),
                                                  QStringLiteral("do"),    QStringLiteral("while"),
                                                  QStringLiteral("until"), QStringLiteral("time")};
    const QString separators = QStringLiteral(";|&\n{}!");
    const QString wordEnds = QStringLiteral(" \t;|&\n{}!<>");
    bool atCommand = true;
    for (qsizetype i = 0; i < text.size();) {
        const QChar c = text.at(i);
        if (c == QLatin1Char(' ') || c == QLatin1Char('\t')) {
            ++i;
            continue;
        }
        if (separators.contains(c)) {
            atCommand = true;
            ++i;
            continue;
        }
        if (atCommand && (c == QLatin1Char('$') || c == QLatin1Char('`'))) {
            return false;
        }
        qsizetype end = i;
        while (end < text.size() && !wordEnds.contains(text.at(end))) {
            ++end;
        }
        atCommand = kLeadsToCommand.contains(text.mid(i, end - i));
        i = qMax(end, i + 1);
    }
    QString word;
    auto check = [&]() {
        const bool bad = !word.isEmpty() && (kStateful.contains(word) || functions.contains(word) ||
                                             word.endsWith(QLatin1String("--")));
        word.clear();
        return !bad;
    };
    for (const QChar c : std::as_const(text)) {
        const bool part = c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('-') ||
                          c == QLatin1Char('.') || c == QLatin1Char(':') || c == QLatin1Char('/');
        if (part) {
            word += c;
        } else if (!check()) {
            return false;
        }
    }
    return check();
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
