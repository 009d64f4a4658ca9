#pragma once

#include <QString>
#include <QStringList>

namespace slipway {

// POSIX shell quoting. The result is one word for sh, bash, dash and zsh whatever the input
// holds: quotes, $(), backticks, newlines, non-ASCII. Empty input gives ''.
QString shellQuote(const QString &word);

// Quotes each word and joins them with spaces: a command line that runs `words` exactly.
QString shellJoin(const QStringList &words);

} // namespace slipway
