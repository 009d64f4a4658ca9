#include "common/jsonkeys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace slipway {

namespace {

// A minimal scanner over JSON text: enough to walk objects and arrays and read keys.
class Scanner
{
public:
    explicit Scanner(const QByteArray &json)
        : m_json(json)
    {}

    QStringList duplicates() const { return m_duplicates; }

    bool value(const QString &path, int depth)
    {
        skipSpace();
        if (depth > 512 || m_pos >= m_json.size()) {
            return false;
        }
        const char c = m_json.at(m_pos);
        if (c == '{') {
            return object(path, depth);
        }
        if (c == '[') {
            return array(path, depth);
        }
        if (c == '"') {
            QByteArray raw;
            return string(&raw);
        }
        // A number, true, false or null: up to the next delimiter.
        while (m_pos < m_json.size() && !QByteArrayView(",]} \t\r\n").contains(m_json.at(m_pos))) {
            ++m_pos;
        }
        return true;
    }

private:
    void skipSpace()
    {
        while (m_pos < m_json.size() && QByteArrayView(" \t\r\n").contains(m_json.at(m_pos))) {
            ++m_pos;
        }
    }

    // The raw bytes between the quotes; the position ends after the closing quote.
    bool string(QByteArray *raw)
    {
        const qsizetype start = ++m_pos;
        while (m_pos < m_json.size() && m_json.at(m_pos) != '"') {
            m_pos += m_json.at(m_pos) == '\\' ? 2 : 1;
        }
        if (m_pos >= m_json.size()) {
            return false;
        }
        *raw = m_json.mid(start, m_pos - start);
        ++m_pos;
        return true;
    }

    static QString decodeKey(const QByteArray &raw)
    {
        if (!raw.contains('\\')) {
            return QString::fromUtf8(raw);
        }
        const QJsonDocument doc = QJsonDocument::fromJson("[\"" + raw + "\"]");
        return doc.array().at(0).toString();
    }

    static QString join(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }

    bool object(const QString &path, int depth)
    {
        ++m_pos; // {
        QSet<QString> seen;
        skipSpace();
        if (m_pos < m_json.size() && m_json.at(m_pos) == '}') {
            ++m_pos;
            return true;
        }
        while (m_pos < m_json.size()) {
            skipSpace();
            QByteArray raw;
            if (m_pos >= m_json.size() || m_json.at(m_pos) != '"' || !string(&raw)) {
                return false;
            }
            const QString key = decodeKey(raw);
            const QString keyPath = join(path, key);
            if (seen.contains(key)) {
                if (!m_duplicates.contains(keyPath)) {
                    m_duplicates << keyPath;
                }
            }
            seen.insert(key);
            skipSpace();
            if (m_pos >= m_json.size() || m_json.at(m_pos) != ':') {
                return false;
            }
            ++m_pos;
            if (!value(keyPath, depth + 1)) {
                return false;
            }
            skipSpace();
            if (m_pos < m_json.size() && m_json.at(m_pos) == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_json.size() && m_json.at(m_pos) == '}') {
                ++m_pos;
                return true;
            }
            return false;
        }
        return false;
    }

    bool array(const QString &path, int depth)
    {
        ++m_pos; // [
        skipSpace();
        if (m_pos < m_json.size() && m_json.at(m_pos) == ']') {
            ++m_pos;
            return true;
        }
        for (int i = 0; m_pos < m_json.size(); ++i) {
            if (!value(QStringLiteral("%1[%2]").arg(path).arg(i), depth + 1)) {
                return false;
            }
            skipSpace();
            if (m_pos < m_json.size() && m_json.at(m_pos) == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_json.size() && m_json.at(m_pos) == ']') {
                ++m_pos;
                return true;
            }
            return false;
        }
        return false;
    }

    const QByteArray &m_json;
    qsizetype m_pos = 0;
    QStringList m_duplicates;
};

} // namespace

QStringList duplicateJsonKeys(const QByteArray &json)
{
    Scanner scanner(json);
    scanner.value(QString(), 0);
    return scanner.duplicates();
}

} // namespace slipway
