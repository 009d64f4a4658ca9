#pragma once

#include <QByteArray>
#include <QList>

namespace slipway::project {

// The patterns of one `.gitignore` or `.slipwayignore` file, as git reads them (a subset that
// covers what projects use): blank lines and `#` comments are skipped; `!` re-includes; a
// trailing `/` matches directories only; a pattern with a `/` before its end is anchored at
// the folder holding the file (a leading `/` anchors too); otherwise it matches a name at any
// depth below. `*` and `?` never match `/`; `[a-z]` and `[!a-z]` are character classes; `**`
// matches any number of folders (`**/x`, `a/**/b`, `a/**`); `\` escapes the next character.
// Paths are bytes relative to the project root, `/`-separated, so names that are not UTF-8
// match byte for byte.
class IgnoreFile
{
public:
    // `base` is the folder of the file relative to the root ("" for the root, "src/lib").
    static IgnoreFile parse(const QByteArray &text, const QByteArray &base);

    enum class Match { None, Ignored, Included };
    // The last pattern that matches `path` (relative to the root) decides.
    Match match(const QByteArray &path, bool isDirectory) const;

    bool isEmpty() const { return m_patterns.isEmpty(); }

private:
    struct Pattern
    {
        QByteArray glob; // without `!`, the trailing `/` and a leading `/`
        bool negated = false;
        bool directoryOnly = false;
        bool anchored = false;
    };
    QByteArray m_base;
    QList<Pattern> m_patterns;
};

// Git's wildcard match of `text` against `pattern`, with `*`/`?` not crossing `/` and `**`
// crossing it as described above. Exposed for tests.
bool globMatch(const QByteArray &pattern, const QByteArray &text);

// The ignore files in force for one folder: its parents' and its own, innermost last.
class IgnoreStack
{
public:
    void push(IgnoreFile file) { m_files.append(std::move(file)); }
    void pop() { m_files.removeLast(); }
    int depth() const { return int(m_files.size()); }
    bool isIgnored(const QByteArray &path, bool isDirectory) const;

private:
    QList<IgnoreFile> m_files;
};

} // namespace slipway::project
