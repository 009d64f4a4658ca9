#pragma once

#include <QString>

namespace slipway {

// Text from outside (a spec, a profile, a tag name in an event file, a remote error) made safe
// to print on a terminal: control characters that a terminal would act on (ESC, CR, NUL, BEL,
// backspace, DEL, the C1 controls), lone UTF-16 surrogates, and the characters that reorder or
// end lines (U+2028, U+2029, bidirectional overrides) are written as escapes such as \x1b,
// \r, \0 or \u202e. Tabs stay. Line feeds stay when `keepLineBreaks` is true (a message of
// several lines) and become \n otherwise (one value).
QString printableText(const QString &text, bool keepLineBreaks = false);

} // namespace slipway
