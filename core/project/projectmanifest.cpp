#include "project/projectmanifest.h"

#include <QCryptographicHash>
#include <QStringDecoder>

namespace slipway::project {

namespace {

const QByteArray kHeader = QByteArrayLiteral("slipway-manifest 1");

bool plainByte(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '.' || c == '_' || c == '~' || c == '/' || c == '+' || c == ',' || c == '@' ||
           c == '=';
}

bool isHex(const QByteArray &text)
{
    for (const char c : text) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return false;
        }
    }
    return true;
}

} // namespace

const ManifestEntry *ProjectManifest::find(const QByteArray &path) const
{
    const auto it = m_entries.constFind(path);
    return it == m_entries.cend() ? nullptr : &it.value();
}

qint64 ProjectManifest::totalBytes() const
{
    qint64 total = 0;
    for (const ManifestEntry &e : m_entries) {
        total += e.size;
    }
    return total;
}

QByteArray ProjectManifest::encodePath(const QByteArray &path)
{
    QByteArray out;
    out.reserve(path.size());
    static const char hex[] = "0123456789ABCDEF";
    for (const char ch : path) {
        const auto c = static_cast<unsigned char>(ch);
        if (plainByte(c)) {
            out += ch;
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

std::optional<QByteArray> ProjectManifest::decodePath(const QByteArray &encoded)
{
    QByteArray out;
    out.reserve(encoded.size());
    for (qsizetype i = 0; i < encoded.size(); ++i) {
        const char c = encoded[i];
        if (c == '%') {
            if (i + 2 >= encoded.size()) {
                return std::nullopt;
            }
            bool ok = false;
            const int value = encoded.mid(i + 1, 2).toInt(&ok, 16);
            if (!ok) {
                return std::nullopt;
            }
            out += char(value);
            i += 2;
        } else if (plainByte(static_cast<unsigned char>(c))) {
            out += c;
        } else {
            return std::nullopt;
        }
    }
    if (out.isEmpty() || out.startsWith('/') || out.endsWith('/') || out.contains('\0')) {
        return std::nullopt;
    }
    for (const QByteArray &part : out.split('/')) {
        if (part.isEmpty() || part == "." || part == "..") {
            return std::nullopt;
        }
    }
    return out;
}

QString ProjectManifest::displayPath(const QByteArray &path)
{
    QString out;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    // Decode valid UTF-8 runs; show other bytes as \xNN.
    qsizetype i = 0;
    while (i < path.size()) {
        const auto c = static_cast<unsigned char>(path[i]);
        int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        bool valid = len > 0 && i + len <= path.size();
        for (int k = 1; valid && k < len; ++k) {
            valid = (static_cast<unsigned char>(path[i + k]) >> 6) == 2;
        }
        if (valid && (len > 1 || (c >= 0x20 && c != 0x7f))) {
            out += decoder.decode(path.mid(i, len));
            i += len;
        } else {
            out += QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
            ++i;
        }
    }
    return out;
}

QByteArray ProjectManifest::toText() const
{
    QByteArray out = kHeader + '\n';
    for (const ManifestEntry &e : m_entries) {
        out += e.sha256 + ' ' + QByteArray::number(e.size) + ' ' +
               (e.executable ? QByteArrayLiteral("755") : QByteArrayLiteral("644")) + ' ' +
               encodePath(e.path) + '\n';
    }
    return out;
}

std::optional<ProjectManifest> ProjectManifest::fromText(const QByteArray &text, QString *error)
{
    ProjectManifest manifest;
    const QList<QByteArray> lines = text.split('\n');
    if (lines.value(0).trimmed() != kHeader) {
        if (error) {
            *error = QStringLiteral("not a Slipway manifest (first line \"%1\")")
                         .arg(QString::fromUtf8(lines.value(0).left(40)));
        }
        return std::nullopt;
    }
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const QList<QByteArray> f = line.split(' ');
        bool sizeOk = false;
        ManifestEntry e;
        e.sha256 = f.value(0);
        e.size = f.value(1).toLongLong(&sizeOk);
        const auto path = decodePath(f.value(3));
        if (f.size() != 4 || e.sha256.size() != 64 || !isHex(e.sha256) || !sizeOk || e.size < 0 ||
            (f[2] != "755" && f[2] != "644") || !path) {
            if (error) {
                *error = QStringLiteral("line %1 of the manifest is malformed").arg(i + 1);
            }
            return std::nullopt;
        }
        e.executable = f[2] == "755";
        e.path = *path;
        manifest.add(e);
    }
    return manifest;
}

QByteArray ProjectManifest::digest() const
{
    return QCryptographicHash::hash(toText(), QCryptographicHash::Sha256).toHex();
}

} // namespace slipway::project
