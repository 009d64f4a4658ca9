#pragma once

#include <QByteArray>
#include <QStringList>

namespace slipway {

// The keys that appear more than once in the same object of `json`, as paths such as "mail.type"
// or "partitions[2].name" (QJsonDocument silently keeps the last one). `json` should already
// have parsed as JSON; for text that does not, the result is whatever was found before the
// first error.
QStringList duplicateJsonKeys(const QByteArray &json);

} // namespace slipway
