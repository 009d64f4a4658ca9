#include "project/ignorerules.h"

namespace slipway::project {

namespace {

// Matches a bracket expression at pattern[p] ('[' already seen at p - 1) against c; returns the
// index after ']' or -1 when the class is malformed (then '[' is taken literally).
qsizetype matchClass(const QByteArray &pattern, qsizetype p, char c, bool *matched)
{
    bool negate = false;
    if (p < pattern.size() && (pattern[p] == '!' || pattern[p] == '^')) {
        negate = true;
        ++p;
    }
    bool found = false;
    bool first = true;
    while (p < pattern.size() && (first || pattern[p] != ']')) {
        first = false;
        char lo = pattern[p];
        if (lo == '\\' && p + 1 < pattern.size()) {
            lo = pattern[++p];
        }
        char hi = lo;
        if (p + 2 < pattern.size() && pattern[p + 1] == '-' && pattern[p + 2] != ']') {
            hi = pattern[p + 2];
            if (hi == '\\' && p + 3 < pattern.size()) {
                hi = pattern[p + 3];
                ++p;
            }
            p += 2;
        }
        const auto uc = static_cast<unsigned char>(c);
        if (uc >= static_cast<unsigned char>(lo) && uc <= static_cast<unsigned char>(hi)) {
            found = true;
        }
        ++p;
    }
    if (p >= pattern.size()) {
        return -1;
    }
    *matched = (found != negate) && c != '/';
    return p + 1;
}

bool matchAt(const QByteArray &pattern, qsizetype p, const QByteArray &text, qsizetype t)
{
    while (p < pattern.size()) {
        const char pc = pattern[p];
        if (pc == '*') {
            const bool doubleStar = p + 1 < pattern.size() && pattern[p + 1] == '*';
            if (doubleStar) {
                // "**" only counts as such alone between slashes (or at an end).
                const bool atStart = p == 0 || pattern[p - 1] == '/';
                const qsizetype after = p + 2;
                const bool atEnd = after == pattern.size() || pattern[after] == '/';
                if (atStart && atEnd) {
                    if (after == pattern.size()) {
                        return true; // "a/**": everything below
                    }
                    // "**/rest": rest matches at this position or after any '/'.
                    if (matchAt(pattern, after + 1, text, t)) {
                        return true;
                    }
                    for (qsizetype i = t; i < text.size(); ++i) {
                        if (text[i] == '/' && matchAt(pattern, after + 1, text, i + 1)) {
                            return true;
                        }
                    }
                    return false;
                }
            }
            // A plain star: any run of characters other than '/'.
            qsizetype next = p + 1;
            while (next < pattern.size() && pattern[next] == '*') {
                ++next;
            }
            for (qsizetype i = t; i <= text.size(); ++i) {
                if (matchAt(pattern, next, text, i)) {
                    return true;
                }
                if (i < text.size() && text[i] == '/') {
                    break;
                }
            }
            return false;
        }
        if (t >= text.size()) {
            return false;
        }
        if (pc == '?') {
            if (text[t] == '/') {
                return false;
            }
            ++p;
            ++t;
            continue;
        }
        if (pc == '[') {
            bool matched = false;
            const qsizetype end = matchClass(pattern, p + 1, text[t], &matched);
            if (end >= 0) {
                if (!matched) {
                    return false;
                }
                p = end;
                ++t;
                continue;
            }
        }
        char literal = pc;
        if (pc == '\\' && p + 1 < pattern.size()) {
            literal = pattern[++p];
        }
        if (text[t] != literal) {
            return false;
        }
        ++p;
        ++t;
    }
    return t == text.size();
}

} // namespace

bool globMatch(const QByteArray &pattern, const QByteArray &text)
{
    return matchAt(pattern, 0, text, 0);
}

IgnoreFile IgnoreFile::parse(const QByteArray &text, const QByteArray &base)
{
    IgnoreFile file;
    file.m_base = base;
    for (QByteArray line : text.split('\n')) {
        if (line.endsWith('\r')) {
            line.chop(1);
        }
        // Trailing spaces are dropped unless escaped with a backslash.
        while (line.endsWith(' ') && !line.endsWith("\\ ")) {
            line.chop(1);
        }
        if (line.isEmpty() || line.startsWith('#')) {
            continue;
        }
        Pattern pattern;
        if (line.startsWith('!')) {
            pattern.negated = true;
            line.remove(0, 1);
        } else if (line.startsWith("\\!") || line.startsWith("\\#")) {
            line.remove(0, 1);
        }
        if (line.endsWith('/') && !line.endsWith("\\/")) {
            pattern.directoryOnly = true;
            line.chop(1);
        }
        if (line.startsWith('/')) {
            pattern.anchored = true;
            line.remove(0, 1);
        }
        if (line.contains('/')) {
            pattern.anchored = true;
        }
        if (line.isEmpty()) {
            continue;
        }
        pattern.glob = line;
        file.m_patterns.append(pattern);
    }
    return file;
}

IgnoreFile::Match IgnoreFile::match(const QByteArray &path, bool isDirectory) const
{
    QByteArray relative = path;
    if (!m_base.isEmpty()) {
        if (!path.startsWith(QByteArray(m_base + '/'))) {
            return Match::None;
        }
        relative = path.mid(m_base.size() + 1);
    }
    const qsizetype slash = relative.lastIndexOf('/');
    const QByteArray name = slash < 0 ? relative : relative.mid(slash + 1);
    for (qsizetype i = m_patterns.size() - 1; i >= 0; --i) {
        const Pattern &p = m_patterns[i];
        if (p.directoryOnly && !isDirectory) {
            continue;
        }
        const bool hit = p.anchored ? globMatch(p.glob, relative) : globMatch(p.glob, name);
        if (hit) {
            return p.negated ? Match::Included : Match::Ignored;
        }
    }
    return Match::None;
}

bool IgnoreStack::isIgnored(const QByteArray &path, bool isDirectory) const
{
    for (qsizetype i = m_files.size() - 1; i >= 0; --i) {
        const IgnoreFile::Match m = m_files[i].match(path, isDirectory);
        if (m != IgnoreFile::Match::None) {
            return m == IgnoreFile::Match::Ignored;
        }
    }
    return false;
}

} // namespace slipway::project
