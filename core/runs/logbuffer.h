#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace slipway::runs {

// Turns a job log's bytes, arriving in chunks of any size, into lines as a terminal shows them:
// '\n' ends a line, "\r\n" too; a lone '\r' (progress bars) returns to the start of the line,
// so only the text after the last '\r' is kept; invalid UTF-8 becomes U+FFFD; a line longer
// than maxLineBytes is cut and marked. Lines are only decoded once complete, so a multi-byte
// character split between chunks is never broken.
class LogBuffer final
{
public:
    explicit LogBuffer(qsizetype maxLineBytes = 64 * 1024);

    // Appends bytes; returns the lines they completed.
    QStringList append(const QByteArray &bytes);

    // The unfinished last line as it would look now (a progress bar in motion), or empty.
    QString partialLine() const;

    // Ends the input: returns the unfinished last line, if any, as a line.
    QStringList finish();

    qsizetype linesSoFar() const { return m_lines; }

private:
    QString render(const QByteArray &line) const;
    QString renderLine(const QByteArray &line) const; // render(), cut and marked when too long

    QByteArray m_pending;
    qsizetype m_maxLineBytes;
    qsizetype m_lines = 0;
    bool m_cutting = false; // the current line was already cut; drop bytes up to its end
};

} // namespace slipway::runs
