#pragma once

#include <QString>
#include <QStringList>

namespace slipway::runs {

// Whether a file can serve as the run history, checked before it is used: the SQLite header,
// the size against the page count the header records, SQLite's own PRAGMA quick_check, and the
// schema (a table of runs with the columns its schema version has). Says what is wrong in plain
// words; empty when the file is sound or does not exist yet.
class HistoryCheck final
{
public:
    // `columnsByVersion[v]`: the columns that schema version v adds to the runs table.
    static QString damageOf(const QString &path, const QList<QStringList> &columnsByVersion);
};

} // namespace slipway::runs
