#include "ssh/sshconfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace slipway::ssh {

namespace {

constexpr int kMaxIncludeDepth = 16;

bool globMatch(const QStringView text, const QStringView pattern)
{
    // Iterative '*' / '?' matching with backtracking to the last star.
    qsizetype t = 0;
    qsizetype p = 0;
    qsizetype star = -1;
    qsizetype mark = 0;
    while (t < text.size()) {
        if (p < pattern.size() &&
            (pattern[p] == QLatin1Char('?') || pattern[p].toLower() == text[t].toLower())) {
            ++t;
            ++p;
        } else if (p < pattern.size() && pattern[p] == QLatin1Char('*')) {
            star = p++;
            mark = t;
        } else if (star >= 0) {
            p = star + 1;
            t = ++mark;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == QLatin1Char('*')) {
        ++p;
    }
    return p == pattern.size();
}

QString expandHome(const QString &path)
{
    if (path == QLatin1String("~")) {
        return QDir::homePath();
    }
    if (path.startsWith(QLatin1String("~/"))) {
        return QDir::homePath() + path.mid(1);
    }
    return path;
}

} // namespace

QStringList splitConfigWords(const QString &line)
{
    // "Keyword value", "Keyword=value" and "Keyword = value" are the same line.
    const QString trimmed = line.trimmed();
    qsizetype split = 0;
    while (split < trimmed.size() && !trimmed[split].isSpace() &&
           trimmed[split] != QLatin1Char('=')) {
        ++split;
    }
    QStringList words;
    if (split == 0) {
        return words;
    }
    words << trimmed.left(split);
    QString rest = trimmed.mid(split).trimmed();
    if (rest.startsWith(QLatin1Char('='))) {
        rest = rest.mid(1).trimmed();
    }
    QString current;
    bool inQuotes = false;
    bool haveWord = false;
    for (const QChar c : std::as_const(rest)) {
        if (c == QLatin1Char('"')) {
            inQuotes = !inQuotes;
            haveWord = true;
        } else if (!inQuotes && c.isSpace()) {
            if (haveWord) {
                words << current;
                current.clear();
                haveWord = false;
            }
        } else {
            current += c;
            haveWord = true;
        }
    }
    if (haveWord) {
        words << current;
    }
    return words;
}

bool SshConfig::matchesPattern(const QString &text, const QString &pattern)
{
    return globMatch(text, pattern);
}

bool SshConfig::matchesPatternList(const QString &text, const QStringList &patterns)
{
    bool matched = false;
    for (const QString &pattern : patterns) {
        if (pattern.startsWith(QLatin1Char('!'))) {
            if (globMatch(text, QStringView(pattern).mid(1))) {
                return false; // a negated match excludes the host whatever else matches
            }
        } else if (globMatch(text, pattern)) {
            matched = true;
        }
    }
    return matched;
}

SshConfig SshConfig::load(const QString &path, QString *error)
{
    SshConfig config;
    QFile file(path);
    if (!file.exists()) {
        return config;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = QCoreApplication::translate("sshconfig",
                                                 "Could not read the SSH configuration file %1: %2")
                         .arg(path, file.errorString());
        }
        return config;
    }
    config.parseInto(QString::fromUtf8(file.readAll()), QFileInfo(path).absolutePath(), 0);
    return config;
}

SshConfig SshConfig::parse(const QString &text, const QString &baseDir)
{
    SshConfig config;
    config.parseInto(text, baseDir, 0);
    return config;
}

void SshConfig::parseInto(const QString &text, const QString &baseDir, int depth)
{
    if (m_blocks.isEmpty()) {
        m_blocks.append(Block{});
    }
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (QString line : lines) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) {
            continue;
        }
        QStringList words = splitConfigWords(line);
        if (words.isEmpty()) {
            continue;
        }
        const QString keyword = words.takeFirst().toLower();
        if (keyword == QLatin1String("host")) {
            Block block;
            block.patterns = words;
            m_blocks.append(block);
        } else if (keyword == QLatin1String("match")) {
            Block block;
            block.patterns = {QStringLiteral("*")};
            block.matchAll = words.size() == 1 && words.first().toLower() == QLatin1String("all");
            m_blocks.append(block);
        } else if (keyword == QLatin1String("include")) {
            if (depth >= kMaxIncludeDepth) {
                continue;
            }
            for (const QString &word : std::as_const(words)) {
                QString pattern = expandHome(word);
                if (QDir::isRelativePath(pattern)) {
                    // Relative includes are taken from ~/.ssh for the user's file, like ssh.
                    pattern =
                        (baseDir.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh") : baseDir) +
                        QLatin1Char('/') + pattern;
                }
                const QFileInfo info(pattern);
                QDir dir = info.dir();
                const QStringList names =
                    dir.entryList({info.fileName()}, QDir::Files | QDir::Readable, QDir::Name);
                const Block saved = m_blocks.last();
                for (const QString &name : names) {
                    QFile file(dir.filePath(name));
                    if (file.open(QIODevice::ReadOnly)) {
                        parseInto(QString::fromUtf8(file.readAll()), baseDir, depth + 1);
                    }
                }
                // An Include inside a Host block does not end that block.
                if (!names.isEmpty()) {
                    Block resumed = saved;
                    resumed.lines.clear();
                    m_blocks.append(resumed);
                }
            }
        } else {
            m_blocks.last().lines.append(Line{keyword, words});
        }
    }
}

void SshConfig::append(const SshConfig &other)
{
    m_blocks.append(other.m_blocks);
}

QMap<QString, QStringList> SshConfig::lookup(const QString &host) const
{
    QMap<QString, QStringList> values;
    for (const Block &block : m_blocks) {
        const bool applies = block.patterns.isEmpty() ||
                             (block.matchAll && matchesPatternList(host, block.patterns));
        if (!applies) {
            continue;
        }
        for (const Line &line : block.lines) {
            if (line.keyword == QLatin1String("identityfile")) {
                values[line.keyword].append(line.values);
            } else if (!values.contains(line.keyword)) {
                values.insert(line.keyword, line.values);
            }
        }
    }
    return values;
}

QStringList SshConfig::hostAliases() const
{
    QStringList aliases;
    for (const Block &block : m_blocks) {
        if (!block.matchAll) {
            continue;
        }
        for (const QString &pattern : block.patterns) {
            if (pattern.contains(QLatin1Char('*')) || pattern.contains(QLatin1Char('?')) ||
                pattern.startsWith(QLatin1Char('!')) || aliases.contains(pattern)) {
                continue;
            }
            aliases << pattern;
        }
    }
    return aliases;
}

} // namespace slipway::ssh
